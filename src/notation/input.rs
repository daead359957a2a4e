//! Forgiving typed input: what people really type, always resolved against the legal moves
//! of the position.
//!
//! Accepted, in German or English: SAN (`Sf3`, `Nf3`), coordinates (`g1f3`, `e7e8q`,
//! `e7e8D`), hyphens or `x` between squares (`Sg1-f3`, `e2-e4`, `Lc4xf7`), spaces
//! (`S f3`, `S g1 f3`), lower case (`sf3`, `lxe5`), over-disambiguation (`Sgf3` where `Sf3`
//! suffices), missing or superfluous capture and check signs, castling written with zeros or
//! letters (`0-0`, `O-O`, `oo`), promotion with or without `=` (`d8D`, `d8=D`, `d8(D)`),
//! `e.p.`, annotation marks (`!`, `?`) and a draw offer `(=)`. Words that carry nothing
//! ("bitte Sf3", "äh, e4": every language folder's `fillers.txt`, see [`crate::notation::line`])
//! are left out.
//!
//! A letter that can be read two ways (German `d`: file d or Dame; English `b`: file b or
//! bishop; German `B`: Bauer or, in English, bishop) is read both ways. Input that fits several legal
//! moves is never guessed: the answer lists every candidate.

use shakmaty::{CastlingSide, Chess, File, Move, Position, Rank, Role, Square};

use crate::language::Language;
use crate::notation::explain::{IllegalReason, explain_illegal};
use crate::notation::line::Line;
pub(crate) use crate::notation::pattern::{MovePattern, Reading};
use crate::notation::writing::Written;

/// Inputs longer than this are refused before any parsing: no move needs more.
pub const MAX_INPUT_CHARS: usize = 64;

/// What a typed text means in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Resolution {
    /// Exactly one legal move fits.
    Move(Move),
    /// Several legal moves fit; they are listed in a stable order (by UCI text).
    Ambiguous(Vec<Move>),
    /// The text is a well-formed move, but no legal move fits.
    Illegal(IllegalReason),
    /// The text is not a move at all.
    Invalid(InvalidInput),
}

/// A resolution together with what was written around the move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolvedInput {
    /// What the move text means.
    pub resolution: Resolution,
    /// Whether a draw offer `(=)` came with the move (E12).
    pub draw_offer: bool,
}

/// Why a text is not a move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InvalidInput {
    /// Nothing but spaces.
    #[error("the input is empty")]
    Empty,
    /// Far longer than any move.
    #[error("the input has {0} characters, too many for a move")]
    TooLong(usize),
    /// Control characters (escape sequences, bells, …).
    #[error("the input contains control characters")]
    ControlCharacters,
    /// A king cannot be the promotion piece.
    #[error("a pawn cannot be promoted to a king")]
    PromotionToKing,
    /// Not a move in any reading.
    #[error("{0:?} is not a move")]
    NotAMove(String),
}

/// The user's text, shortened for reading aloud.
pub fn echo(text: &str) -> String {
    const MAX: usize = 24;
    let mut shown: String = text.chars().take(MAX).collect();
    if text.chars().count() > MAX {
        shown.push('…');
    }
    shown
}

/// Resolves typed text against the legal moves of `pos`.
pub fn resolve(pos: &Chess, text: &str, language: Language) -> ResolvedInput {
    // Far too long or with control characters: refused before the line is read.
    if let Err(invalid) = check(text) {
        return ResolvedInput {
            resolution: Resolution::Invalid(invalid),
            draw_offer: false,
        };
    }
    // One token ("Sf3", a record's move): no filler to leave out (a filler alone is no move
    // either way), so it is read as it is, without splitting it into words.
    if !text.trim().contains(char::is_whitespace) {
        #[cfg(test)]
        crate::notation::reads::count();
        return fitting(pos, read(text, language));
    }
    resolve_line(pos, &Line::read(text), language)
}

