//! The match in play: repetition (F2.1), correction (F2.6), the clock (article 6), tournament
//! rules (7.5, 9.5b), and differences settled by F2.7 and F2.8, with a clock moved by hand.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use shakmaty::{Color, KnownOutcome, Outcome, Position, Role, Square};

use super::*;
use crate::game::clock::TimeControl;

/// A session whose clock the test moves by hand.
struct Table {
    session: PlaySession,
    time: Arc<Mutex<Instant>>,
    /// The game events of every line, in order.
    game_events: Vec<GameEvent>,
}

impl Table {
    fn new(settings: MatchSettings) -> Table {
        let time = Arc::new(Mutex::new(Instant::now()));
        let shared = time.clone();
        let now: Now = Arc::new(move || *shared.lock().unwrap());
        let session =
            PlaySession::with_match(Language::GERMAN, AnnounceOptions::default(), settings, now);
        Table {
            session,
            time,
            game_events: Vec::new(),
        }
    }

    fn wait(&self, seconds: u64) {
        *self.time.lock().unwrap() += Duration::from_secs(seconds);
    }

    fn line(&mut self, line: &str) -> Vec<String> {
        let events = self.session.handle_line(line).0;
        self.keep(&events);
        texts(&events)
    }

    fn tick(&mut self) -> Vec<Event> {
        let events = self.session.tick();
        self.keep(&events);
        events
    }

    fn heard(&mut self, heard: &[String]) -> Vec<Event> {
        let events = self.session.handle_heard(heard).0;
        self.keep(&events);
        events
    }

    fn keep(&mut self, events: &[Event]) {
        self.game_events
            .extend(events.iter().filter_map(|event| match event {
                Event::Game(game) => Some(game.clone()),
                _ => None,
            }));
    }

    /// The game events besides moves since the last call, by kind (as the journal names
    /// them).
    fn take_kinds(&mut self) -> Vec<&'static str> {
        std::mem::take(&mut self.game_events)
            .iter()
            .filter_map(|event| match event {
                GameEvent::ClockSwitched { .. } => Some("clock_switch"),
                GameEvent::Repeated { .. } => Some("repetition"),
                GameEvent::Claimed { .. } => Some("claim"),
                GameEvent::Corrected { .. } => Some("correction"),
                GameEvent::Reconciled { .. } => Some("reconciliation"),
                _ => None,
            })
            .collect()
    }

    fn command(&mut self, command: Command) -> Vec<String> {
        let (events, _) = self.session.execute(command);
        self.session.after_input();
        texts(&events)
    }
}

/// The sentences of events, as shown, in German.
fn texts(events: &[Event]) -> Vec<String> {
    let words = Words::new(Language::GERMAN, AnnounceOptions::default());
    events
        .iter()
        .flat_map(|event| words.lines(event))
        .map(|line| line.shown)
        .collect()
}

/// A clocked match whose clock switches at once with every move (no correction window).
fn clocked(control: &str) -> MatchSettings {
    MatchSettings {
        time: Some(TimeControl::parse(control).unwrap()),
        correction_window: Duration::ZERO,
        ..MatchSettings::default()
    }
}

/// A clocked match with the default correction window of three seconds (F2.3, F2.6).
fn clocked_with_window(control: &str) -> MatchSettings {
    MatchSettings {
        correction_window: DEFAULT_CORRECTION_WINDOW,
        ..clocked(control)
    }
}

