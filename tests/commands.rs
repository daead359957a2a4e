//! The commands of `ansage play`, typed or heard: they are read in German and English alike,
//! never take a move for a command, answer in one short spoken sentence with squares in the
//! Appendix F words, and meet every bad argument with a sentence that says what to say.

use ansage::commands::{
    Command, CommandError, Owner, QueryContext, SettingChange, answer, parse_command,
    parse_command_in,
};
use ansage::language::Language;
use ansage::notation::fen::parse_fen;
use ansage::notation::pgn::{Game, RecordedMove};
use ansage::notation::san::write_san;
use ansage::words::announce::{AnnounceOptions, Style, announce_with};
use ansage::words::phrases::shown;
use shakmaty::{CastlingMode, Chess, Color, Position, Role, Square};

mod support;
use support::{Rng, corpus_positions};

const DE: Language = Language::GERMAN;
const EN: Language = Language::ENGLISH;

/// The help as a reader of `language` sees it (the help is a phrase: each sink words it).
fn help(topic: Option<&str>, language: Language) -> String {
    ansage::words::phrases::shown(&ansage::commands::help(topic, language), language)
}

/// Positions rich in castling, promotion and en passant, besides the corpus.
const SPECIAL: [&str; 4] = [
    "r3k2r/1P4P1/8/2pP4/8/8/1p4p1/R3K2R w KQkq c6 0 1",
    "4k3/PPP5/8/8/8/8/5ppp/4K3 w - - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
];

/// A game played from the start, move by move in English SAN.
fn game_of(moves: &[&str]) -> (Chess, Game) {
    let mut position = Chess::default();
    let mut game = Game::new();
    for san in moves {
        let played = san
            .parse::<shakmaty::san::San>()
            .expect("SAN")
            .to_move(&position)
            .expect("legal");
        game.moves.push(RecordedMove::new(played));
        position.play_unchecked(played);
    }
    (position, game)
}

fn from_fen(fen: &str) -> (Chess, Game) {
    let position = parse_fen(fen).expect("test FEN");
    let mut game = Game::new();
    game.start = position.clone();
    (position, game)
}

/// The answer to a query typed by the side to move.
fn say(state: &(Chess, Game), line: &str, language: Language) -> String {
    let (position, game) = state;
    let command = match parse_command(line, language) {
        Some(Ok(command)) => command,
        other => panic!("{line:?} gave {other:?}"),
    };
    let context = QueryContext {
        position,
        game,
        asking: position.turn(),
        language,
        seating: Default::default(),
    };
    answer(&command, &context)
        .unwrap_or_else(|| panic!("{line:?} is no query"))
        .shown(language)
}

/// Whether a line is read as one of the commands of a match: the clocks, a report of one's
/// own board or record, the comparison.
fn is_match_command(line: &str, language: Language) -> bool {
    matches!(
        parse_command(line, language),
        Some(Ok(Command::PauseClock
            | Command::ResumeClock
            | Command::AdjustClock { .. }
            | Command::BoardReport { .. }
            | Command::BoardPlacement { .. }
            | Command::RecordEntry { .. }
            | Command::Reconcile))
    )
}

/// The refusal a line must give, worded in `language`.
fn refusal(line: &str, language: Language) -> String {
    match parse_command(line, language) {
        Some(Err(CommandError(phrase))) => shown(&phrase, language),
        other => panic!("{line:?} gave {other:?}"),
    }
}

#[test]
fn no_move_in_any_form_is_taken_for_a_command() {
    let mut positions = corpus_positions(60);
    positions.extend(SPECIAL.iter().map(|f| parse_fen(f).expect("FEN")));
    let mut checked = 0usize;
    for position in &positions {
        for m in position.legal_moves() {
            let san_de = write_san(position, m, DE);
            let san_en = write_san(position, m, EN);
            let uci = m.to_uci(CastlingMode::Standard).to_string();
            let mut forms = vec![
                san_de.clone(),
                san_en.clone(),
                san_de.to_lowercase(),
                uci.clone(),
                format!("{}-{}", &uci[..2], &uci[2..]),
                format!("{san_de} (=)"),
                format!("{san_en}!?"),
                format!("{san_de}??"),
            ];
            for style in [Style::Short, Style::Long, Style::Verbose] {
                for words in [DE, EN] {
                    for say_pawn in [true, false] {
                        let spoken = announce_with(
                            position,
                            m,
                            AnnounceOptions {
                                style,
                                say_pawn,
                                words,
                            },
                        );
                        forms.push(spoken.to_lowercase().replace(',', ""));
                        forms.push(spoken);
                    }
                }
            }
            for form in &forms {
                for language in [DE, EN] {
                    assert_eq!(parse_command(form, language), None, "{form:?}");
                    checked += 1;
                }
                // After a seat ("schwarz:"), a move is still no report of one's own record.
                let line = format!("schwarz: {form}");
                assert!(!is_match_command(&line, DE), "{line:?}");
            }
            // A question mark makes a bare square a question, and nothing else.
            for san in [&san_de, &san_en] {
                let asked = parse_command(&format!("{san}?"), DE);
                if san.len() == 2 {
                    assert_eq!(asked, Some(Ok(Command::Square(m.to()))), "{san}?");
                } else {
                    assert_eq!(asked, None, "{san}?");
                }
            }
        }
    }
    assert!(checked > 100_000, "only {checked} forms checked");
}

