//! Reading a scoresheet's movetext as a player writes it: `1. d4 Sf6 2. c4 e6 … 17. a5 (=)`.
//!
//! Move numbers, `e.p.` and draw offers `(=)` may stand apart or be glued to the moves, and
//! moves may run together as they do when a table is flattened (`1.d4Sf6`, `4.Ld20-0`): a token
//! that is not one move is split into two moves where both are legal one after the other.

use shakmaty::{Chess, Move, Position};

use crate::notation::pgn::{RecordedMove, move_number_label};
use crate::notation::san::san_to_move;
use crate::notation::writing::Written;

/// A movetext token that is not a legal move where it stands.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {number} {token} is not a legal move here")]
pub struct MovetextError {
    /// The move number as on a scoresheet (`12.` or `12...`).
    pub number: String,
    /// The text that was not understood.
    pub token: String,
}

/// Reads movetext from `start`, in the SAN of `language`'s writing. Reading ends at a result
/// (`1-0`, `0-1`, `1/2-1/2`, `½-½`, `*`) or at `usw.` ("and so on").
pub fn parse_movetext(
    start: &Chess,
    text: &str,
    language: impl Written,
) -> Result<Vec<RecordedMove>, MovetextError> {
    let mut pos = start.clone();
    let mut moves: Vec<RecordedMove> = Vec::new();
    for raw in text.split_whitespace() {
        let mut token = strip_move_number(raw);
        if matches!(
            token,
            "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*" | "usw." | "..."
        ) {
            if token == "..." {
                continue;
            }
            break;
        }
        let draw_offer = if let Some(rest) = token.strip_suffix("(=)") {
            token = rest;
            true
        } else {
            false
        };
        if token.is_empty() || token == "e.p." {
            if let (true, Some(last)) = (draw_offer, moves.last_mut()) {
                last.draw_offer = true;
            }
            continue;
        }
        let played = read_one_or_two(&pos, token, language).ok_or_else(|| MovetextError {
            number: move_number_label(&pos),
            token: token.to_owned(),
        })?;
        for m in played {
            pos.play_unchecked(m);
            moves.push(RecordedMove::new(m));
        }
        if let (true, Some(last)) = (draw_offer, moves.last_mut()) {
            last.draw_offer = true;
        }
    }
    Ok(moves)
}

/// `12.`, `12...`, `12…` and `12.d4` lose their number; anything else is kept. The
/// reconciliation's record reader uses it too.
pub(crate) fn strip_move_number(token: &str) -> &str {
    let digits = token.bytes().take_while(u8::is_ascii_digit).count();
    let rest = &token[digits..];
    if digits > 0 && (rest.starts_with('.') || rest.starts_with('…')) {
        rest.trim_start_matches(['.', '…'])
    } else {
        token
    }
}

/// The longest token read as two moves glued together ("Sf3Sc6", "exd6e.p.Dxd6+").
const GLUED_MAX_BYTES: usize = 64;

/// One legal move, or two glued together.
fn read_one_or_two(pos: &Chess, token: &str, language: impl Written) -> Option<Vec<Move>> {
    if let Ok(m) = san_to_move(pos, token, language) {
        return Some(vec![m]);
    }
    // Two moves glued together are a few characters; trying every split of a long token
    // took time growing with its square (100 KB: a third of a second in a debug build).
    if token.len() > GLUED_MAX_BYTES {
        return None;
    }
    for (split, _) in token.char_indices().skip(1) {
        let (first, second) = token.split_at(split);
        let Ok(m) = san_to_move(pos, first, language) else {
            continue;
        };
        let mut after = pos.clone();
        after.play_unchecked(m);
        if let Ok(n) = san_to_move(&after, second, language) {
            return Some(vec![m, n]);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;

    #[test]
    fn numbers_and_glued_moves() {
        let start = Chess::default();
        let spaced =
            parse_movetext(&start, "1. e4 e5 2. Sf3 Sc6 3. Lb5", Language::GERMAN).unwrap();
        let glued = parse_movetext(&start, "1.e4e5 2.Sf3Sc6 3.Lb5", Language::GERMAN).unwrap();
        assert_eq!(spaced.len(), 5);
        assert_eq!(spaced, glued);
    }

    #[test]
    fn draw_offer_attached_or_apart() {
        let start = Chess::default();
        let apart = parse_movetext(&start, "1. e4 (=) e5", Language::GERMAN).unwrap();
        let glued = parse_movetext(&start, "1. e4(=) e5", Language::GERMAN).unwrap();
        assert!(apart[0].draw_offer && !apart[1].draw_offer);
        assert_eq!(apart, glued);
    }

    #[test]
    fn bad_move_names_its_number() {
        let start = Chess::default();
        let err = parse_movetext(&start, "1. e4 e5 2. Ke3", Language::GERMAN).unwrap_err();
        assert_eq!(err.number, "2.");
        assert_eq!(err.token, "Ke3");
    }
}
