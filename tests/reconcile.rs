//! Settling differing positions with both records (FIDE Appendix F, F2.7 and F2.8): a table
//! of scenarios, each checked for rule, agreed plies, target FEN and the exact steps.

mod support;

use ansage::game::reconcile::{Action, Reconciliation, Record, Rule, Step, parse_board, reconcile};
use ansage::language::Language;
use ansage::notation::fen::parse_fen;
use ansage::records::reconcile::{ReconcileRequest, reconcile_request, to_json_value};
use ansage::words::phrases::shown;
use shakmaty::{Chess, Color, Piece, Position};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// One reconciliation scenario.
struct Scenario {
    name: &'static str,
    /// The start position, if not the standard one.
    start: Option<&'static str>,
    white_record: &'static str,
    black_record: &'static str,
    /// The boards as FEN placements; `None`: the board matches its own record.
    white_board: Option<&'static str>,
    black_board: Option<&'static str>,
    rule: Rule,
    agreed_plies: usize,
    fen: &'static str,
    /// Steps as `"move N h3-f3"`, `"lift p d5"`, `"place Q e8"` (upper case white, lower
    /// case black), each with its German sentence.
    white_steps: &'static [(&'static str, &'static str)],
    black_steps: &'static [(&'static str, &'static str)],
}

