//! What a session has to say, and the one place that says it. A session (a match, a replay)
//! returns [`Event`]s: game events as data, or sentences it has already put in words. [`Words`]
//! renders each event as [`Line`]s for a language and an announcement style, with the form
//! to show and the form to speak, from the catalogues (`words/de/`, `words/en/`). The
//! terminal, the voice, the journal and `--events json` all take the same events.

use serde::Serialize;
use shakmaty::Color;

use crate::game::events::{GameEvent, PlayedMove};
use crate::language::Language;
use crate::notation::pgn::Game;
use crate::notation::san::write_facts_san;
use crate::notation::scoresheet::moves_sheet;
use crate::phrase::{Phrase, Value};
use crate::vocabulary::color_name;
use crate::words::announce::{AnnounceOptions, concepts_of, render};
use crate::words::catalogue::{Arg, spoken, text};
use crate::words::messages::move_number;
use crate::words::phrases::word;

/// One thing a session has to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Something that happened in the game, as data.
    Game(GameEvent),
    /// A move's announcement said again (on request, or in a replay): nothing changes.
    Announce(PlayedMove),
    /// A replay's jump: the position after this move, or the start position.
    PositionAfter(Option<PlayedMove>),
    /// A sentence as data, and how the voice treats it: each sink words it in its own
    /// language.
    Say(Weight, Phrase),
    /// Data that is no sentence, shown as it is and never spoken: a FEN, a game in PGN,
    /// a scoresheet already in the reader's notation. The same in every language.
    Shown(String),
    /// The scoresheet ("züge"): shown in the reader's notation, spoken in the words of
    /// Appendix F, with `weight` (chatter when lists are spoken, else screen only).
    Scoresheet {
        /// The game whose moves are listed.
        game: Box<Game>,
        /// Its moves as played, for the spoken form.
        moves: Vec<PlayedMove>,
        /// How the voice treats the list.
        weight: Weight,
    },
    /// The game in words, spoken at its end ("Die Partie in Worten: …"); not shown.
    GameInWords(Vec<PlayedMove>),
    /// A sentence spoken as chatter and not shown, since the screen has its content
    /// already: a 3D game in words at its end.
    SpokenOnly(Phrase),
}

/// Answers longer than this many characters (the board read aloud, a list of moves) are
/// spoken as chatter: in short parts, and cut off by the next question.
pub const LONG_ANSWER: usize = 120;

impl Event {
    /// A message (an answer, an error) as data.
    pub fn say(phrase: Phrase) -> Event {
        Event::Say(Weight::Message, phrase)
    }

    /// An answer to the player's question, as data: a message, or chatter when it is long.
    pub fn answered(answer: &crate::words::answers::Answer) -> Event {
        let weight = if answer.is_long() {
            Weight::Chatter
        } else {
            Weight::Message
        };
        Event::Say(weight, answer.phrase())
    }
}

impl Serialize for Event {
    /// One JSON object with an `event` field: a game event as its data; a sentence as
    /// `{"event": "message", "text": …}` (likewise `chatter`, `text`, `said`); an
    /// announcement said again as `{"event": "announce", "move": …}`.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde_json::json;
        let value = match self {
            Event::Game(game) => return game.serialize(serializer),
            Event::Announce(played) => json!({ "event": "announce", "move": played }),
            Event::PositionAfter(after) => json!({ "event": "position_after", "move": after }),
            Event::Shown(text) => json!({ "event": "shown", "text": text }),
            Event::Scoresheet { moves, .. } => {
                json!({ "event": "scoresheet", "moves": moves })
            }
            Event::GameInWords(moves) => json!({ "event": "game_in_words", "moves": moves }),
            Event::SpokenOnly(phrase) => {
                let facts = serde_json::to_value(phrase).unwrap_or_default();
                json!({ "event": "spoken", "id": phrase.id, "args": facts["args"] })
            }
            Event::Say(weight, phrase) => {
                let facts = serde_json::to_value(phrase).unwrap_or_default();
                json!({ "event": weight.json_name(), "id": phrase.id, "args": facts["args"] })
            }
        };
        value.serialize(serializer)
    }
}

