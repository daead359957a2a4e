//! What the arbiter says, as data: the [`Phrase`] of each result, verdict on a claim, offer
//! or illegal move, and refusal. Their words are in the catalogues (`words/<language>/
//! game.ftl`); plain sentences for the ear, without article numbers.

use shakmaty::Color;

use super::{
    Claim, ClaimVerdict, DrawReason, Forfeit, GameEnd, GrantedClaim, IllegalMoveVerdict, Lookalike,
    MoveReport, Occurrence, OfferVerdict, RejectedClaim, Rejection, RulesError,
};
use crate::phrase::{Join, Phrase, Value};

/// `yes` or `no`, for a catalogue's selector.
fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// Sentences one after the other, a space between them; none is an empty text.
pub fn sentences(mut list: Vec<Phrase>) -> Phrase {
    if list.len() == 1 {
        return list.remove(0);
    }
    Phrase::joined(Join::Sentences, list)
}

impl DrawReason {
    /// "Patt. Die Partie ist remis.", "Remis nach Vereinbarung." …
    pub fn phrase(self) -> Phrase {
        Phrase::new(match self {
            DrawReason::Stalemate => "draw-stalemate",
            DrawReason::InsufficientMaterial => "draw-insufficient-material",
            DrawReason::Agreement => "draw-agreement",
            DrawReason::ThreefoldRepetition => "draw-threefold-repetition",
            DrawReason::FiftyMoves => "draw-fifty-moves",
            DrawReason::FivefoldRepetition => "draw-fivefold-repetition",
            DrawReason::SeventyFiveMoves => "draw-seventy-five-moves",
            DrawReason::CannotBeMated => "draw-cannot-be-mated",
        })
    }
}

impl GameEnd {
    /// The end of the game: "Schachmatt. Weiß gewinnt.", "Schwarz gibt auf. Weiß gewinnt.",
    /// "Remis durch dreimalige Stellungswiederholung."
    pub fn phrase(&self) -> Phrase {
        match *self {
            GameEnd::Checkmate { winner } => Phrase::new("game-checkmate").with("winner", winner),
            GameEnd::Resignation { winner } => Phrase::new("game-resignation")
                .with("loser", !winner)
                .with("winner", winner),
            GameEnd::Forfeit {
                offender,
                cause,
                drawn,
            } => Phrase::new("game-forfeit")
                .with(
                    "cause",
                    match cause {
                        Forfeit::Time => "time",
                        Forfeit::IllegalMoves => "illegal-moves",
                    },
                )
                .with("drawn", yes(drawn))
                .with("offender", offender)
                .with("opponent", !offender),
            GameEnd::Draw(reason) => reason.phrase(),
            GameEnd::Decision {
                winner: Some(winner),
            } => Phrase::new("game-arbiter-win").with("winner", winner),
            GameEnd::Decision { winner: None } => Phrase::new("game-arbiter-draw"),
        }
    }
}

/// When a position stood on the board: "zu Beginn und nach Zug zwölf und sechzehn von
/// Schwarz" / "at the start and after Black's moves twelve and sixteen". Empty for none.
pub fn occurrences(occurrences: &[Occurrence]) -> Phrase {
    let at_start = occurrences.iter().any(|o| o.after.is_none());
    let labels: Vec<_> = occurrences.iter().filter_map(|o| o.after).collect();
    let Some(first) = labels.first() else {
        return if at_start {
            Phrase::new("game-occurrences").with("when", "start")
        } else {
            Phrase::joined(Join::Sentences, Vec::new())
        };
    };
    let numbers = labels
        .iter()
        .map(|label| Value::Spelled(label.number))
        .collect();
    Phrase::new("game-occurrences")
        .with("when", if at_start { "both" } else { "moves" })
        .with("side", first.by)
        .with("count", labels.len())
        .with("moves", Value::List(Join::And, numbers))
}

/// "Die Stellung stand schon nach Zug zwölf und sechzehn von Schwarz auf dem Brett." None
/// for no occurrences.
fn already(earlier: &[Occurrence]) -> Option<Phrase> {
    (!earlier.is_empty()).then(|| Phrase::new("game-already").with("when", occurrences(earlier)))
}