const SCENARIOS: &[Scenario] = &[
    Scenario {
        name: "identical records, no boards",
        start: None,
        white_record: "1. e4 c5",
        black_record: "e4 c5",
        white_board: None,
        black_board: None,
        rule: Rule::Agree,
        agreed_plies: 2,
        fen: "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        white_steps: &[],
        black_steps: &[],
    },
    Scenario {
        name: "identical records, White's board wrong (knight on the wrong square)",
        start: None,
        white_record: "1. e4 e5 2. Sf3 Sc6",
        black_record: "1.e4 e5 2.Nf3 Nc6",
        white_board: Some("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/7N/PPPP1PPP/RNBQKB1R"),
        black_board: None,
        rule: Rule::CorrectBoards,
        agreed_plies: 4,
        fen: "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        white_steps: &[(
            "move N h3-f3",
            "Setzen Sie den Springer von Hector drei nach Felix drei.",
        )],
        black_steps: &[],
    },
    Scenario {
        name: "identical records, Black's board wrong (capture not carried out)",
        start: None,
        white_record: "1. e4 d5 2. exd5",
        black_record: "1. e4 d5 2. e×d5",
        white_board: Some("rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR"),
        black_board: Some("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR"),
        rule: Rule::CorrectBoards,
        agreed_plies: 3,
        fen: "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2",
        white_steps: &[],
        black_steps: &[
            ("lift p d5", "Nehmen Sie den Bauern von David fünf."),
            (
                "move P e4-d5",
                "Setzen Sie den Bauern von Eva vier nach David fünf.",
            ),
        ],
    },
    Scenario {
        name: "divergence at the first ply",
        start: None,
        white_record: "1. e4 e5",
        black_record: "1. d4 d5",
        white_board: None,
        black_board: None,
        rule: Rule::TakeBack,
        agreed_plies: 0,
        fen: START,
        white_steps: &[
            (
                "move P e4-e2",
                "Setzen Sie den Bauern von Eva vier nach Eva zwei.",
            ),
            (
                "move p e5-e7",
                "Setzen Sie den Bauern von Eva fünf nach Eva sieben.",
            ),
        ],
        black_steps: &[
            (
                "move P d4-d2",
                "Setzen Sie den Bauern von David vier nach David zwei.",
            ),
            (
                "move p d5-d7",
                "Setzen Sie den Bauern von David fünf nach David sieben.",
            ),
        ],
    },
    Scenario {
        name: "divergence at castling",
        start: None,
        white_record: "1. e4 e5 2. Sf3 Sc6 3. Lc4 Lc5 4. 0-0",
        black_record: "1. e4 e5 2. Sf3 Sc6 3. Lc4 Lc5 4. Kf1",
        white_board: None,
        black_board: None,
        rule: Rule::TakeBack,
        agreed_plies: 6,
        fen: "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        white_steps: &[
            (
                "move R f1-h1",
                "Setzen Sie den Turm von Felix eins nach Hector eins.",
            ),
            (
                "move K g1-e1",
                "Setzen Sie den König von Gustav eins nach Eva eins.",
            ),
        ],
        black_steps: &[(
            "move K f1-e1",
            "Setzen Sie den König von Felix eins nach Eva eins.",
        )],
    },
    Scenario {
        name: "divergence after castling",
        start: None,
        white_record: "1. e4 e5 2. Sf3 Sc6 3. Lc4 Lc5 4. 0-0 Sf6 5. d3",
        black_record: "1. e4 e5 2. Sf3 Sc6 3. Lc4 Lc5 4. O-O Sf6 5. Te1",
        white_board: None,
        black_board: None,
        rule: Rule::TakeBack,
        agreed_plies: 8,
        fen: "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 6 5",
        white_steps: &[(
            "move P d3-d2",
            "Setzen Sie den Bauern von David drei nach David zwei.",
        )],
        black_steps: &[(
            "move R e1-f1",
            "Setzen Sie den Turm von Eva eins nach Felix eins.",
        )],
    },
    Scenario {
        name: "divergence after en passant, Black's board with the captured pawn left",
        start: None,
        white_record: "1. e4 Sf6 2. e5 d5 3. e×d6 e.p. c×d6",
        black_record: "1. e4 Sf6 2. e5 d5 3. exd6 exd6",
        white_board: None,
        black_board: Some("rnbqkb1r/ppp2ppp/3p1n2/3p4/8/8/PPPP1PPP/RNBQKBNR"),
        rule: Rule::TakeBack,
        agreed_plies: 5,
        fen: "rnbqkb1r/ppp1pppp/3P1n2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3",
        white_steps: &[
            (
                "move p d6-c7",
                "Setzen Sie den Bauern von David sechs nach Cäsar sieben.",
            ),
            (
                "place P d6",
                "Stellen Sie einen weißen Bauern auf David sechs.",
            ),
        ],
        black_steps: &[
            ("lift p d5", "Nehmen Sie den Bauern von David fünf."),
            (
                "move p d6-e7",
                "Setzen Sie den Bauern von David sechs nach Eva sieben.",
            ),
            (
                "place P d6",
                "Stellen Sie einen weißen Bauern auf David sechs.",
            ),
        ],
    },
    Scenario {
        name: "divergence after a promotion, White promoted to the wrong piece on the board",
        start: Some("7k/4P3/8/8/8/8/8/4K3 w - - 0 1"),
        white_record: "1. e8D+ Kh7 2. Dd7+",
        black_record: "1. e8=Q+ Kh7 2. Qe7+",
        white_board: Some("4R3/7k/8/8/8/8/8/4K3"),
        black_board: None,
        rule: Rule::TakeBack,
        agreed_plies: 2,
        fen: "4Q3/7k/8/8/8/8/8/4K3 w - - 1 2",
        white_steps: &[
            ("lift R e8", "Nehmen Sie den Turm von Eva acht."),
            ("place Q e8", "Stellen Sie eine weiße Dame auf Eva acht."),
        ],
        black_steps: &[(
            "move Q e7-e8",
            "Setzen Sie die Dame von Eva sieben nach Eva acht.",
        )],
    },
    Scenario {
        name: "Black's record one move shorter: the move stands, Black's board gets it",
        start: None,
        white_record: "1. e4 e5 2. Sf3",
        black_record: "1. e4 e5",
        white_board: None,
        black_board: None,
        rule: Rule::CorrectBoards,
        agreed_plies: 3,
        fen: "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
        white_steps: &[],
        black_steps: &[(
            "move N g1-f3",
            "Setzen Sie den Springer von Gustav eins nach Felix drei.",
        )],
    },
    Scenario {
        name: "White's record one move shorter, but the move is on both boards",
        start: None,
        white_record: "1. e4",
        black_record: "1. e4 e5",
        white_board: Some("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR"),
        black_board: None,
        rule: Rule::Agree,
        agreed_plies: 2,
        fen: "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        white_steps: &[],
        black_steps: &[],
    },
    Scenario {
        name: "a record two moves shorter: back to its end",
        start: None,
        white_record: "1. e4 e5 2. Sf3 Sc6",
        black_record: "1. e4 e5",
        white_board: None,
        black_board: None,
        rule: Rule::TakeBack,
        agreed_plies: 2,
        fen: "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        white_steps: &[
            (
                "move N f3-g1",
                "Setzen Sie den Springer von Felix drei nach Gustav eins.",
            ),
            (
                "move n c6-b8",
                "Setzen Sie den Springer von Cäsar sechs nach Bella acht.",
            ),
        ],
        black_steps: &[],
    },
    Scenario {
        name: "an illegal move inside Black's record",
        start: None,
        white_record: "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6",
        black_record: "1. e4 e5 2. Sf3 Sc6 3. Lb4 a6",
        white_board: None,
        black_board: None,
        rule: Rule::TakeBack,
        agreed_plies: 4,
        fen: "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        white_steps: &[
            (
                "move B b5-f1",
                "Setzen Sie den Läufer von Bella fünf nach Felix eins.",
            ),
            (
                "move p a6-a7",
                "Setzen Sie den Bauern von Anna sechs nach Anna sieben.",
            ),
        ],
        black_steps: &[],
    },
    Scenario {
        name: "the same illegal move in both records agrees with nothing",
        start: None,
        white_record: "1. e4 e5 2. Ke3 Sc6",
        black_record: "1. e4 e5 2. Ke3",
        white_board: None,
        black_board: None,
        rule: Rule::TakeBack,
        agreed_plies: 2,
        fen: "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        white_steps: &[],
        black_steps: &[],
    },
    Scenario {
        name: "both boards wrong",
        start: None,
        white_record: "1. d4 d5 2. c4",
        black_record: "1. d4 d5 2. c4",
        white_board: Some("rnbqkbnr/ppp1pppp/8/3p4/3P4/2P5/PP2PPPP/RNBQKBNR"),
        black_board: Some("rnbqkbnr/ppp1pppp/3p4/8/3P4/8/PPP1PPPP/RNBQKBNR w - - 0 1"),
        rule: Rule::CorrectBoards,
        agreed_plies: 3,
        fen: "rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2",
        white_steps: &[(
            "move P c3-c4",
            "Setzen Sie den Bauern von Cäsar drei nach Cäsar vier.",
        )],
        black_steps: &[
            (
                "move P c2-c4",
                "Setzen Sie den Bauern von Cäsar zwei nach Cäsar vier.",
            ),
            (
                "move p d6-d5",
                "Setzen Sie den Bauern von David sechs nach David fünf.",
            ),
        ],
    },
    Scenario {
        name: "a board that is no chess position is still corrected",
        start: None,
        white_record: "1. e4",
        black_record: "1. e4",
        white_board: Some("8/8/8/8/4P3/8/8/8"),
        black_board: None,
        rule: Rule::CorrectBoards,
        agreed_plies: 1,
        fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        white_steps: &[
            ("place R a1", "Stellen Sie einen weißen Turm auf Anna eins."),
            (
                "place N b1",
                "Stellen Sie einen weißen Springer auf Bella eins.",
            ),
            (
                "place B c1",
                "Stellen Sie einen weißen Läufer auf Cäsar eins.",
            ),
            ("place Q d1", "Stellen Sie eine weiße Dame auf David eins."),
            ("place K e1", "Stellen Sie einen weißen König auf Eva eins."),
            (
                "place B f1",
                "Stellen Sie einen weißen Läufer auf Felix eins.",
            ),
            (
                "place N g1",
                "Stellen Sie einen weißen Springer auf Gustav eins.",
            ),
            (
                "place R h1",
                "Stellen Sie einen weißen Turm auf Hector eins.",
            ),
            (
                "place P a2",
                "Stellen Sie einen weißen Bauern auf Anna zwei.",
            ),
            (
                "place P b2",
                "Stellen Sie einen weißen Bauern auf Bella zwei.",
            ),
            (
                "place P c2",
                "Stellen Sie einen weißen Bauern auf Cäsar zwei.",
            ),
            (
                "place P d2",
                "Stellen Sie einen weißen Bauern auf David zwei.",
            ),
            (
                "place P f2",
                "Stellen Sie einen weißen Bauern auf Felix zwei.",
            ),
            (
                "place P g2",
                "Stellen Sie einen weißen Bauern auf Gustav zwei.",
            ),
            (
                "place P h2",
                "Stellen Sie einen weißen Bauern auf Hector zwei.",
            ),
            (
                "place p a7",
                "Stellen Sie einen schwarzen Bauern auf Anna sieben.",
            ),
            (
                "place p b7",
                "Stellen Sie einen schwarzen Bauern auf Bella sieben.",
            ),
            (
                "place p c7",
                "Stellen Sie einen schwarzen Bauern auf Cäsar sieben.",
            ),
            (
                "place p d7",
                "Stellen Sie einen schwarzen Bauern auf David sieben.",
            ),
            (
                "place p e7",
                "Stellen Sie einen schwarzen Bauern auf Eva sieben.",
            ),
            (
                "place p f7",
                "Stellen Sie einen schwarzen Bauern auf Felix sieben.",
            ),
            (
                "place p g7",
                "Stellen Sie einen schwarzen Bauern auf Gustav sieben.",
            ),
            (
                "place p h7",
                "Stellen Sie einen schwarzen Bauern auf Hector sieben.",
            ),
            (
                "place r a8",
                "Stellen Sie einen schwarzen Turm auf Anna acht.",
            ),
            (
                "place n b8",
                "Stellen Sie einen schwarzen Springer auf Bella acht.",
            ),
            (
                "place b c8",
                "Stellen Sie einen schwarzen Läufer auf Cäsar acht.",
            ),
            (
                "place q d8",
                "Stellen Sie eine schwarze Dame auf David acht.",
            ),
            (
                "place k e8",
                "Stellen Sie einen schwarzen König auf Eva acht.",
            ),
            (
                "place b f8",
                "Stellen Sie einen schwarzen Läufer auf Felix acht.",
            ),
            (
                "place n g8",
                "Stellen Sie einen schwarzen Springer auf Gustav acht.",
            ),
            (
                "place r h8",
                "Stellen Sie einen schwarzen Turm auf Hector acht.",
            ),
        ],
        black_steps: &[],
    },
];

