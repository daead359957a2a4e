//! The `ansage` command line.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use serde::Serialize;
use shakmaty::{CastlingMode, Chess, Move, Position};

use ansage::doctor::diagnose;
use ansage::game::clock::parse_alarms;
use ansage::game::reconcile::{ReconcileRequest, reconcile_request};
use ansage::language::Language;
use ansage::notation::fen::parse_fen;
use ansage::notation::fen::write_fen;
use ansage::notation::pgn::{PgnProblem, check_games, write_game};
use ansage::notation::san::write_san;
use ansage::notation::scoresheet::german_scoresheet;
use ansage::speech::speaker::SpeechBackend;
use ansage::ui::app::{PlayOptions, Seat};
use ansage::ui::board_view::Theme;
use ansage::ui::config::{
    BoardSeat, Config, Repetition, alarms_error_message, config_path, parse_time_setting,
};
use ansage::understanding::interpret::{Interpretation, interpret};
use ansage::words::announce::{AnnounceOptions, Style, announce_with};

/// Exit status when TEXT fits several legal moves.
const EXIT_AMBIGUOUS: u8 = 1;
/// Exit status for a problem with the input (file, FEN, PGN) or a move that is not legal.
const EXIT_ILLEGAL: u8 = 3;
/// Exit status when TEXT is not a move at all.
const EXIT_INVALID: u8 = 4;

#[derive(Parser)]
#[command(
    name = "ansage",
    version,
    about = "Chess by ear and by voice: FIDE Appendix F announcements and Appendix E notation for blind and visually impaired players."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