/// "zweimal" / "twice".
fn times(count: usize) -> Phrase {
    Phrase::new("game-times").with("n", count).with(
        "words",
        Value::Spelled(u32::try_from(count).unwrap_or(u32::MAX)),
    )
}

/// Why an earlier position that looked the same was not the same.
fn lookalike(lookalike: &Lookalike) -> Phrase {
    let mut differences = Vec::new();
    if lookalike.en_passant_differs() {
        let id = match (
            lookalike.en_passant_then.is_some(),
            lookalike.en_passant_now.is_some(),
        ) {
            (true, false) => "game-en-passant-then",
            (false, _) => "game-en-passant-now",
            (true, true) => "game-en-passant-other",
        };
        differences.push(Value::from(Phrase::new(id)));
    }
    if lookalike.castling_differs {
        differences.push(Value::from(Phrase::new("game-castling-differs")));
    }
    let phrase =
        Phrase::new("game-lookalike").with("differences", Value::List(Join::And, differences));
    match lookalike.occurrence.after {
        None => phrase.with("when", "start"),
        Some(label) => phrase
            .with("when", "moves")
            .with("side", label.by)
            .with("moves", Value::Spelled(label.number)),
    }
}

impl<M> GrantedClaim<M> {
    /// "Remis durch dreimalige Stellungswiederholung. Die Stellung stand schon nach Zug zwölf
    /// und sechzehn von Schwarz auf dem Brett."
    pub fn phrase(&self) -> Phrase {
        let mut list = vec![self.end.phrase()];
        list.extend(already(&self.earlier));
        sentences(list)
    }
}

impl<M> RejectedClaim<M> {
    /// "Der Antrag wird abgelehnt: die Stellung stand erst zweimal auf dem Brett." and what
    /// follows: the claim as a draw offer, the announced move, the clock.
    pub fn phrase(&self) -> Phrase {
        let opponent = !self.claimant;
        let mut list = vec![self.reason_phrase()];
        if let Rejection::NotRepeated {
            occurrences,
            lookalikes,
        } = &self.reason
        {
            let earlier = occurrences
                .split_last()
                .map(|(_, earlier)| earlier)
                .unwrap_or_default();
            list.extend(already(earlier));
            list.extend(lookalikes.iter().map(lookalike));
        }
        if let Some(end) = self.agreement {
            list.push(Phrase::new("game-claim-offer-agreed").with("opponent", opponent));
            list.push(end.phrase());
            return sentences(list);
        }
        list.push(Phrase::new("game-claim-offer").with("opponent", opponent));
        if self.must_play.is_some() {
            list.push(Phrase::new("game-announced-move-stands"));
        }
        if self.opponent_bonus.is_some() {
            list.push(Phrase::new("game-claim-bonus").with("opponent", opponent));
        }
        if self.claimant_penalty.is_some() {
            list.push(Phrase::new("game-claim-penalty").with("claimant", self.claimant));
        }
        sentences(list)
    }

    /// The first sentence: the rejection and its reason.
    fn reason_phrase(&self) -> Phrase {
        let announced = yes(self.announced.is_some());
        match &self.reason {
            Rejection::NotRepeated { occurrences, .. } => Phrase::new("game-rejected-not-repeated")
                .with("announced", announced)
                .with("times", times(occurrences.len())),
            Rejection::TooFewMoves { halfmoves } => {
                let moves = halfmoves / 2;
                if *halfmoves == 0 && self.announced.is_some() {
                    Phrase::new("game-rejected-announced-resets")
                } else if moves == 0 {
                    Phrase::new("game-rejected-nobody-moved")
                } else {
                    Phrase::new("game-rejected-too-few-moves")
                        .with("announced", announced)
                        .with("n", moves)
                        .with("words", Value::Spelled(moves))
                }
            }
        }
    }
}

impl<M> ClaimVerdict<M> {
    /// The verdict.
    pub fn phrase(&self) -> Phrase {
        match self {
            ClaimVerdict::Granted(granted) => granted.phrase(),
            ClaimVerdict::Rejected(rejected) => rejected.phrase(),
        }
    }
}