/// A step as `"move N h3-f3"`, `"lift p d5"` or `"place Q e8"`.
fn spec(step: &Step) -> String {
    let letter = match step.piece.color {
        Color::White => step.piece.role.upper_char(),
        Color::Black => step.piece.role.char(),
    };
    match step.action {
        Action::Lift => format!("lift {letter} {}", step.from.unwrap()),
        Action::Place => format!("place {letter} {}", step.to.unwrap()),
        Action::Move => format!("move {letter} {}-{}", step.from.unwrap(), step.to.unwrap()),
    }
}

fn run(scenario: &Scenario, language: Language) -> Reconciliation {
    let start = scenario
        .start
        .map_or_else(Chess::default, |fen| parse_fen(fen).unwrap());
    let white = Record::parse(scenario.white_record).unwrap();
    let black = Record::parse(scenario.black_record).unwrap();
    let white_board = scenario.white_board.map(|b| parse_board(b).unwrap());
    let black_board = scenario.black_board.map(|b| parse_board(b).unwrap());
    reconcile(
        &white.replay(&start, language),
        &black.replay(&start, language),
        white_board.as_ref(),
        black_board.as_ref(),
    )
}

/// The settlement in `language`'s words.
fn text(r: &Reconciliation, language: Language) -> String {
    shown(&r.phrase(), language)
}

