//! PGN in and out: tags, comments, NAGs, `[%clk]` clock comments and results; variations are
//! skipped safely on import. Export writes English SAN, as the PGN standard requires.
//!
//! A draw offer (Appendix E, E12) has no PGN token; ansage records it as the comment `{(=)}`
//! after the move, and reads that comment back as a draw offer.

use std::fmt::Write as _;
use std::io;
use std::ops::ControlFlow;
use std::time::Duration;

use pgn_reader::{KnownOutcome, Nag, Outcome, RawComment, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::san::San;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Color, FromSetup, Move, Position, Setup, Square};

use crate::notation::fen::{FenError, IllegalSetup, parse_fen, parse_fen_in, write_fen};
use crate::notation::san::append_san;
use crate::notation::writing::Writing;

/// One move of a game record with what was written about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedMove {
    /// The move, legal in the position before it.
    pub played: Move,
    /// Numeric annotation glyphs (`$1`, or `!` read as `$1`).
    pub nags: Vec<u8>,
    /// Comments after the move, without clock commands.
    pub comments: Vec<String>,
    /// The mover's remaining time from a `[%clk h:mm:ss]` comment.
    pub clock: Option<Duration>,
    /// Whether a draw offer came with the move (E12).
    pub draw_offer: bool,
}

impl RecordedMove {
    /// A move with nothing written about it.
    pub fn new(played: Move) -> Self {
        RecordedMove {
            played,
            nags: Vec::new(),
            comments: Vec::new(),
            clock: None,
            draw_offer: false,
        }
    }
}

/// A game: tags, start position, moves and result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// Tag pairs in the order they were read.
    pub tags: Vec<(String, String)>,
    /// Comments before the first move.
    pub opening_comments: Vec<String>,
    /// The start position (from the FEN tag, else the standard one).
    pub start: Chess,
    /// The moves of the main line.
    pub moves: Vec<RecordedMove>,
    /// The result token, if the movetext had one.
    pub result: Option<Outcome>,
}

impl Game {
    /// An empty game from the standard starting position.
    pub fn new() -> Self {
        Game {
            tags: Vec::new(),
            opening_comments: Vec::new(),
            start: Chess::default(),
            moves: Vec::new(),
            result: None,
        }
    }

    /// The value of a tag, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The position after all moves.
    pub fn final_position(&self) -> Chess {
        self.position_after(self.moves.len())
    }

    /// The position after the first `plies` moves.
    pub fn position_after(&self, plies: usize) -> Chess {
        let mut pos = self.start.clone();
        for m in self.moves.iter().take(plies) {
            pos.play_unchecked(m.played);
        }
        pos
    }
}

impl Default for Game {
    fn default() -> Self {
        Game::new()
    }
}

/// Where in a PGN file something went wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("game {game}: {problem}")]
pub struct PgnError {
    /// The game, counted from 1.
    pub game: usize,
    /// What is wrong.
    pub problem: PgnProblem,
}

/// What is wrong in a PGN file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PgnProblem {
    /// The file could not be read.
    #[error("the file could not be read: {0}")]
    Io(String),
    /// The file holds binary data, not text.
    #[error("the file is not text (it contains a zero byte at offset {0})")]
    Binary(usize),
    /// A move that is not legal in its position.
    #[error("move {number} {san} is not legal")]
    IllegalMove {
        /// The move number as on a scoresheet: `12.` for White, `12...` for Black.
        number: String,
        /// The move as written.
        san: String,
        /// Whether no move or several moves fit.
        ambiguous: bool,
    },
    /// The FEN tag is not a valid position.
    #[error("the FEN tag is not valid: {0}")]
    Fen(FenError),
    /// The game has no movetext and no tags: nothing a PGN reader could use.
    #[error("the file holds no game")]
    NoGame,
    /// The movetext ends without a result (`1-0`, `0-1`, `1/2-1/2` or `*`): perhaps cut off.
    #[error("the game ends without a result token; the file may be cut off")]
    NoResult,
    /// A movetext token that is no move in PGN's SAN (German letters, a typo).
    #[error("{0:?} is not a move in PGN notation")]
    Unreadable(String),
    /// A variation opened with `(` is not closed before the next game or the end of the
    /// file.
    #[error("the variation opened after {after:?} is not closed")]
    UnclosedVariation {
        /// The last move before the `(` (empty at the start of the movetext).
        after: String,
    },
    /// A `)` closes no variation.
    #[error("a ')' after {after:?} closes no variation")]
    UnopenedVariation {
        /// The last move before the `)`.
        after: String,
    },
    /// The game is of a chess variant other than Chess960 (its `Variant` tag, or a FEN with
    /// a crazyhouse pocket), named as a player knows it.
    #[error("the game is of the variant {0}, which ansage does not read")]
    Variant(String),
    /// A piece dropped onto the board (`N@f3`), as in Crazyhouse, in a game without a
    /// `Variant` tag.
    #[error("move {number} {san} drops a piece, as in Crazyhouse")]
    Drop {
        /// The move number as on a scoresheet.
        number: String,
        /// The move as written.
        san: String,
    },
    /// A null move `--` in the main line (analysis programs write it for "what if the other
    /// side passed"); only a warning: the game is read up to the move before it.
    #[error("move {number} is a null move; the game is read up to the move before it")]
    NullMove {
        /// The move number as on a scoresheet.
        number: String,
    },
}