// Parsed once at the start; the size of the largest variant (play's options) costs nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Subcommand)]
enum Command {
    /// Play a game at this keyboard; every move is announced. Settings not given here come
    /// from the config file (see --config), else ansage's defaults.
    Play {
        /// Language of notation and messages: de (default) or en.
        #[arg(long)]
        lang: Option<Language>,
        /// Voice: auto, dispatcher, espeak or none (text only).
        #[arg(long, value_enum)]
        speech: Option<SpeechBackend>,
        /// Keep the game in this PGN file, written after every move.
        #[arg(long)]
        pgn: Option<PathBuf>,
        /// How moves are announced: short, long or verbose.
        #[arg(long, value_enum)]
        style: Option<Style>,
        /// Leave "Bauer" out of pawn moves: "Eva vier".
        #[arg(long)]
        no_pawn: bool,
        /// Show the board view (a large board for low vision; "brett" toggles it in play).
        #[arg(long)]
        board: bool,
        /// Colours of the board view: classic, high-contrast (black, white, yellow) or mono.
        #[arg(long, value_enum)]
        theme: Option<Theme>,
        /// Size of a square in the board view, columns x lines, e.g. 9x4.
        #[arg(long, value_parser = parse_square_size)]
        square: Option<(u16, u16)>,
        /// The side at the bottom of the board view: white or black.
        #[arg(long, value_enum)]
        board_seat: Option<BoardSeat>,
        /// Plain lines in and out, one event a line, even on a terminal (for scripts and
        /// braille displays that prefer no line editor).
        #[arg(long)]
        plain: bool,
        /// Who plays White: human or engine.
        #[arg(long, value_enum, default_value = "human")]
        white: Seat,
        /// Who plays Black: human or engine.
        #[arg(long, value_enum, default_value = "human")]
        black: Seat,
        /// Listen to the microphone too (open microphone; muted while ansage speaks).
        #[arg(long)]
        voice: bool,
        /// The microphone to use (a name from `ansage devices`); the default one if not given.
        #[arg(long)]
        device: Option<String>,
        /// Push-to-talk: the microphone listens only after the Enter key, for one utterance.
        #[arg(long)]
        push_to_talk: bool,
        /// The speech model directory (else ANSAGE_VOSK_MODEL, else models/).
        #[arg(long)]
        model: Option<PathBuf>,
        /// Play with a clock: the time control, e.g. 90 (ninety minutes for the game), 90+30
        /// (thirty seconds added after each move), "40/90+30, 30+30" (forty moves in ninety minutes,
        /// then thirty minutes), 5d3 (five minutes, three seconds delay); off for no clock.
        #[arg(long, value_name = "CONTROL")]
        time: Option<String>,
        /// Warn when a player's time falls to these times, e.g. 5m,1m or "5, 1" (minutes);
        /// off for no alarms. Times are never spoken unless asked for (F2.9d).
        #[arg(long, value_name = "LIST")]
        alarms: Option<String>,
        /// Tournament mode: the arbiter may add or take time.
        #[arg(long)]
        tournament: bool,
        /// Training between two people: hints, evaluations and the review during the game
        /// (always on against the engine, never in tournament mode).
        #[arg(long)]
        training: bool,
        /// The seconds after an announcement in which its mover may still correct it (F2.6)
        /// before the opponent's clock starts (F2.3); 0 starts it at once. Default 3.
        #[arg(long, value_name = "SECONDS")]
        correction_window: Option<u32>,
        /// Whether the opponent repeats every announced move before their clock starts:
        /// off or required.
        #[arg(long, value_enum)]
        repetition: Option<Repetition>,
        /// The engine's strength for an engine seat: 1 (beginner) to 8 (full strength), or a
        /// level's name (anfänger, vereinsspieler, …).
        #[arg(long, value_name = "LEVEL")]
        engine_level: Option<String>,
        /// The UCI engine program for an engine seat (else the config file's, else
        /// /usr/games/stockfish).
        #[arg(long, value_name = "PATH")]
        engine: Option<PathBuf>,
        /// The settings file (else ANSAGE_CONFIG, else ~/.config/ansage/config.toml).
        #[arg(long)]
        config: Option<PathBuf>,
        /// Continue an interrupted or adjourned game where it was: chosen from a list when
        /// there are several, or the journal FILE named.
        #[arg(long, num_args = 0..=1, value_name = "FILE")]
        resume: Option<Option<PathBuf>>,
        /// White's name for the PGN tags (else the config file's [players] white).
        #[arg(long, value_name = "NAME")]
        white_name: Option<String>,
        /// Black's name for the PGN tags (else the config file's [players] black).
        #[arg(long, value_name = "NAME")]
        black_name: Option<String>,
        /// The event for the PGN tags (else the config file's [players] event).
        #[arg(long, value_name = "NAME")]
        event: Option<String>,
        /// Start from this position, given as FEN.
        #[arg(long, value_name = "FEN", conflicts_with_all = ["from_pgn", "resume"])]
        fen: Option<String>,
        /// Continue a game saved as PGN from its last position, with its moves, tags and
        /// clock times ([%clk]).
        #[arg(long, value_name = "FILE", conflicts_with = "resume")]
        from_pgn: Option<PathBuf>,
        /// With --from-pgn: the game of the file to continue, counted from 1 (else the last).
        #[arg(long, value_name = "N", requires = "from_pgn")]
        game: Option<usize>,
    },
    /// Resolve typed TEXT to a legal move.
    Parse {
        /// The position as FEN (the start position if not given).
        #[arg(long)]
        fen: Option<String>,
        /// Language of notation and messages: de (default) or en.
        #[arg(long, default_value = "de")]
        lang: Language,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
        /// Read lines FEN<TAB>TEXT from standard input; write one JSON object per line.
        #[arg(long, conflicts_with_all = ["fen", "text"])]
        batch: bool,
        /// The move as typed, e.g. "Sf3", "g1f3", "S g1 f3".
        #[arg(required_unless_present = "batch")]
        text: Vec<String>,
    },
    /// Announce moves in the words of Appendix F: "Springer Felix drei".
    Say {
        /// The position as FEN (the start position if not given).
        #[arg(long)]
        fen: Option<String>,
        /// short ("Springer Felix drei"), long ("Springer von Gustav eins nach Felix drei")
        /// or verbose (long, plus the captured piece).
        #[arg(long, value_enum, default_value = "short")]
        style: Style,
        /// Leave "Bauer" out of pawn moves: "Eva vier".
        #[arg(long)]
        no_pawn: bool,
        /// Piece names and move words: de (Appendix F, the default) or en. Squares are
        /// Anna … Hector, eins … acht in both.
        #[arg(long, default_value = "de")]
        words: Language,
        /// Language of the notation typed and of messages: de (default) or en.
        #[arg(long, default_value = "de")]
        lang: Language,
        /// Print one JSON object per move: {"uci":…,"san":…,"text":…}.
        #[arg(long)]
        json: bool,
        /// Read lines FEN<TAB>MOVE from standard input; one announcement per line.
        #[arg(long, conflicts_with_all = ["fen", "moves"])]
        batch: bool,
        /// Moves in any notation parse accepts, or in words; each is played after it is
        /// announced, so several moves read a line of play.
        #[arg(required_unless_present = "batch")]
        moves: Vec<String>,
    },
    /// Check a PGN file and print its games (PGN, or the German scoresheet).
    Pgn {
        /// The PGN file.
        file: PathBuf,
        /// Print the German scoresheet (Appendix E) instead of PGN.
        #[arg(long)]
        german: bool,
        /// Only check the file: name every game and move that is wrong.
        #[arg(long)]
        check: bool,
        /// Only this game, counted from 1.
        #[arg(long)]
        game: Option<usize>,
        /// Language of the messages: de (default) or en.
        #[arg(long, default_value = "de")]
        lang: Language,
    },
    /// Read a recorded game aloud move by move, for studying games by ear: forward with
    /// Enter or "weiter", back with "zurück", "zug 12 schwarz" to jump; "hilfe" lists every
    /// command. Settings not given here come from the config file, else ansage's defaults.
    Replay {
        /// The PGN file.
        file: PathBuf,
        /// The game to replay, counted from 1 (the first if not given).
        #[arg(long)]
        game: Option<usize>,
        /// Language of notation and messages: de (default) or en.
        #[arg(long)]
        lang: Option<Language>,
        /// Voice: auto, dispatcher, espeak or none (text only).
        #[arg(long, value_enum)]
        speech: Option<SpeechBackend>,
        /// How moves are announced: short, long or verbose.
        #[arg(long, value_enum)]
        style: Option<Style>,
        /// Plain lines in and out, one event a line, even on a terminal.
        #[arg(long)]
        plain: bool,
    },
    /// Listen to a recording (WAV) as if to the microphone, and resolve the move heard.
    Listen {
        /// The recording: any WAV (8 to 32 bit, mono or stereo, any rate).
        #[arg(long)]
        wav: PathBuf,
        /// The position as FEN (the start position if not given).
        #[arg(long)]
        fen: Option<String>,
        /// The speech model directory (else ANSAGE_VOSK_MODEL, else models/).
        #[arg(long)]
        model: Option<PathBuf>,
        /// Language of messages: de (default) or en.
        #[arg(long, default_value = "de")]
        lang: Language,
        /// Print one JSON object: the parse answer plus "heard" and "timings".
        #[arg(long)]
        json: bool,
        /// Commit as soon as a partial result names exactly one legal move clearly.
        #[arg(long)]
        early_commit: bool,
        /// The words to listen for (a lexicon file: word, concept, pronunciation per line);
        /// the German lexicon if not given.
        #[arg(long)]
        lexicon: Option<PathBuf>,
    },
    /// Settle two boards that differ, from both players' records (Appendix F, F2.7 and
    /// F2.8): says which rule applies, the position to play on, and the fewest steps that put
    /// each board right.
    Reconcile {
        /// White's record: a PGN file or a plain move list ("e4 e5 Sf3 Sc6"), German or
        /// English notation.
        #[arg(long)]
        white_record: PathBuf,
        /// Black's record, likewise.
        #[arg(long)]
        black_record: PathBuf,
        /// The start position as FEN (else the records' FEN tag, else the standard one).
        #[arg(long)]
        start: Option<String>,
        /// What stands on White's board (FEN; only the placement counts, any placement is
        /// accepted). Without it the board is taken to match White's own record.
        #[arg(long)]
        white_board: Option<String>,
        /// What stands on Black's board, likewise.
        #[arg(long)]
        black_board: Option<String>,
        /// Language of the text: de (default) or en.
        #[arg(long, default_value = "de")]
        lang: Language,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// List the microphones (input devices) ansage can listen to.
    Devices {
        /// Language of messages: de (default) or en.
        #[arg(long, default_value = "de")]
        lang: Language,
    },
    /// Say which parts ansage can use here: speech, engine, speech recognition.
    Doctor,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // The one-shot commands end quietly when the reader of their output goes away
    // (`ansage parse e4 | head -0`), as Unix tools do; the game keeps its own handling.
    if !matches!(cli.command, Command::Play { .. } | Command::Replay { .. }) {
        end_quietly_on_closed_pipe();
    }
    match cli.command {
        Command::Play {
            lang,
            speech,
            pgn,
            style,
            no_pawn,
            board,
            theme,
            square,
            board_seat,
            plain,
            white,
            black,
            voice,
            device,
            push_to_talk,
            model,
            time,
            alarms,
            tournament,
            training,
            correction_window,
            repetition,
            engine_level,
            engine,
            config,
            resume,
            white_name,
            black_name,
            event,
            fen,
            from_pgn,
            game,
        } => {
            let (path, loaded) = match config_path(config.as_deref()) {
                Ok(path) => {
                    let loaded = Config::load(&path);
                    (Some(path), loaded)
                }
                Err(e) => (None, Err(e)),
            };
            let (mut settings, problem) = match loaded {
                Ok(settings) => (settings, None),
                Err(e) => (Config::default(), Some(e)),
            };
            if let Some(lang) = lang {
                settings.language = lang;
            }
            if let Some(speech) = speech {
                settings.speech.backend = speech
                    .to_possible_value()
                    .map(|v| v.get_name().to_owned())
                    .unwrap_or_else(|| "auto".into());
            }
            if let Some(style) = style {
                settings.announce.style = style;
            }
            settings.announce.say_pawn &= !no_pawn;
            settings.board.show |= board;
            if let Some(theme) = theme {
                settings.board.theme = theme;
            }
            if let Some(seat) = board_seat {
                settings.board.seat = seat;
            }
            if let Some((width, height)) = square {
                settings.board.square_width = width;
                settings.board.square_height = height;
            }
            settings.voice.listen |= voice || push_to_talk;
            settings.voice.push_to_talk |= push_to_talk;
            if device.is_some() {
                settings.voice.device = device;
            }
            if model.is_some() {
                settings.voice.model = model;
            }
            let de = settings.language == Language::German;
            if let Some(text) = time {
                match parse_time_setting(&text) {
                    Ok(control) => settings.clock.time = control,
                    Err(e) => {
                        let sentence = e.message(settings.language);
                        refuse_option(if de {
                            format!("„{text}“ bei --time ist keine Bedenkzeit. {sentence}")
                        } else {
                            format!("\"{text}\" after --time is not a time control. {sentence}")
                        })
                    }
                }
            }
            if let Some(text) = alarms {
                match parse_alarms(&text) {
                    Ok(thresholds) => settings.clock.alarms = thresholds,
                    Err(e) => {
                        let sentence = alarms_error_message(&e, settings.language);
                        refuse_option(if de {
                            format!("„{text}“ bei --alarms sind keine Alarmzeiten. {sentence}")
                        } else {
                            format!(
                                "\"{text}\" after --alarms is not a list of alarm times. {sentence}"
                            )
                        })
                    }
                }
            }
            settings.game_match.tournament |= tournament;
            settings.game_match.training |= training;
            if let Some(seconds) = correction_window {
                settings.game_match.correction_seconds = seconds;
            }
            if let Some(text) = engine_level {
                match text.parse::<ansage::engine::Level>() {
                    Ok(level) => settings.engine.level = level.number(),
                    Err(e) => refuse_option(e.message(settings.language)),
                }
            }
            if let Some(path) = engine {
                settings.engine.path = path;
            }
            if let Some(repetition) = repetition {
                settings.game_match.repetition = repetition;
            }
            if white_name.is_some() {
                settings.players.white = white_name;
            }
            if black_name.is_some() {
                settings.players.black = black_name;
            }
            if event.is_some() {
                settings.players.event = event;
            }
            let start = match (fen, from_pgn) {
                (Some(text), _) => ansage::ui::start::from_fen(&text, settings.language)
                    .unwrap_or_else(|e| refuse_option(e)),
                (None, Some(file)) => ansage::ui::start::from_pgn(&file, game, settings.language)
                    .unwrap_or_else(|e| refuse_option(e)),
                (None, None) => ansage::ui::start::Start::New,
            };
            let notice = problem.map(|e| e.message(settings.language));
            ansage::ui::app::run(PlayOptions {
                config: settings.normalised(),
                config_path: path,
                config_notice: notice,
                pgn,
                plain,
                seats: [white, black],
                resume,
                start,
            })
        }
        Command::Parse {
            fen,
            lang,
            json,
            batch,
            text,
        } => {
            if batch {
                parse_batch(lang)
            } else {
                parse_one(fen.as_deref(), &text.join(" "), lang, json)
            }
        }
        Command::Pgn {
            file,
            german,
            check,
            game,
            lang,
        } => pgn(&file, german, check, game, lang),
        Command::Say {
            fen,
            style,
            no_pawn,
            words,
            lang,
            json,
            batch,
            moves,
        } => {
            let options = AnnounceOptions {
                style,
                say_pawn: !no_pawn,
                words,
            };
            if batch {
                say_batch(options, lang, json)
            } else {
                say_moves(fen.as_deref(), &moves, options, lang, json)
            }
        }
        Command::Replay {
            file,
            game,
            lang,
            speech,
            style,
            plain,
        } => ansage::ui::replay::run(ansage::ui::replay::ReplayOptions {
            file,
            game,
            language: lang,
            speech,
            style,
            plain,
        }),
        Command::Listen {
            wav,
            fen,
            model,
            lang,
            json,
            early_commit,
            lexicon,
        } => listen(
            &wav,
            fen.as_deref(),
            model,
            lexicon,
            lang,
            json,
            early_commit,
        ),
        Command::Devices { lang } => devices(lang),
        Command::Reconcile {
            white_record,
            black_record,
            start,
            white_board,
            black_board,
            lang,
            json,
        } => {
            let request = ReconcileRequest {
                white_record,
                black_record,
                start,
                white_board,
                black_board,
            };
            match reconcile_request(&request, lang) {
                Ok(settled) => {
                    if json {
                        println!("{}", to_json(&settled));
                    } else {
                        println!("{}", settled.text);
                    }
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("{}", e.message(lang));
                    ExitCode::from(EXIT_ILLEGAL)
                }
            }
        }
        Command::Doctor => {
            let findings = diagnose();
            for f in &findings {
                println!("{}", f.sentence);
            }
            ExitCode::SUCCESS
        }
    }
}

/// One candidate move in the JSON output.
#[derive(Serialize)]
struct Candidate {
    uci: String,
    san: String,
    san_en: String,
}

/// The JSON answer of `parse`.
#[derive(Serialize)]
#[serde(tag = "status", rename_all = "lowercase")]
enum ParseAnswer {
    Ok {
        uci: String,
        san: String,
        san_en: String,
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        draw_offer: bool,
    },
    Ambiguous {
        candidates: Vec<Candidate>,
        message: String,
        question: String,
    },
    Illegal {
        message: String,
    },
    Invalid {
        message: String,
    },
}

impl ParseAnswer {
    fn exit_code(&self) -> ExitCode {
        match self {
            ParseAnswer::Ok { .. } => ExitCode::SUCCESS,
            ParseAnswer::Ambiguous { .. } => ExitCode::from(EXIT_AMBIGUOUS),
            ParseAnswer::Illegal { .. } => ExitCode::from(EXIT_ILLEGAL),
            ParseAnswer::Invalid { .. } => ExitCode::from(EXIT_INVALID),
        }
    }
}

fn candidate(pos: &Chess, m: Move) -> Candidate {
    Candidate {
        uci: m.to_uci(CastlingMode::Standard).to_string(),
        san: write_san(pos, m, Language::German),
        san_en: write_san(pos, m, Language::English),
    }
}

fn answer(fen: Option<&str>, text: &str, lang: Language) -> ParseAnswer {
    let pos = match fen.map(parse_fen).transpose() {
        Ok(pos) => pos.unwrap_or_default(),
        Err(e) => {
            return ParseAnswer::Invalid {
                message: format!("FEN: {}", e.message(lang)),
            };
        }
    };
    to_answer(&pos, interpret(&pos, text, lang), text, lang)
}

/// The `parse` answer for what a text was interpreted as.
fn to_answer(
    pos: &Chess,
    interpretation: Interpretation,
    text: &str,
    lang: Language,
) -> ParseAnswer {
    let pos = pos.clone();
    match interpretation {
        Interpretation::Move { played, draw_offer } => {
            let c = candidate(&pos, played);
            ParseAnswer::Ok {
                uci: c.uci,
                san: c.san,
                san_en: c.san_en,
                draw_offer,
            }
        }
        Interpretation::Question(q) => {
            let candidates: Vec<Candidate> =
                q.candidates.iter().map(|m| candidate(&pos, *m)).collect();
            let list: Vec<String> = candidates
                .iter()
                .map(|c| match lang {
                    Language::German => c.san.clone(),
                    Language::English => c.san_en.clone(),
                })
                .collect();
            let message = match lang {
                Language::German => format!(
                    "{} passt auf {}: {}.",
                    text.trim(),
                    if list.len() == 1 {
                        "einen Zug, der nicht ganz so gesagt wurde".to_owned()
                    } else {
                        format!("{} Züge", list.len())
                    },
                    list.join(", ")
                ),
                Language::English => format!(
                    "{} fits {}: {}.",
                    text.trim(),
                    if list.len() == 1 {
                        "a move that was not quite said so".to_owned()
                    } else {
                        format!("{} moves", list.len())
                    },
                    list.join(", ")
                ),
            };
            ParseAnswer::Ambiguous {
                candidates,
                message,
                question: q.text,
            }
        }
        Interpretation::Illegal(message) => ParseAnswer::Illegal { message },
        Interpretation::Invalid(message) => ParseAnswer::Invalid { message },
    }
}

#[cfg(feature = "voice")]
fn listen(
    wav: &std::path::Path,
    fen: Option<&str>,
    model: Option<PathBuf>,
    lexicon: Option<PathBuf>,
    lang: Language,
    json: bool,
    early_commit: bool,
) -> ExitCode {
    use ansage::voice::listen::Listener;
    use ansage::voice::recogniser::VoiceError;
    use ansage::words::lexicon::Lexicon;

    let refuse = |message: String, json: bool| {
        let answer = ParseAnswer::Invalid { message };
        print_refusal(&answer, json);
        answer.exit_code()
    };
    let pos = match fen.map(parse_fen).transpose() {
        Ok(pos) => pos.unwrap_or_default(),
        Err(e) => return refuse(format!("FEN: {}", e.message(lang)), json),
    };
    let Some(model_dir) = model.or_else(ansage::doctor::model_dir) else {
        return refuse(VoiceError::NoModel.message(lang), json);
    };
    let lexicon: &'static Lexicon = match lexicon {
        None => Lexicon::german(),
        Some(path) => match std::fs::read_to_string(&path)
            .map_err(|e| e.to_string())
            .and_then(|text| Lexicon::from_tsv(&text))
        {
            // The lexicon lives as long as the program.
            Ok(lexicon) => Box::leak(Box::new(lexicon)),
            Err(e) => {
                return refuse(
                    match lang {
                        Language::German => {
                            format!("Die Wortliste {} ist nicht lesbar: {e}.", path.display())
                        }
                        Language::English => {
                            format!("The word list {} cannot be read: {e}.", path.display())
                        }
                    },
                    json,
                );
            }
        },
    };
    let listener = match Listener::new(&model_dir, lexicon) {
        Ok(listener) => listener,
        Err(e) => return refuse(e.message(lang), json),
    };
    if let Some(line) = listener.grammar().missing_line(lang) {
        eprintln!("{line}");
    }
    let heard = match listener.listen_wav(wav, &pos, lang, early_commit) {
        Ok(heard) => heard,
        Err(e) => return refuse(e.message(lang), json),
    };
    let texts: Vec<String> = heard
        .recognition
        .alternatives
        .iter()
        .map(|a| a.text.clone())
        .collect();
    let first = texts.first().cloned().unwrap_or_default();
    let answer = to_answer(&pos, heard.interpretation.clone(), &first, lang);
    if json {
        let mut value = serde_json::to_value(&answer).expect("plain data serialises");
        value["heard"] = serde_json::json!(texts);
        value["timings"] = serde_json::json!({
            "load_ms": listener.load_ms(),
            "audio_ms": heard.recognition.audio_ms,
            "decode_ms": heard.recognition.decode_ms,
            "commit_at_ms": heard.committed_at_ms,
            "end_of_speech_at_ms": heard.recognition.endpoint_at_ms.or(heard.recognition.finalized_at_ms),
        });
        println!("{value}");
    } else {
        let de = lang == Language::German;
        println!(
            "{} {}",
            if de { "Gehört:" } else { "Heard:" },
            if texts.is_empty() {
                "—".to_owned()
            } else {
                texts.join(" | ")
            }
        );
        match &answer {
            ParseAnswer::Ok { uci, san, .. } => {
                println!("{} {san} ({uci})", if de { "Zug:" } else { "Move:" })
            }
            other => print_refusal(other, false),
        }
    }
    answer.exit_code()
}

