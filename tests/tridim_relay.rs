//! A 3D game on two devices (issue 32 §2), end to end on loopback: a real host (`ansage play
//! --variant 3d --host`) and the other seat played by a device speaking the page's protocol
//! over a real WebSocket. Each line acts for its own seat only; the device is sent the 3D
//! board (FEN3D), its record, the moves it may tap and the sentences in its own language.

mod support;

use std::time::Duration;

use serde_json::{Value, json};
use support::fresh_dir;
use support::relay::{Device, Host};

/// The tap of the device's state that goes from `from` to `to`.
fn tap<'a>(state: &'a Value, from: &str, to: &str) -> &'a Value {
    state["taps"]
        .as_array()
        .and_then(|taps| taps.iter().find(|t| t["from"] == from && t["to"] == to))
        .unwrap_or_else(|| panic!("no tap from {from} to {to} in {state}"))
}

/// A German host and an English device play 3D chess: the host's move is announced on the
/// device in English; the device sees the 3D board, may tap only its own moves and only on
/// its turn; its tapped move is announced at the host in German; neither takes back the
/// other's move (F2.6) nor answers the other's question; the device's resignation ends the
/// game on both, and the game file has every move.
#[test]
fn a_3d_game_is_played_on_two_devices_each_acting_for_its_own_seat() {
    let dir = fresh_dir("tridim-relay");
    let pgn = dir.join("partie3d.pgn");
    let mut host = Host::start(&["--variant", "3d", "--pgn", pgn.to_str().unwrap()], &dir);
    let (mut device, _token) = Device::pair(&host.address, &host.code, "en");
    device.expect_line("You play Black");
    host.process
        .expect("Schwarz ist mit dem anderen Gerät verbunden");
    let state = device.expect_state(|s| s["variant"] == "3D Meder");
    // The starting position (2.7) as FEN3D: the kings on their decks, White to move.
    let board = state["board"].as_str().unwrap();
    for piece in ["Kd0KP1*", "kd9KP6*", "Qa0DP1", "qa9DP6", "Pb2W*", "pb7S*"] {
        assert!(
            board.split([',', ' ']).any(|p| p == piece),
            "{piece} in {board}"
        );
    }
    assert!(board.ends_with(" w - - 0 1"), "{board}");
    assert_eq!(state["seat"], "black");
    assert_eq!(state["move_now"], false);
    assert!(state.get("taps").is_none(), "White is to move: {state}");

    // Black may not move for White.
    device.line("b7S-b5S");
    device.expect_line("White is to move; your input was not played.");
    host.process.type_line("b2W-b4W");
    host.process.expect("Zug eins, Weiß");
    let announced = device.expect_line("Move one, White");
    assert!(announced.contains("Bella"), "{announced}");
    let state = device.expect_state(|s| s["move_now"] == true);
    assert_eq!(state["last_move"], json!(["b2W", "b4W"]));
    assert_eq!(state["record"].as_array().map(Vec::len), Some(1));
    // The device taps its move: the page sends the tap's line.
    let line = tap(&state, "b7S", "b5S")["line"]
        .as_str()
        .unwrap()
        .to_owned();
    device.line(&line);
    host.process.expect("Zug eins, Schwarz");
    let state = device.expect_state(|s| s["record"].as_array().is_some_and(|r| r.len() == 2));
    assert!(
        state.get("taps").is_none(),
        "White is to move again: {state}"
    );
    // The host may not take back the device's move (F2.6).
    host.process.type_line("zurück");
    host.process.expect("nur wer gezogen hat");
    // The device asks about the board; the answer is its own.
    device.line("where are the decks");
    device.expect_line("Queen pin one: White's deck");
    // The device's resignation is asked of the device; the host's "ja" does not answer it.
    device.line("resign");
    device.expect_line("Really resign? Then Black has lost the game.");
    host.process.type_line("ja");
    assert!(
        !host
            .process
            .sees_within("gewinnt", Duration::from_millis(800)),
        "the host answered the device's question"
    );
    device.line("yes");
    device.expect_line("White wins");
    host.process.expect("Weiß gewinnt");
    let state = device.expect_state(|s| s["result"] == "1-0");
    assert!(
        state["ending"]
            .as_str()
            .is_some_and(|e| e.contains("resign")),
        "{state}"
    );
    host.process.type_line("ende");
    host.process.close_input();
    host.process.wait();
    let text = std::fs::read_to_string(&pgn).expect("the game file");
    assert!(text.contains("[Variant \"3D Meder\"]"), "{text}");
    assert!(text.contains("b2W-b4W") || text.contains("b4W"), "{text}");
    assert!(text.contains("1-0"), "{text}");
}