impl PgnProblem {
    /// Whether the game was still read: a missing result, a null move that ends the moves.
    pub fn is_warning(&self) -> bool {
        matches!(self, PgnProblem::NoResult | PgnProblem::NullMove { .. })
    }
}

/// The move number as on a scoresheet: `12.` for a White move, `12...` for a Black one.
pub fn move_number_label(pos: &Chess) -> String {
    match pos.turn() {
        Color::White => format!("{}.", pos.fullmoves()),
        Color::Black => format!("{}...", pos.fullmoves()),
    }
}

/// What checking a PGN text found: the games that could be read, and every problem.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PgnReport {
    /// The games without problems, in file order.
    pub games: Vec<Game>,
    /// For each of `games`, its number in the file (from 1), counting every game.
    pub numbers: Vec<usize>,
    /// Every problem, in file order. [`PgnProblem::NoResult`] is only a warning.
    pub problems: Vec<PgnError>,
}

/// Reads every game of a PGN text, going on past games with problems.
pub fn check_games(bytes: &[u8]) -> PgnReport {
    let mut report = PgnReport::default();
    if let Some(offset) = bytes.iter().position(|&b| b == 0) {
        report.problems.push(PgnError {
            game: 1,
            problem: PgnProblem::Binary(offset),
        });
        return report;
    }
    let prepared = super::pgn_lenient::prepare(bytes);
    let bytes = prepared.as_deref().unwrap_or(bytes);
    let scan = scan_movetext(bytes);
    let mut reader = Reader::new(io::Cursor::new(scan.patched.as_deref().unwrap_or(bytes)));
    let mut visitor = GameBuilder {
        games_read: 0,
        warnings: Vec::new(),
    };
    loop {
        let read = reader.read_game(&mut visitor);
        for problem in visitor.warnings.drain(..) {
            report.problems.push(PgnError {
                game: visitor.games_read,
                problem,
            });
        }
        match read {
            Ok(Some(Ok(game))) => {
                if game.result.is_none() {
                    report.problems.push(PgnError {
                        game: visitor.games_read,
                        problem: PgnProblem::NoResult,
                    });
                }
                report.games.push(game);
                report.numbers.push(visitor.games_read);
            }
            Ok(Some(Err(problem))) => report.problems.push(PgnError {
                game: visitor.games_read,
                problem,
            }),
            Ok(None) => break,
            Err(e) => {
                report.problems.push(PgnError {
                    game: visitor.games_read.max(1),
                    problem: PgnProblem::Io(e.to_string()),
                });
                break;
            }
        }
    }
    if visitor.games_read == 0 {
        report.problems.push(PgnError {
            game: 1,
            problem: PgnProblem::NoGame,
        });
    }
    // pgn-reader passes over tokens it cannot read and brackets that do not pair; a game
    // with one is not what was written.
    for (game, problem) in scan.faults {
        // A game of another variant has moves ansage cannot read: the variant is the cause.
        if report
            .problems
            .iter()
            .any(|p| p.game == game && matches!(p.problem, PgnProblem::Variant(_)))
        {
            continue;
        }
        if let Some(index) = report.numbers.iter().position(|&n| n == game) {
            report.numbers.remove(index);
            report.games.remove(index);
        }
        // What went wrong after it follows from it: name the cause only.
        report.problems.retain(|p| p.game != game);
        report.problems.push(PgnError { game, problem });
    }
    report.problems.sort_by_key(|p| p.game);
    report
}

/// What a look at the movetext found before pgn-reader reads it.
struct MovetextScan {
    /// The first fault of each game, with the game's number (from 1).
    faults: Vec<(usize, PgnProblem)>,
    /// The file with the missing `)` put in before the next game, when a variation was
    /// left open, so that the games after it are read as games of their own.
    patched: Option<Vec<u8>>,
}

