//! The arbiter (FIDE Laws articles 5, 7.4, 9): automatic ends, repetition and fifty-move
//! claims with "the same position" as 9.2 defines it, draw offers, resignation, illegal
//! moves and time.

use std::time::Duration;

use ansage::game::rules::{
    Arbiter, Claim, ClaimPenalty, ClaimVerdict, ClockAdjust, Forfeit, GameEnd, IllegalMoveVerdict,
    Mode, MoveReport, Occurrence, OfferVerdict, Rejection, RulesError,
};
use ansage::language::Language;
use ansage::notation::fen::parse_fen;
use ansage::notation::pgn::{Game, RecordedMove};
use ansage::words::messages::DrawReason;
use shakmaty::san::San;
use shakmaty::{Chess, Color, KnownOutcome, Move, Position};

fn fen(text: &str) -> Chess {
    parse_fen(text).expect("test FEN is legal")
}

fn san(position: &Chess, text: &str) -> Move {
    text.parse::<San>()
        .expect("SAN text")
        .to_move(position)
        .expect("legal SAN move")
}

/// Plays moves in SAN; returns the report of the last.
fn play(arbiter: &mut Arbiter, moves: &str) -> MoveReport {
    let mut last = None;
    for text in moves.split_whitespace() {
        let mv = san(arbiter.position(), text);
        last = Some(arbiter.play(mv).expect("move accepted"));
    }
    last.expect("at least one move")
}

fn casual() -> Arbiter {
    Arbiter::new(Chess::default(), Mode::Casual)
}

fn plies(occurrences: &[Occurrence]) -> Vec<usize> {
    occurrences.iter().map(|o| o.ply).collect()
}

fn granted(verdict: ClaimVerdict) -> ansage::game::rules::GrantedClaim {
    match verdict {
        ClaimVerdict::Granted(granted) => granted,
        ClaimVerdict::Rejected(rejected) => panic!("claim rejected: {rejected:?}"),
    }
}

fn rejected(verdict: ClaimVerdict) -> ansage::game::rules::RejectedClaim {
    match verdict {
        ClaimVerdict::Rejected(rejected) => rejected,
        ClaimVerdict::Granted(granted) => panic!("claim granted: {granted:?}"),
    }
}

// --- Threefold repetition (9.2) ---

#[test]
fn knight_shuffles_repeat_the_start_position_three_times() {
    let mut arbiter = casual();
    play(&mut arbiter, "Nf3 Nf6 Ng1 Ng8");
    assert_eq!(plies(&arbiter.occurrences()), [0, 4]);
    let verdict = rejected(arbiter.claim_draw(Claim::Repetition, None).unwrap());
    assert_eq!(
        verdict.message(Language::GERMAN),
        "Der Antrag wird abgelehnt: die Stellung stand erst zweimal auf dem Brett. \
         Die Stellung stand schon zu Beginn auf dem Brett. \
         Der Antrag gilt als Remisangebot an Schwarz."
    );
    assert!(!arbiter.is_over());
    // The rejected claim counts as a draw offer (9.1c), recorded with White's next move.
    assert_eq!(arbiter.pending_offer(), Some(Color::White));
    let report = play(&mut arbiter, "Nf3");
    assert!(report.draw_offer);
    let report = play(&mut arbiter, "Nf6");
    assert_eq!(report.declined_offer, Some(Color::White));
    let report = play(&mut arbiter, "Ng1 Ng8");
    assert_eq!(report.claimable, [Claim::Repetition]);
    let claim = granted(arbiter.claim_draw(Claim::Repetition, None).unwrap());
    assert_eq!(claim.end, GameEnd::Draw(DrawReason::ThreefoldRepetition));
    assert_eq!(claim.announced, None);
    assert_eq!(plies(&claim.earlier), [0, 4]);
    assert_eq!(
        claim.message(Language::GERMAN),
        "Remis durch dreimalige Stellungswiederholung. \
         Die Stellung stand schon zu Beginn und nach Zug zwei von Schwarz auf dem Brett."
    );
    assert_eq!(
        claim.message(Language::ENGLISH),
        "Draw by threefold repetition. \
         The position was already on the board at the start and after Black's move two."
    );
    assert_eq!(
        arbiter.end(),
        Some(GameEnd::Draw(DrawReason::ThreefoldRepetition))
    );
    assert_eq!(arbiter.end().unwrap().outcome(), KnownOutcome::Draw);
    assert_eq!(
        arbiter.play(san(arbiter.position(), "Nf3")),
        Err(RulesError::GameOver)
    );
}