impl Weight {
    /// The `event` field of a JSON line of this weight: `message`, `warning`, `chatter`,
    /// `announcement`, or `text` for what is only shown.
    pub fn json_name(self) -> &'static str {
        match self {
            Weight::Announcement => "announcement",
            Weight::Message => "message",
            Weight::Warning => "warning",
            Weight::Chatter => "chatter",
            Weight::Screen => "text",
        }
    }
}

/// How a line is treated by the voice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Weight {
    /// A move: spoken in order, never dropped.
    Announcement,
    /// An answer or an error: spoken in order; a move or a warning cuts it off.
    Message,
    /// The clock's alarm, a fallen flag: spoken at once, like a move.
    Warning,
    /// Long answers, help and hints: spoken in short parts, cut off by what comes next.
    Chatter,
    /// Shown, not spoken (the move list, a FEN, the board).
    Screen,
}

/// A line to show, and what the voice says of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// How the voice treats it.
    pub weight: Weight,
    /// The text on screen (or braille).
    pub shown: String,
    /// The text for the voice: without notation in brackets.
    pub spoken: String,
}

impl Line {
    /// A message shown as `shown` and spoken as `spoken`.
    pub fn message(shown: String, spoken: String) -> Line {
        Line {
            weight: Weight::Message,
            shown,
            spoken,
        }
    }

    fn same(weight: Weight, text: &str) -> Line {
        Line {
            weight,
            shown: text.to_owned(),
            spoken: text.to_owned(),
        }
    }
}

/// "Zug zwölf, Schwarz, Springer Felix sechs" as data, for lists of moves.
pub fn move_in_list(played: &PlayedMove) -> Phrase {
    let number = Phrase::new("move-number")
        .with("number", Value::Spelled(played.number))
        .with("side", played.side);
    Phrase::new("move-in-list")
        .with("number", number)
        .with("words", Value::MoveWords(played.facts))
}

/// The words layer for one language and announcement style.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words {
    /// The language of the sentences.
    pub language: Language,
    /// How moves are announced.
    pub announce: AnnounceOptions,
}

impl Words {
    /// Words for `language`, moves announced as `announce` says.
    pub fn new(language: Language, announce: AnnounceOptions) -> Words {
        Words { language, announce }
    }

    /// The lines of an event; none for events the sentences around them already say.
    pub fn lines(&self, event: &Event) -> Vec<Line> {
        match event {
            Event::Game(game) => self.game_lines(game),
            Event::Announce(played) => vec![self.move_line(played)],
            Event::PositionAfter(after) => vec![self.position_after(after.as_ref())],
            Event::Shown(text) => vec![Line::same(Weight::Screen, text)],
            Event::Say(weight, phrase) => vec![self.phrase(*weight, phrase)],
            Event::Scoresheet {
                game,
                moves,
                weight,
            } => vec![self.scoresheet(game, moves, *weight)],
            Event::SpokenOnly(phrase) => vec![Line {
                weight: Weight::Chatter,
                shown: String::new(),
                spoken: self.phrase(Weight::Chatter, phrase).spoken,
            }],
            Event::GameInWords(moves) => vec![Line {
                weight: Weight::Chatter,
                shown: String::new(),
                spoken: format!(
                    "{} {}",
                    text(self.language, "game-in-words", &[]),
                    self.moves_spoken(moves)
                ),
            }],
        }
    }

    /// The scoresheet in this language's notation, spoken in Appendix F's words; "Noch
    /// kein Zug gespielt." before the first move.
    fn scoresheet(&self, game: &Game, moves: &[PlayedMove], weight: Weight) -> Line {
        let sheet = moves_sheet(game, self.language);
        if sheet.is_empty() {
            return self.message("no-move-yet", &[]);
        }
        Line {
            weight,
            shown: sheet.trim_end().to_owned(),
            spoken: self.moves_spoken(moves),
        }
    }

