//! `ansage replay`: a recorded game read aloud move by move, for studying master games by
//! ear. Forward and back by half-moves, jumps to a move number, the comments and annotation
//! glyphs of the record, and the questions about the position that `ansage play` answers.
//!
//! [`ReplaySession`] turns each typed line into events (which the caller prints, and speaks
//! unless they are only shown, like [`Event::Shown`]); it never touches the terminal. `commands` reads a line
//! as a replay command, `describe` words the game as a whole (players, date, result,
//! annotation glyphs, help), and `run` puts the session, the terminal and the voice together
//! for the command line.

mod commands;
mod describe;
mod load;
pub mod tape;

use shakmaty::{Chess, Color, Position};

pub use self::commands::{MAX_STEPS, ReplayCommand, parse_replay_command};
use self::describe::{
    as_sentence, chatter, clean_comment, date_phrase, game_outcome, help_phrase, how_to_go_on,
    known_tag, nag_phrase, result_phrase, spoken_name, year, yes_no,
};
pub use self::load::{Chosen, LoadError, choose_game, load};
use crate::commands::{Command, QueryContext, answer, help, parse_command};
use crate::game::events::{PlayedMove, Ply};
use crate::language::Language;
use crate::notation::fen::write_fen;
use crate::notation::pgn::{Game, move_number_label};
use crate::phrase::{Join, Phrase, Value};
pub use crate::texts::Event;
use crate::texts::Weight;
use crate::vocabulary::capitalised;
use crate::words::announce::AnnounceOptions;
use crate::words::answers::Answer;
use crate::words::phrases::shown;

/// What the caller should do after a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next line.
    Continue,
    /// The listener asked to stop.
    Quit,
}

/// Where the game stands in its file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FilePlace {
    /// The game's number in the file, from 1.
    pub number: usize,
    /// How many games the file holds.
    pub count: usize,
    /// Whether the game was chosen with `--game` (else the first was taken).
    pub chosen: bool,
}

/// A recorded game being read aloud.
pub struct ReplaySession {
    game: Game,
    /// The position after each number of half-moves, from the start (index 0) to the end.
    positions: Vec<Chess>,
    /// How many half-moves have been played on the board.
    ply: usize,
    language: Language,
    announce: AnnounceOptions,
    place: Option<FilePlace>,
    /// The last answer, for "wiederholen".
    last: Vec<Event>,
}

impl ReplaySession {
    /// A replay of `game` from its start position, moves announced as `announce` says and
    /// everything else said in `language`.
    pub fn new(game: Game, language: Language, announce: AnnounceOptions) -> Self {
        let mut positions = Vec::with_capacity(game.moves.len() + 1);
        let mut position = game.start.clone();
        positions.push(position.clone());
        for recorded in &game.moves {
            position.play_unchecked(recorded.played);
            positions.push(position.clone());
        }
        ReplaySession {
            game,
            positions,
            ply: 0,
            language,
            announce,
            place: None,
            last: Vec::new(),
        }
    }

    /// The same replay, knowing the game's place in its file (said at the start and by
    /// "info").
    pub fn in_file(mut self, place: FilePlace) -> Self {
        self.place = Some(place);
        self
    }

    /// How moves are announced now.
    pub fn announce_options(&self) -> AnnounceOptions {
        self.announce
    }

    /// The game being replayed.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// How many half-moves are on the board.
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// The position on the board.
    pub fn position(&self) -> &Chess {
        &self.positions[self.ply]
    }

    /// The prompt before the input line: the last move as on a scoresheet ("12... Sc6> "),
    /// or "Anfang> " at the start.
    pub fn prompt(&self) -> String {
        let phrase = match self.ply.checked_sub(1) {
            None => Phrase::new("replay-prompt-start"),
            Some(index) => {
                let before = &self.positions[index];
                Phrase::new("replay-prompt-move")
                    .with("label", move_number_label(before))
                    .with("san", Value::San(self.played_move(index + 1).facts))
            }
        };
        shown(&phrase, self.language)
    }

