//! A game of three-dimensional chess: its start, its moves and how it ended (article 5, as
//! the arbiter judges it through [`super::rules::Meder`]), and the record as PGN-like text
//! with the 3D notation (`[Variant "3D Meder"]`), written and read back.

use shakmaty::{Color, Role};

use super::fen3d::{read_fen3d, write_fen3d};
use super::moves::{Action, Move3};
use super::notation::{PawnCaptures, Reading, read_move, seed_letters, write_move_as};
use super::position::Position3;
use super::rules::Meder;
use crate::game::rules::{DrawReason, GameEnd, Rules};
use crate::language::Language;

/// The `Variant` tag of a 3D game.
pub const VARIANT: &str = "3D Meder";

/// A game: its tags, its start, its moves with their draw offers, and its end.
#[derive(Clone, Debug)]
pub struct Game3 {
    /// PGN tags (Event, Site, Date, White, Black …).
    pub tags: Vec<(String, String)>,
    /// Where it starts.
    pub start: Position3,
    /// The moves played, each with whether a draw was offered with it (E15).
    pub moves: Vec<(Move3, bool)>,
    /// How it ended, if it has.
    pub end: Option<GameEnd>,
    /// How its record writes pawn captures (E10's long form or E12's short one); a game
    /// read from a file keeps the form it was written in.
    pub pawn_captures: PawnCaptures,
}

impl Default for Game3 {
    fn default() -> Self {
        Game3::new(Position3::start())
    }
}

impl Game3 {
    /// A game from `start`.
    pub fn new(start: Position3) -> Game3 {
        Game3 {
            tags: Vec::new(),
            start,
            moves: Vec::new(),
            end: None,
            pawn_captures: PawnCaptures::Short,
        }
    }

    /// The position after the first `plies` moves.
    pub fn position_after(&self, plies: usize) -> Position3 {
        self.moves
            .iter()
            .take(plies)
            .fold(self.start.clone(), |pos, (m, _)| pos.play_unchecked(m))
    }

    /// The position now.
    pub fn position(&self) -> Position3 {
        self.position_after(self.moves.len())
    }

