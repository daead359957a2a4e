//! clap's errors in the chosen language. In a language whose folder has a `help.toml`, each
//! error is said in one or two sentences of the catalogue (`clap.ftl`), with the error's kind
//! and context as arguments: what was wrong and what to do. Elsewhere (English) clap's own
//! message stays. Help and version go to standard output with
//! status 0, errors to standard error with status 2, as clap does.

use std::ffi::OsString;

use clap::Command;
use clap::error::{ContextKind, ContextValue, Error, ErrorKind};

use ansage::language::{Language, known_codes};
use ansage::phrase::{Join, Phrase, Value};
use ansage::words::phrases::shown;

/// The exit status of a command line that cannot be parsed, as clap's.
const EXIT_USAGE: i32 = 2;

/// Ends the program for `error` from parsing `args` with `command`: help and version are
/// printed, an error is said in `language`.
pub fn exit(error: Error, command: &Command, language: Language, args: &[OsString]) -> ! {
    match error.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => error.exit(),
        // A language without help texts of its own keeps clap's English words.
        _ if crate::cli::help::help_file(language).is_none() => error.exit(),
        _ => {
            eprintln!("{}", sentence(&error, &bin_name(command, args), language));
            std::process::exit(EXIT_USAGE)
        }
    }
}

/// Ends the program for an option of `ansage SUBCOMMAND` whose value is no setting (found
/// after parsing), with `sentence` and where to look in `language`, status 2 as for clap's
/// errors.
pub fn refuse_with_help(sentence: &str, subcommand: &str, language: Language) -> ! {
    let look = ansage::phrase::Phrase::new("cli-help-names-options")
        .with("command", format!("ansage {subcommand}"));
    let look = ansage::words::phrases::shown(&look, language);
    eprintln!("{sentence} {look}");
    std::process::exit(EXIT_USAGE)
}

/// `ansage` and the subcommand named in `args`, if there is one: whose help to point to.
fn bin_name(command: &Command, args: &[OsString]) -> String {
    args.iter()
        .skip(1)
        .map(|arg| arg.to_string_lossy())
        .take_while(|arg| arg != "--")
        .find(|arg| !arg.starts_with('-'))
        .and_then(|name| command.find_subcommand(name.as_ref()))
        .map(|sub| format!("ansage {}", sub.get_name()))
        .unwrap_or_else(|| "ansage".to_owned())
}

/// What ansage says for `error` in `language`: one or two sentences from the catalogue
/// (`clap.ftl`), what was wrong and what to do; `bin` is the command whose help knows more.
pub fn sentence(error: &Error, bin: &str, language: Language) -> String {
    shown(
        &Phrase::joined(Join::Sentences, phrases(error, bin)),
        language,
    )
}

