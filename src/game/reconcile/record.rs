//! A player's record (scoresheet) as written, and its replay from the start position.
//!
//! A record is read from PGN or from a plain list of moves in German or English notation:
//! `e4 e5 Sf3 Sc6`, `1.e4 e5 2.Sf3`, `1. e4 e5` and `2. Nf3` on separate lines, moves glued
//! together as when a table is flattened (`1.e4e5`). Tag pairs, comments, variations, NAGs and
//! annotation marks are passed over; a `[%clk h:mm:ss]` comment gives the mover's remaining
//! time after the move; a result (`1-0`, `0-1`, `1/2-1/2`, `½-½`, `*`) or `usw.` ends the
//! record. A valid PGN game is read by [`crate::notation::pgn`]; a PGN with a move that is
//! not legal, or with German letters, falls back to the same reading as a plain list, so
//! that the record is kept up to the move that went wrong.
//!
//! Reading keeps the moves as text; [`Record::replay`] resolves each one against the position
//! replayed so far with [`crate::notation::input::resolve`]. The first text that is not
//! exactly one legal move ends the replay: an illegal, ambiguous or unreadable move is kept
//! in [`Replay::illegal`], and the record agrees with nothing from there on (F2.8).

use std::time::Duration;

use shakmaty::{Chess, Color, Move, Position};

use super::Reconcile;
use crate::game::rules::Standard;
use crate::language::Language;
use crate::notation::facts::MoveFacts;
use crate::notation::fen::{FenError, parse_fen};
use crate::notation::input::{Resolution, resolve};
use crate::notation::movetext::strip_move_number;
use crate::notation::pgn::{Game, move_number_label, read_games, split_clock};
use crate::notation::san::write_san;
use crate::notation::writing::{Writing, Written};
use crate::phrase::{Join, Phrase, Value};

/// Record files larger than this are refused: a scoresheet is a few kilobytes.
pub const MAX_RECORD_BYTES: u64 = 4 * 1024 * 1024;

/// Tokens longer than this are not tried as two moves glued together.
const MAX_GLUED_CHARS: usize = 24;

/// One move as the player wrote it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenMove {
    /// The text of the move (`Sf3`, `Nf3`, `e4e5` for two glued moves).
    pub text: String,
    /// The mover's remaining time after the move, from a `[%clk]` comment.
    pub clock: Option<Duration>,
}

/// What a player wrote: the moves as text, and the start position if the record names one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// The moves in order, as written; nothing is checked yet.
    pub moves: Vec<WrittenMove>,
    /// The start position from a PGN `FEN` tag, if there was one.
    pub start: Option<Chess>,
    /// The notation's language when the letters show it (`S`, `L` are German; `N`, `Q`
    /// English; `C`, `A` Spanish); `None` when they do not. It decides how the letters that
    /// mean different things in the two languages are read (`B`, lower-case `b` and `d`).
    pub notation: Option<Language>,
}

/// Why a record could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// There is no such file.
    #[error("the file does not exist")]
    NotFound,
    /// The name is a FIFO, a device or a folder, not a file of moves.
    #[error("the name is no regular file")]
    NotAFile,
    /// The file exists but could not be read.
    #[error("the file could not be read: {0}")]
    Io(std::io::ErrorKind),
    /// The file is far too large for a scoresheet.
    #[error("the file has {0} bytes, far too many for a record")]
    TooLarge(u64),
    /// The file holds binary data, not text.
    #[error("the file is not text (a zero byte at offset {0})")]
    NotText(usize),
    /// The PGN `FEN` tag is no valid position.
    #[error("the FEN tag is not valid: {0}")]
    FenTag(FenError),
}

impl RecordError {
    /// The error as sentences for the user: what is wrong and what to do.
    pub fn phrase(&self) -> Phrase {
        match self {
            RecordError::NotFound => Phrase::new("record-not-found"),
            RecordError::NotAFile => Phrase::new("record-not-a-file"),
            RecordError::Io(kind) => Phrase::new("record-io").with(
                "reason",
                Phrase::new("file-read-reason").with("kind", io_kind(*kind)),
            ),
            RecordError::TooLarge(n) => {
                Phrase::new("record-too-large").with("bytes", n.to_string())
            }
            RecordError::NotText(offset) => {
                Phrase::new("record-not-text").with("offset", offset.to_string())
            }
            RecordError::FenTag(e) => Phrase::new("record-fen-tag").with("reason", e.phrase()),
        }
    }
}

