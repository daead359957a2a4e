//! FEN in and out, with errors that say in words what is wrong.

use shakmaty::fen::{Fen, ParseFenError};
use shakmaty::{
    CastlingMode, Chess, Color, EnPassantMode, PositionError, PositionErrorKinds, Role,
};

/// Why a FEN was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// Nothing was given.
    #[error("the FEN is empty")]
    Empty,
    /// A FEN has six fields (four without the move counters).
    #[error("a FEN has six fields (or four without the move counters), this one has {0}")]
    FieldCount(usize),
    /// The board field does not describe eight ranks.
    #[error("the board part has {0} ranks instead of 8")]
    RankCount(usize),
    /// One rank does not describe eight squares.
    #[error("rank {rank} describes {squares} squares instead of 8")]
    RankWidth {
        /// The rank, 1 to 8.
        rank: usize,
        /// How many squares it describes.
        squares: usize,
    },
    /// A character that is neither a piece letter nor a digit 1 to 8.
    #[error("{0:?} is not a piece letter (KQRBNP, kqrbnp) or a digit from 1 to 8")]
    BoardCharacter(char),
    /// Another field is malformed.
    #[error("the {0} field is not valid")]
    Field(&'static str),
    /// A move counter no game can reach.
    #[error("the {field} {value} is beyond {max}, more than any game can reach")]
    Counter {
        /// "halfmove clock" or "fullmove number".
        field: &'static str,
        /// The number as written.
        value: u64,
        /// The largest number accepted.
        max: u32,
    },
    /// The position cannot arise in a game.
    #[error("the position is not legal: {0:?}")]
    Illegal(Vec<IllegalSetup>),
}

/// One reason why a set-up position is not legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalSetup {
    /// No pieces at all.
    EmptyBoard,
    /// A side has no king.
    MissingKing(Color),
    /// A side has more than one king.
    TooManyKings(Color),
    /// A pawn stands on the first or eighth rank.
    PawnsOnBackRank,
    /// Castling rights that king and rook positions do not allow.
    CastlingRights,
    /// An en-passant square that the position does not allow.
    EnPassantSquare,
    /// The side that is not to move is in check.
    OppositeCheck,
    /// A check that no legal move could have given.
    ImpossibleCheck,
    /// More pieces than a game can have.
    TooMuchMaterial,
}

/// The largest full-move number accepted: no game can last longer (the 75-move rule ends
/// every game after at most about 6,000 moves).
pub const MAX_FULLMOVES: u32 = 9999;

/// The largest halfmove clock accepted: a game is drawn at 150 (the 75-move rule, 9.6b), so
/// a larger clock cannot arise.
pub const MAX_HALFMOVE_CLOCK: u32 = 150;

/// Refuses a move counter that is not a number of digits, or beyond `max`.
fn check_counter(text: &str, field: &'static str, max: u32) -> Result<(), FenError> {
    // Only digits, and a number that fits: shakmaty reads a longer number as its largest one
    // (and digits followed by other characters as well), and the FEN written from that
    // position would not read back.
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(FenError::Field(field));
    }
    match text.parse::<u64>() {
        Ok(value) if value > u64::from(max) => Err(FenError::Counter { field, value, max }),
        Ok(_) => Ok(()),
        Err(_) => Err(FenError::Field(field)),
    }
}

/// Parses a FEN (six fields, or four without the move counters) into a legal position.
pub fn parse_fen(text: &str) -> Result<Chess, FenError> {
    parse_fen_in(text, CastlingMode::Standard)
}

/// Parses a FEN as [`parse_fen`] does, with castling by Chess960's rules when `mode` is
/// [`CastlingMode::Chess960`]: rooks anywhere on the back rank, castling rights as file
/// letters (Shredder-FEN, `HAha`) or as `KQkq` for the outermost rooks (X-FEN).
pub fn parse_fen_in(text: &str, mode: CastlingMode) -> Result<Chess, FenError> {
    // Fields as shakmaty's reader splits them (a space or `_`), so that the counters checked
    // here are the ones it reads.
    let fields: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == '_')
        .filter(|f| !f.is_empty())
        .collect();
    match fields.len() {
        0 => return Err(FenError::Empty),
        4 | 6 => {}
        n => return Err(FenError::FieldCount(n)),
    }
    check_board_field(fields[0])?;
    if fields.len() == 6 {
        check_counter(fields[4], "halfmove clock", MAX_HALFMOVE_CLOCK)?;
        check_counter(fields[5], "fullmove number", MAX_FULLMOVES)?;
    }
    let fen: Fen = fields.join(" ").parse().map_err(|e| match e {
        ParseFenError::InvalidTurn => FenError::Field("side to move"),
        ParseFenError::InvalidCastling => FenError::Field("castling"),
        ParseFenError::InvalidEpSquare => FenError::Field("en passant"),
        ParseFenError::InvalidHalfmoveClock => FenError::Field("halfmove clock"),
        ParseFenError::InvalidFullmoves => FenError::Field("fullmove number"),
        _ => FenError::Field("board"),
    })?;
    fen.clone()
        .into_position(mode)
        .map_err(|e: PositionError<Chess>| {
            FenError::Illegal(illegal_setup_reasons(&fen, e.kinds()))
        })
}

