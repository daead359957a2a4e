//! The replay session: forward, back, jumps, comments, the start and the end, questions
//! about the position, bad input, and choosing a game from a file.

use shakmaty::Position;

use super::*;
use crate::notation::pgn::read_games;
use crate::texts::{Weight, Words};
use crate::words::announce::Style;

const DE: Language = Language::GERMAN;
const EN: Language = Language::ENGLISH;

const ANNOTATED: &str = r#"[Event "Casual game"]
[Site "London"]
[Date "1851.06.21"]
[Round "?"]
[White "Anderssen, Adolf"]
[Black "Kieseritzky, Lionel"]
[WhiteElo "2600"]
[Result "1-0"]

{Die Unsterbliche Partie.} 1. e4 {[%clk 1:59:00] Der Königsgambit folgt.} e5 2. f4 $1 exf4
3. Bc4 Qh4+ $6 {[%eval -0.3] Schach!} 4. Kf1 b5 5. Bxb5 Nf6 6. Nf3 {(=)} Qh6 7. d3 Nh5 1-0
"#;

fn game(pgn: &str) -> Game {
    read_games(pgn.as_bytes())
        .expect("test game reads")
        .remove(0)
}

fn session(language: Language) -> ReplaySession {
    ReplaySession::new(
        game(ANNOTATED),
        language,
        AnnounceOptions {
            words: language,
            ..AnnounceOptions::default()
        },
    )
}

/// The lines shown for events, moves in German words.
fn texts(events: &[Event]) -> Vec<String> {
    rendered(&Words::new(DE, AnnounceOptions::default()), events)
}

fn rendered(words: &Words, events: &[Event]) -> Vec<String> {
    events
        .iter()
        .flat_map(|event| words.lines(event))
        .map(|line| line.shown)
        .collect()
}

fn say(session: &mut ReplaySession, line: &str) -> Vec<String> {
    let (events, flow) = session.handle_line(line);
    assert_eq!(flow, Flow::Continue, "{line:?}");
    rendered(&Words::new(session.language, session.announce), &events)
}

#[test]
fn the_start_names_the_game_and_how_to_go_on() {
    let mut replay = session(DE);
    let greeting = replay.greeting();
    assert_eq!(
        texts(&greeting),
        [
            "Adolf Anderssen gegen Lionel Kieseritzky, Casual game 1851, Weiß gewinnt (1-0), 7 Züge.",
            "Weiter mit Enter oder weiter, zurück mit zurück, hilfe für alle Befehle.",
            "Vorbemerkung: Die Unsterbliche Partie.",
        ]
    );
    assert!(matches!(greeting[2], Event::Say(Weight::Chatter, _)));
    let mut replay = session(EN).in_file(FilePlace {
        number: 1,
        count: 3,
        chosen: false,
    });
    // Each sink words the greeting in its own language.
    let english = Words::new(EN, AnnounceOptions::default());
    assert_eq!(
        rendered(&english, &replay.greeting())[..2],
        [
            "Game 1 of 3: Adolf Anderssen versus Lionel Kieseritzky, Casual game 1851, White wins (1-0), 7 moves.",
            "The file holds 3 games; choose another with --game, for example --game 2.",
        ]
    );
    assert_eq!(replay.prompt(), "Start> ");
}

#[test]
fn forward_reads_moves_comments_and_glyphs_but_not_clocks() {
    let mut replay = session(DE);
    let first = replay.handle_line("").0;
    assert_eq!(
        texts(&first),
        [
            "Zug eins, Weiß: Bauer Eva vier (e4).",
            "Kommentar: Der Königsgambit folgt.",
        ]
    );
    assert!(matches!(first[0], Event::Announce(_)));
    assert!(matches!(first[1], Event::Say(Weight::Chatter, _)));
    assert_eq!(
        say(&mut replay, "weiter"),
        ["Zug eins, Schwarz: Bauer Eva fünf (e5)."]
    );
    assert_eq!(
        say(&mut replay, "w"),
        ["Zug zwei, Weiß: Bauer Felix vier (f4).", "Guter Zug."]
    );
    assert_eq!(
        say(&mut replay, "n 3"),
        [
            "Zug zwei, Schwarz: Bauer Eva schlägt Felix vier (e×f4).",
            "Zug drei, Weiß: Läufer Cäsar vier (Lc4).",
            "Zug drei, Schwarz: Dame Hector vier, Schach (Dh4+).",
            "Ein zweifelhafter Zug.",
            "Kommentar: Schach!",
        ]
    );
    assert_eq!(replay.prompt(), "3... Dh4+> ");
    assert_eq!(
        say(&mut replay, "kommentar"),
        ["Ein zweifelhafter Zug.", "Kommentar: Schach!"]
    );
    assert_eq!(
        say(&mut replay, "wiederholen"),
        ["Ein zweifelhafter Zug.", "Kommentar: Schach!"]
    );
    assert_eq!(replay.ply(), 6);
}

