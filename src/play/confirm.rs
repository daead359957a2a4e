//! Asking once before what cannot be undone: a resignation (5.1b), accepting a draw (9.1),
//! ending a game that is not over, a take-back of more than one move, an F2.8 roll-back that
//! the players must agree to, and a move typed while the engine was thinking. Only a clear
//! "ja" acts; "nein" keeps everything as it was.

use shakmaty::Move;

use crate::language::Language;

/// What waits for the player's yes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Confirm {
    /// The player to move resigns (5.1b).
    Resign,
    /// The pending draw offer is accepted (9.1).
    AcceptDraw,
    /// ansage ends while the game is not over; it stays resumable.
    Quit,
    /// More than one move is taken back: the plies to take back, last first.
    TakeBack(usize),
    /// F2.8: the game is set back to these moves (the last ply both records agree on).
    RollBack {
        /// The moves that stay.
        target: Vec<Move>,
        /// The settled report, said once the players agree.
        report: String,
        /// How many plies the records agree on.
        agreed_plies: usize,
        /// The code of the rule that settled it, for the journal.
        rule: &'static str,
        /// The position both boards are set to, as FEN.
        fen: String,
    },
    /// A move typed while the engine was thinking, found legal after the engine's move.
    TypedAhead {
        /// The move.
        played: Move,
        /// Whether a draw offer came with it.
        draw_offer: bool,
    },
}

/// How a line answers a yes-or-no question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum YesNo {
    /// "ja", "j", "yes", "y", "genau", "ok".
    Yes,
    /// "nein", "n", "no", "abbrechen".
    No,
    /// Anything else.
    Neither,
}

/// Reads "ja" or "nein" (German or English, any case, with a full stop or "bitte").
pub(super) fn yes_or_no(line: &str) -> YesNo {
    let words: Vec<String> = line
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | '.' | '!' | ';'))
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .filter(|w| !matches!(w.as_str(), "bitte" | "please" | "danke" | "thanks"))
        .collect();
    let [word] = words.as_slice() else {
        return match words.as_slice() {
            [a, b] if is_yes(a) && is_yes(b) => YesNo::Yes,
            [a, b] if is_no(a) && is_no(b) => YesNo::No,
            _ => YesNo::Neither,
        };
    };
    if is_yes(word) {
        YesNo::Yes
    } else if is_no(word) {
        YesNo::No
    } else {
        YesNo::Neither
    }
}

fn is_yes(word: &str) -> bool {
    matches!(
        word,
        "ja" | "j" | "jawohl" | "genau" | "richtig" | "ok" | "okay" | "yes" | "y" | "yeah" | "sure"
    )
}

fn is_no(word: &str) -> bool {
    matches!(
        word,
        "nein" | "n" | "nee" | "no" | "nope" | "abbrechen" | "cancel"
    )
}

/// " Ja oder nein." / " Yes or no."
pub(super) fn yes_or_no_hint(language: Language) -> &'static str {
    match language {
        Language::German => "Ja oder nein.",
        Language::English => "Yes or no.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yes_and_no_in_both_languages_and_any_case() {
        for yes in [
            "ja", "Ja.", "JA", "j", "yes", "Y", "ja bitte", "ja, ja", "OK",
        ] {
            assert_eq!(yes_or_no(yes), YesNo::Yes, "{yes}");
        }
        for no in ["nein", "Nein!", "n", "no", "NO", "nein danke", "abbrechen"] {
            assert_eq!(yes_or_no(no), YesNo::No, "{no}");
        }
        for other in ["e4", "ja nein", "jaguar", "", "springer felix drei", "d"] {
            assert_eq!(yes_or_no(other), YesNo::Neither, "{other}");
        }
    }
}
