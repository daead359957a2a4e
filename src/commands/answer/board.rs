//! What stands where: a file, a rank or the diagonals through a square read square by
//! square, the pieces of one side by kind, and the whole board.

use shakmaty::{Bitboard, Board, Color, File, Position, Rank, Role, Square};

use super::game::turn_answer;
use super::{READING_ORDER, colour, kind, number, owner_key, spelled, square_list};
use crate::commands::{Owner, QueryContext};
use crate::phrase::{Join, Phrase, Value};
use crate::vocabulary::file_name;

/// Squares sorted by file, then rank: "Anna zwei, Bella zwei, Bella drei".
fn sorted(squares: Bitboard) -> Vec<Square> {
    let mut list: Vec<Square> = squares.into_iter().collect();
    list.sort_by_key(|s| (s.file(), s.rank()));
    list
}

/// "Linie Eva: Eva zwei weißer Bauer, Eva sieben schwarzer Bauer; sonst leer."
fn line_answer(title: Phrase, squares: &[Square], board: &Board) -> Phrase {
    let occupied: Vec<Value> = squares
        .iter()
        .filter_map(|&square| {
            board.piece_at(square).map(|piece| {
                Phrase::new("answer-square-with-piece")
                    .with("square", square)
                    .with("colour", colour(piece.color))
                    .with("kind", kind(piece.role))
                    .into()
            })
        })
        .collect();
    let id = match occupied.len() {
        0 => return Phrase::new("answer-line-empty").with("title", title),
        n if n == squares.len() => "answer-line-full",
        _ => "answer-line",
    };
    Phrase::new(id)
        .with("title", title)
        .with("pieces", Value::List(Join::Comma, occupied))
}

/// A file, from rank eins upward.
pub(super) fn file_answer(file: File, board: &Board) -> Phrase {
    let title = Phrase::new("answer-file-title").with("file", file_name(file));
    let squares = Rank::ALL.map(|rank| Square::from_coords(file, rank));
    line_answer(title, &squares, board)
}

/// A rank, from the Anna file to the Hector file.
pub(super) fn rank_answer(rank: Rank, board: &Board) -> Phrase {
    let title = Phrase::new("answer-rank-title").with("rank", spelled(usize::from(rank) + 1));
    let squares = File::ALL.map(|file| Square::from_coords(file, rank));
    line_answer(title, &squares, board)
}

/// The squares from the edge through `square` in one direction to the other edge, ordered
/// from the Anna side.
fn diagonal(square: Square, rank_step: i32) -> Vec<Square> {
    let mut file = usize::from(square.file()) as i32;
    let mut rank = usize::from(square.rank()) as i32;
    while file > 0 && (0..8).contains(&(rank - rank_step)) {
        file -= 1;
        rank -= rank_step;
    }
    let mut squares = Vec::new();
    while (0..8).contains(&file) && (0..8).contains(&rank) {
        squares.push(Square::from_coords(
            File::ALL[file as usize],
            Rank::ALL[rank as usize],
        ));
        file += 1;
        rank += rank_step;
    }
    squares
}

/// Both diagonals through a square, each read from the Anna side.
pub(super) fn diagonals_answer(square: Square, board: &Board) -> Vec<Phrase> {
    let mut sentences = Vec::new();
    for step in [1, -1] {
        let squares = diagonal(square, step);
        let (Some(&first), Some(&last)) = (squares.first(), squares.last()) else {
            continue;
        };
        if squares.len() < 2 {
            continue;
        }
        let title = Phrase::new("answer-diagonal-title")
            .with("from", first)
            .with("to", last);
        sentences.push(line_answer(title, &squares, board));
    }
    sentences
}

