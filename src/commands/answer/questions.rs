//! The answers to the questions players ask in their own words (issue 16 §3): check, hanging
//! pieces, castling, every legal move, the last move of a side, and the attackers and
//! defenders of pieces named by owner and kind. Squares and pieces are named in the words
//! of Appendix F.

use shakmaty::{Bitboard, Board, CastlingSide, Chess, Color, Position, Role, Square};

use super::attacks::{attackers_answer, defenders_answer, moves_from_answer, piece_list_on};
use super::game::move_answer;
use super::{READING_ORDER, and_list, kind, number, owner_key, spelled, square_list};
use crate::commands::{Owner, QueryContext};
use crate::phrase::{Phrase, Value};

/// The colours an owner means for the player asking.
fn colors(owner: Owner, asking: Color) -> Vec<Color> {
    match owner {
        Owner::Mine => vec![asking],
        Owner::Theirs => vec![!asking],
        Owner::Colored(color) => vec![color],
        Owner::Both => vec![Color::White, Color::Black],
    }
}

/// A piece as the object of "durch": "den Läufer auf Bella fünf", "die Dame auf David acht" /
/// "the bishop on Bella five".
pub(super) fn piece_object(role: Role, square: Square) -> Value {
    Phrase::new("answer-piece-object")
        .with("kind", kind(role))
        .with("square", square)
        .into()
}

/// "bin ich im Schach": whether the side is in check and by which pieces (3.9.1).
pub(super) fn in_check_answer(owner: Owner, context: &QueryContext<'_>) -> Phrase {
    let position = context.position;
    let board = position.board();
    let color = match owner {
        Owner::Both => position.turn(),
        other => colors(other, context.asking)[0],
    };
    // Only the side to move can stand in check in a legal position; the other side is
    // asked about all the same, from the board.
    let checkers = match board.king_of(color) {
        Some(king) => board.attacks_to(king, !color, board.occupied()),
        None => Bitboard::EMPTY,
    };
    if checkers.is_empty() {
        return Phrase::new("answer-not-in-check")
            .with("owner", owner_key(owner))
            .with("side", color);
    }
    let pieces: Vec<Value> = checkers
        .into_iter()
        .filter_map(|square| board.role_at(square).map(|role| piece_object(role, square)))
        .collect();
    Phrase::new("answer-in-check")
        .with("owner", owner_key(owner))
        .with("side", color)
        .with("pieces", and_list(pieces))
}

/// The pieces of one colour (without the king) that are attacked and not defended, and
/// those that are not defended but not attacked either.
/// A side's pieces (its king left out) by whether they are attacked and defended.
struct Exposure {
    /// Attacked and not defended.
    hanging: Bitboard,
    /// Attacked, and defended.
    attacked_defended: Bitboard,
    /// Neither attacked nor defended.
    loose: Bitboard,
}

fn exposure(board: &Board, color: Color) -> Exposure {
    let mut found = Exposure {
        hanging: Bitboard::EMPTY,
        attacked_defended: Bitboard::EMPTY,
        loose: Bitboard::EMPTY,
    };
    let own = board.by_color(color) & !board.kings();
    for square in own {
        let attacked = board.attacks_to(square, !color, board.occupied()).any();
        let defended = board.attacks_to(square, color, board.occupied()).any();
        match (attacked, defended) {
            (true, false) => found.hanging.add(square),
            (true, true) => found.attacked_defended.add(square),
            (false, false) => found.loose.add(square),
            (false, true) => {}
        }
    }
    found
}

/// "welche Figuren hängen", "welche Figuren sind angegriffen": the hanging pieces (attacked
/// and not defended), the attacked ones that are defended, and the undefended ones of the
/// side asked about.
pub(super) fn hanging_answer(owner: Owner, context: &QueryContext<'_>) -> Vec<Phrase> {
    let board = context.position.board();
    colors(owner, context.asking)
        .into_iter()
        .flat_map(|color| hanging_side(board, color, owner != Owner::Mine))
        .collect()
}

