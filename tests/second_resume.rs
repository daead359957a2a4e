//! Issue 31 §13: of two `ansage play --resume` at once, the second is told who plays the
//! interrupted game (the first's process), not that there is no interrupted game.

mod support;

use std::io::{BufRead as _, BufReader, Write as _};
use std::time::Duration;

#[test]
fn the_second_resume_is_told_who_plays_the_interrupted_game() {
    let dir = support::fresh_dir("second-resume");
    // A game interrupted by a kill: its journal waits.
    let mut game = support::spawn_play(&[], &dir);
    let mut stdin = game.stdin.take().unwrap();
    stdin.write_all(b"e4\ne5\n").unwrap();
    stdin.flush().unwrap();
    let journals = dir.join("journal");
    for _ in 0..100 {
        let moves = std::fs::read_dir(&journals)
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|e| std::fs::read_to_string(e.path()).ok())
            .any(|text| text.contains("e7e5") || text.contains("\"e5\""));
        if moves {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    std::thread::sleep(Duration::from_millis(300));
    game.kill().unwrap();
    game.wait().unwrap();
    drop(stdin);

    // The first resume plays it on (its input stays open).
    let mut first = support::spawn_play(&["--resume"], &dir);
    let first_in = first.stdin.take().unwrap();
    let mut out = BufReader::new(first.stdout.take().unwrap());
    let mut seen = String::new();
    for _ in 0..20 {
        let mut line = String::new();
        if out.read_line(&mut line).unwrap_or(0) == 0 {
            break;
        }
        seen.push_str(&line);
        if line.contains("e5") {
            break;
        }
    }
    assert!(
        seen.contains("e5"),
        "the first resume goes on with the game: {seen}"
    );

    // The second is told who plays it.
    let second = support::play_plain(&["--resume"], &[], Duration::from_millis(100), &dir);
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&second.stdout),
        String::from_utf8_lossy(&second.stderr)
    );
    assert!(
        said.contains(&format!("Prozess {}", first.id())),
        "the second resume names the process that plays the game: {said}"
    );
    assert!(
        !said.contains("Es gibt keine unterbrochene Partie"),
        "{said}"
    );
    drop(first_in);
    let _ = first.kill();
    let _ = first.wait();
    let _ = std::fs::remove_dir_all(&dir);
}