#[test]
fn what_the_recogniser_hears() {
    let heard = [
        ("was steht auf eva vier", Command::Square(Square::E4)),
        (
            "wo stehen meine springer",
            Command::Pieces {
                owner: Owner::Mine,
                role: Some(Role::Knight),
            },
        ),
        ("wiederholen drei", Command::Repeat(3)),
        ("wiederholen", Command::Repeat(1)),
        ("letzte drei züge", Command::LastMoves(3)),
        ("letzter zug", Command::LastMoves(1)),
        ("wer greift eva fünf an", Command::Attackers(Square::E5)),
        ("wer deckt david vier", Command::Defenders(Square::D4)),
        ("züge von gustav eins", Command::MovesFrom(Square::G1)),
        ("linie felix", Command::File(shakmaty::File::F)),
        ("reihe sieben", Command::Rank(shakmaty::Rank::Seventh)),
        ("diagonale cäsar vier", Command::Diagonals(Square::C4)),
        (
            "wo steht die gegnerische dame",
            Command::Pieces {
                owner: Owner::Theirs,
                role: Some(Role::Queen),
            },
        ),
        ("wer ist am zug", Command::Turn),
        ("zugnummer", Command::MoveNumber),
        ("material", Command::Material),
        ("brett vorlesen", Command::ReadBoard),
        ("äh hilfe", Command::Help(None)),
        ("hilfe angreifer", Command::Help(Some("angreifer".into()))),
        ("zurück", Command::Undo),
        ("korrektur", Command::Undo),
        ("ende", Command::Quit),
        ("zeit", Command::Clock),
        ("stellung", Command::ReadBoard),
        ("züge", Command::Scoresheet),
        ("etwas langsamer", Command::Setting(SettingChange::Slower)),
        ("bitte lauter", Command::Setting(SettingChange::Louder)),
        (
            "ansage lang",
            Command::Setting(SettingChange::Style(Style::Long)),
        ),
        (
            "brett aus",
            Command::Setting(SettingChange::Board(Some(false))),
        ),
        ("bauer aus", Command::Setting(SettingChange::SayPawn(false))),
        (
            "einstellungen speichern",
            Command::Setting(SettingChange::Save),
        ),
        // English numbers and piece names, as the lexicon has them.
        ("what is on eva four", Command::Square(Square::E4)),
        ("repeat three", Command::Repeat(3)),
        ("last three moves", Command::LastMoves(3)),
    ];
    let heard: Vec<(&str, Command)> = heard.into_iter().chain(match_commands_heard()).collect();
    for (line, expected) in heard {
        for language in [DE, EN] {
            assert_eq!(
                parse_command(line, language),
                Some(Ok(expected.clone())),
                "{line:?}"
            );
        }
    }
    // Typed the other way: capitals, spaces, umlauts spelt out, a question mark.
    for line in [
        "Was steht auf Eva vier?",
        "  WAS  STEHT AUF  E4 ",
        "e4?",
        "E4 ?",
        "Eva 4?",
        "e vier?",
    ] {
        assert_eq!(
            parse_command(line, DE),
            Some(Ok(Command::Square(Square::E4))),
            "{line:?}"
        );
    }
    for line in [
        "Wo stehen meine Laeufer?",
        "wo stehen meine Läufer",
        "my bishops",
    ] {
        assert_eq!(
            parse_command(line, DE),
            Some(Ok(Command::Pieces {
                owner: Owner::Mine,
                role: Some(Role::Bishop),
            })),
            "{line:?}"
        );
    }
    assert_eq!(parse_command("Zurueck", DE), Some(Ok(Command::Undo)));
}