/// The hanging and undefended pieces of one side; `named` names the side ("Schwarz:")
/// unless the player asks about their own.
fn hanging_side(board: &Board, color: Color, named: bool) -> Vec<Phrase> {
    let Exposure {
        hanging,
        attacked_defended,
        loose,
    } = exposure(board, color);
    let listed = |squares: Bitboard| squares.any().then(|| piece_list_on(squares, board));
    exposure_of(
        color,
        named,
        listed(hanging),
        listed(attacked_defended),
        listed(loose),
    )
}

/// "welche Figuren hängen" in any game, for one side: its pieces attacked and not defended
/// (`hanging`), attacked but defended, and neither defended nor attacked (`loose`), each a
/// list of pieces or `None`; `named` names the side ("Schwarz:") unless the player asks
/// about their own.
pub fn exposure_of(
    color: Color,
    named: bool,
    hanging: Option<Value>,
    attacked_defended: Option<Value>,
    loose: Option<Value>,
) -> Vec<Phrase> {
    let mut sentences = Vec::new();
    if named {
        sentences.push(Phrase::new("answer-side-colon").with("side", color));
    }
    sentences.push(match hanging {
        Some(pieces) => Phrase::new("answer-hanging").with("pieces", pieces),
        None if named => Phrase::new("answer-nothing-hangs"),
        None => Phrase::new("answer-none-of-yours-hangs"),
    });
    if let Some(pieces) = attacked_defended {
        sentences.push(Phrase::new("answer-attacked-but-defended").with("pieces", pieces));
    }
    sentences.push(match loose {
        Some(pieces) => Phrase::new("answer-loose").with("pieces", pieces),
        None => Phrase::new("answer-all-others-defended"),
    });
    sentences
}

/// Why a side may not castle on one wing any more (3.8.2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lost {
    /// The side has castled already.
    Castled,
    /// Its king has moved.
    KingMoved,
    /// That rook was captured on its square.
    RookTaken,
    /// That rook has moved.
    RookMoved,
    /// The position the game started from gives no such right, and the board says no more.
    NoRight,
}

/// The square a rook castling on `side` starts from.
fn rook_home(color: Color, side: CastlingSide) -> Square {
    let file = match side {
        CastlingSide::KingSide => shakmaty::File::H,
        CastlingSide::QueenSide => shakmaty::File::A,
    };
    Square::from_coords(file, color.backrank())
}

/// Why `color` has lost the right to castle on `side`: found in the game's moves (the
/// first reason that came about), else on the board.
fn why_lost(color: Color, side: CastlingSide, context: &QueryContext<'_>) -> Lost {
    let rook_home = rook_home(color, side);
    let game = context.game;
    let mut position = game.start.clone();
    for recorded in &game.moves {
        let played = recorded.played;
        if position.turn() == color {
            if played.is_castle() {
                return Lost::Castled;
            }
            if played.role() == Role::King {
                return Lost::KingMoved;
            }
            if played.role() == Role::Rook && played.from() == Some(rook_home) {
                return Lost::RookMoved;
            }
        } else if played.to() == rook_home && played.is_capture() {
            return Lost::RookTaken;
        }
        position.play_unchecked(played);
    }
    let board = context.position.board();
    let king_home = Square::from_coords(shakmaty::File::E, color.backrank());
    if board.king_of(color) != Some(king_home) {
        Lost::KingMoved
    } else if board.piece_at(rook_home) != Some(color.rook()) {
        Lost::RookMoved
    } else {
        Lost::NoRight
    }
}

