//! The page a browser gets from the host: one HTML file, its script and its style, built into
//! the binary so nothing is installed. The page pairs with the code, shows the player's own
//! board (tap the from-square, then the to-square; a promotion's piece is chosen in the page)
//! with its coordinates, the last move and a king in check marked, and the player's record,
//! the clocks, what to do now and the latest answers beside the board, the end of the game
//! in a panel, and every announcement (in a live region, and spoken by the browser if the
//! player wishes); it has buttons for a draw offer, a claim, resigning, a differing board and
//! the last move again. Lines entered while the connection is down wait and go out after the
//! rejoin, unless the game went on meanwhile (then the page says so).
//! The same page is the arbiter's (issue 30, F2.7–F2.9): paired with the arbiter's code, it
//! shows both players' own boards side by side with the squares where they differ marked
//! and named, both records, the clocks, whether the remote player is connected and what
//! waits for whom, and the arbiter's actions (the clocks, time, settling the boards, a
//! proposal's yes or no, a result after a second ask, a warning, a line for anything else),
//! each sent as the line the arbiter would type in the page's language.
//! Its texts are not in the script: they are the catalogues' `page-*` texts
//! (`words/<code>/page.ftl`), rendered here for every language folder ([`texts_js`]).

use std::collections::BTreeMap;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

use crate::words::catalogue::ids;
use crate::words::folders::FOLDERS;

/// `index.html`.
pub const INDEX_HTML: &str = include_str!("page/index.html");
/// `app.js`.
pub const APP_JS: &str = include_str!("page/app.js");
/// `style.css`.
pub const STYLE_CSS: &str = include_str!("page/style.css");

/// The size of the page's assets together (the shared 3D boards' included), in bytes.
pub fn assets_bytes() -> usize {
    INDEX_HTML.len()
        + APP_JS.len()
        + STYLE_CSS.len()
        + texts_js().len()
        + super::board3d::assets_bytes()
}

/// The page's texts in every language that has them: language code, then each `page-*` text
/// by its id without `page-` (`pair-heading`). The placeholders `{square}`, `{piece}`,
/// `{move}`, `{moves}`, and the arbiter's `{side}`, `{squares}`, `{seconds}` and `{result}`
/// are left for the page to fill in.
pub fn texts() -> &'static BTreeMap<String, BTreeMap<String, String>> {
    static TEXTS: OnceLock<BTreeMap<String, BTreeMap<String, String>>> = OnceLock::new();
    TEXTS.get_or_init(|| rendered_in_every_language("page.ftl"))
}

/// Every text of the catalogue `file` (`page.ftl`, `watch.ftl`), rendered, in every
/// language folder that has it, by language code.
pub(crate) fn rendered_in_every_language(file: &str) -> BTreeMap<String, BTreeMap<String, String>> {
    FOLDERS
        .iter()
        .filter_map(|folder| {
            let source = folder.file(file)?;
            Some((folder.code.to_owned(), rendered(folder.code, source)))
        })
        .collect()
}

/// Every text of one `page.ftl` (or the spectators' `watch.ftl`), rendered, by its id
/// without the file's prefix (`page-`, `watch-`).
fn rendered(code: &str, source: &str) -> BTreeMap<String, String> {
    let locale = code
        .parse()
        .unwrap_or_else(|_| "de".parse().expect("a valid language tag"));
    let mut bundle = FluentBundle::new_concurrent(vec![locale]);
    bundle.set_use_isolating(false);
    // A file that does not parse is caught by the catalogue's tests; what parses is kept.
    let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(r, _)| r);
    let _ = bundle.add_resource(resource);
    let mut args = FluentArgs::new();
    args.set("square", "{square}");
    args.set("piece", "{piece}");
    args.set("move", "{move}");
    args.set("moves", "{moves}");
    for placeholder in ["side", "squares", "seconds", "result"] {
        args.set(placeholder, format!("{{{placeholder}}}"));
    }
    ids(source)
        .into_iter()
        .filter_map(|id| {
            let pattern = bundle.get_message(&id)?.value()?;
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
            let key = id
                .strip_prefix("page-")
                .or_else(|| id.strip_prefix("watch-"))
                .unwrap_or(&id)
                .to_owned();
            Some((key, text.into_owned()))
        })
        .collect()
}

