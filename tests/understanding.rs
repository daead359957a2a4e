//! Announce, then understand: for every legal move of more than 5,000 positions (from the real
//! games of the corpus and from random play rich in promotions, queens, en passant and
//! castling), each style's announcement is understood as exactly that move, with no
//! question. Announcements use only Appendix F words for files, ranks, pieces and castling.

use ansage::language::Language;
use ansage::notation::fen::parse_fen;
use ansage::understanding::heard::{MatchOptions, MoveMatcher, Understanding};
use ansage::words::announce::{AnnounceOptions, Style, announce_with};
use shakmaty::{Chess, Position};

mod support;
use support::{Rng, corpus_positions};

/// Random play from starts full of special moves; pawn moves are preferred so that
/// promotions come often.
fn random_positions(count: usize) -> Vec<Chess> {
    let seeds = [
        "r3k2r/1P4P1/8/2pP4/8/8/1p4p1/R3K2R w KQkq c6 0 1",
        "1q2k1q1/8/8/8/8/8/8/Q2QK2Q w - - 0 1",
        "r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 1",
        "4k3/PPP5/8/8/8/8/5ppp/4K3 w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "rnbqkbnr/pppp1ppp/8/8/3PpP2/8/PPP1P1PP/RNBQKBNR b KQkq f3 0 3",
        "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1",
    ];
    let mut rng = Rng::new(0x5eed_a115_a6e0_2026);
    let mut positions = Vec::new();
    while positions.len() < count {
        let mut pos = parse_fen(seeds[positions.len() % seeds.len()]).unwrap();
        positions.push(pos.clone());
        for _ in 0..rng.below(40) {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let pawn_moves: Vec<_> = legal
                .iter()
                .filter(|m| m.role() == shakmaty::Role::Pawn)
                .collect();
            let m = if !pawn_moves.is_empty() && rng.below(2) == 0 {
                *pawn_moves[rng.below(pawn_moves.len())]
            } else {
                legal[rng.below(legal.len())]
            };
            pos.play_unchecked(m);
            positions.push(pos.clone());
        }
    }
    positions.truncate(count);
    positions
}

/// The words an announcement may contain.
fn allowed_words() -> Vec<&'static str> {
    vec![
        "Anna",
        "Bella",
        "Cäsar",
        "David",
        "Eva",
        "Felix",
        "Gustav",
        "Hector",
        "eins",
        "zwei",
        "drei",
        "vier",
        "fünf",
        "sechs",
        "sieben",
        "acht",
        "König",
        "Dame",
        "Turm",
        "Läufer",
        "Springer",
        "Bauer",
        "Kurze",
        "Lange",
        "Rochade",
        "schlägt",
        "von",
        "nach",
        "auf",
        "Umwandlung",
        "in",
        "en",
        "passant",
        "Schach",
        "Schachmatt",
        "Patt",
    ]
}

#[test]
fn every_announcement_is_understood_as_its_move() {
    let mut positions = corpus_positions(19);
    let from_corpus = positions.len();
    positions.extend(random_positions(1_200));
    assert!(positions.len() >= 5_000, "{} positions", positions.len());
    let allowed = allowed_words();
    let mut checked = 0usize;
    let mut promotions = 0usize;
    let mut en_passant = 0usize;
    let mut castling = 0usize;
    for pos in &positions {
        let matcher = MoveMatcher::new(pos);
        for m in pos.legal_moves() {
            promotions += usize::from(m.promotion().is_some());
            en_passant += usize::from(m.is_en_passant());
            castling += usize::from(m.is_castle());
            for style in [Style::Short, Style::Long, Style::Verbose] {
                let options = AnnounceOptions {
                    style,
                    ..AnnounceOptions::default()
                };
                let said = announce_with(pos, m, options);
                for word in said.split([' ', ',']).filter(|w| !w.is_empty()) {
                    assert!(allowed.contains(&word), "{word:?} in {said:?}");
                }
                match matcher.understand(&said, Language::German) {
                    Understanding::Move { played, .. } => {
                        assert_eq!(
                            played,
                            m,
                            "{said:?} in {}",
                            ansage::notation::fen::write_fen(pos)
                        )
                    }
                    other => panic!(
                        "{said:?} in {}: {other:?}",
                        ansage::notation::fen::write_fen(pos)
                    ),
                }
                checked += 1;
            }
        }
    }
    eprintln!(
        "{} positions ({from_corpus} from the corpus), {checked} announcements; {promotions} promotions, {en_passant} en passant, {castling} castlings",
        positions.len()
    );
    assert!(promotions > 1_000 && en_passant > 20 && castling > 100);
}

#[test]
fn announcements_without_the_pawn_name_are_understood_too() {
    let options = AnnounceOptions {
        say_pawn: false,
        ..AnnounceOptions::default()
    };
    for pos in corpus_positions(97) {
        let matcher = MoveMatcher::with_options(
            &pos,
            MatchOptions {
                pawn_name_optional: true,
            },
        );
        for m in pos.legal_moves() {
            let said = announce_with(&pos, m, options);
            match matcher.understand(&said, Language::German) {
                Understanding::Move { played, .. } => assert_eq!(played, m, "{said:?}"),
                other => panic!("{said:?}: {other:?}"),
            }
        }
    }
}