/// Why a side has lost the right to castle on one wing (3.8.2.1), as the rest of a
/// sentence: "nicht mehr, der König hat schon gezogen".
fn lost_right(color: Color, side: CastlingSide, context: &QueryContext<'_>) -> Phrase {
    let rook = rook_home(color, side);
    match why_lost(color, side, context) {
        Lost::Castled => Phrase::new("answer-castled-already"),
        Lost::KingMoved => Phrase::new("answer-king-has-moved"),
        Lost::RookTaken => Phrase::new("answer-rook-taken").with("square", rook),
        Lost::RookMoved => Phrase::new("answer-rook-has-moved").with("square", rook),
        Lost::NoRight => Phrase::new("answer-no-castling-right"),
    }
}

/// Whether one side may castle on one wing now, and why not (3.8.2): the right, the squares
/// between king and rook, the king in check, the squares the king crosses or reaches
/// attacked, and the turn.
fn castling_wing(color: Color, side: CastlingSide, context: &QueryContext<'_>) -> Phrase {
    let position: &Chess = context.position;
    let castles = position.castles();
    if !castles.has(color, side) {
        return lost_right(color, side, context);
    }
    let board = position.board();
    let Some(king) = board.king_of(color) else {
        return lost_right(color, side, context);
    };
    let mut reasons: Vec<Value> = Vec::new();
    // 3.8.2.2 (b): no piece between the king and the rook.
    let between: Vec<Square> = (castles.path(color, side) & board.occupied())
        .into_iter()
        .collect();
    if !between.is_empty() {
        reasons.push(
            Phrase::new("answer-between-occupied")
                .with("n", number(between.len()))
                .with("squares", square_list(&between))
                .into(),
        );
    }
    // 3.8.2.2 (a): the king is in check, or crosses or reaches an attacked square.
    let attacked_by = |square: Square| board.attacks_to(square, !color, board.occupied());
    if attacked_by(king).any() {
        reasons.push(Phrase::new("answer-king-in-check").into());
    }
    let target = side.king_to(color);
    let crossed: Vec<Square> = shakmaty::attacks::between(king, target)
        .with(target)
        .into_iter()
        .filter(|&square| attacked_by(square).any())
        .collect();
    if !crossed.is_empty() {
        reasons.push(
            Phrase::new("answer-king-crosses")
                .with("squares", square_list(&crossed))
                .into(),
        );
    }
    if !reasons.is_empty() {
        return Phrase::new("answer-not-now").with("reasons", and_list(reasons));
    }
    if position.turn() == color {
        Phrase::new("answer-castling-possible")
    } else {
        Phrase::new("answer-castling-other-side-to-move")
    }
}

/// "kann ich rochieren": short and long castling of the side or sides asked about.
pub(super) fn castling_answer(owner: Owner, context: &QueryContext<'_>) -> Vec<Phrase> {
    colors(owner, context.asking)
        .into_iter()
        .map(|color| {
            let short = castling_wing(color, CastlingSide::KingSide, context);
            let long = castling_wing(color, CastlingSide::QueenSide, context);
            let wings = Phrase::new("answer-castling")
                .with("short", short)
                .with("long", long);
            match owner {
                Owner::Mine => wings,
                _ => Phrase::new("answer-for-colour")
                    .with("side", color)
                    .with("text", wings),
            }
        })
        .collect()
}

/// "welche Züge habe ich": how many legal moves the side to move has, then each piece's.
pub(super) fn all_moves_answer(owner: Owner, context: &QueryContext<'_>) -> Vec<Phrase> {
    let position = context.position;
    let turn = position.turn();
    let count = position.legal_moves().len();
    let mut sentences = Vec::new();
    let asked = match owner {
        Owner::Both => turn,
        other => colors(other, context.asking)[0],
    };
    if asked != turn {
        sentences.push(
            Phrase::new("answer-not-your-move")
                .with("owner", owner_key(owner))
                .with("side", asked)
                .with("mover", turn),
        );
    }
    sentences.push(
        Phrase::new("answer-legal-moves")
            .with("side", turn)
            .with("n", number(count))
            .with("count", spelled(count)),
    );
    let board = position.board();
    let movers: Bitboard = position
        .legal_moves()
        .iter()
        .filter_map(|m| m.from())
        .collect();
    for role in READING_ORDER {
        let mut squares: Vec<Square> = (board.by_piece(role.of(turn)) & movers)
            .into_iter()
            .collect();
        squares.sort_by_key(|s| (s.file(), s.rank()));
        for square in squares {
            sentences.push(moves_from_answer(square, position));
        }
    }
    sentences
}