#[test]
fn back_and_jumps_announce_the_position_reached() {
    let mut replay = session(DE);
    assert_eq!(
        say(&mut replay, "zurück"),
        ["Das ist schon die Ausgangsstellung. Weiter mit Enter oder weiter."]
    );
    say(&mut replay, "weiter 4");
    assert_eq!(
        say(&mut replay, "zurück"),
        ["Stellung nach Zug zwei, Weiß: Bauer Felix vier (f4)."]
    );
    assert_eq!(say(&mut replay, "z 5"), ["Ausgangsstellung."]);
    assert_eq!(replay.ply(), 0);
    assert_eq!(
        say(&mut replay, "zug drei schwarz"),
        ["Stellung nach Zug drei, Schwarz: Dame Hector vier, Schach (Dh4+)."]
    );
    assert_eq!(replay.ply(), 6);
    assert_eq!(
        say(&mut replay, "gehe zu 2"),
        ["Stellung nach Zug zwei, Weiß: Bauer Felix vier (f4)."]
    );
    assert_eq!(
        say(&mut replay, "12..."),
        [
            "Zug zwölf, Schwarz gibt es in dieser Partie nicht: die Partie geht von Zug eins, Weiß bis Zug sieben, Schwarz."
        ]
    );
    assert_eq!(replay.ply(), 3, "a failed jump stays where it was");
    assert_eq!(say(&mut replay, "anfang"), ["Ausgangsstellung."]);
    assert_eq!(
        say(&mut replay, "schluss"),
        [
            "Stellung nach Zug sieben, Schwarz: Springer Hector fünf (Sh5).",
            "Das war der letzte Zug; Weiß gewinnt (1-0).",
        ]
    );
    assert_eq!(
        say(&mut replay, "weiter"),
        ["Die Partie ist zu Ende: Weiß gewinnt (1-0). Zurück mit zurück, zum Anfang mit anfang."]
    );
    let mut english = session(EN);
    assert_eq!(
        say(&mut english, "go to 3 black"),
        ["Position after move three, Black: Queen Hector four, check (Qh4+)."]
    );
    assert_eq!(
        say(&mut english, "move 9"),
        [
            "There is no move nine, White in this game: the game runs from move one, White to move seven, Black."
        ]
    );
}

#[test]
fn the_last_move_ends_the_game_and_a_draw_offer_is_said() {
    let mut replay = session(DE);
    say(&mut replay, "zug 5 schwarz");
    assert_eq!(
        say(&mut replay, "weiter"),
        [
            "Zug sechs, Weiß: Springer Felix drei (Sf3).",
            "Weiß bietet Remis an."
        ]
    );
    say(&mut replay, "weiter");
    say(&mut replay, "weiter");
    assert_eq!(
        say(&mut replay, "weiter"),
        [
            "Zug sieben, Schwarz: Springer Hector fünf (Sh5).",
            "Das war der letzte Zug; Weiß gewinnt (1-0)."
        ]
    );
    assert_eq!(replay.position(), &replay.game().final_position());
}

