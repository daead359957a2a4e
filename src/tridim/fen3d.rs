//! FEN3D: a position of three-dimensional chess as one line of text, like FEN for flat chess,
//! for saving and loading positions (`ansage 3d perft --fen3d`, the journal, tests).
//!
//! Seven fields, separated by spaces:
//!
//! 1. the pieces, separated by commas: a FEN letter (white `KQRBNP`, black `kqrbnp`), the
//!    square in the notation's form (`d0KP1`, `b2W`), and `*` for a piece that has never
//!    moved (a pawn may then step twice, a king or rook may castle): `Kd0KP1*,Pb2W*,nc7S`;
//!    `-` for none;
//! 2. the attack decks: each pin with a deck and the colour it is marked with, `DP1w,KP1w,
//!    DP6b,KP6b`;
//! 3. the side to move: `w` or `b`;
//! 4. the en-passant chance: `-`, or the crossed column and the pawn that may be taken,
//!    `b3:b4N`;
//! 5. a promotion left pending by a deck move (3.4(e)(III)): `-` or the pawn's square;
//! 6. moves since a pawn moved or a piece was taken (9.3);
//! 7. the number of the move.

use shakmaty::{Color, Role};

use super::geometry::{Board, Column, FILE_LETTERS, Level, Pin, Square3, Wing};
use super::position::{EnPassant, Piece3, Position3};
use crate::language::Language;
use crate::phrase::Phrase;
use crate::words::phrases::shown;

/// The starting position (2.7).
pub const START: &str = "Rz0DP1*,Qa0DP1,Pz1DP1*,Pa1DP1*,Kd0KP1*,Re0KP1*,Pd1KP1*,Pe1KP1*,\
Na1W,Bb1W,Bc1W,Nd1W,Pa2W*,Pb2W*,Pc2W*,Pd2W*,\
rz9DP6*,qa9DP6,pz8DP6*,pa8DP6*,kd9KP6*,re9KP6*,pd8KP6*,pe8KP6*,\
na8S,bb8S,bc8S,nd8S,pa7S*,pb7S*,pc7S*,pd7S* DP1w,KP1w,DP6b,KP6b w - - 0 1";

impl Position3 {
    /// The starting position (2.7; its figure is missing from the seed, this is Meder's
    /// published diagram). White: deck DP1 Turm z0, Dame a0, Bauern z1, a1; deck KP1 König
    /// d0, Turm e0, Bauern d1, e1; board W Springer a1, Läufer b1, c1, Springer d1, Bauern
    /// a2–d2. Black mirrored on DP6, KP6 and S.
    pub fn start() -> Position3 {
        read_fen3d(START).expect("the starting position reads")
    }
}

impl std::fmt::Debug for Position3 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&write_fen3d(self))
    }
}

/// What is wrong with a FEN3D text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Fen3dError {
    /// Not seven fields.
    #[error("a FEN3D has seven fields separated by spaces, this one has {0}")]
    Fields(usize),
    /// A piece that cannot be read.
    #[error("{0:?} is no piece on a square, such as Kd0KP1 or pb7S*")]
    Piece(String),
    /// A square that cannot exist, or whose deck is missing.
    #[error("{0} is no square of the board with these decks")]
    Square(String),
    /// Two pieces on one square.
    #[error("two pieces on {0}")]
    Twice(String),
    /// A deck that cannot be read, or a pin named twice.
    #[error("{0:?} is no deck on a pin, such as DP1w")]
    Deck(String),
    /// Another field.
    #[error("{text:?} cannot be read as {what}", text = .0, what = .1.english())]
    Field(String, Field),
}

/// The fields after the pieces and decks, for saying which one cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// `w` or `b`.
    Turn,
    /// `-` or `c6:c5N`.
    EnPassant,
    /// `-` or a square.
    PendingPromotion,
    /// The half-move clock.
    HalfMoves,
    /// The move number.
    MoveNumber,
}

