//! Reading a typed or heard line as a [`Command`]: the line is split into words
//! (`input`), and each family of commands tries to read them in turn, session commands
//! (`session`), the clocks (`clock`), what players say about their own board and record
//! (`record`), queries (`queries`) and those that name a square, file or rank (`square`).

use super::{Command, CommandError};
use crate::language::Language;
use crate::phrase::Phrase;

mod arbiter;
mod clock;
mod input;
mod queries;
mod questions;
mod record;
mod session;
mod square;
mod typos;

pub use arbiter::{SeatView, seat_view};
use input::Input;
pub use questions::looks_like_question;

/// Reads a typed or spoken line as a command. `None`: the line is no command (it may be a
/// move); `Some(Err)`: a command with a bad argument ("Eva zehn?", "Wo stehen meine
/// Elefanten?"), with a sentence in `language` that says what to say instead. Every alias is
/// understood whatever the language.
///
/// A line that is no command as typed is read once more with its typing slips mended
/// ("hlfe", "materail", "wo stehn meine Springer"); it counts only when it then makes a
/// whole command (see `typos`).
pub fn parse_command(line: &str, language: Language) -> Option<Result<Command, CommandError>> {
    parse_command_in(line, language.code())
}

/// Reads a typed or spoken line as a command of a seat that types in the language with
/// folder code `code` (`de`, `en`, `es`): the command phrases of that language's
/// `commands.toml` and of those it also understands.
pub fn parse_command_in(line: &str, code: &str) -> Option<Result<Command, CommandError>> {
    let input = Input::new(line);
    if let Some(parsed) = parse_input(&input, line, code) {
        return Some(parsed);
    }
    let mut meant: Option<Command> = None;
    for mended in typos::readings(&input) {
        if let Some(Ok(command)) = parse_input(&Input::new(&mended), &mended, code) {
            match &meant {
                Some(other) if *other != command => return None,
                _ => meant = Some(command),
            }
        }
    }
    meant.map(Ok)
}

/// Reads the words of a line as a command, as typed.
fn parse_input<'a>(input: &'a Input<'a>, line: &str, code: &'a str) -> Parsed {
    if input.words.is_empty() {
        let only_marks = line.contains('?') && line.chars().all(|c| c == '?' || c.is_whitespace());
        return only_marks.then_some(Ok(Command::Help(None)));
    }
    let parser = Parser {
        input,
        w: input.words.iter().map(String::as_str).collect(),
        code,
    };
    parser.parse()
}

type Parsed = Option<Result<Command, CommandError>>;

/// The words of one line, and the language it is typed in.
struct Parser<'a> {
    input: &'a Input<'a>,
    w: Vec<&'a str>,
    /// The code of the language the line is typed in: whose command phrases it may use.
    code: &'a str,
}

fn ok(command: Command) -> Parsed {
    Some(Ok(command))
}

/// The phrases of a list written as one string, a comma between two: "wer greift, who
/// attacks".
fn phrases(list: &str) -> impl Iterator<Item = &str> {
    list.split(',').map(str::trim).filter(|p| !p.is_empty())
}

/// Whether `words` are the words of `phrase`: "was steht auf".
fn is_phrase(words: &[&str], phrase: &str) -> bool {
    phrase.split_whitespace().eq(words.iter().copied())
}

/// The phrases of a command of the table, as `ansage play` understands them from a seat
/// typing in language `code`, each as its words.
fn table_phrases(id: &str, code: &str) -> &'static [Vec<String>] {
    super::table::phrase_words(id, super::table::Mode::Play, code)
}

/// Whether `words` are exactly the words of `phrase`.
fn is_words(words: &[&str], phrase: &[String]) -> bool {
    words.len() == phrase.len() && words.iter().zip(phrase).all(|(a, b)| *a == b)
}

/// Whether `word` is one of the words of a list written as one string: "der die das".
fn one_of(word: &str, list: &str) -> bool {
    list.split_whitespace().any(|w| w == word)
}

