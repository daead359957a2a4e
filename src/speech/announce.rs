//! A move in the words of Appendix F (F2.1), short style: "Springer Felix drei",
//! "Bauer Eva schlägt David fünf", "Kurze Rochade", "Bauer David acht, Umwandlung in Dame",
//! with "Schach" or "Schachmatt" after a check or mate.

use shakmaty::san::San;
use shakmaty::{CastlingSide, Chess, Move, Position};

use crate::language::Language;
use crate::vocabulary::{file_name, rank_name, role_name, square_name};

/// Announces a legal move of `pos` in the short style of DESIGN.md: the piece, the origin only
/// as far as E9 needs it, "schlägt" for a capture, the target square, the promotion piece,
/// then check or mate.
pub fn announce(pos: &Chess, m: Move, language: Language) -> String {
    let de = language == Language::German;
    let mut words: Vec<String> = Vec::new();
    match San::from_move(pos, m) {
        San::Castle(side) => words.push(
            match (language, side) {
                (Language::German, CastlingSide::KingSide) => "Kurze Rochade",
                (Language::German, CastlingSide::QueenSide) => "Lange Rochade",
                (Language::English, CastlingSide::KingSide) => "Short castling",
                (Language::English, CastlingSide::QueenSide) => "Long castling",
            }
            .to_owned(),
        ),
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            words.push(capitalised(role_name(role, language)));
            if let Some(file) = file {
                words.push(file_name(file).to_owned());
            }
            if let Some(rank) = rank {
                words.push(rank_name(rank).to_owned());
            }
            if capture {
                words.push(if de { "schlägt" } else { "takes" }.to_owned());
            }
            words.push(square_name(to));
            if m.is_en_passant() {
                words.push("en passant".to_owned());
            }
            if let Some(promotion) = promotion {
                let last = words.pop().unwrap_or_default();
                words.push(format!("{last},"));
                words.push(if de { "Umwandlung in" } else { "promotes to" }.to_owned());
                words.push(capitalised(role_name(promotion, language)));
            }
        }
        San::Put { .. } | San::Null => {}
    }
    let mut text = words.join(" ");
    let mut after = pos.clone();
    after.play_unchecked(m);
    let check = if after.is_checkmate() {
        Some(if de { "Schachmatt" } else { "checkmate" })
    } else if after.is_check() {
        Some(if de { "Schach" } else { "check" })
    } else {
        None
    };
    if let Some(check) = check {
        // After a promotion the check is a clause of its own: "…, Umwandlung in Dame, Schach".
        text.push_str(if m.promotion().is_some() { ", " } else { " " });
        text.push_str(check);
    }
    text
}

/// English piece names are lower case inside sentences; at the start of an announcement
/// they are capitalised.
fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::fen::parse_fen;
    use shakmaty::uci::UciMove;

    fn say(fen: Option<&str>, uci: &str) -> String {
        let pos = fen.map_or_else(Chess::default, |f| parse_fen(f).unwrap());
        let m = uci.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        announce(&pos, m, Language::German)
    }

    #[test]
    fn design_examples() {
        assert_eq!(say(None, "e2e4"), "Bauer Eva vier");
        assert_eq!(say(None, "g1f3"), "Springer Felix drei");
        assert_eq!(
            say(Some("4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1"), "g1f3"),
            "Springer Gustav Felix drei"
        );
        assert_eq!(
            say(Some("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1"), "g1f3"),
            "Springer Felix drei"
        );
        assert_eq!(
            say(Some("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"), "e4d5"),
            "Bauer Eva schlägt David fünf"
        );
        assert_eq!(
            say(Some("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"), "e5d6"),
            "Bauer Eva schlägt David sechs en passant"
        );
        assert_eq!(
            say(Some("4k3/8/8/8/8/8/8/4K2R w K - 0 1"), "e1g1"),
            "Kurze Rochade"
        );
        assert_eq!(
            say(Some("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"), "e1c1"),
            "Lange Rochade"
        );
        assert_eq!(
            say(Some("8/3P2k1/8/8/8/8/8/4K3 w - - 0 1"), "d7d8q"),
            "Bauer David acht, Umwandlung in Dame"
        );
        assert_eq!(
            say(Some("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), "a1a8"),
            "Turm Anna acht Schach"
        );
    }
}
