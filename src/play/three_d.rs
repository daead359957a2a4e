//! A game of three-dimensional chess at one keyboard (`ansage play --variant 3d`), by ear
//! and by typing: moves in the seed's notation (Appendix E) or in words, announced in the
//! spirit of Appendix F ("Zug eins, Weiß: Bauer Bella vier auf Neutral"); a move that
//! several legal moves fit is asked back; the questions a player asks about the 3D board
//! (what stands in a column on every level, where pieces of a kind are, who attacks a
//! column, where the decks are and who may move them, the board level by level); take-back,
//! draw offers and claims (9.1–9.3), resignation, the end of the game (article 5).
//!
//! Like [`super::PlaySession`], it takes lines and returns events; it never touches the
//! terminal.

use shakmaty::{Color, Role};

use super::Flow;
use super::confirm::{YesNo, yes_or_no};
use crate::commands::words::role_word;
use crate::commands::{Command, parse_command};
use crate::language::Language;
use crate::texts::{Event, Line, Weight};
use crate::tridim::fen3d::{parse_column, parse_square, write_fen3d};
use crate::tridim::game::{End3, Game3};
use crate::tridim::geometry::{Board, Column, Level, Pin};
use crate::tridim::moves::Move3;
use crate::tridim::notation::{Reading, read_move, write_move};
use crate::tridim::position::Position3;
use crate::tridim::words::{
    FILE_WORDS, announce, column_words, level_name, pin_words, rank_words, square_words,
    words_to_notation,
};
use crate::vocabulary::{capitalised, color_name, fold, role_name};
use crate::words::messages::number_words;

/// A yes-or-no question waiting for its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Confirm {
    Resign,
    AcceptDraw,
    Quit,
}

/// A game of 3D chess in play.
#[derive(Clone, Debug)]
pub struct ThreeDSession {
    game: Game3,
    language: Language,
    /// The moves a line fitted, asked about.
    candidates: Vec<Move3>,
    /// A draw offered by this side, standing until answered or a move is made (9.1).
    offer: Option<Color>,
    confirm: Option<Confirm>,
    /// The last announcement, for "wiederholen".
    last: Option<Event>,
}

impl ThreeDSession {
    /// A new game from the starting position.
    pub fn new(language: Language) -> ThreeDSession {
        ThreeDSession::with_game(Game3::default(), language)
    }

    /// A game that goes on from `game`.
    pub fn with_game(game: Game3, language: Language) -> ThreeDSession {
        ThreeDSession {
            game,
            language,
            candidates: Vec::new(),
            offer: None,
            confirm: None,
            last: None,
        }
    }

    /// The game so far.
    pub fn game(&self) -> &Game3 {
        &self.game
    }

    fn de(&self) -> bool {
        self.language == Language::German
    }

    fn say(&self, german: impl Into<String>, english: impl Into<String>) -> Event {
        Event::Message(if self.de() {
            german.into()
        } else {
            english.into()
        })
    }

    /// The greeting: what game this is, whose move, how to go on.
    pub fn greeting(&self) -> Vec<Event> {
        let side = color_name(self.game.position().turn(), self.language);
        // A game that goes on is no new one.
        let (neue, new) = if self.game.moves.is_empty() {
            ("Neue Partie", "New game")
        } else {
            ("Partie", "Game")
        };
        vec![Event::Chatter(if self.de() {
            format!(
                "{neue} dreidimensionales Schach nach Meder. {side} ist am Zug. Züge in der Notation, etwa b4N oder Sc3W, oder in Worten, etwa Bauer Bella vier auf Neutral. Hilfe mit hilfe, Ende mit ende."
            )
        } else {
            format!(
                "{new} of three-dimensional chess by Meder's rules. {side} to move. Moves in notation, such as b4N or Nc3W, or in words, such as pawn Bella four on Neutral. Help with help, quit to stop."
            )
        })]
    }

    /// The prompt: whose move, or that a question waits.
    pub fn prompt(&self) -> String {
        if self.confirm.is_some() {
            return if self.de() {
                "Ja oder nein> "
            } else {
                "Yes or no> "
            }
            .to_owned();
        }
        if !self.candidates.is_empty() {
            return if self.de() {
                "Welcher Zug> "
            } else {
                "Which move> "
            }
            .to_owned();
        }
        if self.game.end.is_some() {
            return if self.de() {
                "Partie beendet> "
            } else {
                "Game over> "
            }
            .to_owned();
        }
        format!(
            "{}> ",
            color_name(self.game.position().turn(), self.language)
        )
    }

