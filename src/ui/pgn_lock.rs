//! One game in one PGN file: the lock beside it that keeps a second ansage out, and a
//! read-only file said at the start rather than at the first move.

use std::path::Path;
use std::sync::Arc;

use crate::phrase::Phrase;
use crate::storage::files::WriteError;

/// Locks a PGN file for this game; refused with a sentence when another ansage writes it
/// (two games in one file would lose one). Where no lock can be made, the game goes on
/// without one.
pub(crate) fn lock_pgn(path: &Path) -> Result<Option<Arc<crate::storage::lock::FileLock>>, Phrase> {
    // A read-only file is said at the start, not at the first move.
    if std::fs::metadata(path).is_ok_and(|meta| meta.is_file() && meta.permissions().readonly()) {
        let error = WriteError::ReadOnly(path.to_owned());
        return Err(Phrase::new("terminal-cannot-write")
            .with("path", path.display().to_string())
            .with("reason", error.reason_phrase()));
    }
    match crate::storage::lock::lock_beside(path) {
        Ok(lock) => Ok(Some(Arc::new(lock))),
        Err(None) => Ok(None),
        Err(Some(held)) => Err(Phrase::new("terminal-file-in-use")
            .with("path", path.display().to_string())
            .with("holder", held.holder_phrase())),
    }
}
