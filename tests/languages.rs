//! Every language says everything in its own words (issue 29, item 6): no German or English
//! left in another language's folder, and a game in each language, through every command
//! of the command table, shows nothing from another language.
//!
//! The catalogue-level checks take the folders by code (`words::by_code`), so they cover
//! Spanish (`es`) already; the session-level check plays one game per entry of `SESSIONS`:
//! Spanish is one line to add there once `Language` names it.

use std::collections::BTreeSet;

use ansage::commands::table::{Kind, Mode, table};
use ansage::language::Language;
use ansage::play::PlaySession;
use ansage::words::by_code::{self, Unworded};
use ansage::words::catalogue::{Arg, arguments_by_id};
use ansage::words::folders::{FOLDERS, folder};
use ansage::words::lexicon::Lexicon;
use fluent_syntax::ast;

/// The languages a session is played in. Spanish joins with `"es"` once `Language` is
/// data-driven.
const SESSIONS: &[&str] = &["de", "en", "es"];

/// Words that Spanish shares with German or English and that belong in Spanish texts: the
/// words of Appendix F and chess, the names of programs, files, options and variables
/// (which are the same in every language), and words that are simply Spanish too.
const SHARED_WITH_SPANISH: &[&str] = &[
    // A name of a text encoding.
    "utf",
    // Options and a page's path on the command line (`ansage join --arbiter`,
    // `--spectators`, `http://…/watch`): typed as they are in every language.
    "arbiter",
    "spectators",
    "watch",
    // A subcommand (`ansage 3d reconcile`), typed as it is in every language.
    "reconcile",
    // Appendix F (F2.1) and chess: kept in every language.
    "anna",
    "bella",
    "cäsar",
    "david",
    "eva",
    "felix",
    "gustav",
    "hector",
    "eins",
    "drei",
    "elo",
    "zugzwang",
    "chess",
    "fen",
    "pgn",
    "uci",
    // Programs, options, files, variables and devices, named as typed.
    "ansage",
    "alsa",
    "alsamixer",
    "aplay",
    "paplay",
    "audio",
    "audiooutputmethod",
    "conf",
    "ctrl",
    "damaged",
    "defaultmodule",
    "devices",
    "disableautospawn",
    "doctor",
    "fifo",
    "home",
    "host",
    "install",
    "join",
    "json",
    "liblouis",
    "libvosk",
    "linux",
    "listen",
    "lou",
    "translate",
    // `ansage play --variant 3d --black engine`, the 3D engine's advice.
    "variant",
    "make",
    "setup",
    "model",
    "models",
    "pipewire",
    "pulse",
    "pulseaudio",
    "pkill",
    "play",
    "replay",
    "resume",
    "sox",
    "speechd",
    "address",
    "state",
    "stockfish",
    "time",
    "tmpdir",
    "training",
    "vosk",
    "wav",
    "xdg",
    "game",
    "voice",
    "engine",
    "info",
    "escape",
    "braille",
    "mib",
    "bits",
    "apt",
    "get",
    "bin",
    "data",
    "utils",
    "espeak",
    "speech",
    "dispatcher",
    "spd",
    "say",
    "extract",
    "white",
    "black",
    "name",
    // Spanish words spelled like a German or English one.
    "club",
    "diagonal",
    "error",
    "leer",
    "legal",
    "material",
    "use",
    "variable",
    "del",
    "base",
    "byte",
    "bytes",
    "control",
    "mate",
    "neutral",
    "pin",
    "plus",
    "quite",
    "variante",
    // More of Appendix F and of chess: the z file of three-dimensional chess, the knight of
    // the German announcement words, Meder's rules, a variant's name.
    "springer",
    "zacharias",
    "meder",
    "crazyhouse",
    // Options, keys and files named as typed: --alarms, --tournament, --help, --config,
    // Enter, the README, UTC, start (a command of speech-dispatcher).
    "alarms",
    "tournament",
    "help",
    "config",
    "enter",
    "readme",
    "utc",
    "start",
    // What answers the list of waiting games with a new game is understood in every
    // language: "new game", "neue Partie".
    "new",
    "neu",
    "neue",
    "partie",
    // The example of the English announcement words ("Knight Felix three") and the
    // notation of Appendix E (aWxb4W).
    "knight",
    "three",
    "awxb",
];

