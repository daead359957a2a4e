//! What happens in a game, as data: a move played, moves taken back, a correction, a draw
//! offer, a claim, the clock, a reconciliation, the end. The match session returns these
//! events; the words layer says them, the journal stores them, `--events json` prints them,
//! and a second device can follow the game from them. No sentence is stored here.

use serde::{Deserialize, Serialize, Serializer};
use shakmaty::{Chess, Color, Move, Position};
use shakmaty::{KnownOutcome, Outcome};

use crate::notation::facts::MoveFacts;
use crate::notation::san::write_facts_san;

/// A half-move's place in the game: 1 for the first move from the game's start position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct Ply(pub u32);

impl Ply {
    /// The ply of the move at `index` (from 0) of the game's moves.
    pub fn of_index(index: usize) -> Ply {
        Ply(u32::try_from(index + 1).unwrap_or(u32::MAX))
    }

    /// The ply after `count` moves: the one the game stands at.
    pub fn after(count: usize) -> Ply {
        Ply(u32::try_from(count).unwrap_or(u32::MAX))
    }

    /// The index (from 0) of this ply's move in the game's moves.
    pub fn index(self) -> usize {
        (self.0 as usize).saturating_sub(1)
    }
}

/// Both clocks as read at one moment, in whole milliseconds: how events, the journal and
/// other devices carry [`crate::game::clock::ClockTimes`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ClockReading {
    /// White's time left.
    pub white_ms: u64,
    /// Black's time left.
    pub black_ms: u64,
}

impl ClockReading {
    /// From the clocks' pair, White's first.
    pub fn from_pair([white_ms, black_ms]: [u64; 2]) -> ClockReading {
        ClockReading { white_ms, black_ms }
    }

    /// The pair, White's first, as the journal stores it.
    pub fn pair(self) -> [u64; 2] {
        [self.white_ms, self.black_ms]
    }

    /// The clock's times, in milliseconds.
    pub fn of(times: crate::game::clock::ClockTimes) -> ClockReading {
        let ms = |d: std::time::Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
        ClockReading {
            white_ms: ms(times.white),
            black_ms: ms(times.black),
        }
    }

    /// One side's time.
    pub fn get(self, color: Color) -> u64 {
        match color {
            Color::White => self.white_ms,
            Color::Black => self.black_ms,
        }
    }
}

