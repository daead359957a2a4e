//! Announce, then understand: for every legal move of more than 5,000 positions (from the real
//! games of the corpus and from random play rich in promotions, queens, en passant and
//! castling), each style's announcement is understood as exactly that move, with no
//! question. Announcements use only Appendix F words for files, ranks, pieces and castling,
//! in German ("Springer Felix drei") and in the international English form ("Knight Felix
//! three"). Both languages' words also stand recogniser-like mistakes the same way.

use ansage::language::Language;
use ansage::notation::fen::parse_fen;
use ansage::understanding::heard::{MatchOptions, MoveMatcher, Understanding};
use ansage::understanding::interpret::{Interpretation, interpret};
use ansage::words::announce::{AnnounceOptions, Style, announce_with};
use ansage::words::lexicon::Lexicon;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move, Position};

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

/// The words an English announcement may contain.
fn allowed_english_words() -> Vec<&'static str> {
    vec![
        "Anna",
        "Bella",
        "Cäsar",
        "David",
        "Eva",
        "Felix",
        "Gustav",
        "Hector",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "King",
        "Queen",
        "Rook",
        "Bishop",
        "Knight",
        "Pawn",
        "Short",
        "Long",
        "castling",
        "takes",
        "from",
        "to",
        "on",
        "promotes",
        "en",
        "passant",
        "check",
        "checkmate",
        "stalemate",
    ]
}

/// Every legal move of many positions, announced in `words` in every style, is understood
/// as itself, with no question, and uses only `allowed` words.
fn round_trip(words: Language, allowed: &[&str]) {
    let mut positions = corpus_positions(19);
    let from_corpus = positions.len();
    positions.extend(random_positions(1_200));
    assert!(positions.len() >= 5_000, "{} positions", positions.len());
    let naming = MatchOptions {
        words,
        ..MatchOptions::default()
    };
    let mut checked = 0usize;
    let mut promotions = 0usize;
    let mut en_passant = 0usize;
    let mut castling = 0usize;
    for pos in &positions {
        let matcher = MoveMatcher::with_options(pos, naming);
        for m in pos.legal_moves() {
            promotions += usize::from(m.promotion().is_some());
            en_passant += usize::from(m.is_en_passant());
            castling += usize::from(m.is_castle());
            for style in [Style::Short, Style::Long, Style::Verbose] {
                let options = AnnounceOptions {
                    style,
                    words,
                    ..AnnounceOptions::default()
                };
                let said = announce_with(pos, m, options);
                for word in said.split([' ', ',']).filter(|w| !w.is_empty()) {
                    assert!(allowed.contains(&word), "{word:?} in {said:?}");
                }
                match matcher.understand(&said, words) {
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
        "{words}: {} positions ({from_corpus} from the corpus), {checked} announcements; {promotions} promotions, {en_passant} en passant, {castling} castlings",
        positions.len()
    );
    assert!(promotions > 1_000 && en_passant > 20 && castling > 100);
}

#[test]
fn every_announcement_is_understood_as_its_move() {
    round_trip(Language::GERMAN, &allowed_words());
}

#[test]
fn every_english_announcement_is_understood_as_its_move() {
    round_trip(Language::ENGLISH, &allowed_english_words());
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
                ..MatchOptions::default()
            },
        );
        for m in pos.legal_moves() {
            let said = announce_with(&pos, m, options);
            match matcher.understand(&said, Language::GERMAN) {
                Understanding::Move { played, .. } => assert_eq!(played, m, "{said:?}"),
                other => panic!("{said:?}: {other:?}"),
            }
        }
    }
}

#[test]
fn english_announcements_without_the_pawn_name_are_understood_too() {
    let options = AnnounceOptions {
        say_pawn: false,
        words: Language::ENGLISH,
        ..AnnounceOptions::default()
    };
    for pos in corpus_positions(97) {
        let matcher = MoveMatcher::with_options(
            &pos,
            MatchOptions {
                pawn_name_optional: true,
                words: Language::ENGLISH,
            },
        );
        for m in pos.legal_moves() {
            let said = announce_with(&pos, m, options);
            match matcher.understand(&said, Language::ENGLISH) {
                Understanding::Move { played, .. } => assert_eq!(played, m, "{said:?}"),
                other => panic!("{said:?}: {other:?}"),
            }
        }
    }
}

