//! The two seats of a match (FIDE Appendix F): each player keeps their own record (the
//! scoresheet as they wrote it: every move of both sides as they announced or repeated it)
//! and has their own board in front of them. ansage keeps a mirror of both, so that when
//! the two are found to differ it can settle them with both records (F2.7, F2.8).

use std::time::Duration;

use shakmaty::{ByColor, CastlingMode, Chess, Color, FromSetup, Position, PositionError, Setup};

use crate::game::reconcile::{Reconcile, Record, Replay, WrittenMove};
use crate::game::rules::Standard;
use crate::language::Language;

/// One player's record and board, as ansage believes them to be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat<R: Reconcile = Standard> {
    /// The moves as this player wrote them, in the session's notation.
    pub record: Vec<WrittenMove>,
    /// The placement on this player's board (for 3D: the pieces on their levels and the
    /// attack decks on their pins).
    pub mirror: R::Placement,
}

/// Both seats, of a game of chess or of Meder's 3D chess.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seats<R: Reconcile = Standard> {
    seats: ByColor<Seat<R>>,
    start: R::Position,
    language: Language,
}

impl<R: Reconcile> Seats<R> {
    /// Both players with empty records and the start position on their boards.
    pub fn new(start: &R::Position, language: Language) -> Self {
        let seat = Seat {
            record: Vec::new(),
            mirror: R::placement(start),
        };
        Seats {
            seats: ByColor {
                white: seat.clone(),
                black: seat,
            },
            start: start.clone(),
            language,
        }
    }

    /// One seat.
    pub fn seat(&self, color: Color) -> &Seat<R> {
        self.seats.get(color)
    }

    /// One seat, to change.
    pub fn seat_mut(&mut self, color: Color) -> &mut Seat<R> {
        self.seats.get_mut(color)
    }

    /// The player `color` writes `played` (legal in `before`) into their record and plays it
    /// on their board.
    pub fn write(
        &mut self,
        color: Color,
        before: &R::Position,
        played: R::Move,
        clock: Option<Duration>,
    ) {
        let text = R::write_move(before, &played, self.language);
        let after = R::play(before, &played);
        let seat = self.seats.get_mut(color);
        seat.record.push(WrittenMove { text, clock });
        seat.mirror = R::placement(&after);
    }

    /// Sets the mover's time on the entry of `ply` (from 1) in both records, where written.
    pub fn set_clock(&mut self, ply: usize, clock: Duration) {
        for color in Color::ALL {
            if let Some(entry) = self.seats.get_mut(color).record.get_mut(ply - 1) {
                entry.clock = Some(clock);
            }
        }
    }

    /// Both players agree on `moves` from the start (after a take-back or a settlement): both
    /// records are written anew from them, keeping the times already written, and both
    /// boards show `position`.
    pub fn agree_on(&mut self, moves: &[(R::Move, Option<Duration>)], position: &R::Position) {
        let mut pos = self.start.clone();
        let mut record = Vec::with_capacity(moves.len());
        for (played, clock) in moves {
            record.push(WrittenMove {
                text: R::write_move(&pos, played, self.language),
                clock: *clock,
            });
            pos = R::play(&pos, played);
        }
        for color in Color::ALL {
            let seat = self.seats.get_mut(color);
            seat.record = record.clone();
            seat.mirror = R::placement(position);
        }
    }

    /// `color`'s record replayed from the start ([`crate::game::reconcile`]).
    pub fn replay(&self, color: Color) -> Replay<R> {
        R::replay(&self.start, &self.seat(color).record, self.language)
    }

    /// `color`'s record in the notation of `language` (an English device reads `Nf3` where
    /// the session wrote `Sf3`): each move as the player wrote it; an entry that cannot be
    /// replayed stays as written.
    pub fn record_in(&self, color: Color, language: Language) -> Vec<String> {
        let replay = self.replay(color);
        let mut position = self.start.clone();
        let mut texts = Vec::with_capacity(self.seat(color).record.len());
        for played in &replay.moves {
            texts.push(R::write_move(&position, played, language));
            position = R::play(&position, played);
        }
        let written = &self.seat(color).record;
        texts.extend(written.iter().skip(texts.len()).map(|w| w.text.clone()));
        texts
    }

    /// The position of `color`'s own record, replayed up to its first move that cannot be
    /// played.
    pub fn record_position(&self, color: Color) -> R::Position {
        self.replay(color).final_position()
    }
}

