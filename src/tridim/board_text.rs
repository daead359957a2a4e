//! The 3D board drawn in text, for a low-vision player at the terminal and a sighted
//! partner (`brett` in a 3D game): the three main boards stacked as the player sits (for
//! White the Black board on top), each with its attack decks at its corners one rank beyond
//! it, as on the 3D page. Pieces are the language's letters (upper case white, lower case
//! black), an empty square is `.`; the two squares of the last move carry brackets `[ ]`
//! and a king in check `+ +`, so nothing depends on colour. A pin's handle is its name with
//! the deck's colour as FEN3D writes it (`DP1=w`, `KP6=b`), or `DP3:-` when no deck stands
//! there.

use shakmaty::Color;

use super::fen3d::parse_square;
use super::geometry::{Board, Level, Pin, Wing};
use super::position::Position3;
use crate::language::Language;
use crate::notation::piece_char;
use crate::phrase::Phrase;
use crate::tridim::words::level;
use crate::words::phrases::shown;

/// The main boards with their first rank and their pins (rear, front), bottom to top.
const BOARDS: [(char, u8, u8, u8); 3] = [('W', 1, 1, 2), ('N', 3, 3, 4), ('S', 5, 5, 6)];

/// The files of a row as the player sits, each with its region: the queen's side deck, the
/// main board, the king's side deck.
const REGIONS: [(&str, Wing); 2] = [("za", Wing::Queen), ("de", Wing::King)];

/// The boards as lines of text, White's side at the bottom when `white`; `heading` names a
/// main board (`'W'`, `'N'`, `'S'`); `last` and `check` are squares or pins as FEN3D names
/// them (`b2W`, `DP1`, `d9KP6`).
pub fn board_lines(
    position: &Position3,
    language: Language,
    white: bool,
    last: &[String],
    check: Option<&str>,
    heading: impl Fn(char) -> String,
) -> Vec<String> {
    let order: Vec<_> = if white {
        BOARDS.iter().rev().collect()
    } else {
        BOARDS.iter().collect()
    };
    let mut lines = Vec::new();
    for &(board, first, rear, front) in order {
        lines.push(heading(board));
        let ranks: Vec<u8> = if white {
            (first - 1..=first + 4).rev().collect()
        } else {
            (first - 1..=first + 4).collect()
        };
        for rank in ranks {
            // The pin whose deck reaches this rank, on the row where its name stands (the
            // deck's rank nearer the board).
            let pin_here = |wing: Wing| {
                let (number, named) = if rank <= first {
                    (rear, first)
                } else if rank >= first + 3 {
                    (front, first + 3)
                } else {
                    return None;
                };
                Some((Pin::new(wing, number)?, rank == named))
            };
            let handle = |wing: Wing| match pin_here(wing) {
                Some((pin, true)) => match position.deck_at(pin) {
                    Some(Color::White) => format!("{pin}=w"),
                    Some(Color::Black) => format!("{pin}=b"),
                    None => format!("{pin}:-"),
                },
                _ => String::from("     "),
            };
            let cell = |name: Option<String>| -> String {
                let Some(name) = name else {
                    return String::from("   ");
                };
                let Some(square) = parse_square(&name) else {
                    return String::from("   ");
                };
                if !position.exists(square) {
                    return String::from("   ");
                }
                let content = position
                    .piece_at(square)
                    .map_or('.', |p| piece_char(p.role, p.color, language));
                let (open, close) = if check == Some(name.as_str()) {
                    ('+', '+')
                } else if last.contains(&name) {
                    ('[', ']')
                } else {
                    (' ', ' ')
                };
                format!("{open}{content}{close}")
            };
            let deck_cells = |files: &str, wing: Wing| -> String {
                let mut out = String::new();
                let mut files: Vec<char> = files.chars().collect();
                if !white {
                    files.reverse();
                }
                for file in files {
                    let name = pin_here(wing).map(|(pin, _)| format!("{file}{rank}{pin}"));
                    out.push_str(&cell(name));
                }
                out
            };
            let mut main = String::new();
            let mut files: Vec<char> = "abcd".chars().collect();
            if !white {
                files.reverse();
            }
            for file in files {
                let on_board = (first..first + 4).contains(&rank);
                main.push_str(&cell(on_board.then(|| format!("{file}{rank}{board}"))));
            }
            let (left, right) = if white {
                (REGIONS[0], REGIONS[1])
            } else {
                (REGIONS[1], REGIONS[0])
            };
            let line = format!(
                "{} {rank} {} {} {} {}",
                handle(left.1),
                deck_cells(left.0, left.1),
                main,
                deck_cells(right.0, right.1),
                handle(right.1),
            );
            lines.push(line.trim_end().to_owned());
        }
        let (left, right) = if white { ("za", "de") } else { ("ed", "az") };
        let main = if white { "abcd" } else { "dcba" };
        let plain = |s: &str| -> String { s.chars().map(|f| format!(" {f} ")).collect() };
        lines.push(
            format!("        {} {} {}", plain(left), plain(main), plain(right))
                .trim_end()
                .to_owned(),
        );
    }
    lines
}

