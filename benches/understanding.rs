//! Understanding spoken moves: robustness and speed.
//!
//! First a robustness report (printed to stdout), for German and for English words:
//! announced phrases from corpus positions are
//! corrupted as a speech recogniser might corrupt them (one or two words replaced by
//! similar-sounding words, a dropped word, an inserted filler), on a fixed seed, and each
//! corrupted phrase is classified as understood as the intended move, answered with a
//! question, understood as a wrong move, or not matched. Issue targets: with one
//! substitution ≥ 95 % intended and ≤ 0.1 % wrong.
//!
//! Then criterion timings: understanding one phrase against all legal moves of a middlegame
//! position (issue target: well under a millisecond), with and without preparing the
//! matcher.

use std::hint::black_box;

use ansage::language::Language;
use ansage::notation::fen::{parse_fen, write_fen};
use ansage::understanding::heard::{MatchOptions, MoveMatcher, Understanding};
use ansage::words::announce::{AnnounceOptions, announce_with};
use ansage::words::lexicon::{Concept, Lexicon};
use criterion::Criterion;
use shakmaty::{Move, Position, Role};

#[path = "../tests/support/mod.rs"]
mod support;
use support::{Rng, corpus_positions};

/// Every how many plies of the corpus a position is taken.
const EVERY: usize = 20;
/// How far (phonetically, 0 … 1) a substituted word may sound from the word said: 0.35
/// counts as "similar-sounding" (zwei/drei 0.46 is beyond it; achte/acht 0.25, ella/bella
/// 0.25 within); the report is also printed for the harsher 0.5.
const DISTANCES: [f32; 2] = [0.35, 0.5];
const MAX_DISTANCE: f32 = 0.5;
/// Fillers a recogniser may insert.
const FILLERS: [&str; 3] = ["äh", "und", "also"];
/// How many wrong-move examples are listed for the one-substitution variant, and for each
/// of the others.
const EXAMPLES_MAIN: usize = 15;
const EXAMPLES_OTHER: usize = 5;

/// What became of one phrase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Intended,
    /// A question listing the intended move among its candidates.
    QuestionWith,
    /// A question without the intended move.
    QuestionWithout,
    Wrong,
    NoMatch,
}

fn classify(understanding: &Understanding, intended: Move) -> Outcome {
    match understanding {
        Understanding::Move { played, .. } if *played == intended => Outcome::Intended,
        Understanding::Move { .. } => Outcome::Wrong,
        Understanding::Question(q) if q.candidates.contains(&intended) => Outcome::QuestionWith,
        Understanding::Question(_) => Outcome::QuestionWithout,
        Understanding::NoMatch { .. } => Outcome::NoMatch,
    }
}

/// Counts of outcomes for one row of the table.
#[derive(Default, Clone, Copy)]
struct Tally {
    intended: usize,
    question_with: usize,
    question_without: usize,
    wrong: usize,
    no_match: usize,
}

impl Tally {
    fn add(&mut self, outcome: Outcome) {
        match outcome {
            Outcome::Intended => self.intended += 1,
            Outcome::QuestionWith => self.question_with += 1,
            Outcome::QuestionWithout => self.question_without += 1,
            Outcome::Wrong => self.wrong += 1,
            Outcome::NoMatch => self.no_match += 1,
        }
    }

    fn total(&self) -> usize {
        self.intended + self.question_with + self.question_without + self.wrong + self.no_match
    }
}

fn percent(part: usize, total: usize) -> f64 {
    if total == 0 {
        0.0
    } else {
        100.0 * part as f64 / total as f64
    }
}

fn print_header(label_width: usize) {
    println!(
        "{:<label_width$} {:>6} | {:>16} | {:>16} | {:>16} | {:>16} | {:>16}",
        "variant",
        "n",
        "intended",
        "question (+int.)",
        "question (-int.)",
        "wrong move",
        "no match",
    );
    println!("{}", "-".repeat(label_width + 8 + 5 * 19));
}

fn print_row(label: &str, label_width: usize, t: &Tally) {
    let n = t.total();
    let cell = |k: usize| format!("{k:>6} {:>7.2} %", percent(k, n));
    println!(
        "{:<label_width$} {:>6} | {:>16} | {:>16} | {:>16} | {:>16} | {:>16}",
        label,
        n,
        cell(t.intended),
        cell(t.question_with),
        cell(t.question_without),
        cell(t.wrong),
        cell(t.no_match),
    );
}

/// Whether a replacement word is a vocabulary word (it means something else) or a
/// sound-alike outside the vocabulary.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Vocabulary,
    SoundAlike,
}

