//! The match session end to end, as the terminal drives it: 20 corpus games (1,400-odd
//! plies) typed into `PlaySession::handle_line` move by move in German notation, and every
//! event it returns put into words for the screen and the voice. This is the path every
//! typed move takes before its announcement.

use std::hint::black_box;

use ansage::language::Language;
use ansage::notation::pgn::read_games;
use ansage::notation::san::write_san;
use ansage::play::{Event, PlaySession};
use ansage::texts::Words;
use criterion::{Criterion, criterion_group, criterion_main};
use shakmaty::Position;

/// The moves of the first `count` games of the corpus, in German SAN.
fn games(count: usize) -> Vec<Vec<String>> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/corpus/Capablanca.pgn"
    );
    let games = read_games(&std::fs::read(path).expect("corpus file")).expect("corpus parses");
    games
        .into_iter()
        .take(count)
        .map(|game| {
            let mut pos = game.start.clone();
            game.moves
                .iter()
                .map(|m| {
                    let san = write_san(&pos, m.played, Language::GERMAN);
                    pos.play_unchecked(m.played);
                    san
                })
                .collect()
        })
        .collect()
}

/// The characters of every line shown and spoken for the events.
fn said(words: &Words, events: &[Event]) -> usize {
    events
        .iter()
        .flat_map(|event| words.lines(event))
        .map(|line| line.shown.len() + line.spoken.len())
        .sum()
}

fn bench(c: &mut Criterion) {
    let games = games(20);
    let plies: usize = games.iter().map(Vec::len).sum();
    eprintln!("session: {} games, {plies} plies", games.len());
    let mut group = c.benchmark_group("session");
    group.sample_size(20);
    group.bench_function("20_games_typed_and_said", |b| {
        b.iter(|| {
            let mut total = 0;
            for moves in &games {
                let mut session = PlaySession::new(Language::GERMAN);
                let words = session.words_in(Language::GERMAN);
                for line in moves {
                    let (events, _) = session.handle_line(black_box(line));
                    total += said(&words, &events);
                }
            }
            black_box(total)
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
