//! The words layer: what ansage says, in German and English. Appendix F announcements of
//! moves (`announce`, from the concepts of `lexicon`), and the sentences about the game
//! (`messages`: numbers, clock times, results, draws). Each language's texts live in its own
//! folder (`de/`, `en/`, see `folders`); `catalogue` looks a text up by id.

pub mod announce;
pub mod answers;
pub mod by_code;
pub mod catalogue;
pub mod folders;
pub mod game;
pub mod letters;
pub mod lexicon;
pub mod messages;
pub mod notation;
pub mod phonetics;
pub mod phrases;
