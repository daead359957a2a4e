//! The commands of the terminal program, typed or spoken, in German with English aliases:
//! queries about the position and the game, and the commands the session carries out
//! (take back, settings, save, quit).
//!
//! [`parse_command`] reads a line as a command; every alias works in both languages, and the
//! language only chooses the words of an error. It accepts typing and speech alike: any case,
//! extra spaces, a trailing question mark, umlauts or their spellings (`Laeufer`, `zurueck`),
//! squares in notation (`e4`, `E4`) or in the Appendix F words (`Eva vier`, `eva 4`), and
//! numbers as digits or words (`drei`, `three`). A line that is no command is left alone:
//! moves (`e4`, `Sf3`, `springer felix drei`, `0-0`, `e4 (=)`) give `None`; only a square with
//! a question mark (`e4?`, `Eva vier?`) is a question.
//!
//! [`answer`] answers the queries in sentences for the ear: squares are always named in the
//! Appendix F words. [`help`] lists or explains the commands.

use std::path::PathBuf;

use shakmaty::{
    Bitboard, Board, CastlingSide, Chess, Color, File, Piece, Position, Rank, Role, Square,
};

use crate::language::Language;
use crate::messages::{
    DrawReason, capitalised, game_result, join_and, move_number, no_role, number_words,
    piece_with_article, points, role_count, role_plural, square_content, square_piece,
};
use crate::notation::pgn::Game;
use crate::notation::san::write_san;
use crate::speech::announce::{Style, announce};
use crate::vocabulary::{FILE_NAMES, color_name, file_name, rank_name, role_name, square_name};

/// Whose pieces a query is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    /// "meine": the player asking.
    Mine,
    /// "seine", "gegnerische": the opponent of the player asking.
    Theirs,
    /// Named by colour: "weiße", "schwarze".
    Colored(Color),
    /// No owner named ("wo stehen die Springer", or the ambiguous "ihre"): both sides.
    Both,
}

/// A setting changed or shown during play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingChange {
    /// "schneller" / "faster".
    Faster,
    /// "langsamer" / "slower".
    Slower,
    /// "lauter" / "louder".
    Louder,
    /// "leiser" / "quieter".
    Quieter,
    /// "höher" / "higher": pitch up.
    Higher,
    /// "tiefer" / "lower": pitch down.
    Lower,
    /// "stimme NAME" / "voice NAME": the name as typed (case kept).
    Voice(String),
    /// "brett", "brett an", "brett aus" / "board [on|off]": the board view; `None` toggles.
    Board(Option<bool>),
    /// "ansage kurz|lang|ausführlich" / "style short|long|verbose".
    Style(Style),
    /// "bauer an|aus" / "pawn on|off": whether pawn moves name the Bauer.
    SayPawn(bool),
    /// "einstellungen" / "settings": say every setting.
    Show,
    /// "einstellungen speichern" / "save settings": write the config file.
    Save,
}

/// One command, parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// "hilfe" lists all commands; "hilfe KOMMANDO" explains one. The topic is kept in lower
    /// case with umlauts spelt out ("zuege von"); [`help`] accepts it as it is.
    Help(Option<String>),
    /// "e4?", "Eva vier?", "was steht auf Eva vier": what stands on a square.
    Square(Square),
    /// "Linie e", "Linie Eva": the file, read from rank eins upward.
    File(File),
    /// "Reihe 4", "Reihe vier": the rank, read from the Anna file to the Hector file.
    Rank(Rank),
    /// "Diagonale e4": the diagonals through a square.
    Diagonals(Square),
    /// "meine Figuren", "Wo stehen meine Springer?", "weiße Türme": pieces, by kind.
    Pieces {
        /// Whose.
        owner: Owner,
        /// Which kind; every kind when `None`.
        role: Option<Role>,
    },
    /// "Angreifer e4", "wer greift e4 an": the pieces that attack a square.
    Attackers(Square),
    /// "Verteidiger e4", "wer deckt e4": the pieces that defend the piece on a square.
    Defenders(Square),
    /// "Züge von g1", "was kann g1": the legal moves of the piece on a square.
    MovesFrom(Square),
    /// "letzter Zug" (1), "letzte 5 Züge": the last N moves (half-moves), announced again.
    /// "letzte Züge" without a number is the last two (one of each side).
    LastMoves(usize),
    /// "Zugnummer": the number of the move being played.
    MoveNumber,
    /// "wer ist am Zug": whose turn.
    Turn,
    /// "Material": the material balance.
    Material,
    /// "Brett vorlesen", "alles": the whole board, piece by piece.
    ReadBoard,
    /// "Zeit", "Uhr": the clocks.
    Clock,
    /// "wiederholen" (1): the last announcement; "wiederholen drei": the last N moves.
    Repeat(usize),
    /// "züge", "partie": the game as a scoresheet.
    Scoresheet,
    /// "stellung", "fen": the position as FEN.
    Fen,
    /// "zurück", "korrektur": take one's own move back (F2.6).
    Undo,
    /// "speichern", "speichern DATEI": write the game as PGN. The file name is kept as typed.
    Save(Option<PathBuf>),
    /// "ende": stop.
    Quit,
    /// A setting.
    Setting(SettingChange),
}

/// A command that was recognised but whose argument is wrong, with a sentence that says
/// what was wrong and what to say instead.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct CommandError(pub String);

/// Reads a typed or spoken line as a command. `None`: the line is no command (it may be a
/// move); `Some(Err)`: a command with a bad argument ("Eva zehn?", "Wo stehen meine
/// Elefanten?"), with a sentence in `language` that says what to say instead. Every alias is
/// understood whatever the language.
pub fn parse_command(line: &str, language: Language) -> Option<Result<Command, CommandError>> {
    let input = Input::new(line);
    if input.words.is_empty() {
        let only_marks = line.contains('?') && line.chars().all(|c| c == '?' || c.is_whitespace());
        return only_marks.then_some(Ok(Command::Help(None)));
    }
    let parser = Parser {
        input: &input,
        w: input.words.iter().map(String::as_str).collect(),
        de: language == Language::German,
    };
    parser.parse()
}

// ---------------------------------------------------------------------------------------
// Reading the line

/// Words that carry nothing in a command ("äh", "bitte").
const FILLERS: &[&str] = &[
    "aeh", "aehm", "oeh", "hm", "hmm", "bitte", "also", "uh", "um", "please", "ok", "okay", "nun",
    "jetzt", "now", "hey",
];

/// The line in words: lower case, umlauts spelt out (`ä` → `ae`, `ß` → `ss`), split at
/// spaces and punctuation, fillers left out; each word remembers the typed token it came from.
struct Input<'a> {
    raw: Vec<&'a str>,
    words: Vec<String>,
    origin: Vec<usize>,
    question: bool,
}

impl<'a> Input<'a> {
    fn new(line: &'a str) -> Self {
        let trimmed = line.trim();
        // "e4?" asks; "e4??" and "e4!?" annotate a move.
        let question =
            trimmed.ends_with('?') && !trimmed.ends_with("??") && !trimmed.ends_with("!?");
        let raw: Vec<&str> = trimmed.split_whitespace().collect();
        let mut words = Vec::new();
        let mut origin = Vec::new();
        for (index, token) in raw.iter().enumerate() {
            let folded = fold(token);
            for part in folded.split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’') {
                let part: String = part.chars().filter(|c| *c != '\'' && *c != '’').collect();
                if part.is_empty() || FILLERS.contains(&part.as_str()) {
                    continue;
                }
                words.push(part);
                origin.push(index);
            }
        }
        Input {
            raw,
            words,
            origin,
            question,
        }
    }

    /// The typed token a word came from, without punctuation around it, for echoing.
    fn echo(&self, word: usize) -> String {
        let token = self.origin.get(word).and_then(|&i| self.raw.get(i));
        shorten(token.map_or("", |t| t.trim_matches(|c: char| !c.is_alphanumeric())))
    }

    /// The typed tokens from the one that holds `word` to the end, as typed.
    fn raw_from(&self, word: usize) -> String {
        match self.origin.get(word) {
            Some(&start) => self.raw[start..].join(" "),
            None => String::new(),
        }
    }
}

/// Lower case with umlauts spelt out: "Läufer" → "laeufer", "Weiß" → "weiss".
fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 4);
    for c in text.chars().flat_map(char::to_lowercase) {
        match c {
            'ä' => out.push_str("ae"),
            'ö' => out.push_str("oe"),
            'ü' => out.push_str("ue"),
            'ß' => out.push_str("ss"),
            // A combining diaeresis after a, o or u: the same umlaut, decomposed.
            '\u{308}' => out.push('e'),
            _ => out.push(c),
        }
    }
    out
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

/// A file word: Anna … Hector (also `caesar`, `hektor`) or a letter a–h.
fn file_word(word: &str) -> Option<File> {
    Some(match word {
        "anna" | "a" => File::A,
        "bella" | "b" => File::B,
        "caesar" | "cesar" | "c" => File::C,
        "david" | "d" => File::D,
        "eva" | "e" => File::E,
        "felix" | "f" => File::F,
        "gustav" | "gustaf" | "g" => File::G,
        "hector" | "hektor" | "h" => File::H,
        _ => return None,
    })
}

/// A whole number in digits or words: `3`, `drei`, `three`, `zwo`, `zehn`.
fn number(word: &str) -> Option<u64> {
    if !word.is_empty() && word.chars().all(|c| c.is_ascii_digit()) {
        return word.parse().ok();
    }
    Some(match word {
        "null" | "zero" => 0,
        "eins" | "ein" | "eine" | "einen" | "one" => 1,
        "zwei" | "zwo" | "two" => 2,
        "drei" | "three" => 3,
        "vier" | "four" => 4,
        "fuenf" | "five" => 5,
        "sechs" | "six" => 6,
        "sieben" | "seven" => 7,
        "acht" | "eight" => 8,
        "neun" | "nine" => 9,
        "zehn" | "ten" => 10,
        "elf" | "eleven" => 11,
        "zwoelf" | "twelve" => 12,
        "zwanzig" | "twenty" => 20,
        _ => return None,
    })
}

/// An ordinal for a rank: "vierte (Reihe)", "fourth (rank)".
fn ordinal(word: &str) -> Option<u64> {
    let stem = word
        .strip_suffix("en")
        .or_else(|| word.strip_suffix("er"))
        .or_else(|| word.strip_suffix('e'))
        .unwrap_or(word);
    Some(match stem {
        "erst" | "first" => 1,
        "zweit" | "second" => 2,
        "dritt" | "third" => 3,
        "viert" | "fourth" => 4,
        "fuenft" | "fifth" => 5,
        "sechst" | "sixth" => 6,
        "siebt" | "siebent" | "seventh" => 7,
        "acht" | "eighth" => 8,
        _ => return None,
    })
}

fn rank_of(n: u64) -> Option<Rank> {
    (1..=8).contains(&n).then(|| Rank::ALL[n as usize - 1])
}

/// A piece word, singular or plural, German or English.
fn role_word(word: &str) -> Option<Role> {
    Some(match word {
        "koenig" | "koenige" | "king" | "kings" => Role::King,
        "dame" | "damen" | "queen" | "queens" => Role::Queen,
        "turm" | "tuerme" | "rook" | "rooks" => Role::Rook,
        "laeufer" | "laeufern" | "bishop" | "bishops" => Role::Bishop,
        "springer" | "springern" | "pferd" | "pferde" | "knight" | "knights" => Role::Knight,
        "bauer" | "bauern" | "pawn" | "pawns" => Role::Pawn,
        _ => return None,
    })
}

/// "Figuren", "pieces": every kind.
fn all_pieces_word(word: &str) -> bool {
    matches!(
        word,
        "figuren" | "figur" | "steine" | "pieces" | "piece" | "men"
    )
}

/// An owner word: "meine", "gegnerische", "weiße", "my", "opponent's", "white".
fn owner_word(word: &str) -> Option<Owner> {
    Some(match word {
        "mein" | "meine" | "meinen" | "meiner" | "meines" | "eigene" | "eigenen" | "my"
        | "mine" | "own" => Owner::Mine,
        "seine" | "seinen" | "seiner" | "sein" | "gegnerische" | "gegnerischen"
        | "gegnerischer" | "gegnerisches" | "gegner" | "gegners" | "feindliche" | "feindlichen"
        | "opponent" | "opponents" | "his" | "her" | "their" | "theirs" | "enemy" => Owner::Theirs,
        "weiss" | "weisse" | "weissen" | "weisser" | "weisses" | "white" | "whites" => {
            Owner::Colored(Color::White)
        }
        "schwarz" | "schwarze" | "schwarzen" | "schwarzer" | "schwarzes" | "black" | "blacks" => {
            Owner::Colored(Color::Black)
        }
        _ => return None,
    })
}

/// Words around a square that say nothing about it: "auf", "dem Feld", "the", a piece name.
fn square_filler(word: &str) -> bool {
    matches!(
        word,
        "auf"
            | "an"
            | "von"
            | "vom"
            | "nach"
            | "durch"
            | "fuer"
            | "der"
            | "die"
            | "das"
            | "dem"
            | "den"
            | "des"
            | "feld"
            | "square"
            | "the"
            | "on"
            | "of"
            | "at"
            | "to"
            | "from"
            | "through"
            | "for"
            | "figur"
            | "piece"
            | "ziehen"
            | "gehen"
            | "hin"
            | "tun"
            | "go"
            | "do"
            | "move"
    ) || role_word(word).is_some()
}

/// Why the words of a command name no square.
enum SquareProblem {
    Missing,
    NoRank { file: Option<File>, number: u64 },
    NotARank { file: File, word: String },
    NoFile { word: String },
    MissingRank(File),
    MissingFile(Rank),
    NotASquare(String),
}

impl SquareProblem {
    /// The sentence; `example` is the command with a square, as a reminder ("angreifer").
    fn message(&self, example: &str, de: bool) -> String {
        let example = if example.is_empty() {
            String::new()
        } else {
            format!("{example} ")
        };
        match (self, de) {
            (SquareProblem::Missing, true) => {
                format!("Welches Feld? Sagen Sie zum Beispiel: {example}Eva vier.")
            }
            (SquareProblem::Missing, false) => {
                format!("Which square? Say for example: {example}Eva vier.")
            }
            (SquareProblem::NoRank { file, number }, _) => {
                let number = spoken(*number, de);
                let square = file.map(|f| format!("{} {number}", file_name(f)));
                match (square, de) {
                    (Some(square), true) => format!(
                        "{square} ist kein Feld: Es gibt keine Reihe {}, die Reihen gehen von eins bis acht.",
                        number
                    ),
                    (Some(square), false) => format!(
                        "{square} is not a square: there is no rank {}, the ranks go from eins to acht.",
                        number
                    ),
                    (None, true) => format!(
                        "Es gibt keine Reihe {}, die Reihen gehen von eins bis acht.",
                        number
                    ),
                    (None, false) => format!(
                        "There is no rank {}, the ranks go from eins to acht.",
                        number
                    ),
                }
            }
            (SquareProblem::NotARank { file, word }, true) => format!(
                "„{word}“ ist keine Reihe; sagen Sie zum Beispiel {} vier. Die Reihen gehen von eins bis acht.",
                file_name(*file)
            ),
            (SquareProblem::NotARank { file, word }, false) => format!(
                "“{word}” is not a rank; say for example {} vier. The ranks go from eins to acht.",
                file_name(*file)
            ),
            (SquareProblem::NoFile { word }, true) => format!(
                "„{word}“ ist keine Linie; die Linien heißen {}, kurz a bis h.",
                file_list(true)
            ),
            (SquareProblem::NoFile { word }, false) => format!(
                "“{word}” is not a file; the files are {}, or a to h.",
                file_list(false)
            ),
            (SquareProblem::MissingRank(file), true) => format!(
                "{} allein ist kein Feld; sagen Sie zum Beispiel {example}{} vier.",
                file_name(*file),
                file_name(*file)
            ),
            (SquareProblem::MissingRank(file), false) => format!(
                "{} alone is not a square; say for example {example}{} vier.",
                file_name(*file),
                file_name(*file)
            ),
            (SquareProblem::MissingFile(rank), true) => format!(
                "Zum Feld fehlt die Linie; sagen Sie zum Beispiel {example}Eva {}.",
                rank_name(*rank)
            ),
            (SquareProblem::MissingFile(rank), false) => format!(
                "The square needs a file; say for example {example}Eva {}.",
                rank_name(*rank)
            ),
            (SquareProblem::NotASquare(text), true) => format!(
                "„{text}“ ist kein Feld; sagen Sie zum Beispiel {example}Eva vier oder {example}e4."
            ),
            (SquareProblem::NotASquare(text), false) => format!(
                "“{text}” is not a square; say for example {example}Eva vier or {example}e4."
            ),
        }
    }
}