/// Writes a colour as `"white"` or `"black"`.
pub fn color_key(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Reads and writes an optional colour as `"white"`, `"black"` or `null` (the journal's
/// `running`).
pub mod optional_color {
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Color;

    /// Writes the colour.
    pub fn serialize<S: Serializer>(
        color: &Option<Color>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        super::serialize_optional_color(color, serializer)
    }

    /// Reads the colour.
    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<Color>, D::Error> {
        let text: Option<String> = Option::deserialize(deserializer)?;
        match text.as_deref() {
            None => Ok(None),
            Some("white") => Ok(Some(Color::White)),
            Some("black") => Ok(Some(Color::Black)),
            Some(other) => Err(serde::de::Error::unknown_variant(
                other,
                &["white", "black"],
            )),
        }
    }
}

fn serialize_color<S: Serializer>(color: &Color, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(color_key(*color))
}

fn serialize_optional_color<S: Serializer>(
    color: &Option<Color>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match color {
        Some(color) => serializer.serialize_some(color_key(*color)),
        None => serializer.serialize_none(),
    }
}

/// A move of the game with everything needed to say it without the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayedMove {
    /// Its place in the game.
    pub ply: Ply,
    /// The move number (E: "Zug zwölf").
    pub number: u32,
    /// Who played it.
    #[serde(serialize_with = "serialize_color")]
    pub side: Color,
    /// The move in UCI with standard castling (`e1g1`).
    pub uci: String,
    /// The move in English SAN (`Nf3`, `O-O`).
    pub san: String,
    /// What the move does.
    pub facts: MoveFacts,
    /// The move itself, for those who keep a board.
    #[serde(skip)]
    pub played: Move,
}

impl PlayedMove {
    /// The move `played` of `before`, at `ply`.
    pub fn new(ply: Ply, before: &Chess, played: Move) -> PlayedMove {
        // The SAN from the facts: the position is looked at once.
        let facts = MoveFacts::of(before, played);
        PlayedMove {
            ply,
            number: before.fullmoves().get(),
            side: before.turn(),
            uci: played.to_uci(shakmaty::CastlingMode::Standard).to_string(),
            san: write_facts_san(&facts, &crate::notation::writing::Writing::PGN),
            facts,
            played,
        }
    }
}

/// Something that happened in the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum GameEvent {
    /// A move was played and is announced (F2.1).
    MovePlayed {
        /// The move.
        #[serde(flatten)]
        played: PlayedMove,
        /// Whether a draw offer came with it (E12, article 9.1).
        draw_offer: bool,
    },
    /// Moves were taken back ("zurück"), the last first.
    MovesTakenBack {
        /// The moves taken back, the last first.
        moves: Vec<PlayedMove>,
        /// Who is to move now.
        #[serde(serialize_with = "serialize_color")]
        to_move: Color,
    },
    /// The end of the game that no move brought (a resignation, an agreement, a claim) was
    /// taken back; the game goes on.
    EndTakenBack {
        /// Who is to move.
        #[serde(serialize_with = "serialize_color")]
        to_move: Color,
    },
    /// The game's moves were set by a correction or a reconciliation: `taken_back` (the last
    /// first) went, `played` came. What was said about it is in the sentences around it.
    MovesReplaced {
        /// The moves taken back, the last first.
        taken_back: Vec<PlayedMove>,
        /// The moves played instead, in order.
        played: Vec<PlayedMove>,
    },
    /// An announced move was withdrawn before the opponent repeated it (F2.6); the mover
    /// announces again.
    Corrected {
        /// The move withdrawn.
        withdrawn: PlayedMove,
        /// Who announces again.
        #[serde(serialize_with = "serialize_color")]
        to_move: Color,
    },
    /// A player offered a draw (article 9.1).
    DrawOffered {
        /// Who offered it.
        #[serde(serialize_with = "serialize_color")]
        side: Color,
        /// Whether it came with a move (E12, "(=)"); else it was said on its own
        /// ("remis"), and the arbiter's sentence says it.
        with_move: bool,
    },
    /// The opponent repeated an announcement (F2.1), or announcements were said again.
    Repeated {
        /// The ply the game was at.
        ply: Ply,
        /// How many announcements.
        count: u32,
    },
    /// A claim and whether it was granted (articles 9.2, 9.3, 6.9, 7.4).
    Claimed {
        /// The ply the game was at.
        ply: Ply,
        /// What was claimed: `threefold`, `fifty_moves`, `flag`.
        kind: ClaimKind,
        /// Whether it was granted.
        granted: bool,
    },
    /// The clocks were pressed, started, stopped or set.
    ClockSwitched {
        /// The ply the game was at.
        ply: Ply,
        /// Both clocks.
        clocks: ClockReading,
        /// Whose clock runs; none when stopped.
        #[serde(serialize_with = "serialize_optional_color")]
        running: Option<Color>,
    },
    /// The two boards and records were settled (F2.7, F2.8).
    Reconciled {
        /// The rule applied (`agree`, `F2.7`, `F2.8`).
        rule: crate::game::reconcile::Rule,
        /// How many plies of the game stand.
        agreed_plies: u32,
        /// The agreed position.
        fen: String,
    },
    /// The game ended.
    GameEnded {
        /// The result, written as a PGN token: `1-0`, `0-1`, `1/2-1/2`, `*`.
        result: GameResult,
    },
}

/// What a player claimed ([`GameEvent::Claimed`]), written as the journal has always
/// written it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ClaimKind {
    /// A draw by threefold repetition (9.2): `threefold`.
    #[serde(rename = "threefold")]
    Threefold,
    /// A draw after fifty moves (9.3): `fifty_moves`.
    #[serde(rename = "fifty_moves")]
    FiftyMoves,
    /// The opponent's flag fell (6.9): `flag`.
    #[serde(rename = "flag")]
    Flag,
}

impl ClaimKind {
    /// `threefold`, `fifty_moves` or `flag`, as in the JSON output and the journal.
    pub fn code(self) -> &'static str {
        match self {
            ClaimKind::Threefold => "threefold",
            ClaimKind::FiftyMoves => "fifty_moves",
            ClaimKind::Flag => "flag",
        }
    }
}

