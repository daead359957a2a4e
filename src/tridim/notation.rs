//! The notation of three-dimensional chess (Meder's Appendix E, E1–E15): moves written and
//! read. `Sc6S` (E9), `Lxd5N` (E10), `aWxb4W` (E10), `Sbc5N`, `S3c5N`, `SWc5N` (E11),
//! `axb4N`, `aWa4N` (E12), `KP1-KP3` (E13), `d8SD`, `e9KP6S` (E14), `(=)` (E15), `0-0`,
//! `0-0-0`, `+`, `#`, `e.p.`.
//!
//! Reading is forgiving, as for flat chess: every legal move has its forms (German and
//! English letters, the origin named in any of the ways E11 and E12 allow or as a whole
//! square, the level of the arrival left out, `x` left out, coordinates `b2W-b4N`, upper or
//! lower case, spaces), and what was typed is matched against them. One move fits: it is
//! the move. Several fit: they are the candidates to ask about.
//!
//! Two promotions the seed does not write (a pawn carried to its last rank by a deck, and
//! one uncovered there, 3.4(e)(III)) are written after the deck move in brackets:
//! `DP6(z9DP6D)`; a promotion the opponent's deck move left pending is written before the
//! move: `(a8SD) Sb4N`.

use shakmaty::Role;

use super::geometry::{Pin, Square3};
use super::moves::{Action, Move3};
use super::position::Position3;
use crate::language::Language;

/// The letter of a piece (E5, E6): German `K D T L S`, English `K Q R B N`; pawns none.
pub fn role_letter(role: Role, language: Language) -> Option<char> {
    crate::notation::piece_letter(role, language)
}

/// The languages whose piece letters the seed's notation reads: German (`K D T L S`, as
/// Appendix E writes) and English (`K Q R B N`). Other languages' letters would clash with
/// the 3D board's file and level letters (a Spanish `C` for the knight is the file c).
const TYPED_LETTERS: [&str; 2] = ["de", "en"];

/// The letters the seed's notation writes (Appendix E: German), as a 3D game's file keeps
/// them.
pub fn seed_letters() -> Language {
    TYPED_LETTERS[0]
        .parse()
        .expect("the seed's language is built in")
}

/// The letters a piece may be typed with (German and English).
fn letters(role: Role) -> Vec<char> {
    let mut out: Vec<char> = TYPED_LETTERS
        .iter()
        .filter_map(|code| code.parse().ok())
        .filter_map(|l| role_letter(role, l))
        .collect();
    out.dedup();
    out
}

/// A piece move's kind, origin, arrival and promotion.
fn parts(m: &Move3) -> Option<(Role, Square3, Square3, Option<Role>)> {
    match m.action {
        Action::Piece {
            role,
            from,
            to,
            promotion,
            ..
        } => Some((role, from, to, promotion)),
        _ => None,
    }
}

/// What of a piece's origin the notation names to tell it from another that can make the
/// same move (E11, E12).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Origin {
    /// The origin's file.
    pub file: bool,
    /// Its rank.
    pub rank: bool,
    /// Its level.
    pub level: bool,
}

impl Origin {
    fn write(self, from: Square3) -> String {
        let mut out = String::new();
        if self.file {
            out.push(from.column.file_letter());
        }
        if self.rank {
            out.push_str(&from.column.rank.to_string());
        }
        if self.level {
            out.push_str(&from.level.name());
        }
        out
    }
}

/// The shortest way to tell `from` apart from `others` (E11: file first, then rank, then
/// level; combinations beyond the seed's cases in that order too). Pawns always name their
/// file (E12), then the level, then the rank.
fn disambiguation(from: Square3, others: &[Square3], pawn: bool) -> Origin {
    let unique = |o: Origin| {
        !others.iter().any(|s| {
            (!o.file || s.column.file == from.column.file)
                && (!o.rank || s.column.rank == from.column.rank)
                && (!o.level || s.level == from.level)
        })
    };
    let o = |file, rank, level| Origin { file, rank, level };
    let order: &[Origin] = if pawn {
        &[
            o(true, false, true),
            o(true, true, false),
            o(true, true, true),
        ]
    } else {
        &[
            o(true, false, false),
            o(false, true, false),
            o(false, false, true),
            o(true, true, false),
            o(true, false, true),
            o(false, true, true),
            o(true, true, true),
        ]
    };
    order
        .iter()
        .copied()
        .find(|&candidate| unique(candidate))
        .unwrap_or(o(true, true, true))
}

/// What the notation names of a piece move's origin (nothing when the move needs no
/// telling apart; a pawn's capture always names the file).
pub fn origin_named(pos: &Position3, m: &Move3) -> Origin {
    origin_among(m, &pos.legal_moves())
}

