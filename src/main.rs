//! The `ansage` command line: the subcommands and where each one goes. Each subcommand's
//! options and work live in its own file under `cli/`.

mod cli;

use std::ffi::OsString;
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

use cli::devices::DevicesArgs;
use cli::doctor::DoctorArgs;
use cli::join::JoinArgs;
use cli::listen::ListenArgs;
use cli::parse::ParseArgs;
use cli::pgn::PgnArgs;
use cli::play::PlayArgs;
use cli::reconcile::ReconcileArgs;
use cli::replay::ReplayArgs;
use cli::say::SayArgs;
use cli::three_d::ThreeDArgs;

#[derive(Parser)]
#[command(
    name = "ansage",
    version,
    about = "Chess by ear and by voice: FIDE Appendix F announcements and Appendix E notation for blind and visually impaired players."
)]
struct Cli {
    /// Language of the help and the messages: a language folder's code (de, en, es); without
    /// it the config file's language, else the locale's, else German. Each command takes
    /// --lang too.
    #[arg(long)]
    lang: Option<ansage::language::Language>,
    #[command(subcommand)]
    command: Command,
}

// Parsed once at the start; the size of the largest variant (play's options) costs nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Subcommand)]
enum Command {
    /// Play a game at this keyboard; every move is announced. Settings not given here come
    /// from the config file (see --config), else ansage's defaults.
    Play(PlayArgs),
    /// Play the other seat of a match hosted with `ansage play --host` on another device:
    /// every move and command goes to the host, every announcement comes back spoken.
    Join(JoinArgs),
    /// Resolve typed TEXT to a legal move.
    Parse(ParseArgs),
    /// Announce moves in the words of Appendix F: "Springer Felix drei".
    Say(SayArgs),
    /// Check a PGN file and print its games: as PGN, as the scoresheet (Appendix E), in
    /// words, in braille, or spoken onto a tape (Appendix F, F2.5).
    Pgn(PgnArgs),
    /// Read a recorded game aloud move by move, for studying games by ear: forward with
    /// Enter or "weiter", back with "zurück", "zug 12 schwarz" to jump; "hilfe" lists every
    /// command. Settings not given here come from the config file, else ansage's defaults.
    Replay(ReplayArgs),
    /// Listen to a recording (WAV) as if to the microphone, and resolve the move heard.
    Listen(ListenArgs),
    /// Settle two boards that differ, from both players' records (Appendix F, F2.7 and
    /// F2.8): says which rule applies, the position to play on, and the fewest steps that put
    /// each board right.
    Reconcile(ReconcileArgs),
    /// List the microphones (input devices) ansage can listen to.
    Devices(DevicesArgs),
    /// Say which parts ansage can use here: speech, engine, speech recognition; with
    /// --voice, measure speech recognition on this machine's model.
    Doctor(DoctorArgs),
    /// Tools for three-dimensional chess (Meder's rules): perft, the legal moves.
    #[command(name = "3d")]
    ThreeD(ThreeDArgs),
}

/// The command line parsed, with help and errors in the chosen language (`--lang`, the
/// config file, the locale, else German); ends the program for help, version or an error.
fn parse_command_line() -> Cli {
    let args: Vec<OsString> = std::env::args_os().collect();
    let language = cli::help::chosen_language(&args);
    let mut command = cli::help::localized(Cli::command(), language);
    let parsed = command
        .try_get_matches_from_mut(&args)
        .and_then(|matches| Cli::from_arg_matches(&matches));
    match parsed {
        Ok(cli) => cli,
        Err(error) => cli::errors::exit(error, &command, language, &args),
    }
}

fn main() -> ExitCode {
    // `ansage __try-model DIR`: the child that tries a speech model the first time.
    #[cfg(feature = "voice")]
    {
        if let Some(dir) = ansage::voice::trial::requested_dir() {
            return if ansage::voice::recogniser::try_model(&dir) {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            };
        }
        if let Ok(program) = std::env::current_exe() {
            ansage::voice::trial::enable(program);
        }
    }
    let cli = parse_command_line();
    // The one-shot commands end quietly when the reader of their output goes away
    // (`ansage parse e4 | head -0`), as Unix tools do; the game keeps its own handling.
    if !matches!(
        cli.command,
        Command::Play(_) | Command::Replay(_) | Command::Join(_)
    ) {
        cli::output::end_quietly_on_closed_pipe();
    }
    // The language chosen for the help and the errors is the session's too: `--lang`, the
    // config file's language, the locale, else German.
    let language = Some(cli.lang.unwrap_or_else(cli::help::language_of_this_run));
    // Run so that even a panic on this thread ends the engines below (then goes on).
    let run = std::panic::AssertUnwindSafe(|| match cli.command {
        Command::Play(mut args) => {
            args.lang = args.lang.or(language);
            args.run()
        }
        Command::Join(mut args) => {
            args.lang = args.lang.or(language);
            args.run()
        }
        Command::Replay(mut args) => {
            args.lang = args.lang.or(language);
            args.run()
        }
        Command::Parse(args) => args.run(),
        Command::Say(args) => args.run(),
        Command::Pgn(args) => args.run(),
        Command::Listen(args) => args.run(),
        Command::Reconcile(args) => args.run(),
        Command::Devices(args) => args.run(),
        Command::Doctor(args) => args.run(),
        Command::ThreeD(args) => args.run(),
    });
    let status = std::panic::catch_unwind(run);
    // An engine still searching when the game ended, with all it started, is ended and
    // reaped: ansage leaves no process behind.
    ansage::engine::process::end_all();
    status.unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}