    /// What is said at the start: the game in one sentence (players, event, year, result,
    /// number of moves), how to choose another game of the file, and how to go on.
    pub fn greeting(&mut self) -> Vec<Event> {
        let mut events = vec![Event::say(self.game_sentence())];
        if let Some(place) = self.place.filter(|p| p.count > 1 && !p.chosen) {
            // The example names another game than the one read now.
            let other = if place.number == 2 { 1usize } else { 2 };
            events.push(Event::say(
                Phrase::new("replay-other-games")
                    .with("count", place.count)
                    .with("other", other),
            ));
        }
        if self.game.start != Chess::default() {
            events.push(Event::say(Phrase::new("replay-set-up")));
        }
        events.push(Event::say(how_to_go_on()));
        // Last, so that the next move cuts a long note off.
        events.extend(chatter(self.opening_notes()));
        self.last = events.clone();
        events
    }

    /// "Partie 1 von 597: Jose Raul Capablanca gegen Juan Corzo y Prinzipe, Havana m 1901,
    /// Schwarz gewinnt (0-1), 29 Züge."
    fn game_sentence(&self) -> Phrase {
        let mut parts = Vec::new();
        let white = known_tag(&self.game, "White").map(spoken_name);
        let black = known_tag(&self.game, "Black").map(spoken_name);
        if white.is_some() || black.is_some() {
            let name = |name: Option<String>| -> Value {
                match name {
                    Some(name) => capitalised(&name).into(),
                    None => Phrase::new("replay-unknown-player").into(),
                }
            };
            parts.push(
                Phrase::new("replay-players")
                    .with("white", name(white))
                    .with(
                        "black",
                        black.map_or_else(
                            || Value::from(Phrase::new("replay-unknown-player")),
                            Value::from,
                        ),
                    ),
            );
        }
        if self.game.start.castles().mode() == shakmaty::CastlingMode::Chess960 {
            parts.push(Phrase::verbatim("Chess960"));
        }
        let event = known_tag(&self.game, "Event");
        let year = known_tag(&self.game, "Date").and_then(year);
        let when = match (event, year) {
            (Some(event), Some(year)) => Some(format!("{event} {year}")),
            (Some(event), None) => Some(event.to_owned()),
            (None, Some(year)) => Some(year.to_owned()),
            (None, None) => None,
        };
        if let Some(when) = when {
            parts.push(Phrase::verbatim(&if parts.is_empty() {
                capitalised(&when)
            } else {
                when
            }));
        }
        let capital = parts.is_empty();
        parts.push(
            result_phrase(game_outcome(&self.game), capital).unwrap_or_else(|| {
                Phrase::new("replay-no-result").with("capital", yes_no(capital))
            }),
        );
        parts.push(self.moves_count());
        let text = Phrase::joined(Join::Comma, parts);
        match self.place.filter(|p| p.count > 1) {
            Some(place) => Phrase::new("replay-game-in-file")
                .with("number", place.number)
                .with("count", place.count)
                .with("text", text),
            None => Phrase::new("replay-game").with("text", text),
        }
    }

    /// "29 Züge", "ein Zug", "keine Züge": the moves of the game, counted as on a scoresheet.
    fn moves_count(&self) -> Phrase {
        let count = match self.positions.len() {
            1 => 0,
            n => {
                let first = self.positions[0].fullmoves().get();
                let last = self.positions[n - 2].fullmoves().get();
                last.saturating_sub(first) + 1
            }
        };
        Phrase::new("replay-moves").with("n", count)
    }

    /// The comments before the first move, each as a line.
    fn opening_notes(&self) -> Vec<Phrase> {
        self.game
            .opening_comments
            .iter()
            .map(|c| clean_comment(c))
            .filter(|c| !c.is_empty())
            .map(|c| Phrase::new("replay-note").with("text", as_sentence(&c)))
            .collect()
    }

    /// Reads one typed or spoken line and answers it.
    pub fn handle_line(&mut self, line: &str) -> (Vec<Event>, Flow) {
        let (events, flow, remember) = match parse_replay_command(line) {
            Some(ReplayCommand::Repeat) => {
                let events = if self.last.is_empty() {
                    self.greeting()
                } else {
                    self.last.clone()
                };
                (events, Flow::Continue, false)
            }
            Some(ReplayCommand::Quit) => (Vec::new(), Flow::Quit, false),
            Some(command) => (self.carry_out(command), Flow::Continue, true),
            None => self.question(line),
        };
        if remember && !events.is_empty() {
            self.last = events.clone();
        }
        (events, flow)
    }

