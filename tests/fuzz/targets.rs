//! One function per parser that reads a player's files, typed or spoken input or the network:
//! each takes any bytes, must not panic, and checks a cheap property where there is one.
//! Shared by `tests/fuzz_parsers.rs` (mutation fuzzing inside `cargo test`) and the
//! cargo-fuzz targets in `fuzz/` (which include this file with `#[path]`).

// Each including crate uses only some of these.
#![allow(dead_code)]

use std::path::Path;

use ansage::language::Language;
use ansage::notation::fen::{parse_fen, write_fen};
use ansage::notation::pgn::{check_games, read_games, write_game};
use ansage::relay::protocol::{FromDevice, MAX_LINE_CHARS, ToDevice};
use ansage::storage::journal::Replay;
use ansage::tridim::fen3d::{read_fen3d, write_fen3d};
use ansage::understanding::heard::{MatchOptions, MoveMatcher, understand};
use ansage::understanding::intent::{Intent, Reader, correction_with_move, is_notation_token};
use ansage::understanding::interpret::{interpret, interpret_alternatives};
use shakmaty::Chess;

/// A parser's fuzz function: any bytes in, a panic when something is wrong.
pub type Target = fn(&[u8]);

/// Every parser, by name, for the runners.
pub const TARGETS: &[(&str, Target)] = &[
    ("fen", fen),
    ("fen3d", fen3d),
    ("pgn", pgn),
    ("pgn_lenient", pgn_lenient),
    ("movetext", movetext),
    ("typed_input", typed_input),
    ("typed_input_3d", typed_input_3d),
    ("game3d", game3d),
    ("journal", journal),
    ("config", config),
    ("cue_sheet", cue_sheet),
    ("tape_sound", tape_sound),
    ("relay_protocol", relay_protocol),
];

const LANGUAGES: [Language; 3] = [Language::GERMAN, Language::ENGLISH, Language::SPANISH];

/// The text a parser that takes `&str` sees: the bytes if they are UTF-8, else with
/// replacement characters (as a reader with `from_utf8_lossy` would give them).
fn text(data: &[u8]) -> std::borrow::Cow<'_, str> {
    String::from_utf8_lossy(data)
}

/// A position in the middle of a game, with captures, castling gone and pieces out.
fn middle_game() -> Chess {
    parse_fen("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 3 9")
        .expect("a legal position")
}

/// FEN: a position read is written back to a FEN that reads to the same position.
pub fn fen(data: &[u8]) {
    let text = text(data);
    if let Ok(pos) = parse_fen(&text) {
        let written = write_fen(&pos);
        let again = parse_fen(&written)
            .unwrap_or_else(|e| panic!("{text:?} read, written as {written:?}, refused: {e:?}"));
        assert_eq!(written, write_fen(&again), "FEN round trip of {text:?}");
    }
}

/// FEN3D: a position read is written back to a FEN3D that reads to the same position.
pub fn fen3d(data: &[u8]) {
    let text = text(data);
    if let Ok(pos) = read_fen3d(&text) {
        let written = write_fen3d(&pos);
        let again = read_fen3d(&written)
            .unwrap_or_else(|e| panic!("{text:?} read, written as {written:?}, refused: {e:?}"));
        assert_eq!(written, write_fen3d(&again), "FEN3D round trip of {text:?}");
    }
}

/// PGN, strict: the games read are written and read back to the same starts and moves.
pub fn pgn(data: &[u8]) {
    let Ok(games) = read_games(data) else { return };
    for game in games {
        let written = write_game(&game);
        let again = read_games(written.as_bytes())
            .unwrap_or_else(|e| panic!("a game read, written as {written:?}, refused: {e:?}"));
        assert_eq!(
            again.len(),
            1,
            "one game written, read as {}: {written:?}",
            again.len()
        );
        assert_eq!(
            write_fen(&again[0].start),
            write_fen(&game.start),
            "start of {written:?}"
        );
        let moves = |g: &ansage::notation::pgn::Game| -> Vec<shakmaty::Move> {
            g.moves.iter().map(|m| m.played).collect()
        };
        assert_eq!(moves(&again[0]), moves(&game), "moves of {written:?}");
    }
}

/// PGN, the forgiving reader that goes on past games with problems (`pgn --check`).
pub fn pgn_lenient(data: &[u8]) {
    let _ = check_games(data);
}

/// SAN and movetext in each language, from the start and from a middle game.
pub fn movetext(data: &[u8]) {
    let text = text(data);
    let start = Chess::default();
    let middle = middle_game();
    for language in LANGUAGES {
        let _ = ansage::notation::san::parse_san(&text, language);
        let _ = ansage::notation::san::san_to_move(&middle, &text, language);
        let _ = ansage::notation::movetext::parse_movetext(&start, &text, language);
    }
}

/// A line the player types or says during a game: every reader (commands, notation in any
/// form, words, corrections) in each language, in two positions.
pub fn typed_input(data: &[u8]) {
    // A line of 4 KB is far beyond what anyone types or says (the relay takes 400 characters);
    // reading is linear in the length (a 17 KB line of "mys?" takes 1.4 s in a debug build),
    // so longer lines only slow the fuzzing down.
    let text = text(&data[..data.len().min(4_096)]);
    let middle = middle_game();
    let _ = is_notation_token(&text);
    let _ = correction_with_move(&text);
    let _ = ansage::notation::input::echo(&text);
    for pos in [Chess::default(), middle] {
        for language in LANGUAGES {
            let _ = ansage::notation::input::resolve(&pos, &text, language);
            let _ = interpret(&pos, &text, language);
            // Words alone are read only up to 400 characters wherever they come from (the relay
            // refuses longer lines, `interpret` longer words): 50 KB of words take seconds.
            let words: String = text.chars().take(MAX_LINE_CHARS).collect();
            let _ = understand(&pos, &words, language);
            let reader = Reader {
                position: &pos,
                language,
                naming: MatchOptions {
                    words: language,
                    ..MatchOptions::default()
                },
                correction: true,
            };
            let _ = Intent::read(&text, &reader);
        }
    }
}

