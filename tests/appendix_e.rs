//! Every example of FIDE Laws Appendix E (algebraic notation), taken literally from the
//! rule texts (`shared/rules/000_…` section E and `002_…`): E7–E12, the list of
//! abbreviations and the Musterpartie.

use ansage::language::Language;
use ansage::notation::fen::{parse_fen, write_fen};
use ansage::notation::movetext::parse_movetext;
use ansage::notation::pgn::Game;
use ansage::notation::san::{parse_san, san_to_move, write_san};
use ansage::notation::scoresheet::scoresheet;
use shakmaty::san::Suffix;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move, Position};

fn position(fen: &str) -> Chess {
    parse_fen(fen).expect("test FEN is legal")
}

fn uci(pos: &Chess, text: &str) -> Move {
    text.parse::<UciMove>()
        .expect("UCI text")
        .to_move(pos)
        .expect("legal UCI move")
}

/// The literal `san` is what ansage writes for `uci_move`, and reads back to it.
fn both_ways(fen: &str, uci_move: &str, san: &str) {
    let pos = position(fen);
    let m = uci(&pos, uci_move);
    assert_eq!(
        write_san(&pos, m, Language::GERMAN),
        san,
        "writing {uci_move} in {fen}"
    );
    assert_eq!(
        san_to_move(&pos, san, Language::GERMAN).unwrap(),
        m,
        "reading {san} in {fen}"
    );
}

#[test]
fn e7_a_piece_move_is_letter_and_target_and_a_pawn_move_the_target() {
    // E7: "Beispiele: Le5, Sf3, Td1." — "Bei Bauern wird nur das Ankunftsfeld angegeben.
    // Beispiele: e5, d4, a5."
    both_ways("4k3/8/8/8/8/8/7B/K7 w - - 0 1", "h2e5", "Le5");
    both_ways(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "g1f3",
        "Sf3",
    );
    both_ways("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1d1", "Td1");
    let pawns = "4k3/8/8/8/P3P3/3P4/8/4K3 w - - 0 1";
    both_ways(pawns, "e4e5", "e5");
    both_ways(pawns, "d3d4", "d4");
    both_ways(pawns, "a4a5", "a5");
    // "Zwischen (a) und (b) steht kein Bindestrich": ansage writes none.
    let pos = position("4k3/8/8/8/8/8/7B/K7 w - - 0 1");
    assert!(!write_san(&pos, uci(&pos, "h2e5"), Language::GERMAN).contains('-'));
}

