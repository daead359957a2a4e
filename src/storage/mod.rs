//! What ansage keeps on disk: the journal that holds every event of a game safe (and lets it
//! be resumed), the locks that keep two ansage processes off one file, the safe reading
//! and writing of PGN and config files, and the tape's sound file, which only grows.

pub mod files;
pub mod growing;
pub mod journal;
pub mod lock;
pub mod record_file;
