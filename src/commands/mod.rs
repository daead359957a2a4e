//! The commands of the terminal program, typed or spoken, in German with English aliases:
//! queries about the position and the game, and the commands the session carries out
//! (take back, settings, save, quit).
//!
//! [`parse_command`] reads a line as a command; every alias works in both languages, and the
//! language only chooses the words of an error. It accepts typing and speech alike: any case,
//! extra spaces, a trailing question mark, umlauts or their spellings (`Laeufer`, `zurueck`),
//! squares in notation (`e4`, `E4`) or in the Appendix F words (`Eva vier`, `eva 4`), and
//! numbers as digits or words (`drei`, `three`). A line that is no command is left alone:
//! moves (`e4`, `Sf3`, `springer felix drei`, `0-0`, `e4 (=)`) give `None`; only a square with
//! a question mark (`e4?`, `Eva vier?`) is a question.
//!
//! [`answer`] answers the queries in sentences for the ear: squares are always named in the
//! Appendix F words. [`help`] lists or explains the commands.
//!
//! One job a module: `parse` reads a line (its `input` splits it into words, `session`,
//! `queries`, `square`, `clock` and `record` read the commands), `words` reads the single words the parser
//! shares (numbers, files, pieces, owners), `answer` answers the queries (`board`: squares,
//! lines and pieces; `attacks`: attackers, defenders and moves of a piece; `game`: the moves
//! so far, the turn and the material), and `help` holds the help texts.

use std::path::PathBuf;

use shakmaty::{ByColor, Chess, Color, File, Rank, Role, Square};

use crate::language::Language;
use crate::notation::pgn::Game;
use crate::phrase::Phrase;
use crate::words::announce::Style;

mod answer;
mod help;
mod parse;
pub mod table;
#[cfg(test)]
mod test_support;
pub(crate) mod words;

pub use answer::{
    Answer, answer, captured_of, exposure_of, info_of, last_capture_of, material_of,
    move_number_of, opponent_of, owner_key,
};
pub use help::{HelpScope, help, help_in};
pub use parse::{SeatView, looks_like_question, parse_command, parse_command_in, seat_view};
pub(crate) use words::{color_word, fold, number_at};

/// Whose pieces a query is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    /// "meine": the player asking.
    Mine,
    /// "seine", "gegnerische": the opponent of the player asking.
    Theirs,
    /// Named by colour: "weiße", "schwarze".
    Colored(Color),
    /// No owner named ("wo stehen die Springer", or the ambiguous "ihre"): both sides.
    Both,
}

/// A setting changed or shown during play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingChange {
    /// "schneller" / "faster".
    Faster,
    /// "langsamer" / "slower".
    Slower,
    /// "lauter" / "louder".
    Louder,
    /// "leiser" / "quieter".
    Quieter,
    /// "höher" / "higher": pitch up.
    Higher,
    /// "tiefer" / "lower": pitch down.
    Lower,
    /// "stimme NAME" / "voice NAME": the name as typed (case kept).
    Voice(String),
    /// "brett", "brett an", "brett aus" / "board [on|off]": the board view; `None` toggles.
    Board(Option<bool>),
    /// "ansage kurz|lang|ausführlich" / "style short|long|verbose".
    Style(Style),
    /// "bauer an|aus" / "pawn on|off": whether pawn moves name the Bauer.
    SayPawn(bool),
    /// "wörter deutsch|englisch" / "words german|english": the words of announcements,
    /// "Springer Felix drei" or "Knight Felix three".
    Words(crate::words::announce::AnnounceWords),
    /// "einstellungen" / "settings": say every setting.
    Show,
    /// "einstellungen speichern" / "save settings": write the config file.
    Save,
    /// "wiederholung an|aus" / "repetition on|off": whether the opponent must repeat every
    /// announced move before their clock starts (F2.1).
    Repetition(bool),
    /// "vorlesen an|aus" / "read aloud on|off": whether the move list (`züge`), the FEN and
    /// the scoresheet at the end are spoken, or only shown.
    ReadAloud(bool),
}