    /// Handles one typed or spoken line.
    pub fn handle_line(&mut self, line: &str) -> (Vec<Event>, Flow) {
        let line = line.trim();
        if let Some(confirm) = self.confirm.take() {
            return self.answer_confirmation(confirm, line);
        }
        if !self.candidates.is_empty() {
            if let Some(events) = self.choose_candidate(line) {
                return (events, Flow::Continue);
            }
        }
        // A standing draw offer is answered with ja or nein (9.1).
        if self.offer.is_some() && self.game.end.is_none() {
            let answer = match yes_or_no(line) {
                YesNo::Yes => self.command(Command::AcceptDraw),
                YesNo::No => self.command(Command::DeclineDraw),
                YesNo::Neither => None,
            };
            if let Some(done) = answer {
                return done;
            }
        }
        if let Some(events) = self.three_d_query(line) {
            return (events, Flow::Continue);
        }
        if let Some(Ok(command)) = parse_command(line, self.language) {
            if let Some(done) = self.command(command) {
                return done;
            }
        }
        (self.try_move(line), Flow::Continue)
    }

    /// The practice opponent's move, when it is `side`'s turn and the game goes on and no
    /// question waits: a random legal move (there is no engine for 3D chess). `seed` is a
    /// xorshift state.
    pub fn play_random(&mut self, side: Color, seed: &mut u64) -> Vec<Event> {
        let position = self.game.position();
        if self.game.end.is_some()
            || position.turn() != side
            || self.confirm.is_some()
            || !self.candidates.is_empty()
        {
            return Vec::new();
        }
        let legal = position.legal_moves();
        if legal.is_empty() {
            return Vec::new();
        }
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        let m = legal[(*seed % legal.len() as u64) as usize];
        self.play(m, false)
    }

    /// A line read as a move (notation, or words).
    fn try_move(&mut self, line: &str) -> Vec<Event> {
        if line.is_empty() {
            return Vec::new();
        }
        if let Some(end) = self.game.end {
            return vec![self.say(
                format!("Die Partie ist beendet: {} Mit ende beenden, mit zurück den letzten Zug zurücknehmen.", end.sentence(Language::German)),
                format!("The game is over: {} Type quit to stop, or undo to take back the last move.", end.sentence(Language::English)),
            )];
        }
        let position = self.game.position();
        let mut reading = read_move(&position, line);
        if reading == Reading::Nothing {
            if let Some(compact) = words_to_notation(line) {
                reading = read_move(&position, &compact);
            }
        }
        match reading {
            Reading::Move(m) => self.play(m, offer_in(line)),
            Reading::Candidates(candidates) => self.ask(candidates),
            Reading::Nothing => vec![self.say(
                format!("„{line}“ ist hier kein erlaubter Zug. Sagen Sie zum Beispiel Bauer Bella vier auf Neutral, oder tippen Sie b4N; züge zeigt die Partie, stellung liest das Brett vor."),
                format!("“{line}” is no legal move here. Say for example pawn Bella four on Neutral, or type b4N; moves shows the game, position reads the board."),
            )],
        }
    }

    /// Plays a legal move and announces it, and the end of the game if it ends it.
    fn play(&mut self, m: Move3, offer: bool) -> Vec<Event> {
        let position = self.game.position();
        let side = position.turn();
        let notation = write_move(&position, &m, self.language);
        let words = announce(&position, &m, self.language);
        let count = number_words(position.fullmoves(), self.language);
        let side_name = color_name(side, self.language);
        let head = if self.de() {
            format!("Zug {count}, {side_name}: {words}")
        } else {
            format!("Move {count}, {side_name}: {words}")
        };
        let announcement = Event::Said(Line {
            weight: Weight::Announcement,
            shown: format!("{head} ({notation})."),
            spoken: format!("{head}."),
        });
        self.game.moves.push((m, offer));
        self.candidates.clear();
        // A move declines a standing offer of the opponent (9.1).
        self.offer = offer.then_some(side);
        let mut events = vec![announcement.clone()];
        self.last = Some(announcement);
        if offer {
            events.push(self.say(
                format!(
                    "{side_name} bietet Remis an. {} antwortet mit ja oder nein, oder zieht.",
                    color_name(!side, self.language)
                ),
                format!(
                    "{side_name} offers a draw. {} answers yes or no, or moves.",
                    color_name(!side, self.language)
                ),
            ));
        }
        let after = self.game.position();
        if let Some(pending) = after.pending_promotion() {
            events.push(self.say(
                format!("Der Bauer auf {} ist aufgedeckt und wird vor dem nächsten Zug umgewandelt: Sagen Sie den Zug, dann fragt ansage, in welche Figur; getippt geht auch beides zusammen, etwa (a8SD) Kb1W.", square_words(pending, Language::German)),
                format!("The pawn on {} is uncovered and is promoted before the next move: say the move, and ansage asks which piece; typed, both go together too, for example (a8SQ) Kb1W.", square_words(pending, Language::English)),
            ));
        }
        if let Some(end) = Game3::automatic_end(&after) {
            self.game.end = Some(end);
            events.push(Event::Message(end.sentence(self.language)));
        }
        events
    }