/// Ending, saving and engine help belong to the host: the device is told so and the game
/// goes on. The clocks stand until the device pairs (nobody loses on time before both
/// players are there) and run once it has.
#[test]
fn the_clocks_wait_for_the_device_and_host_commands_stay_with_the_host() {
    let dir = fresh_dir("tridim-relay-clock");
    let mut host = Host::start(&["--variant", "3d", "--time", "3s"], &dir);
    host.process
        .expect("Die Uhren stehen, bis das Gerät für Schwarz verbunden ist");
    std::thread::sleep(Duration::from_secs(4));
    assert!(
        !host
            .process
            .sees_within("abgelaufen", Duration::from_millis(500)),
        "a flag fell before the device paired"
    );
    let (mut device, _) = Device::pair(&host.address, &host.code, "de");
    host.process.expect("verbunden");
    device.line("ende");
    device.expect_line("Das geht nur am Gerät des Gastgebers");
    let state = device.expect_state(|s| s["clock"]["running"] == "white");
    assert!(
        state["clock"]["white_ms"].as_u64().unwrap() > 1000,
        "{state}"
    );
    // White does not move: White's flag falls, and both hear it.
    device.expect_line("Die Zeit von Weiß ist abgelaufen. Schwarz gewinnt.");
    host.process.expect("Schwarz gewinnt");
}

/// Two ansage programs play 3D chess: the host and `ansage join` at another terminal. The
/// joining player moves in words, hears the host's move announced, reads the 3D board level
/// by level (there is no board view of it: "brett" says so). The host is killed; `--resume`
/// listens where it did, says no code (the seat is the paired device's), and the joined
/// terminal comes back by itself with its token; the game goes on across both.
#[test]
fn ansage_join_plays_a_3d_game_by_ear_and_comes_back_after_the_host_is_killed() {
    let dir = fresh_dir("tridim-relay-join");
    let mut host = Host::start(&["--variant", "3d"], &dir);
    let mut guest = host.join(&[], &dir);
    guest.expect("Verbunden. Sie spielen Schwarz");
    host.process
        .expect("Schwarz ist mit dem anderen Gerät verbunden");
    host.process.type_line("Nc3N");
    guest.expect("Zug eins, Weiß: Springer");
    guest.type_line("Bauer Bella sieben nach Bella fünf auf Schwarz");
    host.process
        .expect("Zug eins, Schwarz: Bauer Bella fünf auf Schwarz (b5S).");
    guest.type_line("brett");
    guest.expect("DP6=b");
    guest.expect("Das 3D-Brett ist oben gezeichnet, Schwarz unten");
    guest.type_line("brett vorlesen");
    guest.expect("Springer Cäsar drei");
    // The host is killed; the game waits in its journal.
    let address = host.address.clone();
    host.process.kill();
    guest.expect("Verbindung zum Gastgeber ist unterbrochen");
    let mut resumed = Host::resume(&["--variant", "3d"], &dir);
    assert_eq!(resumed.address, address, "the relay listens where it did");
    let said = resumed.how_to_join();
    assert!(said.contains("kommt ohne Code zurück"), "{said}");
    guest.expect("Wieder verbunden");
    resumed.process.expect("wieder verbunden");
    resumed.process.type_line("b4W");
    guest.expect("Zug zwei, Weiß: Bauer Bella vier auf Weiß");
    guest.type_line("Sc6S");
    resumed.process.expect("Zug zwei, Schwarz: Springer");
}

