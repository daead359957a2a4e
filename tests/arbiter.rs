//! The arbiter's seat (issue 30; FIDE Appendix F2.7–F2.9, articles 6.12–6.14), end to end on
//! loopback: a real host (`ansage play --host --arbiter`), the remote player's device and the
//! arbiter's device speaking the page's protocol over real WebSockets. The arbiter sees both
//! players' boards and records and the clocks, stops and starts the clocks, settles
//! differing boards, and moves for nobody; without `--arbiter` nobody can take the seat.

mod support;

use std::time::Duration;

use serde_json::json;
use support::fresh_dir;
use support::relay::{Device, Host, Process};

/// The arbiter joins with a code of its own, sees each player's own board (F2.1: Black's
/// board has White's move only once Black repeated it) and both records, and stops and
/// starts the clocks for both (6.12, 6.13); both players hear it. The arbiter's attempt to
/// move is refused in words and plays nothing.
#[test]
fn the_arbiter_sees_both_boards_and_stops_and_starts_the_clocks() {
    let dir = fresh_dir("arbiter-overview");
    let mut host = Host::start(
        &["--arbiter", "--time", "5+3", "--repetition", "required"],
        &dir,
    );
    let arbiter_code = host.arbiter_code();
    assert_ne!(arbiter_code, host.code, "the arbiter has a code of its own");
    let (mut device, _) = Device::pair(&host.address, &host.code, "en");
    device.expect_line("You play Black");
    let (mut arbiter, _) = Device::pair_as_arbiter(&host.address, &arbiter_code, "en");
    arbiter.expect_line("Connected as the arbiter");
    host.process.expect("Der Schiedsrichter ist verbunden");

    host.process.type_line("e4");
    device.expect_line("Move one, White: Pawn Eva four (e4).");
    arbiter.expect_line("Move one, White: Pawn Eva four (e4).");
    // Black has not repeated yet: the boards differ on e2 and e4, and the arbiter sees it.
    let overview = arbiter.expect_overview(|o| o["white"]["record"] == json!(["e4"]));
    assert_eq!(overview["black"]["record"], json!([]));
    assert_eq!(
        overview["black"]["board"],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
    );
    assert_eq!(overview["differences"], json!(["e2", "e4"]));
    assert_eq!(overview["remote_seat"], "black");
    assert_eq!(overview["remote_here"], true);
    assert_eq!(overview["prompt"], "Arbiter> ");
    device.line("e2e4");
    let overview = arbiter.expect_overview(|o| o["black"]["record"] == json!(["e4"]));
    assert_eq!(overview["differences"], json!([]));

    // The arbiter moves for nobody.
    arbiter.line("e7e5");
    arbiter.expect_line("The arbiter does not move for the players");
    // 6.12/6.13: the arbiter stops the clocks; both players hear it, and the clock stands.
    arbiter.line("pause clock");
    device.expect_line("The clocks are stopped.");
    host.process.expect("Die Uhren sind angehalten.");
    let overview = arbiter.expect_overview(|o| o["clock"]["running"].is_null());
    assert!(overview["clock"]["white_ms"].as_u64().is_some());
    let state = device.expect_state(|s| s["clock"]["running"].is_null());
    assert_eq!(state["turn"], "black");
    arbiter.line("resume clock");
    device.expect_line("Black's clock is running again.");
    host.process.expect("Die Uhr von Schwarz läuft wieder.");
    let overview = arbiter.expect_overview(|o| o["clock"]["running"] == "black");
    assert_eq!(overview["turn"], "black");
    // The arbiter's own question is answered to the arbiter alone.
    arbiter.line("time");
    arbiter.expect_line("White");
    // Nothing the arbiter typed was played: Black is still to move.
    device.line("e7e5");
    host.process
        .expect("Zug eins, Schwarz: Bauer Eva fünf (e5).");
}

