//! The texts ansage says, as data: one Project Fluent file per language (`de.ftl`, `en.ftl`),
//! built into the program. A text is looked up by its id with named arguments; an attribute
//! (`.spoken`) holds the form for the voice where it differs from the form on screen (without
//! the notation in brackets).

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::language::Language;

/// The German texts.
pub const GERMAN: &str = include_str!("de.ftl");
/// The English texts.
pub const ENGLISH: &str = include_str!("en.ftl");

/// One argument of a text: words, or a number (which chooses plural forms).
#[derive(Clone, Copy, Debug)]
pub enum Arg<'a> {
    /// Words, put in as they are.
    Words(&'a str),
    /// A number.
    Number(u32),
}

fn bundle(language: Language) -> &'static FluentBundle<FluentResource> {
    static GERMAN_BUNDLE: OnceLock<FluentBundle<FluentResource>> = OnceLock::new();
    static ENGLISH_BUNDLE: OnceLock<FluentBundle<FluentResource>> = OnceLock::new();
    let (cell, source, tag) = match language {
        Language::German => (&GERMAN_BUNDLE, GERMAN, "de"),
        Language::English => (&ENGLISH_BUNDLE, ENGLISH, "en"),
    };
    cell.get_or_init(|| {
        let locale = tag.parse().expect("a valid language tag");
        let mut bundle = FluentBundle::new_concurrent(vec![locale]);
        // The texts go to a terminal and a voice: no Unicode isolation marks.
        bundle.set_use_isolating(false);
        // A file that does not parse is caught by the tests; what parses is kept.
        let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(r, _)| r);
        let _ = bundle.add_resource(resource);
        bundle
    })
}

fn format(
    language: Language,
    id: &str,
    attribute: Option<&str>,
    args: &[(&str, Arg)],
) -> Option<String> {
    let bundle = bundle(language);
    let message = bundle.get_message(id)?;
    let pattern = match attribute {
        Some(name) => message.get_attribute(name)?.value(),
        None => message.value()?,
    };
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Words(text) => fluent_args.set(*name, FluentValue::from(*text)),
            Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    Some(text.into_owned())
}

/// The text `id` in `language` with its arguments. A text missing from the catalogue (the
/// tests check that none is) gives its id rather than nothing.
pub fn text(language: Language, id: &str, args: &[(&str, Arg)]) -> String {
    format(language, id, None, args).unwrap_or_else(|| id.to_owned())
}

/// The spoken form of `id`: its `.spoken` attribute, else the text itself.
pub fn spoken(language: Language, id: &str, args: &[(&str, Arg)]) -> String {
    format(language, id, Some("spoken"), args).unwrap_or_else(|| text(language, id, args))
}

/// The ids of a catalogue file, in order.
pub fn ids(source: &str) -> Vec<String> {
    let resource = match FluentResource::try_new(source.to_owned()) {
        Ok(resource) => resource,
        Err((resource, _)) => resource,
    };
    resource
        .entries()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(message) => Some(message.id.name.to_owned()),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_catalogues_parse_and_hold_the_same_texts() {
        for source in [GERMAN, ENGLISH] {
            if let Err((_, errors)) = FluentResource::try_new(source.to_owned()) {
                panic!("a catalogue does not parse: {errors:?}");
            }
        }
        assert_eq!(ids(GERMAN), ids(ENGLISH));
        assert!(ids(GERMAN).len() >= 8);
    }

    #[test]
    fn arguments_and_plurals_are_filled_in() {
        let args = [("side", Arg::Words("Schwarz"))];
        assert_eq!(
            text(Language::German, "draw-offered", &args),
            "Schwarz bietet Remis an."
        );
        assert_eq!(text(Language::German, "no-such-text", &[]), "no-such-text");
    }
}