/// Finds, for each game, the first token in its movetext that is no SAN, move number,
/// result, NAG or annotation, or the first bracket that does not pair (comments, variations
/// and tags are passed over).
fn scan_movetext(bytes: &[u8]) -> MovetextScan {
    let text = decode_text(bytes);
    let mut faults: Vec<(usize, PgnProblem)> = Vec::new();
    let mut note = |game: usize, problem: PgnProblem| {
        if !faults.iter().any(|(g, _)| *g == game) {
            faults.push((game, problem));
        }
    };
    // Closing brackets to put at the end of a line (by line index), for pgn-reader.
    let mut closings: Vec<(usize, usize)> = Vec::new();
    let mut game = 0usize;
    let mut in_movetext = false;
    let (mut comment, mut variation) = (false, 0usize);
    let mut last_move = String::new();
    let mut opened_after = String::new();
    // Whether a result token stood in the open variation: pgn-reader ends the game there, so
    // it reads the next game as its own without help.
    let mut result_in_variation = false;
    // The last line with movetext on it.
    let mut last_movetext_line = 0usize;
    for (index, line) in text.split('\n').enumerate() {
        let trimmed = line.trim_start();
        if !comment && trimmed.starts_with('[') {
            if variation > 0 {
                // A tag inside a variation: the variation was never closed.
                note(
                    game.max(1),
                    PgnProblem::UnclosedVariation {
                        after: opened_after.clone(),
                    },
                );
                if !result_in_variation {
                    closings.push((last_movetext_line, variation));
                }
                variation = 0;
            }
            if in_movetext || game == 0 {
                game += 1;
            }
            in_movetext = false;
            last_move.clear();
            continue;
        }
        if trimmed.starts_with('%') {
            continue;
        }
        if !trimmed.trim().is_empty() {
            last_movetext_line = index;
        }
        let mut token = String::new();
        for c in line.chars().chain(std::iter::once(' ')) {
            if comment {
                comment = c != '}';
                continue;
            }
            let boundary = c.is_whitespace() || matches!(c, '{' | '(' | ')' | ';');
            if !boundary {
                token.push(c);
                continue;
            }
            if variation > 0 {
                let word = std::mem::take(&mut token);
                result_in_variation |= matches!(word.as_str(), "1-0" | "0-1" | "1/2-1/2" | "*");
            } else if !token.is_empty() {
                let word = std::mem::take(&mut token);
                game = game.max(1);
                in_movetext = true;
                if !is_movetext_token(&word) {
                    note(game, PgnProblem::Unreadable(word));
                } else if let Some(san) = san_of(&word) {
                    last_move = san;
                }
            }
            match c {
                '{' => comment = true,
                '(' => {
                    if variation == 0 {
                        opened_after = last_move.clone();
                        result_in_variation = false;
                    }
                    variation += 1;
                    game = game.max(1);
                    in_movetext = true;
                }
                ')' if variation == 0 => note(
                    game.max(1),
                    PgnProblem::UnopenedVariation {
                        after: last_move.clone(),
                    },
                ),
                ')' => variation -= 1,
                ';' if variation == 0 => break,
                _ => {}
            }
        }
    }
    if variation > 0 {
        note(
            game.max(1),
            PgnProblem::UnclosedVariation {
                after: opened_after,
            },
        );
    }
    let patched = (!closings.is_empty()).then(|| {
        let mut out = Vec::with_capacity(bytes.len() + closings.len() * 8);
        for (index, line) in bytes.split(|&b| b == b'\n').enumerate() {
            if index > 0 {
                out.push(b'\n');
            }
            out.extend_from_slice(line);
            if let Some((_, count)) = closings.iter().find(|(at, _)| *at == index) {
                out.push(b' ');
                out.extend(std::iter::repeat_n(b')', *count));
            }
        }
        out
    });
    MovetextScan { faults, patched }
}

