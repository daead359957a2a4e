//! What the arbiter says, in German and English: results, verdicts on claims, offers and
//! illegal moves, and refusals. Plain sentences for the ear, without article numbers.

use shakmaty::Color;

use super::{
    Claim, ClaimVerdict, Forfeit, GameEnd, GrantedClaim, IllegalMoveVerdict, Lookalike, MoveReport,
    Occurrence, OfferVerdict, RejectedClaim, Rejection, RulesError,
};
use crate::language::Language;
use crate::vocabulary::capitalised;
use crate::vocabulary::color_name;
use crate::words::messages::{DrawReason, join_and, number_words};

impl GameEnd {
    /// The end of the game in words: "Schachmatt. Weiß gewinnt.", "Schwarz gibt auf. Weiß
    /// gewinnt.", "Remis durch dreimalige Stellungswiederholung."
    pub fn message(&self, language: Language) -> String {
        let de = language == Language::German;
        let name = |color: Color| color_name(color, language);
        match *self {
            GameEnd::Checkmate { winner } => {
                if de {
                    format!("Schachmatt. {} gewinnt.", name(winner))
                } else {
                    format!("Checkmate. {} wins.", name(winner))
                }
            }
            GameEnd::Resignation { winner } => {
                if de {
                    format!("{} gibt auf. {} gewinnt.", name(!winner), name(winner))
                } else {
                    format!("{} resigns. {} wins.", name(!winner), name(winner))
                }
            }
            GameEnd::Forfeit {
                offender,
                cause,
                drawn,
            } => {
                let what = match (cause, de) {
                    (Forfeit::Time, true) => {
                        format!("Die Zeit von {} ist abgelaufen", name(offender))
                    }
                    (Forfeit::Time, false) => format!("{} has run out of time", name(offender)),
                    (Forfeit::IllegalMoves, true) => {
                        format!("Dritter unzulässiger Zug von {}", name(offender))
                    }
                    (Forfeit::IllegalMoves, false) => {
                        format!("{}'s third illegal move", name(offender))
                    }
                };
                match (drawn, de) {
                    (false, true) => format!("{what}. {} gewinnt.", name(!offender)),
                    (false, false) => format!("{what}. {} wins.", name(!offender)),
                    (true, true) => format!(
                        "{what}, aber {} kann nicht mehr mattsetzen. Die Partie ist remis.",
                        name(!offender)
                    ),
                    (true, false) => format!(
                        "{what}, but {} can no longer checkmate. The game is drawn.",
                        name(!offender)
                    ),
                }
            }
            GameEnd::Draw(reason) => draw_message(reason, language),
        }
    }
}

/// A draw in words.
fn draw_message(reason: DrawReason, language: Language) -> String {
    crate::words::messages::draw_sentence(reason, language)
}

/// When a position stood on the board: "zu Beginn und nach Zug zwölf und sechzehn von
/// Schwarz" / "at the start and after Black's moves twelve and sixteen". Empty for none.
pub fn occurrence_phrase(occurrences: &[Occurrence], language: Language) -> String {
    let de = language == Language::German;
    let at_start = occurrences.iter().any(|o| o.after.is_none());
    let labels: Vec<_> = occurrences.iter().filter_map(|o| o.after).collect();
    let and = if de { "und" } else { "and" };
    let mut parts = Vec::new();
    if at_start {
        parts.push(if de { "zu Beginn" } else { "at the start" }.to_owned());
    }
    if let Some(first) = labels.first() {
        let numbers: Vec<String> = labels
            .iter()
            .map(|label| number_words(label.number, language))
            .collect();
        let numbers = join_and(&numbers, and);
        let side = color_name(first.by, language);
        parts.push(match (de, labels.len()) {
            (true, _) => format!("nach Zug {numbers} von {side}"),
            (false, 1) => format!("after {side}'s move {numbers}"),
            (false, _) => format!("after {side}'s moves {numbers}"),
        });
    }
    join_and(&parts, and)
}

/// "Die Stellung stand schon nach Zug zwölf und sechzehn von Schwarz auf dem Brett." Empty
/// for no occurrences.
fn already_sentence(earlier: &[Occurrence], language: Language) -> String {
    if earlier.is_empty() {
        return String::new();
    }
    let when = occurrence_phrase(earlier, language);
    match language {
        Language::German => format!("Die Stellung stand schon {when} auf dem Brett."),
        Language::English => format!("The position was already on the board {when}."),
    }
}

