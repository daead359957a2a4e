//! One entry for everything a player types or says: notation first (`Sf3`, `g1f3`, `0-0`),
//! then words (`springer felix drei`). Both always end in a legal move, a question, or a
//! reason in words.

use shakmaty::{Chess, Move};

use crate::language::Language;
use crate::notation::explain::IllegalReason;
use crate::notation::input::{InvalidInput, Resolution, resolve_line};
use crate::notation::line::Line;
use crate::phrase::Phrase;
use crate::words::phrases::shown;

/// Longer texts are not taken as spoken words either (a move is said in a few words).
const MAX_WORDS_CHARS: usize = 400;
use crate::understanding::heard::{
    MatchOptions, MoveMatcher, Question, Understanding, question, recognises_any_of,
};

/// What a typed or spoken text means in a position.
#[derive(Clone, Debug, PartialEq)]
pub enum Interpretation {
    /// Exactly one legal move.
    Move {
        /// The move.
        played: Move,
        /// Whether a draw offer `(=)` came with it (E12).
        draw_offer: bool,
    },
    /// Several legal moves fit: the question tells them apart.
    Question(Question),
    /// A move was understood, but it is not legal here; the refusal says why.
    Illegal(Refusal),
    /// The text is not a move; the phrase says why and what to do.
    Invalid(Phrase),
}

/// Why a move that was understood cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The rules' reason (Appendix E notation, article 3), kept as data until it is said.
    Rule(IllegalReason),
    /// What the understanding of words said (the words it heard, and why no move fits).
    Words(Phrase),
}

impl Refusal {
    /// The refusal as data, for the position the move was tried in.
    pub fn phrase(&self, pos: &Chess) -> Phrase {
        match self {
            Refusal::Rule(reason) => reason.phrase(pos),
            Refusal::Words(phrase) => phrase.clone(),
        }
    }

    /// The refusal in words, for the position the move was tried in.
    pub fn message(&self, pos: &Chess, language: Language) -> String {
        shown(&self.phrase(pos), language)
    }
}

/// Interprets text as notation, or else as words (in the words of `language`).
pub fn interpret(pos: &Chess, text: &str, language: Language) -> Interpretation {
    let options = MatchOptions {
        words: language,
        ..MatchOptions::default()
    };
    interpret_with(pos, text, language, options)
}

/// Interprets text as notation, or else as words named as `options` says.
pub fn interpret_with(
    pos: &Chess,
    text: &str,
    language: Language,
    options: MatchOptions,
) -> Interpretation {
    interpret_line(pos, &Line::read(text), language, options)
}

/// Interprets a line already read into words ([`Line::read`]) as notation, or else as words
/// named as `options` says: each reader reads the same words.
pub fn interpret_line(
    pos: &Chess,
    line: &Line,
    language: Language,
    options: MatchOptions,
) -> Interpretation {
    let resolved = resolve_line(pos, line, language);
    match resolved.resolution {
        Resolution::Move(played) => Interpretation::Move {
            played,
            draw_offer: resolved.draw_offer,
        },
        Resolution::Ambiguous(moves) => Interpretation::Question(question(pos, &moves, language)),
        Resolution::Illegal(reason) => Interpretation::Illegal(Refusal::Rule(reason)),
        Resolution::Invalid(invalid) => {
            // Control characters, or far too long even for words: refused. Text too long
            // for notation may still be a spoken sentence ("also ich spiele den Springer …").
            let words_possible = match &invalid {
                InvalidInput::NotAMove(_) => true,
                InvalidInput::TooLong(chars) => *chars <= MAX_WORDS_CHARS,
                _ => false,
            };
            if !words_possible {
                return Interpretation::Invalid(invalid.phrase());
            }
            match MoveMatcher::with_options(pos, options).understand_line(line, language) {
                Understanding::Move { played, .. } => Interpretation::Move {
                    played,
                    // E12: "(=)" after the words offers a draw as after notation.
                    draw_offer: line.text().contains("(=)"),
                },
                Understanding::Question(q) => Interpretation::Question(q),
                Understanding::NoMatch { phrase, .. } => {
                    if !recognises_any_of(line) {
                        Interpretation::Invalid(invalid.phrase())
                    } else {
                        Interpretation::Illegal(Refusal::Words(phrase))
                    }
                }
            }
        }
    }
}

