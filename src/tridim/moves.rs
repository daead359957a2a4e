//! The moves of three-dimensional chess (article 3) and their legality (3.5(b)): every move
//! of flat chess on the grid seen from above, landing on any level that exists at the
//! destination (3.1(a)), blocked by a piece on any level (3.1(c)), never straight up or down
//! (3.1(d)), never onto a square that does not exist (3.1(e)); castling as 3.5 describes it;
//! and the moves of the attack decks (3.6).

use shakmaty::{Color, Role};

use super::geometry::{Column, Level, Pin, Square3, Wing, possible_levels};
use super::position::{EnPassant, KING_STEPS as KING, KNIGHT_STEPS as KNIGHT, Piece3, Position3};

/// What a move does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// A piece moves (and perhaps takes, or is promoted).
    Piece {
        /// The piece's kind.
        role: Role,
        /// Where it stands.
        from: Square3,
        /// Where it lands.
        to: Square3,
        /// The kind of piece taken, if any.
        capture: Option<Role>,
        /// Taken en passant (3.4(d)): the victim stands beside the landing square.
        en_passant: bool,
        /// The piece a pawn becomes (3.4(e)).
        promotion: Option<Role>,
    },
    /// Castling (3.5(a)(II)): short with the rook on e0/e9, long with the rook on z0/z9.
    Castle {
        /// Long castling.
        long: bool,
    },
    /// An attack deck moves to an adjacent pin with its one piece, if any (3.6).
    Deck {
        /// Where it stands.
        from: Pin,
        /// Where it goes.
        to: Pin,
        /// The piece the mover's own pawn becomes when the deck carries it to its last rank,
        /// or uncovers it there (3.4(e)(III)).
        promotion: Option<Role>,
    },
}

/// A move: what it does, and, when the opponent's deck move left one of the mover's pawns
/// due for promotion (3.4(e)(III): "noch vor der Durchführung des nächsten Zuges"), the
/// piece chosen for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move3 {
    /// The move itself.
    pub action: Action,
    /// The choice for a pending promotion, made before the move.
    pub pending_choice: Option<Role>,
}

impl Move3 {
    /// A move without a pending choice.
    pub fn new(action: Action) -> Move3 {
        Move3 {
            action,
            pending_choice: None,
        }
    }

    /// Whether it takes a piece.
    pub fn is_capture(&self) -> bool {
        matches!(
            self.action,
            Action::Piece {
                capture: Some(_),
                ..
            }
        )
    }
}

impl Move3 {
    /// Where the move starts and ends, as a device names them: the squares (`b2W`,
    /// `b4N`), the king's for castling, or the pins of a deck that moves (`DP1`, `DP3`).
    pub fn ends(&self, mover: Color) -> (String, String) {
        match self.action {
            Action::Piece { from, to, .. } => (from.to_string(), to.to_string()),
            Action::Castle { long } => {
                let (king, king_to, _, _) = castling_squares(mover, long);
                (king.to_string(), king_to.to_string())
            }
            Action::Deck { from, to, .. } => (from.name(), to.name()),
        }
    }
}

/// What a promotion may give (3.4(e)(I)).
pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// The king's and rooks' squares for castling.
fn castling_squares(color: Color, long: bool) -> (Square3, Square3, Square3, Square3) {
    let (rank, number) = match color {
        Color::White => (0, 1),
        Color::Black => (9, 6),
    };
    let kp = Level::Deck(Pin {
        wing: Wing::King,
        number,
    });
    let dp = Level::Deck(Pin {
        wing: Wing::Queen,
        number,
    });
    let sq = |file: u8, level: Level| Square3::new(Column { file, rank }, level);
    let king = sq(4, kp);
    if long {
        // "Bei der langen Rochade zieht der König … neben den Turm; dann wird der Turm auf das
        // Feld gesetzt, das der König gerade verlassen hat."
        (king, sq(1, dp), sq(0, dp), king)
    } else {
        // "König und Turm wechseln bei der kurzen Rochade den Platz."
        (king, sq(5, kp), sq(5, kp), king)
    }
}

