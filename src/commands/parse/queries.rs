//! The queries: the whole board, the last moves (and "wiederholen", which counts moves the
//! same way), the scoresheet and FEN, clock, move number_in, turn, material, the commands with
//! a square (attackers, defenders, moves of a piece, diagonals, what is on a square), and the
//! pieces by owner and kind.

use shakmaty::{Role, Square};

use super::{Parsed, Parser, is_words, ok, one_of, table_phrases};
use crate::commands::words::{
    all_pieces_word, number_in, owner_word, phrases_of, role_word, words_of,
};
use crate::commands::{Command, CommandError, Owner};
use crate::phrase::Phrase;

impl Parser<'_> {
    /// "brett vorlesen", "lies mir das ganze Brett vor", "alles", "read board".
    pub(super) fn read_board(&self) -> Parsed {
        // Articles and "mir" carry nothing here: "lies mir das ganze Brett vor".
        let w: Vec<&str> = self
            .w
            .iter()
            .copied()
            .filter(|w| !one_of(w, self.list("read_board.fillers")))
            .collect();
        // A phrase of the table may hold a filler itself: "lee el tablero".
        table_phrases("read_board", self.code)
            .iter()
            .any(|p| is_words(&w, p) || is_words(&self.w, p))
            .then_some(Ok(Command::ReadBoard))
    }

    /// "letzter Zug", "die letzten drei Züge", "last 5 moves", from word `start` on.
    pub(super) fn last_moves(&self, start: usize) -> Option<Result<usize, CommandError>> {
        let words = |key: &str| words_of(self.code, &format!("last_moves.{key}"));
        let mut w = &self.w[start..];
        while let [article, rest @ ..] = w {
            if !one_of(article, words("articles")) {
                break;
            }
            w = rest;
        }
        let [head, rest @ ..] = w else {
            return None;
        };
        if !one_of(head, words("last")) {
            return None;
        }
        let singular = |w: &str| one_of(w, words("move"));
        let plural = |w: &str| one_of(w, words("moves"));
        let count_word = match rest {
            [] => return Some(Ok(1)),
            [noun] if singular(noun) => return Some(Ok(1)),
            [noun] if plural(noun) => return Some(Ok(2)),
            [count, noun] if singular(noun) || plural(noun) => count,
            [count] if number_in(self.code, count).is_some() => count,
            _ => return None,
        };
        let echo_index = self.w.len() - rest.len();
        Some(self.count(count_word, echo_index, "parse-example-last-moves"))
    }

    /// A count of moves ("drei"), at least one.
    /// `example` is the catalogue id of the command with a count ("letzte drei Züge").
    fn count(
        &self,
        word: &str,
        index: usize,
        example: &'static str,
    ) -> Result<usize, CommandError> {
        let example = Phrase::new(example);
        match number_in(self.code, word) {
            Some(0) => Err(self.fail(Phrase::new("parse-count-zero").with("example", example))),
            Some(n) => Ok(usize::try_from(n).unwrap_or(usize::MAX)),
            None => Err(self.fail(
                Phrase::new("parse-count-not-a-number")
                    .with("word", self.input.echo(index))
                    .with("example", example),
            )),
        }
    }

    /// "wiederholen", "wiederholen drei", "repeat the last two moves".
    pub(super) fn repeat(&self) -> Parsed {
        let start = self.head_command("repeat")?;
        if let Some(result) = self.last_moves(start) {
            return Some(result.map(Command::Repeat));
        }
        let rest = &self.w[start..];
        let count = match rest {
            [] => return ok(Command::Repeat(1)),
            // "wiederholen drei", "wiederholen drei Züge", "repeat 3 times".
            [word, ..] => word,
        };
        Some(
            self.count(count, start, "parse-example-repeat")
                .map(Command::Repeat),
        )
    }

    /// "züge", "partie": the scoresheet; "züge von g1", "was kann g1": the moves of a piece.
    pub(super) fn moves(&self) -> Parsed {
        if self.is_command("scoresheet") {
            return ok(Command::Scoresheet);
        }
        self.square_query(
            "query_zuege_von",
            "parse-head-moves-from",
            Command::MovesFrom,
        )
    }

    /// "stellung", "zeit", "zugnummer", "wer ist am zug", "material".
    pub(super) fn simple_queries(&self) -> Parsed {
        if self.is_command("fen") {
            return ok(Command::Fen);
        }
        if self.is_command("clock") {
            return ok(Command::Clock);
        }
        if self.is_command("move_number") {
            return ok(Command::MoveNumber);
        }
        // "wer ist am Zug", "whose move is it": a phrase anywhere, or a head.
        if super::phrases(phrases_of(self.code, "turn.anywhere")).any(|p| self.contains(p))
            || self.starts_with("turn.head")
            || self.is_command("turn")
        {
            return ok(Command::Turn);
        }
        if self.is_command("material") {
            return ok(Command::Material);
        }
        if self.is_command("info") {
            return ok(Command::Info);
        }
        None
    }

    /// "angreifer e4", "wer deckt e4", "diagonale e4", "was steht auf e4".
    pub(super) fn square_commands(&self) -> Parsed {
        self.piece_query("query_wer_greift", true)
            .or_else(|| self.piece_query("query_wer_deckt", false))
            .or_else(|| {
                self.square_query(
                    "query_wer_greift",
                    "parse-head-attackers",
                    Command::Attackers,
                )
            })
            .or_else(|| {
                self.square_query(
                    "query_wer_deckt",
                    "parse-head-defenders",
                    Command::Defenders,
                )
            })
            .or_else(|| {
                self.square_query(
                    "query_diagonale",
                    "parse-head-diagonals",
                    Command::Diagonals,
                )
            })
            .or_else(|| {
                self.square_query("query_was_steht_auf", "parse-head-square", Command::Square)
            })
    }

    /// "wer greift meine Dame an", "who defends the black queen": a piece named by owner and
    /// kind after the head of command `id` instead of a square.
    fn piece_query(&self, id: &str, attackers: bool) -> Parsed {
        let start = self.head_command(id)?;
        if self.square_arg(start, None).is_ok() {
            return None;
        }
        let (owner, role) = self.piece_words(start)?;
        ok(if attackers {
            Command::PieceAttackers {
                owner,
                role,
                yes_no: false,
            }
        } else {
            Command::PieceDefenders {
                owner,
                role,
                yes_no: false,
            }
        })
    }

    /// A command that starts with a phrase of command `id` and names a square after it;
    /// `example` is the catalogue id of the command, for the refusal that says what is wrong.
    fn square_query(
        &self,
        id: &str,
        example: &'static str,
        command: fn(Square) -> Command,
    ) -> Parsed {
        let start = self.head_command(id)?;
        Some(self.square_arg(start, Some(example)).map(command))
    }

    /// "wo stehen meine Springer", "meine Figuren", "weiße Türme", "where are my knights".
    pub(super) fn pieces(&self) -> Parsed {
        let show = phrases_of(self.code, "show");
        // "zeige", "show" show other things too ("zeig mir die Stellung"): they make a
        // question about pieces only with an owner or a piece named.
        let weak = self.head(show).is_some();
        let asked = self
            .head(phrases_of(self.code, "where"))
            .or_else(|| self.head(show))
            .unwrap_or(0);
        // Words that say nothing about which pieces: "wo stehen denn die beiden Springer".
        let skip = words_of(self.code, "pieces_skip");
        let words: Vec<usize> = (asked..self.w.len())
            .filter(|&i| !one_of(self.w[i], skip))
            .collect();
        // Without "wo stehen", the line must start with the owner: "meine Springer".
        let first_is_owner = words
            .first()
            .is_some_and(|&i| owner_word(self.w[i]).is_some());
        if asked == 0 && !first_is_owner {
            return None;
        }
        let mut owner = None;
        let mut role: Option<Option<Role>> = None;
        let mut unknown = Vec::new();
        // Words that are neither owner nor piece, numbers included: "wo ist Eva vier".
        let mut others = Vec::new();
        for &i in &words {
            let word = self.w[i];
            if owner_word(word).is_none() && role_word(word).is_none() && !all_pieces_word(word) {
                others.push(i);
            }
            if let Some(o) = owner_word(word) {
                // A colour wins over mine or theirs: "meine weißen Springer".
                if !matches!(
                    (owner, o),
                    (Some(Owner::Colored(_)), Owner::Mine | Owner::Theirs)
                ) {
                    owner = Some(o);
                }
            } else if let Some(r) = role_word(word) {
                if matches!(role, Some(Some(other)) if other != r) {
                    return self.error(Phrase::new("parse-pieces-one-kind"));
                }
                role = Some(Some(r));
            } else if all_pieces_word(word) {
                role.get_or_insert(None);
            } else if number_in(self.code, word).is_none() {
                // Numbers are left out: "meine zwei Türme".
                unknown.push(i);
            }
        }
        // "wo ist Eva vier": a square.
        if owner.is_none() && role.is_none() && !others.is_empty() {
            if let Ok(square) = self.square_words(&others) {
                return ok(Command::Square(square));
            }
        }
        if weak && owner.is_none() && role.is_none() {
            return None;
        }
        if !unknown.is_empty() {
            return self.error(
                Phrase::new("parse-pieces-unknown").with("word", self.input.echo_all(&unknown)),
            );
        }
        if owner.is_none() && role.is_none() {
            return self.error(Phrase::new("parse-pieces-which"));
        }
        ok(Command::Pieces {
            owner: owner.unwrap_or(Owner::Both),
            role: role.flatten(),
        })
    }
}
