//! `ansage play`: a game at this keyboard. The options given on the command line are put
//! over the config file's settings in one place, [`PlayArgs::merged_config`].

use std::path::PathBuf;
use std::process::ExitCode;

use clap::ValueEnum;

use ansage::game::clock::parse_alarms;
use ansage::language::Language;
use ansage::phrase::Phrase;
use ansage::speech::speaker::SpeechBackend;
use ansage::ui::app::{PlayOptions, Player};
use ansage::ui::board_view::Theme;
use ansage::ui::config::{
    BoardSeat, Config, Repetition, alarms_error_message, config_path, parse_time_setting,
};
use ansage::ui::start::{Start, from_fen, from_pgn};
use ansage::words::announce::{AnnounceWords, Style};
use ansage::words::phrases::shown;
use shakmaty::ByColor;

/// Which chess is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Variant {
    /// Chess by the FIDE Laws.
    #[default]
    Standard,
    /// Three-dimensional chess by Jens Meder's tournament rules.
    #[value(name = "3d")]
    ThreeD,
}

#[derive(clap::Args)]
pub struct PlayArgs {
    /// Which chess: standard, or 3d (three-dimensional chess by Jens Meder's tournament
    /// rules: three boards and four attack decks).
    #[arg(long, value_enum, default_value = "standard")]
    pub variant: Variant,
    /// Language of notation and messages: de or en; without it the config file's language,
    /// else the locale's, else German.
    #[arg(long)]
    pub lang: Option<Language>,
    /// Voice: auto, dispatcher, espeak, none (text only) or screen-reader (text only, in line
    /// mode, for a screen reader that reads the terminal).
    #[arg(long, value_enum)]
    pub speech: Option<SpeechBackend>,
    /// Keep the game in this PGN file, written after every move.
    #[arg(long)]
    pub pgn: Option<PathBuf>,
    /// Keep the scoresheet in braille (Appendix F, F2.5) in this BRF file, written after
    /// every move (needs liblouis: lou_translate).
    #[arg(long, value_name = "FILE")]
    pub braille_record: Option<PathBuf>,
    /// Record the game on tape as it is played, as a tape recorder would (Appendix F, F2.5):
    /// every announcement, repetition, correction, claim and the result, into this file
    /// (.ogg: Ogg Vorbis, else WAV), with a cue sheet beside it (FILE.ogg.cue or FILE.wav.cue) to jump to a move.
    /// A tape that is already there is continued.
    #[arg(long, value_name = "FILE")]
    pub audio_record: Option<PathBuf>,
    /// How moves are announced: short, long or verbose.
    #[arg(long, value_enum)]
    pub style: Option<Style>,
    /// The words of announcements: german ("Springer Felix drei", Appendix F) or english
    /// ("Knight Felix three"); by default the language's own.
    #[arg(long, value_enum)]
    pub words: Option<AnnounceWords>,
    /// Leave "Bauer" out of pawn moves: "Eva vier".
    #[arg(long)]
    pub no_pawn: bool,
    /// Show the board view (a large board for low vision; "brett" toggles it in play).
    #[arg(long)]
    pub board: bool,
    /// Colours of the board view: classic, high-contrast (black, white, yellow) or mono.
    #[arg(long, value_enum)]
    pub theme: Option<Theme>,
    /// Size of a square in the board view, columns x lines, e.g. 9x4.
    #[arg(long, value_parser = parse_square_size)]
    pub square: Option<(u16, u16)>,
    /// The side at the bottom of the board view: white or black.
    #[arg(long, value_enum)]
    pub board_seat: Option<BoardSeat>,
    /// Plain lines in and out, one event a line, even on a terminal (for scripts and
    /// braille displays that prefer no line editor).
    /// `--screen-reader` is the same: line mode for a screen reader or braille display.
    #[arg(long, visible_alias = "screen-reader")]
    pub plain: bool,
    /// Write every event as one JSON object a line instead of sentences (for programs
    /// and tests that follow a game as data); nothing is spoken
    #[arg(long, value_enum, default_value = "text")]
    pub events: ansage::ui::output::EventFormat,
    /// Host a match with a second device: the opponent (the side not at --board-seat) plays
    /// from a browser or with ansage join, each with their own board and record.
    #[arg(long)]
    pub host: bool,
    /// With --host: open a seat for the arbiter's device too (a browser or ansage join
    /// --arbiter, with a code of its own): it sees both boards, both records and the clocks,
    /// stops, starts and sets the clocks, settles differing boards, and declares a result.
    #[arg(long, requires = "host")]
    pub arbiter: bool,
    /// With --host: let spectators watch in a browser (the address with /watch, and a code
    /// of their own): up to sixteen see the game's board and moves and the clocks, never the
    /// players' own boards and records, and can send nothing to the game.
    #[arg(long, requires = "host")]
    pub spectators: bool,
    /// Where the host listens: ADDRESS:PORT, or a port alone (all interfaces). Default
    /// 0.0.0.0:7878.
    #[arg(long, value_name = "ADDRESS:PORT", value_parser = parse_listen)]
    pub listen: Option<std::net::SocketAddr>,
    /// Who plays White: human, engine, or remote (another device; --host does it for the
    /// side not at this keyboard).
    #[arg(long, value_enum, default_value = "human")]
    pub white: Player,
    /// Who plays Black: human, engine, or remote (another device; --host does it for the
    /// side not at this keyboard).
    #[arg(long, value_enum, default_value = "human")]
    pub black: Player,
    /// Listen to the microphone too (open microphone; muted while ansage speaks).
    #[arg(long)]
    pub voice: bool,
    /// The microphone to use (a name from `ansage devices`); the default one if not given.
    #[arg(long)]
    pub device: Option<String>,
    /// Push-to-talk: the microphone listens only after the Enter key, for one utterance.
    #[arg(long)]
    pub push_to_talk: bool,
    /// The speech model directory (else ANSAGE_VOSK_MODEL, else models/).
    #[arg(long)]
    pub model: Option<PathBuf>,
    /// The words to listen for, from a lexicon file (word, concept, pronunciation per
    /// line), for a speech model of another language; else the words moves are announced in.
    #[arg(long)]
    pub lexicon: Option<PathBuf>,
    /// Play with a clock: the time control, e.g. 90 (ninety minutes for the game), 90+30
    /// (thirty seconds added after each move), "40/90+30, 30+30" (forty moves in ninety minutes,
    /// then thirty minutes), 5d3 (five minutes, three seconds delay); off for no clock.
    #[arg(long, value_name = "CONTROL")]
    pub time: Option<String>,
    /// Warn when a player's time falls to these times, e.g. 5m,1m or "5, 1" (minutes);
    /// off for no alarms. Times are never spoken unless asked for (F2.9d).
    #[arg(long, value_name = "LIST")]
    pub alarms: Option<String>,
    /// Tournament mode: the arbiter may add or take time.
    #[arg(long)]
    pub tournament: bool,
    /// Training between two people: hints, evaluations and the review during the game
    /// (always on against the engine, never in tournament mode).
    #[arg(long)]
    pub training: bool,
    /// The seconds after an announcement in which its mover may still correct it (F2.6)
    /// before the opponent's clock starts (F2.3); 0 starts it at once. Default 3.
    #[arg(long, value_name = "SECONDS")]
    pub correction_window: Option<u32>,
    /// Whether the opponent repeats every announced move before their clock starts:
    /// off or required.
    #[arg(long, value_enum)]
    pub repetition: Option<Repetition>,
    /// The engine's strength for an engine seat: 1 (beginner) to 8 (full strength), or a
    /// level's name (anfänger, vereinsspieler, …).
    #[arg(long, value_name = "LEVEL")]
    pub engine_level: Option<String>,
    /// The UCI engine program for an engine seat (else the config file's, else
    /// /usr/games/stockfish).
    #[arg(long, value_name = "PATH")]
    pub engine: Option<PathBuf>,
    /// The settings file (else ANSAGE_CONFIG, else ~/.config/ansage/config.toml).
    #[arg(long)]
    pub config: Option<PathBuf>,
    /// Continue an interrupted or adjourned game where it was: chosen from a list when
    /// there are several, or the journal FILE named.
    #[arg(long, num_args = 0..=1, value_name = "FILE")]
    pub resume: Option<Option<PathBuf>>,
    /// White's name for the PGN tags (else the config file's [players] white).
    #[arg(long, value_name = "NAME")]
    pub white_name: Option<String>,
    /// Black's name for the PGN tags (else the config file's [players] black).
    #[arg(long, value_name = "NAME")]
    pub black_name: Option<String>,
    /// The event for the PGN tags (else the config file's [players] event).
    #[arg(long, value_name = "NAME")]
    pub event: Option<String>,
    /// With --variant 3d: start from this position, given as FEN3D (see the README).
    #[arg(long, value_name = "POSITION", requires = "variant")]
    pub fen3d: Option<String>,
    /// With --variant 3d: how the record writes pawn captures: short (E12 and the sample
    /// game: axb4N, the level only where needed) or long (E10: aWxb4W, the origin's level
    /// always). A game continued from its file keeps its form unless this is given.
    #[arg(long, value_name = "FORM", requires = "variant")]
    pub pawn_captures: Option<crate::cli::three_d::PawnCapturesForm>,
    /// Start from this position, given as FEN.
    #[arg(long, value_name = "FEN", conflicts_with_all = ["from_pgn", "resume"])]
    pub fen: Option<String>,
    /// Continue a game saved as PGN from its last position, with its moves, tags and
    /// clock times ([%clk]).
    #[arg(long, value_name = "FILE", conflicts_with = "resume")]
    pub from_pgn: Option<PathBuf>,
    /// With --from-pgn: the game of the file to continue, counted from 1 (else the last).
    #[arg(long, value_name = "N", requires = "from_pgn")]
    pub game: Option<usize>,
}