/// The move of a movetext token without its number and marks: `12.Nf3!` → `Nf3`; `None`
/// for a number, result or NAG alone.
fn san_of(token: &str) -> Option<String> {
    let digits = token.bytes().take_while(u8::is_ascii_digit).count();
    let rest = if digits > 0 && token[digits..].starts_with('.') {
        token[digits..].trim_start_matches('.')
    } else {
        token
    };
    let rest = rest.trim_end_matches(['!', '?']);
    let plain = rest.is_empty()
        || matches!(rest, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*")
        || rest.starts_with('$');
    (!plain).then(|| rest.to_owned())
}

fn is_movetext_token(token: &str) -> bool {
    let digits = token.bytes().take_while(u8::is_ascii_digit).count();
    let rest = if digits > 0 && token[digits..].starts_with('.') {
        token[digits..].trim_start_matches('.')
    } else {
        token
    };
    let rest = rest.trim_end_matches(['!', '?']);
    rest.is_empty()
        || matches!(rest, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*" | "--")
        || (rest.starts_with('$') && rest[1..].bytes().all(|b| b.is_ascii_digit()))
        || matches!(rest.trim_end_matches(['+', '#']), "0-0" | "0-0-0")
        || SanPlus::from_ascii(rest.as_bytes()).is_ok()
}

/// The chess variant a `Variant` tag names.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Variant {
    /// Standard chess (no tag, "Standard", "From Position" …).
    Standard,
    /// Chess960 (Fischer random chess).
    Chess960,
    /// Another variant, by name.
    Other(String),
}

fn variant_of(tag: &str) -> Variant {
    let key: String = tag
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect::<String>()
        .to_ascii_lowercase();
    let name = match key.as_str() {
        "" | "standard" | "chess" | "normal" | "fromposition" | "orthodox" | "classical" => {
            return Variant::Standard;
        }
        "chess960" | "960" | "fischerandom" | "fischerrandom" | "fischerrandomchess" | "frc"
        | "freestyle" | "freestylechess" => return Variant::Chess960,
        "crazyhouse" | "zh" => "Crazyhouse",
        "antichess" | "suicide" | "giveaway" | "losing" => "Antichess",
        "atomic" => "Atomic",
        "kingofthehill" | "koth" => "King of the Hill",
        "threecheck" | "3check" => "Three-check",
        "horde" => "Horde",
        "racingkings" => "Racing Kings",
        "bughouse" => "Bughouse",
        "losers" => "Losers",
        _ => tag.trim(),
    };
    Variant::Other(name.to_owned())
}

/// The start position of a game: its FEN read with the castling rules of its variant. A FEN
/// whose castling rights name files (`HAha`), or fit only Chess960, is read as Chess960 even
/// without a `Variant` tag, as other readers do.
fn start_position(fen: Option<&str>, chess960: bool) -> Result<Chess, PgnProblem> {
    let Some(fen) = fen else {
        return Ok(if chess960 {
            Chess::from_setup(Setup::initial(), CastlingMode::Chess960)
                .expect("the initial position is legal")
        } else {
            Chess::default()
        });
    };
    if fen
        .split_whitespace()
        .next()
        .is_some_and(|board| board.contains('['))
    {
        return Err(PgnProblem::Variant("Crazyhouse".into()));
    }
    if chess960 {
        return parse_fen_in(fen, CastlingMode::Chess960).map_err(PgnProblem::Fen);
    }
    match parse_fen(fen) {
        Ok(pos) => Ok(pos),
        Err(e) => {
            let castling_letters = fen
                .split_whitespace()
                .nth(2)
                .is_some_and(|c| c.chars().any(|c| !matches!(c, 'K' | 'Q' | 'k' | 'q' | '-')));
            let castling_wrong =
                matches!(&e, FenError::Illegal(r) if r.contains(&IllegalSetup::CastlingRights));
            if castling_letters || castling_wrong {
                if let Ok(pos) = parse_fen_in(fen, CastlingMode::Chess960) {
                    return Ok(pos);
                }
            }
            Err(PgnProblem::Fen(e))
        }
    }
}

/// A move whose capture mark is missing or too much (`ed5`, `Qd5` taking on d5, `Bf8d6`),
/// as other readers accept it: the move it names with the mark set right, if that is legal.
fn capture_mark_mended(san: &San, pos: &Chess) -> Option<Move> {
    let San::Normal {
        role,
        file,
        rank,
        capture,
        to,
        promotion,
    } = *san
    else {
        return None;
    };
    San::Normal {
        role,
        file,
        rank,
        capture: !capture,
        to,
        promotion,
    }
    .to_move(pos)
    .ok()
}

/// A move written in UCI coordinates (`g1f3`, `e7e8=Q` after [`super::pgn_lenient::prepare`]), which the SAN
/// parser reads as a pawn move from a square: the move it names, if legal.
fn uci_move(san: &San, pos: &Chess) -> Option<Move> {
    let San::Normal {
        role: shakmaty::Role::Pawn,
        file: Some(file),
        rank: Some(rank),
        to,
        promotion,
        ..
    } = *san
    else {
        return None;
    };
    UciMove::Normal {
        from: Square::from_coords(file, rank),
        to,
        promotion,
    }
    .to_move(pos)
    .ok()
}

/// Reads every game of a PGN text; the first real problem (not a warning) is an error
/// naming the game and the move.
pub fn read_games(bytes: &[u8]) -> Result<Vec<Game>, PgnError> {
    let report = check_games(bytes);
    match report
        .problems
        .into_iter()
        .find(|p| !p.problem.is_warning())
    {
        Some(problem) => Err(problem),
        None => Ok(report.games),
    }
}

struct GameBuilder {
    games_read: usize,
    /// Warnings about the game being read (a null move), taken after each game.
    warnings: Vec<PgnProblem>,
}

/// What the tags of a game said.
#[derive(Default)]
struct TagsRead {
    tags: Vec<(String, String)>,
    fen: Option<String>,
    variant: Option<String>,
}

struct Movetext {
    game: Game,
    pos: Chess,
    problem: Option<PgnProblem>,
    /// Whether a null move ended the main line: the moves after it are passed over.
    stopped: bool,
}

impl Visitor for GameBuilder {
    type Tags = TagsRead;
    type Movetext = Movetext;
    type Output = Result<Game, PgnProblem>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        self.games_read += 1;
        ControlFlow::Continue(TagsRead::default())
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        let name = String::from_utf8_lossy(name).into_owned();
        let value = decode_text(&value.decode());
        if name.eq_ignore_ascii_case("FEN") {
            tags.fen = Some(value.clone());
        }
        if name.eq_ignore_ascii_case("Variant") {
            tags.variant = Some(value.clone());
        }
        tags.tags.push((name, value));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        let TagsRead { tags, fen, variant } = tags;
        let chess960 = match variant.as_deref().map(variant_of) {
            None | Some(Variant::Standard) => false,
            Some(Variant::Chess960) => true,
            Some(Variant::Other(name)) => {
                return ControlFlow::Break(Err(PgnProblem::Variant(name)));
            }
        };
        let start = match start_position(fen.as_deref(), chess960) {
            Ok(pos) => pos,
            Err(problem) => return ControlFlow::Break(Err(problem)),
        };
        ControlFlow::Continue(Movetext {
            game: Game {
                tags,
                start: start.clone(),
                ..Game::new()
            },
            pos: start,
            problem: None,
            stopped: false,
        })
    }

    fn san(
        &mut self,
        movetext: &mut Self::Movetext,
        san_plus: SanPlus,
    ) -> ControlFlow<Self::Output> {
        if movetext.problem.is_some() || movetext.stopped {
            return ControlFlow::Continue(());
        }
        match san_plus.san {
            San::Null => {
                movetext.stopped = true;
                self.warnings.push(PgnProblem::NullMove {
                    number: move_number_label(&movetext.pos),
                });
                return ControlFlow::Continue(());
            }
            San::Put { .. } => {
                movetext.problem = Some(PgnProblem::Drop {
                    number: move_number_label(&movetext.pos),
                    san: san_plus.to_string(),
                });
                return ControlFlow::Continue(());
            }
            _ => {}
        }
        let played = san_plus
            .san
            .to_move(&movetext.pos)
            .or_else(|e| uci_move(&san_plus.san, &movetext.pos).ok_or(e))
            .or_else(|e| capture_mark_mended(&san_plus.san, &movetext.pos).ok_or(e));
        match played {
            Ok(m) => {
                movetext.pos.play_unchecked(m);
                movetext.game.moves.push(RecordedMove::new(m));
            }
            Err(e) => {
                movetext.problem = Some(PgnProblem::IllegalMove {
                    number: move_number_label(&movetext.pos),
                    san: san_plus.to_string(),
                    ambiguous: e == shakmaty::san::SanError::AmbiguousSan,
                });
            }
        }
        ControlFlow::Continue(())
    }

    fn nag(&mut self, movetext: &mut Self::Movetext, nag: Nag) -> ControlFlow<Self::Output> {
        if movetext.stopped {
            return ControlFlow::Continue(());
        }
        if let Some(last) = movetext.game.moves.last_mut() {
            last.nags.push(nag.0);
        }
        ControlFlow::Continue(())
    }

    fn comment(
        &mut self,
        movetext: &mut Self::Movetext,
        comment: RawComment<'_>,
    ) -> ControlFlow<Self::Output> {
        if movetext.stopped {
            return ControlFlow::Continue(());
        }
        let text = decode_text(comment.as_bytes());
        let (clock, rest) = split_clock(&text);
        let last = movetext.game.moves.last_mut();
        match last {
            Some(last) => {
                if clock.is_some() {
                    last.clock = clock;
                }
                if rest == "(=)" {
                    last.draw_offer = true;
                } else if !rest.is_empty() {
                    last.comments.push(rest);
                }
            }
            None => {
                if !rest.is_empty() {
                    movetext.game.opening_comments.push(rest);
                }
            }
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(
        &mut self,
        _movetext: &mut Self::Movetext,
    ) -> ControlFlow<Self::Output, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn outcome(
        &mut self,
        movetext: &mut Self::Movetext,
        outcome: Outcome,
    ) -> ControlFlow<Self::Output> {
        movetext.game.result = Some(outcome);
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, movetext: Self::Movetext) -> Self::Output {
        match movetext.problem {
            Some(problem) => Err(problem),
            None => Ok(movetext.game),
        }
    }
}

/// PGN is UTF-8 today, Latin-1 in older files (Windows-1252 from Windows programs): decode
/// as UTF-8 where valid, else as Windows-1252, whose letters from 0xA0 on are Latin-1's.
fn decode_text(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(s) => s.to_owned(),
        Err(_) => bytes.iter().map(|&b| windows_1252(b)).collect(),
    }
}

/// One byte of Windows-1252 as a character (the five bytes it leaves open as Latin-1's
/// control characters).
fn windows_1252(byte: u8) -> char {
    const HIGH: [char; 32] = [
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8d}', 'Ž',
        '\u{8f}', '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9d}',
        'ž', 'Ÿ',
    ];
    match byte {
        0x80..=0x9f => HIGH[usize::from(byte - 0x80)],
        _ => char::from(byte),
    }
}