#[cfg(feature = "voice")]
fn devices(lang: Language) -> ExitCode {
    use ansage::voice::microphone::{Microphone, MicrophoneError, input_devices};
    let de = lang == Language::German;
    let names = match input_devices() {
        Ok(names) => names,
        Err(e) => {
            eprintln!("{}", e.message(lang));
            return ExitCode::from(EXIT_ILLEGAL);
        }
    };
    // The null device only makes silence, and a listed device is only useful if it opens.
    let usable: Vec<_> = names
        .into_iter()
        .filter(|d| d.name != "null" && Microphone::open(Some(&d.name)).is_ok())
        .collect();
    if usable.is_empty() {
        eprintln!("{}", MicrophoneError::NoDevice.message(lang));
        return ExitCode::from(EXIT_ILLEGAL);
    }
    println!(
        "{} {}:",
        usable.len(),
        if de { "Mikrofone" } else { "microphones" }
    );
    for device in usable {
        println!("{}: {}", device.name, device.description);
    }
    ExitCode::SUCCESS
}

#[cfg(not(feature = "voice"))]
fn devices(lang: Language) -> ExitCode {
    eprintln!("{}", ansage::voice::built_without_voice(lang));
    ExitCode::from(EXIT_ILLEGAL)
}

#[cfg(not(feature = "voice"))]
fn listen(
    _wav: &std::path::Path,
    _fen: Option<&str>,
    _model: Option<PathBuf>,
    _lexicon: Option<PathBuf>,
    lang: Language,
    json: bool,
    _early_commit: bool,
) -> ExitCode {
    let answer = ParseAnswer::Invalid {
        message: ansage::voice::built_without_voice(lang),
    };
    print_refusal(&answer, json);
    answer.exit_code()
}

