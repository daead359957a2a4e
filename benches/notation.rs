//! German SAN write+parse over the corpus, side by side with shakmaty's own English SAN in the
//! same run (issue target: ours within 1.5× of shakmaty's).

use std::hint::black_box;

use ansage::language::Language;
use ansage::notation::pgn::read_games;
use ansage::notation::san::{san_to_move, write_san};
use criterion::{Criterion, criterion_group, criterion_main};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Move, Position};

fn corpus_plies() -> Vec<(Chess, Move)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/corpus");
    let mut plies = Vec::new();
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .expect("corpus directory")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    names.sort();
    for path in names {
        let games = read_games(&std::fs::read(&path).expect("corpus file")).expect("corpus parses");
        for game in games {
            let mut pos = game.start.clone();
            for m in game.moves {
                plies.push((pos.clone(), m.played));
                pos.play_unchecked(m.played);
            }
        }
    }
    plies
}

fn bench(c: &mut Criterion) {
    let plies = corpus_plies();
    let german: Vec<String> = plies
        .iter()
        .map(|(p, m)| write_san(p, *m, Language::GERMAN))
        .collect();
    let english: Vec<String> = plies
        .iter()
        .map(|(p, m)| SanPlus::from_move(p.clone(), *m).to_string())
        .collect();
    eprintln!("corpus: {} plies", plies.len());

    let mut group = c.benchmark_group("san_write_parse");
    group.sample_size(20);
    group.bench_function("ansage_german", |b| {
        b.iter(|| {
            for (pos, m) in &plies {
                let text = write_san(pos, *m, Language::GERMAN);
                black_box(san_to_move(pos, &text, Language::GERMAN).expect("round trip"));
            }
        })
    });
    group.bench_function("shakmaty_english", |b| {
        b.iter(|| {
            for (pos, m) in &plies {
                let text = SanPlus::from_move(pos.clone(), *m).to_string();
                let san: SanPlus = text.parse().expect("san");
                black_box(san.san.to_move(pos).expect("round trip"));
            }
        })
    });
    group.finish();

    let mut group = c.benchmark_group("san_parse");
    group.sample_size(20);
    group.bench_function("ansage_german", |b| {
        b.iter(|| {
            for ((pos, _), text) in plies.iter().zip(&german) {
                black_box(san_to_move(pos, text, Language::GERMAN).expect("parse"));
            }
        })
    });
    group.bench_function("shakmaty_english", |b| {
        b.iter(|| {
            for ((pos, _), text) in plies.iter().zip(&english) {
                let san: SanPlus = text.parse().expect("san");
                black_box(san.san.to_move(pos).expect("parse"));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
