//! Issue 32 §4: every 3D announcement is understood back, word for word. For every legal
//! move of a few hundred positions (random games from the start, a fixed seed), the words
//! ansage says in each language are read back into exactly that move — as the round trip of
//! standard chess does. Before, ", Schach" at the end and "mit König" in a deck move were
//! said but refused when typed or said back.

mod support;

use ansage::language::Language;
use ansage::tridim::Position3;
use ansage::tridim::notation::{Reading, read_move};
use ansage::tridim::words::{announce, words_to_notation};
use ansage::words::phrases::shown;

/// Positions from random games: `games` games of up to `plies` plies from the start.
fn positions(games: usize, plies: usize, seed: u64) -> Vec<Position3> {
    let mut rng = support::Rng::new(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut pos = Position3::start();
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            out.push(pos.clone());
            pos = pos.play_unchecked(&moves[rng.below(moves.len())]);
        }
    }
    out
}

#[test]
fn every_announcement_reads_back_as_its_move() {
    let mut positions = positions(10, 32, 32);
    // Kings riding on decks, which random games from the start seldom reach.
    for fen in [
        "Kz0DP1,kc5N DP1w,KP1w,DP6b,KP6b w - - 0 2",
        "kz9DP6,Kc1W,Qd3W DP1w,KP1w,DP6b,KP6b b - - 0 2",
        "Ke0KP1,ke9KP6,Ra4N DP1w,KP1w,DP6b,KP6b w - - 0 2",
    ] {
        positions.push(ansage::tridim::fen3d::read_fen3d(fen).unwrap());
    }
    let mut failures = Vec::new();
    let mut checked = 0;
    // The two kinds of words refused before: a deck's passenger and the check at the end.
    let (mut carried, mut checks) = (0, 0);
    for pos in &positions {
        for m in pos.legal_moves() {
            let phrase = announce(pos, &m);
            for language in [Language::GERMAN, Language::ENGLISH, Language::SPANISH] {
                checked += 1;
                let said = shown(&phrase, language);
                if language == Language::GERMAN {
                    carried += usize::from(said.contains(" mit "));
                    checks += usize::from(said.ends_with(", Schach"));
                }
                let back = words_to_notation(&said).map(|n| (read_move(pos, &n), n));
                match back {
                    Some((Reading::Move(read), _)) if read == m => {}
                    other => {
                        let got = other.map(|(r, n)| format!("{n} → {r:?}"));
                        failures.push(format!("{language:?} {said:?}: {got:?}"));
                    }
                }
            }
        }
    }
    assert!(positions.len() >= 300, "{} positions", positions.len());
    assert!(
        carried > 0 && checks > 0,
        "{carried} decks carrying, {checks} checks"
    );
    assert!(
        failures.is_empty(),
        "{} of {checked} announcements not read back, for example:\n{}",
        failures.len(),
        failures
            .iter()
            .take(12)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
