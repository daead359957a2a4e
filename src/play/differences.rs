//! Finding and settling a difference between the two players' boards and records during
//! play (F2.7, F2.8): a player reports a square or the whole board of their own, reads a
//! move from their own record, or plays a move that only their own board allows; ansage
//! then settles the position with both records and tells each player what to fix.

use crate::game::rules::Standard;
use shakmaty::{Color, Move, Piece, Position, Role, Square};

use super::{Event, PlaySession, Variant};
use crate::game::events::{GameEvent, Ply};
use crate::game::reconcile::{Reconcile, Rule, parse_board, reconcile};
use crate::notation::facts::MoveFacts;
use crate::notation::input::{Resolution, resolve};
use crate::notation::san::write_san;
use crate::phrase::{Join, Phrase, Value, color_key, role_key};
use crate::understanding::heard::MatchOptions;
use crate::understanding::interpret::{Interpretation, interpret_with};

impl PlaySession<Standard> {
    /// "Auf Eva vier steht bei mir ein Läufer": one square of `seat`'s board. When it differs
    /// from what ansage has for that board, the position is settled at once.
    pub(super) fn report_square(
        &mut self,
        seat: Option<Color>,
        square: Square,
        piece: Option<(Option<Color>, Role)>,
    ) -> Vec<Event> {
        let seat = seat.or(self.speaker()).unwrap_or(self.settings.own_seat);
        let agreed = self.position.board().piece_at(square);
        // A piece named without its colour has the colour of the piece on that square in
        // the game, else the colour of the player reporting.
        let reported = piece.map(|(color, role)| Piece {
            color: color.unwrap_or_else(|| agreed.map_or(seat, |p| p.color)),
            role,
        });
        let mirror = self.seats.seat(seat).mirror.piece_at(square);
        if reported == mirror {
            return vec![Event::say(
                Phrase::new("play-square-correct")
                    .with("square", square)
                    .with("seat", seat)
                    .with("piece", piece_phrase(reported)),
            )];
        }
        let board = &mut self.seats.seat_mut(seat).mirror;
        match reported {
            Some(piece) => board.set_piece_at(square, piece),
            None => {
                board.discard_piece_at(square);
            }
        }
        let found = Phrase::new("play-square-differs")
            .with("square", square)
            .with("seat", seat)
            .with("reported", piece_phrase(reported))
            .with("game", piece_phrase(mirror));
        self.reconcile_now(vec![found])
    }

    /// "mein brett FEN": `seat`'s whole board. When it differs from what ansage has for that
    /// board, the position is settled at once.
    pub(super) fn report_placement(&mut self, seat: Option<Color>, placement: &str) -> Vec<Event> {
        let seat = seat.or(self.speaker()).unwrap_or(self.settings.own_seat);
        let board = match parse_board(placement) {
            Ok(board) => board,
            Err(e) => {
                return vec![Event::say(
                    Phrase::new("play-board-as-fen").with("error", e.phrase()),
                )];
            }
        };
        if board == self.seats.seat(seat).mirror {
            return vec![Event::say(
                Phrase::new("play-board-correct").with("seat", seat),
            )];
        }
        self.seats.seat_mut(seat).mirror = board;
        self.reconcile_now(vec![Phrase::new("play-board-differs").with("seat", seat)])
    }