    /// Several legal moves fit: each is named, numbered.
    fn ask(&mut self, candidates: Vec<Move3>) -> Vec<Event> {
        let position = self.game.position();
        let mut shown = Vec::new();
        let mut spoken = Vec::new();
        for (index, m) in candidates.iter().enumerate().take(9) {
            let number = number_words(index as u32 + 1, self.language);
            let words = announce(&position, m, self.language);
            shown.push(format!(
                "{number}: {words} ({})",
                write_move(&position, m, self.language)
            ));
            spoken.push(format!("{number}: {words}"));
        }
        self.candidates = candidates;
        let (intro, outro) = if self.de() {
            (
                "Welcher Zug ist gemeint?",
                "Sagen Sie die Nummer oder den Zug genauer.",
            )
        } else {
            (
                "Which move is meant?",
                "Say the number, or the move more exactly.",
            )
        };
        vec![Event::Said(Line {
            weight: Weight::Message,
            shown: format!("{intro} {}. {outro}", shown.join("; ")),
            spoken: format!("{intro} {}. {outro}", spoken.join("; ")),
        })]
    }

    /// The answer to "welcher Zug": a number, or a line that fits one of them; `None` for an
    /// unrelated line (the question is dropped and said so).
    fn choose_candidate(&mut self, line: &str) -> Option<Vec<Event>> {
        let ordinal = choice_number(line);
        if let Some(index) = ordinal {
            if let Some(&m) = self.candidates.get(index) {
                return Some(self.play(m, false));
            }
        }
        let position = self.game.position();
        let reading = match read_move(&position, line) {
            Reading::Nothing => words_to_notation(line)
                .map(|compact| read_move(&position, &compact))
                .unwrap_or(Reading::Nothing),
            other => other,
        };
        let fits: Vec<Move3> = match reading {
            Reading::Move(m) => vec![m],
            Reading::Candidates(c) => c,
            Reading::Nothing => Vec::new(),
        };
        let among: Vec<Move3> = fits
            .iter()
            .copied()
            .filter(|m| self.candidates.contains(m))
            .collect();
        match among.as_slice() {
            [one] => Some(self.play(*one, false)),
            [] => {
                self.candidates.clear();
                let mut events = vec![self.say(
                    "Die Frage nach dem gemeinten Zug ist verworfen.",
                    "The question about the move is dropped.",
                )];
                if !fits.is_empty() {
                    events.extend(self.try_move(line));
                    return Some(events);
                }
                // The line is handled as usual after the question is dropped.
                let (more, _) = self.handle_line(line);
                events.extend(more);
                Some(events)
            }
            _ => Some(self.ask(among)),
        }
    }

    fn answer_confirmation(&mut self, confirm: Confirm, line: &str) -> (Vec<Event>, Flow) {
        let answer = yes_or_no(line);
        let yes = answer == YesNo::Yes;
        if answer == YesNo::Neither {
            // Anything else drops the question and is handled as usual.
            let mut events = vec![self.say("Die Frage ist verworfen.", "The question is dropped.")];
            let (more, flow) = self.handle_line(line);
            events.extend(more);
            return (events, flow);
        }
        let side = self.game.position().turn();
        match (confirm, yes) {
            (Confirm::Resign, true) => {
                let end = End3::Resigned(side);
                self.game.end = Some(end);
                (
                    vec![Event::Message(end.sentence(self.language))],
                    Flow::Continue,
                )
            }
            (Confirm::AcceptDraw, true) => {
                self.game.end = Some(End3::Agreed);
                self.offer = None;
                (
                    vec![Event::Message(End3::Agreed.sentence(self.language))],
                    Flow::Continue,
                )
            }
            (Confirm::Quit, true) => (Vec::new(), Flow::Quit),
            (_, false) => (
                vec![self.say("Gut, es geht weiter.", "All right, the game goes on.")],
                Flow::Continue,
            ),
        }
    }

