//! The review after a game (issue 7): every position of the game judged by the engine at a
//! fixed depth, and the moves that lost the most, with the move the engine would have
//! played instead.

use shakmaty::{Chess, Move, Position};

use super::{EngineError, EnginePlayer, Score, SearchLimit};

/// The search for each position of a review: fixed depth, so the judgement does not depend
/// on the machine's speed.
pub const REVIEW_DEPTH: u32 = 12;

/// A move that lost at least this many centipawns is a mistake worth naming.
pub const MISTAKE_CENTIPAWNS: i32 = 100;

/// How many mistakes a review names at most.
pub const MOST_MISTAKES: usize = 5;

/// A mate in N counts as this many centipawns, less N.
const MATE_VALUE: i32 = 10_000;

/// A move that cost its side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mistake {
    /// The ply of the move, from 1.
    pub ply: usize,
    /// The move played.
    pub played: Move,
    /// The engine's move in its place.
    pub best: Move,
    /// What the move cost, in centipawns from its side's view (at least
    /// [`MISTAKE_CENTIPAWNS`]).
    pub loss: i32,
}

/// The score as centipawns from White's view; a mate counts as [`MATE_VALUE`] less the
/// moves to it.
pub fn centipawns(score: Score) -> i32 {
    match score {
        Score::Centipawns(cp) => cp,
        Score::Mate(n) if n > 0 => MATE_VALUE - n,
        Score::Mate(n) if n < 0 => -MATE_VALUE - n,
        Score::Mate(_) => 0,
    }
}

/// The position's value from White's view, with the best move when there is one: an ended
/// game is judged by its end, any other position by the engine.
fn judge(
    player: &mut EnginePlayer,
    start: &Chess,
    moves: &[Move],
    position: &Chess,
    limit: SearchLimit,
) -> Result<(i32, Option<Move>), EngineError> {
    if position.is_checkmate() {
        // The side to move is mated.
        let value = if position.turn() == shakmaty::Color::White {
            -MATE_VALUE
        } else {
            MATE_VALUE
        };
        return Ok((value, None));
    }
    if position.is_game_over() {
        return Ok((0, None));
    }
    let found = player.best_move(start, moves, limit)?;
    let value = found.score.map_or(0, centipawns);
    Ok((value, Some(found.best)))
}

/// Judges every position of the game (`start` and `moves`) at [`REVIEW_DEPTH`] and returns
/// the moves that lost at least [`MISTAKE_CENTIPAWNS`] for their side, the biggest
/// [`MOST_MISTAKES`] of them, in the order they were played. `progress` is told each ply
/// judged.
///
/// # Errors
///
/// The engine's, when it fails even after a restart.
pub fn review(
    player: &mut EnginePlayer,
    start: &Chess,
    moves: &[Move],
    mut progress: impl FnMut(usize),
) -> Result<Vec<Mistake>, EngineError> {
    let limit = SearchLimit::depth(REVIEW_DEPTH);
    let mut position = start.clone();
    let mut judged = Vec::with_capacity(moves.len() + 1);
    judged.push(judge(player, start, &[], &position, limit)?);
    for (index, &played) in moves.iter().enumerate() {
        position.play_unchecked(played);
        judged.push(judge(player, start, &moves[..=index], &position, limit)?);
        progress(index + 1);
    }
    let mut mover = start.turn();
    let mut mistakes = Vec::new();
    for (index, &played) in moves.iter().enumerate() {
        let (before, best) = judged[index];
        let (after, _) = judged[index + 1];
        let sign = if mover == shakmaty::Color::White {
            1
        } else {
            -1
        };
        let loss = (before - after) * sign;
        if let Some(best) = best {
            if loss >= MISTAKE_CENTIPAWNS && best != played {
                mistakes.push(Mistake {
                    ply: index + 1,
                    played,
                    best,
                    loss,
                });
            }
        }
        mover = !mover;
    }
    mistakes.sort_by_key(|mistake| std::cmp::Reverse(mistake.loss));
    mistakes.truncate(MOST_MISTAKES);
    mistakes.sort_by_key(|mistake| mistake.ply);
    Ok(mistakes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mates_count_more_than_any_material_and_sooner_more() {
        assert_eq!(centipawns(Score::Centipawns(-35)), -35);
        assert!(centipawns(Score::Mate(1)) > centipawns(Score::Mate(5)));
        assert!(centipawns(Score::Mate(5)) > 3_000);
        assert!(centipawns(Score::Mate(-1)) < centipawns(Score::Mate(-5)));
        assert_eq!(centipawns(Score::Mate(0)), 0);
    }
}