/// The host asks who is connected ("verbindung") and makes a new code ("neuer code"): the
/// device paired so far is told it no longer plays, and a device with the new code takes the
/// seat, with the game as it stands.
#[test]
fn the_host_asks_the_connection_and_makes_a_new_code_in_a_3d_game() {
    let dir = fresh_dir("tridim-relay-code");
    let mut host = Host::start(&["--variant", "3d"], &dir);
    let (mut device, _) = Device::pair(&host.address, &host.code, "en");
    host.process.expect("verbunden");
    // A second device with the same code is turned away from the seat, and counted.
    let mut intruder = Device::connect(&host.address);
    intruder.send(serde_json::json!({"type": "pair", "code": host.code}));
    intruder.expect_type("refused");
    host.process
        .expect("wollte den Platz von Schwarz einnehmen");
    host.process.type_line("verbindung");
    let status = host
        .process
        .expect("Schwarz ist mit dem anderen Gerät verbunden.");
    assert!(
        status.contains("Ein Gerät wurde vom Platz abgewiesen."),
        "{status}"
    );
    host.process.type_line("b4W");
    device.expect_line("Move one, White");
    host.process.type_line("neuer code");
    let line = host.process.expect("ansage join");
    let (_, code) = support::relay::join_words(&line);
    assert_ne!(code, host.code);
    let refused = device.expect_type("refused");
    assert_eq!(refused["kind"], "unpaired", "{refused}");
    let (mut second, _) = Device::pair(&host.address, &code, "en");
    let state = second.expect_state(|s| s["move_now"] == true);
    assert_eq!(state["record"].as_array().map(Vec::len), Some(1), "{state}");
}

/// F2.1 in a 3D game on two devices (`--repetition required`): the host's move waits for
/// the device's repetition, tapped on the page as the move itself; both hear it repeated,
/// each in its own language; the device's own move first is refused with the move to
/// repeat; then the host repeats the device's move before its own.
#[test]
fn the_announced_3d_move_is_repeated_on_the_other_device() {
    let dir = fresh_dir("tridim-relay-repetition");
    let mut host = Host::start(&["--variant", "3d", "--repetition", "required"], &dir);
    let (mut device, _) = Device::pair(&host.address, &host.code, "en");
    host.process.expect("verbunden");
    host.process.type_line("b2W-b4W");
    device.expect_line("Move one, White: Pawn Bella four on White (b4W).");
    let state = device.expect_state(|s| s["repeat_now"] == true);
    assert_eq!(state["to_repeat"], "b4W");
    assert_eq!(state["move_now"], false);
    assert_eq!(state["prompt"], "Black repeats> ");
    // Black's own move first: the move to repeat is named.
    device.line("b7S-b5S");
    device.expect_line("Please repeat the announced move first: Pawn Bella four on White.");
    // Tapped on the page: the announced move from the position before it.
    let line = tap(&state, "b2W", "b4W")["line"]
        .as_str()
        .unwrap()
        .to_owned();
    device.line(&line);
    device.expect_line("Repeated: Pawn Bella four on White.");
    host.process
        .expect("Wiederholt: Bauer Bella vier auf Weiß.");
    device.expect_state(|s| s["move_now"] == true);
    device.line("b7S-b5S");
    host.process
        .expect("Zug eins, Schwarz: Bauer Bella fünf auf Schwarz");
    // Now the host repeats before moving.
    host.process.type_line("c2W-c4W");
    host.process
        .expect("Bitte zuerst den angesagten Zug wiederholen");
    host.process.type_line("b5S");
    host.process
        .expect("Wiederholt: Bauer Bella fünf auf Schwarz.");
    device.expect_line("Repeated: Pawn Bella five on Black.");
    host.process.type_line("c2W-c4W");
    device.expect_line("Move two, White: Pawn Cäsar four on White");
}