fn parse_one(fen: Option<&str>, text: &str, lang: Language, json: bool) -> ExitCode {
    let answer = answer(fen, text, lang);
    if json {
        println!(
            "{}",
            serde_json::to_string(&answer).expect("plain data serialises")
        );
    } else {
        let (german, english) = match lang {
            Language::German => ("Deutsch", "Englisch"),
            Language::English => ("German", "English"),
        };
        match &answer {
            ParseAnswer::Ok {
                uci, san, san_en, ..
            } => {
                println!("UCI: {uci}");
                println!("{german}: {san}");
                println!("{english}: {san_en}");
            }
            ParseAnswer::Ambiguous {
                candidates,
                message,
                question,
            } => {
                println!("{question}");
                println!("{message}");
                for c in candidates {
                    println!("UCI {}, {german} {}, {english} {}", c.uci, c.san, c.san_en);
                }
            }
            ParseAnswer::Illegal { message } | ParseAnswer::Invalid { message } => {
                eprintln!("{message}")
            }
        }
    }
    answer.exit_code()
}

/// The JSON answer of `say` for one move.
#[derive(Serialize)]
struct SayAnswer {
    uci: String,
    san: String,
    text: String,
}

/// Announces one move, or gives the parse answer that explains why it cannot.
fn say_one(
    pos: &Chess,
    text: &str,
    options: AnnounceOptions,
    lang: Language,
) -> Result<(Move, SayAnswer), ParseAnswer> {
    match interpret(pos, text, lang) {
        Interpretation::Move { played, .. } => Ok((
            played,
            SayAnswer {
                uci: played.to_uci(CastlingMode::Standard).to_string(),
                san: write_san(pos, played, lang),
                text: announce_with(pos, played, options),
            },
        )),
        _ => Err(answer(Some(&write_fen(pos)), text, lang)),
    }
}

