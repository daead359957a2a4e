//! A typed or heard line read once into what the player means: a correction with its move,
//! a command (or why the command is wrong), a query for one side ("schwarz: wo ist mein
//! könig"), a question about a move ("Sf3?"), a question ansage does not know, or else a
//! move (or the reply to a pending question). Each reader (the command reader, the notation
//! reader, the words) reads the line at most once; the session then decides on the intent
//! with what it knows of the game (a question waiting, a move to repeat, the engine to move).

use shakmaty::{Chess, Color, Move};

use crate::commands::{Command, CommandError, looks_like_question, parse_command};
use crate::language::Language;
use crate::notation::explain::IllegalReason;
use crate::notation::input::{Resolution, resolve};
use crate::understanding::heard::{MatchOptions, MoveMatcher, Understanding};

/// What a line means, before the game's state decides on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Intent<'a> {
    /// F2.6 in one breath, "Korrektur: Springer Felix drei": the last move taken back and
    /// this one played instead.
    Correction(&'a str),
    /// A command or a query about the game.
    Command(Command),
    /// A command for one side, named before a colon ("schwarz: wo ist mein könig"); when it
    /// has no answer for that side, the line means `otherwise`.
    ForSeat {
        /// The side the line speaks for.
        seat: Color,
        /// The command after the colon.
        command: Command,
        /// What the line means when the command has no answer for the side.
        otherwise: Box<Intent<'a>>,
    },
    /// A command recognised with a wrong argument: the error says what to say instead.
    Refused(CommandError),
    /// "Sf3?": a move with one question mark, checked and not played.
    MoveQuestion(MoveCheck),
    /// A question ansage does not know: said so, never read as a move.
    UnknownQuestion,
    /// Anything else: a move, or the reply to a question that waits for one. It is read as
    /// notation or words when the game's state allows a move.
    MoveOrReply,
}

/// What "Sf3?" found: the move is possible, or the rules' reason why not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveCheck {
    /// The move is legal here.
    Possible(Move),
    /// The move was written in notation but is not legal; the reason says why.
    Illegal(IllegalReason),
}

/// What reading a line needs to know: the position, the language the line is typed in, how
/// the player names moves, and whether a correction can be made now (a move was played and
/// the game runs).
#[derive(Clone, Copy, Debug)]
pub struct Reader<'p> {
    /// The position the line is typed in.
    pub position: &'p Chess,
    /// The language the seat types in (commands and notation).
    pub language: Language,
    /// How the player names moves in words.
    pub naming: MatchOptions,
    /// Whether "Korrektur: …" can take a move back now.
    pub correction: bool,
}

impl<'a> Intent<'a> {
    /// Reads `line` once: each reader (commands, notation, words) at most once.
    pub fn read(line: &'a str, reader: &Reader) -> Intent<'a> {
        if reader.correction {
            if let Some(corrected) = correction_with_move(line) {
                return Intent::Correction(corrected);
            }
        }
        // The moves of a game typed in notation ("Sf3", "exd5", "0-0") are most lines:
        // they are no command, so the command reader is not asked.
        if is_notation_token(line) {
            return Intent::MoveOrReply;
        }
        let parsed = parse_command(line, reader.language);
        let refused = match parsed {
            Some(Ok(command)) => return Intent::Command(command),
            Some(Err(error)) => Some(error),
            None => None,
        };
        // "schwarz: wo ist mein könig": a question asked for one side.
        let for_seat = split_seat_prefix(line).and_then(|(seat, rest)| {
            match parse_command(rest, reader.language) {
                Some(Ok(command)) => Some((seat, command)),
                _ => None,
            }
        });
        let rest = match refused {
            Some(error) => Intent::Refused(error),
            None => Self::question_or_move(line, reader),
        };
        match for_seat {
            Some((seat, command)) => Intent::ForSeat {
                seat,
                command,
                otherwise: Box::new(rest),
            },
            None => rest,
        }
    }

    /// A line that is no command: a move question, a question ansage does not know, or a
    /// move (or reply).
    fn question_or_move(line: &str, reader: &Reader) -> Intent<'a> {
        // A single question mark asks ("e4??" and "e4!?" annotate a move): known without
        // reading the line's words.
        let question = asks(line) || looks_like_question(line);
        if !question {
            return Intent::MoveOrReply;
        }
        match check_move_question(line, reader) {
            Some(check) => Intent::MoveQuestion(check),
            None => Intent::UnknownQuestion,
        }
    }