/// F2.7 with the arbiter: a player's board found to differ is told to the arbiter, with the
/// steps that set it right, and the arbiter's overview shows both boards agreeing again.
#[test]
fn the_arbiter_hears_of_every_board_difference_and_its_settling() {
    let dir = fresh_dir("arbiter-difference");
    let mut host = Host::start(&["--arbiter"], &dir);
    let arbiter_code = host.arbiter_code();
    let (mut device, _) = Device::pair(&host.address, &host.code, "en");
    let (mut arbiter, _) = Device::pair_as_arbiter(&host.address, &arbiter_code, "de");
    arbiter.expect_line("Verbunden als Schiedsrichter");
    host.process.type_line("e4");
    device.expect_line("Move one, White: Pawn Eva four (e4).");
    device.line("my e4 is empty");
    device.expect_line("Black's board has nothing on Eva four; the game has a white pawn.");
    // The arbiter hears it in German, the language of the arbiter's device.
    arbiter.expect_line("Schwarz: Stellen Sie einen weißen Bauern auf Eva vier.");
    let heard = serde_json::to_string(&arbiter.received).unwrap();
    assert!(
        heard.contains("Auf Eva vier steht bei Schwarz nichts, in der Partie ein weißer Bauer."),
        "{heard}"
    );
    let overview = arbiter.expect_overview(|o| {
        o["black"]["record"] == json!(["e4"]) && o["differences"] == json!([])
    });
    assert_eq!(overview["white"]["board"], overview["black"]["board"]);
}

/// A whole game with an arbiter watching (F2.1 with `--repetition required`): every move
/// reaches the arbiter, each record grows only when its player wrote the move, and the end
/// comes with the result and why, in the arbiter's language.
#[test]
fn an_arbiter_follows_a_whole_game_to_its_end() {
    let dir = fresh_dir("arbiter-game");
    let mut host = Host::start(&["--arbiter", "--repetition", "required"], &dir);
    let arbiter_code = host.arbiter_code();
    let (mut device, _) = Device::pair(&host.address, &host.code, "en");
    let (mut arbiter, _) = Device::pair_as_arbiter(&host.address, &arbiter_code, "es");
    arbiter.expect_line("Conectado como árbitro");
    host.process.type_line("f3");
    device.expect_state(|s| s["repeat_now"] == true);
    device.line("f2f3");
    device.line("e7e5");
    host.process
        .expect("Zug eins, Schwarz: Bauer Eva fünf (e5).");
    let overview = arbiter.expect_overview(|o| o["black"]["record"] == json!(["f3", "e5"]));
    // White has not repeated Black's move yet: White's record and board lack it.
    assert_eq!(overview["white"]["record"], json!(["f3"]));
    assert_eq!(overview["differences"], json!(["e5", "e7"]));
    host.process.type_line("e5");
    host.process.type_line("g4");
    device.expect_state(|s| s["repeat_now"] == true);
    device.line("g2g4");
    device.line("d8h4");
    host.process.expect("Schachmatt");
    let overview = arbiter.expect_overview(|o| o["result"] == "0-1");
    assert_eq!(
        overview["black"]["record"],
        json!(["f3", "e5", "g4", "Dh4#"]),
        "the arbiter's device reads each record in Spanish notation"
    );
    assert!(
        overview["ending"]
            .as_str()
            .is_some_and(|e| e.contains("Negras ganan")),
        "{overview}"
    );
    assert_eq!(overview["proposal_now"], false);
    let heard = serde_json::to_string(&arbiter.received).unwrap();
    assert!(heard.contains("\"Jaque mate. Negras ganan.\""), "{heard}");
}

/// Tournament mode with an arbiter: the clocks stand at the start, also once the remote
/// player has paired, until the arbiter sets White's clock going (articles 6.5, 6.13c).
#[test]
fn in_tournament_mode_the_arbiter_starts_the_clocks() {
    let dir = fresh_dir("arbiter-start");
    let mut host = Host::start(&["--arbiter", "--tournament", "--time", "5+3"], &dir);
    let arbiter_code = host.arbiter_code();
    host.process
        .expect("Die Uhren stehen, bis der Schiedsrichter sie in Gang setzt (Artikel 6.5).");
    let (mut device, _) = Device::pair(&host.address, &host.code, "en");
    device.expect_line("You play Black");
    let state = device.first_of_type("state");
    assert!(state["state"]["clock"]["running"].is_null(), "{state}");
    let (mut arbiter, _) = Device::pair_as_arbiter(&host.address, &arbiter_code, "en");
    arbiter.expect_line("The clocks stand. Say resume clock to start White's clock.");
    arbiter.line("start clock");
    device.expect_line("White's clock is running again.");
    host.process.expect("Die Uhr von Weiß läuft wieder.");
    arbiter.expect_overview(|o| o["clock"]["running"] == "white" && o["tournament"] == true);
}

