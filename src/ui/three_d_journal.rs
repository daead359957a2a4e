//! The journal of a 3D game: every move, take-back and end appended and flushed to disk as
//! it happens, as for a game of chess (`storage::journal`), so that a crash or kill -9 loses
//! nothing and `ansage play --resume` continues the game. The header names the variant
//! (`"variant":"3D Meder"`) and the start as FEN3D; each move is journaled in the seed's
//! notation with E10's long pawn captures (`aWxb4W`), which reads back without doubt.

use std::time::{SystemTime, UNIX_EPOCH};

use serde_json::Value;

use crate::game::rules::{DrawReason, GameEnd};
use crate::language::Language;
use crate::phrase::Phrase;
use crate::play::three_d::ThreeDSession;
use crate::storage::journal::{Header, Journal, JournalError, JournalEvent};
use crate::texts::Event;
use crate::tridim::game::{Game3, result_token};
use crate::tridim::moves::Move3;
use crate::tridim::notation::{PawnCaptures, seed_letters, write_move_as};
use crate::tridim::position::Position3;

/// A 3D game's journal, following the game.
#[derive(Debug)]
pub struct GameJournal3 {
    journal: Option<Journal>,
    /// The moves (with their draw offers) and the end as the journal holds them.
    journaled: Vec<(Move3, bool)>,
    end: Option<GameEnd>,
    /// Whether a failure to write was said (it is said once).
    failure_said: bool,
    language: Language,
    /// The ply of the last move repeated (F2.1) as the journal holds it.
    repeated: Option<usize>,
    /// The last clock setting journaled without a move (a step is followed more than once:
    /// after the line and after the engine's answer).
    clock_set: Option<JournalEvent>,
    /// The settings changed in play as the journal holds them: F2.1's repetition
    /// (`repetition`) and lists read aloud (`read_aloud`).
    settings: Value,
}

/// The settings a 3D game changes in play that `--resume` goes on with.
const SETTINGS_IN_PLAY: [&str; 2] = ["repetition", "read_aloud"];

/// The settings of `settings` that a 3D game changes in play.
fn in_play(settings: &Value) -> Value {
    let mut kept = serde_json::Map::new();
    for key in SETTINGS_IN_PLAY {
        if let Some(value) = settings.get(key) {
            kept.insert(key.to_owned(), value.clone());
        }
    }
    Value::Object(kept)
}

impl GameJournal3 {
    /// A journal for `game`, new in the journal folder, holding the moves it has already
    /// (a game continued from its file). `settings` are kept in the header for `--resume`.
    /// A journal that cannot be started is said, and the game goes on without one.
    pub fn start(game: &Game3, settings: Value, language: Language) -> (GameJournal3, Vec<Phrase>) {
        let in_play = in_play(&settings);
        let header = Header::three_d(&game.start, settings);
        GameJournal3::begin(Journal::start(&header), game, in_play, language)
    }

    /// As [`GameJournal3::start`], the journal in `dir` (tests, and players who keep their
    /// journals elsewhere).
    pub fn start_in(
        dir: &std::path::Path,
        game: &Game3,
        settings: Value,
        language: Language,
    ) -> (GameJournal3, Vec<Phrase>) {
        let in_play = in_play(&settings);
        let header = Header::three_d(&game.start, settings);
        GameJournal3::begin(Journal::create_in(dir, &header), game, in_play, language)
    }

    /// The journal's file, if there is one.
    pub fn path(&self) -> Option<&std::path::Path> {
        self.journal.as_ref().map(Journal::path)
    }

    fn begin(
        started: Result<Journal, JournalError>,
        game: &Game3,
        settings: Value,
        language: Language,
    ) -> (GameJournal3, Vec<Phrase>) {
        let mut kept = GameJournal3 {
            journal: None,
            journaled: Vec::new(),
            end: None,
            failure_said: false,
            language,
            repeated: None,
            clock_set: None,
            settings,
        };
        let mut said = Vec::new();
        match started {
            Ok(journal) => kept.journal = Some(journal),
            Err(error) => {
                kept.failure_said = true;
                said.push(error.phrase());
            }
        }
        said.extend(kept.follow(game, |_| None));
        (kept, said)
    }