    /// The commands that work as in flat chess.
    fn command(&mut self, command: Command) -> Option<(Vec<Event>, Flow)> {
        let position = self.game.position();
        let side = position.turn();
        let done = |events: Vec<Event>| Some((events, Flow::Continue));
        match command {
            Command::Quit if self.game.end.is_none() && !self.game.moves.is_empty() => {
                self.confirm = Some(Confirm::Quit);
                done(vec![self.say(
                    "Die Partie ist nicht beendet. Wirklich aufhören? Ja oder nein.",
                    "The game is not over. Really stop? Yes or no.",
                )])
            }
            Command::Quit | Command::Adjourn => Some((Vec::new(), Flow::Quit)),
            Command::Save(path) => Some((Vec::new(), Flow::Save(path))),
            Command::Help(_) => done(self.help()),
            Command::Undo => done(self.take_back()),
            Command::Resign if self.game.end.is_none() => {
                self.confirm = Some(Confirm::Resign);
                let name = color_name(side, self.language);
                done(vec![self.say(
                    format!(
                        "Wirklich aufgeben? Dann hat {name} die Partie verloren. Ja oder nein."
                    ),
                    format!("Really resign? Then {name} has lost the game. Yes or no."),
                )])
            }
            Command::OfferDraw if self.game.end.is_none() => {
                self.offer = Some(side);
                let (name, other) = (
                    color_name(side, self.language),
                    color_name(!side, self.language),
                );
                done(vec![self.say(
                    format!(
                        "{name} bietet Remis an. {other} antwortet mit ja oder nein, oder zieht."
                    ),
                    format!("{name} offers a draw. {other} answers yes or no, or moves."),
                )])
            }
            Command::AcceptDraw if self.offer.is_some() && self.game.end.is_none() => {
                self.confirm = Some(Confirm::AcceptDraw);
                done(vec![self.say(
                    "Remis wirklich annehmen? Ja oder nein.",
                    "Really accept the draw? Yes or no.",
                )])
            }
            Command::DeclineDraw if self.offer.is_some() => {
                self.offer = None;
                done(vec![self.say(
                    "Das Remisangebot ist abgelehnt.",
                    "The draw offer is declined.",
                )])
            }
            Command::ClaimDraw(_) if self.game.end.is_none() => done(self.claim()),
            Command::Scoresheet => done(vec![self.scoresheet()]),
            Command::ReadBoard => done(vec![Event::answer(self.board_words())]),
            Command::Turn => done(vec![self.say(
                format!("{} ist am Zug.", color_name(side, Language::German)),
                format!("{} to move.", color_name(side, Language::English)),
            )]),
            Command::Repeat(_) => done(self.last.clone().into_iter().collect()),
            Command::Fen => done(vec![Event::Text(write_fen3d(&position))]),
            _ => None,
        }
    }

    /// "zurück": the last move taken back.
    fn take_back(&mut self) -> Vec<Event> {
        if self.game.moves.is_empty() {
            return vec![self.say(
                "Es gibt noch keinen Zug zurückzunehmen.",
                "There is no move to take back yet.",
            )];
        }
        let before = self.game.position_after(self.game.moves.len() - 1);
        let (m, _) = self.game.moves.pop().expect("a move");
        self.game.end = None;
        self.offer = None;
        self.candidates.clear();
        let words = announce(&before, &m, self.language);
        let side = color_name(before.turn(), self.language);
        vec![self.say(
            format!("Zurückgenommen: {words}. {side} ist am Zug."),
            format!("Taken back: {words}. {side} to move."),
        )]
    }

    /// A draw claim (9.2, 9.3): granted, or said why not; the game goes on.
    fn claim(&mut self) -> Vec<Event> {
        match self.game.claimable() {
            Some(end) => {
                self.game.end = Some(end);
                vec![Event::Message(end.sentence(self.language))]
            }
            None => vec![self.say(
                format!("Es gibt kein Remis zu beanspruchen: Die Stellung stand {} Mal, und seit dem letzten Bauernzug oder Schlagen sind {} Halbzüge gespielt. Die Partie geht weiter.", number_words(self.game.repetitions() as u32, Language::German), self.game.position().halfmoves()),
                format!("There is no draw to claim: the position has stood {} times, and {} half-moves were played since the last pawn move or capture. The game goes on.", number_words(self.game.repetitions() as u32, Language::English), self.game.position().halfmoves()),
            )],
        }
    }

    /// "züge": the moves in notation, spoken in words.
    fn scoresheet(&self) -> Event {
        if self.game.moves.is_empty() {
            return self.say("Noch kein Zug gespielt.", "No move played yet.");
        }
        let mut spoken = Vec::new();
        let mut pos = self.game.start.clone();
        for (m, _) in &self.game.moves {
            let number = number_words(pos.fullmoves(), self.language);
            let side = color_name(pos.turn(), self.language);
            spoken.push(format!(
                "{number}, {side}, {}.",
                announce(&pos, m, self.language)
            ));
            pos = pos.play_unchecked(m);
        }
        Event::Said(Line {
            weight: Weight::Chatter,
            shown: self.game.movetext(self.language),
            spoken: spoken.join(" "),
        })
    }