fn kind(lexicon: &Lexicon, word: &str) -> Kind {
    if lexicon.concept(word).is_some() {
        Kind::Vocabulary
    } else {
        Kind::SoundAlike
    }
}

/// The class of a concept, as the lexicon groups them: a vocabulary word is only read as
/// another concept of its own class (a rank for a rank), so a replacement from another
/// class cannot be read back as the word said.
fn class(concept: Concept) -> u8 {
    match concept {
        Concept::File(_) => 0,
        Concept::Rank(_) => 1,
        Concept::Piece(_) => 2,
        Concept::Short | Concept::Long => 3,
        Concept::Yes | Concept::No => 4,
        Concept::Ordinal(_) => 5,
        _ => 6,
    }
}

/// Whether a vocabulary replacement is of the same class as the word it replaces.
fn same_class(lexicon: &Lexicon, said: &str, heard: &str) -> bool {
    match (lexicon.concept(said), lexicon.concept(heard)) {
        (Some(a), Some(b)) => class(a) == class(b),
        _ => false,
    }
}

/// Upper bounds of the cost bands of resolved moves (the last is `MAX_COST`).
const COST_BANDS: [f32; 5] = [0.3, 0.5, 0.7, 0.9, 1.2];

/// Upper bounds of the distance bands of the replacement.
const BANDS: [f32; 3] = [0.2, 0.35, MAX_DISTANCE];

/// The role of the word that was replaced or dropped: file, rank, piece or another word.
fn role_of(lexicon: &Lexicon, word: &str) -> usize {
    match lexicon.concept(word) {
        Some(Concept::File(_)) => 0,
        Some(Concept::Rank(_)) => 1,
        Some(Concept::Piece(_)) => 2,
        _ => 3,
    }
}

const ROLE_NAMES: [&str; 4] = ["file", "rank", "piece", "other"];

/// The concepts a phrase's words stand for (fillers left out), or `None` when a word is
/// outside the vocabulary.
fn meaning(lexicon: &Lexicon, phrase: &str) -> Option<Vec<Concept>> {
    phrase
        .to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty() && !lexicon.is_filler(w))
        .map(|w| lexicon.concept(w))
        .collect()
}

/// Why a phrase may have been understood as a wrong move.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Why {
    /// The heard words, all vocabulary, literally name the move understood ("Turm Delta
    /// acht" for "Turm Gustav acht"): no matcher can tell.
    Literal,
    /// A piece was named, a pawn move understood.
    PieceToPawn,
    Other,
}

impl Why {
    fn label(self) -> &'static str {
        match self {
            Why::Literal => "literal",
            Why::PieceToPawn => "piece→pawn",
            Why::Other => "other",
        }
    }
}

/// One wrong-move example.
struct Example {
    fen: String,
    intended: String,
    phrase: String,
    understood: String,
    cost: f32,
    margin: f32,
    why: Why,
}

/// Variants of corruption, in table order.
const VARIANTS: [&str; 5] = [
    "(e) clean (control)",
    "(a) one substitution",
    "(b) two substitutions",
    "(c) one dropped word",
    "(d) inserted filler",
];

struct Report {
    tallies: [Tally; 5],
    /// One substitution by the replacement's kind (vocabulary, sound-alike).
    one_by_kind: [Tally; 2],
    /// One vocabulary substitution: of the same class, of another class.
    one_by_class: [Tally; 2],
    /// One substitution by the replacement's phonetic distance band.
    one_by_band: [Tally; 3],
    /// One dropped word by the dropped word's role.
    drop_by_role: [Tally; 4],
    /// Two substitutions: both vocabulary, mixed, both sound-alikes.
    two_by_kind: [Tally; 3],
    /// One substitution by the replaced word's role.
    one_by_role: [Tally; 4],
    /// Phrases without a word (or two) that has a sound-alike neighbour.
    skipped: [usize; 5],
    examples: [Vec<Example>; 5],
    /// Resolved moves by variant and cost band: [intended, wrong].
    by_cost: [[[usize; 2]; COST_BANDS.len()]; 5],
}

