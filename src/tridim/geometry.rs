//! The board of three-dimensional chess as Jens Meder's tournament rules describe it
//! (articles 2.1–2.8, Appendix E1–E4): three 4 × 4 main boards W, N and S, and four 2 × 2
//! attack decks on twelve pins (Damen-Pins DP1–DP6 and Königs-Pins KP1–KP6).
//!
//! Seen from above (2.4, 2.8), everything lies on a grid of six files (z, a–e) and ten
//! ranks (0–9): a [`Column`]. A column holds up to four squares, one on each level that
//! covers it; a [`Square3`] is a column with its [`Level`]. The seed's figures are missing;
//! the pins' places follow from 3.4(e)(II), 3.6 and the notation examples (`Td0KP1`,
//! `dWxe5KP5`): each main board has a pin at each corner, numbered per board (W: 1 rear,
//! 2 front; N: 3 and 4; S: 5 and 6), and a deck on a pin covers the board's corner square
//! and the squares one file and one rank outward.

use std::fmt;

/// The files from White's left (E1): z, a, b, c, d, e.
pub const FILE_LETTERS: [char; 6] = ['z', 'a', 'b', 'c', 'd', 'e'];
/// How many files and ranks the grid has.
pub const FILES: u8 = 6;
/// Ranks 0 to 9 (E2).
pub const RANKS: u8 = 10;
/// The number of columns, and of levels.
pub const COLUMNS: usize = 60;
/// W, N, S and the twelve pins.
pub const LEVELS: usize = 15;
/// Every square there can ever be, as an index: level × 60 + column.
pub const SLOTS: usize = COLUMNS * LEVELS;

/// A place on the grid seen from above: a file (0 = z … 5 = e) and a rank (0 … 9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Column {
    /// 0 = z, 1 = a, …, 5 = e.
    pub file: u8,
    /// 0 to 9.
    pub rank: u8,
}

impl Column {
    /// The column at `file`, `rank`, if both are on the grid (they may be negative when
    /// stepping off it).
    pub fn at(file: i8, rank: i8) -> Option<Column> {
        ((0..FILES as i8).contains(&file) && (0..RANKS as i8).contains(&rank)).then_some(Column {
            file: file as u8,
            rank: rank as u8,
        })
    }

    /// The column `df` files and `dr` ranks away, if on the grid.
    pub fn offset(self, df: i8, dr: i8) -> Option<Column> {
        Column::at(self.file as i8 + df, self.rank as i8 + dr)
    }

    /// Its index, 0 to 59.
    pub fn index(self) -> usize {
        usize::from(self.rank) * usize::from(FILES) + usize::from(self.file)
    }

    /// The column of an index.
    pub fn from_index(index: usize) -> Column {
        Column {
            file: (index % usize::from(FILES)) as u8,
            rank: (index / usize::from(FILES)) as u8,
        }
    }

    /// Every column, rank by rank from rank 0.
    pub fn all() -> impl Iterator<Item = Column> {
        (0..COLUMNS).map(Column::from_index)
    }

    /// The file's letter: `z`, `a` … `e`.
    pub fn file_letter(self) -> char {
        FILE_LETTERS[usize::from(self.file)]
    }

    /// Whether the column is dark: as a1 in ordinary chess (display only; 3.1(a): squares
    /// above each other have one colour).
    pub fn is_dark(self) -> bool {
        (self.file + self.rank).is_multiple_of(2)
    }
}

impl fmt::Display for Column {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_letter(), self.rank)
    }
}

/// The side of the board a pin is on (2.5, E3): the queen's side (files z, a) or the
/// king's side (files d, e).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Wing {
    /// Damen-Pin, DP.
    Queen,
    /// Königs-Pin, KP.
    King,
}

/// One of the twelve pins an attack deck stands on: DP1 … DP6, KP1 … KP6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pin {
    /// The side.
    pub wing: Wing,
    /// 1 to 6: 1 and 2 at W's rear and front, 3 and 4 at N's, 5 and 6 at S's.
    pub number: u8,
}

