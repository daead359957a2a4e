//! The commands of `ansage replay`, typed or spoken, German with English aliases: any case,
//! umlauts or their spellings (`zurueck`), a trailing question mark or full stop, numbers in
//! digits or words (`zug zwölf`, `move twenty one`), move numbers as on a scoresheet
//! (`12...` is Black's twelfth move).
//!
//! Only whole lines are commands here; what is left (a question about the position such as
//! `was steht auf e4`) is passed on to the play commands by the session.

use shakmaty::Color;

use crate::commands::table::{self, Mode};
use crate::commands::{self, color_word, fold};

/// The phrases of a command of the table, as `ansage replay` understands them.
fn phrases(id: &str) -> &'static str {
    table::phrases(id, Mode::Replay)
}

/// The most half-moves one "weiter N" or "zurück N" goes.
pub const MAX_STEPS: u32 = 999;

/// One replay command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayCommand {
    /// "weiter", "w", "n", Enter, "next": this many half-moves forward, each announced.
    Next(u32),
    /// "zurück", "z", "back", "b": this many half-moves back.
    Back(u32),
    /// "zug 12", "zug zwölf schwarz", "gehe zu 12", "go to 12 black", "12...": to the
    /// position after that move (White's when no side is named).
    GoTo {
        /// The move number as on a scoresheet.
        number: u32,
        /// Whose move of that number.
        side: Color,
    },
    /// "anfang", "start": the starting position.
    Start,
    /// "schluss", "zum letzten zug", "end of game", "to the last move": the position after the
    /// last move.
    End,
    /// "stellung", "brett vorlesen", "position", "read board": every piece.
    ReadBoard,
    /// "wer ist am zug", "whose turn".
    Turn,
    /// "wo", "zugnummer", "where", "move number": where in the game the replay is.
    Where,
    /// "kommentar", "comment": the comments of the current move.
    Comment,
    /// "info", "game info": players, event, date, result.
    Info,
    /// "fen".
    Fen,
    /// "hilfe", "help": every command.
    Help,
    /// "wiederholen", "repeat": the last answer again.
    Repeat,
    /// "beenden", "ende", "quit", "exit": stop.
    Quit,
}

/// A number word or digits, read alone.
enum Token {
    /// A word.
    Word(String),
    /// A move number written as on a scoresheet: `12.` (White), `12...` (Black).
    Scoresheet(u32, Color),
}

/// The words of a line: folded, split at blanks, with sentence marks taken off.
fn tokens(line: &str) -> Vec<Token> {
    let folded = fold(line);
    let mut out = Vec::new();
    for raw in folded.split_whitespace() {
        let raw = raw.trim_matches(|c: char| {
            matches!(c, '?' | '!' | ',' | ';' | ':' | '"' | '„' | '“' | '”')
        });
        let digits = raw.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 {
            let rest = &raw[digits..];
            let side = match rest {
                "..." | "…" | ".." => Some(Color::Black),
                "." => Some(Color::White),
                _ => None,
            };
            if let (Some(side), Ok(number)) = (side, raw[..digits].parse::<u32>()) {
                out.push(Token::Scoresheet(number, side));
                continue;
            }
        }
        let word = raw.trim_end_matches('.');
        if !word.is_empty() {
            out.push(Token::Word(word.to_owned()));
        }
    }
    out
}

/// A number starting at word `at` and the index after it, as the play commands read it: one
/// word (`12`, `zwölf`, `twenty-one`), or two and more ("twenty one", "hundert zwölf").
fn number_at(words: &[&str], at: usize) -> Option<(u32, usize)> {
    let (number, end) = commands::number_at(words, at)?;
    Some((u32::try_from(number).ok()?, end))
}

/// Whether `words` are exactly one of the phrases, written as one string with a comma
/// between two: "brett vorlesen, read board".
fn is_one_of(words: &[&str], phrases: &str) -> bool {
    phrases
        .split(',')
        .any(|phrase| phrase.split_whitespace().eq(words.iter().copied()))
}

/// Words that may stand before a move number in a jump: "gehe zu zug", "go to move".
const JUMP_WORDS: &str = "gehe geh gehen springe spring zu zum nach zug go jump to move skip \
                          after nach dem";