/// A number for the ear: in words up to 999, in digits beyond.
fn spoken(n: u64, de: bool) -> String {
    match u32::try_from(n) {
        Ok(n) if n < 1000 => number_words(n, lang(de)),
        _ => n.to_string(),
    }
}

fn lang(de: bool) -> Language {
    if de {
        Language::German
    } else {
        Language::English
    }
}

/// "Anna, Bella, …, Gustav und Hector".
fn file_list(de: bool) -> String {
    let names: Vec<String> = FILE_NAMES.iter().map(|n| (*n).to_owned()).collect();
    join_and(&names, if de { "und" } else { "and" })
}

/// A square in notation, right or wrong: a letter and digits ("e4", "i9", "e10").
fn notation_square(word: &str) -> Option<Result<Square, SquareProblem>> {
    let mut chars = word.chars();
    let letter = chars.next().filter(char::is_ascii_alphabetic)?;
    let digits = chars.as_str();
    if digits.is_empty() || digits.len() > 3 || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let n: u64 = digits.parse().ok()?;
    let Some(file) = file_word(&letter.to_string()) else {
        return Some(Err(SquareProblem::NoFile {
            word: letter.to_string(),
        }));
    };
    Some(match rank_of(n) {
        Some(rank) => Ok(Square::from_coords(file, rank)),
        None => Err(SquareProblem::NoRank {
            file: Some(file),
            number: n,
        }),
    })
}

// ---------------------------------------------------------------------------------------
// Parsing

type Parsed = Option<Result<Command, CommandError>>;

struct Parser<'a> {
    input: &'a Input<'a>,
    w: Vec<&'a str>,
    de: bool,
}

fn ok(command: Command) -> Parsed {
    Some(Ok(command))
}

