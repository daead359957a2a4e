//! The answers to the queries, in sentences for the ear: what stands on squares, lines and
//! diagonals and where the pieces are (`board`), what attacks and defends a square and where
//! a piece can move (`attacks`), and the game so far, the turn and the material (`game`).

use shakmaty::{Position, Role};

use super::{Command, QueryContext};
use crate::language::Language;
use crate::words::messages::square_content;

mod attacks;
mod board;
mod captures;
mod game;
mod players;
mod questions;

/// Answers a query in sentences to be printed and spoken. `None` for the commands the
/// session carries out itself (help, repeat, clock, undo, save, quit, settings, scoresheet,
/// FEN).
///
/// Attacks are counted as shakmaty's [`Board::attacks_to`] counts them: every piece that
/// could capture on the square if an enemy piece stood there, whether or not it is pinned
/// or the capture would put its own king in check; a piece behind another on the same line
/// (an x-ray) does not count, and neither does en passant. On an empty square the attackers
/// of both colours are named; on an occupied one the enemy pieces attack and the piece's own
/// side defends.
///
/// [`Board::attacks_to`]: shakmaty::Board::attacks_to
pub fn answer(command: &Command, context: &QueryContext<'_>) -> Option<String> {
    let de = context.language == Language::German;
    let board = context.position.board();
    Some(match command {
        Command::Square(square) => format!(
            "{}.",
            square_content(*square, board.piece_at(*square), context.language)
        ),
        Command::File(file) => board::file_answer(*file, board, de),
        Command::Rank(rank) => board::rank_answer(*rank, board, de),
        Command::Diagonals(square) => board::diagonals_answer(*square, board, de),
        Command::Pieces { owner, role } => board::pieces_answer(*owner, *role, context),
        Command::Attackers(square) => attacks::attackers_answer(*square, board, de),
        Command::Defenders(square) => attacks::defenders_answer(*square, board, de),
        Command::MovesFrom(square) => attacks::moves_from_answer(*square, context.position, de),
        Command::LastMoves(count) => {
            game::last_moves_answer(*count, context.game, context.language)
        }
        Command::MoveNumber => game::move_number_answer(context),
        Command::Turn => game::turn_answer(context),
        Command::Material => game::material_answer(board, de),
        Command::ReadBoard => board::read_board_answer(context),
        Command::PieceAttackers {
            owner,
            role,
            yes_no,
        } => questions::piece_attackers_answer(*owner, *role, *yes_no, context),
        Command::PieceDefenders {
            owner,
            role,
            yes_no,
        } => questions::piece_defenders_answer(*owner, *role, *yes_no, context),
        Command::InCheck(owner) => questions::in_check_answer(*owner, context),
        Command::Hanging(owner) => questions::hanging_answer(*owner, context),
        Command::Castling(owner) => questions::castling_answer(*owner, context),
        Command::AllMoves(owner) => questions::all_moves_answer(*owner, context),
        Command::LastMoveOf(owner) => questions::last_move_of_answer(*owner, context),
        Command::Captures(square) => captures::captures_answer(*square, context.position, de),
        Command::PieceMoves {
            owner,
            role,
            captures_only,
        } => captures::piece_moves_answer(*owner, *role, *captures_only, context),
        Command::Captured => captures::captured_answer(context),
        Command::LastCapture => captures::last_capture_answer(context),
        Command::Opponent => players::opponent_answer(context),
        Command::Info => players::info_answer(context),
        Command::Help(_)
        | Command::Clock
        | Command::Repeat(_)
        | Command::Scoresheet
        | Command::Fen
        | Command::Undo
        | Command::Save(_)
        | Command::Quit
        | Command::Resign
        | Command::Adjourn
        | Command::NewPairingCode
        | Command::MicrophoneTest
        | Command::OfferDraw
        | Command::AcceptDraw
        | Command::DeclineDraw
        | Command::ClaimDraw(_)
        | Command::Setting(_)
        | Command::PauseClock
        | Command::ResumeClock
        | Command::AdjustClock { .. }
        | Command::BoardReport { .. }
        | Command::BoardPlacement { .. }
        | Command::RecordEntry { .. }
        | Command::Reconcile
        | Command::Hint
        | Command::PlayBest
        | Command::Browse(_)
        | Command::Evaluation
        | Command::Review
        | Command::EngineLevel(_) => return None,
    })
}

/// The kinds in the order they are read: König, Dame, Türme, Läufer, Springer, Bauern.
const READING_ORDER: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// The value of a piece kind in pawns, the king counted as none.
fn value(role: Role) -> u32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{Chess, Color};

    use super::*;
    use crate::commands::SettingChange;
    use crate::commands::test_support::DE;
    use crate::notation::pgn::Game;

    #[test]
    fn session_commands_have_no_answer_here() {
        let position = Chess::default();
        let game = Game::new();
        let context = QueryContext {
            position: &position,
            game: &game,
            asking: Color::White,
            language: DE,
            seating: Default::default(),
        };
        for command in [
            Command::Help(None),
            Command::Clock,
            Command::Repeat(1),
            Command::Scoresheet,
            Command::Fen,
            Command::Undo,
            Command::Save(None),
            Command::Quit,
            Command::Setting(SettingChange::Faster),
        ] {
            assert_eq!(answer(&command, &context), None, "{command:?}");
        }
    }
}
