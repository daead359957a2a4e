//! An engine's evaluation in words, for the ear: "Weiß steht etwas besser, etwa ein halber
//! Bauer.", "Die Stellung ist ausgeglichen.", "Schwarz setzt in drei Zügen matt."
//!
//! # Bands
//!
//! Scores are in centipawns from White's point of view (100 = one pawn). The size is spoken
//! in half pawns, rounded to the nearest half (whole pawns from five pawns on):
//!
//! | advantage           | German             | English            |
//! |---------------------|--------------------|--------------------|
//! | up to 0.25 pawns    | ausgeglichen       | equal              |
//! | 0.26 to 0.74        | steht etwas besser | is slightly better |
//! | 0.75 to 1.49        | steht besser       | is better          |
//! | 1.50 to 2.99        | steht deutlich besser | is clearly better |
//! | 3.00 to 9.99        | steht auf Gewinn   | is winning         |
//! | 10 pawns and more   | steht auf Gewinn (no amount) | is winning (no amount) |

use shakmaty::Color;

use crate::language::Language;
use crate::phrase::{Phrase, Value};
use crate::words::phrases::shown;

/// An evaluation from White's point of view.
///
/// Engines report scores from the side to move's view; [`Score::from_mover`] turns them
/// around.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// Centipawns: positive when White is better, 100 = one pawn.
    Centipawns(i32),
    /// A forced mate in this many moves (of the mating side): positive when White mates,
    /// negative when Black mates. `Mate(0)` is a position that is already checkmate.
    Mate(i32),
}

impl Score {
    /// The score from White's view, given one from the view of `mover`, the side to move.
    pub fn from_mover(score: Score, mover: Color) -> Score {
        match (mover, score) {
            (Color::White, score) => score,
            (Color::Black, Score::Centipawns(cp)) => Score::Centipawns(cp.saturating_neg()),
            (Color::Black, Score::Mate(n)) => Score::Mate(n.saturating_neg()),
        }
    }

    /// The score from `color`'s view (positive when `color` is better).
    pub fn for_side(self, color: Color) -> Score {
        Score::from_mover(self, color)
    }

    /// Which side is better, `None` for an equal position (up to a quarter pawn).
    pub fn better_side(self) -> Option<Color> {
        match self {
            Score::Centipawns(cp) if cp.unsigned_abs() <= EQUAL => None,
            Score::Mate(0) => None,
            Score::Centipawns(value) | Score::Mate(value) if value > 0 => Some(Color::White),
            Score::Centipawns(_) | Score::Mate(_) => Some(Color::Black),
        }
    }

    /// The evaluation as a sentence: see [`evaluation_words`].
    pub fn words(self, language: Language) -> String {
        evaluation_words(self, language)
    }

    /// The evaluation as data: see [`evaluation_phrase`].
    pub fn phrase(self) -> Phrase {
        evaluation_phrase(self)
    }
}

/// Up to this many centipawns the position counts as equal.
const EQUAL: u32 = 25;

/// The evaluation as one sentence: "Weiß steht etwas besser, etwa ein halber Bauer.",
/// "Die Stellung ist ausgeglichen.", "Schwarz steht deutlich besser, etwa zwei Bauern.",
/// "Weiß setzt in drei Zügen matt." / "White is slightly better, about half a pawn.",
/// "The position is equal.", "White mates in three moves." The bands are in the
/// [module documentation](self).
pub fn evaluation_words(score: Score, language: Language) -> String {
    shown(&evaluation_phrase(score), language)
}

/// The evaluation as data: who is better, by how much (its band), and about how many
/// pawns; or who mates in how many moves.
pub fn evaluation_phrase(score: Score) -> Phrase {
    match score {
        Score::Mate(0) => Phrase::new("engine-eval-checkmate"),
        Score::Mate(n) => {
            let moves = n.unsigned_abs();
            Phrase::new("engine-eval-mate")
                .with("side", if n > 0 { Color::White } else { Color::Black })
                .with("n", moves)
                .with("count", Value::Spelled(moves))
        }
        Score::Centipawns(cp) => {
            let size = cp.unsigned_abs();
            if size <= EQUAL {
                return Phrase::new("engine-eval-equal");
            }
            let side = if cp > 0 { Color::White } else { Color::Black };
            let band = match size {
                0..75 => "slight",
                75..150 => "better",
                150..300 => "clear",
                _ => "winning",
            };
            if size >= 1000 {
                return Phrase::new("engine-eval-advantage")
                    .with("side", side)
                    .with("band", band);
            }
            Phrase::new("engine-eval-advantage-about")
                .with("side", side)
                .with("band", band)
                .with("pawns", pawns_phrase(size))
        }
    }
}

