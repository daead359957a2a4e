//! The host's side of a 3D game on two devices (`ansage play --variant 3d --host`): the
//! seat not at this keyboard is played at another device, in a browser (the 3D page) or
//! with `ansage join`. The device's lines act for its seat only
//! ([`ThreeDSession::handle_line_from`]); after every step it is sent its state (the 3D
//! board as FEN3D, its record, the clocks, the moves it may tap) and the step's sentences
//! in its own language. The relay and its host side (pairing, tokens, who is connected,
//! the clocks standing for an absent device, spectators) are chess's ([`HostRelay`]); this
//! module says what they need of the 3D game ([`RelayedGame`] for [`ThreeDSession`]).

use shakmaty::Color;

use crate::game::events::color_key;
use crate::game::rules::GameEnd;
use crate::language::Language;
use crate::phrase::Phrase;
use crate::play::three_d::ThreeDSession;
use crate::relay::protocol::{ClockState, DeviceState, SaidLine, SpectatorState, Tap};
use crate::texts::{Event, Weight, Words};
use crate::tridim::fen3d::write_fen3d;
use crate::tridim::notation::write_move_as;
use crate::tridim::words::announce;
use crate::ui::host::{Actor, BoardsCompared, HostRelay, RelayedGame};
use crate::words::phrases::shown;

/// The variant's name as the page and the journal know it.
pub const VARIANT: &str = "3D Meder";

/// What of a 3D game both players hear about when it changes: its moves, its end, a draw
/// offer, the clocks standing or running, and the boards and records settled or a roll-back
/// proposed (F2.7, F2.8: both players set their boards, both answer the proposal).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark3 {
    plies: usize,
    end: Option<GameEnd>,
    offer: Option<Color>,
    clock_runs: Option<Color>,
    awaiting: bool,
    settlements: u32,
    proposal: bool,
}

impl Mark3 {
    /// The game as it stands now.
    pub fn of(session: &ThreeDSession) -> Mark3 {
        Mark3 {
            plies: session.game().moves.len(),
            end: session.game().end,
            offer: session.pending_offer(),
            clock_runs: session.clock_running(),
            awaiting: session.awaiting_repetition().is_some(),
            settlements: session.settlements(),
            proposal: session.proposal_waiting(),
        }
    }
}

/// The relay of a 3D game: the chess relay's host side ([`HostRelay`]), over the 3D game.
pub type ThreeDHost = HostRelay<ThreeDSession>;

impl RelayedGame for ThreeDSession {
    // The 3D session says its sentences as phrases: what changed is told by the game.
    type Mark = Mark3;

    fn mark(&self) -> Mark3 {
        Mark3::of(self)
    }

    fn turn(&self) -> Color {
        self.game().position().turn()
    }

    fn has_clock(&self) -> bool {
        ThreeDSession::has_clock(self)
    }

    fn is_over(&self) -> bool {
        self.game().end.is_some()
    }

    fn tournament(&self) -> bool {
        ThreeDSession::tournament(self)
    }

    fn clock_running(&self) -> Option<Color> {
        self.clock_running()
    }

    fn clocks_wait(&mut self, _for_arbiter: bool) -> (Vec<Event>, bool) {
        // No arbiter's seat in a 3D game: the clocks stand until the device pairs, so that
        // nobody loses on time before both are there.
        (Vec::new(), self.stand_clocks().is_some())
    }

    fn device_left(&mut self) -> (Vec<Event>, bool) {
        // 6.13: the clocks stand for the interruption; under tournament rules the absent
        // player's clock runs on, as for a player who left the board.
        if self.tournament() {
            return (Vec::new(), false);
        }
        (Vec::new(), self.stand_clocks().is_some())
    }

    fn device_back(&mut self, stood_for_it: bool) -> Vec<Event> {
        if !stood_for_it {
            return Vec::new();
        }
        self.restart_clocks().map(Event::say).into_iter().collect()
    }

    fn heard_by(events: &[Event], actor: Actor, own: Actor, changed: bool) -> Vec<Event> {
        heard_by(events, actor == own || actor == Actor::Nobody, changed)
    }

    fn seen_by_spectators(events: &[Event], changed: bool) -> Vec<Event> {
        heard_by(events, false, changed)
    }

    fn device_state(&self, seat: Color, words: &Words) -> DeviceState {
        device_state3(self, seat, words)
    }

    fn spectator_state(&self, words: &Words) -> SpectatorState {
        spectator_state3(self, words)
    }

    fn boards_compared(&self) -> BoardsCompared {
        // Each player's own board: a player who repeats the announced move has not played
        // it yet (F2.1).
        let game = self.game();
        let board_of = |seat| &self.seats().seat(seat).mirror;
        BoardsCompared {
            game: write_fen3d(&game.position()),
            differences: differences3(board_of(Color::White), board_of(Color::Black)),
            // F2.8: a roll-back proposal waits for the players' or the arbiter's yes or no.
            proposal_now: self.proposal_waiting(),
        }
    }
}

