//! The commands of the terminal program, typed or spoken, in German with English aliases:
//! queries about the position and the game, and the commands the session carries out
//! (take back, settings, save, quit). (Being written.)

use std::path::PathBuf;

use shakmaty::{Chess, Color, File, Rank, Role, Square};

use crate::language::Language;
use crate::notation::pgn::Game;

/// Whose pieces a query is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    /// "meine": the player asking.
    Mine,
    /// "seine", "gegnerische": the opponent of the player asking.
    Theirs,
    /// Named by colour: "weiße", "schwarze".
    Colored(Color),
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
    /// "stimme NAME" / "voice NAME".
    Voice(String),
    /// "brett", "brett an", "brett aus" / "board [on|off]": the board view; `None` toggles.
    Board(Option<bool>),
    /// "ansage kurz|lang|ausführlich" / "style short|long|verbose".
    Style(crate::speech::announce::Style),
    /// "bauer an|aus" / "pawn on|off": whether pawn moves name the Bauer.
    SayPawn(bool),
    /// "einstellungen" / "settings": say every setting.
    Show,
    /// "einstellungen speichern" / "save settings": write the config file.
    Save,
}

/// One command, parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// "hilfe" lists all commands; "hilfe KOMMANDO" explains one.
    Help(Option<String>),
    /// "e4?", "Eva vier?", "was steht auf Eva vier": what stands on a square.
    Square(Square),
    /// "Linie e", "Linie Eva": the file read from the player's side.
    File(File),
    /// "Reihe 4", "Reihe vier": the rank read from a-file to h-file.
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
    /// "letzter Zug" (1), "letzte 5 Züge": the last N moves, announced again.
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
    /// "wiederholen", "wiederholen drei": the last announcement, or the last N moves.
    Repeat(usize),
    /// "züge", "partie": the game as a scoresheet.
    Scoresheet,
    /// "stellung", "fen": the position as FEN.
    Fen,
    /// "zurück", "korrektur": take one's own move back (F2.6).
    Undo,
    /// "speichern [DATEI]": write the game as PGN.
    Save(Option<PathBuf>),
    /// "ende": stop.
    Quit,
    /// A setting.
    Setting(SettingChange),
}

/// A command that was recognised but whose argument is wrong, with a sentence that says
/// what was wrong and what to say instead.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct CommandError(pub String);

/// Reads a typed or spoken line as a command. `None`: the line is no command (it may be a
/// move); `Some(Err)`: a command with a bad argument ("Eva zehn?", "Wo stehen meine
/// Elefanten?").
pub fn parse_command(line: &str, language: Language) -> Option<Result<Command, CommandError>> {
    let _ = (line, language);
    None
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
}

/// Answers a query in sentences to be printed and spoken. `None` for the commands the
/// session carries out itself (help, repeat, clock, undo, save, quit, settings, scoresheet,
/// FEN).
pub fn answer(command: &Command, context: &QueryContext<'_>) -> Option<String> {
    let _ = (command, context);
    None
}

/// "hilfe": every command, one line each; "hilfe KOMMANDO": that command explained.
pub fn help(topic: Option<&str>, language: Language) -> String {
    let _ = (topic, language);
    String::new()
}