    /// Whether the line is a move or a reply only: a heard line that is anything else (a
    /// command, a correction, a question) is decided as a typed one, not matched against
    /// moves.
    pub fn is_move_or_reply(&self) -> bool {
        matches!(self, Intent::MoveOrReply)
    }
}

/// Whether the line is one token of notation without a question mark: it has a digit
/// ("Sf3", "exd5", "e8=D", "0-0") or is castling with the letter O ("O-O", "O-O-O"). No
/// command is such a token: every command phrase with a digit has a word besides it ("50
/// züge"), which a test of the command table keeps true.
pub fn is_notation_token(line: &str) -> bool {
    let token = line.trim();
    if token.is_empty() || token.contains(char::is_whitespace) || token.ends_with('?') {
        return false;
    }
    let castling = token.len() >= 3 && token.chars().all(|c| matches!(c, 'O' | 'o' | '-'));
    castling || token.chars().any(|c| c.is_ascii_digit())
}

/// Whether the line ends in a single question mark ("e4?"), as the command reader reads a
/// question; "e4??" and "e4!?" annotate a move.
fn asks(line: &str) -> bool {
    let trimmed = line.trim();
    trimmed.ends_with('?') && !trimmed.ends_with("??") && !trimmed.ends_with("!?")
}

/// "Sf3?": a move with one question mark is checked, not played (a mistake mark is written
/// "??" or "?!" and stays a move). `None` when the line names no move.
fn check_move_question(line: &str, reader: &Reader) -> Option<MoveCheck> {
    let trimmed = line.trim();
    let text = trimmed.strip_suffix('?')?.trim_end();
    if text.ends_with(['?', '!']) || text.is_empty() {
        return None;
    }
    let resolved = resolve(reader.position, text, reader.language);
    match resolved.resolution {
        Resolution::Move(played) => Some(MoveCheck::Possible(played)),
        // A move in words, "Springer Felix drei?", is checked as well; a question that
        // starts with a question word is none.
        Resolution::Invalid(_) => {
            if looks_like_question(text) {
                return None;
            }
            match MoveMatcher::with_options(reader.position, reader.naming)
                .understand(text, reader.language)
            {
                Understanding::Move { played, .. } => Some(MoveCheck::Possible(played)),
                _ => None,
            }
        }
        Resolution::Illegal(reason) => Some(MoveCheck::Illegal(reason)),
        _ => None,
    }
}

/// The move after "Korrektur" / "correction" in one line ("Korrektur: Springer Felix drei"),
/// or `None` when the line is no such correction.
pub fn correction_with_move(line: &str) -> Option<&str> {
    let trimmed = line.trim_start();
    let word_end = trimmed
        .find(|c: char| !c.is_alphabetic())
        .unwrap_or(trimmed.len());
    let word = trimmed[..word_end].to_lowercase();
    if word != "korrektur" && word != "correction" {
        return None;
    }
    let rest = trimmed[word_end..]
        .trim_start_matches([':', ',', ' ', '-'])
        .trim();
    (!rest.is_empty()).then_some(rest)
}

/// "schwarz: wo ist mein könig": the side a line speaks for, and the rest of the line. The
/// side is named in the words of any language folder ("weiß", "black", "negras").
fn split_seat_prefix(line: &str) -> Option<(Color, &str)> {
    let (head, rest) = line.split_once(':')?;
    let head = folded(head.trim());
    let color = Language::all().find_map(|language| {
        let sides = &crate::vocabulary::of(language).sides;
        if folded(&sides.white) == head {
            Some(Color::White)
        } else if folded(&sides.black) == head {
            Some(Color::Black)
        } else {
            None
        }
    })?;
    Some((color, rest.trim()))
}