/// A step in `language`'s words.
fn step_text(step: &Step, language: Language) -> String {
    shown(&step.phrase(), language)
}

/// Carries out the steps on the board and checks that each can be done and the result is
/// the target.
fn carry_out(board: &shakmaty::Board, steps: &[Step], target: &Chess, name: &str) {
    let mut board = board.clone();
    for step in steps {
        if let Some(from) = step.from {
            assert_eq!(
                board.remove_piece_at(from),
                Some(step.piece),
                "{name}: {step:?}"
            );
        }
        if let Some(to) = step.to {
            assert_eq!(board.piece_at(to), None, "{name}: {step:?}");
            board.set_piece_at(to, step.piece);
        }
    }
    assert_eq!(&board, target.board(), "{name}");
}

#[test]
fn scenario_table() {
    for scenario in SCENARIOS {
        let name = scenario.name;
        let r = run(scenario, Language::GERMAN);
        assert_eq!(
            r.rule,
            scenario.rule,
            "{name}: {}",
            text(&r, Language::GERMAN)
        );
        assert_eq!(r.agreed_plies, scenario.agreed_plies, "{name}");
        assert_eq!(r.fen, scenario.fen, "{name}");
        assert_eq!(r.to_move, r.position.turn(), "{name}");
        for (side, fix, expected) in [
            ("White", &r.white, scenario.white_steps),
            ("Black", &r.black, scenario.black_steps),
        ] {
            let got: Vec<(String, String)> = fix
                .steps
                .iter()
                .map(|s| (spec(s), step_text(s, Language::GERMAN)))
                .collect();
            let expected: Vec<(String, String)> = expected
                .iter()
                .map(|(s, t)| (s.to_string(), t.to_string()))
                .collect();
            assert_eq!(got, expected, "{name}: {side}'s steps");
            assert_eq!(fix.board_ok, expected.is_empty(), "{name}: {side}");
            carry_out(&fix.board, &fix.steps, &r.position, name);
        }
        // The same in English: same rule and steps, English sentences.
        let en = run(scenario, Language::ENGLISH);
        assert_eq!(
            (en.rule, en.agreed_plies, &en.fen),
            (r.rule, r.agreed_plies, &r.fen)
        );
        assert_eq!(en.white.steps.len(), r.white.steps.len(), "{name}");
        let english = text(&en, Language::ENGLISH);
        assert!(!english.is_empty() && !english.contains('\n'), "{name}");
    }
}

