//! Standard algebraic notation in the reader's writing (its letters and signs come from the
//! language folder's `notation.toml`, see [`crate::notation::writing`]): writing, and strict
//! parsing of the forms Appendix E allows.
//!
//! German follows Appendix E of the FIDE Laws: piece letters K D T L S (E1), captures with
//! `×` (E8; `x` and `:` are accepted), `e.p.` after an en-passant capture (E8), promotion
//! written `d8D` (E11; `d8=D` accepted), `0-0`/`0-0-0` (`O-O` accepted), `+` for check,
//! `#` for mate (`++` accepted), `(=)` for a draw offer (E12). English is the SAN of PGN
//! files (K Q R B N, `x`, `O-O`, `e8=Q`); Spanish writes R D T A C, `x`, `O-O`, `e8=D`.
//! Reading accepts every capture sign, castling with `0` or `O`, and promotion with or
//! without `=`, whatever the language.
//!
//! Disambiguation follows E9: the origin file when that is enough, else the origin rank,
//! else both; E9.3 prefers the file when the pieces share neither. shakmaty's
//! [`San::from_move`] computes exactly this, so the letters are ours and the rules are its.

use shakmaty::san::{San, Suffix};
use shakmaty::{CastlingSide, Chess, File, Move, Position, Rank, Role, Square};

use crate::notation::Written;
use crate::notation::facts::{Aftermath, MoveFacts};

/// A move written in SAN, as parsed from text: the move itself and its annotations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParsedSan {
    /// The move, as shakmaty understands SAN.
    pub san: San,
    /// `+` or `#` (also `++`), if written.
    pub suffix: Option<Suffix>,
    /// Whether `e.p.` was written after the move (E8).
    pub en_passant_mark: bool,
    /// Whether a draw offer `(=)` was written after the move (E12).
    pub draw_offer: bool,
}

/// Why a text is not a move in SAN.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SanSyntaxError {
    /// Nothing was written.
    #[error("the move is empty")]
    Empty,
    /// The text does not end in a target square.
    #[error("{0:?} does not end in a square such as e4")]
    NoTargetSquare(String),
    /// A letter that is no piece letter in the chosen language.
    #[error("{letter:?} is not a piece letter in {text:?}")]
    UnknownPieceLetter {
        /// The letter that was not understood.
        letter: char,
        /// The whole text.
        text: String,
    },
    /// Characters that do not belong to a move.
    #[error("{0:?} is not written as a move")]
    Malformed(String),
}

/// Why a move written in SAN cannot be played in a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SanMoveError {
    /// The text is not SAN at all.
    #[error(transparent)]
    Syntax(#[from] SanSyntaxError),
    /// No legal move fits.
    #[error("{0} is not a legal move here")]
    Illegal(String),
    /// Several legal moves fit (missing disambiguation, E9).
    #[error("{0} fits more than one legal move")]
    Ambiguous(String),
    /// `e.p.` was written after a move that is not an en-passant capture.
    #[error("{0} is marked e.p. but is not an en-passant capture")]
    NotEnPassant(String),
}

/// Writes a legal move in SAN with its check or mate sign.
///
/// The caller guarantees that `m` is legal in `pos`.
pub fn write_san(pos: &Chess, m: Move, language: impl Written) -> String {
    let san = San::from_move(pos, m);
    let mut after = pos.clone();
    after.play_unchecked(m);
    let suffix = Suffix::from_position(&after);
    let mut out = String::with_capacity(10);
    append_san(&mut out, san, suffix, m.is_en_passant(), language);
    out
}

/// Writes a move in SAN from its facts (the same text as [`write_san`] of its position).
pub fn write_facts_san(facts: &MoveFacts, language: impl Written) -> String {
    let san = match facts.castle {
        Some(side) => San::Castle(side),
        None => San::Normal {
            role: facts.role,
            file: facts.file_written,
            rank: facts.rank_written,
            capture: facts.capture.is_some(),
            to: facts.to,
            promotion: facts.promotion,
        },
    };
    let suffix = match facts.aftermath {
        Aftermath::Checkmate => Some(Suffix::Checkmate),
        Aftermath::Check => Some(Suffix::Check),
        Aftermath::Stalemate | Aftermath::Nothing => None,
    };
    let mut out = String::with_capacity(10);
    append_san(&mut out, san, suffix, facts.en_passant, language);
    out
}

