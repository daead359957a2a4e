//! A game for two players at one keyboard: typed moves, every move announced in the words of
//! Appendix F. The session turns each typed line into lines of text (which the caller prints)
//! and announcements (which the caller also speaks); it never touches the terminal itself.

use shakmaty::{Chess, Color, KnownOutcome, Outcome, Position};

use crate::language::Language;
use crate::notation::fen::write_fen;
use crate::notation::input::{Resolution, resolve};
use crate::notation::pgn::{Game, RecordedMove};
use crate::notation::san::write_san;
use crate::notation::scoresheet::german_scoresheet;
use crate::speech::announce::announce;
use crate::vocabulary::color_name;

/// One thing the session has to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A move announcement: printed, and spoken.
    Announcement(String),
    /// Any other sentence: printed, and spoken.
    Message(String),
    /// Longer text for reading on screen or braille (help, the move list); printed only.
    Text(String),
}

/// What the caller should do after a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next line.
    Continue,
    /// The player asked to stop.
    Quit,
}

/// A game in progress.
pub struct PlaySession {
    game: Game,
    position: Chess,
    language: Language,
}

impl PlaySession {
    /// A new game from the standard start position.
    pub fn new(language: Language) -> Self {
        PlaySession {
            game: Game::new(),
            position: Chess::default(),
            language,
        }
    }

    /// The game so far, with its moves and (once over) its result.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The current position.
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// The greeting at the start of a game.
    pub fn greeting(&self) -> Vec<Event> {
        vec![Event::Message(match self.language {
            Language::German => "Neue Partie. Weiß ist am Zug. Geben Sie Züge ein, zum Beispiel e4 oder Sf3. Hilfe mit hilfe, Ende mit ende.".into(),
            Language::English => "New game. White to move. Type moves, for example e4 or Nf3. Type help for help, quit to stop.".into(),
        })]
    }

    /// The prompt that tells whose move it is.
    pub fn prompt(&self) -> String {
        format!("{}> ", color_name(self.position.turn(), self.language))
    }

    /// Handles one typed line: a command or a move.
    pub fn handle_line(&mut self, line: &str) -> (Vec<Event>, Flow) {
        let de = self.language == Language::German;
        let command = line.trim().to_lowercase();
        match command.as_str() {
            "hilfe" | "help" | "?" => return (vec![Event::Text(self.help())], Flow::Continue),
            "ende" | "beenden" | "quit" | "exit" => return (Vec::new(), Flow::Quit),
            "stellung" | "fen" | "position" => {
                return (vec![Event::Text(write_fen(&self.position))], Flow::Continue);
            }
            "züge" | "zuege" | "partie" | "moves" => {
                let sheet = german_scoresheet(&self.game);
                let text = if sheet.is_empty() {
                    if de {
                        "Noch kein Zug gespielt.".to_owned()
                    } else {
                        "No move played yet.".to_owned()
                    }
                } else {
                    sheet.trim_end().to_owned()
                };
                return (vec![Event::Text(text)], Flow::Continue);
            }
            "zurück" | "zurueck" | "undo" => return (self.take_back(), Flow::Continue),
            _ => {}
        }
        if self.game.result.is_some() {
            return (
                vec![Event::Message(if de {
                    "Die Partie ist beendet. Mit ende beenden, mit zurück den letzten Zug zurücknehmen.".into()
                } else {
                    "The game is over. Type quit to stop, or undo to take back the last move."
                        .into()
                })],
                Flow::Continue,
            );
        }
        let resolved = resolve(&self.position, line, self.language);
        let events = match resolved.resolution {
            Resolution::Move(m) => {
                let mut events = Vec::new();
                let mover = color_name(self.position.turn(), self.language);
                let number = self.position.fullmoves();
                let words = announce(&self.position, m, self.language);
                let san = write_san(&self.position, m, self.language);
                let mut recorded = RecordedMove::new(m);
                recorded.draw_offer = resolved.draw_offer;
                self.game.moves.push(recorded);
                self.position.play_unchecked(m);
                events.push(Event::Announcement(if de {
                    format!("Zug {number}, {mover}: {words} ({san}).")
                } else {
                    format!("Move {number}, {mover}: {words} ({san}).")
                }));
                if resolved.draw_offer {
                    events.push(Event::Message(if de {
                        format!("{mover} bietet Remis an.")
                    } else {
                        format!("{mover} offers a draw.")
                    }));
                }
                events.extend(self.game_end());
                events
            }
            Resolution::Ambiguous(moves) => {
                let options: Vec<String> = moves
                    .iter()
                    .map(|m| {
                        format!(
                            "{} ({})",
                            write_san(&self.position, *m, self.language),
                            announce(&self.position, *m, self.language)
                        )
                    })
                    .collect();
                vec![Event::Message(if de {
                    format!(
                        "Das passt auf mehrere Züge: {}. Bitte genauer eingeben.",
                        join_or(&options, "oder")
                    )
                } else {
                    format!(
                        "That fits several moves: {}. Please be more precise.",
                        join_or(&options, "or")
                    )
                })]
            }
            Resolution::Illegal(reason) => vec![Event::Message(format!(
                "{} {}",
                reason.message(&self.position, self.language),
                if de {
                    "Der Zug wurde nicht ausgeführt."
                } else {
                    "The move was not played."
                }
            ))],
            Resolution::Invalid(invalid) => vec![Event::Message(invalid.message(self.language))],
        };
        (events, Flow::Continue)
    }