/// The result of a game ([`GameEvent::GameEnded`]), written as a PGN token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameResult {
    /// White won: `1-0`.
    #[serde(rename = "1-0")]
    WhiteWins,
    /// Black won: `0-1`.
    #[serde(rename = "0-1")]
    BlackWins,
    /// A draw: `1/2-1/2`.
    #[serde(rename = "1/2-1/2")]
    Draw,
    /// No result (the end was taken back): `*`.
    #[serde(rename = "*")]
    Open,
}

impl GameResult {
    /// The result of `outcome`; none is [`GameResult::Open`].
    pub fn of(outcome: Option<Outcome>) -> GameResult {
        match outcome {
            Some(Outcome::Known(KnownOutcome::Decisive {
                winner: Color::White,
            })) => GameResult::WhiteWins,
            Some(Outcome::Known(KnownOutcome::Decisive {
                winner: Color::Black,
            })) => GameResult::BlackWins,
            Some(Outcome::Known(KnownOutcome::Draw)) => GameResult::Draw,
            Some(Outcome::Unknown) | None => GameResult::Open,
        }
    }

    /// The PGN token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub fn token(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Open => "*",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::uci::UciMove;

    #[test]
    fn a_move_played_is_data_in_json() {
        let pos = Chess::default();
        let m = "g1f3".parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        let event = GameEvent::MovePlayed {
            played: PlayedMove::new(Ply(1), &pos, m),
            draw_offer: false,
        };
        let json = serde_json::to_value(&event).unwrap();
        assert_eq!(json["event"], "move_played");
        assert_eq!(json["ply"], 1);
        assert_eq!(json["number"], 1);
        assert_eq!(json["side"], "white");
        assert_eq!(json["uci"], "g1f3");
        assert_eq!(json["san"], "Nf3");
        assert_eq!(json["facts"]["piece"], "knight");
    }

    #[test]
    fn claims_rules_and_results_are_written_as_before() {
        use crate::game::reconcile::Rule;
        let claimed = GameEvent::Claimed {
            ply: Ply(7),
            kind: ClaimKind::FiftyMoves,
            granted: true,
        };
        assert_eq!(
            serde_json::to_string(&claimed).unwrap(),
            r#"{"event":"claimed","ply":7,"kind":"fifty_moves","granted":true}"#
        );
        let reconciled = GameEvent::Reconciled {
            rule: Rule::TakeBack,
            agreed_plies: 3,
            fen: "8/8/8/8/8/8/8/8 w - - 0 1".into(),
        };
        let json = serde_json::to_value(&reconciled).unwrap();
        assert_eq!(json["rule"], "F2.8");
        let ended = GameEvent::GameEnded {
            result: GameResult::Draw,
        };
        assert_eq!(
            serde_json::to_string(&ended).unwrap(),
            r#"{"event":"game_ended","result":"1/2-1/2"}"#
        );
        // What old journals and event streams hold reads back as the same facts.
        for (text, kind) in [
            ("threefold", ClaimKind::Threefold),
            ("fifty_moves", ClaimKind::FiftyMoves),
            ("flag", ClaimKind::Flag),
        ] {
            let read: ClaimKind = serde_json::from_str(&format!("\"{text}\"")).unwrap();
            assert_eq!(read, kind);
            assert_eq!(kind.code(), text);
        }
        for (text, rule) in [
            ("agree", Rule::Agree),
            ("F2.7", Rule::CorrectBoards),
            ("F2.8", Rule::TakeBack),
        ] {
            let read: Rule = serde_json::from_str(&format!("\"{text}\"")).unwrap();
            assert_eq!(read, rule);
        }
        for result in [
            GameResult::WhiteWins,
            GameResult::BlackWins,
            GameResult::Draw,
            GameResult::Open,
        ] {
            let read: GameResult =
                serde_json::from_str(&format!("\"{}\"", result.token())).unwrap();
            assert_eq!(read, result);
        }
        assert_eq!(GameResult::of(None), GameResult::Open);
    }

    #[test]
    fn plies_count_from_one() {
        assert_eq!(Ply::of_index(0), Ply(1));
        assert_eq!(Ply(12).index(), 11);
        assert_eq!(Ply::after(0), Ply(0));
    }
}
