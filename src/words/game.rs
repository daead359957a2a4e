//! The game core's facts in words: the results, verdicts and refusals of the arbiter
//! (`game::rules`) are phrases (their texts in `words/<language>/game.ftl`); here they are
//! worded in one language for callers that still want a sentence. These are inherent
//! methods of the core's types, kept here so that the core itself never words anything.

use shakmaty::Color;

use crate::game::rules::{
    Claim, ClaimVerdict, GameEnd, GrantedClaim, IllegalMoveVerdict, MoveReport, OfferVerdict,
    RejectedClaim, RulesError,
};
use crate::language::Language;
use crate::words::phrases::shown;

impl GameEnd {
    /// The end of the game in `language`.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

impl<M> GrantedClaim<M> {
    /// The granted claim in `language`.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

impl<M> RejectedClaim<M> {
    /// The rejected claim and what follows, in `language`.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

impl<M> ClaimVerdict<M> {
    /// The verdict in `language`.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

impl Claim {
    /// The claim in `language`: "Remis wegen dreimaliger Stellungswiederholung".
    pub fn name(self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

impl OfferVerdict {
    /// The offer or the agreement in `language`.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

impl MoveReport {
    /// What to say about the move besides the move itself, in `language`.
    pub fn sentences(&self, language: Language) -> Vec<String> {
        self.phrases()
            .iter()
            .map(|phrase| shown(phrase, language))
            .collect()
    }
}

impl IllegalMoveVerdict {
    /// The verdict in `language`; `None` in casual mode.
    pub fn message(&self, language: Language) -> Option<String> {
        self.phrase().map(|phrase| shown(&phrase, language))
    }
}

impl<M> RulesError<M> {
    /// The refusal in `language`.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

/// "Schwarz lehnt das Remisangebot ab." in `language`.
pub fn offer_declined(by: Color, language: Language) -> String {
    shown(&crate::game::rules::offer_declined(by), language)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::{
        ClaimPenalty, ClockAdjust, DrawReason, Forfeit, Lookalike, MoveLabel, Occurrence,
        Rejection, occurrences,
    };
    use std::time::Duration;

    const DE: Language = Language::GERMAN;
    const EN: Language = Language::ENGLISH;

    fn at(number: u32, by: Color, ply: usize) -> Occurrence {
        Occurrence {
            ply,
            after: Some(MoveLabel { number, by }),
        }
    }

    const START: Occurrence = Occurrence {
        ply: 0,
        after: None,
    };

    #[test]
    fn occurrences_in_words() {
        let twelve = at(12, Color::White, 23);
        let sixteen = at(16, Color::White, 31);
        let words = |o: &[Occurrence], language| shown(&occurrences(o), language);
        assert_eq!(words(&[], DE), "");
        assert_eq!(words(&[START], DE), "zu Beginn");
        assert_eq!(
            words(&[twelve, sixteen], DE),
            "nach Zug zwölf und sechzehn von Weiß"
        );
        assert_eq!(
            words(&[START, twelve], DE),
            "zu Beginn und nach Zug zwölf von Weiß"
        );
        assert_eq!(
            words(&[twelve, sixteen], EN),
            "after White's moves twelve and sixteen"
        );
        assert_eq!(
            words(&[START, twelve], EN),
            "at the start and after White's move twelve"
        );
    }

    #[test]
    fn game_ends_in_words() {
        let flag = GameEnd::Forfeit {
            offender: Color::White,
            cause: Forfeit::Time,
            drawn: false,
        };
        assert_eq!(flag.message(EN), "White has run out of time. Black wins.");
        assert_eq!(
            flag.message(DE),
            "Die Zeit von Weiß ist abgelaufen. Schwarz gewinnt."
        );
        let third = GameEnd::Forfeit {
            offender: Color::Black,
            cause: Forfeit::IllegalMoves,
            drawn: true,
        };
        assert_eq!(
            third.message(DE),
            "Dritter unzulässiger Zug von Schwarz, aber Weiß kann nicht mehr mattsetzen. Die Partie ist remis."
        );
        assert_eq!(
            third.message(EN),
            "Black's third illegal move, but White can no longer checkmate. The game is drawn."
        );
        let resigned = GameEnd::Resignation {
            winner: Color::White,
        };
        assert_eq!(resigned.message(DE), "Schwarz gibt auf. Weiß gewinnt.");
        assert_eq!(resigned.message(EN), "Black resigns. White wins.");
        let mate = GameEnd::Checkmate {
            winner: Color::Black,
        };
        assert_eq!(mate.message(DE), "Schachmatt. Schwarz gewinnt.");
        assert_eq!(
            GameEnd::Draw(DrawReason::FiftyMoves).message(EN),
            "Draw: fifty moves without a pawn move and without a capture."
        );
    }

    #[test]
    fn errors_claims_and_offers_in_words() {
        assert_eq!(
            RulesError::<shakmaty::Move>::NoOffer.message(DE),
            "Es liegt kein Remisangebot des Gegners vor."
        );
        assert_eq!(
            RulesError::<shakmaty::Move>::MovesAfterEnd { ply: 4 }.message(EN),
            "The game record goes on after the game ended, from half-move 5."
        );
        assert_eq!(
            RulesError::<shakmaty::Move>::Record { ply: 11 }.message(DE),
            "Der 12. Halbzug der Partieaufzeichnung ist nicht möglich."
        );
        assert_eq!(
            Claim::Repetition.name(DE),
            "Remis wegen dreimaliger Stellungswiederholung"
        );
        assert_eq!(
            offer_declined(Color::Black, DE),
            "Schwarz lehnt das Remisangebot ab."
        );
        assert_eq!(
            OfferVerdict::Pending { by: Color::White }.message(EN),
            "White offers a draw."
        );
    }

    #[test]
    fn rejected_claims_in_words() {
        let rejected: RejectedClaim = RejectedClaim {
            claimant: Color::White,
            claim: Claim::Repetition,
            announced: None,
            reason: Rejection::NotRepeated {
                occurrences: vec![START, at(12, Color::Black, 24)],
                lookalikes: vec![Lookalike {
                    occurrence: at(3, Color::Black, 6),
                    en_passant_then: Some(shakmaty::Square::E3),
                    en_passant_now: None,
                    castling_differs: true,
                }],
            },
            must_play: None,
            opponent_bonus: Some(ClockAdjust {
                color: Color::Black,
                add: Duration::from_secs(180),
            }),
            claimant_penalty: Some(ClaimPenalty {
                color: Color::White,
            }),
            agreement: None,
        };
        assert_eq!(
            rejected.message(DE),
            "Der Antrag wird abgelehnt: die Stellung stand erst zweimal auf dem Brett. \
             Die Stellung stand schon zu Beginn auf dem Brett. \
             Nach Zug drei von Schwarz standen die Figuren ebenso, aber damals konnte en passant \
             geschlagen werden und damals galt ein anderes Recht zu rochieren; das war nicht \
             dieselbe Stellung. Der Antrag gilt als Remisangebot an Schwarz. \
             Schwarz erhält drei Minuten zusätzliche Bedenkzeit. \
             Weiß verliert die Hälfte der restlichen Bedenkzeit, höchstens drei Minuten."
        );
        assert_eq!(
            rejected.message(EN),
            "The claim is rejected: the position has been on the board only twice. \
             The position was already on the board at the start. \
             After Black's move three the pieces stood the same, but an en passant capture \
             was possible then and the right to castle was different then, so that was not \
             the same position. The claim counts as a draw offer to Black. \
             Black gets three extra minutes. \
             White loses half of the remaining time, at most three minutes."
        );
        let fifty = RejectedClaim {
            claim: Claim::FiftyMoves,
            reason: Rejection::TooFewMoves { halfmoves: 41 },
            opponent_bonus: None,
            claimant_penalty: None,
            ..rejected
        };
        assert_eq!(
            fifty.message(DE),
            "Der Antrag wird abgelehnt: seit dem letzten Bauernzug oder Schlagen hat jeder \
             Spieler erst zwanzig Züge gemacht, nicht fünfzig. Der Antrag gilt als \
             Remisangebot an Schwarz."
        );
        let one = RejectedClaim {
            reason: Rejection::TooFewMoves { halfmoves: 3 },
            ..fifty.clone()
        };
        assert!(
            one.message(EN)
                .starts_with("The claim is rejected: each player has made only one move since")
        );
    }

    #[test]
    fn illegal_moves_in_words() {
        let second = IllegalMoveVerdict::TimeToOpponent {
            offender: Color::White,
            count: 2,
            adjust: ClockAdjust {
                color: Color::Black,
                add: Duration::from_secs(120),
            },
        };
        assert_eq!(
            second.message(DE).unwrap(),
            "Zweiter unzulässiger Zug von Weiß: Schwarz erhält zwei Minuten zusätzliche \
             Bedenkzeit. Beim nächsten unzulässigen Zug ist die Partie verloren."
        );
        assert_eq!(
            second.message(EN).unwrap(),
            "White's second illegal move: Black gets two extra minutes. The next illegal move \
             loses the game."
        );
        assert_eq!(IllegalMoveVerdict::NotCounted.message(DE), None);
    }
}