/// A system error's kind as the key of the catalogue's `file-read-reason`.
fn io_kind(kind: std::io::ErrorKind) -> &'static str {
    crate::phrase::io_kind_key(kind)
}

impl Record {
    /// A record from moves written as text, with no clock times.
    pub fn from_texts<I, S>(texts: I) -> Record
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        let moves: Vec<WrittenMove> = texts
            .into_iter()
            .map(|t| WrittenMove {
                text: t.into(),
                clock: None,
            })
            .collect();
        let notation = notation_of(&moves);
        Record {
            moves,
            start: None,
            notation,
        }
    }

    /// The record of a PGN game: its moves in English SAN with their clock times, and its
    /// start position when the game has a `FEN` tag.
    pub fn from_game(game: &Game) -> Record {
        let mut pos = game.start.clone();
        let mut moves = Vec::with_capacity(game.moves.len());
        for recorded in &game.moves {
            let text = write_san(&pos, recorded.played, &Writing::PGN);
            pos.play_unchecked(recorded.played);
            moves.push(WrittenMove {
                text,
                clock: recorded.clock,
            });
        }
        let has_fen = game
            .tags
            .iter()
            .any(|(name, _)| name.eq_ignore_ascii_case("FEN"));
        Record {
            moves,
            start: has_fen.then(|| game.start.clone()),
            notation: Some(Language::PGN_NOTATION),
        }
    }

    /// Reads a record from bytes: UTF-8, or Latin-1 where it is not valid UTF-8.
    pub fn parse_bytes(bytes: &[u8]) -> Result<Record, RecordError> {
        if let Some(offset) = bytes.iter().position(|&b| b == 0) {
            return Err(RecordError::NotText(offset));
        }
        match std::str::from_utf8(bytes) {
            Ok(text) => Record::parse(text),
            Err(_) => Record::parse(&bytes.iter().map(|&b| char::from(b)).collect::<String>()),
        }
    }

    /// Reads a record from text: PGN, or a plain list of moves in German or English notation.
    /// Only an invalid `FEN` tag is an error; a text with no moves is an empty record.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let text = text.trim_start_matches('\u{feff}');
        if text.trim_start().starts_with('[') {
            if let Ok(games) = read_games(text.as_bytes()) {
                if let Some(game) = games.first() {
                    return Ok(Record::from_game(game));
                }
            }
        }
        read_plain(text)
    }

    /// Replays the record from `start`. `language` is the notation used where the record's
    /// own letters do not show it (the language its reader types in); why a move is not
    /// legal is given as data, for each reader to hear in their own words.
    pub fn replay(&self, start: &Chess, language: Language) -> Replay<Standard> {
        let notation = self.notation.unwrap_or(language);
        let mut replay = Replay::new(start.clone());
        let mut pos = start.clone();
        for entry in &self.moves {
            match resolve_written(&pos, &entry.text, notation) {
                Ok(played) => {
                    for m in played {
                        pos.play_unchecked(m);
                        replay.moves.push(m);
                        replay.written.push(entry.text.clone());
                        replay.clocks.push(None);
                    }
                    if let Some(last) = replay.clocks.last_mut() {
                        *last = entry.clock;
                    }
                }
                Err((kind, reason)) => {
                    replay.illegal = Some(IllegalMove {
                        ply: replay.moves.len(),
                        number: move_number_label(&pos),
                        side: pos.turn(),
                        fullmove: pos.fullmoves().get(),
                        token: entry.text.clone(),
                        kind,
                        reason,
                    });
                    break;
                }
            }
        }
        replay
    }
}

/// Why a written move could not be replayed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalKind {
    /// The text is no move at all.
    NotAMove,
    /// A move, but not a legal one in the position.
    Illegal,
    /// Several legal moves fit the text.
    Ambiguous,
}

