//! The commands the session carries out: help, settings (rate, volume, pitch, voice, board
//! view, announcement style, the word Bauer, repetition of moves), quit, take back and save.

use std::path::PathBuf;

use super::{Parsed, Parser, is_words, ok, one_of, table_phrases};
use crate::commands::help::{find_topic, unknown_topic};
use crate::commands::words::{fold, phrases_of, shorten, words_of};
use crate::commands::{Command, CommandError, SettingChange};
use crate::phrase::Phrase;
use crate::words::announce::{AnnounceWords, Style};

fn setting(change: SettingChange) -> Parsed {
    ok(Command::Setting(change))
}

impl Parser<'_> {
    /// The words of key `key` of the settings (`[settings]` of `questions.toml`) that this
    /// seat understands.
    fn setting_words(&self, key: &str) -> &'static str {
        words_of(self.code, &format!("settings.{key}"))
    }

    /// Whether `word` is one of the words of setting key `key` ("board", "board_on").
    fn is_setting(&self, word: &str, key: &str) -> bool {
        one_of(word, self.setting_words(key))
    }

    /// "schneller", "leiser", "higher": rate, volume and pitch.
    fn rate_volume_pitch(&self, word: &str) -> Option<SettingChange> {
        [
            ("faster", SettingChange::Faster),
            ("slower", SettingChange::Slower),
            ("louder", SettingChange::Louder),
            ("quieter", SettingChange::Quieter),
            ("higher", SettingChange::Higher),
            ("lower", SettingChange::Lower),
        ]
        .into_iter()
        .find(|(key, _)| self.is_setting(word, key))
        .map(|(_, change)| change)
    }

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
        if find_topic(&topic, self.code.parse().unwrap_or_default()).is_some() {
            return ok(Command::Help(Some(topic)));
        }
        Some(Err(CommandError(unknown_topic(&shorten(
            &self.input.raw_from(start),
        )))))
    }

    /// "einstellungen", "einstellungen speichern", "save settings".
    pub(super) fn settings(&self) -> Parsed {
        let w = self.w.as_slice();
        let settings = |word: &str| self.is_setting(word, "settings");
        match w {
            [s] if settings(s) => setting(SettingChange::Show),
            [s, show] if settings(s) && self.is_setting(show, "show") => {
                setting(SettingChange::Show)
            }
            [s, save] | [save, s] if settings(s) && self.is_setting(save, "save") => {
                setting(SettingChange::Save)
            }
            [s, ..] if settings(s) => self.error(Phrase::new("parse-settings-what")),
            _ => None,
        }
    }

    /// "wiederholung an", "wiederholen aus", "repetition on": whether the opponent repeats
    /// every announced move. Only with a switch: "wiederholen drei" repeats moves.
    pub(super) fn repetition_setting(&self) -> Parsed {
        let on = |w: &str| self.is_setting(w, "repetition_on");
        let off = |w: &str| self.is_setting(w, "repetition_off");
        if !self.w.last().is_some_and(|w| on(w) || off(w)) {
            return None;
        }
        let w: Vec<&str> = self
            .w
            .iter()
            .copied()
            .filter(|w| !one_of(w, self.list("articles")))
            .collect();
        let (switch, head) = w.split_last()?;
        let heads = phrases_of(self.code, "settings.repetition");
        if !super::phrases(heads).any(|p| super::is_phrase(head, p)) {
            return None;
        }
        match *switch {
            w if on(w) => setting(SettingChange::Repetition(true)),
            w if off(w) => setting(SettingChange::Repetition(false)),
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
        let keys: Vec<&str> = w
            .iter()
            .copied()
            .filter(|w| !self.is_setting(w, "modifiers"))
            .collect();
        if w.len() <= 4 {
            if let [key] = keys.as_slice() {
                if let Some(change) = self.rate_volume_pitch(key) {
                    return setting(change);
                }
            }
        }
        let (head, rest) = w.split_first()?;
        if self.is_setting(head, "voice") {
            self.voice(rest)
        } else if self.is_setting(head, "board") {
            self.board_view(rest)
        } else if self.is_setting(head, "style") {
            self.style(rest)
        } else if self.is_setting(head, "pawn") {
            self.say_pawn(rest)
        } else if self.is_setting(head, "words") {
            announce_words(rest)
        } else if self.is_setting(head, "read_aloud") {
            self.read_aloud(rest)
        } else {
            None
        }
    }

    /// "stimme NAME", and "stimme schneller" for the rate.
    fn voice(&self, rest: &[&str]) -> Parsed {
        if let [key] = rest {
            if let Some(change) = self.rate_volume_pitch(key) {
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
            w if self.is_setting(w, "board_on") => setting(SettingChange::Board(Some(true))),
            w if self.is_setting(w, "board_off") => setting(SettingChange::Board(Some(false))),
            w if self.is_setting(w, "board_toggle") => setting(SettingChange::Board(None)),
            _ => self.board_error(),
        }
    }

    fn board_error(&self) -> Parsed {
        self.error(Phrase::new("parse-board-switch"))
    }

    /// "ansage kurz", "style verbose"; "ansage wiederholen" repeats.
    fn style(&self, rest: &[&str]) -> Parsed {
        let repeat = |w: &str| {
            table_phrases("repeat", self.code)
                .iter()
                .any(|p| is_words(&[w], p))
        };
        match rest {
            [w] if repeat(w) => ok(Command::Repeat(1)),
            [w] if self.is_setting(w, "style_short") => setting(SettingChange::Style(Style::Short)),
            [w] if self.is_setting(w, "style_long") => setting(SettingChange::Style(Style::Long)),
            [_] if announce_words(rest).is_some() => announce_words(rest),
            [w] if self.is_setting(w, "style_verbose") => {
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
        if self.is_command("relay_status") {
            return ok(Command::RelayStatus);
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
        if let Some(claim) = self.claim_in_advance() {
            return ok(claim);
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
        if one_of(self.w[0], self.list("engine_level")) && self.w.len() > 1 {
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
        if self.is_setting(self.w[0], "save") {
            return ok(Command::Save(self.file_name()));
        }
        None
    }

    /// "remis beantragen mit Sf3", "claim repetition with Nf3", "reclamar tablas con Cf3": a
    /// claim's words and then a move (9.2a, 9.3a); `None` when no move follows the claim.
    fn claim_in_advance(&self) -> Option<Command> {
        use crate::game::rules::Claim;
        // The specific claims first: "claim repetition …" is no "claim" with a move
        // "repetition …".
        let kinds = [
            ("claim_repetition", Some(Claim::Repetition)),
            ("claim_fifty_moves", Some(Claim::FiftyMoves)),
            ("claim_draw", None),
        ];
        // A whole claim phrase ("fünfzig züge regel") is the claim, not a claim with a move.
        if kinds.iter().any(|(id, _)| self.is_command(id)) {
            return None;
        }
        let (mut start, claim) = kinds
            .into_iter()
            .find_map(|(id, claim)| Some((self.head_command(id)?, claim)))?;
        const LEAD: &str =
            "mit with con nach after tras zug move jugada dem the el la bitte please por favor";
        while self.w.get(start).is_some_and(|w| one_of(w, LEAD)) {
            start += 1;
        }
        (start < self.w.len()).then(|| Command::ClaimDrawWith {
            claim,
            announced: self.input.raw_from(start),
        })
    }

    /// The file name after "speichern", as typed, after "unter", "als", "as", "to"; `None`
    /// for none, or for "partie", "game".
    fn file_name(&self) -> Option<PathBuf> {
        let mut raw = self.input.raw[self.input.origin[0] + 1..].iter().peekable();
        while raw
            .peek()
            .is_some_and(|t| one_of(&fold(t), self.list("save_game.fillers")))
        {
            raw.next();
        }
        let name = raw.copied().collect::<Vec<_>>().join(" ");
        let name = name.trim_end_matches('?').trim();
        let folded = fold(name);
        if folded.is_empty() || one_of(&folded, self.list("save_game.game")) {
            return None;
        }
        Some(PathBuf::from(name))
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

impl Parser<'_> {
    /// "vorlesen an", "listen vorlesen aus", "read aloud off", "read lists on": whether lists
    /// are spoken; only with an or aus, as "brett vorlesen" reads the board.
    fn read_aloud(&self, rest: &[&str]) -> Parsed {
        let rest: Vec<&str> = rest
            .iter()
            .copied()
            .filter(|w| !self.is_setting(w, "read_aloud_fillers"))
            .collect();
        match rest.as_slice() {
            [w] if self.is_setting(w, "read_aloud_on") => setting(SettingChange::ReadAloud(true)),
            [w] if self.is_setting(w, "read_aloud_off") => setting(SettingChange::ReadAloud(false)),
            _ => None,
        }
    }

    /// "bauer an", "pawn off"; only with an or aus, as "Bauer Eva vier" is a move.
    fn say_pawn(&self, rest: &[&str]) -> Parsed {
        match rest {
            [w] if self.is_setting(w, "pawn_on") => setting(SettingChange::SayPawn(true)),
            [w] if self.is_setting(w, "pawn_off") => setting(SettingChange::SayPawn(false)),
            _ => None,
        }
    }
}