impl Field {
    fn english(self) -> &'static str {
        match self {
            Field::Turn => "the side to move",
            Field::EnPassant => "an en-passant chance",
            Field::PendingPromotion => "a square",
            Field::HalfMoves => "a number",
            Field::MoveNumber => "a move number",
        }
    }

    /// The field's key in the catalogue's selector (`tridim-fen-field`).
    fn key(self) -> &'static str {
        match self {
            Field::Turn => "turn",
            Field::EnPassant => "en-passant",
            Field::PendingPromotion => "pending-promotion",
            Field::HalfMoves => "half-moves",
            Field::MoveNumber => "move-number",
        }
    }
}

impl Fen3dError {
    /// The problem as data: a sentence that names what cannot be read and how it is
    /// written.
    pub fn phrase(&self) -> Phrase {
        match self {
            Fen3dError::Fields(n) => Phrase::new("tridim-fen-fields").with("count", *n),
            Fen3dError::Piece(text) => Phrase::new("tridim-fen-piece").with("text", text.as_str()),
            Fen3dError::Square(text) => {
                Phrase::new("tridim-fen-square").with("text", text.as_str())
            }
            Fen3dError::Twice(text) => Phrase::new("tridim-fen-twice").with("text", text.as_str()),
            Fen3dError::Deck(text) => Phrase::new("tridim-fen-deck").with("text", text.as_str()),
            Fen3dError::Field(text, field) => Phrase::new("tridim-fen-field")
                .with("text", text.as_str())
                .with("field", field.key()),
        }
    }

