//! The game record ansage keeps for a blind player (FIDE Laws, Appendix F): F2.5 asks the
//! player to record the game "in Braille oder Langschrift … oder ein Bandgerät", and F2.9c
//! lets an assistant keep it; ansage gives the record in each of those forms.
//!
//! - [`words`]: long-hand, the scoresheet written out in the words of Appendix F;
//! - [`braille`]: the scoresheet in braille (liblouis), paged as a BRF file.

pub mod braille;
pub mod words;
