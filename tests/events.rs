//! `ansage play --plain --events json`: a game followed as data, one JSON event a line, the
//! way a second device or another program follows it. These tests assert what happened
//! (moves, take-backs, corrections, draw offers, claims, clock presses, the end), not how it
//! is worded; `tests/match.rs` and others keep checking the German and English sentences.

mod support;

use std::time::Duration;

use serde_json::Value;
use support::{fresh_dir, play_plain, stdout_lines};

/// The events of a game played with `args`, fed `lines`.
fn events(name: &str, args: &[&str], lines: &[&str]) -> Vec<Value> {
    let dir = fresh_dir(name);
    let mut all = vec!["--events", "json"];
    all.extend(args);
    let output = play_plain(&all, lines, Duration::ZERO, &dir);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    stdout_lines(&output)
        .iter()
        .map(|line| {
            serde_json::from_str(line).unwrap_or_else(|e| panic!("{line:?} is no JSON: {e}"))
        })
        .collect()
}

/// The events of one kind.
fn of_kind<'a>(events: &'a [Value], kind: &str) -> Vec<&'a Value> {
    events.iter().filter(|e| e["event"] == kind).collect()
}

#[test]
fn every_line_is_one_json_event_and_moves_carry_their_data() {
    let events = events(
        "events-moves",
        &[],
        &[
            "e4", "e5", "Sf3", "Sc6", "Lb5", "a6", "Lxc6", "dxc6", "0-0", "ende", "ja",
        ],
    );
    assert!(events.iter().all(|e| e["event"].is_string()), "{events:?}");
    let moves = of_kind(&events, "move_played");
    let uci: Vec<&str> = moves.iter().map(|m| m["uci"].as_str().unwrap()).collect();
    assert_eq!(
        uci,
        [
            "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5c6", "d7c6", "e1g1"
        ]
    );
    let castle = moves[8];
    assert_eq!(castle["ply"], 9);
    assert_eq!(castle["number"], 5);
    assert_eq!(castle["side"], "white");
    assert_eq!(castle["san"], "O-O");
    assert_eq!(castle["facts"]["castle"], "short");
    assert_eq!(castle["facts"]["to"], "g1");
    let capture = moves[6];
    assert_eq!(capture["facts"]["piece"], "bishop");
    assert_eq!(capture["facts"]["capture"], "knight");
    // The opening greeting and the answers stay sentences, marked as such; the greeting
    // is chatter, which a move or a question cuts off.
    assert_eq!(events[0]["event"], "chatter");
}

#[test]
fn take_backs_corrections_and_the_end_are_events() {
    let events = events(
        "events-take-back",
        &[],
        &[
            "f3", "e5", "g4", "zurück", "g4", "Dh4", "zurück", "zurück", "ende", "ja",
        ],
    );
    let taken: Vec<Vec<&str>> = of_kind(&events, "moves_taken_back")
        .iter()
        .map(|e| {
            e["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m["uci"].as_str().unwrap())
                .collect()
        })
        .collect();
    // The mate is taken back first, then White's move before it.
    assert_eq!(taken, [vec!["g2g4"], vec!["d8h4"], vec!["g2g4"]]);
    let ends: Vec<&str> = of_kind(&events, "game_ended")
        .iter()
        .map(|e| e["result"].as_str().unwrap())
        .collect();
    assert_eq!(ends, ["0-1"], "the fool's mate ended the game once");
    let mate = of_kind(&events, "move_played")
        .into_iter()
        .find(|m| m["uci"] == "d8h4")
        .unwrap();
    assert_eq!(mate["facts"]["after"], "checkmate");
    assert_eq!(of_kind(&events, "moves_taken_back")[2]["to_move"], "white");
}

#[test]
fn a_draw_offer_and_a_resignation_taken_back_are_events() {
    let events = events(
        "events-draw",
        &[],
        &[
            "e4 (=)", "e5", "aufgeben", "ja", "zurück", "Sf3", "ende", "ja",
        ],
    );
    let offers = of_kind(&events, "draw_offered");
    assert_eq!(offers.len(), 1);
    assert_eq!(offers[0]["side"], "white");
    let first = &of_kind(&events, "move_played")[0];
    assert_eq!(first["draw_offer"], true);
    let results: Vec<&str> = of_kind(&events, "game_ended")
        .iter()
        .map(|e| e["result"].as_str().unwrap())
        .collect();
    // White resigned (0-1), the resignation was taken back (*): the game goes on.
    assert_eq!(results, ["0-1", "*"]);
    assert_eq!(of_kind(&events, "end_taken_back").len(), 1);
    assert_eq!(
        of_kind(&events, "move_played").last().unwrap()["uci"],
        "g1f3"
    );
}

#[test]
fn a_correction_before_the_repetition_is_an_event() {
    // F2.1, F2.6: with the repetition step, the announcer may correct before the opponent
    // repeats.
    let events = events(
        "events-correction",
        &["--repetition", "required", "--correction-window", "0"],
        &["e4", "korrektur", "d4", "bauer david vier", "ende", "ja"],
    );
    let corrections = of_kind(&events, "corrected");
    assert_eq!(corrections.len(), 1, "{events:#?}");
    assert_eq!(corrections[0]["withdrawn"]["uci"], "e2e4");
    assert_eq!(corrections[0]["to_move"], "white");
    let replaced = of_kind(&events, "moves_replaced");
    assert_eq!(replaced[0]["taken_back"][0]["uci"], "e2e4");
    assert_eq!(of_kind(&events, "repeated").len(), 1);
    let played: Vec<&str> = of_kind(&events, "move_played")
        .iter()
        .map(|m| m["uci"].as_str().unwrap())
        .collect();
    assert_eq!(played, ["e2e4", "d2d4"]);
}

#[test]
fn a_clocked_game_reports_its_clock_presses() {
    let events = events(
        "events-clock",
        &["--time", "5+0", "--correction-window", "0"],
        &["e4", "e5", "ende", "ja"],
    );
    let presses = of_kind(&events, "clock_switched");
    assert!(presses.len() >= 2, "{events:#?}");
    let last = presses.last().unwrap();
    assert_eq!(last["running"], "white");
    let white = last["clocks"]["white_ms"].as_u64().unwrap();
    assert!(white > 0 && white <= 300_000, "{last}");
}