impl Pin {
    /// Every pin: DP1 … DP6, then KP1 … KP6.
    pub const ALL: [Pin; 12] = {
        let mut all = [Pin {
            wing: Wing::Queen,
            number: 1,
        }; 12];
        let mut i = 0;
        while i < 12 {
            all[i] = Pin {
                wing: if i < 6 { Wing::Queen } else { Wing::King },
                number: (i % 6) as u8 + 1,
            };
            i += 1;
        }
        all
    };

    /// The pin `DP{number}` or `KP{number}`.
    pub fn new(wing: Wing, number: u8) -> Option<Pin> {
        (1..=6).contains(&number).then_some(Pin { wing, number })
    }

    /// Its index, 0 to 11.
    pub fn index(self) -> usize {
        let wing = match self.wing {
            Wing::Queen => 0,
            Wing::King => 6,
        };
        wing + usize::from(self.number) - 1
    }

    /// The pin of an index.
    pub fn from_index(index: usize) -> Pin {
        Pin::ALL[index]
    }

    /// The main board the pin belongs to.
    pub fn board(self) -> Board {
        match self.number {
            1 | 2 => Board::White,
            3 | 4 => Board::Neutral,
            _ => Board::Black,
        }
    }

    /// The lower of the two ranks a deck on this pin covers.
    pub fn base_rank(self) -> u8 {
        match self.number {
            1 => 0,
            2 => 4,
            3 => 2,
            4 => 6,
            5 => 4,
            _ => 8,
        }
    }

    /// The lower of the two files a deck on this pin covers: z on the queen's side, d on
    /// the king's.
    pub fn base_file(self) -> u8 {
        match self.wing {
            Wing::Queen => 0,
            Wing::King => 4,
        }
    }

    /// Whether a deck on this pin covers `column`.
    pub fn covers(self, column: Column) -> bool {
        (self.base_file()..self.base_file() + 2).contains(&column.file)
            && (self.base_rank()..self.base_rank() + 2).contains(&column.rank)
    }

    /// The four columns a deck on this pin covers.
    pub fn columns(self) -> [Column; 4] {
        let (f, r) = (self.base_file(), self.base_rank());
        [
            Column { file: f, rank: r },
            Column {
                file: f + 1,
                rank: r,
            },
            Column {
                file: f,
                rank: r + 1,
            },
            Column {
                file: f + 1,
                rank: r + 1,
            },
        ]
    }

    /// The pins a deck here may move to (3.6): "die nächstliegenden Pins der selben oder der
    /// nächsten Ebene", and the pin of the same number on the other side. Pins 1 and 6 have
    /// three, 2 and 5 four, 3 and 4 five.
    pub fn neighbours(self) -> Vec<Pin> {
        // On one side: 1–2, 1–3, 2–3, 2–4, 3–4, 3–5, 4–5, 4–6, 5–6.
        const EDGES: [(u8, u8); 9] = [
            (1, 2),
            (1, 3),
            (2, 3),
            (2, 4),
            (3, 4),
            (3, 5),
            (4, 5),
            (4, 6),
            (5, 6),
        ];
        let mut out: Vec<Pin> = EDGES
            .iter()
            .filter_map(|&(a, b)| {
                if a == self.number {
                    Some(b)
                } else if b == self.number {
                    Some(a)
                } else {
                    None
                }
            })
            .map(|number| Pin {
                wing: self.wing,
                number,
            })
            .collect();
        out.push(Pin {
            wing: match self.wing {
                Wing::Queen => Wing::King,
                Wing::King => Wing::Queen,
            },
            number: self.number,
        });
        out
    }

    /// Whether moving a deck from here to `to` goes forward for `white` (toward rank 9 for
    /// White, toward rank 0 for Black), sideways (`None`), or backward.
    pub fn direction_to(self, to: Pin, white: bool) -> Option<bool> {
        let (from, to) = (self.base_rank(), to.base_rank());
        if from == to {
            return None;
        }
        Some((to > from) == white)
    }