#[test]
fn a_claim_with_the_announced_move_before_playing_it() {
    let mut arbiter = casual();
    play(&mut arbiter, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    // Black to move: the position on the board stood only twice (after 2.Ng1 and 4.Ng1)…
    assert_eq!(arbiter.occurrences().len(), 2);
    assert!(arbiter.claimable(None).is_empty());
    // …but after …Ng8 the start position stands for the third time (9.2a).
    let ng8 = san(arbiter.position(), "Ng8");
    assert_eq!(plies(&arbiter.occurrences_after(ng8).unwrap()), [0, 4, 8]);
    assert_eq!(arbiter.claimable(Some(ng8)), [Claim::Repetition]);
    let claim = granted(arbiter.claim_draw(Claim::Repetition, Some(ng8)).unwrap());
    assert_eq!(claim.announced, Some(ng8));
    assert_eq!(plies(&claim.earlier), [0, 4]);
    // The announced move is written, not played.
    assert_eq!(arbiter.moves().len(), 7);
    assert!(arbiter.is_over());
}

#[test]
fn a_rejected_claim_with_an_announced_move_obliges_that_move() {
    let mut arbiter = Arbiter::new(Chess::default(), Mode::Tournament);
    play(&mut arbiter, "Nf3 Nf6 Ng1");
    let ng8 = san(arbiter.position(), "Ng8");
    let claim = rejected(arbiter.claim_draw(Claim::Repetition, Some(ng8)).unwrap());
    assert_eq!(claim.claimant, Color::Black);
    assert_eq!(claim.must_play, Some(ng8));
    assert_eq!(
        claim.opponent_bonus,
        Some(ClockAdjust {
            color: Color::White,
            add: Duration::from_secs(180)
        })
    );
    assert_eq!(
        claim.claimant_penalty,
        Some(ClaimPenalty {
            color: Color::Black
        })
    );
    assert_eq!(claim.agreement, None);
    match &claim.reason {
        Rejection::NotRepeated { occurrences, .. } => assert_eq!(plies(occurrences), [0, 4]),
        other => panic!("wrong reason {other:?}"),
    }
    assert_eq!(
        claim.message(Language::GERMAN),
        "Der Antrag wird abgelehnt: nach dem angekündigten Zug stünde die Stellung erst zweimal \
         auf dem Brett. Die Stellung stand schon zu Beginn auf dem Brett. \
         Der Antrag gilt als Remisangebot an Weiß. \
         Der angekündigte Zug muss nun gespielt werden. \
         Weiß erhält drei Minuten zusätzliche Bedenkzeit. \
         Schwarz verliert die Hälfte der restlichen Bedenkzeit, höchstens drei Minuten."
    );
    // 9.5: no second claim and no other move before the announced one.
    assert_eq!(
        arbiter.claim_draw(Claim::FiftyMoves, None),
        Err(RulesError::AnnouncedMove { announced: ng8 })
    );
    let other = san(arbiter.position(), "Nc6");
    assert_eq!(
        arbiter.play(other),
        Err(RulesError::AnnouncedMove { announced: ng8 })
    );
    let report = arbiter.play(ng8).unwrap();
    assert!(
        report.draw_offer,
        "the claim's draw offer is written with the move"
    );
    assert!(arbiter.recorded_moves()[3].draw_offer);
    assert_eq!(arbiter.announced_move(), None);
    // White may accept the offer the claim made.
    assert_eq!(
        arbiter.accept_draw(Color::White),
        Ok(GameEnd::Draw(DrawReason::Agreement))
    );
}

#[test]
fn casual_rejections_cost_no_time() {
    let mut arbiter = casual();
    let claim = rejected(arbiter.claim_draw(Claim::Repetition, None).unwrap());
    assert_eq!(claim.opponent_bonus, None);
    assert_eq!(claim.claimant_penalty, None);
    assert_eq!(
        claim.message(Language::ENGLISH),
        "The claim is rejected: the position has been on the board only once. \
         The claim counts as a draw offer to Black."
    );
}

#[test]
fn the_claimants_time_after_a_rejected_claim() {
    let penalty = ClaimPenalty {
        color: Color::White,
    };
    let min = |m: u64, s: u64| Duration::from_secs(m * 60 + s);
    assert_eq!(penalty.remaining_after(min(10, 0)), min(7, 0));
    assert_eq!(penalty.remaining_after(min(4, 0)), min(2, 0));
    assert_eq!(penalty.remaining_after(min(2, 30)), min(1, 15));
    assert_eq!(penalty.remaining_after(min(2, 0)), min(1, 0));
    assert_eq!(penalty.remaining_after(min(1, 30)), min(1, 0));
    assert_eq!(penalty.remaining_after(min(0, 50)), min(0, 50));
}

#[test]
fn a_claim_while_the_opponents_offer_stands_is_an_agreement() {
    let mut arbiter = casual();
    play(&mut arbiter, "e4");
    arbiter.offer_draw(Color::White).unwrap();
    let claim = rejected(arbiter.claim_draw(Claim::FiftyMoves, None).unwrap());
    assert_eq!(claim.agreement, Some(GameEnd::Draw(DrawReason::Agreement)));
    assert_eq!(claim.must_play, None);
    assert_eq!(arbiter.end(), Some(GameEnd::Draw(DrawReason::Agreement)));
    assert_eq!(
        claim.message(Language::GERMAN),
        "Der Antrag wird abgelehnt: seit dem letzten Bauernzug oder Schlagen hat noch nicht \
         jeder Spieler gezogen. Der Antrag gilt als Remisangebot, und Weiß hatte schon Remis \
         angeboten. Remis nach Vereinbarung."
    );
}

// --- En passant and castling rights make positions differ (9.2) ---

#[test]
fn a_possible_en_passant_capture_makes_the_first_position_differ() {
    let mut arbiter = casual();
    // After 2…d5 White could take en passant on d6: that position is not repeated later.
    play(&mut arbiter, "e4 Nc6 e5 d5");
    assert!(arbiter.position().legal_ep_square().is_some());
    play(&mut arbiter, "Nf3 Nb8 Ng1 Nc6");
    assert_eq!(plies(&arbiter.occurrences()), [8]);
    play(&mut arbiter, "Nf3 Nb8 Ng1 Nc6");
    // The pieces stood so three times, but the first time differs.
    assert_eq!(plies(&arbiter.occurrences()), [8, 12]);
    let lookalikes = arbiter.lookalikes();
    assert_eq!(lookalikes.len(), 1);
    assert_eq!(lookalikes[0].occurrence.ply, 4);
    assert!(lookalikes[0].en_passant_differs());
    assert!(!lookalikes[0].castling_differs);
    let claim = rejected(arbiter.claim_draw(Claim::Repetition, None).unwrap());
    assert_eq!(
        claim.message(Language::GERMAN),
        "Der Antrag wird abgelehnt: die Stellung stand erst zweimal auf dem Brett. \
         Die Stellung stand schon nach Zug vier von Schwarz auf dem Brett. \
         Nach Zug zwei von Schwarz standen die Figuren ebenso, aber damals konnte en passant \
         geschlagen werden; das war nicht dieselbe Stellung. \
         Der Antrag gilt als Remisangebot an Schwarz."
    );
    assert_eq!(
        claim.message(Language::ENGLISH),
        "The claim is rejected: the position has been on the board only twice. \
         The position was already on the board after Black's move four. \
         After Black's move two the pieces stood the same, but an en passant capture was \
         possible then, so that was not the same position. \
         The claim counts as a draw offer to Black."
    );
    play(&mut arbiter, "Nf3 Nb8 Ng1 Nc6");
    let claim = granted(arbiter.claim_draw(Claim::Repetition, None).unwrap());
    assert_eq!(plies(&claim.earlier), [8, 12]);
}

#[test]
fn a_double_step_without_an_enemy_pawn_beside_it_counts_as_equal() {
    let mut arbiter = casual();
    // After 1.e4 no black pawn can take en passant: the position equals the one after 3.Ng1.
    play(&mut arbiter, "e4 Nf6 Ne2 Ng8 Ng1");
    assert_eq!(plies(&arbiter.occurrences()), [1, 5]);
    assert!(arbiter.lookalikes().is_empty());
    play(&mut arbiter, "Nf6 Ne2 Ng8 Ng1");
    let claim = granted(arbiter.claim_draw(Claim::Repetition, None).unwrap());
    assert_eq!(plies(&claim.earlier), [1, 5]);
    assert_eq!(
        claim.message(Language::GERMAN),
        "Remis durch dreimalige Stellungswiederholung. \
         Die Stellung stand schon nach Zug eins und drei von Weiß auf dem Brett."
    );
}

#[test]
fn an_en_passant_capture_that_would_expose_the_king_counts_as_equal() {
    // White king a5, pawn e5; black rook h5. After …d7-d5 the capture exd6 would leave both
    // pawns off the fifth rank and the king in check: it is not a possible move.
    let mut arbiter = Arbiter::new(fen("4k3/3p4/8/K3P2r/8/8/8/8 b - - 0 1"), Mode::Casual);
    play(&mut arbiter, "d5");
    assert_eq!(arbiter.position().legal_ep_square(), None);
    play(&mut arbiter, "Ka4 Rh6 Ka5 Rh5");
    assert_eq!(plies(&arbiter.occurrences()), [1, 5]);
    play(&mut arbiter, "Ka4 Rh6 Ka5 Rh5");
    let claim = granted(arbiter.claim_draw(Claim::Repetition, None).unwrap());
    assert_eq!(plies(&claim.earlier), [1, 5]);
}

#[test]
fn a_rook_move_and_return_loses_castling_rights() {
    let mut arbiter = casual();
    play(&mut arbiter, "Nf3 Nf6 Rg1 Ng8 Rh1 Nf6");
    // The pieces stand as after 1…Nf6, but White may no longer castle short.
    assert_eq!(plies(&arbiter.occurrences()), [6]);
    let lookalikes = arbiter.lookalikes();
    assert_eq!(lookalikes.len(), 1);
    assert_eq!(lookalikes[0].occurrence.ply, 2);
    assert!(lookalikes[0].castling_differs);
    assert!(!lookalikes[0].en_passant_differs());
    play(&mut arbiter, "Ng1 Ng8 Nf3 Nf6");
    let claim = rejected(arbiter.claim_draw(Claim::Repetition, None).unwrap());
    assert_eq!(
        claim.message(Language::GERMAN),
        "Der Antrag wird abgelehnt: die Stellung stand erst zweimal auf dem Brett. \
         Die Stellung stand schon nach Zug drei von Schwarz auf dem Brett. \
         Nach Zug eins von Schwarz standen die Figuren ebenso, aber damals galt ein anderes \
         Recht zu rochieren; das war nicht dieselbe Stellung. \
         Der Antrag gilt als Remisangebot an Schwarz."
    );
    play(&mut arbiter, "Ng1 Ng8 Nf3 Nf6");
    let claim = granted(arbiter.claim_draw(Claim::Repetition, None).unwrap());
    assert_eq!(plies(&claim.earlier), [6, 10]);
}

#[test]
fn a_king_move_and_return_loses_castling_rights() {
    let mut arbiter = casual();
    play(&mut arbiter, "e4 e5 Ke2 Ke7 Ke1 Ke8");
    // As after 1…e5, but neither side may castle any more: not the same position.
    assert_eq!(plies(&arbiter.occurrences()), [6]);
    assert_eq!(arbiter.lookalikes()[0].occurrence.ply, 2);
    play(&mut arbiter, "Ke2 Ke7 Ke1");
    let ke8 = san(arbiter.position(), "Ke8");
    // The announced move would bring the position about only for the second time.
    let claim = rejected(arbiter.claim_draw(Claim::Repetition, Some(ke8)).unwrap());
    match &claim.reason {
        Rejection::NotRepeated {
            occurrences,
            lookalikes,
        } => {
            assert_eq!(plies(occurrences), [6, 10]);
            assert_eq!(lookalikes.len(), 1);
            assert!(lookalikes[0].castling_differs);
        }
        other => panic!("wrong reason {other:?}"),
    }
    arbiter.play(ke8).unwrap();
    play(&mut arbiter, "Ke2 Ke7 Ke1");
    // Now the position on the board (after 3.Ke1, 5.Ke1, 7.Ke1) stands for the third time:
    // the claim holds without the announced move (9.2b).
    let ke8 = san(arbiter.position(), "Ke8");
    let claim = granted(arbiter.claim_draw(Claim::Repetition, Some(ke8)).unwrap());
    assert_eq!(claim.announced, None);
    assert_eq!(plies(&claim.earlier), [5, 9]);
}

// --- Fifty moves (9.3) ---

const FIFTY_SOON: &str = "4k3/8/8/8/8/8/8/R3K3 w - - 98 80";

#[test]
fn the_fifty_move_claim_is_rejected_at_forty_nine_moves() {
    let mut arbiter = Arbiter::new(fen(FIFTY_SOON), Mode::Casual);
    assert!(arbiter.claimable(None).is_empty());
    let claim = rejected(arbiter.claim_draw(Claim::FiftyMoves, None).unwrap());
    assert_eq!(claim.reason, Rejection::TooFewMoves { halfmoves: 98 });
    assert_eq!(
        claim.message(Language::GERMAN),
        "Der Antrag wird abgelehnt: seit dem letzten Bauernzug oder Schlagen hat jeder Spieler \
         erst neunundvierzig Züge gemacht, nicht fünfzig. \
         Der Antrag gilt als Remisangebot an Schwarz."
    );
    assert_eq!(
        claim.message(Language::ENGLISH),
        "The claim is rejected: each player has made only forty-nine moves since the last pawn \
         move or capture, not fifty. The claim counts as a draw offer to Black."
    );
    // White's move leaves 49 moves for Black: still not enough.
    let mut arbiter = Arbiter::new(fen(FIFTY_SOON), Mode::Casual);
    let ra2 = san(arbiter.position(), "Ra2");
    let claim = rejected(arbiter.claim_draw(Claim::FiftyMoves, Some(ra2)).unwrap());
    assert_eq!(claim.reason, Rejection::TooFewMoves { halfmoves: 99 });
    assert_eq!(
        claim.message(Language::GERMAN),
        "Der Antrag wird abgelehnt: nach dem angekündigten Zug hätte jeder Spieler seit dem \
         letzten Bauernzug oder Schlagen erst neunundvierzig Züge gemacht, nicht fünfzig. \
         Der Antrag gilt als Remisangebot an Schwarz. \
         Der angekündigte Zug muss nun gespielt werden."
    );
    // An announced pawn move starts the count again.
    let mut arbiter = Arbiter::new(fen("4k3/8/8/8/8/8/4P3/R3K3 w - - 98 80"), Mode::Casual);
    let e3 = san(arbiter.position(), "e3");
    let claim = rejected(arbiter.claim_draw(Claim::FiftyMoves, Some(e3)).unwrap());
    assert_eq!(
        claim.message(Language::ENGLISH),
        "The claim is rejected: the announced move is itself a pawn move or a capture. \
         The claim counts as a draw offer to Black. The announced move must now be played."
    );
}

#[test]
fn the_fifty_move_claim_is_granted_at_exactly_fifty_moves() {
    // After the position arose (9.3b).
    let mut arbiter = Arbiter::new(fen(FIFTY_SOON), Mode::Casual);
    let report = play(&mut arbiter, "Ra2 Kd8");
    assert_eq!(arbiter.position().halfmoves(), 100);
    assert_eq!(report.claimable, [Claim::FiftyMoves]);
    let claim = granted(arbiter.claim_draw(Claim::FiftyMoves, None).unwrap());
    assert_eq!(claim.end, GameEnd::Draw(DrawReason::FiftyMoves));
    assert_eq!(
        claim.message(Language::GERMAN),
        "Remis: fünfzig Züge ohne Bauernzug und ohne Schlagen."
    );

    // Before the move, with the move written (9.3a).
    let mut arbiter = Arbiter::new(fen(FIFTY_SOON), Mode::Casual);
    play(&mut arbiter, "Ra2");
    let kd8 = san(arbiter.position(), "Kd8");
    let claim = granted(arbiter.claim_draw(Claim::FiftyMoves, Some(kd8)).unwrap());
    assert_eq!(claim.announced, Some(kd8));
}

// --- Automatic ends: fivefold repetition, 75 moves, checkmate, stalemate ---

#[test]
fn the_fifth_repetition_ends_the_game() {
    let mut arbiter = casual();
    play(
        &mut arbiter,
        "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8",
    );
    assert_eq!(arbiter.occurrences().len(), 4);
    assert!(!arbiter.is_over());
    let report = play(&mut arbiter, "Nf3 Nf6 Ng1 Ng8");
    assert_eq!(
        report.end,
        Some(GameEnd::Draw(DrawReason::FivefoldRepetition))
    );
    assert_eq!(
        report.sentences(Language::GERMAN),
        ["Remis: Die Stellung steht zum fünften Mal auf dem Brett."]
    );
    assert_eq!(
        arbiter.claim_draw(Claim::Repetition, None),
        Err(RulesError::GameOver)
    );
}

#[test]
fn seventy_five_moves_end_the_game() {
    let mut arbiter = Arbiter::new(fen("4k3/8/8/8/8/8/8/R3K3 w - - 148 80"), Mode::Casual);
    play(&mut arbiter, "Ra2");
    assert!(!arbiter.is_over());
    let report = play(&mut arbiter, "Kd8");
    assert_eq!(
        report.end,
        Some(GameEnd::Draw(DrawReason::SeventyFiveMoves))
    );
    assert_eq!(
        report.end.unwrap().message(Language::ENGLISH),
        "Draw: seventy-five moves without a pawn move and without a capture."
    );
}

#[test]
fn checkmate_on_the_seventy_fifth_move_wins() {
    let mut arbiter = Arbiter::new(fen("k7/8/1K6/8/8/8/8/7R w - - 149 100"), Mode::Casual);
    let report = play(&mut arbiter, "Rh8#");
    assert_eq!(
        report.end,
        Some(GameEnd::Checkmate {
            winner: Color::White
        })
    );
    assert_eq!(
        report.end.unwrap().message(Language::GERMAN),
        "Schachmatt. Weiß gewinnt."
    );
}

#[test]
fn fools_mate_and_a_stalemate() {
    let mut arbiter = casual();
    let report = play(&mut arbiter, "f3 e5 g4 Qh4#");
    assert_eq!(
        report.end,
        Some(GameEnd::Checkmate {
            winner: Color::Black
        })
    );
    let mut arbiter = Arbiter::new(fen("k7/8/8/8/8/8/5Q2/K7 w - - 0 1"), Mode::Casual);
    let report = play(&mut arbiter, "Qb6");
    assert_eq!(report.end, Some(GameEnd::Draw(DrawReason::Stalemate)));
    assert_eq!(
        report.sentences(Language::GERMAN),
        ["Patt. Die Partie ist remis."]
    );
}

// --- Dead positions: insufficient material (5.2b) ---

#[test]
fn king_against_king_after_a_capture() {
    let mut arbiter = Arbiter::new(fen("4k3/8/8/8/8/8/4q3/4K3 w - - 0 1"), Mode::Casual);
    let report = play(&mut arbiter, "Kxe2");
    assert_eq!(
        report.end,
        Some(GameEnd::Draw(DrawReason::InsufficientMaterial))
    );
    assert_eq!(
        report.sentences(Language::GERMAN),
        ["Remis: Keine Seite kann mehr mattsetzen."]
    );
}

#[test]
fn insufficient_material_ends_the_game() {
    for dead in [
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",    // K v K
        "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1",  // KB v K
        "4k3/8/8/8/8/8/8/1N2K3 b - - 0 1",  // KN v K
        "2b1k3/8/8/8/8/8/8/3BK3 w - - 0 1", // KB v KB, both bishops on light squares (c8, d1)
    ] {
        let arbiter = Arbiter::new(fen(dead), Mode::Casual);
        assert_eq!(
            arbiter.end(),
            Some(GameEnd::Draw(DrawReason::InsufficientMaterial)),
            "{dead}"
        );
    }
    for alive in [
        "2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1", // bishops on opposite colours (c8 light, c1 dark)
        "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1",  // the bishop pair
        "4k3/8/8/8/8/8/8/1N2Kn2 w - - 0 1",  // KN v KN: a helpmate exists
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",   // a pawn
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",    // a rook
    ] {
        let arbiter = Arbiter::new(fen(alive), Mode::Casual);
        assert_eq!(arbiter.end(), None, "{alive}");
    }
}

// --- Draw offers (9.1) ---

#[test]
fn a_draw_offer_accepted() {
    let mut arbiter = casual();
    play(&mut arbiter, "e4");
    let verdict = arbiter.offer_draw(Color::White).unwrap();
    assert_eq!(verdict, OfferVerdict::Pending { by: Color::White });
    assert_eq!(verdict.message(Language::GERMAN), "Weiß bietet Remis an.");
    assert!(arbiter.recorded_moves()[0].draw_offer, "(=) with 1.e4");
    assert_eq!(
        arbiter.offer_draw(Color::White),
        Err(RulesError::AlreadyOffered)
    );
    assert_eq!(arbiter.accept_draw(Color::White), Err(RulesError::NoOffer));
    let end = arbiter.accept_draw(Color::Black).unwrap();
    assert_eq!(end, GameEnd::Draw(DrawReason::Agreement));
    assert_eq!(end.message(Language::GERMAN), "Remis nach Vereinbarung.");
    assert_eq!(end.draw_reason(), Some(DrawReason::Agreement));
}

#[test]
fn a_draw_offer_declined_by_moving() {
    let mut arbiter = casual();
    play(&mut arbiter, "e4");
    arbiter.offer_draw(Color::White).unwrap();
    let report = play(&mut arbiter, "e5");
    assert_eq!(report.declined_offer, Some(Color::White));
    assert_eq!(
        report.sentences(Language::GERMAN),
        ["Schwarz hat gezogen und damit das Remisangebot abgelehnt."]
    );
    assert_eq!(arbiter.pending_offer(), None);
    assert_eq!(arbiter.accept_draw(Color::Black), Err(RulesError::NoOffer));
    assert!(!arbiter.recorded_moves()[1].draw_offer);
}

#[test]
fn a_draw_offer_declined_in_words_and_a_counter_offer() {
    let mut arbiter = casual();
    play(&mut arbiter, "d4");
    arbiter.offer_draw(Color::White).unwrap();
    arbiter.decline_draw(Color::Black).unwrap();
    assert_eq!(arbiter.pending_offer(), None);
    assert_eq!(arbiter.decline_draw(Color::Black), Err(RulesError::NoOffer));
    // An offer made before one's move is written with that move.
    arbiter.offer_draw(Color::Black).unwrap();
    let report = play(&mut arbiter, "d5");
    assert!(report.draw_offer);
    assert!(arbiter.draw_offered_with(1));
    assert_eq!(arbiter.pending_offer(), Some(Color::Black));
    // Offering while the opponent's offer stands is agreeing.
    let verdict = arbiter.offer_draw(Color::White).unwrap();
    assert_eq!(
        verdict,
        OfferVerdict::Agreed(GameEnd::Draw(DrawReason::Agreement))
    );
}

#[test]
fn a_game_record_with_a_draw_offer_on_its_last_move() {
    let mut game = Game::new();
    let mut position = Chess::default();
    for (text, offer) in [("e4", false), ("e5", true)] {
        let played = san(&position, text);
        position.play_unchecked(played);
        game.moves.push(RecordedMove {
            draw_offer: offer,
            ..RecordedMove::new(played)
        });
    }
    let mut arbiter = Arbiter::from_game(&game, Mode::Casual).unwrap();
    assert_eq!(arbiter.pending_offer(), Some(Color::Black));
    assert_eq!(arbiter.recorded_moves(), game.moves);
    assert!(arbiter.accept_draw(Color::White).is_ok());

    // A record going on after checkmate.
    let mut game = Game::new();
    let mut position = Chess::default();
    for text in ["f3", "e5", "g4", "Qh4#"] {
        let played = san(&position, text);
        position.play_unchecked(played);
        game.moves.push(RecordedMove::new(played));
    }
    let mut more = game.clone();
    more.moves.push(game.moves[0].clone());
    assert_eq!(
        Arbiter::from_game(&more, Mode::Casual).unwrap_err(),
        RulesError::MovesAfterEnd { ply: 4 }
    );
    assert!(Arbiter::from_game(&game, Mode::Casual).unwrap().is_over());
}

// --- Resignation (5.1b) ---

#[test]
fn resignation_loses() {
    let mut arbiter = casual();
    play(&mut arbiter, "e4 e5");
    let end = arbiter.resign(Color::White).unwrap();
    assert_eq!(
        end,
        GameEnd::Resignation {
            winner: Color::Black
        }
    );
    assert_eq!(
        end.message(Language::GERMAN),
        "Weiß gibt auf. Schwarz gewinnt."
    );
    assert_eq!(end.message(Language::ENGLISH), "White resigns. Black wins.");
    assert_eq!(
        end.outcome(),
        KnownOutcome::Decisive {
            winner: Color::Black
        }
    );
    assert_eq!(arbiter.resign(Color::Black), Err(RulesError::GameOver));
    assert_eq!(arbiter.offer_draw(Color::Black), Err(RulesError::GameOver));
}

// --- Illegal moves (7.4b) and time (6.10) ---

#[test]
fn illegal_moves_cost_two_minutes_and_the_third_loses() {
    let mut arbiter = Arbiter::new(Chess::default(), Mode::Tournament);
    let first = arbiter.illegal_move(Color::White).unwrap();
    let two_minutes = ClockAdjust {
        color: Color::Black,
        add: Duration::from_secs(120),
    };
    assert_eq!(
        first,
        IllegalMoveVerdict::TimeToOpponent {
            offender: Color::White,
            count: 1,
            adjust: two_minutes
        }
    );
    assert_eq!(
        first.message(Language::GERMAN).unwrap(),
        "Erster unzulässiger Zug von Weiß: Schwarz erhält zwei Minuten zusätzliche Bedenkzeit."
    );
    // The count is per player.
    let black = arbiter.illegal_move(Color::Black).unwrap();
    assert!(matches!(
        black,
        IllegalMoveVerdict::TimeToOpponent { count: 1, adjust, .. } if adjust.color == Color::White
    ));
    let second = arbiter.illegal_move(Color::White).unwrap();
    assert_eq!(
        second,
        IllegalMoveVerdict::TimeToOpponent {
            offender: Color::White,
            count: 2,
            adjust: two_minutes
        }
    );
    assert_eq!(
        second.message(Language::ENGLISH).unwrap(),
        "White's second illegal move: Black gets two extra minutes. \
         The next illegal move loses the game."
    );
    assert_eq!(arbiter.illegal_moves(Color::White), 2);
    assert_eq!(arbiter.illegal_moves(Color::Black), 1);
    let third = arbiter.illegal_move(Color::White).unwrap();
    let end = GameEnd::Forfeit {
        offender: Color::White,
        cause: Forfeit::IllegalMoves,
        drawn: false,
    };
    assert_eq!(third, IllegalMoveVerdict::GameOver(end));
    assert_eq!(end.winner(), Some(Color::Black));
    assert_eq!(
        third.message(Language::GERMAN).unwrap(),
        "Dritter unzulässiger Zug von Weiß. Schwarz gewinnt."
    );
    assert_eq!(arbiter.end(), Some(end));
}

#[test]
fn a_third_illegal_move_draws_when_the_opponent_cannot_mate() {
    let mut arbiter = Arbiter::new(fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), Mode::Tournament);
    for _ in 0..2 {
        arbiter.illegal_move(Color::White).unwrap();
    }
    let third = arbiter.illegal_move(Color::White).unwrap();
    let IllegalMoveVerdict::GameOver(end) = third else {
        panic!("not over: {third:?}");
    };
    assert_eq!(end.winner(), None);
    assert_eq!(end.draw_reason(), Some(DrawReason::CannotBeMated));
    assert_eq!(
        end.message(Language::GERMAN),
        "Dritter unzulässiger Zug von Weiß, aber Schwarz kann nicht mehr mattsetzen. \
         Die Partie ist remis."
    );
}