/// [`board_lines`] with each main board named in `language` ("Brett Schwarz", "Black
/// board"), as the 3D game names its levels.
pub fn board_lines_in(
    position: &Position3,
    language: Language,
    white: bool,
    last: &[String],
    check: Option<&str>,
) -> Vec<String> {
    let heading = |board: char| {
        let on = match board {
            'S' => Board::Black,
            'N' => Board::Neutral,
            _ => Board::White,
        };
        let named = Phrase::new("tridim-main-board").with("level", level(Level::Main(on)));
        shown(&named, language)
    };
    board_lines(position, language, white, last, check, heading)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heading(board: char) -> String {
        format!("Brett {board}")
    }

    /// The starting position as White sits: the Black board on top, each board with its
    /// decks at the corners, the kings on their decks, the pins named with their decks.
    #[test]
    fn the_start_is_drawn_as_white_sits() {
        let lines = board_lines(
            &Position3::start(),
            Language::GERMAN,
            true,
            &[],
            None,
            heading,
        );
        let text = lines.join("\n");
        assert_eq!(lines[0], "Brett S");
        assert_eq!(lines.len(), 3 * 8, "{text}");
        // White's rear decks at the bottom: the king on d0KP1, a rook beside it.
        let rank0 = lines.iter().find(|l| l.contains(" 0 ")).expect("rank 0");
        assert!(rank0.contains(" T  D "), "{rank0}");
        assert!(rank0.ends_with(" K  T"), "{rank0}");
        let rank1 = lines.iter().rfind(|l| l.contains(" 1 ")).expect("rank 1");
        assert!(rank1.starts_with("DP1=w 1"), "{rank1}");
        assert!(rank1.ends_with("KP1=w"), "{rank1}");
        assert!(rank1.contains(" S  L  L  S "), "{rank1}");
        // The empty pins of the Neutral board.
        assert!(text.contains("DP3:-") && text.contains("KP4:-"), "{text}");
        // Black's pieces in small letters on the top board.
        assert!(lines[1].ends_with(" k  t"), "{text}");
    }

    /// The last move carries brackets on both squares, a king in check a frame of `+`;
    /// from Black's side the White board is on top and the files run from e to z.
    #[test]
    fn marks_and_black_s_side() {
        let start = Position3::start();
        let last = vec!["b2W".to_owned(), "b4W".to_owned()];
        let lines = board_lines(
            &start,
            Language::ENGLISH,
            true,
            &last,
            Some("d9KP6"),
            heading,
        );
        let text = lines.join("\n");
        assert!(text.contains("[P]"), "{text}");
        assert!(text.contains("+k+"), "{text}");
        let black = board_lines(&start, Language::ENGLISH, false, &[], None, heading);
        assert_eq!(black[0], "Brett W");
        assert!(
            black[7].contains(" e  d ") && black[7].contains(" d  c  b  a "),
            "{}",
            black[7]
        );
    }
}
