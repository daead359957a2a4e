//! The words layer: what ansage says, in German and English. Appendix F announcements of
//! moves (`announce`, from the concepts of `lexicon`), and the sentences about the game
//! (`messages`: numbers, clock times, results, draws).

pub mod announce;
pub mod catalogue;
pub mod lexicon;
pub mod messages;
pub mod phonetics;
