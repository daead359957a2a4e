//! What players say about their own board and scoresheet when the two boards must agree
//! (F2.7, F2.8): one square ("auf Eva vier steht bei mir ein Läufer", "my e4 is empty"), the
//! whole board as a FEN placement ("mein brett …"), one move of their record ("mein zug zwölf
//! war Turm Eva eins"), each perhaps after the speaker's colour ("schwarz: …"); and the
//! command to compare them now ("abgleichen").

use shakmaty::{Color, Role, Square};

use super::square::{SquareProblem, notation_square};
use super::{Parsed, Parser, is_phrase, ok, one_of, phrases};
use crate::commands::Command;
use crate::commands::words::{
    all_pieces_word, color_word, file_word, number_at_in, number_in, ordinal_at, phrases_of,
    rank_of, role_word,
};
use crate::phrase::{Phrase, Value};

/// The command with the speaker's colour, if it takes one.
fn with_seat(command: Command, seat: Color) -> Command {
    match command {
        Command::BoardReport { square, piece, .. } => Command::BoardReport {
            seat: Some(seat),
            square,
            piece,
        },
        Command::BoardPlacement { placement, .. } => Command::BoardPlacement {
            seat: Some(seat),
            placement,
        },
        Command::RecordEntry {
            number, side, text, ..
        } => Command::RecordEntry {
            seat: Some(seat),
            number,
            side,
            text,
        },
        other => other,
    }
}

/// A refusal of a report, with the examples of a report ("auf Eva vier steht bei mir ein
/// weißer Läufer, oder bei mir ist Eva vier leer").
fn report_refusal(id: &'static str) -> Phrase {
    Phrase::new(id).with("example", Phrase::new("parse-example-report"))
}

