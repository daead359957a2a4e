//! The messages between the host and a joined device: JSON text frames on one WebSocket,
//! each an object with a `type`. A device pairs with the code once (`pair`), rejoins with its
//! token after a drop (`rejoin`), and then sends what its player typed, said or tapped as
//! lines (`line`: a move in any notation, `e2e4` from the board, or a command). The host
//! sends the device's state after every step (`state`: its own board and record, the clock,
//! whose turn it is) and the step's sentences in the device's language (`lines`).

use serde::{Deserialize, Serialize};

use crate::language::Language;
use crate::texts::{Line, Weight};

/// The largest message a device may send, in bytes; larger ones close the connection.
pub const MAX_MESSAGE_BYTES: usize = 16 * 1024;
/// The longest line a player may send, in characters.
pub const MAX_LINE_CHARS: usize = 400;

/// A message from a device to the host.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum FromDevice {
    /// The pairing code, and the language the device wants its sentences in.
    Pair {
        /// The code the host said.
        code: String,
        /// A language folder's code (`de`, `en`, `es`); the host's language when missing.
        #[serde(default)]
        lang: Option<String>,
        /// `arbiter` for the arbiter's device, which pairs with the arbiter's own code;
        /// missing (or `player`) for the remote player's.
        #[serde(default)]
        role: Option<String>,
    },
    /// A device that was paired before comes back with its token.
    Rejoin {
        /// The token from `paired`.
        token: String,
        /// The number (`seq`) of the last sentence the device has had: only later ones are
        /// sent again (none given: the recent ones are).
        #[serde(default)]
        since: Option<u64>,
        /// The device's language, for a refusal when the seat is no longer its own (after
        /// `neuer code`); the host's when missing.
        #[serde(default)]
        lang: Option<String>,
    },
    /// What the player typed, said or tapped: a move or a command.
    Line {
        /// The text.
        text: String,
    },
    /// What the device's microphone heard: the recogniser's alternatives, most likely
    /// first (a move is played only when they agree, F2.1).
    Heard {
        /// The alternatives, at most ten.
        alternatives: Vec<String>,
    },
    /// The player chose another language on the page after pairing: what the device is
    /// told from now on is in it.
    Language {
        /// A language folder's code (`de`, `en`, `es`) or its name.
        lang: String,
    },
}

/// The most alternatives a device may send for one utterance.
pub const MAX_ALTERNATIVES: usize = 10;

/// A message from the host to a device.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ToDevice {
    /// The device plays `seat` now; `token` brings it back after a drop.
    Paired {
        /// The secret that binds the device to its seat.
        token: String,
        /// `white` or `black`; `arbiter` for the arbiter's device.
        seat: String,
        /// The language of the sentences: a language folder's code (`de`, `en`, `es`).
        lang: String,
    },
    /// What the device sent was not taken, and why, in words.
    Refused {
        /// The sentence.
        reason: String,
        /// Why, as a key: `code`, `seat_taken`, `token`, `unreadable`, `too_fast`,
        /// `too_long`, `not_paired`.
        kind: String,
    },
    /// Sentences to show and speak.
    Lines {
        /// The sentences, in order.
        lines: Vec<SaidLine>,
    },
    /// Everything the device shows, after each step and on rejoining.
    State {
        /// The state.
        state: Box<DeviceState>,
    },
    /// What the arbiter's device shows instead of a player's state: both players' boards
    /// and records, the clocks, and what waits for a decision (F2.7, F2.8).
    Overview {
        /// The overview.
        overview: Box<ArbiterState>,
    },
    /// What a spectator's device shows (only when the host allows spectators): the game as
    /// ansage keeps it, not the players' own boards and records.
    Watch {
        /// The view.
        view: Box<SpectatorState>,
    },
}

/// What a spectator sees: the game's board and moves, the clocks and the result; nothing of
/// the players' own boards and records (Appendix F: each keeps their own).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpectatorState {
    /// The game's position (a FEN's first field).
    pub board: String,
    /// Who is to move, `white` or `black`.
    pub turn: String,
    /// The game's moves, in the spectator's notation (`Nf3`, `Sf3`).
    pub moves: Vec<String>,
    /// The last move's from-square and to-square.
    pub last_move: Option<[String; 2]>,
    /// The square of a king in check.
    pub check: Option<String>,
    /// Both clocks, if the match has one.
    pub clock: Option<ClockState>,
    /// The result once the game is over.
    pub result: Option<String>,
    /// Why the game ended, in the spectator's words.
    pub ending: Option<String>,
    /// The last announcement, in the spectator's words.
    pub last: Option<SaidLine>,
    /// The game's variant when it is not chess on one board: `3D Meder`. The board is then
    /// a FEN3D and the squares of the last move and the check are named with their level
    /// (`b2W`, `a0DP1`), as in [`DeviceState::variant`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
}