/// F2.8 decided by the arbiter: a record entry the arbiter reads from Black's scoresheet
/// makes the records differ; the proposal to take moves back waits, and the arbiter's yes
/// settles it for both players. Then the arbiter declares the result, which everyone hears
/// and no player takes back.
#[test]
fn the_arbiter_decides_a_roll_back_and_declares_the_result() {
    let dir = fresh_dir("arbiter-decides");
    let mut host = Host::start(&["--arbiter"], &dir);
    let arbiter_code = host.arbiter_code();
    let (mut device, _) = Device::pair(&host.address, &host.code, "en");
    let (mut arbiter, _) = Device::pair_as_arbiter(&host.address, &arbiter_code, "en");
    arbiter.expect_line("Connected as the arbiter");
    host.process.type_line("e4");
    device.expect_state(|s| s["move_now"] == true);
    device.line("e7e5");
    host.process
        .expect("Zug eins, Schwarz: Bauer Eva fünf (e5).");
    host.process.type_line("Sf3");
    arbiter.expect_overview(|o| o["white"]["record"] == json!(["e4", "e5", "Nf3"]));
    // Black's scoresheet says d5 for move one.
    arbiter.line("black: my move one was d5");
    arbiter.expect_line("Black's record now has Move one, Black: Pawn David five.");
    arbiter.line("reconcile");
    let overview = arbiter.expect_overview(|o| o["proposal_now"] == true);
    assert_eq!(overview["white"]["record"], json!(["e4", "e5", "Nf3"]));
    arbiter.line("yes");
    arbiter.expect_line("The arbiter decides: the proposal stands.");
    device.expect_line("The arbiter decides: the proposal stands.");
    host.process.expect("Der Schiedsrichter entscheidet");
    let overview = arbiter.expect_overview(|o| o["proposal_now"] == false);
    assert_eq!(overview["differences"], json!([]));
    // The result, heard by everyone; no player takes it back.
    arbiter.line("result 1-0");
    device.expect_line("The arbiter declares: White wins.");
    host.process
        .expect("Der Schiedsrichter erklärt: Weiß gewinnt.");
    arbiter.expect_overview(|o| o["result"] == "1-0");
    device.line("undo");
    device.expect_line("arbiter");
    device.expect_state(|s| s["result"] == "1-0");
}

/// Without `--arbiter` there is no arbiter's seat: a device asking for it is told so, in
/// its language, and the host hears nothing of it.
#[test]
fn without_an_arbiters_seat_nobody_takes_it() {
    let dir = fresh_dir("arbiter-none");
    let host = Host::start(&[], &dir);
    let mut device = Device::connect(&host.address);
    device.send(json!({"type": "pair", "code": host.code, "lang": "en", "role": "arbiter"}));
    let refused = device.expect_type("refused");
    assert_eq!(refused["kind"], "no_arbiter");
    assert!(
        refused["reason"]
            .as_str()
            .is_some_and(|r| r.contains("--arbiter")),
        "{refused}"
    );
    // The player's code still pairs the player's device.
    let (mut player, _) = Device::pair(&host.address, &host.code, "en");
    player.expect_line("You play Black");
}

/// Reads the host's lines until one with `needle` also holds `also`; returns it (a sentence
/// said twice, once as news and once as an answer, is told apart by what else it says).
fn expect_with(process: &mut Process, needle: &str, also: &str) -> String {
    loop {
        let line = process.expect(needle);
        if line.contains(also) {
            return line;
        }
    }
}

