//! The queries: the whole board, the last moves (and "wiederholen", which counts moves the
//! same way), the scoresheet and FEN, clock, move number, turn, material, the commands with
//! a square (attackers, defenders, moves of a piece, diagonals, what is on a square), and the
//! pieces by owner and kind.

use shakmaty::{Role, Square};

use super::{Parsed, Parser, is_words, ok, one_of, table_phrases};
use crate::commands::words::{all_pieces_word, number, owner_word, role_word};
use crate::commands::{Command, CommandError, Owner};

impl Parser<'_> {
    /// "brett vorlesen", "lies mir das ganze Brett vor", "alles", "read board".
    pub(super) fn read_board(&self) -> Parsed {
        // Articles and "mir" carry nothing here: "lies mir das ganze Brett vor".
        let w: Vec<&str> = self
            .w
            .iter()
            .copied()
            .filter(|w| !one_of(w, "das die the ganze ganzes whole entire mir me out aloud"))
            .collect();
        table_phrases("read_board", self.code)
            .iter()
            .any(|p| is_words(&w, p))
            .then_some(Ok(Command::ReadBoard))
    }

    /// "letzter Zug", "die letzten drei Züge", "last 5 moves", from word `start` on.
    pub(super) fn last_moves(&self, start: usize) -> Option<Result<usize, CommandError>> {
        let mut w = &self.w[start..];
        while let [article, rest @ ..] = w {
            if !matches!(*article, "die" | "der" | "den" | "das" | "the") {
                break;
            }
            w = rest;
        }
        let [head, rest @ ..] = w else {
            return None;
        };
        if !matches!(*head, "letzte" | "letzten" | "letzter" | "letztes" | "last") {
            return None;
        }
        let singular = |w: &str| matches!(w, "zug" | "halbzug" | "move");
        let plural = |w: &str| matches!(w, "zuege" | "halbzuege" | "moves");
        let count_word = match rest {
            [] => return Some(Ok(1)),
            [noun] if singular(noun) => return Some(Ok(1)),
            [noun] if plural(noun) => return Some(Ok(2)),
            [count, noun] if singular(noun) || plural(noun) => count,
            [count] if number(count).is_some() => count,
            _ => return None,
        };
        let echo_index = self.w.len() - rest.len();
        Some(self.count(
            count_word,
            echo_index,
            "letzte drei Züge",
            "last three moves",
        ))
    }

    /// A count of moves ("drei"), at least one.
    fn count(
        &self,
        word: &str,
        index: usize,
        example_de: &str,
        example_en: &str,
    ) -> Result<usize, CommandError> {
        match number(word) {
            Some(0) => Err(self.fail(
                format!(
                    "Null Züge gibt es nicht; sagen Sie eine Zahl ab eins, zum Beispiel {example_de}."
                ),
                format!(
                    "Zero moves is nothing to say; say a number from one, for example {example_en}."
                ),
            )),
            Some(n) => Ok(usize::try_from(n).unwrap_or(usize::MAX)),
            None => {
                let shown = self.input.echo(index);
                Err(self.fail(
                    format!("„{shown}“ ist keine Zahl; sagen Sie zum Beispiel {example_de}."),
                    format!("“{shown}” is not a number; say for example {example_en}."),
                ))
            }
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
            self.count(count, start, "wiederholen drei", "repeat three")
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
            ("züge von", "moves from"),
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
        if self.contains("am zug")
            || self.contains("to move")
            || self.w[0] == "whose"
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
                    ("angreifer", "attackers"),
                    Command::Attackers,
                )
            })
            .or_else(|| {
                self.square_query(
                    "query_wer_deckt",
                    ("verteidiger", "defenders"),
                    Command::Defenders,
                )
            })
            .or_else(|| {
                self.square_query(
                    "query_diagonale",
                    ("diagonale", "diagonals"),
                    Command::Diagonals,
                )
            })
            .or_else(|| {
                self.square_query(
                    "query_was_steht_auf",
                    ("was steht auf", "what is on"),
                    Command::Square,
                )
            })
    }

    /// "wer greift meine Dame an", "who defends the black queen": a piece named by owner and
    /// kind after the head of command `id` instead of a square.
    fn piece_query(&self, id: &str, attackers: bool) -> Parsed {
        let start = self.head_command(id)?;
        if self.square_arg(start, ("", "")).is_ok() {
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

    /// A command that starts with one of `heads` and names a square after it; `example` is
    /// the command in German and English for the sentence that says what is wrong.
    fn square_query(
        &self,
        id: &str,
        example: (&str, &str),
        command: fn(Square) -> Command,
    ) -> Parsed {
        let start = self.head_command(id)?;
        Some(self.square_arg(start, example).map(command))
    }

    /// "wo stehen meine Springer", "meine Figuren", "weiße Türme", "where are my knights".
    pub(super) fn pieces(&self) -> Parsed {
        const SHOW: &str = "zeige, zeig, show, liste, list";
        // "zeige", "show" show other things too ("zeig mir die Stellung"): they make a
        // question about pieces only with an owner or a piece named.
        let weak = self.head(SHOW).is_some();
        let asked = self
            .head(
                "wo stehen, wo steht, wo sind, wo ist, wo befinden sich, wo befindet sich, \
                 where are, where is, wheres",
            )
            .or_else(|| self.head(SHOW))
            .unwrap_or(0);
        // Words that say nothing about which pieces: "wo stehen denn die beiden Springer".
        const SKIP: &str = "die der das den des dem the ihre ihren ihr alle all beide beiden both \
                            noch mal sich denn eigentlich gerade und and of von vom auf brett \
                            board on mir me";
        let words: Vec<usize> = (asked..self.w.len())
            .filter(|&i| !one_of(self.w[i], SKIP))
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
                    return self.error(
                        "Bitte nach einer Figurenart auf einmal fragen, zum Beispiel: wo stehen meine Türme.".into(),
                        "Please ask for one kind of piece at a time, for example: where are my rooks.".into(),
                    );
                }
                role = Some(Some(r));
            } else if all_pieces_word(word) {
                role.get_or_insert(None);
            } else if number(word).is_none() {
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
            let shown = self.input.echo_all(&unknown);
            return self.error(
                format!("„{shown}“ kenne ich nicht als Figur. Ich kenne König, Dame, Turm, Läufer, Springer und Bauer, auch in der Mehrzahl, und Figuren für alle."),
                format!("I do not know “{shown}” as a piece. I know king, queen, rook, bishop, knight and pawn, also in the plural, and pieces for all of them."),
            );
        }
        if owner.is_none() && role.is_none() {
            return self.error(
                "Welche Figuren? Sagen Sie zum Beispiel: wo stehen meine Springer.".into(),
                "Which pieces? Say for example: where are my knights.".into(),
            );
        }
        ok(Command::Pieces {
            owner: owner.unwrap_or(Owner::Both),
            role: role.flatten(),
        })
    }
}
