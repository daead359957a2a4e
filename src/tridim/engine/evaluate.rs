//! How good a position of three-dimensional chess is for the side to move, in centipawns:
//! material, mobility across the levels, king safety, pawns' progress and the attack decks.
//!
//! Mobility counts columns rather than squares: a piece that reaches a column may land on
//! any level that exists there (3.1(a)), and a piece on any level of a column blocks a line
//! (3.1(c)), so the columns a piece sweeps are what it controls on every level at once.

use shakmaty::{Color, Role};

use crate::tridim::geometry::{Column, Pin};
use crate::tridim::position::{KING_STEPS, KNIGHT_STEPS, Position3};

/// A pawn, in centipawns.
pub const PAWN: i32 = 100;

/// What a piece is worth. The king is beyond price (mate is scored by the search).
pub fn material(role: Role) -> i32 {
    match role {
        Role::Pawn => PAWN,
        Role::Knight => 300,
        Role::Bishop => 320,
        Role::Rook => 500,
        Role::Queen => 900,
        Role::King => 0,
    }
}

/// Centipawns per column a piece reaches.
fn mobility_weight(role: Role) -> i32 {
    match role {
        Role::Knight | Role::Bishop => 4,
        Role::Rook => 2,
        Role::Queen => 1,
        _ => 0,
    }
}

/// Centipawns per rank a pawn has advanced.
const PAWN_STEP: i32 = 6;
/// An enemy piece near the king (within two columns), by its kind.
fn king_danger(role: Role) -> i32 {
    match role {
        Role::Queen => 30,
        Role::Rook => 15,
        Role::Bishop | Role::Knight => 10,
        _ => 0,
    }
}
/// An own piece beside the king, up to three of them.
const KING_SHIELD: i32 = 8;
/// An attack deck its side may move (3.6): a deck is a piece of the board the owner steers.
const DECK: i32 = 10;
/// Being to move is worth a little.
const TEMPO: i32 = 10;

/// The position's value for the side to move, in centipawns (positive: the side to move
/// stands better). Checkmate and stalemate are the search's to score.
pub fn evaluate(position: &Position3) -> i32 {
    let mut white = 0;
    let kings = [position.king(Color::White), position.king(Color::Black)];
    for (square, piece) in position.pieces() {
        let mut value = material(piece.role);
        let column = square.column;
        value += match piece.role {
            Role::Pawn => {
                let advanced = match piece.color {
                    Color::White => i32::from(column.rank) - 1,
                    Color::Black => 8 - i32::from(column.rank),
                };
                advanced.max(0) * PAWN_STEP
            }
            Role::Knight => reach(position, column, &KNIGHT_STEPS) * mobility_weight(Role::Knight),
            Role::Bishop | Role::Rook | Role::Queen => {
                slides(position, column, piece.role) * mobility_weight(piece.role)
            }
            Role::King => 0,
        };
        // Near the enemy king: a threat to it; beside its own: a shield.
        let enemy_king = kings[usize::from(piece.color == Color::White)];
        let own_king = kings[usize::from(piece.color == Color::Black)];
        if let Some(king) = enemy_king {
            if distance(column, king.column) <= 2 {
                value += king_danger(piece.role);
            }
        }
        if let Some(king) = own_king {
            if piece.role != Role::King && distance(column, king.column) == 1 {
                value += KING_SHIELD;
            }
        }
        white += if piece.color == Color::White {
            value
        } else {
            -value
        };
    }
    for pin in Pin::ALL {
        match position.deck_owner(pin) {
            Some(Color::White) => white += DECK,
            Some(Color::Black) => white -= DECK,
            None => {}
        }
    }
    let mover = if position.turn() == Color::White {
        white
    } else {
        -white
    };
    mover + TEMPO
}

/// How many columns the steps from `column` reach (each existing on some level now).
fn reach(position: &Position3, column: Column, steps: &[(i8, i8)]) -> i32 {
    steps
        .iter()
        .filter_map(|&(df, dr)| column.offset(df, dr))
        .filter(|&c| position.levels_at(c).next().is_some())
        .count() as i32
}

/// How many columns a rook, bishop or queen on `column` sweeps: along each of its lines up
/// to and including the first column holding a piece on any level (3.1(c)); columns that do
/// not exist are crossed (2.8) but not counted.
fn slides(position: &Position3, column: Column, role: Role) -> i32 {
    let mut count = 0;
    for (index, &(df, dr)) in KING_STEPS.iter().enumerate() {
        let straight = index % 2 == 0;
        let moves_so = match role {
            Role::Rook => straight,
            Role::Bishop => !straight,
            _ => true,
        };
        if !moves_so {
            continue;
        }
        let mut at = column;
        while let Some(next) = at.offset(df, dr) {
            at = next;
            if position.levels_at(at).next().is_some() {
                count += 1;
            }
            if position.column_occupied(at) {
                break;
            }
        }
    }
    count
}

/// The king's distance between two columns seen from above.
fn distance(a: Column, b: Column) -> u8 {
    a.file.abs_diff(b.file).max(a.rank.abs_diff(b.rank))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tridim::fen3d::read_fen3d;

    #[test]
    fn the_start_is_about_level() {
        let start = Position3::start();
        // Only the tempo apart: the two sides are mirror images.
        assert_eq!(evaluate(&start), TEMPO);
    }

    #[test]
    fn a_queen_up_is_a_queen_up_for_either_side_to_move() {
        let white = read_fen3d("Qb2W,Kd1W,kd8S DP1w,KP1w,DP6b,KP6b w - - 0 2").unwrap();
        let black = read_fen3d("Qb2W,Kd1W,kd8S DP1w,KP1w,DP6b,KP6b b - - 0 2").unwrap();
        assert!(evaluate(&white) > 800, "{}", evaluate(&white));
        assert!(evaluate(&black) < -800, "{}", evaluate(&black));
    }

    #[test]
    fn a_free_rook_reaches_more_than_a_hemmed_one() {
        let free = read_fen3d("Rb3N,Kd1W,kd8S DP1w,KP1w,DP6b,KP6b w - - 0 2").unwrap();
        let hemmed =
            read_fen3d("Rz0DP1,Pa0DP1,Pz1DP1,Kd1W,kd8S DP1w,KP1w,DP6b,KP6b w - - 0 2").unwrap();
        let rook = |p: &Position3, c: Column| slides(p, c, Role::Rook);
        assert!(
            rook(&free, Column { file: 2, rank: 3 }) > rook(&hemmed, Column { file: 0, rank: 0 })
        );
    }
}