impl Parser<'_> {
    fn parse(&self) -> Parsed {
        self.help()
            .or_else(|| self.settings())
            .or_else(|| self.read_board())
            .or_else(|| self.view_and_voice())
            .or_else(|| self.game_commands())
            .or_else(|| self.last_moves(0).map(|r| r.map(Command::LastMoves)))
            .or_else(|| self.repeat())
            .or_else(|| self.moves())
            .or_else(|| self.simple_queries())
            .or_else(|| self.square_commands())
            .or_else(|| self.lines())
            .or_else(|| self.pieces())
            .or_else(|| self.bare_square())
    }

    fn error(&self, german: String, english: String) -> Parsed {
        Some(Err(CommandError(if self.de { german } else { english })))
    }

    /// How many words the first matching head takes from the start.
    fn head(&self, heads: &[&[&str]]) -> Option<usize> {
        heads
            .iter()
            .find(|h| self.w.len() >= h.len() && self.w[..h.len()] == ***h)
            .map(|h| h.len())
    }

    fn is(&self, phrases: &[&[&str]]) -> bool {
        phrases.iter().any(|p| self.w == *p)
    }

    fn contains(&self, phrase: &[&str]) -> bool {
        self.w.windows(phrase.len()).any(|window| window == phrase)
    }

    fn help(&self) -> Parsed {
        let mut start = self.head(&[
            &["was", "kann", "ich", "sagen"],
            &["what", "can", "i", "say"],
            &["hilfe"],
            &["help"],
            &["befehle"],
            &["kommandos"],
            &["commands"],
        ])?;
        while self.w.get(start).is_some_and(|w| {
            matches!(
                *w,
                "zu" | "zum"
                    | "zur"
                    | "fuer"
                    | "ueber"
                    | "mit"
                    | "about"
                    | "on"
                    | "for"
                    | "with"
                    | "der"
                    | "die"
                    | "das"
                    | "dem"
                    | "den"
                    | "the"
                    | "kommando"
                    | "befehl"
                    | "command"
            )
        }) {
            start += 1;
        }
        let rest = &self.w[start..];
        if rest.is_empty() {
            return ok(Command::Help(None));
        }
        let topic = rest.join(" ");
        if find_topic(&topic).is_some() {
            return ok(Command::Help(Some(topic)));
        }
        Some(Err(CommandError(unknown_topic(
            &shorten(&self.input.raw_from(start)),
            lang(self.de),
        ))))
    }

    fn settings(&self) -> Parsed {
        const SETTINGS: &[&str] = &[
            "einstellungen",
            "einstellung",
            "settings",
            "optionen",
            "options",
        ];
        const SAVE: &[&str] = &["speichern", "speichere", "sichern", "save"];
        let w = self.w.as_slice();
        match w {
            [s] if SETTINGS.contains(s) => ok(Command::Setting(SettingChange::Show)),
            [s, show]
                if SETTINGS.contains(s)
                    && matches!(*show, "zeigen" | "anzeigen" | "vorlesen" | "show" | "read") =>
            {
                ok(Command::Setting(SettingChange::Show))
            }
            [s, save] | [save, s] if SETTINGS.contains(s) && SAVE.contains(save) => {
                ok(Command::Setting(SettingChange::Save))
            }
            [s, ..] if SETTINGS.contains(s) => self.error(
                "Sagen Sie einstellungen, um alle zu hören, oder einstellungen speichern.".into(),
                "Say settings to hear them all, or save settings.".into(),
            ),
            _ => None,
        }
    }

    fn read_board(&self) -> Parsed {
        // Articles and "mir" carry nothing here: "lies mir das ganze Brett vor".
        let w: Vec<&str> = self
            .w
            .iter()
            .copied()
            .filter(|w| {
                !matches!(
                    *w,
                    "das"
                        | "die"
                        | "the"
                        | "ganze"
                        | "ganzes"
                        | "whole"
                        | "entire"
                        | "mir"
                        | "me"
                        | "out"
                        | "aloud"
                )
            })
            .collect();
        const PHRASES: &[&[&str]] = &[
            &["brett", "vorlesen"],
            &["brett", "lesen"],
            &["brett", "ansagen"],
            &["brett", "read"],
            &["stellung", "vorlesen"],
            &["stellung", "lesen"],
            &["stellung", "ansagen"],
            &["alles", "vorlesen"],
            &["alle", "figuren", "vorlesen"],
            &["vorlesen"],
            &["lies", "brett", "vor"],
            &["lies", "stellung", "vor"],
            &["lies", "alles", "vor"],
            &["lies", "vor"],
            &["read", "board"],
            &["read", "position"],
            &["read", "everything"],
            &["read", "all"],
            &["read"],
            &["board", "read"],
            &["alles"],
            &["alle", "figuren"],
            &["all", "pieces"],
            &["everything"],
        ];
        PHRASES
            .iter()
            .any(|p| w == *p)
            .then_some(Ok(Command::ReadBoard))
    }

    fn view_and_voice(&self) -> Parsed {
        let setting = |change| ok(Command::Setting(change));
        let w = self.w.as_slice();
        // Rate, volume, pitch: one word, perhaps with "etwas", "noch", "sprich".
        const MODIFIERS: &[&str] = &[
            "etwas", "noch", "viel", "bisschen", "ein", "sprich", "sprechen", "rede", "reden",
            "speak", "talk", "a", "bit", "little", "much",
        ];
        let keys: Vec<&str> = w
            .iter()
            .copied()
            .filter(|w| !MODIFIERS.contains(w))
            .collect();
        if w.len() <= 4 {
            if let [key] = keys.as_slice() {
                if let Some(change) = rate_volume_pitch(key) {
                    return setting(change);
                }
            }
        }
        match w {
            ["stimme" | "voice" | "sprecher" | "sprecherin"] => self.error(
                "Welche Stimme? Sagen Sie stimme und den Namen der Stimme; einstellungen nennt die jetzige.".into(),
                "Which voice? Say voice and the name of the voice; settings names the current one.".into(),
            ),
            ["stimme" | "voice" | "sprecher" | "sprecherin", key] if rate_volume_pitch(key).is_some() => {
                setting(rate_volume_pitch(key).expect("checked"))
            }
            ["stimme" | "voice" | "sprecher" | "sprecherin", ..] => {
                let name = self.input.raw_from(1);
                let name = name.trim_end_matches(['?', '!', '.']).trim();
                setting(SettingChange::Voice(name.to_owned()))
            }
            ["brett" | "board" | "brettansicht"] => setting(SettingChange::Board(None)),
            ["brett" | "board" | "brettansicht", switch] => match *switch {
                "an" | "ein" | "on" | "zeigen" | "anzeigen" | "show" | "einschalten"
                | "anschalten" => setting(SettingChange::Board(Some(true))),
                "aus" | "off" | "verbergen" | "ausblenden" | "hide" | "ausschalten"
                | "abschalten" => setting(SettingChange::Board(Some(false))),
                "umschalten" | "toggle" => setting(SettingChange::Board(None)),
                _ => self.board_error(),
            },
            ["brett" | "board" | "brettansicht", ..] => self.board_error(),
            ["ansage" | "ansagen" | "style" | "stil", "wiederholen" | "repeat"] => {
                ok(Command::Repeat(1))
            }
            ["ansage" | "ansagen" | "style" | "stil", rest @ ..] => match rest {
                ["kurz" | "kurze" | "short"] => setting(SettingChange::Style(Style::Short)),
                ["lang" | "lange" | "long"] => setting(SettingChange::Style(Style::Long)),
                ["ausfuehrlich" | "ausfuehrliche" | "verbose" | "detailed" | "detailliert"] => {
                    setting(SettingChange::Style(Style::Verbose))
                }
                [] => self.error(
                    "Wie sollen Züge angesagt werden? Sagen Sie ansage kurz, ansage lang oder ansage ausführlich.".into(),
                    "How should moves be announced? Say style short, style long or style verbose.".into(),
                ),
                _ => {
                    let word = self.input.echo(1);
                    self.error(
                        format!("„{word}“ kenne ich nicht als Ansage; sagen Sie ansage kurz, ansage lang oder ansage ausführlich."),
                        format!("I do not know the style “{word}”; say style short, style long or style verbose."),
                    )
                }
            },
            // Only with an or aus: "Bauer Eva vier" is a move.
            ["bauer" | "bauern" | "pawn" | "pawns", switch] => match *switch {
                "an" | "on" | "nennen" | "sagen" | "say" => setting(SettingChange::SayPawn(true)),
                "aus" | "off" | "weglassen" | "omit" => setting(SettingChange::SayPawn(false)),
                _ => None,
            },
            _ => None,
        }
    }

    fn board_error(&self) -> Parsed {
        self.error(
            "Sagen Sie brett an oder brett aus, nur brett schaltet um; brett vorlesen liest alle Figuren vor.".into(),
            "Say board on or board off, just board toggles; read board reads every piece.".into(),
        )
    }

    fn game_commands(&self) -> Parsed {
        let w = self.w.as_slice();
        if self.is(&[
            &["ende"],
            &["beenden"],
            &["beende"],
            &["quit"],
            &["exit"],
            &["schluss"],
            &["aufhoeren"],
            &["tschuess"],
            &["bye"],
            &["programm", "beenden"],
            &["spiel", "beenden"],
            &["partie", "beenden"],
            &["ansage", "beenden"],
        ]) {
            return ok(Command::Quit);
        }
        if self.is(&[
            &["zurueck"],
            &["korrektur"],
            &["undo"],
            &["zuruecknehmen"],
            &["takeback"],
            &["zug", "zurueck"],
            &["zug", "zuruecknehmen"],
            &["nimm", "zurueck"],
            &["take", "back"],
            &["take", "it", "back"],
        ]) {
            return ok(Command::Undo);
        }
        if self.is(&[
            &["partie", "speichern"],
            &["spiel", "speichern"],
            &["save", "game"],
            &["save", "the", "game"],
        ]) {
            return ok(Command::Save(None));
        }
        if let ["speichern" | "speichere" | "sichern" | "save", ..] = w {
            // The file name as typed, after "unter", "als", "as", "to".
            let mut raw = self.input.raw[self.input.origin[0] + 1..].iter().peekable();
            while raw.peek().is_some_and(|t| {
                matches!(
                    fold(t).as_str(),
                    "unter" | "als" | "in" | "nach" | "as" | "to" | "into" | "die" | "the"
                )
            }) {
                raw.next();
            }
            let name = raw.copied().collect::<Vec<_>>().join(" ");
            let name = name.trim_end_matches('?').trim();
            let name = match fold(name).as_str() {
                "" | "partie" | "game" | "spiel" => None,
                _ => Some(PathBuf::from(name)),
            };
            return ok(Command::Save(name));
        }
        None
    }

    /// "letzter Zug", "die letzten drei Züge", "last 5 moves", from word `start` on.
    fn last_moves(&self, start: usize) -> Option<Result<usize, CommandError>> {
        let mut w = &self.w[start..];
        while let [article, rest @ ..] = w {
            if !matches!(*article, "die" | "der" | "den" | "das" | "the") {
                break;
            }
            w = rest;
        }
        let [head, rest @ ..] = w else {
            return None;
        };
        if !matches!(*head, "letzte" | "letzten" | "letzter" | "letztes" | "last") {
            return None;
        }
        let singular = |w: &str| matches!(w, "zug" | "halbzug" | "move");
        let plural = |w: &str| matches!(w, "zuege" | "halbzuege" | "moves");
        let count_word = match rest {
            [] => return Some(Ok(1)),
            [noun] if singular(noun) => return Some(Ok(1)),
            [noun] if plural(noun) => return Some(Ok(2)),
            [count, noun] if singular(noun) || plural(noun) => count,
            [count] if number(count).is_some() => count,
            _ => return None,
        };
        let echo_index = self.w.len() - rest.len();
        Some(self.count(
            count_word,
            echo_index,
            "letzte drei Züge",
            "last three moves",
        ))
    }

    /// A count of moves ("drei"), at least one.
    fn count(
        &self,
        word: &str,
        index: usize,
        example_de: &str,
        example_en: &str,
    ) -> Result<usize, CommandError> {
        let message = match number(word) {
            Some(0) => (
                format!(
                    "Null Züge gibt es nicht; sagen Sie eine Zahl ab eins, zum Beispiel {example_de}."
                ),
                format!(
                    "Zero moves is nothing to say; say a number from one, for example {example_en}."
                ),
            ),
            Some(n) => return Ok(usize::try_from(n).unwrap_or(usize::MAX)),
            None => {
                let shown = self.input.echo(index);
                (
                    format!("„{shown}“ ist keine Zahl; sagen Sie zum Beispiel {example_de}."),
                    format!("“{shown}” is not a number; say for example {example_en}."),
                )
            }
        };
        Err(CommandError(if self.de { message.0 } else { message.1 }))
    }

    fn repeat(&self) -> Parsed {
        let start = self.head(&[
            &["wiederholen"],
            &["wiederhole"],
            &["wiederholung"],
            &["nochmal"],
            &["nochmals"],
            &["noch", "einmal"],
            &["noch", "mal"],
            &["repeat"],
            &["again"],
            &["say", "again"],
        ])?;
        if let Some(result) = self.last_moves(start) {
            return Some(result.map(Command::Repeat));
        }
        let rest = &self.w[start..];
        let count = match rest {
            [] => return ok(Command::Repeat(1)),
            // "wiederholen drei", "wiederholen drei Züge", "repeat 3 times".
            [word, ..] => word,
        };
        Some(
            self.count(count, start, "wiederholen drei", "repeat three")
                .map(Command::Repeat),
        )
    }

    fn moves(&self) -> Parsed {
        if self.is(&[
            &["zuege"],
            &["partie"],
            &["moves"],
            &["partieformular"],
            &["scoresheet"],
            &["notation"],
            &["alle", "zuege"],
            &["all", "moves"],
            &["game"],
            &["partieverlauf"],
            &["zugliste"],
            &["move", "list"],
        ]) {
            return ok(Command::Scoresheet);
        }
        let start = self.head(&[
            &["zuege", "von"],
            &["zuege", "fuer"],
            &["zuege"],
            &["zugmoeglichkeiten"],
            &["moegliche", "zuege"],
            &["legale", "zuege"],
            &["was", "kann"],
            &["wohin", "kann"],
            &["wo", "kann"],
            &["moves", "from"],
            &["moves", "for"],
            &["moves", "of"],
            &["legal", "moves"],
            &["moves"],
            &["what", "can"],
            &["where", "can"],
        ])?;
        Some(
            self.square_arg(start, "züge von", "moves from")
                .map(Command::MovesFrom),
        )
    }

    fn simple_queries(&self) -> Parsed {
        if self.is(&[
            &["stellung"],
            &["fen"],
            &["position"],
            &["stellung", "als", "fen"],
        ]) {
            return ok(Command::Fen);
        }
        if self.is(&[
            &["zeit"],
            &["uhr"],
            &["uhren"],
            &["time"],
            &["clock"],
            &["clocks"],
            &["bedenkzeit"],
            &["restzeit"],
            &["wie", "viel", "zeit"],
            &["wieviel", "zeit"],
            &["how", "much", "time"],
            &["time", "left"],
        ]) {
            return ok(Command::Clock);
        }
        if self.is(&[
            &["zugnummer"],
            &["zug", "nummer"],
            &["welcher", "zug"],
            &["wievielter", "zug"],
            &["move", "number"],
            &["movenumber"],
            &["which", "move"],
        ]) {
            return ok(Command::MoveNumber);
        }
        if self.contains(&["am", "zug"])
            || self.contains(&["to", "move"])
            || self.w[0] == "whose"
            || self.is(&[
                &["turn"],
                &["wer", "zieht"],
                &["wer", "ist", "dran"],
                &["who", "moves"],
            ])
        {
            return ok(Command::Turn);
        }
        if self.is(&[
            &["material"],
            &["materialbilanz"],
            &["materialverhaeltnis"],
            &["materialstand"],
            &["material", "balance"],
            &["material", "count"],
            &["wie", "steht", "das", "material"],
        ]) {
            return ok(Command::Material);
        }
        None
    }

    fn square_commands(&self) -> Parsed {
        if let Some(start) = self.head(&[
            &["wer", "greift"],
            &["was", "greift"],
            &["welche", "figuren", "greifen"],
            &["wer", "bedroht"],
            &["angreifer"],
            &["angriffe"],
            &["angriff"],
            &["attackers"],
            &["who", "attacks"],
            &["what", "attacks"],
            &["attacks"],
        ]) {
            return Some(
                self.square_arg(start, "angreifer", "attackers")
                    .map(Command::Attackers),
            );
        }
        if let Some(start) = self.head(&[
            &["wer", "deckt"],
            &["was", "deckt"],
            &["wer", "verteidigt"],
            &["wer", "schuetzt"],
            &["verteidiger"],
            &["deckung"],
            &["defenders"],
            &["who", "defends"],
            &["who", "protects"],
            &["what", "defends"],
            &["what", "protects"],
        ]) {
            return Some(
                self.square_arg(start, "verteidiger", "defenders")
                    .map(Command::Defenders),
            );
        }
        if let Some(start) = self.head(&[
            &["diagonale"],
            &["diagonalen"],
            &["diagonal"],
            &["diagonals"],
        ]) {
            return Some(
                self.square_arg(start, "diagonale", "diagonals")
                    .map(Command::Diagonals),
            );
        }
        let start = self.head(&[
            &["was", "steht", "auf"],
            &["was", "steht"],
            &["was", "ist", "auf"],
            &["wer", "steht", "auf"],
            &["welche", "figur", "steht", "auf"],
            &["feld"],
            &["what", "is", "on"],
            &["whats", "on"],
            &["what", "is", "at"],
            &["whats", "at"],
            &["who", "is", "on"],
            &["what", "stands", "on"],
            &["square"],
        ])?;
        Some(
            self.square_arg(start, "was steht auf", "what is on")
                .map(Command::Square),
        )
    }

    /// The square named by the words from `start` on, or the sentence that says what is
    /// wrong with them.
    fn square_arg(
        &self,
        start: usize,
        example_de: &str,
        example_en: &str,
    ) -> Result<Square, CommandError> {
        let words: Vec<usize> = (start..self.w.len())
            .filter(|&i| !square_filler(self.w[i]))
            .collect();
        self.square_words(&words).map_err(|problem| {
            CommandError(problem.message(if self.de { example_de } else { example_en }, self.de))
        })
    }

    fn square_words(&self, words: &[usize]) -> Result<Square, SquareProblem> {
        let text = |ws: &[usize]| {
            shorten(
                &ws.iter()
                    .map(|&i| self.input.echo(i))
                    .collect::<Vec<_>>()
                    .join(" "),
            )
        };
        match *words {
            [] => Err(SquareProblem::Missing),
            [one] => {
                let word = self.w[one];
                if let Some(result) = notation_square(word) {
                    return result.map_err(|p| match p {
                        SquareProblem::NoFile { .. } => SquareProblem::NoFile {
                            word: word.chars().next().map(String::from).unwrap_or_default(),
                        },
                        other => other,
                    });
                }
                if let Some(file) = file_word(word) {
                    return Err(SquareProblem::MissingRank(file));
                }
                match number(word) {
                    Some(n) => match rank_of(n) {
                        Some(rank) => Err(SquareProblem::MissingFile(rank)),
                        None => Err(SquareProblem::NoRank {
                            file: None,
                            number: n,
                        }),
                    },
                    None => Err(SquareProblem::NotASquare(text(words))),
                }
            }
            [first, second] => {
                let file = file_word(self.w[first]);
                let n = number(self.w[second]);
                match (file, n) {
                    (Some(file), Some(n)) => match rank_of(n) {
                        Some(rank) => Ok(Square::from_coords(file, rank)),
                        None => Err(SquareProblem::NoRank {
                            file: Some(file),
                            number: n,
                        }),
                    },
                    (Some(file), None) => Err(SquareProblem::NotARank {
                        file,
                        word: self.input.echo(second),
                    }),
                    (None, Some(_)) => Err(SquareProblem::NoFile {
                        word: self.input.echo(first),
                    }),
                    (None, None) => Err(SquareProblem::NotASquare(text(words))),
                }
            }
            _ => Err(SquareProblem::NotASquare(text(words))),
        }
    }

    fn lines(&self) -> Parsed {
        const FILE: &[&str] = &["linie", "spalte", "file", "column"];
        const RANK: &[&str] = &["reihe", "zeile", "rank", "row"];
        let w = self.w.as_slice();
        let skip = |w: &&str| !matches!(*w, "die" | "der" | "the" | "auf" | "on");
        match w {
            [head, ..] if FILE.contains(head) => {
                let rest: Vec<usize> = (1..w.len()).filter(|&i| skip(&w[i])).collect();
                Some(self.file_arg(&rest))
            }
            [word, tail] if FILE.contains(tail) && file_word(word).is_some() => {
                ok(Command::File(file_word(word).expect("checked")))
            }
            [head, ..] if RANK.contains(head) => {
                let rest: Vec<usize> = (1..w.len()).filter(|&i| skip(&w[i])).collect();
                Some(self.rank_arg(&rest))
            }
            [word, tail]
                if RANK.contains(tail) && (number(word).is_some() || ordinal(word).is_some()) =>
            {
                Some(self.rank_arg(&[0]))
            }
            _ => None,
        }
    }

    fn file_arg(&self, words: &[usize]) -> Result<Command, CommandError> {
        let (german, english) = match words.first() {
            None => (
                format!(
                    "Welche Linie? Sagen Sie zum Beispiel linie Eva; die Linien heißen {}.",
                    file_list(true)
                ),
                format!(
                    "Which file? Say for example file Eva; the files are {}.",
                    file_list(false)
                ),
            ),
            Some(&i) => {
                if let Some(file) = file_word(self.w[i]) {
                    return Ok(Command::File(file));
                }
                let shown = self.input.echo(i);
                match number(self.w[i]).and_then(rank_of) {
                    Some(rank) => (
                        format!(
                            "{} ist eine Reihe, keine Linie; sagen Sie reihe {}, oder eine Linie: {}.",
                            capitalised(rank_name(rank)),
                            rank_name(rank),
                            file_list(true)
                        ),
                        format!(
                            "{} is a rank, not a file; say rank {}, or a file: {}.",
                            rank_name(rank),
                            rank_name(rank),
                            file_list(false)
                        ),
                    ),
                    None => (
                        format!(
                            "„{shown}“ ist keine Linie; die Linien heißen {}.",
                            file_list(true)
                        ),
                        format!(
                            "“{shown}” is not a file; the files are {}.",
                            file_list(false)
                        ),
                    ),
                }
            }
        };
        Err(CommandError(if self.de { german } else { english }))
    }

    fn rank_arg(&self, words: &[usize]) -> Result<Command, CommandError> {
        let (german, english) = match words.first() {
            None => (
                "Welche Reihe? Sagen Sie zum Beispiel reihe vier; die Reihen gehen von eins bis acht.".to_owned(),
                "Which rank? Say for example rank vier; the ranks go from eins to acht.".to_owned(),
            ),
            Some(&i) => {
                let word = self.w[i];
                if let Some(n) = number(word).or_else(|| ordinal(word)) {
                    match rank_of(n) {
                        Some(rank) => return Ok(Command::Rank(rank)),
                        None => {
                            let problem = SquareProblem::NoRank { file: None, number: n };
                            return Err(CommandError(problem.message("", self.de)));
                        }
                    }
                }
                match file_word(word) {
                    Some(file) => (
                        format!("{} ist eine Linie, keine Reihe; sagen Sie linie {}, oder eine Reihe von eins bis acht.", file_name(file), file_name(file)),
                        format!("{} is a file, not a rank; say file {}, or a rank from eins to acht.", file_name(file), file_name(file)),
                    ),
                    None => {
                        let shown = self.input.echo(i);
                        (
                            format!("„{shown}“ ist keine Reihe; die Reihen gehen von eins bis acht."),
                            format!("“{shown}” is not a rank; the ranks go from eins to acht."),
                        )
                    }
                }
            }
        };
        Err(CommandError(if self.de { german } else { english }))
    }

    /// "wo stehen meine Springer", "meine Figuren", "weiße Türme", "where are my knights".
    fn pieces(&self) -> Parsed {
        // "zeige", "show" show other things too ("zeig mir die Stellung"): they make a
        // question about pieces only with an owner or a piece named.
        let weak = self
            .head(&[&["zeige"], &["zeig"], &["show"], &["liste"], &["list"]])
            .is_some();
        let asked = self
            .head(&[
                &["wo", "stehen"],
                &["wo", "steht"],
                &["wo", "sind"],
                &["wo", "ist"],
                &["wo", "befinden", "sich"],
                &["wo", "befindet", "sich"],
                &["where", "are"],
                &["where", "is"],
                &["wheres"],
                &["zeige"],
                &["zeig"],
                &["show"],
                &["liste"],
                &["list"],
            ])
            .unwrap_or(0);
        let skip = |w: &str| {
            matches!(
                w,
                "die"
                    | "der"
                    | "das"
                    | "den"
                    | "des"
                    | "dem"
                    | "the"
                    | "ihre"
                    | "ihren"
                    | "ihr"
                    | "alle"
                    | "all"
                    | "beide"
                    | "beiden"
                    | "both"
                    | "noch"
                    | "mal"
                    | "sich"
                    | "denn"
                    | "eigentlich"
                    | "gerade"
                    | "und"
                    | "and"
                    | "of"
                    | "von"
                    | "vom"
                    | "auf"
                    | "brett"
                    | "board"
                    | "on"
                    | "mir"
                    | "me"
            )
        };
        let words: Vec<usize> = (asked..self.w.len())
            .filter(|&i| !skip(self.w[i]))
            .collect();
        // Without "wo stehen", the line must start with the owner: "meine Springer".
        let first_is_owner = words
            .first()
            .is_some_and(|&i| owner_word(self.w[i]).is_some());
        if asked == 0 && !first_is_owner {
            return None;
        }
        let mut owner = None;
        let mut role: Option<Option<Role>> = None;
        let mut unknown = Vec::new();
        // Words that are neither owner nor piece, numbers included: "wo ist Eva vier".
        let mut others = Vec::new();
        for &i in &words {
            let word = self.w[i];
            if owner_word(word).is_none() && role_word(word).is_none() && !all_pieces_word(word) {
                others.push(i);
            }
            if let Some(o) = owner_word(word) {
                // A colour wins over mine or theirs: "meine weißen Springer".
                if !matches!(
                    (owner, o),
                    (Some(Owner::Colored(_)), Owner::Mine | Owner::Theirs)
                ) {
                    owner = Some(o);
                }
            } else if let Some(r) = role_word(word) {
                if matches!(role, Some(Some(other)) if other != r) {
                    return self.error(
                        "Bitte nach einer Figurenart auf einmal fragen, zum Beispiel: wo stehen meine Türme.".into(),
                        "Please ask for one kind of piece at a time, for example: where are my rooks.".into(),
                    );
                }
                role = Some(Some(r));
            } else if all_pieces_word(word) {
                role.get_or_insert(None);
            } else if number(word).is_none() {
                // Numbers are left out: "meine zwei Türme".
                unknown.push(i);
            }
        }
        // "wo ist Eva vier": a square.
        if owner.is_none() && role.is_none() && !others.is_empty() {
            if let Ok(square) = self.square_words(&others) {
                return ok(Command::Square(square));
            }
        }
        if weak && owner.is_none() && role.is_none() {
            return None;
        }
        if !unknown.is_empty() {
            let shown = shorten(
                &unknown
                    .iter()
                    .map(|&i| self.input.echo(i))
                    .collect::<Vec<_>>()
                    .join(" "),
            );
            return self.error(
                format!("„{shown}“ kenne ich nicht als Figur. Ich kenne König, Dame, Turm, Läufer, Springer und Bauer, auch in der Mehrzahl, und Figuren für alle."),
                format!("I do not know “{shown}” as a piece. I know king, queen, rook, bishop, knight and pawn, also in the plural, and pieces for all of them."),
            );
        }
        if owner.is_none() && role.is_none() {
            return self.error(
                "Welche Figuren? Sagen Sie zum Beispiel: wo stehen meine Springer.".into(),
                "Which pieces? Say for example: where are my knights.".into(),
            );
        }
        ok(Command::Pieces {
            owner: owner.unwrap_or(Owner::Both),
            role: role.flatten(),
        })
    }

    /// "e4?", "Eva vier?", and wrong squares with a question mark ("Eva zehn?").
    fn bare_square(&self) -> Parsed {
        if !self.input.question {
            return None;
        }
        let words: Vec<usize> = (0..self.w.len())
            .filter(|&i| !matches!(self.w[i], "feld" | "square"))
            .collect();
        // Only letters and digits, one word from each typed token: "D×h4?" and "g5+?" are
        // moves with a mark, not questions.
        let plain = self.input.raw.iter().all(|token| {
            token
                .trim_end_matches('?')
                .chars()
                .all(|c| c.is_alphanumeric() || c == '\u{308}')
        });
        let clean = plain
            && words
                .windows(2)
                .all(|pair| self.input.origin[pair[0]] < self.input.origin[pair[1]])
            && words.iter().all(|&i| {
                self.input
                    .origin
                    .iter()
                    .filter(|&&o| o == self.input.origin[i])
                    .count()
                    == 1
            });
        let looks_like_square = clean
            && match *words.as_slice() {
                [one] => notation_square(self.w[one]).is_some() || file_word(self.w[one]).is_some(),
                [first, second] => {
                    number(self.w[second]).is_some()
                        && self.w[first].chars().all(char::is_alphabetic)
                }
                _ => false,
            };
        if !looks_like_square {
            return None;
        }
        Some(
            self.square_words(&words)
                .map(Command::Square)
                .map_err(|problem| CommandError(problem.message("", self.de))),
        )
    }
}