#[test]
fn questions_about_the_position_are_answered() {
    let mut replay = session(DE);
    assert_eq!(say(&mut replay, "wer ist am zug"), ["Weiß ist am Zug."]);
    say(&mut replay, "zug 3 schwarz");
    assert_eq!(
        say(&mut replay, "Wer ist am Zug?"),
        ["Weiß ist am Zug und steht im Schach."]
    );
    let board = say(&mut replay, "brett vorlesen");
    assert!(
        board[0].starts_with("Weiß: König Eva eins; Dame David eins;"),
        "{board:?}"
    );
    assert!(
        board[0].ends_with("Weiß ist am Zug und steht im Schach."),
        "{board:?}"
    );
    assert_eq!(say(&mut replay, "stellung"), board);
    assert_eq!(
        say(&mut replay, "fen"),
        ["rnb1kbnr/pppp1ppp/8/8/2B1Pp1q/8/PPPP2PP/RNBQK1NR w KQkq - 2 4"]
    );
    let (events, _) = replay.handle_line("fen");
    assert!(
        matches!(events[0], Event::Shown(_)),
        "FEN is printed, not spoken"
    );
    assert_eq!(
        say(&mut replay, "was steht auf h4"),
        ["Hector vier: schwarze Dame."]
    );
    assert_eq!(
        say(&mut replay, "zum letzten zug"),
        [
            "Stellung nach Zug sieben, Schwarz: Springer Hector fünf (Sh5).",
            "Das war der letzte Zug; Weiß gewinnt (1-0).",
        ],
        "in a replay, zum letzten zug goes to the last move"
    );
    // "letzter zug" says the last move again, in a replay as in play (issue 14).
    let last = say(&mut replay, "letzter zug");
    assert_eq!(last.len(), 1, "{last:?}");
    assert!(last[0].contains("Springer Hector fünf"), "{last:?}");
    assert_eq!(
        say(&mut replay, "wer ist am zug"),
        ["Die Partie ist beendet: Weiß gewinnt."]
    );
    assert_eq!(
        say(&mut replay, "wo"),
        ["Nach Zug sieben, Schwarz, dem letzten Zug der Partie."]
    );
    say(&mut replay, "zug 2");
    assert_eq!(
        say(&mut replay, "zugnummer"),
        ["Nach Zug zwei, Weiß; das ist Halbzug 3 von 14."]
    );
    assert_eq!(
        say(&mut replay, "info"),
        [
            "Weiß: Adolf Anderssen, Elo 2600. Schwarz: Lionel Kieseritzky. Turnier: Casual game. Ort: London. Datum: 21. Juni 1851. Ergebnis: Weiß gewinnt (1-0), 7 Züge."
        ]
    );
    assert_eq!(say(&mut replay, "kommentar"), ["Guter Zug."]);
    say(&mut replay, "zurück");
    assert_eq!(
        say(&mut replay, "kommentar"),
        ["Zu Zug eins, Schwarz gibt es keinen Kommentar."]
    );
}

#[test]
fn bad_input_says_what_works_and_is_not_repeated() {
    let mut replay = session(DE);
    say(&mut replay, "weiter");
    let answer = say(&mut replay, "hallo");
    assert_eq!(
        answer,
        [
            "„hallo“ verstehe ich nicht. Weiter mit Enter oder weiter, zurück mit zurück, zug und eine Zahl springt zu einem Zug, hilfe nennt alle Befehle."
        ]
    );
    assert_eq!(
        say(&mut replay, "wiederholen"),
        [
            "Zug eins, Weiß: Bauer Eva vier (e4).",
            "Kommentar: Der Königsgambit folgt."
        ]
    );
    let refused = say(&mut replay, "aufgeben");
    assert_eq!(
        refused,
        ["„aufgeben“ gibt es beim Nachspielen nicht; hilfe nennt alle Befehle."]
    );
    let english = say(&mut session(EN), "e4");
    assert!(
        english[0].starts_with("I do not understand \"e4\"."),
        "{english:?}"
    );
    // The help is one piece of chatter: lines told one by one would each cut off the one
    // before, leaving only the last heard (issue 28, defect 5).
    for (language, line) in [(DE, "hilfe"), (DE, "hilfe weiter"), (EN, "help")] {
        let help = session(language).handle_line(line).0;
        let text = match help.as_slice() {
            [Event::Say(Weight::Chatter, phrase)] => {
                Words::new(language, AnnounceOptions::default()).text(phrase)
            }
            _ => panic!("{line}: {help:?}"),
        };
        assert!(text.lines().count() > 5, "{text}");
    }
    for line in ["ende", "beenden", "quit"] {
        assert_eq!(session(DE).handle_line(line), (Vec::new(), Flow::Quit));
    }
}