#[test]
fn text_for_f2_7() {
    let r = run(&SCENARIOS[1], Language::GERMAN);
    assert_eq!(
        text(&r, Language::GERMAN),
        "Beide Aufzeichnungen stimmen überein bis Zug zwei, Schwarz: Springer Cäsar sechs. \
         Regel F2.7: Die Aufzeichnungen gelten; das Brett von Weiß wird danach berichtigt. \
         Weiß: Setzen Sie den Springer von Hector drei nach Felix drei. Schwarz: Ihr Brett stimmt. \
         Weiß ist am Zug."
    );
    let r = run(&SCENARIOS[1], Language::ENGLISH);
    assert_eq!(
        text(&r, Language::ENGLISH),
        "Both records agree up to move two, Black: knight Cäsar six. \
         Rule F2.7: the records stand; White's board is corrected to them. \
         White: Move the knight from Hector three to Felix three. Black: your board is right. \
         White to move."
    );
}

#[test]
fn text_for_a_move_not_yet_written() {
    let r = run(&SCENARIOS[8], Language::GERMAN);
    assert_eq!(r.unrecorded, Some(Color::Black));
    assert_eq!(
        text(&r, Language::GERMAN),
        "Beide Aufzeichnungen stimmen überein bis Zug zwei, Weiß: Springer Felix drei. \
         Schwarz hat diesen letzten Zug noch nicht aufgeschrieben und trägt ihn nach. \
         Regel F2.7: Die Aufzeichnungen gelten; das Brett von Schwarz wird danach berichtigt. \
         Weiß: Ihr Brett stimmt. Schwarz: Setzen Sie den Springer von Gustav eins nach Felix drei. \
         Schwarz ist am Zug."
    );
}

#[test]
fn text_for_f2_8_with_an_illegal_move() {
    let r = run(&SCENARIOS[11], Language::GERMAN);
    let illegal = r.black_record.illegal.as_ref().unwrap();
    assert_eq!((illegal.ply, illegal.number.as_str()), (4, "3."));
    assert_eq!(illegal.token, "Lb4");
    assert_eq!(
        text(&r, Language::GERMAN),
        "Die Aufzeichnungen weichen voneinander ab, zuerst bei Zug drei, Weiß. \
         Weiß hat aufgeschrieben: Läufer Bella fünf. \
         Schwarz hat aufgeschrieben: Lb4. Dieser Zug ist nicht möglich: Kein Läufer kann Bella vier erreichen. \
         Regel F2.8: Die Züge werden zurückgenommen bis Zug zwei, Schwarz: Springer Cäsar sechs. \
         Beide Bretter werden auf diese Stellung gestellt. \
         Zu diesem Zug sind keine Uhrzeiten aufgeschrieben; der Schiedsrichter stellt die Uhren. \
         Weiß: Setzen Sie den Läufer von Bella fünf nach Felix eins. Setzen Sie den Bauern von Anna sechs nach Anna sieben. \
         Schwarz: Ihr Brett stimmt. \
         Weiß ist am Zug."
    );
}