    /// "mein Zug zwölf war Turm Eva eins": one move of `seat`'s record as they read it from
    /// their notes. When it differs from the record ansage keeps for them, the record is
    /// changed and the position settled with both records (F2.7, F2.8).
    pub(super) fn record_entry(
        &mut self,
        seat: Option<Color>,
        number: u32,
        side: Option<Color>,
        text: &str,
    ) -> Vec<Event> {
        let lang = self.reading;
        let seat = seat.or(self.speaker()).unwrap_or(self.settings.own_seat);
        let side = side.unwrap_or(seat);
        let say = |phrase: Phrase| vec![Event::say(phrase)];
        let (index, named) = match self.record_index(seat, number, side) {
            Ok(found) => found,
            Err(missing) => return say(missing),
        };
        let start = &self.game.start;
        let replay = self.seats.record(seat).replay(start, lang);
        let position = replay.position_after(index);
        let readable = replay.moves.len() >= index;
        let naming = MatchOptions {
            pawn_name_optional: true,
            words: self.announce.words,
        };
        let (new_text, words, note) = match interpret_with(&position, text, lang, naming) {
            Interpretation::Move { played, .. } if readable => (
                write_san(&position, played, lang),
                Value::MoveWords(MoveFacts::of(&position, played)),
                None,
            ),
            Interpretation::Question(question) if readable => {
                let candidates: Vec<Value> = question
                    .candidates
                    .iter()
                    .map(|m| Value::MoveWords(MoveFacts::of(&position, *m)))
                    .collect();
                return say(Phrase::new("play-record-entry-ambiguous")
                    .with("candidates", Value::List(Join::Or, candidates))
                    .with("number", Value::Spelled(number)));
            }
            Interpretation::Invalid(phrase) => return vec![Event::say(phrase)],
            // A move in notation that cannot be played there (or the record already broke
            // off before): written as it is; a record agrees with nothing from such a move
            // on. Words that name no move are not written.
            Interpretation::Illegal(refusal)
                if !readable
                    || matches!(
                        resolve(&position, text, lang).resolution,
                        Resolution::Illegal(_)
                    ) =>
            {
                (
                    text.trim().to_owned(),
                    Value::Verbatim(text.trim().to_owned()),
                    Some(refusal.phrase(&position)),
                )
            }
            Interpretation::Illegal(refusal) => {
                let reason = refusal.phrase(&position);
                return say(Phrase::new("play-record-entry-impossible")
                    .with("reason", reason)
                    .with("number", Value::Spelled(number)));
            }
            Interpretation::Move { .. } | Interpretation::Question(_) => (
                text.trim().to_owned(),
                Value::Verbatim(text.trim().to_owned()),
                None,
            ),
        };
        let entry = &mut self.seats.seat_mut(seat).record[index];
        if entry.text == new_text {
            return say(Phrase::new("play-record-entry-correct")
                .with("keeper", seat)
                .with("named", named)
                .with("words", words));
        }
        entry.text = new_text;
        let mut said = vec![
            Phrase::new("play-record-entry-written")
                .with("keeper", seat)
                .with("named", named)
                .with("words", words),
        ];
        if let Some(reason) = note {
            said.push(Phrase::new("play-record-entry-not-possible-there").with("reason", reason));
        }
        // The entry changes the record only. Whether moves are taken back is decided when
        // the boards are found to differ, or on "abgleichen" (F2.7, F2.8), and then only as
        // a proposal the players agree to.
        said.push(self.record_difference(seat));
        said.into_iter().map(Event::say).collect()
    }

    /// What now differs between `seat`'s record and the game, and how to settle it:
    /// "Sie weicht ab Zug zwei, Weiß von der Partie ab, die dort Springer Felix drei hat …".
    fn record_difference(&self, seat: Color) -> Phrase {
        let lang = self.reading;
        let replay = self.seats.record(seat).replay(&self.game.start, lang);
        let game: Vec<Move> = self.game.moves.iter().map(|m| m.played).collect();
        let common = replay
            .moves
            .iter()
            .zip(&game)
            .take_while(|(a, b)| a == b)
            .count();
        let recorded = self.seats.seat(seat).record.len();
        if common == game.len() && replay.moves.len() == recorded && recorded == game.len() {
            return Phrase::new("play-record-agrees-again").with("keeper", seat);
        }
        let position = self.game.position_after(common);
        let number = Phrase::new("move-number")
            .with("number", Value::Spelled(position.fullmoves().get()))
            .with("side", position.turn());
        let difference = match game.get(common) {
            Some(&m) => Phrase::new("play-record-differs-from")
                .with("number", number)
                .with("words", Value::MoveWords(MoveFacts::of(&position, m))),
            None => Phrase::new("play-record-longer-after").with("number", number),
        };
        Phrase::new("play-record-difference").with("difference", difference)
    }

    /// A move that is illegal in the game but legal on the mover's own board or after their
    /// own record shows that the positions differ: they are settled at once. `None` when the
    /// move is no move there either.
    pub(super) fn legal_on_own_board(&mut self, said: &[String]) -> Option<Vec<Event>> {
        let mover = self.position.turn();
        let lang = self.reading;
        let naming = MatchOptions {
            pawn_name_optional: !self.announce.say_pawn,
            words: self.announce.words,
        };
        let mut own = Vec::new();
        let record_position = self.seats.record_position(mover);
        if record_position.board() != self.position.board() {
            own.push(record_position);
        }
        if let Some(board_position) = self.seats.board_position(mover, &self.position) {
            if board_position.board() != self.position.board() {
                own.push(board_position);
            }
        }
        for position in own {
            for text in said {
                if let Interpretation::Move { played, .. } =
                    interpret_with(&position, text, lang, naming)
                {
                    let found = Phrase::new("play-legal-on-own-board")
                        .with("words", Value::MoveWords(MoveFacts::of(&position, played)))
                        .with("mover", mover);
                    return Some(self.reconcile_now(vec![found]));
                }
            }
        }
        None
    }
}