/// An amount of pawns rounded to half pawns (whole pawns from five on): "ein halber Bauer",
/// "anderthalb Bauern", "zweieinhalb Bauern" / "half a pawn", "two and a half pawns".
pub fn pawns(centipawns: u32, language: Language) -> String {
    shown(&pawns_phrase(centipawns), language)
}

/// [`pawns`] as data: the whole pawns, and whether there is a half.
pub fn pawns_phrase(centipawns: u32) -> Phrase {
    let mut halves = (centipawns + 25) / 50;
    if halves >= 10 {
        halves = halves.div_ceil(2) * 2;
    }
    let (whole, half) = (halves / 2, halves % 2 == 1);
    Phrase::new("engine-pawns")
        .with("whole", whole)
        .with("count", Value::Spelled(whole))
        .with("half", if half { "yes" } else { "no" })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn de(score: Score) -> String {
        evaluation_words(score, Language::GERMAN)
    }

    fn en(score: Score) -> String {
        evaluation_words(score, Language::ENGLISH)
    }

    #[test]
    fn equal_positions() {
        for cp in [-25, 0, 10, 25] {
            assert_eq!(de(Score::Centipawns(cp)), "Die Stellung ist ausgeglichen.");
            assert_eq!(en(Score::Centipawns(cp)), "The position is equal.");
            assert_eq!(Score::Centipawns(cp).better_side(), None);
        }
    }

    #[test]
    fn advantages_in_german() {
        assert_eq!(
            de(Score::Centipawns(48)),
            "Weiß steht etwas besser, etwa ein halber Bauer."
        );
        assert_eq!(
            de(Score::Centipawns(-110)),
            "Schwarz steht besser, etwa ein Bauer."
        );
        assert_eq!(
            de(Score::Centipawns(160)),
            "Weiß steht deutlich besser, etwa anderthalb Bauern."
        );
        assert_eq!(
            de(Score::Centipawns(-205)),
            "Schwarz steht deutlich besser, etwa zwei Bauern."
        );
        assert_eq!(
            de(Score::Centipawns(260)),
            "Weiß steht deutlich besser, etwa zweieinhalb Bauern."
        );
        assert_eq!(
            de(Score::Centipawns(-720)),
            "Schwarz steht auf Gewinn, etwa sieben Bauern."
        );
        assert_eq!(de(Score::Centipawns(15_000)), "Weiß steht auf Gewinn.");
    }

    #[test]
    fn advantages_in_english() {
        assert_eq!(
            en(Score::Centipawns(30)),
            "White is slightly better, about half a pawn."
        );
        assert_eq!(
            en(Score::Centipawns(-90)),
            "Black is better, about one pawn."
        );
        assert_eq!(
            en(Score::Centipawns(-170)),
            "Black is clearly better, about one and a half pawns."
        );
        assert_eq!(
            en(Score::Centipawns(340)),
            "White is winning, about three and a half pawns."
        );
        assert_eq!(en(Score::Centipawns(-99_999)), "Black is winning.");
    }

    #[test]
    fn mates() {
        assert_eq!(de(Score::Mate(3)), "Weiß setzt in drei Zügen matt.");
        assert_eq!(de(Score::Mate(-1)), "Schwarz setzt in einem Zug matt.");
        assert_eq!(en(Score::Mate(1)), "White mates in one move.");
        assert_eq!(en(Score::Mate(-12)), "Black mates in twelve moves.");
        assert_eq!(de(Score::Mate(0)), "Die Stellung ist matt.");
        assert_eq!(Score::Mate(-2).better_side(), Some(Color::Black));
        assert_eq!(Score::Mate(2).better_side(), Some(Color::White));
        assert_eq!(Score::Centipawns(-80).better_side(), Some(Color::Black));
        assert_eq!(Score::Centipawns(80).better_side(), Some(Color::White));
    }

    #[test]
    fn scores_turn_around_for_black() {
        assert_eq!(
            Score::from_mover(Score::Centipawns(40), Color::Black),
            Score::Centipawns(-40)
        );
        assert_eq!(
            Score::from_mover(Score::Mate(2), Color::Black),
            Score::Mate(-2)
        );
        assert_eq!(
            Score::from_mover(Score::Mate(2), Color::White),
            Score::Mate(2)
        );
        assert_eq!(
            Score::Centipawns(-300).for_side(Color::Black),
            Score::Centipawns(300)
        );
    }

    #[test]
    fn every_size_is_a_sentence() {
        for cp in (-1200..=1200).step_by(7) {
            for language in [Language::GERMAN, Language::ENGLISH] {
                let text = evaluation_words(Score::Centipawns(cp), language);
                assert!(text.ends_with('.') && !text.contains("  "), "{text}");
                assert!(!text.contains("null"), "{text}");
            }
        }
    }
}