#[test]
fn styles_and_no_moves() {
    let mut replay = ReplaySession::new(
        game(ANNOTATED),
        DE,
        AnnounceOptions {
            style: Style::Long,
            ..AnnounceOptions::default()
        },
    );
    assert_eq!(
        say(&mut replay, "weiter"),
        [
            "Zug eins, Weiß: Bauer von Eva zwei nach Eva vier (e4).",
            "Kommentar: Der Königsgambit folgt."
        ]
    );
    let mut empty =
        ReplaySession::new(game("[White \"A\"]\n\n*\n"), DE, AnnounceOptions::default());
    assert_eq!(
        texts(&empty.greeting())[0],
        "A gegen Unbekannt, ohne Ergebnis, keine Züge."
    );
    assert_eq!(
        say(&mut empty, "weiter"),
        ["Die Aufzeichnung ist zu Ende, ohne Ergebnis. Zurück mit zurück, zum Anfang mit anfang."]
    );
    assert_eq!(say(&mut empty, "schluss"), ["Diese Partie hat keine Züge."]);
    assert_eq!(
        say(&mut empty, "zug 1"),
        ["Zug eins, Weiß gibt es in dieser Partie nicht: diese Partie hat keine Züge."]
    );
}

#[test]
fn a_game_from_a_set_up_position_counts_its_moves_from_there() {
    let pgn =
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 30\"]\n\n30... Kd7 31. O-O Kc6 *\n";
    let mut replay = ReplaySession::new(game(pgn), DE, AnnounceOptions::default());
    let greeting = replay.greeting();
    assert_eq!(texts(&greeting)[0], "Ohne Ergebnis, 2 Züge.");
    assert_eq!(
        texts(&greeting)[1],
        "Die Partie beginnt mit einer gestellten Stellung; stellung liest sie vor."
    );
    assert_eq!(
        say(&mut replay, "zug 31"),
        ["Stellung nach Zug einunddreißig, Weiß: Kurze Rochade (0-0)."]
    );
    assert_eq!(replay.ply(), 2);
    assert_eq!(
        say(&mut replay, "zug 30 weiß"),
        [
            "Zug dreißig, Weiß gibt es in dieser Partie nicht: die Partie geht von Zug dreißig, Schwarz bis Zug einunddreißig, Schwarz."
        ]
    );
    assert_eq!(
        say(&mut replay, "30..."),
        ["Stellung nach Zug dreißig, Schwarz: König David sieben (Kd7)."]
    );
}

#[test]
fn choosing_a_game_from_a_file() {
    let two = format!("{ANNOTATED}\n[Event \"b\"]\n\n1. d4 d5 *\n");
    let (game, place, notes) = choose_game(two.as_bytes(), None).expect("first game");
    assert_eq!(game.tag("Event"), Some("Casual game"));
    assert_eq!(
        place,
        FilePlace {
            number: 1,
            count: 2,
            chosen: false
        }
    );
    assert!(notes.is_empty());
    let (game, place, _) = choose_game(two.as_bytes(), Some(2)).expect("second game");
    assert_eq!(game.moves.len(), 2);
    assert!(place.chosen);
    let too_far = choose_game(two.as_bytes(), Some(3)).unwrap_err();
    assert_eq!(
        too_far.message(DE),
        "Partie 3 gibt es nicht: die Datei enthält 2 Partien, wählen Sie --game 1 bis --game 2."
    );
    assert_eq!(too_far.exit_code(), std::process::ExitCode::from(3));
    let zero = choose_game(two.as_bytes(), Some(0)).unwrap_err();
    assert_eq!(zero.exit_code(), std::process::ExitCode::from(2));
    let broken = "[Event \"a\"]\n\n1. e4 e5 2. Ke3 *\n\n[Event \"b\"]\n\n1. d4 *\n";
    let (game, place, notes) = choose_game(broken.as_bytes(), None).expect("the readable one");
    assert_eq!(game.tag("Event"), Some("b"));
    assert_eq!(place.number, 2);
    assert_eq!(notes.len(), 1);
    let error = choose_game(broken.as_bytes(), Some(1)).unwrap_err();
    assert_eq!(
        error.message(DE),
        "Partie 1, Zug 2. Ke3: Dieser Zug ist in der Stellung nicht möglich. Partie 1 lässt sich daher nicht nachspielen; wählen Sie eine andere mit --game."
    );
    let not_pgn = choose_game(b"\x89PNG\r\n\x1a\n\0\0", None).unwrap_err();
    assert!(
        not_pgn
            .message(EN)
            .starts_with("This is not a PGN text file"),
        "{}",
        not_pgn.message(EN)
    );
    let empty = choose_game(b"", None).unwrap_err();
    assert_eq!(empty.message(DE), "Die Datei enthält keine Partie in PGN.");
}