fn robustness(max_distance: f32, in_words: Language) {
    let lexicon = Lexicon::for_words(in_words);
    let options = AnnounceOptions {
        words: in_words,
        ..AnnounceOptions::default()
    };
    let naming = MatchOptions {
        words: in_words,
        ..MatchOptions::default()
    };
    let positions = corpus_positions(EVERY);
    let mut rng = Rng::new(0xa115_a6e0_5eed_2026);
    let mut report = Report {
        tallies: [Tally::default(); 5],
        one_by_kind: [Tally::default(); 2],
        one_by_class: [Tally::default(); 2],
        one_by_band: [Tally::default(); 3],
        drop_by_role: [Tally::default(); 4],
        two_by_kind: [Tally::default(); 3],
        one_by_role: [Tally::default(); 4],
        skipped: [0; 5],
        examples: Default::default(),
        by_cost: [[[0; 2]; COST_BANDS.len()]; 5],
    };
    let started = std::time::Instant::now();
    let mut understood = 0usize;
    for pos in &positions {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            continue;
        }
        let matcher = MoveMatcher::with_options(pos, naming);
        let intended = legal[rng.below(legal.len())];
        let announcement = announce_with(pos, intended, options);
        let words: Vec<String> = announcement
            .to_lowercase()
            .replace(',', "")
            .split_whitespace()
            .map(str::to_owned)
            .collect();
        let neighbours: Vec<Vec<(&str, f32)>> = words
            .iter()
            .map(|w| lexicon.sounds_like(w, max_distance))
            .collect();
        let substitutable: Vec<usize> = (0..words.len())
            .filter(|&i| !neighbours[i].is_empty())
            .collect();

        let mut run = |variant: usize, phrase: Vec<String>, report: &mut Report| -> Outcome {
            let phrase = phrase.join(" ");
            let u = matcher.understand(&phrase, in_words);
            understood += 1;
            let outcome = classify(&u, intended);
            report.tallies[variant].add(outcome);
            if let Understanding::Move {
                played,
                cost,
                margin,
            } = u
            {
                let band = COST_BANDS
                    .iter()
                    .position(|&b| cost <= b)
                    .unwrap_or(COST_BANDS.len() - 1);
                report.by_cost[variant][band][usize::from(outcome == Outcome::Wrong)] += 1;
                if outcome == Outcome::Wrong {
                    let understood = announce_with(pos, played, options);
                    let why = if meaning(lexicon, &phrase) == meaning(lexicon, &understood) {
                        Why::Literal
                    } else if intended.role() != Role::Pawn && played.role() == Role::Pawn {
                        Why::PieceToPawn
                    } else {
                        Why::Other
                    };
                    report.examples[variant].push(Example {
                        fen: write_fen(pos),
                        intended: announcement.clone(),
                        phrase,
                        understood,
                        cost,
                        margin,
                        why,
                    });
                }
            }
            outcome
        };

        // (e) clean.
        run(0, words.clone(), &mut report);

        // (a) one substitution.
        if substitutable.is_empty() {
            report.skipped[1] += 1;
        } else {
            let i = substitutable[rng.below(substitutable.len())];
            let (replacement, distance) = neighbours[i][rng.below(neighbours[i].len())];
            let mut phrase = words.clone();
            phrase[i] = replacement.to_owned();
            let outcome = run(1, phrase, &mut report);
            let k = kind(lexicon, replacement);
            report.one_by_kind[usize::from(k == Kind::SoundAlike)].add(outcome);
            if k == Kind::Vocabulary {
                report.one_by_class[usize::from(!same_class(lexicon, &words[i], replacement))]
                    .add(outcome);
            }
            let band = BANDS
                .iter()
                .position(|&b| distance <= b)
                .unwrap_or(BANDS.len() - 1);
            report.one_by_band[band].add(outcome);
            report.one_by_role[role_of(lexicon, &words[i])].add(outcome);
        }

        // (b) two substitutions on two different words.
        if substitutable.len() < 2 {
            report.skipped[2] += 1;
        } else {
            let first = rng.below(substitutable.len());
            let mut second = rng.below(substitutable.len() - 1);
            if second >= first {
                second += 1;
            }
            let mut phrase = words.clone();
            let mut sound_alikes = 0;
            for i in [substitutable[first], substitutable[second]] {
                let (replacement, _) = neighbours[i][rng.below(neighbours[i].len())];
                phrase[i] = replacement.to_owned();
                if kind(lexicon, replacement) == Kind::SoundAlike {
                    sound_alikes += 1;
                }
            }
            let outcome = run(2, phrase, &mut report);
            report.two_by_kind[sound_alikes].add(outcome);
        }

        // (c) one dropped word.
        let mut phrase = words.clone();
        let dropped = phrase.remove(rng.below(words.len()));
        let outcome = run(3, phrase, &mut report);
        report.drop_by_role[role_of(lexicon, &dropped)].add(outcome);

        // (d) one inserted filler.
        let mut phrase = words.clone();
        let filler = FILLERS[rng.below(FILLERS.len())];
        phrase.insert(rng.below(words.len() + 1), filler.to_owned());
        run(4, phrase, &mut report);
    }
    let elapsed = started.elapsed();

    println!();
    println!("Robustness of understanding (ansage::understanding::heard), {in_words} words");
    println!(
        "{} corpus positions (every {EVERY}th ply), one random legal move each, short-style \
         announcement; substitutions from Lexicon::sounds_like(word, {max_distance}).",
        positions.len()
    );
    println!(
        "question (+int.): a question listing the intended move; question (-int.): a \
         question without it. Vocabulary words of another class (a rank for a file, an \
         ordinal for a piece) are never read back as the word said."
    );
    println!();
    let width = 34;
    print_header(width);
    for (variant, label) in VARIANTS.iter().enumerate() {
        print_row(label, width, &report.tallies[variant]);
    }
    println!();
    print_header(width);
    print_row(
        "(a) replacement is vocabulary",
        width,
        &report.one_by_kind[0],
    );
    print_row("  of which the same class", width, &report.one_by_class[0]);
    print_row("  of which another class", width, &report.one_by_class[1]);
    print_row(
        "(a) replacement is sound-alike",
        width,
        &report.one_by_kind[1],
    );
    print_row("(b) both vocabulary", width, &report.two_by_kind[0]);
    print_row(
        "(b) one vocabulary, one sound-alike",
        width,
        &report.two_by_kind[1],
    );
    print_row("(b) both sound-alikes", width, &report.two_by_kind[2]);
    println!();
    print_header(width);
    let mut low = 0.0;
    for (band, high) in BANDS.iter().enumerate() {
        print_row(
            &format!("(a) distance {low:.2} … {high:.2}"),
            width,
            &report.one_by_band[band],
        );
        low = *high;
    }
    println!();
    print_header(width);
    for (role, name) in ROLE_NAMES.iter().enumerate() {
        print_row(
            &format!("(a) replaced word: {name}"),
            width,
            &report.one_by_role[role],
        );
    }
    for (role, name) in ROLE_NAMES.iter().enumerate() {
        print_row(
            &format!("(c) dropped word: {name}"),
            width,
            &report.drop_by_role[role],
        );
    }
    println!();
    println!("Resolved moves by cost, intended / wrong:");
    let mut line = format!("{:<width$}", "variant");
    let mut low = 0.0;
    for high in COST_BANDS {
        line.push_str(&format!(" | {:>15}", format!("{low:.1} … {high:.1}")));
        low = high;
    }
    println!("{line}");
    println!("{}", "-".repeat(width + 18 * COST_BANDS.len()));
    for (variant, label) in VARIANTS.iter().enumerate() {
        let mut line = format!("{label:<width$}");
        for [intended, wrong] in report.by_cost[variant] {
            line.push_str(&format!(" | {:>15}", format!("{intended} / {wrong}")));
        }
        println!("{line}");
    }
    println!();
    println!(
        "Skipped (no word, or fewer than two words, with a neighbour): one substitution {}, \
         two substitutions {}.",
        report.skipped[1], report.skipped[2]
    );
    let one = &report.tallies[1];
    let intended = percent(one.intended, one.total());
    let wrong = percent(one.wrong, one.total());
    println!(
        "Targets, one substitution: intended {intended:.2} % (≥ 95 %: {}), wrong {wrong:.2} % \
         (≤ 0.1 %: {}).",
        if intended >= 95.0 { "met" } else { "MISSED" },
        if wrong <= 0.1 { "met" } else { "MISSED" },
    );
    println!(
        "{understood} phrases understood in {:.2?} ({:.1} µs each, matcher preparation included).",
        elapsed,
        elapsed.as_secs_f64() * 1e6 / understood.max(1) as f64
    );
    println!();
    println!(
        "Wrong moves by cause (literal: the heard words, all vocabulary, name the move understood; piece→pawn: a piece was said, a pawn move understood):"
    );
    for (variant, label) in VARIANTS.iter().enumerate() {
        let examples = &report.examples[variant];
        let count = |why: Why| examples.iter().filter(|e| e.why == why).count();
        println!(
            "  {label:<width$} wrong {:>4}: literal {:>4}, piece→pawn {:>4}, other {:>4}",
            examples.len(),
            count(Why::Literal),
            count(Why::PieceToPawn),
            count(Why::Other),
        );
    }
    for (variant, label) in VARIANTS.iter().enumerate() {
        let examples = &report.examples[variant];
        if examples.is_empty() {
            continue;
        }
        // The causes a matcher might avoid first, then a few literal ones.
        let limit = if variant == 1 {
            EXAMPLES_MAIN
        } else {
            EXAMPLES_OTHER
        };
        let shown: Vec<&Example> = examples
            .iter()
            .filter(|e| e.why != Why::Literal)
            .take(limit)
            .chain(
                examples
                    .iter()
                    .filter(|e| e.why == Why::Literal)
                    .take(EXAMPLES_OTHER.min(limit)),
            )
            .collect();
        println!();
        println!(
            "Wrong moves, {label} ({} of {}):",
            shown.len(),
            examples.len()
        );
        for e in shown {
            println!(
                "  [{}] {}\n    said „{}“, heard „{}“ → „{}“ (cost {:.2}, margin {:.2})",
                e.why.label(),
                e.fen,
                e.intended,
                e.phrase,
                e.understood,
                e.cost,
                e.margin
            );
        }
    }
    println!();
}

