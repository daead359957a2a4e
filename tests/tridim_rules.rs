//! Issue 18: the rules of three-dimensional chess (Jens Meder's tournament rules, articles
//! 2–3 and Appendix E) on hand-made positions, each with the exact set of legal moves; every
//! notation example of Appendix E written and read literally; the seed's sample game played
//! through; perft from the start position; random games checked for consistency and against
//! a second, deliberately simple move generator.

use std::collections::BTreeSet;

use ansage::language::Language;
use ansage::tridim::fen3d::{read_fen3d, write_fen3d};
use ansage::tridim::notation::{Reading, read_move, write_move};
use ansage::tridim::{Move3, Position3, perft};

fn pos(fen: &str) -> Position3 {
    read_fen3d(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Every legal move of `position`, written in German.
fn moves(position: &Position3) -> BTreeSet<String> {
    position
        .legal_moves()
        .iter()
        .map(|m| write_move(position, m, Language::GERMAN))
        .collect()
}

fn set(list: &[&str]) -> BTreeSet<String> {
    list.iter().map(|s| (*s).to_owned()).collect()
}

/// The move written `text` (which must be read as exactly one move).
fn one(position: &Position3, text: &str) -> Move3 {
    match read_move(position, text) {
        Reading::Move(m) => m,
        other => panic!("{text}: {other:?} in {position:?}"),
    }
}

const DECKS: &str = "DP1w,KP1w,DP6b,KP6b";

#[test]
fn perft_from_the_start_position() {
    let start = Position3::start();
    // Twenty first moves: each of the four board pawns one or two steps, landing on W or N,
    // and the two knights to b3 and c3 on W or N (§8 of the rules' check).
    assert_eq!(perft(&start, 1), 20);
    assert_eq!(perft(&start, 2), 400);
    assert_eq!(perft(&start, 3), 9128);
    // The independent prototype's fourth depth: the generator's short cuts (issue 32 §6)
    // change no count.
    assert_eq!(perft(&start, 4), 207_888);
}

#[test]
fn the_first_moves_land_on_either_level() {
    assert_eq!(
        moves(&Position3::start()),
        set(&[
            "a3N", "a3W", "a4N", "a4W", "b3N", "b3W", "b4N", "b4W", "c3N", "c3W", "c4N", "c4W",
            "d3N", "d3W", "d4N", "d4W", "Sb3N", "Sb3W", "Sc3N", "Sc3W"
        ])
    );
}

/// 3.6: an empty deck moves to any free adjacent pin; here the kings alone.
#[test]
fn empty_decks_and_a_lone_king() {
    let p = pos(&format!("Kc2W,kc7S {DECKS} w - - 0 2"));
    assert_eq!(
        moves(&p),
        set(&[
            "DP2", "DP3", "KP2", "KP3", "Kb1W", "Kc1W", "Kd1W", "Kd1KP1", "Kb2W", "Kd2W", "Kb3W",
            "Kb3N", "Kc3W", "Kc3N", "Kd3W", "Kd3N"
        ])
    );
}

/// 3.6: a deck with one piece moves only forward or sideways, and carries it; an empty one
/// may move back too. Lines pass through squares that do not exist (2.8): the rook on z2
/// reaches z8 and z9 over z4–z7.
#[test]
fn an_occupied_deck_moves_forward_or_sideways_with_its_piece() {
    let p = pos("Kc1W,Rz2DP3,kc7S DP3w,KP1w,DP6b,KP6b w - - 0 2");
    assert_eq!(
        moves(&p),
        set(&[
            // The deck with the rook: forward to DP2, DP4, DP5; sideways to KP3, which the
            // empty deck on KP1 can reach too (E13 names the origin).
            "DP2", "DP4", "DP5", "DP3-KP3", // the empty deck on KP1: KP2, KP3 and DP1
            "KP2", "KP1-KP3", "DP1", // the rook, through the missing z4–z7 to DP6
            "Tz3DP3", "Tz8DP6", "Tz9DP6", "Ta2DP3", "Ta2W", "Tb2W", "Tc2W+", "Td2W",
            // the king
            "Kb1W", "Kd1W", "Kd0KP1", "Kd1KP1", "Kb2W", "Kc2W", "Kd2W",
        ])
    );
    // The rook goes with its deck: DP3 → DP4 puts it on z6 (+4 ranks, same place on it).
    let after = p.play_unchecked(&one(&p, "DP4"));
    assert!(
        write_fen3d(&after).contains("Rz6DP4"),
        "{}",
        write_fen3d(&after)
    );
}

#[test]
fn an_empty_deck_may_move_backward() {
    let p = pos("Kc1W,kc7S DP3w,KP1w,DP6b,KP6b w - - 0 2");
    let found = moves(&p);
    for deck in ["DP2", "DP4", "DP5"] {
        assert!(found.contains(deck), "{deck}: {found:?}");
    }
    // Both decks can reach KP3 and DP1 (DP3 backward, KP1 sideways): E13 names the origin.
    for both in ["DP3-KP3", "KP1-KP3", "DP3-DP1", "KP1-DP1"] {
        assert!(found.contains(both), "{both}: {found:?}");
    }
    assert_eq!(found.len(), 15, "{found:?}");
}

/// 3.4(e)(III): a white pawn on a8S waits under Black's deck; moving the deck away would
/// promote it at once, so the deck may not move while the new piece would give check.
#[test]
fn a_deck_that_would_uncover_a_checking_promotion_may_not_move() {
    let p = pos(&format!("Pa8S,Kc2W,kb7S {DECKS} b - - 0 5"));
    let found = moves(&p);
    assert_eq!(
        found,
        set(&[
            "KP4", "KP5", "Ka6N", "Ka6S", "Ka7S", "Ka8DP6", "Kb6N", "Kb6S", "Kb8S", "Kc6N", "Kc6S",
            "Kc7S", "Kc8S", "Kxa8S"
        ])
    );
    // With the king away from a8's lines the deck may go, and White promotes before his
    // next move: each of his moves comes with the choice.
    let p = pos(&format!("Pa8S,Kc2W,kd6N {DECKS} b - - 0 5"));
    let found = moves(&p);
    assert!(found.contains("DP4") && found.contains("DP5"), "{found:?}");
    assert_eq!(found.len(), 12, "{found:?}");
    let after = p.play_unchecked(&one(&p, "DP4"));
    assert_eq!(
        after.pending_promotion().map(|s| s.to_string()),
        Some("a8S".to_owned())
    );
    let replies = moves(&after);
    assert!(replies.contains("(a8SD) Kb1W"), "{replies:?}");
    assert!(replies.contains("(a8SS) Kb1W"), "{replies:?}");
    // The new piece may move at once: the queen takes on the d-file or goes elsewhere.
    assert!(
        replies.iter().any(|r| r.starts_with("(a8SD) Da")),
        "{replies:?}"
    );
    let promoted = after.play_unchecked(&one(&after, "(a8SD) Kb1W"));
    assert!(write_fen3d(&promoted).contains("Qa8S"));
}

/// 3.4(e): a pawn carried by its deck to its last rank is promoted as part of the move.
#[test]
fn a_pawn_carried_to_its_last_rank_is_promoted() {
    let p = pos("Pz7DP4,Kc2W,kc7S DP1w,KP1w,DP4w,KP6b w - - 0 9");
    let found = moves(&p);
    for role in ["D", "T", "L", "S"] {
        assert!(found.contains(&format!("DP6(z9DP6{role})")), "{found:?}");
    }
    let after = p.play_unchecked(&one(&p, "DP6(z9DP6D)"));
    assert!(write_fen3d(&after).contains("Qz9DP6"), "{after:?}");
}

/// 3.4(d): en passant, landing on either level of the square crossed.
#[test]
fn en_passant_on_either_level() {
    let mut p = Position3::start();
    for m in ["b4N", "a6S", "b5S", "c5N"] {
        p = p.play_unchecked(&one(&p, m));
    }
    let found = moves(&p);
    assert!(found.contains("bxc6N e.p."), "{found:?}");
    assert!(found.contains("bxc6S e.p."), "{found:?}");
    let taken = p.play_unchecked(&one(&p, "bxc6N e.p."));
    assert!(!write_fen3d(&taken).contains("pc5N"), "{taken:?}");
    // The chance lasts one move.
    let later = p.play_unchecked(&one(&p, "a3N"));
    let later = later.play_unchecked(&one(&later, "a5S"));
    assert!(!moves(&later).iter().any(|m| m.contains("e.p.")));
}

/// 3.5: castling; not in the first move, not with a moved king or rook, not when the king's
/// square or its target is attacked, not with a0 taken.
#[test]
fn castling_short_and_long() {
    let base = "Kd0KP1*,Re0KP1*,Rz0DP1*,kc8S DP1w,KP1w,DP6b,KP6b";
    let p = pos(&format!("{base} w - - 0 2"));
    let found = moves(&p);
    assert!(
        found.contains("0-0") && found.contains("0-0-0"),
        "{found:?}"
    );
    let short = p.play_unchecked(&one(&p, "0-0"));
    assert!(write_fen3d(&short).contains("Rd0KP1,Ke0KP1"), "{short:?}");
    let long = p.play_unchecked(&one(&p, "0-0-0"));
    assert!(
        write_fen3d(&long).contains("Ka0DP1") && write_fen3d(&long).contains("Rd0KP1"),
        "{long:?}"
    );
    // (1)[a] not before the second move.
    assert!(!moves(&pos(&format!("{base} w - - 0 1"))).contains("0-0"));
    // (1)[b] a king that has moved.
    let moved = "Kd0KP1,Re0KP1*,Rz0DP1*,kc8S DP1w,KP1w,DP6b,KP6b w - - 0 2";
    assert!(!moves(&pos(moved)).iter().any(|m| m.starts_with("0-0")));
    // (2)[a] the target square attacked: a black rook on the a-file attacks a0.
    let attacked = "Kd0KP1*,Re0KP1*,Rz0DP1*,kc8S,ra6N DP1w,KP1w,DP6b,KP6b w - - 0 2";
    let found = moves(&pos(attacked));
    assert!(
        found.contains("0-0") && !found.contains("0-0-0"),
        "{found:?}"
    );
    // (2)[b] a piece between king and rook.
    let between = "Kd0KP1*,Re0KP1*,Rz0DP1*,Na0DP1,kc8S DP1w,KP1w,DP6b,KP6b w - - 0 2";
    assert!(!moves(&pos(between)).contains("0-0-0"));
}

/// 3.1(c): a piece on any level blocks a line; the moving piece may still land in that
/// column on another level.
#[test]
fn a_line_is_blocked_on_every_level_but_the_column_may_be_landed_in() {
    let p = pos("Rb2W,Pb4N,Kd1W,kd8S DP1w,KP1w,DP6b,KP6b w - - 0 2");
    let found = moves(&p);
    assert!(
        found.contains("Tb3W") && found.contains("Tb3N"),
        "{found:?}"
    );
    assert!(found.contains("Tb4W"), "{found:?}");
    assert!(!found.iter().any(|m| m.starts_with("Tb5")), "{found:?}");
}

/// Check through the levels: a rook on N gives check to a king on W in its line, and a king
/// may not stay in it.
#[test]
fn check_across_levels_and_no_move_into_check() {
    let p = pos("Kb1W,rb6N,kd8S DP1w,KP1w,DP6b,KP6b w - - 0 2");
    assert!(p.in_check(shakmaty::Color::White));
    for m in p.legal_moves() {
        let after = p.play_unchecked(&m);
        assert!(!after.in_check(shakmaty::Color::White));
    }
    // The king may not step onto another level of its own column, nor stay on the b-file.
    let found = moves(&p);
    assert!(!found.iter().any(|m| m.starts_with("Kb")), "{found:?}");
}

/// Appendix E, every example, written as the seed writes it and read back.
#[test]
fn every_example_of_appendix_e() {
    let cases: &[(&str, &[&str])] = &[
        // E9, E10: pieces.
        (
            "Bb3W,Nb4N,Rd3W,Kc1W,kc8S DP1w,KP1w,DP6b,KP6b w - - 0 2",
            &["Ld5N", "Sc6S", "Td0KP1"],
        ),
        (
            "Bb3W,Nb4N,Rd3W,Kc1W,kc8S,pd5N,pc6S,nd0KP1 DP1w,KP1w,DP6b,KP6b w - - 0 2",
            &["Lxd5N", "Sxc6S", "Txd0KP1"],
        ),
        // E7, E9: pawns.
        (
            "Pd5N,Pc3W,Pa3W,Kd1W,kb8S DP1w,KP1w,DP6b,KP6b w - - 0 2",
            &["d6S", "c4N", "a4W"],
        ),
        // E8, E9: decks; DP3 empty may go back to DP1 and on to DP5, KP1 to KP3.
        ("Kc1W,kc8S DP3w,KP2w,DP6b,KP6b w - - 0 2", &["DP1", "DP5"]),
        ("Kc1W,kc8S DP1w,KP1w,DP6b,KP6b w - - 0 2", &["KP3"]),
        // E10: pawn captures, the level named where a pawn on the same file could too.
        (
            "Pa3W,Pa3N,nb4W,Kd1W,kd8S DP1w,KP1w,DP6b,KP6b w - - 0 2",
            &["aWxb4W", "aNxb4W"],
        ),
        (
            "Pc5S,Pc5N,nb6N,Kd1W,kd8S DP1w,KP1w,DP6b,KP6b w - - 0 2",
            &["cSxb6N", "cNxb6N"],
        ),
        (
            "Pd4W,Pd4N,ne5KP5,Kb1W,kb8S DP1w,KP1w,KP5b,DP6b w - - 0 2",
            &["dWxe5KP5", "dNxe5KP5"],
        ),
        // E11 (1)-(4), without and with a capture.
        (
            "Nb3W,Nd3W,Kc1W,kz9DP6 DP1w,KP1w,DP6b,KP6b w - - 0 2",
            &["Sbc5N", "Sdc5N"],
        ),
        (
            "Nb3W,Nb7S,Kc1W,kz9DP6 DP1w,KP1w,DP6b,KP6b w - - 0 2",
            &["S3c5N", "S7c5N"],
        ),
        (
            "Nb3W,Na4N,Kc1W,kz9DP6 DP1w,KP1w,DP6b,KP6b w - - 0 2",
            &["Sbc5N", "Sac5N"],
        ),
        (
            "Nb3W,Nb3N,Kc1W,kz9DP6 DP1w,KP1w,DP6b,KP6b w - - 0 2",
            &["SWc5N", "SNc5N"],
        ),
        (
            "Nb3W,Nd3W,Kc1W,kz9DP6,pc5N DP1w,KP1w,DP6b,KP6b w - - 0 2",
            &["Sbxc5N", "Sdxc5N"],
        ),
        (
            "Nb3W,Nb7S,Kc1W,kz9DP6,pc5N DP1w,KP1w,DP6b,KP6b w - - 0 2",
            &["S3xc5N", "S7xc5N"],
        ),
        (
            "Nb3W,Na4N,Kc1W,kz9DP6,pc5N DP1w,KP1w,DP6b,KP6b w - - 0 2",
            &["Sbxc5N", "Saxc5N"],
        ),
        (
            "Nb3W,Nb3N,Kc1W,kz9DP6,pc5N DP1w,KP1w,DP6b,KP6b w - - 0 2",
            &["SWxc5N", "SNxc5N"],
        ),
        // E12.
        (
            "Pa3W,Pc3W,nb4N,Kd1W,kd8S DP1w,KP1w,DP6b,KP6b w - - 0 2",
            &["axb4N", "cxb4N"],
        ),
        (
            "Pa3W,Pa3N,Kd1W,kd8S DP1w,KP1w,DP6b,KP6b w - - 0 2",
            &["aWa4N", "aNa4N"],
        ),
        (
            "Pa3W,Pa3N,nb4N,Kd1W,kd8S DP1w,KP1w,DP6b,KP6b w - - 0 2",
            &["aWxb4N", "aNxb4N"],
        ),
        // E13: two decks, each with one white pawn, can reach KP3.
        (
            "Pe1KP1,Pz2DP3,Kc1W,kc8S KP1w,DP3w,DP6b,KP6b w - - 0 2",
            &["KP1-KP3", "DP3-KP3"],
        ),
        // E14: promotions.
        // d8 is the last rank while no deck stands on KP6 (3.4(e)(II)).
        ("Pd7S,Kb1W,kz9DP6 DP1w,KP1w,DP6b,KP4b w - - 0 9", &["d8SD"]),
        (
            "Pe8KP6,Kb1W,kz9DP6 DP1w,KP1w,DP6b,KP6b w - - 0 9",
            &["e9KP6S"],
        ),
        (
            "pb2W,pd1KP1,kb8S,Kc4N DP1w,KP1w,DP6b,KP6b b - - 0 9",
            &["b1WL", "d0KP1T"],
        ),
    ];
    for (fen, examples) in cases {
        let p = pos(fen);
        let written = moves(&p);
        for example in *examples {
            assert!(
                written.contains(*example),
                "{example} is not written so in {fen}: {written:?}"
            );
            let m = one(&p, example);
            assert_eq!(&write_move(&p, &m, Language::GERMAN), example);
        }
    }
}

/// Forgiving input: English letters, spaces, lower case, the arrival's level left out when
/// only one fits, coordinates, the pawn's level named in a capture (E10) or not (E12).
#[test]
fn typed_moves_are_read_as_people_type_them() {
    let p = pos("Nb3W,Nd3W,Bb1W,Pa3W,Pc3W,nb4N,Kc1W,kz9DP6 DP1w,KP1w,DP6b,KP6b w - - 0 2");
    for (typed, written) in [
        ("Nbc5N", "Sbc5N"),
        ("s b c5 n", "Sbc5N"),
        ("Sb3W-c5N", "Sbc5N"),
        ("sb3wc5n", "Sbc5N"),
        ("axb4N", "axb4N"),
        ("aWxb4N", "axb4N"),
        ("a3W x b4N", "axb4N"),
        ("Bc2W", "Lc2W"),
    ] {
        let m = one(&p, typed);
        assert_eq!(write_move(&p, &m, Language::GERMAN), written, "{typed}");
    }
    // The level left out: both fit, both are candidates.
    match read_move(&p, "Sbc5") {
        Reading::Candidates(c) => assert_eq!(c.len(), 2),
        other => panic!("{other:?}"),
    }
    assert_eq!(read_move(&p, "Sc9W"), Reading::Nothing);
    assert_eq!(read_move(&p, ""), Reading::Nothing);
    // Castling with letters O.
    let c = pos("Kd0KP1*,Re0KP1*,Rz0DP1*,kc8S DP1w,KP1w,DP6b,KP6b w - - 0 2");
    assert_eq!(
        write_move(&c, &one(&c, "O-O-O"), Language::ENGLISH),
        "0-0-0"
    );
    assert_eq!(write_move(&c, &one(&c, "o-o"), Language::ENGLISH), "0-0");
}

/// The sample game of the seed ("Ein Partiebeispiel"), literally: every move is legal; only
/// 11... a5S fits two moves (either black a-pawn), as the seed wrote it without the level.
#[test]
fn the_sample_game_plays() {
    let game = "1. b4N b5S 2. c3W a6N 3. Sc2W c6S 4. a3N a6S 5. a3W Ld6N 6. La2W Sc7S \
                7. Db1W Db8S 8. Sb2W Ta9DP6 9. Ta0DP1 0-0 10. Ta1W Sb7S 11. Sd4W a5S \
                12. Sd3N d6S 13. Sxc6S Da8S 14. Sa5N Sxa5N 15. bxa5N a4W 16. Sb4N a5S \
                17. Sd3N (=)";
    let mut p = Position3::start();
    let mut ambiguous = Vec::new();
    for token in game.split_whitespace() {
        if token.ends_with('.') || token == "(=)" {
            continue;
        }
        let m = match read_move(&p, token) {
            Reading::Move(m) => m,
            Reading::Candidates(c) => {
                ambiguous.push(token.to_owned());
                c[0]
            }
            Reading::Nothing => panic!("{token} is not legal in {p:?}"),
        };
        p = p.play_unchecked(&m);
    }
    assert_eq!(ambiguous, ["a5S"]);
    assert_eq!(p.fullmoves(), 17);
}

/// Random games: 10,000 plies in all. Every position keeps 64 squares, two decks of each
/// colour, one king each, every piece on a square that exists; its FEN3D reads back equal;
/// and the moves agree with a second, simple generator (below).
#[test]
fn random_games_stay_consistent() {
    let mut seed: u64 = 0x5eed_3d3d;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let mut plies = 0;
    let mut games = 0;
    while plies < 10_000 {
        games += 1;
        let mut p = Position3::start();
        for _ in 0..300 {
            let legal = p.legal_moves();
            check_position(&p);
            if plies % 7 == 0 {
                simple::agrees(&p, &legal);
            }
            if legal.is_empty() {
                break;
            }
            let m = legal[next(legal.len())];
            p = p.play_unchecked(&m);
            plies += 1;
        }
    }
    println!("{games} random games, {plies} plies");
}

fn check_position(p: &Position3) {
    use ansage::tridim::geometry::{SLOTS, Square3};
    let existing = (0..SLOTS)
        .map(Square3::from_index)
        .filter(|&s| p.exists(s))
        .count();
    assert_eq!(existing, 64, "{p:?}");
    for color in [shakmaty::Color::White, shakmaty::Color::Black] {
        assert_eq!(p.decks().filter(|(_, c)| *c == color).count(), 2, "{p:?}");
        assert_eq!(
            p.pieces()
                .filter(|(_, q)| q.color == color && q.role == shakmaty::Role::King)
                .count(),
            1,
            "{p:?}"
        );
        // The side that just moved is never in check.
        assert!(!p.in_check(!p.turn()), "{p:?}");
    }
    for (square, _) in p.pieces() {
        assert!(p.exists(square), "{square} in {p:?}");
    }
    let text = write_fen3d(p);
    assert_eq!(&read_fen3d(&text).unwrap(), p, "{text}");
}

/// A second move generator, written as plainly as the rules read and as unlike the first as
/// practical: it tries every piece on every square of the board and asks whether the rules
/// allow it, then plays it on a copy and asks whether any enemy piece could then take the
/// king. Used only here.
mod simple {
    use std::collections::BTreeSet;

    use ansage::tridim::geometry::{Column, SLOTS, Square3};
    use ansage::tridim::{Action, Move3, Position3};
    use shakmaty::{Color, Role};

    fn columns_between(a: Column, b: Column) -> Option<Vec<Column>> {
        let (df, dr) = (
            i8::try_from(b.file).unwrap() - i8::try_from(a.file).unwrap(),
            i8::try_from(b.rank).unwrap() - i8::try_from(a.rank).unwrap(),
        );
        if (df, dr) == (0, 0) || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
            return None;
        }
        let steps = df.abs().max(dr.abs());
        Some(
            (1..steps)
                .map(|k| a.offset(df / steps * k, dr / steps * k).unwrap())
                .collect(),
        )
    }

    /// Whether a piece of `role` and `color` on `from` may go to `to` by its pattern (no
    /// king-safety), taking what stands there if it is the enemy's.
    fn pattern(p: &Position3, role: Role, color: Color, from: Square3, to: Square3) -> bool {
        if !p.exists(to) || from.column == to.column {
            return false;
        }
        let target = p.piece_at(to);
        if target.is_some_and(|t| t.color == color) {
            return false;
        }
        let df = i8::try_from(to.column.file).unwrap() - i8::try_from(from.column.file).unwrap();
        let dr = i8::try_from(to.column.rank).unwrap() - i8::try_from(from.column.rank).unwrap();
        let clear = || {
            columns_between(from.column, to.column)
                .is_some_and(|between| between.iter().all(|&c| !p.column_occupied(c)))
        };
        match role {
            Role::Knight => (df.abs(), dr.abs()) == (1, 2) || (df.abs(), dr.abs()) == (2, 1),
            Role::King => df.abs() <= 1 && dr.abs() <= 1,
            Role::Rook => (df == 0 || dr == 0) && clear(),
            Role::Bishop => df.abs() == dr.abs() && clear(),
            Role::Queen => (df == 0 || dr == 0 || df.abs() == dr.abs()) && clear(),
            Role::Pawn => {
                let forward = if color == Color::White { 1 } else { -1 };
                if target.is_some() {
                    dr == forward && df.abs() == 1
                } else {
                    df == 0 && dr == forward
                }
            }
        }
    }

    fn king_taken(p: &Position3, color: Color) -> bool {
        let Some(king) = p.king(color) else {
            return false;
        };
        // Any level of the king's column would do: put the king on each existing one.
        p.pieces().any(|(from, piece)| {
            piece.color != color
                && p.levels_at(king.column).any(|level| {
                    let to = Square3::new(king.column, level);
                    // A piece of the king's side on that level would be taken instead: the
                    // king's column is attacked if the pattern reaches it on any level.
                    let mut probe = p.clone();
                    probe.set(to, Some(ansage::tridim::Piece3::new(color, Role::King)));
                    pattern(&probe, piece.role, piece.color, from, to)
                })
        })
    }

    /// The legal moves of `p` without castling, en passant, double steps and promotions,
    /// which the hand-made positions check; deck moves by the pin list of the rules.
    fn basic(p: &Position3) -> BTreeSet<(Square3, Square3)> {
        let us = p.turn();
        let mut out = BTreeSet::new();
        for (from, piece) in p.pieces().filter(|(_, q)| q.color == us) {
            for index in 0..SLOTS {
                let to = Square3::from_index(index);
                if !pattern(p, piece.role, us, from, to) {
                    continue;
                }
                let mut after = p.clone();
                after.set(from, None);
                after.set(to, Some(ansage::tridim::Piece3::new(us, piece.role)));
                if !king_taken(&after, us) {
                    out.insert((from, to));
                }
            }
        }
        out
    }

    /// Checks that the plain piece moves of the generator under test are exactly these.
    pub fn agrees(p: &Position3, legal: &[Move3]) {
        if p.pending_promotion().is_some() {
            return;
        }
        let theirs = basic(p);
        let ours: BTreeSet<(Square3, Square3)> = legal
            .iter()
            .filter_map(|m| match m.action {
                Action::Piece {
                    role,
                    from,
                    to,
                    en_passant: false,
                    promotion: None,
                    ..
                } if !(role == Role::Pawn && from.column.rank.abs_diff(to.column.rank) == 2) => {
                    Some((from, to))
                }
                _ => None,
            })
            .collect();
        // Promotions are left out of both.
        let theirs: BTreeSet<(Square3, Square3)> = theirs
            .into_iter()
            .filter(|(from, to)| {
                let piece = p.piece_at(*from).unwrap();
                !(piece.role == Role::Pawn
                    && to.column.rank == p.promotion_rank(piece.color, to.column.file))
            })
            .collect();
        assert_eq!(ours, theirs, "{p:?}");
    }
}

/// E10 word for word: with the long form every pawn capture names the origin's file and
/// level ("die Ausgangslinie und die Ausgangsebene"), even where no second pawn could take;
/// the short form (E12, the sample game) names the level only where it must. Both are read.
#[test]
fn e10_long_form_names_the_origin_level_on_every_pawn_capture() {
    use ansage::tridim::notation::{PawnCaptures, write_move_as};
    let cases = [
        // E10's three examples, each pawn alone.
        (
            "Pa3W,nb4W,Kd1W,kd8S DP1w,KP1w,DP6b,KP6b w - - 0 2",
            "axb4W",
            "aWxb4W",
        ),
        (
            "Pc5S,nb6N,Kd1W,kd8S DP1w,KP1w,DP6b,KP6b w - - 0 2",
            "cxb6N",
            "cSxb6N",
        ),
        (
            "Pd4W,ne5KP5,Kb1W,kb8S DP1w,KP1w,KP5b,DP6b w - - 0 2",
            "dxe5KP5",
            "dWxe5KP5",
        ),
        // Where a second pawn on the file could take, both forms name the level.
        (
            "Pa3W,Pa3N,nb4W,Kd1W,kd8S DP1w,KP1w,DP6b,KP6b w - - 0 2",
            "aWxb4W",
            "aWxb4W",
        ),
    ];
    for (fen, short, long) in cases {
        let p = pos(fen);
        let m = one(&p, long);
        assert_eq!(one(&p, short), m, "{fen}: {short} and {long} are one move");
        assert_eq!(
            write_move_as(&p, &m, Language::GERMAN, PawnCaptures::Short),
            short
        );
        assert_eq!(
            write_move_as(&p, &m, Language::GERMAN, PawnCaptures::Long),
            long
        );
        assert_eq!(write_move(&p, &m, Language::GERMAN), short, "the default");
    }
    // En passant: the origin's level too, "e.p." after it (E10).
    let p = pos("Pb5N,pa5N,Kd1W,kd8S DP1w,KP1w,DP6b,KP6b w a6:a5N - 0 3");
    let taking: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.is_capture())
        .map(|m| write_move_as(&p, m, Language::GERMAN, PawnCaptures::Long))
        .collect();
    assert!(
        taking
            .iter()
            .any(|t| t.starts_with("bNxa6") && t.ends_with(" e.p.")),
        "{taking:?}"
    );
    // A piece's capture is written the same in both forms.
    let p = pos("Bb3W,Kc1W,kc8S,pd5N DP1w,KP1w,DP6b,KP6b w - - 0 2");
    let m = one(&p, "Lxd5N");
    assert_eq!(
        write_move_as(&p, &m, Language::GERMAN, PawnCaptures::Long),
        "Lxd5N"
    );
}