/// What the arbiter's device shows (issue 30, FIDE Appendix F2.7–F2.9): each player's own
/// board and record as their device has it, the game as ansage keeps it, where the two
/// boards differ, the clocks, and what waits for the arbiter's word.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArbiterState {
    /// White's device: its board, record, last move, check, what is asked of White.
    pub white: DeviceState,
    /// Black's device, the same.
    pub black: DeviceState,
    /// The game's position as ansage keeps it (a FEN's first field).
    pub game: String,
    /// The squares where White's and Black's boards differ (`e4`), in order a1…h8.
    pub differences: Vec<String>,
    /// Who is to move, `white` or `black`.
    pub turn: String,
    /// The prompt at the arbiter's device ("Schiedsrichter> ").
    pub prompt: String,
    /// Whether a proposal to set the boards right (F2.8: moves taken back) waits for a yes
    /// or a no, which the arbiter may give.
    pub proposal_now: bool,
    /// Whether the remote player's device is connected now (the host's player is always
    /// there).
    pub remote_here: bool,
    /// The remote player's seat, `white` or `black`.
    pub remote_seat: String,
    /// Both clocks, if the match has one.
    pub clock: Option<ClockState>,
    /// The result (`1-0`, `0-1`, `1/2-1/2`) once the game is over.
    pub result: Option<String>,
    /// Why the game ended, in the arbiter's words, once it has.
    pub ending: Option<String>,
    /// The last announcement, in the arbiter's words.
    pub last: Option<SaidLine>,
    /// Whether the match is played under tournament rules.
    pub tournament: bool,
}

/// One sentence for a device: shown as `shown`, spoken as `spoken`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaidLine {
    /// The sentence's number: the host numbers every sentence it sends to devices, in
    /// order, so a device that comes back says which it already has (`rejoin.since`) and
    /// skips one it has had.
    #[serde(default)]
    pub seq: u64,
    /// `announcement`, `message`, `warning`, `chatter` or `screen` (shown, not spoken).
    pub weight: String,
    /// The text to show.
    pub shown: String,
    /// The text to speak.
    pub spoken: String,
}

impl From<&Line> for SaidLine {
    fn from(line: &Line) -> SaidLine {
        let weight = match line.weight {
            Weight::Announcement => "announcement",
            Weight::Message => "message",
            Weight::Chatter => "chatter",
            Weight::Warning => "warning",
            Weight::Screen => "screen",
        };
        SaidLine {
            seq: 0,
            weight: weight.to_owned(),
            shown: line.shown.clone(),
            spoken: line.spoken.clone(),
        }
    }
}

impl SaidLine {
    /// The line for the words layer's consumers (the joining terminal speaks it).
    pub fn to_line(&self) -> Line {
        let weight = match self.weight.as_str() {
            "announcement" => Weight::Announcement,
            "chatter" => Weight::Chatter,
            "warning" => Weight::Warning,
            "screen" => Weight::Screen,
            _ => Weight::Message,
        };
        Line {
            weight,
            shown: self.shown.clone(),
            spoken: self.spoken.clone(),
        }
    }
}