#[test]
fn text_for_f2_8_at_the_first_ply() {
    let r = run(&SCENARIOS[3], Language::ENGLISH);
    assert_eq!(
        text(&r, Language::ENGLISH),
        "The records differ, first at move one, White. White wrote: pawn Eva four. \
         Black wrote: pawn David four. \
         Rule F2.8: all moves are taken back; both boards return to the starting position. \
         The clocks are set to their starting times. \
         White: Move the pawn from Eva four to Eva two. Move the pawn from Eva five to Eva seven. \
         Black: Move the pawn from David four to David two. Move the pawn from David five to David seven. \
         White to move."
    );
}

#[test]
fn json_output() {
    let r = run(&SCENARIOS[7], Language::GERMAN);
    let json = to_json_value(&r, Language::GERMAN);
    assert_eq!(json["rule"], "F2.8");
    assert_eq!(json["agreed_plies"], 2);
    assert_eq!(json["fen"], "4Q3/7k/8/8/8/8/8/4K3 w - - 1 2");
    assert_eq!(json["to_move"], "white");
    assert_eq!(json["white"]["board_ok"], false);
    assert_eq!(
        json["white"]["steps"],
        serde_json::json!([
            {"action": "lift", "piece": "R", "color": "white", "from": "e8", "to": null,
             "text": "Nehmen Sie den Turm von Eva acht."},
            {"action": "place", "piece": "Q", "color": "white", "from": null, "to": "e8",
             "text": "Stellen Sie eine weiße Dame auf Eva acht."},
        ])
    );
    assert_eq!(
        json["black"]["steps"][0],
        serde_json::json!({"action": "move", "piece": "Q", "color": "white", "from": "e7",
                           "to": "e8", "text": "Setzen Sie die Dame von Eva sieben nach Eva acht."})
    );
    assert_eq!(json["text"], text(&r, Language::GERMAN).as_str());
    let keys: Vec<&String> = json.as_object().unwrap().keys().collect();
    let mut expected = vec![
        "agreed_plies",
        "black",
        "fen",
        "rule",
        "text",
        "to_move",
        "white",
    ];
    expected.sort();
    assert_eq!(keys, expected);
}