    /// A tag's value.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => *v = value.to_owned(),
            None => self.tags.push((name.to_owned(), value.to_owned())),
        }
    }

    /// How the position now ends the game by itself: checkmate, stalemate, or two kings
    /// alone (9.6; more material is not judged dead, as decks and holes may still allow a
    /// mate).
    pub fn automatic_end(position: &Position3) -> Option<GameEnd> {
        Meder::ending(position)
    }

    /// The first `plies` moves, each written in the notation of `language` (`b2W-b4W`,
    /// `Nb1W-c3W`), as a record shows them.
    pub fn written_moves(&self, plies: usize, language: Language) -> Vec<String> {
        let mut written = Vec::with_capacity(plies);
        let mut before = self.start.clone();
        for (m, _) in self.moves.iter().take(plies) {
            written.push(write_move_as(&before, m, language, self.pawn_captures));
            before = before.play_unchecked(m);
        }
        written
    }

    /// The moves written in the notation of `language`, with their numbers: `1. b4N b5S`.
    pub fn movetext(&self, language: Language) -> String {
        let mut out = String::new();
        let mut pos = self.start.clone();
        for (index, (m, offer)) in self.moves.iter().enumerate() {
            if pos.turn() == Color::White {
                if index > 0 {
                    out.push(' ');
                }
                out.push_str(&format!("{}. ", pos.fullmoves()));
            } else if index == 0 {
                out.push_str(&format!("{}... ", pos.fullmoves()));
            } else {
                out.push(' ');
            }
            out.push_str(&write_move_as(&pos, m, language, self.pawn_captures));
            if *offer {
                out.push_str(" (=)");
            }
            pos = pos.play_unchecked(m);
        }
        out
    }

    /// The game as a scoresheet in `language` (8.1, Appendix E), as a chess game's is
    /// written (`notation::scoresheet`): the heading, the variant, the start when it is not
    /// the usual one, then one move pair a line in the seed's notation in the reader's
    /// letters, `(=)` for draw offers, and the result. Braille records are made from it.
    pub fn scoresheet(&self, language: Language) -> String {
        use std::fmt::Write as _;
        let words = &crate::notation::writing::Written::writing(language).sheet;
        let known = self.end.as_ref().map(result_token);
        let mut out = crate::notation::scoresheet::sheet_heading(|t| self.tag(t), known, language);
        let _ = writeln!(out, "{}: {VARIANT}", words.variant);
        if self.start != Position3::start() {
            let _ = writeln!(out, "{}: {}", words.start, write_fen3d(&self.start));
        }
        out.push('\n');
        let mut pos = self.start.clone();
        let mut line = String::new();
        for (m, offer) in &self.moves {
            if pos.turn() == Color::White {
                if !line.is_empty() {
                    out.push_str(&line);
                    out.push('\n');
                    line.clear();
                }
                let _ = write!(line, "{}.", pos.fullmoves());
            } else if line.is_empty() {
                let _ = write!(line, "{}. ...", pos.fullmoves());
            }
            line.push(' ');
            line.push_str(&write_move_as(&pos, m, language, self.pawn_captures));
            if *offer {
                line.push_str(" (=)");
            }
            pos = pos.play_unchecked(m);
        }
        if !line.is_empty() {
            out.push_str(&line);
            out.push('\n');
        }
        if let Some(end) = &self.end {
            out.push_str(match result_token(end) {
                "1/2-1/2" => "½-½",
                decisive => decisive,
            });
            out.push('\n');
        }
        out
    }

    /// The game as PGN-like text: tags (with `Variant "3D Meder"`, and `FEN3D` for another
    /// start), then the moves in the seed's German notation and the result.
    pub fn to_pgn(&self) -> String {
        let mut out = String::new();
        let result = self.end.map_or("*", |end| result_token(&end));
        let mut tags = self.tags.clone();
        tags.retain(|(n, _)| n != "Result" && n != "Variant" && n != "FEN3D");
        tags.push(("Result".to_owned(), result.to_owned()));
        tags.push(("Variant".to_owned(), VARIANT.to_owned()));
        if self.start != Position3::start() {
            tags.push(("FEN3D".to_owned(), write_fen3d(&self.start)));
        }
        for (name, value) in &tags {
            out.push_str(&format!(
                "[{name} \"{}\"]\n",
                value.replace('\\', "\\\\").replace('"', "\\\"")
            ));
        }
        out.push('\n');
        let moves = self.movetext(seed_letters());
        let mut line = String::new();
        for word in moves.split(' ').chain(std::iter::once(result)) {
            if !line.is_empty() && line.len() + word.len() + 1 > 79 {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
        out.push_str(&line);
        out.push('\n');
        out
    }
}

/// How a game whose record ends in `result` ended, the board standing at `position`: by
/// the board when it ends the game (checkmate, stalemate, two kings); otherwise — the record
/// says who won, not how — a decisive result is read as a resignation and a draw as agreed.
/// `None` for `*` or anything else.
pub fn end_of_result(position: &Position3, result: &str) -> Option<GameEnd> {
    let winner = match result {
        "1-0" => Some(Color::White),
        "0-1" => Some(Color::Black),
        "1/2-1/2" => None,
        _ => return None,
    };
    Game3::automatic_end(position).or(Some(match winner {
        Some(winner) => GameEnd::Resignation { winner },
        None => GameEnd::Draw(DrawReason::Agreement),
    }))
}

/// The result as PGN writes it: "1-0", "0-1", "1/2-1/2".
pub fn result_token(end: &GameEnd) -> &'static str {
    match end.winner() {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "1/2-1/2",
    }
}

/// What is wrong with a 3D game's text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Game3Error {
    /// The start position cannot be read.
    #[error("the FEN3D tag cannot be read: {0}")]
    Start(String),
    /// A move that is not legal, or fits several.
    #[error("move {number}: {text} is not a legal move there")]
    Move {
        /// The move's number as written ("12.", "12...").
        number: String,
        /// The token.
        text: String,
    },
    /// The text is no 3D game (another variant, or none).
    #[error("this is no game of three-dimensional chess (no Variant \"3D Meder\" tag)")]
    NotThreeD,
}

/// The text of a 3D game file as read from disk: a UTF-8 byte order mark is skipped, and a
/// file that is not UTF-8 is read as Latin-1 (ISO 8859-1, which every byte is), as older
/// editors save it.
pub fn decode_game_file(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_owned(),
        Err(_) => bytes.iter().map(|b| char::from(*b)).collect(),
    }
}

/// The games of a file, each as its own text (its tags, its moves, and the blank lines
/// after it): a tag line after moves starts the next game. Joined, the pieces are the text.
pub fn split_games3(text: &str) -> Vec<&str> {
    let mut games = Vec::new();
    let mut start = 0;
    let mut moves_seen = false;
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim();
        if trimmed.starts_with('[') {
            if moves_seen {
                games.push(&text[start..at]);
                start = at;
                moves_seen = false;
            }
        } else if !trimmed.is_empty() {
            moves_seen = true;
        }
        at += line.len();
    }
    if start < text.len() {
        games.push(&text[start..]);
    }
    games
}

