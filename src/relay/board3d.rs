//! Meder's 3D boards as the pages draw them (`/board3d.js`, `/board3d.css`), shared by the
//! player's page and the spectators' page: the script places the three main boards and the
//! attack decks as the physical set is seen from the player's side; each page makes the
//! squares and the pins' handles its own way (buttons to tap, or pictures to look at).

/// `board3d.js`: `Board3D.placement` reads a FEN3D, `Board3D.draw` places the boards.
pub const BOARD3D_JS: &str = include_str!("board3d/board3d.js");
/// `board3d.css`: the boards' grid, squares, decks and pins.
pub const BOARD3D_CSS: &str = include_str!("board3d/board3d.css");

/// The size of the shared 3D assets together, in bytes.
pub fn assets_bytes() -> usize {
    BOARD3D_JS.len() + BOARD3D_CSS.len()
}
