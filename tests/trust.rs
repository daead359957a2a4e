//! Issue 12 through `ansage play --plain`, as a screen reader user drives it: answers to a
//! pending question are answers, what cannot be undone is asked once, "mein" means the
//! player who asks, and `ende` in a game that is not over keeps it resumable.

mod support;

use std::time::Duration;

use support::{fresh_dir, play_plain, stdout_lines};

const TO_PROMOTION: [&str; 9] = ["a4", "h5", "a5", "h4", "a6", "h3", "axb7", "hxg2", "bxa8"];

/// "In welche Figur umwandeln?" answered with the piece's name or letter, German or
/// English, in any case: the promotion is played, never another move ("Turm" once played
/// T×a7).
#[test]
fn a_promotion_question_takes_the_piece_in_words_or_letters() {
    for (answer, expected) in [
        (
            "Turm",
            "Zug fünf, Weiß: Bauer Bella schlägt Anna acht, Umwandlung in Turm (b×a8T).",
        ),
        (
            "T",
            "Zug fünf, Weiß: Bauer Bella schlägt Anna acht, Umwandlung in Turm (b×a8T).",
        ),
        (
            "D",
            "Zug fünf, Weiß: Bauer Bella schlägt Anna acht, Umwandlung in Dame (b×a8D).",
        ),
        (
            "d",
            "Zug fünf, Weiß: Bauer Bella schlägt Anna acht, Umwandlung in Dame (b×a8D).",
        ),
        (
            "Q",
            "Zug fünf, Weiß: Bauer Bella schlägt Anna acht, Umwandlung in Dame (b×a8D).",
        ),
        (
            "springer",
            "Zug fünf, Weiß: Bauer Bella schlägt Anna acht, Umwandlung in Springer (b×a8S).",
        ),
    ] {
        let dir = fresh_dir("promote");
        let mut lines: Vec<&str> = TO_PROMOTION.to_vec();
        lines.push(answer);
        let output = play_plain(&[], &lines, Duration::ZERO, &dir);
        let said = stdout_lines(&output);
        assert_eq!(
            said[9], "In welche Figur umwandeln: Dame, Turm, Läufer oder Springer?",
            "{said:?}"
        );
        assert_eq!(said[10], expected, "{answer}: {said:?}");
    }
}

/// `aufgeben` and `remis annehmen` act only after "ja"; "nein" keeps the game going.
#[test]
fn resignation_and_an_accepted_draw_ask_first() {
    let dir = fresh_dir("confirm");
    let pgn = dir.join("game.pgn");
    let output = play_plain(
        &["--pgn", pgn.to_str().unwrap()],
        &[
            "e4",
            "aufgeben",
            "nein",
            "e5",
            "remis",
            "remis annehmen",
            "nein",
            "aufgeben",
            "ja",
        ],
        Duration::ZERO,
        &dir,
    );
    let said = stdout_lines(&output);
    let saved = format!("Partie gespeichert in {}.", pgn.display());
    assert_eq!(
        said[2..11],
        [
            "Wirklich aufgeben? Dann hat Schwarz die Partie verloren. Ja oder nein.",
            "Gut, nicht aufgegeben; die Partie geht weiter. Schwarz ist am Zug.",
            "Zug eins, Schwarz: Bauer Eva fünf (e5).",
            "Weiß bietet Remis an. Schwarz antwortet mit ja oder nein (remis annehmen, remis ablehnen), oder zieht.",
            "Remis wirklich annehmen? Dann endet die Partie unentschieden. Ja oder nein.",
            "Gut, das Remisangebot ist nicht angenommen; es steht noch. Weiß ist am Zug.",
            "Wirklich aufgeben? Dann hat Weiß die Partie verloren. Ja oder nein.",
            "Weiß gibt auf. Schwarz gewinnt.",
            saved.as_str(),
        ],
        "{said:?}"
    );
    let text = std::fs::read_to_string(&pgn).unwrap();
    assert!(text.contains("[Result \"0-1\"]"), "{text}");
}