    /// The board read level by level, from the bottom: "Brett Weiß: weißer Springer Anna
    /// eins, …; Damen-Pin eins, weißes Deck: …".
    pub fn board_words(&self) -> String {
        let position = self.game.position();
        let de = self.de();
        let mut levels: Vec<Level> = Board::ALL.iter().map(|&b| Level::Main(b)).collect();
        levels.extend(position.decks().map(|(pin, _)| Level::Deck(pin)));
        levels.sort_by_key(|l| (l.height(), l.index()));
        let mut parts = Vec::new();
        for level in levels {
            let mut pieces: Vec<String> = position
                .pieces()
                .filter(|(s, _)| s.level == level)
                .map(|(s, p)| {
                    format!(
                        "{} {} {}",
                        colour_adjective(p.color, p.role, self.language),
                        role_name(p.role, self.language),
                        column_words(s.column, self.language)
                    )
                })
                .collect();
            if pieces.is_empty() {
                pieces.push(if de { "leer" } else { "empty" }.to_owned());
            }
            let title = match level {
                Level::Main(_) => {
                    if de {
                        format!("Brett {}", level_name(level, self.language))
                    } else {
                        format!("{} board", level_name(level, self.language))
                    }
                }
                Level::Deck(pin) => {
                    let mark = position.deck_at(pin).unwrap_or(Color::White);
                    if de {
                        format!(
                            "{}, {} Deck",
                            pin_words(pin, self.language),
                            if mark == Color::White {
                                "weißes"
                            } else {
                                "schwarzes"
                            }
                        )
                    } else {
                        format!(
                            "{}, {} deck",
                            capitalised(&pin_words(pin, self.language)),
                            if mark == Color::White {
                                "white"
                            } else {
                                "black"
                            }
                        )
                    }
                }
            };
            parts.push(format!("{title}: {}", pieces.join(", ")));
        }
        let side = color_name(position.turn(), self.language);
        let turn = if de {
            format!("{side} ist am Zug.")
        } else {
            format!("{side} to move.")
        };
        format!("{}. {turn}", parts.join(". "))
    }

    /// The questions about the 3D board; `None` for a line that is none of them.
    fn three_d_query(&self, line: &str) -> Option<Vec<Event>> {
        let folded = fold(line);
        let words: Vec<&str> = folded
            .split(|c: char| c.is_whitespace() || matches!(c, ',' | '?' | '!' | '.'))
            .filter(|w| !w.is_empty())
            .collect();
        let position = self.game.position();
        // "decks", "wo sind die decks", "where are the decks".
        if words
            .iter()
            .any(|w| matches!(*w, "decks" | "angriffsdecks" | "pins"))
        {
            return Some(vec![Event::answer(self.decks_answer(&position))]);
        }
        // "was steht auf c3", "c3?", "was ist mit c3", "what is on c3", with or without a level.
        let asks = line.trim_end().ends_with('?')
            || matches!(
                words.first(),
                Some(&("was" | "what" | "wer" | "who" | "angreifer" | "attackers"))
            );
        let square_at = words
            .iter()
            .position(|w| parse_column(w).is_some() || parse_square(w).is_some());
        if let Some(at) = square_at {
            let word = words[at];
            let column = parse_square(word)
                .map(|s| s.column)
                .or_else(|| parse_column(word))?;
            let level = parse_square(word).map(|s| s.level);
            let attackers = words.iter().any(|w| {
                matches!(
                    *w,
                    "angreifer" | "greift" | "angegriffen" | "attackers" | "attacks" | "attacked"
                )
            });
            if attackers {
                return Some(vec![Event::answer(
                    self.attackers_answer(&position, column),
                )]);
            }
            if asks {
                return Some(vec![Event::answer(
                    self.column_answer(&position, column, level),
                )]);
            }
        }
        // "wo stehen meine springer", "where are the white knights".
        let wo = matches!(words.first(), Some(&("wo" | "where")));
        if wo {
            let role = words.iter().find_map(|w| role_word(w))?;
            let color = if words
                .iter()
                .any(|w| matches!(*w, "schwarze" | "schwarzen" | "black"))
            {
                Color::Black
            } else if words
                .iter()
                .any(|w| matches!(*w, "weisse" | "weissen" | "white"))
            {
                Color::White
            } else if words.iter().any(|w| {
                matches!(
                    *w,
                    "gegnerische" | "gegnerischen" | "opponents" | "opponent" | "seine"
                )
            }) {
                !position.turn()
            } else {
                position.turn()
            };
            return Some(vec![Event::answer(
                self.pieces_answer(&position, color, role),
            )]);
        }
        None
    }