fn uci(pos: &Chess, text: &str) -> Move {
    text.parse::<UciMove>().unwrap().to_move(pos).unwrap()
}

#[test]
fn typed_english_in_every_usual_form() {
    let start = Chess::default();
    let e4 = parse_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").unwrap();
    let castle = parse_fen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1").unwrap();
    let takes = parse_fen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1").unwrap();
    let promote = parse_fen("7k/4P3/8/8/8/8/8/K7 w - - 0 1").unwrap();
    let cases: [(&Chess, &str, &str); 18] = [
        (&start, "Nf3", "g1f3"),
        (&start, "knight f3", "g1f3"),
        (&start, "knight felix three", "g1f3"),
        (&start, "Knight Felix three", "g1f3"),
        (&start, "Knight to f3", "g1f3"),
        (&start, "knight from gustav one to felix three", "g1f3"),
        (&start, "e4", "e2e4"),
        (&start, "pawn e four", "e2e4"),
        (&start, "pawn eva four", "e2e4"),
        (&e4, "knight cäsar six", "b8c6"),
        (&castle, "castles kingside", "e1g1"),
        (&castle, "castles queenside", "e1c1"),
        (&castle, "short castling", "e1g1"),
        (&castle, "O-O", "e1g1"),
        (&takes, "exd5", "e4d5"),
        (&takes, "pawn eva takes david five", "e4d5"),
        (&promote, "e8=Q", "e7e8q"),
        (&promote, "e8 queen", "e7e8q"),
    ];
    for (pos, text, expected) in cases {
        let expected = uci(pos, expected);
        assert_eq!(
            interpret(pos, text, Language::ENGLISH),
            Interpretation::Move {
                played: expected,
                draw_offer: false
            },
            "{text}"
        );
    }
    // Said as announced, with a promotion and a check.
    let check = parse_fen("3k4/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
    for (pos, text, expected) in [
        (
            &promote,
            "Pawn Eva eight, promotes to Queen, check",
            "e7e8q",
        ),
        (&promote, "pawn eva eight promotes to knight", "e7e8n"),
        (&check, "Rook David one, check", "a1d1"),
    ] {
        assert_eq!(
            interpret(pos, text, Language::ENGLISH),
            Interpretation::Move {
                played: uci(pos, expected),
                draw_offer: false
            },
            "{text}"
        );
    }
}

/// How understanding fared on mistaken phrases.
#[derive(Debug, Default)]
struct Tally {
    intended: usize,
    asked: usize,
    wrong: usize,
    refused: usize,
}

impl Tally {
    fn total(&self) -> usize {
        self.intended + self.asked + self.wrong + self.refused
    }
}

/// Announcements in `words` with one word replaced by the nearest word that sounds like it
/// (a recogniser's typical mistake: "night" for "knight", "tree" for "three"), or with one
/// word dropped, as in `benches/understanding.rs`: the intended move, or a question, or
/// a refusal; a wrong move only where the mistaken words name it.
fn robustness(words: Language) -> (Tally, Tally) {
    let lexicon = Lexicon::for_words(words);
    let options = AnnounceOptions {
        words,
        ..AnnounceOptions::default()
    };
    let naming = MatchOptions {
        words,
        ..MatchOptions::default()
    };
    let mut rng = Rng::new(0xa115_a6e0_5eed_2026);
    let mut substituted = Tally::default();
    let mut dropped = Tally::default();
    for pos in corpus_positions(31) {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            continue;
        }
        let matcher = MoveMatcher::with_options(&pos, naming);
        let intended = legal[rng.below(legal.len())];
        let said: Vec<String> = announce_with(&pos, intended, options)
            .to_lowercase()
            .replace(',', "")
            .split_whitespace()
            .map(str::to_owned)
            .collect();
        let tally = |phrase: &[String], tally: &mut Tally| {
            let phrase = phrase.join(" ");
            match matcher.understand(&phrase, words) {
                Understanding::Move { played, .. } if played == intended => tally.intended += 1,
                Understanding::Move { played, .. } => {
                    // Wrong only when the mistaken phrase does not literally name the move.
                    let named = announce_with(&pos, played, options)
                        .to_lowercase()
                        .replace(',', "");
                    let meaning = |text: &str| -> Vec<_> {
                        text.split_whitespace()
                            .map(|w| lexicon.read_word(w).exact)
                            .collect()
                    };
                    if meaning(&named) == meaning(&phrase) {
                        tally.intended += 1;
                    } else {
                        eprintln!("{words}: {phrase:?} understood as {named:?}");
                        tally.wrong += 1;
                    }
                }
                Understanding::Question(q) => {
                    if q.candidates.contains(&intended) {
                        tally.asked += 1;
                    } else {
                        tally.refused += 1;
                    }
                }
                Understanding::NoMatch { .. } => tally.refused += 1,
            }
        };
        // One substitution: the nearest sound-alike of a random word that has one.
        let substitutable: Vec<(usize, String)> = said
            .iter()
            .enumerate()
            .filter_map(|(i, w)| {
                lexicon
                    .sounds_like(w, 0.5)
                    .first()
                    .map(|(near, _)| (i, (*near).to_owned()))
            })
            .collect();
        if !substitutable.is_empty() {
            let (at, near) = &substitutable[rng.below(substitutable.len())];
            let mut phrase = said.clone();
            phrase[*at] = near.clone();
            tally(&phrase, &mut substituted);
        }
        if said.len() > 1 {
            let mut phrase = said.clone();
            phrase.remove(rng.below(said.len()));
            tally(&phrase, &mut dropped);
        }
    }
    eprintln!("{words}: one substitution {substituted:?}, one dropped word {dropped:?}");
    (substituted, dropped)
}