/// "König Gustav eins; Dame David eins; Türme Anna eins und Hector eins; …", or "keine
/// Figuren".
fn side_list(board: &Board, color: Color) -> Value {
    let mut kinds = Vec::new();
    for role in READING_ORDER {
        let squares = sorted(board.by_piece(role.of(color)));
        if squares.is_empty() {
            continue;
        }
        kinds.push(
            Phrase::new("answer-kind-on")
                .with("kind", kind(role))
                .with("n", number(squares.len()))
                .with("squares", square_list(&squares))
                .into(),
        );
    }
    if kinds.is_empty() {
        return Phrase::new("answer-no-pieces").into();
    }
    Value::List(Join::Semicolon, kinds)
}

/// Every piece, White first, then Black, kind by kind; then whose turn it is.
pub(super) fn read_board_answer(context: &QueryContext<'_>) -> Vec<Phrase> {
    let board = context.position.board();
    let mut sentences: Vec<Phrase> = [Color::White, Color::Black]
        .into_iter()
        .map(|color| {
            Phrase::new("answer-side-pieces")
                .with("side", color)
                .with("pieces", side_list(board, color))
        })
        .collect();
    sentences.push(turn_answer(context));
    sentences
}

/// Where the pieces of one kind stand, or of every kind when `role` is `None`.
pub(super) fn pieces_answer(
    owner: Owner,
    role: Option<Role>,
    context: &QueryContext<'_>,
) -> Vec<Phrase> {
    let color = match owner {
        Owner::Mine => context.asking,
        Owner::Theirs => context.asking.other(),
        Owner::Colored(color) => color,
        Owner::Both => {
            return match role {
                None => read_board_answer(context),
                Some(role) => [Color::White, Color::Black]
                    .iter()
                    .flat_map(|c| pieces_answer(Owner::Colored(*c), Some(role), context))
                    .collect(),
            };
        }
    };
    let board = context.position.board();
    vec![match role {
        None => side_answer(owner, color, board),
        Some(role) => kind_answer(owner, color, role, board),
    }]
}

/// "Sie haben zwei Figuren: König Eva eins; Bauer Eva zwei."
fn side_answer(owner: Owner, color: Color, board: &Board) -> Phrase {
    let count = board.by_color(color).count();
    let holder = Phrase::new("answer-holder")
        .with("owner", owner_key(owner))
        .with("side", color);
    if count == 0 {
        return Phrase::new("answer-holder-no-pieces").with("holder", holder);
    }
    Phrase::new("answer-holder-pieces")
        .with("holder", holder)
        .with("n", number(count))
        .with("count", spelled(count))
        .with("pieces", side_list(board, color))
}

/// "Ihre Springer stehen auf Bella eins und Gustav eins.", "Sie haben keinen Läufer mehr."
fn kind_answer(owner: Owner, color: Color, role: Role, board: &Board) -> Phrase {
    let squares = sorted(board.by_piece(role.of(color)));
    if squares.is_empty() {
        let holder = Phrase::new("answer-holder")
            .with("owner", owner_key(owner))
            .with("side", color);
        return Phrase::new("answer-none-left")
            .with("holder", holder)
            .with("kind", kind(role));
    }
    Phrase::new("answer-kind-stands")
        .with("owner", owner_key(owner))
        .with("colour", colour(color))
        .with("kind", kind(role))
        .with("n", number(squares.len()))
        .with("squares", square_list(&squares))
}

#[cfg(test)]
mod tests {
    use crate::commands::test_support::{DE, EN, START, ask};

