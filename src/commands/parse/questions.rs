//! The questions players ask in their own words (issue 16 §3): "bin ich im Schach", "welche
//! Figuren hängen", "kann ich rochieren", "welche Züge habe ich", "was hat Schwarz gezogen",
//! "ist meine Dame angegriffen", "wer greift meine Dame an", and their English forms; and
//! whether a line that is no command looks like a question at all.

use shakmaty::{Role, Square};

use super::input::Input;
use super::{Parsed, Parser, ok, one_of};
use crate::commands::words::{
    file_word, number_in, owner_word, phrases_of, role_word, words_of, words_of_every,
};
use crate::commands::{Command, Owner};

/// Whether a line that is no command looks like a question: it starts with a question word
/// of any language folder (`question` of `questions.toml`) or ends in a question mark. Such
/// a line is never read as a move.
pub fn looks_like_question(line: &str) -> bool {
    let input = Input::new(line);
    input.question
        || input
            .words
            .first()
            .is_some_and(|word| one_of(word, words_of_every("question")))
}

impl Parser<'_> {
    /// The questions in players' own words, tried before the other commands.
    pub(super) fn questions(&self) -> Parsed {
        self.in_check()
            .or_else(|| self.opponent())
            .or_else(|| self.captured())
            .or_else(|| self.hanging())
            .or_else(|| self.castling())
            .or_else(|| self.all_moves())
            .or_else(|| self.piece_moves())
            .or_else(|| self.last_move_of())
            .or_else(|| self.piece_state())
    }

    /// "wer ist mein Gegner", "gegen wen spiele ich", "gegner", "who is my opponent": only
    /// the opponent named, with words that ask nothing else.
    fn opponent(&self) -> Parsed {
        let about = self.list("opponent.about");
        let around = self.list("opponent.around");
        let only_about = self
            .w
            .iter()
            .all(|word| one_of(word, about) || one_of(word, around));
        let named = self.has_any(about);
        // "gegen wen spiele ich", "who am I playing", "contra quién juego".
        let against = self.starts_with("opponent.against");
        if !((named || against) && only_about || self.is_command("query_opponent")) {
            return None;
        }
        ok(Command::Opponent)
    }

    /// "geschlagene Figuren", "was wurde geschlagen", "captured pieces"; with "zuletzt",
    /// "letzter", "last": the last capture ("letzter Schlag", "last capture").
    fn captured(&self) -> Parsed {
        if self.is_command("query_last_capture") {
            return ok(Command::LastCapture);
        }
        if self.is_command("query_captured") {
            return ok(Command::Captured);
        }
        // A piece or square named asks about that piece ("was kann die Dame schlagen").
        let named = self.w.iter().any(|word| role_word(word).is_some());
        if !self.has_any(self.list("captured.taken")) || named {
            return None;
        }
        if self.has_any(self.list("captured.last")) {
            return ok(Command::LastCapture);
        }
        ok(Command::Captured)
    }

    /// "was kann die Dame", "was kann meine Dame schlagen", "schläge Springer f3", "what can
    /// the knight on f3 capture": the moves or the captures of a piece, named by its square
    /// or by kind and owner. A square that is none gives the sentence that says so for a
    /// capture question; "was kann g1" stays with [`Parser::moves`].
    fn piece_moves(&self) -> Parsed {
        let capture = self.list("piece_moves.capture");
        let moves_head = self.head_command("query_zuege_von");
        let captures_head = self.head_command("query_captures");
        let start = captures_head.or(moves_head)?;
        let captures_only = captures_head.is_some() || self.has_any(capture);
        let rest: Vec<usize> = (start..self.w.len())
            .filter(|&i| {
                let word = self.w[i];
                !(one_of(word, capture)
                    || one_of(word, self.list("piece_moves.fillers"))
                    || role_word(word).is_some()
                    || owner_word(word).is_some())
            })
            .collect();
        if !rest.is_empty() {
            if !captures_only {
                // "was kann g1", "züge von Eva vier": the moves of the piece on a square.
                return None;
            }
            return Some(
                self.square_words(&rest)
                    .map(Command::Captures)
                    .map_err(|problem| problem.error(Some("parse-head-captures"))),
            );
        }
        match self.piece_words(start) {
            Some((owner, role)) => ok(Command::PieceMoves {
                owner,
                role,
                captures_only,
            }),
            // "schläge" alone: which piece?
            None if captures_only => self.error(crate::phrase::Phrase::new("parse-captures-which")),
            None => None,
        }
    }

    /// Whether the line starts with a question word.
    fn asks(&self) -> bool {
        one_of(self.w[0], words_of(self.code, "question"))
    }

    /// Who is meant by a word beyond the owner words: "ich", "er", "I", "he", "yo", "él"
    /// (`person_mine`, `person_theirs` of `questions.toml`; "du", "you": ansage or the
    /// opponent is spoken to; "engine": the opponent of the player asking).
    fn person_word(&self, word: &str) -> Option<Owner> {
        if one_of(word, words_of(self.code, "person_mine")) {
            Some(Owner::Mine)
        } else if one_of(word, words_of(self.code, "person_theirs")) {
            Some(Owner::Theirs)
        } else {
            owner_word(word)
        }
    }

    /// The words of key `key` of `questions.toml` this seat understands (its language's and
    /// those of the languages it also understands), a space between two.
    pub(super) fn list(&self, key: &str) -> &'static str {
        words_of(self.code, key)
    }

    /// Whether the line starts with one of the phrases of key `key` of `questions.toml`.
    pub(super) fn starts_with(&self, key: &str) -> bool {
        self.head(phrases_of(self.code, key)).is_some()
    }

    /// Whether any word of the line is one of `list`.
    fn has_any(&self, list: &str) -> bool {
        self.w.iter().any(|word| one_of(word, list))
    }

    /// Who the line is about: a colour wins over "ich", "mein", "er", "sein".
    fn person(&self) -> Option<Owner> {
        let mut found = None;
        for (index, word) in self.w.iter().enumerate() {
            // "mein Gegner", "my opponent": the opponent, not the one asking.
            let opponent_next = self
                .w
                .get(index + 1)
                .is_some_and(|next| one_of(next, self.list("opponent.about")));
            if opponent_next && self.person_word(word) == Some(Owner::Mine) {
                found.get_or_insert(Owner::Theirs);
                continue;
            }
            match self.person_word(word) {
                Some(colored @ Owner::Colored(_)) => return Some(colored),
                Some(other) if found.is_none() => found = Some(other),
                _ => {}
            }
        }
        found
    }

    /// "bin ich im Schach", "steht Schwarz im Schach", "wer gibt Schach", "am I in check".
    fn in_check(&self) -> Parsed {
        if !(self.is_command("query_check")
            || self.asks() && self.has_any(self.list("in_check.check")))
        {
            return None;
        }
        ok(Command::InCheck(self.person().unwrap_or(Owner::Mine)))
    }

    /// "welche Figuren hängen", "hängt etwas", "ungedeckte Figuren", "which pieces are
    /// hanging".
    fn hanging(&self) -> Parsed {
        // "welche Figuren sind angegriffen", "was wird bedroht", "which pieces are attacked":
        // the same answer, which names every attacked piece and whether it is defended.
        let which_attacked = one_of(self.w[0], self.list("hanging.which"))
            && self.has_any(self.list("piece_state.attacked"))
            && !self.w.iter().any(|word| role_word(word).is_some());
        if !self.has_any(self.list("hanging.hanging"))
            && !which_attacked
            && !self.is_command("query_hanging")
        {
            return None;
        }
        ok(Command::Hanging(self.person().unwrap_or(Owner::Mine)))
    }

    /// "kann ich rochieren", "wer darf rochieren", "Rochaderechte", "can I castle",
    /// "castling rights".
    fn castling(&self) -> Parsed {
        let rights = self.has_any(self.list("castling.rights"));
        let castle = self.has_any(self.list("castling.castle"));
        let possible = self.has_any(self.list("castling.possible"));
        if !((castle || rights) && (rights || possible || self.asks()))
            && !self.is_command("query_castling")
        {
            return None;
        }
        ok(Command::Castling(self.person().unwrap_or(Owner::Both)))
    }

    /// "welche Züge habe ich", "legale Züge", "welche Züge hat Schwarz", "what moves does
    /// black have".
    fn all_moves(&self) -> Parsed {
        let asked = one_of(self.w[0], self.list("all_moves.which"))
            && self.has_any(self.list("all_moves.moves"))
            && self.person().is_some();
        if !(asked || self.is_command("query_all_moves")) {
            return None;
        }
        ok(Command::AllMoves(self.person().unwrap_or(Owner::Mine)))
    }

    /// "was hat Schwarz gezogen", "was war sein letzter Zug", "letzter Zug von Weiß", "what
    /// did black play": only with a side named.
    fn last_move_of(&self) -> Parsed {
        // "was hat Schwarz gezogen": a head and a verb; "what did black play", "qué jugó el
        // negro": a head that asks alone.
        let asked = self.starts_with("last_move.head_with_verb")
            && self.has_any(self.list("last_move.played"));
        let asked_alone = self.starts_with("last_move.head");
        let last =
            self.has_any(self.list("last_move.last")) && self.has_any(self.list("last_move.move"));
        // A phrase of the table that names no side asks about the opponent's last move.
        if self.is_command("query_last_move_of") {
            return ok(Command::LastMoveOf(self.person().unwrap_or(Owner::Theirs)));
        }
        if !(asked || asked_alone || last) {
            return None;
        }
        // "letzte drei Züge" names no side: the last moves of the game.
        let owner = self.person()?;
        ok(Command::LastMoveOf(owner))
    }

    /// "ist meine Dame angegriffen", "wird der Turm bedroht", "ist die schwarze Dame gedeckt",
    /// "is my queen attacked", "is my queen defended"; with a square ("ist Eva vier
    /// angegriffen") the square is asked about.
    fn piece_state(&self) -> Parsed {
        if !one_of(self.w[0], self.list("piece_state.head")) {
            return None;
        }
        let attacked = self.has_any(self.list("piece_state.attacked"));
        let defended = self.has_any(self.list("piece_state.defended"));
        if !(attacked || defended) {
            return None;
        }
        let start = 1;
        if let Some(square) = self.square_quiet(start) {
            return ok(if attacked {
                Command::Attackers(square)
            } else {
                Command::Defenders(square)
            });
        }
        let (owner, role) = self.piece_words(start)?;
        ok(if attacked {
            Command::PieceAttackers {
                owner,
                role,
                yes_no: true,
            }
        } else {
            Command::PieceDefenders {
                owner,
                role,
                yes_no: true,
            }
        })
    }

    /// The owner and kind of piece named from word `start` on: "meine Dame", "die schwarze
    /// Dame", "seinen Turm"; no owner named is both sides. `None` without a kind.
    pub(super) fn piece_words(&self, start: usize) -> Option<(Owner, Role)> {
        let roles: Vec<Role> = self.w[start..]
            .iter()
            .filter_map(|word| role_word(word))
            .collect();
        let role = *roles.first()?;
        if roles.iter().any(|other| *other != role) {
            return None;
        }
        let mut owner = None;
        for word in &self.w[start..] {
            match owner_word(word) {
                Some(colored @ Owner::Colored(_)) => owner = Some(colored),
                Some(other) if owner.is_none() => owner = Some(other),
                _ => {}
            }
        }
        Some((owner.unwrap_or(Owner::Both), role))
    }

    /// The square named from word `start` on, ignoring every word that cannot be part of
    /// one ("ist Eva vier angegriffen"); `None` when the words name none.
    fn square_quiet(&self, start: usize) -> Option<Square> {
        let words: Vec<usize> = (start..self.w.len())
            .filter(|&i| {
                file_word(self.w[i]).is_some()
                    || number_in(self.code, self.w[i]).is_some()
                    || self.w[i].len() == 2
            })
            .collect();
        if words.is_empty() {
            return None;
        }
        self.square_words(&words).ok()
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{Color, Role, Square};

    use super::looks_like_question;
    use crate::commands::test_support::command_in_both;
    use crate::commands::{Command, Owner};

    #[test]
    fn the_questions_in_german_and_english() {
        let queen = |owner, yes_no| Command::PieceAttackers {
            owner,
            role: Role::Queen,
            yes_no,
        };
        for (line, expected) in [
            ("bin ich im schach", Command::InCheck(Owner::Mine)),
            ("Bin ich im Schach?", Command::InCheck(Owner::Mine)),
            ("am I in check", Command::InCheck(Owner::Mine)),
            (
                "steht schwarz im schach",
                Command::InCheck(Owner::Colored(Color::Black)),
            ),
            (
                "is white in check",
                Command::InCheck(Owner::Colored(Color::White)),
            ),
            ("welche figuren hängen", Command::Hanging(Owner::Mine)),
            ("welche Figuren haengen?", Command::Hanging(Owner::Mine)),
            ("which pieces are hanging", Command::Hanging(Owner::Mine)),
            (
                "welche figuren sind angegriffen",
                Command::Hanging(Owner::Mine),
            ),
            ("was wird bedroht", Command::Hanging(Owner::Mine)),
            ("which pieces are attacked", Command::Hanging(Owner::Mine)),
            (
                "welche figuren von schwarz sind angegriffen",
                Command::Hanging(Owner::Colored(Color::Black)),
            ),
            (
                "hängt bei schwarz etwas",
                Command::Hanging(Owner::Colored(Color::Black)),
            ),
            ("kann ich rochieren", Command::Castling(Owner::Mine)),
            ("can I castle", Command::Castling(Owner::Mine)),
            ("wer kann rochieren", Command::Castling(Owner::Both)),
            ("castling rights", Command::Castling(Owner::Both)),
            ("rochaderechte", Command::Castling(Owner::Both)),
            ("welche züge habe ich", Command::AllMoves(Owner::Mine)),
            ("what moves do I have", Command::AllMoves(Owner::Mine)),
            ("legale züge", Command::AllMoves(Owner::Mine)),
            (
                "welche züge hat schwarz",
                Command::AllMoves(Owner::Colored(Color::Black)),
            ),
            (
                "what moves does white have",
                Command::AllMoves(Owner::Colored(Color::White)),
            ),
            (
                "was hat schwarz gezogen",
                Command::LastMoveOf(Owner::Colored(Color::Black)),
            ),
            (
                "was hat mein gegner gezogen",
                Command::LastMoveOf(Owner::Theirs),
            ),
            (
                "what did my opponent play",
                Command::LastMoveOf(Owner::Theirs),
            ),
            (
                "what did black play",
                Command::LastMoveOf(Owner::Colored(Color::Black)),
            ),
            ("was hat er gezogen", Command::LastMoveOf(Owner::Theirs)),
            ("was hast du gezogen", Command::LastMoveOf(Owner::Theirs)),
            ("what did you play", Command::LastMoveOf(Owner::Theirs)),
            (
                "letzter zug von weiß",
                Command::LastMoveOf(Owner::Colored(Color::White)),
            ),
            ("ist meine dame angegriffen", queen(Owner::Mine, true)),
            ("is my queen attacked", queen(Owner::Mine, true)),
            ("wer greift meine dame an", queen(Owner::Mine, false)),
            ("who attacks my queen", queen(Owner::Mine, false)),
            (
                "wer greift die schwarze Dame an",
                queen(Owner::Colored(Color::Black), false),
            ),
            (
                "wer deckt seinen turm",
                Command::PieceDefenders {
                    owner: Owner::Theirs,
                    role: Role::Rook,
                    yes_no: false,
                },
            ),
            (
                "is my queen defended",
                Command::PieceDefenders {
                    owner: Owner::Mine,
                    role: Role::Queen,
                    yes_no: true,
                },
            ),
            ("ist eva fünf angegriffen", Command::Attackers(Square::E5)),
            (
                "wer greift den springer auf f3 an",
                Command::Attackers(Square::F3),
            ),
            ("was ist mit c6", Command::Square(Square::C6)),
            ("what about c6", Command::Square(Square::C6)),
            ("what is on c6", Command::Square(Square::C6)),
            ("was steht auf c6", Command::Square(Square::C6)),
            ("c6?", Command::Square(Square::C6)),
        ] {
            assert_eq!(command_in_both(line), expected, "{line:?}");
        }
        // Issue 28: the engine, the opponent, captures, and a piece named by kind.
        let pieces = |owner, role, captures_only| Command::PieceMoves {
            owner,
            role,
            captures_only,
        };
        for (line, expected) in [
            (
                "was hat die engine gezogen",
                Command::LastMoveOf(Owner::Theirs),
            ),
            (
                "what did the engine play",
                Command::LastMoveOf(Owner::Theirs),
            ),
            ("wer ist mein gegner", Command::Opponent),
            ("Wer ist mein Gegner?", Command::Opponent),
            ("gegner", Command::Opponent),
            ("gegen wen spiele ich", Command::Opponent),
            ("who is my opponent", Command::Opponent),
            ("geschlagene figuren", Command::Captured),
            ("was wurde geschlagen", Command::Captured),
            ("captured pieces", Command::Captured),
            ("letzter schlag", Command::LastCapture),
            ("was wurde zuletzt geschlagen", Command::LastCapture),
            ("what was captured last", Command::LastCapture),
            ("last capture", Command::LastCapture),
            ("was kann die dame", pieces(Owner::Both, Role::Queen, false)),
            (
                "was kann meine dame",
                pieces(Owner::Mine, Role::Queen, false),
            ),
            (
                "was kann die dame schlagen",
                pieces(Owner::Both, Role::Queen, true),
            ),
            (
                "what can my knight capture",
                pieces(Owner::Mine, Role::Knight, true),
            ),
            (
                "what can the knight on f3 capture",
                Command::Captures(Square::F3),
            ),
            (
                "was kann der springer auf felix drei schlagen",
                Command::Captures(Square::F3),
            ),
            ("schläge springer f3", Command::Captures(Square::F3)),
            ("schlaege f3", Command::Captures(Square::F3)),
            ("captures f3", Command::Captures(Square::F3)),
            ("info", Command::Info),
            // Typing slips.
            ("hlfe", Command::Help(None)),
            ("materail", Command::Material),
            (
                "wo stehn meine springer",
                Command::Pieces {
                    owner: Owner::Mine,
                    role: Some(Role::Knight),
                },
            ),
        ] {
            assert_eq!(command_in_both(line), expected, "{line:?}");
        }
        // The commands that were there keep their meaning.
        assert_eq!(
            command_in_both("was kann der springer auf g1"),
            Command::MovesFrom(Square::G1)
        );
        assert_eq!(
            command_in_both("was kann g1"),
            Command::MovesFrom(Square::G1)
        );
        assert_eq!(
            command_in_both("opponent's pawns"),
            Command::Pieces {
                owner: Owner::Theirs,
                role: Some(Role::Pawn),
            }
        );
        assert_eq!(command_in_both("letzter zug"), Command::LastMoves(1));
        assert_eq!(command_in_both("letzte drei züge"), Command::LastMoves(3));
        assert_eq!(command_in_both("alle züge"), Command::Scoresheet);
        assert_eq!(
            command_in_both("züge von g1"),
            Command::MovesFrom(Square::G1)
        );
        assert_eq!(
            command_in_both("wer greift e5 an"),
            Command::Attackers(Square::E5)
        );
    }

    #[test]
    fn what_looks_like_a_question() {
        for line in [
            "wie spät ist es",
            "Wo ist die Toilette",
            "was nun",
            "how are you",
            "Hallo?",
            "do you like chess",
        ] {
            assert!(looks_like_question(line), "{line:?}");
        }
        for line in [
            "e4",
            "Sf3",
            "springer felix drei",
            "kurze rochade",
            "e4??",
            "e4!?",
            "der erste",
            "ja",
            "blabla",
        ] {
            assert!(!looks_like_question(line), "{line:?}");
        }
    }
}