/// Checks the board field rank by rank, to name what is wrong more exactly than "invalid".
pub(crate) fn check_board_field(board: &str) -> Result<(), FenError> {
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::RankCount(ranks.len()));
    }
    for (index, rank) in ranks.iter().enumerate() {
        let mut squares = 0;
        for c in rank.chars() {
            match c {
                '1'..='8' => squares += c as usize - '0' as usize,
                'K' | 'Q' | 'R' | 'B' | 'N' | 'P' | 'k' | 'q' | 'r' | 'b' | 'n' | 'p' => {
                    squares += 1
                }
                // shakmaty's promoted-piece marker (crazyhouse); not for standard chess.
                other => return Err(FenError::BoardCharacter(other)),
            }
        }
        if squares != 8 {
            return Err(FenError::RankWidth {
                rank: 8 - index,
                squares,
            });
        }
    }
    Ok(())
}

fn illegal_setup_reasons(fen: &Fen, kinds: PositionErrorKinds) -> Vec<IllegalSetup> {
    let board = &fen.as_setup().board;
    let mut reasons = Vec::new();
    if kinds.contains(PositionErrorKinds::EMPTY_BOARD) {
        reasons.push(IllegalSetup::EmptyBoard);
    }
    for color in Color::ALL {
        let kings = (board.by_color(color) & board.by_role(Role::King)).count();
        if kings == 0 && !kinds.contains(PositionErrorKinds::EMPTY_BOARD) {
            reasons.push(IllegalSetup::MissingKing(color));
        }
        if kings > 1 {
            reasons.push(IllegalSetup::TooManyKings(color));
        }
    }
    for (kind, reason) in [
        (
            PositionErrorKinds::PAWNS_ON_BACKRANK,
            IllegalSetup::PawnsOnBackRank,
        ),
        (
            PositionErrorKinds::INVALID_CASTLING_RIGHTS,
            IllegalSetup::CastlingRights,
        ),
        (
            PositionErrorKinds::INVALID_EP_SQUARE,
            IllegalSetup::EnPassantSquare,
        ),
        (
            PositionErrorKinds::OPPOSITE_CHECK,
            IllegalSetup::OppositeCheck,
        ),
        (
            PositionErrorKinds::IMPOSSIBLE_CHECK,
            IllegalSetup::ImpossibleCheck,
        ),
        (
            PositionErrorKinds::TOO_MUCH_MATERIAL,
            IllegalSetup::TooMuchMaterial,
        ),
    ] {
        if kinds.contains(kind) {
            reasons.push(reason);
        }
    }
    if reasons.is_empty() {
        reasons.push(IllegalSetup::ImpossibleCheck);
    }
    reasons
}

/// Writes the position as a six-field FEN.
pub fn write_fen(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn start_position_round_trips() {
        assert_eq!(write_fen(&parse_fen(START).unwrap()), START);
        // Four fields: the counters default.
        let four = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";
        assert_eq!(write_fen(&parse_fen(four).unwrap()), START);
    }

    #[test]
    fn wrong_field_count_is_named() {
        let err = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0").unwrap_err();
        assert_eq!(err, FenError::FieldCount(5));
        assert!(err.message(Language::GERMAN).contains("diese hat 5"));
    }

    #[test]
    fn two_white_kings_are_refused() {
        let err = parse_fen("4k3/8/8/8/8/8/8/3KK3 w - - 0 1").unwrap_err();
        match &err {
            FenError::Illegal(reasons) => {
                assert!(reasons.contains(&IllegalSetup::TooManyKings(Color::White)))
            }
            other => panic!("unexpected {other:?}"),
        }
        assert!(
            err.message(Language::GERMAN)
                .contains("Weiß hat mehr als einen König.")
        );
    }

    #[test]
    fn side_not_to_move_in_check_is_refused() {
        // Black king on e8 attacked by the rook on e1, but it is White's move.
        let err = parse_fen("4k3/8/8/8/8/8/8/K3R3 w - - 0 1").unwrap_err();
        assert_eq!(err, FenError::Illegal(vec![IllegalSetup::OppositeCheck]));
        assert_eq!(
            err.message(Language::ENGLISH),
            "This position is not allowed: The side that is not to move is in check."
        );
    }

    #[test]
    fn board_errors_say_where() {
        assert_eq!(
            parse_fen("8/8/8/8/8/8/8 w - - 0 1").unwrap_err(),
            FenError::RankCount(7)
        );
        assert_eq!(
            parse_fen("4k4/8/8/8/8/8/8/4K3 w - - 0 1").unwrap_err(),
            FenError::RankWidth {
                rank: 8,
                squares: 9
            }
        );
        assert_eq!(
            parse_fen("4k3/8/8/8/8/8/8/4X3 w - - 0 1").unwrap_err(),
            FenError::BoardCharacter('X')
        );
        assert_eq!(
            parse_fen("4k3/8/8/8/8/8/8/4K3 x - - 0 1").unwrap_err(),
            FenError::Field("side to move")
        );
    }

    /// Issue 13: a move counter no game reaches is refused with a sentence, not saturated.
    #[test]
    fn absurd_move_counters_are_refused() {
        let error = parse_fen("8/8/8/8/8/8/8/K1k5 w - - 0 4294967295").unwrap_err();
        assert_eq!(
            error.message(Language::GERMAN),
            "In der FEN steht 4294967295 für die Zugnummer; so weit kommt keine Partie. Erlaubt sind Zahlen bis 9999."
        );
        let error = parse_fen("8/8/8/8/8/8/8/K1k5 w - - 151 40").unwrap_err();
        assert!(error.message(Language::ENGLISH).contains("halfmove clock"));
        assert!(parse_fen("8/8/8/8/8/8/8/K1k5 w - - 150 9999").is_ok());
    }
}