    #[test]
    fn answers_about_lines_and_squares() {
        assert_eq!(ask(START, "e2?", DE), "Eva zwei: weißer Bauer.");
        assert_eq!(ask(START, "e4?", DE), "Eva vier ist leer.");
        assert_eq!(ask(START, "e4?", EN), "Eva four is empty.");
        assert_eq!(
            ask(START, "linie eva", DE),
            "Linie Eva: Eva eins weißer König, Eva zwei weißer Bauer, Eva sieben schwarzer Bauer, Eva acht schwarzer König; sonst leer."
        );
        assert_eq!(
            ask(START, "file e", EN),
            "File Eva: Eva one white king, Eva two white pawn, Eva seven black pawn, Eva eight black king; otherwise empty."
        );
        assert_eq!(ask(START, "reihe vier", DE), "Reihe vier ist leer.");
        assert_eq!(
            ask(START, "reihe 1", DE),
            "Reihe eins: Anna eins weißer Turm, Bella eins weißer Springer, Cäsar eins weißer Läufer, David eins weiße Dame, Eva eins weißer König, Felix eins weißer Läufer, Gustav eins weißer Springer, Hector eins weißer Turm."
        );
        let italian = "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
        assert_eq!(
            ask(italian, "diagonale c4", DE),
            "Diagonale Anna zwei bis Gustav acht: Anna zwei weißer Bauer, Cäsar vier weißer Läufer, Felix sieben schwarzer Bauer, Gustav acht schwarzer Springer; sonst leer. Diagonale Anna sechs bis Felix eins: Cäsar vier weißer Läufer; sonst leer."
        );
        assert_eq!(
            ask(START, "diagonale a1", EN),
            "Diagonal Anna one to Hector eight: Anna one white rook, Bella two white pawn, Gustav seven black pawn, Hector eight black rook; otherwise empty."
        );
    }

    #[test]
    fn answers_about_pieces() {
        assert_eq!(
            ask(START, "Wo stehen meine Springer?", DE),
            "Ihre Springer stehen auf Bella eins und Gustav eins."
        );
        assert_eq!(
            ask(START, "where are my knights", EN),
            "Your knights are on Bella one and Gustav one."
        );
        assert_eq!(
            ask(START, "wo steht die gegnerische Dame", DE),
            "Die gegnerische Dame steht auf David acht."
        );
        assert_eq!(
            ask(START, "wo steht der weiße König", DE),
            "Der weiße König steht auf Eva eins."
        );
        assert_eq!(
            ask(START, "opponent's queen", EN),
            "Your opponent's queen is on David eight."
        );
        let bare = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
        assert_eq!(
            ask(bare, "wo stehen meine läufer", DE),
            "Sie haben keinen Läufer mehr."
        );
        assert_eq!(
            ask(bare, "gegnerische bauern", DE),
            "Ihr Gegner hat keine Bauern mehr."
        );
        assert_eq!(
            ask(bare, "schwarze Dame", DE),
            "Schwarz hat keine Dame mehr."
        );
        assert_eq!(ask(bare, "my bishops", EN), "You have no bishop left.");
        assert_eq!(
            ask(bare, "meine Figuren", DE),
            "Sie haben zwei Figuren: König Eva eins; Bauer Eva zwei."
        );
        assert_eq!(
            ask(bare, "opponent's pieces", EN),
            "Your opponent has one piece: king Eva eight."
        );
        assert_eq!(
            ask(START, "wo stehen die Türme", DE),
            "Die weißen Türme stehen auf Anna eins und Hector eins. Die schwarzen Türme stehen auf Anna acht und Hector acht."
        );
        assert_eq!(
            ask(bare, "brett vorlesen", DE),
            "Weiß: König Eva eins; Bauer Eva zwei. Schwarz: König Eva acht. Weiß ist am Zug."
        );
        assert_eq!(
            ask(START, "brett vorlesen", DE),
            "Weiß: König Eva eins; Dame David eins; Türme Anna eins und Hector eins; Läufer Cäsar eins und Felix eins; Springer Bella eins und Gustav eins; Bauern Anna zwei, Bella zwei, Cäsar zwei, David zwei, Eva zwei, Felix zwei, Gustav zwei und Hector zwei. \
             Schwarz: König Eva acht; Dame David acht; Türme Anna acht und Hector acht; Läufer Cäsar acht und Felix acht; Springer Bella acht und Gustav acht; Bauern Anna sieben, Bella sieben, Cäsar sieben, David sieben, Eva sieben, Felix sieben, Gustav sieben und Hector sieben. \
             Weiß ist am Zug."
        );
    }
}