/// Spectators watch a 3D game (`--variant 3d --host --spectators`) with a code of their
/// own, each in their own language: the view is the game's 3D board as FEN3D with the
/// variant named, its moves, the last move with its levels and the clocks; they hear the
/// announcements and never a player's own board or record; a line they send is refused and
/// plays nothing; the host counts them, and they are told when the host ends; the resumed
/// game lets them watch again with a new code.
#[test]
fn spectators_watch_a_3d_game_and_send_nothing() {
    let dir = fresh_dir("tridim-relay-watch");
    let mut host = Host::start(&["--variant", "3d", "--spectators", "--time", "10+5"], &dir);
    let code = host.spectator_code();
    assert_ne!(code, host.code, "the spectators have a code of their own");
    let (mut device, _) = Device::pair(&host.address, &host.code, "en");
    device.expect_line("You play Black");
    let mut english = Device::watch(&host.address, &code, "en");
    let mut spanish = Device::watch(&host.address, &code, "es");
    let view = english.expect("the first view", |m| {
        (m["type"] == "watch").then(|| m["view"].clone())
    });
    assert_eq!(view["variant"], "3D Meder");
    assert!(
        view["board"]
            .as_str()
            .is_some_and(|b| b.ends_with(" w - - 0 1")),
        "{view}"
    );
    assert_eq!(view["moves"], json!([]));

    host.process.type_line("b2W-b4W");
    english.expect_line("Move one, White");
    let watched = spanish.expect("the view after b2W-b4W", |m| {
        (m["type"] == "watch" && m["view"]["moves"].as_array().is_some_and(|a| a.len() == 1))
            .then(|| m["view"].clone())
    });
    assert_eq!(watched["last_move"], json!(["b2W", "b4W"]));
    assert_eq!(watched["turn"], "black");
    assert!(watched["clock"]["white_ms"].as_u64().is_some(), "{watched}");
    assert!(
        watched["board"]
            .as_str()
            .is_some_and(|b| b.split([',', ' ']).any(|p| p == "Pb4W")),
        "{watched}"
    );
    // Nothing of a player's own board or record reaches a spectator.
    let keys: Vec<&String> = watched.as_object().unwrap().keys().collect();
    for secret in ["record", "taps", "seat", "to_repeat"] {
        assert!(!keys.iter().any(|k| k.as_str() == secret), "{keys:?}");
    }
    // A spectator's line is refused and plays nothing: Black's move is still Black's.
    english.line("b7S-b5S");
    assert_eq!(english.expect_type("refused")["kind"], "watch_only");
    device.expect_state(|s| s["move_now"] == true);
    device.line("b7S-b5S");
    host.process.expect("Zug eins, Schwarz");
    english.expect_line("Move one, Black");
    let watched = english.expect("the view after b7S-b5S", |m| {
        (m["type"] == "watch" && m["view"]["moves"].as_array().is_some_and(|a| a.len() == 2))
            .then(|| m["view"].clone())
    });
    assert_eq!(watched["last_move"], json!(["b7S", "b5S"]));
    // The host counts them on request.
    host.process.type_line("verbindung");
    host.process.expect("2 Zuschauer sehen zu.");
    // The host ends: the spectators are told the game waits to be continued.
    host.process.type_line("ende");
    host.process.close_input();
    spanish.expect_line("un nuevo código de espectadores");
    host.process.wait();
    // Resumed, the game lets spectators watch again, with a new code, as it stands.
    let mut resumed = Host::resume(&[], &dir);
    let again = resumed.spectator_code();
    let mut back = Device::watch(&resumed.address, &again, "en");
    let view = back.expect("the resumed view", |m| {
        (m["type"] == "watch").then(|| m["view"].clone())
    });
    assert_eq!(view["variant"], "3D Meder");
    assert_eq!(view["moves"].as_array().map(Vec::len), Some(2), "{view}");
}