    /// The problem as a sentence in `language`.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

/// A level's name as the notation writes it: `W`, `N`, `S`, `DP1` … `KP6` (case ignored;
/// `QL`/`KL` for the pins and `B` for the black board, as Meder's English text writes them,
/// are read too).
pub fn parse_level(text: &str) -> Option<Level> {
    let upper = text.to_ascii_uppercase();
    match upper.as_str() {
        "W" => return Some(Level::Main(Board::White)),
        "N" => return Some(Level::Main(Board::Neutral)),
        "S" | "B" => return Some(Level::Main(Board::Black)),
        _ => {}
    }
    parse_pin(&upper).map(Level::Deck)
}

/// A pin's name: `DP3`, `KP1` (also `QL3`, `KL1`; case ignored).
pub fn parse_pin(text: &str) -> Option<Pin> {
    let upper = text.to_ascii_uppercase();
    let (wing, number) = if let Some(n) = upper.strip_prefix("DP").or(upper.strip_prefix("QL")) {
        (Wing::Queen, n)
    } else if let Some(n) = upper.strip_prefix("KP").or(upper.strip_prefix("KL")) {
        (Wing::King, n)
    } else {
        return None;
    };
    Pin::new(wing, number.parse().ok()?)
}

/// A column: `a4`, `z0`.
pub fn parse_column(text: &str) -> Option<Column> {
    let mut chars = text.chars();
    let letter = chars.next()?.to_ascii_lowercase();
    let file = FILE_LETTERS.iter().position(|&f| f == letter)?;
    let rank = chars.next()?.to_digit(10)?;
    chars.next().is_none().then_some(Column {
        file: file as u8,
        rank: rank as u8,
    })
}

/// A square: `a4W`, `d0KP1` — a column and a level; it may not exist now.
pub fn parse_square(text: &str) -> Option<Square3> {
    let split = text.char_indices().nth(2)?.0;
    let square = Square3::new(parse_column(&text[..split])?, parse_level(&text[split..])?);
    square.can_exist().then_some(square)
}

fn role_letter(role: Role) -> char {
    match role {
        Role::King => 'k',
        Role::Queen => 'q',
        Role::Rook => 'r',
        Role::Bishop => 'b',
        Role::Knight => 'n',
        Role::Pawn => 'p',
    }
}

/// Reads a FEN3D.
pub fn read_fen3d(text: &str) -> Result<Position3, Fen3dError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [pieces, decks, turn, ep, pending, halfmoves, fullmoves] = fields.as_slice() else {
        return Err(Fen3dError::Fields(fields.len()));
    };
    let mut pos = Position3::empty();
    if *decks != "-" {
        for deck in decks.split(',') {
            let bad = || Fen3dError::Deck(deck.to_owned());
            // The colour is the last character, whatever its width (issue 31 §10: a
            // non-ASCII one panicked at a byte that is no character's boundary).
            let (last, _) = deck.char_indices().last().ok_or_else(bad)?;
            let (pin, color) = deck.split_at(last);
            let pin = parse_pin(pin).ok_or_else(bad)?;
            let color = match color {
                "w" => Color::White,
                "b" => Color::Black,
                _ => return Err(bad()),
            };
            if pos.deck_at(pin).is_some() {
                return Err(bad());
            }
            pos.set_deck(pin, Some(color));
        }
    }
    if *pieces != "-" {
        for entry in pieces.split(',') {
            let bad = || Fen3dError::Piece(entry.to_owned());
            let (unmoved, entry_body) = match entry.strip_suffix('*') {
                Some(body) => (true, body),
                None => (false, entry),
            };
            let mut chars = entry_body.chars();
            let letter = chars.next().ok_or_else(bad)?;
            let role = match letter.to_ascii_lowercase() {
                'k' => Role::King,
                'q' => Role::Queen,
                'r' => Role::Rook,
                'b' => Role::Bishop,
                'n' => Role::Knight,
                'p' => Role::Pawn,
                _ => return Err(bad()),
            };
            let color = if letter.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let square = parse_square(chars.as_str()).ok_or_else(bad)?;
            if !pos.exists(square) {
                return Err(Fen3dError::Square(square.to_string()));
            }
            if pos.piece_at(square).is_some() {
                return Err(Fen3dError::Twice(square.to_string()));
            }
            pos.set(
                square,
                Some(Piece3 {
                    color,
                    role,
                    unmoved,
                }),
            );
        }
    }
    pos.turn = match *turn {
        "w" => Color::White,
        "b" => Color::Black,
        other => return Err(Fen3dError::Field(other.to_owned(), Field::Turn)),
    };
    pos.en_passant = match *ep {
        "-" => None,
        other => {
            let bad = || Fen3dError::Field(other.to_owned(), Field::EnPassant);
            let (crossed, victim) = other.split_once(':').ok_or_else(bad)?;
            Some(EnPassant {
                crossed: parse_column(crossed).ok_or_else(bad)?,
                victim: parse_square(victim).ok_or_else(bad)?,
            })
        }
    };
    pos.pending = match *pending {
        "-" => None,
        other => Some(
            parse_square(other)
                .ok_or_else(|| Fen3dError::Field(other.to_owned(), Field::PendingPromotion))?,
        ),
    };
    pos.halfmoves = halfmoves
        .parse()
        .map_err(|_| Fen3dError::Field((*halfmoves).to_owned(), Field::HalfMoves))?;
    pos.fullmoves = fullmoves
        .parse()
        .ok()
        .filter(|&n| n >= 1)
        .ok_or_else(|| Fen3dError::Field((*fullmoves).to_owned(), Field::MoveNumber))?;
    Ok(pos)
}

