//! What the voice says of a printed line: notation in brackets is left out, since the words
//! before it already say the move and a voice reads "D×f7#" or "1/2-1/2" as letters and signs.

/// The text to speak: notation in brackets after the words is left out ("Bauer Eva vier
/// (e4)." is spoken "Bauer Eva vier."; "Schwarz gewinnt (0-1)" is spoken "Schwarz gewinnt"),
/// since a voice reads "D×f7#" or "1/2-1/2" as letters and signs.
pub fn without_notation(text: &str) -> String {
    let mut spoken = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find(" (") {
        let after = &rest[open + 2..];
        let Some(close) = after.find(')') else {
            break;
        };
        let inside = &after[..close];
        let notation = !inside.is_empty()
            && inside.chars().count() <= 16
            && inside
                .trim_end_matches(" e.p.")
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "×x:-=+#./½*".contains(c));
        if notation {
            spoken.push_str(&rest[..open]);
            rest = &after[close + 1..];
        } else {
            spoken.push_str(&rest[..open + 2]);
            rest = after;
        }
    }
    spoken.push_str(rest);
    spoken
}

#[cfg(test)]
mod tests {
    use super::without_notation;

    #[test]
    fn notation_in_brackets_is_not_spoken() {
        assert_eq!(
            without_notation("Zug vier, Weiß: Dame schlägt Felix sieben, Schachmatt (D×f7#)."),
            "Zug vier, Weiß: Dame schlägt Felix sieben, Schachmatt."
        );
        assert_eq!(
            without_notation("Zug eins: Bauer Eva vier (e4). Zug eins: Bauer Eva fünf (e5)."),
            "Zug eins: Bauer Eva vier. Zug eins: Bauer Eva fünf."
        );
        assert_eq!(
            without_notation(
                "Zug neun, Weiß: Bauer Eva schlägt David sechs en passant (e×d6 e.p.)."
            ),
            "Zug neun, Weiß: Bauer Eva schlägt David sechs en passant."
        );
        assert_eq!(without_notation("Kurze Rochade (0-0)."), "Kurze Rochade.");
        // Words in brackets stay.
        assert_eq!(
            without_notation("Ein Fehler (unbekannte Einstellung speed) in Zeile 3."),
            "Ein Fehler (unbekannte Einstellung speed) in Zeile 3."
        );
    }
}