#[test]
fn e8_captures() {
    // E8: "Beispiele: L×e5, S×f3, T×d1." (the 002 text writes Lxe5, Sxf3, Txd1)
    both_ways("4k3/8/8/4p3/8/8/7B/4K3 w - - 0 1", "h2e5", "L×e5");
    both_ways("4k3/8/8/8/8/5p2/8/K5N1 w - - 0 1", "g1f3", "S×f3");
    both_ways("4k3/8/8/3R4/8/8/8/3r3K w - - 0 1", "d5d1", "T×d1");
    for (fen, uci_move, text) in [
        ("4k3/8/8/4p3/8/8/7B/4K3 w - - 0 1", "h2e5", "Lxe5"),
        ("4k3/8/8/8/8/5p2/8/K5N1 w - - 0 1", "g1f3", "Sxf3"),
        ("4k3/8/8/3R4/8/8/8/3r3K w - - 0 1", "d5d1", "Txd1"),
    ] {
        let pos = position(fen);
        assert_eq!(
            san_to_move(&pos, text, Language::GERMAN).unwrap(),
            uci(&pos, uci_move)
        );
    }
    // "Beispiele: d×e5, g×f3, a×b5."
    both_ways("4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 1", "d4e5", "d×e5");
    both_ways("4k3/8/8/8/8/5p2/6P1/4K3 w - - 0 1", "g2f3", "g×f3");
    both_ways("4k3/8/8/1p6/P7/8/8/4K3 w - - 0 1", "a4b5", "a×b5");
    // "Beispiel: e×d6 e.p."
    both_ways("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "e×d6 e.p.");
}

#[test]
fn e9_two_pieces_that_can_reach_the_same_square() {
    // E9.1: "Auf g1 und e1 stehen gleichfarbige Springer ...: entweder Sgf3 oder Sef3"
    let fen = "4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1";
    both_ways(fen, "g1f3", "Sgf3");
    both_ways(fen, "e1f3", "Sef3");
    // E9.2: "Auf g5 und g1 ...: entweder S5f3 oder S1f3"
    let fen = "4k3/8/8/6N1/8/8/8/K5N1 w - - 0 1";
    both_ways(fen, "g5f3", "S5f3");
    both_ways(fen, "g1f3", "S1f3");
    // E9.3: "Auf h2 und d4 ...: entweder Shf3 oder Sdf3" (method 1, the file, is preferred)
    let fen = "4k3/8/8/8/3N4/8/7N/K7 w - - 0 1";
    both_ways(fen, "h2f3", "Shf3");
    both_ways(fen, "d4f3", "Sdf3");
    // "Falls in den vorangegangenen Beispielen der Springer auf f3 schlägt":
    // "entweder Sg×f3 oder Se×f3", "entweder S5×f3 oder S1×f3", "entweder Sh×f3 oder Sd×f3"
    let fen = "4k3/8/8/8/8/5p2/8/K3N1N1 w - - 0 1";
    both_ways(fen, "g1f3", "Sg×f3");
    both_ways(fen, "e1f3", "Se×f3");
    let fen = "4k3/8/8/6N1/8/5p2/8/K5N1 w - - 0 1";
    both_ways(fen, "g5f3", "S5×f3");
    both_ways(fen, "g1f3", "S1×f3");
    let fen = "4k3/8/8/8/3N4/5p2/7N/K7 w - - 0 1";
    both_ways(fen, "h2f3", "Sh×f3");
    both_ways(fen, "d4f3", "Sd×f3");
}

#[test]
fn e9_with_three_pieces_needs_file_and_rank() {
    // Queens on a1, c1 and a3 all reach b2: a1 shares its file with a3 and its rank with c1,
    // so neither alone identifies it.
    let fen = "4k3/8/8/8/8/Q7/8/Q1Q4K w - - 0 1";
    both_ways(fen, "a1b2", "Da1b2");
    both_ways(fen, "c1b2", "Dcb2");
    both_ways(fen, "a3b2", "D3b2");
}

#[test]
fn e10_two_pawns_capturing_on_the_same_square_keep_their_record() {
    // E10: "Wenn zwei Bauern auf demselben Feld schlagen können, wird die Aufzeichnung des
    // Zuges des schlagenden Bauern nicht verändert. Siehe Artikel E8."
    let fen = "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1";
    both_ways(fen, "c4d5", "c×d5");
    both_ways(fen, "e4d5", "e×d5");
}

#[test]
fn e11_promotion_names_the_new_piece() {
    // E11: "Beispiele: d8D, f8S, b1L, g1T."
    let white = "8/3P1P2/7k/8/8/8/8/K7 w - - 0 1";
    both_ways(white, "d7d8q", "d8D");
    both_ways(white, "f7f8n", "f8S");
    let black = "k7/8/8/8/8/4K3/1p4p1/8 b - - 0 1";
    both_ways(black, "b2b1b", "b1L");
    both_ways(black, "g2g1r", "g1T");
    // d8=D is accepted too.
    let pos = position(white);
    assert_eq!(
        san_to_move(&pos, "d8=D", Language::GERMAN).unwrap(),
        uci(&pos, "d7d8q")
    );
}

#[test]
fn e12_draw_offer() {
    // E12: "Ein Remisangebot wird mit (=) notiert."
    let parsed = parse_san("a5 (=)", Language::GERMAN).unwrap();
    assert!(parsed.draw_offer);
    let parsed = parse_san("a5(=)", Language::GERMAN).unwrap();
    assert!(parsed.draw_offer);
    assert!(!parse_san("a5", Language::GERMAN).unwrap().draw_offer);
}

#[test]
fn abbreviations() {
    // "0-0 = Rochade mit Th1 oder Th8 (kleine oder kurze Rochade)"
    // "0-0-0 = Rochade mit Ta1 oder Ta8 (große oder lange Rochade)"
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    both_ways(fen, "e1g1", "0-0");
    both_ways(fen, "e1c1", "0-0-0");
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";
    both_ways(fen, "e8g8", "0-0");
    both_ways(fen, "e8c8", "0-0-0");
    // "× = schlägt" (x accepted), "+ = Schachgebot", "++ oder # = Schachmatt",
    // "e.p. = (schlägt) en passant"
    let fools = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2";
    both_ways(fools, "d8h4", "Dh4#");
    assert_eq!(
        parse_san("Dh4++", Language::GERMAN).unwrap().suffix,
        Some(Suffix::Checkmate)
    );
    assert_eq!(
        parse_san("Dh4#", Language::GERMAN).unwrap().suffix,
        Some(Suffix::Checkmate)
    );
    both_ways("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", "Ta8+");
    assert_eq!(
        parse_san("Ta8+", Language::GERMAN).unwrap().suffix,
        Some(Suffix::Check)
    );
}

/// The Musterpartie, as the 002 text prints it.
const MUSTERPARTIE_002: &str = "1. d4 Sf6 2. c4 e6 3. Sc3 Lb4 4. Ld2 0-0 5. e4 d5 6. exd5 exd5 \
    7. cxd5 Lxc3 8. Lxc3 Sxd5 9. Sf3 b6 10. Db3 Sxc3 11. bxc3 c5 12. Le2 cxd4 13. Sxd4 Te8 \
    14. 0-0 Sd7 15. a4 Sc5 16. Db4 Lb7 17. a5 ... usw.";

/// The Musterpartie, as the 000 text prints it (its table flattened: moves run together).
const MUSTERPARTIE_000: &str = "1.d4Sf6 2.c4e6 3.Sc3Lb4 4.Ld20-0 5.e4d5 6.e×d5e×d5 7.c×d5L×c3 \
    8.L×c3S×d5 9.Sf3b6 10.Db3S×c3 11.b×c3c5 12.Le2c×d4 13.S×d4Te8 14.0-0Sd7 15.a4Sc5 \
    16.Db4Lb7 17.a5 (=) usw.";

/// The final position, computed independently with python-chess from the English moves.
const MUSTERPARTIE_FEN: &str = "r2qr1k1/pb3ppp/1p6/P1n5/1Q1N4/2P5/4BPPP/R4RK1 b - - 0 17";

#[test]
fn musterpartie_replayed_to_its_final_position() {
    for text in [MUSTERPARTIE_002, MUSTERPARTIE_000] {
        let moves = parse_movetext(&Chess::default(), text, Language::GERMAN).unwrap();
        assert_eq!(moves.len(), 33);
        let game = Game {
            moves,
            ..Game::new()
        };
        assert_eq!(write_fen(&game.final_position()), MUSTERPARTIE_FEN);
    }
    let with_offer = parse_movetext(&Chess::default(), MUSTERPARTIE_000, Language::GERMAN).unwrap();
    assert!(
        with_offer[32].draw_offer,
        "17. a5 (=) carries the draw offer"
    );
    assert_eq!(with_offer.iter().filter(|m| m.draw_offer).count(), 1);
}

#[test]
fn musterpartie_written_as_a_german_scoresheet() {
    let moves = parse_movetext(&Chess::default(), MUSTERPARTIE_000, Language::GERMAN).unwrap();
    let game = Game {
        moves,
        ..Game::new()
    };
    let expected = "\
1. d4 Sf6
2. c4 e6
3. Sc3 Lb4
4. Ld2 0-0
5. e4 d5
6. e×d5 e×d5
7. c×d5 L×c3
8. L×c3 S×d5
9. Sf3 b6
10. Db3 S×c3
11. b×c3 c5
12. Le2 c×d4
13. S×d4 Te8
14. 0-0 Sd7
15. a4 Sc5
16. Db4 Lb7
17. a5 (=)
";
    assert_eq!(scoresheet(&game, Language::GERMAN), expected);
    // And the scoresheet reads back to the same game.
    let again = parse_movetext(&Chess::default(), expected, Language::GERMAN).unwrap();
    assert_eq!(again, game.moves);
    assert_eq!(game.start, Chess::default());
    assert!(game.final_position().turn().is_black());
}

/// Spanish, as its folder writes it (`src/words/es/notation.toml`): R D T A C, `x`,
/// `O-O`, `e8=D`. Read from the file itself, so the test holds before Spanish is a
/// language the program offers.
fn spanish() -> &'static ansage::notation::Writing {
    use ansage::words::folders::{Folder, folder};
    use ansage::words::letters::{writing, writing_of};
    static ES: Folder = Folder {
        code: "es",
        files: &[(
            "notation.toml",
            include_str!("../src/words/es/notation.toml"),
        )],
    };
    let read = writing_of(&ES).expect("es/notation.toml reads");
    if folder("es").is_some() {
        assert_eq!(writing("es"), &read, "the built-in Spanish folder");
    }
    Box::leak(Box::new(read))
}