/// "was hat Schwarz gezogen": the last move of one side, with its number.
pub(super) fn last_move_of_answer(owner: Owner, context: &QueryContext<'_>) -> Phrase {
    let game = context.game;
    let color = match owner {
        Owner::Both => game
            .moves
            .len()
            .checked_sub(1)
            .map_or(context.position.turn(), |last| {
                game.position_after(last).turn()
            }),
        other => colors(other, context.asking)[0],
    };
    let index = (0..game.moves.len())
        .rev()
        .find(|&index| game.position_after(index).turn() == color);
    match index {
        Some(index) => move_answer(index, game),
        None => Phrase::new("answer-not-moved-yet")
            .with("owner", owner_key(owner))
            .with("side", color),
    }
}

/// The squares of the pieces an owner and kind name, White's first, each side's by file.
pub(super) fn named_pieces(
    owner: Owner,
    role: Role,
    context: &QueryContext<'_>,
) -> Vec<(Color, Square)> {
    let board = context.position.board();
    let mut pieces = Vec::new();
    for color in colors(owner, context.asking) {
        let mut squares: Vec<Square> = board.by_piece(role.of(color)).into_iter().collect();
        squares.sort_by_key(|s| (s.file(), s.rank()));
        pieces.extend(squares.into_iter().map(|square| (color, square)));
    }
    pieces
}

/// "Sie haben keine Dame.", "Schwarz hat keinen Turm.", "Es gibt keinen Springer auf dem
/// Brett."
pub(super) fn no_such_piece(owner: Owner, role: Role, context: &QueryContext<'_>) -> Phrase {
    Phrase::new("answer-no-such-piece")
        .with("owner", owner_key(owner))
        .with("side", colors(owner, context.asking)[0])
        .with("kind", kind(role))
}

/// "wer greift meine Dame an", "ist meine Dame angegriffen": for each such piece, what
/// attacks and defends it; a yes-or-no question is answered with "Ja" or "Nein" first.
pub(super) fn piece_attackers_answer(
    owner: Owner,
    role: Role,
    yes_no: bool,
    context: &QueryContext<'_>,
) -> Vec<Phrase> {
    let board = context.position.board();
    piece_answer(
        owner,
        role,
        yes_no,
        context,
        |color, square| board.attacks_to(square, !color, board.occupied()).any(),
        |square| attackers_answer(square, board),
    )
}

/// "wer deckt meine Dame", "ist meine Dame gedeckt": for each such piece, what defends it.
pub(super) fn piece_defenders_answer(
    owner: Owner,
    role: Role,
    yes_no: bool,
    context: &QueryContext<'_>,
) -> Vec<Phrase> {
    let board = context.position.board();
    piece_answer(
        owner,
        role,
        yes_no,
        context,
        |color, square| board.attacks_to(square, color, board.occupied()).any(),
        |square| defenders_answer(square, board),
    )
}