#[test]
fn files_boards_and_errors_through_a_request() {
    let dir = std::env::temp_dir().join(format!("ansage-reconcile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let white = dir.join("white.pgn");
    let black = dir.join("black.txt");
    std::fs::write(
        &white,
        "[Event \"Test\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. e4 {[%clk 0:14:50]} e5 {[%clk 0:14:40]} 2. Nf3 {[%clk 0:14:20]} Nc6 {[%clk 0:14:00]} 3. Bb5 {[%clk 0:13:30]} *\n",
    )
    .unwrap();
    std::fs::write(&black, "1. e4 e5\n2. Sf3 Sc6\n3. Lc4\n").unwrap();
    let request = ReconcileRequest {
        white_record: white.clone(),
        black_record: black.clone(),
        start: None,
        white_board: None,
        black_board: Some("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R".into()),
    };
    let r = reconcile_request(&request, Language::GERMAN).unwrap();
    assert_eq!(r.rule, Rule::TakeBack);
    assert_eq!(r.agreed_plies, 4);
    let german = text(&r, Language::GERMAN);
    assert!(
        german.contains(
            "Die Uhren werden gestellt: Weiß vierzehn Minuten zwanzig Sekunden, Schwarz vierzehn Minuten."
        ),
        "{german}"
    );
    let steps: Vec<String> = r
        .black
        .steps
        .iter()
        .map(|s| step_text(s, Language::GERMAN))
        .collect();
    assert_eq!(
        steps,
        ["Setzen Sie den Läufer von Cäsar vier nach Felix eins."]
    );

    // Errors say what is wrong and what to do.
    let missing = ReconcileRequest {
        white_record: dir.join("nicht-da.pgn"),
        ..request.clone()
    };
    let err = reconcile_request(&missing, Language::GERMAN).unwrap_err();
    assert!(
        err.message(Language::GERMAN).starts_with("Die Aufzeichnung von Weiß (")
            && err
                .message(Language::GERMAN)
                .ends_with("kann nicht gelesen werden. Die Datei gibt es nicht. Prüfen Sie den Namen und den Ordner."),
        "{}",
        err.message(Language::GERMAN)
    );
    let bad_board = ReconcileRequest {
        white_board: Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP".into()),
        ..request.clone()
    };
    let err = reconcile_request(&bad_board, Language::ENGLISH).unwrap_err();
    assert_eq!(
        err.message(Language::ENGLISH),
        "White's board (--white-board) is not a valid placement. The board part of the FEN describes 7 ranks instead of eight. Give it as in a FEN, for example rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR."
    );
    let bad_start = ReconcileRequest {
        start: Some("kein fen".into()),
        ..request.clone()
    };
    let err = reconcile_request(&bad_start, Language::GERMAN).unwrap_err();
    assert!(
        err.message(Language::GERMAN)
            .starts_with("Die Ausgangsstellung (--start) ist keine gültige FEN."),
        "{}",
        err.message(Language::GERMAN)
    );
    let binary = dir.join("binary.pgn");
    std::fs::write(&binary, b"\x89PNG\r\n\x1a\n\0\0").unwrap();
    let err = reconcile_request(
        &ReconcileRequest {
            black_record: binary,
            ..request.clone()
        },
        Language::ENGLISH,
    )
    .unwrap_err();
    assert!(
        err.message(Language::ENGLISH)
            .contains("The file is not a text file: there is a zero byte at offset 8."),
        "{}",
        err.message(Language::ENGLISH)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_start_position_with_black_to_move() {
    let start = parse_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1").unwrap();
    let white = Record::parse("1... Kd7 2. e4 Kc6").unwrap();
    let black = Record::parse("1... Kd7 2. e4 Kd6").unwrap();
    let r = reconcile(
        &white.replay(&start, Language::GERMAN),
        &black.replay(&start, Language::GERMAN),
        None,
        None,
    );
    assert_eq!(r.rule, Rule::TakeBack);
    assert_eq!(r.agreed_plies, 2);
    assert_eq!(r.to_move, Color::Black);
    let german = text(&r, Language::GERMAN);
    assert!(
        german.starts_with(
            "Die Aufzeichnungen weichen voneinander ab, zuerst bei Zug zwei, Schwarz."
        ),
        "{german}"
    );
    let moved: Vec<Piece> = r.white.steps.iter().map(|s| s.piece).collect();
    assert_eq!(
        moved,
        [Piece {
            color: Color::Black,
            role: shakmaty::Role::King
        }]
    );
}

#[test]
fn nothing_panics_on_odd_records_and_boards() {
    let records = [
        "",
        "*",
        "1.",
        "{",
        "(",
        "e4 e5 Dh5 Sc6 Lc4 Sf6 Dxf7# a6",
        "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7 a6",
        "0-0-0-0",
        "1. e8=K",
        &"Sf3 ".repeat(500),
        "e4\u{0}e5",
        "ẞİ ẞİ ẞİ",
    ];
    let boards = [
        None,
        Some("8/8/8/8/8/8/8/8"),
        Some("KKKKKKKK/8/8/8/8/8/8/kkkkkkkk"),
    ];
    for w in records {
        for b in records {
            let (Ok(white), Ok(black)) = (Record::parse(w), Record::parse(b)) else {
                continue;
            };
            for board in boards {
                let board = board.map(|b| parse_board(b).unwrap());
                let start = Chess::default();
                let r = reconcile(
                    &white.replay(&start, Language::GERMAN),
                    &black.replay(&start, Language::GERMAN),
                    board.as_ref(),
                    None,
                );
                assert!(!text(&r, Language::GERMAN).is_empty());
                let _ = to_json_value(&r, Language::ENGLISH);
            }
        }
    }
}

/// Issue 31: a FIFO or a device named as a player's record is refused at once, in words
/// (before, `ansage reconcile` waited for ever on a FIFO, and `/dev/zero` was called a file
/// of 0 bytes "far too large").
#[test]
fn a_fifo_or_device_as_a_record_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("weiss.pgn");
    support::make_fifo(&fifo);
    let black = dir.path().join("schwarz.txt");
    std::fs::write(&black, "1. e4 e5").unwrap();
    for white in [fifo.as_path(), std::path::Path::new("/dev/zero")] {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_ansage"))
            .args(["reconcile", "--white-record"])
            .arg(white)
            .arg("--black-record")
            .arg(&black)
            .env("ANSAGE_CONFIG", "/nonexistent/ansage-test-config.toml")
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
        while child.try_wait().unwrap().is_none() {
            if std::time::Instant::now() > deadline {
                let _ = child.kill();
                panic!("{} made ansage reconcile wait", white.display());
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        let out = child.wait_with_output().unwrap();
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success());
        assert!(said.contains("keine gewöhnliche Datei"), "{said}");
    }
}