    fn column_answer(&self, position: &Position3, column: Column, level: Option<Level>) -> String {
        let de = self.de();
        let name = column_words(column, self.language);
        let levels: Vec<Level> = position.levels_at(column).collect();
        if levels.is_empty() {
            return if de {
                format!("{name} gibt es gerade nicht: Kein Brett und kein Deck liegt dort.")
            } else {
                format!("{name} does not exist now: no board and no deck lies there.")
            };
        }
        let parts: Vec<String> = levels
            .into_iter()
            .filter(|l| level.is_none_or(|wanted| wanted == *l))
            .map(|l| {
                let on = if de { "auf" } else { "on" };
                let square = crate::tridim::geometry::Square3::new(column, l);
                match position.piece_at(square) {
                    Some(p) => format!(
                        "{on} {} {} {}",
                        level_name(l, self.language),
                        colour_adjective(p.color, p.role, self.language),
                        role_name(p.role, self.language)
                    ),
                    None => format!(
                        "{on} {} {}",
                        level_name(l, self.language),
                        if de { "leer" } else { "empty" }
                    ),
                }
            })
            .collect();
        if parts.is_empty() {
            return if de {
                format!("Diese Ebene gibt es bei {name} gerade nicht.")
            } else {
                format!("That level does not exist at {name} now.")
            };
        }
        format!("{name}: {}.", parts.join("; "))
    }

    fn attackers_answer(&self, position: &Position3, column: Column) -> String {
        let de = self.de();
        let name = column_words(column, self.language);
        let mut parts = Vec::new();
        for color in [Color::White, Color::Black] {
            let attackers: Vec<String> = position
                .pieces()
                .filter(|(square, p)| p.color == color && attacks_alone(position, *square, column))
                .map(|(square, p)| {
                    format!(
                        "{} {}",
                        role_name(p.role, self.language),
                        square_words(square, self.language)
                    )
                })
                .collect();
            if !attackers.is_empty() {
                let side = color_name(color, self.language);
                parts.push(if de {
                    format!("von {side}: {}", attackers.join(", "))
                } else {
                    format!("by {side}: {}", attackers.join(", "))
                });
            }
        }
        if parts.is_empty() {
            return if de {
                format!("{name} wird von keiner Figur angegriffen.")
            } else {
                format!("No piece attacks {name}.")
            };
        }
        if de {
            format!("{name} wird angegriffen {}.", parts.join("; "))
        } else {
            format!("{name} is attacked {}.", parts.join("; "))
        }
    }

    fn pieces_answer(&self, position: &Position3, color: Color, role: Role) -> String {
        let squares: Vec<String> = position
            .pieces()
            .filter(|(_, p)| p.color == color && p.role == role)
            .map(|(s, _)| square_words(s, self.language))
            .collect();
        let side = color_name(color, self.language);
        let kind = role_name(role, self.language);
        match (squares.is_empty(), self.de()) {
            (true, true) => format!("{side} hat keinen {kind}."),
            (true, false) => format!("{side} has no {kind}."),
            (false, true) => format!("{side}, {kind}: {}.", squares.join(", ")),
            (false, false) => format!("{side}, {kind}: {}.", squares.join(", ")),
        }
    }

    fn decks_answer(&self, position: &Position3) -> String {
        let de = self.de();
        let parts: Vec<String> = position
            .decks()
            .map(|(pin, mark)| {
                let passengers = position.passengers(pin);
                let load = match passengers.as_slice() {
                    [] => {
                        if de {
                            "leer".to_owned()
                        } else {
                            "empty".to_owned()
                        }
                    }
                    list => list
                        .iter()
                        .map(|(s, p)| {
                            format!(
                                "{} {} {}",
                                colour_adjective(p.color, p.role, self.language),
                                role_name(p.role, self.language),
                                column_words(s.column, self.language)
                            )
                        })
                        .collect::<Vec<_>>()
                        .join(", "),
                };
                let owner = match position.deck_owner(pin) {
                    Some(c) if de => format!("zieht {}", color_name(c, self.language)),
                    Some(c) => format!("{} may move it", color_name(c, self.language)),
                    None if de => "unbeweglich, mehr als eine Figur".to_owned(),
                    None => "cannot move, more than one piece".to_owned(),
                };
                let mark = color_name(mark, self.language);
                if de {
                    format!(
                        "{}: Deck von {mark}, {load}, {owner}",
                        pin_words(pin, self.language)
                    )
                } else {
                    format!(
                        "{}: {mark}'s deck, {load}, {owner}",
                        capitalised(&pin_words(pin, self.language))
                    )
                }
            })
            .collect();
        format!("{}.", parts.join("; "))
    }