/// F2.1 with F2.3: with the repetition step, the opponent repeats; a wrong repetition is
/// pointed out at once. The move is complete once announced: after the correction window
/// (F2.6) the opponent's clock runs, also while they repeat.
#[test]
fn the_opponents_clock_runs_after_the_correction_window_also_while_they_repeat() {
    let mut table = Table::new(MatchSettings {
        repetition_required: true,
        ..clocked_with_window("5+0")
    });
    assert_eq!(table.session.prompt_in(Language::GERMAN), "Weiß> ");
    table.wait(10);
    assert_eq!(table.line("e4"), ["Zug eins, Weiß: Bauer Eva vier (e4)."]);
    assert_eq!(
        table.session.prompt_in(Language::GERMAN),
        "Schwarz wiederholt> "
    );
    table.wait(5);
    // The window ran out three seconds after the announcement: White's clock stopped then.
    assert!(texts(&table.tick()).is_empty());
    assert_eq!(
        table.session.game().moves[0].clock,
        Some(Duration::from_secs(287))
    );
    assert_eq!(
        table.line("Eva drei"),
        ["Angesagt war Bauer Eva vier, nicht Bauer Eva drei. Bitte wiederholen Sie den Zug."]
    );
    // Black's clock runs while Black has not repeated.
    assert_eq!(
        table.line("zeit"),
        [
            "Weiß: vier Minuten siebenundvierzig Sekunden; Schwarz: vier Minuten achtundfünfzig Sekunden."
        ]
    );
    assert_eq!(
        table.line("Bauer Eva vier"),
        ["Wiederholt: Bauer Eva vier."]
    );
    assert_eq!(table.session.prompt_in(Language::GERMAN), "Schwarz> ");
    // Both records now hold the move.
    for color in Color::ALL {
        assert_eq!(table.session.seats().seat(color).record[0].text, "e4");
    }
    table.wait(20);
    table.line("e5");
    // A repetition within the window completes the move at once.
    let heard = ["bauer eva vier".to_owned(), "bauer eva fünf".to_owned()];
    assert_eq!(texts(&table.heard(&heard)), ["Wiederholt: Bauer Eva fünf."]);
    assert_eq!(
        table.line("zeit"),
        [
            "Weiß: vier Minuten siebenundvierzig Sekunden; Schwarz: vier Minuten achtunddreißig Sekunden."
        ]
    );
    let kinds = table.take_kinds();
    assert_eq!(
        kinds,
        ["clock_switch", "repetition", "repetition", "clock_switch"]
    );
}

/// Issue 12: with the repetition step and a 20-second clock, an opponent who simply does
/// not repeat loses on time; the mover does not.
#[test]
fn withholding_the_repetition_costs_the_opponent_not_the_mover() {
    let mut table = Table::new(MatchSettings {
        repetition_required: true,
        ..clocked_with_window("20s")
    });
    table.wait(1);
    table.line("e4");
    for _ in 0..30 {
        table.wait(1);
        table.tick();
    }
    assert_eq!(
        table.session.game().result,
        Some(Outcome::Known(KnownOutcome::Decisive {
            winner: Color::White
        })),
        "Black, who did not repeat, lost on time"
    );
}

/// F2.6: a slip is corrected before the opponent's clock starts, in tournament mode too;
/// afterwards only a friendly game allows taking the move back.
#[test]
fn a_slip_is_corrected_before_the_clock_is_pressed() {
    let mut table = Table::new(MatchSettings {
        repetition_required: true,
        tournament: true,
        ..clocked_with_window("5+0")
    });
    table.line("Sc3");
    assert_eq!(
        table.line("korrektur"),
        ["Korrektur: Springer Cäsar drei gilt nicht. Weiß sagt den Zug neu an."]
    );
    assert!(table.session.game().moves.is_empty());
    assert_eq!(table.session.prompt_in(Language::GERMAN), "Weiß> ");
    table.line("Sf3");
    table.line("Springer Felix drei");
    assert_eq!(
        table.line("zurück"),
        [
            "Im Turniermodus wird ein Zug nur berichtigt, bevor die Uhr des Gegners läuft (F2.6); der Zug steht."
        ]
    );
    assert_eq!(table.session.game().moves.len(), 1);
    // Without the repetition the window closes by itself: after it, the move stands.
    table.line("e5");
    table.wait(4);
    assert_eq!(
        table.line("korrektur"),
        [
            "Im Turniermodus wird ein Zug nur berichtigt, bevor die Uhr des Gegners läuft (F2.6); der Zug steht."
        ]
    );

    // A friendly game takes the move back and the clocks with it.
    let mut table = Table::new(clocked_with_window("5+0"));
    table.wait(30);
    table.line("e4");
    table.wait(30);
    table.line("e5");
    // Within the window: the move goes, and Black's clock simply runs on.
    assert_eq!(
        table.line("zurück"),
        ["Zurückgenommen: Zug eins, Schwarz, Bauer Eva fünf. Schwarz ist am Zug."]
    );
    assert_eq!(
        table.line("zeit"),
        [
            "Weiß: vier Minuten siebenundzwanzig Sekunden; Schwarz: vier Minuten dreiunddreißig Sekunden."
        ]
    );
    table.line("e5");
    table.wait(10);
    // After the window the clocks go back to the times before the move.
    assert_eq!(
        table.line("zurück"),
        ["Zurückgenommen: Zug eins, Schwarz, Bauer Eva fünf. Schwarz ist am Zug."]
    );
    assert_eq!(
        table.line("zeit"),
        ["Weiß: vier Minuten siebenundzwanzig Sekunden; Schwarz: fünf Minuten."]
    );
}