impl Claim {
    /// The claim: "Remis wegen dreimaliger Stellungswiederholung" / "a draw by threefold
    /// repetition".
    pub fn phrase(self) -> Phrase {
        Phrase::new(match self {
            Claim::Repetition => "game-claim-repetition",
            Claim::FiftyMoves => "game-claim-fifty-moves",
        })
    }
}

impl OfferVerdict {
    /// "Weiß bietet Remis an." / "White offers a draw.", or the agreement.
    pub fn phrase(&self) -> Phrase {
        match *self {
            OfferVerdict::Pending { by } => Phrase::new("game-draw-offered").with("side", by),
            OfferVerdict::Agreed(end) => end.phrase(),
        }
    }
}

/// "Schwarz lehnt das Remisangebot ab." / "Black declines the draw offer."
pub fn offer_declined(by: Color) -> Phrase {
    Phrase::new("game-offer-declined").with("side", by)
}

impl MoveReport {
    /// "Weiß kann beantragen: Remis wegen dreimaliger Stellungswiederholung …": what `side`,
    /// now to move, could claim (9.2b, 9.3b); `None` when nothing.
    pub fn may_claim(&self, side: Color) -> Option<Phrase> {
        if self.claimable.is_empty() {
            return None;
        }
        let claims = self
            .claimable
            .iter()
            .map(|claim| Value::from(claim.phrase()))
            .collect();
        Some(
            Phrase::new("may-claim")
                .with("side", side)
                .with("claims", Value::List(Join::Or, claims)),
        )
    }

    /// What to say about the move besides the move itself: a draw offer it declined or
    /// carried, and the end of the game.
    pub fn phrases(&self) -> Vec<Phrase> {
        let mut list = Vec::new();
        if let Some(offerer) = self.declined_offer {
            list.push(Phrase::new("game-moved-declining").with("side", !offerer));
        }
        if let Some(end) = self.end {
            list.push(end.phrase());
        } else if self.draw_offer {
            list.push(Phrase::new("game-offer-with-move"));
        }
        list
    }
}

impl IllegalMoveVerdict {
    /// "Erster unzulässiger Zug von Weiß: Schwarz erhält zwei Minuten zusätzliche
    /// Bedenkzeit." `None` in casual mode, where nothing happens besides the refusal.
    pub fn phrase(&self) -> Option<Phrase> {
        match *self {
            IllegalMoveVerdict::NotCounted => None,
            IllegalMoveVerdict::TimeToOpponent {
                offender,
                count,
                adjust,
            } => {
                let minutes = u32::try_from(adjust.add.as_secs() / 60).unwrap_or(u32::MAX);
                let mut list = vec![
                    Phrase::new("game-illegal-move")
                        .with("count", count)
                        .with("offender", offender)
                        .with("opponent", adjust.color)
                        .with("minutes", Value::Spelled(minutes)),
                ];
                if count + 1 == super::ILLEGAL_MOVES_TO_LOSE {
                    list.push(Phrase::new("game-next-illegal-loses"));
                }
                Some(sentences(list))
            }
            IllegalMoveVerdict::GameOver(end) => Some(end.phrase()),
        }
    }
}

impl<M> RulesError<M> {
    /// The refusal.
    pub fn phrase(&self) -> Phrase {
        match self {
            RulesError::GameOver => Phrase::new("game-error-over"),
            RulesError::IllegalMove(_) => Phrase::new("game-error-illegal-move"),
            RulesError::AnnouncedMove { .. } => Phrase::new("game-error-announced-move"),
            RulesError::NoOffer => Phrase::new("game-error-no-offer"),
            RulesError::AlreadyOffered => Phrase::new("game-error-already-offered"),
            RulesError::Record { ply } => Phrase::new("game-error-record").with("half", ply + 1),
            RulesError::MovesAfterEnd { ply } => {
                Phrase::new("game-error-moves-after-end").with("half", ply + 1)
            }
        }
    }
}