    fn carry_out(&mut self, command: ReplayCommand) -> Vec<Event> {
        match command {
            ReplayCommand::Next(count) => self.forward(count as usize),
            ReplayCommand::Back(count) => self.back(count as usize),
            ReplayCommand::GoTo { number, side } => self.go_to(number, side),
            ReplayCommand::Start => {
                self.ply = 0;
                vec![self.position_sentence()]
            }
            ReplayCommand::End => {
                if self.game.moves.is_empty() {
                    return vec![Event::say(Phrase::new("replay-no-moves"))];
                }
                self.ply = self.game.moves.len();
                vec![self.position_sentence(), self.end_note()]
            }
            ReplayCommand::ReadBoard => vec![self.ask(&Command::ReadBoard)],
            ReplayCommand::Turn => vec![self.ask(&Command::Turn)],
            ReplayCommand::Where => vec![Event::say(self.where_sentence())],
            ReplayCommand::Comment => self.comments(),
            ReplayCommand::Info => vec![Event::say(self.info())],
            ReplayCommand::Fen => vec![Event::Shown(write_fen(self.position()))],
            ReplayCommand::Help => chatter(vec![help_phrase()]).into_iter().collect(),
            // Handled by `handle_line`.
            ReplayCommand::Repeat | ReplayCommand::Quit => Vec::new(),
        }
    }

    /// The move that made `ply` half-moves, with everything needed to say it.
    fn played_move(&self, ply: usize) -> PlayedMove {
        let index = ply - 1;
        PlayedMove::new(
            Ply::of_index(index),
            &self.positions[index],
            self.game.moves[index].played,
        )
    }

    /// "Stellung nach Zug zwölf, Schwarz: Springer Cäsar sechs (Sc6).", or "Ausgangsstellung."
    fn position_sentence(&self) -> Event {
        Event::PositionAfter((self.ply > 0).then(|| self.played_move(self.ply)))
    }

    /// "Das war der letzte Zug; Schwarz gewinnt (0-1)."
    fn end_note(&self) -> Event {
        Event::say(match result_phrase(game_outcome(&self.game), false) {
            Some(result) => Phrase::new("replay-last-move").with("result", result),
            None => Phrase::new("replay-last-move-no-result"),
        })
    }

    /// `count` half-moves forward, each announced with what the record says about it.
    fn forward(&mut self, count: usize) -> Vec<Event> {
        let total = self.game.moves.len();
        if self.ply == total {
            return vec![Event::say(
                match result_phrase(game_outcome(&self.game), false) {
                    Some(result) => Phrase::new("replay-over").with("result", result),
                    None => Phrase::new("replay-over-no-result"),
                },
            )];
        }
        let mut events = Vec::new();
        for _ in 0..count.min(total - self.ply) {
            self.ply += 1;
            events.extend(self.move_events());
        }
        events
    }

    /// The announcement of the move just played, then a draw offer, the meaning of its
    /// annotation glyphs, the end of the game, and its comments (last, so that the next move
    /// cuts a long comment off). The clock times of the record are not read.
    fn move_events(&self) -> Vec<Event> {
        let recorded = &self.game.moves[self.ply - 1];
        let mut events = vec![Event::Announce(self.played_move(self.ply))];
        if recorded.draw_offer {
            let mover = self.positions[self.ply - 1].turn();
            events.push(Event::say(Phrase::new("draw-offered").with("side", mover)));
        }
        events.extend(
            recorded
                .nags
                .iter()
                .filter_map(|nag| nag_phrase(*nag))
                .map(Event::say),
        );
        if self.ply == self.game.moves.len() {
            events.push(self.end_note());
        }
        events.extend(chatter(self.comment_lines()));
        events
    }

    /// The comments of the move that made the position, each as a line.
    fn comment_lines(&self) -> Vec<Phrase> {
        let Some(index) = self.ply.checked_sub(1) else {
            return self.opening_notes();
        };
        self.game.moves[index]
            .comments
            .iter()
            .map(|c| clean_comment(c))
            .filter(|c| !c.is_empty())
            .map(|c| Phrase::new("replay-comment").with("text", as_sentence(&c)))
            .collect()
    }

    /// `count` half-moves back; the position's last move is announced again.
    fn back(&mut self, count: usize) -> Vec<Event> {
        if self.ply == 0 {
            return vec![Event::say(Phrase::new("replay-at-start"))];
        }
        self.ply = self.ply.saturating_sub(count);
        vec![self.position_sentence()]
    }