/// Reads a line as a replay command. `None`: the line is none of them (perhaps a question
/// about the position, or nonsense). An empty line is "weiter".
pub fn parse_replay_command(line: &str) -> Option<ReplayCommand> {
    let tokens = tokens(line);
    if tokens.is_empty() {
        // An empty line, or one of only question marks: the first is "weiter".
        return if line.contains('?') {
            Some(ReplayCommand::Help)
        } else {
            Some(ReplayCommand::Next(1))
        };
    }
    if let [Token::Scoresheet(number, side), rest @ ..] = tokens.as_slice() {
        let rest: Vec<&str> = rest
            .iter()
            .filter_map(|t| match t {
                Token::Word(w) => Some(w.as_str()),
                Token::Scoresheet(..) => None,
            })
            .collect();
        return rest.is_empty().then_some(ReplayCommand::GoTo {
            number: *number,
            side: *side,
        });
    }
    if tokens.iter().any(|t| matches!(t, Token::Scoresheet(..))) {
        // "zug 12..." : the scoresheet number after jump words.
        let mut words = Vec::new();
        let mut found = None;
        for token in &tokens {
            match token {
                Token::Word(w) if found.is_none() => words.push(w.as_str()),
                Token::Scoresheet(n, side) if found.is_none() => found = Some((*n, *side)),
                _ => return None,
            }
        }
        let (number, side) = found?;
        return words
            .iter()
            .all(|w| JUMP_WORDS.split_whitespace().any(|j| j == *w))
            .then_some(ReplayCommand::GoTo { number, side });
    }
    let words: Vec<&str> = tokens
        .iter()
        .filter_map(|t| match t {
            Token::Word(w) => Some(w.as_str()),
            Token::Scoresheet(..) => None,
        })
        .collect();
    let simple = [
        (phrases("next"), ReplayCommand::Next(1)),
        (phrases("undo"), ReplayCommand::Back(1)),
        (phrases("start"), ReplayCommand::Start),
        (phrases("end"), ReplayCommand::End),
        (phrases("read_board"), ReplayCommand::ReadBoard),
        (phrases("turn"), ReplayCommand::Turn),
        (phrases("move_number"), ReplayCommand::Where),
        (phrases("comment"), ReplayCommand::Comment),
        (phrases("info"), ReplayCommand::Info),
        (phrases("fen"), ReplayCommand::Fen),
        (phrases("help"), ReplayCommand::Help),
        (phrases("repeat"), ReplayCommand::Repeat),
        (phrases("quit"), ReplayCommand::Quit),
    ];
    for (phrases, command) in simple {
        if is_one_of(&words, phrases) {
            return Some(command);
        }
    }
    steps(&words).or_else(|| jump(&words))
}

/// "weiter fünf", "next 5", "zurück drei", "back three", "fünf weiter", "3 zurück".
fn steps(words: &[&str]) -> Option<ReplayCommand> {
    let make = |word: &str, count: u32| -> Option<ReplayCommand> {
        let count = count.clamp(1, MAX_STEPS);
        if is_one_of(&[word], phrases("next")) {
            Some(ReplayCommand::Next(count))
        } else if is_one_of(&[word], phrases("undo")) {
            Some(ReplayCommand::Back(count))
        } else {
            None
        }
    };
    let (first, rest) = words.split_first()?;
    // "weiter fünf (züge)"
    if let Some((count, end)) = number_at(rest, 0) {
        if end == rest.len()
            || is_one_of(
                &rest[end..],
                "zuege, halbzuege, moves, half-moves, half moves, mal, times",
            )
        {
            if let Some(command) = make(first, count) {
                return Some(command);
            }
        }
    }
    // "fünf (züge) weiter"
    let (last, before) = words.split_last()?;
    let (count, end) = number_at(before, 0)?;
    (end == before.len()
        || is_one_of(
            &before[end..],
            "zuege, halbzuege, moves, half-moves, half moves",
        ))
    .then(|| make(last, count))
    .flatten()
}