#[test]
fn casual_games_do_not_count_illegal_moves() {
    let mut arbiter = casual();
    for _ in 0..5 {
        let verdict = arbiter.illegal_move(Color::White).unwrap();
        assert_eq!(verdict, IllegalMoveVerdict::NotCounted);
        assert_eq!(verdict.message(Language::GERMAN), None);
    }
    assert!(!arbiter.is_over());
    assert_eq!(arbiter.illegal_moves(Color::White), 0);
}

#[test]
fn time_forfeit_loses_unless_the_opponent_cannot_mate() {
    let mut arbiter = casual();
    let end = arbiter.time_forfeit(Color::Black).unwrap();
    assert_eq!(end.winner(), Some(Color::White));
    assert_eq!(
        end.message(Language::GERMAN),
        "Die Zeit von Schwarz ist abgelaufen. Weiß gewinnt."
    );
    let mut arbiter = Arbiter::new(fen("4k3/4p3/8/8/8/8/8/1N2K3 w - - 0 1"), Mode::Casual);
    let end = arbiter.time_forfeit(Color::Black).unwrap();
    // The knight could mate with the help of the black pawn.
    assert_eq!(end.winner(), Some(Color::White));
    let mut arbiter = Arbiter::new(fen("4k3/4p3/8/8/8/8/8/4K3 w - - 0 1"), Mode::Casual);
    let end = arbiter.time_forfeit(Color::Black).unwrap();
    assert_eq!(end.winner(), None);
    assert_eq!(
        end.message(Language::ENGLISH),
        "Black has run out of time, but White can no longer checkmate. The game is drawn."
    );
}

#[test]
fn illegal_moves_and_errors_in_words() {
    let mut arbiter = casual();
    let bad = san(arbiter.position(), "e4");
    play(&mut arbiter, "e4");
    let error = arbiter.play(bad).unwrap_err();
    assert_eq!(error, RulesError::IllegalMove(bad));
    assert_eq!(
        error.message(Language::GERMAN),
        "Dieser Zug ist in der Stellung nicht möglich."
    );
    assert_eq!(
        arbiter.claim_draw(Claim::Repetition, Some(bad)),
        Err(RulesError::IllegalMove(bad))
    );
}