/// "zweimal" / "twice".
fn times(count: usize, language: Language) -> String {
    match (language, count) {
        (Language::German, 1) => "einmal".into(),
        (Language::German, n) => format!("{}mal", number_words(n as u32, language)),
        (Language::English, 1) => "once".into(),
        (Language::English, 2) => "twice".into(),
        (Language::English, n) => format!("{} times", number_words(n as u32, language)),
    }
}

/// Why an earlier position that looked the same was not the same.
fn lookalike_sentence(lookalike: &Lookalike, language: Language) -> String {
    let de = language == Language::German;
    let when = occurrence_phrase(&[lookalike.occurrence], language);
    let mut differences = Vec::new();
    if lookalike.en_passant_differs() {
        differences.push(
            match (
                lookalike.en_passant_then.is_some(),
                lookalike.en_passant_now.is_some(),
                de,
            ) {
                (true, false, true) => "damals konnte en passant geschlagen werden",
                (true, false, false) => "an en passant capture was possible then",
                (false, _, true) => "jetzt kann en passant geschlagen werden",
                (false, _, false) => "an en passant capture is possible now",
                (true, true, true) => "damals war ein anderes Schlagen en passant möglich",
                (true, true, false) => "a different en passant capture was possible then",
            }
            .to_owned(),
        );
    }
    if lookalike.castling_differs {
        differences.push(
            if de {
                "damals galt ein anderes Recht zu rochieren"
            } else {
                "the right to castle was different then"
            }
            .to_owned(),
        );
    }
    let differences = join_and(&differences, if de { "und" } else { "and" });
    if de {
        format!(
            "{} standen die Figuren ebenso, aber {differences}; das war nicht dieselbe Stellung.",
            capitalised(&when)
        )
    } else {
        format!(
            "{} the pieces stood the same, but {differences}, so that was not the same position.",
            capitalised(&when)
        )
    }
}

impl GrantedClaim {
    /// "Remis durch dreimalige Stellungswiederholung. Die Stellung stand schon nach Zug zwölf
    /// und sechzehn von Schwarz auf dem Brett."
    pub fn message(&self, language: Language) -> String {
        let mut text = self.end.message(language);
        let already = already_sentence(&self.earlier, language);
        if !already.is_empty() {
            text.push(' ');
            text.push_str(&already);
        }
        text
    }
}

impl RejectedClaim {
    /// "Der Antrag wird abgelehnt: die Stellung stand erst zweimal auf dem Brett." and what
    /// follows: the claim as a draw offer, the announced move, the clock.
    pub fn message(&self, language: Language) -> String {
        let de = language == Language::German;
        let opponent = color_name(!self.claimant, language);
        let claimant = color_name(self.claimant, language);
        let mut sentences = vec![self.reason_sentence(language)];
        match &self.reason {
            Rejection::NotRepeated {
                occurrences,
                lookalikes,
            } => {
                let earlier = occurrences
                    .split_last()
                    .map(|(_, earlier)| earlier)
                    .unwrap_or_default();
                let already = already_sentence(earlier, language);
                if !already.is_empty() {
                    sentences.push(already);
                }
                sentences.extend(lookalikes.iter().map(|l| lookalike_sentence(l, language)));
            }
            Rejection::TooFewMoves { .. } => {}
        }
        if let Some(end) = self.agreement {
            sentences.push(if de {
                format!(
                    "Der Antrag gilt als Remisangebot, und {opponent} hatte schon Remis angeboten."
                )
            } else {
                format!(
                    "The claim counts as a draw offer, and {opponent} had already offered a draw."
                )
            });
            sentences.push(end.message(language));
            return sentences.join(" ");
        }
        sentences.push(if de {
            format!("Der Antrag gilt als Remisangebot an {opponent}.")
        } else {
            format!("The claim counts as a draw offer to {opponent}.")
        });
        if self.must_play.is_some() {
            sentences.push(
                if de {
                    "Der angekündigte Zug muss nun gespielt werden."
                } else {
                    "The announced move must now be played."
                }
                .to_owned(),
            );
        }
        if self.opponent_bonus.is_some() {
            sentences.push(if de {
                format!("{opponent} erhält drei Minuten zusätzliche Bedenkzeit.")
            } else {
                format!("{opponent} gets three extra minutes.")
            });
        }
        if self.claimant_penalty.is_some() {
            sentences.push(if de {
                format!(
                    "{claimant} verliert die Hälfte der restlichen Bedenkzeit, höchstens drei Minuten."
                )
            } else {
                format!("{claimant} loses half of the remaining time, at most three minutes.")
            });
        }
        sentences.join(" ")
    }