/// The events of a step for one player: all of them where that player acted (or nobody
/// did: the clock); else, when the step changed the game (a move, its end, a draw offer,
/// the clocks), what is said aloud of it (announcements, messages, warnings), and
/// otherwise only warnings (the other player's questions and refusals are theirs).
pub fn heard_by(events: &[Event], acted: bool, changed: bool) -> Vec<Event> {
    if acted {
        return events.to_vec();
    }
    events
        .iter()
        .filter(|event| match event {
            Event::Say(Weight::Warning, _) => true,
            Event::Say(Weight::Announcement | Weight::Message, _) => changed,
            _ => false,
        })
        .cloned()
        .collect()
}

/// What the device of `seat` shows: the 3D board (FEN3D), whose turn, its prompt, the
/// record in its notation, the moves it may tap, the last move and a king in check, the
/// clocks and the end.
pub fn device_state3(session: &ThreeDSession, seat: Color, words: &Words) -> DeviceState {
    let language = words.language;
    let game = session.game();
    let position = game.position();
    let turn = position.turn();
    let over = game.end.is_some();
    let question_now = session.question_for() == Some(seat);
    // F2.1: the announced move this player repeats first, and the position before it.
    let announced = session
        .awaiting_repetition()
        .filter(|_| !over && turn == seat)
        .map(|m| (game.position_after(game.moves.len() - 1), m));
    let repeat_now = announced.is_some();
    let move_now = !over && turn == seat && !repeat_now;
    let prompt = if over {
        Phrase::new("prompt-over")
    } else if question_now {
        Phrase::new("prompt-confirm")
    } else if session.awaiting_repetition().is_some() {
        Phrase::new("prompt-repeats")
    } else {
        Phrase::new("prompt-turn")
    }
    .with("side", turn);
    // The moves to tap: this player's own, or, while they repeat, those of the position
    // before the announced move (so the page can tap it there).
    let tapped_in = match &announced {
        Some((before, _)) => Some(before.clone()),
        None => move_now.then(|| position.clone()),
    };
    let taps = tapped_in.map_or_else(Vec::new, |from_here| {
        from_here
            .legal_moves()
            .iter()
            .map(|m| {
                let (from, to) = m.ends(from_here.turn());
                Tap {
                    from,
                    to,
                    line: write_move_as(
                        &from_here,
                        m,
                        crate::tridim::notation::seed_letters(),
                        game.pawn_captures,
                    ),
                    words: shown(&announce(&from_here, m), language),
                }
            })
            .collect()
    });
    // This player's own board and record: without the announced move while they repeat it
    // (F2.1: they write it and play it once repeated).
    let own_plies = session.own_plies(seat);
    let own_board = &session.seats().seat(seat).mirror;
    DeviceState {
        seat: color_key(seat).to_owned(),
        board: write_fen3d(own_board),
        turn: color_key(turn).to_owned(),
        prompt: shown(&prompt, language),
        repeat_now,
        move_now,
        question_now,
        offer_now: !over && session.pending_offer() == Some(!seat),
        record: session.seats().record_in(seat, language),
        last: last_announcement(session, words),
        clock: clock_state(session),
        result: result_token(session),
        opponent_here: true,
        legal: Vec::new(),
        last_move: last_move_of(game, own_plies),
        check: king_in_check(own_board),
        to_repeat: announced
            .map(|(before, m)| write_move_as(&before, &m, language, game.pawn_captures)),
        ending: ending(session, language),
        variant: Some(VARIANT.to_owned()),
        taps,
    }
}

/// What a spectator's device shows of a 3D game: the game as ansage keeps it (its board as
/// FEN3D, its moves in the spectator's notation, the last move and a king in check named
/// with their levels), the clocks and the end; nothing of a player's own board or record.
pub fn spectator_state3(session: &ThreeDSession, words: &Words) -> SpectatorState {
    let language = words.language;
    let game = session.game();
    let position = game.position();
    let plies = game.moves.len();
    SpectatorState {
        board: write_fen3d(&position),
        turn: color_key(position.turn()).to_owned(),
        moves: game.written_moves(plies, language),
        last_move: last_move_of(game, plies),
        check: king_in_check(&position),
        clock: clock_state(session),
        result: result_token(session),
        ending: ending(session, language),
        last: last_announcement(session, words),
        variant: Some(VARIANT.to_owned()),
    }
}