/// Every word of a folder's texts (values, attributes, every variant), in small letters;
/// without ids, arguments, selector keys and comments.
/// The words a move is announced in, in `words`'s folder (its `words.toml`).
fn announcement_words(words_language: Language) -> BTreeSet<String> {
    let said = &ansage::vocabulary::of(words_language).announce;
    let mut text: Vec<&str> = said.ranks.iter().map(String::as_str).collect();
    text.extend([
        said.takes.as_str(),
        &said.from,
        &said.to,
        &said.on,
        &said.promotion,
        &said.en_passant,
        &said.check,
        &said.checkmate,
        &said.stalemate,
        &said.castling,
        &said.short,
        &said.long,
    ]);
    for role in [
        shakmaty::Role::King,
        shakmaty::Role::Queen,
        shakmaty::Role::Rook,
        shakmaty::Role::Bishop,
        shakmaty::Role::Knight,
        shakmaty::Role::Pawn,
    ] {
        text.push(said.pieces.name(role));
    }
    words(&text.join(" "))
}

fn words_of(code: &str) -> BTreeSet<String> {
    let folder = folder(code).unwrap_or_else(|| panic!("the folder {code}"));
    let mut text = String::new();
    for (_, source) in folder.catalogue_files() {
        let resource = match fluent_syntax::parser::parse(source.to_owned()) {
            Ok(resource) | Err((resource, _)) => resource,
        };
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                if let Some(value) = &message.value {
                    pattern_text(value, &mut text);
                }
                for attribute in &message.attributes {
                    pattern_text(&attribute.value, &mut text);
                }
            }
        }
    }
    words(&text)
}

fn pattern_text(pattern: &ast::Pattern<String>, out: &mut String) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => {
                out.push_str(value);
                out.push(' ');
            }
            ast::PatternElement::Placeable { expression } => expression_text(expression, out),
        }
    }
}

fn expression_text(expression: &ast::Expression<String>, out: &mut String) {
    match expression {
        ast::Expression::Select { variants, .. } => {
            for variant in variants {
                pattern_text(&variant.value, out);
            }
        }
        ast::Expression::Inline(ast::InlineExpression::StringLiteral { value }) => {
            out.push_str(value);
            out.push(' ');
        }
        ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
            expression_text(expression, out)
        }
        ast::Expression::Inline(_) => {}
    }
}

/// The words of a text: runs of letters, in small letters, of three letters or more, not
/// made only of FEN's piece letters ("rnbqkbnr", "pppp").
fn words(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|word| word.chars().count() >= 3)
        .map(str::to_lowercase)
        .filter(|word| !word.chars().all(|c| "kqrbnp".contains(c)))
        .collect()
}

#[test]
fn spanish_has_no_german_or_english_words_left() {
    let spanish = words_of("es");
    assert!(spanish.len() > 500, "{}", spanish.len());
    let shared: BTreeSet<&str> = SHARED_WITH_SPANISH.iter().copied().collect();
    let mut others = words_of("de");
    others.extend(words_of("en"));
    let foreign: Vec<&String> = spanish
        .intersection(&others)
        .filter(|word| !shared.contains(word.as_str()))
        .collect();
    assert!(
        foreign.is_empty(),
        "German or English words in es/: {foreign:?}"
    );
    // The word list itself can fail: a German sentence in Spanish would be caught.
    let german = words("Die Partie ist beendet; Weiß gewinnt.");
    assert!(
        german
            .iter()
            .any(|word| others.contains(word) && !spanish.contains(word))
    );
}

#[test]
fn every_text_of_every_language_is_worded_with_sample_arguments() {
    let german = arguments_by_id(folder("de").expect("the German folder"));
    // A text may refer to another that takes more arguments ("answer-kind-on" names the
    // piece through "answer-role-name"): every text gets every argument name there is.
    let arguments: BTreeSet<&String> = german.values().flatten().collect();
    for language in FOLDERS {
        for id in german.keys() {
            // Words for every argument, then numbers (which choose plural forms).
            for sample in [Arg::Words("xx"), Arg::Number(1), Arg::Number(2)] {
                let args: Vec<(&str, Arg)> = arguments
                    .iter()
                    .map(|name| (name.as_str(), sample))
                    .collect();
                match by_code::format(language.code, id, None, &args) {
                    Ok(text) => assert!(!text.trim().is_empty() || id.starts_with("join-")),
                    Err(Unworded::Errors(errors, text)) => {
                        panic!("{}: {id} gives {errors:?}: {text}", language.code)
                    }
                    Err(other) => panic!("{}: {id}: {other:?}", language.code),
                }
            }
        }
    }
}

