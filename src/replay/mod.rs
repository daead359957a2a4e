//! `ansage replay`: a recorded game read aloud move by move, for studying master games by
//! ear. Forward and back by half-moves, jumps to a move number, the comments and annotation
//! glyphs of the record, and the questions about the position that `ansage play` answers.
//!
//! [`ReplaySession`] turns each typed line into events (which the caller prints, and speaks
//! unless they are [`Event::Text`]); it never touches the terminal. `commands` reads a line
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
    as_sentence, chatter, clean_comment, game_outcome, help_lines, how_to_go_on, known_tag,
    nag_sentence, result_words, spoken_date, spoken_name, year,
};
pub use self::load::{Chosen, LoadError, choose_game, load};
use crate::commands::{Command, QueryContext, answer, help, parse_command};
use crate::game::events::{PlayedMove, Ply};
use crate::language::Language;
use crate::notation::fen::write_fen;
use crate::notation::pgn::{Game, move_number_label};
use crate::notation::san::write_san;
use crate::notation::scoresheet::moves_sheet;
pub use crate::texts::Event;
use crate::texts::Line;
use crate::vocabulary::color_name;
use crate::vocabulary::lower_first;
use crate::words::announce::AnnounceOptions;
use crate::words::messages::move_number;

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
        match self.ply.checked_sub(1) {
            None => match self.language {
                Language::German => "Anfang> ".to_owned(),
                Language::English => "Start> ".to_owned(),
            },
            Some(index) => {
                let before = &self.positions[index];
                let played = self.game.moves[index].played;
                format!(
                    "{} {}> ",
                    move_number_label(before),
                    write_san(before, played, self.language)
                )
            }
        }
    }

    fn de(&self) -> bool {
        self.language == Language::German
    }

    /// What is said at the start: the game in one sentence (players, event, year, result,
    /// number of moves), how to choose another game of the file, and how to go on.
    pub fn greeting(&mut self) -> Vec<Event> {
        let de = self.de();
        let mut events = vec![Event::Said(Line::message(
            self.game_sentence(true),
            self.game_sentence(false),
        ))];
        if let Some(place) = self.place.filter(|p| p.count > 1 && !p.chosen) {
            let count = place.count;
            // The example names another game than the one read now.
            let other = if place.number == 2 { 1 } else { 2 };
            events.push(Event::Message(if de {
                format!(
                    "Die Datei enthält {count} Partien; eine andere wählen Sie mit --game, etwa --game {other}."
                )
            } else {
                format!(
                    "The file holds {count} games; choose another with --game, for example --game {other}."
                )
            }));
        }
        if self.game.start != Chess::default() {
            events.push(Event::Message(
                if de {
                    "Die Partie beginnt mit einer gestellten Stellung; stellung liest sie vor."
                } else {
                    "The game starts from a set-up position; position reads it."
                }
                .to_owned(),
            ));
        }
        events.push(Event::Message(how_to_go_on(self.language).to_owned()));
        // Last, so that the next move cuts a long note off.
        events.extend(chatter(&self.opening_notes()));
        self.last = events.clone();
        events
    }

    /// "Partie 1 von 597: Jose Raul Capablanca gegen Juan Corzo y Prinzipe, Havana m 1901,
    /// Schwarz gewinnt (0-1), 29 Züge."
    fn game_sentence(&self, notation: bool) -> String {
        let de = self.de();
        let mut parts = Vec::new();
        let white = known_tag(&self.game, "White").map(spoken_name);
        let black = known_tag(&self.game, "Black").map(spoken_name);
        if white.is_some() || black.is_some() {
            let unknown = if de { "Unbekannt" } else { "Unknown" };
            parts.push(format!(
                "{} {} {}",
                white.as_deref().unwrap_or(unknown),
                if de { "gegen" } else { "versus" },
                black.as_deref().unwrap_or(unknown)
            ));
        }
        if self.game.start.castles().mode() == shakmaty::CastlingMode::Chess960 {
            parts.push("Chess960".to_owned());
        }
        let event = known_tag(&self.game, "Event");
        let year = known_tag(&self.game, "Date").and_then(year);
        match (event, year) {
            (Some(event), Some(year)) => parts.push(format!("{event} {year}")),
            (Some(event), None) => parts.push(event.to_owned()),
            (None, Some(year)) => parts.push(year.to_owned()),
            (None, None) => {}
        }
        parts.push(
            result_words(game_outcome(&self.game), self.language, notation)
                .unwrap_or_else(|| if de { "ohne Ergebnis" } else { "no result" }.to_owned()),
        );
        parts.push(self.moves_count());
        let text = crate::words::messages::capitalised(&parts.join(", "));
        match self.place.filter(|p| p.count > 1) {
            Some(place) if de => format!("Partie {} von {}: {text}.", place.number, place.count),
            Some(place) => format!("Game {} of {}: {text}.", place.number, place.count),
            None => format!("{text}."),
        }
    }

    /// "29 Züge", "ein Zug", "keine Züge": the moves of the game, counted as on a scoresheet.
    fn moves_count(&self) -> String {
        let de = self.de();
        let count = match self.positions.len() {
            1 => 0,
            n => {
                let first = self.positions[0].fullmoves().get();
                let last = self.positions[n - 2].fullmoves().get();
                last.saturating_sub(first) + 1
            }
        };
        match (count, de) {
            (0, true) => "keine Züge".to_owned(),
            (0, false) => "no moves".to_owned(),
            (1, true) => "ein Zug".to_owned(),
            (1, false) => "one move".to_owned(),
            (n, true) => format!("{n} Züge"),
            (n, false) => format!("{n} moves"),
        }
    }

    /// The comments before the first move, each as a line.
    fn opening_notes(&self) -> Vec<String> {
        let label = if self.de() { "Vorbemerkung" } else { "Note" };
        self.game
            .opening_comments
            .iter()
            .map(|c| clean_comment(c))
            .filter(|c| !c.is_empty())
            .map(|c| format!("{label}: {}", as_sentence(&c)))
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
                    return vec![Event::Message(
                        if self.de() {
                            "Diese Partie hat keine Züge."
                        } else {
                            "This game has no moves."
                        }
                        .to_owned(),
                    )];
                }
                self.ply = self.game.moves.len();
                vec![self.position_sentence(), self.end_note()]
            }
            ReplayCommand::ReadBoard => vec![Event::Message(self.ask(&Command::ReadBoard))],
            ReplayCommand::Turn => vec![Event::Message(self.ask(&Command::Turn))],
            ReplayCommand::Where => vec![Event::Message(self.where_sentence())],
            ReplayCommand::Comment => self.comments(),
            ReplayCommand::Info => vec![Event::Said(Line::message(
                self.info(true),
                self.info(false),
            ))],
            ReplayCommand::Fen => vec![Event::Text(write_fen(self.position()))],
            ReplayCommand::Help => chatter(&help_lines(self.language)).into_iter().collect(),
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
        let de = self.de();
        let sentence = |notation| match (
            result_words(game_outcome(&self.game), self.language, notation),
            de,
        ) {
            (Some(result), true) => format!("Das war der letzte Zug; {result}."),
            (Some(result), false) => format!("That was the last move; {result}."),
            (None, true) => {
                "Das war der letzte Zug; ein Ergebnis ist nicht eingetragen.".to_owned()
            }
            (None, false) => "That was the last move; no result is given.".to_owned(),
        };
        Event::Said(Line::message(sentence(true), sentence(false)))
    }

    /// `count` half-moves forward, each announced with what the record says about it.
    fn forward(&mut self, count: usize) -> Vec<Event> {
        let total = self.game.moves.len();
        if self.ply == total {
            let de = self.de();
            let sentence = |notation| {
                match (
                result_words(game_outcome(&self.game), self.language, notation),
                de,
            ) {
                (Some(result), true) => format!(
                    "Die Partie ist zu Ende: {result}. Zurück mit zurück, zum Anfang mit anfang."
                ),
                (Some(result), false) => format!(
                    "The game is over: {result}. Back with back, to the start with start."
                ),
                (None, true) => "Die Aufzeichnung ist zu Ende, ohne Ergebnis. Zurück mit zurück, zum Anfang mit anfang.".to_owned(),
                (None, false) => "The record ends here, without a result. Back with back, to the start with start.".to_owned(),
            }
            };
            return vec![Event::Said(Line::message(sentence(true), sentence(false)))];
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
        let de = self.de();
        let recorded = &self.game.moves[self.ply - 1];
        let mut events = vec![Event::Announce(self.played_move(self.ply))];
        if recorded.draw_offer {
            let mover = color_name(self.positions[self.ply - 1].turn(), self.language);
            events.push(Event::Message(if de {
                format!("{mover} bietet Remis an.")
            } else {
                format!("{mover} offers a draw.")
            }));
        }
        events.extend(
            recorded
                .nags
                .iter()
                .filter_map(|nag| nag_sentence(*nag, self.language))
                .map(|s| Event::Message(s.to_owned())),
        );
        if self.ply == self.game.moves.len() {
            events.push(self.end_note());
        }
        events.extend(chatter(&self.comment_lines()));
        events
    }

    /// The comments of the move that made the position, each as a line.
    fn comment_lines(&self) -> Vec<String> {
        let Some(index) = self.ply.checked_sub(1) else {
            return self.opening_notes();
        };
        let label = if self.de() { "Kommentar" } else { "Comment" };
        self.game.moves[index]
            .comments
            .iter()
            .map(|c| clean_comment(c))
            .filter(|c| !c.is_empty())
            .map(|c| format!("{label}: {}", as_sentence(&c)))
            .collect()
    }

    /// `count` half-moves back; the position's last move is announced again.
    fn back(&mut self, count: usize) -> Vec<Event> {
        if self.ply == 0 {
            return vec![Event::Message(
                if self.de() {
                    "Das ist schon die Ausgangsstellung. Weiter mit Enter oder weiter."
                } else {
                    "This is already the starting position. Next with Enter or next."
                }
                .to_owned(),
            )];
        }
        self.ply = self.ply.saturating_sub(count);
        vec![self.position_sentence()]
    }

    /// To the position after move `number` of `side`.
    fn go_to(&mut self, number: u32, side: Color) -> Vec<Event> {
        let de = self.de();
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
                let asked = move_number(number, side, self.language);
                let asked = if de { asked } else { lower_first(&asked) };
                let range = if total == 0 {
                    if de {
                        "diese Partie hat keine Züge".to_owned()
                    } else {
                        "this game has no moves".to_owned()
                    }
                } else {
                    let first = self.move_name(1);
                    let last = self.move_name(total);
                    if de {
                        format!("die Partie geht von {first} bis {last}")
                    } else {
                        format!("the game runs from {first} to {last}")
                    }
                };
                vec![Event::Message(if de {
                    format!("{asked} gibt es in dieser Partie nicht: {range}.")
                } else {
                    format!("There is no {asked} in this game: {range}.")
                })]
            }
        }
    }

    /// "Zug zwölf, Schwarz" / "move twelve, Black": the number and side of a half-move.
    fn move_name(&self, ply: usize) -> String {
        let before = &self.positions[ply - 1];
        let name = move_number(before.fullmoves().get(), before.turn(), self.language);
        if self.de() { name } else { lower_first(&name) }
    }

    /// "Nach Zug zwölf, Schwarz; das ist Halbzug 24 von 58."
    fn where_sentence(&self) -> String {
        let de = self.de();
        let total = self.game.moves.len();
        if self.ply == 0 {
            return match (total, de) {
                (0, true) => "Ausgangsstellung; die Partie hat keine Züge.".to_owned(),
                (0, false) => "Starting position; the game has no moves.".to_owned(),
                (n, true) => format!("Ausgangsstellung; die Partie hat {n} Halbzüge."),
                (n, false) => format!("Starting position; the game has {n} half-moves."),
            };
        }
        let name = self.move_name(self.ply);
        match (self.ply == total, de) {
            (true, true) => format!("Nach {name}, dem letzten Zug der Partie."),
            (true, false) => format!("After {name}, the last move of the game."),
            (false, true) => format!("Nach {name}; das ist Halbzug {} von {total}.", self.ply),
            (false, false) => {
                format!("After {name}; that is half-move {} of {total}.", self.ply)
            }
        }
    }

    /// "kommentar": the comments (and annotation glyphs, and a draw offer) of the current move.
    fn comments(&self) -> Vec<Event> {
        let de = self.de();
        let mut lines = Vec::new();
        if let Some(index) = self.ply.checked_sub(1) {
            let recorded = &self.game.moves[index];
            lines.extend(
                recorded
                    .nags
                    .iter()
                    .filter_map(|nag| nag_sentence(*nag, self.language))
                    .map(str::to_owned),
            );
        }
        lines.extend(self.comment_lines());
        if lines.is_empty() {
            let text = match self.ply {
                0 if de => "Vor dem ersten Zug gibt es keinen Kommentar.".to_owned(),
                0 => "There is no comment before the first move.".to_owned(),
                ply if de => format!("Zu {} gibt es keinen Kommentar.", self.move_name(ply)),
                ply => format!("There is no comment on {}.", self.move_name(ply)),
            };
            return vec![Event::Message(text)];
        }
        lines.into_iter().map(Event::Message).collect()
    }

    /// "info": players, event, place, round, date, opening, result and length of the game.
    fn info(&self, notation: bool) -> String {
        let de = self.de();
        let game = &self.game;
        let mut sentences = Vec::new();
        for (tag, elo, color) in [
            ("White", "WhiteElo", Color::White),
            ("Black", "BlackElo", Color::Black),
        ] {
            let side = color_name(color, self.language);
            let name = known_tag(game, tag)
                .map(spoken_name)
                .unwrap_or_else(|| if de { "unbekannt" } else { "unknown" }.to_owned());
            sentences.push(match known_tag(game, elo) {
                Some(elo) => format!("{side}: {name}, Elo {elo}."),
                None => format!("{side}: {name}."),
            });
        }
        let labels: [(&str, &str, &str); 3] = [
            ("Event", "Turnier", "Event"),
            ("Site", "Ort", "Site"),
            ("Round", "Runde", "Round"),
        ];
        for (tag, german, english) in labels {
            if let Some(value) = known_tag(game, tag) {
                let label = if de { german } else { english };
                sentences.push(format!("{label}: {}.", as_sentence_body(value)));
            }
        }
        if let Some(date) = known_tag(game, "Date").and_then(|d| spoken_date(d, self.language)) {
            sentences.push(format!("{}: {date}.", if de { "Datum" } else { "Date" }));
        }
        let opening = known_tag(game, "Opening")
            .map(|o| match known_tag(game, "Variation") {
                Some(v) => format!("{o}, {v}"),
                None => o.to_owned(),
            })
            .or_else(|| known_tag(game, "ECO").map(|eco| format!("ECO {eco}")));
        if let Some(opening) = opening {
            sentences.push(format!(
                "{}: {}.",
                if de { "Eröffnung" } else { "Opening" },
                as_sentence_body(&opening)
            ));
        }
        let result = result_words(game_outcome(game), self.language, notation)
            .unwrap_or_else(|| if de { "keines" } else { "none" }.to_owned());
        sentences.push(format!(
            "{}: {result}, {}.",
            if de { "Ergebnis" } else { "Result" },
            self.moves_count()
        ));
        if let Some(place) = self.place.filter(|p| p.count > 1) {
            sentences.push(if de {
                format!("Partie {} von {} der Datei.", place.number, place.count)
            } else {
                format!("Game {} of {} in the file.", place.number, place.count)
            });
        }
        sentences.join(" ")
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
    fn answer(&self, command: &Command) -> Option<String> {
        let game = self.game_so_far();
        let position = self.position();
        let context = QueryContext {
            position,
            game: &game,
            asking: position.turn(),
            language: self.language,
            seating: Default::default(),
        };
        answer(command, &context).map(|answer| answer.shown(self.language))
    }

    /// The answer to a play command that is a question.
    fn ask(&self, command: &Command) -> String {
        self.answer(command).unwrap_or_default()
    }

    /// A line that is no replay command: a question about the position as `ansage play`
    /// answers it, or a sentence saying what works ("ende" of play also ends the replay).
    /// Returns the answer, the flow, and whether to keep the answer for "wiederholen".
    fn question(&mut self, line: &str) -> (Vec<Event>, Flow, bool) {
        let de = self.de();
        let (events, remember) = match parse_command(line, self.language) {
            Some(Ok(Command::Quit)) => return (Vec::new(), Flow::Quit, false),
            Some(Ok(Command::Help(topic))) => {
                let text = match topic {
                    Some(topic) if parse_replay_command(&topic).is_none() => {
                        help(Some(&topic), self.language)
                    }
                    _ => help_lines(self.language).join("\n"),
                };
                (chatter(&[text]).into_iter().collect(), true)
            }
            Some(Ok(Command::Repeat(count))) if count > 1 => (
                vec![Event::Message(self.ask(&Command::LastMoves(count)))],
                true,
            ),
            Some(Ok(Command::Repeat(_))) => (self.handle_line("wiederholen").0, false),
            Some(Ok(Command::Undo)) => (self.back(1), true),
            Some(Ok(Command::Scoresheet)) => {
                let sheet = moves_sheet(&self.game_so_far(), self.language);
                (vec![Event::Text(sheet.trim_end().to_owned())], true)
            }
            Some(Ok(command)) => match self.answer(&command) {
                Some(text) => (vec![Event::Message(text)], true),
                None => (
                    vec![Event::Message(if de {
                        format!(
                            "„{}“ gibt es beim Nachspielen nicht; hilfe nennt alle Befehle.",
                            shorten(line.trim())
                        )
                    } else {
                        format!(
                            "\"{}\" is not available while replaying; help names every command.",
                            shorten(line.trim())
                        )
                    })],
                    false,
                ),
            },
            Some(Err(e)) => (vec![Event::Message(e.0)], false),
            None => (
                vec![Event::Message(if de {
                    format!(
                        "„{}“ verstehe ich nicht. Weiter mit Enter oder weiter, zurück mit zurück, zug und eine Zahl springt zu einem Zug, hilfe nennt alle Befehle.",
                        shorten(line.trim())
                    )
                } else {
                    format!(
                        "I do not understand \"{}\". Next with Enter or next, back with back, move and a number jumps to a move, help names every command.",
                        shorten(line.trim())
                    )
                })],
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

/// A tag value inside a sentence: without a closing full stop of its own.
fn as_sentence_body(value: &str) -> &str {
    value.trim_end_matches('.')
}

#[cfg(test)]
mod tests;
