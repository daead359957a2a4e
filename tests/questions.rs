//! Issue 16 §3: the questions players ask, typed at `ansage play --plain`, answered in a
//! concrete position in German, English and Spanish; a question ansage does not know; a question
//! about a move dropped after an unrelated line; and "hilfe" listing what this game offers.

mod support;

use std::io::{BufRead, BufReader, Read, Write};
use std::time::Duration;

use support::{fresh_dir, play_plain, spawn_play, stdout_lines};

/// After 1. e4 d5, White to move; 2. Lb5+ puts Black in check (3.9.1).
const FEN: &str = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";

/// What ansage printed for `lines` typed in a game from [`FEN`], with `args` added.
fn typed(name: &str, args: &[&str], lines: &[&str]) -> Vec<String> {
    let dir = fresh_dir(name);
    let mut all = vec!["--fen", FEN];
    all.extend_from_slice(args);
    let output = play_plain(&all, lines, Duration::from_millis(100), &dir);
    stdout_lines(&output)
}

/// Asserts that `expected` were printed, in this order (other lines may come between).
fn assert_in_order(lines: &[String], expected: &[&str]) {
    let mut from = 0;
    for want in expected {
        let at = lines[from..]
            .iter()
            .position(|line| line == want)
            .unwrap_or_else(|| panic!("„{want}“ missing after line {from}: {lines:#?}"));
        from += at + 1;
    }
}

#[test]
fn every_question_in_german() {
    let lines = typed(
        "questions-de",
        &[],
        &[
            "Lb5",
            "bin ich im schach",
            "welche figuren hängen",
            "kann ich rochieren",
            "welche züge habe ich",
            "was hat weiß gezogen",
            "ist meine dame angegriffen",
            "wer greift meine dame an",
            "was ist mit c6",
            "was steht auf b5",
            "b5?",
            "wie spät ist es",
            "cäsar sechs",
            "material",
            "zeit",
            "ende",
            "ja",
        ],
    );
    assert_in_order(
        &lines,
        &[
            "Zug zwei, Weiß: Läufer Bella fünf, Schach (Lb5+).",
            // At one keyboard the side to move asks, and the answer says for whom.
            "Für Schwarz: Ja, Sie stehen im Schach durch den Läufer auf Bella fünf.",
            "Für Schwarz: Keine Ihrer Figuren hängt. Angegriffen, aber gedeckt: Bauer auf David fünf. Nicht gedeckt, aber auch nicht angegriffen: Turm auf Anna acht und Turm auf Hector acht.",
            // 3.8.2.2: squares between king and rook occupied, the king in check.
            "Für Schwarz: Kurze Rochade: jetzt nicht, zwischen König und Turm sind Felix acht und Gustav acht besetzt und der König steht im Schach. Lange Rochade: jetzt nicht, zwischen König und Turm sind Bella acht, Cäsar acht und David acht besetzt und der König steht im Schach.",
            "Schwarz hat fünf legale Züge. Die Dame auf David acht kann ziehen nach David sieben. Der Läufer auf Cäsar acht kann ziehen nach David sieben. Der Springer auf Bella acht kann ziehen nach Cäsar sechs und David sieben. Der Bauer auf Cäsar sieben kann ziehen nach Cäsar sechs.",
            "Zug zwei, Weiß: Läufer Bella fünf, Schach (Lb5+).",
            "Für Schwarz: Nein. Die schwarze Dame auf David acht wird nicht angegriffen, gedeckt von König auf Eva acht.",
            "Für Schwarz: Die schwarze Dame auf David acht wird nicht angegriffen, gedeckt von König auf Eva acht.",
            "Cäsar sechs ist leer.",
            "Bella fünf: weißer Läufer.",
            "Bella fünf: weißer Läufer.",
            "Diese Frage kenne ich nicht. Hilfe nennt alle Fragen.",
            "Welche Figur nach Cäsar sechs: Bauer von Cäsar sieben oder Springer von Bella acht?",
            "Material gleich, je neununddreißig Punkte.",
            "Die Frage nach dem gemeinten Zug ist verworfen.",
            // Once dropped, the question is not asked again.
            "In dieser Partie läuft keine Uhr.",
            "Die Partie:",
        ],
    );
    let asked = lines
        .iter()
        .filter(|l| l.starts_with("Welche Figur"))
        .count();
    assert_eq!(asked, 1, "{lines:#?}");
    // No question was played as a move: the game has White's Lb5 only.
    let end = lines.iter().position(|l| l == "Die Partie:").unwrap();
    assert_eq!(lines.get(end + 1).map(String::as_str), Some("2. Lb5+"));
}