/// The sentences for `error`, as catalogue phrases with the error's data as arguments.
fn phrases(error: &Error, bin: &str) -> Vec<Phrase> {
    let arg = text(error, ContextKind::InvalidArg).unwrap_or_default();
    let option = option_name(&arg);
    let value = text(error, ContextKind::InvalidValue).unwrap_or_default();
    let options_hint = || Phrase::new("cli-help-names-options").with("command", bin.to_owned());
    match error.kind() {
        ErrorKind::UnknownArgument if arg.starts_with('-') => unknown_option(error, &arg, bin),
        ErrorKind::UnknownArgument
            if list(error, ContextKind::Suggested)
                .iter()
                .any(|tip| tip.contains("remove the")) =>
        {
            vec![Phrase::new("clap-command-after-dashes").with("arg", arg)]
        }
        ErrorKind::UnknownArgument => vec![
            Phrase::new("clap-argument-too-many").with("arg", arg),
            Phrase::new("clap-help-says-what-belongs").with("command", bin.to_owned()),
        ],
        ErrorKind::InvalidSubcommand => {
            let name = text(error, ContextKind::InvalidSubcommand).unwrap_or_default();
            let suggested: Vec<Value> = list(error, ContextKind::SuggestedSubcommand)
                .iter()
                .map(|s| Value::Verbatim(format!("ansage {s}")))
                .collect();
            let unknown = if suggested.is_empty() {
                Phrase::new("clap-unknown-command").with("name", name)
            } else {
                Phrase::new("clap-unknown-command-meant")
                    .with("name", name)
                    .with("meant", Value::List(Join::Or, suggested))
            };
            vec![
                unknown,
                Phrase::new("clap-help-names-commands").with("command", "ansage"),
            ]
        }
        ErrorKind::InvalidValue => invalid_value(error, option, &value, bin),
        ErrorKind::ValueValidation => failed_value(error, option, &value, bin),
        ErrorKind::MissingRequiredArgument => {
            let args = list(error, ContextKind::InvalidArg);
            let missing: Vec<Value> = args
                .iter()
                .map(|arg| Value::Verbatim(bare_name(arg).to_owned()))
                .collect();
            vec![
                Phrase::new("clap-missing-argument")
                    .with("command", bin.to_owned())
                    .with("missing", Value::List(Join::And, missing)),
                Phrase::new("clap-help-says-what-belongs").with("command", bin.to_owned()),
            ]
        }
        ErrorKind::MissingSubcommand => vec![
            Phrase::new("clap-missing-command"),
            Phrase::new("clap-help-names-commands").with("command", "ansage"),
        ],
        ErrorKind::ArgumentConflict => conflict(error, &arg, bin),
        ErrorKind::TooManyValues => vec![
            Phrase::new("clap-one-value-only")
                .with("option", option.to_owned())
                .with("value", value),
            options_hint(),
        ],
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            let expected = text(error, ContextKind::ExpectedNumValues)
                .or_else(|| text(error, ContextKind::MinValues))
                .unwrap_or_default();
            let actual = text(error, ContextKind::ActualNumValues).unwrap_or_default();
            vec![
                Phrase::new("clap-number-of-values")
                    .with("option", option.to_owned())
                    .with("expected", expected)
                    .with("actual", actual),
                options_hint(),
            ]
        }
        ErrorKind::NoEquals => {
            vec![Phrase::new("clap-value-with-equals").with("option", option.to_owned())]
        }
        ErrorKind::InvalidUtf8 => vec![Phrase::new("clap-not-utf8"), options_hint()],
        _ => vec![Phrase::new("clap-not-understood"), options_hint()],
    }
}

/// An option the command does not know: what was perhaps meant, and how to give a value
/// that starts with a dash.
fn unknown_option(error: &Error, arg: &str, bin: &str) -> Vec<Phrase> {
    let option = option_name(arg);
    // clap's tips are English sentences; what they suggest is the part in quotes.
    let tips = list(error, ContextKind::Suggested);
    let elsewhere = tips
        .iter()
        .filter(|tip| tip.ends_with("' exists"))
        .find_map(|tip| tip.split('\'').nth(1))
        .map(|meant| format!("ansage {meant}"));
    let unknown = match text(error, ContextKind::SuggestedArg)
        .map(|s| option_name(&s).to_owned())
        .or(elsewhere)
    {
        Some(meant) => Phrase::new("clap-unknown-option-meant")
            .with("option", option.to_owned())
            .with("meant", meant),
        None => Phrase::new("clap-unknown-option").with("option", option.to_owned()),
    };
    let look = if tips.iter().any(|tip| tip.contains(" as a value")) {
        Phrase::new("clap-value-with-dash")
            .with("arg", arg.to_owned())
            .with("command", bin.to_owned())
    } else {
        Phrase::new("cli-help-names-options").with("command", bin.to_owned())
    };
    vec![unknown, look]
}

/// A value that is not among the possible ones, or no value at all.
fn invalid_value(error: &Error, option: &str, value: &str, bin: &str) -> Vec<Phrase> {
    let valid = list(error, ContextKind::ValidValue);
    let possible = (!valid.is_empty()).then(|| valid.join(", "));
    let first = match (value.is_empty(), possible) {
        (true, Some(possible)) => Phrase::new("clap-missing-value-possible")
            .with("option", option.to_owned())
            .with("possible", possible),
        (true, None) => Phrase::new("clap-missing-value").with("option", option.to_owned()),
        (false, Some(possible)) => Phrase::new("clap-bad-value-possible")
            .with("option", option.to_owned())
            .with("value", value.to_owned())
            .with("possible", possible),
        (false, None) => Phrase::new("clap-bad-value")
            .with("option", option.to_owned())
            .with("value", value.to_owned()),
    };
    let mut sentences = vec![first];
    if valid.is_empty() {
        sentences.push(Phrase::new("clap-help-says-values").with("command", bin.to_owned()));
    }
    if let Some(meant) = text(error, ContextKind::SuggestedValue).filter(|_| !value.is_empty()) {
        sentences.push(Phrase::new("clap-value-meant").with("meant", meant));
    }
    sentences
}