/// A 3D game file holding an open game: the game, and the file's text before and after it,
/// kept as they are when the game is written again.
#[derive(Clone, Debug)]
pub struct OpenInFile {
    /// The open game (the first one of the file).
    pub game: Game3,
    /// The games before it.
    pub before: String,
    /// The games after it.
    pub after: String,
}

impl OpenInFile {
    /// The first open 3D game of `text`; `None` when it holds none.
    pub fn find(text: &str) -> Option<OpenInFile> {
        let games = split_games3(text);
        games.iter().enumerate().find_map(|(index, piece)| {
            let game = read_game3(piece).ok().filter(|g| g.end.is_none())?;
            Some(OpenInFile {
                game,
                before: games[..index].concat(),
                after: games[index + 1..].concat(),
            })
        })
    }

    /// The file's text with `game` in place of the open game, the others as they were.
    pub fn file_text(&self, game: &Game3) -> String {
        let mut out = self.before.clone();
        if !out.is_empty() && !out.ends_with("\n\n") {
            out.push_str(if out.ends_with('\n') { "\n" } else { "\n\n" });
        }
        out.push_str(&game.to_pgn());
        if !self.after.is_empty() {
            if !self.after.starts_with('\n') {
                out.push('\n');
            }
            out.push_str(&self.after);
        }
        out
    }
}

/// Whether `text` writes the pawn capture `m` in E10's long form where the short form
/// differs (`aWxb4W` for `axb4W`): a record begun in the long form goes on in it.
fn written_long(pos: &Position3, m: &Move3, text: &str) -> bool {
    let pawn = matches!(
        m.action,
        Action::Piece {
            role: Role::Pawn,
            ..
        }
    );
    if !pawn || !m.is_capture() {
        return false;
    }
    // The move alone: no check mark, no " e.p." (a token of its own in the file).
    let strip = |written: String| {
        written
            .trim_end_matches(['+', '#'])
            .trim_end_matches(" e.p.")
            .to_owned()
    };
    let language = seed_letters();
    let long = strip(write_move_as(pos, m, language, PawnCaptures::Long));
    let short = strip(write_move_as(pos, m, language, PawnCaptures::Short));
    let typed = text.trim_end_matches(['+', '#']);
    long != short && typed.eq_ignore_ascii_case(&long)
}

/// A game's text split into its tags and its movetext (every other line, joined).
pub fn split_tags(text: &str) -> (Vec<(String, String)>, String) {
    let mut tags = Vec::new();
    let mut movetext = String::new();
    for line in text.lines() {
        let trimmed = line.trim();
        if let Some(tag) = trimmed.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
            if let Some((name, value)) = tag.split_once(' ') {
                let value = value.trim().trim_matches('"').replace("\\\"", "\"");
                tags.push((name.to_owned(), value));
            }
        } else {
            movetext.push_str(trimmed);
            movetext.push(' ');
        }
    }
    (tags, movetext)
}

/// The moves of a movetext as written, each with whether a draw offer (=) follows it, up to
/// the result: move numbers ("12.", "12...") dropped, castling's zeros kept, " e.p." joined to
/// its capture, and a pending promotion's choice joined to the move after it ("(a8SD)
/// Kb1W" is one move).
pub fn movetext_moves(movetext: &str) -> Vec<(String, bool)> {
    let mut tokens: Vec<String> = Vec::new();
    let mut choice: Option<&str> = None;
    for token in movetext.split_whitespace() {
        if token.starts_with('(') && token.ends_with(')') && token != "(=)" {
            choice = Some(token);
            continue;
        }
        match choice.take() {
            Some(prefix) => tokens.push(format!("{prefix} {token}")),
            None => tokens.push(token.to_owned()),
        }
    }
    let mut moves: Vec<(String, bool)> = Vec::new();
    for token in tokens.iter().map(String::as_str) {
        if token == "(=)" {
            if let Some(last) = moves.last_mut() {
                last.1 = true;
            }
            continue;
        }
        if matches!(token, "1-0" | "0-1" | "1/2-1/2" | "*") {
            break;
        }
        let digits = token.bytes().take_while(u8::is_ascii_digit).count();
        let move_text = if digits > 0 && token[digits..].starts_with('.') {
            token[digits..].trim_start_matches('.')
        } else {
            token
        };
        if move_text.is_empty() {
            continue;
        }
        // "e.p." after a pawn's capture belongs to it, with the capture's check mark when
        // it gives check ("bxc3W e.p.+").
        if move_text.trim_end_matches(['+', '#']) == "e.p." {
            continue;
        }
        moves.push((move_text.to_owned(), false));
    }
    moves
}