#[test]
fn every_question_in_english() {
    let lines = typed(
        "questions-en",
        &["--lang", "en"],
        &[
            "Bb5",
            "am I in check",
            "which pieces are hanging",
            "can I castle",
            "what moves do I have",
            "what did white play",
            "is my queen attacked",
            "who attacks my queen",
            "what about c6",
            "what is on b5",
            "how late is it",
            "Cäsar sechs",
            "material",
            "clock",
            "quit",
            "yes",
        ],
    );
    assert_in_order(
        &lines,
        &[
            "Move two, White: Bishop Bella five, check (Bb5+).",
            "For Black: Yes, you are in check from the bishop on Bella five.",
            "For Black: None of your pieces is hanging. Attacked, but defended: the pawn on David five. Not defended, but not attacked either: the rook on Anna eight and the rook on Hector eight.",
            "For Black: Short castling: not now, Felix eight and Gustav eight between king and rook are occupied and the king is in check. Long castling: not now, Bella eight, Cäsar eight and David eight between king and rook are occupied and the king is in check.",
            "Black has five legal moves. The queen on David eight can move to David seven. The bishop on Cäsar eight can move to David seven. The knight on Bella eight can move to Cäsar six and David seven. The pawn on Cäsar seven can move to Cäsar six.",
            "Move two, White: Bishop Bella five, check (Bb5+).",
            "For Black: No. The black queen on David eight is not attacked, defended by the king on Eva eight.",
            "For Black: The black queen on David eight is not attacked, defended by the king on Eva eight.",
            "Cäsar six is empty.",
            "Bella five: white bishop.",
            "I do not know this question. Help lists every question.",
            "The question about which move you meant is dropped.",
        ],
    );
}

/// The lines of "hilfe" in a game started with `args`.
fn help_lines(name: &str, args: &[&str]) -> Vec<String> {
    typed(name, args, &["hilfe", "ende", "ja"])
}

#[test]
fn hilfe_lists_the_questions_and_only_what_this_game_offers() {
    let without = help_lines("help-plain", &[]);
    for question in [
        "bin ich im schach",
        "welche figuren hängen",
        "kann ich rochieren",
        "welche züge habe ich",
        "was hat schwarz gezogen",
        "ist meine DAME angegriffen",
        "was ist mit FELD",
    ] {
        assert!(
            without.iter().any(|l| l.contains(question)),
            "{question}: {without:#?}"
        );
    }
    // Between two people without --training there is no engine help, and without a second
    // device no pairing code.
    assert!(
        !without.iter().any(|l| l.starts_with("tipp, bewertung")),
        "{without:#?}"
    );
    assert!(
        !without.iter().any(|l| l.starts_with("neuer code")),
        "{without:#?}"
    );
    // Without a clock there is none to pause, and only the arbiter of a tournament
    // changes a clock.
    assert!(
        !without.iter().any(|l| l.starts_with("uhr anhalten")),
        "{without:#?}"
    );
    assert!(
        !without.iter().any(|l| l.starts_with("zeit gutschreiben")),
        "{without:#?}"
    );
    let clock = help_lines("help-clock", &["--time", "15+10"]);
    assert!(
        clock.iter().any(|l| l.starts_with("uhr anhalten")),
        "{clock:#?}"
    );
    assert!(
        !clock.iter().any(|l| l.starts_with("zeit gutschreiben")),
        "{clock:#?}"
    );
    // Against the engine the engine help is listed.
    let engine = help_lines("help-engine", &["--black", "engine", "--engine-level", "1"]);
    assert!(
        engine
            .iter()
            .any(|l| l.starts_with("tipp, bewertung, rückblick, stufe N")),
        "{engine:#?}"
    );
    assert!(
        !engine.iter().any(|l| l.starts_with("neuer code")),
        "{engine:#?}"
    );
}

#[test]
fn hilfe_wiederholung_explains_the_repetition_setting() {
    let lines = typed(
        "help-repetition",
        &[],
        &["hilfe wiederholung", "ende", "ja"],
    );
    assert!(
        lines.iter().any(|l| l.starts_with(
            "wiederholung an, wiederholung aus, englisch repetition on, repetition off: ob der Gegner jeden angesagten Zug wiederholen muss"
        )),
        "{lines:#?}"
    );
}

