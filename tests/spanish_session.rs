//! A Spanish game as a blind player meets it: `ansage play --lang es` in a real
//! pseudo-terminal (TERM=dumb), against the real Stockfish at level 1, heard through the
//! stand-in espeak-ng of `support::pty` that takes as long as real speech. The greeting, a
//! move typed in Spanish SAN, the engine's answer, a take-back asked and confirmed with "sí",
//! and a resignation confirmed with "sí" are all said in Spanish, on the screen and aloud.

mod support;

use support::pty::{Pty, require_speech_tools};

#[test]
fn a_spanish_game_against_stockfish_is_shown_and_spoken_in_spanish() {
    require_speech_tools();
    assert!(
        std::path::Path::new("/usr/games/stockfish").exists(),
        "Stockfish is missing; install it with make setup"
    );
    let args = [
        "--lang",
        "es",
        "--speech",
        "espeak",
        "--black",
        "engine",
        "--engine",
        "/usr/games/stockfish",
        "--engine-level",
        "1",
    ];
    let mut pty = Pty::start("spanish", "dumb", &args, &[]);
    pty.wait_for("Partida nueva. Juegan Blancas");
    pty.wait_until_spoken("Partida nueva");

    // Spanish SAN: C is the knight. The move is announced with Appendix F's words (F2.1),
    // which Spanish keeps unless the player chooses --words es.
    pty.line("Cf3");
    pty.wait_for("Jugada uno, Blancas: Springer Felix drei (Cf3)");
    pty.wait_until_spoken("Jugada uno, Blancas");
    pty.wait_for("Jugada uno, Negras");

    pty.line("deshacer");
    pty.wait_for("Sí o no");
    pty.line("sí");
    pty.wait_for("Deshecho");
    pty.wait_until_spoken("Deshecho");

    pty.line("abandonar");
    pty.wait_for("¿Abandonar de verdad?");
    pty.line("sí");
    pty.wait_for("abandonan");
    pty.wait_until_spoken("Blancas abandonan");

    let text = pty.text();
    for english_or_german in [
        "New game",
        "Neue Partie",
        "Move one",
        "Zug eins",
        "Yes or no",
    ] {
        assert!(
            !text.contains(english_or_german),
            "{english_or_german:?} in a Spanish game:\n{text}"
        );
    }
    pty.line("salir");
    pty.wait_for_exit();
}