fn rate_volume_pitch(word: &str) -> Option<SettingChange> {
    Some(match word {
        "schneller" | "faster" => SettingChange::Faster,
        "langsamer" | "slower" => SettingChange::Slower,
        "lauter" | "louder" => SettingChange::Louder,
        "leiser" | "quieter" | "softer" => SettingChange::Quieter,
        "hoeher" | "higher" => SettingChange::Higher,
        "tiefer" | "lower" => SettingChange::Lower,
        _ => return None,
    })
}

// ---------------------------------------------------------------------------------------
// Answers

/// What a query is asked about.
pub struct QueryContext<'a> {
    /// The current position.
    pub position: &'a Chess,
    /// The game so far.
    pub game: &'a Game,
    /// The player asking ("meine Figuren").
    pub asking: Color,
    /// The language of the answer.
    pub language: Language,
}

/// Answers a query in sentences to be printed and spoken. `None` for the commands the
/// session carries out itself (help, repeat, clock, undo, save, quit, settings, scoresheet,
/// FEN).
///
/// Attacks are counted as shakmaty's [`Board::attacks_to`] counts them: every piece that
/// could capture on the square if an enemy piece stood there, whether or not it is pinned
/// or the capture would put its own king in check; a piece behind another on the same line
/// (an x-ray) does not count, and neither does en passant. On an empty square the attackers
/// of both colours are named; on an occupied one the enemy pieces attack and the piece's own
/// side defends.
pub fn answer(command: &Command, context: &QueryContext<'_>) -> Option<String> {
    let de = context.language == Language::German;
    let board = context.position.board();
    Some(match command {
        Command::Square(square) => format!(
            "{}.",
            square_content(*square, board.piece_at(*square), context.language)
        ),
        Command::File(file) => {
            let title = if de {
                format!("Linie {}", file_name(*file))
            } else {
                format!("File {}", file_name(*file))
            };
            let squares: Vec<Square> = Rank::ALL
                .iter()
                .map(|r| Square::from_coords(*file, *r))
                .collect();
            line_answer(&title, &squares, board, de)
        }
        Command::Rank(rank) => {
            let title = if de {
                format!("Reihe {}", rank_name(*rank))
            } else {
                format!("Rank {}", rank_name(*rank))
            };
            let squares: Vec<Square> = File::ALL
                .iter()
                .map(|f| Square::from_coords(*f, *rank))
                .collect();
            line_answer(&title, &squares, board, de)
        }
        Command::Diagonals(square) => diagonals_answer(*square, board, de),
        Command::Pieces { owner, role } => pieces_answer(*owner, *role, context),
        Command::Attackers(square) => attackers_answer(*square, board, de),
        Command::Defenders(square) => defenders_answer(*square, board, de),
        Command::MovesFrom(square) => moves_from_answer(*square, context.position, de),
        Command::LastMoves(count) => last_moves_answer(*count, context.game, context.language),
        Command::MoveNumber => move_number_answer(context),
        Command::Turn => turn_answer(context),
        Command::Material => material_answer(board, de),
        Command::ReadBoard => read_board_answer(context),
        Command::Help(_)
        | Command::Clock
        | Command::Repeat(_)
        | Command::Scoresheet
        | Command::Fen
        | Command::Undo
        | Command::Save(_)
        | Command::Quit
        | Command::Setting(_) => return None,
    })
}

/// Squares sorted by file, then rank: "Anna zwei, Bella zwei, Bella drei".
fn sorted(squares: Bitboard) -> Vec<Square> {
    let mut list: Vec<Square> = squares.into_iter().collect();
    list.sort_by_key(|s| (s.file(), s.rank()));
    list
}

/// "Linie Eva: Eva zwei weißer Bauer, Eva sieben schwarzer Bauer; sonst leer."
fn line_answer(title: &str, squares: &[Square], board: &Board, de: bool) -> String {
    let language = lang(de);
    let occupied: Vec<String> = squares
        .iter()
        .filter_map(|s| board.piece_at(*s).map(|p| square_piece(*s, p, language)))
        .collect();
    let list = occupied.join(", ");
    match (de, occupied.len()) {
        (true, 0) => format!("{title} ist leer."),
        (false, 0) => format!("{title} is empty."),
        (_, n) if n == squares.len() => format!("{title}: {list}."),
        (true, _) => format!("{title}: {list}; sonst leer."),
        (false, _) => format!("{title}: {list}; otherwise empty."),
    }
}

/// The squares from the edge through `square` in one direction to the other edge, ordered
/// from the Anna side.
fn diagonal(square: Square, rank_step: i32) -> Vec<Square> {
    let mut file = usize::from(square.file()) as i32;
    let mut rank = usize::from(square.rank()) as i32;
    while file > 0 && (0..8).contains(&(rank - rank_step)) {
        file -= 1;
        rank -= rank_step;
    }
    let mut squares = Vec::new();
    while (0..8).contains(&file) && (0..8).contains(&rank) {
        squares.push(Square::from_coords(
            File::ALL[file as usize],
            Rank::ALL[rank as usize],
        ));
        file += 1;
        rank += rank_step;
    }
    squares
}

fn diagonals_answer(square: Square, board: &Board, de: bool) -> String {
    let mut sentences = Vec::new();
    for step in [1, -1] {
        let squares = diagonal(square, step);
        let (Some(first), Some(last)) = (squares.first(), squares.last()) else {
            continue;
        };
        if squares.len() < 2 {
            continue;
        }
        let title = if de {
            format!(
                "Diagonale {} bis {}",
                square_name(*first),
                square_name(*last)
            )
        } else {
            format!("Diagonal {} to {}", square_name(*first), square_name(*last))
        };
        sentences.push(line_answer(&title, &squares, board, de));
    }
    sentences.join(" ")
}

/// The kinds in the order they are read: König, Dame, Türme, Läufer, Springer, Bauern.
const READING_ORDER: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// "König Gustav eins; Dame David eins; Türme Anna eins und Hector eins; …".
fn side_list(board: &Board, color: Color, de: bool) -> String {
    let language = lang(de);
    let and = if de { "und" } else { "and" };
    let mut kinds = Vec::new();
    for role in READING_ORDER {
        let squares = sorted(board.by_piece(role.of(color)));
        if squares.is_empty() {
            continue;
        }
        let name = if squares.len() == 1 {
            role_name(role, language)
        } else {
            role_plural(role, language)
        };
        let names: Vec<String> = squares.iter().map(|s| square_name(*s)).collect();
        kinds.push(format!("{name} {}", join_and(&names, and)));
    }
    kinds.join("; ")
}

fn read_board_answer(context: &QueryContext<'_>) -> String {
    let de = context.language == Language::German;
    let board = context.position.board();
    let mut sentences = Vec::new();
    for color in [Color::White, Color::Black] {
        let list = side_list(board, color, de);
        let list = if list.is_empty() {
            (if de { "keine Figuren" } else { "no pieces" }).to_owned()
        } else {
            list
        };
        sentences.push(format!("{}: {list}.", color_name(color, context.language)));
    }
    sentences.push(turn_answer(context));
    sentences.join(" ")
}

fn pieces_answer(owner: Owner, role: Option<Role>, context: &QueryContext<'_>) -> String {
    let de = context.language == Language::German;
    let language = context.language;
    let board = context.position.board();
    let color = match owner {
        Owner::Mine => context.asking,
        Owner::Theirs => context.asking.other(),
        Owner::Colored(color) => color,
        Owner::Both => {
            return match role {
                None => read_board_answer(context),
                Some(role) => [Color::White, Color::Black]
                    .iter()
                    .map(|c| pieces_answer(Owner::Colored(*c), Some(role), context))
                    .collect::<Vec<_>>()
                    .join(" "),
            };
        }
    };
    let Some(role) = role else {
        let count = board.by_color(color).count() as u32;
        let holder = match (owner, de) {
            (Owner::Mine, true) => "Sie haben".to_owned(),
            (Owner::Mine, false) => "You have".to_owned(),
            (Owner::Theirs, true) => "Ihr Gegner hat".to_owned(),
            (Owner::Theirs, false) => "Your opponent has".to_owned(),
            (_, true) => format!("{} hat", color_name(color, language)),
            (_, false) => format!("{} has", color_name(color, language)),
        };
        let pieces = match (de, count) {
            (true, 1) => "eine Figur".to_owned(),
            (true, n) => format!("{} Figuren", number_words(n, language)),
            (false, 1) => "one piece".to_owned(),
            (false, n) => format!("{} pieces", number_words(n, language)),
        };
        return if count == 0 {
            format!(
                "{holder} {}.",
                if de { "keine Figuren" } else { "no pieces" }
            )
        } else {
            format!("{holder} {pieces}: {}.", side_list(board, color, de))
        };
    };
    let squares = sorted(board.by_piece(role.of(color)));
    let names: Vec<String> = squares.iter().map(|s| square_name(*s)).collect();
    let list = join_and(&names, if de { "und" } else { "and" });
    let singular = role_name(role, language);
    let plural = role_plural(role, language);
    let colour = color_name(color, language);
    if squares.is_empty() {
        let none = no_role(role, language);
        return match (owner, de) {
            (Owner::Mine, true) => format!("Sie haben {none} mehr."),
            (Owner::Mine, false) => format!("You have {none} left."),
            (Owner::Theirs, true) => format!("Ihr Gegner hat {none} mehr."),
            (Owner::Theirs, false) => format!("Your opponent has {none} left."),
            (_, true) => format!("{colour} hat {none} mehr."),
            (_, false) => format!("{colour} has {none} left."),
        };
    }
    let one = squares.len() == 1;
    if de {
        let feminine = role == Role::Queen;
        let subject = match (owner, one) {
            (Owner::Mine, true) => format!("{} {singular}", if feminine { "Ihre" } else { "Ihr" }),
            (Owner::Mine, false) => format!("Ihre {plural}"),
            (Owner::Theirs, true) => {
                format!(
                    "{} gegnerische {singular}",
                    if feminine { "Die" } else { "Der" }
                )
            }
            (Owner::Theirs, false) => format!("Die gegnerischen {plural}"),
            (_, true) => format!(
                "{} {} {singular}",
                if feminine { "Die" } else { "Der" },
                if color == Color::White {
                    "weiße"
                } else {
                    "schwarze"
                }
            ),
            (_, false) => format!(
                "Die {} {plural}",
                if color == Color::White {
                    "weißen"
                } else {
                    "schwarzen"
                }
            ),
        };
        format!(
            "{subject} {} auf {list}.",
            if one { "steht" } else { "stehen" }
        )
    } else {
        let noun = if one { singular } else { plural };
        let subject = match owner {
            Owner::Mine => format!("Your {noun}"),
            Owner::Theirs => format!("Your opponent's {noun}"),
            _ => format!("{colour}'s {noun}"),
        };
        format!("{subject} {} on {list}.", if one { "is" } else { "are" })
    }
}

/// The value of a piece kind in pawns, the king counted as none.
fn value(role: Role) -> u32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

/// "Bauer auf David sechs und Springer auf Cäsar sechs" / "the pawn on David sechs and the
/// knight on Cäsar sechs": the cheapest piece first, as they would capture.
fn piece_list_on(squares: Bitboard, board: &Board, de: bool) -> String {
    let language = lang(de);
    let mut pieces: Vec<(Square, Role)> = squares
        .into_iter()
        .filter_map(|s| board.role_at(s).map(|r| (s, r)))
        .collect();
    pieces.sort_by_key(|(s, r)| {
        (
            if *r == Role::King { 100 } else { value(*r) },
            *r as u8,
            s.file(),
            s.rank(),
        )
    });
    let names: Vec<String> = pieces
        .iter()
        .map(|(s, r)| {
            if de {
                format!("{} auf {}", role_name(*r, language), square_name(*s))
            } else {
                format!("the {} on {}", role_name(*r, language), square_name(*s))
            }
        })
        .collect();
    join_and(&names, if de { "und" } else { "and" })
}

/// "Der weiße Springer auf Eva fünf" / "The white knight on Eva fünf".
fn piece_on(piece: Piece, square: Square, de: bool) -> String {
    let on = if de { "auf" } else { "on" };
    capitalised(&format!(
        "{} {on} {}",
        piece_with_article(piece, lang(de)),
        square_name(square)
    ))
}