/// 6.9, 6.10: the flag falls while nobody types; with mating material the game is lost,
/// against a bare king it is drawn.
#[test]
fn the_flag_falls_loss_or_draw() {
    let mut table = Table::new(clocked("1+0"));
    table.line("e4");
    table.wait(30);
    assert!(texts(&table.tick()).is_empty());
    table.wait(31);
    let said = texts(&table.tick());
    assert_eq!(said.len(), 1);
    assert!(said[0].contains("Schwarz"), "{said:?}");
    assert_eq!(
        table.session.game().result,
        Some(Outcome::Known(KnownOutcome::Decisive {
            winner: Color::White
        }))
    );
    assert!(texts(&table.tick()).is_empty(), "the flag is said once");

    // Black to move with king and queen; White has only the king: Black's flag is a draw.
    let mut table = Table::new(clocked("1+0"));
    let game = {
        let mut game = Game::new();
        game.start = crate::notation::fen::parse_fen("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1").unwrap();
        game
    };
    table.session = PlaySession::resume_match(
        Language::GERMAN,
        AnnounceOptions::default(),
        clocked("1+0"),
        table.session.clock.source(),
        &game,
        Continuation::default(),
    );
    table.line("Kf1");
    table.wait(61);
    let said = texts(&table.tick());
    assert_eq!(
        said,
        [
            "Die Zeit von Schwarz ist abgelaufen, aber Weiß kann nicht mehr mattsetzen. Die Partie ist remis."
        ]
    );
    assert_eq!(
        table.session.game().result,
        Some(Outcome::Known(KnownOutcome::Draw))
    );
}

/// Alarms at the configured times; pausing stops both clocks and a move starts them again.
#[test]
fn alarms_pause_and_resume() {
    let mut table = Table::new(MatchSettings {
        alarms: vec![Duration::from_secs(60)],
        ..clocked("2+0")
    });
    table.wait(59);
    assert!(texts(&table.tick()).is_empty());
    table.wait(2);
    assert_eq!(texts(&table.tick()), ["Weiß hat noch eine Minute."]);
    assert_eq!(
        table.command(Command::PauseClock),
        ["Die Uhren sind angehalten. Mit uhr weiter laufen sie wieder."]
    );
    table.wait(600);
    assert!(texts(&table.tick()).is_empty());
    let said = table.line("e4");
    assert_eq!(
        said,
        [
            "Die Uhr von Weiß läuft wieder.",
            "Zug eins, Weiß: Bauer Eva vier (e4)."
        ]
    );
    assert_eq!(
        table.session.game().moves[0].clock,
        Some(Duration::from_secs(59))
    );
}

/// 7.4 in tournament mode counts only completed illegal moves: a line ansage refuses before
/// it is played or announced is an input error, with no penalty and no loss, however often.
/// The arbiter may add time; a friendly game refuses that.
#[test]
fn tournament_refused_input_is_no_illegal_move_and_the_arbiters_time() {
    let mut table = Table::new(MatchSettings {
        tournament: true,
        ..clocked("5+0")
    });
    for _ in 0..3 {
        let said = table.line("Ke2");
        assert_eq!(
            said,
            ["Auf Eva zwei steht schon eine eigene Figur. Der Zug wurde nicht ausgeführt."]
        );
    }
    assert!(table.session.game().result.is_none());
    assert_eq!(
        table.line("zeit"),
        ["Weiß: fünf Minuten; Schwarz: fünf Minuten."]
    );
    assert!(table.take_kinds().is_empty());
    let mut table = Table::new(MatchSettings {
        tournament: true,
        ..clocked("5+0")
    });
    assert_eq!(
        table.command(Command::AdjustClock {
            color: Color::White,
            add: false,
            amount: Duration::from_secs(60)
        }),
        ["Weiß hat jetzt vier Minuten."]
    );
    let mut table = Table::new(clocked("5+0"));
    assert_eq!(
        table.command(Command::AdjustClock {
            color: Color::White,
            add: true,
            amount: Duration::from_secs(60)
        }),
        ["Zeiten ändern darf nur der Schiedsrichter im Turniermodus (ansage play --tournament)."]
    );
}