impl Parser<'_> {
    fn parse(&self) -> Parsed {
        self.help()
            .or_else(|| self.questions())
            .or_else(|| self.settings())
            .or_else(|| self.repetition_setting())
            .or_else(|| self.read_board())
            .or_else(|| self.own_board_and_record())
            .or_else(|| self.reconcile())
            .or_else(|| self.pause_resume())
            .or_else(|| self.adjust_clock())
            .or_else(|| self.arbiter_result())
            .or_else(|| self.arbiter_warning())
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

    /// A refusal: what was wrong, as a catalogue phrase (`parse.ftl`).
    fn fail(&self, phrase: Phrase) -> CommandError {
        CommandError(phrase)
    }

    fn error(&self, phrase: Phrase) -> Parsed {
        Some(Err(self.fail(phrase)))
    }

    /// How many words the first phrase of `heads` that starts the line takes from the start.
    fn head(&self, heads: &str) -> Option<usize> {
        phrases(heads).find_map(|head| {
            let len = head.split_whitespace().count();
            self.w
                .get(..len)
                .is_some_and(|start| is_phrase(start, head))
                .then_some(len)
        })
    }

    /// Whether the line is one of the phrases of command `id` of the table.
    fn is_command(&self, id: &str) -> bool {
        table_phrases(id, self.code)
            .iter()
            .any(|p| is_words(&self.w, p))
    }

    /// Where the argument starts when the line begins with a phrase of command `id`.
    fn head_command(&self, id: &str) -> Option<usize> {
        table_phrases(id, self.code).iter().find_map(|head| {
            self.w
                .get(..head.len())
                .is_some_and(|start| is_words(start, head))
                .then_some(head.len())
        })
    }

    /// Whether the phrase stands anywhere in the line.
    fn contains(&self, phrase: &str) -> bool {
        let phrase: Vec<&str> = phrase.split_whitespace().collect();
        self.w.windows(phrase.len()).any(|window| window == phrase)
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use shakmaty::{Color, File, Rank, Role, Square};

    use super::*;
    use crate::commands::test_support::{DE, EN, command, error, parse};
    use crate::commands::{Owner, SettingChange};
    use crate::words::announce::{AnnounceWords, Style};

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
            "Turm Eva eins",
            "turm eva eins",
            "Te1",
            "Re1",
            "Turm Eva acht",
        ] {
            assert_eq!(parse(line), None, "{line:?}");
            assert_eq!(parse_command(line, EN), None, "{line:?}");
        }
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
            ("stellung", Command::ReadBoard),
            ("fen", Command::Fen),
            ("position", Command::ReadBoard),
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
            (
                "wörter englisch",
                Command::Setting(SettingChange::Words(AnnounceWords::of(Language::ENGLISH))),
            ),
            (
                "words german",
                Command::Setting(SettingChange::Words(AnnounceWords::of(Language::GERMAN))),
            ),
            (
                "ansage deutsch",
                Command::Setting(SettingChange::Words(AnnounceWords::of(Language::GERMAN))),
            ),
            (
                "style english",
                Command::Setting(SettingChange::Words(AnnounceWords::of(Language::ENGLISH))),
            ),
            ("einstellungen", Command::Setting(SettingChange::Show)),
            ("settings", Command::Setting(SettingChange::Show)),
            (
                "einstellungen speichern",
                Command::Setting(SettingChange::Save),
            ),
            ("save settings", Command::Setting(SettingChange::Save)),
            (
                "wiederholung an",
                Command::Setting(SettingChange::Repetition(true)),
            ),
            (
                "Wiederholung aus.",
                Command::Setting(SettingChange::Repetition(false)),
            ),
            (
                "wiederholen an",
                Command::Setting(SettingChange::Repetition(true)),
            ),
            (
                "wiederholen aus",
                Command::Setting(SettingChange::Repetition(false)),
            ),
            (
                "zugwiederholung ausschalten",
                Command::Setting(SettingChange::Repetition(false)),
            ),
            (
                "repetition on",
                Command::Setting(SettingChange::Repetition(true)),
            ),
            (
                "repetition off",
                Command::Setting(SettingChange::Repetition(false)),
            ),
            // The repeat command and the claim keep their words.
            ("wiederholen eins", Command::Repeat(1)),
            ("wiederholen ein", Command::Repeat(1)),
            ("wiederholung", Command::Repeat(1)),
            ("wiederholen zwölf", Command::Repeat(12)),
            (
                "wiederholung beantragen",
                Command::ClaimDraw(Some(crate::game::rules::Claim::Repetition)),
            ),
            ("uhr anhalten", Command::PauseClock),
            ("pause clock", Command::PauseClock),
            ("uhr weiter", Command::ResumeClock),
            ("resume clock", Command::ResumeClock),
            ("abgleichen", Command::Reconcile),
            ("reconcile", Command::Reconcile),
            (
                "zeit gutschreiben weiß zwei minuten",
                Command::AdjustClock {
                    color: Color::White,
                    add: true,
                    amount: std::time::Duration::from_secs(120),
                },
            ),
            (
                "bei mir ist eva vier leer",
                Command::BoardReport {
                    seat: None,
                    square: Square::E4,
                    piece: None,
                },
            ),
            (
                "mein zug 12 war Te1",
                Command::RecordEntry {
                    seat: None,
                    number: 12,
                    side: None,
                    text: "Te1".into(),
                },
            ),
            (
                "mein brett 8/8/8/8/8/8/8/8",
                Command::BoardPlacement {
                    seat: None,
                    placement: "8/8/8/8/8/8/8/8".into(),
                },
            ),
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

    /// 9.2(a), 9.3(a): a claim about the move the player announces, in each language; the
    /// move stays as given, to be read against the position by the game.
    #[test]
    fn a_claim_with_the_announced_move() {
        use crate::game::rules::Claim;
        let with = |claim, announced: &str| Command::ClaimDrawWith {
            claim,
            announced: announced.into(),
        };
        let cases = [
            ("remis beantragen mit Sf3", DE, with(None, "Sf3")),
            (
                "Remis reklamieren Springer f drei",
                DE,
                with(None, "Springer f drei"),
            ),
            (
                "wiederholung beantragen mit Kc8S",
                DE,
                with(Some(Claim::Repetition), "Kc8S"),
            ),
            (
                "fünfzig züge mit Tf1",
                DE,
                with(Some(Claim::FiftyMoves), "Tf1"),
            ),
            ("claim draw with Nf3", EN, with(None, "Nf3")),
            (
                "claim repetition with Nf3",
                EN,
                with(Some(Claim::Repetition), "Nf3"),
            ),
            ("claim Nf3", EN, with(None, "Nf3")),
            (
                "reclamar tablas con Cf3",
                Language::SPANISH,
                with(None, "Cf3"),
            ),
        ];
        for (line, language, expected) in cases {
            assert_eq!(
                parse_command(line, language),
                Some(Ok(expected)),
                "{line:?}"
            );
        }
        // Without a move the claim is about the board, as before.
        assert_eq!(command("remis beantragen"), Command::ClaimDraw(None));
        assert_eq!(command("remis beantragen bitte"), Command::ClaimDraw(None));
        // A longer phrase of the claim is the claim, not a move "regel".
        assert_eq!(
            parse_command("fünfzig züge regel", EN),
            Some(Ok(Command::ClaimDraw(Some(Claim::FiftyMoves))))
        );
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
        assert_eq!(
            error("wiederholung blau", DE),
            "„blau“ ist keine Zahl; sagen Sie zum Beispiel wiederholen drei."
        );
        let unknown = error("hilfe xyz", DE);
        assert!(
            unknown.starts_with(
                "Das Kommando „xyz“ kenne ich nicht. Hilfe gibt es zu: still, feld, linie, reihe,"
            ),
            "{unknown}"
        );
        let unknown = error("help xyz", EN);
        assert!(
            unknown.starts_with(
                "I do not know the command “xyz”. Help is there for: quiet, square, file,"
            ),
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
            parse_command("stimmen", Language::GERMAN),
            Some(Ok(Command::Setting(SettingChange::Voice(String::new()))))
        );
        assert_eq!(
            error("einstellungen blau", DE),
            "Sagen Sie einstellungen, um alle zu hören, oder einstellungen speichern."
        );
    }

    /// A refusal is data: the same phrase whatever the seat's language, worded by each
    /// reader in its own.
    #[test]
    fn refusals_are_phrases_worded_in_each_language() {
        use crate::commands::test_support::refusal;
        use crate::phrase::{Phrase, Value};
        use crate::words::phrases::shown;
        let es = Language::SPANISH;
        let phrase = refusal("reihe eva", DE);
        assert_eq!(
            phrase,
            Phrase::new("parse-rank-is-file").with("file", Value::Verbatim("Eva".into()))
        );
        assert_eq!(refusal("rank eva", EN), phrase);
        assert_eq!(refusal("fila eva", es), phrase);
        assert_eq!(
            shown(&phrase, es),
            "Eva es una columna, no una fila; diga columna Eva, o una fila de uno a ocho."
        );
        let rank = refusal("linie vier", DE);
        assert_eq!(rank.id, "parse-file-is-rank");
        assert_eq!(rank.arg("number"), Some(&Value::Number(4)));
        assert_eq!(
            shown(&rank, EN),
            "Four is a rank, not a file; say rank four, or a file: Anna, Bella, Cäsar, David, Eva, Felix, Gustav and Hector."
        );
        assert_eq!(
            shown(&rank, es),
            "Cuatro es una fila, no una columna; diga fila 4, o una columna: Anna, Bella, Cäsar, David, Eva, Felix, Gustav y Hector."
        );
        let count = refusal("last zero moves", EN);
        assert_eq!(
            count,
            Phrase::new("parse-count-zero")
                .with("example", Phrase::new("parse-example-last-moves"))
        );
        assert_eq!(
            shown(&count, DE),
            "Null Züge gibt es nicht; sagen Sie eine Zahl ab eins, zum Beispiel letzte drei Züge."
        );
        assert_eq!(
            shown(&count, es),
            "Cero jugadas no es nada; diga un número desde uno, por ejemplo últimas 3 jugadas."
        );
        // The example the Spanish refusal gives is understood by a Spanish seat.
        assert_eq!(
            parse_command("últimas 3 jugadas", es),
            Some(Ok(Command::LastMoves(3)))
        );
        assert_eq!(
            error("attackers eva", es),
            "Eva sola no es una casilla; diga por ejemplo atacantes Eva cuatro."
        );
        assert_eq!(
            error("tablero azul", es),
            "Diga tablero sí o tablero no; solo tablero lo alterna; leer tablero lee todas las piezas."
        );
        assert_eq!(
            error("dónde están mis elefantes", es),
            "No conozco «elefantes» como pieza. Conozco rey, dama, torre, alfil, caballo y peón, también torres, caballos y las demás, y piezas para todas."
        );
    }

    /// A Spanish seat asks its questions and changes its settings in Spanish
    /// (`src/words/es/questions.toml`).
    #[test]
    fn a_spanish_seat_asks_and_sets_in_spanish() {
        let es = |line: &str| match parse_command(line, Language::SPANISH) {
            Some(Ok(command)) => command,
            other => panic!("{line:?} gave {other:?}"),
        };
        assert_eq!(
            es("qué ataca el caballo"),
            Command::PieceAttackers {
                owner: Owner::Both,
                role: Role::Knight,
                yes_no: false,
            }
        );
        assert_eq!(es("quién ataca e4"), Command::Attackers(Square::E4));
        assert_eq!(es("puedo enrocar"), Command::Castling(Owner::Mine));
        assert_eq!(
            es("¿Dónde está mi rey?"),
            Command::Pieces {
                owner: Owner::Mine,
                role: Some(Role::King),
            }
        );
        assert_eq!(
            es("donde estan las torres negras"),
            Command::Pieces {
                owner: Owner::Colored(Color::Black),
                role: Some(Role::Rook),
            }
        );
        assert_eq!(es("tablero"), Command::Setting(SettingChange::Board(None)));
        assert_eq!(
            es("tablero no"),
            Command::Setting(SettingChange::Board(Some(false)))
        );
        assert_eq!(
            es("voz"),
            Command::Setting(SettingChange::Voice(String::new()))
        );
        assert_eq!(
            es("palabras español"),
            Command::Setting(SettingChange::Words(AnnounceWords::of(Language::SPANISH)))
        );
        assert_eq!(
            es("anuncio corto"),
            Command::Setting(SettingChange::Style(Style::Short))
        );
        assert_eq!(
            es("peón no"),
            Command::Setting(SettingChange::SayPawn(false))
        );
        assert_eq!(es("más rápido"), Command::Setting(SettingChange::Faster));
        assert_eq!(es("ajustes"), Command::Setting(SettingChange::Show));
        assert_eq!(es("guardar ajustes"), Command::Setting(SettingChange::Save));
        assert_eq!(
            es("repetición sí"),
            Command::Setting(SettingChange::Repetition(true))
        );
        assert_eq!(es("columna e"), Command::File(File::E));
        assert_eq!(es("fila 4"), Command::Rank(Rank::Fourth));
        assert_eq!(es("última jugada"), Command::LastMoves(1));
        assert!(looks_like_question("dónde está el rey"));
        // German words are not a Spanish seat's: "brett" is no setting for it.
        assert_eq!(parse_command("brett", Language::SPANISH), None);
    }

    /// The questions, the record and board reports, the comparison and the clock words of a
    /// Spanish seat come from `src/words/es/questions.toml`, as German and English ones come
    /// from theirs (F2.7 for reports and records; 6.12 to 6.14 for the clocks).
    #[test]
    fn a_spanish_seat_asks_reports_and_sets_the_clock_in_its_words() {
        use std::time::Duration;
        let es = |line: &str| match parse_command(line, Language::SPANISH) {
            Some(Ok(command)) => command,
            other => panic!("{line:?} gave {other:?}"),
        };
        // Questions.
        assert_eq!(es("qué piezas cuelgan"), Command::Hanging(Owner::Mine));
        assert_eq!(
            es("qué piezas están atacadas"),
            Command::Hanging(Owner::Mine)
        );
        assert_eq!(es("derechos de enroque"), Command::Castling(Owner::Both));
        assert_eq!(
            es("qué jugó el negro"),
            Command::LastMoveOf(Owner::Colored(Color::Black))
        );
        assert_eq!(
            es("cuál fue la última jugada de las blancas"),
            Command::LastMoveOf(Owner::Colored(Color::White))
        );
        assert_eq!(
            es("está atacada mi dama"),
            Command::PieceAttackers {
                owner: Owner::Mine,
                role: Role::Queen,
                yes_no: true,
            }
        );
        assert_eq!(
            es("está defendido el caballo"),
            Command::PieceDefenders {
                owner: Owner::Both,
                role: Role::Knight,
                yes_no: true,
            }
        );
        assert_eq!(es("quién es mi rival"), Command::Opponent);
        assert_eq!(es("contra quién juego"), Command::Opponent);
        assert_eq!(es("piezas capturadas"), Command::Captured);
        assert_eq!(es("última captura"), Command::LastCapture);
        assert_eq!(es("estoy en jaque"), Command::InCheck(Owner::Mine));
        assert_eq!(es("qué jugadas tengo"), Command::AllMoves(Owner::Mine));
        assert_eq!(es("a quién le toca"), Command::Turn);
        assert_eq!(es("quién mueve"), Command::Turn);
        // The record and the board (F2.7).
        assert_eq!(
            es("mi jugada 12 fue Te1"),
            Command::RecordEntry {
                seat: None,
                number: 12,
                side: None,
                text: "Te1".into(),
            }
        );
        assert_eq!(
            es("mi jugada doce de las negras fue torre e8"),
            Command::RecordEntry {
                seat: None,
                number: 12,
                side: Some(Color::Black),
                text: "torre e8".into(),
            }
        );
        assert_eq!(
            es("en mi tablero hay un caballo en f3"),
            Command::BoardReport {
                seat: None,
                square: Square::F3,
                piece: Some((None, Role::Knight)),
            }
        );
        assert_eq!(
            es("en mi tablero e4 está vacía"),
            Command::BoardReport {
                seat: None,
                square: Square::E4,
                piece: None,
            }
        );
        assert_eq!(
            es("tengo un peón blanco en e4"),
            Command::BoardReport {
                seat: None,
                square: Square::E4,
                piece: Some((Some(Color::White), Role::Pawn)),
            }
        );
        assert_eq!(es("comparar tableros"), Command::Reconcile);
        assert_eq!(es("conciliar"), Command::Reconcile);
        // The clocks.
        assert_eq!(
            es("dar dos minutos a las blancas"),
            Command::AdjustClock {
                color: Color::White,
                add: true,
                amount: Duration::from_secs(120),
            }
        );
        assert_eq!(
            es("quitar un minuto y medio a negras"),
            Command::AdjustClock {
                color: Color::Black,
                add: false,
                amount: Duration::from_secs(90),
            }
        );
        assert_eq!(
            es("añadir treinta y dos segundos a blancas"),
            Command::AdjustClock {
                color: Color::White,
                add: true,
                amount: Duration::from_secs(32),
            }
        );
        assert_eq!(
            es("restar medio minuto a negras"),
            Command::AdjustClock {
                color: Color::Black,
                add: false,
                amount: Duration::from_secs(30),
            }
        );
        assert_eq!(es("parar el reloj"), Command::PauseClock);
        assert_eq!(es("reanudar el reloj"), Command::ResumeClock);
    }

    /// A number is read in the seat's own words first: "once" is eleven in Spanish and no
    /// number in English or German.
    #[test]
    fn numbers_are_read_in_the_seats_words() {
        use crate::commands::words::{number_at_in, number_in};
        assert_eq!(number_in("es", "once"), Some(11));
        assert_eq!(number_in("en", "once"), None);
        assert_eq!(number_in("de", "once"), None);
        assert_eq!(number_in("es", "veintidós"), number_in("es", "veintidos"));
        assert_eq!(number_in("es", "veintidos"), Some(22));
        assert_eq!(
            number_at_in("es", &["treinta", "y", "dos"], 0),
            Some((32, 3))
        );
        assert_eq!(number_at_in("es", &["ciento", "veinte"], 0), Some((120, 2)));
        assert_eq!(
            number_at_in("de", &["ein", "und", "zwanzig"], 0),
            Some((21, 3))
        );
        assert_eq!(number_at_in("en", &["twenty", "one"], 0), Some((21, 2)));
        // A Spanish seat also understands English numbers (commands.toml `also_understands`).
        assert_eq!(number_in("es", "twelve"), Some(12));
        // ... and German none of Spanish.
        assert_eq!(number_in("de", "doce"), None);
    }
}