impl Parser<'_> {
    /// The colour a line may start with to say whose board or record it is: "weiß:"
    /// (`record.white`, `record.black` of `questions.toml`).
    pub(super) fn seat_word(&self, word: &str) -> Option<Color> {
        if one_of(word, self.list("record.white")) {
            Some(Color::White)
        } else if one_of(word, self.list("record.black")) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// Whether a phrase of key `key` of `questions.toml` stands at word `at`.
    fn phrase_at(&self, at: usize, key: &str) -> bool {
        phrases(phrases_of(self.code, key)).any(|phrase| {
            let len = phrase.split_whitespace().count();
            self.w
                .get(at..at + len)
                .is_some_and(|words| is_phrase(words, phrase))
        })
    }

    /// Board reports, placements and record entries, perhaps after the speaker's colour
    /// ("weiß:", "schwarz"); the colour alone, or before anything else, is no prefix.
    pub(super) fn own_board_and_record(&self) -> Parsed {
        if let Some(seat) = self.w.first().and_then(|w| self.seat_word(w)) {
            if self.w.len() > 1 {
                let rest = self.input.without_first(1);
                let parser = Parser {
                    input: &rest,
                    w: rest.words.iter().map(String::as_str).collect(),
                    code: self.code,
                };
                if let Some(result) = parser.seat_commands() {
                    return Some(result.map(|command| with_seat(command, seat)));
                }
            }
        }
        self.seat_commands()
    }

    fn seat_commands(&self) -> Parsed {
        self.record_entry()
            .or_else(|| self.board_placement())
            .or_else(|| self.board_report())
    }

    /// "abgleichen", "bretter vergleichen", "reconcile", "compare boards".
    pub(super) fn reconcile(&self) -> Parsed {
        if self.w.len() > 4 {
            return None;
        }
        let fillers = self.list("reconcile.fillers");
        let w: Vec<&str> = self
            .w
            .iter()
            .copied()
            .filter(|w| !one_of(w, fillers))
            .collect();
        phrases(phrases_of(self.code, "reconcile.phrases"))
            .any(|p| is_phrase(&w, p))
            .then_some(Ok(Command::Reconcile))
    }

    /// "mein zug zwölf war turm eva eins", "mein zug 12 Te1", "mein zwölfter zug war …",
    /// "my move twelve black was rook e8": one move of the speaker's record; the move is
    /// kept as typed.
    fn record_entry(&self) -> Parsed {
        let w = self.w.as_slice();
        if !one_of(w[0], self.list("record.first")) {
            return None;
        }
        let lead = self.head_command("my_record")?;
        let word = |i: usize| w.get(i).copied().unwrap_or("");
        let (move_word, copula) = (self.list("record.move"), self.list("record.copula"));
        // "mein zug …", or the number first: "mein zwölfter zug", "my 12th move".
        let (mut number, mut i) = if one_of(word(lead), move_word) {
            (None, lead + 1)
        } else {
            let (n, next) = ordinal_at(w, lead).or_else(|| number_at_in(self.code, w, lead))?;
            if !one_of(word(next), move_word) {
                return None;
            }
            (Some((n, lead)), next + 1)
        };
        if number.is_none() {
            while one_of(word(i), self.list("record.number")) {
                i += 1;
            }
            match number_at_in(self.code, w, i) {
                Some((n, next)) => {
                    number = Some((n, i));
                    i = next;
                }
                None if word(i).is_empty() || one_of(word(i), copula) => {
                    return self.error(Phrase::new("parse-record-which-move"));
                }
                None => return self.not_a_move_number(i),
            }
        }
        let (n, at) = number.expect("read above");
        let Ok(n) = u32::try_from(n) else {
            return self.not_a_move_number(at);
        };
        if n == 0 {
            return self.error(Phrase::new("parse-record-move-zero"));
        }
        // Whose move of that number: "schwarz", "von Weiß", "for black", "de las negras".
        let mut side = None;
        let mut after_of = i;
        while one_of(word(after_of), self.list("record.of")) {
            after_of += 1;
        }
        if after_of > i && color_word(word(after_of)).is_some() {
            i = after_of;
        }
        if let Some(color) = color_word(word(i)) {
            side = Some(color);
            i += 1;
        }
        if one_of(word(i), copula) {
            i += 1;
        }
        let text = move_text(self.input.text_from(i));
        if text.is_empty() {
            return self
                .error(Phrase::new("parse-record-what-move").with("number", Value::Spelled(n)));
        }
        ok(Command::RecordEntry {
            seat: None,
            number: n,
            side,
            text: text.to_owned(),
        })
    }

    fn not_a_move_number(&self, at: usize) -> Parsed {
        self.error(Phrase::new("parse-record-not-a-number").with("word", self.input.echo(at)))
    }

    /// "mein brett rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR": the placement, as typed,
    /// up to the first blank.
    fn board_placement(&self) -> Parsed {
        if !one_of(self.w[0], self.list("record.my")) {
            return None;
        }
        let start = self.head_command("my_board")?;
        let token = self.input.text_from(start).split_whitespace().next()?;
        if !token.contains('/') {
            return None;
        }
        let placement = token.trim_end_matches(['.', '?', '!', ',', ';']);
        ok(Command::BoardPlacement {
            seat: None,
            placement: placement.to_owned(),
        })
    }

    /// "auf eva vier steht bei mir ein weißer läufer", "bei mir ist e4 leer", "on my board
    /// e4 has a bishop", "my e4 is empty", "ich habe auf e4 einen Läufer": what stands on
    /// one square of the speaker's board.
    fn board_report(&self) -> Parsed {
        let w = self.w.as_slice();
        if w.first()
            .is_some_and(|f| one_of(f, self.list("record.question")))
        {
            return None;
        }
        let word = |i: usize| w.get(i).copied().unwrap_or("");
        // "bei mir", "mein Brett", "on my board": the speaker's board, surely; "ich habe",
        // "my e4": perhaps, when the rest is a report.
        let mut sure = false;
        let mut board_named = false;
        let mut perhaps = false;
        let my = self.list("record.my");
        for (i, &here) in w.iter().enumerate() {
            if self.phrase_at(i, "report.mine") {
                sure = true;
            } else if one_of(here, my) && one_of(word(i + 1), self.list("report.board")) {
                sure = true;
                board_named = true;
            } else if self.phrase_at(i, "report.have")
                || one_of(here, my) && self.square_at(i + 1).is_some()
            {
                perhaps = true;
            }
        }
        if !sure && !perhaps {
            return None;
        }
        let mut squares: Vec<Result<Square, SquareProblem>> = Vec::new();
        let mut roles: Vec<Role> = Vec::new();
        let mut colors: Vec<Color> = Vec::new();
        let mut empty = false;
        let mut unknown: Vec<usize> = Vec::new();
        let mut i = 0;
        while i < w.len() {
            let here = w[i];
            if let Some((square, next)) = self.square_at(i) {
                squares.push(square);
                i = next;
                continue;
            }
            if let Some(role) = role_word(here) {
                if !roles.contains(&role) {
                    roles.push(role);
                }
            } else if let Some(color) = color_word(here) {
                if !colors.contains(&color) {
                    colors.push(color);
                }
            } else if one_of(here, self.list("report.empty")) {
                empty = true;
            } else if let Some(file) = file_word(here).filter(|_| here.len() > 1) {
                // "Eva" without its rank.
                squares.push(Err(SquareProblem::MissingRank(file)));
            } else if !one_of(here, self.list("report.fillers")) && !all_pieces_word(here) {
                unknown.push(i);
            }
            i += 1;
        }
        // Without "bei mir" or "mein Brett", only a whole report is one ("ich habe e4
        // gespielt" is not).
        let error = |phrase: Phrase| -> Parsed { if sure { self.error(phrase) } else { None } };
        if !unknown.is_empty() {
            return error(
                report_refusal("parse-report-unknown").with("word", self.input.echo_all(&unknown)),
            );
        }
        let square = match squares.as_slice() {
            [Ok(square)] => *square,
            [Err(problem)] => return error(problem.phrase(None)),
            [] if board_named && roles.is_empty() && colors.is_empty() && !empty => {
                return error(Phrase::new("parse-report-placement"));
            }
            [] => return error(report_refusal("parse-report-which-square")),
            _ => return error(report_refusal("parse-report-one-square")),
        };
        let piece = match (roles.as_slice(), colors.as_slice(), empty) {
            ([], [], true) => None,
            ([role], [], false) => Some((None, *role)),
            ([role], [color], false) => Some((Some(*color), *role)),
            ([], _, false) => {
                return error(
                    Phrase::new("parse-report-what-piece")
                        .with("square", square)
                        .with("notation", square.to_string()),
                );
            }
            (_, _, true) => {
                return error(report_refusal("parse-report-piece-or-empty").with("square", square));
            }
            ([_, _, ..], _, _) => return error(report_refusal("parse-report-one-piece")),
            (_, _, false) => return error(report_refusal("parse-report-one-colour")),
        };
        ok(Command::BoardReport {
            seat: None,
            square,
            piece,
        })
    }

    /// A square that starts at word `at`, right or wrong, and the index after it: "e4",
    /// "Eva vier", "e vier", "Eva zehn".
    fn square_at(&self, at: usize) -> Option<(Result<Square, SquareProblem>, usize)> {
        let here = self.w.get(at)?;
        if let Some(result) = notation_square(here) {
            return Some((result, at + 1));
        }
        let file = file_word(here)?;
        let n = number_in(self.code, self.w.get(at + 1)?)?;
        let square = match rank_of(n) {
            Some(rank) => Ok(Square::from_coords(file, rank)),
            None => Err(SquareProblem::NoRank {
                file: Some(file),
                number: n,
            }),
        };
        Some((square, at + 2))
    }
}