/// Queen's Gambit Declined, Orthodox Defence, after 1.d4 d5 2.c4 e6 3.Nc3 Nf6 4.Bg5 Be7
/// 5.e3 O-O 6.Nf3 Nbd7 7.Rc1 c6.
const MIDDLEGAME: &str = "r1bq1rk1/pp1nbppp/2p1pn2/3p2B1/2PP4/2N1PN2/PP3PPP/2RQKB1R w K - 0 8";

fn bench(c: &mut Criterion) {
    let pos = parse_fen(MIDDLEGAME).expect("middlegame FEN");
    let legal = pos.legal_moves();
    let find = |from: &str, to: &str| -> Move {
        *legal
            .iter()
            .find(|m| m.from().is_some_and(|f| f.to_string() == from) && m.to().to_string() == to)
            .expect("legal move")
    };
    // Bd3 (the main line), a capture, and a knight move.
    let moves = [find("f1", "d3"), find("c4", "d5"), find("f3", "e5")];
    let matcher = MoveMatcher::new(&pos);
    let mut phrases: Vec<(String, String, Move)> = Vec::new();
    for m in moves {
        let clean = announce_with(&pos, m, AnnounceOptions::default());
        phrases.push((format!("clean: {clean}"), clean, m));
    }
    // Corrupted: a sound-alike for the file; a filler and sound-alikes for piece and rank.
    phrases.push((
        "corrupted: läufer davit drei".into(),
        "läufer davit drei".into(),
        moves[0],
    ));
    phrases.push((
        "corrupted: äh springa eva fünfe".into(),
        "äh springa eva fünfe".into(),
        moves[2],
    ));
    println!("Speed: {} legal moves in {MIDDLEGAME}", legal.len());
    for (_, text, m) in &phrases {
        let u = matcher.understand(text, Language::GERMAN);
        println!(
            "  „{text}“ → {}",
            match &u {
                Understanding::Move {
                    played,
                    cost,
                    margin,
                } if played == m => format!("intended move (cost {cost:.2}, margin {margin:.2})"),
                Understanding::Move { .. } => "WRONG move".into(),
                Understanding::Question(q) => format!("question: {}", q.text),
                Understanding::NoMatch { phrase, .. } => format!(
                    "no match: {}",
                    ansage::words::phrases::shown(phrase, Language::GERMAN)
                ),
            }
        );
    }

    let mut group = c.benchmark_group("understand_middlegame");
    group.sample_size(30);
    group.measurement_time(std::time::Duration::from_secs(2));
    group.warm_up_time(std::time::Duration::from_millis(500));
    group.bench_function("MoveMatcher::new", |b| {
        b.iter(|| black_box(MoveMatcher::new(black_box(&pos))))
    });
    for (name, text, _) in &phrases {
        group.bench_function(format!("new+understand/{name}"), |b| {
            b.iter(|| {
                black_box(
                    MoveMatcher::new(black_box(&pos)).understand(black_box(text), Language::GERMAN),
                )
            })
        });
        group.bench_function(format!("prepared/{name}"), |b| {
            b.iter(|| black_box(matcher.understand(black_box(text), Language::GERMAN)))
        });
    }
    group.finish();
}

fn main() {
    for words in [Language::GERMAN, Language::ENGLISH] {
        for max_distance in DISTANCES {
            robustness(max_distance, words);
        }
    }
    let mut c = Criterion::default().configure_from_args();
    bench(&mut c);
    c.final_summary();
}
