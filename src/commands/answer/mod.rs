//! The answers to the queries, as data for the ear: what stands on squares, lines and
//! diagonals and where the pieces are (`board`), what attacks and defends a square and where
//! a piece can move (`attacks`), and the game so far, the turn and the material (`game`).
//! Each answer is an [`Answer`]: its sentences as phrases with their facts (sides, pieces,
//! squares, moves, numbers); the words layer words them (`words/<language>/answers.ftl`).

use shakmaty::{Color, Piece, Position, Role, Square};

use super::{Command, Owner, QueryContext};
use crate::phrase::{Join, Phrase, Value, color_key, role_key};
pub use crate::words::answers::Answer;

mod attacks;
mod board;
mod captures;
mod game;
mod players;
mod questions;

pub use captures::{captured_of, last_capture_of};
pub use game::{material_of, move_number_of};
pub use players::{info_of, opponent_of};
pub use questions::exposure_of;

/// Answers a query as data, to be worded, printed and spoken. `None` for the commands the
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
/// An answer that reads out the board, a side's pieces, both diagonals, every legal move,
/// the hanging pieces, castling, several moves or the summary of the game is long, and so
/// is any answer naming more than three squares.
///
/// [`Board::attacks_to`]: shakmaty::Board::attacks_to
pub fn answer(command: &Command, context: &QueryContext<'_>) -> Option<Answer> {
    let board = context.position.board();
    let position = context.position;
    let one = |phrase: Phrase| (vec![phrase], false);
    let (sentences, list) = match command {
        Command::Square(square) => one(square_content(*square, board.piece_at(*square))),
        Command::File(file) => one(board::file_answer(*file, board)),
        Command::Rank(rank) => one(board::rank_answer(*rank, board)),
        Command::Diagonals(square) => (board::diagonals_answer(*square, board), true),
        Command::Pieces { owner, role } => {
            (board::pieces_answer(*owner, *role, context), role.is_none())
        }
        Command::Attackers(square) => one(attacks::attackers_answer(*square, board)),
        Command::Defenders(square) => one(attacks::defenders_answer(*square, board)),
        Command::MovesFrom(square) => one(attacks::moves_from_answer(*square, position)),
        Command::LastMoves(count) => (game::last_moves_answer(*count, context.game), *count > 1),
        Command::MoveNumber => one(game::move_number_answer(context)),
        Command::Turn => one(game::turn_answer(context)),
        Command::Material => one(game::material_answer(board)),
        Command::ReadBoard => (board::read_board_answer(context), true),
        Command::PieceAttackers {
            owner,
            role,
            yes_no,
        } => (
            questions::piece_attackers_answer(*owner, *role, *yes_no, context),
            false,
        ),
        Command::PieceDefenders {
            owner,
            role,
            yes_no,
        } => (
            questions::piece_defenders_answer(*owner, *role, *yes_no, context),
            false,
        ),
        Command::InCheck(owner) => one(questions::in_check_answer(*owner, context)),
        Command::Hanging(owner) => (questions::hanging_answer(*owner, context), true),
        Command::Castling(owner) => (questions::castling_answer(*owner, context), true),
        Command::AllMoves(owner) => (questions::all_moves_answer(*owner, context), true),
        Command::LastMoveOf(owner) => one(questions::last_move_of_answer(*owner, context)),
        Command::Captures(square) => one(captures::captures_answer(*square, position)),
        Command::PieceMoves {
            owner,
            role,
            captures_only,
        } => (
            captures::piece_moves_answer(*owner, *role, *captures_only, context),
            false,
        ),
        Command::Captured => (captures::captured_answer(context), false),
        Command::LastCapture => (captures::last_capture_answer(context), false),
        Command::Opponent => one(players::opponent_answer(context)),
        Command::Info => (players::info_answer(context), true),
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
        | Command::RelayStatus
        | Command::MicrophoneTest
        | Command::OfferDraw
        | Command::AcceptDraw
        | Command::DeclineDraw
        | Command::ClaimDraw(_)
        | Command::ClaimDrawWith { .. }
        | Command::Setting(_)
        | Command::PauseClock
        | Command::ResumeClock
        | Command::AdjustClock { .. }
        | Command::SetClock { .. }
        | Command::BoardReport { .. }
        | Command::BoardPlacement { .. }
        | Command::RecordEntry { .. }
        | Command::Reconcile
        | Command::ArbiterResult(_)
        | Command::ArbiterWarning(_)
        | Command::Hint
        | Command::PlayBest
        | Command::Browse(_)
        | Command::Evaluation
        | Command::Review
        | Command::EngineLevel(_) => return None,
    };
    Some(Answer::new(sentences, list))
}

/// A piece kind as the catalogue's selectors know it: `king` … `pawn`.
fn kind(role: Role) -> Value {
    Value::from(role_key(role))
}

/// A side as the catalogue's selectors know it, for words that agree with it ("weißer",
/// "schwarze"): `white` or `black`.
fn colour(color: Color) -> Value {
    Value::from(color_key(color))
}

/// Whose pieces a question is about, as the catalogue's selectors know it: `mine`,
/// `theirs`, `colored` or `both`.
/// How an owner is named in the catalogues' selectors (`mine`, `theirs`, `colored`,
/// `both`).
pub fn owner_key(owner: Owner) -> Value {
    Value::Verbatim(
        match owner {
            Owner::Mine => "mine",
            Owner::Theirs => "theirs",
            Owner::Colored(_) => "colored",
            Owner::Both => "both",
        }
        .to_owned(),
    )
}

/// A count for plural forms.
fn number(n: usize) -> Value {
    Value::Number(i64::try_from(n).unwrap_or(i64::MAX))
}

/// A count in words ("zwölf").
fn spelled(n: usize) -> Value {
    Value::Spelled(u32::try_from(n).unwrap_or(u32::MAX))
}

/// "a, b und c".
fn and_list(items: Vec<Value>) -> Value {
    Value::List(Join::And, items)
}

/// The names of squares as a list: "Bella eins und Gustav eins".
fn square_list(squares: &[Square]) -> Value {
    and_list(squares.iter().map(|&s| Value::Square(s)).collect())
}

/// "Eva vier: schwarzer Springer." / "Eva vier ist leer."
fn square_content(square: Square, piece: Option<Piece>) -> Phrase {
    match piece {
        None => Phrase::new("answer-square-empty").with("square", square),
        Some(piece) => Phrase::new("answer-square-piece")
            .with("square", square)
            .with("colour", colour(piece.color))
            .with("kind", kind(piece.role)),
    }
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