/// The arbiter's seat in a 3D tournament game (`--variant 3d --host --arbiter`, F2.1,
/// F2.7–F2.9, 6.5, 6.12–6.14, 12.9): a third device pairs with its own code and sees both
/// players' own 3D boards and records (Black, who has not repeated White's move yet, has not
/// played it: the boards differ on its squares), the clocks standing until the arbiter
/// starts them; the arbiter's move is refused; the arbiter's result ends the game on every
/// device and in the game file.
#[test]
fn the_arbiter_oversees_a_3d_game_from_a_third_device() {
    let dir = fresh_dir("tridim-relay-arbiter");
    let pgn = dir.join("turnier3d.pgn");
    let mut host = Host::start(
        &[
            "--variant",
            "3d",
            "--arbiter",
            "--tournament",
            "--time",
            "10+5",
            "--repetition",
            "required",
            "--pgn",
            pgn.to_str().unwrap(),
        ],
        &dir,
    );
    let code = host.arbiter_code();
    assert_ne!(code, host.code, "the arbiter has a code of their own");
    let (mut device, _) = Device::pair(&host.address, &host.code, "en");
    device.expect_line("You play Black");
    let (mut arbiter, _) = Device::pair_as_arbiter(&host.address, &code, "en");
    arbiter.expect_line("Connected as the arbiter");
    host.process.expect("Schiedsrichter");
    let overview = arbiter.expect_overview(|o| o["white"]["variant"] == "3D Meder");
    assert_eq!(overview["tournament"], true);
    assert_eq!(overview["remote_seat"], "black");
    assert_eq!(overview["differences"], json!([]));
    assert!(
        overview["clock"]["running"].is_null(),
        "6.5: the clocks stand until the arbiter starts them: {overview}"
    );
    arbiter.line("start clock");
    arbiter.expect_overview(|o| o["clock"]["running"] == "white");

    host.process.type_line("b2W-b4W");
    device.expect_line("Move one, White");
    // F2.1: Black has not repeated the move, so Black's board still has the pawn on b2W.
    let overview = arbiter.expect_overview(|o| {
        o["white"]["record"]
            .as_array()
            .is_some_and(|r| r.len() == 1)
    });
    assert_eq!(overview["black"]["record"], json!([]));
    assert_eq!(overview["differences"], json!(["b2W", "b4W"]));
    assert_eq!(overview["black"]["repeat_now"], true);
    // The arbiter moves for nobody.
    arbiter.line("b7S-b5S");
    arbiter.expect_line("The arbiter does not move for the players");
    arbiter.line("black: my board");
    let board = arbiter.expect_line("The board of Black");
    assert!(
        board.contains("white pawn Bella two"),
        "F2.1: not yet repeated: {board}"
    );
    device.line("b2W-b4W");
    arbiter.expect_overview(|o| {
        o["differences"] == json!([])
            && o["black"]["record"]
                .as_array()
                .is_some_and(|r| r.len() == 1)
    });
    // 12.9f: the arbiter's result ends the game on every device.
    arbiter.line("result white wins");
    arbiter.expect_line("White wins");
    device.expect_line("White wins");
    host.process.expect("Weiß gewinnt");
    arbiter.expect_overview(|o| o["result"] == "1-0");
    host.process.type_line("ende");
    host.process.close_input();
    host.process.wait();
    let text = std::fs::read_to_string(&pgn).expect("the game file");
    assert!(text.contains("1-0"), "{text}");
}