/// Writes a position as FEN3D: the pieces in a fixed order (by level, then rank and file),
/// so equal positions give equal texts.
pub fn write_fen3d(pos: &Position3) -> String {
    let mut pieces: Vec<(Square3, Piece3)> = pos.pieces().collect();
    pieces.sort_by_key(|(square, _)| (square.level, square.column.rank, square.column.file));
    let pieces: Vec<String> = pieces
        .iter()
        .map(|(square, piece)| {
            let letter = role_letter(piece.role);
            let letter = if piece.color == Color::White {
                letter.to_ascii_uppercase()
            } else {
                letter
            };
            format!("{letter}{square}{}", if piece.unmoved { "*" } else { "" })
        })
        .collect();
    let decks: Vec<String> = pos
        .decks()
        .map(|(pin, color)| format!("{pin}{}", if color == Color::White { 'w' } else { 'b' }))
        .collect();
    let or_dash = |list: Vec<String>| {
        if list.is_empty() {
            "-".to_owned()
        } else {
            list.join(",")
        }
    };
    format!(
        "{} {} {} {} {} {} {}",
        or_dash(pieces),
        or_dash(decks),
        if pos.turn() == Color::White { 'w' } else { 'b' },
        pos.en_passant()
            .map_or("-".to_owned(), |ep| format!("{}:{}", ep.crossed, ep.victim)),
        pos.pending_promotion()
            .map_or("-".to_owned(), |square| square.to_string()),
        pos.halfmoves(),
        pos.fullmoves()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_position_reads_and_writes_back() {
        let start = read_fen3d(START).unwrap();
        assert_eq!(start.pieces().count(), 32);
        let again = read_fen3d(&write_fen3d(&start)).unwrap();
        assert_eq!(again, start);
    }

    #[test]
    fn bad_texts_are_named() {
        assert_eq!(read_fen3d("x"), Err(Fen3dError::Fields(1)));
        assert!(matches!(
            read_fen3d("Kb0W - w - - 0 1"),
            Err(Fen3dError::Piece(_))
        ));
        // A deck square without its deck.
        assert!(matches!(
            read_fen3d("Kz0DP1 - w - - 0 1"),
            Err(Fen3dError::Square(_))
        ));
        assert!(matches!(
            read_fen3d("Ka1W,ka1W - w - - 0 1"),
            Err(Fen3dError::Twice(_))
        ));
        assert!(matches!(
            read_fen3d("Ka1W DP7w w - - 0 1"),
            Err(Fen3dError::Deck(_))
        ));
    }

    /// Issue 31 §10: a non-ASCII character panicked ("end byte index 5 is not a char
    /// boundary"). Every character of the start position replaced by, and every place given
    /// an extra, non-ASCII or odd character: a FEN3D or an error, never a panic.
    #[test]
    fn non_ascii_anywhere_is_an_error_not_a_panic() {
        assert!(matches!(
            read_fen3d("Ka1W DP1ü w - - 0 1"),
            Err(Fen3dError::Deck(_))
        ));
        assert!(read_fen3d("Kä1W - w - - 0 1").is_err());
        let start: Vec<char> = START.chars().collect();
        for odd in ['ü', '€', '😀', 'ẞ', '\u{202e}', '\u{1a}', 'W', ','] {
            for at in 0..=start.len() {
                let mut replaced = start.clone();
                if at < replaced.len() {
                    replaced[at] = odd;
                    let _ = read_fen3d(&replaced.iter().collect::<String>());
                }
                let mut inserted = start.clone();
                inserted.insert(at, odd);
                let _ = read_fen3d(&inserted.iter().collect::<String>());
            }
        }
    }

    #[test]
    fn a_bad_text_is_said_in_each_language() {
        let error = read_fen3d("Ka1W,ka1W - w - - 0 1").unwrap_err();
        let phrase = error.phrase();
        assert_eq!(phrase.id, "tridim-fen-twice");
        assert_eq!(phrase.arg("text"), Some(&crate::phrase::Value::from("a1W")));
        assert_eq!(
            error.message(Language::GERMAN),
            "Auf a1W stehen zwei Figuren."
        );
        assert_eq!(error.message(Language::ENGLISH), "Two pieces on a1W.");
        let field = Fen3dError::Field("q".into(), Field::Turn);
        assert_eq!(
            field.message(Language::GERMAN),
            "„q“ lässt sich nicht als die Seite am Zug lesen."
        );
        assert_eq!(
            field.message(Language::ENGLISH),
            "\"q\" cannot be read as the side to move."
        );
    }

    #[test]
    fn squares_and_levels_in_either_case() {
        assert_eq!(parse_square("d0KP1").unwrap().to_string(), "d0KP1");
        assert_eq!(parse_square("D0kp1").unwrap().to_string(), "d0KP1");
        assert_eq!(parse_square("a8B").unwrap().to_string(), "a8S");
        assert_eq!(parse_square("e5KL5").unwrap().to_string(), "e5KP5");
        assert!(parse_square("b0W").is_none());
        assert!(parse_square("a9W").is_none());
    }
}