/// Resolves a line already read into words ([`Line::read`]) against the legal moves of
/// `pos`: the line without its fillers ("bitte Sf3" is Sf3).
pub fn resolve_line(pos: &Chess, line: &Line, language: Language) -> ResolvedInput {
    #[cfg(test)]
    crate::notation::reads::count();
    let readings = check(line.typed()).and_then(|()| match line.without_fillers() {
        text if text.is_empty() && !line.text().is_empty() => {
            Err(InvalidInput::NotAMove(line.text().to_owned()))
        }
        text => read(&text, language),
    });
    // A refusal echoes the line as typed, fillers and all.
    let readings = readings.map_err(|invalid| match invalid {
        InvalidInput::NotAMove(_) => InvalidInput::NotAMove(line.text().to_owned()),
        other => other,
    });
    fitting(pos, readings)
}

/// Resolves notation the program wrote itself (the notation of words heard, to ask why the
/// move they name is not legal): no line to read, no fillers.
pub fn resolve_notation(pos: &Chess, text: &str, language: Language) -> ResolvedInput {
    fitting(pos, read(text, language))
}

/// The legal moves that fit the readings, or why none is read.
fn fitting(pos: &Chess, readings: Result<(Vec<Reading>, bool), InvalidInput>) -> ResolvedInput {
    let (readings, draw_offer) = match readings {
        Ok(r) => r,
        Err(invalid) => {
            return ResolvedInput {
                resolution: Resolution::Invalid(invalid),
                draw_offer: false,
            };
        }
    };
    let legal = pos.legal_moves();
    let mut found: Vec<Move> = Vec::new();
    for reading in &readings {
        for m in &legal {
            let fits = match reading {
                Reading::Castle(side) => m.castling_side() == Some(*side),
                Reading::Pattern(p) => p.matches(m),
            };
            if fits && !found.contains(m) {
                found.push(*m);
            }
        }
    }
    let resolution = match found.len() {
        0 => Resolution::Illegal(explain_illegal(pos, &readings)),
        1 => Resolution::Move(found[0]),
        _ => {
            found.sort_by_key(|m| m.to_uci(shakmaty::CastlingMode::Standard).to_string());
            Resolution::Ambiguous(found)
        }
    };
    ResolvedInput {
        resolution,
        draw_offer,
    }
}

/// Refuses a text far longer than any move, or one with control characters.
fn check(text: &str) -> Result<(), InvalidInput> {
    // Spaces around the text (and the line's end) do not count.
    let char_count = text.trim().chars().count();
    if char_count > MAX_INPUT_CHARS {
        return Err(InvalidInput::TooLong(char_count));
    }
    if text
        .chars()
        .any(|c| c.is_control() && c != '\t' && c != '\n' && c != '\r')
    {
        return Err(InvalidInput::ControlCharacters);
    }
    Ok(())
}

