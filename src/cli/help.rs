//! The command line in the chosen language: which language that is (`--lang`, the config
//! file, the locale, else German), and the clap command with its help in German. The English
//! help is the doc comments of the derive; the German help is data, the language folder's `help.toml`, laid over
//! them before the arguments are parsed.

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

use clap::builder::PossibleValue;
use clap::{Arg, ColorChoice, Command};
use serde::Deserialize;

use ansage::language::Language;
use ansage::phrase::Phrase;
use ansage::ui::config::config_path;
use ansage::words::phrases::shown;

/// The German texts: one line for the program and each subcommand, one for each argument,
/// one for each possible value (the German folder's `help.toml`).
#[cfg(test)]
const HELP_DE: &str = include_str!("../words/de/help.toml");

/// The help texts of `language`, from its folder's `help.toml`; `None` for a language whose
/// help is clap's and the derive's own English words.
pub(crate) fn help_file(language: Language) -> Option<&'static str> {
    ansage::language::folders::folder(language.code())?.file("help.toml")
}

/// The German help, as read from [`HELP_DE`].
#[derive(Debug, Default, Deserialize)]
pub(crate) struct GermanHelp {
    /// The possible values' help: argument id, then value name.
    #[serde(default)]
    pub(crate) values: BTreeMap<String, BTreeMap<String, String>>,
    /// The placeholders of values in German: `FILE` → `DATEI`.
    #[serde(default)]
    pub(crate) value_names: BTreeMap<String, String>,
    /// Per command (`ansage` for the program, else the subcommand's name): `about`, and one
    /// text per argument id.
    #[serde(flatten)]
    pub(crate) commands: BTreeMap<String, BTreeMap<String, String>>,
}

impl GermanHelp {
    /// The German folder's `help.toml`; none at all if the file could not be read (a unit
    /// test makes sure it can).
    #[cfg(test)]
    pub(crate) fn load() -> GermanHelp {
        toml::from_str(HELP_DE).unwrap_or_default()
    }

    /// The texts of `language`'s `help.toml`, read once: clap keeps the placeholders as
    /// `&'static str`.
    fn get(language: Language) -> &'static GermanHelp {
        static HELP: OnceLock<Mutex<BTreeMap<&'static str, &'static GermanHelp>>> = OnceLock::new();
        let mut all = HELP
            .get_or_init(Default::default)
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        all.entry(language.code()).or_insert_with(|| {
            let help = help_file(language)
                .and_then(|text| toml::from_str(text).ok())
                .unwrap_or_default();
            Box::leak(Box::new(help))
        })
    }
}

/// The language of the command line's help and errors: `--lang` anywhere in `args`, else
/// the config file's `language`, else the locale, else German.
pub fn chosen_language(args: &[OsString]) -> Language {
    option_value(args, "--lang")
        .and_then(|code| code.parse().ok())
        .or_else(|| config_language(option_value(args, "--config").map(PathBuf::from).as_deref()))
        .or_else(|| locale_language(|name| std::env::var(name).ok()))
        .unwrap_or_default()
}

/// The language of this run of ansage, from its own command line: [`chosen_language`] of
/// the program's arguments. Every subcommand's `--lang` defaults to it, so the help, the
/// errors and what the subcommand says are in one language.
pub fn language_of_this_run() -> Language {
    chosen_language(&std::env::args_os().collect::<Vec<_>>())
}

/// The value given to the long option `name` (`--lang en` or `--lang=en`), the first time
/// it is given before a `--`.
fn option_value(args: &[OsString], name: &str) -> Option<String> {
    let args: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let with_equals = format!("{name}=");
    let mut rest = args.iter().skip(1).take_while(|a| *a != "--");
    while let Some(arg) = rest.next() {
        if arg == name {
            return rest.next().cloned();
        }
        if let Some(value) = arg.strip_prefix(&with_equals) {
            return Some(value.to_owned());
        }
    }
    None
}

/// The `language` of the config file (`explicit`, else `ANSAGE_CONFIG`, else the usual
/// place); `None` when there is no file, it cannot be read, or it names no language.
pub fn config_language(explicit: Option<&Path>) -> Option<Language> {
    let path = config_path(explicit).ok()?;
    // A FIFO or a device is not read: it could wait for ever (Config::load says so).
    let bytes =
        ansage::storage::files::read_limited(&path, ansage::ui::config::MAX_CONFIG_BYTES).ok()?;
    let text = String::from_utf8(bytes).ok()?;
    let table: toml::Table = text.parse().ok()?;
    table.get("language")?.as_str()?.parse().ok()
}

