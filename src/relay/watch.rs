//! The spectators' page (`/watch`, when the host lets spectators watch with
//! `--spectators`): one HTML file, its script and its style, built into the binary. It pairs
//! with the spectators' code and shows the game as the host keeps it (the board with the last
//! move and a check marked, the moves, the clocks, the end) and every announcement in a live
//! region; it sends nothing to the game. Its texts are the catalogues' `watch-*` texts
//! (`words/<code>/watch.ftl`), rendered for every language folder ([`texts_js`]).

use std::collections::BTreeMap;
use std::sync::OnceLock;

/// `index.html` of the spectators' page.
pub const WATCH_HTML: &str = include_str!("watch/index.html");
/// Its script.
pub const WATCH_JS: &str = include_str!("watch/watch.js");
/// Its style.
pub const WATCH_CSS: &str = include_str!("watch/watch.css");

/// The page's texts in every language that has them, by id without `watch-`.
pub fn texts() -> &'static BTreeMap<String, BTreeMap<String, String>> {
    static TEXTS: OnceLock<BTreeMap<String, BTreeMap<String, String>>> = OnceLock::new();
    TEXTS.get_or_init(|| super::page::rendered_in_every_language("watch.ftl"))
}

/// `watch-texts.js`: the texts as a script the page loads before `watch.js`.
pub fn texts_js() -> &'static str {
    static SCRIPT: OnceLock<String> = OnceLock::new();
    SCRIPT.get_or_init(|| {
        let json = serde_json::to_string(texts()).unwrap_or_else(|_| "{}".to_owned());
        format!("\"use strict\";\n// The spectators' page's texts, from the catalogues (words/<code>/watch.ftl).\nconst TEXTS = {json};\n")
    })
}

/// The size of the spectators' page's assets together (the shared 3D boards' included),
/// in bytes.
pub fn assets_bytes() -> usize {
    WATCH_HTML.len()
        + WATCH_JS.len()
        + WATCH_CSS.len()
        + texts_js().len()
        + super::board3d::assets_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every language folder has every text the page asks for, and the same ids.
    #[test]
    fn every_language_has_every_text_of_the_spectators_page() {
        let texts = texts();
        let german = &texts["de"];
        for key in ["title", "pair-button", "to-move-white", "black-n", "empty"] {
            assert!(german.contains_key(key), "{key}");
        }
        for (code, own) in texts {
            let keys: Vec<&String> = own.keys().collect();
            let reference: Vec<&String> = german.keys().collect();
            assert_eq!(keys, reference, "{code}");
        }
        assert_eq!(texts["es"]["black-n"], "caballo negro");
        assert!(texts_js().starts_with("\"use strict\""));
        // Small enough for a phone on a slow network: the page, its texts in every
        // language and the shared 3D boards together.
        assert!(assets_bytes() < 32_000, "{}", assets_bytes());
    }
}
