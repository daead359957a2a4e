//! A position of three-dimensional chess: where the pieces and the attack decks stand, who
//! is to move, and what the position remembers (pawns that may still step twice, kings and
//! rooks that may still castle, an en-passant chance, a promotion left pending by a deck
//! move), with the attack test the rules of article 3 are built on.

use shakmaty::{Color, Role};

use super::geometry::{COLUMNS, Column, Level, Pin, SLOTS, Square3, Wing, possible_levels};

/// A knight's eight leaps (3.3).
pub(super) const KNIGHT_STEPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// The eight directions, straight ones at even places: a king's steps, and the lines of
/// rooks (even), bishops (odd) and queens.
pub(super) const KING_STEPS: [(i8, i8); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

/// A piece on a square: its colour and kind, and whether it has never moved (a pawn may then
/// step twice, 3.4(b); a king and a rook may castle, 3.5(a)(II)). Being carried by a deck
/// counts as having moved (3.4(b): "verläßt damit sein Ursprungsfeld").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece3 {
    /// White or Black.
    pub color: Color,
    /// Its kind.
    pub role: Role,
    /// Never moved yet.
    pub unmoved: bool,
}

impl Piece3 {
    /// A piece that has moved.
    pub fn new(color: Color, role: Role) -> Piece3 {
        Piece3 {
            color,
            role,
            unmoved: false,
        }
    }

    fn pack(self) -> u8 {
        let role = self.role as u8; // 1 = pawn … 6 = king
        role | if self.color == Color::Black { 8 } else { 0 } | if self.unmoved { 16 } else { 0 }
    }

    fn unpack(cell: u8) -> Option<Piece3> {
        let role = match cell & 7 {
            1 => Role::Pawn,
            2 => Role::Knight,
            3 => Role::Bishop,
            4 => Role::Rook,
            5 => Role::Queen,
            6 => Role::King,
            _ => return None,
        };
        Some(Piece3 {
            color: if cell & 8 != 0 {
                Color::Black
            } else {
                Color::White
            },
            role,
            unmoved: cell & 16 != 0,
        })
    }
}

/// The chance to take a pawn en passant (3.4(d)) on the very next move: the column the pawn
/// crossed in its double step, and the square it stands on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EnPassant {
    /// The column crossed: the capturing pawn lands there, on any free level.
    pub crossed: Column,
    /// The pawn that may be taken.
    pub victim: Square3,
}

/// The bit of a piece kind of a colour in a column's summary: `role − 1` for White, six
/// more for Black.
fn kind_bit(color: Color, role: Role) -> u16 {
    let shift = role as u16 - 1 + if color == Color::Black { 6 } else { 0 };
    1 << shift
}

/// A position of three-dimensional chess.
#[derive(Clone, PartialEq, Eq)]
pub struct Position3 {
    /// Every square's piece, packed.
    cells: [u8; SLOTS],
    /// How many pieces each column holds, on all its levels (3.1(c): one blocks them all).
    column_pieces: [u8; COLUMNS],
    /// Which kinds of piece each column holds, on all its levels: bit `role − 1` for White,
    /// `role + 5` for Black (see [`kind_bit`]). Kept with the cells, for the attack test.
    column_kinds: [u16; COLUMNS],
    /// The deck on each pin, by the colour it is marked with (2.6).
    pub(super) decks: [Option<Color>; 12],
    /// The side to move.
    pub(super) turn: Color,
    /// An en-passant chance for this move.
    pub(super) en_passant: Option<EnPassant>,
    /// A pawn a deck move uncovered on its last rank (3.4(e)(III)): it is promoted by its
    /// owner, the side to move, as part of the next move.
    pub(super) pending: Option<Square3>,
    /// Moves since a pawn moved or a piece was taken (9.3), each side's counted.
    pub(super) halfmoves: u32,
    /// The number of the move being played, from 1.
    pub(super) fullmoves: u32,
}

