//! The words ansage understands, from each language folder's `lexicon.tsv`: German's
//! (`src/words/de/lexicon.tsv`, with English piece names and numbers as extras), English's
//! (`src/words/en/lexicon.tsv`, the international form
//! "Knight Felix three", with German piece names and numbers as extras), each with the
//! concept it stands for and its pronunciation. How much a heard word costs when it stands for another concept comes from
//! how alike the two sound ([`crate::words::phonetics`]).

use std::collections::HashMap;
use std::sync::OnceLock;

use shakmaty::{File, Rank, Role};

use crate::language::Language;
use crate::words::catalogue::{self, Arg};
use crate::words::folders::{FOLDERS, folder};
use crate::words::phonetics::{distance, spelling_distance};

/// The name of a language folder's lexicon: `word<TAB>concept<TAB>ipa` lines, made from
/// `lexicon.words` by `scripts/lexicon-ipa.sh`.
pub const LEXICON_FILE: &str = "lexicon.tsv";

/// What a word means in a spoken move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Concept {
    /// A file, Anna … Hector.
    File(File),
    /// A rank, eins … acht.
    Rank(Rank),
    /// A piece, König … Bauer.
    Piece(Role),
    /// "schlägt", "nimmt", "x".
    Takes,
    /// "von".
    From,
    /// "nach".
    To,
    /// "auf" (verbose captures: "schlägt Springer auf Felix sieben").
    On,
    /// "Umwandlung in", "wird".
    Promotion,
    /// "en passant".
    EnPassant,
    /// "Schach".
    Check,
    /// "Schachmatt".
    Checkmate,
    /// "Patt".
    Stalemate,
    /// "Rochade".
    Castling,
    /// "kurze".
    Short,
    /// "lange".
    Long,
    /// "ja".
    Yes,
    /// "nein".
    No,
    /// "der erste", "der zweite" … (1-based).
    Ordinal(u8),
}

/// How many distinct concepts there are ([`Concept::index`] is below this).
pub const CONCEPT_COUNT: usize = 40;

impl Concept {
    /// A dense number for the concept, below [`CONCEPT_COUNT`], for cost tables.
    pub fn index(self) -> usize {
        match self {
            Concept::File(f) => usize::from(f),
            Concept::Rank(r) => 8 + usize::from(r),
            Concept::Piece(role) => 16 + usize::from(role) - 1,
            Concept::Takes => 22,
            Concept::From => 23,
            Concept::To => 24,
            Concept::On => 25,
            Concept::Promotion => 26,
            Concept::EnPassant => 27,
            Concept::Check => 28,
            Concept::Checkmate => 29,
            Concept::Stalemate => 30,
            Concept::Castling => 31,
            Concept::Short => 32,
            Concept::Long => 33,
            Concept::Yes => 34,
            Concept::No => 35,
            Concept::Ordinal(n) => 35 + usize::from(n.clamp(1, 4)),
        }
    }

    /// Files, ranks, pieces and castling sides carry the move; the rest is structure.
    pub fn is_core(self) -> bool {
        matches!(
            self,
            Concept::File(_)
                | Concept::Rank(_)
                | Concept::Piece(_)
                | Concept::Short
                | Concept::Long
        )
    }

    /// Concepts of one class can be misheard for each other (a rank for a rank).
    fn class(self) -> u8 {
        match self {
            Concept::File(_) => 0,
            Concept::Rank(_) => 1,
            Concept::Piece(_) => 2,
            Concept::Short | Concept::Long => 3,
            Concept::Yes | Concept::No => 4,
            Concept::Ordinal(_) => 5,
            _ => 6,
        }
    }

