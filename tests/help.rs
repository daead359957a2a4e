//! The help in a game, as data: "hilfe", "help", "ayuda" make the session say one phrase of
//! catalogue ids, and every reader words it in their own language: a Spanish seat's help is
//! Spanish to the last line, and the same event reaches an English reader in English.

use ansage::commands::help;
use ansage::language::Language;
use ansage::phrase::{Phrase, Value};
use ansage::play::PlaySession;
use ansage::texts::{Event, Weight, Words};
use ansage::words::announce::AnnounceOptions;

const DE: Language = Language::GERMAN;
const EN: Language = Language::ENGLISH;
const ES: Language = Language::SPANISH;

/// The help a session of `language` says to `line`: the phrase of its one chatter event.
fn help_said(language: Language, line: &str) -> Phrase {
    let mut session = PlaySession::new(language);
    let (events, _) = session.handle_line(line);
    let said: Vec<&Phrase> = events
        .iter()
        .filter_map(|event| match event {
            Event::Say(Weight::Chatter, phrase) => Some(phrase),
            _ => None,
        })
        .collect();
    assert_eq!(said.len(), 1, "{line:?}: {events:?}");
    said[0].clone()
}

/// The phrase as a reader of `language` sees it.
fn shown(phrase: &Phrase, language: Language) -> String {
    let words = Words::new(
        language,
        AnnounceOptions {
            words: language,
            ..AnnounceOptions::default()
        },
    );
    words.text(phrase)
}

#[test]
fn ayuda_tablas_explains_the_draw_to_a_spanish_seat() {
    let phrase = help_said(ES, "ayuda tablas");
    assert_eq!(phrase.id, "answer-help-topic");
    assert_eq!(
        phrase.arg("usage"),
        Some(&Value::from(Phrase::new("help-draw-usage")))
    );
    assert_eq!(
        shown(&phrase, ES),
        "tablas, acepto tablas, rechazo tablas (también offer draw, accept draw, decline draw): ofrece tablas (artículo 9.1) o responde a una oferta, aceptándola tras un sí; una jugada también la rechaza. Ejemplo: tablas."
    );
    // The same event, read by an English device.
    assert_eq!(
        shown(&phrase, EN),
        "offer draw, accept draw, decline draw, in German remis, remis annehmen, remis ablehnen: offers a draw (article 9.1) or answers an offer, accepting after a yes; a move declines it too. Example: offer draw."
    );
    let attackers = help_said(ES, "ayuda atacantes");
    assert!(
        shown(&attackers, ES)
            .starts_with("atacantes CASILLA, quién ataca CASILLA (también attackers SQUARE")
    );
    // English keys are understood by a Spanish seat too (Spanish also understands English).
    assert_eq!(help_said(ES, "ayuda attackers"), attackers);
}

#[test]
fn ayuda_lists_every_command_in_spanish() {
    let phrase = help_said(ES, "ayuda");
    // A game without engine help, clock or second device lists fewer entries than all.
    assert_ne!(phrase, help(None, ES));
    let text = shown(&phrase, ES);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() > 30, "{text}");
    assert!(lines[0].starts_with("Órdenes"), "{text}");
    for line in &lines[3..] {
        assert!(line.ends_with('.'), "{line}");
        // The usage first, in Spanish; the English in brackets.
        assert!(line.contains(" ("), "{line}");
    }
    for spanish in [
        "atacantes CASILLA",
        "qué hay en CASILLA",
        "reclamar tablas",
        "abandonar",
        "ayuda, ayuda ORDEN",
    ] {
        assert!(text.contains(spanish), "{spanish}");
    }
    for german in ["angreifer FELD", "aufgeben", "hilfe KOMMANDO"] {
        assert!(!text.contains(german), "{german} in {text}");
    }
}

#[test]
fn hilfe_and_help_are_unchanged_in_german_and_english() {
    let german = shown(&help_said(DE, "hilfe angreifer"), DE);
    assert_eq!(
        german,
        "angreifer FELD, wer greift FELD an, englisch attackers SQUARE, who attacks SQUARE: sagt, welche Figuren ein Feld angreifen; steht dort eine Figur, auch welche sie decken. Beispiel: angreifer Eva fünf."
    );
    let english = shown(&help_said(EN, "help attackers"), EN);
    assert_eq!(
        english,
        "attackers SQUARE, who attacks SQUARE, in German angreifer FELD, wer greift FELD an: says which pieces attack a square; on an occupied square also which defend it. Example: attackers Eva five."
    );
    let list = shown(&help_said(EN, "help"), EN);
    assert!(
        list.contains("\nresign (aufgeben): resigns the game, after a yes.\n"),
        "{list}"
    );
}
