//! Speech: moves in Appendix F words, and the voices that speak them.

pub mod announce;
pub mod lexicon;
pub mod phonetics;
pub mod queue;
pub mod settings;
pub mod speaker;
pub mod spoken;
pub mod understand;
pub mod voices;