#[test]
fn english_stands_recogniser_mistakes_as_well_as_german() {
    let (german_substituted, german_dropped) = robustness(Language::GERMAN);
    let (english_substituted, english_dropped) = robustness(Language::ENGLISH);
    for (german, english, what) in [
        (
            &german_substituted,
            &english_substituted,
            "one substitution",
        ),
        (&german_dropped, &english_dropped, "one dropped word"),
    ] {
        assert!(english.total() > 300, "{what}: {english:?}");
        let rate = |part: usize, tally: &Tally| part as f64 / tally.total().max(1) as f64;
        let wrong = rate(english.wrong, english);
        let kept = rate(english.intended + english.asked, english);
        assert!(
            wrong <= (rate(german.wrong, german) * 1.5).max(0.002),
            "{what}: English {english:?}, German {german:?}"
        );
        assert!(
            kept >= rate(german.intended + german.asked, german) - 0.05,
            "{what}: English {english:?}, German {german:?}"
        );
    }
}

/// Real recogniser output: espeak-ng German (four voices, three speeds, clean and with white
/// or pink noise at 20 and 10 dB) transcribed by Whisper base, a recogniser that garbles
/// many words (`tests/data/voice/whisper-de.tsv`, made by `scripts/whisper-transcripts.py`).
/// Each transcript is read in its position as `ansage parse` reads it: at most 0.05 % may
/// become a different legal move than the one spoken (a garbled word never decides); the
/// shares resolved and asked are printed.
#[test]
fn garbled_recogniser_output_never_makes_another_move() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/voice/whisper-de.tsv"
    ))
    .expect("the Whisper transcripts are in tests/data/voice");
    let (mut right, mut asked, mut refused, mut wrong) = (0usize, 0usize, 0usize, Vec::new());
    for line in text.lines().skip(1) {
        let fields: Vec<&str> = line.split('\t').collect();
        let [fen, uci, phrase, _voice, _speed, _noise, transcript] = fields[..] else {
            panic!("a row of seven fields: {line:?}");
        };
        let pos = parse_fen(fen).unwrap();
        let spoken = uci.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        match interpret(&pos, transcript, Language::GERMAN) {
            Interpretation::Move { played, .. } if played == spoken => right += 1,
            Interpretation::Move { played, .. } => wrong.push(format!(
                "{phrase:?} heard as {transcript:?}: {played:?} in {fen}"
            )),
            Interpretation::Question(_) => asked += 1,
            _ => refused += 1,
        }
    }
    let total = right + asked + refused + wrong.len();
    assert!(total >= 1_000, "{total} transcripts");
    println!(
        "{total} Whisper transcripts: {right} resolved to the move spoken ({:.1} %), {asked} asked back ({:.1} %), {refused} refused ({:.1} %), {} wrong ({:.2} %)",
        100.0 * right as f64 / total as f64,
        100.0 * asked as f64 / total as f64,
        100.0 * refused as f64 / total as f64,
        wrong.len(),
        100.0 * wrong.len() as f64 / total as f64
    );
    assert!(wrong.len() * 2_000 <= total, "wrong moves: {wrong:#?}");
    assert!(right > 0 && asked > 0);
}

