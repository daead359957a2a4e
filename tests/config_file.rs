//! The settings file as the player wrote it (issue 31 §8): saving keeps every comment and the
//! order of the keys; a file too large, not UTF-8, or a link that goes round in a circle each
//! gets its own sentence, and the game starts with the defaults. Real `ansage play` processes.

mod support;

use std::time::Duration;

use support::{fresh_dir, play_plain, play_plain_with_peak_memory, stdout_lines};

const WRITTEN_BY_HAND: &str = "\
# Meine Einstellungen, von Hand geschrieben.
language = \"de\"

[speech]
# etwas langsamer für mich
rate = -10   # mein Tempo
pitch = 5

[players]
white = \"Anna Müller\"  # das bin ich
";

/// "einstellungen speichern" changes only the key that changed in play: the comments above
/// and after the keys, the blank lines and the order stay as the player wrote them.
#[test]
fn saving_settings_keeps_the_players_comments_and_order() {
    let dir = fresh_dir("config-comments");
    let config = dir.join("config.toml");
    std::fs::write(&config, WRITTEN_BY_HAND).unwrap();
    let output = play_plain(
        &[],
        &["schneller", "einstellungen speichern", "ende", "ja"],
        Duration::from_millis(50),
        &dir,
    );
    let lines = stdout_lines(&output);
    assert!(
        lines
            .iter()
            .any(|l| l == &format!("Einstellungen gespeichert in {}.", config.display())),
        "{lines:?}"
    );
    let saved = std::fs::read_to_string(&config).unwrap();
    assert_eq!(
        saved,
        WRITTEN_BY_HAND.replace("rate = -10   # mein Tempo", "rate = 0   # mein Tempo"),
        "only the rate changes"
    );
    // The saved file reads back: the next game starts without a word about it.
    let output = play_plain(&[], &["ende"], Duration::from_millis(50), &dir);
    let lines = stdout_lines(&output);
    assert!(
        !lines.iter().any(|l| l.contains("Einstellungsdatei")),
        "{lines:?}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// 16 MB of keys: refused after 64 KiB with a sentence that says what to do, and the game is
/// played with the defaults (before: the whole file was parsed, 494 MB of memory).
#[test]
fn a_huge_settings_file_is_refused_in_words() {
    let dir = fresh_dir("config-huge");
    let config = dir.join("config.toml");
    let mut text = String::from("[speech]\n");
    let mut key = 0;
    while text.len() < 16 * 1024 * 1024 {
        text.push_str(&format!("k{key} = {key}\n"));
        key += 1;
    }
    std::fs::write(&config, &text).unwrap();
    let (output, peak_kib) = play_plain_with_peak_memory(&[], &["e4", "ende", "ja"], &dir);
    let lines = stdout_lines(&output);
    assert_eq!(
        lines[0],
        format!(
            "Die Einstellungsdatei {} ist größer als 64 KiB; so große Einstellungsdateien liest \
             ansage nicht. Ich nehme die Standardeinstellungen; bitte die Datei kürzen oder löschen.",
            config.display()
        )
    );
    assert!(
        lines.iter().any(|l| l.contains("Bauer Eva vier")),
        "{lines:?}"
    );
    eprintln!(
        "peak memory with a 16 MB settings file: {} MiB",
        peak_kib / 1024
    );
    // "einstellungen speichern" must not replace the player's file with the defaults.
    let output = play_plain(
        &[],
        &["einstellungen speichern", "ende"],
        Duration::from_millis(50),
        &dir,
    );
    assert!(
        stdout_lines(&output)
            .iter()
            .any(|l| l.contains("speichere ich nicht darüber")),
        "{:?}",
        stdout_lines(&output)
    );
    assert_eq!(std::fs::read(&config).unwrap(), text.as_bytes());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A file saved as Latin-1 is named with the line that is not UTF-8 (before: "das System
/// verweigert es").
#[test]
fn a_settings_file_that_is_not_utf8_is_named_with_its_line() {
    let dir = fresh_dir("config-latin1");
    let config = dir.join("config.toml");
    std::fs::write(&config, b"[players]\nwhite = \"Anna M\xfcller\"\n").unwrap();
    let output = play_plain(&[], &["ende"], Duration::from_millis(50), &dir);
    let lines = stdout_lines(&output);
    assert_eq!(
        lines[0],
        format!(
            "Die Einstellungsdatei {} ist in Zeile 2 kein UTF-8-Text; ich nehme die \
             Standardeinstellungen. Bitte die Datei als UTF-8 speichern.",
            config.display()
        )
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A link that leads to itself is said as such (before: "das System verweigert es").
#[test]
fn a_settings_link_that_goes_round_in_a_circle_is_said() {
    let dir = fresh_dir("config-loop");
    let config = dir.join("config.toml");
    std::os::unix::fs::symlink(&config, &config).unwrap();
    let output = play_plain(&[], &["ende"], Duration::from_millis(50), &dir);
    let lines = stdout_lines(&output);
    assert!(
        lines[0].starts_with(&format!(
            "Die Einstellungsdatei {} ist eine symbolische Verknüpfung, die im Kreis führt",
            config.display()
        )),
        "{lines:?}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A settings file a Windows editor saved, with a byte-order mark, is read like any other.
#[test]
fn a_settings_file_with_a_byte_order_mark_is_read() {
    let dir = fresh_dir("config-bom");
    let config = dir.join("config.toml");
    std::fs::write(&config, "\u{feff}[announce]\nstyle = \"long\"\n").unwrap();
    let output = play_plain(&[], &["e4", "ende", "ja"], Duration::from_millis(50), &dir);
    let lines = stdout_lines(&output);
    assert!(
        lines
            .iter()
            .any(|l| l == "Zug eins, Weiß: Bauer von Eva zwei nach Eva vier (e4)."),
        "{lines:?}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