impl PlayArgs {
    /// The settings of this game: `settings` (ansage's defaults, or the config file's) with
    /// every option given on the command line put over them. An option whose value is no
    /// setting gives the sentence that says why.
    pub fn merged_config(&self, mut settings: Config) -> Result<Config, String> {
        if let Some(lang) = self.lang {
            settings.language = lang;
        }
        if let Some(speech) = self.speech {
            settings.speech.backend = speech
                .to_possible_value()
                .map(|v| v.get_name().to_owned())
                .unwrap_or_else(|| "auto".into());
        }
        if let Some(style) = self.style {
            settings.announce.style = style;
        }
        if let Some(words) = self.words {
            settings.announce.words = Some(words);
        }
        settings.announce.say_pawn &= !self.no_pawn;
        settings.board.show |= self.board;
        if let Some(theme) = self.theme {
            settings.board.theme = theme;
        }
        if let Some(seat) = self.board_seat {
            settings.board.seat = seat;
        }
        if let Some((width, height)) = self.square {
            settings.board.square_width = width;
            settings.board.square_height = height;
        }
        settings.voice.listen |= self.voice || self.push_to_talk;
        settings.voice.push_to_talk |= self.push_to_talk;
        if self.device.is_some() {
            settings.voice.device = self.device.clone();
        }
        if self.model.is_some() {
            settings.voice.model = self.model.clone();
        }
        if self.lexicon.is_some() {
            settings.voice.lexicon = self.lexicon.clone();
        }
        if let Some(text) = &self.time {
            match parse_time_setting(text) {
                Ok(control) => settings.clock.time = control,
                Err(e) => {
                    let sentence = e.phrase();
                    let refused = Phrase::new("cli-bad-time")
                        .with("text", text.as_str())
                        .with("error", sentence);
                    return Err(shown(&refused, settings.language));
                }
            }
        }
        if let Some(text) = &self.alarms {
            match parse_alarms(text) {
                Ok(thresholds) => settings.clock.alarms = thresholds,
                Err(e) => {
                    let sentence = alarms_error_message(&e, settings.language);
                    let refused = Phrase::new("cli-bad-alarms")
                        .with("text", text.as_str())
                        .with("error", sentence);
                    return Err(shown(&refused, settings.language));
                }
            }
        }
        settings.game_match.tournament |= self.tournament;
        settings.game_match.training |= self.training;
        if let Some(seconds) = self.correction_window {
            settings.game_match.correction_seconds = seconds;
        }
        if let Some(text) = &self.engine_level {
            match text.parse::<ansage::engine::Level>() {
                Ok(level) => settings.engine.level = level.number(),
                Err(e) => return Err(e.message(settings.language)),
            }
        }
        if let Some(path) = &self.engine {
            settings.engine.path = path.clone();
        }
        if let Some(repetition) = self.repetition {
            settings.game_match.repetition = repetition;
        }
        if self.white_name.is_some() {
            settings.players.white = self.white_name.clone();
        }
        if self.black_name.is_some() {
            settings.players.black = self.black_name.clone();
        }
        if self.event.is_some() {
            settings.players.event = self.event.clone();
        }
        Ok(settings)
    }

