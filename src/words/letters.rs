//! Each language's way of writing chess, read once from the `notation.toml` of its folder
//! (`src/words/<code>/notation.toml`): the SAN piece letters, the capture sign, castling,
//! promotion and en-passant marks, and the scoresheet's headings. A language is given its
//! writing here, so the notation layer writes and reads SAN for every folder without
//! naming a language.

use std::sync::OnceLock;

use shakmaty::Role;

use crate::language::Language;
use crate::notation::writing::{SheetWords, Writing, Written};
use crate::words::folders::{FOLDERS, Folder};

/// The writing of the language with this code (its folder's `notation.toml`); a code
/// without a folder, or a folder without a readable `notation.toml`, writes as PGN does.
pub fn writing(code: &str) -> &'static Writing {
    static WRITINGS: OnceLock<Vec<(&'static str, Writing)>> = OnceLock::new();
    WRITINGS
        .get_or_init(|| {
            FOLDERS
                .iter()
                .filter_map(|folder| Some((folder.code, writing_of(folder).ok()?)))
                .collect()
        })
        .iter()
        .find(|(c, _)| *c == code)
        .map_or(&Writing::PGN, |(_, writing)| writing)
}

impl Written for Language {
    fn writing(self) -> &'static Writing {
        writing(self.code())
    }
}

/// The letter of `role` in `language`'s SAN (`S` for a German knight); pawns have none.
pub fn piece_letter(role: Role, language: Language) -> Option<char> {
    language.writing().letter(role)
}

/// The piece a SAN letter names in `language`, if any.
pub fn role_of_letter(letter: char, language: Language) -> Option<Role> {
    language.writing().role_of_letter(letter)
}

/// Reads `notation.toml` of `folder`; says what is missing or wrong.
pub fn writing_of(folder: &Folder) -> Result<Writing, String> {
    let text = folder
        .file("notation.toml")
        .ok_or_else(|| format!("{}: no notation.toml", folder.code))?;
    let table: toml::Table = text
        .parse()
        .map_err(|e: toml::de::Error| format!("{}/notation.toml: {e}", folder.code))?;
    let section = |name: &str| -> Result<&toml::Table, String> {
        table
            .get(name)
            .and_then(toml::Value::as_table)
            .ok_or_else(|| format!("{}/notation.toml: no [{name}]", folder.code))
    };
    let san = section("san")?;
    let sheet = section("scoresheet")?;
    let text_of = |table: &toml::Table, key: &str| -> Result<&'static str, String> {
        let value = table
            .get(key)
            .and_then(toml::Value::as_str)
            .ok_or_else(|| format!("{}/notation.toml: no text {key}", folder.code))?;
        // Read once per language for the whole run (see `writing`).
        Ok(Box::leak(value.to_owned().into_boxed_str()))
    };
    let letter = |key: &str| -> Result<char, String> {
        let text = text_of(san, key)?;
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) if c.is_uppercase() => Ok(c),
            _ => Err(format!(
                "{}/notation.toml: {key} must be one capital letter, not {text:?}",
                folder.code
            )),
        }
    };
    let letters = [
        letter("king")?,
        letter("queen")?,
        letter("rook")?,
        letter("bishop")?,
        letter("knight")?,
    ];
    let pawn = if san.contains_key("pawn") {
        Some(letter("pawn")?)
    } else {
        None
    };
    let mut tags = [""; 7];
    for (slot, key) in tags
        .iter_mut()
        .zip(["event", "site", "date", "round", "white", "black", "result"])
    {
        *slot = text_of(sheet, key)?;
    }
    let (typed, not_files) = typed_letters(&table, folder.code)?;
    Ok(Writing {
        typed,
        not_files,
        letters,
        pawn,
        capture: text_of(san, "capture")?,
        promotion: text_of(san, "promotion")?,
        castle_short: text_of(san, "castle-short")?,
        castle_long: text_of(san, "castle-long")?,
        en_passant: text_of(san, "en-passant")?,
        sheet: SheetWords {
            tags,
            variant: text_of(sheet, "variant")?,
            start: text_of(sheet, "start")?,
            unfinished: text_of(sheet, "unfinished")?,
            day_first: sheet
                .get("day-first")
                .and_then(toml::Value::as_bool)
                .ok_or_else(|| format!("{}/notation.toml: no day-first", folder.code))?,
        },
    })
}

/// The `[typed]` section: each letter with the pieces it names, and the capitals that are
/// never a file.
type Typed = (&'static [(char, &'static [Role])], &'static str);

fn typed_letters(table: &toml::Table, code: &str) -> Result<Typed, String> {
    let section = table
        .get("typed")
        .and_then(toml::Value::as_table)
        .ok_or_else(|| format!("{code}/notation.toml: no [typed]"))?;
    let letters = section
        .get("letters")
        .and_then(toml::Value::as_table)
        .ok_or_else(|| format!("{code}/notation.toml: no typed letters"))?;
    let mut typed = Vec::new();
    for (key, names) in letters {
        let mut chars = key.chars();
        let (Some(letter), None) = (chars.next(), chars.next()) else {
            return Err(format!("{code}/notation.toml: {key:?} is not one letter"));
        };
        let roles: Vec<Role> = names
            .as_array()
            .into_iter()
            .flatten()
            .map(|name| {
                name.as_str()
                    .and_then(role_named)
                    .ok_or_else(|| format!("{code}/notation.toml: {key} names {name}"))
            })
            .collect::<Result<_, _>>()?;
        typed.push((letter, &*Box::leak(roles.into_boxed_slice())));
    }
    let not_files = section
        .get("not-files")
        .and_then(toml::Value::as_str)
        .ok_or_else(|| format!("{code}/notation.toml: no not-files"))?;
    // Read once per language for the whole run (see `writing`).
    Ok((
        Box::leak(typed.into_boxed_slice()),
        Box::leak(not_files.to_owned().into_boxed_str()),
    ))
}

/// A piece by the key the data files use: `king`, `queen`, `rook`, `bishop`, `knight`,
/// `pawn`.
fn role_named(name: &str) -> Option<Role> {
    [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ]
    .into_iter()
    .find(|role| crate::phrase::role_key(*role) == name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::folders::folder;

    #[test]
    fn every_folder_writes_chess() {
        for folder in FOLDERS {
            let writing = writing_of(folder).unwrap_or_else(|e| panic!("{e}"));
            let mut letters = writing.letters.to_vec();
            letters.extend(writing.pawn);
            letters.sort_unstable();
            letters.dedup();
            let count = 5 + usize::from(writing.pawn.is_some());
            assert_eq!(letters.len(), count, "{}: letters twice", folder.code);
        }
    }

    #[test]
    fn the_letters_of_each_language() {
        let letters = |code: &str| writing(code).letters.iter().collect::<String>();
        assert_eq!(letters("de"), "KDTLS");
        assert_eq!(letters("en"), "KQRBN");
        assert_eq!(writing("de").pawn, Some('B'));
        assert_eq!(writing("en").pawn, Some('P'));
        if folder("es").is_some() {
            assert_eq!(letters("es"), "RDTAC");
            assert_eq!(writing("es").pawn, Some('P'));
        }
        assert_eq!(writing("xx"), &Writing::PGN);
        assert_eq!(piece_letter(Role::Knight, Language::GERMAN), Some('S'));
        assert_eq!(role_of_letter('N', Language::ENGLISH), Some(Role::Knight));
        assert_eq!(role_of_letter('N', Language::GERMAN), None);
    }
}
