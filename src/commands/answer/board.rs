//! What stands where: a file, a rank or the diagonals through a square read square by
//! square, the pieces of one side by kind, and the whole board.

use shakmaty::{Bitboard, Board, Color, File, Position, Rank, Role, Square};

use super::READING_ORDER;
use super::game::turn_answer;
use crate::commands::{Owner, QueryContext, and_word, lang};
use crate::language::Language;
use crate::vocabulary::{color_name, file_name, rank_word, role_name, speaking, square_name};
use crate::words::messages::{join_and, no_role, number_words, role_plural, square_piece};

/// Squares sorted by file, then rank: "Anna zwei, Bella zwei, Bella drei".
fn sorted(squares: Bitboard) -> Vec<Square> {
    let mut list: Vec<Square> = squares.into_iter().collect();
    list.sort_by_key(|s| (s.file(), s.rank()));
    list
}

/// The names of squares as a list: "Bella eins und Gustav eins".
fn square_list(squares: &[Square], de: bool) -> String {
    let names: Vec<String> = squares
        .iter()
        .map(|s| square_name(*s, speaking(de)))
        .collect();
    join_and(&names, and_word(de))
}

/// "keine Figuren", "no pieces".
fn no_pieces(de: bool) -> &'static str {
    if de { "keine Figuren" } else { "no pieces" }
}

/// "Linie Eva: Eva zwei weißer Bauer, Eva sieben schwarzer Bauer; sonst leer."
fn line_answer(title: &str, squares: &[Square], board: &Board, de: bool) -> String {
    let language = lang(de);
    let occupied: Vec<String> = squares
        .iter()
        .filter_map(|s| board.piece_at(*s).map(|p| square_piece(*s, p, language)))
        .collect();
    let list = occupied.join(", ");
    match (de, occupied.len()) {
        (true, 0) => format!("{title} ist leer."),
        (false, 0) => format!("{title} is empty."),
        (_, n) if n == squares.len() => format!("{title}: {list}."),
        (true, _) => format!("{title}: {list}; sonst leer."),
        (false, _) => format!("{title}: {list}; otherwise empty."),
    }
}

/// A file, from rank eins upward.
pub(super) fn file_answer(file: File, board: &Board, de: bool) -> String {
    let title = format!("{} {}", if de { "Linie" } else { "File" }, file_name(file));
    let squares = Rank::ALL.map(|rank| Square::from_coords(file, rank));
    line_answer(&title, &squares, board, de)
}

