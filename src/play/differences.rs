//! Finding and settling a difference between the two players' boards and records during
//! play (F2.7, F2.8): a player reports a square or the whole board of their own, reads a
//! move from their own record, or plays a move that only their own board allows; ansage
//! then settles the position with both records and tells each player what to fix.

use shakmaty::{Color, Move, Piece, Position, Role, Square};

use super::{Event, PlaySession};
use crate::game::events::{GameEvent, Ply};
use crate::game::reconcile::{Rule, parse_board, reconcile};
use crate::language::Language;
use crate::notation::input::{Resolution, resolve};
use crate::notation::san::write_san;
use crate::understanding::heard::MatchOptions;
use crate::understanding::interpret::{Interpretation, interpret_with};
use crate::vocabulary::{color_name, role_name, square_name};
use crate::words::announce::announce_with;
use crate::words::messages::{move_number, number_words};

impl PlaySession {
    /// "Auf Eva vier steht bei mir ein Läufer": one square of `seat`'s board. When it differs
    /// from what ansage has for that board, the position is settled at once.
    pub(super) fn report_square(
        &mut self,
        seat: Option<Color>,
        square: Square,
        piece: Option<(Option<Color>, Role)>,
    ) -> Vec<Event> {
        let lang = self.language;
        let seat = seat.or(self.speaker()).unwrap_or(self.settings.own_seat);
        let agreed = self.position.board().piece_at(square);
        // A piece named without its colour has the colour of the piece on that square in
        // the game, else the colour of the player reporting.
        let reported = piece.map(|(color, role)| Piece {
            color: color.unwrap_or_else(|| agreed.map_or(seat, |p| p.color)),
            role,
        });
        let mirror = self.seats.seat(seat).mirror.piece_at(square);
        let place = square_name(square, lang);
        if reported == mirror {
            let content = piece_phrase(reported, lang);
            return vec![Event::Message(match lang {
                Language::German => format!(
                    "Stimmt: Auf {place} steht bei {} {content}.",
                    color_name(seat, lang)
                ),
                Language::English => format!(
                    "Correct: {}'s board has {content} on {place}.",
                    color_name(seat, lang)
                ),
            })];
        }
        let board = &mut self.seats.seat_mut(seat).mirror;
        match reported {
            Some(piece) => board.set_piece_at(square, piece),
            None => {
                board.discard_piece_at(square);
            }
        }
        let found = match lang {
            Language::German => format!(
                "Auf {place} steht bei {} {}, in der Partie {}.",
                color_name(seat, lang),
                piece_phrase(reported, lang),
                piece_phrase(mirror, lang)
            ),
            Language::English => format!(
                "{}'s board has {} on {place}; the game has {}.",
                color_name(seat, lang),
                piece_phrase(reported, lang),
                piece_phrase(mirror, lang)
            ),
        };
        self.reconcile_now(vec![found])
    }