    fn help(&self) -> Vec<Event> {
        let lines: &[&str] = if self.de() {
            &[
                "Dreidimensionales Schach nach Meder: Züge in der Notation des Anhangs E, etwa b4N, Sc3W, Lxd5N, aWxb4W, Td0KP1, DP3 oder KP1-KP3 für ein Deck, 0-0, d8SD für eine Umwandlung.",
                "Oder in Worten: Bauer Bella vier auf Neutral, Springer von Bella nach Cäsar fünf auf Neutral, Deck von Damen-Pin eins nach Damen-Pin drei, kurze Rochade. Die Linien heißen Zacharias, Anna, Bella, Cäsar, David, Eva; die Reihen null bis neun; die Ebenen Weiß, Neutral, Schwarz und die Pins Damen-Pin und Königs-Pin eins bis sechs.",
                "Fragen: was steht auf c3 (alle Ebenen), c3N?, angreifer c3, wo stehen meine Springer, decks, stellung (das Brett Ebene für Ebene), wer ist am zug.",
                "Weiter: züge, fen, wiederholen, zurück, remis, remis beantragen, aufgeben, speichern, ende.",
            ]
        } else {
            &[
                "Three-dimensional chess by Meder's rules: moves in the notation of Appendix E, such as b4N, Nc3W, Bxd5N, aWxb4W, Rd0KP1, DP3 or KP1-KP3 for a deck, 0-0, d8SQ for a promotion.",
                "Or in words: pawn Bella four on Neutral, knight from Bella to Cäsar five on Neutral, deck from queen pin one to queen pin three, short castling. The files are Zacharias, Anna, Bella, Cäsar, David, Eva; the ranks zero to nine; the levels White, Neutral, Black and the pins queen pin and king pin one to six.",
                "Questions: what is on c3 (every level), c3N?, attackers c3, where are my knights, decks, position (the board level by level), whose turn.",
                "Also: moves, fen, repeat, undo, draw, claim draw, resign, save, quit.",
            ]
        };
        lines
            .iter()
            .map(|l| Event::Chatter((*l).to_owned()))
            .collect()
    }
}

/// Whether the piece on `from` could take on `column` with the board as it is (a knight's or
/// king's step, a pawn's diagonal, a line free of pieces on every level).
fn attacks_alone(position: &Position3, from: crate::tridim::Square3, column: Column) -> bool {
    let Some(piece) = position.piece_at(from) else {
        return false;
    };
    let df = i16::from(column.file) - i16::from(from.column.file);
    let dr = i16::from(column.rank) - i16::from(from.column.rank);
    if (df, dr) == (0, 0) {
        return false;
    }
    let line_free = || {
        let steps = df.abs().max(dr.abs());
        (1..steps).all(|k| {
            let c = from
                .column
                .offset((df / steps * k) as i8, (dr / steps * k) as i8);
            c.is_none_or(|c| !position.column_occupied(c))
        })
    };
    match piece.role {
        Role::Knight => (df.abs(), dr.abs()) == (1, 2) || (df.abs(), dr.abs()) == (2, 1),
        Role::King => df.abs() <= 1 && dr.abs() <= 1,
        Role::Pawn => {
            let forward = if piece.color == Color::White { 1 } else { -1 };
            dr == forward && df.abs() == 1
        }
        Role::Rook => (df == 0 || dr == 0) && line_free(),
        Role::Bishop => df.abs() == dr.abs() && line_free(),
        Role::Queen => (df == 0 || dr == 0 || df.abs() == dr.abs()) && line_free(),
    }
}

/// A piece's colour as an adjective before its name: "weißer Springer", "weiße Dame",
/// "white knight".
fn colour_adjective(color: Color, role: Role, language: Language) -> String {
    match language {
        Language::German => crate::words::messages::german_colour_adjective(color, role, false),
        Language::English => color_name(color, language).to_lowercase(),
    }
}

/// A candidate named by its number: "zwei", "2", "der zweite", "second" → 1.
fn choice_number(line: &str) -> Option<usize> {
    const NAMES: [&[&str]; 9] = [
        &[
            "1", "eins", "ein", "erste", "ersten", "erster", "one", "first",
        ],
        &["2", "zwei", "zweite", "zweiten", "zweiter", "two", "second"],
        &[
            "3", "drei", "dritte", "dritten", "dritter", "three", "third",
        ],
        &[
            "4", "vier", "vierte", "vierten", "vierter", "four", "fourth",
        ],
        &["5", "fuenf", "fuenfte", "fuenften", "five", "fifth"],
        &["6", "sechs", "sechste", "sechsten", "six", "sixth"],
        &["7", "sieben", "siebte", "siebten", "seven", "seventh"],
        &["8", "acht", "achte", "achten", "eight", "eighth"],
        &["9", "neun", "neunte", "neunten", "nine", "ninth"],
    ];
    let folded = fold(line);
    let words: Vec<&str> = folded
        .split(|c: char| c.is_whitespace() || matches!(c, '.' | ',' | '!' | '?'))
        .filter(|w| {
            !matches!(
                *w,
                "" | "der" | "die" | "das" | "the" | "nummer" | "number" | "zug" | "move"
            )
        })
        .collect();
    let [word] = words.as_slice() else {
        return None;
    };
    NAMES.iter().position(|names| names.contains(word))
}

