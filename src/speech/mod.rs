//! Speech: moves in Appendix F words, and the voices that speak them.

pub mod announce;
pub mod speaker;