/// Every word of the spoken questions is in the speech recogniser's grammar (the lexicon and
/// the words of the command table), and the heard line is the question.
#[test]
fn the_recogniser_can_hear_every_question() {
    use ansage::commands::parse_command;
    use ansage::commands::table::command_words;
    use ansage::language::Language;
    use ansage::words::lexicon::Lexicon;
    let lexicon = Lexicon::german();
    let commands = command_words("de");
    for line in [
        "bin ich im schach",
        "steht schwarz im schach",
        "welche figuren hängen",
        "kann ich rochieren",
        "wer kann rochieren",
        "welche züge habe ich",
        "was hat schwarz gezogen",
        "was hat er gezogen",
        "ist meine dame angegriffen",
        "ist meine dame gedeckt",
        "wer greift meine dame an",
        "wer greift die schwarze dame an",
        "wer deckt seinen turm",
        "was ist mit cäsar sechs",
        "was steht auf cäsar sechs",
        "am i in check",
        "which pieces are hanging",
        "can i castle",
        "what moves do i have",
        "what did black play",
        "is my queen attacked",
        "who attacks my queen",
        "what about cäsar sechs",
        "what is on cäsar sechs",
    ] {
        for word in line.split_whitespace() {
            assert!(
                lexicon.vocabulary().any(|w| w == word) || commands.iter().any(|w| w == word),
                "{word:?} of {line:?} is neither in src/words/de/lexicon.words nor in the command table"
            );
        }
        assert!(
            matches!(parse_command(line, Language::GERMAN), Some(Ok(_))),
            "{line:?}"
        );
    }
}

/// Issue 28 (12, 13): the questions lichess's blind mode answers, typed in a game between two
/// named people: captured pieces and the last capture, a piece named by kind (its moves, its
/// captures), the opponent, info, typing slips, and a capture or castling that is not
/// possible refused with its reason, never answered with another piece or the other side.
#[test]
fn captures_opponent_info_and_slips_in_german() {
    let lines = typed(
        "issue28-de",
        &[
            "--white-name",
            "Anna Blind",
            "--black-name",
            "Bernd Braille",
        ],
        &[
            "exd5",
            "Dxd5",
            "Sc3",
            "geschlagene figuren",
            "letzter schlag",
            "was kann die dame schlagen",
            "schläge springer c3",
            "was kann die dame",
            "wer ist mein gegner",
            "info",
            "materail",
            "wo stehn meine springer",
            "bauer schlägt",
            "lange rochade",
            "hlfe",
            "ende",
            "ja",
        ],
    );
    assert_in_order(
        &lines,
        &[
            "Weiß hat verloren: einen Bauern. Schwarz hat verloren: einen Bauern.",
            "Zug zwei, Schwarz: Dame schlägt David fünf (D×d5). Geschlagen wurde der weiße Bauer. Danach folgte ein Zug ohne Schlag.",
            // Only the captures, each with what it takes.
            "Die Dame auf David fünf kann schlagen: den Bauern auf Anna zwei, den Bauern auf David zwei und den Bauern auf Gustav zwei.",
            "Der weiße Springer auf Cäsar drei ist nicht am Zug, sondern Schwarz.",
            // One queen: answered for it, no square asked for.
            "Die Dame auf David fünf kann ziehen nach Anna fünf, Bella drei, Bella fünf, Cäsar vier, Cäsar fünf, Cäsar sechs, David drei, David vier, David sechs, David sieben, David acht, Eva vier, Eva fünf, Eva sechs, Felix drei, Felix fünf, Gustav fünf und Hector fünf, und schlagen auf Anna zwei, David zwei und Gustav zwei.",
            "Ihr Gegner spielt Weiß: Anna Blind.",
            "Weiß: Anna Blind; Schwarz: Bernd Braille. Es ist Zug drei, Schwarz ist am Zug.",
            // Typing slips.
            "Material gleich, je achtunddreißig Punkte.",
            "Für Schwarz: Ihre Springer stehen auf Bella acht und Gustav acht.",
            // The piece and the castling said are kept: no other piece, no other side.
            "Ich habe „Bauer schlägt“ verstanden, aber kein Bauer kann etwas schlagen. Der Zug wurde nicht ausgeführt.",
            "Ich habe „Lange Rochade“ verstanden, aber zwischen König und Turm stehen noch Figuren. Der Zug wurde nicht ausgeführt.",
            "Kommandos, auf Deutsch oder Englisch (in Klammern); hilfe KOMMANDO erklärt eines.",
        ],
    );
    // The new questions are listed by "hilfe".
    for listed in [
        "geschlagene figuren, letzter schlag (captured pieces, last capture)",
        "schläge FELD, was kann FIGUR schlagen (captures SQUARE, what can PIECE capture)",
        "wer ist mein gegner, gegner (who is my opponent, opponent)",
        "info (info)",
    ] {
        assert!(
            lines.iter().any(|l| l.starts_with(listed)),
            "{listed}: {lines:#?}"
        );
    }
    // Nothing asked was played as a move.
    let end = lines.iter().position(|l| l == "Die Partie:").unwrap();
    assert_eq!(
        lines[end + 1..end + 3],
        ["2. e×d5 D×d5".to_owned(), "3. Sc3".to_owned()]
    );
}