/// Whether `line` is a command that only the host's device may give in a match with a
/// second device: ending or adjourning, saving, the settings, a new pairing code, and engine
/// help (whose answer would come at the host). The other device plays its moves and asks
/// about the position.
pub fn host_device_only(line: &str, language: crate::language::Language) -> bool {
    matches!(
        parse_command(line, language),
        Some(Ok(Command::Quit
            | Command::Adjourn
            | Command::Save(_)
            | Command::Setting(_)
            | Command::NewPairingCode
            | Command::RelayStatus
            | Command::MicrophoneTest
            | Command::Hint
            | Command::Evaluation
            | Command::Review
            | Command::EngineLevel(_)))
    )
}

/// One command, parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// "hilfe" lists all commands; "hilfe KOMMANDO" explains one. The topic is kept in lower
    /// case with umlauts spelt out ("zuege von"); [`help`] accepts it as it is.
    Help(Option<String>),
    /// "e4?", "Eva vier?", "was steht auf Eva vier", "was ist mit Eva vier", "what about
    /// e4": what stands on a square.
    Square(Square),
    /// "Linie e", "Linie Eva": the file, read from rank eins upward.
    File(File),
    /// "Reihe 4", "Reihe vier": the rank, read from the Anna file to the Hector file.
    Rank(Rank),
    /// "Diagonale e4": the diagonals through a square.
    Diagonals(Square),
    /// "meine Figuren", "Wo stehen meine Springer?", "weiße Türme": pieces, by kind.
    Pieces {
        /// Whose.
        owner: Owner,
        /// Which kind; every kind when `None`.
        role: Option<Role>,
    },
    /// "Angreifer e4", "wer greift e4 an": the pieces that attack a square.
    Attackers(Square),
    /// "Verteidiger e4", "wer deckt e4": the pieces that defend the piece on a square.
    Defenders(Square),
    /// "Züge von g1", "was kann g1": the legal moves of the piece on a square.
    MovesFrom(Square),
    /// "was kann der Springer auf f3 schlagen", "schläge f3", "what can the knight on f3
    /// capture": the legal captures of the piece on a square, with what each takes.
    Captures(Square),
    /// "was kann die Dame", "was kann meine Dame schlagen": the moves (or only the captures)
    /// of a piece named by kind and owner instead of a square; with one such piece it is
    /// answered for that piece, with several the answer asks which (names their squares).
    PieceMoves {
        /// Whose piece; no owner named means the player asking.
        owner: Owner,
        /// Which kind.
        role: Role,
        /// Only the captures ("schlagen", "capture").
        captures_only: bool,
    },
    /// "geschlagene Figuren", "was wurde geschlagen", "captured pieces": the pieces each side
    /// has lost in this game.
    Captured,
    /// "letzter Schlag", "was wurde zuletzt geschlagen", "last capture": the last move that
    /// took a piece, and what it took.
    LastCapture,
    /// "wer ist mein Gegner", "gegner", "who is my opponent": the opponent's name (and
    /// rating, where the game's tags give one), or the engine and its level.
    Opponent,
    /// "info" in play: who plays whom, the move number, whose turn it is, and the clocks.
    Info,
    /// "wer greift meine Dame an", "ist meine Dame angegriffen", "who attacks my queen": the
    /// attackers and defenders of every piece of a kind and owner.
    PieceAttackers {
        /// Whose pieces.
        owner: Owner,
        /// Which kind.
        role: Role,
        /// Asked as a yes-or-no question ("ist … angegriffen"): the answer starts with
        /// "Ja" or "Nein".
        yes_no: bool,
    },
    /// "wer deckt meine Dame", "ist meine Dame gedeckt", "who defends my queen": the
    /// defenders of every piece of a kind and owner.
    PieceDefenders {
        /// Whose pieces.
        owner: Owner,
        /// Which kind.
        role: Role,
        /// Asked as a yes-or-no question ("ist … gedeckt").
        yes_no: bool,
    },
    /// "bin ich im Schach", "steht Schwarz im Schach", "am I in check": whether a side is in
    /// check, and by which pieces (3.9).
    InCheck(Owner),
    /// "welche Figuren hängen", "which pieces are hanging": the pieces of a side that are
    /// attacked and not defended, and those not defended at all.
    Hanging(Owner),
    /// "kann ich rochieren", "who can castle": castling short and long, whether it is
    /// possible now and why not (3.8.2).
    Castling(Owner),
    /// "welche Züge habe ich", "welche Züge hat Schwarz", "what moves do I have": every
    /// legal move of the side to move, piece by piece; the side asked about when it is not
    /// to move is told so first.
    AllMoves(Owner),
    /// "was hat Schwarz gezogen", "what did black play": the last move of one side.
    LastMoveOf(Owner),
    /// "letzter Zug" (1), "letzte 5 Züge": the last N moves (half-moves), announced again.
    /// "letzte Züge" without a number is the last two (one of each side).
    LastMoves(usize),
    /// "Zugnummer": the number of the move being played.
    MoveNumber,
    /// "wer ist am Zug": whose turn.
    Turn,
    /// "Material": the material balance.
    Material,
    /// "Brett vorlesen", "alles": the whole board, piece by piece.
    ReadBoard,
    /// "Zeit", "Uhr": the clocks.
    Clock,
    /// "wiederholen" (1): the last announcement; "wiederholen drei": the last N moves.
    Repeat(usize),
    /// "züge", "partie": the game as a scoresheet.
    Scoresheet,
    /// "stellung", "fen": the position as FEN.
    Fen,
    /// "zurück", "korrektur": take one's own move back (F2.6).
    Undo,
    /// "speichern", "speichern DATEI": write the game as PGN. The file name is kept as typed.
    Save(Option<PathBuf>),
    /// "ende": stop.
    Quit,
    /// "vertagen", "adjourn": the game is saved and ansage ends; `--resume` continues it.
    Adjourn,
    /// "neuer code", "new code": a new pairing code for the device at the other seat
    /// (`ansage play --host`); the device paired so far must pair again.
    NewPairingCode,
    /// "verbindung", "connection": whether the other device is connected, and how many
    /// wrong codes and turned-away devices there were (issue 30 fault 3: on request).
    RelayStatus,
    /// "mikrofontest", "microphone test": the player says three words and hears what was
    /// understood, with advice.
    MicrophoneTest,
    /// "aufgeben", "resign": the player to move resigns (5.1b).
    Resign,
    /// "remis", "remis anbieten", "offer draw": a draw offer (9.1).
    OfferDraw,
    /// "remis annehmen", "accept draw": the opponent's offer accepted.
    AcceptDraw,
    /// "remis ablehnen", "decline draw": the opponent's offer declined.
    DeclineDraw,
    /// "remis beantragen", "claim draw": a claim by repetition or the fifty-move rule (9.2,
    /// 9.3); `None` tries both.
    ClaimDraw(Option<crate::game::rules::Claim>),
    /// "remis beantragen mit Sf3", "claim draw with Nf3": a claim about the position after the
    /// move the player announces and will play if the claim fails (9.2a, 9.3a); the move as
    /// typed or said, read in the game's notation.
    ClaimDrawWith {
        /// What is claimed; `None` tries both.
        claim: Option<crate::game::rules::Claim>,
        /// The announced move, as the player gave it.
        announced: String,
    },
    /// A setting.
    Setting(SettingChange),
    /// "uhr anhalten", "pause" / "pause clock": both clocks stop (6.13).
    PauseClock,
    /// "uhr weiter", "fortsetzen" / "resume clock": the clock of the side to move runs again.
    ResumeClock,
    /// "zeit gutschreiben weiß zwei minuten", "zeit abziehen schwarz 30 sekunden" /
    /// "add time white 2 minutes", "take time black 30 seconds": the arbiter changes a
    /// player's time (tournament mode only, 6.14).
    AdjustClock {
        /// Whose time.
        color: Color,
        /// Added (`true`) or taken away (`false`).
        add: bool,
        /// How much.
        amount: std::time::Duration,
    },
    /// "uhr stellen weiß vier minuten" / "set clock white 4 minutes" / "poner reloj blancas
    /// cuatro minutos": the arbiter sets a player's time (6.13, F2.8); as
    /// [`Command::AdjustClock`], by the difference to the time now.
    SetClock {
        /// Whose time.
        color: Color,
        /// The time the clock shows from now on.
        time: std::time::Duration,
    },
    /// "auf eva vier steht bei mir ein weißer läufer", "bei mir ist eva vier leer" /
    /// "on my board e4 has a white bishop", "my e4 is empty": what stands on one square of
    /// the speaker's own board (F2.7).
    BoardReport {
        /// Whose board, when the line starts with "weiß:" / "schwarz:"; else the player at
        /// this device.
        seat: Option<Color>,
        /// The square.
        square: Square,
        /// What stands there: `None` when it is empty; the colour is `None` when not said.
        piece: Option<(Option<Color>, Role)>,
    },
    /// "mein brett FEN" / "my board FEN": the speaker's whole board, as the placement part of
    /// a FEN (kept as typed; anything after the first blank is ignored).
    BoardPlacement {
        /// Whose board, as for [`Command::BoardReport`].
        seat: Option<Color>,
        /// The placement as typed.
        placement: String,
    },
    /// "mein zug zwölf war turm eva eins", "mein zug 12 Te1", "mein zug zwölf schwarz war
    /// turm eva acht" / "my move 12 was Re1": one move of the speaker's own record, as read
    /// from their notes (F2.7, F2.8).
    RecordEntry {
        /// Whose record, as for [`Command::BoardReport`].
        seat: Option<Color>,
        /// The move number (full moves, from 1).
        number: u32,
        /// Whose move of that number: `None` means the record keeper's own colour.
        side: Option<Color>,
        /// The move as said or typed (words or notation), trimmed.
        text: String,
    },
    /// "ergebnis 1-0", "ergebnis weiß gewinnt", "ergebnis remis" / "result black wins" /
    /// "resultado tablas": the arbiter records the result (12.9f, F2.7); a draw when
    /// `None`. Only the arbiter's device may give it.
    ArbiterResult(Option<Color>),
    /// "verwarnung weiß" / "warning white" / "amonestación blancas": the arbiter warns a
    /// player (12.9a). Only the arbiter's device may give it.
    ArbiterWarning(Color),
    /// "abgleichen", "vergleichen" / "reconcile": both records and boards are compared now
    /// (F2.7, F2.8).
    Reconcile,
    /// "tipp", "vorschlag" / "hint": the engine's suggestion for the side to move.
    Hint,
    /// "tipp spielen", "besten zug spielen" / "play hint": in training, the engine's best
    /// move is played for the player.
    PlayBest,
    /// "blättern zurück", "blättern vor", "zur partie": stepping through the game's moves
    /// during play without changing it, and back to the present.
    Browse(Browse),
    /// "bewertung", "wie steht es" / "evaluation": the engine's judgement of the position.
    Evaluation,
    /// "rückblick", "analyse" / "review": the biggest mistakes of both sides so far.
    Review,
    /// "stufe drei", "spielstärke 5" / "level 3": the engine's strength from now on.
    EngineLevel(crate::engine::Level),
}