    /// The name in the notation: `DP3`, `KP1`.
    pub fn name(self) -> String {
        format!(
            "{}{}",
            match self.wing {
                Wing::Queen => "DP",
                Wing::King => "KP",
            },
            self.number
        )
    }
}

impl fmt::Display for Pin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// A main board (2.4): the lowest "Weißes Brett", the middle "Neutrales", the top
/// "Schwarzes".
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Board {
    /// W: ranks 1–4.
    White,
    /// N: ranks 3–6.
    Neutral,
    /// S: ranks 5–8.
    Black,
}

impl Board {
    /// The three main boards from the lowest.
    pub const ALL: [Board; 3] = [Board::White, Board::Neutral, Board::Black];

    /// The lowest rank the board covers.
    pub fn first_rank(self) -> u8 {
        match self {
            Board::White => 1,
            Board::Neutral => 3,
            Board::Black => 5,
        }
    }

    /// Whether the board covers `column`: files a–d and its four ranks.
    pub fn covers(self, column: Column) -> bool {
        (1..=4).contains(&column.file)
            && (self.first_rank()..self.first_rank() + 4).contains(&column.rank)
    }

    /// Its letter: W, N, S.
    pub fn letter(self) -> char {
        match self {
            Board::White => 'W',
            Board::Neutral => 'N',
            Board::Black => 'S',
        }
    }
}

/// Where a square is in height (E3): one of the main boards, or the deck on a pin (named
/// after the pin it stands on).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// A main board.
    Main(Board),
    /// The deck on this pin.
    Deck(Pin),
}

impl Level {
    /// Its index, 0 to 14: W, N, S, then the pins.
    pub fn index(self) -> usize {
        match self {
            Level::Main(Board::White) => 0,
            Level::Main(Board::Neutral) => 1,
            Level::Main(Board::Black) => 2,
            Level::Deck(pin) => 3 + pin.index(),
        }
    }

    /// The level of an index.
    pub fn from_index(index: usize) -> Level {
        match index {
            0 => Level::Main(Board::White),
            1 => Level::Main(Board::Neutral),
            2 => Level::Main(Board::Black),
            i => Level::Deck(Pin::from_index(i - 3)),
        }
    }

    /// The name in the notation: `W`, `N`, `S`, `DP1` … `KP6`.
    pub fn name(self) -> String {
        match self {
            Level::Main(board) => board.letter().to_string(),
            Level::Deck(pin) => pin.name(),
        }
    }

    /// The order from the bottom, for showing a column's levels: each deck sits just above
    /// the main board its pin belongs to (display only; heights do not matter to the rules).
    pub fn height(self) -> u8 {
        match self {
            Level::Main(Board::White) => 0,
            Level::Main(Board::Neutral) => 2,
            Level::Main(Board::Black) => 4,
            Level::Deck(pin) => match pin.board() {
                Board::White => 1,
                Board::Neutral => 3,
                Board::Black => 5,
            },
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// A square: a column on a level (E4: "eine einmalige Kombination eines Buchstabens, einer
/// Zahl und einer Ebenen-Angabe"), written `c4N`, `a1DP1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square3 {
    /// Where it is seen from above.
    pub column: Column,
    /// Its level.
    pub level: Level,
}

impl Square3 {
    /// The square of `column` on `level`.
    pub fn new(column: Column, level: Level) -> Square3 {
        Square3 { column, level }
    }

    /// Its index among [`SLOTS`].
    pub fn index(self) -> usize {
        self.level.index() * COLUMNS + self.column.index()
    }

    /// The square of an index.
    pub fn from_index(index: usize) -> Square3 {
        Square3 {
            column: Column::from_index(index % COLUMNS),
            level: Level::from_index(index / COLUMNS),
        }
    }

    /// Whether this square can ever exist: its main board covers it, or a deck on its pin
    /// would.
    pub fn can_exist(self) -> bool {
        match self.level {
            Level::Main(board) => board.covers(self.column),
            Level::Deck(pin) => pin.covers(self.column),
        }
    }
}

impl fmt::Display for Square3 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.column, self.level)
    }
}