/// The engine plays the host's side of a 3D game on two devices (`--host --white engine`,
/// found where the engine and the relay meet): it opens, and answers the device's move at
/// once; it never leaves its move unplayed while the device waits.
#[test]
fn the_engine_at_the_host_answers_the_device_in_a_3d_game() {
    let dir = fresh_dir("tridim-relay-engine");
    let mut host = Host::start(&["--variant", "3d", "--white", "engine"], &dir);
    let (mut device, _) = Device::pair(&host.address, &host.code, "en");
    device.expect_line("You play Black");
    let mut state = device.expect_state(|s| s["move_now"] == true);
    assert_eq!(state["record"].as_array().map(Vec::len), Some(1), "{state}");
    for (moves, heard) in [(3, "Move two, White"), (5, "Move three, White")] {
        let line = state["taps"][0]["line"]
            .as_str()
            .expect("a move to tap")
            .to_owned();
        device.line(&line);
        let answered = device.expect_state(|s| {
            s["move_now"] == true && s["record"].as_array().is_some_and(|r| r.len() == moves)
        });
        let last = answered["last"]["shown"].as_str().unwrap_or_default();
        assert!(last.starts_with(heard), "{answered}");
        state = answered;
    }
    host.process.type_line("ende");
    host.process.close_input();
    host.process.wait();
}

/// F2.8 on two devices: the device's player reads their first move differently from their
/// notes; both players hear the roll-back proposed, the host's player agrees, and both
/// devices stand at the last move both records agree on, their records and boards alike.
#[test]
fn records_that_differ_are_settled_on_both_devices() {
    let dir = fresh_dir("tridim-relay-f28");
    let mut host = Host::start(&["--variant", "3d"], &dir);
    let (mut device, _token) = Device::pair(&host.address, &host.code, "en");
    device.expect_line("You play Black");
    host.process.type_line("b2W-b4W");
    device.expect_line("Move one, White");
    device.line("b7S-b5S");
    host.process.expect("Zug eins, Schwarz");
    host.process.type_line("c2W-c3W");
    device.expect_line("Move two, White");
    // Black's notes have a6S as their first move.
    device.line("my move 1 was a7S-a6S");
    device.expect_line("Proposal under F2.8");
    let heard = format!("{:?}", device.received);
    assert!(
        heard.contains("Black's record now has Move one, Black: Pawn Anna six on Black."),
        "{heard}"
    );
    host.process.expect("Vorschlag nach F2.8");
    host.process.type_line("ja");
    host.process.expect("Regel F2.8");
    device.expect_line("Rule F2.8");
    let state = device.expect_state(|s| s["record"].as_array().is_some_and(|r| r.len() == 1));
    assert_eq!(state["move_now"], true, "Black is to move again: {state}");
    assert!(
        state["board"].as_str().is_some_and(|b| b.contains("pb7S")),
        "Black's pawn is back on b7S: {state}"
    );
    device.line("a7S-a6S");
    host.process
        .expect("Zug eins, Schwarz: Bauer Anna sechs auf Schwarz");
    host.process.type_line("ende");
    host.process.type_line("ja");
    host.process.close_input();
    host.process.wait();
}

/// With `--events json` the 3D host writes how to join, and a new code, as JSON events like
/// every other line (before, the relay's lines were printed as plain text between them).
#[test]
fn the_3d_hosts_relay_lines_are_json_events_with_events_json() {
    let dir = fresh_dir("tridim-relay-json");
    let mut process = support::relay::Process::start(
        &[
            "play",
            "--plain",
            "--speech",
            "none",
            "--host",
            "--listen",
            "127.0.0.1:0",
            "--variant",
            "3d",
            "--events",
            "json",
        ],
        &dir,
    );
    let line = process.expect("ansage join");
    let event: Value = serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line}"));
    assert_eq!(event["event"], "message", "{event}");
    assert!(
        event["text"]
            .as_str()
            .unwrap_or_default()
            .contains("ansage join 127.0.0.1:"),
        "{event}"
    );
    process.type_line("neuer code");
    let line = process.expect("ansage join");
    let event: Value = serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line}"));
    assert_eq!(event["event"], "message", "{event}");
}