    fn parse(text: &str) -> Option<Option<Concept>> {
        let concept = match text {
            "filler" => return Some(None),
            "takes" => Concept::Takes,
            "from" => Concept::From,
            "to" => Concept::To,
            "on" => Concept::On,
            "promotion" => Concept::Promotion,
            "en-passant" => Concept::EnPassant,
            "check" => Concept::Check,
            "checkmate" => Concept::Checkmate,
            "stalemate" => Concept::Stalemate,
            "castling" => Concept::Castling,
            "short" => Concept::Short,
            "long" => Concept::Long,
            "yes" => Concept::Yes,
            "no" => Concept::No,
            "first" => Concept::Ordinal(1),
            "second" => Concept::Ordinal(2),
            "third" => Concept::Ordinal(3),
            "fourth" => Concept::Ordinal(4),
            _ => {
                let (kind, value) = text.split_once(':')?;
                match kind {
                    "file" => Concept::File(File::from_char(value.chars().next()?)?),
                    "rank" => Concept::Rank(Rank::from_char(value.chars().next()?)?),
                    "piece" => Concept::Piece(match value {
                        "king" => Role::King,
                        "queen" => Role::Queen,
                        "rook" => Role::Rook,
                        "bishop" => Role::Bishop,
                        "knight" => Role::Knight,
                        "pawn" => Role::Pawn,
                        _ => return None,
                    }),
                    _ => return None,
                }
            }
        };
        Some(Some(concept))
    }
}

/// One entry of the lexicon file.
#[derive(Clone, Debug)]
struct Entry {
    word: String,
    /// `None` for a filler; `Some(None)` marks a word that only sounds like a vocabulary word.
    meaning: Meaning,
    ipa: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Meaning {
    Concept(Concept),
    Filler,
    SoundAlike,
}

/// What a heard word may stand for, each with a cost (0 for the word's own meaning).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct WordReading {
    /// The word as heard, lower case.
    pub text: String,
    /// The concept the word is, if it is a vocabulary word.
    pub exact: Option<Concept>,
    /// Concepts it may stand for, with the cost of reading it so (sorted, cheapest first).
    pub options: Vec<(Concept, f32)>,
}

impl WordReading {
    /// The cost of reading this word as `concept`, if it can be.
    pub fn cost_as(&self, concept: Concept) -> Option<f32> {
        self.options
            .iter()
            .find(|(c, _)| *c == concept)
            .map(|(_, cost)| *cost)
    }
}

/// The largest word list [`Lexicon::load_file`] reads: 4 MiB, thousands of times a real one.
pub const MAX_LEXICON_BYTES: u64 = 4 * 1024 * 1024;

/// The lexicon of one language.
pub struct Lexicon {
    /// The language folder it comes from; `None` for a word list of one's own.
    code: Option<&'static str>,
    entries: Vec<Entry>,
    by_word: HashMap<String, usize>,
    readings: HashMap<String, WordReading>,
}

/// A sound-alike word never costs less than this, so a clean phrase always wins clearly.
pub const MIN_CONFUSION_COST: f32 = 0.35;
/// A word outside the vocabulary is read as a vocabulary word only when it is this close.
const MAX_SOUND_ALIKE_DISTANCE: f32 = 0.5;
/// The least a word outside the vocabulary costs when read as a vocabulary word.
const SOUND_ALIKE_FLOOR: f32 = 0.1;
/// Readings dearer than this are not kept.
const MAX_READING_COST: f32 = 1.0;

/// The cost of reading a word as something that sounds `distance` away.
fn confusion_cost(distance: f32) -> f32 {
    MIN_CONFUSION_COST + (1.0 - MIN_CONFUSION_COST) * distance
}

/// `text`, a lexicon's lines, with each of `extra` added as a filler unless `known` (the
/// lexicon `text` makes) already gives it a meaning; a word kept only as a sound-alike
/// becomes a word the recogniser may hear.
fn with_fillers(text: &str, known: &Lexicon, extra: &[String]) -> String {
    let mut text = text.to_owned();
    for word in extra {
        let word = word.to_lowercase();
        let meaningful = known
            .by_word
            .get(&word)
            .is_some_and(|&i| known.entries[i].meaning != Meaning::SoundAlike);
        if !word.is_empty() && !meaningful && !word.contains('\t') {
            text.push_str(&format!("\n{word}\tfiller\t"));
        }
    }
    text
}

