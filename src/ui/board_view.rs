//! The board view for low-vision players and sighted partners: a large, high-contrast board
//! drawn with crossterm's styles.
//!
//! [`render_board`] returns the board as lines of text; the caller prints them and then its line
//! log below. Every square is [`BoardViewOptions::square_width`] characters wide and
//! [`BoardViewOptions::square_height`] lines high with the piece letter in its middle. Rank
//! numbers stand left of the board and file letters under it, as the seat sees them.
//!
//! [`render_board_to_fit`] makes the whole board fit a terminal of a given size, leaving room
//! for the input line and some of the log: the squares shrink, down to one character a square
//! ([`compact_board`], also used in line mode and on braille displays), with ranks side by
//! side when even eight lines do not fit. It is a pure function of the size, so it is tested
//! without a terminal.
//!
//! Nothing depends on colour alone:
//!
//! - pieces are the language's letters (German `K D T L S B`, English `K Q R B N P`), white
//!   pieces in upper case and black pieces in lower case;
//! - the two squares of the last move carry brackets, `[` at their left edge and `]` at their
//!   right edge, on every line of the square;
//! - the square of a king in check carries a frame of `+`: at both edges of every line and, when
//!   the square is at least three lines high, along its top and bottom lines;
//! - with [`Theme::Mono`] the dark squares are filled with `·` (marked squares are not, so the
//!   mark stands out).
//!
//! The colour themes add colour on top of the shapes: [`Theme::Classic`] paints brown squares,
//! an olive last move and a red check; [`Theme::HighContrast`] uses black, white and yellow only.

use std::fmt::Write as _;

use crossterm::style::{
    Attribute, Color as TermColor, Colored, SetAttribute, SetBackgroundColor, SetForegroundColor,
};
use serde::{Deserialize, Serialize};
use shakmaty::{Board, Color, File, Move, Rank, Square};

use crate::language::Language;

/// Colours of the board view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// Light and dark squares in soft browns. Both are mid-tones, so white (bold white) and
    /// black (bold black) pieces keep a contrast of at least 3:1 on every square. The last
    /// move is olive, the check red.
    #[default]
    Classic,
    /// Black, white and yellow only: the strongest contrast. Light squares are white with black
    /// letters, dark squares black with white letters; the last move is yellow with black
    /// letters, the king in check yellow on black.
    HighContrast,
    /// No colour at all: pieces and marks by shape only, dark squares filled with `·`. The lines
    /// contain no escape codes.
    Mono,
}

impl Theme {
    /// The theme the board is really drawn in: [`Theme::Mono`] when crossterm leaves colours
    /// out (the `NO_COLOR` environment variable is set, <https://no-color.org/>), so the squares
    /// stay distinguishable by shape; otherwise the theme itself.
    pub fn in_effect(self) -> Theme {
        if self != Theme::Mono && Colored::ansi_color_disabled_memoized() {
            Theme::Mono
        } else {
            self
        }
    }
}

/// How the board view is drawn.
///
/// Values read from a configuration file may be anything; [`BoardViewOptions::normalised`]
/// clamps them to what can be drawn, and [`render_board`] and [`board_width`] normalise
/// before they use them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct BoardViewOptions {
    /// Characters across one square, from [`BoardViewOptions::MIN_SQUARE_WIDTH`] to
    /// [`BoardViewOptions::MAX_SQUARE_WIDTH`].
    pub square_width: u16,
    /// Lines down one square, from [`BoardViewOptions::MIN_SQUARE_HEIGHT`] to
    /// [`BoardViewOptions::MAX_SQUARE_HEIGHT`].
    pub square_height: u16,
    /// The colours.
    pub theme: Theme,
}

impl Default for BoardViewOptions {
    fn default() -> Self {
        BoardViewOptions {
            square_width: 7,
            square_height: 3,
            theme: Theme::Classic,
        }
    }
}

impl BoardViewOptions {
    /// The narrowest square: a mark, the piece letter, a mark.
    pub const MIN_SQUARE_WIDTH: u16 = 3;
    /// The widest square.
    pub const MAX_SQUARE_WIDTH: u16 = 15;
    /// The lowest square: one line.
    pub const MIN_SQUARE_HEIGHT: u16 = 1;
    /// The highest square.
    pub const MAX_SQUARE_HEIGHT: u16 = 7;

    /// The options with the square size clamped to what can be drawn (for values read from a
    /// configuration file): width 3 to 15, height 1 to 7. The theme is kept.
    #[must_use]
    pub fn normalised(self) -> Self {
        BoardViewOptions {
            square_width: self
                .square_width
                .clamp(Self::MIN_SQUARE_WIDTH, Self::MAX_SQUARE_WIDTH),
            square_height: self
                .square_height
                .clamp(Self::MIN_SQUARE_HEIGHT, Self::MAX_SQUARE_HEIGHT),
            theme: self.theme,
        }
    }
}

/// What to draw besides the pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardMarks {
    /// The last move, marked on its two squares by shape as well as colour. For castling these
    /// are the king's squares (e1 and g1 for `O-O`); for a drop only the square dropped on.
    pub last_move: Option<Move>,
    /// The king in check, marked by shape as well as colour.
    pub check: Option<Square>,
    /// The side that sits at the bottom (the seat the board is seen from).
    pub bottom: Color,
}

/// Columns to the left of the board for the rank numbers: a space, the digit, a space.
const RANK_LABEL_WIDTH: u16 = 3;

/// What fills the dark squares with [`Theme::Mono`].
pub const MONO_DARK_FILL: char = '·';

/// The columns the board view needs (rank numbers included) with these options, normalised:
/// every line [`render_board`] returns is this wide on the screen.
pub fn board_width(options: &BoardViewOptions) -> u16 {
    let options = options.normalised();
    RANK_LABEL_WIDTH + 8 * options.square_width
}