/// A step through the game's moves during play ([`Command::Browse`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Browse {
    /// One half-move back from the one looked at.
    Back,
    /// One half-move forward.
    Forward,
    /// Back to the game as it stands.
    Present,
}

/// A command that was recognised but whose argument is wrong: what was wrong and what to say
/// instead, as a catalogue phrase (`words/<code>/parse.ftl`), worded by whoever reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommandError(pub Phrase);

impl CommandError {
    /// What was wrong and what to say instead, as data.
    pub fn phrase(&self) -> Phrase {
        self.0.clone()
    }
}

/// What the session knows beyond the board and the moves: who plays each side and the
/// clocks. Empty (the default) where no game is being played (replay, records).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seating {
    /// The sides the engine plays.
    pub engine: ByColor<bool>,
    /// Both clocks, when the game has a clock: worded by the sink.
    pub clock: Option<crate::phrase::Phrase>,
}

/// What a query is asked about.
pub struct QueryContext<'a> {
    /// The current position.
    pub position: &'a Chess,
    /// The game so far.
    pub game: &'a Game,
    /// The player asking ("meine Figuren").
    pub asking: Color,
    /// The language of the answer.
    pub language: Language,
    /// Who plays each side, and the clocks (for "gegner" and "info").
    pub seating: Seating,
}

