//! Property tests: random text never panics any parser, and random legal games round-trip
//! through every notation ansage writes and through announcements in German and English
//! words.

use ansage::language::Language;
use ansage::notation::fen::{parse_fen, write_fen};
use ansage::notation::input::{Resolution, resolve};
use ansage::notation::movetext::parse_movetext;
use ansage::notation::pgn::{Game, RecordedMove, check_games, read_games, write_game};
use ansage::notation::san::{parse_san, san_to_move, write_san};
use ansage::understanding::heard::{MatchOptions, MoveMatcher, Understanding};
use ansage::understanding::interpret::interpret;
use ansage::words::announce::{AnnounceOptions, Style, announce_with};
use proptest::prelude::*;
use shakmaty::{CastlingMode, Chess, Position};

/// Characters that chess notation is made of, so random strings reach deep into the parsers.
const CHESS_LIKE: &str =
    "[KDTLSQRBNPkdtlsqrbnpabcdefghABCDEFGH0-9xX×:+#=()\\-. Oo!?e\u{1b}\t]{0,14}";

fn positions() -> Vec<Chess> {
    [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
        "8/4P1k1/8/8/8/8/1p6/4K3 b - - 0 1",
    ]
    .iter()
    .map(|f| parse_fen(f).unwrap())
    .collect()
}

fn check_resolution(pos: &Chess, text: &str) {
    for language in [Language::GERMAN, Language::ENGLISH] {
        match resolve(pos, text, language).resolution {
            Resolution::Move(m) => assert!(pos.is_legal(m)),
            Resolution::Ambiguous(moves) => {
                assert!(moves.len() >= 2);
                assert!(moves.iter().all(|m| pos.is_legal(*m)));
            }
            Resolution::Illegal(reason) => assert!(!reason.message(pos, language).is_empty()),
            Resolution::Invalid(invalid) => assert!(!invalid.message(language).is_empty()),
        }
    }
}

proptest! {
    #[test]
    fn typed_input_never_panics(text in any::<String>()) {
        for pos in positions() {
            check_resolution(&pos, &text);
        }
    }

    #[test]
    fn chess_like_input_never_panics(text in CHESS_LIKE) {
        for pos in positions() {
            check_resolution(&pos, &text);
            for language in [Language::GERMAN, Language::ENGLISH] {
                let _ = parse_san(&text, language);
                if let Ok(m) = san_to_move(&pos, &text, language) {
                    prop_assert!(pos.is_legal(m));
                }
            }
        }
    }

    #[test]
    fn fen_parser_never_panics(text in any::<String>()) {
        if let Ok(pos) = parse_fen(&text) {
            prop_assert_eq!(parse_fen(&write_fen(&pos)).unwrap(), pos);
        }
    }

    #[test]
    fn fen_like_text_never_panics(text in "[1-8kqrbnpKQRBNPwb/ \\-a-h0-9]{0,80}") {
        if let Ok(pos) = parse_fen(&text) {
            prop_assert_eq!(parse_fen(&write_fen(&pos)).unwrap(), pos);
        } else {
            let message = parse_fen(&text).unwrap_err().message(Language::GERMAN);
            prop_assert!(!message.is_empty());
        }
    }

    #[test]
    fn pgn_reader_never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let report = check_games(&bytes);
        for problem in &report.problems {
            prop_assert!(!problem.message(Language::GERMAN).is_empty());
        }
    }

    #[test]
    fn pgn_like_text_never_panics(text in "[\\[\\]\"{}();$0-9a-hKQRBNx+#=. \n*/-]{0,300}") {
        let _ = check_games(text.as_bytes());
        let _ = parse_movetext(&Chess::default(), &text, Language::GERMAN);
    }

    #[test]
    fn movetext_parser_never_panics(text in any::<String>()) {
        let _ = parse_movetext(&Chess::default(), &text, Language::GERMAN);
    }

    #[test]
    fn word_like_input_never_panics(
        words in proptest::collection::vec(
            "(knight|night|queen|one|won|to|two|three|tree|felix|eva|eve|takes|castles|kingside|promotes|check|springer|drei|schlägt|rochade|x|e|4|f3|o-o|,)",
            0..10,
        )
    ) {
        let text = words.join(" ");
        for pos in positions() {
            for language in [Language::GERMAN, Language::ENGLISH] {
                let _ = interpret(&pos, &text, language);
            }
        }
    }

    #[test]
    fn random_games_round_trip_through_announcements(
        choices in proptest::collection::vec(any::<u16>(), 0..60),
        style in 0usize..3,
    ) {
        let style = [Style::Short, Style::Long, Style::Verbose][style];
        let mut pos = Chess::default();
        for choice in choices {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[usize::from(choice) % legal.len()];
            for words in [Language::GERMAN, Language::ENGLISH] {
                let said = announce_with(&pos, m, AnnounceOptions { style, words, ..AnnounceOptions::default() });
                let naming = MatchOptions { words, ..MatchOptions::default() };
                match MoveMatcher::with_options(&pos, naming).understand(&said, words) {
                    Understanding::Move { played, .. } => prop_assert_eq!(played, m, "{}", said),
                    other => prop_assert!(false, "{} in {}: {:?}", said, write_fen(&pos), other),
                }
            }
            pos.play_unchecked(m);
        }
    }

    #[test]
    fn random_games_round_trip(choices in proptest::collection::vec(any::<u16>(), 0..120)) {
        let mut pos = Chess::default();
        let mut game = Game::new();
        for choice in choices {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[usize::from(choice) % legal.len()];
            for language in [Language::GERMAN, Language::ENGLISH] {
                let text = write_san(&pos, m, language);
                prop_assert_eq!(san_to_move(&pos, &text, language), Ok(m), "{}", text);
            }
            let uci = m.to_uci(CastlingMode::Standard).to_string();
            prop_assert_eq!(resolve(&pos, &uci, Language::GERMAN).resolution, Resolution::Move(m));
            game.moves.push(RecordedMove::new(m));
            pos.play_unchecked(m);
        }
        let again = read_games(write_game(&game).as_bytes()).unwrap();
        prop_assert_eq!(&again[0].moves, &game.moves);
        prop_assert_eq!(again[0].final_position(), pos);
    }
}