/// Takes a `[%clk h:mm:ss]` command out of a comment; returns the time and the rest, trimmed.
pub(crate) fn split_clock(comment: &str) -> (Option<Duration>, String) {
    let Some(start) = comment.find("[%clk") else {
        return (None, comment.trim().to_owned());
    };
    let Some(len) = comment[start..].find(']') else {
        return (None, comment.trim().to_owned());
    };
    let inner = comment[start + 5..start + len].trim();
    let clock = parse_clock(inner);
    let mut rest = String::with_capacity(comment.len());
    rest.push_str(&comment[..start]);
    rest.push_str(&comment[start + len + 1..]);
    let rest = rest.split_whitespace().collect::<Vec<_>>().join(" ");
    match clock {
        Some(clock) => (Some(clock), rest),
        None => (None, comment.trim().to_owned()),
    }
}

/// `h:mm:ss` or `h:mm:ss.f` as a duration.
fn parse_clock(text: &str) -> Option<Duration> {
    let mut parts = text.split(':');
    let hours: u64 = parts.next()?.parse().ok()?;
    let minutes: u64 = parts.next()?.parse().ok()?;
    let seconds: f64 = parts.next()?.parse().ok()?;
    if parts.next().is_some() || minutes >= 60 || !(0.0..60.0).contains(&seconds) {
        return None;
    }
    let millis = (seconds * 1000.0).round() as u64;
    let whole = hours
        .checked_mul(3600)?
        .checked_add(minutes * 60)?
        .checked_mul(1000)?;
    Some(Duration::from_millis(whole.checked_add(millis)?))
}

/// `h:mm:ss`, with tenths when the time has them.
fn format_clock(clock: Duration) -> String {
    let total_millis = clock.as_millis();
    let hours = total_millis / 3_600_000;
    let minutes = total_millis / 60_000 % 60;
    let seconds = total_millis / 1000 % 60;
    let tenths = total_millis / 100 % 10;
    if total_millis.is_multiple_of(1000) {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{hours}:{minutes:02}:{seconds:02}.{tenths}")
    }
}

/// The result as a PGN token.
pub fn result_token(result: Option<Outcome>) -> &'static str {
    match result {
        Some(Outcome::Known(KnownOutcome::Decisive {
            winner: Color::White,
        })) => "1-0",
        Some(Outcome::Known(KnownOutcome::Decisive {
            winner: Color::Black,
        })) => "0-1",
        Some(Outcome::Known(KnownOutcome::Draw)) => "1/2-1/2",
        Some(Outcome::Unknown) | None => "*",
    }
}