/// The lines the board view needs with these options, normalised: eight ranks of squares and
/// the line of file letters; [`render_board`] returns this many lines.
pub fn board_height(options: &BoardViewOptions) -> u16 {
    let options = options.normalised();
    8 * options.square_height + 1
}

pub use crate::notation::piece_char;

/// The board as lines of text with crossterm's colour codes (none with [`Theme::Mono`]).
///
/// There are [`board_height`] lines, each [`board_width`] columns wide on the screen: eight
/// ranks of squares, each rank [`BoardViewOptions::square_height`] lines with its number left
/// of the middle line, then the file letters under the middle of their squares. With
/// `marks.bottom` white, rank 8 is at the top and the a-file on the left; with black, rank 1 is
/// at the top and the h-file on the left. A coloured line ends by resetting the colours and
/// attributes; no line moves the cursor or ends with a newline.
pub fn render_board(
    board: &Board,
    marks: BoardMarks,
    options: &BoardViewOptions,
    language: Language,
) -> Vec<String> {
    let options = options.normalised();
    let theme = options.theme.in_effect();
    let width = usize::from(options.square_width);
    let height = usize::from(options.square_height);
    let middle_line = (height - 1) / 2;
    let middle_column = (width - 1) / 2;
    let last_move = last_move_squares(marks.last_move);

    let mut lines = Vec::with_capacity(usize::from(board_height(&options)));
    for row in 0..8u32 {
        let rank = match marks.bottom {
            Color::White => Rank::new(7 - row),
            Color::Black => Rank::new(row),
        };
        for line in 0..height {
            let mut cells = Vec::with_capacity(usize::from(board_width(&options)));
            let label = if line == middle_line {
                rank.char()
            } else {
                ' '
            };
            let label_style = coordinate_style(theme);
            cells.extend([' ', label, ' '].map(|ch| Cell::new(ch, label_style)));
            for column in 0..8u32 {
                let file = match marks.bottom {
                    Color::White => File::new(column),
                    Color::Black => File::new(7 - column),
                };
                let square = Square::from_coords(file, rank);
                let mark = if marks.check == Some(square) {
                    Mark::Check
                } else if last_move.contains(&Some(square)) {
                    Mark::LastMove
                } else {
                    Mark::None
                };
                let paint = Paint::of(theme, square.is_light(), mark);
                let piece = board.piece_at(square);
                for x in 0..width {
                    let edge = x == 0 || x == width - 1;
                    let frame_line = height >= 3 && (line == 0 || line == height - 1);
                    let cell = if mark == Mark::Check && (edge || frame_line) {
                        Cell::new('+', paint.mark)
                    } else if mark == Mark::LastMove && edge {
                        Cell::new(if x == 0 { '[' } else { ']' }, paint.mark)
                    } else if let (Some(piece), true) =
                        (piece, line == middle_line && x == middle_column)
                    {
                        let style = match piece.color {
                            Color::White => paint.white_piece,
                            Color::Black => paint.black_piece,
                        };
                        Cell::new(piece_char(piece.role, piece.color, language), style)
                    } else if theme == Theme::Mono
                        && mark == Mark::None
                        && square.is_dark()
                        && !(piece.is_some()
                            && line == middle_line
                            && width >= 5
                            && x.abs_diff(middle_column) == 1)
                    {
                        Cell::new(MONO_DARK_FILL, paint.square)
                    } else {
                        Cell::new(' ', paint.square)
                    };
                    cells.push(cell);
                }
            }
            lines.push(paint_line(&cells));
        }
    }

    let mut cells =
        vec![Cell::new(' ', coordinate_style(theme)); usize::from(board_width(&options))];
    for column in 0..8u32 {
        let file = match marks.bottom {
            Color::White => File::new(column),
            Color::Black => File::new(7 - column),
        };
        let x = usize::from(RANK_LABEL_WIDTH) + column as usize * width + middle_column;
        cells[x].ch = file.char();
    }
    lines.push(paint_line(&cells));
    lines
}

/// Rows of the terminal kept free under the board view: the input line and two lines of the
/// log.
pub const ROWS_KEPT_FREE: u16 = 3;

/// The smallest terminal the compact board of [`compact_board`] fits into with
/// [`ROWS_KEPT_FREE`] rows to spare: (columns, rows).
pub const COMPACT_TERMINAL: (u16, u16) = (10, 9 + ROWS_KEPT_FREE);

/// The board fitted into a terminal of `size` (columns, rows), leaving [`ROWS_KEPT_FREE`]
/// rows free: every line is at most `size.0` columns wide on the screen, and there are at
/// most `size.1 - ROWS_KEPT_FREE` lines.
///
/// The squares are as large as `options` ask, or smaller where the terminal is smaller: they
/// lose lines and columns down to one line of three columns (a mark, the piece letter, a
/// mark). Below that every square is one character (see [`compact_board`]): first the eight
/// ranks under each other with the file letters below, then without the file letters, then
/// two, four or all eight ranks on a line, with or without a space after the rank number.
/// `None` when not even all eight ranks on one line fit.
pub fn render_board_to_fit(
    board: &Board,
    marks: BoardMarks,
    options: &BoardViewOptions,
    language: Language,
    size: (u16, u16),
) -> Option<Vec<String>> {
    let options = options.normalised();
    let (columns, rows) = (size.0, size.1.saturating_sub(ROWS_KEPT_FREE));
    let fitted = BoardViewOptions {
        square_width: options
            .square_width
            .min(columns.saturating_sub(RANK_LABEL_WIDTH) / 8),
        square_height: options.square_height.min(rows.saturating_sub(1) / 8),
        theme: options.theme,
    };
    if fitted.square_width >= BoardViewOptions::MIN_SQUARE_WIDTH
        && fitted.square_height >= BoardViewOptions::MIN_SQUARE_HEIGHT
    {
        return Some(render_board(board, marks, &fitted, language));
    }
    let theme = options.theme.in_effect();
    COMPACT_LAYOUTS
        .iter()
        .find(|layout| layout.width() <= columns && layout.height() <= rows)
        .map(|layout| compact_lines(board, marks, theme, language, *layout))
}