/// Appends a move written in SAN to `out`, in the letters and signs of `language`'s
/// writing; an en-passant capture gets the writing's mark (German `e.p.`, E8).
pub fn append_san(
    out: &mut String,
    san: San,
    suffix: Option<Suffix>,
    en_passant: bool,
    language: impl Written,
) {
    let writing = language.writing();
    match san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            if let Some(letter) = writing.letter(role) {
                out.push(letter);
            }
            if let Some(file) = file {
                out.push(file.char());
            }
            if let Some(rank) = rank {
                out.push(rank.char());
            }
            if capture {
                out.push_str(writing.capture);
            }
            push_square(out, to);
            if let Some(promotion) = promotion {
                out.push_str(writing.promotion);
                if let Some(letter) = writing.letter(promotion) {
                    out.push(letter);
                }
            }
            if let Some(suffix) = suffix {
                out.push(suffix.char());
            }
            // E8: "e.p." is appended to the record, after a check sign too.
            if en_passant {
                out.push_str(writing.en_passant);
            }
            return;
        }
        San::Castle(side) => out.push_str(match side {
            CastlingSide::KingSide => writing.castle_short,
            CastlingSide::QueenSide => writing.castle_long,
        }),
        San::Put { .. } | San::Null => out.push_str("--"),
    }
    if let Some(suffix) = suffix {
        out.push(suffix.char());
    }
}

fn push_square(out: &mut String, square: Square) {
    out.push(square.file().char());
    out.push(square.rank().char());
}

/// Parses a move written in SAN in the given language (strictly: the forms of Appendix E and
/// the PGN standard, see the module documentation; for what people really type use
/// [`crate::notation::input`]).
pub fn parse_san(text: &str, language: impl Written) -> Result<ParsedSan, SanSyntaxError> {
    let mut rest = text.trim();
    if rest.is_empty() {
        return Err(SanSyntaxError::Empty);
    }
    let draw_offer = strip_suffix_spaced(&mut rest, "(=)");
    // The check sign may stand before or after "e.p.": "e×d6+ e.p." or "e×d6 e.p.+".
    let mut suffix = strip_check_sign(&mut rest);
    let own_mark = language.writing().en_passant.trim();
    let en_passant_mark = strip_suffix_spaced(&mut rest, "e.p.")
        || (!own_mark.is_empty() && strip_suffix_spaced(&mut rest, own_mark));
    if suffix.is_none() {
        suffix = strip_check_sign(&mut rest);
    }
    let san = parse_bare_san(rest, language)?;
    Ok(ParsedSan {
        san,
        suffix,
        en_passant_mark,
        draw_offer,
    })
}

/// Removes a trailing `+`, `#` or `++` and says which it was.
fn strip_check_sign(text: &mut &str) -> Option<Suffix> {
    if let Some(rest) = text.strip_suffix("++").or_else(|| text.strip_suffix('#')) {
        *text = rest.trim_end();
        Some(Suffix::Checkmate)
    } else if let Some(rest) = text.strip_suffix('+') {
        *text = rest.trim_end();
        Some(Suffix::Check)
    } else {
        None
    }
}

/// Removes `suffix` (and the spaces before it) from the end of `text`, if there.
fn strip_suffix_spaced(text: &mut &str, suffix: &str) -> bool {
    match text.strip_suffix(suffix) {
        Some(rest) => {
            *text = rest.trim_end();
            true
        }
        None => false,
    }
}

/// Parses SAN without suffixes: `Sgf3`, `e×d6`, `d8D`, `0-0`.
fn parse_bare_san(text: &str, language: impl Written) -> Result<San, SanSyntaxError> {
    let writing = language.writing();
    match text {
        "0-0" | "O-O" => return Ok(San::Castle(CastlingSide::KingSide)),
        "0-0-0" | "O-O-O" => return Ok(San::Castle(CastlingSide::QueenSide)),
        _ if text == writing.castle_short => return Ok(San::Castle(CastlingSide::KingSide)),
        _ if text == writing.castle_long => return Ok(San::Castle(CastlingSide::QueenSide)),
        _ => {}
    }
    // Works on bytes, without allocating: every character of SAN is ASCII except '×'.
    let mut bytes = text.as_bytes();
    let malformed = || SanSyntaxError::Malformed(text.to_owned());
    let unknown_letter = |letter: u8| SanSyntaxError::UnknownPieceLetter {
        letter: char::from(letter),
        text: text.to_owned(),
    };

    // Promotion: a piece letter after the target square, optionally behind '='.
    let mut promotion = None;
    if let Some((&last, before)) = bytes.split_last() {
        if last.is_ascii_uppercase() {
            let role = writing
                .role_of_letter(char::from(last))
                .ok_or_else(|| unknown_letter(last))?;
            promotion = Some(role);
            bytes = before.strip_suffix(b"=").unwrap_or(before);
        }
    }

    // The target square.
    let [prefix @ .., file_byte, rank_byte] = bytes else {
        return Err(SanSyntaxError::NoTargetSquare(text.to_owned()));
    };
    let to = match (file_of(*file_byte), rank_of(*rank_byte)) {
        (Some(file), Some(rank)) => Square::from_coords(file, rank),
        _ => return Err(SanSyntaxError::NoTargetSquare(text.to_owned())),
    };
    let mut prefix = prefix;

    // The capture sign: '×' (E8), 'x' or ':'.
    let mut capture = false;
    for sign in ["×".as_bytes(), b"x", b":"] {
        if let Some(before) = prefix.strip_suffix(sign) {
            capture = true;
            prefix = before;
            break;
        }
    }

    // Piece letter, then origin file and rank (E9).
    let mut role = Role::Pawn;
    if let Some((&first, after)) = prefix.split_first() {
        if first.is_ascii_uppercase() {
            role = writing
                .role_of_letter(char::from(first))
                .ok_or_else(|| unknown_letter(first))?;
            prefix = after;
        }
    }
    let mut file = None;
    let mut rank = None;
    if let Some((f, after)) = prefix
        .split_first()
        .and_then(|(&c, after)| Some((file_of(c)?, after)))
    {
        file = Some(f);
        prefix = after;
    }
    if let Some((r, after)) = prefix
        .split_first()
        .and_then(|(&c, after)| Some((rank_of(c)?, after)))
    {
        rank = Some(r);
        prefix = after;
    }
    if !prefix.is_empty() || (promotion.is_some() && role != Role::Pawn) {
        return Err(malformed());
    }
    Ok(San::Normal {
        role,
        file,
        rank,
        capture,
        to,
        promotion,
    })
}