impl Position3 {
    /// Every legal move of the side to move.
    pub fn legal_moves(&self) -> Vec<Move3> {
        let us = self.turn;
        let Some(pending) = self.pending else {
            let safety = KingSafety::of(self);
            let mut out = self.pseudo_moves();
            out.retain(|m| self.is_legal_with(m, safety));
            return out;
        };
        // The pending promotion first, then the move: every choice with every move.
        let mut out = Vec::new();
        for choice in PROMOTIONS {
            let mut promoted = self.clone();
            promoted.set(pending, Some(Piece3::new(us, choice)));
            promoted.pending = None;
            let safety = KingSafety::of(&promoted);
            for mut m in promoted.pseudo_moves() {
                if promoted.is_legal_with(&m, safety) {
                    m.pending_choice = Some(choice);
                    out.push(m);
                }
            }
        }
        out
    }

    /// Whether a pseudo-legal move leaves the mover's king safe, answered without playing
    /// it where it cannot matter: when the king is not in check, a piece other than the king
    /// that moves from one column to another (never straight up or down, 3.1(d)) can expose
    /// the king only by emptying a column on a line to it (3.1(c): a piece on any level
    /// blocks); knights', kings' and pawns' attacks are not blocked. Every other move (the
    /// king's, castling, en passant, a deck's) is played and looked at.
    fn is_legal_with(&self, m: &Move3, safety: KingSafety) -> bool {
        if let (
            Some(king),
            false,
            Action::Piece {
                role,
                from,
                en_passant: false,
                ..
            },
        ) = (safety.king, safety.in_check, m.action)
        {
            if role != Role::King
                && (!on_a_line(from.column, king) || self.pieces_in_column(from.column) > 1)
            {
                return true;
            }
        }
        self.is_legal(m)
    }

    /// Whether a pseudo-legal move of this position leaves the mover's king safe.
    fn is_legal(&self, m: &Move3) -> bool {
        let us = self.turn;
        let after = self.play_unchecked(m);
        let Some(king) = after.king(us) else {
            return true;
        };
        if after.attacked(king.column, !us) {
            return false;
        }
        // A deck move that leaves an enemy pawn due for promotion is barred when any piece
        // it may become would give check (3.4(e)(III): "ein entsprechender Angriffdeck-Zug
        // ist vorübergehend verhindert, wenn man dadurch seinen eigenen König ins Schach
        // führt").
        if let Some(pending) = after.pending {
            for choice in [Role::Queen, Role::Knight] {
                let mut promoted = after.clone();
                promoted.set(pending, Some(Piece3::new(!us, choice)));
                if promoted.attacked(king.column, !us) {
                    return false;
                }
            }
        }
        true
    }

    /// The moves of the side to move that follow the pieces' and decks' rules, without
    /// looking at the king's safety.
    fn pseudo_moves(&self) -> Vec<Move3> {
        let us = self.turn;
        let mut out = Vec::with_capacity(96);
        for (from, piece) in self.pieces().filter(|(_, p)| p.color == us) {
            match piece.role {
                Role::Knight => self.leaps(from, piece, &KNIGHT, &mut out),
                Role::King => self.leaps(from, piece, &KING, &mut out),
                Role::Rook => self.slides(from, piece, &KING, true, &mut out),
                Role::Bishop => self.slides(from, piece, &KING, false, &mut out),
                Role::Queen => {
                    self.slides(from, piece, &KING, true, &mut out);
                    self.slides(from, piece, &KING, false, &mut out);
                }
                Role::Pawn => self.pawn_moves(from, piece, &mut out),
            }
        }
        for long in [false, true] {
            if self.may_castle(long) {
                out.push(Move3::new(Action::Castle { long }));
            }
        }
        self.deck_moves(&mut out);
        out
    }

    /// Calls `land` for each landing on `column` for a piece of `color`: each level that
    /// exists there now, empty or with an enemy piece (whose kind is given).
    fn each_landing(
        &self,
        column: Column,
        color: Color,
        mut land: impl FnMut(Square3, Option<Role>),
    ) {
        for &level in possible_levels(column) {
            let square = Square3::new(column, level);
            if !self.exists(square) {
                continue;
            }
            match self.piece_at(square) {
                None => land(square, None),
                Some(p) if p.color != color => land(square, Some(p.role)),
                Some(_) => {}
            }
        }
    }