/// Reads the text into every plausible reading, or says why it is no move.
pub(crate) fn read(text: &str, language: Language) -> Result<(Vec<Reading>, bool), InvalidInput> {
    check(text)?;
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(InvalidInput::Empty);
    }
    let not_a_move = || InvalidInput::NotAMove(trimmed.to_owned());

    let mut work = trimmed.to_owned();
    let draw_offer = remove_all(&mut work, "(=)");
    // The e.p. mark, however written, says nothing the move does not already say.
    for mark in ["e.p.", "e. p.", "e.p", "ep."] {
        remove_all(&mut work, mark);
    }
    let mut compact = String::with_capacity(work.len());
    for c in work.chars() {
        match c {
            ' ' | '\t' | '\n' | '\r' | '-' | '–' | '—' | '‑' | '=' | '(' | ')' | '/' | '+'
            | '#' | '!' | '?' | '†' | '‡' | '.' => {}
            '×' | ':' | 'x' | 'X' => {}
            _ => compact.push(c),
        }
    }
    // A trailing "ep" glued to the move ("exd6ep").
    if compact.len() > 2 && compact.ends_with("ep") {
        compact.truncate(compact.len() - 2);
    }
    if compact.is_empty() {
        return Err(not_a_move());
    }
    if let Some(side) = castling(&compact) {
        return Ok((vec![Reading::Castle(side)], draw_offer));
    }
    let chars: Vec<char> = compact.chars().collect();
    let mut readings = Vec::new();
    let mut promotion_to_king = false;
    // With or without a promotion letter at the end.
    let last = *chars.last().expect("not empty");
    let promotion_options: Vec<(Option<Role>, usize)> = if last.is_alphabetic() {
        match promotion_role(last, language) {
            Some(Role::King) => {
                // Only after a square ("e8K"): words ending in k ("check") are no notation.
                let n = chars.len();
                promotion_to_king = n >= 3
                    && file_of(chars[n - 3], language).is_some()
                    && rank_of(chars[n - 2]).is_some();
                vec![]
            }
            Some(role) => vec![(Some(role), chars.len() - 1)],
            None => vec![],
        }
    } else {
        vec![(None, chars.len())]
    };
    for (promotion, body_len) in promotion_options {
        let body = &chars[..body_len];
        if body.len() < 2 {
            continue;
        }
        let (Some(to_file), Some(to_rank)) = (
            file_of(body[body.len() - 2], language),
            rank_of(body[body.len() - 1]),
        ) else {
            continue;
        };
        let to = Square::from_coords(to_file, to_rank);
        let prefix = &body[..body.len() - 2];
        // Without a piece letter.
        let mut full_origin = false;
        if let Some((from_file, from_rank)) = origin(prefix, language) {
            full_origin = from_file.is_some() && from_rank.is_some();
            let role = if full_origin { None } else { Some(Role::Pawn) };
            push_unique(
                &mut readings,
                Reading::Pattern(MovePattern {
                    role,
                    from_file,
                    from_rank,
                    to,
                    promotion,
                }),
            );
        }
        // With a piece letter first. Coordinates (`d7d6`) are never read as a piece move
        // (`D7d6`), even where the first letter can name a piece.
        if let Some((&first, rest)) = prefix.split_first().filter(|_| !full_origin) {
            for role in piece_roles(first, language) {
                if let Some((from_file, from_rank)) = origin(rest, language) {
                    if promotion.is_some() && role != Role::Pawn {
                        continue;
                    }
                    push_unique(
                        &mut readings,
                        Reading::Pattern(MovePattern {
                            role: Some(role),
                            from_file,
                            from_rank,
                            to,
                            promotion,
                        }),
                    );
                }
            }
        }
    }
    if readings.is_empty() {
        return Err(if promotion_to_king {
            InvalidInput::PromotionToKing
        } else {
            not_a_move()
        });
    }
    Ok((readings, draw_offer))
}

fn push_unique(readings: &mut Vec<Reading>, reading: Reading) {
    if !readings.contains(&reading) {
        readings.push(reading);
    }
}

/// Replaces every `needle` (ASCII, matched regardless of ASCII case) by a space.
fn remove_all(text: &mut String, needle: &str) -> bool {
    // ASCII case folding changes no byte offsets, whatever else the text holds.
    let lower = text.to_ascii_lowercase();
    if lower.contains(needle) {
        *text = lower_aware_replace(text, &lower, needle);
        true
    } else {
        false
    }
}

/// Replaces `needle` case-insensitively (positions found in `lower`, which has the same
/// byte layout as `text`).
fn lower_aware_replace(text: &str, lower: &str, needle: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut last = 0;
    for (index, _) in lower.match_indices(needle) {
        out.push_str(&text[last..index]);
        out.push(' ');
        last = index + needle.len();
    }
    out.push_str(&text[last..]);
    out
}

/// `0-0`, `O-O`, `oo`, `000` … with the separators already removed.
fn castling(compact: &str) -> Option<CastlingSide> {
    if !compact.chars().all(|c| matches!(c, '0' | 'O' | 'o')) {
        return None;
    }
    match compact.chars().count() {
        2 => Some(CastlingSide::KingSide),
        3 => Some(CastlingSide::QueenSide),
        _ => None,
    }
}

/// Origin file and rank, each optional, and nothing else.
fn origin(prefix: &[char], language: Language) -> Option<(Option<File>, Option<Rank>)> {
    let mut rest = prefix;
    let mut file = None;
    let mut rank = None;
    if let Some((&c, after)) = rest.split_first() {
        if let Some(f) = file_of(c, language) {
            file = Some(f);
            rest = after;
        }
    }
    if let Some((&c, after)) = rest.split_first() {
        if let Some(r) = rank_of(c) {
            rank = Some(r);
            rest = after;
        }
    }
    rest.is_empty().then_some((file, rank))
}

