//! The commands the session carries out: help, settings (rate, volume, pitch, voice, board
//! view, announcement style, the word Bauer, repetition of moves), quit, take back and save.

use std::path::PathBuf;

use super::{Parsed, Parser, ok, one_of};
use crate::commands::help::{find_topic, unknown_topic};
use crate::commands::words::{fold, shorten};
use crate::commands::{Command, CommandError, SettingChange};
use crate::phrase::Phrase;
use crate::words::announce::{AnnounceWords, Style};

/// "einstellungen", "settings".
const SETTINGS: &str = "einstellungen einstellung settings optionen options";
/// "speichern", "save": the game, or with "einstellungen" the settings.
const SAVE: &str = "speichern speichere sichern save";
/// "stimme NAME", "voice NAME".
const VOICE: &str = "stimme stimmen voice voices sprecher sprecherin";
/// "brett an", "board off".
const BOARD: &str = "brett board brettansicht";
/// "ansage kurz", "style long".
const STYLE: &str = "ansage ansagen style stil";
/// "bauer aus", "pawn on".
const PAWN: &str = "bauer bauern pawn pawns";
/// "wörter englisch", "words german": the words of announcements.
const WORDS: &str = "woerter worte words";
/// "vorlesen an", "listen vorlesen aus", "read aloud off", "read lists on".
const READ_ALOUD: &str = "vorlesen listen read";

fn setting(change: SettingChange) -> Parsed {
    ok(Command::Setting(change))
}

/// "schneller", "leiser", "higher": rate, volume and pitch.
fn rate_volume_pitch(word: &str) -> Option<SettingChange> {
    Some(match word {
        "schneller" | "faster" => SettingChange::Faster,
        "langsamer" | "slower" => SettingChange::Slower,
        "lauter" | "louder" => SettingChange::Louder,
        "leiser" | "quieter" | "softer" => SettingChange::Quieter,
        "hoeher" | "higher" => SettingChange::Higher,
        "tiefer" | "lower" => SettingChange::Lower,
        _ => return None,
    })
}

