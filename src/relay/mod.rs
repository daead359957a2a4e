//! The move relay between two devices (FIDE Appendix F with two boards): the blind
//! player's ansage hosts the match, and the opponent joins from a browser (the page is served
//! by the host) or from another ansage (`ansage join`). Each device keeps its own record and
//! board; the host keeps the game.
//!
//! - [`protocol`]: the messages on the WebSocket, as JSON.
//! - [`pairing`]: the pairing code and the seat's token.
//! - [`hub`]: who is connected and what the joined device was last sent, without the network.
//! - [`server`]: the HTTP and WebSocket server of the host.
//! - [`client`]: the connection of a joining ansage.
//! - [`address`]: how the host says where to join.
//! - [`watch`]: the spectators' page, when the host lets spectators watch.
//! - [`board3d`]: the 3D boards as both pages draw them.

pub mod address;
pub mod board3d;
pub mod client;
pub mod guesses;
pub mod hub;
pub mod page;
pub mod pairing;
pub mod protocol;
pub mod server;
pub mod watch;

pub use server::{GuestNews, Relay, RelayError, Role};