/// The language of the locale: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set
/// decides; its language part (`es` of `es_ES.UTF-8`) names a language folder by its code or
/// one of its aliases (language.toml); anything else (`C`, `POSIX`) says nothing.
pub fn locale_language(var: impl Fn(&str) -> Option<String>) -> Option<Language> {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(|name| var(name).filter(|value| !value.is_empty()))?;
    locale.split(['_', '.', '@']).next()?.parse().ok()
}

/// `command` ready to parse in `language`: without colours (escape codes read badly), and
/// in German with every text from the language folder's `help.toml` and clap's own words in German.
pub fn localized(command: Command, language: Language) -> Command {
    let mut command = command.color(ColorChoice::Never);
    if help_file(language).is_none() {
        return command;
    }
    // Built first, so that clap's own help and version flags and `help` subcommand exist
    // and can be put into German too.
    command.build();
    german_command(command, "ansage", GermanHelp::get(language), language)
}

/// One (built) command in German: its about, its arguments, clap's words and the layout,
/// and so its subcommands (`ansage help` has its own copies of them).
fn german_command(
    command: Command,
    key: &str,
    help: &'static GermanHelp,
    language: Language,
) -> Command {
    let texts = help.commands.get(key);
    let mut command = match texts.and_then(|t| t.get("about")) {
        Some(about) => command.about(about.clone()).long_about(None),
        None if key == "help" => command
            .about(words("clap-help-command", language))
            .long_about(None),
        None => command,
    };
    let ids: Vec<String> = command
        .get_arguments()
        .map(|arg| arg.get_id().to_string())
        .collect();
    for id in ids {
        let text = texts.and_then(|t| t.get(&id)).cloned();
        let values = help.values.get(&id);
        command = command.mut_arg(&id, |arg| {
            german_placeholders(german_arg(arg, text, values, language), &help.value_names)
        });
    }
    let names: Vec<String> = command
        .get_subcommands()
        .map(|sub| sub.get_name().to_owned())
        .collect();
    for name in names {
        // A subcommand's texts are under its name (`[play]`); one level deeper, under its
        // parent's name too (`["3d reconcile"]`, beside `ansage reconcile`'s `[reconcile]`).
        let sub_key = if key == "ansage" || name == "help" {
            name.clone()
        } else {
            format!("{key} {name}")
        };
        command =
            command.mut_subcommand(&name, |sub| german_command(sub, &sub_key, help, language));
    }
    let usage = german_usage(&mut command, language);
    let template = template(&command, language);
    command.override_usage(usage).help_template(template)
}

/// One argument in German: its text, its possible values, its default and its aliases said
/// in German words instead of clap's English ones.
fn german_arg(
    arg: Arg,
    text: Option<String>,
    values: Option<&BTreeMap<String, String>>,
    language: Language,
) -> Arg {
    let id = arg.get_id().as_str().to_owned();
    let english = arg.get_help().map(ToString::to_string);
    let text = text
        .or_else(|| fixed_help(&id, english.clone(), language))
        .unwrap_or_default();
    let possible: Vec<PossibleValue> = if arg.get_action().takes_values() {
        arg.get_possible_values()
            .into_iter()
            .filter(|v| !v.is_hide_set())
            .collect()
    } else {
        Vec::new()
    };
    let extras = format!(
        "{}{}",
        default_words(&arg, &text, language),
        alias_words(&arg, &text, language)
    );
    let short = format!(
        "{text}{}{extras}",
        possible_words(&possible, &text, language)
    );
    let long = match id.as_str() {
        "help" if english.is_some_and(|e| e.contains("--help")) => {
            Some(words("clap-help-flag-long", language))
        }
        _ => value_lines(&possible, values, language)
            .map(|lines| format!("{text}{extras}\n\n{lines}")),
    };
    // The aliases stay, said in German instead of clap's "[aliases: …]".
    let aliases: Vec<&'static str> = arg
        .get_all_aliases()
        .unwrap_or_default()
        .into_iter()
        .map(leak)
        .collect();
    let arg = arg
        .help(short)
        .long_help(None::<&'static str>)
        .hide_possible_values(true)
        .hide_default_value(true)
        .visible_alias(None)
        .aliases(aliases);
    match long {
        Some(long) => arg.long_help(long),
        None => arg,
    }
}

/// The placeholders of an argument's values in German (`<DATEI>` for `<FILE>`); one with no
/// German word stays.
fn german_placeholders(arg: Arg, names: &'static BTreeMap<String, String>) -> Arg {
    if !arg.get_action().takes_values() {
        return arg;
    }
    let german: Vec<&'static str> = arg
        .get_value_names()
        .unwrap_or_default()
        .iter()
        .map(|name| {
            names
                .get(name.as_str())
                .map(String::as_str)
                .unwrap_or_else(|| leak(name.as_str()))
        })
        .collect();
    if german.is_empty() {
        arg
    } else {
        arg.value_names(german)
    }
}

/// A name clap keeps for as long as the program runs, as the command itself lives.
fn leak(name: &str) -> &'static str {
    Box::leak(name.to_owned().into_boxed_str())
}