impl Seats<Standard> {
    /// A seat's record as [`crate::game::reconcile`] reads it.
    pub fn record(&self, color: Color) -> Record {
        let written = &self.seat(color).record;
        let mut record = Record::from_texts(written.iter().map(|m| m.text.clone()));
        for (entry, written) in record.moves.iter_mut().zip(written) {
            entry.clock = written.clock;
        }
        record
    }

    /// The position on `color`'s board with `agreed`'s side to move, castling rights and en
    /// passant square where they still fit the placement; `None` when the placement is no
    /// position chess allows (no king, …).
    pub fn board_position(&self, color: Color, agreed: &Chess) -> Option<Chess> {
        let mut setup: Setup = agreed.to_setup(shakmaty::EnPassantMode::Legal);
        setup.board = self.seat(color).mirror.clone();
        Chess::from_setup(setup, CastlingMode::Standard)
            .or_else(PositionError::ignore_invalid_castling_rights)
            .or_else(PositionError::ignore_invalid_ep_square)
            .ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Move, Piece, Square};

    fn mv(pos: &Chess, uci: &str) -> Move {
        uci.parse::<shakmaty::uci::UciMove>()
            .unwrap()
            .to_move(pos)
            .unwrap()
    }

    #[test]
    fn writing_a_move_changes_the_record_and_the_board_of_that_seat_only() {
        let start = Chess::default();
        let mut seats = Seats::<Standard>::new(&start, Language::GERMAN);
        let e4 = mv(&start, "g1f3");
        seats.write(Color::White, &start, e4, None);
        assert_eq!(seats.seat(Color::White).record[0].text, "Sf3");
        assert!(seats.seat(Color::Black).record.is_empty());
        assert_eq!(
            seats.seat(Color::White).mirror.piece_at(Square::F3),
            Some(Piece {
                color: Color::White,
                role: shakmaty::Role::Knight
            })
        );
        assert_eq!(seats.seat(Color::Black).mirror, *start.board());
    }

    #[test]
    fn agreeing_writes_both_records_and_keeps_times() {
        let start = Chess::default();
        let mut seats = Seats::<Standard>::new(&start, Language::ENGLISH);
        let first = mv(&start, "e2e4");
        let mut after = start.clone();
        after.play_unchecked(first);
        seats.agree_on(&[(first, Some(Duration::from_secs(60)))], &after);
        for color in Color::ALL {
            assert_eq!(seats.seat(color).record[0].text, "e4");
            assert_eq!(
                seats.seat(color).record[0].clock,
                Some(Duration::from_secs(60))
            );
            assert_eq!(seats.seat(color).mirror, *after.board());
        }
        assert_eq!(seats.record_position(Color::Black), after);
    }

    #[test]
    fn a_board_position_keeps_the_side_to_move_and_drops_rights_that_do_not_fit() {
        let start = Chess::default();
        let mut seats = Seats::<Standard>::new(&start, Language::GERMAN);
        // White's rook on h1 is gone from White's board: no short castling there.
        seats
            .seat_mut(Color::White)
            .mirror
            .discard_piece_at(Square::H1);
        let position = seats.board_position(Color::White, &start).unwrap();
        assert_eq!(position.turn(), Color::White);
        assert!(position.board().piece_at(Square::H1).is_none());
        // No king: no position.
        seats
            .seat_mut(Color::Black)
            .mirror
            .discard_piece_at(Square::E8);
        assert!(seats.board_position(Color::Black, &start).is_none());
    }

    /// The same seats keep the records and the boards of Meder's 3D chess: a move written
    /// by one player is on that player's boards only, in the seed's notation (E12), and
    /// their record replays to the game.
    #[test]
    fn a_3d_seat_keeps_its_own_record_and_boards() {
        use crate::tridim::position::Position3;
        use crate::tridim::rules::Meder;
        use crate::tridim::words::read_said_move;
        let start = Position3::start();
        let mut seats = Seats::<Meder>::new(&start, Language::ENGLISH);
        let crate::tridim::notation::Reading::Move(b4) = read_said_move(&start, "b4N") else {
            panic!("b4N is a move");
        };
        seats.write(Color::White, &start, b4, Some(Duration::from_secs(90)));
        let after = start.play_unchecked(&b4);
        assert_eq!(seats.seat(Color::White).mirror, after);
        assert_eq!(seats.seat(Color::Black).mirror, start);
        assert_eq!(seats.record_in(Color::White, Language::ENGLISH).len(), 1);
        assert!(seats.record_in(Color::Black, Language::ENGLISH).is_empty());
        assert_eq!(seats.record_position(Color::White), after);
        assert_eq!(
            seats.replay(Color::White).clocks,
            [Some(Duration::from_secs(90))]
        );
    }
}