fn origin_among(m: &Move3, legal: &[Move3]) -> Origin {
    let Action::Piece {
        role,
        from,
        to,
        capture,
        promotion,
        ..
    } = m.action
    else {
        return Origin::default();
    };
    let others: Vec<Square3> = legal
        .iter()
        .filter_map(parts)
        .filter(|&(r, f, t, p)| {
            r == role && t == to && f != from && p.is_none() == promotion.is_none()
        })
        .map(|(_, f, ..)| f)
        .collect();
    if role != Role::Pawn {
        return if others.is_empty() {
            Origin::default()
        } else {
            disambiguation(from, &others, false)
        };
    }
    if capture.is_some() {
        // E12: the file; the level too when a pawn on the same file can take there.
        let same_file: Vec<Square3> = others
            .into_iter()
            .filter(|s| s.column.file == from.column.file)
            .collect();
        return if same_file.is_empty() {
            Origin {
                file: true,
                ..Origin::default()
            }
        } else {
            disambiguation(from, &same_file, true)
        };
    }
    if others.is_empty() {
        Origin::default()
    } else {
        disambiguation(from, &others, true)
    }
}

/// How a pawn's capture names the pawn's origin. Appendix E has two ways: E10 names "die
/// Ausgangslinie und die Ausgangsebene" on every pawn capture (`aWxb4W`, `cSxb6N`,
/// `dWxe5KP5`); E12 and the seed's sample game name the file alone, and the level only when
/// a pawn on the same file could take there too (`axb4N`, `aWa4N`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PawnCaptures {
    /// The file, and the level only where needed (E12, the sample game): `axb4N`.
    #[default]
    Short,
    /// The file and the level on every pawn capture (E10): `aWxb4W`.
    Long,
}

/// Writes a legal move of `pos` in the notation of `language`'s piece letters, with `+` or
/// `#` when it checks or mates; pawn captures in the short form (E12).
pub fn write_move(pos: &Position3, m: &Move3, language: Language) -> String {
    write_move_as(pos, m, language, PawnCaptures::Short)
}

/// Writes a legal move as [`write_move`] does, with pawn captures in the form chosen.
pub fn write_move_as(
    pos: &Position3,
    m: &Move3,
    language: Language,
    pawn_captures: PawnCaptures,
) -> String {
    let legal = pos.legal_moves();
    let mut text = String::new();
    if let (Some(choice), Some(square)) = (m.pending_choice, pos.pending_promotion()) {
        text.push_str(&format!(
            "({square}{}) ",
            role_letter(choice, language).unwrap_or('?')
        ));
    }
    text.push_str(&plain_move(pos, m, &legal, language, pawn_captures));
    let after = pos.play_unchecked(m);
    if after.in_check(after.turn()) {
        text.push(if after.legal_moves().is_empty() {
            '#'
        } else {
            '+'
        });
    }
    text
}

/// The move without check marks or a pending choice.
fn plain_move(
    pos: &Position3,
    m: &Move3,
    legal: &[Move3],
    language: Language,
    pawn_captures: PawnCaptures,
) -> String {
    match m.action {
        Action::Castle { long: false } => "0-0".to_owned(),
        Action::Castle { long: true } => "0-0-0".to_owned(),
        Action::Deck {
            from,
            to,
            promotion,
        } => {
            // E13: the origin too when another deck can go to the same pin.
            let rival = legal.iter().any(|other| {
                matches!(other.action, Action::Deck { from: f, to: t, .. } if t == to && f != from)
            });
            let mut text = if rival {
                format!("{from}-{to}")
            } else {
                to.to_string()
            };
            if let Some(role) = promotion {
                if let Some(square) = pos.deck_promotion_square(m) {
                    text.push_str(&format!(
                        "({square}{})",
                        role_letter(role, language).unwrap_or('?')
                    ));
                }
            }
            text
        }
        Action::Piece {
            role,
            from,
            to,
            capture,
            en_passant,
            promotion,
        } => {
            let mut origin = origin_among(m, legal);
            if role == Role::Pawn && capture.is_some() && pawn_captures == PawnCaptures::Long {
                // E10: "die Ausgangslinie und die Ausgangsebene".
                origin.file = true;
                origin.level = true;
            }
            let origin = origin.write(from);
            let mut text = String::new();
            if role != Role::Pawn {
                text.extend(role_letter(role, language));
            }
            text.push_str(&origin);
            if capture.is_some() {
                text.push('x');
            }
            text.push_str(&to.to_string());
            if let Some(p) = promotion {
                text.extend(role_letter(p, language));
            }
            if en_passant {
                text.push_str(" e.p.");
            }
            text
        }
    }
}