    /// The journal of a resumed game, which already holds `game` and `settings` (as last
    /// journaled).
    pub fn resumed(
        journal: Journal,
        game: &Game3,
        settings: &Value,
        language: Language,
    ) -> GameJournal3 {
        GameJournal3 {
            journal: Some(journal),
            journaled: game.moves.clone(),
            end: game.end,
            failure_said: false,
            language,
            repeated: None,
            clock_set: None,
            settings: in_play(settings),
        }
    }

    /// Appends what changed since the journal last followed the game: the moves taken back,
    /// the moves played (a move whose draw offer came after it is taken back and written
    /// again with its (=)), each with both clocks after it (`clock_after(ply)`, none
    /// without a clock), and the end. A failure to write is said once, as data.
    pub fn follow(
        &mut self,
        game: &Game3,
        clock_after: impl Fn(usize) -> Option<[u64; 2]>,
    ) -> Option<Phrase> {
        let kept = self
            .journaled
            .iter()
            .zip(&game.moves)
            .take_while(|(journaled, now)| journaled == now)
            .count();
        let mut events = Vec::new();
        for ply in (kept + 1..=self.journaled.len()).rev() {
            events.push(JournalEvent::TakeBack {
                ply: u32::try_from(ply).unwrap_or(u32::MAX),
            });
        }
        let mut position = game.position_after(kept);
        for (index, (m, offer)) in game.moves.iter().enumerate().skip(kept) {
            events.push(JournalEvent::Move {
                ply: u32::try_from(index + 1).unwrap_or(u32::MAX),
                uci: journal_notation(&position, m),
                san: write_move_as(&position, m, self.language, game.pawn_captures),
                draw_offer: *offer,
                clock_ms: clock_after(index + 1),
            });
            position = position.play_unchecked(m);
        }
        if game.end != self.end || (kept < self.journaled.len() && game.end.is_some()) {
            if let Some(end) = &game.end {
                events.push(JournalEvent::Result {
                    result: result_token(end).to_owned(),
                    reason: reason(end).to_owned(),
                });
            }
        }
        self.journaled = game.moves.clone();
        self.end = game.end;
        // A move taken back (or written again with its offer) takes its repetition with it
        // in the journal's replay: it is journaled again after the move.
        self.repeated = self.repeated.filter(|&ply| ply <= kept);
        self.append(&events)
    }

    /// `events`, what `session` just said, after whatever the journal now holds of the game
    /// (and, when it could not be written, that sentence after them).
    pub fn kept(&mut self, session: &ThreeDSession, mut events: Vec<Event>) -> Vec<Event> {
        let game = session.game();
        events.extend(
            self.follow(game, |ply| {
                session
                    .clock_ms_after(ply)
                    .map(crate::game::events::ClockReading::pair)
            })
            .map(Event::say),
        );
        events.extend(self.follow_repetition(session).map(Event::say));
        events.extend(self.follow_clock(session).map(Event::say));
        events.extend(self.follow_settings(session).map(Event::say));
        events
    }

    /// A setting changed in play ("wiederholung aus", "vorlesen aus") is journaled, so that
    /// `--resume` goes on with it.
    fn follow_settings(&mut self, session: &ThreeDSession) -> Option<Phrase> {
        let now = [
            ("repetition", session.repetition_required()),
            ("read_aloud", session.reads_aloud()),
        ];
        let mut changed = Vec::new();
        for (key, on) in now {
            if self.settings.get(key).and_then(Value::as_bool) != Some(on) {
                self.settings[key] = Value::Bool(on);
                changed.push(JournalEvent::Setting {
                    key: key.to_owned(),
                    value: Value::Bool(on),
                });
            }
        }
        if changed.is_empty() {
            return None;
        }
        self.append(&changed)
    }

