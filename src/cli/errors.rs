//! clap's errors in the chosen language. In German each error is said in one or two
//! sentences of our own, built from the error's kind and context: what was wrong and what to
//! do. In English clap's own message stays. Help and version go to standard output with
//! status 0, errors to standard error with status 2, as clap does.

use std::ffi::OsString;

use clap::Command;
use clap::error::{ContextKind, ContextValue, Error, ErrorKind};

use ansage::language::Language;

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
            eprintln!("{}", german_sentence(&error, &bin_name(command, args)));
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

/// The German sentences for `error`; `bin` is the command whose help knows more.
pub fn german_sentence(error: &Error, bin: &str) -> String {
    let arg = text(error, ContextKind::InvalidArg).unwrap_or_default();
    let option = option_name(&arg);
    let value = text(error, ContextKind::InvalidValue).unwrap_or_default();
    let hint = format!("{bin} --help nennt alle Optionen.");
    match error.kind() {
        ErrorKind::UnknownArgument if arg.starts_with('-') => unknown_option(error, &arg, bin),
        ErrorKind::UnknownArgument
            if list(error, ContextKind::Suggested)
                .iter()
                .any(|tip| tip.contains("remove the")) =>
        {
            format!("{arg} ist ein Befehl; lassen Sie das -- davor weg: ansage {arg}.")
        }
        ErrorKind::UnknownArgument => format!(
            "Mit {arg} kann ich hier nichts anfangen: das ist ein Argument zu viel. {bin} --help sagt, was dazugehört."
        ),
        ErrorKind::InvalidSubcommand => {
            let name = text(error, ContextKind::InvalidSubcommand).unwrap_or_default();
            let suggested: Vec<String> = list(error, ContextKind::SuggestedSubcommand)
                .iter()
                .map(|s| format!("ansage {s}"))
                .collect();
            let suggestion = if suggested.is_empty() {
                ".".to_owned()
            } else {
                format!("; meinten Sie {}?", suggested.join(" oder "))
            };
            format!(
                "Den Befehl {name} kenne ich nicht{suggestion} ansage --help nennt alle Befehle."
            )
        }
        ErrorKind::InvalidValue => invalid_value(error, option, &value, bin),
        ErrorKind::ValueValidation => failed_value(error, option, &value, bin),
        ErrorKind::MissingRequiredArgument => {
            let args = list(error, ContextKind::InvalidArg);
            let missing: Vec<&str> = args.iter().map(|arg| bare_name(arg)).collect();
            format!(
                "Bei {bin} fehlt noch {}. {bin} --help sagt, was dazugehört.",
                missing.join(" und ")
            )
        }
        ErrorKind::MissingSubcommand => {
            "Es fehlt ein Befehl, zum Beispiel ansage play. ansage --help nennt alle Befehle."
                .into()
        }
        ErrorKind::ArgumentConflict => conflict(error, &arg, bin),
        ErrorKind::TooManyValues => {
            format!("{option} nimmt nur einen Wert; {value} ist zu viel. {hint}")
        }
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            let expected = text(error, ContextKind::ExpectedNumValues)
                .or_else(|| text(error, ContextKind::MinValues))
                .unwrap_or_default();
            let actual = text(error, ContextKind::ActualNumValues).unwrap_or_default();
            format!("{option} braucht {expected} Werte, gegeben waren {actual}. {hint}")
        }
        ErrorKind::NoEquals => format!(
            "Bei {option} gehört der Wert mit einem Gleichheitszeichen dazu, zum Beispiel {option}=WERT."
        ),
        ErrorKind::InvalidUtf8 => {
            format!("Ein Argument ist kein gültiger Text (UTF-8). {hint}")
        }
        _ => format!("Diese Befehlszeile verstehe ich nicht. {hint}"),
    }
}