    fn take_back(&mut self) -> Vec<Event> {
        let de = self.language == Language::German;
        if self.game.moves.pop().is_none() {
            return vec![Event::Message(if de {
                "Es gibt keinen Zug zum Zurücknehmen.".into()
            } else {
                "There is no move to take back.".into()
            })];
        }
        self.game.result = None;
        self.position = self.game.final_position();
        vec![Event::Message(if de {
            format!(
                "Zug zurückgenommen. {} ist am Zug.",
                color_name(self.position.turn(), self.language)
            )
        } else {
            format!(
                "Move taken back. {} to move.",
                color_name(self.position.turn(), self.language)
            )
        })]
    }

    /// Says how the game ended, if it did, and records the result.
    fn game_end(&mut self) -> Vec<Event> {
        let de = self.language == Language::German;
        let Outcome::Known(outcome) = self.position.outcome() else {
            return Vec::new();
        };
        self.game.result = Some(Outcome::Known(outcome));
        let text = match outcome {
            KnownOutcome::Decisive { winner } => {
                let winner = color_name(winner, self.language);
                if de {
                    format!("Schachmatt. {winner} gewinnt.")
                } else {
                    format!("Checkmate. {winner} wins.")
                }
            }
            KnownOutcome::Draw if self.position.is_stalemate() => {
                if de {
                    "Patt. Die Partie ist remis.".into()
                } else {
                    "Stalemate. The game is drawn.".into()
                }
            }
            KnownOutcome::Draw => {
                if de {
                    "Remis: Keine Seite kann mehr mattsetzen.".into()
                } else {
                    "Draw: neither side can checkmate any more.".into()
                }
            }
        };
        vec![Event::Message(text)]
    }

    fn help(&self) -> String {
        match self.language {
            Language::German => [
                "Züge tippen: e4, Sf3, g1f3, S g1 f3, 0-0, e8D, auch Englisch wie Nf3.",
                "Remisangebot: den Zug mit (=) eingeben, etwa e4 (=).",
                "zurück: letzten Zug zurücknehmen.",
                "züge: die Partie als Partieformular.",
                "stellung: die Stellung als FEN.",
                "ende: beenden; mit --pgn DATEI wird die Partie gespeichert.",
            ]
            .join("\n"),
            Language::English => [
                "Type moves: e4, Nf3, g1f3, N g1 f3, O-O, e8Q, German letters work too.",
                "Draw offer: add (=) to the move, for example e4 (=).",
                "undo: take back the last move.",
                "moves: the game as a scoresheet.",
                "position: the position as FEN.",
                "quit: stop; with --pgn FILE the game is saved.",
            ]
            .join("\n"),
        }
    }

    /// Whose move it is.
    pub fn turn(&self) -> Color {
        self.position.turn()
    }
}

/// "a, b oder c".
fn join_or(items: &[String], or: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {or} {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(events: &[Event]) -> Vec<String> {
        events
            .iter()
            .map(|e| match e {
                Event::Announcement(t) | Event::Message(t) | Event::Text(t) => t.clone(),
            })
            .collect()
    }

    #[test]
    fn fools_mate_is_announced_and_ends_the_game() {
        let mut session = PlaySession::new(Language::German);
        for line in ["f3", "e5", "g4"] {
            session.handle_line(line);
        }
        let (events, flow) = session.handle_line("Dh4");
        assert_eq!(flow, Flow::Continue);
        assert_eq!(
            texts(&events),
            [
                "Zug 2, Schwarz: Dame Hector vier, Schachmatt (Dh4#).",
                "Schachmatt. Schwarz gewinnt."
            ]
        );
        assert!(session.game().result.is_some());
        let (events, _) = session.handle_line("a3");
        assert!(texts(&events)[0].starts_with("Die Partie ist beendet."));
    }

    #[test]
    fn wrong_input_keeps_the_game() {
        let mut session = PlaySession::new(Language::German);
        session.handle_line("e4");
        let (events, _) = session.handle_line("Sf4");
        assert_eq!(
            texts(&events),
            ["Kein Springer kann Felix vier erreichen. Der Zug wurde nicht ausgeführt."]
        );
        let (events, _) = session.handle_line("blabla");
        assert!(texts(&events)[0].starts_with("blabla ist kein Zug."));
        assert_eq!(session.game().moves.len(), 1);
        assert_eq!(session.turn(), Color::Black);
    }

    #[test]
    fn undo_and_quit() {
        let mut session = PlaySession::new(Language::German);
        session.handle_line("e4");
        let (events, _) = session.handle_line("zurück");
        assert_eq!(texts(&events), ["Zug zurückgenommen. Weiß ist am Zug."]);
        assert_eq!(session.handle_line("ende").1, Flow::Quit);
    }
}