/// The board with one character a square, for line mode and braille displays: ten columns
/// and nine lines, each rank its number, a space and its eight squares (`8 tsldklst`), then
/// the file letters. Empty squares are `.` with [`Theme::Mono`] and coloured blanks with the
/// other themes; the last move and a check are marked only by colour (there is no room for
/// a mark of shape).
pub fn compact_board(
    board: &Board,
    marks: BoardMarks,
    options: &BoardViewOptions,
    language: Language,
) -> Vec<String> {
    compact_lines(
        board,
        marks,
        options.theme.in_effect(),
        language,
        COMPACT_LAYOUTS[0],
    )
}

/// What fills an empty square of one character with [`Theme::Mono`].
pub const COMPACT_EMPTY: char = '.';

/// How a board of one character a square is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Compact {
    /// Ranks side by side on one line: 1, 2, 4 or 8.
    ranks_per_line: u16,
    /// Whether a line of file letters follows.
    files: bool,
    /// Whether a space stands between the rank number and the squares.
    gap: bool,
}

impl Compact {
    const fn new(ranks_per_line: u16, files: bool, gap: bool) -> Compact {
        Compact {
            ranks_per_line,
            files,
            gap,
        }
    }

    /// Columns of one rank: its number, the space if any, eight squares.
    const fn rank_width(self) -> u16 {
        1 + self.gap as u16 + 8
    }

    /// Columns of a line: the ranks on it, a space between two.
    const fn width(self) -> u16 {
        self.ranks_per_line * (self.rank_width() + 1) - 1
    }

    /// Lines of the board.
    const fn height(self) -> u16 {
        8 / self.ranks_per_line + self.files as u16
    }
}

/// The layouts of one character a square, most readable first.
const COMPACT_LAYOUTS: [Compact; 16] = [
    Compact::new(1, true, true),
    Compact::new(1, true, false),
    Compact::new(1, false, true),
    Compact::new(1, false, false),
    Compact::new(2, true, true),
    Compact::new(2, true, false),
    Compact::new(2, false, true),
    Compact::new(2, false, false),
    Compact::new(4, true, true),
    Compact::new(4, true, false),
    Compact::new(4, false, true),
    Compact::new(4, false, false),
    Compact::new(8, true, true),
    Compact::new(8, true, false),
    Compact::new(8, false, true),
    Compact::new(8, false, false),
];

/// The board with one character a square in `layout`.
fn compact_lines(
    board: &Board,
    marks: BoardMarks,
    theme: Theme,
    language: Language,
    layout: Compact,
) -> Vec<String> {
    let (ranks, files) = seen_from(marks.bottom);
    let last_move = last_move_squares(marks.last_move);
    let label = coordinate_style(theme);
    let per_line = usize::from(layout.ranks_per_line);
    let mut lines = Vec::with_capacity(usize::from(layout.height()));
    for group in ranks.chunks(per_line) {
        let mut cells = Vec::with_capacity(usize::from(layout.width()));
        for (i, rank) in group.iter().enumerate() {
            if i > 0 {
                cells.push(Cell::new(' ', label));
            }
            cells.push(Cell::new(rank.char(), label));
            if layout.gap {
                cells.push(Cell::new(' ', label));
            }
            for file in files {
                let square = Square::from_coords(file, *rank);
                let mark = if marks.check == Some(square) {
                    Mark::Check
                } else if last_move.contains(&Some(square)) {
                    Mark::LastMove
                } else {
                    Mark::None
                };
                let paint = Paint::of(theme, square.is_light(), mark);
                cells.push(match board.piece_at(square) {
                    Some(piece) => {
                        let style = match piece.color {
                            Color::White => paint.white_piece,
                            Color::Black => paint.black_piece,
                        };
                        Cell::new(piece_char(piece.role, piece.color, language), style)
                    }
                    None if theme == Theme::Mono => Cell::new(COMPACT_EMPTY, paint.square),
                    None => Cell::new(' ', paint.square),
                });
            }
        }
        lines.push(paint_line(&cells));
    }
    if layout.files {
        let mut cells = Vec::with_capacity(usize::from(layout.width()));
        for i in 0..per_line {
            if i > 0 {
                cells.push(Cell::new(' ', label));
            }
            cells.push(Cell::new(' ', label));
            if layout.gap {
                cells.push(Cell::new(' ', label));
            }
            cells.extend(files.map(|file| Cell::new(file.char(), label)));
        }
        lines.push(paint_line(&cells));
    }
    lines
}

/// The ranks from top to bottom and the files from left to right, as the seat at `bottom`
/// sees them.
fn seen_from(bottom: Color) -> ([Rank; 8], [File; 8]) {
    let mut ranks = Rank::ALL;
    let mut files = File::ALL;
    match bottom {
        Color::White => ranks.reverse(),
        Color::Black => files.reverse(),
    }
    (ranks, files)
}

/// The squares the last move is marked on: where the piece came from (none for a drop) and
/// where it went; for castling the king's squares.
fn last_move_squares(last_move: Option<Move>) -> [Option<Square>; 2] {
    match last_move {
        None => [None, None],
        Some(Move::Castle { king, rook }) => {
            let side = shakmaty::CastlingSide::from_king_side(king < rook);
            [
                Some(king),
                Some(Square::from_coords(side.king_to_file(), king.rank())),
            ]
        }
        Some(m) => [m.from(), Some(m.to())],
    }
}