/// The commands of a match as a recogniser hears them: lower case, numbers in words.
fn match_commands_heard() -> Vec<(&'static str, Command)> {
    use std::time::Duration;
    vec![
        ("uhr anhalten", Command::PauseClock),
        ("uhr stopp", Command::PauseClock),
        ("uhren anhalten", Command::PauseClock),
        ("pause", Command::PauseClock),
        ("uhr weiter", Command::ResumeClock),
        ("uhr starten", Command::ResumeClock),
        ("fortsetzen", Command::ResumeClock),
        ("weiter", Command::ResumeClock),
        (
            "zeit gutschreiben weiß zwei minuten",
            Command::AdjustClock {
                color: Color::White,
                add: true,
                amount: Duration::from_secs(120),
            },
        ),
        (
            "zeit abziehen schwarz eine minute",
            Command::AdjustClock {
                color: Color::Black,
                add: false,
                amount: Duration::from_secs(60),
            },
        ),
        (
            "zeit gutschreiben schwarz dreißig sekunden",
            Command::AdjustClock {
                color: Color::Black,
                add: true,
                amount: Duration::from_secs(30),
            },
        ),
        (
            "zeit abziehen weiß eine minute und zwanzig sekunden",
            Command::AdjustClock {
                color: Color::White,
                add: false,
                amount: Duration::from_secs(80),
            },
        ),
        (
            "auf eva vier steht bei mir ein läufer",
            Command::BoardReport {
                seat: None,
                square: Square::E4,
                piece: Some((None, Role::Bishop)),
            },
        ),
        (
            "bei mir steht auf eva vier eine schwarze dame",
            Command::BoardReport {
                seat: None,
                square: Square::E4,
                piece: Some((Some(Color::Black), Role::Queen)),
            },
        ),
        (
            "auf felix drei steht bei mir ein weißer springer",
            Command::BoardReport {
                seat: None,
                square: Square::F3,
                piece: Some((Some(Color::White), Role::Knight)),
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
            "auf eva vier steht bei mir nichts",
            Command::BoardReport {
                seat: None,
                square: Square::E4,
                piece: None,
            },
        ),
        (
            "schwarz bei mir ist david fünf leer",
            Command::BoardReport {
                seat: Some(Color::Black),
                square: Square::D5,
                piece: None,
            },
        ),
        (
            "mein zug zwölf war turm eva eins",
            Command::RecordEntry {
                seat: None,
                number: 12,
                side: None,
                text: "turm eva eins".into(),
            },
        ),
        (
            "mein zug zwölf schwarz war turm eva acht",
            Command::RecordEntry {
                seat: None,
                number: 12,
                side: Some(Color::Black),
                text: "turm eva acht".into(),
            },
        ),
        (
            "schwarz mein zug zwölf war turm eva acht",
            Command::RecordEntry {
                seat: Some(Color::Black),
                number: 12,
                side: None,
                text: "turm eva acht".into(),
            },
        ),
        (
            "mein zug drei und zwanzig war springer felix drei",
            Command::RecordEntry {
                seat: None,
                number: 23,
                side: None,
                text: "springer felix drei".into(),
            },
        ),
        ("abgleichen", Command::Reconcile),
        ("bretter vergleichen", Command::Reconcile),
        ("vergleichen", Command::Reconcile),
        (
            "wiederholung an",
            Command::Setting(SettingChange::Repetition(true)),
        ),
        (
            "wiederholung aus",
            Command::Setting(SettingChange::Repetition(false)),
        ),
    ]
}

#[test]
fn the_recogniser_can_hear_every_word_of_a_match_command() {
    use ansage::commands::table::command_words;
    use ansage::words::lexicon::Lexicon;
    let lexicon = Lexicon::german();
    let commands = command_words("de");
    for (line, _) in match_commands_heard() {
        for word in line.split_whitespace() {
            assert!(
                lexicon.vocabulary().any(|w| w == word) || commands.iter().any(|w| w == word),
                "{word:?} of {line:?} is neither in src/words/de/lexicon.words nor in the command table"
            );
        }
    }
}

/// Every whole-line phrase of the command table is understood as a command in play by a
/// seat of each language that understands it: its own language's phrases and those of the
/// languages its `commands.toml` names in `also_understands` (issue 14: one table drives the
/// parser).
#[test]
fn every_phrase_of_the_command_table_is_understood_in_play() {
    use ansage::commands::table::{Kind, Mode, table};
    let mut checked = 0;
    for language in Language::all() {
        for (id, phrases) in &table().understood(language.code()) {
            if table().commands[id].kind != Kind::Line {
                continue;
            }
            for phrase in phrases.in_mode(Mode::Play) {
                checked += 1;
                assert!(
                    matches!(parse_command(phrase, language), Some(Ok(_))),
                    "{id}: „{phrase}“ is not understood in {language:?}: {:?}",
                    parse_command(phrase, language)
                );
            }
        }
    }
    assert!(checked > 300, "only {checked} phrases checked");
}

/// Every whole-line phrase of the command table is a replay command in replay, or a
/// question the replay passes on to the play commands.
#[test]
fn every_replay_phrase_of_the_command_table_is_understood_in_replay() {
    use ansage::commands::table::{Kind, table};
    use ansage::replay::parse_replay_command;
    for (id, entry) in &table().commands {
        if entry.kind != Kind::Line {
            continue;
        }
        for phrase in entry.replay.iter().chain(&entry.phrases) {
            let understood = parse_replay_command(phrase).is_some()
                || matches!(parse_command(phrase, Language::GERMAN), Some(Ok(_)));
            assert!(understood, "{id}: „{phrase}“ is not understood in replay");
        }
    }
}

#[test]
fn answers_after_an_opening() {
    // 1. e4 e5 2. Sf3 Sc6 3. Lc4 Lc5 4. 0-0: Black to move.
    let italian = game_of(&["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O"]);
    let cases = [
        ("e4?", "Eva vier: weißer Bauer.", "Eva four: white pawn."),
        ("Eva drei?", "Eva drei ist leer.", "Eva three is empty."),
        (
            "linie eva",
            "Linie Eva: Eva vier weißer Bauer, Eva fünf schwarzer Bauer, Eva acht schwarzer König; sonst leer.",
            "File Eva: Eva four white pawn, Eva five black pawn, Eva eight black king; otherwise empty.",
        ),
        (
            "reihe eins",
            "Reihe eins: Anna eins weißer Turm, Bella eins weißer Springer, Cäsar eins weißer Läufer, David eins weiße Dame, Felix eins weißer Turm, Gustav eins weißer König; sonst leer.",
            "Rank one: Anna one white rook, Bella one white knight, Cäsar one white bishop, David one white queen, Felix one white rook, Gustav one white king; otherwise empty.",
        ),
        (
            "diagonale f7",
            "Diagonale Anna zwei bis Gustav acht: Anna zwei weißer Bauer, Cäsar vier weißer Läufer, Felix sieben schwarzer Bauer, Gustav acht schwarzer Springer; sonst leer. Diagonale Eva acht bis Hector fünf: Eva acht schwarzer König, Felix sieben schwarzer Bauer; sonst leer.",
            "Diagonal Anna two to Gustav eight: Anna two white pawn, Cäsar four white bishop, Felix seven black pawn, Gustav eight black knight; otherwise empty. Diagonal Eva eight to Hector five: Eva eight black king, Felix seven black pawn; otherwise empty.",
        ),
        (
            "Wo stehen meine Springer?",
            "Ihre Springer stehen auf Cäsar sechs und Gustav acht.",
            "Your knights are on Cäsar six and Gustav eight.",
        ),
        (
            "wo steht der gegnerische König",
            "Der gegnerische König steht auf Gustav eins.",
            "Your opponent's king is on Gustav one.",
        ),
        (
            "weiße Türme",
            "Die weißen Türme stehen auf Anna eins und Felix eins.",
            "White's rooks are on Anna one and Felix one.",
        ),
        (
            "angreifer f7",
            "Der schwarze Bauer auf Felix sieben wird angegriffen von Läufer auf Cäsar vier, gedeckt von König auf Eva acht.",
            "The black pawn on Felix seven is attacked by the bishop on Cäsar four, defended by the king on Eva eight.",
        ),
        (
            "wer greift d4 an",
            "David vier wird angegriffen von Weiß: Springer auf Felix drei; von Schwarz: Bauer auf Eva fünf, Springer auf Cäsar sechs und Läufer auf Cäsar fünf.",
            "David four is attacked by White: the knight on Felix three; by Black: the pawn on Eva five, the knight on Cäsar six and the bishop on Cäsar five.",
        ),
        (
            "wer deckt e5",
            "Der schwarze Bauer auf Eva fünf wird gedeckt von Springer auf Cäsar sechs.",
            "The black pawn on Eva five is defended by the knight on Cäsar six.",
        ),
        (
            "verteidiger d5",
            "David fünf ist leer, dort ist nichts zu decken. Welche Figuren das Feld angreifen, sagt angreifer David fünf.",
            "David five is empty, so there is nothing to defend. To hear which pieces attack it, say attackers David five.",
        ),
        (
            "züge von e8",
            "Der König auf Eva acht kann ziehen nach Eva sieben und Felix acht.",
            "The king on Eva eight can move to Eva seven and Felix eight.",
        ),
        (
            "was kann g1",
            "Der weiße König auf Gustav eins ist nicht am Zug, sondern Schwarz.",
            "The white king on Gustav one is not to move: it is Black's turn.",
        ),
        (
            "letzter Zug",
            "Zug vier, Weiß: Kurze Rochade (0-0).",
            "Move four, White: Short castling (O-O).",
        ),
        (
            "letzte drei Züge",
            "Zug drei, Weiß: Läufer Cäsar vier (Lc4). Zug drei, Schwarz: Läufer Cäsar fünf (Lc5). Zug vier, Weiß: Kurze Rochade (0-0).",
            "Move three, White: Bishop Cäsar four (Bc4). Move three, Black: Bishop Cäsar five (Bc5). Move four, White: Short castling (O-O).",
        ),
        (
            "zugnummer",
            "Es ist Zug vier, Schwarz ist am Zug.",
            "It is move four, Black to move.",
        ),
        ("wer ist am Zug", "Schwarz ist am Zug.", "Black to move."),
        (
            "material",
            "Material gleich, je neununddreißig Punkte.",
            "Material is level, thirty-nine points each.",
        ),
    ];
    for (line, german, english) in cases {
        assert_eq!(say(&italian, line, DE), german, "{line:?}");
        assert_eq!(say(&italian, line, EN), english, "{line:?}");
    }
}

#[test]
fn answers_in_an_endgame() {
    // White: Kg1, Rd1, Pa2, b3; Black: Kg8, Bc5, Nf6, Pa7.
    let endgame = from_fen("6k1/p7/5n2/2b5/8/1P6/P7/3R2K1 w - - 0 40");
    let cases = [
        (
            "material",
            "Weiß hat einen Turm und einen Bauern mehr, Schwarz hat einen Läufer und einen Springer mehr; nach Punkten gleich, je sieben.",
            "White has one rook and one pawn more, Black has one bishop and one knight more; level on points, seven each.",
        ),
        (
            "brett vorlesen",
            "Weiß: König Gustav eins; Turm David eins; Bauern Anna zwei und Bella drei. Schwarz: König Gustav acht; Läufer Cäsar fünf; Springer Felix sechs; Bauer Anna sieben. Weiß ist am Zug und steht im Schach.",
            "White: king Gustav one; rook David one; pawns Anna two and Bella three. Black: king Gustav eight; bishop Cäsar five; knight Felix six; pawn Anna seven. White to move, and in check.",
        ),
        (
            "wo stehen meine Läufer",
            "Sie haben keinen Läufer mehr.",
            "You have no bishop left.",
        ),
        (
            "gegnerische Dame",
            "Ihr Gegner hat keine Dame mehr.",
            "Your opponent has no queen left.",
        ),
        (
            "meine Figuren",
            "Sie haben vier Figuren: König Gustav eins; Turm David eins; Bauern Anna zwei und Bella drei.",
            "You have four pieces: king Gustav one; rook David one; pawns Anna two and Bella three.",
        ),
        (
            "angreifer g1",
            "Der weiße König auf Gustav eins wird angegriffen von Läufer auf Cäsar fünf.",
            "The white king on Gustav one is attacked by the bishop on Cäsar five.",
        ),
        (
            "wer ist am zug",
            "Weiß ist am Zug und steht im Schach.",
            "White to move, and in check.",
        ),
        (
            "züge von d1",
            "Der Turm auf David eins kann ziehen nach David vier.",
            "The rook on David one can move to David four.",
        ),
        (
            "letzter zug",
            "Noch kein Zug gespielt.",
            "No move played yet.",
        ),
    ];
    for (line, german, english) in cases {
        assert_eq!(say(&endgame, line, DE), german, "{line:?}");
        assert_eq!(say(&endgame, line, EN), english, "{line:?}");
    }
    let mate = game_of(&["f3", "e5", "g4", "Qh4"]);
    assert_eq!(
        say(&mate, "wer ist am zug", DE),
        "Schachmatt. Schwarz gewinnt."
    );
    assert_eq!(
        say(&mate, "zugnummer", EN),
        "Move three. Checkmate. Black wins."
    );
}

#[test]
fn every_bad_argument_gets_a_sentence() {
    let files_de = "Anna, Bella, Cäsar, David, Eva, Felix, Gustav und Hector";
    let files_en = "Anna, Bella, Cäsar, David, Eva, Felix, Gustav and Hector";
    let cases: Vec<(&str, String, String)> = vec![
        (
            "Eva zehn?",
            "Eva zehn ist kein Feld: Es gibt keine Reihe zehn, die Reihen gehen von eins bis acht.".into(),
            "Eva ten is not a square: there is no rank ten, the ranks go from eins to acht.".into(),
        ),
        (
            "was steht auf eva neun",
            "Eva neun ist kein Feld: Es gibt keine Reihe neun, die Reihen gehen von eins bis acht.".into(),
            "Eva nine is not a square: there is no rank nine, the ranks go from eins to acht.".into(),
        ),
        (
            "Wo stehen meine Elefanten?",
            "„Elefanten“ kenne ich nicht als Figur. Ich kenne König, Dame, Turm, Läufer, Springer und Bauer, auch in der Mehrzahl, und Figuren für alle.".into(),
            "I do not know “Elefanten” as a piece. I know king, queen, rook, bishop, knight and pawn, also in the plural, and pieces for all of them.".into(),
        ),
        (
            "Linie Zeppelin",
            format!("„Zeppelin“ ist keine Linie; die Linien heißen {files_de}."),
            format!("“Zeppelin” is not a file; the files are {files_en}."),
        ),
        (
            "Zeppelin vier?",
            format!("„Zeppelin“ ist keine Linie; die Linien heißen {files_de}, kurz a bis h."),
            format!("“Zeppelin” is not a file; the files are {files_en}, or a to h."),
        ),
        (
            "reihe neun",
            "Es gibt keine Reihe neun, die Reihen gehen von eins bis acht.".into(),
            "There is no rank nine, the ranks go from eins to acht.".into(),
        ),
        (
            "letzte null Züge",
            "Null Züge gibt es nicht; sagen Sie eine Zahl ab eins, zum Beispiel letzte drei Züge.".into(),
            "Zero moves is nothing to say; say a number from one, for example last three moves.".into(),
        ),
        (
            "wiederholen null",
            "Null Züge gibt es nicht; sagen Sie eine Zahl ab eins, zum Beispiel wiederholen drei.".into(),
            "Zero moves is nothing to say; say a number from one, for example repeat three.".into(),
        ),
        (
            "angreifer",
            "Welches Feld? Sagen Sie zum Beispiel: angreifer Eva vier.".into(),
            "Which square? Say for example: attackers Eva four.".into(),
        ),
        (
            "wer deckt e",
            "Eva allein ist kein Feld; sagen Sie zum Beispiel verteidiger Eva vier.".into(),
            "Eva alone is not a square; say for example defenders Eva four.".into(),
        ),
        (
            "züge von i3",
            format!("„i“ ist keine Linie; die Linien heißen {files_de}, kurz a bis h."),
            format!("“i” is not a file; the files are {files_en}, or a to h."),
        ),
        (
            "diagonale xyz",
            "„xyz“ ist kein Feld; sagen Sie zum Beispiel diagonale Eva vier oder diagonale e4.".into(),
            "“xyz” is not a square; say for example diagonals Eva four or diagonals e4.".into(),
        ),
        (
            "zeit gutschreiben zwei minuten",
            "Wessen Uhr, Weiß oder Schwarz? Sagen Sie zum Beispiel: zeit gutschreiben weiß zwei Minuten.".into(),
            "Whose clock, white or black? Say for example: add time white two minutes.".into(),
        ),
        (
            "zeit abziehen schwarz",
            "Wie viel Zeit? Sagen Sie Minuten oder Sekunden, zum Beispiel: zeit abziehen schwarz dreißig Sekunden.".into(),
            "How much time? Say minutes or seconds, for example: take time black thirty seconds.".into(),
        ),
        (
            "bei mir ist e4",
            "Was steht bei Ihnen auf Eva vier? Sagen Sie die Figur, zum Beispiel: auf Eva vier steht bei mir ein weißer Läufer, oder bei mir ist Eva vier leer.".into(),
            "What is on Eva four on your board? Say the piece, for example: on my board e4 has a white bishop, or my e4 is empty.".into(),
        ),
        (
            "mein zug war Te1",
            "Welcher Zug? Sagen Sie die Nummer und den Zug, zum Beispiel: mein zug zwölf war Turm Eva eins.".into(),
            "Which move? Say its number and the move, for example: my move twelve was Re1.".into(),
        ),
        (
            "mein zug zwölf",
            "Was war Zug zwölf? Sagen Sie den Zug dazu, zum Beispiel: mein zug zwölf war Turm Eva eins.".into(),
            "What was move twelve? Say the move too, for example: my move twelve was Re1.".into(),
        ),
        (
            "ansage laut",
            "„laut“ kenne ich nicht als Ansage; sagen Sie ansage kurz, ansage lang oder ansage ausführlich.".into(),
            "I do not know the style “laut”; say style short, style long or style verbose.".into(),
        ),
    ];
    for (line, german, english) in cases {
        assert_eq!(refusal(line, DE), german, "{line:?}");
        assert_eq!(refusal(line, EN), english, "{line:?}");
    }
    let unknown = refusal("hilfe xyz", DE);
    assert!(
        unknown.starts_with(
            "Das Kommando „xyz“ kenne ich nicht. Hilfe gibt es zu: still, feld, linie, "
        ) && unknown.ends_with(", einstellungen, hilfe."),
        "{unknown}"
    );
    let unknown = refusal("help xyz", EN);
    assert!(
        unknown.starts_with(
            "I do not know the command “xyz”. Help is there for: quiet, square, file, "
        ) && unknown.ends_with(", settings, help."),
        "{unknown}"
    );
}

#[test]
fn help_lists_every_command_and_explains_each() {
    let german = help(None, DE);
    let english = help(None, EN);
    for alias in [
        "was steht auf FELD",
        "linie NAME",
        "reihe ZAHL",
        "diagonale FELD",
        "wo stehen meine FIGUREN",
        "angreifer FELD",
        "verteidiger FELD",
        "züge von FELD",
        "letzte ZAHL züge",
        "zugnummer",
        "wer ist am zug",
        "material",
        "brett vorlesen",
        "zeit, uhr",
        "wiederholen ZAHL",
        "züge, partie",
        "fen",
        "zurück, korrektur",
        "speichern DATEI",
        "ende, beenden",
        "schneller, langsamer",
        "lauter, leiser",
        "höher, tiefer",
        "stimme NAME",
        "brett an, brett aus",
        "ansage kurz, lang oder ausführlich",
        "bauer an, bauer aus",
        "einstellungen speichern",
        "hilfe KOMMANDO",
        "uhr anhalten, pause",
        "uhr weiter, fortsetzen",
        "zeit gutschreiben FARBE ZEIT",
        "zeit abziehen FARBE ZEIT",
        "auf FELD steht bei mir FIGUR",
        "bei mir ist FELD leer",
        "mein brett FEN",
        "mein zug ZAHL war ZUG",
        "abgleichen, bretter vergleichen",
        "wiederholung an, wiederholung aus",
    ] {
        assert!(german.contains(alias), "{alias}");
        assert!(english.contains(alias), "{alias} as the German alias");
    }
    // One line each: the greeting lines, then one per command, every line a sentence.
    assert!(german.lines().all(|l| l.ends_with('.')), "{german}");
    assert_eq!(german.lines().count(), english.lines().count());
    for (topic, start) in [
        ("angreifer", "angreifer FELD"),
        ("attackers", "angreifer FELD"),
        ("wer greift an", "angreifer FELD"),
        ("Wer deckt", "verteidiger FELD"),
        ("letzte Züge", "letzter zug"),
        ("zuege von", "züge von FELD"),
        ("read board", "brett vorlesen"),
        ("einstellungen", "einstellungen, einstellungen speichern"),
        ("uhr anhalten", "uhr anhalten, pause"),
        ("pause", "uhr anhalten, pause"),
        ("resume clock", "uhr weiter, fortsetzen"),
        ("zeit abziehen", "zeit gutschreiben FARBE ZEIT"),
        ("add time", "zeit gutschreiben FARBE ZEIT"),
        ("bei mir", "auf FELD steht bei mir FIGUR"),
        ("my square", "auf FELD steht bei mir FIGUR"),
        ("mein brett", "mein brett FEN"),
        ("mein zug", "mein zug ZAHL war ZUG"),
        ("my move", "mein zug ZAHL war ZUG"),
        ("abgleichen", "abgleichen, bretter vergleichen"),
        ("vergleichen", "abgleichen, bretter vergleichen"),
        ("wiederholung an", "wiederholung an, wiederholung aus"),
        ("repetition off", "wiederholung an, wiederholung aus"),
    ] {
        let text = help(Some(topic), DE);
        assert!(text.starts_with(start), "{topic}: {text}");
        assert!(text.contains("Beispiel: "), "{topic}: {text}");
        assert_eq!(text.lines().count(), 1);
    }
    assert_eq!(
        help(Some("attackers"), EN),
        "attackers SQUARE, who attacks SQUARE, in German angreifer FELD, wer greift FELD an: says which pieces attack a square; on an occupied square also which defend it. Example: attackers Eva five."
    );
    // Whatever topic a command carries, help explains it.
    for line in [
        "hilfe material",
        "help moves from",
        "hilfe zu wer ist am zug",
        "hilfe uhr anhalten",
        "hilfe zeit gutschreiben",
        "help my board",
        "hilfe mein zug",
        "help reconcile",
        "hilfe wiederholung aus",
    ] {
        let Some(Ok(Command::Help(Some(topic)))) = parse_command(line, DE) else {
            panic!("{line}");
        };
        assert!(
            !help(Some(&topic), DE).starts_with("Das Kommando"),
            "{line}"
        );
    }
}

#[test]
fn random_text_never_panics_and_queries_always_answer() {
    const WORDS: &[&str] = &[
        "hilfe",
        "help",
        "was",
        "steht",
        "auf",
        "eva",
        "anna",
        "hector",
        "zehn",
        "vier",
        "acht",
        "e4",
        "i9",
        "h0",
        "?",
        "??",
        "!",
        "linie",
        "reihe",
        "diagonale",
        "wo",
        "stehen",
        "meine",
        "gegnerische",
        "weiße",
        "springer",
        "läufer",
        "laeufer",
        "angreifer",
        "wer",
        "deckt",
        "greift",
        "an",
        "züge",
        "von",
        "letzte",
        "letzter",
        "null",
        "zug",
        "wiederholen",
        "speichern",
        "stimme",
        "brett",
        "aus",
        "ansage",
        "kurz",
        "bauer",
        "einstellungen",
        "material",
        "alles",
        "am",
        "whose",
        "moves",
        "from",
        "my",
        "the",
        "(=)",
        "0-0",
        "Sf3",
        "g1f3",
        "-",
        "'",
        "ß",
        "Ä",
        "\u{308}",
        "é",
        "ǅ",
        "🙂",
        "\t",
        "99999999999999999999999",
        "1",
        "8",
        "9",
    ];
    let mut rng = Rng::new(0xc0ff_ee00_2026_0001);
    let states = [
        from_fen(SPECIAL[0]),
        from_fen(SPECIAL[1]),
        game_of(&["f3", "e5", "g4", "Qh4"]),
        game_of(&["e4", "e5"]),
    ];
    for _ in 0..30_000 {
        let mut line = String::new();
        for _ in 0..rng.below(7) {
            match rng.below(5) {
                0 => line.push(char::from_u32(rng.below(0x2_0000) as u32).unwrap_or(' ')),
                _ => line.push_str(WORDS[rng.below(WORDS.len())]),
            }
            if rng.below(4) > 0 {
                line.push(' ');
            }
        }
        for language in [DE, EN] {
            match parse_command(&line, language) {
                Some(Ok(command)) => {
                    for (position, game) in &states {
                        for asking in [Color::White, Color::Black] {
                            let context = QueryContext {
                                position,
                                game,
                                asking,
                                language,
                                seating: Default::default(),
                            };
                            if let Some(answer) = answer(&command, &context) {
                                let text = answer.shown(language);
                                assert!(text.ends_with('.'), "{line:?}: {text}");
                            }
                        }
                    }
                    if let Command::Help(topic) = &command {
                        assert!(!help(topic.as_deref(), language).is_empty());
                    }
                }
                Some(Err(CommandError(phrase))) => {
                    let text = shown(&phrase, language);
                    assert!(text.ends_with('.'), "{line:?}: {text}");
                }
                None => {}
            }
        }
    }
}

/// A Spanish seat's command phrases (`src/words/es/commands.toml`) are read as commands, the
/// same ones the German and English phrases name; German ones are not its own. Runs once the
/// Spanish folder is built in (its `language.toml` comes with the Spanish catalogue).
#[test]
fn a_spanish_seat_is_understood_in_spanish() {
    use ansage::commands::table::{Kind, Mode, table};
    if ansage::words::folders::folder("es").is_none() {
        eprintln!("src/words/es is no language folder yet");
        return;
    }
    let same = |spanish: &str, german: &str| {
        let es = parse_command_in(spanish, "es");
        assert!(matches!(es, Some(Ok(_))), "„{spanish}“: {es:?}");
        assert_eq!(
            format!("{es:?}"),
            format!("{:?}", parse_command(german, DE)),
            "„{spanish}“ and „{german}“"
        );
    };
    same("ayuda", "hilfe");
    same("abandonar", "aufgeben");
    same("tablas", "remis");
    same("ofrecer tablas", "remis anbieten");
    same("aceptar tablas", "remis annehmen");
    same("deshacer", "zurücknehmen");
    same("reloj", "uhr");
    same("leer el tablero", "brett vorlesen");
    same("posición", "stellung");
    same("posicion", "stellung");
    same("salir", "beenden");
    same("pista", "tipp");
    same("última captura", "letzter schlag");
    same("quién ataca e4", "wer greift e4");
    // English, the international form, is understood too; German is not Spanish's.
    same("resign", "aufgeben");
    assert!(!matches!(
        parse_command_in("aufgeben", "es"),
        Some(Ok(Command::Resign))
    ));
    // Every whole-line Spanish phrase is a command for a Spanish seat.
    let spanish = table().languages.iter().find(|l| l.code == "es").unwrap();
    for (id, phrases) in &spanish.commands {
        if table().commands[id].kind != Kind::Line {
            continue;
        }
        for phrase in phrases.in_mode(Mode::Play) {
            assert!(
                matches!(parse_command_in(phrase, "es"), Some(Ok(_))),
                "{id}: „{phrase}“ is not understood: {:?}",
                parse_command_in(phrase, "es")
            );
        }
    }
}