/// `ansage join --arbiter` (issue 30, the arbiter's seat): a real arbiter's terminal in
/// English hears the moves, reads the overview at its own terminal without asking the host
/// ("boards" before and after Black's repetition, "board black", "records"), and its other
/// lines go to the host: "pause clock" stops both clocks, as the host's `uhr` says.
#[test]
fn the_arbiters_terminal_hears_the_moves_compares_the_boards_and_stops_the_clocks() {
    let dir = fresh_dir("arbiter-join");
    let mut host = Host::start(
        &["--arbiter", "--time", "5+3", "--repetition", "required"],
        &dir,
    );
    let arbiter_code = host.arbiter_code();
    let (mut device, _) = Device::pair(&host.address, &host.code, "en");
    device.expect_line("You play Black");
    let mut arbiter =
        host.join_as_arbiter(Some(&arbiter_code), &["--lang", "en"], &dir.join("arbiter"));
    arbiter.expect("Connected as the arbiter");
    arbiter.expect("Here at your device: boards compares");
    host.process.expect("Der Schiedsrichter ist verbunden");

    host.process.type_line("e4");
    arbiter.expect("Move one, White: Pawn Eva four (e4).");
    // Black has not repeated the move yet: the boards differ on e2 and e4.
    arbiter.type_line("boards");
    let boards = arbiter.expect("boards differ");
    assert!(
        boards.contains("White's and Black's boards differ on Eva two and Eva four."),
        "{boards}"
    );
    assert!(
        boards.contains(
            "Last move in White's record: Pawn Eva four (e4); in Black's record: none yet."
        ),
        "{boards}"
    );
    arbiter.type_line("board black");
    let black = arbiter.expect("Black's board, as their device shows it");
    assert!(black.contains("Eva two"), "{black}");
    assert!(!black.contains("Eva four"), "{black}");
    arbiter.type_line("board white");
    let white = arbiter.expect("White's board, as their device shows it");
    assert!(white.contains("Eva four"), "{white}");
    // Nothing of it went to the host.
    assert!(
        !host.process.seen.iter().any(|l| l.contains("boards")),
        "{:#?}",
        host.process.seen
    );

    // Black repeats: the boards agree again.
    device.line("e2e4");
    device.expect_state(|s| s["record"] == json!(["e4"]));
    let mut agreed = false;
    for _ in 0..20 {
        arbiter.type_line("boards");
        let said = arbiter.expect("boards");
        if said.contains("White's and Black's boards agree.") {
            assert!(
                said.contains("in Black's record: Pawn Eva four (e4)."),
                "{said}"
            );
            agreed = true;
            break;
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    assert!(agreed, "{:#?}", arbiter.seen);
    arbiter.type_line("records");
    let records = arbiter.expect("White's record:");
    assert!(
        records.contains("White's record: 1. e4. Black's record: 1. e4."),
        "{records}"
    );

    // 6.12: the arbiter stops the clocks from their terminal; the host's clock stands.
    arbiter.type_line("pause clock");
    arbiter.expect("The clocks are stopped.");
    host.process.type_line("uhr");
    expect_with(&mut host.process, "Die Uhren sind angehalten.", "Schwarz:");
    arbiter.type_line("resume clock");
    device.line("e7e5");
    host.process
        .expect("Zug eins, Schwarz: Bauer Eva fünf (e5).");
    arbiter.expect("Move one, Black: Pawn Eva five (e5).");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The arbiter's token is kept apart from a player's on the same machine: a player's and
/// the arbiter's `ansage join`, both killed, come back without a code, each to their own
/// seat. Without a code and a kept token, `--arbiter` says the arbiter's code is needed.
#[test]
fn a_killed_arbiter_comes_back_with_its_own_kept_token() {
    let dir = fresh_dir("arbiter-token");
    let mut host = Host::start(&["--arbiter"], &dir);
    let arbiter_code = host.arbiter_code();
    let machine = dir.join("other-machine");
    let mut nothing = host.join_as_arbiter(None, &["--lang", "en"], &machine);
    nothing.expect("To join as the arbiter I need the arbiter's code");
    assert_eq!(nothing.wait().code(), Some(2));

    let mut player = host.join(&["--lang", "en"], &machine);
    player.expect("You play Black");
    let mut arbiter = host.join_as_arbiter(Some(&arbiter_code), &["--lang", "en"], &machine);
    arbiter.expect("Connected as the arbiter");
    host.process.expect("Der Schiedsrichter ist verbunden");
    let mut kept: Vec<String> = std::fs::read_dir(machine.join("journal").join("joined"))
        .expect("tokens kept")
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    kept.sort();
    assert_eq!(kept.len(), 2, "{kept:?}");
    assert!(kept[0].ends_with(".arbiter.token"), "{kept:?}");

    host.process.type_line("e4");
    arbiter.expect("Move one, White: Pawn Eva four (e4).");
    player.expect("Move one, White: Pawn Eva four (e4).");
    arbiter.kill();
    host.process
        .expect("Die Verbindung zum Gerät des Schiedsrichters ist unterbrochen");
    player.kill();

    let mut arbiter = host.join_as_arbiter(None, &["--lang", "en"], &machine);
    arbiter.expect("Connected as the arbiter");
    host.process
        .expect("Der Schiedsrichter ist wieder verbunden");
    let mut player = Process::start(
        &[
            "join",
            &host.address,
            "--plain",
            "--speech",
            "none",
            "--lang",
            "en",
        ],
        &machine,
    );
    player.expect("You play Black");
    player.type_line("e5");
    host.process
        .expect("Zug eins, Schwarz: Bauer Eva fünf (e5).");
    arbiter.expect("Move one, Black: Pawn Eva five (e5).");
    arbiter.type_line("records");
    let records = arbiter.expect("White's record:");
    assert!(records.contains("White's record: 1. e4 e5."), "{records}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Neither code opens the other seat: the player's code with the arbiter's role, and the
/// arbiter's code for a player, are refused as wrong codes; each code then still opens its
/// own seat, with a token of its own.
#[test]
fn neither_code_opens_the_other_seat() {
    let dir = fresh_dir("arbiter-codes");
    let mut host = Host::start(&["--arbiter"], &dir);
    let arbiter_code = host.arbiter_code();
    let mut wrong_seat = Device::connect(&host.address);
    wrong_seat.send(json!({"type": "pair", "code": host.code, "lang": "en", "role": "arbiter"}));
    assert_eq!(wrong_seat.expect_type("refused")["kind"], "code");
    let mut wrong_seat = Device::connect(&host.address);
    wrong_seat.send(json!({"type": "pair", "code": arbiter_code, "lang": "en"}));
    assert_eq!(wrong_seat.expect_type("refused")["kind"], "code");
    assert!(
        !host
            .process
            .sees_within("Schiedsrichter ist verbunden", Duration::from_millis(300)),
        "{:#?}",
        host.process.seen
    );

    let (mut player, player_token) = Device::pair(&host.address, &host.code, "en");
    player.expect_line("You play Black");
    let (mut arbiter, arbiter_token) = Device::pair_as_arbiter(&host.address, &arbiter_code, "en");
    arbiter.expect_line("Connected as the arbiter");
    assert_ne!(player_token, arbiter_token);
    // The player's device, back with its token, is the player again.
    drop(player);
    let mut back = Device::connect(&host.address);
    back.send(json!({"type": "rejoin", "token": player_token}));
    assert_eq!(back.expect_type("paired")["seat"], "black");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--resume` of a killed host lets the same arbiter back in: its `ansage join --arbiter`
/// reconnects by itself with its token, and hears the game go on.
#[test]
fn the_arbiter_comes_back_to_a_resumed_host() {
    let dir = fresh_dir("arbiter-resume");
    let mut host = Host::start(&["--arbiter"], &dir);
    let arbiter_code = host.arbiter_code();
    let (mut device, token) = Device::pair(&host.address, &host.code, "de");
    device.expect_line("Sie spielen Schwarz");
    let mut arbiter =
        host.join_as_arbiter(Some(&arbiter_code), &["--lang", "en"], &dir.join("arbiter"));
    arbiter.expect("Connected as the arbiter");
    host.process.expect("Der Schiedsrichter ist verbunden");
    host.process.type_line("e4");
    arbiter.expect("Move one, White: Pawn Eva four (e4).");
    device.expect_line("Zug eins, Weiß: Bauer Eva vier");
    host.process.kill();
    arbiter.expect("The connection to the host is lost");

    let mut resumed = Host::resume(&[], &dir);
    resumed
        .process
        .expect("Der Schiedsrichter ist wieder verbunden");
    arbiter.expect("Connected again.");
    let mut back = Device::connect(&resumed.address);
    back.send(json!({"type": "rejoin", "token": token}));
    back.expect_type("paired");
    back.line("e5");
    resumed
        .process
        .expect("Zug eins, Schwarz: Bauer Eva fünf (e5).");
    arbiter.expect("Move one, Black: Pawn Eva five (e5).");
    arbiter.type_line("boards");
    let boards = arbiter.expect("boards");
    assert!(boards.contains("boards agree"), "{boards}");
    let _ = std::fs::remove_dir_all(&dir);
}