    /// To the position after move `number` of `side`.
    fn go_to(&mut self, number: u32, side: Color) -> Vec<Event> {
        let total = self.game.moves.len();
        let start = &self.positions[0];
        // Half-moves from the start to the move asked for.
        let offset = (i64::from(number) - i64::from(start.fullmoves().get())) * 2
            + i64::from(side == Color::Black)
            - i64::from(start.turn() == Color::Black);
        match usize::try_from(offset).ok().filter(|&index| index < total) {
            Some(index) => {
                self.ply = index + 1;
                let mut events = vec![self.position_sentence()];
                if self.ply == total {
                    events.push(self.end_note());
                }
                events
            }
            None => {
                let range = if total == 0 {
                    Phrase::new("replay-range-empty")
                } else {
                    Phrase::new("replay-range")
                        .with("first", self.move_name(1))
                        .with("last", self.move_name(total))
                };
                vec![Event::say(
                    Phrase::new("replay-no-such-move")
                        .with("asked", move_name(number, side))
                        .with("range", range),
                )]
            }
        }
    }

    /// "Zug zwölf, Schwarz" / "move twelve, Black": the number and side of a half-move.
    fn move_name(&self, ply: usize) -> Phrase {
        let before = &self.positions[ply - 1];
        move_name(before.fullmoves().get(), before.turn())
    }

    /// "Nach Zug zwölf, Schwarz; das ist Halbzug 24 von 58."
    fn where_sentence(&self) -> Phrase {
        let total = self.game.moves.len();
        if self.ply == 0 {
            return Phrase::new("replay-where-start").with("n", total);
        }
        let name = self.move_name(self.ply);
        if self.ply == total {
            Phrase::new("replay-where-last").with("name", name)
        } else {
            Phrase::new("replay-where")
                .with("name", name)
                .with("ply", self.ply)
                .with("total", total)
        }
    }

    /// "kommentar": the comments (and annotation glyphs, and a draw offer) of the current move.
    fn comments(&self) -> Vec<Event> {
        let mut lines = Vec::new();
        if let Some(index) = self.ply.checked_sub(1) {
            let recorded = &self.game.moves[index];
            lines.extend(recorded.nags.iter().filter_map(|nag| nag_phrase(*nag)));
        }
        lines.extend(self.comment_lines());
        if lines.is_empty() {
            let phrase = match self.ply {
                0 => Phrase::new("replay-no-comment-start"),
                ply => Phrase::new("replay-no-comment").with("name", self.move_name(ply)),
            };
            return vec![Event::say(phrase)];
        }
        lines.into_iter().map(Event::say).collect()
    }

    /// "info": players, event, place, round, date, opening, result and length of the game.
    fn info(&self) -> Phrase {
        let game = &self.game;
        let mut sentences = Vec::new();
        for (tag, elo, color) in [
            ("White", "WhiteElo", Color::White),
            ("Black", "BlackElo", Color::Black),
        ] {
            let name: Value = match known_tag(game, tag) {
                Some(name) => spoken_name(name).into(),
                None => Phrase::new("replay-unknown").into(),
            };
            sentences.push(match known_tag(game, elo) {
                Some(elo) => Phrase::new("replay-info-player-elo")
                    .with("side", color)
                    .with("name", name)
                    .with("elo", elo),
                None => Phrase::new("replay-info-player")
                    .with("side", color)
                    .with("name", name),
            });
        }
        let tag_sentence = |tag: &str, value: Value| {
            Phrase::new("replay-info-tag")
                .with("tag", tag)
                .with("value", value)
        };
        for (tag, key) in [("Event", "event"), ("Site", "site"), ("Round", "round")] {
            if let Some(value) = known_tag(game, tag) {
                sentences.push(tag_sentence(key, as_sentence_body(value).into()));
            }
        }
        if let Some(date) = known_tag(game, "Date").and_then(date_phrase) {
            sentences.push(tag_sentence("date", date.into()));
        }
        let opening = known_tag(game, "Opening")
            .map(|o| match known_tag(game, "Variation") {
                Some(v) => format!("{o}, {v}"),
                None => o.to_owned(),
            })
            .or_else(|| known_tag(game, "ECO").map(|eco| format!("ECO {eco}")));
        if let Some(opening) = opening {
            sentences.push(tag_sentence("opening", as_sentence_body(&opening).into()));
        }
        let result =
            result_phrase(game_outcome(game), false).unwrap_or_else(|| Phrase::new("replay-none"));
        sentences.push(
            Phrase::new("replay-info-result")
                .with("result", result)
                .with("moves", self.moves_count()),
        );
        if let Some(place) = self.place.filter(|p| p.count > 1) {
            sentences.push(
                Phrase::new("replay-info-place")
                    .with("number", place.number)
                    .with("count", place.count),
            );
        }
        Phrase::joined(Join::Sentences, sentences)
    }

