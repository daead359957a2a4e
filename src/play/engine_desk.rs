//! What the engine has been asked, and what it must be asked now: the bookkeeping between a
//! [`PlaySession`] and the engine that plays one of its sides.
//!
//! The session decides whether the engine is due (its side is to move, or a draw offer
//! waits for its answer); the desk remembers the one request out for the game as it stands,
//! so the engine is asked exactly once for each position, and asked again whenever the game
//! comes back to a position after a take-back — even the same position it was asked about
//! before (issue 28: after `zurück`, `ja` and the same move again, the engine was never
//! asked, because the move list equalled the last request's).

use shakmaty::{Color, Move};

use crate::engine::Score;

use super::PlaySession;

/// Why the engine is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AskKind {
    /// Its own move.
    Move,
    /// Its answer to the opponent's draw offer (9.1), decided by its evaluation.
    DrawAnswer,
}

/// One request to send to the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ask {
    /// The number to give back with the reply.
    pub id: u64,
    /// What for.
    pub kind: AskKind,
    /// The moves of the game the request is for.
    pub moves: Vec<Move>,
}

impl Ask {
    /// The number of plies the request is for.
    pub fn ply(&self) -> usize {
        self.moves.len()
    }
}

/// The engine's requests for one game: at most one is out at a time.
#[derive(Clone, Debug, Default)]
pub struct EngineDesk {
    requests: u64,
    out: Option<Ask>,
}

/// The moves of the session's game, as a request names them.
fn moves_of(session: &PlaySession) -> Vec<Move> {
    session.game().moves.iter().map(|m| m.played).collect()
}

/// What `session` needs of its engine now, for the game of which moves: its move, its
/// answer to a draw offer, or nothing.
fn needed(session: &PlaySession) -> Option<(AskKind, Vec<Move>)> {
    let kind = if session.engine_to_move() {
        AskKind::Move
    } else if session.draw_offer_to_engine().is_some() {
        AskKind::DrawAnswer
    } else {
        return None;
    };
    Some((kind, moves_of(session)))
}

impl EngineDesk {
    /// The request to send now: the engine is due in `session` (its move, or its answer to
    /// a draw offer) and has not been asked for the game as it stands. `None` when nothing
    /// is due or the request is already out.
    pub fn due(&mut self, session: &PlaySession) -> Option<Ask> {
        let (kind, moves) = needed(session)?;
        if self.has_out(kind, &moves) {
            return None;
        }
        self.requests += 1;
        let ask = Ask {
            id: self.requests,
            kind,
            moves,
        };
        self.out = Some(ask.clone());
        Some(ask)
    }

    /// A reply to request `id` came (a move, an answer, or a failure): the request is no
    /// longer out. Returns the request when the reply is for the game as it stands in
    /// `session` and should be used; `None` for a reply to an older request (the game went
    /// back or on meanwhile), which is dropped.
    pub fn answered(&mut self, id: u64, session: &PlaySession) -> Option<Ask> {
        if self.out.as_ref().is_none_or(|out| out.id != id) {
            return None;
        }
        let out = self.out.take()?;
        (out.moves == moves_of(session)).then_some(out)
    }

    /// Whether request `id` is the one out (a restart's sentence is said only for it).
    pub fn is_out(&self, id: u64) -> bool {
        self.out.as_ref().is_some_and(|out| out.id == id)
    }

    /// The request out, if any.
    pub fn out(&self) -> Option<&Ask> {
        self.out.as_ref()
    }

    /// Whether the engine has been asked what `session` needs of it now (its move, or its
    /// answer to a draw offer), or nothing is needed: the invariant that no game waits for
    /// an engine that was never asked.
    pub fn covers(&self, session: &PlaySession) -> bool {
        needed(session).is_none_or(|(kind, moves)| self.has_out(kind, &moves))
    }

    /// Whether the request out is for `kind` in the game of `moves`.
    fn has_out(&self, kind: AskKind, moves: &[Move]) -> bool {
        self.out
            .as_ref()
            .is_some_and(|out| out.kind == kind && out.moves == moves)
    }
}

