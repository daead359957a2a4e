# What the terminal program says (src/ui/app.rs): the game file, settings changed in play,
# resuming a game, the engine's review. Each id has its twin in every other language folder,
# with the same arguments.

terminal-tape-game-title = Game
terminal-voices = There are { $count } voices: { $some }.
terminal-voices-many = There are { $count } voices, for example: { $some }. Choose one with voice and its name.
terminal-microphone-not-listening = The microphone is not listening. The microphone test needs ansage play --voice; ansage devices lists the microphones.
terminal-engine-failed-type-move = { $error } Type the move for { $side } yourself, or quit.
terminal-stranded = No engine moves for { $side } any more, and no one types moves; the game stops here, unfinished. ansage play --resume continues it.
terminal-game-number-prompt = Game number>{ " " }
# What answers the list of waiting games with a new game (in small letters).
terminal-new-game-words = new, new game, neu, neue partie
# "after two half-moves", "twelve half-moves" ($case is dative after German "nach").
terminal-half-moves = { $case ->
   *[other] { $n ->
        [one] one half-move
       *[other] { $count } half-moves
    }
}
terminal-continues = The interrupted game continues, after { $moves }.
terminal-last-move = Last: { $line }
terminal-to-move = { $side } to move.
terminal-repeats = { $side } repeats that move.
terminal-clocks-stand = The clocks stand; they run again with the next move or with resume clock.
terminal-game-loaded = Game { $number } loaded from { $path }, after { $moves }.
terminal-engine-player = { $program }, level { $level }
terminal-window-too-small = The window is too small for the board; it needs at least { $columns } columns and { $rows } rows.
terminal-autosave-failed = The game cannot be saved to { $path }, { $reason }. Say save and another file name; otherwise it is shown at the end.
terminal-save-where = Where to? Say save and a file name, for example: save game.pgn
terminal-saved-kept = Game saved to { $path }; it is kept there after every move.
terminal-save-failed = The game could not be saved to { $path }, { $reason }. Please name another file.
terminal-speech-limit = That is the limit. { $settings }
terminal-board-view = { $on ->
    [yes] Board view on.
   *[no] Board view off.
}
terminal-style-now = { $style ->
    [short] Announcements now short: { $example }.
    [long] Announcements now long: { $example }.
   *[verbose] Announcements now verbose: with the origin square and the piece taken.
}
terminal-say-pawn-now = { $on ->
    [yes] Pawn moves now name the pawn: { $example }.
   *[no] Pawn moves without the word pawn: { $example }.
}
# $words is the code of the language whose words announce moves.
terminal-words-now = { $words ->
    [de] Announcements in the German words: Springer Felix drei.
    [en] Announcements in the English words: Knight Felix three.
   *[other] Announcements in the words of the language { $words }.
}
terminal-read-aloud-now = { $on ->
    [yes] Read aloud on: the move list, the FEN and the scoresheet at the end are spoken.
   *[no] Read aloud off: the move list, the FEN and the scoresheet at the end are only shown.
}
terminal-settings-unchanged = No setting was changed in this game; { $path } stays as it is.
terminal-settings-saved = Settings saved to { $path }.
terminal-voice-name-invalid = A voice name is made of letters, digits and signs like + or -, for example de+f3.
terminal-no-voices = { $speaker } names no voices; the voice stays as it is.
terminal-unknown-voice = I do not know the voice { $name }. There are for example: { $some }.
terminal-default-voice = default
terminal-voice-now = Voice now { $voice }.
terminal-saved-to = Game saved to { $path }.
terminal-save-failed-here-it-is = The game could not be saved to { $path }, { $reason }. Here it is:
terminal-the-game = The game:
terminal-kept-again = The game is kept in { $path } again.
terminal-not-pgn = { $path } is not a readable PGN file; so that nothing is lost, I do not write into it. Please name another file.
terminal-file-holds-games = { $path } already holds { $n ->
    [one] one game; this game goes after it
   *[other] { $n } games; this game goes after them
}.
terminal-cannot-write = I cannot write to { $path }: { $reason }.
terminal-file-in-use = { $holder } is writing a game to { $path } now; two games in one file would lose one. Name another file.
terminal-review-no-mistakes = No big mistakes: no move cost more than a pawn.
terminal-review-mistake = { $number }, { $played }: { $cost }; { $best } was better.
terminal-review-cost-game = That cost the game
terminal-review-cost = It lost about { $amount }
# One waiting game in the list --resume offers: "Two: Anna Blind against stockfish, level 2,
# begun on 24.11.2026 at 14:59 UTC, twelve half-moves, adjourned."
terminal-waiting-game = { CAPITAL($number) }: { $three_d ->
    [yes] 3D game,{" "}
   *[no] {""}
}{ $white } against { $black }, begun on { $date } at { $time } UTC, { $moves }, { $adjourned ->
    [yes] adjourned
   *[no] interrupted
}.
terminal-engine-seat = { $side } (the engine)
terminal-settings-3d = Language English. A 3D move is always announced whole. Speech { $speaker }: { $speech } Read lists aloud { $read-aloud ->
    [yes] on
   *[no] off
}. Board view { $board ->
    [yes] on
   *[no] off
}.
terminal-settings = Language English. Announcements { $style ->
    [short] short
    [long] long
   *[verbose] verbose
}, { $words ->
    [de] in German words
    [en] in English words
   *[other] in the words of the language { $words }
}, pawn moves { $pawn ->
    [yes] with the word Bauer
   *[no] without the word Bauer
}. Speech { $speaker }: { $speech } Read lists aloud { $read-aloud ->
    [yes] on
   *[no] off
}. Board view { $board ->
    [yes] on
   *[no] off
}.