#[test]
fn spanish_words_a_move_line_a_draw_and_a_piece() {
    let line = [
        ("count", Arg::Words("doce")),
        ("side", Arg::Words("Negras")),
        ("words", Arg::Words("Springer Felix sechs")),
        ("san", Arg::Words("Cf6")),
    ];
    assert_eq!(
        by_code::text("es", "move-line", &line).as_deref(),
        Some("Jugada doce, Negras: Springer Felix sechs (Cf6).")
    );
    assert_eq!(
        by_code::text("es", "draw-stalemate", &[]).as_deref(),
        Some("Ahogado. La partida es tablas.")
    );
    let piece = |kind, colour| {
        by_code::text(
            "es",
            "answer-piece-subject",
            &[
                ("kind", Arg::Words(kind)),
                ("colour", Arg::Words(colour)),
                ("square", Arg::Words("Eva fünf")),
            ],
        )
    };
    assert_eq!(
        piece("knight", "white").as_deref(),
        Some("El caballo blanco en Eva fünf")
    );
    assert_eq!(
        piece("queen", "black").as_deref(),
        Some("La dama negra en Eva fünf")
    );
    let count = |n| {
        by_code::text(
            "es",
            "answer-legal-moves",
            &[
                ("n", Arg::Number(n)),
                ("count", Arg::Words("veinte")),
                ("side", Arg::Words("Blancas")),
            ],
        )
    };
    assert_eq!(
        count(0).as_deref(),
        Some("Blancas no tienen ninguna jugada legal.")
    );
    assert_eq!(
        count(1).as_deref(),
        Some("Blancas tienen una jugada legal.")
    );
    assert_eq!(
        count(20).as_deref(),
        Some("Blancas tienen veinte jugadas legales.")
    );
}

#[test]
fn the_spanish_folder_has_its_settings_lexicon_and_announcement_words() {
    let es = folder("es").expect("the Spanish folder");
    let settings: toml::Table = toml::from_str(es.file("language.toml").expect("language.toml"))
        .expect("language.toml reads");
    assert_eq!(settings["code"].as_str(), Some("es"));
    assert_eq!(settings["locale"].as_str(), Some("es-ES"));
    assert_eq!(settings["espeak_voice"].as_str(), Some("es"));
    assert_eq!(
        settings["braille_table"].as_str(),
        Some("en-us-brf.dis,es-g1.ctb")
    );

    // The lexicon: the .tsv is the .words with espeak-ng's IPA, word for word.
    let tsv = es.file("lexicon.tsv").expect("lexicon.tsv");
    let lexicon = Lexicon::from_tsv(tsv).expect("es/lexicon.tsv reads");
    let listed: Vec<(&str, &str)> = es
        .file("lexicon.words")
        .expect("lexicon.words")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let mut fields = line.split('\t');
            (fields.next().unwrap_or(""), fields.next().unwrap_or(""))
        })
        .collect();
    let generated: Vec<(&str, &str)> = tsv
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let mut fields = line.split('\t');
            (fields.next().unwrap_or(""), fields.next().unwrap_or(""))
        })
        .collect();
    assert_eq!(listed, generated, "run scripts/lexicon-ipa.sh for es");
    for (word, concept) in [
        ("caballo", "piece:knight"),
        ("peón", "piece:pawn"),
        ("toma", "takes"),
        ("enroque", "castling"),
        ("corto", "short"),
        ("largo", "long"),
        ("jaque", "check"),
        ("mate", "checkmate"),
        ("corona", "promotion"),
        ("paso", "en-passant"),
        ("tres", "rank:3"),
        ("drei", "rank:3"),
        ("felix", "file:f"),
        ("sí", "yes"),
        ("no", "no"),
    ] {
        assert!(listed.contains(&(word, concept)), "{word} {concept}");
        assert!(lexicon.concept(word).is_some(), "{word}");
    }
    assert!(
        lexicon.concept("feliz").is_none(),
        "a mishearing is not a word"
    );

    // The announcement words (the option "Spanish words"), the names of sides and pieces and
    // the numbers: words.toml, in the shape of every folder's.
    let words: toml::Table =
        toml::from_str(es.file("words.toml").expect("words.toml")).expect("reads");
    let announce = words["announce"].as_table().expect("[announce]");
    assert_eq!(announce["ranks"].as_array().map(Vec::len), Some(8));
    assert_eq!(announce["pieces"].as_table().map(|t| t.len()), Some(6));
    assert_eq!(announce["castling_first"].as_bool(), Some(true));
    for key in [
        "takes",
        "from",
        "to",
        "on",
        "promotion",
        "en_passant",
        "check",
        "checkmate",
        "stalemate",
        "castling",
        "short",
        "long",
        "yes",
        "no",
    ] {
        assert!(announce[key].is_str(), "{key}");
    }
    let numbers = words["numbers"].as_table().expect("[numbers]");
    assert_eq!(numbers["below_hundred"].as_array().map(Vec::len), Some(100));
}