/// The first written move that is not exactly one legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// How many plies were replayed before it (0-based index of the ply it would be).
    pub ply: usize,
    /// The move number as on a scoresheet: `3.` for White, `3...` for Black.
    pub number: String,
    /// The side whose move it would have been.
    pub side: Color,
    /// The full-move number (for saying "Zug drei").
    pub fullmove: u32,
    /// The text as written.
    pub token: String,
    /// Not a move, illegal or ambiguous.
    pub kind: IllegalKind,
    /// Why, as a sentence (squares in the Appendix F alphabet).
    pub reason: Phrase,
}

/// A record replayed: the legal moves up to the first one that is not, with clock times.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay<R: Reconcile = Standard> {
    /// The position the replay started from.
    pub start: R::Position,
    /// The legal moves, one per ply.
    pub moves: Vec<R::Move>,
    /// For each ply, the text it was read from (two glued moves share one text).
    pub written: Vec<String>,
    /// For each ply, the mover's remaining time after it, if written.
    pub clocks: Vec<Option<Duration>>,
    /// The first written move that could not be replayed; nothing after it counts.
    pub illegal: Option<IllegalMove>,
}

impl<R: Reconcile> Replay<R> {
    /// A replay from `start` with nothing replayed yet.
    pub fn new(start: R::Position) -> Replay<R> {
        Replay {
            start,
            moves: Vec::new(),
            written: Vec::new(),
            clocks: Vec::new(),
            illegal: None,
        }
    }

    /// The position after the first `plies` plies (at most all of them).
    pub fn position_after(&self, plies: usize) -> R::Position {
        self.moves
            .iter()
            .take(plies)
            .fold(self.start.clone(), |pos, m| R::play(&pos, m))
    }

    /// The position after every legal ply.
    pub fn final_position(&self) -> R::Position {
        self.position_after(self.moves.len())
    }
}

/// Resolves one written move, or two glued together; else says why not.
fn resolve_written(
    pos: &Chess,
    text: &str,
    notation: Language,
) -> Result<Vec<Move>, (IllegalKind, Phrase)> {
    let (kind, reason) = match resolve(pos, text, notation).resolution {
        Resolution::Move(m) => return Ok(vec![m]),
        Resolution::Ambiguous(moves) => {
            let mut named: Vec<Value> = moves
                .iter()
                .map(|m| Value::MoveWordsLong(MoveFacts::of(pos, *m)))
                .collect();
            let last = named.pop().unwrap_or(Value::Verbatim(String::new()));
            return Err((
                IllegalKind::Ambiguous,
                Phrase::new("record-ambiguous")
                    .with("first", Value::List(Join::Comma, named))
                    .with("last", last),
            ));
        }
        Resolution::Illegal(reason) => (IllegalKind::Illegal, reason.phrase(pos)),
        Resolution::Invalid(_) => (IllegalKind::NotAMove, Phrase::new("record-not-a-move")),
    };
    if text.chars().count() <= MAX_GLUED_CHARS {
        for (split, _) in text.char_indices().skip(1) {
            let (first, second) = text.split_at(split);
            let Resolution::Move(m) = resolve(pos, first, notation).resolution else {
                continue;
            };
            let mut after = pos.clone();
            after.play_unchecked(m);
            if let Resolution::Move(n) = resolve(&after, second, notation).resolution {
                return Ok(vec![m, n]);
            }
        }
    }
    Err((kind, reason))
}

/// The notation's language, when its piece letters show it: each move's first letter counts
/// for every language whose SAN names a piece with it (`S`, `L` only German; `N`, `Q` only
/// English; `C`, `A` only Spanish; `D`, `T` German and Spanish …), and the language with the
/// most moves wins; `None` when no letter shows it or two languages share the most.
fn notation_of(moves: &[WrittenMove]) -> Option<Language> {
    let mut best: Option<(usize, Language)> = None;
    let mut tied = false;
    for language in Language::all() {
        let writing = language.writing();
        let count = moves
            .iter()
            .filter_map(|m| m.text.chars().next())
            .filter(|&letter| writing.role_of_letter(letter).is_some())
            .count();
        match best {
            _ if count == 0 => {}
            Some((most, _)) if count == most => tied = true,
            Some((most, _)) if count < most => {}
            _ => {
                best = Some((count, language));
                tied = false;
            }
        }
    }
    best.filter(|_| !tied).map(|(_, language)| language)
}

