//! Playing strength: eight named levels, from someone who has just learnt the moves to
//! Stockfish at full strength.
//!
//! Stockfish weakens itself in two ways. `UCI_LimitStrength` with `UCI_Elo` aims at a rating
//! on Stockfish's own scale, calibrated against other engines at blitz; Stockfish 15.1
//! accepts 1350 to 2850, Stockfish 16 1320 to 3190, and ansage clamps to what the engine
//! reports. `Skill Level` (0 to 20) makes it choose among weaker moves at a shallow depth;
//! Stockfish's lowest Elo is about Skill Level 0 with plenty of time. Players below that —
//! most beginners — need more: levels 1 to 3 use Skill Level 0 or 1 *and* a small node limit,
//! so that the engine also overlooks things, as people do.
//!
//! Every level also limits the time per move, so that the engine answers promptly; a game
//! clock can limit it further (see [`EnginePlayer::best_move`](super::EnginePlayer::best_move)).
//!
//! | level | German                 | English           | Stockfish options                    | per move               |
//! |-------|------------------------|-------------------|--------------------------------------|------------------------|
//! | 1     | Anfänger               | Beginner          | Skill Level 0                        | 50 nodes, 0.3 s        |
//! | 2     | Einsteiger             | Novice            | Skill Level 0                        | 400 nodes, 0.3 s       |
//! | 3     | Gelegenheitsspieler    | Casual player     | Skill Level 1                        | 2,000 nodes, 0.5 s     |
//! | 4     | Fortgeschrittener      | Improver          | UCI_LimitStrength, UCI_Elo 1400      | 0.5 s                  |
//! | 5     | Vereinsspieler         | Club player       | UCI_LimitStrength, UCI_Elo 1700      | 0.7 s                  |
//! | 6     | Starker Vereinsspieler | Strong club player | UCI_LimitStrength, UCI_Elo 2000     | 1 s                    |
//! | 7     | Meister                | Master            | UCI_LimitStrength, UCI_Elo 2400      | 1.5 s                  |
//! | 8     | Volle Stärke           | Full strength     | no limit (Skill Level 20)            | 2 s                    |
//!
//! Levels 1 to 3 and 8 switch `UCI_LimitStrength` off; levels 4 to 7 set Skill Level 20, so
//! only the Elo weakens. An engine without `UCI_Elo` gets the Skill Level Stockfish itself
//! would derive from that Elo (1, 3, 7 and 12); options an engine does not have are left out.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use super::uci::{OptionKind, SearchLimit, UciOption};
use crate::language::Language;
use crate::phrase::{Phrase, Value};
use crate::words::folders::FOLDERS;
use crate::words::messages::number_words;
use crate::words::phrases::shown;

/// A playing strength from 1 (absolute beginner) to 8 (full strength). See the
/// [module documentation](self) for what each level does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

/// What a level asks of the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSettings {
    /// Stockfish's `Skill Level`, 0 to 20.
    pub skill: u8,
    /// `UCI_Elo` with `UCI_LimitStrength` on; `None` for `UCI_LimitStrength` off.
    pub elo: Option<u32>,
    /// The Skill Level for an engine without `UCI_Elo`.
    pub skill_without_elo: u8,
    /// The node limit per move, if any.
    pub nodes: Option<u64>,
    /// The time per move.
    pub movetime: Duration,
    /// How many moves in a thousand are played at random instead of the engine's choice: Stockfish cannot
    /// be made weaker than about half a pawn lost per move with its own options (measured
    /// with `cargo bench --bench levels`), so the lowest levels also blunder now and then,
    /// as beginners do.
    pub random_per_mille: u16,
}

const fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