impl Parser<'_> {
    /// "hilfe", "hilfe zu angreifer", "what can i say".
    pub(super) fn help(&self) -> Parsed {
        let mut start = self.head_command("help")?;
        // "hilfe zum Kommando angreifer": the words before the topic carry nothing.
        const LEAD: &str = "zu zum zur fuer ueber mit about on for with der die das dem den the \
                            kommando befehl command";
        while self.w.get(start).is_some_and(|w| one_of(w, LEAD)) {
            start += 1;
        }
        let rest = &self.w[start..];
        if rest.is_empty() {
            return ok(Command::Help(None));
        }
        let topic = rest.join(" ");
        if find_topic(&topic).is_some() {
            return ok(Command::Help(Some(topic)));
        }
        // The help names its topics in the seat's language; it words the refusal itself.
        Some(Err(CommandError(Phrase::verbatim(unknown_topic(
            &shorten(&self.input.raw_from(start)),
            self.code.parse().unwrap_or_default(),
        )))))
    }

    /// "einstellungen", "einstellungen speichern", "save settings".
    pub(super) fn settings(&self) -> Parsed {
        let w = self.w.as_slice();
        match w {
            [s] if one_of(s, SETTINGS) => setting(SettingChange::Show),
            [s, show]
                if one_of(s, SETTINGS) && one_of(show, "zeigen anzeigen vorlesen show read") =>
            {
                setting(SettingChange::Show)
            }
            [s, save] | [save, s] if one_of(s, SETTINGS) && one_of(save, SAVE) => {
                setting(SettingChange::Save)
            }
            [s, ..] if one_of(s, SETTINGS) => self.error(Phrase::new("parse-settings-what")),
            _ => None,
        }
    }

    /// "wiederholung an", "wiederholen aus", "repetition on": whether the opponent repeats
    /// every announced move. Only with a switch: "wiederholen drei" repeats moves.
    pub(super) fn repetition_setting(&self) -> Parsed {
        const SWITCH: &str = "an on einschalten anschalten aktivieren enable aus off \
                              ausschalten abschalten deaktivieren disable";
        if !self.w.last().is_some_and(|w| one_of(w, SWITCH)) {
            return None;
        }
        let w: Vec<&str> = self
            .w
            .iter()
            .copied()
            .filter(|w| !one_of(w, "die der das the"))
            .collect();
        let (switch, head) = w.split_last()?;
        const HEADS: &str = "wiederholung, wiederholungen, wiederholen, zugwiederholung, \
                             zugwiederholungen, wiederholungspflicht, zug wiederholen, \
                             zuege wiederholen, zuege wiederholung, repetition, repetitions, \
                             move repetition, repeat moves, repeating moves, read back";
        if !super::phrases(HEADS).any(|p| super::is_phrase(head, p)) {
            return None;
        }
        match *switch {
            "an" | "on" | "einschalten" | "anschalten" | "aktivieren" | "enable" => {
                setting(SettingChange::Repetition(true))
            }
            "aus" | "off" | "ausschalten" | "abschalten" | "deaktivieren" | "disable" => {
                setting(SettingChange::Repetition(false))
            }
            _ => None,
        }
    }

    /// The settings of play: rate, volume, pitch, voice, board view, style, the word Bauer.
    pub(super) fn view_and_voice(&self) -> Parsed {
        // "ansage beenden" quits; it is no announcement style.
        if self.is_command("quit") {
            return None;
        }
        let w = self.w.as_slice();
        // Rate, volume, pitch: one word, perhaps with "etwas", "noch", "sprich".
        const MODIFIERS: &str = "etwas noch viel bisschen ein sprich sprechen rede reden speak \
                                 talk a bit little much";
        let keys: Vec<&str> = w
            .iter()
            .copied()
            .filter(|w| !one_of(w, MODIFIERS))
            .collect();
        if w.len() <= 4 {
            if let [key] = keys.as_slice() {
                if let Some(change) = rate_volume_pitch(key) {
                    return setting(change);
                }
            }
        }
        let (head, rest) = w.split_first()?;
        if one_of(head, VOICE) {
            self.voice(rest)
        } else if one_of(head, BOARD) {
            self.board_view(rest)
        } else if one_of(head, STYLE) {
            self.style(rest)
        } else if one_of(head, PAWN) {
            say_pawn(rest)
        } else if one_of(head, WORDS) {
            announce_words(rest)
        } else if one_of(head, READ_ALOUD) {
            read_aloud(rest)
        } else {
            None
        }
    }

    /// "stimme NAME", and "stimme schneller" for the rate.
    fn voice(&self, rest: &[&str]) -> Parsed {
        if let [key] = rest {
            if let Some(change) = rate_volume_pitch(key) {
                return setting(change);
            }
        }
        // "stimme", "stimmen": which voices there are (listed only when asked, as listing
        // takes speech-dispatcher seconds).
        if rest.is_empty() {
            return setting(SettingChange::Voice(String::new()));
        }
        let name = self.input.raw_from(1);
        let name = name.trim_end_matches(['?', '!', '.']).trim();
        setting(SettingChange::Voice(name.to_owned()))
    }

    /// "brett", "brett an", "brett aus".
    fn board_view(&self, rest: &[&str]) -> Parsed {
        let switch = match rest {
            [] => return setting(SettingChange::Board(None)),
            [switch] => *switch,
            _ => return self.board_error(),
        };
        match switch {
            "an" | "ein" | "on" | "zeigen" | "anzeigen" | "show" | "einschalten" | "anschalten" => {
                setting(SettingChange::Board(Some(true)))
            }
            "aus" | "off" | "verbergen" | "ausblenden" | "hide" | "ausschalten" | "abschalten" => {
                setting(SettingChange::Board(Some(false)))
            }
            "umschalten" | "toggle" => setting(SettingChange::Board(None)),
            _ => self.board_error(),
        }
    }

    fn board_error(&self) -> Parsed {
        self.error(Phrase::new("parse-board-switch"))
    }

    /// "ansage kurz", "style verbose"; "ansage wiederholen" repeats.
    fn style(&self, rest: &[&str]) -> Parsed {
        match rest {
            ["wiederholen" | "repeat"] => ok(Command::Repeat(1)),
            ["kurz" | "kurze" | "short"] => setting(SettingChange::Style(Style::Short)),
            ["lang" | "lange" | "long"] => setting(SettingChange::Style(Style::Long)),
            [_] if announce_words(rest).is_some() => announce_words(rest),
            ["ausfuehrlich" | "ausfuehrliche" | "verbose" | "detailed" | "detailliert"] => {
                setting(SettingChange::Style(Style::Verbose))
            }
            [] => self.error(Phrase::new("parse-style-which")),
            _ => self.error(Phrase::new("parse-style-unknown").with("word", self.input.echo(1))),
        }
    }

    /// "ende", "zurück", "speichern", "speichern DATEI".
    pub(super) fn game_commands(&self) -> Parsed {
        if self.is_command("quit") {
            return ok(Command::Quit);
        }
        if self.is_command("undo") {
            return ok(Command::Undo);
        }
        if self.is_command("adjourn") {
            return ok(Command::Adjourn);
        }
        if self.is_command("new_pairing_code") {
            return ok(Command::NewPairingCode);
        }
        if self.is_command("microphone_test") {
            return ok(Command::MicrophoneTest);
        }
        if self.is_command("resign") {
            return ok(Command::Resign);
        }
        if self.is_command("accept_draw") {
            return ok(Command::AcceptDraw);
        }
        if self.is_command("decline_draw") {
            return ok(Command::DeclineDraw);
        }
        if self.is_command("claim_draw") {
            return ok(Command::ClaimDraw(None));
        }
        if self.is_command("claim_repetition") {
            return ok(Command::ClaimDraw(Some(
                crate::game::rules::Claim::Repetition,
            )));
        }
        if self.is_command("claim_fifty_moves") {
            return ok(Command::ClaimDraw(Some(
                crate::game::rules::Claim::FiftyMoves,
            )));
        }
        if self.is_command("offer_draw") {
            return ok(Command::OfferDraw);
        }
        if self.is_command("play_best") {
            return ok(Command::PlayBest);
        }
        if self.is_command("browse_back") {
            return ok(Command::Browse(crate::commands::Browse::Back));
        }
        if self.is_command("browse_forward") {
            return ok(Command::Browse(crate::commands::Browse::Forward));
        }
        if self.is_command("browse_present") {
            return ok(Command::Browse(crate::commands::Browse::Present));
        }
        if self.is_command("hint") {
            return ok(Command::Hint);
        }
        if self.is_command("evaluation") {
            return ok(Command::Evaluation);
        }
        if self.is_command("review") {
            return ok(Command::Review);
        }
        if one_of(self.w[0], "stufe spielstaerke level strength") && self.w.len() > 1 {
            let rest = self.input.raw[self.input.origin[1]..].join(" ");
            return Some(
                rest.parse::<crate::engine::Level>()
                    .map(Command::EngineLevel)
                    .map_err(|e| CommandError(e.phrase())),
            );
        }
        if self.is_command("save_game") {
            return ok(Command::Save(None));
        }
        if one_of(self.w[0], SAVE) {
            return ok(Command::Save(self.file_name()));
        }
        None
    }

    /// The file name after "speichern", as typed, after "unter", "als", "as", "to"; `None`
    /// for none, or for "partie", "game".
    fn file_name(&self) -> Option<PathBuf> {
        let mut raw = self.input.raw[self.input.origin[0] + 1..].iter().peekable();
        while raw
            .peek()
            .is_some_and(|t| one_of(&fold(t), "unter als in nach as to into die the"))
        {
            raw.next();
        }
        let name = raw.copied().collect::<Vec<_>>().join(" ");
        let name = name.trim_end_matches('?').trim();
        match fold(name).as_str() {
            "" | "partie" | "game" | "spiel" => None,
            _ => Some(PathBuf::from(name)),
        }
    }
}