fn attackers_answer(square: Square, board: &Board, de: bool) -> String {
    let occupied = board.occupied();
    let by = |color: Color| board.attacks_to(square, color, occupied);
    let name = square_name(square);
    match board.piece_at(square) {
        None => {
            let (white, black) = (by(Color::White), by(Color::Black));
            let list = |bb| piece_list_on(bb, board, de);
            match (white.is_empty(), black.is_empty(), de) {
                (true, true, true) => format!("{name} wird von keiner Figur angegriffen."),
                (true, true, false) => format!("No piece attacks {name}."),
                (false, true, true) => {
                    format!("{name} wird nur von Weiß angegriffen: {}.", list(white))
                }
                (false, true, false) => format!("Only White attacks {name}: {}.", list(white)),
                (true, false, true) => {
                    format!("{name} wird nur von Schwarz angegriffen: {}.", list(black))
                }
                (true, false, false) => format!("Only Black attacks {name}: {}.", list(black)),
                (false, false, true) => format!(
                    "{name} wird angegriffen von Weiß: {}; von Schwarz: {}.",
                    list(white),
                    list(black)
                ),
                (false, false, false) => format!(
                    "{name} is attacked by White: {}; by Black: {}.",
                    list(white),
                    list(black)
                ),
            }
        }
        Some(piece) => {
            let attackers = by(piece.color.other());
            let defenders = by(piece.color);
            let subject = piece_on(piece, square, de);
            let attacked = match (attackers.is_empty(), de) {
                (true, true) => "wird nicht angegriffen".to_owned(),
                (true, false) => "is not attacked".to_owned(),
                (false, true) => {
                    format!(
                        "wird angegriffen von {}",
                        piece_list_on(attackers, board, de)
                    )
                }
                (false, false) => {
                    format!("is attacked by {}", piece_list_on(attackers, board, de))
                }
            };
            let defended = match (defenders.is_empty(), de) {
                (true, true) => "und ist nicht gedeckt".to_owned(),
                (true, false) => "and is not defended".to_owned(),
                (false, true) => format!("gedeckt von {}", piece_list_on(defenders, board, de)),
                (false, false) => {
                    format!("defended by {}", piece_list_on(defenders, board, de))
                }
            };
            // A king is never taken, so nothing defends it.
            if piece.role == Role::King {
                format!("{subject} {attacked}.")
            } else {
                format!("{subject} {attacked}, {defended}.")
            }
        }
    }
}

fn defenders_answer(square: Square, board: &Board, de: bool) -> String {
    let name = square_name(square);
    let Some(piece) = board.piece_at(square) else {
        return if de {
            format!(
                "{name} ist leer, dort ist nichts zu decken. Welche Figuren das Feld angreifen, sagt angreifer {name}."
            )
        } else {
            format!(
                "{name} is empty, so there is nothing to defend. To hear which pieces attack it, say attackers {name}."
            )
        };
    };
    let defenders = board.attacks_to(square, piece.color, board.occupied());
    let subject = piece_on(piece, square, de);
    match (defenders.is_empty(), de) {
        (true, true) => format!("{subject} ist nicht gedeckt."),
        (true, false) => format!("{subject} is not defended."),
        (false, true) => format!(
            "{subject} wird gedeckt von {}.",
            piece_list_on(defenders, board, de)
        ),
        (false, false) => format!(
            "{subject} is defended by {}.",
            piece_list_on(defenders, board, de)
        ),
    }
}

fn moves_from_answer(square: Square, position: &Chess, de: bool) -> String {
    let language = lang(de);
    let board = position.board();
    let Some(piece) = board.piece_at(square) else {
        return format!("{}.", square_content(square, None, language));
    };
    if piece.color != position.turn() {
        let subject = piece_on(piece, square, de);
        let mover = color_name(position.turn(), language);
        return if de {
            format!("{subject} ist nicht am Zug, sondern {mover}.")
        } else {
            format!("{subject} is not to move: it is {mover}'s turn.")
        };
    }
    let mut quiet: Vec<(Square, bool)> = Vec::new();
    let mut captures: Vec<(Square, bool, bool)> = Vec::new();
    let mut castles: Vec<CastlingSide> = Vec::new();
    for m in position.legal_moves() {
        if m.from() != Some(square) {
            continue;
        }
        if let Some(side) = m.castling_side() {
            if !castles.contains(&side) {
                castles.push(side);
            }
        } else if m.is_capture() {
            let entry = (m.to(), m.is_promotion(), m.is_en_passant());
            if !captures.contains(&entry) {
                captures.push(entry);
            }
        } else {
            let entry = (m.to(), m.is_promotion());
            if !quiet.contains(&entry) {
                quiet.push(entry);
            }
        }
    }
    quiet.sort_by_key(|(s, _)| (s.file(), s.rank()));
    captures.sort_by_key(|(s, _, _)| (s.file(), s.rank()));
    castles.sort_by_key(|side| *side == CastlingSide::QueenSide);
    let and = if de { "und" } else { "and" };
    let promotion = if de {
        " mit Umwandlung"
    } else {
        " with promotion"
    };
    let mut parts = Vec::new();
    if !quiet.is_empty() {
        let names: Vec<String> = quiet
            .iter()
            .map(|(s, promotes)| {
                format!(
                    "{}{}",
                    square_name(*s),
                    if *promotes { promotion } else { "" }
                )
            })
            .collect();
        let list = join_and(&names, and);
        parts.push(if de {
            format!("ziehen nach {list}")
        } else {
            format!("move to {list}")
        });
    }
    if !captures.is_empty() {
        let names: Vec<String> = captures
            .iter()
            .map(|(s, promotes, en_passant)| {
                format!(
                    "{}{}{}",
                    square_name(*s),
                    if *en_passant { " en passant" } else { "" },
                    if *promotes { promotion } else { "" }
                )
            })
            .collect();
        let list = join_and(&names, and);
        parts.push(if de {
            format!("schlagen auf {list}")
        } else {
            format!("capture on {list}")
        });
    }
    match (castles.as_slice(), de) {
        ([], _) => {}
        ([CastlingSide::KingSide], true) => parts.push("kurz rochieren".to_owned()),
        ([CastlingSide::KingSide], false) => parts.push("castle short".to_owned()),
        ([CastlingSide::QueenSide], true) => parts.push("lang rochieren".to_owned()),
        ([CastlingSide::QueenSide], false) => parts.push("castle long".to_owned()),
        (_, true) => parts.push("kurz und lang rochieren".to_owned()),
        (_, false) => parts.push("castle short and long".to_owned()),
    }
    let subject = capitalised(&format!(
        "{} {} {}",
        if de {
            if piece.role == Role::Queen {
                "die"
            } else {
                "der"
            }
        } else {
            "the"
        },
        role_name(piece.role, language),
        if de {
            format!("auf {}", square_name(square))
        } else {
            format!("on {}", square_name(square))
        }
    ));
    if parts.is_empty() {
        return if de {
            format!("{subject} kann nicht ziehen.")
        } else {
            format!("{subject} cannot move.")
        };
    }
    // Clauses are set apart by commas, as their lists have "und" inside.
    let clauses = match parts.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{}, {and} {last}", rest.join(", ")),
        None => String::new(),
    };
    if de {
        format!("{subject} kann {clauses}.")
    } else {
        format!("{subject} can {clauses}.")
    }
}

fn last_moves_answer(count: usize, game: &Game, language: Language) -> String {
    let de = language == Language::German;
    let total = game.moves.len();
    if total == 0 {
        return (if de {
            "Noch kein Zug gespielt."
        } else {
            "No move played yet."
        })
        .to_owned();
    }
    let mut sentences = Vec::new();
    if count > total && count > 1 {
        sentences.push(match (de, total) {
            (true, 1) => "Bisher gibt es erst einen Zug.".to_owned(),
            (true, n) => format!(
                "Bisher gibt es erst {} Züge.",
                number_words(n as u32, language)
            ),
            (false, 1) => "There is only one move so far.".to_owned(),
            (false, n) => format!(
                "There are only {} moves so far.",
                number_words(n as u32, language)
            ),
        });
    }
    let count = count.clamp(1, total);
    let start = total - count;
    let mut position = game.position_after(start);
    for recorded in &game.moves[start..] {
        let number = move_number(position.fullmoves().get(), position.turn(), language);
        let words = announce(&position, recorded.played, language);
        let san = write_san(&position, recorded.played, language);
        sentences.push(format!("{number}: {words} ({san})."));
        position.play_unchecked(recorded.played);
    }
    sentences.join(" ")
}

fn game_over(context: &QueryContext<'_>) -> Option<String> {
    let position = context.position;
    let language = context.language;
    let de = language == Language::German;
    if let shakmaty::Outcome::Known(outcome) = position.outcome() {
        let reason = if position.is_stalemate() {
            DrawReason::Stalemate
        } else {
            DrawReason::InsufficientMaterial
        };
        return Some(game_result(
            shakmaty::Outcome::Known(outcome),
            Some(reason),
            language,
        ));
    }
    let shakmaty::Outcome::Known(outcome) = context.game.result? else {
        return None;
    };
    Some(match (outcome.winner(), de) {
        (Some(winner), true) => format!(
            "Die Partie ist beendet: {} gewinnt.",
            color_name(winner, language)
        ),
        (Some(winner), false) => {
            format!("The game is over: {} wins.", color_name(winner, language))
        }
        (None, true) => "Die Partie ist beendet: remis.".to_owned(),
        (None, false) => "The game is over: a draw.".to_owned(),
    })
}

fn turn_answer(context: &QueryContext<'_>) -> String {
    if let Some(over) = game_over(context) {
        return over;
    }
    let position = context.position;
    let side = color_name(position.turn(), context.language);
    match (context.language, position.is_check()) {
        (Language::German, false) => format!("{side} ist am Zug."),
        (Language::German, true) => format!("{side} ist am Zug und steht im Schach."),
        (Language::English, false) => format!("{side} to move."),
        (Language::English, true) => format!("{side} to move, and in check."),
    }
}

fn move_number_answer(context: &QueryContext<'_>) -> String {
    let position = context.position;
    let language = context.language;
    let number = number_words(position.fullmoves().get(), language);
    if let Some(over) = game_over(context) {
        return match language {
            Language::German => format!("Zug {number}. {over}"),
            Language::English => format!("Move {number}. {over}"),
        };
    }
    let side = color_name(position.turn(), language);
    match language {
        Language::German => format!("Es ist Zug {number}, {side} ist am Zug."),
        Language::English => format!("It is move {number}, {side} to move."),
    }
}

fn material_answer(board: &Board, de: bool) -> String {
    let language = lang(de);
    let and = if de { "und" } else { "and" };
    let count = |color: Color, role: Role| board.by_piece(role.of(color)).count() as u32;
    let total = |color: Color| -> u32 {
        READING_ORDER
            .iter()
            .map(|r| count(color, *r) * value(*r))
            .sum()
    };
    let extras = |color: Color| -> Vec<String> {
        READING_ORDER
            .iter()
            .filter_map(|r| {
                let more = count(color, *r).saturating_sub(count(color.other(), *r));
                (more > 0).then(|| role_count(*r, more, language))
            })
            .collect()
    };
    let (white_more, black_more) = (extras(Color::White), extras(Color::Black));
    let (white_points, black_points) = (total(Color::White), total(Color::Black));
    let has = |color: Color, list: &[String]| {
        let side = color_name(color, language);
        if de {
            format!("{side} hat {} mehr", join_and(list, and))
        } else {
            format!("{side} has {} more", join_and(list, and))
        }
    };
    let pieces = match (white_more.is_empty(), black_more.is_empty()) {
        (true, true) => None,
        (false, true) => Some(has(Color::White, &white_more)),
        (true, false) => Some(has(Color::Black, &black_more)),
        (false, false) => Some(format!(
            "{}, {}",
            has(Color::White, &white_more),
            has(Color::Black, &black_more)
        )),
    };
    let (leader, ahead, lead, behind) = if white_points >= black_points {
        (
            Color::White,
            white_points,
            white_points - black_points,
            black_points,
        )
    } else {
        (
            Color::Black,
            black_points,
            black_points - white_points,
            white_points,
        )
    };
    let score = if lead == 0 {
        let each = number_words(white_points, language);
        match (&pieces, de) {
            (None, true) => return format!("Material gleich, je {each} Punkte."),
            (None, false) => return format!("Material is level, {each} points each."),
            (Some(_), true) => format!("nach Punkten gleich, je {each}"),
            (Some(_), false) => format!("level on points, {each} each"),
        }
    } else {
        let side = color_name(leader, language);
        let (ahead, behind) = (
            number_words(ahead, language),
            number_words(behind, language),
        );
        if de {
            format!(
                "{side} liegt {} vorn, {ahead} zu {behind}",
                points(lead, language)
            )
        } else {
            format!(
                "{side} is {} ahead, {ahead} to {behind}",
                points(lead, language)
            )
        }
    };
    match pieces {
        Some(pieces) => format!("{pieces}; {score}."),
        None => format!("{}.", capitalised(&score)),
    }
}

// ---------------------------------------------------------------------------------------
// Help

/// One command in the help: its aliases and what it does.
struct HelpEntry {
    /// Words (lower case, umlauts spelt out) that name the command in "hilfe KOMMANDO".
    keys: &'static [&'static str],
    /// The name in the list of topics.
    name: (&'static str, &'static str),
    /// How to say it: German, English.
    usage: (&'static str, &'static str),
    /// What it does.
    what: (&'static str, &'static str),
    /// An example.
    example: (&'static str, &'static str),
}