/// The frame of both piece answers: no such piece, or "Ja"/"Nein"/"Teils" (when `yes_no`,
/// by whether `holds` for all, none or some of them) followed by each piece described by
/// `describe`.
fn piece_answer(
    owner: Owner,
    role: Role,
    yes_no: bool,
    context: &QueryContext<'_>,
    holds: impl Fn(Color, Square) -> bool,
    describe: impl Fn(Square) -> Phrase,
) -> Vec<Phrase> {
    let pieces = named_pieces(owner, role, context);
    if pieces.is_empty() {
        return vec![no_such_piece(owner, role, context)];
    }
    let mut sentences = Vec::new();
    // With several such pieces and a different answer for each, neither yes nor no is
    // true: the sentences after say which.
    if yes_no {
        let holding = pieces
            .iter()
            .filter(|&&(color, square)| holds(color, square))
            .count();
        sentences.push(Phrase::new(match holding {
            0 => "answer-no",
            n if n == pieces.len() => "answer-yes",
            _ => "answer-partly",
        }));
    }
    sentences.extend(pieces.iter().map(|&(_, square)| describe(square)));
    sentences
}

#[cfg(test)]
mod tests {
    use shakmaty::{Chess, Position};

    use crate::commands::test_support::{DE, EN, OPEN, START, ask, ask_in};
    use crate::notation::pgn::{Game, RecordedMove};

    /// After 1. e4 d5 2. Lb5+: Black is in check from the bishop.
    const CHECK: &str = "rnbqkbnr/ppp1pppp/8/1B1p4/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2";

    /// A game from the start, in English SAN.
    fn game_of(moves: &[&str]) -> (Chess, Game) {
        let mut position = Chess::default();
        let mut game = Game::new();
        for san in moves {
            let played = san
                .parse::<shakmaty::san::San>()
                .expect("SAN")
                .to_move(&position)
                .expect("legal");
            game.moves.push(RecordedMove::new(played));
            position.play_unchecked(played);
        }
        (position, game)
    }

    #[test]
    fn check_and_by_which_piece() {
        // 3.9.1: the king is in check when attacked by an opponent's piece.
        assert_eq!(
            ask(CHECK, "bin ich im schach", DE),
            "Ja, Sie stehen im Schach durch den Läufer auf Bella fünf."
        );
        assert_eq!(
            ask(CHECK, "am I in check", EN),
            "Yes, you are in check from the bishop on Bella five."
        );
        assert_eq!(
            ask(CHECK, "steht weiß im schach", DE),
            "Nein, Weiß steht nicht im Schach."
        );
        assert_eq!(
            ask(START, "bin ich im Schach?", DE),
            "Nein, Sie stehen nicht im Schach."
        );
        // Two checkers at once.
        let double = "4k3/8/5N2/8/8/8/8/4R1K1 b - - 0 1";
        assert_eq!(
            ask(double, "stehe ich im schach", DE),
            "Ja, Sie stehen im Schach durch den Turm auf Eva eins und den Springer auf Felix sechs."
        );
    }

    #[test]
    fn hanging_and_undefended_pieces() {
        assert_eq!(
            ask(CHECK, "welche figuren hängen", DE),
            "Keine Ihrer Figuren hängt. Angegriffen, aber gedeckt: Bauer auf David fünf. Nicht gedeckt, aber auch nicht angegriffen: Turm auf Anna acht und Turm auf Hector acht."
        );
        // After 1. e4 d5 2. Lb5+ c6: the bishop and the pawn on e4 hang.
        let hanging = "rnbqkbnr/pp2pppp/2p5/1B1p4/4P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 3";
        assert_eq!(
            ask(hanging, "welche figuren hängen", DE),
            "Angegriffen und nicht gedeckt: Bauer auf Eva vier und Läufer auf Bella fünf. Nicht gedeckt, aber auch nicht angegriffen: Bauer auf Gustav zwei, Turm auf Anna eins und Turm auf Hector eins."
        );
        assert_eq!(
            ask(hanging, "which pieces are hanging", EN),
            "Attacked and not defended: the pawn on Eva four and the bishop on Bella five. Not defended, but not attacked either: the pawn on Gustav two, the rook on Anna one and the rook on Hector one."
        );
        assert_eq!(
            ask(hanging, "hängt bei schwarz etwas", DE),
            "Schwarz: Keine Figur hängt. Angegriffen, aber gedeckt: Bauer auf Cäsar sechs und Bauer auf David fünf. Nicht gedeckt, aber auch nicht angegriffen: Turm auf Anna acht und Turm auf Hector acht."
        );
        assert_eq!(
            ask(hanging, "welche figuren von schwarz sind angegriffen", DE),
            "Schwarz: Keine Figur hängt. Angegriffen, aber gedeckt: Bauer auf Cäsar sechs und Bauer auf David fünf. Nicht gedeckt, aber auch nicht angegriffen: Turm auf Anna acht und Turm auf Hector acht."
        );
    }