/// Whether reading goes on after a token.
enum Flow {
    Continue,
    Stop,
}

/// The plain reading: tags, comments, variations, numbers and marks passed over.
fn read_plain(text: &str) -> Result<Record, RecordError> {
    let mut record = Record::default();
    let mut comment: Option<String> = None;
    let mut depth = 0usize;
    let mut token = String::new();
    let mut token_parens = 0usize;
    'lines: for line in text.lines() {
        let trimmed = line.trim_start();
        if comment.is_none() && depth == 0 {
            if trimmed.starts_with('[') {
                if !record.moves.is_empty() {
                    // The next game of the file begins: a record is one game.
                    break;
                }
                read_tag(trimmed, &mut record)?;
                continue;
            }
            if trimmed.starts_with('%') {
                continue;
            }
        }
        let chars: Vec<char> = line.chars().collect();
        let mut index = 0;
        while index < chars.len() {
            let c = chars[index];
            index += 1;
            if let Some(body) = comment.as_mut() {
                if c == '}' {
                    if depth == 0 {
                        apply_comment(body, &mut record);
                    }
                    comment = None;
                } else {
                    body.push(c);
                }
                continue;
            }
            // `(=)`, `(D)`, `(Q)`: a draw offer or a promotion piece, part of the move.
            let in_move = c == '('
                && chars.get(index + 1) == Some(&')')
                && chars
                    .get(index)
                    .is_some_and(|&inner| inner == '=' || "DTLSQRBN".contains(inner));
            match c {
                '{' => {
                    if let Flow::Stop = flush(&mut token, &mut record) {
                        break 'lines;
                    }
                    token_parens = 0;
                    comment = Some(String::new());
                }
                ';' => break,
                '(' if depth == 0 && in_move => {
                    token.push(c);
                    token_parens += 1;
                }
                '(' => {
                    if let Flow::Stop = flush(&mut token, &mut record) {
                        break 'lines;
                    }
                    token_parens = 0;
                    depth += 1;
                }
                ')' if token_parens > 0 => {
                    token.push(c);
                    token_parens -= 1;
                }
                ')' => depth = depth.saturating_sub(1),
                c if c.is_whitespace() => {
                    if let Flow::Stop = flush(&mut token, &mut record) {
                        break 'lines;
                    }
                    token_parens = 0;
                }
                _ if depth > 0 => {}
                _ => token.push(c),
            }
        }
        if let Flow::Stop = flush(&mut token, &mut record) {
            break;
        }
        token_parens = 0;
    }
    let _ = flush(&mut token, &mut record);
    record.notation = notation_of(&record.moves);
    Ok(record)
}

/// Ends the current token and keeps it if it is a move.
fn flush(token: &mut String, record: &mut Record) -> Flow {
    let raw = std::mem::take(token);
    let text = strip_move_number(&raw);
    if text.is_empty() {
        return Flow::Continue;
    }
    if matches!(
        text,
        "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*" | "usw." | "usw"
    ) {
        return Flow::Stop;
    }
    let nag =
        text.len() > 1 && text.starts_with('$') && text[1..].bytes().all(|b| b.is_ascii_digit());
    let mark = text
        .chars()
        .all(|c| matches!(c, '!' | '?' | '+' | '#' | '.' | '…'));
    // A move number written without its dot: `1 e4 e5 2 Sf3`.
    let number = text.bytes().all(|b| b.is_ascii_digit());
    if nag
        || mark
        || number
        || matches!(
            text,
            "e.p." | "e.p" | "ep" | "ep." | "e." | "p." | "(=)" | "="
        )
    {
        return Flow::Continue;
    }
    record.moves.push(WrittenMove {
        text: text.to_owned(),
        clock: None,
    });
    Flow::Continue
}

/// A tag line: only the `FEN` tag matters.
fn read_tag(line: &str, record: &mut Record) -> Result<(), RecordError> {
    let inner = line.trim_start_matches('[');
    let name: String = inner
        .chars()
        .take_while(|c| !c.is_whitespace() && *c != '"')
        .collect();
    if !name.eq_ignore_ascii_case("FEN") {
        return Ok(());
    }
    let (Some(open), Some(close)) = (inner.find('"'), inner.rfind('"')) else {
        return Err(RecordError::FenTag(FenError::Empty));
    };
    let value = if close > open {
        inner[open + 1..close].replace("\\\"", "\"")
    } else {
        String::new()
    };
    record.start = Some(parse_fen(&value).map_err(RecordError::FenTag)?);
    Ok(())
}

