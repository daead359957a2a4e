//! What ansage keeps on disk: the journal that holds every event of a game safe (and lets it
//! be resumed), the locks that keep two ansage processes off one file, and the safe reading
//! and writing of PGN and config files.

pub mod files;
pub mod journal;
pub mod lock;
pub mod record_file;