/// Issue 28: a suggestion keeps what the player clearly said. "Bauer schlägt" where no pawn
/// can capture is refused with that reason, never answered with a knight's capture; a long
/// castling that is not possible is refused with its reason (3.8.2), never answered with
/// "Kurze Rochade?".
#[test]
fn a_suggestion_keeps_the_piece_and_the_castling_side_said() {
    let refusal = |fen: &str, text: &str, language: Language| {
        let pos = parse_fen(fen).unwrap();
        match interpret(&pos, text, language) {
            Interpretation::Illegal(refusal) => refusal.message(&pos, language),
            other => panic!("{text:?} in {fen}: {other:?}"),
        }
    };
    // 1. e4 e5 2. Sf3: the knight can take on e5, no pawn can take anything.
    let knight_takes = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 2";
    assert_eq!(
        refusal(knight_takes, "pawn takes", Language::ENGLISH),
        "I understood “Pawn takes”, but no pawn can capture anything."
    );
    assert_eq!(
        refusal(knight_takes, "Bauer schlägt", Language::GERMAN),
        "Ich habe „Bauer schlägt“ verstanden, aber kein Bauer kann etwas schlagen."
    );
    // Only short castling is still allowed: the long one is refused with its reason.
    let short_only = "r3k2r/8/8/8/8/8/8/R3K2R w K - 0 1";
    assert_eq!(
        refusal(short_only, "lange Rochade", Language::GERMAN),
        "Ich habe „Lange Rochade“ verstanden, aber Weiß darf nicht mehr lang rochieren: König oder Turm hat schon gezogen."
    );
    assert_eq!(
        refusal(short_only, "long castling", Language::ENGLISH),
        "I understood “long castling”, but White may no longer castle long: king or rook has already moved."
    );
    let blocked = "r3k2r/8/8/8/8/8/8/RN2K2R w KQ - 0 1";
    assert_eq!(
        refusal(blocked, "Rochade lang", Language::GERMAN),
        "Ich habe „Rochade Lange“ verstanden, aber zwischen König und Turm stehen noch Figuren."
    );
    // Where the piece said can capture, the question names only its captures.
    let two_pawn_captures = "4k3/8/8/2p1p3/3P4/8/8/4K3 w - - 0 1";
    let pos = parse_fen(two_pawn_captures).unwrap();
    match interpret(&pos, "Bauer schlägt", Language::GERMAN) {
        Interpretation::Question(q) => {
            assert!(
                q.candidates
                    .iter()
                    .all(|m| m.role() == shakmaty::Role::Pawn)
            );
            assert_eq!(q.candidates.len(), 2, "{}", q.text);
        }
        other => panic!("{other:?}"),
    }
    // A castling said that is possible is still played at once.
    match interpret(
        &parse_fen(short_only).unwrap(),
        "kurze Rochade",
        Language::GERMAN,
    ) {
        Interpretation::Move { played, .. } => assert!(played.is_castle()),
        other => panic!("{other:?}"),
    }
}

/// A move said in a language folder's own words (its lexicon's first word for the piece,
/// the file and the rank) is understood through that folder's lexicon, Spanish included once
/// its lexicon is there.
#[test]
fn a_move_said_in_each_folders_words_is_understood() {
    use ansage::words::lexicon::Concept;
    use shakmaty::{File, Rank, Role};
    let pos = Chess::default();
    let mut codes = Vec::new();
    for (code, lexicon) in Lexicon::all() {
        codes.push(code);
        let word = |concept| {
            lexicon
                .words_for(concept)
                .next()
                .unwrap_or_else(|| panic!("{code} has no word for {concept:?}"))
        };
        let said = [
            word(Concept::Piece(Role::Knight)),
            word(Concept::File(File::F)),
            word(Concept::Rank(Rank::Third)),
        ]
        .join(" ");
        let matcher = MoveMatcher::with_lexicon(&pos, MatchOptions::default(), lexicon);
        let knight = "g1f3".parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        match matcher.understand(&said, Language::GERMAN) {
            Understanding::Move { played, .. } => assert_eq!(played, knight, "{code}: {said}"),
            other => panic!("{code}: „{said}“ gave {other:?}"),
        }
    }
    assert!(codes.contains(&"de") && codes.contains(&"en"), "{codes:?}");
}
