//! The language folders (`src/words/<code>/`), as the words layer reads them: see
//! [`crate::language::folders`], which gathers them below every other layer so that
//! [`crate::language::Language`] itself is read from them.

pub use crate::language::folders::{FOLDERS, Folder, folder};