const HELP: &[HelpEntry] = &[
    HelpEntry {
        keys: &[
            "feld",
            "felder",
            "square",
            "was steht",
            "what is on",
            "steht",
        ],
        name: ("feld", "square"),
        usage: ("was steht auf FELD, kurz e4?", "what is on SQUARE, or e4?"),
        what: (
            "sagt, was auf einem Feld steht",
            "says what stands on a square",
        ),
        example: (
            "was steht auf Eva vier, Eva vier?, e4?",
            "what is on Eva vier, e4?",
        ),
    },
    HelpEntry {
        keys: &["linie", "linien", "file", "files", "spalte", "column"],
        name: ("linie", "file"),
        usage: ("linie NAME", "file NAME"),
        what: (
            "liest eine Linie von Reihe eins aufwärts, nur die besetzten Felder",
            "reads a file from rank eins upward, only the occupied squares",
        ),
        example: ("linie Eva", "file Eva"),
    },
    HelpEntry {
        keys: &["reihe", "reihen", "rank", "ranks", "row", "zeile"],
        name: ("reihe", "rank"),
        usage: ("reihe ZAHL", "rank NUMBER"),
        what: (
            "liest eine Reihe von Anna bis Hector, nur die besetzten Felder",
            "reads a rank from Anna to Hector, only the occupied squares",
        ),
        example: ("reihe vier", "rank four"),
    },
    HelpEntry {
        keys: &["diagonale", "diagonalen", "diagonal", "diagonals"],
        name: ("diagonale", "diagonals"),
        usage: ("diagonale FELD", "diagonals SQUARE"),
        what: (
            "liest beide Diagonalen durch ein Feld",
            "reads both diagonals through a square",
        ),
        example: ("diagonale Eva vier", "diagonals Eva vier"),
    },
    HelpEntry {
        keys: &[
            "figuren",
            "figur",
            "wo",
            "meine",
            "gegnerische",
            "pieces",
            "where",
            "my",
            "opponent",
            "opponents",
        ],
        name: ("figuren", "pieces"),
        usage: ("wo stehen meine FIGUREN", "where are my PIECES"),
        what: (
            "sagt, wo Figuren einer Art stehen: meine, gegnerische, weiße oder schwarze; Figuren heißt alle",
            "says where pieces of one kind stand: mine, my opponent's, white or black; pieces means all kinds",
        ),
        example: (
            "wo stehen meine Springer, gegnerische Türme, weiße Figuren",
            "where are my knights, opponent's rooks, white pieces",
        ),
    },
    HelpEntry {
        keys: &[
            "angreifer",
            "angriff",
            "angriffe",
            "greift",
            "attackers",
            "attack",
            "attacks",
        ],
        name: ("angreifer", "attackers"),
        usage: (
            "angreifer FELD, wer greift FELD an",
            "attackers SQUARE, who attacks SQUARE",
        ),
        what: (
            "sagt, welche Figuren ein Feld angreifen; steht dort eine Figur, auch welche sie decken",
            "says which pieces attack a square; on an occupied square also which defend it",
        ),
        example: ("angreifer Eva fünf", "attackers Eva fünf"),
    },
    HelpEntry {
        keys: &[
            "verteidiger",
            "deckt",
            "deckung",
            "verteidigt",
            "schuetzt",
            "defenders",
            "defends",
            "defend",
            "protects",
        ],
        name: ("verteidiger", "defenders"),
        usage: (
            "verteidiger FELD, wer deckt FELD",
            "defenders SQUARE, who defends SQUARE",
        ),
        what: (
            "sagt, welche Figuren derselben Farbe die Figur auf einem Feld decken",
            "says which pieces of its own colour defend the piece on a square",
        ),
        example: ("wer deckt Eva fünf", "defenders Eva fünf"),
    },
    HelpEntry {
        keys: &[
            "zuege von",
            "was kann",
            "wohin",
            "moves from",
            "what can",
            "kann",
            "can",
        ],
        name: ("züge von", "moves from"),
        usage: (
            "züge von FELD, was kann FELD",
            "moves from SQUARE, what can SQUARE",
        ),
        what: (
            "sagt, wohin die Figur auf einem Feld ziehen kann",
            "says where the piece on a square can move",
        ),
        example: ("züge von Gustav eins", "moves from Gustav eins"),
    },
    HelpEntry {
        keys: &["letzter", "letzte", "letzten", "last"],
        name: ("letzte züge", "last moves"),
        usage: (
            "letzter zug, letzte ZAHL züge",
            "last move, last NUMBER moves",
        ),
        what: (
            "sagt den letzten Zug oder die letzten Züge noch einmal, mit Zugnummer",
            "says the last move or the last few moves again, with move numbers",
        ),
        example: ("letzte drei Züge", "last three moves"),
    },
    HelpEntry {
        keys: &["zugnummer", "nummer", "number"],
        name: ("zugnummer", "move number"),
        usage: ("zugnummer", "move number"),
        what: (
            "sagt die Nummer des Zuges und wer am Zug ist",
            "says the move number and whose move it is",
        ),
        example: ("zugnummer", "move number"),
    },
    HelpEntry {
        keys: &[
            "am zug",
            "wer ist am zug",
            "dran",
            "turn",
            "whose",
            "to move",
        ],
        name: ("am zug", "turn"),
        usage: ("wer ist am zug", "whose turn"),
        what: ("sagt, wer am Zug ist", "says whose move it is"),
        example: ("wer ist am Zug", "whose turn"),
    },
    HelpEntry {
        keys: &["material", "materialbilanz", "punkte", "points"],
        name: ("material", "material"),
        usage: ("material", "material"),
        what: (
            "vergleicht das Material: welche Figuren eine Seite mehr hat, und die Punkte, Bauer eins, Springer und Läufer drei, Turm fünf, Dame neun",
            "compares material: which pieces one side has more, and the points, pawn one, knight and bishop three, rook five, queen nine",
        ),
        example: ("material", "material"),
    },
    HelpEntry {
        keys: &[
            "brett vorlesen",
            "vorlesen",
            "read board",
            "read",
            "alles",
            "everything",
        ],
        name: ("vorlesen", "read board"),
        usage: ("brett vorlesen", "read board"),
        what: (
            "liest alle Figuren vor, erst Weiß, dann Schwarz, nach Art",
            "reads every piece, White first, then Black, kind by kind",
        ),
        example: ("brett vorlesen", "read board"),
    },
    HelpEntry {
        keys: &["zeit", "uhr", "uhren", "time", "clock", "clocks"],
        name: ("zeit", "time"),
        usage: ("zeit, uhr", "time, clock"),
        what: (
            "sagt die Bedenkzeit beider Seiten",
            "says the time left on both clocks",
        ),
        example: ("zeit", "time"),
    },
    HelpEntry {
        keys: &["wiederholen", "wiederhole", "nochmal", "repeat", "again"],
        name: ("wiederholen", "repeat"),
        usage: ("wiederholen, wiederholen ZAHL", "repeat, repeat NUMBER"),
        what: (
            "wiederholt die letzte Ansage, mit einer Zahl die letzten Züge",
            "repeats the last announcement, with a number the last moves",
        ),
        example: ("wiederholen drei", "repeat three"),
    },
    HelpEntry {
        keys: &[
            "zuege",
            "partie",
            "moves",
            "partieformular",
            "scoresheet",
            "game",
        ],
        name: ("züge", "moves"),
        usage: ("züge, partie", "moves, game"),
        what: (
            "zeigt die Partie als Partieformular",
            "shows the game as a scoresheet",
        ),
        example: ("züge", "moves"),
    },
    HelpEntry {
        keys: &["stellung", "fen", "position"],
        name: ("stellung", "position"),
        usage: ("stellung, fen", "position, fen"),
        what: ("zeigt die Stellung als FEN", "shows the position as FEN"),
        example: ("stellung", "position"),
    },
    HelpEntry {
        keys: &["zurueck", "korrektur", "undo", "zuruecknehmen"],
        name: ("zurück", "undo"),
        usage: ("zurück, korrektur", "undo"),
        what: ("nimmt den letzten Zug zurück", "takes the last move back"),
        example: ("korrektur", "undo"),
    },
    HelpEntry {
        keys: &["speichern", "save"],
        name: ("speichern", "save"),
        usage: ("speichern, speichern DATEI", "save, save FILE"),
        what: ("speichert die Partie als PGN", "saves the game as PGN"),
        example: ("speichern partie.pgn", "save game.pgn"),
    },
    HelpEntry {
        keys: &["ende", "beenden", "quit", "exit"],
        name: ("ende", "quit"),
        usage: ("ende, beenden", "quit, exit"),
        what: ("beendet ansage", "stops ansage"),
        example: ("ende", "quit"),
    },
    HelpEntry {
        keys: &[
            "schneller",
            "langsamer",
            "faster",
            "slower",
            "tempo",
            "speed",
        ],
        name: ("schneller", "faster"),
        usage: ("schneller, langsamer", "faster, slower"),
        what: ("ändert das Sprechtempo", "changes how fast ansage speaks"),
        example: ("etwas langsamer", "slower"),
    },
    HelpEntry {
        keys: &[
            "lauter",
            "leiser",
            "louder",
            "quieter",
            "lautstaerke",
            "volume",
        ],
        name: ("lauter", "louder"),
        usage: ("lauter, leiser", "louder, quieter"),
        what: ("ändert die Lautstärke", "changes the volume"),
        example: ("lauter", "louder"),
    },
    HelpEntry {
        keys: &["hoeher", "tiefer", "higher", "lower", "tonhoehe", "pitch"],
        name: ("höher", "higher"),
        usage: ("höher, tiefer", "higher, lower"),
        what: ("ändert die Stimmlage", "changes the pitch of the voice"),
        example: ("tiefer", "lower"),
    },
    HelpEntry {
        keys: &["stimme", "voice", "sprecher"],
        name: ("stimme", "voice"),
        usage: ("stimme NAME", "voice NAME"),
        what: ("wählt eine andere Stimme", "chooses another voice"),
        example: ("stimme de", "voice en"),
    },
    HelpEntry {
        keys: &["brett", "board", "brettansicht"],
        name: ("brett", "board"),
        usage: ("brett, brett an, brett aus", "board, board on, board off"),
        what: (
            "zeigt oder verbirgt das große Brett auf dem Bildschirm",
            "shows or hides the large board on the screen",
        ),
        example: ("brett an", "board on"),
    },
    HelpEntry {
        keys: &["ansage", "ansagen", "style", "stil"],
        name: ("ansage", "style"),
        usage: (
            "ansage kurz, lang oder ausführlich",
            "style short, long or verbose",
        ),
        what: (
            "wie viel eine Zugansage sagt: kurz wie notiert, lang mit Ausgangsfeld, ausführlich auch mit der geschlagenen Figur",
            "how much a move announcement says: short as written, long with the square it came from, verbose also with the piece taken",
        ),
        example: ("ansage lang", "style long"),
    },
    HelpEntry {
        keys: &["bauer", "pawn"],
        name: ("bauer", "pawn"),
        usage: ("bauer an, bauer aus", "pawn on, pawn off"),
        what: (
            "ob Bauernzüge mit dem Wort Bauer angesagt werden",
            "whether pawn moves are announced with the word pawn",
        ),
        example: ("bauer aus", "pawn off"),
    },
    HelpEntry {
        keys: &[
            "einstellungen",
            "einstellung",
            "settings",
            "optionen",
            "options",
        ],
        name: ("einstellungen", "settings"),
        usage: (
            "einstellungen, einstellungen speichern",
            "settings, save settings",
        ),
        what: (
            "sagt alle Einstellungen; einstellungen speichern merkt sie für das nächste Mal",
            "says every setting; save settings keeps them for next time",
        ),
        example: ("einstellungen speichern", "save settings"),
    },
    HelpEntry {
        keys: &["hilfe", "help", "befehle", "kommandos", "commands"],
        name: ("hilfe", "help"),
        usage: ("hilfe, hilfe KOMMANDO", "help, help COMMAND"),
        what: (
            "nennt alle Kommandos oder erklärt eines",
            "lists every command or explains one",
        ),
        example: ("hilfe angreifer", "help attackers"),
    },
];

/// The help entry a topic names: the key found earliest in the topic, the longest first.
fn find_topic(topic: &str) -> Option<&'static HelpEntry> {
    let folded = fold(topic);
    let words: Vec<&str> = folded
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let mut best: Option<(usize, usize, &HelpEntry)> = None;
    for entry in HELP {
        for key in entry.keys {
            let key: Vec<&str> = key.split(' ').collect();
            let Some(position) = words.windows(key.len()).position(|w| w == key.as_slice()) else {
                continue;
            };
            let better = match best {
                None => true,
                Some((p, len, _)) => position < p || (position == p && key.len() > len),
            };
            if better {
                best = Some((position, key.len(), entry));
            }
        }
    }
    best.map(|(_, _, entry)| entry)
}

fn unknown_topic(shown: &str, language: Language) -> String {
    let names: Vec<&str> = HELP
        .iter()
        .map(|e| match language {
            Language::German => e.name.0,
            Language::English => e.name.1,
        })
        .collect();
    match language {
        Language::German => format!(
            "Das Kommando „{shown}“ kenne ich nicht. Hilfe gibt es zu: {}.",
            names.join(", ")
        ),
        Language::English => format!(
            "I do not know the command “{shown}”. Help is there for: {}.",
            names.join(", ")
        ),
    }
}