/// An option the command does not know: what was perhaps meant, and how to give a value
/// that starts with a dash.
fn unknown_option(error: &Error, arg: &str, bin: &str) -> String {
    let option = option_name(arg);
    // clap's tips are English sentences; what they suggest is the part in quotes.
    let tips = list(error, ContextKind::Suggested);
    let elsewhere = tips
        .iter()
        .filter(|tip| tip.ends_with("' exists"))
        .find_map(|tip| tip.split('\'').nth(1))
        .map(|meant| format!("ansage {meant}"));
    let suggestion = text(error, ContextKind::SuggestedArg)
        .map(|s| option_name(&s).to_owned())
        .or(elsewhere)
        .map(|meant| format!("; meinten Sie {meant}?"))
        .unwrap_or_else(|| ".".into());
    let mut sentence = format!("Die Option {option} kenne ich nicht{suggestion}");
    if tips.iter().any(|tip| tip.contains(" as a value")) {
        sentence.push_str(&format!(
            " Ist {arg} ein Wert, dann schreiben Sie -- davor: {bin} -- {arg}."
        ));
    } else {
        sentence.push_str(&format!(" {bin} --help nennt alle Optionen."));
    }
    sentence
}

/// A value that is not among the possible ones, or no value at all.
fn invalid_value(error: &Error, option: &str, value: &str, bin: &str) -> String {
    let valid = list(error, ContextKind::ValidValue);
    let possible = if valid.is_empty() {
        format!(". {bin} --help sagt, welche Werte gehen.")
    } else {
        format!("; möglich sind: {}.", valid.join(", "))
    };
    if value.is_empty() {
        return format!("Nach {option} fehlt der Wert{possible}");
    }
    let suggestion = text(error, ContextKind::SuggestedValue)
        .map(|s| format!(" Meinten Sie {s}?"))
        .unwrap_or_default();
    format!("{option} {value} geht nicht{possible}{suggestion}")
}

/// A value that the option's own parser refused: a number, a language, a size, an address.
fn failed_value(error: &Error, option: &str, value: &str, bin: &str) -> String {
    let source = std::error::Error::source(error);
    if source.is_some_and(|s| s.is::<std::num::ParseIntError>()) {
        return format!(
            "{option} {value} geht nicht: dort gehört eine ganze Zahl hin, zum Beispiel 1."
        );
    }
    if source.is_some_and(|s| s.is::<ansage::language::UnknownLanguage>()) {
        return format!("{option} {value} geht nicht; möglich sind: de, en.");
    }
    match option {
        "--square" => {
            format!("{option} {value} geht nicht: geben Sie Spalten x Zeilen an, zum Beispiel 9x4.")
        }
        "--listen" => format!(
            "{option} {value} geht nicht: geben Sie ADRESSE:PORT an, zum Beispiel 0.0.0.0:7878, oder nur einen Port, zum Beispiel 7878."
        ),
        _ => format!("{option} {value} geht nicht. {bin} --help sagt, welche Werte gehen."),
    }
}

/// Two options that do not go together, or one given twice.
fn conflict(error: &Error, arg: &str, bin: &str) -> String {
    let option = option_name(arg);
    let prior: Vec<String> = list(error, ContextKind::PriorArg)
        .iter()
        .map(|p| option_name(p).to_owned())
        .collect();
    if prior.is_empty() || prior.iter().all(|p| p == option) {
        return format!("{option} darf nur einmal vorkommen. {bin} --help nennt alle Optionen.");
    }
    format!(
        "{option} geht nicht zusammen mit {}; lassen Sie eines davon weg.",
        prior.join(", ")
    )
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
        let args: Vec<OsString> = std::iter::once("ansage")
            .chain(args.iter().copied())
            .map(OsString::from)
            .collect();
        let mut command = crate::cli::help::localized(crate::Cli::command(), Language::GERMAN);
        let error = command
            .try_get_matches_from_mut(&args)
            .expect_err("the line is wrong");
        german_sentence(&error, &bin_name(&command, &args))
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
            "--lang fr geht nicht; möglich sind: de, en."
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
}