/// Against the real Stockfish: what the engine played, and who the opponent is.
#[test]
fn the_engine_as_opponent() {
    let dir = fresh_dir("issue28-engine");
    let mut child = spawn_play(
        &[
            "--black",
            "engine",
            "--engine",
            "/usr/games/stockfish",
            "--engine-level",
            "1",
            "--lang",
            "en",
        ],
        &dir,
    );
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    writeln!(stdin, "e4").unwrap();
    // The questions are about the engine's reply: ask them once it has played (a question
    // asked while it still thinks is rightly answered "Black has not moved yet").
    let mut printed = Vec::new();
    loop {
        let mut line = String::new();
        assert!(
            stdout.read_line(&mut line).unwrap() > 0,
            "ansage ended before the engine played: {printed:#?}"
        );
        let line = line.trim_end().to_owned();
        let played = line.starts_with("Move one, Black: ");
        printed.push(line);
        if played {
            break;
        }
    }
    for question in [
        "what did the engine play",
        "who is my opponent",
        "info",
        "captured pieces",
        "quit",
        "yes",
    ] {
        writeln!(stdin, "{question}").unwrap();
    }
    drop(stdin);
    let mut rest = String::new();
    stdout.read_to_string(&mut rest).unwrap();
    child.wait().unwrap();
    printed.extend(rest.lines().map(str::to_owned));
    let lines = printed;
    // The engine's reply is whatever Stockfish chose; the question names the same move.
    let reply = lines
        .iter()
        .find(|l| l.starts_with("Move one, Black: "))
        .unwrap_or_else(|| panic!("the engine answered: {lines:#?}"))
        .clone();
    assert_in_order(
        &lines,
        &[
            &reply,
            &reply,
            "Your opponent plays Black: the engine at level one.",
            "White: unknown; Black: the engine at level one. It is move two, White to move.",
            "Nothing has been captured in this game yet.",
        ],
    );
}

/// A Spanish seat asks in Spanish and is answered in Spanish.
#[test]
fn every_question_in_spanish() {
    let lines = typed(
        "questions-es",
        &["--lang", "es"],
        &[
            "Ab5",
            "estoy en jaque",
            "qué piezas cuelgan",
            "puedo enrocar",
            "qué jugó el blanco",
            "está atacada mi dama",
            "quién mueve",
            "salir",
            "sí",
        ],
    );
    // The announcement keeps Appendix F's words (the default); the answers are Spanish.
    assert_in_order(
        &lines,
        &[
            "Jugada dos, Blancas: Läufer Bella fünf, Schach (Ab5+).",
            "Para Negras: Sí, está en jaque por el alfil en Bella fünf.",
            "Para Negras: Ninguna de sus piezas está colgada. Atacadas, pero defendidas: peón en David fünf. Sin defensa, pero tampoco atacadas: torre en Anna acht y torre en Hector acht.",
            "Para Negras: Enroque corto: ahora no, entre el rey y la torre están ocupadas Felix acht y Gustav acht y el rey está en jaque. Enroque largo: ahora no, entre el rey y la torre están ocupadas Bella acht, Cäsar acht y David acht y el rey está en jaque.",
            // "qué jugó el blanco": White's last move.
            "Jugada dos, Blancas: Läufer Bella fünf, Schach (Ab5+).",
            "Para Negras: No. La dama negra en David acht no está bajo ataque, con la defensa de rey en Eva acht.",
            "Juegan Negras, y están en jaque.",
            "La partida:",
        ],
    );
    // No question was played as a move.
    let end = lines.iter().position(|l| l == "La partida:").unwrap();
    assert_eq!(lines.get(end + 1).map(String::as_str), Some("2. Ab5+"));
}