    /// Plays the game.
    pub fn run(self) -> ExitCode {
        let (path, loaded) = match config_path(self.config.as_deref()) {
            Ok(path) => {
                let loaded = Config::load(&path);
                (Some(path), loaded)
            }
            Err(e) => (None, Err(e)),
        };
        let (file_settings, problem) = match loaded {
            Ok(settings) => (settings, None),
            Err(e) => (Config::default(), Some(e)),
        };
        // The language merged_config says its sentences in.
        let language = self.lang.unwrap_or(file_settings.language);
        let settings = self
            .merged_config(file_settings)
            .unwrap_or_else(|sentence| refuse_option(sentence, language));
        if self.variant == Variant::ThreeD {
            let start = match &self.fen3d {
                Some(text) => match ansage::tridim::fen3d::read_fen3d(text) {
                    Ok(position) => Some(position),
                    Err(e) => refuse_option(e.message(settings.language), settings.language),
                },
                None => None,
            };
            let seats = self.seats(&settings);
            // The engine plays one side at the level of --engine-level (or the settings').
            let opponent = [shakmaty::Color::White, shakmaty::Color::Black]
                .into_iter()
                .find(|&c| *seats.get(c) == Player::Engine)
                .map(|side| ansage::play::three_d::Opponent3 {
                    side,
                    level: ansage::engine::Level::new(settings.engine.level).unwrap_or_default(),
                    hint_level: ansage::engine::Level::new(settings.engine.hint_level)
                        .unwrap_or(ansage::engine::Level::MAX),
                });
            let (clock, alarms) = (settings.clock.time.clone(), settings.clock.alarms.clone());
            let tournament = settings.game_match.tournament;
            let repetition = settings.game_match.repetition.is_required();
            let notice = problem.map(|e| e.phrase());
            return ansage::ui::three_d_app::run(ansage::ui::three_d_app::ThreeDOptions {
                opponent,
                voice: settings.voice.listen,
                config: settings.normalised(),
                config_path: path,
                config_broken: notice.is_some(),
                config_notice: notice,
                format: self.events,
                plain: self.plain,
                pgn: self.pgn,
                white: self.white_name,
                black: self.black_name,
                start,
                pawn_captures: self.pawn_captures.map(Into::into),
                braille_record: self.braille_record,
                audio_record: self.audio_record,
                clock,
                alarms,
                tournament,
                resume: self.resume,
                remote: [shakmaty::Color::White, shakmaty::Color::Black]
                    .into_iter()
                    .find(|&c| *seats.get(c) == Player::Remote),
                listen: self.listen,
                repetition,
                spectators: self.spectators,
                arbiter: self.arbiter,
            });
        }
        let start = match (&self.fen, &self.from_pgn) {
            (Some(text), _) => from_fen(text, settings.language)
                .unwrap_or_else(|e| refuse_option(e, settings.language)),
            (None, Some(file)) => from_pgn(file, self.game, settings.language)
                .unwrap_or_else(|e| refuse_option(e, settings.language)),
            (None, None) => Start::New,
        };
        let notice = problem.map(|e| e.phrase());
        let seats = self.seats(&settings);
        ansage::ui::app::run(PlayOptions {
            config: settings.normalised(),
            config_path: path,
            config_notice: notice,
            pgn: self.pgn,
            braille_record: self.braille_record,
            audio_record: self.audio_record,
            plain: self.plain,
            seats,
            resume: self.resume,
            start,
            events: self.events,
            listen: self.listen,
            arbiter: self.arbiter,
            spectators: self.spectators,
        })
    }
}