    /// "Zug eins, Weiß, Bauer Eva vier. Zug eins, Schwarz, …"
    fn moves_spoken(&self, moves: &[PlayedMove]) -> String {
        moves
            .iter()
            .map(|played| format!("{}.", self.move_in_list(played)))
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn game_lines(&self, event: &GameEvent) -> Vec<Line> {
        let lang = self.language;
        match event {
            GameEvent::MovePlayed { played, .. } => vec![self.move_line(played)],
            GameEvent::MovesTakenBack { moves, to_move } => {
                let names: Vec<String> = moves.iter().map(|m| self.move_in_list(m)).collect();
                let names = names.join(&text(lang, "list-and", &[]));
                vec![self.message(
                    "taken-back",
                    &[
                        ("moves", Arg::Words(&names)),
                        ("to-move", Arg::Words(color_name(*to_move, lang))),
                    ],
                )]
            }
            GameEvent::EndTakenBack { to_move } => vec![self.message(
                "end-taken-back",
                &[("to-move", Arg::Words(color_name(*to_move, lang)))],
            )],
            GameEvent::Corrected { withdrawn, to_move } => {
                let words = self.move_words(withdrawn);
                vec![self.message(
                    "correction",
                    &[
                        ("words", Arg::Words(&words)),
                        ("mover", Arg::Words(color_name(*to_move, lang))),
                    ],
                )]
            }
            // An offer said on its own comes with the arbiter's sentence.
            GameEvent::DrawOffered {
                with_move: false, ..
            } => Vec::new(),
            GameEvent::DrawOffered { side, .. } => vec![self.message(
                "draw-offered",
                &[("side", Arg::Words(color_name(*side, lang)))],
            )],
            // Said by the sentences that come with them (the verdict, the settlement, the
            // end of the game), or not said at all (a clock press, a repetition).
            GameEvent::MovesReplaced { .. }
            | GameEvent::Repeated { .. }
            | GameEvent::Claimed { .. }
            | GameEvent::ClockSwitched { .. }
            | GameEvent::Reconciled { .. }
            | GameEvent::GameEnded { .. } => Vec::new(),
        }
    }

    /// A phrase in this language, as a line of `weight`.
    pub fn phrase(&self, weight: Weight, phrase: &Phrase) -> Line {
        let worded = word(phrase, self.language, self.announce);
        Line {
            weight,
            shown: worded.shown,
            spoken: worded.spoken,
        }
    }

    /// A phrase in this language, as shown.
    pub fn text(&self, phrase: &Phrase) -> String {
        word(phrase, self.language, self.announce).shown
    }

    fn message(&self, id: &str, args: &[(&str, Arg)]) -> Line {
        Line::same(Weight::Message, &text(self.language, id, args))
    }

    /// "Springer Felix drei": the move in the words of Appendix F.
    pub fn move_words(&self, played: &PlayedMove) -> String {
        render(
            &concepts_of(&played.facts, self.announce),
            self.announce.words,
        )
    }

    /// "Zug zwölf, Schwarz".
    pub fn move_number(&self, played: &PlayedMove) -> String {
        move_number(played.number, played.side, self.language)
    }

    /// The move in SAN of the session's language (`Sf3`, `0-0`).
    pub fn san(&self, played: &PlayedMove) -> String {
        write_facts_san(&played.facts, self.language)
    }

    /// "Zug eins, Weiß: Bauer Eva vier (e4).", spoken without "(e4)".
    pub fn move_line(&self, played: &PlayedMove) -> Line {
        self.with_notation("move-line", played, Weight::Announcement)
    }

    /// "Zug zwölf, Schwarz, Springer Felix sechs", for lists of moves.
    pub fn move_in_list(&self, played: &PlayedMove) -> String {
        let number = self.move_number(played);
        let words = self.move_words(played);
        text(
            self.language,
            "move-in-list",
            &[
                ("number", Arg::Words(&number)),
                ("words", Arg::Words(&words)),
            ],
        )
    }

    /// "Stellung nach Zug zwölf, Schwarz: Springer Cäsar sechs (Sc6).", or
    /// "Ausgangsstellung."
    pub fn position_after(&self, after: Option<&PlayedMove>) -> Line {
        match after {
            Some(played) => self.with_notation("position-after", played, Weight::Announcement),
            None => Line::same(
                Weight::Announcement,
                &text(self.language, "start-position", &[]),
            ),
        }
    }

    fn with_notation(&self, id: &str, played: &PlayedMove, weight: Weight) -> Line {
        let count = crate::words::messages::number_words(played.number, self.language);
        let words = self.move_words(played);
        let san = self.san(played);
        let args = [
            ("count", Arg::Words(&count)),
            ("side", Arg::Words(self.side(played.side))),
            ("words", Arg::Words(&words)),
            ("san", Arg::Words(&san)),
        ];
        Line {
            weight,
            shown: text(self.language, id, &args),
            spoken: spoken(self.language, id, &args),
        }
    }

    /// The name of a side.
    pub fn side(&self, color: Color) -> &'static str {
        color_name(color, self.language)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::events::Ply;
    use shakmaty::uci::UciMove;
    use shakmaty::{Chess, Position};

    fn played(moves: &[&str]) -> PlayedMove {
        let mut pos = Chess::default();
        let mut last = None;
        for (index, uci) in moves.iter().enumerate() {
            let m = uci.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
            last = Some(PlayedMove::new(Ply::of_index(index), &pos, m));
            pos.play_unchecked(m);
        }
        last.unwrap()
    }

    #[test]
    fn a_move_is_shown_with_its_notation_and_spoken_without() {
        let words = Words::new(Language::GERMAN, AnnounceOptions::default());
        let line = words.move_line(&played(&["e2e4"]));
        assert_eq!(line.shown, "Zug eins, Weiß: Bauer Eva vier (e4).");
        assert_eq!(line.spoken, "Zug eins, Weiß: Bauer Eva vier.");
        assert_eq!(line.weight, Weight::Announcement);
        let english = Words::new(
            Language::ENGLISH,
            AnnounceOptions {
                words: Language::ENGLISH,
                ..AnnounceOptions::default()
            },
        );
        let line = english.move_line(&played(&["e2e4", "e7e5", "g1f3"]));
        assert_eq!(line.shown, "Move two, White: Knight Felix three (Nf3).");
    }

    #[test]
    fn a_move_in_a_list_as_data_reads_as_the_worded_one() {
        let played = played(&["e2e4", "e7e5", "g1f3"]);
        for language in [Language::GERMAN, Language::ENGLISH] {
            let words = Words::new(
                language,
                AnnounceOptions {
                    words: language,
                    ..AnnounceOptions::default()
                },
            );
            assert_eq!(
                words.text(&move_in_list(&played)),
                words.move_in_list(&played)
            );
        }
    }

    #[test]
    fn a_take_back_names_every_move() {
        let words = Words::new(Language::GERMAN, AnnounceOptions::default());
        let event = Event::Game(GameEvent::MovesTakenBack {
            moves: vec![played(&["e2e4", "e7e5"]), played(&["e2e4"])],
            to_move: Color::White,
        });
        assert_eq!(
            words.lines(&event)[0].shown,
            "Zurückgenommen: Zug eins, Schwarz, Bauer Eva fünf und Zug eins, Weiß, Bauer Eva vier. Weiß ist am Zug."
        );
    }

    /// `--events json`: a phrase is its id and its arguments as facts, the same whatever
    /// the reader's language; data that is only shown is its text, marked `shown`.
    #[test]
    fn json_events_are_data() {
        let say = Event::Say(
            Weight::Warning,
            Phrase::new("draw-offered").with("side", Color::Black),
        );
        assert_eq!(
            serde_json::to_value(&say).unwrap(),
            serde_json::json!({"event": "warning", "id": "draw-offered", "args": {"side": "black"}})
        );
        let fen = "8/8/8/8/8/8/8/K6k w - - 0 1";
        let shown = Event::Shown(fen.to_owned());
        assert_eq!(
            serde_json::to_value(&shown).unwrap(),
            serde_json::json!({"event": "shown", "text": fen})
        );
        // Shown as it is in every language, never spoken.
        for language in [Language::GERMAN, Language::ENGLISH, Language::SPANISH] {
            let lines = Words::new(language, AnnounceOptions::default()).lines(&shown);
            assert_eq!(lines.len(), 1);
            assert_eq!(lines[0].shown, fen);
            assert_eq!(lines[0].weight, Weight::Screen);
        }
    }

    /// A phrase is worded by each sink in its own language.
    #[test]
    fn a_said_phrase_is_worded_in_each_language() {
        let say = Event::say(Phrase::new("draw-offered").with("side", Color::White));
        let shown = |language| {
            Words::new(language, AnnounceOptions::default()).lines(&say)[0]
                .shown
                .clone()
        };
        assert_eq!(shown(Language::GERMAN), "Weiß bietet Remis an.");
        assert_eq!(shown(Language::ENGLISH), "White offers a draw.");
        let spanish = shown(Language::SPANISH);
        assert!(spanish.contains("Blancas"), "{spanish}");
    }
}