/// `texts.js`: the page's texts as a script that the page loads before `app.js`
/// (`const TEXTS = {"de": {…}, "en": {…}}`).
pub fn texts_js() -> &'static str {
    static SCRIPT: OnceLock<String> = OnceLock::new();
    SCRIPT.get_or_init(|| {
        let json = serde_json::to_string(texts()).unwrap_or_else(|_| "{}".to_owned());
        format!("\"use strict\";\n// The page's texts, from the catalogues (words/<code>/page.ftl).\nconst TEXTS = {json};\n")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_gives_the_page_the_same_texts() {
        let texts = texts();
        let german = &texts["de"];
        assert_eq!(german["clock-label"], "Uhr");
        assert_eq!(texts["en"]["clock-label"], "Clock");
        assert_eq!(
            german["line-square-empty"], "bei mir ist {square} leer",
            "the page fills in the square"
        );
        for (code, words) in texts {
            let keys: Vec<_> = words.keys().collect();
            let german_keys: Vec<_> = german.keys().collect();
            assert_eq!(keys, german_keys, "{code}");
            assert!(words.values().all(|text| !text.is_empty()), "{code}");
        }
    }

    #[test]
    fn the_script_holds_no_text_table_of_its_own() {
        // The texts come from the catalogues; the script and the page name no label of any
        // language.
        for words in texts().values() {
            for key in [
                "pair-heading",
                "clock-label",
                "resign",
                "record",
                "your-move",
            ] {
                let quoted = format!("\"{}\"", words[key]);
                let element = format!(">{}<", words[key]);
                assert!(!APP_JS.contains(&quoted), "{quoted}");
                assert!(!INDEX_HTML.contains(&quoted), "{quoted}");
                assert!(!INDEX_HTML.contains(&element), "{element}");
            }
        }
        assert!(texts_js().starts_with("\"use strict\";"));
    }

    #[test]
    fn the_arbiters_buttons_send_what_the_session_reads() {
        // Each line the arbiter's buttons send is read by the session as the command it
        // means, in the page's language: the clocks (6.12, 6.13), settling the boards
        // (F2.7) and a named seat's board report.
        use crate::commands::{Command, parse_command};
        use shakmaty::Color;
        for (code, words) in texts() {
            let language = crate::relay::protocol::language_of(code).expect("a language");
            let parsed = |line: &str| match parse_command(line, language) {
                Some(Ok(command)) => command,
                other => panic!("{code}: {line:?} gave {other:?}"),
            };
            assert_eq!(parsed(&words["line-pause"]), Command::PauseClock, "{code}");
            assert_eq!(
                parsed(&words["line-resume"]),
                Command::ResumeClock,
                "{code}"
            );
            assert_eq!(
                parsed(&words["line-reconcile"]),
                Command::Reconcile,
                "{code}"
            );
            for (side, color) in [("white", Color::White), ("black", Color::Black)] {
                let side = &words[&format!("line-side-{side}")];
                for (key, add) in [("line-add-time", true), ("line-take-time", false)] {
                    for seconds in [1, 30, 150] {
                        let line = words[key]
                            .replace("{side}", side)
                            .replace("{seconds}", &seconds.to_string());
                        assert_eq!(
                            parsed(&line),
                            Command::AdjustClock {
                                color,
                                add,
                                amount: std::time::Duration::from_secs(seconds),
                            },
                            "{code}: {line:?}"
                        );
                    }
                }
                let report = format!(
                    "{side}: {}",
                    words["line-square-empty"].replace("{square}", "e4")
                );
                assert!(
                    matches!(parsed(&report), Command::BoardReport { seat: Some(seat), .. } if seat == color),
                    "{code}: {report:?}"
                );
                // 12.9a: the warning of that side.
                let warning = words["line-warning"].replace("{side}", side);
                assert_eq!(
                    parsed(&warning),
                    Command::ArbiterWarning(color),
                    "{code}: {warning:?}"
                );
            }
            // The result the arbiter declares.
            for (key, winner) in [
                ("line-result-white", Some(Color::White)),
                ("line-result-draw", None),
                ("line-result-black", Some(Color::Black)),
            ] {
                assert_eq!(
                    parsed(&words[key]),
                    Command::ArbiterResult(winner),
                    "{code}: {key}"
                );
            }
        }
    }
}