/// Writes a game as PGN with English SAN, lines of at most 80 characters.
pub fn write_game(game: &Game) -> String {
    let mut out = String::new();
    let mut tags = game.tags.clone();
    let result = result_token(game.result);
    if !tags.iter().any(|(n, _)| n == "Result") {
        tags.push(("Result".into(), result.into()));
    }
    if game.start != Chess::default() && !tags.iter().any(|(n, _)| n.eq_ignore_ascii_case("FEN")) {
        tags.push(("SetUp".into(), "1".into()));
        tags.push(("FEN".into(), write_fen(&game.start)));
    }
    for (name, value) in &tags {
        let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
        let _ = writeln!(out, "[{name} \"{escaped}\"]");
    }
    out.push('\n');

    let mut tokens: Vec<String> = Vec::new();
    for comment in &game.opening_comments {
        tokens.push(format!("{{{}}}", comment_text(comment)));
    }
    let mut pos = game.start.clone();
    let mut need_number = true;
    for recorded in &game.moves {
        if pos.turn() == Color::White {
            tokens.push(format!("{}.", pos.fullmoves()));
        } else if need_number {
            tokens.push(format!("{}...", pos.fullmoves()));
        }
        let san = San::from_move(&pos, recorded.played);
        pos.play_unchecked(recorded.played);
        let mut text = String::new();
        append_san(
            &mut text,
            san,
            shakmaty::san::Suffix::from_position(&pos),
            false,
            &Writing::PGN,
        );
        tokens.push(text);
        need_number = false;
        for nag in &recorded.nags {
            tokens.push(format!("${nag}"));
        }
        if let Some(clock) = recorded.clock {
            tokens.push(format!("{{[%clk {}]}}", format_clock(clock)));
            need_number = true;
        }
        for comment in &recorded.comments {
            tokens.push(format!("{{{}}}", comment_text(comment)));
            need_number = true;
        }
        if recorded.draw_offer {
            tokens.push("{(=)}".into());
            need_number = true;
        }
    }
    tokens.push(result.into());
    wrap_tokens(&mut out, &tokens, 80);
    out.push('\n');
    out
}

/// A comment may not contain `}`; it would end the comment early.
fn comment_text(comment: &str) -> String {
    comment.replace('}', ")")
}