/// "zug 12", "zug zwölf schwarz", "gehe zu 12", "go to move 12 black", "12", "12 schwarz",
/// "schwarz zug 12".
fn jump(words: &[&str]) -> Option<ReplayCommand> {
    let mut at = 0;
    let mut side = None;
    if let Some(color) = words.first().and_then(|w| color_word(w)) {
        side = Some(color);
        at = 1;
    }
    while words
        .get(at)
        .is_some_and(|w| JUMP_WORDS.split_whitespace().any(|j| j == *w))
    {
        at += 1;
    }
    let (number, mut at) = number_at(words, at)?;
    if let Some(color) = words.get(at).and_then(|w| color_word(w)) {
        if side.is_some() {
            return None;
        }
        side = Some(color);
        at += 1;
    }
    (at == words.len()).then_some(ReplayCommand::GoTo {
        number,
        side: side.unwrap_or(Color::White),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ReplayCommand::*;

    fn parse(line: &str) -> Option<ReplayCommand> {
        parse_replay_command(line)
    }

    #[test]
    fn forward_and_back_in_many_words() {
        for line in [
            "",
            "  ",
            "weiter",
            "Weiter.",
            "W",
            "n",
            "next",
            "Nächster Zug",
        ] {
            assert_eq!(parse(line), Some(Next(1)), "{line:?}");
        }
        for line in [
            "zurück",
            "Zurueck",
            "zuru\u{308}ck",
            "z",
            "back",
            "B",
            "zurück!",
        ] {
            assert_eq!(parse(line), Some(Back(1)), "{line:?}");
        }
        assert_eq!(parse("weiter fünf"), Some(Next(5)));
        assert_eq!(parse("next 5 moves"), Some(Next(5)));
        assert_eq!(parse("drei zurück"), Some(Back(3)));
        assert_eq!(parse("back twenty one"), Some(Back(21)));
        assert_eq!(parse("weiter 100000"), Some(Next(MAX_STEPS)));
    }

    #[test]
    fn jumps_by_move_number() {
        let white = |number| {
            Some(GoTo {
                number,
                side: Color::White,
            })
        };
        let black = |number| {
            Some(GoTo {
                number,
                side: Color::Black,
            })
        };
        assert_eq!(parse("zug 12"), white(12));
        assert_eq!(parse("Zug zwölf Weiß"), white(12));
        assert_eq!(parse("zug zwoelf schwarz"), black(12));
        assert_eq!(parse("gehe zu 12"), white(12));
        assert_eq!(parse("gehe zu zug 12 schwarz"), black(12));
        assert_eq!(parse("go to 12 black"), black(12));
        assert_eq!(parse("go to move twenty one black"), black(21));
        assert_eq!(parse("move twenty-one"), white(21));
        assert_eq!(parse("12"), white(12));
        assert_eq!(parse("12..."), black(12));
        assert_eq!(parse("12…"), black(12));
        assert_eq!(parse("12."), white(12));
        assert_eq!(parse("zug 12..."), black(12));
        assert_eq!(parse("schwarz zug 12"), black(12));
        assert_eq!(parse("zug"), None);
        assert_eq!(parse("zug 12 schwarz weiß"), None);
        assert_eq!(parse("12... e5"), None);
    }

    #[test]
    fn the_other_commands() {
        assert_eq!(parse("anfang"), Some(Start));
        assert_eq!(parse("Start"), Some(Start));
        assert_eq!(parse("schluss"), Some(End));
        assert_eq!(parse("Schluß"), Some(End));
        assert_eq!(parse("zum letzten Zug"), Some(End));
        // "letzter zug" says the last move again, as in play: a question for the play commands.
        assert_eq!(parse("letzter Zug"), None);
        assert_eq!(parse("end of game"), Some(End));
        assert_eq!(parse("stellung"), Some(ReadBoard));
        assert_eq!(parse("Brett vorlesen"), Some(ReadBoard));
        assert_eq!(parse("read board"), Some(ReadBoard));
        assert_eq!(parse("Wer ist am Zug?"), Some(Turn));
        assert_eq!(parse("whose turn"), Some(Turn));
        assert_eq!(parse("zugnummer"), Some(Where));
        assert_eq!(parse("kommentar"), Some(Comment));
        assert_eq!(parse("comment"), Some(Comment));
        assert_eq!(parse("info"), Some(Info));
        // "partie" shows the moves, as in play (issue 14): a question for the play commands.
        assert_eq!(parse("partie"), None);
        assert_eq!(parse("FEN"), Some(Fen));
        assert_eq!(parse("hilfe"), Some(Help));
        assert_eq!(parse("?"), Some(Help));
        assert_eq!(parse("wiederholen"), Some(Repeat));
        assert_eq!(parse("repeat"), Some(Repeat));
        for line in ["beenden", "ende", "Ende.", "quit", "exit"] {
            assert_eq!(parse(line), Some(Quit), "{line:?}");
        }
        for line in [
            "e4",
            "Sf3",
            "was steht auf e4",
            "hallo",
            "weiter weiter",
            "zug x",
        ] {
            assert_eq!(parse(line), None, "{line:?}");
        }
    }
}