/// A rank, from the Anna file to the Hector file.
pub(super) fn rank_answer(rank: Rank, board: &Board, de: bool) -> String {
    let title = format!(
        "{} {}",
        if de { "Reihe" } else { "Rank" },
        rank_word(rank, speaking(de))
    );
    let squares = File::ALL.map(|file| Square::from_coords(file, rank));
    line_answer(&title, &squares, board, de)
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
pub(super) fn diagonals_answer(square: Square, board: &Board, de: bool) -> String {
    let mut sentences = Vec::new();
    for step in [1, -1] {
        let squares = diagonal(square, step);
        let (Some(first), Some(last)) = (squares.first(), squares.last()) else {
            continue;
        };
        if squares.len() < 2 {
            continue;
        }
        let (first, last) = (
            square_name(*first, speaking(de)),
            square_name(*last, speaking(de)),
        );
        let title = if de {
            format!("Diagonale {first} bis {last}")
        } else {
            format!("Diagonal {first} to {last}")
        };
        sentences.push(line_answer(&title, &squares, board, de));
    }
    sentences.join(" ")
}

/// "König Gustav eins; Dame David eins; Türme Anna eins und Hector eins; …".
fn side_list(board: &Board, color: Color, de: bool) -> String {
    let language = lang(de);
    let mut kinds = Vec::new();
    for role in READING_ORDER {
        let squares = sorted(board.by_piece(role.of(color)));
        if squares.is_empty() {
            continue;
        }
        let name = if squares.len() == 1 {
            role_name(role, language)
        } else {
            role_plural(role, language)
        };
        kinds.push(format!("{name} {}", square_list(&squares, de)));
    }
    kinds.join("; ")
}

/// Every piece, White first, then Black, kind by kind; then whose turn it is.
pub(super) fn read_board_answer(context: &QueryContext<'_>) -> String {
    let de = context.language == Language::German;
    let board = context.position.board();
    let mut sentences = Vec::new();
    for color in [Color::White, Color::Black] {
        let list = side_list(board, color, de);
        let list = if list.is_empty() {
            no_pieces(de).to_owned()
        } else {
            list
        };
        sentences.push(format!("{}: {list}.", color_name(color, context.language)));
    }
    sentences.push(turn_answer(context));
    sentences.join(" ")
}

/// Where the pieces of one kind stand, or of every kind when `role` is `None`.
pub(super) fn pieces_answer(
    owner: Owner,
    role: Option<Role>,
    context: &QueryContext<'_>,
) -> String {
    let color = match owner {
        Owner::Mine => context.asking,
        Owner::Theirs => context.asking.other(),
        Owner::Colored(color) => color,
        Owner::Both => {
            return match role {
                None => read_board_answer(context),
                Some(role) => [Color::White, Color::Black]
                    .iter()
                    .map(|c| pieces_answer(Owner::Colored(*c), Some(role), context))
                    .collect::<Vec<_>>()
                    .join(" "),
            };
        }
    };
    let de = context.language == Language::German;
    let board = context.position.board();
    match role {
        None => side_answer(owner, color, board, de),
        Some(role) => kind_answer(owner, color, role, board, de),
    }
}

/// Who has the pieces: "Sie haben", "Your opponent has", "Weiß hat".
fn holder(owner: Owner, color: Color, de: bool) -> String {
    let colour = color_name(color, lang(de));
    match (owner, de) {
        (Owner::Mine, true) => "Sie haben".to_owned(),
        (Owner::Mine, false) => "You have".to_owned(),
        (Owner::Theirs, true) => "Ihr Gegner hat".to_owned(),
        (Owner::Theirs, false) => "Your opponent has".to_owned(),
        (_, true) => format!("{colour} hat"),
        (_, false) => format!("{colour} has"),
    }
}

/// "Sie haben zwei Figuren: König Eva eins; Bauer Eva zwei."
fn side_answer(owner: Owner, color: Color, board: &Board, de: bool) -> String {
    let language = lang(de);
    let holder = holder(owner, color, de);
    let count = board.by_color(color).count() as u32;
    let pieces = match (de, count) {
        (_, 0) => return format!("{holder} {}.", no_pieces(de)),
        (true, 1) => "eine Figur".to_owned(),
        (true, n) => format!("{} Figuren", number_words(n, language)),
        (false, 1) => "one piece".to_owned(),
        (false, n) => format!("{} pieces", number_words(n, language)),
    };
    format!("{holder} {pieces}: {}.", side_list(board, color, de))
}

/// "Ihre Springer stehen auf Bella eins und Gustav eins.", "Sie haben keinen Läufer mehr."
fn kind_answer(owner: Owner, color: Color, role: Role, board: &Board, de: bool) -> String {
    let language = lang(de);
    let squares = sorted(board.by_piece(role.of(color)));
    if squares.is_empty() {
        let holder = holder(owner, color, de);
        let none = no_role(role, language);
        return if de {
            format!("{holder} {none} mehr.")
        } else {
            format!("{holder} {none} left.")
        };
    }
    let list = square_list(&squares, de);
    let singular = role_name(role, language);
    let plural = role_plural(role, language);
    let one = squares.len() == 1;
    if de {
        let (article, possessive) = if role == Role::Queen {
            ("Die", "Ihre")
        } else {
            ("Der", "Ihr")
        };
        let (colour, colours) = if color == Color::White {
            ("weiße", "weißen")
        } else {
            ("schwarze", "schwarzen")
        };
        let subject = match (owner, one) {
            (Owner::Mine, true) => format!("{possessive} {singular}"),
            (Owner::Mine, false) => format!("Ihre {plural}"),
            (Owner::Theirs, true) => format!("{article} gegnerische {singular}"),
            (Owner::Theirs, false) => format!("Die gegnerischen {plural}"),
            (_, true) => format!("{article} {colour} {singular}"),
            (_, false) => format!("Die {colours} {plural}"),
        };
        format!(
            "{subject} {} auf {list}.",
            if one { "steht" } else { "stehen" }
        )
    } else {
        let noun = if one { singular } else { plural };
        let subject = match owner {
            Owner::Mine => format!("Your {noun}"),
            Owner::Theirs => format!("Your opponent's {noun}"),
            _ => format!("{}'s {noun}", color_name(color, language)),
        };
        format!("{subject} {} on {list}.", if one { "is" } else { "are" })
    }
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