/// F2.7: a player reports a square of their board that differs; the records agree, so that
/// board is corrected to them, step by step.
#[test]
fn a_reported_square_is_corrected_by_the_records() {
    let mut table = Table::new(MatchSettings::default());
    for line in ["e4", "e5", "Sf3"] {
        table.line(line);
    }
    let said = table.command(Command::BoardReport {
        seat: Some(Color::Black),
        square: Square::F3,
        piece: None,
    });
    assert_eq!(
        said[0],
        "Auf Felix drei steht bei Schwarz nichts, in der Partie ein weißer Springer."
    );
    assert!(said[1].contains("Regel F2.7"), "{said:?}");
    assert!(
        said[1].contains("Schwarz: Stellen Sie einen weißen Springer auf Felix drei."),
        "{said:?}"
    );
    assert_eq!(table.session.game().moves.len(), 3, "the game stands");
    // The board is taken to be corrected: the same report again is a difference again,
    // and the right report is confirmed.
    assert_eq!(
        table.command(Command::BoardReport {
            seat: Some(Color::Black),
            square: Square::F3,
            piece: Some((None, Role::Knight)),
        }),
        ["Stimmt: Auf Felix drei steht bei Schwarz ein weißer Springer."]
    );
    // A whole board by FEN: White's board still shows the start position.
    let said = table.command(Command::BoardPlacement {
        seat: None,
        placement: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR".into(),
    });
    assert_eq!(said[0], "Das Brett von Weiß weicht von der Partie ab.");
    assert!(said[1].contains("Weiß: Setzen Sie"), "{said:?}");
    let said = table.command(Command::BoardPlacement {
        seat: None,
        placement: "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR".into(),
    });
    assert!(said[0].contains("mein brett"), "{said:?}");
}

/// F2.8: a player's record differs at move two. The entry changes that record only and
/// says what differs; "abgleichen" proposes taking the moves back to the last ply both
/// records agree on, and only "ja" does it, the clocks going back to the times written there.
#[test]
fn a_record_entry_that_differs_is_reconciled_only_when_the_players_agree() {
    let mut table = Table::new(clocked("5+0"));
    for (line, think) in [
        ("e4", 10),
        ("e5", 20),
        ("Sf3", 30),
        ("Sc6", 40),
        ("Lb5", 50),
    ] {
        table.wait(think);
        table.line(line);
    }
    table.wait(60);
    let said = table.command(Command::RecordEntry {
        seat: Some(Color::Black),
        number: 2,
        side: None,
        text: "Springer Felix sechs".into(),
    });
    assert_eq!(
        said,
        [
            "In der Mitschrift von Schwarz steht jetzt Zug zwei, Schwarz: Springer Felix sechs.",
            "Sie weicht ab Zug zwei, Schwarz von der Partie ab; in der Partie steht dort Springer Cäsar sechs. Zum Abgleichen beider Mitschriften und Bretter sagen Sie abgleichen; nichts wird ohne Ihre Zustimmung zurückgenommen."
        ]
    );
    assert_eq!(
        table.session.game().moves.len(),
        5,
        "no move was taken back"
    );
    let said = table.line("abgleichen");
    assert_eq!(
        said,
        [
            "Vorschlag nach F2.8: Die Mitschriften stimmen bis Zug zwei, Weiß überein; zurückgenommen würden zwei Halbzüge: Zug drei, Weiß, Läufer Bella fünf und Zug zwei, Schwarz, Springer Cäsar sechs. Einverstanden? Ja oder nein."
        ]
    );
    assert_eq!(table.session.game().moves.len(), 5, "only proposed");
    // "nein" leaves the game as it is; the proposal comes again on request.
    assert!(table.line("nein")[0].starts_with("Gut, kein Zug wird zurückgenommen"));
    assert_eq!(table.session.game().moves.len(), 5);
    table.line("abgleichen");
    let said = table.line("ja");
    assert!(said[0].contains("Regel F2.8"), "{said:?}");
    assert_eq!(
        said[1],
        "Weiß: vier Minuten zwanzig Sekunden; Schwarz: vier Minuten vierzig Sekunden."
    );
    assert_eq!(table.session.game().moves.len(), 3);
    assert_eq!(table.session.prompt_in(Language::GERMAN), "Schwarz> ");
    let events = std::mem::take(&mut table.game_events);
    // The settlement, then the last standing move counted as repeated (F2.1): both boards
    // and records have it, so a resumed game waits for no repetition.
    assert!(
        matches!(
            events.as_slice(),
            [.., GameEvent::Reconciled { agreed_plies: 3, rule, .. }, GameEvent::Repeated { count: 1, .. }]
                if *rule == crate::game::reconcile::Rule::TakeBack
        ),
        "{events:?}"
    );
    // The same entry as the record has is confirmed, nothing changes.
    assert_eq!(
        table.command(Command::RecordEntry {
            seat: Some(Color::White),
            number: 1,
            side: None,
            text: "e4".into(),
        }),
        ["Stimmt: In der Mitschrift von Weiß steht Zug eins, Weiß: Bauer Eva vier."]
    );
    let said = table.command(Command::RecordEntry {
        seat: None,
        number: 9,
        side: None,
        text: "e4".into(),
    });
    assert_eq!(
        said,
        ["Zug neun, Weiß steht nicht in der Mitschrift von Weiß; sie hat drei Halbzüge."]
    );
}