const SETTINGS: [LevelSettings; 8] = [
    LevelSettings {
        skill: 0,
        elo: None,
        skill_without_elo: 0,
        nodes: Some(50),
        movetime: ms(300),
        random_per_mille: 300,
    },
    LevelSettings {
        skill: 0,
        elo: None,
        skill_without_elo: 0,
        nodes: Some(400),
        movetime: ms(300),
        random_per_mille: 150,
    },
    LevelSettings {
        skill: 1,
        elo: None,
        skill_without_elo: 1,
        nodes: Some(2000),
        movetime: ms(500),
        random_per_mille: 60,
    },
    LevelSettings {
        skill: 20,
        elo: Some(1400),
        skill_without_elo: 1,
        nodes: None,
        movetime: ms(500),
        random_per_mille: 30,
    },
    LevelSettings {
        skill: 20,
        elo: Some(1700),
        skill_without_elo: 3,
        nodes: None,
        movetime: ms(700),
        random_per_mille: 0,
    },
    LevelSettings {
        skill: 20,
        elo: Some(2000),
        skill_without_elo: 7,
        nodes: None,
        movetime: ms(1000),
        random_per_mille: 0,
    },
    LevelSettings {
        skill: 20,
        elo: Some(2400),
        skill_without_elo: 12,
        nodes: None,
        movetime: ms(1500),
        random_per_mille: 0,
    },
    LevelSettings {
        skill: 20,
        elo: None,
        skill_without_elo: 20,
        nodes: None,
        movetime: ms(2000),
        random_per_mille: 0,
    },
];

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// Full strength.
    pub const MAX: Level = Level(8);
    /// Every level, weakest first.
    pub const ALL: [Level; 8] = [
        Level(1),
        Level(2),
        Level(3),
        Level(4),
        Level(5),
        Level(6),
        Level(7),
        Level(8),
    ];

    /// Level `number`, 1 to 8.
    pub fn new(number: u8) -> Option<Level> {
        (1..=8).contains(&number).then_some(Level(number))
    }

    /// The level's number, 1 to 8.
    pub fn number(self) -> u8 {
        self.0
    }

    fn index(self) -> usize {
        usize::from(self.0 - 1)
    }

    /// What the level asks of the engine.
    pub fn settings(self) -> LevelSettings {
        SETTINGS[self.index()]
    }

    /// The level's name as data: "Vereinsspieler" / "Club player".
    pub fn name_phrase(self) -> Phrase {
        Phrase::new("engine-level-name").with("level", u32::from(self.0))
    }

    /// "Vereinsspieler" / "Club player".
    pub fn name(self, language: Language) -> String {
        shown(&self.name_phrase(), language)
    }

    /// One sentence on whom the level suits, as data.
    pub fn description_phrase(self) -> Phrase {
        Phrase::new("engine-level-about").with("level", u32::from(self.0))
    }

    /// One sentence on whom the level suits.
    pub fn description(self, language: Language) -> String {
        shown(&self.description_phrase(), language)
    }

    /// The level as said when it is chosen, as data.
    pub fn announce_phrase(self) -> Phrase {
        Phrase::new("engine-level-announce")
            .with("number", Value::Spelled(u32::from(self.0)))
            .with("level", u32::from(self.0))
    }

    /// "Stufe fünf, Vereinsspieler." / "Level five, club player."
    pub fn announce(self, language: Language) -> String {
        shown(&self.announce_phrase(), language)
    }

    /// The search limit of the level: its time per move and node limit.
    pub fn limit(self) -> SearchLimit {
        let settings = self.settings();
        SearchLimit {
            movetime: Some(settings.movetime),
            nodes: settings.nodes,
            ..SearchLimit::default()
        }
    }

    /// The `setoption`s for an engine that announced `available`: name (as the engine
    /// spells it) and value, in the order to send them. Values are clamped to the engine's
    /// range; options it lacks are left out.
    pub fn options(self, available: &[UciOption]) -> Vec<(String, String)> {
        let find = |name: &str| available.iter().find(|o| o.name.eq_ignore_ascii_case(name));
        let settings = self.settings();
        let mut options = Vec::new();
        let elo = find("UCI_Elo").filter(|o| o.kind == OptionKind::Spin);
        let limit = find("UCI_LimitStrength").filter(|o| o.kind == OptionKind::Check);
        let skill = match (settings.elo, elo, limit) {
            (Some(_), Some(_), Some(_)) => settings.skill,
            (Some(_), _, _) => settings.skill_without_elo,
            (None, _, _) => settings.skill,
        };
        if let Some(option) = find("Skill Level").filter(|o| o.kind == OptionKind::Spin) {
            options.push((
                option.name.clone(),
                option.clamp(i64::from(skill)).to_string(),
            ));
        }
        if let Some(limit) = limit {
            let on = settings.elo.is_some() && elo.is_some();
            options.push((limit.name.clone(), on.to_string()));
            if let (true, Some(target), Some(elo)) = (on, settings.elo, elo) {
                options.push((elo.name.clone(), elo.clamp(i64::from(target)).to_string()));
            }
        }
        options
    }
}

