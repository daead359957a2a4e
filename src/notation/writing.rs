//! How one language writes chess: its SAN piece letters (Appendix E1, E2), capture sign,
//! castling, promotion and en-passant marks, and the scoresheet's headings. The notation
//! layer writes and reads with a [`Writing`]; each language's comes from the
//! `notation.toml` in its folder (`src/words/<code>/`, read by `crate::words::letters`), and
//! PGN's own standard is [`Writing::PGN`]. The notation code never names a language.

use shakmaty::Role;

/// How one language writes moves and scoresheets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Writing {
    /// The letters of king, queen, rook, bishop and knight, in that order (E1, E2).
    pub letters: [char; 5],
    /// The pawn's letter where the language has one (never written in SAN, E3).
    pub pawn: Option<char>,
    /// The capture sign written between origin and target (`×`, `x`).
    pub capture: &'static str,
    /// What stands between the target square and the promotion piece's letter (`=`, or
    /// nothing as in `d8D`, E11).
    pub promotion: &'static str,
    /// Castling on the king's side (`0-0`, `O-O`).
    pub castle_short: &'static str,
    /// Castling on the queen's side (`0-0-0`, `O-O-O`).
    pub castle_long: &'static str,
    /// What follows an en-passant capture (` e.p.`, E8), or nothing.
    pub en_passant: &'static str,
    /// The scoresheet's headings.
    pub sheet: SheetWords,
    /// Typed moves: the letters a move may start with and the pieces each names, the first
    /// the likelier (`B`: pawn or bishop in German).
    pub typed: &'static [(char, &'static [Role])],
    /// Capital letters that name a piece and never a file when typed (`D` in German).
    pub not_files: &'static str,
}

/// The words above the moves of a scoresheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetWords {
    /// The headings of the tags Event, Site, Date, Round, White, Black and Result, in that
    /// order.
    pub tags: [&'static str; 7],
    /// The heading of the variant (Chess960).
    pub variant: &'static str,
    /// The heading of the set-up position's FEN.
    pub start: &'static str,
    /// The result of a game still going on (PGN's `*`).
    pub unfinished: &'static str,
    /// Whether dates are written day first (`15.01.2022`) rather than as in PGN
    /// (`2022.01.15`).
    pub day_first: bool,
}

/// The PGN tags whose values a scoresheet shows, in the order of [`SheetWords::tags`].
pub const SHEET_TAGS: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// The pieces in the order of [`Writing::letters`].
const LETTERED: [Role; 5] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
];

impl Writing {
    /// The SAN of the PGN standard (export format): K Q R B N, `x`, `e8=Q`, `O-O`, and the
    /// tags under their own names. It is a file format, not a reader's language.
    pub const PGN: Writing = Writing {
        letters: ['K', 'Q', 'R', 'B', 'N'],
        pawn: None,
        capture: "x",
        promotion: "=",
        castle_short: "O-O",
        castle_long: "O-O-O",
        en_passant: "",
        sheet: SheetWords {
            tags: SHEET_TAGS,
            variant: "Variant",
            start: "FEN",
            unfinished: "*",
            day_first: false,
        },
        typed: &[
            ('K', &[Role::King]),
            ('Q', &[Role::Queen]),
            ('R', &[Role::Rook]),
            ('B', &[Role::Bishop]),
            ('N', &[Role::Knight]),
        ],
        not_files: "B",
    };

    /// The pieces a typed letter may name, the likelier first; none for a letter that
    /// names no piece.
    pub fn typed_roles(&self, letter: char) -> &'static [Role] {
        self.typed
            .iter()
            .find(|(c, _)| *c == letter)
            .map_or(&[], |(_, roles)| roles)
    }

    /// Whether `letter`, typed, may name a file: any small a–h, and the capitals that name
    /// no piece.
    pub fn may_be_file(&self, letter: char) -> bool {
        letter.is_ascii_lowercase()
            || (letter.is_ascii_uppercase() && !self.not_files.contains(letter))
    }

    /// The letter that names a piece in SAN; pawns have none (E3).
    pub fn letter(&self, role: Role) -> Option<char> {
        LETTERED
            .iter()
            .position(|r| *r == role)
            .map(|index| self.letters[index])
    }

    /// The piece a SAN letter names, if any (the pawn's letter is none: SAN omits it).
    pub fn role_of_letter(&self, letter: char) -> Option<Role> {
        self.letters
            .iter()
            .position(|l| *l == letter)
            .map(|index| LETTERED[index])
    }
}

/// Whatever knows how its reader writes chess: a [`Writing`] itself, or a language (whose
/// writing the words layer reads from its folder).
pub trait Written: Copy {
    /// The writing to use.
    fn writing(self) -> &'static Writing;
}

impl Written for &'static Writing {
    fn writing(self) -> &'static Writing {
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pgn_letters_round_trip() {
        for role in LETTERED {
            let letter = Writing::PGN.letter(role).unwrap();
            assert_eq!(Writing::PGN.role_of_letter(letter), Some(role));
        }
        assert_eq!(Writing::PGN.letter(Role::Pawn), None);
        assert_eq!(Writing::PGN.role_of_letter('P'), None);
    }
}