/// `ende` in a game that is not over asks, and after "ja" the game stays resumable; the
/// next start offers it and `--resume` continues it.
#[test]
fn ending_an_unfinished_game_keeps_it_resumable() {
    let dir = fresh_dir("quit");
    let output = play_plain(&[], &["e4", "e5", "ende", "ja"], Duration::ZERO, &dir);
    let said = stdout_lines(&output);
    assert_eq!(
        said[3..5],
        [
            "Die Partie ist nicht beendet. Wirklich aufhören? Sie bleibt gespeichert und geht mit ansage play --resume weiter. Ja oder nein.",
            "Die Partie ist nicht beendet und bleibt gespeichert; mit ansage play --resume geht sie weiter.",
        ],
        "{said:?}"
    );
    let output = play_plain(&["--resume"], &["züge"], Duration::ZERO, &dir);
    let said = stdout_lines(&output);
    assert!(
        said[0].starts_with("Die unterbrochene Partie geht weiter, nach zwei Halbzügen."),
        "{said:?}"
    );
}

/// "mein" against the engine is the person's side, whoever is to move.
#[test]
fn mein_is_the_person_against_the_engine() {
    let dir = fresh_dir("mein");
    let output = play_plain(
        &["--white", "engine", "--engine-level", "1"],
        &["wo ist mein könig", "wo stehen meine springer"],
        Duration::from_millis(800),
        &dir,
    );
    let said = stdout_lines(&output);
    assert!(
        said.iter().any(|l| l == "Ihr König steht auf Eva acht."),
        "{said:?}"
    );
    assert!(
        said.iter()
            .any(|l| l.starts_with("Ihre Springer stehen auf ") && l.contains("acht")),
        "{said:?}"
    );
}

/// `vertagen` saves the game and ends; with two games waiting, `--resume` lists them (the
/// newest first, with players, date, moves and whether adjourned) and continues the one
/// chosen by number.
#[test]
fn adjourned_games_are_listed_and_the_chosen_one_goes_on() {
    let dir = fresh_dir("adjourn");
    let pgn = dir.join("anna.pgn");
    let output = play_plain(
        &["--white-name", "Anna", "--pgn", pgn.to_str().unwrap()],
        &["e4", "e5", "vertagen"],
        Duration::ZERO,
        &dir,
    );
    let said = stdout_lines(&output);
    assert_eq!(
        said[3],
        "Die Partie ist nicht beendet und bleibt gespeichert; mit ansage play --resume geht sie weiter."
    );
    assert!(
        std::fs::read_to_string(&pgn)
            .unwrap()
            .contains("1. e4 e5 *")
    );
    // The journal names the second by its time, so the two are a second apart at least.
    std::thread::sleep(Duration::from_millis(1100));
    play_plain(&[], &["d4", "ende", "ja"], Duration::ZERO, &dir);
    let output = play_plain(
        &["--resume"],
        &["drei", "zwei", "züge"],
        Duration::ZERO,
        &dir,
    );
    let said = stdout_lines(&output);
    assert!(
        said[0].starts_with("Es warten zwei Partien, die neueste zuerst. Eins: Weiß gegen Schwarz, begonnen am ")
            && said[0].contains(", ein Halbzug, vertagt. Zwei: Anna gegen Schwarz, begonnen am ")
            && said[0].ends_with(", zwei Halbzüge, vertagt. Welche geht weiter? Sagen Sie die Nummer, oder neu für eine neue Partie."),
        "{said:?}"
    );
    assert_eq!(
        said[1],
        "„drei“ ist keine der Nummern eins bis zwei. Sagen Sie eine Nummer, oder neu."
    );
    assert!(
        said.iter().any(|l| l.starts_with(
            "Die unterbrochene Partie geht weiter, nach zwei Halbzügen. Zuletzt: Zug eins, Schwarz: Bauer Eva fünf (e5)."
        )),
        "{said:?}"
    );
    assert!(said.iter().any(|l| l == "1. e4 e5"), "{said:?}");
}