fn print_refusal(refusal: &ParseAnswer, json: bool) {
    if json {
        println!(
            "{}",
            serde_json::to_string(refusal).expect("plain data serialises")
        );
    } else {
        match refusal {
            ParseAnswer::Ambiguous { question, .. } => eprintln!("{question}"),
            ParseAnswer::Illegal { message } | ParseAnswer::Invalid { message } => {
                eprintln!("{message}")
            }
            ParseAnswer::Ok { .. } => {}
        }
    }
}

fn say_moves(
    fen: Option<&str>,
    moves: &[String],
    options: AnnounceOptions,
    lang: Language,
    json: bool,
) -> ExitCode {
    let mut pos = match fen.map(parse_fen).transpose() {
        Ok(pos) => pos.unwrap_or_default(),
        Err(e) => {
            let refusal = ParseAnswer::Invalid {
                message: format!("FEN: {}", e.message(lang)),
            };
            print_refusal(&refusal, json);
            return refusal.exit_code();
        }
    };
    for text in moves {
        match say_one(&pos, text, options, lang) {
            Ok((played, said)) => {
                if json {
                    println!(
                        "{}",
                        serde_json::to_string(&said).expect("plain data serialises")
                    );
                } else {
                    println!("{}", said.text);
                }
                pos.play_unchecked(played);
            }
            Err(refusal) => {
                print_refusal(&refusal, json);
                return refusal.exit_code();
            }
        }
    }
    ExitCode::SUCCESS
}