/// Reads a game written by [`Game3::to_pgn`] (or by hand in the seed's notation).
pub fn read_game3(text: &str) -> Result<Game3, Game3Error> {
    let mut game = Game3::default();
    let (tags, movetext) = split_tags(text);
    game.tags = tags;
    if game.tag("Variant") != Some(VARIANT) {
        return Err(Game3Error::NotThreeD);
    }
    if let Some(fen) = game.tag("FEN3D") {
        game.start = read_fen3d(fen).map_err(|e| Game3Error::Start(e.to_string()))?;
    }
    let mut pos = game.start.clone();
    for (move_text, offer) in movetext_moves(&movetext) {
        let move_text = move_text.as_str();
        let number = format!(
            "{}{}",
            pos.fullmoves(),
            if pos.turn() == Color::White {
                "."
            } else {
                "..."
            }
        );
        let m = match read_move(&pos, move_text) {
            Reading::Move(m) => m,
            _ => {
                return Err(Game3Error::Move {
                    number,
                    text: move_text.to_owned(),
                });
            }
        };
        if written_long(&pos, &m, move_text) {
            game.pawn_captures = PawnCaptures::Long;
        }
        pos = pos.play_unchecked(&m);
        game.moves.push((m, offer));
    }
    game.end = game
        .tag("Result")
        .and_then(|result| end_of_result(&pos, result));
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_open_game_is_replaced_and_the_finished_one_after_it_kept() {
        let open = "[Event \"A\"]\n[Result \"*\"]\n[Variant \"3D Meder\"]\n\n*\n\n";
        let done = "[Event \"B\"]\n[Result \"1-0\"]\n[Variant \"3D Meder\"]\n\n1-0\n";
        let text = format!("{open}{done}");
        assert_eq!(split_games3(&text), [open, done]);
        let found = OpenInFile::find(&text).unwrap();
        assert_eq!(found.game.tag("Event"), Some("A"));
        let rewritten = found.file_text(&found.game);
        assert!(rewritten.ends_with(done), "{rewritten}");
        assert_eq!(split_games3(&rewritten).len(), 2);
        assert_eq!(decode_game_file(b"\xef\xbb\xbf[a]"), "[a]");
        assert_eq!(decode_game_file(b"M\xfcller"), "Müller");
    }

    #[test]
    fn a_game_is_written_and_read_back() {
        let mut game = Game3::default();
        game.set_tag("White", "Anna Blind");
        let mut pos = game.start.clone();
        for text in ["b4N", "b5S", "c3W", "a6N", "Sc2W"] {
            let Reading::Move(m) = read_move(&pos, text) else {
                panic!("{text}");
            };
            pos = pos.play_unchecked(&m);
            game.moves.push((m, text == "a6N"));
        }
        let text = game.to_pgn();
        assert!(text.contains("[Variant \"3D Meder\"]"), "{text}");
        assert!(
            text.contains("1. b4N b5S 2. c3W a6N (=) 3. Sc2W *"),
            "{text}"
        );
        let back = read_game3(&text).unwrap();
        assert_eq!(back.moves, game.moves);
        assert_eq!(back.tag("White"), Some("Anna Blind"));
        assert_eq!(back.position(), pos);
    }

    #[test]
    fn a_pending_promotion_is_read_back_with_its_move() {
        let start = read_fen3d("Pa8S,Kc2W,kd6N DP1w,KP1w,DP6b,KP6b b - - 0 5").unwrap();
        let mut game = Game3::new(start);
        for text in ["DP4", "(a8SD) Kb1W"] {
            let Reading::Move(m) = read_move(&game.position(), text) else {
                panic!("{text}");
            };
            game.moves.push((m, false));
        }
        let text = game.to_pgn();
        assert!(text.contains("5... DP4 6. (a8SD) Kb1W *"), "{text}");
        assert_eq!(read_game3(&text).unwrap().moves, game.moves);
    }

    #[test]
    fn only_kings_is_a_dead_position() {
        let pos = read_fen3d("Kc1W,kc8S DP1w,KP1w,DP6b,KP6b w - - 0 2").unwrap();
        assert_eq!(
            Game3::automatic_end(&pos),
            Some(GameEnd::Draw(DrawReason::InsufficientMaterial))
        );
        assert!(read_game3("[Event \"x\"]\n\n1. e4 e5 *").is_err());
    }
}