/// A comment after a move: its `[%clk]` time belongs to that move.
fn apply_comment(body: &str, record: &mut Record) {
    if let (Some(clock), Some(last)) = (split_clock(body).0, record.moves.last_mut()) {
        last.clock = Some(clock);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::phrases::shown;
    use shakmaty::uci::UciMove;

    fn texts(record: &Record) -> Vec<&str> {
        record.moves.iter().map(|m| m.text.as_str()).collect()
    }

    fn ucis(replay: &Replay) -> Vec<String> {
        replay
            .moves
            .iter()
            .map(|m| UciMove::from_standard(*m).to_string())
            .collect()
    }

    #[test]
    fn plain_lists_in_every_layout() {
        let start = Chess::default();
        let expected = ["e2e4", "e7e5", "g1f3", "b8c6"];
        for text in [
            "e4 e5 Sf3 Sc6",
            "e4 e5 Nf3 Nc6",
            "1.e4 e5 2.Sf3 Sc6",
            "1. e4 e5\n2. Nf3 Nc6\n",
            "1.e4e5 2.Sf3Sc6",
            "1. e4 e5 2. Sf3 Sc6 *",
            "1. e2-e4 e7-e5 2. Sg1-f3 Sb8-c6 usw.",
            "1 . e4 e5 2. Sf3 Sc6",
            "1 e4 e5 2 Sf3 Sc6",
            "1… e4 e5 Sf3! Sc6?! $1",
        ] {
            let record = Record::parse(text).unwrap();
            let replay = record.replay(&start, Language::GERMAN);
            assert_eq!(ucis(&replay), expected, "{text:?}");
            assert_eq!(replay.illegal, None, "{text:?}");
        }
    }

    #[test]
    fn results_and_the_next_game_end_the_record() {
        let record = Record::parse("1. e4 e5 1-0 2. Sf3").unwrap();
        assert_eq!(texts(&record), ["e4", "e5"]);
        let record =
            Record::parse("[Event \"a\"]\n\n1. e4 Sc6\n\n[Event \"b\"]\n\n1. d4 Sf6\n").unwrap();
        assert_eq!(texts(&record), ["e4", "Sc6"]);
    }

    #[test]
    fn variations_comments_and_draw_offers_are_passed_over() {
        let record =
            Record::parse("1. e4 {gut} e5 (1... c5 2. Nf3 (2. c3)) 2. Sf3 (=) Sc6 ; Notiz\n3. Lb5")
                .unwrap();
        assert_eq!(texts(&record), ["e4", "e5", "Sf3", "Sc6", "Lb5"]);
        let record = Record::parse("1. e4 e5 2. Sf3(=) Sc6").unwrap();
        assert_eq!(texts(&record), ["e4", "e5", "Sf3(=)", "Sc6"]);
        let replay = record.replay(&Chess::default(), Language::GERMAN);
        assert_eq!(replay.moves.len(), 4);
        // A variation glued to a move is still a variation; a promotion in brackets is not.
        let record = Record::parse("1. e4 e5(1... c5) 2. Sf3 Sc6").unwrap();
        assert_eq!(texts(&record), ["e4", "e5", "Sf3", "Sc6"]);
        let record = Record::parse("1. e8(D) Kh7").unwrap();
        assert_eq!(texts(&record), ["e8(D)", "Kh7"]);
    }

    #[test]
    fn valid_pgn_is_read_by_the_pgn_reader_with_clocks() {
        let pgn = "[Event \"x\"]\n[White \"A\"]\n\n1. e4 {[%clk 0:04:58]} e5 {[%clk 0:04:55]} 2. Nf3 {[%clk 0:04:50]} *\n";
        let record = Record::parse(pgn).unwrap();
        assert_eq!(texts(&record), ["e4", "e5", "Nf3"]);
        assert_eq!(record.notation, Some(Language::ENGLISH));
        let replay = record.replay(&Chess::default(), Language::GERMAN);
        assert_eq!(
            replay.clocks,
            [
                Some(Duration::from_secs(298)),
                Some(Duration::from_secs(295)),
                Some(Duration::from_secs(290))
            ]
        );
    }

    #[test]
    fn pgn_with_an_illegal_move_is_kept_up_to_it() {
        let pgn = "[Event \"x\"]\n\n1. e4 {[%clk 0:04:58]} e5 {[%clk 0:04:55]} 2. Ke3 {[%clk 0:04:50]} Nc6 *\n";
        let record = Record::parse(pgn).unwrap();
        assert_eq!(texts(&record), ["e4", "e5", "Ke3", "Nc6"]);
        let replay = record.replay(&Chess::default(), Language::GERMAN);
        assert_eq!(replay.moves.len(), 2);
        assert_eq!(replay.clocks[1], Some(Duration::from_secs(295)));
        let illegal = replay.illegal.unwrap();
        assert_eq!(illegal.ply, 2);
        assert_eq!(illegal.number, "2.");
        assert_eq!(illegal.token, "Ke3");
        assert_eq!(illegal.kind, IllegalKind::Illegal);
        assert_eq!(
            shown(&illegal.reason, Language::GERMAN),
            "Kein König kann Eva drei erreichen."
        );
    }

    #[test]
    fn a_records_letters_show_its_language_whichever_folder_it_is() {
        let of = |moves: &[&str]| Record::from_texts(moves.iter().copied()).notation;
        // C (caballo) and A (alfil) are only Spanish; D and T are Spanish and German.
        assert_eq!(
            of(&["e4", "e5", "Cf3", "Cc6", "Ab5", "a6", "Dxd1"]),
            Some(Language::SPANISH)
        );
        assert_eq!(
            of(&["e4", "e5", "Sf3", "Sc6", "Lb5"]),
            Some(Language::GERMAN)
        );
        assert_eq!(
            of(&["e4", "e5", "Nf3", "Nc6", "Bb5"]),
            Some(Language::ENGLISH)
        );
        // K is German and English alike: it shows neither.
        assert_eq!(of(&["e4", "e5", "Ke2", "Ke7"]), None);
        assert_eq!(of(&["e4", "e5"]), None);
        let replay = Record::from_texts(["e4", "e5", "Cf3", "Cc6", "Ab5", "Cg4"])
            .replay(&Chess::default(), Language::GERMAN);
        assert_eq!(ucis(&replay), ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5"]);
        // Why the sixth move is not legal is data: each reader hears it in their own words.
        let reason = replay.illegal.unwrap().reason;
        assert_eq!(reason.id, "notation-cannot-reach");
        assert_eq!(
            shown(&reason, Language::GERMAN),
            "Kein Springer kann Gustav vier erreichen."
        );
        assert_eq!(
            shown(&reason, Language::ENGLISH),
            "No knight can reach Gustav four."
        );
    }

    #[test]
    fn german_pgn_falls_back_to_the_plain_reading() {
        let pgn = "[Event \"x\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. 0-0 Kd7 2. Td1+ *\n";
        let record = Record::parse(pgn).unwrap();
        assert_eq!(texts(&record), ["0-0", "Kd7", "Td1+"]);
        assert_eq!(record.notation, Some(Language::GERMAN));
        let start = record.start.clone().unwrap();
        let replay = record.replay(&start, Language::ENGLISH);
        assert_eq!(ucis(&replay), ["e1g1", "e8d7", "f1d1"]);
    }

    #[test]
    fn an_invalid_fen_tag_is_an_error_with_a_sentence() {
        let err =
            Record::parse("[FEN \"4k3/8/8/8/8/8/8/4KK2 w - - 0 1\"]\n\n1. Kd2 *").unwrap_err();
        assert!(matches!(err, RecordError::FenTag(_)), "{err:?}");
        let german = shown(&err.phrase(), Language::GERMAN);
        assert!(
            german.starts_with("Die FEN-Angabe der Aufzeichnung ist ungültig. Diese Stellung ist nicht erlaubt: Weiß hat mehr als einen König."),
            "{german}"
        );
        let english = shown(&err.phrase(), Language::ENGLISH);
        assert!(
            english.starts_with("The record's FEN tag is not valid. This position is not allowed:"),
            "{english}"
        );
    }

    #[test]
    fn ambiguous_and_unreadable_moves_stop_the_replay() {
        // Two knights can reach d2: Nb1-d2 and Nf3-d2.
        let record = Record::parse("e4 e5 Sf3 Sc6 d3 d6 Sd2").unwrap();
        let replay = record.replay(&Chess::default(), Language::GERMAN);
        let illegal = replay.illegal.unwrap();
        assert_eq!(illegal.ply, 6);
        assert_eq!(illegal.kind, IllegalKind::Ambiguous);
        assert_eq!(illegal.reason.id, "record-ambiguous");
        assert_eq!(
            shown(&illegal.reason, Language::GERMAN),
            "Es passen mehrere Züge: Springer von Bella eins nach David zwei und Springer von Felix drei nach David zwei."
        );
        assert_eq!(
            shown(&illegal.reason, Language::ENGLISH),
            "Several moves fit: Knight from Bella one to David two or Knight from Felix three to David two."
        );

        let record = Record::parse("e4 hallo e5").unwrap();
        let replay = record.replay(&Chess::default(), Language::ENGLISH);
        let illegal = replay.illegal.unwrap();
        assert_eq!((illegal.ply, illegal.number.as_str()), (1, "1..."));
        assert_eq!(illegal.kind, IllegalKind::NotAMove);
        assert_eq!(illegal.reason, Phrase::new("record-not-a-move"));
        assert_eq!(
            shown(&illegal.reason, Language::ENGLISH),
            "That is not a move."
        );
    }

    #[test]
    fn letters_show_the_notation() {
        assert_eq!(
            Record::parse("e4 e5 Sf3").unwrap().notation,
            Some(Language::GERMAN)
        );
        assert_eq!(
            Record::parse("e4 e5 Nf3").unwrap().notation,
            Some(Language::ENGLISH)
        );
        assert_eq!(Record::parse("e4 e5").unwrap().notation, None);
        // English B is a bishop even when the user speaks German.
        let record = Record::parse("e4 e5 Nf3 Nc6 Bb5").unwrap();
        let replay = record.replay(&Chess::default(), Language::GERMAN);
        assert_eq!(ucis(&replay)[4], "f1b5");
    }

    #[test]
    fn binary_and_odd_input_never_panics() {
        assert_eq!(
            Record::parse_bytes(b"\x89PNG\0"),
            Err(RecordError::NotText(4))
        );
        // Latin-1 umlauts in a comment.
        let record = Record::parse_bytes(b"1. e4 {sch\xf6n} e5").unwrap();
        assert_eq!(texts(&record), ["e4", "e5"]);
        for text in [
            "",
            "{",
            "}",
            "(((",
            ")))",
            "[",
            "[FEN",
            "[FEN \"",
            "1.",
            "$",
            "{[%clk",
            "{[%clk 9:99:99]}",
            "e4 {[%clk 99999999999999999999:00:00]}",
            "((=)",
            "a(=)(",
            "ẞİ(=)",
            &"e4e5".repeat(100),
        ] {
            if let Ok(record) = Record::parse(text) {
                let _ = record.replay(&Chess::default(), Language::GERMAN);
            }
        }
    }

    #[test]
    fn file_errors_say_what_to_do() {
        let phrase = RecordError::NotFound.phrase();
        assert_eq!(phrase, Phrase::new("record-not-found"));
        assert_eq!(
            shown(&phrase, Language::GERMAN),
            "Die Datei gibt es nicht. Prüfen Sie den Namen und den Ordner."
        );
        let denied = RecordError::Io(std::io::ErrorKind::PermissionDenied).phrase();
        assert_eq!(
            shown(&denied, Language::ENGLISH),
            "The file could not be read: I may not read it. Check that you may read it."
        );
        assert_eq!(
            shown(&RecordError::TooLarge(5).phrase(), Language::GERMAN),
            "Die Datei ist mit 5 Bytes viel zu groß für eine Partieaufzeichnung. Wählen Sie die Datei mit den Zügen."
        );
    }
}