    fn leaps(&self, from: Square3, piece: Piece3, offsets: &[(i8, i8)], out: &mut Vec<Move3>) {
        for &(df, dr) in offsets {
            let Some(column) = from.column.offset(df, dr) else {
                continue;
            };
            self.each_landing(column, piece.color, |to, capture| {
                out.push(piece_move(piece.role, from, to, capture, None));
            });
        }
    }

    /// Rook-like (`straight`) or bishop-like lines: on to the first column with a piece on
    /// any level, which the piece may still land in, on another level (3.1(c)). Columns
    /// that do not exist are crossed (2.8).
    fn slides(
        &self,
        from: Square3,
        piece: Piece3,
        directions: &[(i8, i8)],
        straight: bool,
        out: &mut Vec<Move3>,
    ) {
        for (index, &(df, dr)) in directions.iter().enumerate() {
            if (index % 2 == 0) != straight {
                continue;
            }
            let mut at = from.column;
            while let Some(next) = at.offset(df, dr) {
                at = next;
                self.each_landing(at, piece.color, |to, capture| {
                    out.push(piece_move(piece.role, from, to, capture, None));
                });
                if self.column_occupied(at) {
                    break;
                }
            }
        }
    }

    fn pawn_moves(&self, from: Square3, piece: Piece3, out: &mut Vec<Move3>) {
        let color = piece.color;
        let forward: i8 = if color == Color::White { 1 } else { -1 };
        // The last rank depends on the file the pawn arrives on (3.4(e)(II)).
        let promotion_ranks: [u8; 6] =
            std::array::from_fn(|file| self.promotion_rank(color, file as u8));
        let mut push = |to: Square3, capture: Option<Role>, en_passant: bool| {
            if to.column.rank == promotion_ranks[usize::from(to.column.file)] && !en_passant {
                for role in PROMOTIONS {
                    out.push(piece_move(Role::Pawn, from, to, capture, Some(role)));
                }
            } else {
                out.push(Move3::new(Action::Piece {
                    role: Role::Pawn,
                    from,
                    to,
                    capture,
                    en_passant,
                    promotion: None,
                }));
            }
        };
        // (a) One step onto a free level ahead; other levels there may be taken.
        if let Some(ahead) = from.column.offset(0, forward) {
            for level in self.levels_at(ahead) {
                let to = Square3::new(ahead, level);
                if self.piece_at(to).is_none() {
                    push(to, None, false);
                }
            }
            // (b) Two steps from the start, over a column empty on every level.
            if piece.unmoved && !self.column_occupied(ahead) {
                if let Some(two) = ahead.offset(0, forward) {
                    for level in self.levels_at(two) {
                        let to = Square3::new(two, level);
                        if self.piece_at(to).is_none() {
                            push(to, None, false);
                        }
                    }
                }
            }
        }
        // (c) Taking diagonally forward, on any level; (d) en passant.
        for df in [-1, 1] {
            let Some(column) = from.column.offset(df, forward) else {
                continue;
            };
            self.each_landing(column, color, |to, capture| {
                if capture.is_some() {
                    push(to, capture, false);
                }
            });
            if let Some(EnPassant { crossed, .. }) = self.en_passant {
                if crossed == column {
                    for level in self.levels_at(column) {
                        let to = Square3::new(column, level);
                        if self.piece_at(to).is_none() {
                            push(to, Some(Role::Pawn), true);
                        }
                    }
                }
            }
        }
    }