/// The levels that can ever cover each column (main boards first, then pins), computed
/// once.
pub fn possible_levels(column: Column) -> &'static [Level] {
    use std::sync::OnceLock;
    static TABLE: OnceLock<Vec<Vec<Level>>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        Column::all()
            .map(|column| {
                (0..LEVELS)
                    .map(Level::from_index)
                    .filter(|&level| Square3::new(column, level).can_exist())
                    .collect()
            })
            .collect()
    });
    &table[column.index()]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pin(name: &str) -> Pin {
        let wing = if name.starts_with("DP") {
            Wing::Queen
        } else {
            Wing::King
        };
        Pin::new(wing, name[2..].parse().unwrap()).unwrap()
    }

    #[test]
    fn pins_have_the_neighbours_3_6_counts() {
        // "Somit haben die Pins 1 & 6 drei, die Pins 2 & 5 vier, und die Pins 3 & 4 fünf
        // angrenzende Pins."
        for p in Pin::ALL {
            let expected = match p.number {
                1 | 6 => 3,
                2 | 5 => 4,
                _ => 5,
            };
            assert_eq!(p.neighbours().len(), expected, "{p}");
            for n in p.neighbours() {
                assert!(n.neighbours().contains(&p), "{p} and {n}");
            }
        }
    }

    #[test]
    fn the_examples_of_3_6() {
        // A black deck on DP6: DP5 and DP4 forward, KP6 sideways.
        let dp6 = pin("DP6");
        let mut n = dp6.neighbours();
        n.sort();
        assert_eq!(n, [pin("DP4"), pin("DP5"), pin("KP6")]);
        assert_eq!(dp6.direction_to(pin("DP5"), false), Some(true));
        assert_eq!(dp6.direction_to(pin("DP4"), false), Some(true));
        assert_eq!(dp6.direction_to(pin("KP6"), false), None);
        // A white deck on DP3: DP5, DP4 and DP2 forward, KP3 sideways, DP1 backward.
        let dp3 = pin("DP3");
        let mut n = dp3.neighbours();
        n.sort();
        assert_eq!(
            n,
            [pin("DP1"), pin("DP2"), pin("DP4"), pin("DP5"), pin("KP3")]
        );
        for forward in ["DP5", "DP4", "DP2"] {
            assert_eq!(
                dp3.direction_to(pin(forward), true),
                Some(true),
                "{forward}"
            );
        }
        assert_eq!(dp3.direction_to(pin("KP3"), true), None);
        assert_eq!(dp3.direction_to(pin("DP1"), true), Some(false));
    }

    #[test]
    fn squares_of_the_notation_examples_exist_where_the_text_puts_them() {
        let col = |f: char, r: u8| Column {
            file: FILE_LETTERS.iter().position(|&c| c == f).unwrap() as u8,
            rank: r,
        };
        assert!(pin("KP1").covers(col('d', 0)));
        assert!(pin("KP5").covers(col('e', 5)));
        assert!(pin("DP1").covers(col('z', 0)));
        assert!(pin("KP6").covers(col('e', 9)));
        assert!(Board::Neutral.covers(col('c', 4)));
        assert!(Board::Black.covers(col('d', 6)));
        assert!(!Board::White.covers(col('a', 5)));
        // b0 never exists (2.8).
        assert!(possible_levels(col('b', 0)).is_empty());
        // a4 can have four levels: W, N, DP2, DP5.
        assert_eq!(possible_levels(col('a', 4)).len(), 4);
    }

    #[test]
    fn indices_round_trip() {
        for index in 0..SLOTS {
            assert_eq!(Square3::from_index(index).index(), index);
        }
        for (index, p) in Pin::ALL.iter().enumerate() {
            assert_eq!(p.index(), index);
        }
    }
}