    #[test]
    fn castling_now_and_why_not() {
        // 3.8.2.2: the squares between king and rook occupied; the king in check.
        assert_eq!(
            ask(CHECK, "kann ich rochieren", DE),
            "Kurze Rochade: jetzt nicht, zwischen König und Turm sind Felix acht und Gustav acht besetzt und der König steht im Schach. Lange Rochade: jetzt nicht, zwischen König und Turm sind Bella acht, Cäsar acht und David acht besetzt und der König steht im Schach."
        );
        // 3.8.2.2: the king may not cross or reach an attacked square.
        let attacked = "r3k2r/8/8/8/8/8/6b1/R3K2R w KQkq - 0 1";
        assert_eq!(
            ask(attacked, "kann ich rochieren", DE),
            "Kurze Rochade: jetzt nicht, der König müsste über ein angegriffenes Feld ziehen: Felix eins. Lange Rochade: ja, jetzt möglich."
        );
        assert_eq!(
            ask(attacked, "can I castle", EN),
            "Short castling: not now, the king would cross or reach an attacked square: Felix one. Long castling: yes, possible now."
        );
        // 3.8.2.1: a king or rook that has moved loses the right for good.
        let (position, game) = game_of(&["e4", "e5", "Ke2", "Nf6", "Ke1", "Rg8"]);
        assert_eq!(
            ask_in(&position, &game, "wer kann rochieren", DE),
            "Weiß: Kurze Rochade: nicht mehr, der König hat schon gezogen. Lange Rochade: nicht mehr, der König hat schon gezogen. Schwarz: Kurze Rochade: nicht mehr, der Turm von Hector acht hat schon gezogen. Lange Rochade: jetzt nicht, zwischen König und Turm sind Bella acht, Cäsar acht und David acht besetzt."
        );
        let (position, game) = game_of(&["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O"]);
        assert_eq!(
            ask_in(&position, &game, "kann weiß rochieren", DE),
            "Weiß: Kurze Rochade: nicht mehr, es wurde schon rochiert. Lange Rochade: nicht mehr, es wurde schon rochiert."
        );
        let (position, game) = game_of(&["g4", "b6", "g5", "Bb7", "g6", "Bxh1"]);
        assert_eq!(
            ask_in(&position, &game, "kann ich rochieren", DE),
            "Kurze Rochade: nicht mehr, der Turm auf Hector eins wurde geschlagen. Lange Rochade: jetzt nicht, zwischen König und Turm sind Bella eins, Cäsar eins und David eins besetzt."
        );
    }

    #[test]
    fn every_legal_move_piece_by_piece() {
        assert_eq!(
            ask(CHECK, "welche züge habe ich", DE),
            "Schwarz hat fünf legale Züge. Die Dame auf David acht kann ziehen nach David sieben. Der Läufer auf Cäsar acht kann ziehen nach David sieben. Der Springer auf Bella acht kann ziehen nach Cäsar sechs und David sieben. Der Bauer auf Cäsar sieben kann ziehen nach Cäsar sechs."
        );
        assert_eq!(
            ask(CHECK, "what moves do I have", EN),
            "Black has five legal moves. The queen on David eight can move to David seven. The bishop on Cäsar eight can move to David seven. The knight on Bella eight can move to Cäsar six and David seven. The pawn on Cäsar seven can move to Cäsar six."
        );
        let mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
        assert_eq!(ask(mate, "legale züge", DE), "Weiß hat keinen legalen Zug.");
        assert!(
            ask(START, "welche züge hat schwarz", DE).starts_with(
                "Schwarz ist nicht am Zug, sondern Weiß. Weiß hat zwanzig legale Züge. Der Springer auf Bella eins kann ziehen nach Anna drei und Cäsar drei."
            )
        );
    }