/// Every line a session of `language` can be given: a few moves, every phrase of every
/// command of the command table (a head with a square after it), the moves to mate, and
/// every command again once the game is over.
fn lines_through_the_game(language: Language) -> Vec<String> {
    let mut commands = Vec::new();
    for (id, phrases) in &table().understood(language.code()) {
        let entry = &table().commands[id];
        // "ende", "vertagen": the session says goodbye; they come last.
        for phrase in phrases.in_mode(Mode::Play) {
            let line = match entry.kind {
                Kind::Line => phrase.to_owned(),
                Kind::Head => format!("{phrase} e4"),
            };
            commands.push((id.clone(), line));
        }
    }
    let mut lines: Vec<String> = ["e2e4", "e7e5", "f1c4", "b8c6"].map(str::to_owned).to_vec();
    for (_, line) in &commands {
        lines.push(line.clone());
        // A question asked back is answered, so the next command is read afresh.
        lines.push(ansage::vocabulary::of(language).announce.no.clone());
    }
    lines.extend(["d1h5", "g8f6", "h5f7"].map(str::to_owned));
    lines.extend(commands.into_iter().map(|(_, line)| line));
    lines
}

/// Strips what a line quotes or puts in brackets: the player's own input said back, and
/// the notation or the command in the other language that help names on purpose.
fn own_words(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '„' | '“' | '«' | '(' | '[' | '"' => depth += 1,
            '”' | '»' | ')' | ']' if depth > 0 => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

#[test]
fn a_game_in_each_language_says_nothing_in_another_language() {
    for code in SESSIONS {
        let language: Language = code.parse().expect("a language ansage knows");
        let lines = lines_through_the_game(language);
        // A move is announced in the words of the language's `announce_words` (F2.1:
        // Appendix F's German words in Spanish), so those are its own too.
        let mut own = words_of(code);
        own.extend(announcement_words(language.announce_words()));
        let foreign: BTreeSet<String> = FOLDERS
            .iter()
            .filter(|folder| folder.code != *code)
            .flat_map(|folder| words_of(folder.code))
            .filter(|word| !own.contains(word))
            .collect();
        // The check can fail: a sentence of another language is caught.
        let other = FOLDERS
            .iter()
            .find(|folder| folder.code != *code)
            .expect("another language folder");
        let sentence = by_code::text(other.code, "draw-offered", &[("side", Arg::Words("xx"))])
            .expect("every folder offers a draw");
        assert!(
            words(&sentence).iter().any(|word| foreign.contains(word)),
            "{code}: {sentence:?} is not caught"
        );
        let mut session = PlaySession::new(language);
        let wording = session.words_in(language);
        let mut said = Vec::new();
        for event in session.greeting() {
            said.extend(wording.lines(&event));
        }
        for line in &lines {
            let (events, _) = session.handle_line(line);
            for event in &events {
                for worded in wording.lines(event) {
                    said.push(worded);
                }
            }
        }
        assert!(
            said.len() * 10 >= lines.len() * 9,
            "{code}: nearly every line is answered (a \"no\" with no question is quiet): {} lines, {} said",
            lines.len(),
            said.len()
        );
        let mut wrong = Vec::new();
        for line in &said {
            for form in [&line.shown, &line.spoken] {
                let found: Vec<String> = words(&own_words(form))
                    .into_iter()
                    .filter(|word| foreign.contains(word))
                    .collect();
                if !found.is_empty() {
                    wrong.push(format!("{found:?} in {form:?}"));
                }
            }
        }
        assert!(
            wrong.is_empty(),
            "{code}: words of another language:\n{}",
            wrong.join("\n")
        );
    }
}