impl Position3 {
    /// An empty board with no decks, White to move (for building positions).
    pub fn empty() -> Position3 {
        Position3 {
            cells: [0; SLOTS],
            column_pieces: [0; COLUMNS],
            column_kinds: [0; COLUMNS],
            decks: [None; 12],
            turn: Color::White,
            en_passant: None,
            pending: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// Who is to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The number of the move being played.
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// Moves without a pawn's move or a capture (9.3).
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The en-passant chance, if any.
    pub fn en_passant(&self) -> Option<EnPassant> {
        self.en_passant
    }

    /// The pawn waiting for its owner's promotion (3.4(e)(III)), if any.
    pub fn pending_promotion(&self) -> Option<Square3> {
        self.pending
    }

    /// The colour of the deck on `pin`, if one stands there.
    pub fn deck_at(&self, pin: Pin) -> Option<Color> {
        self.decks[pin.index()]
    }

    /// Every deck: its pin and the colour it is marked with.
    pub fn decks(&self) -> impl Iterator<Item = (Pin, Color)> + '_ {
        Pin::ALL
            .into_iter()
            .filter_map(|pin| self.decks[pin.index()].map(|color| (pin, color)))
    }

    /// Puts a deck marked `color` on `pin` (or takes it away), for building positions.
    pub fn set_deck(&mut self, pin: Pin, color: Option<Color>) {
        self.decks[pin.index()] = color;
    }

    /// Whether `square` exists now: its main board covers it, or a deck stands on its pin
    /// (2.8: squares may exist only for a while).
    pub fn exists(&self, square: Square3) -> bool {
        match square.level {
            Level::Main(board) => board.covers(square.column),
            Level::Deck(pin) => self.decks[pin.index()].is_some() && pin.covers(square.column),
        }
    }

    /// The levels that exist at `column` now.
    pub fn levels_at(&self, column: Column) -> impl Iterator<Item = Level> + '_ {
        possible_levels(column)
            .iter()
            .copied()
            .filter(move |&level| self.exists(Square3::new(column, level)))
    }

    /// The piece on `square`.
    pub fn piece_at(&self, square: Square3) -> Option<Piece3> {
        Piece3::unpack(self.cells[square.index()])
    }

    /// Whether any level of `column` holds a piece (3.1(c): it blocks lines on all levels).
    pub fn column_occupied(&self, column: Column) -> bool {
        self.column_pieces[column.index()] > 0
    }

    /// How many pieces `column` holds, on all its levels.
    pub(super) fn pieces_in_column(&self, column: Column) -> u8 {
        self.column_pieces[column.index()]
    }