impl PlayArgs {
    /// Who plays each side: with --host, the side not at this keyboard (--board-seat,
    /// White by default) is played at another device.
    fn seats(&self, settings: &Config) -> ByColor<Player> {
        let mut seats = ByColor {
            white: self.white,
            black: self.black,
        };
        if self.host {
            *seats.get_mut(!settings.board.seat.color()) = Player::Remote;
        }
        seats
    }
}

/// "0.0.0.0:7878", "[::]:7878" or "7878" (every interface): where the host listens.
fn parse_listen(text: &str) -> Result<std::net::SocketAddr, String> {
    if let Ok(port) = text.trim().parse::<u16>() {
        return Ok(std::net::SocketAddr::new(
            std::net::IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED),
            port,
        ));
    }
    text.trim().parse().map_err(|_| {
        format!("{text} is no address to listen on: give ADDRESS:PORT, e.g. 0.0.0.0:7878, or a port alone, e.g. 7878")
    })
}

/// Ends the program as clap does for a bad option value (status 2), with `sentence` in
/// `language`.
fn refuse_option(sentence: String, language: Language) -> ! {
    use clap::CommandFactory;
    if super::help::help_file(language).is_some() {
        super::errors::refuse_with_help(&sentence, "play", language);
    }
    // Built, so that "no colours" reaches the subcommand: escape codes read badly.
    let mut command = crate::Cli::command().color(clap::ColorChoice::Never);
    command.build();
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

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;
    use crate::{Cli, Command};

    fn args(options: &[&str]) -> PlayArgs {
        let mut line = vec!["ansage", "play"];
        line.extend(options);
        match Cli::try_parse_from(line)
            .expect("the options parse")
            .command
        {
            Command::Play(args) => args,
            _ => unreachable!("play was given"),
        }
    }

    #[test]
    fn an_option_given_overrides_the_config_file() {
        let mut file = Config {
            language: Language::ENGLISH,
            ..Config::default()
        };
        file.announce.style = Style::Long;
        file.engine.level = 3;
        let merged = args(&["--lang", "de", "--style", "verbose", "--engine-level", "7"])
            .merged_config(file)
            .unwrap();
        assert_eq!(merged.language, Language::GERMAN);
        assert_eq!(merged.announce.style, Style::Verbose);
        assert_eq!(merged.engine.level, 7);
    }

    #[test]
    fn words_choose_german_or_english_announcements() {
        let file = Config {
            language: Language::ENGLISH,
            ..Config::default()
        };
        let merged = args(&[]).merged_config(file.clone()).unwrap();
        assert_eq!(
            merged.announce.options(merged.language).words,
            Language::ENGLISH
        );
        let merged = args(&["--words", "german"]).merged_config(file).unwrap();
        assert_eq!(
            merged.announce.words,
            Some(AnnounceWords::of(Language::GERMAN))
        );
        assert_eq!(
            merged.announce.options(merged.language).words,
            Language::GERMAN
        );
    }

    #[test]
    fn an_option_not_given_keeps_the_config_files_value() {
        let mut file = Config {
            language: Language::ENGLISH,
            ..Config::default()
        };
        file.announce.style = Style::Long;
        file.game_match.correction_seconds = 5;
        let merged = args(&[]).merged_config(file.clone()).unwrap();
        assert_eq!(merged.language, Language::ENGLISH);
        assert_eq!(merged.announce.style, Style::Long);
        assert_eq!(merged.game_match.correction_seconds, 5);
        assert_eq!(merged, file);
    }

    #[test]
    fn a_bad_value_gives_a_sentence() {
        let sentence = args(&["--time", "neunzig"])
            .merged_config(Config::default())
            .unwrap_err();
        assert!(sentence.contains("--time"), "{sentence}");
        assert!(sentence.contains("keine Bedenkzeit"), "{sentence}");
        let sentence = args(&["--lang", "en", "--alarms", "soon"])
            .merged_config(Config::default())
            .unwrap_err();
        assert!(sentence.contains("not a list of alarm times"), "{sentence}");
    }
}