    /// The clocks set or stopped without a move (the arbiter's correction, "uhr anhalten")
    /// are journaled at once, so that `--resume` has them.
    fn follow_clock(&mut self, session: &ThreeDSession) -> Option<Phrase> {
        let switches: Vec<JournalEvent> = session
            .logged()
            .iter()
            .filter_map(|event| match event {
                crate::game::events::GameEvent::ClockSwitched {
                    ply,
                    clocks,
                    running,
                } => Some(JournalEvent::ClockSwitch {
                    ply: ply.0,
                    clock_ms: clocks.pair(),
                    running: *running,
                }),
                _ => None,
            })
            .collect();
        let last = switches.last().cloned();
        if last.is_none() || last == self.clock_set {
            return None;
        }
        self.clock_set = last;
        self.append(&switches)
    }

    /// F2.1: a move repeated (or one that needs no repetition: the engine's opponent's) is
    /// journaled, so that `--resume` asks again for a repetition that was still waiting.
    fn follow_repetition(&mut self, session: &ThreeDSession) -> Option<Phrase> {
        let plies = session.game().moves.len();
        if !session.repetition_required()
            || session.awaiting_repetition().is_some()
            || plies == 0
            || self.repeated == Some(plies)
        {
            return None;
        }
        self.repeated = Some(plies);
        self.append(&[JournalEvent::Repetition {
            ply: u32::try_from(plies).unwrap_or(u32::MAX),
            count: 1,
            text: String::new(),
        }])
    }

    /// A setting that changed in play (the relay's address and the paired device's token,
    /// so that `--resume` lets the same device back in); said when it cannot be written.
    pub fn setting(&mut self, key: &str, value: serde_json::Value) -> Option<Phrase> {
        self.append(&[JournalEvent::Setting {
            key: key.to_owned(),
            value,
        }])
    }

    /// The game ends here: a finished game's journal is closed (not offered again); an
    /// unfinished one is adjourned (`adjourn`, "ende" with `ja`) and offered for `--resume`,
    /// or left as it is (the input ended: interrupted, offered too).
    pub fn finish(
        mut self,
        game: &Game3,
        clock_after: impl Fn(usize) -> Option<[u64; 2]>,
        adjourn: bool,
    ) -> Option<Phrase> {
        let failure = self.follow(game, clock_after);
        let journal = self.journal.take()?;
        if game.end.is_some() || game.moves.is_empty() {
            return journal.close().err().map(|e| e.phrase()).or(failure);
        }
        if adjourn {
            let mut journal = journal;
            let at_unix_ms = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX));
            if let Err(error) = journal.append(&JournalEvent::Adjourned { at_unix_ms }) {
                return Some(error.phrase()).or(failure);
            }
        }
        failure
    }

    /// [`GameJournal3::finish`] for the game `session` plays, with its clocks.
    pub fn finish_session(self, session: &ThreeDSession, adjourn: bool) -> Option<Phrase> {
        self.finish(
            session.game(),
            |ply| {
                session
                    .clock_ms_after(ply)
                    .map(crate::game::events::ClockReading::pair)
            },
            adjourn,
        )
    }

    fn append(&mut self, events: &[JournalEvent]) -> Option<Phrase> {
        let journal = self.journal.as_mut()?;
        if events.is_empty() {
            return None;
        }
        match journal.append_all(events) {
            Ok(()) => None,
            Err(error) => self.failed(&error),
        }
    }

    fn failed(&mut self, error: &JournalError) -> Option<Phrase> {
        if self.failure_said {
            return None;
        }
        self.failure_said = true;
        Some(error.phrase())
    }
}

/// A move as the journal keeps it: the seed's letters, every pawn capture with its origin's
/// level (E10), " e.p." left out (the move itself says it).
fn journal_notation(position: &Position3, m: &Move3) -> String {
    write_move_as(position, m, seed_letters(), PawnCaptures::Long).replace(" e.p.", "")
}