/// " Möglich sind: a, b." for an argument with possible values, unless `text` names them
/// all already.
fn possible_words(possible: &[PossibleValue], text: &str, language: Language) -> String {
    let names: Vec<&str> = possible.iter().map(PossibleValue::get_name).collect();
    if names.iter().all(|name| text.contains(name)) {
        String::new()
    } else {
        let possible = Phrase::new("clap-possible").with("values", names.join(", "));
        format!(" {}", shown(&possible, language))
    }
}

/// " Vorgabe: x." for an argument with a default value, unless `text` says it already.
fn default_words(arg: &Arg, text: &str, language: Language) -> String {
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    let named = text.contains(words("clap-default-word", language).as_str());
    if defaults.is_empty() || !arg.get_action().takes_values() || named {
        String::new()
    } else {
        let default = Phrase::new("clap-default").with("values", defaults.join(", "));
        format!(" {}", shown(&default, language))
    }
}

/// " Auch als --x." for an argument with visible aliases that `text` does not name.
fn alias_words(arg: &Arg, text: &str, language: Language) -> String {
    let aliases: Vec<String> = arg
        .get_visible_aliases()
        .unwrap_or_default()
        .into_iter()
        .map(|alias| format!("--{alias}"))
        .filter(|alias| !text.contains(alias.as_str()))
        .collect();
    if aliases.is_empty() {
        String::new()
    } else {
        let also = Phrase::new("clap-also").with("aliases", aliases.join(", "));
        format!(" {}", shown(&also, language))
    }
}

/// For the long help (`--help`), when the possible values have help of their own: one line
/// per value, under a heading.
fn value_lines(
    possible: &[PossibleValue],
    values: Option<&BTreeMap<String, String>>,
    language: Language,
) -> Option<String> {
    if !possible.iter().any(|v| v.get_help().is_some()) {
        return None;
    }
    let lines: Vec<String> = possible
        .iter()
        .map(|value| {
            let name = value.get_name();
            let help = values
                .and_then(|v| v.get(name))
                .cloned()
                .or_else(|| value.get_help().map(ToString::to_string))
                .unwrap_or_default();
            format!("- {name}: {help}")
        })
        .collect();
    let heading = words("clap-possible-heading", language);
    Some(format!("{heading}\n{}", lines.join("\n")))
}

/// The German help of clap's own arguments: the help and version flags and the argument
/// of `ansage help`; `english` is what clap says.
fn fixed_help(id: &str, english: Option<String>, language: Language) -> Option<String> {
    let id = match id {
        "help" if english.as_deref().is_some_and(|e| e.contains("--help")) => {
            "clap-help-flag-short"
        }
        "help" => "clap-help-flag",
        "version" => "clap-version-flag",
        "subcommand" => "clap-help-command-argument",
        _ => return english,
    };
    Some(words(id, language))
}

/// The catalogue text `id` (without arguments) in `language`.
fn words(id: &'static str, language: Language) -> String {
    shown(&Phrase::new(id), language)
}

/// The usage line of `command` with clap's placeholders in German.
fn german_usage(command: &mut Command, language: Language) -> String {
    let usage = command.render_usage().to_string();
    let options = words("clap-options-placeholder", language);
    let subcommand = words("clap-command-placeholder", language);
    usage
        .trim_start_matches("Usage:")
        .trim()
        .replace("[OPTIONS]", &format!("[{options}]"))
        .replace("<COMMAND>", &format!("<{subcommand}>"))
        .replace("[COMMAND]", &format!("[{subcommand}]"))
}

