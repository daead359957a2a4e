//! The catalogue looked up by a language folder's code ("de", "en", "es") rather than by
//! [`Language`](crate::language::Language): so a folder can be worded and checked before
//! `Language` can name it, and whatever names a language by its code finds its texts.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::words::catalogue::{Arg, bundle_of};
use crate::words::folders::FOLDERS;

/// Why a text could not be worded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unworded {
    /// No language folder has this code.
    NoFolder,
    /// The folder has no text with this id (or no such attribute).
    NoText,
    /// The text is there, but Fluent reported errors while filling it in (an unknown
    /// argument or reference, a missing default variant): the errors, and what came out.
    Errors(Vec<String>, String),
}

fn bundle(code: &str) -> Option<&'static FluentBundle<FluentResource>> {
    static BUNDLES: OnceLock<Vec<(&'static str, FluentBundle<FluentResource>)>> = OnceLock::new();
    BUNDLES
        .get_or_init(|| {
            FOLDERS
                .iter()
                .map(|folder| (folder.code, bundle_of(folder)))
                .collect()
        })
        .iter()
        .find(|(c, _)| *c == code)
        .map(|(_, bundle)| bundle)
}

/// The text `id` (or its `attribute`, e.g. `spoken`) of the folder `code`, with its
/// arguments: the words, or why there are none.
pub fn format(
    code: &str,
    id: &str,
    attribute: Option<&str>,
    args: &[(&str, Arg)],
) -> Result<String, Unworded> {
    let bundle = bundle(code).ok_or(Unworded::NoFolder)?;
    let message = bundle.get_message(id).ok_or(Unworded::NoText)?;
    let pattern = match attribute {
        Some(name) => message.get_attribute(name).ok_or(Unworded::NoText)?.value(),
        None => message.value().ok_or(Unworded::NoText)?,
    };
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Words(text) => fluent_args.set(*name, FluentValue::from(*text)),
            Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
        }
    }
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors)
        .into_owned();
    if errors.is_empty() {
        Ok(text)
    } else {
        Err(Unworded::Errors(
            errors.iter().map(|e| format!("{e:?}")).collect(),
            text,
        ))
    }
}

/// The text `id` of the folder `code`, or `None` when either is missing.
pub fn text(code: &str, id: &str, args: &[(&str, Arg)]) -> Option<String> {
    format(code, id, None, args).ok()
}

/// The spoken form of `id` in the folder `code`: its `.spoken` attribute, else the text.
pub fn spoken(code: &str, id: &str, args: &[(&str, Arg)]) -> Option<String> {
    format(code, id, Some("spoken"), args)
        .ok()
        .or_else(|| text(code, id, args))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_is_found_by_its_folders_code() {
        let args = [("side", Arg::Words("Negras"))];
        assert_eq!(
            text("es", "draw-offered", &args).as_deref(),
            Some("Negras ofrecen tablas.")
        );
        let args = [("side", Arg::Words("Schwarz"))];
        assert_eq!(
            text("de", "draw-offered", &args).as_deref(),
            Some("Schwarz bietet Remis an.")
        );
        assert_eq!(
            format("xx", "draw-offered", None, &args),
            Err(Unworded::NoFolder)
        );
        assert_eq!(
            format("es", "no-such-text", None, &args),
            Err(Unworded::NoText)
        );
    }

    #[test]
    fn the_spoken_form_leaves_the_notation_out() {
        let args = [
            ("count", Arg::Words("uno")),
            ("side", Arg::Words("Blancas")),
            ("words", Arg::Words("Bauer Eva vier")),
            ("san", Arg::Words("e4")),
        ];
        assert_eq!(
            text("es", "move-line", &args).as_deref(),
            Some("Jugada uno, Blancas: Bauer Eva vier (e4).")
        );
        assert_eq!(
            spoken("es", "move-line", &args).as_deref(),
            Some("Jugada uno, Blancas: Bauer Eva vier.")
        );
    }

    #[test]
    fn a_missing_argument_is_an_error() {
        assert!(matches!(
            format("es", "draw-offered", None, &[]),
            Err(Unworded::Errors(..))
        ));
    }
}