/// Why the game ended, as the journal names it.
fn reason(end: &GameEnd) -> &'static str {
    match end {
        GameEnd::Checkmate { .. } => "checkmate",
        GameEnd::Resignation { .. } => "resignation",
        GameEnd::Forfeit { .. } => "forfeit",
        GameEnd::Decision { .. } => "decision",
        GameEnd::Draw(reason) => match reason {
            DrawReason::Stalemate => "stalemate",
            DrawReason::InsufficientMaterial => "dead_position",
            DrawReason::Agreement => "agreement",
            DrawReason::ThreefoldRepetition => "threefold",
            DrawReason::FiftyMoves => "fifty_moves",
            DrawReason::FivefoldRepetition => "fivefold",
            DrawReason::SeventyFiveMoves => "seventy_five_moves",
            DrawReason::CannotBeMated => "cannot_be_mated",
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Color;

    /// The journal's answer to "does a repetition wait?", as `--resume` reads it.
    fn waits_after_resume(journal: &GameJournal3, required: bool) -> bool {
        let read = Journal::read(journal.path().unwrap()).unwrap();
        let game = read.to_game3().unwrap();
        let mut resumed =
            ThreeDSession::with_game(game, Language::GERMAN).with_repetition(required);
        resumed.resume_repetition(read.state().last_repeated.map(|ply| ply as usize));
        resumed.awaiting_repetition().is_some()
    }

    /// The arbiter's clock correction is journaled at once, not only with the next move:
    /// `--resume` after a kill has the clocks as corrected (6.13, 12.9c).
    #[test]
    fn the_arbiters_clock_correction_is_journaled_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let control = crate::game::clock::TimeControl::parse("5+0").unwrap();
        let mut session = ThreeDSession::new_3d(Language::GERMAN).with_clock(
            control,
            &[],
            true,
            crate::play::system_now(),
        );
        let (mut journal, failed) =
            GameJournal3::start_in(dir.path(), session.game(), Value::Null, Language::GERMAN);
        assert!(failed.is_empty());
        let (events, _) = session.handle_line_from(Color::White, "b4N");
        journal.kept(&session, events);
        let (events, _) =
            session.handle_line_from_arbiter(Language::GERMAN, "uhr stellen weiß 4 minuten");
        journal.kept(&session, events.clone());
        // Followed twice in one step (after the engine's answer too): written once.
        journal.kept(&session, events);
        let read = Journal::read(journal.path().unwrap()).unwrap();
        let state = read.state();
        assert_eq!(state.clock_ms.map(|both| both[0]), Some(240_000));
        let switches = std::fs::read_to_string(journal.path().unwrap())
            .unwrap()
            .matches("clock_switch")
            .count();
        assert_eq!(switches, 1);
    }

    /// F2.1: a repetition still waiting is asked for again after `--resume`; one made is not.
    /// Found by the simulated players on two devices: a draw offer made after a repeated
    /// move rewrote the move in the journal (with its (=)) and dropped its repetition.
    #[test]
    fn regression_the_journal_keeps_whether_a_repetition_waits() {
        let dir = tempfile::tempdir().unwrap();
        let mut session = ThreeDSession::new_3d(Language::GERMAN).with_repetition(true);
        let (mut journal, failed) =
            GameJournal3::start_in(dir.path(), session.game(), Value::Null, Language::GERMAN);
        assert!(failed.is_empty());
        let (events, _) = session.handle_line_from(Color::White, "b4N");
        journal.kept(&session, events);
        assert!(
            waits_after_resume(&journal, true),
            "Black has not repeated yet"
        );
        let (events, _) = session.handle_line_from(Color::Black, "b4N");
        journal.kept(&session, events);
        assert!(!waits_after_resume(&journal, true), "Black repeated");
        // White offers a draw after its repeated move: the move is written again with (=).
        let (events, _) = session.handle_line_from(Color::White, "remis");
        journal.kept(&session, events);
        assert!(
            session.game().moves[0].1,
            "the offer is written with the move"
        );
        assert!(
            !waits_after_resume(&journal, true),
            "the repetition stays journaled"
        );
    }
}