/// Settling the boards and records, alike for every game: its rules and words come from
/// [`Variant`] and [`crate::game::reconcile::Reconcile`].
impl<R: Variant> PlaySession<R> {
    /// Where move `number` of `side` stands in `seat`'s own record: its index and its name
    /// ("Zug zwölf, Schwarz"), or the sentence that the record has no such move.
    pub(super) fn record_index(
        &self,
        seat: Color,
        number: u32,
        side: Color,
    ) -> Result<(usize, Phrase), Phrase> {
        let named = Phrase::new("move-number")
            .with("number", Value::Spelled(number))
            .with("side", side);
        let start = R::position_after(&self.game, 0);
        let first =
            u64::from(R::move_number(&start)) * 2 + u64::from(R::turn(&start) == Color::Black);
        let wanted = u64::from(number) * 2 + u64::from(side == Color::Black);
        let recorded = self.seats.seat(seat).record.len();
        match wanted.checked_sub(first) {
            Some(index) if (index as usize) < recorded => Ok((index as usize, named)),
            Some(_) | None => Err(Phrase::new("play-record-has-no-such-move")
                .with("named", named)
                .with("keeper", seat)
                .with(
                    "count",
                    Value::Spelled(u32::try_from(recorded).unwrap_or(u32::MAX)),
                )),
        }
    }

    /// Settles the position with both records and both boards (F2.7, F2.8), says what each
    /// player has to do, and goes on from the settled position. When that takes moves back
    /// (F2.8), it is a proposal first: the players agree with "ja".
    pub(super) fn reconcile_now(&mut self, found: Vec<Phrase>) -> Vec<Event> {
        let settled = reconcile(
            &self.seats.replay(Color::White),
            &self.seats.replay(Color::Black),
            Some(&self.seats.seat(Color::White).mirror),
            Some(&self.seats.seat(Color::Black).mirror),
        );
        // A game without a clock hears nothing about setting the clocks (F2.8).
        let report = if self.clock.is_set() {
            settled.phrase()
        } else {
            settled.phrase_without_clocks()
        };
        let mut events: Vec<Event> = found.into_iter().map(Event::say).collect();
        let longer = if settled.white_record.moves.len() >= settled.black_record.moves.len() {
            &settled.white_record
        } else {
            &settled.black_record
        };
        let target: Vec<R::Move> = longer.moves[..settled.agreed_plies].to_vec();
        let played = R::moves(&self.game);
        let kept = played
            .iter()
            .zip(&target)
            .take_while(|(recorded, agreed)| recorded == agreed)
            .count();
        let taken_back = played.len() - kept;
        if taken_back > 0 {
            let agreed = if settled.agreed_plies == 0 {
                Phrase::new("play-records-differ-from-the-first-move")
            } else {
                let position = R::position_after(&self.game, settled.agreed_plies - 1);
                let last = Phrase::new("move-number")
                    .with("number", Value::Spelled(R::move_number(&position)))
                    .with("side", R::turn(&position));
                Phrase::new("play-records-agree-up-to").with("last", last)
            };
            // F2.8 is for a game in progress: once it is over, its moves stand and the
            // difference is only said.
            if R::is_over(&self.game) {
                events.push(Event::say(
                    Phrase::new("play-over-no-roll-back").with("agreed", agreed),
                ));
                return events;
            }
            let names: Vec<Value> = (kept..played.len())
                .rev()
                .map(|index| R::ply_words(self, index))
                .collect();
            let count = Value::Spelled(u32::try_from(taken_back).unwrap_or(u32::MAX));
            // F2.8: where both records agree on moves the game does not have, those are
            // played in their place; the proposal names them too.
            let replacing =
                replacing_moves::<R>(&R::position_after(&self.game, kept), &target[kept..]);
            let id = if replacing.is_empty() {
                "play-propose-roll-back"
            } else {
                "play-propose-roll-back-and-replace"
            };
            let proposal = Phrase::new(id)
                .with("agreed", agreed)
                .with("count", count)
                .with("n", taken_back)
                .with("moves", Value::List(Join::And, names))
                .with("r", replacing.len())
                .with("replacing", Value::List(Join::And, replacing));
            events.push(Event::say(proposal));
            self.confirm = Some(super::confirm::Confirm::RollBack {
                target,
                report: report.clone(),
                agreed_plies: settled.agreed_plies,
                rule: settled.rule,
                fen: settled.fen.clone(),
            });
            return events;
        }
        events.extend(self.settle(
            &target,
            &report,
            settled.agreed_plies,
            settled.rule,
            &settled.fen,
        ));
        events
    }