fn wrap_tokens(out: &mut String, tokens: &[String], width: usize) {
    let mut line_len = 0;
    for token in tokens {
        let len = token.chars().count();
        if line_len > 0 && line_len + 1 + len > width {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(token);
        line_len += len;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;

    #[test]
    fn clock_comments_are_read_and_written() {
        assert_eq!(
            split_clock("[%clk 0:01:23] gut"),
            (Some(Duration::from_secs(83)), "gut".to_owned())
        );
        assert_eq!(
            parse_clock("1:02:03.5"),
            Some(Duration::from_millis(3_723_500))
        );
        assert_eq!(format_clock(Duration::from_millis(3_723_500)), "1:02:03.5");
        assert_eq!(format_clock(Duration::from_secs(83)), "0:01:23");
        assert_eq!(parse_clock("x:01:23"), None);
        assert_eq!(parse_clock("99999999999999999:00:00"), None);
    }

    #[test]
    fn reads_tags_comments_nags_variations_and_result() {
        let pgn = br#"[Event "Test \"quoted\""]
[White "A"]
[Black "B"]
[Result "1-0"]

{Vorbemerkung} 1. e4 {[%clk 0:05:00]} e5 $2 (1... c5 2. Nf3 (2. c3)) 2. Nf3 {gut [%clk 0:04:58]} {(=)} Nc6 1-0
"#;
        let games = read_games(pgn).unwrap();
        assert_eq!(games.len(), 1);
        let game = &games[0];
        assert_eq!(game.tag("Event"), Some("Test \"quoted\""));
        assert_eq!(game.opening_comments, ["Vorbemerkung"]);
        assert_eq!(game.moves.len(), 4);
        assert_eq!(game.moves[0].clock, Some(Duration::from_secs(300)));
        assert_eq!(game.moves[1].nags, [2]);
        assert_eq!(game.moves[2].comments, ["gut"]);
        assert_eq!(game.moves[2].clock, Some(Duration::from_secs(298)));
        assert!(game.moves[2].draw_offer);
        assert_eq!(
            game.result,
            Some(Outcome::Known(KnownOutcome::Decisive {
                winner: Color::White
            }))
        );
        let again = read_games(write_game(game).as_bytes()).unwrap();
        assert_eq!(&again[0], game);
    }

    #[test]
    fn illegal_move_names_game_and_move() {
        let pgn = b"[Event \"one\"]\n\n1. e4 e5 *\n\n[Event \"two\"]\n\n1. e4 e5 2. Ke3 *\n";
        let err = read_games(pgn).unwrap_err();
        assert_eq!(err.game, 2);
        assert_eq!(
            err.problem,
            PgnProblem::IllegalMove {
                number: "2.".into(),
                san: "Ke3".into(),
                ambiguous: false
            }
        );
        assert_eq!(
            err.message(Language::GERMAN),
            "Partie 2, Zug 2. Ke3: Dieser Zug ist in der Stellung nicht möglich."
        );
    }

    #[test]
    fn unreadable_tokens_are_named_and_their_game_not_read() {
        let pgn = b"[Event \"a\"]\n\n1. e4 {a comment with Sf3} e5 (1... c5 2. Sf3) 2. Nf3 *\n\n[Event \"b\"]\n\n1. e4 e5 2. Sf3 Sc6 *\n\n[Event \"c\"]\n\n1. d4 d5 2. Nf3 Qxx9 3. Bb5 *\n";
        let report = check_games(pgn);
        assert_eq!(report.numbers, [1]);
        let problems: Vec<_> = report
            .problems
            .iter()
            .map(|p| (p.game, p.problem.clone()))
            .collect();
        assert_eq!(
            problems,
            [
                (2, PgnProblem::Unreadable("Sf3".into())),
                (3, PgnProblem::Unreadable("Qxx9".into()))
            ]
        );
        assert_eq!(
            report.problems[0].message(Language::GERMAN),
            "Partie 2: Sf3 ist kein Zug in PGN-Schreibweise (englische Buchstaben K Q R B N, etwa Nf3). Die Partie wurde nicht gelesen."
        );
    }

    /// Issue 13: brackets that do not pair name the game and the move; a variation left
    /// open does not swallow the games after it; a huge token is quoted as an excerpt.
    #[test]
    fn unpaired_brackets_and_huge_tokens_are_named() {
        let pgn = b"[Event \"a\"]\n\n1. e4 e5 ( 1... c5 2. Nf3\n\n[Event \"b\"]\n\n1. d4 d5 *\n\n[Event \"c\"]\n\n1. c4 ) c5 *\n\n[Event \"d\"]\n\n1. Nf3 *\n";
        let report = check_games(pgn);
        assert_eq!(report.numbers, [2, 4]);
        let messages: Vec<String> = report
            .problems
            .iter()
            .map(|p| p.message(Language::GERMAN))
            .collect();
        assert_eq!(
            messages,
            [
                "Partie 1: Die Variante, die nach dem Zug e5 mit ( beginnt, wird nicht mit ) geschlossen. Die Partie wurde nicht gelesen; die folgenden Partien schon.",
                "Partie 3: Die Klammer ) nach dem Zug c4 schließt keine Variante. Die Partie wurde nicht gelesen."
            ]
        );
        let huge = format!("1. e4 {} e5 *\n", "Z".repeat(10_000_000));
        let message = read_games(huge.as_bytes())
            .unwrap_err()
            .message(Language::ENGLISH);
        assert!(message.len() < 300, "{}", message.len());
        assert!(message.contains("(10000000 characters)"), "{message}");
    }

    #[test]
    fn binary_and_empty_files_are_refused() {
        assert_eq!(
            read_games(b"\x89PNG\r\n\x1a\n\0\0").unwrap_err().problem,
            PgnProblem::Binary(8)
        );
        assert_eq!(read_games(b"").unwrap_err().problem, PgnProblem::NoGame);
    }

    #[test]
    fn fen_tag_sets_the_start() {
        let pgn = b"[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O Kd7 *\n";
        let games = read_games(pgn).unwrap();
        assert_eq!(games[0].moves.len(), 2);
        let again = read_games(write_game(&games[0]).as_bytes()).unwrap();
        assert_eq!(again, games);
    }

    /// Issue 17: a byte-order mark before the first tag (Windows tools, ChessBase), also
    /// where two such files were put together, is not read as a move.
    #[test]
    fn byte_order_marks_are_passed_over() {
        let one = "\u{feff}[Event \"a\"]\n[White \"Müller\"]\n\n1. e4 e5 *\n";
        let two = format!("{one}\n{one}");
        let games = read_games(two.as_bytes()).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[1].tag("Event"), Some("a"));
        assert_eq!(games[1].tag("White"), Some("Müller"));
        assert_eq!(games[1].moves.len(), 2);
    }

    /// Issue 17: movetext in UCI coordinates, as engine tournament tools write it, with
    /// castling as the king's step and a promotion as a fifth letter.
    #[test]
    fn uci_movetext_is_read() {
        let pgn = b"[Event \"uci\"]\n\ng1f3 c7c5 e2e4 b8c6 f1e2 g8f6 e1g1 {ok e7e8q} *\n\n[FEN \"8/4P1k1/8/8/8/8/8/4K3 w - - 0 1\"]\n\ne7e8q g7h6 1-0\n";
        let games = read_games(pgn).unwrap();
        let sans: Vec<String> = games[0]
            .moves
            .iter()
            .scan(games[0].start.clone(), |pos, m| {
                let san = San::from_move(pos, m.played).to_string();
                pos.play_unchecked(m.played);
                Some(san)
            })
            .collect();
        assert_eq!(sans, ["Nf3", "c5", "e4", "Nc6", "Be2", "Nf6", "O-O"]);
        assert_eq!(games[0].moves[6].comments, ["ok e7e8q"]);
        assert_eq!(
            games[1].moves[0].played.promotion(),
            Some(shakmaty::Role::Queen)
        );
        assert_eq!(games[1].moves.len(), 2);
    }

    /// Issue 17: a null move in the main line ends the moves read, with a warning; the
    /// moves before it are kept.
    #[test]
    fn null_move_ends_the_main_line_with_a_warning() {
        let pgn =
            b"1. e4 e5 2. Nf3 Nc6 3. Bb5 {threat?} 3... -- {shows it} 4. Bxc6 dxc6 5. Nxe5 *\n";
        let report = check_games(pgn);
        assert_eq!(report.games[0].moves.len(), 5);
        assert_eq!(report.games[0].moves[4].comments, ["threat?"]);
        assert_eq!(report.problems.len(), 1);
        assert!(report.problems[0].problem.is_warning());
        assert_eq!(
            report.problems[0].message(Language::GERMAN),
            "Partie 1, Zug 3... --: Das ist ein Nullzug, ein ausgelassener Zug, wie ihn Analyseprogramme schreiben; die Partie wurde bis zum Zug davor gelesen."
        );
        assert_eq!(read_games(pgn).unwrap().len(), 1);
    }

    /// Issue 17: Chess960 with castling rights as file letters (Shredder-FEN) and castling
    /// with the rook on b1; read, written as it was read, and read back.
    #[test]
    fn chess960_games_are_read_and_written() {
        let pgn = b"[Variant \"Chess960\"]\n[FEN \"qrnbnkbr/pppppppp/8/8/8/8/PPPPPPPP/QRNBNKBR w HBhb - 0 1\"]\n\n1. b3 f6 2. c4 e5 3. f3 Bf7 4. Bf2 b6 5. d4 e4 6. O-O *\n";
        let games = read_games(pgn).unwrap();
        let castle = games[0].moves[10].played;
        assert!(castle.is_castle(), "{castle:?}");
        assert_eq!(games[0].start.castles().mode(), CastlingMode::Chess960);
        let again = read_games(write_game(&games[0]).as_bytes()).unwrap();
        assert_eq!(
            (&again[0].start, &again[0].moves),
            (&games[0].start, &games[0].moves)
        );
        // Without the Variant tag, as other readers do, the file letters say Chess960; so
        // does "fischerandom", and a tag without a FEN starts from the usual position.
        let untagged = String::from_utf8_lossy(pgn).replace("[Variant \"Chess960\"]\n", "");
        assert_eq!(
            read_games(untagged.as_bytes()).unwrap()[0].moves,
            games[0].moves
        );
        let fischer = b"[Variant \"fischerandom\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *\n";
        let game = &read_games(fischer).unwrap()[0];
        assert!(game.moves[6].played.is_castle());
        assert_eq!(game.start.castles().mode(), CastlingMode::Chess960);
    }

    /// Issue 17: other variants are named and refused, not called impossible moves.
    #[test]
    fn other_variants_are_named_and_refused() {
        let pgn = b"[Variant \"Crazyhouse\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1\"]\n\n1. e4 d5 2. exd5 Qxd5 3. N@f3 *\n\n[Variant \"kingofthehill\"]\n\n1. e4 e5 *\n\n1. e4 d5 2. exd5 Qxd5 3. N@f3 *\n\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1\"]\n\n1. e4 *\n";
        let report = check_games(pgn);
        assert!(report.games.is_empty());
        let messages: Vec<String> = report
            .problems
            .iter()
            .map(|p| p.message(Language::GERMAN))
            .collect();
        assert_eq!(
            messages,
            [
                "Partie 1 ist in der Schachvariante Crazyhouse gespielt; ansage liest nur gewöhnliches Schach und Chess960. Die Partie wurde nicht gelesen.",
                "Partie 2 ist in der Schachvariante King of the Hill gespielt; ansage liest nur gewöhnliches Schach und Chess960. Die Partie wurde nicht gelesen.",
                "Partie 3, Zug 3. N@f3: Hier wird eine Figur eingesetzt wie in der Schachvariante Crazyhouse; ansage liest nur gewöhnliches Schach und Chess960. Die Partie wurde nicht gelesen.",
                "Partie 4 ist in der Schachvariante Crazyhouse gespielt; ansage liest nur gewöhnliches Schach und Chess960. Die Partie wurde nicht gelesen.",
            ]
        );
        assert_eq!(
            report.problems[1].message(Language::ENGLISH),
            "Game 2 is played in the chess variant King of the Hill; ansage reads only standard chess and Chess960. The game was not read."
        );
    }

    /// Issue 17: Latin-1 and Windows-1252 bytes in tags and comments come out as the letters
    /// they stand for.
    #[test]
    fn latin1_and_windows_1252_are_decoded() {
        let pgn = b"[White \"M\xfcller, J\xfcrgen\"]\n[Annotator \"Wei\xdf\"]\n\n1. e4 {\x84gut\x93 \x96 stark} e5 *\n";
        let game = &read_games(pgn).unwrap()[0];
        assert_eq!(game.tag("White"), Some("Müller, Jürgen"));
        assert_eq!(game.tag("Annotator"), Some("Weiß"));
        assert_eq!(game.moves[0].comments, ["„gut“ – stark"]);
    }

    #[test]
    fn invalid_fen_tag_is_reported() {
        let pgn = b"[FEN \"4k3/8/8/8/8/8/8/4KK2 w - - 0 1\"]\n\n1. Kd2 *\n";
        let err = read_games(pgn).unwrap_err();
        assert!(matches!(err.problem, PgnProblem::Fen(_)), "{err:?}");
    }
}

/// Today's date as PGN writes it (`2026.11.22`), in UTC; `????.??.??` if the system clock is
/// before 1970.
pub fn today_pgn_date() -> String {
    let Ok(since_epoch) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) else {
        return "????.??.??".into();
    };
    let (year, month, day) = civil_from_days((since_epoch.as_secs() / 86_400) as i64);
    format!("{year:04}.{month:02}.{day:02}")
}

/// The calendar date of a day counted from 1970-01-01 (Howard Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * month_index + 2) / 5 + 1) as u32;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod date_tests {
    use super::civil_from_days;

    #[test]
    fn days_since_1970_become_calendar_dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(20_779), (2026, 11, 22));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
    }
}