/// A value that the option's own parser refused: a number, a language, a size, an address.
fn failed_value(error: &Error, option: &str, value: &str, bin: &str) -> Vec<Phrase> {
    let source = std::error::Error::source(error);
    let refused = |id: &'static str| {
        Phrase::new(id)
            .with("option", option.to_owned())
            .with("value", value.to_owned())
    };
    if source.is_some_and(|s| s.is::<std::num::ParseIntError>()) {
        return vec![refused("clap-not-a-whole-number")];
    }
    if source.is_some_and(|s| s.is::<ansage::language::UnknownLanguage>()) {
        // The languages there are: one folder each.
        return vec![refused("clap-bad-value-possible").with("possible", known_codes())];
    }
    match option {
        "--square" => vec![refused("clap-bad-square")],
        "--listen" => vec![refused("clap-bad-address")],
        _ => vec![
            refused("clap-bad-value"),
            Phrase::new("clap-help-says-values").with("command", bin.to_owned()),
        ],
    }
}

/// Two options that do not go together, or one given twice.
fn conflict(error: &Error, arg: &str, bin: &str) -> Vec<Phrase> {
    let option = option_name(arg);
    let prior: Vec<String> = list(error, ContextKind::PriorArg)
        .iter()
        .map(|p| option_name(p).to_owned())
        .collect();
    if prior.is_empty() || prior.iter().all(|p| p == option) {
        return vec![
            Phrase::new("clap-only-once").with("option", option.to_owned()),
            Phrase::new("cli-help-names-options").with("command", bin.to_owned()),
        ];
    }
    vec![
        Phrase::new("clap-conflict")
            .with("option", option.to_owned())
            .with("others", prior.join(", ")),
    ]
}

/// An option as the user writes it, without clap's value placeholder: `--speech` for
/// `--speech <SPEECH>`; a positional argument stays as it is.
fn option_name(arg: &str) -> &str {
    if arg.starts_with('-') {
        arg.split([' ', '=']).next().unwrap_or(arg)
    } else {
        arg
    }
}

/// An argument as said in a sentence: `--wav` for `--wav <WAV>`, `TEXT` for `<TEXT>...`.
fn bare_name(arg: &str) -> &str {
    option_name(arg).trim_matches(|c| matches!(c, '<' | '>' | '[' | ']' | '.'))
}

/// One piece of the error's context as text.
fn text(error: &Error, kind: ContextKind) -> Option<String> {
    let items = list(error, kind);
    (!items.is_empty()).then(|| items.join(", "))
}