/// The layout of the help with German headings; a heading only where there is something
/// under it.
fn template(command: &Command, language: Language) -> String {
    // The headings are words of the catalogue; a brace in one would be a placeholder.
    let heading = |id| words(id, language).replace(['{', '}'], "");
    let mut template = format!(
        "{{before-help}}{{about-with-newline}}\n{}: {{usage}}\n",
        heading("clap-usage")
    );
    if command.has_subcommands() {
        template.push_str(&format!(
            "\n{}:\n{{subcommands}}\n",
            heading("clap-commands")
        ));
    }
    if command.get_positionals().next().is_some() {
        template.push_str(&format!(
            "\n{}:\n{{positionals}}\n",
            heading("clap-arguments")
        ));
    }
    if command.get_arguments().any(|arg| !arg.is_positional()) {
        template.push_str(&format!("\n{}:\n{{options}}\n", heading("clap-options")));
    }
    template.push_str("{after-help}");
    template
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &[&str]) -> Vec<OsString> {
        line.iter().map(OsString::from).collect()
    }

    #[test]
    fn lang_is_found_anywhere_and_with_equals() {
        assert_eq!(
            option_value(&args(&["ansage", "play", "--lang", "en"]), "--lang").as_deref(),
            Some("en")
        );
        assert_eq!(
            option_value(&args(&["ansage", "--lang=en", "play"]), "--lang").as_deref(),
            Some("en")
        );
        assert_eq!(
            option_value(&args(&["ansage", "parse", "--", "--lang", "en"]), "--lang"),
            None
        );
        assert_eq!(option_value(&args(&["ansage", "--lang"]), "--lang"), None);
    }

    #[test]
    fn the_locale_decides_by_its_first_set_variable() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(
            locale_language(env(&[("LANG", "en_US.UTF-8")])),
            Some(Language::ENGLISH)
        );
        assert_eq!(
            locale_language(env(&[("LC_ALL", "de_AT.UTF-8"), ("LANG", "en_US.UTF-8")])),
            Some(Language::GERMAN)
        );
        assert_eq!(
            locale_language(env(&[("LC_ALL", ""), ("LC_MESSAGES", "en_GB")])),
            Some(Language::ENGLISH)
        );
        assert_eq!(
            locale_language(env(&[("LC_MESSAGES", "es_ES.UTF-8"), ("LANG", "de_DE")])),
            Some(Language::SPANISH)
        );
        assert_eq!(
            locale_language(env(&[("LANG", "es_MX.UTF-8@euro")])),
            Some(Language::SPANISH)
        );
        assert_eq!(locale_language(env(&[("LANG", "C.UTF-8")])), None);
        assert_eq!(locale_language(env(&[("LANG", "POSIX")])), None);
        assert_eq!(locale_language(env(&[("LANG", "fr_FR.UTF-8")])), None);
        assert_eq!(locale_language(env(&[])), None);
    }

    #[test]
    fn a_broken_or_missing_config_file_names_no_language() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("missing.toml");
        assert_eq!(config_language(Some(&missing)), None);
        let broken = dir.path().join("broken.toml");
        std::fs::write(&broken, "language = [").unwrap();
        assert_eq!(config_language(Some(&broken)), None);
        let english = dir.path().join("english.toml");
        std::fs::write(&english, "language = \"en\"\n").unwrap();
        assert_eq!(config_language(Some(&english)), Some(Language::ENGLISH));
        let silent = dir.path().join("silent.toml");
        std::fs::write(&silent, "[announce]\nstyle = \"long\"\n").unwrap();
        assert_eq!(config_language(Some(&silent)), None);
    }

    #[test]
    fn the_german_help_file_reads() {
        let help: Result<GermanHelp, _> = toml::from_str(HELP_DE);
        assert!(help.is_ok(), "{help:?}");
    }
}

/// Every subcommand and argument of the command line has its German text, and no German
/// text is left for one that no longer exists.
#[cfg(test)]
mod coverage {
    use clap::CommandFactory;

    use super::*;

    fn commands() -> Vec<(String, Command)> {
        fn walk(command: &Command, prefix: &str, all: &mut Vec<(String, Command)>) {
            for sub in command.get_subcommands() {
                let key = match sub.get_name() {
                    "help" => "help".to_owned(),
                    name => format!("{prefix}{name}"),
                };
                all.push((key.clone(), sub.clone()));
                walk(sub, &format!("{key} "), all);
            }
        }
        let root = crate::Cli::command();
        let mut all = vec![("ansage".to_owned(), root.clone())];
        // Subcommands of subcommands too, under `"3d perft"`.
        walk(&root, "", &mut all);
        all
    }