    /// Whether castling is allowed now, but for the king's safety after it (3.5(a)(II)).
    fn may_castle(&self, long: bool) -> bool {
        let us = self.turn;
        // (1)[a]: not before the second move.
        if self.fullmoves < 2 {
            return false;
        }
        let (king_from, king_to, rook_from, _) = castling_squares(us, long);
        let unmoved = |square: Square3, role: Role| {
            self.exists(square)
                && self
                    .piece_at(square)
                    .is_some_and(|p| p.color == us && p.role == role && p.unmoved)
        };
        // (1)[b], [c]: neither king nor rook has moved.
        if !unmoved(king_from, Role::King) || !unmoved(rook_from, Role::Rook) {
            return false;
        }
        // (2)[b]: nothing between king and rook (a0/a9 for the long one; b and c of rank 0
        // and 9 never exist). The king's landing square must exist and be free.
        if long && (!self.exists(king_to) || self.column_occupied(king_to.column)) {
            return false;
        }
        // (2)[a]: neither the king's square nor the one it goes to is attacked.
        !self.attacked(king_from.column, !us) && !self.attacked(king_to.column, !us)
    }

    fn deck_moves(&self, out: &mut Vec<Move3>) {
        let us = self.turn;
        for from in Pin::ALL {
            if self.deck_owner(from) != Some(us) {
                continue;
            }
            let occupied = !self.passengers(from).is_empty();
            for to in from.neighbours() {
                if self.decks[to.index()].is_some() {
                    continue;
                }
                // "nur leere Decks [können] rückwärts ziehen".
                if occupied && from.direction_to(to, us == Color::White) == Some(false) {
                    continue;
                }
                let plain = Move3::new(Action::Deck {
                    from,
                    to,
                    promotion: None,
                });
                let shifted = self.deck_shifted(from, to);
                if shifted.pawns_due(us, &due_candidates(&plain)).is_some() {
                    for role in PROMOTIONS {
                        out.push(Move3::new(Action::Deck {
                            from,
                            to,
                            promotion: Some(role),
                        }));
                    }
                } else {
                    out.push(plain);
                }
            }
        }
    }

    /// The squares of pawns of `color` that stand on their last rank without having been
    /// promoted: a pawn carried there by a deck, or one a deck uncovered (3.4(e)(III)).
    fn pawns_due(&self, color: Color, candidates: &[Square3]) -> Option<Square3> {
        candidates.iter().copied().find(|&square| {
            self.piece_at(square)
                .is_some_and(|p| p.color == color && p.role == Role::Pawn)
                && square.column.rank == self.promotion_rank(color, square.column.file)
        })
    }

    /// For a deck move: the square where it leaves the mover's own pawn on its last rank,
    /// promoted as part of the move (carried there, or uncovered there, 3.4(e)(III)).
    pub fn deck_promotion_square(&self, m: &Move3) -> Option<Square3> {
        let Action::Deck { from, to, .. } = m.action else {
            return None;
        };
        self.deck_shifted(from, to)
            .pawns_due(self.turn, &due_candidates(m))
    }

    /// The position with the deck on `from` moved to `to`, its piece with it (the deck
    /// slides without turning, 3.6), and nothing else changed.
    fn deck_shifted(&self, from: Pin, to: Pin) -> Position3 {
        let mut pos = self.clone();
        let passengers = pos.passengers(from);
        for (square, _) in &passengers {
            pos.set(*square, None);
        }
        pos.decks[to.index()] = pos.decks[from.index()].take();
        for (square, piece) in passengers {
            pos.set(
                carried(square, from, to),
                Some(Piece3 {
                    unmoved: false,
                    ..piece
                }),
            );
        }
        pos
    }