/// Whether a draw offer comes with the move (E15: "(=)").
fn offer_in(line: &str) -> bool {
    line.contains("(=)")
}

/// The names of the files, ranks, levels and pins, for the voice grammar of a 3D game.
pub fn vocabulary(language: Language) -> Vec<String> {
    let mut words: Vec<String> = FILE_WORDS.iter().map(|w| w.to_lowercase()).collect();
    words.extend((0..10).map(|r| rank_words(r, language).to_owned()));
    for board in Board::ALL {
        words.push(level_name(Level::Main(board), language).to_lowercase());
    }
    words.extend(
        pin_words(Pin::ALL[0], language)
            .split([' ', '-'])
            .map(str::to_lowercase),
    );
    words.extend(
        pin_words(Pin::ALL[6], language)
            .split([' ', '-'])
            .map(str::to_lowercase),
    );
    words.sort();
    words.dedup();
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(session: &mut ThreeDSession, line: &str) -> Vec<String> {
        let (events, _) = session.handle_line(line);
        events
            .into_iter()
            .map(|e| match e {
                Event::Said(l) => l.shown,
                Event::Message(t) | Event::Chatter(t) | Event::Text(t) => t,
                other => format!("{other:?}"),
            })
            .collect()
    }

    #[test]
    fn moves_typed_and_said_are_announced() {
        let mut s = ThreeDSession::new(Language::German);
        assert_eq!(
            lines(&mut s, "b4N"),
            ["Zug eins, Weiß: Bauer Bella vier auf Neutral (b4N)."]
        );
        assert_eq!(
            lines(&mut s, "Bauer Bella fünf auf Schwarz"),
            ["Zug eins, Schwarz: Bauer Bella fünf auf Schwarz (b5S)."]
        );
        // Without the level both fit: asked, and answered by number.
        let asked = lines(&mut s, "Springer Cäsar drei");
        assert!(
            asked[0].starts_with("Welcher Zug ist gemeint? eins: Springer Cäsar drei auf"),
            "{asked:?}"
        );
        let played = lines(&mut s, "zwei");
        assert!(
            played[0].starts_with("Zug zwei, Weiß: Springer Cäsar drei auf"),
            "{played:?}"
        );
        assert!(lines(&mut s, "xyz")[0].contains("kein erlaubter Zug"));
    }

    #[test]
    fn questions_about_the_3d_board() {
        let mut s = ThreeDSession::new(Language::German);
        assert_eq!(
            lines(&mut s, "was steht auf a1"),
            ["Anna eins: auf Weiß weißer Springer; auf Damen-Pin eins weißer Bauer."]
        );
        assert_eq!(
            lines(&mut s, "b0?"),
            ["Bella null gibt es gerade nicht: Kein Brett und kein Deck liegt dort."]
        );
        assert_eq!(
            lines(&mut s, "wo stehen meine springer"),
            ["Weiß, Springer: Anna eins auf Weiß, David eins auf Weiß."]
        );
        let decks = lines(&mut s, "decks");
        assert!(
            decks[0].starts_with("Damen-Pin eins: Deck von Weiß, weißer Turm Zacharias null"),
            "{decks:?}"
        );
        assert!(decks[0].contains("unbeweglich"), "{decks:?}");
        let board = lines(&mut s, "brett vorlesen");
        assert!(
            board[0].starts_with("Brett Weiß: weißer Springer Anna eins"),
            "{board:?}"
        );
        assert!(board[0].ends_with("Weiß ist am Zug."), "{board:?}");
        let attackers = lines(&mut s, "angreifer b3");
        assert!(
            attackers[0].contains("Springer Anna eins auf Weiß"),
            "{attackers:?}"
        );
    }

    #[test]
    fn resign_draw_and_take_back() {
        let mut s = ThreeDSession::new(Language::English);
        lines(&mut s, "b4N");
        assert!(lines(&mut s, "undo")[0].starts_with("Taken back: Pawn Bella four on Neutral."));
        lines(&mut s, "b4N");
        lines(&mut s, "offer draw");
        lines(&mut s, "accept draw");
        assert_eq!(lines(&mut s, "yes"), ["Drawn by agreement."]);
        assert_eq!(s.game().end, Some(End3::Agreed));
    }
}