/// Reads `FEN<TAB>TEXT` lines from standard input and writes one line for each: what
/// `answer_line` makes of the position (`None` for an empty FEN: the start) and the text, or a
/// refusal when the line has no tab.
fn for_each_batch_line(
    lang: Language,
    mut answer_line: impl FnMut(Option<&str>, &str) -> String,
    refusal: impl Fn(ParseAnswer) -> String,
) -> ExitCode {
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut line = Vec::new();
    let mut line_number = 0usize;
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) => {
                eprintln!("Standard input could not be read: {e}");
                return ExitCode::from(EXIT_ILLEGAL);
            }
        }
        line_number += 1;
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\n', '\r']);
        let printed = match text.split_once('\t') {
            Some((fen, rest)) => {
                let fen = fen.trim();
                answer_line(if fen.is_empty() { None } else { Some(fen) }, rest)
            }
            None => refusal(ParseAnswer::Invalid {
                message: match lang {
                    Language::German => {
                        format!("Zeile {line_number} hat keinen Tabulator zwischen FEN und Zug.")
                    }
                    Language::English => {
                        format!("Line {line_number} has no tab between FEN and move.")
                    }
                },
            }),
        };
        if writeln!(out, "{printed}").is_err() {
            break;
        }
    }
    let _ = out.flush();
    ExitCode::SUCCESS
}