/// F2.8: both records have a move the game does not (the move was played wrong in ansage,
/// and both players wrote the one announced). The proposal names what is taken back and
/// what is played in its place, and "ja" puts the records' moves into the game.
#[test]
fn a_roll_back_proposal_names_the_moves_played_in_place_of_those_taken_back() {
    let mut table = Table::new(MatchSettings::default());
    for line in ["e4", "e5", "Sf3", "Sc6", "Lb5"] {
        table.line(line);
    }
    for seat in [Color::Black, Color::White] {
        table.command(Command::RecordEntry {
            seat: Some(seat),
            number: 2,
            side: Some(Color::Black),
            text: "Springer Felix sechs".into(),
        });
    }
    let said = table.line("abgleichen");
    assert_eq!(
        said,
        [
            "Vorschlag nach F2.8: Die Mitschriften stimmen bis Zug drei, Weiß überein; zurückgenommen würden zwei Halbzüge: Zug drei, Weiß, Läufer Bella fünf und Zug zwei, Schwarz, Springer Cäsar sechs; an ihrer Stelle kämen Zug zwei, Schwarz, Springer Felix sechs und Zug drei, Weiß, Läufer Bella fünf. Einverstanden? Ja oder nein."
        ]
    );
    table.line("ja");
    let sans: Vec<String> = table
        .session
        .game()
        .moves
        .iter()
        .map(|m| {
            m.played
                .to_uci(shakmaty::CastlingMode::Standard)
                .to_string()
        })
        .collect();
    assert_eq!(sans, ["e2e4", "e7e5", "g1f3", "g8f6", "f1b5"]);
}

/// A move illegal in the game but legal on the mover's own board shows the difference, and
/// it is settled at once.
#[test]
fn a_move_only_the_own_board_allows_starts_a_settlement() {
    let mut table = Table::new(MatchSettings::default());
    for line in ["e4", "e5"] {
        table.line(line);
    }
    // White's board still has the pawn on e2 and nothing on e4 (a move not carried out).
    let board = &mut table.session.seats.seat_mut(Color::White).mirror;
    board.discard_piece_at(Square::E4);
    board.set_piece_at(Square::E2, Color::White.pawn());
    let said = table.line("e4");
    assert_eq!(
        said[0],
        "Bauer Eva vier ist in der Partie nicht möglich, wohl aber auf dem Brett von Weiß: Die Stellungen weichen ab."
    );
    assert!(said[1].contains("Regel F2.7"), "{said:?}");
    assert_eq!(table.session.game().moves.len(), 2);
    assert_eq!(
        table.session.seats().seat(Color::White).mirror,
        *table.session.position().board()
    );
}