/// The journal of a short game, as ansage writes it.
fn journal_bytes() -> (Vec<u8>, Vec<ansage::storage::journal::JournalEvent>) {
    use ansage::storage::journal::{Header, JournalEvent};
    let header = Header::new(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        serde_json::json!({"language": "de"}),
    );
    let events: Vec<JournalEvent> = [("e2e4", "e4"), ("e7e5", "e5"), ("g1f3", "Sf3")]
        .iter()
        .enumerate()
        .map(|(i, (uci, san))| JournalEvent::Move {
            ply: i as u32 + 1,
            uci: (*uci).into(),
            san: (*san).into(),
            draw_offer: false,
            clock_ms: Some([300_000, 299_000]),
        })
        .collect();
    let mut bytes = serde_json::to_vec(&header).unwrap();
    bytes.push(b'\n');
    for event in &events {
        bytes.extend(serde_json::to_vec(event).unwrap());
        bytes.push(b'\n');
    }
    (bytes, events)
}

proptest! {
    /// Issue 13: any bytes appended to a journal never panic the reader and never lose a
    /// complete, valid event before them.
    #[test]
    fn a_journal_with_anything_appended_keeps_its_events(tail in proptest::collection::vec(any::<u8>(), 0..300)) {
        let (mut bytes, events) = journal_bytes();
        bytes.extend(&tail);
        let replay = ansage::storage::journal::Replay::from_bytes(std::path::Path::new("x.jsonl"), &bytes).unwrap();
        prop_assert!(replay.events.len() >= events.len());
        prop_assert_eq!(&replay.events[..events.len()], &events[..]);
    }

    /// Any cut of a journal never panics the reader and keeps every line that is whole.
    #[test]
    fn a_journal_cut_anywhere_keeps_its_whole_lines(cut in 0usize..2000) {
        let (bytes, events) = journal_bytes();
        let cut = cut.min(bytes.len());
        let header_end = bytes.iter().position(|&b| b == b'\n').unwrap() + 1;
        match ansage::storage::journal::Replay::from_bytes(std::path::Path::new("x.jsonl"), &bytes[..cut]) {
            Ok(replay) => {
                let whole = bytes[header_end..cut].iter().filter(|&&b| b == b'\n').count();
                prop_assert_eq!(&replay.events[..], &events[..whole]);
            }
            Err(_) => prop_assert!(cut < header_end),
        }
    }
}