    #[test]
    fn every_subcommand_argument_and_value_has_a_german_text() {
        let help = GermanHelp::load();
        let mut missing = Vec::new();
        for (name, command) in commands() {
            let texts = help.commands.get(&name);
            if texts.and_then(|t| t.get("about")).is_none() {
                missing.push(format!("[{name}] about"));
            }
            for arg in command.get_arguments() {
                let id = arg.get_id().as_str();
                if texts.and_then(|t| t.get(id)).is_none() {
                    missing.push(format!("[{name}] {id}"));
                }
                for value in arg.get_possible_values() {
                    let has_text = help
                        .values
                        .get(id)
                        .is_some_and(|v| v.contains_key(value.get_name()));
                    if value.get_help().is_some() && !has_text {
                        missing.push(format!("[values.{id}] {}", value.get_name()));
                    }
                }
            }
        }
        for (_, command) in commands() {
            for arg in command
                .get_arguments()
                .filter(|a| a.get_action().takes_values())
            {
                for name in arg.get_value_names().unwrap_or_default() {
                    if !help.value_names.contains_key(name.as_str()) {
                        missing.push(format!("[value_names] {name}"));
                    }
                }
            }
        }
        assert!(missing.is_empty(), "no German text for: {missing:?}");
    }

    #[test]
    fn the_german_help_of_every_command_has_none_of_claps_english_words() {
        let mut command = localized(crate::Cli::command(), Language::GERMAN);
        let mut pages = vec![command.render_long_help().to_string()];
        for sub in command.get_subcommands_mut() {
            pages.push(sub.render_help().to_string());
            pages.push(sub.render_long_help().to_string());
            for inner in sub.get_subcommands_mut() {
                pages.push(inner.render_long_help().to_string());
            }
        }
        for page in pages {
            for english in [
                "Usage",
                "Options:",
                "Commands:",
                "Arguments:",
                "[default",
                "[possible",
                "[aliases",
                "Print",
                "Possible values",
            ] {
                assert!(!page.contains(english), "{english} in:\n{page}");
            }
            assert!(page.contains("Aufruf: ansage"), "{page}");
        }
    }

    /// The keys of a help file: `[command] key`, `[values.id] value`, `[value_names] NAME`.
    fn keys(help: &GermanHelp) -> Vec<String> {
        let mut keys = Vec::new();
        for (name, texts) in &help.commands {
            keys.extend(texts.keys().map(|key| format!("[{name}] {key}")));
        }
        for (id, values) in &help.values {
            keys.extend(values.keys().map(|value| format!("[values.{id}] {value}")));
        }
        keys.extend(
            help.value_names
                .keys()
                .map(|name| format!("[value_names] {name}")),
        );
        keys
    }

    #[test]
    fn every_help_file_has_the_german_keys() {
        let german = keys(&GermanHelp::load());
        let mut files = 0;
        for language in Language::all() {
            let Some(text) = help_file(language) else {
                continue;
            };
            files += 1;
            let help: GermanHelp = toml::from_str(text)
                .unwrap_or_else(|e| panic!("{}'s help.toml: {e}", language.code()));
            assert_eq!(keys(&help), german, "{}", language.code());
        }
        assert!(files >= 2, "German and Spanish have a help.toml");
    }

    #[test]
    fn no_german_text_is_left_for_what_no_longer_exists() {
        let help = GermanHelp::load();
        let commands = commands();
        let mut left = Vec::new();
        for (name, texts) in &help.commands {
            let Some((_, command)) = commands.iter().find(|(n, _)| n == name) else {
                left.push(format!("[{name}]"));
                continue;
            };
            for key in texts.keys() {
                if key != "about" && !command.get_arguments().any(|a| a.get_id() == key) {
                    left.push(format!("[{name}] {key}"));
                }
            }
        }
        for (id, values) in &help.values {
            for value in values.keys() {
                let exists = commands.iter().any(|(_, command)| {
                    command.get_arguments().any(|arg| {
                        arg.get_id() == id
                            && arg
                                .get_possible_values()
                                .iter()
                                .any(|v| v.get_name() == value)
                    })
                });
                if !exists {
                    left.push(format!("[values.{id}] {value}"));
                }
            }
        }
        for name in help.value_names.keys() {
            let used = commands.iter().any(|(_, command)| {
                command.get_arguments().any(|arg| {
                    arg.get_action().takes_values()
                        && arg
                            .get_value_names()
                            .unwrap_or_default()
                            .iter()
                            .any(|n| n == name.as_str())
                })
            });
            if !used {
                left.push(format!("[value_names] {name}"));
            }
        }
        assert!(left.is_empty(), "German texts for nothing: {left:?}");
    }
}