#[cfg(test)]
mod tests {
    use super::test_support::{DE, EN, OPEN};
    use super::*;
    use crate::notation::fen::parse_fen;

    #[test]
    fn no_input_panics() {
        // A fixed-seed generator (xorshift) over words, letters, digits and punctuation.
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        const PIECES: &[&str] = &[
            "hilfe",
            "was",
            "steht",
            "auf",
            "eva",
            "zehn",
            "vier",
            "e4",
            "?",
            "linie",
            "reihe",
            "diagonale",
            "wo",
            "stehen",
            "meine",
            "springer",
            "angreifer",
            "wer",
            "deckt",
            "züge",
            "von",
            "letzte",
            "null",
            "zug",
            "wiederholen",
            "speichern",
            "stimme",
            "brett",
            "an",
            "ansage",
            "bauer",
            "aus",
            "einstellungen",
            "ä",
            "ß",
            "x",
            "-",
            "'",
            "0",
            "99999999999999999999",
            "i9",
            "h8",
            "a",
            "the",
            "my",
            "  ",
            "ü\u{308}",
            "material",
            "alles",
            "am",
            "whose",
            "moves",
            "from",
            "z",
            "!",
            "(=)",
            "é",
            "ǅ",
            "schach",
            "bin",
            "ich",
            "hängen",
            "kann",
            "rochieren",
            "hat",
            "gezogen",
            "ist",
            "angegriffen",
            "gedeckt",
            "dame",
            "seinen",
            "mit",
            "castle",
            "check",
            "did",
            "play",
        ];
        let positions = [
            Chess::default(),
            parse_fen(OPEN).expect("fen"),
            parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").expect("fen"),
        ];
        let game = Game::new();
        for _ in 0..20_000 {
            let mut line = String::new();
            for _ in 0..next(6) {
                if next(4) == 0 {
                    line.push(char::from_u32(next(0x3000) as u32).unwrap_or('?'));
                } else {
                    line.push_str(PIECES[next(PIECES.len())]);
                }
                if next(3) > 0 {
                    line.push(' ');
                }
            }
            for language in [DE, EN] {
                if let Some(Ok(command)) = parse_command(&line, language) {
                    for position in &positions {
                        let context = QueryContext {
                            position,
                            game: &game,
                            asking: Color::Black,
                            language,
                            seating: Seating::default(),
                        };
                        if let Some(answer) = answer(&command, &context) {
                            assert!(!answer.shown(language).is_empty(), "{line:?}");
                        }
                    }
                    if let Command::Help(topic) = &command {
                        assert!(
                            !crate::words::phrases::shown(
                                &help(topic.as_deref(), language),
                                language
                            )
                            .is_empty()
                        );
                    }
                }
            }
        }
    }
}