/// The error's context of `kind` as a list of texts (empty when there is none).
fn list(error: &Error, kind: ContextKind) -> Vec<String> {
    match error.get(kind) {
        Some(ContextValue::String(s)) => vec![s.clone()],
        Some(ContextValue::Strings(items)) => items.clone(),
        Some(ContextValue::StyledStr(s)) => vec![s.to_string()],
        Some(ContextValue::StyledStrs(items)) => items.iter().map(ToString::to_string).collect(),
        Some(ContextValue::Number(n)) => vec![n.to_string()],
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::*;

    /// What ansage says in German for the command line `ansage ARGS…`, which must be wrong.
    fn sentence(args: &[&str]) -> String {
        said(args, Language::GERMAN)
    }

    /// What ansage says in `language` for the command line `ansage ARGS…`, which must be
    /// wrong.
    fn said(args: &[&str], language: Language) -> String {
        let args: Vec<OsString> = std::iter::once("ansage")
            .chain(args.iter().copied())
            .map(OsString::from)
            .collect();
        let mut command = crate::cli::help::localized(crate::Cli::command(), language);
        let error = command
            .try_get_matches_from_mut(&args)
            .expect_err("the line is wrong");
        super::sentence(&error, &bin_name(&command, &args), language)
    }

    #[test]
    fn an_unknown_option_says_what_was_perhaps_meant_and_where_to_look() {
        assert_eq!(
            sentence(&["play", "--spech", "none"]),
            "Die Option --spech kenne ich nicht; meinten Sie --speech? ansage play --help nennt alle Optionen."
        );
        assert_eq!(
            sentence(&["--foo"]),
            "Die Option --foo kenne ich nicht. ansage --help nennt alle Optionen."
        );
        assert!(
            sentence(&["parse", "-e4"]).contains("schreiben Sie -- davor: ansage parse --"),
            "{}",
            sentence(&["parse", "-e4"])
        );
    }

    #[test]
    fn a_wrong_or_missing_value_names_the_possible_ones() {
        assert_eq!(
            sentence(&["play", "--speech", "xyz"]),
            "--speech xyz geht nicht; möglich sind: auto, dispatcher, espeak, none, screen-reader."
        );
        assert_eq!(
            sentence(&["say", "--style"]),
            "Nach --style fehlt der Wert; möglich sind: short, long, verbose."
        );
        assert_eq!(
            sentence(&["pgn", "--lang", "fr", "x.pgn"]),
            "--lang fr geht nicht; möglich sind: de (Deutsch), en (English), es (Español)."
        );
        assert_eq!(
            sentence(&["play", "--game", "zwei"]),
            "--game zwei geht nicht: dort gehört eine ganze Zahl hin, zum Beispiel 1."
        );
        assert!(sentence(&["play", "--square", "9y4"]).contains("zum Beispiel 9x4"));
    }

    #[test]
    fn subcommands_arguments_and_conflicts_are_said_in_german() {
        assert_eq!(
            sentence(&["spielen"]),
            "Den Befehl spielen kenne ich nicht. ansage --help nennt alle Befehle."
        );
        assert!(sentence(&["plai"]).contains("meinten Sie ansage "));
        assert_eq!(
            sentence(&["listen"]),
            "Bei ansage listen fehlt noch --wav. ansage listen --help sagt, was dazugehört."
        );
        assert!(sentence(&["pgn"]).starts_with("Bei ansage pgn fehlt noch DATEI."));
        assert!(
            sentence(&["pgn", "a.pgn", "b.pgn"])
                .starts_with("Mit b.pgn kann ich hier nichts anfangen")
        );
        assert_eq!(
            sentence(&["play", "--fen", "x", "--resume"]),
            "--fen geht nicht zusammen mit --resume; lassen Sie eines davon weg."
        );
        assert!(
            sentence(&["play", "--style", "long", "--style", "short"])
                .starts_with("--style darf nur einmal vorkommen.")
        );
        assert_eq!(
            sentence(&["--", "play"]),
            "play ist ein Befehl; lassen Sie das -- davor weg: ansage play."
        );
    }

    #[test]
    fn a_language_with_its_own_help_gets_its_own_errors() {
        assert_eq!(
            said(&["play", "--speech", "xyz"], Language::SPANISH),
            "--speech xyz no sirve; se puede: auto, dispatcher, espeak, none, screen-reader."
        );
        assert_eq!(
            said(&["spielen"], Language::SPANISH),
            "No conozco la orden spielen. ansage --help nombra todas las órdenes."
        );
        assert_eq!(
            said(&["listen"], Language::SPANISH),
            "A ansage listen todavía le falta --wav. ansage listen --help dice lo que hace falta."
        );
        assert_eq!(
            said(&["play", "--fen", "x", "--resume"], Language::SPANISH),
            "--fen no va junto con --resume; quite una de las dos."
        );
        // English keeps clap's own help, yet has the same texts in its catalogue.
        assert_eq!(
            said(&["play", "--game", "zwei"], Language::ENGLISH),
            "--game zwei does not work: it takes a whole number, for example 1."
        );
    }

    #[test]
    fn the_unknown_language_names_every_language_folder() {
        let sentence = sentence(&["--lang", "xx"]);
        for language in Language::all() {
            assert!(
                sentence.contains(&format!("{} (", language.code())),
                "{sentence}"
            );
        }
    }
}