/// "wörter deutsch", "words english", "palabras español": the words of any language's folder
/// (its code, its names, or their adjective: "deutsche", "englische").
fn announce_words(rest: &[&str]) -> Parsed {
    match rest {
        [one] => one
            .parse::<AnnounceWords>()
            .ok()
            .and_then(|words| setting(SettingChange::Words(words))),
        _ => None,
    }
}

/// "vorlesen an", "listen vorlesen aus", "read aloud off", "read lists on": whether lists
/// are spoken; only with an or aus, as "brett vorlesen" reads the board.
fn read_aloud(rest: &[&str]) -> Parsed {
    let rest: Vec<&str> = rest
        .iter()
        .copied()
        .filter(|w| !one_of(w, "vorlesen laut aloud lists listen out"))
        .collect();
    match rest.as_slice() {
        ["an" | "on" | "ein" | "einschalten"] => setting(SettingChange::ReadAloud(true)),
        ["aus" | "off" | "ausschalten"] => setting(SettingChange::ReadAloud(false)),
        _ => None,
    }
}

/// "bauer an", "pawn off"; only with an or aus, as "Bauer Eva vier" is a move.
fn say_pawn(rest: &[&str]) -> Parsed {
    match rest {
        ["an" | "on" | "nennen" | "sagen" | "say"] => setting(SettingChange::SayPawn(true)),
        ["aus" | "off" | "weglassen" | "omit"] => setting(SettingChange::SayPawn(false)),
        _ => None,
    }
}