/// The squares (`d1W`, `a0DP1`) where two 3D boards hold different pieces, and the pins
/// (`DP1`) that hold a different deck, in order.
fn differences3(one: &crate::tridim::Position3, other: &crate::tridim::Position3) -> Vec<String> {
    let seen = |piece: Option<crate::tridim::position::Piece3>| piece.map(|p| (p.color, p.role));
    let mut squares: Vec<_> = one
        .pieces()
        .chain(other.pieces())
        .map(|(at, _)| at)
        .collect();
    squares.sort_by_key(ToString::to_string);
    squares.dedup();
    let mut differing: Vec<String> = squares
        .into_iter()
        // What the eye sees: the colour and the kind, not whether it ever moved.
        .filter(|&at| seen(one.piece_at(at)) != seen(other.piece_at(at)))
        .map(|at| at.to_string())
        .collect();
    let mut pins: Vec<_> = one
        .decks()
        .chain(other.decks())
        .map(|(pin, _)| pin)
        .collect();
    pins.sort_by_key(ToString::to_string);
    pins.dedup();
    differing.extend(
        pins.into_iter()
            .filter(|&pin| one.deck_at(pin) != other.deck_at(pin))
            .map(|pin| pin.to_string()),
    );
    differing
}

/// The squares (or pins) the move before ply `plies` went from and to.
fn last_move_of(game: &crate::tridim::game::Game3, plies: usize) -> Option<[String; 2]> {
    let ply = plies.checked_sub(1)?;
    let (m, _) = game.moves.get(ply)?;
    let (from, to) = m.ends(game.position_after(ply).turn());
    Some([from, to])
}

/// The square of a king in check on `board`, with its level.
fn king_in_check(board: &crate::tridim::Position3) -> Option<String> {
    [Color::White, Color::Black].into_iter().find_map(|color| {
        board
            .in_check(color)
            .then(|| board.king(color))
            .flatten()
            .map(|king| king.to_string())
    })
}

/// The last announcement, in a device's words.
fn last_announcement(session: &ThreeDSession, words: &Words) -> Option<SaidLine> {
    session.last_announcement().and_then(|event| {
        words
            .lines(&event)
            .into_iter()
            .next()
            .map(|line| SaidLine::from(&line))
    })
}

/// Both clocks and which runs, if the game has a clock.
fn clock_state(session: &ThreeDSession) -> Option<ClockState> {
    session.clock_now().map(|(reading, running)| ClockState {
        white_ms: reading.white_ms,
        black_ms: reading.black_ms,
        running: running.map(|color| color_key(color).to_owned()),
    })
}

/// The result (`1-0`, `0-1`, `1/2-1/2`) once the game is over.
fn result_token(session: &ThreeDSession) -> Option<String> {
    session
        .game()
        .end
        .map(|end| crate::tridim::game::result_token(&end).to_owned())
}

/// Why the game ended, in `language`, once it has.
fn ending(session: &ThreeDSession, language: Language) -> Option<String> {
    session.game().end.map(|end| shown(&end.phrase(), language))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tridim::notation::{Reading, read_move};
    use crate::words::announce::AnnounceOptions;

    fn words(language: Language) -> Words {
        Words::new(
            language,
            AnnounceOptions {
                words: language,
                ..AnnounceOptions::default()
            },
        )
    }

    #[test]
    fn the_device_to_move_gets_every_legal_move_as_a_line_that_plays_it() {
        let session = ThreeDSession::new_3d(Language::GERMAN);
        let state = device_state3(&session, Color::White, &words(Language::ENGLISH));
        let position = session.game().position();
        let legal = position.legal_moves();
        assert_eq!(state.taps.len(), legal.len());
        assert!(state.move_now);
        assert_eq!(state.variant.as_deref(), Some(VARIANT));
        // Each tap's line reads back as exactly its move.
        for (tap, m) in state.taps.iter().zip(&legal) {
            assert_eq!(
                read_move(&position, &tap.line),
                Reading::Move(*m),
                "{}",
                tap.line
            );
        }
        // Pawns and pieces are tapped from square to square, with their levels.
        assert!(state.taps.iter().any(|t| t.from == "b2W" && t.to == "b4W"));
        assert!(state.taps.iter().any(|t| t.from == "a1W" && t.to == "b3N"));
        // The other device may not move, so it gets no taps.
        let black = device_state3(&session, Color::Black, &words(Language::GERMAN));
        assert!(black.taps.is_empty());
        assert!(!black.move_now);
    }

    #[test]
    fn a_move_is_marked_and_recorded_on_both_devices() {
        let mut session = ThreeDSession::new_3d(Language::GERMAN);
        let (events, _) = session.handle_line_from(Color::White, "b2W-b4W");
        assert!(!events.is_empty());
        for seat in [Color::White, Color::Black] {
            let state = device_state3(&session, seat, &words(Language::GERMAN));
            assert_eq!(state.record.len(), 1);
            assert_eq!(state.last_move, Some(["b2W".to_owned(), "b4W".to_owned()]));
            assert_eq!(state.turn, "black");
            assert!(state.last.is_some());
        }
    }

    #[test]
    fn the_other_players_question_reaches_nobody_else() {
        let said = vec![
            Event::say(Phrase::new("tridim-no-moves-yet")),
            Event::Say(Weight::Warning, Phrase::new("tridim-no-moves-yet")),
        ];
        assert_eq!(heard_by(&said, false, false).len(), 1, "only the warning");
        assert_eq!(heard_by(&said, false, true).len(), 2);
        assert_eq!(heard_by(&said, true, false).len(), 2);
    }
}
