//! The language folders (`src/words/<code>/`), built into the program by `build.rs`: each
//! holds a `language.toml`, the Fluent catalogue files (`*.ftl`) and whatever else the
//! language needs. A new language is a new folder; nothing else lists the languages' files.

/// One language's folder: its code and every file in it, sorted by name.
#[derive(Debug)]
pub struct Folder {
    /// The folder's name, the language's code (`de`, `en`).
    pub code: &'static str,
    /// Each file's name and text.
    pub files: &'static [(&'static str, &'static str)],
}

/// Every language folder, sorted by code.
pub static FOLDERS: &[Folder] = include!(concat!(env!("OUT_DIR"), "/language_folders.rs"));

/// The folder of the language with this code.
pub fn folder(code: &str) -> Option<&'static Folder> {
    FOLDERS.iter().find(|folder| folder.code == code)
}

impl Folder {
    /// The text of the file `name`, if the folder has it.
    pub fn file(&self, name: &str) -> Option<&'static str> {
        self.files
            .iter()
            .find(|(file, _)| *file == name)
            .map(|(_, text)| *text)
    }

    /// The Fluent catalogue files (`*.ftl`): name and text.
    pub fn catalogue_files(&self) -> impl Iterator<Item = (&'static str, &'static str)> {
        self.files
            .iter()
            .copied()
            .filter(|(name, _)| name.ends_with(".ftl"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_folder_has_its_settings_and_a_catalogue() {
        assert!(FOLDERS.len() >= 2, "{FOLDERS:?}");
        for folder in FOLDERS {
            assert!(folder.file("language.toml").is_some(), "{}", folder.code);
            assert!(folder.catalogue_files().count() >= 1, "{}", folder.code);
        }
        assert!(folder("de").is_some() && folder("en").is_some());
        assert!(folder("xx").is_none());
    }
}
