//! FIDE Appendix E notation: SAN in each language's letters (its folder's `notation.toml`,
//! see [`writing`]), forgiving typed input, FEN and PGN.

pub mod explain;
pub mod facts;
pub mod fen;
pub mod input;
pub mod line;
pub mod movetext;
pub(crate) mod pattern;
pub mod pgn;
pub(crate) mod pgn_lenient;
pub mod san;
pub mod scoresheet;
pub mod writing;

use shakmaty::{Color, Role};

pub use writing::{Writing, Written};

/// The letter a piece is drawn with on a board in text: the language's SAN letter (E1,
/// E2), and for a pawn the first letter of its name (`B` for Bauer in German, `P` for pawn
/// in English); upper case for white, lower case for black.
pub fn piece_char(role: Role, color: Color, language: crate::language::Language) -> char {
    let letter = piece_letter(role, language).unwrap_or_else(|| {
        crate::vocabulary::role_name(role, language)
            .chars()
            .next()
            .map_or('P', |first| first.to_ascii_uppercase())
    });
    match color {
        Color::White => letter.to_ascii_uppercase(),
        Color::Black => letter.to_ascii_lowercase(),
    }
}

/// The letter that names a piece in SAN (E1, E2): `S` for a German knight, `N` for an English
/// one, as the reader's writing says. Pawns have no letter (E3), so `None`.
pub fn piece_letter(role: Role, written: impl Written) -> Option<char> {
    written.writing().letter(role)
}

/// The piece a capital SAN letter names in the reader's writing (E1, E2), if any.
pub fn role_from_letter(letter: char, written: impl Written) -> Option<Role> {
    written.writing().role_of_letter(letter)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;

    #[test]
    fn letters_round_trip_in_both_languages() {
        for language in [Language::GERMAN, Language::ENGLISH] {
            for role in [
                Role::King,
                Role::Queen,
                Role::Rook,
                Role::Bishop,
                Role::Knight,
            ] {
                let letter = piece_letter(role, language).unwrap();
                assert_eq!(role_from_letter(letter, language), Some(role));
            }
            assert_eq!(piece_letter(Role::Pawn, language), None);
        }
    }

    #[test]
    fn e1_and_e2_german_letters() {
        // E1: K = König, D = Dame, T = Turm, L = Läufer, S = Springer.
        assert_eq!(role_from_letter('K', Language::GERMAN), Some(Role::King));
        assert_eq!(role_from_letter('D', Language::GERMAN), Some(Role::Queen));
        assert_eq!(role_from_letter('T', Language::GERMAN), Some(Role::Rook));
        assert_eq!(role_from_letter('L', Language::GERMAN), Some(Role::Bishop));
        assert_eq!(role_from_letter('S', Language::GERMAN), Some(Role::Knight));
        // E2: English K Q R B N.
        assert_eq!(role_from_letter('N', Language::ENGLISH), Some(Role::Knight));
        assert_eq!(role_from_letter('N', Language::GERMAN), None);
    }
}

/// How often a line is read (tokenised by the command reader or resolved as notation), so
/// a test can count the readings one typed line costs; and how often a line is split into
/// words ([`line::Line::read`], the one tokeniser), so a test can see that each reader
/// splits a line once.
#[cfg(test)]
pub(crate) mod reads {
    use std::cell::Cell;

    thread_local!(static READS: Cell<usize> = const { Cell::new(0) });
    thread_local!(static SPLITS: Cell<usize> = const { Cell::new(0) });

    /// One reading of a line.
    pub(crate) fn count() {
        READS.with(|reads| reads.set(reads.get() + 1));
    }

    /// The readings since the last call.
    pub(crate) fn take() -> usize {
        READS.with(|reads| reads.replace(0))
    }

    /// One split of a line into words.
    pub(crate) fn split() {
        SPLITS.with(|splits| splits.set(splits.get() + 1));
    }

    /// The splits since the last call.
    pub(crate) fn take_splits() -> usize {
        SPLITS.with(|splits| splits.replace(0))
    }
}