impl Default for Level {
    /// Level 3, casual player.
    fn default() -> Level {
        Level(3)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A level that does not exist.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown playing strength {0:?}: give a level from 1 to 8 or its name")]
pub struct UnknownLevel(pub String);

impl UnknownLevel {
    /// "Die Spielstärke … gibt es nicht. Nennen Sie eine Stufe von eins bis acht, …", as data.
    pub fn phrase(&self) -> Phrase {
        Phrase::new("engine-unknown-level").with("given", self.0.trim())
    }

    /// [`phrase`](Self::phrase) in `language`.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

/// Every language ansage speaks: one per language folder.
fn languages() -> impl Iterator<Item = Language> {
    FOLDERS.iter().filter_map(|folder| folder.code.parse().ok())
}

/// Lower case, umlauts spelt out, words separated by single spaces.
fn normalise(text: &str) -> String {
    let folded = crate::vocabulary::fold(text.trim());
    let mut out = String::new();
    for c in folded.chars() {
        match c {
            // club-player, but not -1.
            '-' if out.ends_with(char::is_alphabetic) => out.push(' '),
            '_' | '.' | ',' => out.push(' '),
            c => out.push(c),
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Other words for each level (normalised), beside its number and names.
const ALIASES: [&[&str]; 8] = [
    &[
        "anfaengerin",
        "absolute beginner",
        "absoluter anfaenger",
        "blutiger anfaenger",
    ],
    &["einsteigerin"],
    &["gelegenheitsspielerin", "hobby", "hobbyspieler", "casual"],
    &[
        "fortgeschritten",
        "fortgeschrittene",
        "intermediate",
        "improving",
    ],
    &["vereinsspielerin", "club", "clubspieler"],
    &[
        "starke vereinsspielerin",
        "strong club",
        "expert",
        "experte",
        "expertin",
    ],
    &["meisterin", "meisterspieler"],
    &[
        "voll",
        "full",
        "maximum",
        "max",
        "staerkste",
        "strongest",
        "stockfish",
    ],
];

impl FromStr for Level {
    type Err = UnknownLevel;

    /// A number (`3`, `drei`, `three`, `Stufe 3`, `level three`) or a name in either language
    /// (`Anfänger`, `anfaenger`, `beginner`, `Vereinsspieler`, `club player`, `volle Stärke`).
    fn from_str(text: &str) -> Result<Level, UnknownLevel> {
        let unknown = || UnknownLevel(text.to_owned());
        let mut words = normalise(text);
        for prefix in ["stufe ", "level ", "niveau ", "spielstaerke ", "strength "] {
            if let Some(rest) = words.strip_prefix(prefix) {
                words = rest.to_owned();
            }
        }
        if words.is_empty() {
            return Err(unknown());
        }
        if let Ok(n) = words.parse::<u8>() {
            return Level::new(n).ok_or_else(unknown);
        }
        for level in Level::ALL {
            let number = u32::from(level.number());
            let mut names: Vec<String> = languages()
                .flat_map(|language| {
                    [
                        number_words(number, language),
                        normalise(&level.name(language)),
                    ]
                })
                .collect();
            names.extend(ALIASES[level.index()].iter().map(|a| (*a).to_owned()));
            if names.contains(&words) {
                return Ok(level);
            }
        }
        Err(unknown())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stockfish_options() -> Vec<UciOption> {
        [
            "option name Skill Level type spin default 20 min 0 max 20",
            "option name UCI_LimitStrength type check default false",
            "option name UCI_Elo type spin default 1350 min 1350 max 2850",
        ]
        .iter()
        .map(|line| UciOption::parse(line).unwrap())
        .collect()
    }

    fn pairs(options: &[(String, String)]) -> Vec<(&str, &str)> {
        options
            .iter()
            .map(|(n, v)| (n.as_str(), v.as_str()))
            .collect()
    }

    #[test]
    fn levels_parse_from_numbers_and_names() {
        let cases = [
            ("3", 3),
            (" 8 ", 8),
            ("Stufe 2", 2),
            ("level five", 5),
            ("drei", 3),
            ("one", 1),
            ("Anfänger", 1),
            ("anfaenger", 1),
            ("ANFÄNGER", 1),
            ("beginner", 1),
            ("Einsteiger", 2),
            ("novice", 2),
            ("Gelegenheitsspieler", 3),
            ("casual player", 3),
            ("Fortgeschrittener", 4),
            ("improver", 4),
            ("Vereinsspieler", 5),
            ("club player", 5),
            ("club-player", 5),
            ("starker Vereinsspieler", 6),
            ("Strong club player", 6),
            ("Meister", 7),
            ("master", 7),
            ("volle Stärke", 8),
            ("volle staerke", 8),
            ("full strength", 8),
        ];
        for (text, number) in cases {
            assert_eq!(
                text.parse::<Level>(),
                Ok(Level::new(number).unwrap()),
                "{text}"
            );
        }
        for bad in ["", "0", "9", "neun", "grossmeister", "stufe", "-1"] {
            assert!(bad.parse::<Level>().is_err(), "{bad}");
        }
    }

    #[test]
    fn every_level_has_names_and_a_description() {
        for level in Level::ALL {
            for language in languages() {
                assert!(!level.name(language).is_empty());
                let description = level.description(language);
                assert!(description.ends_with('.'), "{description}");
                let announcement = level.announce(language);
                assert!(announcement.ends_with('.'), "{announcement}");
                // A level's own name reads back as the level.
                assert_eq!(level.name(language).parse::<Level>(), Ok(level));
            }
        }
        assert_eq!(
            Level::new(5).unwrap().announce(Language::GERMAN),
            "Stufe fünf, Vereinsspieler."
        );
        assert_eq!(
            Level::new(1).unwrap().announce(Language::ENGLISH),
            "Level one, beginner."
        );
    }

    #[test]
    fn levels_get_stronger() {
        let mut last: Option<LevelSettings> = None;
        for level in Level::ALL {
            let settings = level.settings();
            if let Some(last) = last {
                assert!(settings.movetime >= last.movetime);
                assert!(settings.skill_without_elo >= last.skill_without_elo);
                if let (Some(a), Some(b)) = (last.elo, settings.elo) {
                    assert!(b > a);
                }
            }
            last = Some(settings);
        }
    }

    #[test]
    fn stockfish_options_for_each_level() {
        let options = stockfish_options();
        assert_eq!(
            pairs(&Level::new(1).unwrap().options(&options)),
            [("Skill Level", "0"), ("UCI_LimitStrength", "false")]
        );
        assert_eq!(
            pairs(&Level::new(5).unwrap().options(&options)),
            [
                ("Skill Level", "20"),
                ("UCI_LimitStrength", "true"),
                ("UCI_Elo", "1700")
            ]
        );
        assert_eq!(
            pairs(&Level::MAX.options(&options)),
            [("Skill Level", "20"), ("UCI_LimitStrength", "false")]
        );
    }

    #[test]
    fn elo_is_clamped_to_the_engine_range() {
        let options: Vec<UciOption> = [
            "option name UCI_LimitStrength type check default false",
            "option name UCI_Elo type spin default 1500 min 1500 max 2200",
        ]
        .iter()
        .map(|line| UciOption::parse(line).unwrap())
        .collect();
        assert_eq!(
            pairs(&Level::new(4).unwrap().options(&options)),
            [("UCI_LimitStrength", "true"), ("UCI_Elo", "1500")]
        );
        assert_eq!(
            pairs(&Level::new(7).unwrap().options(&options)),
            [("UCI_LimitStrength", "true"), ("UCI_Elo", "2200")]
        );
    }

    #[test]
    fn without_elo_the_skill_level_stands_in() {
        let options = vec![
            UciOption::parse("option name Skill Level type spin default 20 min 0 max 20").unwrap(),
        ];
        assert_eq!(
            pairs(&Level::new(6).unwrap().options(&options)),
            [("Skill Level", "7")]
        );
        assert!(Level::new(6).unwrap().options(&[]).is_empty());
    }

    #[test]
    fn level_limits() {
        assert_eq!(Level::MIN.limit().go_command(), "go movetime 300 nodes 50");
        assert_eq!(Level::MAX.limit().go_command(), "go movetime 2000");
    }

    #[test]
    fn unknown_levels_say_what_to_do() {
        let error = "Großmeister".parse::<Level>().unwrap_err();
        assert!(error.message(Language::GERMAN).contains("eins bis acht"));
        assert!(error.message(Language::ENGLISH).contains("one to eight"));
    }
}