/// The first letter in upper case, for the start of a sentence.
fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn to_json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("plain data serialises")
}

fn say_batch(options: AnnounceOptions, lang: Language, json: bool) -> ExitCode {
    let refusal_line = move |refusal: ParseAnswer| match (refusal, json) {
        (refusal, true) => to_json(&refusal),
        (ParseAnswer::Ambiguous { question, .. }, false) => question,
        (ParseAnswer::Illegal { message } | ParseAnswer::Invalid { message }, false) => message,
        (ParseAnswer::Ok { .. }, false) => String::new(),
    };
    for_each_batch_line(
        lang,
        |fen, text| {
            let pos = fen.map_or(Ok(Chess::default()), parse_fen);
            let result = match pos {
                Ok(pos) => say_one(&pos, text, options, lang).map(|(_, said)| said),
                Err(e) => Err(ParseAnswer::Invalid {
                    message: format!("FEN: {}", e.message(lang)),
                }),
            };
            match result {
                Ok(said) if json => to_json(&said),
                Ok(said) => said.text,
                Err(refusal) => refusal_line(refusal),
            }
        },
        refusal_line,
    )
}

fn parse_batch(lang: Language) -> ExitCode {
    for_each_batch_line(
        lang,
        |fen, text| to_json(&answer(fen, text, lang)),
        |refusal| to_json(&refusal),
    )
}