/// Every way a legal move may be written, as typed forms (case kept).
fn forms(pos: &Position3, m: &Move3) -> Vec<String> {
    let mut out = Vec::new();
    match m.action {
        Action::Castle { long } => {
            out.push(if long { "000" } else { "00" }.to_owned());
            out.push(if long { "OOO" } else { "OO" }.to_owned());
        }
        Action::Deck {
            from,
            to,
            promotion,
        } => {
            let names = |pin: Pin| {
                let number = pin.number;
                match pin.wing {
                    super::geometry::Wing::Queen => {
                        vec![format!("DP{number}"), format!("QL{number}")]
                    }
                    super::geometry::Wing::King => {
                        vec![format!("KP{number}"), format!("KL{number}")]
                    }
                }
            };
            for target in names(to) {
                out.push(target.clone());
                for origin in names(from) {
                    out.push(format!("{origin}{target}"));
                }
            }
            if let Some(role) = promotion {
                let with: Vec<String> = out
                    .iter()
                    .flat_map(|f| letters(role).into_iter().map(move |l| format!("{f}{l}")))
                    .collect();
                let squares: Vec<String> = pos
                    .deck_promotion_square(m)
                    .map(|s| {
                        letters(role)
                            .into_iter()
                            .map(|l| format!("{s}{l}"))
                            .collect()
                    })
                    .unwrap_or_default();
                let mut full = Vec::new();
                for f in &out {
                    for s in &squares {
                        full.push(format!("{f}{s}"));
                    }
                }
                out.extend(with);
                out.extend(full);
            }
        }
        Action::Piece {
            role,
            from,
            to,
            capture,
            en_passant,
            promotion,
        } => {
            let file = from.column.file_letter().to_string();
            let rank = from.column.rank.to_string();
            let level = from.level.name();
            let destinations = [to.to_string(), to.column.to_string()];
            let origins: Vec<String> = if role == Role::Pawn {
                let mut o = vec![
                    format!("{file}{level}"),
                    format!("{file}{rank}"),
                    from.to_string(),
                    format!("{file}{rank}{level}"),
                ];
                if capture.is_some() {
                    o.push(file.clone());
                } else {
                    o.push(String::new());
                }
                o
            } else {
                vec![
                    String::new(),
                    file.clone(),
                    rank.clone(),
                    level.clone(),
                    format!("{file}{rank}"),
                    format!("{file}{level}"),
                    format!("{rank}{level}"),
                    from.to_string(),
                ]
            };
            let heads: Vec<String> = if role == Role::Pawn {
                vec![String::new()]
            } else {
                letters(role).into_iter().map(String::from).collect()
            };
            let marks: &[&str] = if capture.is_some() { &["x", ""] } else { &[""] };
            let promotions: Vec<String> = match promotion {
                Some(p) => {
                    let mut v: Vec<String> = letters(p).into_iter().map(String::from).collect();
                    // Left out: the move is one of the four, asked about.
                    v.push(String::new());
                    v
                }
                None => vec![String::new()],
            };
            let tails: &[&str] = if en_passant { &["", "ep"] } else { &[""] };
            for head in &heads {
                for origin in &origins {
                    for mark in marks {
                        for dest in &destinations {
                            for promo in &promotions {
                                for tail in tails {
                                    out.push(format!("{head}{origin}{mark}{dest}{promo}{tail}"));
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    if let (Some(choice), Some(square)) = (m.pending_choice, pos.pending_promotion()) {
        let plain = out.clone();
        for letter in letters(choice) {
            for f in &plain {
                out.push(format!("{square}{letter}{f}"));
            }
        }
    }
    out
}

/// The typed text made comparable with the forms: spaces, brackets, hyphens, arrows, `=`,
/// check marks, annotation signs and the dots of `e.p.` taken out; `0` and `O` of castling
/// kept.
fn compact(text: &str) -> String {
    let mut out: String = text
        .chars()
        .filter(|c| {
            !c.is_whitespace()
                && !matches!(
                    c,
                    '-' | '–'
                        | '→'
                        | '>'
                        | '='
                        | '+'
                        | '#'
                        | '!'
                        | '?'
                        | '('
                        | ')'
                        | '.'
                        | ':'
                        | ','
                        | '×'
                )
        })
        .collect();
    // A draw offer written with the move (E15) is no part of it.
    if let Some(stripped) = out.strip_suffix("(=)") {
        out = stripped.to_owned();
    }
    out
}

/// What reading a typed move found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reading {
    /// Exactly this legal move.
    Move(Move3),
    /// These legal moves all fit; ask which.
    Candidates(Vec<Move3>),
    /// No legal move fits.
    Nothing,
}

/// Reads typed notation (or a compact form made from spoken words) as a legal move of `pos`.
pub fn read_move(pos: &Position3, text: &str) -> Reading {
    let typed = compact(text);
    if typed.is_empty() {
        return Reading::Nothing;
    }
    let legal = pos.legal_moves();
    let all: Vec<(Move3, Vec<String>)> = legal.iter().map(|m| (*m, forms(pos, m))).collect();
    // Case first (Bc5N is a bishop, bc5N a pawn), then without it.
    let exact: Vec<Move3> = all
        .iter()
        .filter(|(_, forms)| forms.iter().any(|f| compact(f) == typed))
        .map(|(m, _)| *m)
        .collect();
    let found = if exact.is_empty() {
        let lower = typed.to_lowercase();
        all.iter()
            .filter(|(_, forms)| forms.iter().any(|f| compact(f).to_lowercase() == lower))
            .map(|(m, _)| *m)
            .collect()
    } else {
        exact
    };
    match found.as_slice() {
        [] => Reading::Nothing,
        [one] => Reading::Move(*one),
        _ => Reading::Candidates(found),
    }
}