/// "hilfe": every command, one line each, with its alias in the other language;
/// "hilfe KOMMANDO": that command explained in one sentence. The topic may be any alias in
/// either language ("angreifer", "attackers", "wer greift an").
pub fn help(topic: Option<&str>, language: Language) -> String {
    let de = language == Language::German;
    let pick = |pair: (&'static str, &'static str)| if de { pair.0 } else { pair.1 };
    let other = |pair: (&'static str, &'static str)| if de { pair.1 } else { pair.0 };
    if let Some(topic) = topic.filter(|t| !t.trim().is_empty()) {
        return match find_topic(topic) {
            Some(entry) => {
                if de {
                    format!(
                        "{}, englisch {}: {}. Beispiel: {}.",
                        entry.usage.0, entry.usage.1, entry.what.0, entry.example.0
                    )
                } else {
                    format!(
                        "{}, in German {}: {}. Example: {}.",
                        entry.usage.1, entry.usage.0, entry.what.1, entry.example.1
                    )
                }
            }
            None => unknown_topic(&shorten(topic.trim()), language),
        };
    }
    let mut lines = vec![
        if de {
            "Kommandos, auf Deutsch oder Englisch (in Klammern); hilfe KOMMANDO erklärt eines."
        } else {
            "Commands, in English or German (in brackets); help COMMAND explains one."
        }
        .to_owned(),
        if de {
            "Züge tippen oder sagen: e4, Sf3, g1f3, 0-0, e8D, auch Englisch wie Nf3, oder Springer Felix drei; Remisangebot mit (=), etwa e4 (=)."
        } else {
            "Type or say moves: e4, Nf3, g1f3, O-O, e8Q, German letters work too, or Springer Felix drei; a draw offer with (=), as in e4 (=)."
        }
        .to_owned(),
        if de {
            "Fragt ansage nach, genügt der Unterschied als Antwort: Gustav eins, der erste, Dame, ja."
        } else {
            "When ansage asks back, the difference is answer enough: Gustav eins, the first, queen, yes."
        }
        .to_owned(),
    ];
    for entry in HELP {
        lines.push(format!(
            "{} ({}): {}.",
            pick(entry.usage),
            other(entry.usage),
            pick(entry.what)
        ));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::fen::parse_fen;

    fn parse(line: &str) -> Option<Result<Command, CommandError>> {
        parse_command(line, Language::German)
    }

    fn command(line: &str) -> Command {
        match parse(line) {
            Some(Ok(command)) => command,
            other => panic!("{line:?} gave {other:?}"),
        }
    }

    fn error(line: &str, language: Language) -> String {
        match parse_command(line, language) {
            Some(Err(CommandError(text))) => text,
            other => panic!("{line:?} gave {other:?}"),
        }
    }

    fn ask(fen: &str, line: &str, language: Language) -> String {
        let position = parse_fen(fen).expect("test FEN");
        let mut game = Game::new();
        game.start = position.clone();
        ask_in(&position, &game, line, language)
    }

    fn ask_in(position: &Chess, game: &Game, line: &str, language: Language) -> String {
        let command = match parse_command(line, language) {
            Some(Ok(command)) => command,
            other => panic!("{line:?} gave {other:?}"),
        };
        let context = QueryContext {
            position,
            game,
            asking: position.turn(),
            language,
        };
        answer(&command, &context).unwrap_or_else(|| panic!("{line:?} has no answer"))
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const DE: Language = Language::German;
    const EN: Language = Language::English;

    #[test]
    fn moves_are_not_commands() {
        for line in [
            "e4",
            "E4",
            "Sf3",
            "sf3",
            "Nf3",
            "springer felix drei",
            "Springer Felix drei",
            "e4 (=)",
            "0-0",
            "O-O-O",
            "g1f3",
            "g1-f3",
            "Bauer Eva vier",
            "bauer eva vier",
            "eva vier",
            "e vier",
            "Lxe5",
            "exd6 e.p.",
            "e8=D",
            "Sf3?",
            "e4!?",
            "e4??",
            "Dh4#",
            "kurze rochade",
            "rochade",
            "ja",
            "nein",
            "der erste",
            "gustav eins",
            "Springer Felix drei?",
            "S f3?",
            "läufer schlägt",
            "",
            "   ",
            "blabla",
            "Hallo?",
            "zug",
        ] {
            assert_eq!(parse(line), None, "{line:?}");
            assert_eq!(parse_command(line, EN), None, "{line:?}");
        }
    }

    #[test]
    fn squares_in_every_spelling() {
        for line in [
            "e4?",
            "E4?",
            "e4 ?",
            "Eva vier?",
            "eva 4?",
            "e 4?",
            "was steht auf eva vier",
            "Was steht auf Eva vier?",
            "  was   steht auf   e4  ",
            "was steht auf dem Feld e4",
            "what is on e4",
            "What's on Eva four?",
            "feld e4",
            "square e4",
            "wo ist eva vier",
        ] {
            assert_eq!(command(line), Command::Square(Square::E4), "{line:?}");
        }
        assert_eq!(command("Cäsar fünf?"), Command::Square(Square::C5));
        assert_eq!(command("caesar fuenf?"), Command::Square(Square::C5));
        assert_eq!(command("Hektor acht?"), Command::Square(Square::H8));
    }

    #[test]
    fn every_command_and_alias() {
        let cases: Vec<(&str, Command)> = vec![
            ("hilfe", Command::Help(None)),
            ("help", Command::Help(None)),
            ("?", Command::Help(None)),
            ("Hilfe?", Command::Help(None)),
            ("hilfe angreifer", Command::Help(Some("angreifer".into()))),
            ("help attackers", Command::Help(Some("attackers".into()))),
            ("hilfe zu Züge von", Command::Help(Some("zuege von".into()))),
            ("linie e", Command::File(File::E)),
            ("Linie Eva", Command::File(File::E)),
            ("e-linie", Command::File(File::E)),
            ("file hector", Command::File(File::H)),
            ("reihe 4", Command::Rank(Rank::Fourth)),
            ("Reihe vier", Command::Rank(Rank::Fourth)),
            ("rank four", Command::Rank(Rank::Fourth)),
            ("vierte Reihe", Command::Rank(Rank::Fourth)),
            ("4. reihe", Command::Rank(Rank::Fourth)),
            ("diagonale e4", Command::Diagonals(Square::E4)),
            ("Diagonalen durch Eva vier", Command::Diagonals(Square::E4)),
            ("diagonals e4", Command::Diagonals(Square::E4)),
            (
                "Wo stehen meine Springer?",
                Command::Pieces {
                    owner: Owner::Mine,
                    role: Some(Role::Knight),
                },
            ),
            (
                "wo stehen meine springer",
                Command::Pieces {
                    owner: Owner::Mine,
                    role: Some(Role::Knight),
                },
            ),
            (
                "meine Figuren",
                Command::Pieces {
                    owner: Owner::Mine,
                    role: None,
                },
            ),
            (
                "Wo steht die gegnerische Dame?",
                Command::Pieces {
                    owner: Owner::Theirs,
                    role: Some(Role::Queen),
                },
            ),
            (
                "weisse Tuerme",
                Command::Pieces {
                    owner: Owner::Colored(Color::White),
                    role: Some(Role::Rook),
                },
            ),
            (
                "wo stehen die schwarzen Laeufer",
                Command::Pieces {
                    owner: Owner::Colored(Color::Black),
                    role: Some(Role::Bishop),
                },
            ),
            (
                "where are my knights",
                Command::Pieces {
                    owner: Owner::Mine,
                    role: Some(Role::Knight),
                },
            ),
            (
                "opponent's pawns",
                Command::Pieces {
                    owner: Owner::Theirs,
                    role: Some(Role::Pawn),
                },
            ),
            (
                "wo stehen die springer",
                Command::Pieces {
                    owner: Owner::Both,
                    role: Some(Role::Knight),
                },
            ),
            ("angreifer e5", Command::Attackers(Square::E5)),
            ("wer greift Eva fünf an", Command::Attackers(Square::E5)),
            ("who attacks e5", Command::Attackers(Square::E5)),
            ("verteidiger e5", Command::Defenders(Square::E5)),
            ("wer deckt eva 5", Command::Defenders(Square::E5)),
            ("who defends e5", Command::Defenders(Square::E5)),
            ("züge von g1", Command::MovesFrom(Square::G1)),
            ("zuege von gustav eins", Command::MovesFrom(Square::G1)),
            (
                "was kann der Springer auf g1",
                Command::MovesFrom(Square::G1),
            ),
            ("moves from g1", Command::MovesFrom(Square::G1)),
            ("letzter Zug", Command::LastMoves(1)),
            ("last move", Command::LastMoves(1)),
            ("letzte drei züge", Command::LastMoves(3)),
            ("die letzten 5 Züge", Command::LastMoves(5)),
            ("last three moves", Command::LastMoves(3)),
            ("letzte Züge", Command::LastMoves(2)),
            ("zugnummer", Command::MoveNumber),
            ("move number", Command::MoveNumber),
            ("wer ist am zug", Command::Turn),
            ("Wer ist am Zug?", Command::Turn),
            ("whose turn", Command::Turn),
            ("turn", Command::Turn),
            ("material", Command::Material),
            ("brett vorlesen", Command::ReadBoard),
            ("read board", Command::ReadBoard),
            ("alles", Command::ReadBoard),
            ("zeit", Command::Clock),
            ("Uhr", Command::Clock),
            ("time", Command::Clock),
            ("clock", Command::Clock),
            ("wiederholen", Command::Repeat(1)),
            ("wiederholen drei", Command::Repeat(3)),
            ("repeat 2", Command::Repeat(2)),
            ("züge", Command::Scoresheet),
            ("zuege", Command::Scoresheet),
            ("partie", Command::Scoresheet),
            ("moves", Command::Scoresheet),
            ("stellung", Command::Fen),
            ("fen", Command::Fen),
            ("position", Command::Fen),
            ("zurück", Command::Undo),
            ("zurueck", Command::Undo),
            ("Korrektur", Command::Undo),
            ("undo", Command::Undo),
            ("speichern", Command::Save(None)),
            ("save", Command::Save(None)),
            (
                "speichern Meine Partie.pgn",
                Command::Save(Some(PathBuf::from("Meine Partie.pgn"))),
            ),
            (
                "save as ~/Games/x.pgn",
                Command::Save(Some(PathBuf::from("~/Games/x.pgn"))),
            ),
            ("ende", Command::Quit),
            ("beenden", Command::Quit),
            ("quit", Command::Quit),
            ("exit", Command::Quit),
            ("schneller", Command::Setting(SettingChange::Faster)),
            ("etwas langsamer", Command::Setting(SettingChange::Slower)),
            ("lauter", Command::Setting(SettingChange::Louder)),
            ("quieter", Command::Setting(SettingChange::Quieter)),
            ("höher", Command::Setting(SettingChange::Higher)),
            ("hoeher", Command::Setting(SettingChange::Higher)),
            ("lower", Command::Setting(SettingChange::Lower)),
            (
                "stimme Anna Neu",
                Command::Setting(SettingChange::Voice("Anna Neu".into())),
            ),
            (
                "voice en-us",
                Command::Setting(SettingChange::Voice("en-us".into())),
            ),
            ("brett", Command::Setting(SettingChange::Board(None))),
            (
                "brett an",
                Command::Setting(SettingChange::Board(Some(true))),
            ),
            (
                "board off",
                Command::Setting(SettingChange::Board(Some(false))),
            ),
            (
                "ansage kurz",
                Command::Setting(SettingChange::Style(Style::Short)),
            ),
            (
                "Ansage ausführlich",
                Command::Setting(SettingChange::Style(Style::Verbose)),
            ),
            (
                "style long",
                Command::Setting(SettingChange::Style(Style::Long)),
            ),
            ("bauer aus", Command::Setting(SettingChange::SayPawn(false))),
            ("pawn on", Command::Setting(SettingChange::SayPawn(true))),
            ("einstellungen", Command::Setting(SettingChange::Show)),
            ("settings", Command::Setting(SettingChange::Show)),
            (
                "einstellungen speichern",
                Command::Setting(SettingChange::Save),
            ),
            ("save settings", Command::Setting(SettingChange::Save)),
        ];
        for (line, expected) in cases {
            assert_eq!(command(line), expected, "{line:?}");
            assert_eq!(
                parse_command(line, EN),
                Some(Ok(expected.clone())),
                "{line:?} in English"
            );
        }
    }

    #[test]
    fn bad_arguments_say_what_to_say() {
        assert_eq!(
            error("Eva zehn?", DE),
            "Eva zehn ist kein Feld: Es gibt keine Reihe zehn, die Reihen gehen von eins bis acht."
        );
        assert_eq!(
            error("Eva zehn?", EN),
            "Eva ten is not a square: there is no rank ten, the ranks go from eins to acht."
        );
        assert_eq!(
            error("e9?", DE),
            "Eva neun ist kein Feld: Es gibt keine Reihe neun, die Reihen gehen von eins bis acht."
        );
        assert_eq!(
            error("i4?", DE),
            "„i“ ist keine Linie; die Linien heißen Anna, Bella, Cäsar, David, Eva, Felix, Gustav und Hector, kurz a bis h."
        );
        assert_eq!(
            error("Zeppelin vier?", DE),
            "„Zeppelin“ ist keine Linie; die Linien heißen Anna, Bella, Cäsar, David, Eva, Felix, Gustav und Hector, kurz a bis h."
        );
        assert_eq!(
            error("Wo stehen meine Elefanten?", DE),
            "„Elefanten“ kenne ich nicht als Figur. Ich kenne König, Dame, Turm, Läufer, Springer und Bauer, auch in der Mehrzahl, und Figuren für alle."
        );
        assert_eq!(
            error("where are my elephants", EN),
            "I do not know “elephants” as a piece. I know king, queen, rook, bishop, knight and pawn, also in the plural, and pieces for all of them."
        );
        assert_eq!(
            error("Linie Zeppelin", DE),
            "„Zeppelin“ ist keine Linie; die Linien heißen Anna, Bella, Cäsar, David, Eva, Felix, Gustav und Hector."
        );
        assert_eq!(
            error("file zeppelin", EN),
            "“zeppelin” is not a file; the files are Anna, Bella, Cäsar, David, Eva, Felix, Gustav and Hector."
        );
        assert_eq!(
            error("linie vier", DE),
            "Vier ist eine Reihe, keine Linie; sagen Sie reihe vier, oder eine Linie: Anna, Bella, Cäsar, David, Eva, Felix, Gustav und Hector."
        );
        assert_eq!(
            error("linie", DE),
            "Welche Linie? Sagen Sie zum Beispiel linie Eva; die Linien heißen Anna, Bella, Cäsar, David, Eva, Felix, Gustav und Hector."
        );
        assert_eq!(
            error("reihe zehn", DE),
            "Es gibt keine Reihe zehn, die Reihen gehen von eins bis acht."
        );
        assert_eq!(
            error("reihe eva", DE),
            "Eva ist eine Linie, keine Reihe; sagen Sie linie Eva, oder eine Reihe von eins bis acht."
        );
        assert_eq!(
            error("reihe", EN),
            "Which rank? Say for example rank vier; the ranks go from eins to acht."
        );
        assert_eq!(
            error("letzte null Züge", DE),
            "Null Züge gibt es nicht; sagen Sie eine Zahl ab eins, zum Beispiel letzte drei Züge."
        );
        assert_eq!(
            error("last zero moves", EN),
            "Zero moves is nothing to say; say a number from one, for example last three moves."
        );
        assert_eq!(
            error("letzte viele Züge", DE),
            "„viele“ ist keine Zahl; sagen Sie zum Beispiel letzte drei Züge."
        );
        assert_eq!(
            error("wiederholen null", DE),
            "Null Züge gibt es nicht; sagen Sie eine Zahl ab eins, zum Beispiel wiederholen drei."
        );
        assert_eq!(
            error("wiederholen oft", DE),
            "„oft“ ist keine Zahl; sagen Sie zum Beispiel wiederholen drei."
        );
        let unknown = error("hilfe xyz", DE);
        assert!(
            unknown.starts_with(
                "Das Kommando „xyz“ kenne ich nicht. Hilfe gibt es zu: feld, linie, reihe,"
            ),
            "{unknown}"
        );
        let unknown = error("help xyz", EN);
        assert!(
            unknown
                .starts_with("I do not know the command “xyz”. Help is there for: square, file,"),
            "{unknown}"
        );
        assert_eq!(
            error("angreifer", DE),
            "Welches Feld? Sagen Sie zum Beispiel: angreifer Eva vier."
        );
        assert_eq!(
            error("angreifer eva", DE),
            "Eva allein ist kein Feld; sagen Sie zum Beispiel angreifer Eva vier."
        );
        assert_eq!(
            error("Eva?", DE),
            "Eva allein ist kein Feld; sagen Sie zum Beispiel Eva vier."
        );
        assert_eq!(
            error("verteidiger vier", DE),
            "Zum Feld fehlt die Linie; sagen Sie zum Beispiel verteidiger Eva vier."
        );
        assert_eq!(
            error("züge von blabla", DE),
            "„blabla“ ist kein Feld; sagen Sie zum Beispiel züge von Eva vier oder züge von e4."
        );
        assert_eq!(
            error("was steht auf eva zeppelin", DE),
            "„zeppelin“ ist keine Reihe; sagen Sie zum Beispiel Eva vier. Die Reihen gehen von eins bis acht."
        );
        assert_eq!(
            error("diagonale e0", EN),
            "Eva zero is not a square: there is no rank zero, the ranks go from eins to acht."
        );
        assert_eq!(
            error("wo stehen", DE),
            "Welche Figuren? Sagen Sie zum Beispiel: wo stehen meine Springer."
        );
        assert_eq!(
            error("wo stehen meine Türme und Läufer", DE),
            "Bitte nach einer Figurenart auf einmal fragen, zum Beispiel: wo stehen meine Türme."
        );
        assert_eq!(
            error("ansage laut", DE),
            "„laut“ kenne ich nicht als Ansage; sagen Sie ansage kurz, ansage lang oder ansage ausführlich."
        );
        assert_eq!(
            error("brett blau", DE),
            "Sagen Sie brett an oder brett aus, nur brett schaltet um; brett vorlesen liest alle Figuren vor."
        );
        assert_eq!(
            error("stimme", EN),
            "Which voice? Say voice and the name of the voice; settings names the current one."
        );
        assert_eq!(
            error("einstellungen blau", DE),
            "Sagen Sie einstellungen, um alle zu hören, oder einstellungen speichern."
        );
    }

    #[test]
    fn help_lists_and_explains() {
        let all = help(None, DE);
        assert_eq!(all.lines().count(), HELP.len() + 3);
        assert!(all.contains("\nangreifer FELD, wer greift FELD an (attackers SQUARE, who attacks SQUARE): sagt, welche Figuren ein Feld angreifen; steht dort eine Figur, auch welche sie decken.\n"), "{all}");
        let all = help(None, EN);
        assert!(
            all.contains("\nquit, exit (ende, beenden): stops ansage.\n"),
            "{all}"
        );
        assert_eq!(
            help(Some("angreifer"), DE),
            "angreifer FELD, wer greift FELD an, englisch attackers SQUARE, who attacks SQUARE: sagt, welche Figuren ein Feld angreifen; steht dort eine Figur, auch welche sie decken. Beispiel: angreifer Eva fünf."
        );
        assert_eq!(help(Some("attackers"), DE), help(Some("angreifer"), DE));
        assert_eq!(help(Some("wer greift an"), DE), help(Some("angreifer"), DE));
        assert_eq!(
            help(Some("help attackers"), EN),
            help(Some("hilfe"), EN),
            "the first key wins"
        );
        assert!(help(Some("züge von"), DE).starts_with("züge von FELD"));
        assert!(help(Some("züge"), DE).starts_with("züge, partie"));
        assert!(help(Some("brett vorlesen"), DE).starts_with("brett vorlesen"));
        assert!(help(Some("brett"), DE).starts_with("brett, brett an"));
        assert!(help(Some("wer ist am zug"), DE).starts_with("wer ist am zug"));
        assert!(help(Some("letzte züge"), DE).starts_with("letzter zug"));
        // Every topic in the list of topics finds its own entry, in both languages.
        for entry in HELP {
            for name in [entry.name.0, entry.name.1] {
                let found = find_topic(name).map(|e| e.name);
                assert_eq!(found, Some(entry.name), "{name}");
                assert_eq!(
                    parse_command(&format!("hilfe {name}"), DE),
                    Some(Ok(Command::Help(Some(fold(name))))),
                    "{name}"
                );
            }
        }
        assert!(help(Some("xyz"), DE).starts_with("Das Kommando „xyz“ kenne ich nicht."));
    }

    #[test]
    fn answers_about_lines_and_squares() {
        assert_eq!(ask(START, "e2?", DE), "Eva zwei: weißer Bauer.");
        assert_eq!(ask(START, "e4?", DE), "Eva vier ist leer.");
        assert_eq!(ask(START, "e4?", EN), "Eva vier is empty.");
        assert_eq!(
            ask(START, "linie eva", DE),
            "Linie Eva: Eva eins weißer König, Eva zwei weißer Bauer, Eva sieben schwarzer Bauer, Eva acht schwarzer König; sonst leer."
        );
        assert_eq!(
            ask(START, "file e", EN),
            "File Eva: Eva eins white king, Eva zwei white pawn, Eva sieben black pawn, Eva acht black king; otherwise empty."
        );
        assert_eq!(ask(START, "reihe vier", DE), "Reihe vier ist leer.");
        assert_eq!(
            ask(START, "reihe 1", DE),
            "Reihe eins: Anna eins weißer Turm, Bella eins weißer Springer, Cäsar eins weißer Läufer, David eins weiße Dame, Eva eins weißer König, Felix eins weißer Läufer, Gustav eins weißer Springer, Hector eins weißer Turm."
        );
        let italian = "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
        assert_eq!(
            ask(italian, "diagonale c4", DE),
            "Diagonale Anna zwei bis Gustav acht: Anna zwei weißer Bauer, Cäsar vier weißer Läufer, Felix sieben schwarzer Bauer, Gustav acht schwarzer Springer; sonst leer. Diagonale Anna sechs bis Felix eins: Cäsar vier weißer Läufer; sonst leer."
        );
        assert_eq!(
            ask(START, "diagonale a1", EN),
            "Diagonal Anna eins to Hector acht: Anna eins white rook, Bella zwei white pawn, Gustav sieben black pawn, Hector acht black rook; otherwise empty."
        );
    }

    #[test]
    fn answers_about_pieces() {
        assert_eq!(
            ask(START, "Wo stehen meine Springer?", DE),
            "Ihre Springer stehen auf Bella eins und Gustav eins."
        );
        assert_eq!(
            ask(START, "where are my knights", EN),
            "Your knights are on Bella eins and Gustav eins."
        );
        assert_eq!(
            ask(START, "wo steht die gegnerische Dame", DE),
            "Die gegnerische Dame steht auf David acht."
        );
        assert_eq!(
            ask(START, "wo steht der weiße König", DE),
            "Der weiße König steht auf Eva eins."
        );
        assert_eq!(
            ask(START, "opponent's queen", EN),
            "Your opponent's queen is on David acht."
        );
        let bare = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
        assert_eq!(
            ask(bare, "wo stehen meine läufer", DE),
            "Sie haben keinen Läufer mehr."
        );
        assert_eq!(
            ask(bare, "gegnerische bauern", DE),
            "Ihr Gegner hat keine Bauern mehr."
        );
        assert_eq!(
            ask(bare, "schwarze Dame", DE),
            "Schwarz hat keine Dame mehr."
        );
        assert_eq!(ask(bare, "my bishops", EN), "You have no bishop left.");
        assert_eq!(
            ask(bare, "meine Figuren", DE),
            "Sie haben zwei Figuren: König Eva eins; Bauer Eva zwei."
        );
        assert_eq!(
            ask(bare, "opponent's pieces", EN),
            "Your opponent has one piece: king Eva acht."
        );
        assert_eq!(
            ask(START, "wo stehen die Türme", DE),
            "Die weißen Türme stehen auf Anna eins und Hector eins. Die schwarzen Türme stehen auf Anna acht und Hector acht."
        );
        assert_eq!(
            ask(bare, "brett vorlesen", DE),
            "Weiß: König Eva eins; Bauer Eva zwei. Schwarz: König Eva acht. Weiß ist am Zug."
        );
        assert_eq!(
            ask(START, "brett vorlesen", DE),
            "Weiß: König Eva eins; Dame David eins; Türme Anna eins und Hector eins; Läufer Cäsar eins und Felix eins; Springer Bella eins und Gustav eins; Bauern Anna zwei, Bella zwei, Cäsar zwei, David zwei, Eva zwei, Felix zwei, Gustav zwei und Hector zwei. \
             Schwarz: König Eva acht; Dame David acht; Türme Anna acht und Hector acht; Läufer Cäsar acht und Felix acht; Springer Bella acht und Gustav acht; Bauern Anna sieben, Bella sieben, Cäsar sieben, David sieben, Eva sieben, Felix sieben, Gustav sieben und Hector sieben. \
             Weiß ist am Zug."
        );
    }

    /// After 1. e4 e5 2. Sf3 Sc6 3. d4.
    const OPEN: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3";

    #[test]
    fn attackers_and_defenders() {
        assert_eq!(
            ask(OPEN, "angreifer e5", DE),
            "Der schwarze Bauer auf Eva fünf wird angegriffen von Bauer auf David vier und Springer auf Felix drei, gedeckt von Springer auf Cäsar sechs."
        );
        assert_eq!(
            ask(OPEN, "who attacks e5", EN),
            "The black pawn on Eva fünf is attacked by the pawn on David vier and the knight on Felix drei, defended by the knight on Cäsar sechs."
        );
        assert_eq!(
            ask(OPEN, "wer greift d5 an", DE),
            "David fünf wird nur von Weiß angegriffen: Bauer auf Eva vier."
        );
        assert_eq!(
            ask(OPEN, "angreifer h5", DE),
            "Hector fünf wird von keiner Figur angegriffen."
        );
        assert_eq!(
            ask(OPEN, "angreifer a5", DE),
            "Anna fünf wird nur von Schwarz angegriffen: Springer auf Cäsar sechs."
        );
        assert_eq!(
            ask(OPEN, "angreifer b4", DE),
            "Bella vier wird nur von Schwarz angegriffen: Springer auf Cäsar sechs und Läufer auf Felix acht."
        );
        assert_eq!(
            ask(OPEN, "attackers h3", EN),
            "Only White attacks Hector drei: the pawn on Gustav zwei."
        );
        assert_eq!(
            ask(OPEN, "wer deckt d4", DE),
            "Der weiße Bauer auf David vier wird gedeckt von Springer auf Felix drei und Dame auf David eins."
        );
        assert_eq!(
            ask(OPEN, "defenders e4", EN),
            "The white pawn on Eva vier is not defended."
        );
        assert_eq!(
            ask(OPEN, "verteidiger e3", DE),
            "Eva drei ist leer, dort ist nichts zu decken. Welche Figuren das Feld angreifen, sagt angreifer Eva drei."
        );
    }

    #[test]
    fn moves_of_a_piece() {
        assert_eq!(
            ask(START, "züge von g1", DE),
            "Der Springer auf Gustav eins kann ziehen nach Felix drei und Hector drei."
        );
        assert_eq!(
            ask(START, "moves from g1", EN),
            "The knight on Gustav eins can move to Felix drei and Hector drei."
        );
        assert_eq!(
            ask(START, "was kann d1", DE),
            "Die Dame auf David eins kann nicht ziehen."
        );
        assert_eq!(ask(START, "züge von e4", DE), "Eva vier ist leer.");
        assert_eq!(
            ask(START, "züge von b8", DE),
            "Der schwarze Springer auf Bella acht ist nicht am Zug, sondern Weiß."
        );
        assert_eq!(
            ask(OPEN, "züge von e5", DE),
            "Der Bauer auf Eva fünf kann schlagen auf David vier."
        );
        let castling = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assert_eq!(
            ask(castling, "züge von e1", DE),
            "Der König auf Eva eins kann ziehen nach David eins, David zwei, Eva zwei, Felix eins und Felix zwei, und kurz und lang rochieren."
        );
        let promotion = "3r3k/4P3/8/8/8/8/8/K7 w - - 0 1";
        assert_eq!(
            ask(promotion, "moves from e7", EN),
            "The pawn on Eva sieben can move to Eva acht with promotion, and capture on David acht with promotion."
        );
        let en_passant = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";
        assert_eq!(
            ask(en_passant, "züge von e5", DE),
            "Der Bauer auf Eva fünf kann ziehen nach Eva sechs, und schlagen auf David sechs en passant."
        );
    }

    #[test]
    fn the_game_so_far() {
        let mut position = Chess::default();
        let mut game = Game::new();
        for san in ["e4", "e5", "Nf3", "Nc6", "d4"] {
            let played = san
                .parse::<shakmaty::san::San>()
                .expect("san")
                .to_move(&position)
                .expect("legal");
            game.moves
                .push(crate::notation::pgn::RecordedMove::new(played));
            position.play_unchecked(played);
        }
        assert_eq!(
            ask_in(&position, &game, "letzter Zug", DE),
            "Zug drei, Weiß: Bauer David vier (d4)."
        );
        assert_eq!(
            ask_in(&position, &game, "letzte drei züge", DE),
            "Zug zwei, Weiß: Springer Felix drei (Sf3). Zug zwei, Schwarz: Springer Cäsar sechs (Sc6). Zug drei, Weiß: Bauer David vier (d4)."
        );
        assert_eq!(
            ask_in(&position, &game, "last 2 moves", EN),
            "Move two, Black: Knight Cäsar sechs (Nc6). Move three, White: Pawn David vier (d4)."
        );
        let all = ask_in(&position, &game, "letzte zehn züge", DE);
        assert!(
            all.starts_with("Bisher gibt es erst fünf Züge. Zug eins, Weiß: Bauer Eva vier (e4). "),
            "{all}"
        );
        let all = ask_in(&position, &game, "last ten moves", EN);
        assert!(
            all.starts_with(
                "There are only five moves so far. Move one, White: Pawn Eva vier (e4). "
            ),
            "{all}"
        );
        assert_eq!(
            ask_in(&position, &game, "zugnummer", DE),
            "Es ist Zug drei, Schwarz ist am Zug."
        );
        assert_eq!(ask_in(&position, &game, "whose turn", EN), "Black to move.");
        let empty = Game::new();
        assert_eq!(
            ask_in(&Chess::default(), &empty, "letzter zug", DE),
            "Noch kein Zug gespielt."
        );
        let mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
        assert_eq!(
            ask(mate, "wer ist am zug", DE),
            "Schachmatt. Schwarz gewinnt."
        );
        let check = "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1";
        assert_eq!(
            ask(check, "wer ist am zug", DE),
            "Weiß ist am Zug und steht im Schach."
        );
    }

    #[test]
    fn material() {
        assert_eq!(
            ask(START, "material", DE),
            "Material gleich, je neununddreißig Punkte."
        );
        assert_eq!(
            ask(START, "material", EN),
            "Material is level, thirty-nine points each."
        );
        let two_pawns = "4k3/8/8/8/8/8/PP6/4K3 w - - 0 1";
        assert_eq!(
            ask(two_pawns, "material", DE),
            "Weiß hat zwei Bauern mehr; Weiß liegt zwei Punkte vorn, zwei zu null."
        );
        let exchange = "4k3/8/8/8/8/8/8/R3K1b1 w - - 0 1";
        assert_eq!(
            ask(exchange, "material", DE),
            "Weiß hat einen Turm mehr, Schwarz hat einen Läufer mehr; Weiß liegt zwei Punkte vorn, fünf zu drei."
        );
        let minor = "4k1n1/8/8/8/8/8/8/4KB2 w - - 0 1";
        assert_eq!(
            ask(minor, "material", EN),
            "White has one bishop more, Black has one knight more; level on points, three each."
        );
        let queen = "3qk3/8/8/8/8/8/8/4K3 w - - 0 1";
        assert_eq!(
            ask(queen, "material", DE),
            "Schwarz hat eine Dame mehr; Schwarz liegt neun Punkte vorn, neun zu null."
        );
    }

    #[test]
    fn session_commands_have_no_answer_here() {
        let position = Chess::default();
        let game = Game::new();
        let context = QueryContext {
            position: &position,
            game: &game,
            asking: Color::White,
            language: DE,
        };
        for command in [
            Command::Help(None),
            Command::Clock,
            Command::Repeat(1),
            Command::Scoresheet,
            Command::Fen,
            Command::Undo,
            Command::Save(None),
            Command::Quit,
            Command::Setting(SettingChange::Faster),
        ] {
            assert_eq!(answer(&command, &context), None, "{command:?}");
        }
    }

    #[test]
    fn no_input_panics() {
        // A fixed-seed generator (xorshift) over words, letters, digits and punctuation.
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        const PIECES: &[&str] = &[
            "hilfe",
            "was",
            "steht",
            "auf",
            "eva",
            "zehn",
            "vier",
            "e4",
            "?",
            "linie",
            "reihe",
            "diagonale",
            "wo",
            "stehen",
            "meine",
            "springer",
            "angreifer",
            "wer",
            "deckt",
            "züge",
            "von",
            "letzte",
            "null",
            "zug",
            "wiederholen",
            "speichern",
            "stimme",
            "brett",
            "an",
            "ansage",
            "bauer",
            "aus",
            "einstellungen",
            "ä",
            "ß",
            "x",
            "-",
            "'",
            "0",
            "99999999999999999999",
            "i9",
            "h8",
            "a",
            "the",
            "my",
            "  ",
            "ü\u{308}",
            "material",
            "alles",
            "am",
            "whose",
            "moves",
            "from",
            "z",
            "!",
            "(=)",
            "é",
            "ǅ",
        ];
        let positions = [
            Chess::default(),
            parse_fen(OPEN).expect("fen"),
            parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").expect("fen"),
        ];
        let game = Game::new();
        for _ in 0..20_000 {
            let mut line = String::new();
            for _ in 0..next(6) {
                if next(4) == 0 {
                    line.push(char::from_u32(next(0x3000) as u32).unwrap_or('?'));
                } else {
                    line.push_str(PIECES[next(PIECES.len())]);
                }
                if next(3) > 0 {
                    line.push(' ');
                }
            }
            for language in [DE, EN] {
                if let Some(Ok(command)) = parse_command(&line, language) {
                    for position in &positions {
                        let context = QueryContext {
                            position,
                            game: &game,
                            asking: Color::Black,
                            language,
                        };
                        if let Some(text) = answer(&command, &context) {
                            assert!(!text.is_empty(), "{line:?}");
                        }
                    }
                    if let Command::Help(topic) = &command {
                        assert!(!help(topic.as_deref(), language).is_empty());
                    }
                }
            }
        }
    }
}