fn pgn(
    file: &std::path::Path,
    german: bool,
    check: bool,
    only: Option<usize>,
    lang: Language,
) -> ExitCode {
    let de = lang == Language::German;
    let bytes =
        match ansage::storage::files::read_limited(file, ansage::storage::files::MAX_PGN_BYTES) {
            Ok(bytes) => bytes,
            Err(e) => {
                eprintln!("{}", e.message(lang));
                return ExitCode::from(EXIT_ILLEGAL);
            }
        };
    let report = check_games(&bytes);
    let mut failed = false;
    for problem in &report.problems {
        eprintln!("{}", problem.message(lang));
        failed |= problem.problem != PgnProblem::NoResult;
    }
    if check {
        let count = report.games.len();
        let wrong = report
            .problems
            .iter()
            .filter(|p| p.problem != PgnProblem::NoResult)
            .count();
        let games = |n: usize| match (de, n) {
            (true, 1) => "eine Partie".to_owned(),
            (true, n) => format!("{n} Partien"),
            (false, 1) => "one game".to_owned(),
            (false, n) => format!("{n} games"),
        };
        match (failed, de) {
            (true, true) => eprintln!(
                "In Ordnung: {}; fehlerhaft: {}.",
                games(count),
                games(wrong)
            ),
            (true, false) => {
                eprintln!("In order: {}; with errors: {}.", games(count), games(wrong))
            }
            (false, true) => println!(
                "{} geprüft, alle Züge sind gültig.",
                capitalise(&games(count))
            ),
            (false, false) => println!(
                "{} checked, every move is legal.",
                capitalise(&games(count))
            ),
        }
    } else {
        let mut stdout = io::stdout().lock();
        for (game, number) in report.games.iter().zip(&report.numbers) {
            if only.is_some_and(|n| n != *number) {
                continue;
            }
            let text = if german {
                german_scoresheet(game)
            } else {
                write_game(game)
            };
            if writeln!(stdout, "{text}").is_err() {
                break;
            }
        }
        if let Some(n) = only {
            if !report.numbers.contains(&n) {
                if de {
                    eprintln!("Partie {n} gibt es in dieser Datei nicht, oder sie ist fehlerhaft.");
                } else {
                    eprintln!("There is no game {n} in this file, or it has errors.");
                }
                return ExitCode::from(EXIT_ILLEGAL);
            }
        }
    }
    if failed {
        ExitCode::from(EXIT_ILLEGAL)
    } else {
        ExitCode::SUCCESS
    }
}

/// Ends the program as clap does for a bad option value (status 2), with `sentence`.
/// Restores the default action of SIGPIPE, which Rust's start-up sets to "ignore": a write
/// to a closed pipe then ends the program with status 141, instead of a panic on the failed
/// print.
fn end_quietly_on_closed_pipe() {
    // SAFETY: setting a signal's disposition to the default is async-signal-safe and done
    // before any thread is started.
    #[cfg(unix)]
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

fn refuse_option(sentence: String) -> ! {
    use clap::CommandFactory;
    let mut command = Cli::command();
    let command = command
        .find_subcommand_mut("play")
        .expect("play is a subcommand");
    // The usage line under the sentence names the whole command.
    command.set_bin_name("ansage play");
    command
        .error(clap::error::ErrorKind::ValueValidation, sentence)
        .exit()
}

/// "9x4" → (9, 4): the board view's square size, columns by lines.
fn parse_square_size(text: &str) -> Result<(u16, u16), String> {
    let (width, height) = text
        .split_once(['x', 'X', '*'])
        .ok_or_else(|| format!("{text:?} is no size: write columns x lines, e.g. 9x4"))?;
    let number = |part: &str| {
        part.trim()
            .parse::<u16>()
            .map_err(|_| format!("{part:?} is no number: write columns x lines, e.g. 9x4"))
    };
    Ok((number(width)?, number(height)?))
}