fn file_of(byte: u8) -> Option<File> {
    matches!(byte, b'a'..=b'h').then(|| File::new(u32::from(byte - b'a')))
}

fn rank_of(byte: u8) -> Option<Rank> {
    matches!(byte, b'1'..=b'8').then(|| Rank::new(u32::from(byte - b'1')))
}

/// Parses a move in SAN and finds the one legal move it names in `pos`.
pub fn san_to_move(pos: &Chess, text: &str, language: impl Written) -> Result<Move, SanMoveError> {
    let parsed = parse_san(text, language)?;
    let m = parsed.san.to_move(pos).map_err(|e| match e {
        shakmaty::san::SanError::IllegalSan => SanMoveError::Illegal(text.trim().to_owned()),
        shakmaty::san::SanError::AmbiguousSan => SanMoveError::Ambiguous(text.trim().to_owned()),
    })?;
    if parsed.en_passant_mark && !m.is_en_passant() {
        return Err(SanMoveError::NotEnPassant(text.trim().to_owned()));
    }
    Ok(m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Color, uci::UciMove};

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn uci(pos: &Chess, text: &str) -> Move {
        text.parse::<UciMove>().unwrap().to_move(pos).unwrap()
    }

    fn german(pos: &Chess, text: &str) -> String {
        write_san(pos, uci(pos, text), Language::GERMAN)
    }

    #[test]
    fn writes_german_and_english_letters() {
        let pos = Chess::default();
        assert_eq!(german(&pos, "g1f3"), "Sf3");
        assert_eq!(write_san(&pos, uci(&pos, "g1f3"), Language::ENGLISH), "Nf3");
        assert_eq!(german(&pos, "e2e4"), "e4");
    }

    #[test]
    fn e8_captures_use_the_times_sign_and_pawns_name_their_file() {
        // E8: L×e5, S×f3, T×d1; d×e5, g×f3, a×b5; e×d6 e.p.
        let pos = position("4k3/8/8/4p3/8/8/7B/4K3 w - - 0 1");
        assert_eq!(german(&pos, "h2e5"), "L×e5");
        let pos = position("4k3/8/8/8/8/5p2/6P1/4K1N1 w - - 0 1");
        assert_eq!(german(&pos, "g1f3"), "S×f3");
        assert_eq!(german(&pos, "g2f3"), "g×f3");
        let pos = position("4k3/8/8/3R4/8/8/8/3rK3 w - - 0 1");
        assert_eq!(german(&pos, "d5d1"), "T×d1");
        let pos = position("4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 1");
        assert_eq!(german(&pos, "d4e5"), "d×e5");
        let pos = position("4k3/8/8/1p6/P7/8/8/4K3 w - - 0 1");
        assert_eq!(german(&pos, "a4b5"), "a×b5");
        let pos = position("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        assert_eq!(german(&pos, "e5d6"), "e×d6 e.p.");
        assert_eq!(
            write_san(&pos, uci(&pos, "e5d6"), Language::ENGLISH),
            "exd6"
        );
        for text in ["e×d6 e.p.", "exd6 e.p.", "exd6", "e×d6e.p."] {
            assert_eq!(
                san_to_move(&pos, text, Language::GERMAN).unwrap(),
                uci(&pos, "e5d6"),
                "{text}"
            );
        }
    }

    #[test]
    fn en_passant_mark_on_an_ordinary_capture_is_refused() {
        let pos = position("4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 1");
        assert_eq!(
            san_to_move(&pos, "d×e5 e.p.", Language::GERMAN),
            Err(SanMoveError::NotEnPassant("d×e5 e.p.".into()))
        );
    }

    #[test]
    fn side_to_move_is_respected() {
        let pos = position("4k3/8/8/8/8/8/8/4K3 b - - 0 1");
        assert_eq!(pos.turn(), Color::Black);
        assert_eq!(german(&pos, "e8d8"), "Kd8");
    }
}