/// From how many plies on an equal position is drawn by agreement (thirty moves each).
const LATE_GAME_PLIES: usize = 60;

/// Up to this many centipawns a position counts as equal for a draw.
const EQUAL_FOR_DRAW: i32 = 25;

/// From this many centipawns worse the engine takes a draw (a whole pawn).
const WORSE_FOR_DRAW: i32 = 100;

/// Whether the engine playing `engine` accepts a draw offer (9.1) at ply `plies`, given
/// its `score` (from White's view): when it is mated or stands a pawn or more worse, or
/// when the position is equal and the game is past its thirtieth move. Without a score
/// it declines (it cannot judge, and the game goes on).
pub fn engine_accepts_draw(score: Option<Score>, engine: Color, plies: usize) -> bool {
    match score.map(|score| score.for_side(engine)) {
        Some(Score::Mate(n)) => n < 0,
        Some(Score::Centipawns(cp)) => {
            cp <= -WORSE_FOR_DRAW || (cp.abs() <= EQUAL_FOR_DRAW && plies >= LATE_GAME_PLIES)
        }
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::play::Event;
    use crate::play::tests::{against_engine, texts};
    use shakmaty::Position;

    /// The engine's reply to `ask`: the first legal move, as a stand-in engine would.
    fn reply(session: &mut PlaySession, desk: &mut EngineDesk, ask: &Ask) -> Vec<Event> {
        let Some(ask) = desk.answered(ask.id, session) else {
            return Vec::new();
        };
        let best = session.position().legal_moves()[0];
        session.engine_move(ask.ply(), best)
    }

    #[test]
    fn regression_take_back_and_the_same_move_asks_the_engine_again() {
        // Issue 28, 1: e4, the engine answers, zurück, ja, e4: the engine was never asked.
        let mut session = against_engine(Color::Black);
        let mut desk = EngineDesk::default();
        session.handle_line("e4");
        let ask = desk.due(&session).expect("the engine is asked after e4");
        reply(&mut session, &mut desk, &ask);
        assert_eq!(session.game().moves.len(), 2);
        assert!(desk.due(&session).is_none(), "the human is to move");
        session.handle_line("zurück");
        session.handle_line("ja");
        assert!(session.game().moves.is_empty());
        session.handle_line("e4");
        assert!(session.engine_to_move());
        let again = desk
            .due(&session)
            .expect("asked again for the same position");
        assert!(desk.covers(&session));
        assert_ne!(again.id, ask.id);
        reply(&mut session, &mut desk, &again);
        assert_eq!(session.game().moves.len(), 2);
    }

    #[test]
    fn a_reply_dropped_as_stale_does_not_keep_the_engine_from_being_asked() {
        // e4 (engine asked), zurück before it answers, e4 again before the reply arrives.
        let mut session = against_engine(Color::Black);
        let mut desk = EngineDesk::default();
        session.handle_line("e4");
        let first = desk.due(&session).unwrap();
        session.handle_line("zurück");
        assert!(session.game().moves.is_empty());
        // The reply to the old request comes while the game has no move: dropped.
        assert!(desk.answered(first.id, &session).is_none());
        session.handle_line("e4");
        let again = desk.due(&session).expect("asked again");
        assert!(desk.covers(&session));
        assert_eq!(again.moves.len(), 1);
    }

    #[test]
    fn the_person_never_answers_a_draw_offer_made_to_the_engine() {
        // Issue 28, 2: e4, remis, ja, ja agreed a draw for the engine.
        let mut session = against_engine(Color::Black);
        let mut desk = EngineDesk::default();
        let ask = desk.due(&session);
        assert!(ask.is_none(), "White (the person) is to move");
        session.handle_line("e4");
        let mv = desk.due(&session).unwrap();
        reply(&mut session, &mut desk, &mv);
        session.handle_line("remis");
        assert_eq!(session.draw_offer_to_engine(), Some(Color::Black));
        let (events, _) = session.handle_line("ja");
        assert!(session.game().result.is_none());
        assert!(texts(&events)[0].contains("beantwortet die Engine selbst"));
        session.handle_line("ja");
        session.handle_line("remis annehmen");
        assert!(session.game().result.is_none(), "only the engine answers");
        // The engine is asked for its answer, and declines in an even position.
        let ask = desk
            .due(&session)
            .expect("the engine is asked about the offer");
        assert_eq!(ask.kind, AskKind::DrawAnswer);
        assert!(desk.answered(ask.id, &session).is_some());
        let events = session.engine_answers_draw(Some(Score::Centipawns(-20)));
        assert!(texts(&events)[0].starts_with("Die Engine (Schwarz) lehnt das Remis ab."));
        assert!(session.game().result.is_none());
        assert!(session.draw_offer_to_engine().is_none());
        assert!(desk.due(&session).is_none());
    }

    #[test]
    fn the_engine_accepts_a_draw_when_it_stands_worse() {
        let mut session = against_engine(Color::White);
        let mut desk = EngineDesk::default();
        let mv = desk.due(&session).unwrap();
        reply(&mut session, &mut desk, &mv);
        // Black offers with the move; the engine (White) answers before its move.
        session.handle_line("e5 (=)");
        assert_eq!(session.draw_offer_to_engine(), Some(Color::White));
        let ask = desk.due(&session).unwrap();
        assert_eq!(ask.kind, AskKind::Move);
        let events = session.engine_answers_draw(Some(Score::Centipawns(-250)));
        let said = texts(&events);
        assert!(
            said[0].starts_with("Die Engine (Weiß) nimmt das Remis an."),
            "{said:?}"
        );
        assert_eq!(
            session.game().result,
            Some(shakmaty::Outcome::Known(shakmaty::KnownOutcome::Draw))
        );
    }

    #[test]
    fn regression_input_kept_while_the_engine_thinks_dies_with_its_position() {
        // Issue 28, 4: e4, Sf3 (kept), zurück, c4: "Sf3" was later offered in another game.
        let mut session = against_engine(Color::Black);
        let mut desk = EngineDesk::default();
        session.handle_line("e4");
        let first = desk.due(&session).unwrap();
        let (events, _) = session.handle_line("Sf3");
        assert!(texts(&events)[0].contains("vorgemerkt"));
        let (events, _) = session.handle_line("zurück");
        let said = texts(&events).join(" ");
        assert!(said.contains("„Sf3“ entfällt"), "{said}");
        session.handle_line("c4");
        assert!(desk.answered(first.id, &session).is_none());
        let ask = desk.due(&session).unwrap();
        let events = reply(&mut session, &mut desk, &ask);
        let said = texts(&events).join(" ");
        assert!(!said.contains("Sf3"), "{said}");
        assert!(!said.contains("Jetzt spielen?"), "{said}");
    }

    #[test]
    fn the_engine_takes_a_draw_only_when_worse_or_equal_late() {
        // Black's engine, White a pawn and a half better: Black is worse, it accepts.
        assert!(engine_accepts_draw(
            Some(Score::Centipawns(150)),
            Color::Black,
            20
        ));
        // White's engine in the same position declines.
        assert!(!engine_accepts_draw(
            Some(Score::Centipawns(150)),
            Color::White,
            20
        ));
        // Equal: declined early, accepted after thirty moves.
        assert!(!engine_accepts_draw(
            Some(Score::Centipawns(10)),
            Color::White,
            2
        ));
        assert!(engine_accepts_draw(
            Some(Score::Centipawns(-10)),
            Color::White,
            60
        ));
        // Mated: accepts; mating: declines. No score: declines.
        assert!(engine_accepts_draw(Some(Score::Mate(3)), Color::Black, 5));
        assert!(!engine_accepts_draw(Some(Score::Mate(3)), Color::White, 5));
        assert!(!engine_accepts_draw(None, Color::White, 100));
    }

    #[test]
    fn stepping_through_the_moves_changes_nothing_and_comes_back() {
        let mut session = PlaySession::new(Language::GERMAN);
        for line in ["e4", "e5", "Sf3"] {
            session.handle_line(line);
        }
        let (events, _) = session.handle_line("blättern zurück");
        let said = texts(&events);
        assert_eq!(
            said[0],
            "Stellung nach Zug eins, Schwarz: Bauer Eva fünf (e5)."
        );
        assert!(
            said[1].starts_with("Noch ein Halbzug bis zur aktuellen Stellung."),
            "{said:?}"
        );
        let (events, _) = session.handle_line("blättern zurück");
        assert!(texts(&events)[0].starts_with("Stellung nach Zug eins, Weiß"));
        let (events, _) = session.handle_line("blättern zurück");
        assert_eq!(texts(&events)[0], "Ausgangsstellung.");
        assert!(texts(&events)[1].starts_with("Noch drei Halbzüge"));
        // Nothing changed.
        assert_eq!(session.game().moves.len(), 3);
        let (events, _) = session.handle_line("blättern vor");
        assert!(texts(&events)[0].starts_with("Stellung nach Zug eins, Weiß"));
        let (events, _) = session.handle_line("zur partie");
        let said = texts(&events);
        assert!(said[0].starts_with("Stellung nach Zug zwei, Weiß: Springer Felix drei"));
        assert_eq!(
            said[1],
            "Wieder bei der aktuellen Stellung: Schwarz ist am Zug."
        );
        // Any other line ends the stepping: back from the present again.
        session.handle_line("blättern zurück");
        session.handle_line("material");
        let (events, _) = session.handle_line("blättern zurück");
        assert!(texts(&events)[0].starts_with("Stellung nach Zug eins, Schwarz"));
        // A move is played in the game as it stands.
        let (events, _) = session.handle_line("Sc6");
        assert!(texts(&events)[0].starts_with("Zug zwei, Schwarz: Springer Cäsar sechs"));
    }

    #[test]
    fn the_engines_best_move_is_played_for_the_player_in_training() {
        let mut session = against_engine(Color::Black);
        let (events, flow) = session.handle_line("tipp spielen");
        assert!(events.is_empty());
        assert_eq!(
            flow,
            crate::play::Flow::Engine(crate::play::EngineAsk::PlayBest)
        );
        let best = session
            .position()
            .legal_moves()
            .into_iter()
            .find(|m| m.to() == shakmaty::Square::D4)
            .unwrap();
        let events = session.play_best(0, best);
        assert!(texts(&events)[0].starts_with("Zug eins, Weiß: Bauer David vier"));
        assert!(session.engine_to_move());
        // A reply for a game that went on meanwhile plays nothing.
        assert!(session.play_best(0, best).is_empty());
        // Between two people without --training it is refused in words.
        let mut people = PlaySession::new(Language::GERMAN);
        let (events, flow) = people.handle_line("tipp spielen");
        assert_eq!(flow, crate::play::Flow::Continue);
        assert!(texts(&events)[0].contains("nur beim Training"));
    }

    #[test]
    fn input_kept_while_the_engine_thinks_is_dropped_when_the_game_ends() {
        let mut session = against_engine(Color::Black);
        session.handle_line("e4");
        session.handle_line("Sf3");
        session.handle_line("aufgeben");
        let (events, _) = session.handle_line("ja");
        let said = texts(&events).join(" ");
        assert!(
            said.contains("„Sf3“ entfällt, denn die Partie ist beendet."),
            "{said}"
        );
        // After a take-back it is said what to do.
        let mut session = against_engine(Color::Black);
        session.handle_line("e4");
        session.handle_line("Sf3");
        let (events, _) = session.handle_line("zurück");
        let said = texts(&events).join(" ");
        assert!(said.contains("Geben Sie Ihren Zug neu ein"), "{said}");
    }
}
