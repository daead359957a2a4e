//! The texts ansage says, as data: Project Fluent files in each language's folder
//! (`words/de/*.ftl`, `words/en/*.ftl`), built into the program. A text is looked up by its
//! id with named arguments; an attribute (`.spoken`) holds the form for the voice where it
//! differs from the form on screen (without the notation in brackets). German is the
//! reference: every other language has the same ids with the same arguments (tested).

use std::collections::BTreeSet;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;

use crate::language::Language;
use crate::vocabulary::capitalised;
use crate::words::folders::{FOLDERS, Folder};

/// One argument of a text: words, or a number (which chooses plural forms).
#[derive(Clone, Copy, Debug)]
pub enum Arg<'a> {
    /// Words, put in as they are.
    Words(&'a str),
    /// A number.
    Number(i64),
}

fn bundle(language: Language) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: OnceLock<Vec<(&'static str, FluentBundle<FluentResource>)>> = OnceLock::new();
    let bundles = BUNDLES.get_or_init(|| {
        FOLDERS
            .iter()
            .map(|folder| (folder.code, bundle_of(folder)))
            .collect()
    });
    let code = language.code();
    bundles
        .iter()
        .find(|(c, _)| *c == code)
        .or_else(|| bundles.first())
        .map(|(_, bundle)| bundle)
        .expect("build.rs found the language folders")
}

/// The bundle of every catalogue file in `folder`.
pub(crate) fn bundle_of(folder: &Folder) -> FluentBundle<FluentResource> {
    let locale = folder
        .code
        .parse()
        .unwrap_or_else(|_| "de".parse().expect("a valid language tag"));
    let mut bundle = FluentBundle::new_concurrent(vec![locale]);
    // The texts go to a terminal and a voice: no Unicode isolation marks.
    bundle.set_use_isolating(false);
    // `CAPITAL($x)`: the argument with its first letter capitalised, for a word that starts
    // a sentence ("Zwei Züge zurücknehmen …").
    let _ = bundle.add_function("CAPITAL", |positional, _named| match positional.first() {
        Some(FluentValue::String(text)) => FluentValue::from(capitalised(text)),
        Some(other) => other.clone(),
        None => FluentValue::None,
    });
    // `LOWER($x)`: the argument in small letters ("a white bishop").
    let _ = bundle.add_function("LOWER", |positional, _named| match positional.first() {
        Some(FluentValue::String(text)) => FluentValue::from(text.to_lowercase()),
        Some(other) => other.clone(),
        None => FluentValue::None,
    });
    // `INLINE($x)`: the argument with its first letter small, for a move that stands inside
    // a sentence ("… up to move two, White: knight Felix three").
    let _ = bundle.add_function("INLINE", |positional, _named| match positional.first() {
        Some(FluentValue::String(text)) => {
            let mut chars = text.chars();
            FluentValue::from(match chars.next() {
                Some(first) => first.to_lowercase().chain(chars).collect::<String>(),
                None => String::new(),
            })
        }
        Some(other) => other.clone(),
        None => FluentValue::None,
    });
    for (_, source) in folder.catalogue_files() {
        // A file that does not parse is caught by the tests; what parses is kept.
        let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(r, _)| r);
        // An id defined twice is caught by the tests; the first one is kept.
        let _ = bundle.add_resource(resource);
    }
    bundle
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
    messages(source)
        .map(|message| message.id.name.to_owned())
        .collect()
}

fn messages(source: &str) -> impl Iterator<Item = ast::Message<String>> {
    let resource = match fluent_syntax::parser::parse(source.to_owned()) {
        Ok(resource) => resource,
        Err((resource, _)) => resource,
    };
    resource.body.into_iter().filter_map(|entry| match entry {
        ast::Entry::Message(message) => Some(message),
        _ => None,
    })
}

/// Every message of a language folder, with the names of the arguments it uses (in its value
/// and its attributes).
pub fn arguments_by_id(folder: &Folder) -> std::collections::BTreeMap<String, BTreeSet<String>> {
    let mut out = std::collections::BTreeMap::new();
    for (_, source) in folder.catalogue_files() {
        for message in messages(source) {
            let mut names = BTreeSet::new();
            if let Some(value) = &message.value {
                pattern_arguments(value, &mut names);
            }
            for attribute in &message.attributes {
                pattern_arguments(&attribute.value, &mut names);
            }
            out.insert(message.id.name.clone(), names);
        }
    }
    out
}

fn pattern_arguments(pattern: &ast::Pattern<String>, names: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_arguments(expression, names);
        }
    }
}

fn expression_arguments(expression: &ast::Expression<String>, names: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_arguments(selector, names);
            for variant in variants {
                pattern_arguments(&variant.value, names);
            }
        }
        ast::Expression::Inline(inline) => inline_arguments(inline, names),
    }
}

fn inline_arguments(inline: &ast::InlineExpression<String>, names: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            names.insert(id.name.clone());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_arguments(argument, names);
            }
            for named in &arguments.named {
                inline_arguments(&named.value, names);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_arguments(expression, names),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::folders::folder;

    #[test]
    fn every_catalogue_file_parses_and_no_id_is_defined_twice() {
        for folder in FOLDERS {
            let mut seen = BTreeSet::new();
            for (name, source) in folder.catalogue_files() {
                if let Err((_, errors)) = FluentResource::try_new(source.to_owned()) {
                    panic!("{}/{name} does not parse: {errors:?}", folder.code);
                }
                for id in ids(source) {
                    assert!(
                        seen.insert(id.clone()),
                        "{}/{name}: {id} twice",
                        folder.code
                    );
                }
            }
        }
    }

    #[test]
    fn every_language_has_the_german_texts_with_the_same_arguments() {
        let german = arguments_by_id(folder("de").expect("the German folder"));
        assert!(german.len() >= 8);
        for other in FOLDERS.iter().filter(|f| f.code != "de") {
            let theirs = arguments_by_id(other);
            let missing: Vec<&String> = german
                .keys()
                .filter(|id| !theirs.contains_key(*id))
                .collect();
            let extra: Vec<&String> = theirs
                .keys()
                .filter(|id| !german.contains_key(*id))
                .collect();
            assert!(missing.is_empty(), "{} lacks {missing:?}", other.code);
            assert!(
                extra.is_empty(),
                "{} has texts German lacks: {extra:?}",
                other.code
            );
            for (id, arguments) in &german {
                assert_eq!(
                    &theirs[id], arguments,
                    "{}: {id} takes other arguments than in German",
                    other.code
                );
            }
        }
    }

    #[test]
    fn arguments_and_plurals_are_filled_in() {
        let args = [("side", Arg::Words("Schwarz"))];
        assert_eq!(
            text(Language::GERMAN, "draw-offered", &args),
            "Schwarz bietet Remis an."
        );
        assert_eq!(text(Language::GERMAN, "no-such-text", &[]), "no-such-text");
        let plural = |n| {
            text(
                Language::ENGLISH,
                "browse-where",
                &[("left", Arg::Number(n)), ("count", Arg::Words("two"))],
            )
        };
        assert!(plural(1).starts_with("One half-move"), "{}", plural(1));
        assert!(plural(2).starts_with("two half-moves"), "{}", plural(2));
    }
}