    #[test]
    fn the_last_move_of_a_side() {
        let (position, game) = game_of(&["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
        assert_eq!(
            ask_in(&position, &game, "was hat schwarz gezogen", DE),
            "Zug drei, Schwarz: Bauer Anna sechs (a6)."
        );
        assert_eq!(
            ask_in(&position, &game, "what did white play", EN),
            "Move three, White: Bishop Bella five (Bb5)."
        );
        assert_eq!(
            ask_in(&position, &game, "was hat er gezogen", DE),
            "Zug drei, Schwarz: Bauer Anna sechs (a6).",
            "White asks: er is Black"
        );
        assert_eq!(
            ask(START, "was hat schwarz gezogen", DE),
            "Schwarz hat in dieser Partie noch nicht gezogen."
        );
    }

    #[test]
    fn attackers_and_defenders_of_a_named_piece() {
        assert_eq!(
            ask(CHECK, "ist meine dame angegriffen", DE),
            "Nein. Die schwarze Dame auf David acht wird nicht angegriffen, gedeckt von König auf Eva acht."
        );
        assert_eq!(
            ask(CHECK, "is my queen attacked", EN),
            "No. The black queen on David eight is not attacked, defended by the king on Eva eight."
        );
        assert_eq!(
            ask(OPEN, "wer greift den schwarzen Bauern an", DE),
            "Der schwarze Bauer auf Anna sieben wird nicht angegriffen, gedeckt von Springer auf Cäsar sechs und Turm auf Anna acht. Der schwarze Bauer auf Bella sieben wird nicht angegriffen, gedeckt von Läufer auf Cäsar acht. Der schwarze Bauer auf Cäsar sieben wird nicht angegriffen, gedeckt von Dame auf David acht. Der schwarze Bauer auf David sieben wird nicht angegriffen, gedeckt von Läufer auf Cäsar acht, Dame auf David acht und König auf Eva acht. Der schwarze Bauer auf Eva fünf wird angegriffen von Bauer auf David vier und Springer auf Felix drei, gedeckt von Springer auf Cäsar sechs. Der schwarze Bauer auf Felix sieben wird nicht angegriffen, gedeckt von König auf Eva acht. Der schwarze Bauer auf Gustav sieben wird nicht angegriffen, gedeckt von Läufer auf Felix acht. Der schwarze Bauer auf Hector sieben wird nicht angegriffen, gedeckt von Turm auf Hector acht."
        );
        // Several such pieces: one answer for each.
        assert_eq!(
            ask(OPEN, "wer greift seine springer an", DE),
            "Der weiße Springer auf Bella eins wird nicht angegriffen, gedeckt von Turm auf Anna eins. Der weiße Springer auf Felix drei wird nicht angegriffen, gedeckt von Bauer auf Gustav zwei und Dame auf David eins."
        );
        assert_eq!(
            ask(OPEN, "who attacks my queen", EN),
            "The black queen on David eight is not attacked, defended by the knight on Cäsar six and the king on Eva eight."
        );
        assert_eq!(
            ask(OPEN, "ist der bauer auf e5 gedeckt", DE),
            "Der schwarze Bauer auf Eva fünf wird gedeckt von Springer auf Cäsar sechs."
        );
        assert_eq!(
            ask(
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
                "ist meine dame gedeckt",
                DE
            ),
            "Sie haben keine Dame."
        );
        assert_eq!(
            ask(
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
                "who defends the black rook",
                EN
            ),
            "Black has no rook."
        );
    }
}