/// A record begun in E10's long form goes on in it: the game file read back keeps the form,
/// and a record in the short form stays short.
#[test]
fn a_game_file_keeps_the_form_of_its_pawn_captures() {
    use ansage::tridim::game::{Game3, read_game3};
    use ansage::tridim::notation::PawnCaptures;
    let start = pos("Pa3W,Pb2W,nb4W,Kd1W,kd8S DP1w,KP1w,DP6b,KP6b w - - 0 2");
    for form in [PawnCaptures::Short, PawnCaptures::Long] {
        let mut game = Game3::new(start.clone());
        game.pawn_captures = form;
        let m = one(&start, "aWxb4W");
        game.moves.push((m, false));
        let after = start.play_unchecked(&m);
        game.moves.push((one(&after, "Kd7S"), false));
        let text = game.to_pgn();
        let written = if form == PawnCaptures::Long {
            "aWxb4W"
        } else {
            "axb4W"
        };
        assert!(text.contains(&format!("2. {written} Kd7S")), "{text}");
        let read = read_game3(&text).expect("the file reads back");
        assert_eq!(read.pawn_captures, form, "{text}");
        assert_eq!(read.moves, game.moves);
        assert_eq!(read.to_pgn(), text);
    }
}

/// 3.1(c) and 3.5(b) where the move generator takes a short cut: a piece whose column would
/// be left empty on the line between its king and an enemy rook is pinned; with a second
/// piece on another level of that column the line stays blocked, and both may move.
#[test]
fn a_pin_across_levels_holds_only_while_the_column_would_be_emptied() {
    let pinned = pos("Kb1W,Nb3W,rb6N,kd8S DP1w,KP1w,DP6b,KP6b w - - 0 2");
    let found = moves(&pinned);
    assert!(!found.iter().any(|m| m.starts_with('S')), "{found:?}");
    let blocked_twice = pos("Kb1W,Nb3W,Pb3N,rb6N,kd8S DP1w,KP1w,DP6b,KP6b w - - 0 2");
    let found = moves(&blocked_twice);
    assert!(found.contains("Sd4N"), "{found:?}");
    assert!(found.contains("b4N"), "{found:?}");
    // Whatever the short cut decides, no legal move leaves the king in check.
    for p in [&pinned, &blocked_twice] {
        for m in p.legal_moves() {
            assert!(!p.play_unchecked(&m).in_check(shakmaty::Color::White));
        }
    }
}

/// Found by the simulated player (`tests/tridim_simulated.rs`): an en-passant capture that
/// gives check is written `bxa6N e.p.+`; the file holding it reads back (the check mark
/// stands after "e.p.", a word of its own).
#[test]
fn an_en_passant_capture_with_check_reads_back_from_the_file() {
    use ansage::tridim::game::{Game3, read_game3};
    let start = pos("Pb5N,Kd1W,kb7S,pa7S* DP1w,KP1w,DP6b,KP6b b - - 0 3");
    let mut game = Game3::new(start.clone());
    let double = one(&start, "a5N");
    let after = start.play_unchecked(&double);
    let capture = after
        .legal_moves()
        .into_iter()
        .find(|m| {
            matches!(
                m.action,
                ansage::tridim::Action::Piece {
                    en_passant: true,
                    ..
                }
            ) && after.play_unchecked(m).in_check(shakmaty::Color::Black)
        })
        .expect("an en-passant capture with check");
    game.moves.push((double, false));
    game.moves.push((capture, false));
    let text = game.to_pgn();
    assert!(text.contains(" e.p.+"), "{text}");
    let read = read_game3(&text).unwrap_or_else(|e| panic!("{e:?}: {text}"));
    assert_eq!(read.moves, game.moves);
}