/// Which mark a square carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mark {
    None,
    LastMove,
    Check,
}

/// The look of one character cell; the default is the terminal's own (no escape codes).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Style {
    fg: Option<TermColor>,
    bg: Option<TermColor>,
    bold: bool,
}

impl Style {
    const fn bold(fg: TermColor, bg: TermColor) -> Style {
        Style {
            fg: Some(fg),
            bg: Some(bg),
            bold: true,
        }
    }

    const fn background(bg: TermColor) -> Style {
        Style {
            fg: None,
            bg: Some(bg),
            bold: false,
        }
    }
}

/// One character on the screen and its look.
#[derive(Clone, Copy, Debug)]
struct Cell {
    ch: char,
    style: Style,
}

impl Cell {
    const fn new(ch: char, style: Style) -> Cell {
        Cell { ch, style }
    }
}

/// The looks within one square.
struct Paint {
    /// Blanks and the Mono fill.
    square: Style,
    white_piece: Style,
    black_piece: Style,
    /// The brackets of the last move and the frame of the check.
    mark: Style,
}

/// [`Theme::Classic`] in the 256-colour palette (which more terminals show than 24-bit colour).
/// The squares are mid-tone browns, so that both bold white and bold black letters keep a
/// contrast of at least 3:1 on every square, the last move and the check included.
/// Light squares: (175, 135, 95).
const CLASSIC_LIGHT: TermColor = TermColor::AnsiValue(137);
/// Dark squares: (135, 95, 0).
const CLASSIC_DARK: TermColor = TermColor::AnsiValue(94);
/// The last move: olive (135, 135, 0).
const CLASSIC_LAST_MOVE: TermColor = TermColor::AnsiValue(100);
/// The king in check: red (215, 0, 0).
const CLASSIC_CHECK: TermColor = TermColor::AnsiValue(160);
/// White pieces: (255, 255, 255).
const CLASSIC_WHITE_PIECE: TermColor = TermColor::AnsiValue(231);
/// Black pieces and the last move's brackets: (0, 0, 0).
const CLASSIC_BLACK_PIECE: TermColor = TermColor::AnsiValue(16);
/// The frame of the check: yellow (255, 255, 0).
const CLASSIC_CHECK_MARK: TermColor = TermColor::AnsiValue(226);

impl Paint {
    fn of(theme: Theme, light: bool, mark: Mark) -> Paint {
        match theme {
            Theme::Mono => Paint {
                square: Style::default(),
                white_piece: Style::default(),
                black_piece: Style::default(),
                mark: Style::default(),
            },
            Theme::Classic => {
                let bg = match (mark, light) {
                    (Mark::Check, _) => CLASSIC_CHECK,
                    (Mark::LastMove, _) => CLASSIC_LAST_MOVE,
                    (Mark::None, true) => CLASSIC_LIGHT,
                    (Mark::None, false) => CLASSIC_DARK,
                };
                let mark_fg = match mark {
                    Mark::Check => CLASSIC_CHECK_MARK,
                    _ => CLASSIC_BLACK_PIECE,
                };
                Paint {
                    square: Style::background(bg),
                    white_piece: Style::bold(CLASSIC_WHITE_PIECE, bg),
                    black_piece: Style::bold(CLASSIC_BLACK_PIECE, bg),
                    mark: Style::bold(mark_fg, bg),
                }
            }
            Theme::HighContrast => {
                let (fg, bg) = match (mark, light) {
                    (Mark::Check, _) => (TermColor::Yellow, TermColor::Black),
                    (Mark::LastMove, _) => (TermColor::Black, TermColor::Yellow),
                    (Mark::None, true) => (TermColor::Black, TermColor::White),
                    (Mark::None, false) => (TermColor::White, TermColor::Black),
                };
                let style = Style::bold(fg, bg);
                Paint {
                    square: style,
                    white_piece: style,
                    black_piece: style,
                    mark: style,
                }
            }
        }
    }
}

/// The look of the rank numbers and file letters.
fn coordinate_style(theme: Theme) -> Style {
    match theme {
        Theme::Mono => Style::default(),
        Theme::Classic => Style {
            bold: true,
            ..Style::default()
        },
        Theme::HighContrast => Style::bold(TermColor::White, TermColor::Black),
    }
}