/// A 3D game file (`[FEN3D]` tag and movetext); a game read is written and read back to
/// the same start and moves.
pub fn game3d(data: &[u8]) {
    let text = text(data);
    if let Ok(game) = ansage::tridim::game::read_game3(&text) {
        let written = game.to_pgn();
        let again = ansage::tridim::game::read_game3(&written)
            .unwrap_or_else(|e| panic!("a 3D game read, written as {written:?}, refused: {e:?}"));
        assert_eq!(
            write_fen3d(&again.start),
            write_fen3d(&game.start),
            "{written:?}"
        );
        assert_eq!(again.moves, game.moves, "moves of {written:?}");
    }
    let start = ansage::tridim::Position3::start();
    let _ = ansage::tridim::notation::read_move(&start, &text);
}

/// The journal of a game in progress: a journal that reads replays to a game whose PGN reads
/// back to the same moves.
pub fn journal(data: &[u8]) {
    let Ok(replay) = Replay::from_bytes(Path::new("fuzz.journal"), data) else {
        return;
    };
    let _ = replay.state();
    if let Ok(game) = replay.to_game() {
        let written = write_game(&game);
        let again = read_games(written.as_bytes())
            .unwrap_or_else(|e| panic!("a journal's game, written as {written:?}, refused: {e:?}"));
        assert_eq!(
            again[0].moves.len(),
            game.moves.len(),
            "moves of {written:?}"
        );
    }
}

/// The settings file: settings read are written to TOML that reads back to the same settings.
pub fn config(data: &[u8]) {
    use ansage::ui::config::Config;
    let text = text(data);
    let path = Path::new("fuzz.toml");
    if let Ok(config) = Config::from_toml(&text, path) {
        let normalised = config.normalised();
        let written = normalised.to_toml();
        let again = Config::from_toml(&written, path)
            .unwrap_or_else(|e| panic!("settings read, written as {written:?}, refused: {e:?}"));
        assert_eq!(again.normalised().to_toml(), written, "settings round trip");
    }
}

/// The cue sheet beside a tape.
pub fn cue_sheet(data: &[u8]) {
    let _ = ansage::records::tape::read_cue_sheet(&text(data));
}

/// A tape's sound file as ansage reads it without reading it whole: a WAV header, an Ogg
/// file's page headers, and each whole link found decoded.
pub fn tape_sound(data: &[u8]) {
    use ansage::records::sound::{decode_ogg_link, read_wav_header, walk_ogg_links};
    let _ = read_wav_header(data);
    let mut reader = std::io::BufReader::new(std::io::Cursor::new(data));
    if let Ok((_, links)) = walk_ogg_links(&mut reader) {
        for link in links {
            assert!(link.start < link.end && link.end as usize <= data.len());
            let _ = decode_ogg_link(&data[link.start as usize..link.end as usize]);
        }
    }
}

/// A relay message from a joined device (and one from the host, which a device reads); a
/// line or what was heard goes on to the readers of typed and spoken input.
pub fn relay_protocol(data: &[u8]) {
    let _ = serde_json::from_slice::<ToDevice>(data);
    let Ok(message) = serde_json::from_slice::<FromDevice>(data) else {
        return;
    };
    // The host refuses more than 10 alternatives or a line over 400 characters before any
    // reader sees them (`played_lines` in the server).
    let lines: &[String] = match &message {
        FromDevice::Line { text } => std::slice::from_ref(text),
        FromDevice::Heard { alternatives } => alternatives,
        _ => &[],
    };
    if lines.len() > ansage::relay::protocol::MAX_ALTERNATIVES
        || lines.iter().any(|l| l.chars().count() > MAX_LINE_CHARS)
    {
        return;
    }
    let pos = Chess::default();
    match message {
        FromDevice::Line { text } => {
            let _ = interpret(&pos, &text, Language::GERMAN);
        }
        FromDevice::Heard { alternatives } => {
            let matcher = MoveMatcher::new(&pos);
            let _ = interpret_alternatives(&pos, &matcher, &alternatives, Language::ENGLISH);
        }
        FromDevice::Language { lang } => {
            let _ = ansage::relay::protocol::language_of(&lang);
        }
        FromDevice::Pair { code, lang, .. } => {
            let _ = ansage::relay::address::code_in_words(&code, Language::SPANISH);
            let _ = lang.as_deref().map(ansage::relay::protocol::language_of);
        }
        FromDevice::Rejoin { lang, .. } => {
            let _ = lang.as_deref().map(ansage::relay::protocol::language_of);
        }
    }
}

/// A line a 3D game's device sends (the relay takes 400 characters), or its keyboard types:
/// read by the session for either seat, with and without a move waiting for its repetition.
/// It must not panic, and plays at most one move.
pub fn typed_input_3d(data: &[u8]) {
    use ansage::play::three_d::ThreeDSession;
    use shakmaty::Color;
    let text = text(&data[..data.len().min(1_600)]);
    let line: String = text.chars().take(MAX_LINE_CHARS).collect();
    for language in LANGUAGES {
        let mut session = ThreeDSession::new_3d(language).with_repetition(true);
        let _ = session.handle_line_from(Color::White, "b2W-b4W");
        for seat in [Color::Black, Color::White, Color::Black] {
            let before = session.game().moves.len();
            let _ = session.handle_line_from(seat, &line);
            assert!(session.game().moves.len() <= before + 1, "{line:?}");
        }
        let _ = session.handle_line(&line);
    }
}
