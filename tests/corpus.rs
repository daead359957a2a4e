//! The real games in `tests/data/corpus/` (copied from the shared corpus): every move written
//! as German SAN and read back, every game exported to PGN and re-imported equal, and one
//! German scoresheet compared with a hand-checked text.

mod support;

use ansage::language::Language;
use ansage::notation::input::{Resolution, resolve};
use ansage::notation::pgn::{Game, read_games, write_game};
use ansage::notation::san::{san_to_move, write_san};
use ansage::notation::scoresheet::scoresheet;
use shakmaty::Position;

fn corpus() -> Vec<(String, Vec<Game>)> {
    let files = support::corpus_files();
    assert_eq!(files.len(), 5, "the five corpus files");
    files
        .into_iter()
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let games = read_games(&std::fs::read(&path).unwrap())
                .unwrap_or_else(|e| panic!("{name}: {}", e.message(Language::ENGLISH)));
            (name, games)
        })
        .collect()
}

#[test]
fn every_move_round_trips_through_german_and_english_san() {
    let mut plies = 0;
    let mut forgiving_exact = 0;
    let mut forgiving_ambiguous = 0;
    for (name, games) in corpus() {
        for (index, game) in games.iter().enumerate() {
            let mut pos = game.start.clone();
            for recorded in &game.moves {
                let m = recorded.played;
                for language in [Language::GERMAN, Language::ENGLISH] {
                    let text = write_san(&pos, m, language);
                    let back = san_to_move(&pos, &text, language);
                    assert_eq!(back, Ok(m), "{name} game {} ply {plies}: {text}", index + 1);
                }
                // The forgiving reader finds the move too; where a lower-case letter can also
                // name a piece (German d for Dame), it may list the move among candidates.
                let text = write_san(&pos, m, Language::GERMAN);
                match resolve(&pos, &text, Language::GERMAN).resolution {
                    Resolution::Move(found) => {
                        assert_eq!(found, m, "{name}: {text}");
                        forgiving_exact += 1;
                    }
                    Resolution::Ambiguous(candidates) => {
                        assert!(candidates.contains(&m), "{name}: {text}");
                        assert!(
                            text.starts_with('d'),
                            "{name}: only d can be read two ways: {text}"
                        );
                        forgiving_ambiguous += 1;
                    }
                    other => panic!("{name}: {text} gave {other:?}"),
                }
                pos.play_unchecked(m);
                plies += 1;
            }
        }
    }
    assert!(plies > 50_000, "the corpus has {plies} plies");
    eprintln!(
        "{plies} plies; forgiving reader: {forgiving_exact} exact, {forgiving_ambiguous} listed with the Dame reading"
    );
}

#[test]
fn every_game_exported_to_pgn_reads_back_equal() {
    let mut count = 0;
    for (name, games) in corpus() {
        for (index, game) in games.iter().enumerate() {
            let text = write_game(game);
            let again = read_games(text.as_bytes()).unwrap_or_else(|e| {
                panic!(
                    "{name} game {}: {}",
                    index + 1,
                    e.message(Language::ENGLISH)
                )
            });
            assert_eq!(again.len(), 1);
            assert_eq!(&again[0], game, "{name} game {}", index + 1);
            count += 1;
        }
    }
    assert_eq!(count, 597 + 251 + 6 + 20 + 91);
}

#[test]
fn philidor_game_one_as_a_german_scoresheet() {
    // Checked by hand against the PGN: B→L, N→S, Q→D, R→T, x→×, O-O→0-0.
    let expected = "\
Turnier: Game one
Datum: 1749
Weiß: Philidor, Francois Andre Dani
Schwarz: Analysis\\ Analyse
Ergebnis: 1-0

1. e4 e5
2. Lc4 Lc5
3. c3 Sf6
4. d4 e×d4
5. c×d4 Lb6
6. Sc3 0-0
7. Sge2 c6
8. Ld3 d5
9. e5 Se8
10. Le3 f6
11. Dd2 f×e5
12. d×e5 Le6
13. Sf4 De7
14. L×b6 a×b6
15. 0-0 Sd7
16. S×e6 D×e6
17. f4 Sc7
18. Tae1 g6
19. h3 d4
20. Se4 h6
21. b3 b5
22. g4 Sd5
23. Sg3 Se3
24. T×e3 d×e3
25. D×e3 T×a2
26. Te1 D×b3
27. De4 De6
28. f5 g×f5
29. g×f5 Dd5
30. D×d5+ c×d5
31. L×b5 Sb6
32. f6 Tb2
33. Ld3 Kf7
34. Lf5 Sc4
35. Sh5 Tg8+
36. Lg4 Sd2
37. e6+ Kg6
38. f7 Tf8
39. Sf4+ Kg7
40. Lh5
1-0
";
    let corpus = corpus();
    let (_, philidor) = corpus
        .iter()
        .find(|(name, _)| name == "Philidor.pgn")
        .expect("Philidor.pgn");
    assert_eq!(scoresheet(&philidor[0], Language::GERMAN), expected);
}