    /// The pieces in `column`, on every level.
    pub fn pieces_in(&self, column: Column) -> impl Iterator<Item = (Square3, Piece3)> + '_ {
        possible_levels(column).iter().filter_map(move |&level| {
            let square = Square3::new(column, level);
            self.piece_at(square).map(|piece| (square, piece))
        })
    }

    /// Every piece on the board.
    pub fn pieces(&self) -> impl Iterator<Item = (Square3, Piece3)> + '_ {
        Column::all()
            .filter(|&c| self.column_occupied(c))
            .flat_map(move |c| self.pieces_in(c))
    }

    /// Puts `piece` on `square` (or clears it).
    pub fn set(&mut self, square: Square3, piece: Option<Piece3>) {
        let column = square.column.index();
        let cell = &mut self.cells[square.index()];
        let count = &mut self.column_pieces[column];
        if *cell != 0 {
            *count -= 1;
        }
        *cell = piece.map_or(0, Piece3::pack);
        if *cell != 0 {
            *count += 1;
        }
        self.column_kinds[column] = possible_levels(square.column)
            .iter()
            .filter_map(|&level| self.piece_at(Square3::new(square.column, level)))
            .fold(0, |kinds, piece| kinds | kind_bit(piece.color, piece.role));
    }

    /// Whether `column` holds a piece of `color` of one of the kinds in `kinds` (a union of
    /// [`kind_bit`]s).
    fn column_holds(&self, column: Column, kinds: u16) -> bool {
        self.column_kinds[column.index()] & kinds != 0
    }

    /// Where the king of `color` is.
    pub fn king(&self, color: Color) -> Option<Square3> {
        let bit = kind_bit(color, Role::King);
        let column = Column::all().find(|&c| self.column_holds(c, bit))?;
        self.pieces_in(column)
            .find(|(_, p)| p.color == color && p.role == Role::King)
            .map(|(s, _)| s)
    }

    /// The pieces on the deck at `pin`.
    pub fn passengers(&self, pin: Pin) -> Vec<(Square3, Piece3)> {
        pin.columns()
            .into_iter()
            .filter_map(|column| {
                let square = Square3::new(column, Level::Deck(pin));
                self.piece_at(square).map(|piece| (square, piece))
            })
            .collect()
    }

    /// Who may move the deck on `pin` (3.6): the owner of its one piece, or, when it is
    /// empty, the colour it is marked with; nobody when two or more pieces are aboard or no
    /// deck stands there.
    pub fn deck_owner(&self, pin: Pin) -> Option<Color> {
        let mark = self.decks[pin.index()]?;
        match self.passengers(pin).as_slice() {
            [] => Some(mark),
            [(_, piece)] => Some(piece.color),
            _ => None,
        }
    }

    /// The rank on which a pawn of `color` on `file` is promoted (3.4(e)(II)): on files b and c
    /// ranks 8 and 1; on z and e ranks 9 and 0; on a and d ranks 9 and 0 while a deck stands
    /// in that corner, else 8 and 1.
    pub fn promotion_rank(&self, color: Color, file: u8) -> u8 {
        let corner = |wing: Wing, number: u8| self.decks[Pin { wing, number }.index()].is_some();
        match (color, file) {
            (Color::White, 0 | 5) => 9,
            (Color::Black, 0 | 5) => 0,
            (Color::White, 1) => {
                if corner(Wing::Queen, 6) {
                    9
                } else {
                    8
                }
            }
            (Color::White, 4) => {
                if corner(Wing::King, 6) {
                    9
                } else {
                    8
                }
            }
            (Color::Black, 1) => {
                if corner(Wing::Queen, 1) {
                    0
                } else {
                    1
                }
            }
            (Color::Black, 4) => {
                if corner(Wing::King, 1) {
                    0
                } else {
                    1
                }
            }
            (Color::White, _) => 8,
            (Color::Black, _) => 1,
        }
    }

    /// Whether `column` is attacked by a piece of `by` (3.1(b)): a piece attacks a column
    /// when it could take there, on any level; pinned pieces attack too.
    pub fn attacked(&self, column: Column, by: Color) -> bool {
        let kinds = |roles: &[Role]| roles.iter().fold(0, |bits, &r| bits | kind_bit(by, r));
        let attacks_from = |steps: &[(i8, i8)], bits: u16| {
            steps
                .iter()
                .filter_map(|&(df, dr)| column.offset(df, dr))
                .any(|c| self.column_holds(c, bits))
        };
        if attacks_from(&KNIGHT_STEPS, kinds(&[Role::Knight]))
            || attacks_from(&KING_STEPS, kinds(&[Role::King]))
        {
            return true;
        }
        // A pawn attacks diagonally forward: a white pawn one rank below.
        let back: i8 = if by == Color::White { -1 } else { 1 };
        if attacks_from(&[(-1, back), (1, back)], kinds(&[Role::Pawn])) {
            return true;
        }
        let straight_sliders = kinds(&[Role::Rook, Role::Queen]);
        let diagonal_sliders = kinds(&[Role::Bishop, Role::Queen]);
        for (index, &(df, dr)) in KING_STEPS.iter().enumerate() {
            let sliders = if index % 2 == 0 {
                straight_sliders
            } else {
                diagonal_sliders
            };
            let mut at = column;
            while let Some(next) = at.offset(df, dr) {
                at = next;
                if self.column_occupied(at) {
                    if self.column_holds(at, sliders) {
                        return true;
                    }
                    break;
                }
            }
        }
        false
    }

    /// Whether the king of `color` is in check (3.5(b)).
    pub fn in_check(&self, color: Color) -> bool {
        self.king(color)
            .is_some_and(|king| self.attacked(king.column, !color))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tridim::geometry::Board;

    #[test]
    fn pieces_pack_and_unpack() {
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                for unmoved in [false, true] {
                    let piece = Piece3 {
                        color,
                        role,
                        unmoved,
                    };
                    assert_eq!(Piece3::unpack(piece.pack()), Some(piece));
                }
            }
        }
        assert_eq!(Piece3::unpack(0), None);
    }

    #[test]
    fn sixty_four_squares_exist_at_any_time() {
        let start = Position3::start();
        let existing = (0..SLOTS)
            .map(Square3::from_index)
            .filter(|&s| start.exists(s))
            .count();
        assert_eq!(existing, 64);
    }

    #[test]
    fn a_piece_on_another_level_blocks_a_line_but_is_not_attacked_from_above() {
        let mut pos = Position3::empty();
        let sq = |f: u8, r: u8, b: Board| Square3::new(Column { file: f, rank: r }, Level::Main(b));
        pos.set(
            sq(1, 1, Board::White),
            Some(Piece3::new(Color::White, Role::Rook)),
        );
        // The rook attacks up file a ...
        assert!(pos.attacked(Column { file: 1, rank: 6 }, Color::White));
        // ... until a piece on any level of a column in between blocks it.
        pos.set(
            sq(1, 4, Board::Neutral),
            Some(Piece3::new(Color::Black, Role::Pawn)),
        );
        assert!(pos.attacked(Column { file: 1, rank: 4 }, Color::White));
        assert!(!pos.attacked(Column { file: 1, rank: 5 }, Color::White));
        // Nothing attacks its own column (3.1(d)).
        assert!(!pos.attacked(Column { file: 1, rank: 1 }, Color::White));
    }
}