/// Continuing a saved match: the clocks show the times written with the moves, and F2.8
/// can go back to them.
#[test]
fn a_resumed_match_keeps_its_clock_history() {
    let mut table = Table::new(clocked("5+0"));
    for (line, think) in [("e4", 10), ("e5", 20), ("Sf3", 30)] {
        table.wait(think);
        table.line(line);
    }
    let game = table.session.game().clone();
    let mut resumed = PlaySession::resume_match(
        Language::GERMAN,
        AnnounceOptions::default(),
        clocked("5+0"),
        table.session.clock.source(),
        &game,
        Continuation::default(),
    );
    assert_eq!(
        texts(&resumed.handle_line("zeit").0),
        [
            "Weiß: vier Minuten zwanzig Sekunden; Schwarz: vier Minuten vierzig Sekunden. Die Uhren sind angehalten."
        ]
    );
    assert_eq!(
        resumed.clock_ms_after(1).map(ClockReading::pair),
        Some([290_000, 300_000])
    );
    assert_eq!(resumed.prompt_in(Language::GERMAN), "Schwarz> ");
}

/// The opponent gives their own move instead of the repetition: it is kept, the repetition
/// asked for, and the move played right after it.
#[test]
fn an_own_move_before_the_repetition_is_kept() {
    let mut table = Table::new(MatchSettings {
        repetition_required: true,
        ..MatchSettings::default()
    });
    table.line("e4");
    assert_eq!(
        table.line("e5"),
        [
            "Bitte zuerst den angesagten Zug wiederholen: Bauer Eva vier. Ihr Zug Bauer Eva fünf wird danach gespielt."
        ]
    );
    assert_eq!(
        table.line("Eva vier"),
        [
            "Wiederholt: Bauer Eva vier.",
            "Zug eins, Schwarz: Bauer Eva fünf (e5)."
        ]
    );
    assert_eq!(
        table.session.prompt_in(Language::GERMAN),
        "Weiß wiederholt> "
    );
}

/// F2.6 in one breath: "Korrektur: Springer Felix drei" withdraws the slip and announces
/// the corrected move; in tournament mode after the clock was pressed, the move stands.
#[test]
fn korrektur_with_the_corrected_move() {
    let mut table = Table::new(MatchSettings {
        repetition_required: true,
        tournament: true,
        ..MatchSettings::default()
    });
    table.line("Sc3");
    assert_eq!(
        table.line("Korrektur: Springer Felix drei"),
        [
            "Korrektur: Springer Cäsar drei gilt nicht. Weiß sagt den Zug neu an.",
            "Zug eins, Weiß: Springer Felix drei (Sf3)."
        ]
    );
    table.line("Springer Felix drei");
    let said = table.line("korrektur Sh3");
    assert!(said[0].starts_with("Im Turniermodus"), "{said:?}");
    assert_eq!(table.session.game().moves.len(), 1);
    // "korrektur" alone still only withdraws.
    let mut table = Table::new(MatchSettings::default());
    table.line("e4");
    assert_eq!(
        table.line("korrektur"),
        ["Zurückgenommen: Zug eins, Weiß, Bauer Eva vier. Weiß ist am Zug."]
    );
}

/// A match interrupted while a move waited for its repetition waits again after resuming,
/// with the announcer's clock (not the opponent's) to run, and the clocks standing until
/// the players go on.
#[test]
fn a_resumed_match_waits_for_the_repetition_again() {
    let settings = MatchSettings {
        repetition_required: true,
        ..clocked("5+0")
    };
    let mut table = Table::new(settings.clone());
    table.wait(10);
    table.line("e4");
    table.line("e4");
    table.wait(20);
    table.line("e5");
    let game = table.session.game().clone();
    let mut resumed = PlaySession::resume_match(
        Language::GERMAN,
        AnnounceOptions::default(),
        settings,
        table.session.clock.source(),
        &game,
        Continuation {
            latest_clock_ms: Some(ClockReading::from_pair([290_000, 280_000])),
            awaiting_repetition: true,
            decided_by_arbiter: false,
        },
    );
    assert_eq!(resumed.prompt_in(Language::GERMAN), "Weiß wiederholt> ");
    table.wait(100);
    assert_eq!(
        texts(&resumed.handle_line("zeit").0),
        [
            "Weiß: vier Minuten fünfzig Sekunden; Schwarz: vier Minuten vierzig Sekunden. Die Uhren sind angehalten."
        ]
    );
    assert_eq!(
        texts(&resumed.handle_line("Bauer Eva fünf").0),
        ["Wiederholt: Bauer Eva fünf."]
    );
    // Black's clock stood from the resume to the repetition: 4:40 after the press.
    assert_eq!(
        resumed.clock_ms_after(2).map(ClockReading::pair),
        Some([290_000, 280_000])
    );
    assert_eq!(resumed.prompt_in(Language::GERMAN), "Weiß> ");
}