    /// The first sentence: the rejection and its reason.
    fn reason_sentence(&self, language: Language) -> String {
        let de = language == Language::German;
        let head = if de {
            "Der Antrag wird abgelehnt: "
        } else {
            "The claim is rejected: "
        };
        let announced = self.announced.is_some();
        let reason = match &self.reason {
            Rejection::NotRepeated { occurrences, .. } => {
                let count = occurrences.len();
                match (announced, de) {
                    (false, true) => {
                        format!(
                            "die Stellung stand erst {} auf dem Brett.",
                            times(count, language)
                        )
                    }
                    (false, false) => {
                        format!(
                            "the position has been on the board only {}.",
                            times(count, language)
                        )
                    }
                    (true, true) => format!(
                        "nach dem angekündigten Zug stünde die Stellung erst {} auf dem Brett.",
                        times(count, language)
                    ),
                    (true, false) => format!(
                        "after the announced move the position would have been on the board only {}.",
                        times(count, language)
                    ),
                }
            }
            Rejection::TooFewMoves { halfmoves } => {
                let moves = halfmoves / 2;
                let count = match (moves, de) {
                    (1, true) => "einen Zug".to_owned(),
                    (1, false) => "one move".to_owned(),
                    (n, true) => format!("{} Züge", number_words(n, language)),
                    (n, false) => format!("{} moves", number_words(n, language)),
                };
                match (*halfmoves, moves, announced, de) {
                    (0, _, true, true) => {
                        "der angekündigte Zug ist selbst ein Bauernzug oder ein Schlagen.".to_owned()
                    }
                    (0, _, true, false) => {
                        "the announced move is itself a pawn move or a capture.".to_owned()
                    }
                    (_, 0, _, true) => {
                        "seit dem letzten Bauernzug oder Schlagen hat noch nicht jeder Spieler gezogen."
                            .to_owned()
                    }
                    (_, 0, _, false) => {
                        "not every player has moved since the last pawn move or capture.".to_owned()
                    }
                    (_, _, false, true) => format!(
                        "seit dem letzten Bauernzug oder Schlagen hat jeder Spieler erst {count} gemacht, nicht fünfzig."
                    ),
                    (_, _, false, false) => format!(
                        "each player has made only {count} since the last pawn move or capture, not fifty."
                    ),
                    (_, _, true, true) => format!(
                        "nach dem angekündigten Zug hätte jeder Spieler seit dem letzten Bauernzug oder Schlagen erst {count} gemacht, nicht fünfzig."
                    ),
                    (_, _, true, false) => format!(
                        "after the announced move each player would have made only {count} since the last pawn move or capture, not fifty."
                    ),
                }
            }
        };
        format!("{head}{reason}")
    }
}

impl ClaimVerdict {
    /// The verdict in words.
    pub fn message(&self, language: Language) -> String {
        match self {
            ClaimVerdict::Granted(granted) => granted.message(language),
            ClaimVerdict::Rejected(rejected) => rejected.message(language),
        }
    }
}

impl Claim {
    /// The claim in words: "Remis wegen dreimaliger Stellungswiederholung" / "a draw by
    /// threefold repetition".
    pub fn name(self, language: Language) -> &'static str {
        match (self, language) {
            (Claim::Repetition, Language::German) => {
                "Remis wegen dreimaliger Stellungswiederholung"
            }
            (Claim::Repetition, Language::English) => "a draw by threefold repetition",
            (Claim::FiftyMoves, Language::German) => {
                "Remis nach fünfzig Zügen ohne Bauernzug und ohne Schlagen"
            }
            (Claim::FiftyMoves, Language::English) => {
                "a draw after fifty moves without a pawn move or a capture"
            }
        }
    }
}

impl OfferVerdict {
    /// "Weiß bietet Remis an." / "White offers a draw.", or the agreement.
    pub fn message(&self, language: Language) -> String {
        match *self {
            OfferVerdict::Pending { by } => match language {
                Language::German => format!("{} bietet Remis an.", color_name(by, language)),
                Language::English => format!("{} offers a draw.", color_name(by, language)),
            },
            OfferVerdict::Agreed(end) => end.message(language),
        }
    }
}

/// "Schwarz lehnt das Remisangebot ab." / "Black declines the draw offer."
pub fn offer_declined(by: Color, language: Language) -> String {
    match language {
        Language::German => format!("{} lehnt das Remisangebot ab.", color_name(by, language)),
        Language::English => format!("{} declines the draw offer.", color_name(by, language)),
    }
}