/// The pieces a leading letter can name in the language's typed letters (its folder's
/// `notation.toml`, which also lists the international letters typed alongside its own).
/// Where a letter means different pieces (German `B` for Bauer, English `B` for bishop), both
/// readings are kept. A small letter that names a piece (German `d` for Dame) is read as a
/// file too, by the caller.
fn piece_roles(letter: char, language: Language) -> Vec<Role> {
    language.writing().typed_roles(letter).to_vec()
}

/// The piece a letter after the target square promotes to (any case): the first piece the
/// letter names that a pawn may become, else the king (which is then refused).
fn promotion_role(letter: char, language: Language) -> Option<Role> {
    let writing = language.writing();
    let roles: Vec<Role> = writing
        .typed_roles(letter)
        .iter()
        .chain(writing.typed_roles(letter.to_ascii_uppercase()))
        .copied()
        .collect();
    roles
        .iter()
        .copied()
        .find(|role| !matches!(role, Role::Pawn | Role::King))
        .or_else(|| roles.contains(&Role::King).then_some(Role::King))
}

/// A file letter: any lower-case a–h, and those capitals the language does not keep for
/// pieces (so `Dd3` is always the German queen, never a pawn from the d-file).
fn file_of(c: char, language: Language) -> Option<File> {
    if language.writing().may_be_file(c) {
        File::from_char(c.to_ascii_lowercase())
    } else {
        None
    }
}