/// Issue 30 §10, F2.1: „Die Züge müssen deutlich angesagt werden, vom Gegner wiederholt und
/// von ihm auf seinem Brett ausgeführt werden.“ "wiederholen" names no move, so it is no
/// repetition: it says the announcement again and that the move still waits for its
/// repetition, to the player who repeats (at one keyboard, or at their own device), not to
/// the mover who asks to hear their own move again. The step stays open until the move is
/// repeated.
#[test]
fn wiederholen_while_the_repetition_waits_says_that_it_still_waits() {
    let mut table = Table::new(MatchSettings {
        repetition_required: true,
        ..MatchSettings::default()
    });
    table.line("e4");
    assert_eq!(
        table.line("wiederholen"),
        [
            "Zug eins, Weiß: Bauer Eva vier (e4).",
            "Schwarz: Der Zug ist noch nicht wiederholt. Bitte Bauer Eva vier sagen oder eintippen, oder auf dem eigenen Brett ausführen."
        ]
    );
    assert!(table.session.awaiting_repetition());
    assert_eq!(
        table.session.prompt_in(Language::GERMAN),
        "Schwarz wiederholt> "
    );
    // At two devices: the mover hears the move again only; the repeater is reminded.
    let (events, _) = table
        .session
        .handle_line_from(Color::White, Language::GERMAN, "wiederholen");
    assert_eq!(texts(&events), ["Zug eins, Weiß: Bauer Eva vier (e4)."]);
    let (events, _) = table
        .session
        .handle_line_from(Color::Black, Language::ENGLISH, "repeat");
    assert_eq!(texts(&events).len(), 2);
    assert!(table.session.awaiting_repetition());
    assert_eq!(table.line("Eva vier"), ["Wiederholt: Bauer Eva vier."]);
    assert!(!table.session.awaiting_repetition());
    // Nothing waits any more: "wiederholen" only says the move again.
    assert_eq!(
        table.line("wiederholen"),
        ["Zug eins, Weiß: Bauer Eva vier (e4)."]
    );
}

/// F2.1 with 6.9: the flag falls on the clock's tick while the opponent has not yet repeated
/// the announced move; when the end is taken back, the move waits for its repetition again,
/// as after any other end (found by the simulated player: the tick forgot it, and the game
/// resumed from its journal waited where the live one did not).
#[test]
fn a_flag_on_the_tick_keeps_the_unrepeated_move_waiting_after_the_end_is_taken_back() {
    let mut table = Table::new(MatchSettings {
        repetition_required: true,
        ..clocked("1+0")
    });
    table.line("e4");
    assert!(table.session.awaiting_repetition());
    table.wait(61);
    let said = texts(&table.tick());
    assert!(said.iter().any(|s| s.contains("Schwarz")), "{said:?}");
    assert!(table.session.game().result.is_some());
    let said = table.line("zurück");
    assert!(
        said.iter()
            .any(|s| s.contains("Ende der Partie ist zurückgenommen")),
        "{said:?}"
    );
    assert!(table.session.awaiting_repetition(), "e4 waits again");
}

/// F2.8 is for a game in progress (article 7 speaks of irregularities "während einer
/// Partie"). Before the one settlement for chess and 3D, "abgleichen" after a resignation
/// proposed a roll-back and a "ja" reopened the finished game. Now the difference is said
/// and the moves and the result stand.
#[test]
fn regression_a_finished_game_is_not_rolled_back() {
    let mut table = Table::new(MatchSettings::default());
    for line in ["e4", "e5", "Sf3", "aufgeben", "ja", "mein zug 1 war d4"] {
        table.line(line);
    }
    let result = table.session.game().result;
    assert!(result.is_some(), "White won by resignation");
    let said = table.line("abgleichen");
    assert_eq!(
        said.last().map(String::as_str),
        Some(
            "Die Mitschriften stimmen schon im ersten Zug nicht überein. Die Partie ist beendet: \
             Ihre Züge bleiben stehen, keiner wird zurückgenommen."
        ),
        "{said:?}"
    );
    table.line("ja");
    assert_eq!(table.session.game().moves.len(), 3);
    assert_eq!(table.session.game().result, result);
}