impl MoveReport {
    /// What to say about the move besides the move itself: a draw offer it declined or
    /// carried, and the end of the game.
    pub fn sentences(&self, language: Language) -> Vec<String> {
        let de = language == Language::German;
        let mut sentences = Vec::new();
        if let Some(offerer) = self.declined_offer {
            let mover = color_name(!offerer, language);
            sentences.push(if de {
                format!("{mover} hat gezogen und damit das Remisangebot abgelehnt.")
            } else {
                format!("{mover} has moved and so declined the draw offer.")
            });
        }
        if let Some(end) = self.end {
            sentences.push(end.message(language));
        } else if self.draw_offer {
            sentences.push(
                if de {
                    "Mit diesem Zug steht das Remisangebot."
                } else {
                    "The draw offer stands with this move."
                }
                .to_owned(),
            );
        }
        sentences
    }
}

impl IllegalMoveVerdict {
    /// "Erster unzulässiger Zug von Weiß: Schwarz erhält zwei Minuten zusätzliche
    /// Bedenkzeit." `None` in casual mode, where nothing happens besides the refusal.
    pub fn message(&self, language: Language) -> Option<String> {
        let de = language == Language::German;
        match *self {
            IllegalMoveVerdict::NotCounted => None,
            IllegalMoveVerdict::TimeToOpponent {
                offender,
                count,
                adjust,
            } => {
                let offender_name = color_name(offender, language);
                let opponent = color_name(adjust.color, language);
                let minutes = number_words((adjust.add.as_secs() / 60) as u32, language);
                let ordinal = match (count, de) {
                    (1, true) => "Erster",
                    (_, true) => "Zweiter",
                    (1, false) => "first",
                    (_, false) => "second",
                };
                let mut text = if de {
                    format!(
                        "{ordinal} unzulässiger Zug von {offender_name}: {opponent} erhält {minutes} Minuten zusätzliche Bedenkzeit."
                    )
                } else {
                    format!(
                        "{offender_name}'s {ordinal} illegal move: {opponent} gets {minutes} extra minutes."
                    )
                };
                if count + 1 == super::ILLEGAL_MOVES_TO_LOSE {
                    text.push_str(if de {
                        " Beim nächsten unzulässigen Zug ist die Partie verloren."
                    } else {
                        " The next illegal move loses the game."
                    });
                }
                Some(text)
            }
            IllegalMoveVerdict::GameOver(end) => Some(end.message(language)),
        }
    }
}

impl RulesError {
    /// The refusal as a sentence for the user.
    pub fn message(&self, language: Language) -> String {
        let de = language == Language::German;
        match (self, de) {
            (RulesError::GameOver, true) => "Die Partie ist bereits beendet.".into(),
            (RulesError::GameOver, false) => "The game is already over.".into(),
            (RulesError::IllegalMove(_), true) => {
                "Dieser Zug ist in der Stellung nicht möglich.".into()
            }
            (RulesError::IllegalMove(_), false) => {
                "This move is not possible in the position.".into()
            }
            (RulesError::AnnouncedMove { .. }, true) => {
                "Nach dem abgelehnten Antrag muss der angekündigte Zug gespielt werden.".into()
            }
            (RulesError::AnnouncedMove { .. }, false) => {
                "After the rejected claim the announced move must be played.".into()
            }
            (RulesError::NoOffer, true) => "Es liegt kein Remisangebot des Gegners vor.".into(),
            (RulesError::NoOffer, false) => "There is no draw offer from the opponent.".into(),
            (RulesError::AlreadyOffered, true) => "Ihr Remisangebot steht bereits.".into(),
            (RulesError::AlreadyOffered, false) => "Your draw offer already stands.".into(),
            (RulesError::Record { ply }, true) => format!(
                "Der {}. Halbzug der Partieaufzeichnung ist nicht möglich.",
                ply + 1
            ),
            (RulesError::Record { ply }, false) => {
                format!("Half-move {} of the game record is not possible.", ply + 1)
            }
            (RulesError::MovesAfterEnd { ply }, true) => format!(
                "Die Partieaufzeichnung geht nach dem Ende der Partie weiter, ab dem {}. Halbzug.",
                ply + 1
            ),
            (RulesError::MovesAfterEnd { ply }, false) => format!(
                "The game record goes on after the game ended, from half-move {}.",
                ply + 1
            ),
        }
    }
}
