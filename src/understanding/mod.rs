//! Understanding: from what a player typed or said to what it means. `heard` matches words
//! against the announcements of the legal moves and answers to questions; `interpret` puts
//! notation and words together into one reading of a line.

pub mod heard;
pub mod interpret;

/// How often a line is read (tokenised by the command reader or resolved as notation), so
/// a test can count the readings one typed line costs.
#[cfg(test)]
pub(crate) mod reads {
    use std::cell::Cell;

    thread_local!(static READS: Cell<usize> = const { Cell::new(0) });

    /// One reading of a line.
    pub(crate) fn count() {
        READS.with(|reads| reads.set(reads.get() + 1));
    }

    /// The readings since the last call.
    pub(crate) fn take() -> usize {
        READS.with(|reads| reads.replace(0))
    }
}