/// What a recogniser's alternatives (most likely first) mean: the first decides when it
/// names a move clearly and no other alternative names another move; when the alternatives
/// disagree, or only a later one names a move, ansage asks (F2.1: the move is repeated back
/// before it counts).
pub fn interpret_alternatives(
    pos: &Chess,
    matcher: &MoveMatcher,
    alternatives: &[String],
    language: Language,
) -> Interpretation {
    let Some(first) = alternatives.first() else {
        return Interpretation::Invalid(Phrase::new("input-heard-nothing-at-all"));
    };
    match matcher.understand(first, language) {
        Understanding::Move { played, .. } => {
            let mut candidates = vec![played];
            for other in &alternatives[1..] {
                if let Understanding::Move { played: rival, .. } =
                    matcher.understand(other, language)
                {
                    if !candidates.contains(&rival) {
                        candidates.push(rival);
                    }
                }
            }
            if candidates.len() == 1 {
                Interpretation::Move {
                    played,
                    draw_offer: false,
                }
            } else {
                Interpretation::Question(question(pos, &candidates, language))
            }
        }
        Understanding::Question(q) => Interpretation::Question(q),
        Understanding::NoMatch { phrase, .. } => {
            for later in &alternatives[1..] {
                if let Understanding::Move { played, .. } = matcher.understand(later, language) {
                    return Interpretation::Question(question(pos, &[played], language));
                }
            }
            Interpretation::Illegal(Refusal::Words(phrase))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::uci::UciMove;

    #[test]
    fn notation_and_words_reach_the_same_move() {
        let pos = Chess::default();
        let g1f3 = "g1f3".parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        for text in [
            "Sf3",
            "g1f3",
            "springer felix drei",
            "Springer Felix drei",
            "knight f3",
        ] {
            assert_eq!(
                interpret(&pos, text, Language::GERMAN),
                Interpretation::Move {
                    played: g1f3,
                    draw_offer: false
                },
                "{text}"
            );
        }
    }

    #[test]
    fn a_line_is_split_into_words_once_whichever_reader_decides() {
        // Notation, words, words that name no move, garbage, a filler: the notation reader,
        // the move matcher and the check whether any word is a vocabulary word (in every
        // language's lexicon) all read the one split. (Before: the notation reader scanned
        // the characters, the matcher split the line, and the check split it once per
        // lexicon: four splits for "blau grün gelb".)
        let pos = Chess::default();
        for text in [
            "Sf3",
            "bitte e4",
            "springer felix drei",
            "läufer felix vier",
            "blau grün gelb",
            "äh",
            "",
        ] {
            crate::notation::reads::take_splits();
            interpret(&pos, text, Language::GERMAN);
            assert_eq!(crate::notation::reads::take_splits(), 1, "{text:?}");
        }
    }

    #[test]
    fn refusals_are_data() {
        let pos = Chess::default();
        // Garbage: the notation's reason, with what to type.
        let Interpretation::Invalid(phrase) = interpret(&pos, "blau grün gelb", Language::GERMAN)
        else {
            panic!("not refused");
        };
        assert_eq!(phrase.id, "input-invalid-not-a-move");
        assert_eq!(
            shown(&phrase, Language::SPANISH),
            "blau grün gelb no es una jugada. Escriba por ejemplo Cf3, e4, O-O o g1f3."
        );
        // Nothing heard at all.
        let matcher = MoveMatcher::new(&pos);
        let Interpretation::Invalid(phrase) =
            interpret_alternatives(&pos, &matcher, &[], Language::GERMAN)
        else {
            panic!("not refused");
        };
        assert_eq!(phrase.id, "input-heard-nothing-at-all");
        for language in Language::all() {
            assert!(!shown(&phrase, language).is_empty());
        }
        // Words that name a move that is not legal: what was heard and why.
        let Interpretation::Illegal(refusal) =
            interpret(&pos, "läufer felix vier", Language::GERMAN)
        else {
            panic!("not refused");
        };
        let phrase = refusal.phrase(&pos);
        assert_eq!(phrase.id, "input-heard-but");
        assert_eq!(
            shown(&phrase, Language::ENGLISH),
            "I understood “Läufer Felix vier”, but no bishop can reach Felix four."
        );
    }

    #[test]
    fn reasons_for_words_and_for_garbage() {
        let pos = Chess::default();
        // A clear word is never taken for another: no bishop can reach f4, and the pawn that
        // can is not offered instead (issue 28: a suggestion keeps the piece said).
        match interpret(&pos, "läufer felix vier", Language::GERMAN) {
            Interpretation::Illegal(refusal) => assert_eq!(
                refusal.message(&pos, Language::GERMAN),
                "Ich habe „Läufer Felix vier“ verstanden, aber kein Läufer kann Felix vier erreichen."
            ),
            other => panic!("{other:?}"),
        }
        match interpret(&pos, "dame hector fünf", Language::GERMAN) {
            Interpretation::Illegal(refusal) => assert_eq!(
                refusal.message(&pos, Language::GERMAN),
                "Ich habe „Dame Hector fünf“ verstanden, aber keine Dame kann Hector fünf erreichen."
            ),
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            interpret(&pos, "", Language::GERMAN),
            Interpretation::Invalid(_)
        ));
    }
}

#[cfg(test)]
mod alternatives_tests {
    use super::*;
    use shakmaty::uci::UciMove;

    fn alts(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn agreeing_alternatives_commit_and_disagreeing_ones_ask() {
        let pos = Chess::default();
        let matcher = MoveMatcher::new(&pos);
        let g1f3 = "g1f3".parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        assert_eq!(
            interpret_alternatives(
                &pos,
                &matcher,
                &alts(&["springer felix drei", "springer felix"]),
                Language::GERMAN
            ),
            Interpretation::Move {
                played: g1f3,
                draw_offer: false
            }
        );
        match interpret_alternatives(
            &pos,
            &matcher,
            &alts(&["springer felix drei", "springer hector drei"]),
            Language::GERMAN,
        ) {
            Interpretation::Question(q) => assert_eq!(q.candidates.len(), 2),
            other => panic!("{other:?}"),
        }
        match interpret_alternatives(
            &pos,
            &matcher,
            &alts(&["blau", "springer felix drei"]),
            Language::GERMAN,
        ) {
            Interpretation::Question(q) => assert_eq!(
                q.text,
                "Springer von Gustav eins nach Felix drei? Ja oder nein."
            ),
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            interpret_alternatives(&pos, &matcher, &[], Language::GERMAN),
            Interpretation::Invalid(_)
        ));
    }
}