    /// Plays a move without checking it.
    pub fn play_unchecked(&self, m: &Move3) -> Position3 {
        let us = self.turn;
        let mut pos = self.clone();
        if let (Some(choice), Some(square)) = (m.pending_choice, pos.pending) {
            pos.set(square, Some(Piece3::new(us, choice)));
        }
        pos.pending = None;
        pos.en_passant = None;
        let mut resets_clock = false;
        match m.action {
            Action::Piece {
                role,
                from,
                to,
                capture,
                en_passant,
                promotion,
            } => {
                if en_passant {
                    if let Some(ep) = self.en_passant {
                        pos.set(ep.victim, None);
                    }
                }
                pos.set(from, None);
                let became = promotion.unwrap_or(role);
                pos.set(to, Some(Piece3::new(us, became)));
                resets_clock = role == Role::Pawn || capture.is_some();
                // A double step leaves an en-passant chance (not a deck's transport).
                if role == Role::Pawn && from.column.rank.abs_diff(to.column.rank) == 2 {
                    let crossed = Column {
                        file: from.column.file,
                        rank: (from.column.rank + to.column.rank) / 2,
                    };
                    pos.en_passant = Some(EnPassant {
                        crossed,
                        victim: to,
                    });
                }
            }
            Action::Castle { long } => {
                let (king_from, king_to, rook_from, rook_to) = castling_squares(us, long);
                pos.set(king_from, None);
                pos.set(rook_from, None);
                pos.set(king_to, Some(Piece3::new(us, Role::King)));
                pos.set(rook_to, Some(Piece3::new(us, Role::Rook)));
            }
            Action::Deck {
                from,
                to,
                promotion,
            } => {
                pos = pos.deck_shifted(from, to);
                let candidates = due_candidates(m);
                if let Some(square) = pos.pawns_due(us, &candidates) {
                    pos.set(
                        square,
                        Some(Piece3::new(us, promotion.unwrap_or(Role::Queen))),
                    );
                }
                // The opponent's pawn is promoted by him, before his next move.
                pos.pending = pos.pawns_due(!us, &candidates);
            }
        }
        pos.halfmoves = if resets_clock { 0 } else { pos.halfmoves + 1 };
        if us == Color::Black {
            pos.fullmoves += 1;
        }
        pos.turn = !us;
        pos
    }
}

/// Where the mover's king stands and whether it is in check, looked up once per position.
#[derive(Clone, Copy)]
struct KingSafety {
    king: Option<Column>,
    in_check: bool,
}

impl KingSafety {
    fn of(position: &Position3) -> KingSafety {
        let us = position.turn;
        let king = position.king(us).map(|square| square.column);
        KingSafety {
            king,
            in_check: king.is_some_and(|column| position.attacked(column, !us)),
        }
    }
}

/// Whether two different columns lie on one rook's or bishop's line of the grid seen from
/// above (columns that do not exist are crossed, 2.8, so the grid decides).
fn on_a_line(a: Column, b: Column) -> bool {
    let df = a.file.abs_diff(b.file);
    let dr = a.rank.abs_diff(b.rank);
    a != b && (df == 0 || dr == 0 || df == dr)
}

/// Where a piece on the deck at `from` stands once the deck is on `to`: the same place on
/// the deck (the deck slides without turning).
pub fn carried(square: Square3, from: Pin, to: Pin) -> Square3 {
    let shift = |at: u8, old: u8, new: u8| (i16::from(at) - i16::from(old) + i16::from(new)) as u8;
    let file = shift(square.column.file, from.base_file(), to.base_file());
    let rank = shift(square.column.rank, from.base_rank(), to.base_rank());
    Square3::new(Column { file, rank }, Level::Deck(to))
}

/// The squares where a deck move can leave a pawn on its last rank: its passenger, and the
/// board corners a deck leaving a corner pin uncovers (a8S, d8S for White; a1W, d1W for
/// Black).
fn due_candidates(m: &Move3) -> Vec<Square3> {
    let Action::Deck { from, to, .. } = m.action else {
        return Vec::new();
    };
    let mut out: Vec<Square3> = to
        .columns()
        .into_iter()
        .map(|c| Square3::new(c, Level::Deck(to)))
        .collect();
    use super::geometry::Board;
    let corner_file = match from.wing {
        Wing::Queen => 1,
        Wing::King => 4,
    };
    match from.number {
        6 => out.push(Square3::new(
            Column {
                file: corner_file,
                rank: 8,
            },
            Level::Main(Board::Black),
        )),
        1 => out.push(Square3::new(
            Column {
                file: corner_file,
                rank: 1,
            },
            Level::Main(Board::White),
        )),
        _ => {}
    }
    out
}

fn piece_move(
    role: Role,
    from: Square3,
    to: Square3,
    capture: Option<Role>,
    promotion: Option<Role>,
) -> Move3 {
    Move3::new(Action::Piece {
        role,
        from,
        to,
        capture,
        en_passant: false,
        promotion,
    })
}