/// The move of a record entry as typed: trimmed, without a closing full stop or a single
/// question mark ("Te1." → "Te1"); "e.p.", "!?" and "??" stay.
fn move_text(text: &str) -> &str {
    let mut text = text.trim();
    if text.ends_with('.') && !text.to_lowercase().ends_with("e.p.") {
        text = text[..text.len() - 1].trim_end();
    }
    if text.ends_with('?') && !text.ends_with("??") && !text.ends_with("!?") {
        text = text[..text.len() - 1].trim_end();
    }
    text
}

#[cfg(test)]
mod tests {
    use shakmaty::{Color, Role, Square};

    use super::move_text;
    use crate::commands::test_support::{DE, EN, command, command_in_both, error, parse};
    use crate::commands::{Command, Owner, parse_command};

    fn report(square: Square, piece: Option<(Option<Color>, Role)>) -> Command {
        Command::BoardReport {
            seat: None,
            square,
            piece,
        }
    }

    fn entry(number: u32, side: Option<Color>, text: &str) -> Command {
        Command::RecordEntry {
            seat: None,
            number,
            side,
            text: text.into(),
        }
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR";

    #[test]
    fn board_reports_in_every_form() {
        use Color::{Black, White};
        use Role::{Bishop, Knight, Pawn, Queen, Rook};
        for (line, expected) in [
            (
                "auf eva vier steht bei mir ein läufer",
                report(Square::E4, Some((None, Bishop))),
            ),
            (
                "Auf Eva vier steht bei mir ein Läufer.",
                report(Square::E4, Some((None, Bishop))),
            ),
            (
                "auf e4 steht bei mir ein weißer läufer",
                report(Square::E4, Some((Some(White), Bishop))),
            ),
            (
                "auf E4 steht bei mir ein weisser Laeufer",
                report(Square::E4, Some((Some(White), Bishop))),
            ),
            (
                "bei mir steht auf eva vier eine schwarze dame",
                report(Square::E4, Some((Some(Black), Queen))),
            ),
            ("bei mir ist eva vier leer", report(Square::E4, None)),
            ("bei mir ist eva 4 leer", report(Square::E4, None)),
            ("auf e4 steht bei mir nichts", report(Square::E4, None)),
            ("bei mir ist auf e4 keine Figur", report(Square::E4, None)),
            ("bei mir ist e4 frei", report(Square::E4, None)),
            (
                "bei mir steht ein schwarzer springer auf felix sechs",
                report(Square::F6, Some((Some(Black), Knight))),
            ),
            (
                "auf meinem brett steht auf a1 ein weißer turm",
                report(Square::A1, Some((Some(White), Rook))),
            ),
            (
                "ich habe auf Cäsar fünf einen Bauern",
                report(Square::C5, Some((None, Pawn))),
            ),
            (
                "bei mir steht auf Hector acht der schwarze Turm?",
                report(Square::H8, Some((Some(Black), Rook))),
            ),
            // "ein" after a file is the rank: "Eva ein", as a recogniser may hear "eins".
            (
                "bei mir steht auf eva ein ein läufer",
                report(Square::E1, Some((None, Bishop))),
            ),
            (
                "on my board e4 has a bishop",
                report(Square::E4, Some((None, Bishop))),
            ),
            (
                "on my board there is a white bishop on e4",
                report(Square::E4, Some((Some(White), Bishop))),
            ),
            ("my e4 is empty", report(Square::E4, None)),
            ("My E4 is empty.", report(Square::E4, None)),
            ("on my board e4 is empty", report(Square::E4, None)),
            ("on my board eva four is empty", report(Square::E4, None)),
            (
                "i have a black knight on f6",
                report(Square::F6, Some((Some(Black), Knight))),
            ),
            (
                "on my board there is nothing on d5",
                report(Square::D5, None),
            ),
        ] {
            assert_eq!(command_in_both(line), expected, "{line:?}");
        }
    }

    #[test]
    fn placements_are_kept_as_typed() {
        let placement = |seat: Option<Color>, placement: &str| Command::BoardPlacement {
            seat,
            placement: placement.into(),
        };
        for line in [
            format!("mein brett {START}"),
            format!("Mein Brett: {START}"),
            format!("mein brett ist {START}."),
            format!("mein brett {START} w KQkq - 0 1"),
            format!("my board {START}"),
            format!("my board is {START} b - - 0 1"),
        ] {
            assert_eq!(command_in_both(&line), placement(None, START), "{line:?}");
        }
        assert_eq!(
            command("my board 8/8/8/8/8/8/8/8"),
            placement(None, "8/8/8/8/8/8/8/8")
        );
        // Whatever it holds: the placement is checked where it is used.
        assert_eq!(command("mein brett xyz/123"), placement(None, "xyz/123"));
        assert_eq!(
            command(&format!("weiß: mein brett {START}")),
            placement(Some(Color::White), START)
        );
        assert_eq!(
            command(&format!("black: my board {START}")),
            placement(Some(Color::Black), START)
        );
    }

    #[test]
    fn record_entries_keep_the_move_as_said() {
        use Color::{Black, White};
        for (line, expected) in [
            (
                "mein zug zwölf war turm eva eins",
                entry(12, None, "turm eva eins"),
            ),
            (
                "Mein Zug zwölf war Turm Eva eins",
                entry(12, None, "Turm Eva eins"),
            ),
            (
                "mein zug zwoelf war turm eva eins",
                entry(12, None, "turm eva eins"),
            ),
            ("mein zug 12 war Te1", entry(12, None, "Te1")),
            ("mein zug 12 Te1", entry(12, None, "Te1")),
            ("mein zug 12: Te1.", entry(12, None, "Te1")),
            ("mein zug 12=Te1", entry(12, None, "Te1")),
            ("mein zug nummer 12 war Te1", entry(12, None, "Te1")),
            (
                "mein zug zwölf schwarz war turm eva acht",
                entry(12, Some(Black), "turm eva acht"),
            ),
            (
                "mein zug 12 von weiß war Te1",
                entry(12, Some(White), "Te1"),
            ),
            ("mein zwölfter zug war Te1", entry(12, None, "Te1")),
            ("mein 12. zug war Te1", entry(12, None, "Te1")),
            ("mein zug einundzwanzig war 0-0", entry(21, None, "0-0")),
            (
                "mein zug drei und zwanzig war O-O-O",
                entry(23, None, "O-O-O"),
            ),
            ("mein zug 40 war exd6 e.p.", entry(40, None, "exd6 e.p.")),
            ("mein zug 7 war Sf3!?", entry(7, None, "Sf3!?")),
            ("mein zug 7 war Sf3?", entry(7, None, "Sf3")),
            ("in meiner notation zug 5 war Lc4", entry(5, None, "Lc4")),
            ("my move 12 was Re1", entry(12, None, "Re1")),
            (
                "my move twelve black was rook e8",
                entry(12, Some(Black), "rook e8"),
            ),
            ("my twelfth move was Re1", entry(12, None, "Re1")),
            ("my 12th move was Re1", entry(12, None, "Re1")),
            ("my move twenty one was Re1", entry(21, None, "Re1")),
            ("my move twenty-one was Re1", entry(21, None, "Re1")),
            (
                "my move one hundred and two was Kg2",
                entry(102, None, "Kg2"),
            ),
        ] {
            assert_eq!(command_in_both(line), expected, "{line:?}");
        }
    }

    #[test]
    fn the_seat_prefix_names_whose_board_or_record() {
        assert_eq!(
            command("schwarz mein zug zwölf war turm eva acht"),
            Command::RecordEntry {
                seat: Some(Color::Black),
                number: 12,
                side: None,
                text: "turm eva acht".into(),
            }
        );
        assert_eq!(
            command("Weiß: mein Zug 12 schwarz war Te8"),
            Command::RecordEntry {
                seat: Some(Color::White),
                number: 12,
                side: Some(Color::Black),
                text: "Te8".into(),
            }
        );
        assert_eq!(
            command("weiss: auf e4 steht bei mir ein schwarzer läufer"),
            Command::BoardReport {
                seat: Some(Color::White),
                square: Square::E4,
                piece: Some((Some(Color::Black), Role::Bishop)),
            }
        );
        assert_eq!(
            command("white: my e4 is empty"),
            Command::BoardReport {
                seat: Some(Color::White),
                square: Square::E4,
                piece: None,
            }
        );
        assert_eq!(
            command("black my move 3 was Nf6"),
            Command::RecordEntry {
                seat: Some(Color::Black),
                number: 3,
                side: None,
                text: "Nf6".into(),
            }
        );
        // Errors keep their sentence.
        assert_eq!(
            error("schwarz: mein zug", DE),
            "Welcher Zug? Sagen Sie die Nummer und den Zug, zum Beispiel: mein zug zwölf war Turm Eva eins."
        );
        // The colour alone, or before anything else, is what it was.
        assert_eq!(
            command("weiß"),
            Command::Pieces {
                owner: Owner::Colored(Color::White),
                role: None,
            }
        );
        assert_eq!(
            command("schwarz Türme"),
            Command::Pieces {
                owner: Owner::Colored(Color::Black),
                role: Some(Role::Rook),
            }
        );
        assert_eq!(
            command("weiß zwei minuten gutschreiben"),
            Command::AdjustClock {
                color: Color::White,
                add: true,
                amount: std::time::Duration::from_secs(120),
            }
        );
    }

    #[test]
    fn reconcile_in_every_form() {
        for line in [
            "abgleichen",
            "Abgleichen.",
            "vergleichen",
            "bretter vergleichen",
            "die Bretter vergleichen",
            "abgleich",
            "partieformulare vergleichen",
            "reconcile",
            "compare boards",
            "compare the boards",
            "compare",
        ] {
            assert_eq!(command_in_both(line), Command::Reconcile, "{line:?}");
        }
    }

    #[test]
    fn bad_reports_and_entries_say_what_works() {
        let report_de =
            "auf Eva vier steht bei mir ein weißer Läufer, oder bei mir ist Eva vier leer";
        let report_en = "on my board e4 has a white bishop, or my e4 is empty";
        for (line, german, english) in [
            (
                "mein zug",
                "Welcher Zug? Sagen Sie die Nummer und den Zug, zum Beispiel: mein zug zwölf war Turm Eva eins.".to_owned(),
                "Which move? Say its number and the move, for example: my move twelve was Re1.".to_owned(),
            ),
            (
                "mein zug war Te1",
                "Welcher Zug? Sagen Sie die Nummer und den Zug, zum Beispiel: mein zug zwölf war Turm Eva eins.".to_owned(),
                "Which move? Say its number and the move, for example: my move twelve was Re1.".to_owned(),
            ),
            (
                "mein zug Te1",
                "„Te1“ ist keine Zugnummer; sagen Sie zum Beispiel: mein zug zwölf war Turm Eva eins.".to_owned(),
                "“Te1” is not a move number; say for example: my move twelve was Re1.".to_owned(),
            ),
            (
                "mein zug null war Te1",
                "Einen Zug null gibt es nicht, die Züge zählen ab eins; sagen Sie zum Beispiel: mein zug zwölf war Turm Eva eins.".to_owned(),
                "There is no move zero, moves count from one; say for example: my move twelve was Re1.".to_owned(),
            ),
            (
                "mein zug 99999999999 war Te1",
                "„99999999999“ ist keine Zugnummer; sagen Sie zum Beispiel: mein zug zwölf war Turm Eva eins.".to_owned(),
                "“99999999999” is not a move number; say for example: my move twelve was Re1.".to_owned(),
            ),
            (
                "mein zug 12",
                "Was war Zug zwölf? Sagen Sie den Zug dazu, zum Beispiel: mein zug zwölf war Turm Eva eins.".to_owned(),
                "What was move twelve? Say the move too, for example: my move twelve was Re1.".to_owned(),
            ),
            (
                "my move 12 was.",
                "Was war Zug zwölf? Sagen Sie den Zug dazu, zum Beispiel: mein zug zwölf war Turm Eva eins.".to_owned(),
                "What was move twelve? Say the move too, for example: my move twelve was Re1.".to_owned(),
            ),
            (
                "bei mir steht auf e4 ein elefant",
                format!("„elefant“ verstehe ich hier nicht. Ich kenne König, Dame, Turm, Läufer, Springer und Bauer, weiß und schwarz, und leer; zum Beispiel: {report_de}."),
                format!("I do not understand “elefant” here. I know king, queen, rook, bishop, knight and pawn, white and black, and empty; for example: {report_en}."),
            ),
            (
                "bei mir steht ein läufer",
                format!("Welches Feld? Sagen Sie zum Beispiel: {report_de}."),
                format!("Which square? Say for example: {report_en}."),
            ),
            (
                "bei mir",
                format!("Welches Feld? Sagen Sie zum Beispiel: {report_de}."),
                format!("Which square? Say for example: {report_en}."),
            ),
            (
                "bei mir ist e4",
                "Was steht bei Ihnen auf Eva vier? Sagen Sie die Figur, zum Beispiel: auf Eva vier steht bei mir ein weißer Läufer, oder bei mir ist Eva vier leer.".to_owned(),
                "What is on Eva four on your board? Say the piece, for example: on my board e4 has a white bishop, or my e4 is empty.".to_owned(),
            ),
            (
                "bei mir steht auf eva zehn ein läufer",
                "Eva zehn ist kein Feld: Es gibt keine Reihe zehn, die Reihen gehen von eins bis acht.".to_owned(),
                "Eva ten is not a square: there is no rank ten, the ranks go from eins to acht.".to_owned(),
            ),
            (
                "bei mir ist eva leer",
                "Eva allein ist kein Feld; sagen Sie zum Beispiel Eva vier.".to_owned(),
                "Eva alone is not a square; say for example Eva four.".to_owned(),
            ),
            (
                "bei mir ist e4 und e5 leer",
                format!("Bitte ein Feld auf einmal, zum Beispiel: {report_de}."),
                format!("One square at a time, please, for example: {report_en}."),
            ),
            (
                "bei mir steht auf e4 ein läufer und ein springer",
                format!("Auf einem Feld steht nur eine Figur; bitte eine auf einmal, zum Beispiel: {report_de}."),
                format!("Only one piece stands on a square; one at a time, please, for example: {report_en}."),
            ),
            (
                "bei mir steht auf e4 kein läufer",
                format!("Steht auf Eva vier eine Figur, oder ist das Feld leer? Sagen Sie zum Beispiel: {report_de}."),
                format!("Is there a piece on Eva four, or is the square empty? Say for example: {report_en}."),
            ),
            (
                "bei mir steht auf e4 ein weißer schwarzer läufer",
                format!("Weiß oder Schwarz? Bitte nur eine Farbe, zum Beispiel: {report_de}."),
                format!("White or black? One colour, please, for example: {report_en}."),
            ),
            (
                "mein brett",
                "Sagen Sie mein brett und dahinter die Stellung als FEN, nur den Teil mit den Figuren; oder für ein Feld zum Beispiel: bei mir ist Eva vier leer.".to_owned(),
                "Say my board and then the position as FEN, only the part with the pieces; or for one square, for example: my e4 is empty.".to_owned(),
            ),
        ] {
            assert_eq!(error(line, DE), german, "{line:?}");
            assert_eq!(error(line, EN), english, "{line:?}");
        }
    }

    #[test]
    fn moves_and_queries_stay_what_they_were() {
        for line in [
            "Turm Eva eins",
            "turm eva eins",
            "Te1",
            "Re1",
            "turm eva acht",
            "Springer Felix sechs",
            "weiter so",
            "ich habe e4 gespielt",
            "i have played e4",
            "uhr anhalten weiß",
        ] {
            // Either no command, or not one of the new ones.
            match parse(line) {
                None => {}
                Some(Ok(
                    Command::BoardReport { .. }
                    | Command::BoardPlacement { .. }
                    | Command::RecordEntry { .. }
                    | Command::PauseClock
                    | Command::ResumeClock
                    | Command::AdjustClock { .. }
                    | Command::Reconcile,
                )) => panic!("{line:?} read as a match command"),
                Some(_) => {}
            }
        }
        for line in [
            "Turm Eva eins",
            "Te1",
            "turm eva acht",
            "ich habe e4 gespielt",
        ] {
            assert_eq!(parse(line), None, "{line:?}");
            assert_eq!(parse_command(line, EN), None, "{line:?}");
        }
        assert_eq!(
            command("meine Figuren"),
            Command::Pieces {
                owner: Owner::Mine,
                role: None,
            }
        );
        assert_eq!(
            command("my bishops"),
            Command::Pieces {
                owner: Owner::Mine,
                role: Some(Role::Bishop),
            }
        );
        assert_eq!(
            command("meine zwei Türme"),
            Command::Pieces {
                owner: Owner::Mine,
                role: Some(Role::Rook),
            }
        );
        assert_eq!(command("was steht auf e4"), Command::Square(Square::E4));
        assert_eq!(command("letzter zug"), Command::LastMoves(1));
        assert_eq!(command("lies mir das Brett vor"), Command::ReadBoard);
    }

    #[test]
    fn the_move_text_loses_only_a_closing_mark() {
        assert_eq!(move_text(" Te1. "), "Te1");
        assert_eq!(move_text("Te1?"), "Te1");
        assert_eq!(move_text("Te1??"), "Te1??");
        assert_eq!(move_text("Te1!?"), "Te1!?");
        assert_eq!(move_text("exd6 e.p."), "exd6 e.p.");
        assert_eq!(move_text("exd6 E.P."), "exd6 E.P.");
        assert_eq!(move_text("."), "");
    }
}
