//! The page a browser gets from the host: one HTML file, its script and its style, built into
//! the binary so nothing is installed. The page pairs with the code, shows the player's own
//! board (tap the from-square, then the to-square) and record, the clock and the last
//! announcement (in a live region, and spoken by the browser if the player wishes), and has
//! buttons for a draw offer, a claim, resigning, a differing board and the last move again.

/// `index.html`.
pub const INDEX_HTML: &str = include_str!("page/index.html");
/// `app.js`.
pub const APP_JS: &str = include_str!("page/app.js");
/// `style.css`.
pub const STYLE_CSS: &str = include_str!("page/style.css");

/// The size of the page's assets together, in bytes.
pub fn assets_bytes() -> usize {
    INDEX_HTML.len() + APP_JS.len() + STYLE_CSS.len()
}