#[test]
fn notation_and_results_in_brackets_are_shown_not_spoken() {
    let mut replay = session(DE);
    let words = Words::new(DE, AnnounceOptions::default());
    let (events, _) = replay.handle_line("weiter");
    let first = &words.lines(&events[0])[0];
    assert_eq!(first.shown, "Zug eins, Weiß: Bauer Eva vier (e4).");
    assert_eq!(first.spoken, "Zug eins, Weiß: Bauer Eva vier.");
    let (events, _) = replay.handle_line("schluss");
    let lines: Vec<_> = events.iter().flat_map(|e| words.lines(e)).collect();
    let end = lines
        .iter()
        .find(|line| line.shown.contains("(1-0)"))
        .expect("the result is shown with its notation");
    assert!(!end.spoken.contains("(1-0)"), "{end:?}");
    assert!(end.spoken.contains("Weiß gewinnt"), "{end:?}");
}

#[test]
fn no_line_panics() {
    let mut replay = session(DE);
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    const WORDS: &[&str] = &[
        "weiter",
        "zurück",
        "zug",
        "12",
        "...",
        "schwarz",
        "weiß",
        "0",
        "4294967295",
        "99999999999",
        "gehe",
        "zu",
        "fen",
        "stellung",
        "e4",
        "?",
        "hilfe",
        "kommentar",
        "n",
        "z",
        "ä",
        "",
        "twenty",
        "one",
        "letzte",
        "züge",
        "wiederholen",
        "3...",
        "schluss",
        "anfang",
    ];
    for _ in 0..5_000 {
        let line: Vec<&str> = (0..next(5)).map(|_| WORDS[next(WORDS.len())]).collect();
        let line = line.join(if next(2) == 0 { " " } else { "" });
        let (events, flow) = replay.handle_line(&line);
        if flow == Flow::Continue {
            assert!(!events.is_empty(), "{line:?}");
        }
        assert!(replay.ply() <= replay.game().moves.len());
        assert_eq!(
            replay.position().board(),
            replay.game().position_after(replay.ply()).board()
        );
    }
}

/// Two comments on one move, and two notes before the first, are one piece of chatter each:
/// both shown as lines, both heard (a second chatter event would cut off the first).
#[test]
fn several_comments_are_one_piece_of_chatter() {
    let pgn = "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n{Erste Notiz.} {Zweite Notiz.} 1. e4 {Gut.} {Sehr gut.} e5 *\n";
    let mut replay = ReplaySession::new(
        game(pgn),
        DE,
        AnnounceOptions {
            words: DE,
            ..AnnounceOptions::default()
        },
    );
    let greeting = replay.greeting();
    let notes: Vec<Event> = greeting
        .into_iter()
        .filter(|e| matches!(e, Event::Say(Weight::Chatter, _)))
        .collect();
    assert_eq!(
        texts(&notes),
        ["Vorbemerkung: Erste Notiz.\nVorbemerkung: Zweite Notiz."]
    );
    let first = replay.handle_line("").0;
    let last = first.last().cloned().into_iter().collect::<Vec<_>>();
    assert!(matches!(last[0], Event::Say(Weight::Chatter, _)));
    assert_eq!(texts(&last), ["Kommentar: Gut.\nKommentar: Sehr gut."]);
}