/// What a joined device shows: its own board and record (Appendix F: each player keeps
/// their own), the clocks, and what is asked of its player now.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeviceState {
    /// The device's seat, `white` or `black`.
    pub seat: String,
    /// The placement on this player's board, as ansage believes it (a FEN's first field).
    pub board: String,
    /// Who is to move, `white` or `black`.
    pub turn: String,
    /// The prompt for this player ("Schwarz wiederholt> ").
    pub prompt: String,
    /// Whether the announced move waits for this player's repetition (F2.1).
    pub repeat_now: bool,
    /// Whether this player is to move.
    pub move_now: bool,
    /// Whether a yes-or-no question waits for this player.
    pub question_now: bool,
    /// Whether the opponent's draw offer waits for this player's answer (article 9.1: yes,
    /// no, or a move).
    #[serde(default)]
    pub offer_now: bool,
    /// This player's record: the moves as they wrote them.
    pub record: Vec<String>,
    /// The last announcement, in this device's words.
    pub last: Option<SaidLine>,
    /// Both clocks, if the match has one.
    pub clock: Option<ClockState>,
    /// The result (`1-0`, `0-1`, `1/2-1/2`) once the game is over.
    pub result: Option<String>,
    /// Whether the host's player is at their device (always, while the host runs).
    pub opponent_here: bool,
    /// The move that would be legal from each square for this player now, as UCI, so the
    /// page can mark where a piece may go (empty when it is not this player's turn). While
    /// this player repeats the opponent's announced move (F2.1), the moves of the position
    /// before it, so the page marks the announced move's squares and offers its promotion.
    pub legal: Vec<String>,
    /// The last move on this player's own board: its from-square and to-square (`e2`,
    /// `e4`), for the page to mark.
    #[serde(default)]
    pub last_move: Option<[String; 2]>,
    /// The square of a king in check on this player's own board.
    #[serde(default)]
    pub check: Option<String>,
    /// The announced move this player is to repeat (F2.1), in the device's notation
    /// (`Nf3`), while [`DeviceState::repeat_now`].
    #[serde(default)]
    pub to_repeat: Option<String>,
    /// Why the game ended, in the device's words ("Weiß gibt auf. Schwarz gewinnt."), once
    /// it has.
    #[serde(default)]
    pub ending: Option<String>,
    /// The game's variant when it is not chess on one board: `3D Meder` for Jens Meder's
    /// three-dimensional chess. The board is then a FEN3D, the squares are named with
    /// their level (`b2W`, `a0DP1`), and the moves the page may tap are [`DeviceState::taps`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
    /// In a 3D game, the moves this player may make now: from where to where, and the line
    /// that plays it (empty when it is not this player's turn).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub taps: Vec<Tap>,
}

/// One move of a 3D game as the page takes it: tapped from a square (or a deck's pin) to a
/// square (or a pin); the line sent plays it; the words name it where several moves go the
/// same way (a promotion's piece, a deck's passenger).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tap {
    /// Where the move starts: a square (`b2W`), or the pin of a deck that moves (`DP1`).
    pub from: String,
    /// Where it ends: a square (`b4N`), or a pin (`DP3`).
    pub to: String,
    /// The line that plays it, in the notation (`b2W-b4N`, `DP1-DP3`, `0-0`).
    pub line: String,
    /// The move in the device's words ("Bauer Bella zwei Weiß nach Bella vier Neutral").
    pub words: String,
}

/// Both clocks as a device shows them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockState {
    /// White's time left, in milliseconds.
    pub white_ms: u64,
    /// Black's time left, in milliseconds.
    pub black_ms: u64,
    /// Whose clock runs: `white`, `black`, or none.
    pub running: Option<String>,
}

/// Reads a device's language code (a language folder's code, or its name); anything else
/// is `None`.
pub fn language_of(code: &str) -> Option<Language> {
    code.parse().ok()
}

/// The code of a language (`de`, `en`): its folder's name.
pub fn language_code(language: Language) -> &'static str {
    language.code()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_read_as_the_page_writes_them() {
        let pair: FromDevice =
            serde_json::from_str(r#"{"type":"pair","code":"4719","lang":"en"}"#).unwrap();
        assert_eq!(
            pair,
            FromDevice::Pair {
                code: "4719".into(),
                lang: Some("en".into()),
                role: None,
            }
        );
        let arbiter: FromDevice =
            serde_json::from_str(r#"{"type":"pair","code":"0815","role":"arbiter"}"#).unwrap();
        assert!(matches!(arbiter, FromDevice::Pair { role: Some(role), .. } if role == "arbiter"));
        let line: FromDevice = serde_json::from_str(r#"{"type":"line","text":"e2e4"}"#).unwrap();
        assert_eq!(
            line,
            FromDevice::Line {
                text: "e2e4".into()
            }
        );
        let chosen: FromDevice =
            serde_json::from_str(r#"{"type":"language","lang":"de"}"#).unwrap();
        assert_eq!(chosen, FromDevice::Language { lang: "de".into() });
        // Unknown types and fields are refused, not guessed at.
        assert!(serde_json::from_str::<FromDevice>(r#"{"type":"move","uci":"e2e4"}"#).is_err());
        assert!(
            serde_json::from_str::<FromDevice>(r#"{"type":"line","text":"e4","x":1}"#).is_err()
        );
    }

    #[test]
    fn languages_by_code() {
        assert_eq!(language_of("EN"), Some(Language::ENGLISH));
        assert_eq!(language_of("de"), Some(Language::GERMAN));
        assert_eq!(language_of("tlh"), None, "no folder for Klingon");
        assert_eq!(language_code(Language::ENGLISH), "en");
    }
}