/// The literal Spanish `san` is written for `uci_move`, and read back to it.
fn spanish_both_ways(fen: &str, uci_move: &str, san: &str) {
    let pos = position(fen);
    let m = uci(&pos, uci_move);
    assert_eq!(
        write_san(&pos, m, spanish()),
        san,
        "writing {uci_move} in {fen}"
    );
    assert_eq!(
        san_to_move(&pos, san, spanish()).unwrap(),
        m,
        "reading {san} in {fen}"
    );
}

#[test]
fn spanish_san_for_every_piece_castling_and_promotion() {
    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    // Caballo, peón.
    spanish_both_ways(START, "g1f3", "Cf3");
    spanish_both_ways(START, "e2e4", "e4");
    // Alfil and torre capturing, with x.
    spanish_both_ways("4k3/8/8/4p3/8/8/7B/4K3 w - - 0 1", "h2e5", "Axe5");
    spanish_both_ways("4k3/8/8/3R4/8/8/8/3rK3 w - - 0 1", "d5d1", "Txd1");
    // Dama and rey.
    spanish_both_ways("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1d4", "Dd4");
    spanish_both_ways("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "e1e2", "Re2");
    // Castling with the letter O.
    spanish_both_ways("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1", "O-O");
    spanish_both_ways("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1", "O-O-O");
    // Promotion with =: to a queen (dama) and to a knight (caballo).
    let promotion = "8/4P3/8/8/8/8/8/k3K3 w - - 0 1";
    spanish_both_ways(promotion, "e7e8q", "e8=D");
    spanish_both_ways(promotion, "e7e8n", "e8=C");
    // Read also without =, and castling with zeros.
    let pos = position(promotion);
    assert_eq!(
        san_to_move(&pos, "e8D", spanish()).unwrap(),
        uci(&pos, "e7e8q")
    );
    let pos = position("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert_eq!(
        san_to_move(&pos, "0-0", spanish()).unwrap(),
        uci(&pos, "e1g1")
    );
    // English letters are not Spanish ones: N is no piece, R is the king.
    let start = Chess::default();
    assert!(san_to_move(&start, "Nf3", spanish()).is_err());
    assert_eq!(
        parse_san("Rf3", spanish()).unwrap().san,
        parse_san("Kf3", Language::ENGLISH).unwrap().san
    );
}

#[test]
fn spanish_movetext_and_scoresheet() {
    let moves = parse_movetext(&Chess::default(), "1. e4 e5 2. Cf3 Cc6 3. Ab5", spanish()).unwrap();
    assert_eq!(moves.len(), 5);
    let mut game = Game::new();
    game.tags.push(("Event".into(), "Abierto".into()));
    game.tags.push(("Date".into(), "2022.01.15".into()));
    game.tags.push(("Result".into(), "*".into()));
    game.moves = moves;
    assert_eq!(
        scoresheet(&game, spanish()),
        "Torneo: Abierto\nFecha: 15.01.2022\nResultado: en curso\n\n1. e4 e5\n2. Cf3 Cc6\n3. Ab5\n"
    );
    assert_eq!(
        scoresheet(&game, Language::ENGLISH),
        "Event: Abierto\nDate: 2022.01.15\nResult: open\n\n1. e4 e5\n2. Nf3 Nc6\n3. Bb5\n"
    );
}