/// One line of cells as text: escape codes only where the look changes, and a reset at the end
/// if anything was coloured.
fn paint_line(cells: &[Cell]) -> String {
    let mut text = String::with_capacity(cells.len() * 4);
    let mut current = Style::default();
    for cell in cells {
        if cell.style != current {
            if current != Style::default() {
                let _ = write!(text, "{}", SetAttribute(Attribute::Reset));
            }
            if cell.style.bold {
                let _ = write!(text, "{}", SetAttribute(Attribute::Bold));
            }
            if let Some(fg) = cell.style.fg {
                let _ = write!(text, "{}", SetForegroundColor(fg));
            }
            if let Some(bg) = cell.style.bg {
                let _ = write!(text, "{}", SetBackgroundColor(bg));
            }
            current = cell.style;
        }
        text.push(cell.ch);
    }
    if current != Style::default() {
        let _ = write!(text, "{}", SetAttribute(Attribute::Reset));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;
    use shakmaty::san::San;
    use shakmaty::{CastlingMode, Chess, Position};

    /// The position after some SAN moves from the start, and the last of them.
    fn after(moves: &[&str]) -> (Chess, Option<Move>) {
        let mut position = Chess::default();
        let mut last = None;
        for san in moves {
            let m = san.parse::<San>().unwrap().to_move(&position).unwrap();
            position.play_unchecked(m);
            last = Some(m);
        }
        (position, last)
    }

    fn from_fen(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn marks_of(position: &Chess, last_move: Option<Move>, bottom: Color) -> BoardMarks {
        BoardMarks {
            last_move,
            check: position
                .board()
                .king_of(position.turn())
                .filter(|_| position.is_check()),
            bottom,
        }
    }

    fn options(square_width: u16, square_height: u16, theme: Theme) -> BoardViewOptions {
        BoardViewOptions {
            square_width,
            square_height,
            theme,
        }
    }

    /// The text without escape sequences (CSI `ESC [ … final byte`).
    fn strip_ansi(line: &str) -> String {
        let mut out = String::new();
        let mut chars = line.chars();
        while let Some(c) = chars.next() {
            if c == '\x1b' {
                assert_eq!(chars.next(), Some('['), "only CSI sequences: {line:?}");
                for c in chars.by_ref() {
                    if ('@'..='~').contains(&c) {
                        break;
                    }
                }
            } else {
                out.push(c);
            }
        }
        out
    }

    /// The parameters of every escape sequence in the lines, e.g. `"38;5;15"`, each checked to
    /// be SGR (ending in `m`).
    fn sgr_parameters(lines: &[String]) -> Vec<String> {
        let mut found = Vec::new();
        for line in lines {
            let mut rest = line.as_str();
            while let Some(start) = rest.find('\x1b') {
                let sequence = &rest[start..];
                assert!(sequence.starts_with("\x1b["), "{line:?}");
                let end = sequence
                    .find(|c: char| ('@'..='~').contains(&c) && c != '[')
                    .unwrap();
                assert_eq!(&sequence[end..=end], "m", "only SGR sequences: {line:?}");
                found.push(sequence[2..end].to_owned());
                rest = &sequence[end + 1..];
            }
        }
        found
    }

    /// The text of one square in a Mono board: one string per line of the square.
    fn square_text(
        lines: &[String],
        square: Square,
        bottom: Color,
        options: &BoardViewOptions,
    ) -> Vec<String> {
        let (w, h) = (
            usize::from(options.square_width),
            usize::from(options.square_height),
        );
        let (row, column) = match bottom {
            Color::White => (7 - square.rank() as usize, square.file() as usize),
            Color::Black => (square.rank() as usize, 7 - square.file() as usize),
        };
        (0..h)
            .map(|line| {
                lines[row * h + line]
                    .chars()
                    .skip(3 + column * w)
                    .take(w)
                    .collect()
            })
            .collect()
    }

    fn colours_on() -> bool {
        !Colored::ansi_color_disabled_memoized()
    }

    const SIZES: [(u16, u16); 6] = [(3, 1), (4, 2), (5, 3), (7, 3), (9, 4), (15, 7)];
    const THEMES: [Theme; 3] = [Theme::Classic, Theme::HighContrast, Theme::Mono];

    #[test]
    fn line_count_is_eight_ranks_of_squares_and_the_file_letters() {
        let (position, last) = after(&["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]);
        for (w, h) in SIZES {
            for theme in THEMES {
                let options = options(w, h, theme);
                for bottom in [Color::White, Color::Black] {
                    let lines = render_board(
                        position.board(),
                        marks_of(&position, last, bottom),
                        &options,
                        Language::GERMAN,
                    );
                    assert_eq!(lines.len(), usize::from(8 * h + 1));
                    assert_eq!(lines.len(), usize::from(board_height(&options)));
                }
            }
        }
    }

    #[test]
    fn every_line_is_as_wide_as_board_width() {
        let (position, last) = after(&["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]);
        for (w, h) in SIZES
            .into_iter()
            .chain([(0, 0), (1, 100), (u16::MAX, u16::MAX)])
        {
            for theme in THEMES {
                let options = options(w, h, theme);
                let width = usize::from(board_width(&options));
                for bottom in [Color::White, Color::Black] {
                    let lines = render_board(
                        position.board(),
                        marks_of(&position, last, bottom),
                        &options,
                        Language::ENGLISH,
                    );
                    for line in &lines {
                        let visible = strip_ansi(line);
                        assert_eq!(
                            visible.chars().count(),
                            width,
                            "{theme:?} {w}x{h}: {visible:?}"
                        );
                        assert!(!visible.contains(['\n', '\r']));
                    }
                }
            }
        }
    }

    #[test]
    fn board_width_counts_the_rank_numbers_and_eight_squares() {
        assert_eq!(board_width(&options(7, 3, Theme::Classic)), 3 + 56);
        assert_eq!(board_width(&options(3, 1, Theme::Mono)), 27);
        assert_eq!(board_width(&options(0, 0, Theme::Mono)), 27);
        assert_eq!(board_width(&options(200, 1, Theme::Mono)), 3 + 8 * 15);
        assert_eq!(board_width(&BoardViewOptions::default()), 59);
    }

    #[test]
    fn normalised_clamps_the_square_size_and_keeps_the_theme() {
        let clamped = options(0, 0, Theme::HighContrast).normalised();
        assert_eq!(clamped, options(3, 1, Theme::HighContrast));
        let clamped = options(99, 99, Theme::Mono).normalised();
        assert_eq!(clamped, options(15, 7, Theme::Mono));
        let kept = options(9, 4, Theme::Classic);
        assert_eq!(kept.normalised(), kept);
        assert_eq!(
            BoardViewOptions::default().normalised(),
            BoardViewOptions::default()
        );
    }

    #[test]
    fn options_from_a_config_file_are_clamped() {
        let read: BoardViewOptions =
            toml::from_str("square_width = 1\nsquare_height = 40\ntheme = \"high-contrast\"\n")
                .unwrap();
        assert_eq!(read.normalised(), options(3, 7, Theme::HighContrast));
        let partial: BoardViewOptions = toml::from_str("theme = \"mono\"").unwrap();
        assert_eq!(partial.normalised(), options(7, 3, Theme::Mono));
    }

    #[test]
    fn white_at_the_bottom_puts_a1_bottom_left() {
        let position = from_fen("4k3/8/8/8/8/8/8/Rn5K w - - 0 1");
        let options = options(3, 1, Theme::Mono);
        let lines = render_board(
            position.board(),
            marks_of(&position, None, Color::White),
            &options,
            Language::ENGLISH,
        );
        assert_eq!(lines[0], " 8    ···   ··· k ···   ···");
        assert_eq!(lines[7], " 1 ·R· n ···   ···   ··· K ");
        assert_eq!(lines[8], "    a  b  c  d  e  f  g  h ");
    }

    #[test]
    fn black_at_the_bottom_puts_a1_top_right() {
        let position = from_fen("4k3/8/8/8/8/8/8/Rn5K w - - 0 1");
        let options = options(3, 1, Theme::Mono);
        let lines = render_board(
            position.board(),
            marks_of(&position, None, Color::Black),
            &options,
            Language::ENGLISH,
        );
        assert_eq!(lines[0], " 1  K ···   ···   ··· n ·R·");
        assert_eq!(lines[7], " 8 ···   ··· k ···   ···   ");
        assert_eq!(lines[8], "    h  g  f  e  d  c  b  a ");
    }

    /// Whether a Mono square carries the last-move brackets on every line.
    fn has_brackets(text: &[String]) -> bool {
        text.iter()
            .all(|line| line.starts_with('[') && line.ends_with(']'))
    }

    /// Whether a Mono square carries the check frame of `+`.
    fn has_check_frame(text: &[String]) -> bool {
        let sides = text
            .iter()
            .all(|line| line.starts_with('+') && line.ends_with('+'));
        let ends = text.len() < 3
            || [text.first(), text.last()]
                .iter()
                .all(|line| line.unwrap().chars().all(|c| c == '+'));
        sides && ends
    }

    fn any_mark(text: &[String]) -> bool {
        text.iter().any(|line| line.contains(['[', ']', '+']))
    }

    #[test]
    fn last_move_is_bracketed_on_exactly_its_two_squares() {
        let (position, last) = after(&["e4"]);
        for (w, h) in SIZES {
            let options = options(w, h, Theme::Mono);
            for bottom in [Color::White, Color::Black] {
                let lines = render_board(
                    position.board(),
                    marks_of(&position, last, bottom),
                    &options,
                    Language::GERMAN,
                );
                for square in Square::ALL {
                    let text = square_text(&lines, square, bottom, &options);
                    if square == Square::E2 || square == Square::E4 {
                        assert!(has_brackets(&text), "{square} {w}x{h}: {text:?}");
                    } else {
                        assert!(!any_mark(&text), "{square} {w}x{h}: {text:?}");
                    }
                }
                let e4 = square_text(&lines, Square::E4, bottom, &options);
                assert!(e4[usize::from(h - 1) / 2].contains('B'), "{e4:?}");
            }
        }
    }

    #[test]
    fn check_is_framed_on_exactly_the_king_and_differs_from_the_last_move() {
        let (position, last) = after(&["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]);
        assert!(position.is_check());
        for (w, h) in SIZES {
            let options = options(w, h, Theme::Mono);
            for bottom in [Color::White, Color::Black] {
                let lines = render_board(
                    position.board(),
                    marks_of(&position, last, bottom),
                    &options,
                    Language::ENGLISH,
                );
                for square in Square::ALL {
                    let text = square_text(&lines, square, bottom, &options);
                    match square {
                        Square::E8 => {
                            assert!(has_check_frame(&text), "{square} {w}x{h}: {text:?}");
                            assert!(!text.concat().contains(['[', ']']));
                            assert!(text[usize::from(h - 1) / 2].contains('k'), "{text:?}");
                        }
                        Square::H5 | Square::F7 => {
                            assert!(has_brackets(&text), "{square} {w}x{h}: {text:?}");
                            assert!(!text.concat().contains('+'));
                        }
                        _ => assert!(!any_mark(&text), "{square} {w}x{h}: {text:?}"),
                    }
                }
            }
        }
    }

    #[test]
    fn castling_marks_the_kings_two_squares() {
        let (position, last) = after(&["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O"]);
        let options = options(5, 1, Theme::Mono);
        let lines = render_board(
            position.board(),
            marks_of(&position, last, Color::White),
            &options,
            Language::GERMAN,
        );
        for square in Square::ALL {
            let text = square_text(&lines, square, Color::White, &options);
            assert_eq!(
                has_brackets(&text),
                square == Square::E1 || square == Square::G1,
                "{square}: {text:?}"
            );
        }
    }

    #[test]
    fn mono_has_no_escape_codes_and_fills_only_dark_squares() {
        let (position, last) = after(&["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]);
        for (w, h) in SIZES {
            let options = options(w, h, Theme::Mono);
            let lines = render_board(
                position.board(),
                marks_of(&position, last, Color::White),
                &options,
                Language::GERMAN,
            );
            assert!(lines.iter().all(|line| !line.contains('\x1b')));
            let empty = Chess::default();
            let lines = render_board(
                empty.board(),
                marks_of(&empty, None, Color::White),
                &options,
                Language::GERMAN,
            );
            for square in [Square::A3, Square::D4, Square::H6] {
                let text = square_text(&lines, square, Color::White, &options).concat();
                assert!(
                    text.chars().all(|c| c == MONO_DARK_FILL),
                    "{square}: {text:?}"
                );
            }
            for square in [Square::B3, Square::E4, Square::G6] {
                let text = square_text(&lines, square, Color::White, &options).concat();
                assert!(text.chars().all(|c| c == ' '), "{square}: {text:?}");
            }
        }
    }

    #[test]
    fn high_contrast_uses_black_white_and_yellow_only() {
        let (position, last) = after(&["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]);
        let allowed = [
            "0", "1", // reset, bold
            "38;5;0", "38;5;15", "38;5;11", // black, white, yellow letters
            "48;5;0", "48;5;15", "48;5;11", // black, white, yellow squares
        ];
        for (w, h) in SIZES {
            let options = options(w, h, Theme::HighContrast);
            for bottom in [Color::White, Color::Black] {
                let lines = render_board(
                    position.board(),
                    marks_of(&position, last, bottom),
                    &options,
                    Language::ENGLISH,
                );
                let parameters = sgr_parameters(&lines);
                if !colours_on() {
                    assert!(parameters.is_empty(), "NO_COLOR draws Mono");
                    continue;
                }
                for p in &parameters {
                    assert!(allowed.contains(&p.as_str()), "{p:?}");
                }
                for colour in ["48;5;0", "48;5;15", "48;5;11", "38;5;11"] {
                    assert!(parameters.iter().any(|p| p == colour), "{colour} unused");
                }
                // Every coloured line ends with a reset, so the log below is unaffected.
                assert!(lines.iter().all(|line| line.ends_with("\x1b[0m")));
            }
        }
    }

    #[test]
    fn classic_paints_white_and_black_pieces_in_different_colours() {
        if !colours_on() {
            return;
        }
        let position = Chess::default();
        let options = options(3, 1, Theme::Classic);
        let lines = render_board(
            position.board(),
            marks_of(&position, None, Color::White),
            &options,
            Language::ENGLISH,
        );
        // The colour in force just before a letter.
        let colour_before = |line: &str, letter: char| {
            let at = line.find(letter).unwrap();
            let fg = line[..at].rfind("\x1b[38;").unwrap();
            line[fg..at].split('m').next().unwrap().to_owned()
        };
        let white = colour_before(&lines[7], 'R');
        let black = colour_before(&lines[0], 'r');
        assert_ne!(white, black);
        assert!(lines[7].contains("\x1b[1m"), "pieces are bold");
        let strip: Vec<String> = lines.iter().map(|l| strip_ansi(l)).collect();
        assert_eq!(strip[0], " 8  r  n  b  q  k  b  n  r ");
        assert_eq!(strip[7], " 1  R  N  B  Q  K  B  N  R ");
    }

    #[test]
    fn square_size_puts_the_letter_in_the_middle() {
        let position = Chess::default();
        for (w, h) in SIZES {
            let options = options(w, h, Theme::Mono);
            let lines = render_board(
                position.board(),
                marks_of(&position, None, Color::White),
                &options,
                Language::GERMAN,
            );
            let (w, h) = (usize::from(w), usize::from(h));
            // The white king on e1: the middle line of the lowest rank, the middle of the fifth
            // square.
            let line: Vec<char> = lines[7 * h + (h - 1) / 2].chars().collect();
            assert_eq!(line[3 + 4 * w + (w - 1) / 2], 'K');
            assert_eq!(line[1], '1');
            // The other lines of e1 hold no letter.
            for other in (0..h).filter(|&l| l != (h - 1) / 2) {
                let text = square_text(&lines, Square::E1, Color::White, &options);
                assert!(
                    text[other].chars().all(|c| c == ' ' || c == MONO_DARK_FILL),
                    "{text:?}"
                );
            }
            // The file letter under the middle of its squares.
            let files: Vec<char> = lines[8 * h].chars().collect();
            assert_eq!(files[3 + 4 * w + (w - 1) / 2], 'e');
            for square in [Square::A1, Square::H8, Square::D5] {
                let text = square_text(&lines, square, Color::White, &options);
                assert_eq!(text.len(), h);
                assert!(text.iter().all(|line| line.chars().count() == w));
            }
        }
    }

    #[test]
    fn pieces_are_the_languages_letters_in_upper_and_lower_case() {
        let position = Chess::default();
        let options = options(3, 1, Theme::Mono);
        let render = |language| {
            render_board(
                position.board(),
                marks_of(&position, None, Color::White),
                &options,
                language,
            )
        };
        let german = render(Language::GERMAN);
        assert_eq!(german[0], " 8  t ·s· l ·d· k ·l· s ·t·");
        assert_eq!(german[1], " 7 ·b· b ·b· b ·b· b ·b· b ");
        assert_eq!(german[6], " 2  B ·B· B ·B· B ·B· B ·B·");
        assert_eq!(german[7], " 1 ·T· S ·L· D ·K· L ·S· T ");
        let english = render(Language::ENGLISH);
        assert_eq!(english[0], " 8  r ·n· b ·q· k ·b· n ·r·");
        assert_eq!(english[7], " 1 ·R· N ·B· Q ·K· B ·N· R ");
        assert_eq!(english[1], " 7 ·p· p ·p· p ·p· p ·p· p ");
    }

    /// The terminals of issue 16 and some at the edges of the layouts.
    const TERMINALS: [(u16, u16); 12] = [
        (80, 24),
        (60, 20),
        (40, 12),
        (20, 10),
        (200, 60),
        (27, 12),
        (26, 40),
        (10, 12),
        (9, 11),
        (19, 7),
        (39, 5),
        (87, 4),
    ];

    /// The piece letters of a rendered board, sorted: every letter on a line that is not
    /// the line of file letters.
    fn piece_letters(visible: &[String]) -> Vec<char> {
        let mut letters: Vec<char> = visible
            .iter()
            .filter(|line| !line.chars().all(|c| c == ' ' || ('a'..='h').contains(&c)))
            .flat_map(|line| line.chars().filter(char::is_ascii_alphabetic))
            .collect();
        letters.sort_unstable();
        letters
    }

    /// The letters the pieces of a position are drawn with, sorted.
    fn expected_letters(position: &Chess, language: Language) -> Vec<char> {
        let mut letters: Vec<char> = Square::ALL
            .iter()
            .filter_map(|&sq| position.board().piece_at(sq))
            .map(|piece| piece_char(piece.role, piece.color, language))
            .collect();
        letters.sort_unstable();
        letters
    }

    #[test]
    fn the_whole_board_fits_every_terminal() {
        let (position, last) = after(&["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]);
        for size in TERMINALS {
            let rows = usize::from(size.1 - ROWS_KEPT_FREE);
            for theme in THEMES {
                for bottom in [Color::White, Color::Black] {
                    let lines = render_board_to_fit(
                        position.board(),
                        marks_of(&position, last, bottom),
                        &options(7, 3, theme),
                        Language::GERMAN,
                        size,
                    )
                    .unwrap_or_else(|| panic!("{size:?}: no board"));
                    let visible: Vec<String> = lines.iter().map(|l| strip_ansi(l)).collect();
                    assert!(visible.len() <= rows, "{size:?}: {visible:#?}");
                    for line in &visible {
                        assert!(
                            line.chars().count() <= usize::from(size.0),
                            "{size:?}: {line:?}"
                        );
                    }
                    let text = visible.concat();
                    for rank in '1'..='8' {
                        assert_eq!(
                            text.matches(rank).count(),
                            1,
                            "{size:?}: rank {rank} in {visible:#?}"
                        );
                    }
                    assert_eq!(
                        piece_letters(&visible),
                        expected_letters(&position, Language::GERMAN),
                        "{size:?}: {visible:#?}"
                    );
                }
            }
        }
    }

    #[test]
    fn squares_shrink_to_the_terminal_but_not_past_the_options() {
        let position = Chess::default();
        let marks = marks_of(&position, None, Color::White);
        let fitted = |size| {
            let lines = render_board_to_fit(
                position.board(),
                marks,
                &options(7, 3, Theme::Mono),
                Language::ENGLISH,
                size,
            )
            .unwrap();
            let width = lines.iter().map(|l| l.chars().count()).max().unwrap();
            (width, lines.len())
        };
        // A big terminal: the squares as asked, 7 by 3.
        assert_eq!(fitted((200, 60)), (59, 25));
        // 80×24 and 60×20: two lines a square; 40×12: one line of four columns.
        assert_eq!(fitted((80, 24)), (59, 17));
        assert_eq!(fitted((60, 20)), (59, 17));
        assert_eq!(fitted((40, 12)), (35, 9));
        // The smallest squares: three columns.
        assert_eq!(fitted((27, 12)), (27, 9));
    }

    #[test]
    fn below_three_columns_a_square_is_one_character() {
        let (position, last) = after(&["e4"]);
        let render = |size| {
            render_board_to_fit(
                position.board(),
                marks_of(&position, last, Color::White),
                &options(7, 3, Theme::Mono),
                Language::ENGLISH,
                size,
            )
        };
        let one_a_line = [
            "8 rnbqkbnr",
            "7 pppppppp",
            "6 ........",
            "5 ........",
            "4 ....P...",
            "3 ........",
            "2 PPPP.PPP",
            "1 RNBQKBNR",
            "  abcdefgh",
        ];
        assert_eq!(render((26, 40)).unwrap(), one_a_line);
        assert_eq!(render((10, 12)).unwrap(), one_a_line);
        // Without room for the file letters, they go first.
        assert_eq!(render((10, 11)).unwrap(), one_a_line[..8]);
        // 20×10: two ranks a line.
        assert_eq!(
            render((20, 10)).unwrap(),
            [
                "8rnbqkbnr 7pppppppp",
                "6........ 5........",
                "4....P... 3........",
                "2PPPP.PPP 1RNBQKBNR",
                " abcdefgh  abcdefgh",
            ]
        );
        // A wide, low window: all ranks on one line.
        assert_eq!(
            render((87, 4)).unwrap(),
            [
                "8 rnbqkbnr 7 pppppppp 6 ........ 5 ........ 4 ....P... 3 ........ 2 PPPP.PPP 1 RNBQKBNR"
            ]
        );
        // Too small for even that: nothing is drawn.
        assert_eq!(render((8, 40)), None);
        assert_eq!(render((40, 3)), None);
        assert_eq!(render((0, 0)), None);
    }

    #[test]
    fn the_compact_board_is_seen_from_the_seat() {
        let position = from_fen("4k3/8/8/8/8/8/8/Rn5K w - - 0 1");
        let lines = compact_board(
            position.board(),
            marks_of(&position, None, Color::Black),
            &options(7, 3, Theme::Mono),
            Language::GERMAN,
        );
        assert_eq!(
            lines.len(),
            usize::from(COMPACT_TERMINAL.1 - ROWS_KEPT_FREE)
        );
        assert_eq!(lines[0], "1 K.....sT");
        assert_eq!(lines[7], "8 ...k....");
        assert_eq!(lines[8], "  hgfedcba");
        assert!(
            lines
                .iter()
                .all(|l| l.chars().count() == usize::from(COMPACT_TERMINAL.0))
        );
    }

    #[test]
    fn a_coloured_compact_board_marks_the_last_move_by_colour() {
        if !colours_on() {
            return;
        }
        let (position, last) = after(&["e4"]);
        let render = |last| {
            compact_board(
                position.board(),
                marks_of(&position, last, Color::White),
                &options(7, 3, Theme::HighContrast),
                Language::ENGLISH,
            )
        };
        // Yellow squares (the last move) only where it was played.
        assert!(render(last)[4].contains("48;5;11"));
        assert!(render(last)[6].contains("48;5;11"));
        assert!(!render(None).concat().contains("48;5;11"));
        let visible: Vec<String> = render(last).iter().map(|l| strip_ansi(l)).collect();
        assert_eq!(visible[4], "4     P   ");
    }
}