fn rank_of(c: char) -> Option<Rank> {
    if c.is_ascii_digit() {
        Rank::from_char(c)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::fen::parse_fen;
    use shakmaty::uci::UciMove;

    fn resolve_uci(fen: Option<&str>, text: &str, language: Language) -> Resolution {
        let pos = fen.map_or_else(Chess::default, |f| parse_fen(f).unwrap());
        resolve(&pos, text, language).resolution
    }

    fn expect_move(fen: Option<&str>, text: &str, language: Language, uci: &str) {
        let pos = fen.map_or_else(Chess::default, |f| parse_fen(f).unwrap());
        let expected = uci.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        assert_eq!(
            resolve(&pos, text, language).resolution,
            Resolution::Move(expected),
            "input {text:?}"
        );
    }

    #[test]
    fn many_spellings_of_the_knight_move() {
        for text in [
            "Sf3", "sf3", "Nf3", "nf3", "g1f3", "Sg1-f3", "Sg1f3", "S f3", "S g1 f3", "Sgf3",
            "S1f3", "g1-f3", "Sf3+", "Sxf3", "S×f3", " Sf3 ", "Sf3!", "Sf3?!", "G1F3",
        ] {
            expect_move(None, text, Language::GERMAN, "g1f3");
        }
        expect_move(None, "Nf3", Language::ENGLISH, "g1f3");
        expect_move(None, "e2-e4", Language::GERMAN, "e2e4");
        expect_move(None, "e4", Language::GERMAN, "e2e4");
        expect_move(None, "E4", Language::GERMAN, "e2e4");
    }

    #[test]
    fn castling_with_zeros_or_letters() {
        let fen = Some("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
        for text in ["0-0", "O-O", "o-o", "00", "OO", "0-0+", "e1g1", "e1h1"] {
            expect_move(fen, text, Language::GERMAN, "e1g1");
        }
        for text in ["0-0-0", "O-O-O", "ooo", "000", "e1c1"] {
            expect_move(fen, text, Language::GERMAN, "e1c1");
        }
        // A king "taking" its own rook is no castling in notation.
        for text in ["Ka1", "Kh1"] {
            assert!(
                matches!(
                    resolve_uci(fen, text, Language::GERMAN),
                    Resolution::Illegal(_)
                ),
                "{text}"
            );
        }
    }

    #[test]
    fn promotion_in_every_spelling() {
        let fen = Some("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
        for text in [
            "e8D", "e8=D", "e8Q", "e8=Q", "e7e8q", "e7e8D", "e8(D)", "e8/D", "e8d",
        ] {
            expect_move(fen, text, Language::GERMAN, "e7e8q");
        }
        expect_move(fen, "e8S", Language::GERMAN, "e7e8n");
        match resolve_uci(fen, "e8", Language::GERMAN) {
            Resolution::Ambiguous(moves) => assert_eq!(moves.len(), 4),
            other => panic!("unexpected {other:?}"),
        }
        assert_eq!(
            resolve_uci(fen, "e8K", Language::GERMAN),
            Resolution::Invalid(InvalidInput::PromotionToKing)
        );
    }

    #[test]
    fn lowercase_b_in_english_lists_both_readings_when_both_are_legal() {
        // White pawn b2 and bishop e5... bishop on a5 can take c3? Use a bishop on e1 (d2 free)
        // and a black knight on c3: both b2xc3 and Bxc3 are legal.
        let fen = Some("4k3/8/8/8/8/2n5/1P6/4BK2 w - - 0 1");
        match resolve_uci(fen, "bxc3", Language::ENGLISH) {
            Resolution::Ambiguous(moves) => {
                let ucis: Vec<String> = moves
                    .iter()
                    .map(|m| m.to_uci(shakmaty::CastlingMode::Standard).to_string())
                    .collect();
                assert_eq!(ucis, ["b2c3", "e1c3"]);
            }
            other => panic!("unexpected {other:?}"),
        }
        expect_move(fen, "Bxc3", Language::ENGLISH, "e1c3");
        expect_move(fen, "b2xc3", Language::ENGLISH, "b2c3");
    }

    #[test]
    fn german_lowercase_d_is_file_or_dame() {
        let fen = Some("4k3/8/8/4p3/3P4/8/8/3QK3 w - - 0 1");
        // d4xe5 by the pawn; the queen on d1 cannot reach e5 (d4 blocks? no: d1-e2... not a line to e5)
        expect_move(fen, "dxe5", Language::GERMAN, "d4e5");
        expect_move(fen, "Dd3", Language::GERMAN, "d1d3");
        expect_move(fen, "dd3", Language::GERMAN, "d1d3");
    }

    #[test]
    fn garbage_is_invalid_with_a_reason() {
        assert_eq!(
            resolve_uci(None, "", Language::GERMAN),
            Resolution::Invalid(InvalidInput::Empty)
        );
        assert_eq!(
            resolve_uci(None, "hallo", Language::GERMAN),
            Resolution::Invalid(InvalidInput::NotAMove("hallo".into()))
        );
        assert_eq!(
            resolve_uci(None, "e2\u{1b}[Ae4", Language::GERMAN),
            Resolution::Invalid(InvalidInput::ControlCharacters)
        );
        let long = "e".repeat(1_000_000);
        assert_eq!(
            resolve_uci(None, &long, Language::GERMAN),
            Resolution::Invalid(InvalidInput::TooLong(1_000_000))
        );
    }

    #[test]
    fn unicode_case_changes_around_marks_do_not_break_the_reader() {
        for text in ["İ(=)ẞ", "İe.p.ẞ", "ẞE.P.İ", "Sf3 (=) İ"] {
            let _ = resolve(&Chess::default(), text, Language::GERMAN);
        }
    }

    #[test]
    fn fillers_around_a_move_are_left_out() {
        expect_move(None, "bitte Sf3", Language::GERMAN, "g1f3");
        expect_move(None, "äh, e4 please", Language::ENGLISH, "e2e4");
        expect_move(None, "pues e2-e4", Language::SPANISH, "e2e4");
        // A line of fillers alone is no move; the refusal echoes it as typed.
        assert_eq!(
            resolve_uci(None, " äh ", Language::GERMAN),
            Resolution::Invalid(InvalidInput::NotAMove("äh".into()))
        );
        // Each reading of a line splits it into words once.
        crate::notation::reads::take_splits();
        let line = Line::read("bitte Sf3");
        resolve_line(&Chess::default(), &line, Language::GERMAN);
        assert_eq!(crate::notation::reads::take_splits(), 1);
    }

    #[test]
    fn draw_offer_is_kept() {
        let pos = Chess::default();
        let resolved = resolve(&pos, "e4 (=)", Language::GERMAN);
        assert!(resolved.draw_offer);
        assert!(matches!(resolved.resolution, Resolution::Move(_)));
    }
}