    /// F2.8: the roll-back the players (or the arbiter) agreed to is carried out; any other
    /// question is no roll-back and does nothing here.
    pub(super) fn roll_back_agreed(&mut self, proposal: super::confirm::Confirm<R>) -> Vec<Event> {
        let super::confirm::Confirm::RollBack {
            target,
            report,
            agreed_plies,
            rule,
            fen,
        } = proposal
        else {
            return Vec::new();
        };
        self.settle(&target, &report, agreed_plies, rule, &fen)
    }

    /// Goes on from a settled position: the game is set to `target`, the clocks go back
    /// when moves were taken back (F2.8), both seats agree, and the journal has it.
    pub(super) fn settle(
        &mut self,
        target: &[R::Move],
        report: &Phrase,
        agreed_plies: usize,
        rule: Rule,
        fen: &str,
    ) -> Vec<Event> {
        let mut events = vec![Event::say(report.clone())];
        self.settlements = self.settlements.saturating_add(1);
        let awaited = self.awaiting.take();
        R::set_moves(self, target);
        if rule == Rule::TakeBack {
            if let Some(times) = self.clock.restore(agreed_plies) {
                events.push(Event::say(times));
            }
        }
        // The awaited move stands: both players now have it, so its clock is pressed.
        let mut repeated = None;
        if let Some(ply) = awaited {
            if R::moves(&self.game).len() >= ply {
                R::close_correction_window(self);
                repeated = Some(ply);
            }
        }
        self.seats
            .agree_on(&R::moves_with_clocks(self), &self.position);
        self.log.push(GameEvent::Reconciled {
            rule,
            agreed_plies: u32::try_from(agreed_plies).unwrap_or(u32::MAX),
            fen: fen.to_owned(),
        });
        // F2.1: every move that stands is on both boards and in both records now, so none
        // waits for its repetition, in the journal too: a resumed game does not wait for one
        // (found by the simulated player, also after an end the settlement took back).
        self.awaiting_at_end = None;
        let standing = R::moves(&self.game).len();
        if let Some(ply) = repeated.filter(|&ply| ply < standing) {
            self.log.push(GameEvent::Repeated {
                ply: Ply::after(ply),
                count: 1,
            });
        }
        if standing > 0 {
            self.log.push(GameEvent::Repeated {
                ply: Ply::after(standing),
                count: 1,
            });
        }
        events
    }
}

/// "ein weißer Läufer", "eine schwarze Dame", "nichts" / "a white bishop", "nothing", as
/// data: the catalogue chooses the article and the adjective by the piece's kind and colour.
fn piece_phrase(piece: Option<Piece>) -> Phrase {
    match piece {
        None => Phrase::new("play-a-piece")
            .with("kind", "none")
            .with("colour", "none")
            .with("name", ""),
        Some(piece) => Phrase::new("play-a-piece")
            .with("kind", role_key(piece.role))
            .with("colour", color_key(piece.color))
            .with("name", piece.role),
    }
}

/// A piece of Meder's 3D chess as [`piece_phrase`] words a chess piece.
pub(super) fn piece3_phrase(piece: Option<crate::tridim::position::Piece3>) -> Phrase {
    piece_phrase(piece.map(|p| Piece {
        color: p.color,
        role: p.role,
    }))
}

/// `moves`, played one after the other from `before`, each for a list ("Zug zwei, Schwarz,
/// Springer Felix sechs").
fn replacing_moves<R: Reconcile>(before: &R::Position, moves: &[R::Move]) -> Vec<Value> {
    let mut position = before.clone();
    let mut named = Vec::new();
    for played in moves {
        let number = Phrase::new("move-number")
            .with("number", Value::Spelled(R::move_number(&position)))
            .with("side", R::turn(&position));
        named.push(Value::from(
            Phrase::new("move-in-list")
                .with("number", number)
                .with("words", R::move_words(&position, played)),
        ));
        position = R::play(&position, played);
    }
    named
}