impl Lexicon {
    /// The lexicon of the language folder `code` (`src/words/<code>/lexicon.tsv`), loaded
    /// once; `None` when there is no such folder or it has no lexicon.
    pub fn of(code: &str) -> Option<&'static Lexicon> {
        static CELLS: OnceLock<Vec<OnceLock<Lexicon>>> = OnceLock::new();
        let cells = CELLS.get_or_init(|| FOLDERS.iter().map(|_| OnceLock::new()).collect());
        let at = FOLDERS.iter().position(|folder| folder.code == code)?;
        let text = FOLDERS[at].file(LEXICON_FILE)?;
        let code = FOLDERS[at].code;
        Some(cells[at].get_or_init(|| {
            let mut lexicon = Lexicon::from_tsv(text)
                .unwrap_or_else(|e| panic!("src/words/{code}/{LEXICON_FILE}: {e}"));
            lexicon.code = Some(code);
            lexicon
        }))
    }

    /// The German lexicon (`src/words/de/lexicon.tsv`), the reference language's.
    pub fn german() -> &'static Lexicon {
        Lexicon::of("de").expect("src/words/de/lexicon.tsv is built in")
    }

    /// The English lexicon (`src/words/en/lexicon.tsv`).
    pub fn english() -> &'static Lexicon {
        Lexicon::of("en").expect("src/words/en/lexicon.tsv is built in")
    }

    /// Every language folder's lexicon, with the folder's code.
    pub fn all() -> impl Iterator<Item = (&'static str, &'static Lexicon)> {
        FOLDERS
            .iter()
            .filter_map(|folder| Lexicon::of(folder.code).map(|lexicon| (folder.code, lexicon)))
    }

    /// The lexicon for announcements in the words of `words`: what ansage says in those
    /// words, it understands. A language without a lexicon of its own is heard in German's,
    /// the words of Appendix F.
    pub fn for_words(words: Language) -> &'static Lexicon {
        Lexicon::of(words.code()).unwrap_or_else(Lexicon::german)
    }

    /// The lexicon of `words` with `extra` words added as fillers: words a recogniser must
    /// hear that the move matcher does not read itself (the files, levels and pins of
    /// three-dimensional chess). Words already in the lexicon keep their meaning; one kept
    /// only as a sound-alike becomes a word the recogniser may hear.
    pub fn with_extra_words(words: Language, extra: &[String]) -> Lexicon {
        let base = folder(words.code())
            .and_then(|folder| folder.file(LEXICON_FILE))
            .or_else(|| folder("de").and_then(|folder| folder.file(LEXICON_FILE)))
            .expect("src/words/de/lexicon.tsv is built in");
        let known = Lexicon::for_words(words);
        let text = with_fillers(base, known, extra);
        let mut lexicon =
            Lexicon::from_tsv(&text).unwrap_or_else(|_| Lexicon::from_tsv(base).expect("valid"));
        lexicon.code = known.code;
        lexicon
    }

    /// Reads a lexicon from `word<TAB>concept<TAB>ipa` lines (`#` starts a comment).
    pub fn from_tsv(text: &str) -> Result<Lexicon, String> {
        let mut entries = Vec::new();
        for (number, line) in text.lines().enumerate() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let mut fields = line.split('\t');
            let (Some(word), Some(concept)) = (fields.next(), fields.next()) else {
                return Err(format!(
                    "line {}: expected word, concept and IPA",
                    number + 1
                ));
            };
            let ipa = fields.next().unwrap_or("").to_owned();
            let meaning = match concept {
                "-" => Meaning::SoundAlike,
                other => match Concept::parse(other) {
                    Some(Some(c)) => Meaning::Concept(c),
                    Some(None) => Meaning::Filler,
                    None => return Err(format!("line {}: unknown concept {other:?}", number + 1)),
                },
            };
            entries.push(Entry {
                word: word.to_lowercase(),
                meaning,
                ipa,
            });
        }
        let by_word = entries
            .iter()
            .enumerate()
            .map(|(i, e)| (e.word.clone(), i))
            .collect();
        let mut lexicon = Lexicon {
            code: None,
            entries,
            by_word,
            readings: HashMap::new(),
        };
        let readings = lexicon
            .entries
            .iter()
            .filter(|e| e.meaning != Meaning::Filler)
            .map(|e| (e.word.clone(), lexicon.compute_reading(&e.word)))
            .collect();
        lexicon.readings = readings;
        Ok(lexicon)
    }

    /// Reads a word list of one's own (`--lexicon FILE`) for the rest of the program; the
    /// error is a sentence naming the file and why it cannot be used.
    ///
    /// A FIFO, a device or a folder is refused before it is opened (opening a FIFO would
    /// wait for a writer for ever), and so is a file larger than [`MAX_LEXICON_BYTES`].
    pub fn load_file(
        path: &std::path::Path,
        language: Language,
    ) -> Result<&'static Lexicon, String> {
        Lexicon::load_file_with_extra(path, language, &[])
    }

    /// As [`Lexicon::load_file`], with `extra` words added as fillers (as
    /// [`Lexicon::with_extra_words`] adds them): a word list of one's own in a 3D game, which
    /// must hear its files, levels and pins too.
    pub fn load_file_with_extra(
        path: &std::path::Path,
        language: Language,
        extra: &[String],
    ) -> Result<&'static Lexicon, String> {
        let refusal = |id: &'static str, reason: Option<String>| {
            let path = path.display().to_string();
            let mut args = vec![("path", Arg::Words(&path))];
            if let Some(reason) = &reason {
                args.push(("reason", Arg::Words(reason)));
            }
            catalogue::text(language, id, &args)
        };
        match std::fs::metadata(path) {
            Ok(kind) if !kind.is_file() => return Err(refusal("input-lexicon-not-a-file", None)),
            Ok(kind) if kind.len() > MAX_LEXICON_BYTES => {
                return Err(refusal("input-lexicon-too-large", None));
            }
            _ => {}
        }
        // Read through a limit too: the file may have grown since it was looked at.
        let read = || -> std::io::Result<String> {
            use std::io::Read;
            let mut text = String::new();
            std::fs::File::open(path)?
                .take(MAX_LEXICON_BYTES)
                .read_to_string(&mut text)?;
            Ok(text)
        };
        read()
            .map_err(|e| e.to_string())
            .and_then(|text| {
                let own = Lexicon::from_tsv(&text)?;
                if extra.is_empty() {
                    return Ok(own);
                }
                Lexicon::from_tsv(&with_fillers(&text, &own, extra))
            })
            // The lexicon lives as long as the program.
            .map(|lexicon| &*Box::leak(Box::new(lexicon)))
            .map_err(|e| refusal("input-lexicon-unreadable", Some(e)))
    }

    /// The code of the language folder the lexicon comes from; `None` for a word list of
    /// one's own (`--lexicon FILE`).
    pub fn code(&self) -> Option<&'static str> {
        self.code
    }

    /// Every vocabulary word (fillers included): the recogniser's grammar.
    pub fn vocabulary(&self) -> impl Iterator<Item = &str> {
        self.entries
            .iter()
            .filter(|e| e.meaning != Meaning::SoundAlike)
            .map(|e| e.word.as_str())
    }

    /// The vocabulary as groups of words with one meaning (all words for Felix, for drei …;
    /// each filler alone), for a recogniser's grammar: a group is missing only when the
    /// model knows none of its words.
    pub fn grammar_groups(&self) -> Vec<Vec<String>> {
        let mut groups: Vec<(Option<Concept>, Vec<String>)> = Vec::new();
        for entry in &self.entries {
            match entry.meaning {
                Meaning::Concept(c) => match groups.iter_mut().find(|(g, _)| *g == Some(c)) {
                    Some((_, words)) => words.push(entry.word.clone()),
                    None => groups.push((Some(c), vec![entry.word.clone()])),
                },
                Meaning::Filler => groups.push((None, vec![entry.word.clone()])),
                Meaning::SoundAlike => {}
            }
        }
        groups.into_iter().map(|(_, words)| words).collect()
    }

    /// Words that sound like vocabulary words but are none (for the robustness benchmark).
    pub fn sound_alikes(&self) -> impl Iterator<Item = &str> {
        self.entries
            .iter()
            .filter(|e| e.meaning == Meaning::SoundAlike)
            .map(|e| e.word.as_str())
    }

    /// The vocabulary words of a concept.
    pub fn words_for(&self, concept: Concept) -> impl Iterator<Item = &str> {
        self.entries
            .iter()
            .filter(move |e| e.meaning == Meaning::Concept(concept))
            .map(|e| e.word.as_str())
    }

    /// Other words of the lexicon (vocabulary or sound-alikes, fillers left out) that sound
    /// like `word`, with their phonetic distance (0 same … 1 unlike), nearest first. Only
    /// words within `max_distance` are listed; `word` must be in the lexicon.
    pub fn sounds_like(&self, word: &str, max_distance: f32) -> Vec<(&str, f32)> {
        let Some(own) = self.by_word.get(word).map(|&i| &self.entries[i]) else {
            return Vec::new();
        };
        let own_concept = match own.meaning {
            Meaning::Concept(c) => Some(c),
            _ => None,
        };
        let mut near: Vec<(&str, f32)> = self
            .entries
            .iter()
            .filter(|e| e.word != own.word && e.meaning != Meaning::Filler && !e.ipa.is_empty())
            .filter(|e| {
                own_concept.is_none()
                    || e.meaning != Meaning::Concept(own_concept.expect("checked"))
            })
            .map(|e| (e.word.as_str(), distance(&own.ipa, &e.ipa)))
            .filter(|(_, d)| *d <= max_distance)
            .collect();
        near.sort_by(|a, b| a.1.total_cmp(&b.1));
        near
    }

    /// Whether a word is a filler ("äh", "und", "also").
    pub fn is_filler(&self, word: &str) -> bool {
        self.by_word
            .get(word)
            .is_some_and(|&i| self.entries[i].meaning == Meaning::Filler)
    }

    /// The concept a vocabulary word stands for.
    pub fn concept(&self, word: &str) -> Option<Concept> {
        match self.entries[*self.by_word.get(word)?].meaning {
            Meaning::Concept(c) => Some(c),
            _ => None,
        }
    }

    /// How a heard word may be read. Words in the lexicon use their pronunciation; other
    /// (typed) words their spelling.
    pub fn read_word(&self, word: &str) -> WordReading {
        let word = word.to_lowercase();
        match self.readings.get(&word) {
            Some(reading) => reading.clone(),
            None => self.compute_reading(&word),
        }
    }

    fn compute_reading(&self, word: &str) -> WordReading {
        let own = self.by_word.get(word).map(|&i| &self.entries[i]);
        let exact = own.and_then(|e| match e.meaning {
            Meaning::Concept(c) => Some(c),
            _ => None,
        });
        let mut options: Vec<(Concept, f32)> = Vec::new();
        if let Some(c) = exact {
            options.push((c, 0.0));
        }
        for other in &self.entries {
            let Meaning::Concept(concept) = other.meaning else {
                continue;
            };
            if Some(concept) == exact || other.word == word {
                continue;
            }
            // A vocabulary word is only misheard for a concept of its own class.
            if let Some(c) = exact {
                if c.class() != concept.class() {
                    continue;
                }
            }
            let d = match own {
                Some(own) if !own.ipa.is_empty() && !other.ipa.is_empty() => {
                    distance(&own.ipa, &other.ipa)
                }
                _ => spelling_distance(word, &other.word),
            };
            // A vocabulary word misheard for another must cost enough that a clean phrase
            // always wins clearly; a word outside the vocabulary has no such rival.
            let cost = if exact.is_some() {
                confusion_cost(d)
            } else if d <= MAX_SOUND_ALIKE_DISTANCE {
                SOUND_ALIKE_FLOOR + (1.0 - SOUND_ALIKE_FLOOR) * d
            } else {
                continue;
            };
            if cost > MAX_READING_COST {
                continue;
            }
            match options.iter_mut().find(|(c, _)| *c == concept) {
                Some(existing) => existing.1 = existing.1.min(cost),
                None => options.push((concept, cost)),
            }
        }
        options.sort_by(|a, b| a.1.total_cmp(&b.1));
        WordReading {
            text: word.to_owned(),
            exact,
            options,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_folder_with_a_lexicon_gives_it_by_code() {
        let german = Lexicon::of("de").expect("de has a lexicon");
        assert!(std::ptr::eq(german, Lexicon::german()));
        assert_eq!(german.code(), Some("de"));
        assert_eq!(Lexicon::english().code(), Some("en"));
        assert!(Lexicon::of("xx").is_none());
        let codes: Vec<&str> = Lexicon::all().map(|(code, _)| code).collect();
        assert!(codes.contains(&"de") && codes.contains(&"en"), "{codes:?}");
        assert_eq!(
            german.concept("springer"),
            Some(Concept::Piece(Role::Knight))
        );
        // A word list of one's own belongs to no folder; its refusals are worded.
        assert_eq!(Lexicon::from_tsv("x\tfiller\t").unwrap().code(), None);
        let folder = std::env::temp_dir();
        let refused = Lexicon::load_file(&folder, Language::GERMAN).err().unwrap();
        assert!(refused.contains("keine gewöhnliche Datei"), "{refused}");
        let refused = Lexicon::load_file(&folder, Language::ENGLISH)
            .err()
            .unwrap();
        assert!(refused.contains("not an ordinary file"), "{refused}");
    }

    /// A word list of one's own in a 3D game hears the 3D words too (files, levels, pins),
    /// and keeps its own meanings.
    #[test]
    fn a_word_list_of_ones_own_hears_extra_words() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("meine-woerter.tsv");
        std::fs::write(&path, "rössl\tpiece:knight\t\nneutral\tfiller\t\n").unwrap();
        let extra = [
            "Zacharias".to_owned(),
            "Neutral".to_owned(),
            "rössl".to_owned(),
        ];
        let lexicon = Lexicon::load_file_with_extra(&path, Language::GERMAN, &extra).unwrap();
        let words: Vec<&str> = lexicon.vocabulary().collect();
        assert!(words.contains(&"zacharias"), "{words:?}");
        assert_eq!(words.iter().filter(|w| **w == "neutral").count(), 1);
        assert_eq!(lexicon.concept("rössl"), Some(Concept::Piece(Role::Knight)));
        let own = Lexicon::load_file(&path, Language::GERMAN).unwrap();
        assert!(!own.vocabulary().any(|w| w == "zacharias"));
    }

    #[test]
    fn appendix_f_words_are_known() {
        let lexicon = Lexicon::german();
        assert_eq!(lexicon.concept("felix"), Some(Concept::File(File::F)));
        assert_eq!(lexicon.concept("drei"), Some(Concept::Rank(Rank::Third)));
        assert_eq!(
            lexicon.concept("läufer"),
            Some(Concept::Piece(Role::Bishop))
        );
        assert_eq!(lexicon.concept("schlägt"), Some(Concept::Takes));
        assert!(lexicon.is_filler("äh"));
        assert!(lexicon.vocabulary().any(|w| w == "rochade"));
        assert!(!lexicon.vocabulary().any(|w| w == "ella"));
    }

    #[test]
    fn zwei_can_be_misheard_for_drei_but_costs() {
        let reading = Lexicon::german().read_word("zwei");
        assert_eq!(reading.exact, Some(Concept::Rank(Rank::Second)));
        let drei = reading
            .cost_as(Concept::Rank(Rank::Third))
            .expect("zwei sounds like drei");
        assert!(drei >= MIN_CONFUSION_COST);
        // A rank is never read as a file.
        assert!(reading.cost_as(Concept::File(File::A)).is_none());
    }

    #[test]
    fn sound_alikes_lean_to_the_right_word() {
        let lexicon = Lexicon::german();
        let ella = lexicon.read_word("ella");
        assert_eq!(ella.exact, None);
        let best = ella.options.first().expect("ella sounds like something").0;
        assert!(
            matches!(best, Concept::File(File::E) | Concept::File(File::B)),
            "{best:?}"
        );
        let achte = lexicon.read_word("achte");
        assert_eq!(
            achte.options.first().map(|o| o.0),
            Some(Concept::Rank(Rank::Eighth))
        );
        let typo = lexicon.read_word("springa");
        assert_eq!(
            typo.options.first().map(|o| o.0),
            Some(Concept::Piece(Role::Knight))
        );
    }

    #[test]
    fn english_words_are_known() {
        let lexicon = Lexicon::english();
        assert_eq!(lexicon.concept("felix"), Some(Concept::File(File::F)));
        assert_eq!(lexicon.concept("three"), Some(Concept::Rank(Rank::Third)));
        assert_eq!(
            lexicon.concept("knight"),
            Some(Concept::Piece(Role::Knight))
        );
        assert_eq!(lexicon.concept("takes"), Some(Concept::Takes));
        assert_eq!(lexicon.concept("kingside"), Some(Concept::Short));
        assert_eq!(lexicon.concept("queenside"), Some(Concept::Long));
        assert_eq!(lexicon.concept("promotes"), Some(Concept::Promotion));
        assert!(lexicon.is_filler("please"));
        assert!(!lexicon.vocabulary().any(|w| w == "night"));
        // "night" is heard as the knight it sounds like.
        let night = lexicon.read_word("night");
        assert_eq!(night.exact, None);
        assert_eq!(
            night.options.first().map(|o| o.0),
            Some(Concept::Piece(Role::Knight))
        );
        assert!(std::ptr::eq(
            Lexicon::for_words(Language::ENGLISH),
            Lexicon::english()
        ));
    }

    #[test]
    fn the_english_voice_grammar_holds_the_english_words() {
        let groups = Lexicon::english().grammar_groups();
        let words: Vec<&str> = groups.iter().flatten().map(String::as_str).collect();
        for word in [
            "anna",
            "bella",
            "cäsar",
            "david",
            "eva",
            "felix",
            "gustav",
            "hector",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "king",
            "queen",
            "rook",
            "bishop",
            "knight",
            "pawn",
            "takes",
            "castling",
            "short",
            "long",
            "promotes",
            "check",
            "checkmate",
            "stalemate",
            "en",
            "passant",
            "yes",
            "no",
        ] {
            assert!(words.contains(&word), "{word} is missing from the grammar");
        }
        assert!(
            !words.contains(&"night"),
            "sound-alikes stay out of the grammar"
        );
    }

    #[test]
    fn extra_words_join_the_grammar_and_keep_known_meanings() {
        let extra: Vec<String> = ["zacharias", "neutral", "null", "eins", "damen", "pin"]
            .iter()
            .map(|w| (*w).to_owned())
            .collect();
        let lexicon = Lexicon::with_extra_words(Language::GERMAN, &extra);
        let words: Vec<&str> = lexicon.vocabulary().collect();
        for word in ["zacharias", "neutral", "null", "damen", "pin", "eins"] {
            assert!(words.contains(&word), "{word}");
        }
        // "eins" stays the rank it is.
        assert_eq!(
            lexicon.read_word("eins").exact,
            Lexicon::german().read_word("eins").exact
        );
    }
}