/// A word in lower case, "ß" written "ss" ("Weiß" and "weiss" are one word).
fn folded(word: &str) -> String {
    word.to_lowercase().replace('ß', "ss")
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Square;

    #[test]
    fn a_token_of_notation_is_never_a_command_in_any_language() {
        for token in [
            "Sf3", "exd5", "e8=D", "0-0", "O-O", "O-O-O", "Cxf7+", "e4!", "h8Q#",
        ] {
            assert!(is_notation_token(token), "{token}");
        }
        for line in ["e4?", "hilfe", "fen", "50 züge", "schwarz: e4", "", "Oo"] {
            assert!(!is_notation_token(line), "{line}");
        }
        // What keeps the shortcut true: no phrase of any language's command table and no
        // word the command reader takes ("fünfzig züge", "50 moves") is such a token.
        for language in Language::all() {
            for (id, entry) in crate::commands::table::table().understood(language.code()) {
                for phrase in entry.phrases.iter().chain(&entry.play).chain(&entry.replay) {
                    assert!(
                        !is_notation_token(phrase),
                        "{} {id}: {phrase:?}",
                        language.code()
                    );
                }
            }
            for token in [
                "e4", "Sf3", "Cf3", "Nf3", "0-0", "O-O", "exd5", "12", "a1", "h8",
            ] {
                assert_eq!(
                    parse_command(token, language),
                    None,
                    "{} {token}",
                    language.code()
                );
            }
        }
    }

    fn read(line: &str, correction: bool) -> Intent<'_> {
        let position = Chess::default();
        Intent::read(
            line,
            &Reader {
                position: &position,
                language: Language::GERMAN,
                naming: MatchOptions {
                    pawn_name_optional: true,
                    words: Language::GERMAN,
                },
                correction,
            },
        )
    }

    #[test]
    fn a_line_is_read_into_what_it_means() {
        assert_eq!(read("e4", false), Intent::MoveOrReply);
        assert_eq!(read("Springer Felix drei", false), Intent::MoveOrReply);
        assert!(matches!(
            read("hilfe", false),
            Intent::Command(Command::Help(_))
        ));
        let nf3 = Move::Normal {
            role: shakmaty::Role::Knight,
            from: Square::G1,
            capture: None,
            to: Square::F3,
            promotion: None,
        };
        assert_eq!(
            read("Sf3?", false),
            Intent::MoveQuestion(MoveCheck::Possible(nf3))
        );
        assert_eq!(
            read("Springer Felix drei?", false),
            Intent::MoveQuestion(MoveCheck::Possible(nf3))
        );
        // "e4?" asks what stands on e4: a command first.
        assert!(matches!(read("e4?", false), Intent::Command(_)));
        assert!(matches!(
            read("Lc4?", false),
            Intent::MoveQuestion(MoveCheck::Illegal(_))
        ));
        assert_eq!(
            read("wie spät ist es bei dir?", false),
            Intent::UnknownQuestion
        );
        assert!(matches!(
            read("schwarz: wo ist mein könig", false),
            Intent::ForSeat {
                seat: Color::Black,
                ..
            }
        ));
        for (head, side) in [
            ("Weiß", Color::White),
            ("weiss", Color::White),
            ("WHITE", Color::White),
            ("black", Color::Black),
            ("Blancas", Color::White),
            ("negras", Color::Black),
        ] {
            assert_eq!(
                split_seat_prefix(&format!("{head}: wo ist mein könig")),
                Some((side, "wo ist mein könig")),
                "{head}"
            );
        }
        assert_eq!(split_seat_prefix("rot: wo ist mein könig"), None);
    }

    #[test]
    fn a_correction_is_one_only_when_a_move_can_be_taken_back() {
        assert_eq!(read("Korrektur: Sf3", true), Intent::Correction("Sf3"));
        assert_ne!(read("Korrektur: Sf3", false), Intent::Correction("Sf3"));
        assert_eq!(read("correction - e4", true), Intent::Correction("e4"));
        assert_eq!(read("Korrekturen", true), read("Korrekturen", false));
    }

    #[test]
    fn each_reader_reads_the_line_once() {
        // The command reader once, and notation once where a move question is checked.
        for (line, reads) in [("hilfe", 1), ("Sf3?", 2), ("wo ist mein könig?", 1)] {
            crate::notation::reads::take();
            read(line, true);
            assert_eq!(crate::notation::reads::take(), reads, "{line:?}");
        }
    }
}