    /// "mein brett FEN": `seat`'s whole board. When it differs from what ansage has for that
    /// board, the position is settled at once.
    pub(super) fn report_placement(&mut self, seat: Option<Color>, placement: &str) -> Vec<Event> {
        let lang = self.language;
        let seat = seat.or(self.speaker()).unwrap_or(self.settings.own_seat);
        let board = match parse_board(placement) {
            Ok(board) => board,
            Err(e) => {
                return vec![Event::Message(match lang {
                    Language::German => format!(
                        "{} Geben Sie das Brett als ersten Teil einer FEN ein, zum Beispiel: mein brett rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR",
                        e.message(lang)
                    ),
                    Language::English => format!(
                        "{} Type the board as the first part of a FEN, for example: my board rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR",
                        e.message(lang)
                    ),
                })];
            }
        };
        let name = color_name(seat, lang);
        if board == self.seats.seat(seat).mirror {
            return vec![Event::Message(match lang {
                Language::German => format!("Stimmt: Das Brett von {name} zeigt die Partie."),
                Language::English => format!("Correct: {name}'s board shows the game."),
            })];
        }
        self.seats.seat_mut(seat).mirror = board;
        let found = match lang {
            Language::German => format!("Das Brett von {name} weicht von der Partie ab."),
            Language::English => format!("{name}'s board differs from the game."),
        };
        self.reconcile_now(vec![found])
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
        let lang = self.language;
        let de = lang == Language::German;
        let seat = seat.or(self.speaker()).unwrap_or(self.settings.own_seat);
        let side = side.unwrap_or(seat);
        let named = move_number(number, side, lang);
        let keeper = color_name(seat, lang);
        let say = |text: String| vec![Event::Message(text)];
        let start = &self.game.start;
        let first =
            (u64::from(start.fullmoves().get()) * 2) + u64::from(start.turn() == Color::Black);
        let wanted = u64::from(number) * 2 + u64::from(side == Color::Black);
        let recorded = self.seats.seat(seat).record.len();
        let index = match wanted.checked_sub(first) {
            Some(index) if (index as usize) < recorded => index as usize,
            Some(_) | None => {
                return say(if de {
                    format!(
                        "{named} steht nicht in der Mitschrift von {keeper}; sie hat {} Halbzüge.",
                        number_words(u32::try_from(recorded).unwrap_or(u32::MAX), lang)
                    )
                } else {
                    format!(
                        "{named} is not in {keeper}'s record; it has {} half-moves.",
                        number_words(u32::try_from(recorded).unwrap_or(u32::MAX), lang)
                    )
                });
            }
        };
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
                announce_with(&position, played, self.announce),
                None,
            ),
            Interpretation::Question(question) if readable => {
                let candidates: Vec<String> = question
                    .candidates
                    .iter()
                    .map(|m| announce_with(&position, *m, self.announce))
                    .collect();
                let or = if de { " oder " } else { " or " };
                return say(if de {
                    format!(
                        "Das passt auf mehr als einen Zug: {}. Die Mitschrift bleibt, wie sie war; nennen Sie den Zug mit seinem Ausgangsfeld, zum Beispiel: mein zug {} war springer gustav eins felix drei.",
                        candidates.join(or),
                        number_words(number, lang)
                    )
                } else {
                    format!(
                        "That fits more than one move: {}. The record stays as it was; name the move with its starting square, for example: my move {} was knight g1 f3.",
                        candidates.join(or),
                        number_words(number, lang)
                    )
                });
            }
            Interpretation::Invalid(message) => return say(message),
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
                    text.trim().to_owned(),
                    Some(refusal.message(&position, lang)),
                )
            }
            Interpretation::Illegal(refusal) => {
                let reason = refusal.message(&position, lang);
                return say(if de {
                    format!(
                        "{reason} Die Mitschrift bleibt, wie sie war. Nennen Sie den Zug ganz, zum Beispiel: mein zug {} war springer felix drei.",
                        number_words(number, lang)
                    )
                } else {
                    format!(
                        "{reason} The record stays as it was. Name the whole move, for example: my move {} was knight f3.",
                        number_words(number, lang)
                    )
                });
            }
            Interpretation::Move { .. } | Interpretation::Question(_) => {
                (text.trim().to_owned(), text.trim().to_owned(), None)
            }
        };
        let entry = &mut self.seats.seat_mut(seat).record[index];
        if entry.text == new_text {
            return say(if de {
                format!("Stimmt: In der Mitschrift von {keeper} steht {named}: {words}.")
            } else {
                format!("Correct: {keeper}'s record has {named}: {words}.")
            });
        }
        entry.text = new_text;
        let mut said = vec![if de {
            format!("In der Mitschrift von {keeper} steht jetzt {named}: {words}.")
        } else {
            format!("{keeper}'s record now has {named}: {words}.")
        }];
        if let Some(reason) = note {
            said.push(if de {
                format!("Dieser Zug ist dort nicht möglich: {reason}")
            } else {
                format!("That move is not possible there: {reason}")
            });
        }
        // The entry changes the record only. Whether moves are taken back is decided when
        // the boards are found to differ, or on "abgleichen" (F2.7, F2.8), and then only as
        // a proposal the players agree to.
        said.push(self.record_difference(seat));
        said.into_iter().map(Event::Message).collect()
    }

    /// What now differs between `seat`'s record and the game, and how to settle it:
    /// "Sie weicht ab Zug zwei, Weiß von der Partie ab, die dort Springer Felix drei hat …".
    fn record_difference(&self, seat: Color) -> String {
        let lang = self.language;
        let de = lang == Language::German;
        let keeper = color_name(seat, lang);
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
            return if de {
                format!("Die Mitschrift von {keeper} stimmt wieder mit der Partie überein.")
            } else {
                format!("{keeper}'s record agrees with the game again.")
            };
        }
        let position = self.game.position_after(common);
        let number = move_number(position.fullmoves().get(), position.turn(), lang);
        let in_game = game
            .get(common)
            .map(|&m| announce_with(&position, m, self.announce));
        let difference = match (in_game, de) {
            (Some(words), true) => format!(
                "Sie weicht ab {number} von der Partie ab; in der Partie steht dort {words}."
            ),
            (Some(words), false) => {
                format!("It differs from the game from {number} on; the game has {words} there.")
            }
            (None, true) => format!("Sie hat nach {number} mehr Züge als die Partie."),
            (None, false) => format!("It has more moves than the game after {number}."),
        };
        if de {
            format!(
                "{difference} Zum Abgleichen beider Mitschriften und Bretter sagen Sie abgleichen; nichts wird ohne Ihre Zustimmung zurückgenommen."
            )
        } else {
            format!(
                "{difference} To compare both records and boards, say reconcile; no move is taken back without your agreement."
            )
        }
    }

    /// A move that is illegal in the game but legal on the mover's own board or after their
    /// own record shows that the positions differ: they are settled at once. `None` when the
    /// move is no move there either.
    pub(super) fn legal_on_own_board(&mut self, said: &[String]) -> Option<Vec<Event>> {
        let mover = self.position.turn();
        let lang = self.language;
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
                    let words = announce_with(&position, played, self.announce);
                    let name = color_name(mover, lang);
                    let found = match lang {
                        Language::German => format!(
                            "{words} ist in der Partie nicht möglich, wohl aber auf dem Brett von {name}: Die Stellungen weichen ab."
                        ),
                        Language::English => format!(
                            "{words} is not possible in the game, but it is on {name}'s board: the positions differ."
                        ),
                    };
                    return Some(self.reconcile_now(vec![found]));
                }
            }
        }
        None
    }

    /// Settles the position with both records and both boards (F2.7, F2.8), says what each
    /// player has to do, and goes on from the settled position. When that takes moves back
    /// (F2.8), it is a proposal first: the players agree with "ja".
    pub(super) fn reconcile_now(&mut self, found: Vec<String>) -> Vec<Event> {
        let lang = self.language;
        let white = self.seats.record(Color::White);
        let black = self.seats.record(Color::Black);
        let settled = reconcile(
            &self.game.start,
            &white,
            &black,
            Some(&self.seats.seat(Color::White).mirror),
            Some(&self.seats.seat(Color::Black).mirror),
            lang,
        );
        let mut events: Vec<Event> = found.into_iter().map(Event::Message).collect();
        let longer = if settled.white_record.moves.len() >= settled.black_record.moves.len() {
            &settled.white_record
        } else {
            &settled.black_record
        };
        let target: Vec<Move> = longer.moves[..settled.agreed_plies].to_vec();
        let kept = self
            .game
            .moves
            .iter()
            .zip(&target)
            .take_while(|(recorded, played)| recorded.played == **played)
            .count();
        let taken_back = self.game.moves.len() - kept;
        if taken_back > 0 {
            let names: Vec<String> = (kept..self.game.moves.len())
                .rev()
                .map(|index| self.ply_words(index))
                .collect();
            let count = number_words(u32::try_from(taken_back).unwrap_or(u32::MAX), lang);
            let and = if lang == Language::German {
                " und "
            } else {
                " and "
            };
            let agreed = if settled.agreed_plies == 0 {
                match lang {
                    Language::German => {
                        "Die Mitschriften stimmen schon im ersten Zug nicht überein".to_owned()
                    }
                    Language::English => "The records differ from the first move".to_owned(),
                }
            } else {
                let position = self.game.position_after(settled.agreed_plies - 1);
                let last = move_number(position.fullmoves().get(), position.turn(), lang);
                match lang {
                    Language::German => format!("Die Mitschriften stimmen bis {last} überein"),
                    Language::English => format!("The records agree up to {last}"),
                }
            };
            events.push(Event::Message(match lang {
                Language::German => format!(
                    "Vorschlag nach F2.8: {agreed}; zurückgenommen würden {count} Halbzüge: {}. Einverstanden? Ja oder nein.",
                    names.join(and)
                ),
                Language::English => format!(
                    "Proposal under F2.8: {agreed}; {count} half-moves would be taken back: {}. Agreed? Yes or no.",
                    names.join(and)
                ),
            }));
            self.confirm = Some(super::confirm::Confirm::RollBack {
                target,
                report: settled.text.clone(),
                agreed_plies: settled.agreed_plies,
                rule: settled.rule,
                fen: settled.fen.clone(),
            });
            return events;
        }
        events.extend(self.settle(
            &target,
            &settled.text,
            settled.agreed_plies,
            settled.rule,
            &settled.fen,
        ));
        events
    }

    /// Goes on from a settled position: the game is set to `target`, the clocks go back
    /// when moves were taken back (F2.8), both seats agree, and the journal has it.
    pub(super) fn settle(
        &mut self,
        target: &[Move],
        report: &str,
        agreed_plies: usize,
        rule: Rule,
        fen: &str,
    ) -> Vec<Event> {
        let lang = self.language;
        let mut events = vec![Event::Message(report.to_owned())];
        let awaited = self.awaiting.take();
        self.set_game_moves(target);
        if rule == Rule::TakeBack {
            if let Some(times) = self.clock.restore(agreed_plies, lang) {
                events.push(Event::Message(times));
            }
        }
        // The awaited move stands: both players now have it, so its clock is pressed.
        let mut repeated = None;
        if let Some(ply) = awaited {
            if self.game.moves.len() >= ply {
                self.close_correction_window();
                repeated = Some(ply);
            }
        }
        self.seats
            .agree_on(&self.moves_with_clocks(), &self.position);
        self.log.push(GameEvent::Reconciled {
            rule,
            agreed_plies: u32::try_from(agreed_plies).unwrap_or(u32::MAX),
            fen: fen.to_owned(),
        });
        // F2.1: the move both records now hold counts as repeated, in the journal too, so a
        // resumed game does not wait for its repetition (found by the simulated player).
        if let Some(ply) = repeated {
            self.log.push(GameEvent::Repeated {
                ply: Ply::after(ply),
                count: 1,
            });
        }
        events
    }
}

/// "ein weißer Läufer", "eine schwarze Dame", "nichts" / "a white bishop", "nothing".
fn piece_phrase(piece: Option<Piece>, language: Language) -> String {
    let Some(piece) = piece else {
        return match language {
            Language::German => "nichts".into(),
            Language::English => "nothing".into(),
        };
    };
    let name = role_name(piece.role, language);
    match (language, piece.color, piece.role) {
        (Language::German, Color::White, Role::Queen) => format!("eine weiße {name}"),
        (Language::German, Color::Black, Role::Queen) => format!("eine schwarze {name}"),
        (Language::German, Color::White, _) => format!("ein weißer {name}"),
        (Language::German, Color::Black, _) => format!("ein schwarzer {name}"),
        (Language::English, color, _) => {
            format!(
                "a {} {}",
                color_name(color, language).to_lowercase(),
                name.to_lowercase()
            )
        }
    }
}