    /// The game up to the position on the board, for the play commands' answers.
    fn game_so_far(&self) -> Game {
        let at_end = self.ply == self.game.moves.len();
        Game {
            tags: self.game.tags.clone(),
            opening_comments: Vec::new(),
            start: self.game.start.clone(),
            moves: self.game.moves[..self.ply].to_vec(),
            result: if at_end {
                game_outcome(&self.game)
            } else {
                None
            },
        }
    }

    /// A play command's answer about the position on the board; `None` for the commands
    /// that are no question.
    fn answer(&self, command: &Command) -> Option<Answer> {
        let game = self.game_so_far();
        let position = self.position();
        let context = QueryContext {
            position,
            game: &game,
            asking: position.turn(),
            language: self.language,
            seating: Default::default(),
        };
        answer(command, &context)
    }

    /// The answer to a play command that is a question, as a message.
    fn ask(&self, command: &Command) -> Event {
        match self.answer(command) {
            Some(answer) => Event::Say(Weight::Message, answer.phrase()),
            None => Event::say(Phrase::verbatim("")),
        }
    }

    /// A line that is no replay command: a question about the position as `ansage play`
    /// answers it, or a sentence saying what works ("ende" of play also ends the replay).
    /// Returns the answer, the flow, and whether to keep the answer for "wiederholen".
    fn question(&mut self, line: &str) -> (Vec<Event>, Flow, bool) {
        let (events, remember) = match parse_command(line, self.language) {
            Some(Ok(Command::Quit)) => return (Vec::new(), Flow::Quit, false),
            Some(Ok(Command::Help(topic))) => {
                let events = match topic {
                    Some(topic) if parse_replay_command(&topic).is_none() => {
                        vec![Event::Say(
                            Weight::Chatter,
                            help(Some(&topic), self.language),
                        )]
                    }
                    _ => chatter(vec![help_phrase()]).into_iter().collect(),
                };
                (events, true)
            }
            Some(Ok(Command::Repeat(count))) if count > 1 => {
                (vec![self.ask(&Command::LastMoves(count))], true)
            }
            Some(Ok(Command::Repeat(_))) => (self.handle_line("wiederholen").0, false),
            Some(Ok(Command::Undo)) => (self.back(1), true),
            Some(Ok(Command::Scoresheet)) => {
                // Shown in each reader's notation, not spoken.
                let sheet = Event::Scoresheet {
                    game: Box::new(self.game_so_far()),
                    moves: (1..=self.ply).map(|ply| self.played_move(ply)).collect(),
                    weight: Weight::Screen,
                };
                (vec![sheet], true)
            }
            Some(Ok(command)) => match self.answer(&command) {
                Some(answer) => (vec![Event::Say(Weight::Message, answer.phrase())], true),
                None => (
                    vec![Event::say(
                        Phrase::new("replay-not-available").with("typed", shorten(line.trim())),
                    )],
                    false,
                ),
            },
            Some(Err(e)) => (vec![Event::say(e.0)], false),
            None => (
                vec![Event::say(
                    Phrase::new("replay-not-understood").with("typed", shorten(line.trim())),
                )],
                false,
            ),
        };
        (events, Flow::Continue, remember)
    }
}

/// A typed text cut to a length that can be read back.
fn shorten(text: &str) -> String {
    const MAX: usize = 24;
    let mut shown: String = text.chars().take(MAX).collect();
    if text.chars().count() > MAX {
        shown.push('…');
    }
    shown
}

/// "Zug zwölf, Schwarz" / "move twelve, Black" inside a sentence.
fn move_name(number: u32, side: Color) -> Phrase {
    Phrase::new("replay-move-name")
        .with("number", Value::Spelled(number))
        .with("side", side)
}

/// A tag value inside a sentence: without a closing full stop of its own.
fn as_sentence_body(value: &str) -> &str {
    value.trim_end_matches('.')
}

#[cfg(test)]
mod tests;
