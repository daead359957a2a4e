# Playing a recorded tape (src/replay/tape.rs, src/ui/tape_replay.rs). Each id has its twin
# in every other language folder, with the same arguments.

tape-greeting = Tape { $name }: { $n ->
    [one] one part
   *[other] { $count } parts
}, { $length }.
tape-how-to-play = Play with Enter or next, back with back, to a move with move and its number, help for all commands.
tape-prompt-start = Start>{ " " }
tape-unknown-command = That is not a command for playing a tape; help names the commands.
tape-move-not-on-tape = Move { $count }, { $side }, is not on this tape.
tape-only-what-was-said = A tape has only what was said; for the board and questions about the position, replay the game's PGN file.
tape-at-end = The tape is at its end; back, or move and a number, play a move again.
tape-at-start = Start of the tape; Enter plays the first part.
tape-where-start = At the start of the tape, before { $total } parts.
# Shown with the part's title (notation), spoken with its words.
tape-where = Part { $number } of { $total }, { $title }, after { $when }.
    .spoken = Part { $number } of { $total }, after { $when }: { $heard }
tape-no-heading = This tape does not name the game.
tape-no-microphone = ansage does not listen to the microphone while a tape plays, as it would hear the tape itself; please type the commands.
# "three minutes twenty-nine seconds", "twelve seconds", "one minute".
tape-length = { $minutes ->
    [0] { $seconds ->
        [one] one second
       *[other] { $seconds-words } seconds
    }
   *[other] { $minutes ->
        [one] one minute
       *[other] { $minutes-words } minutes
    }{ $seconds ->
        [0] { "" }
        [one] { " " }one second
       *[other] { " " }{ $seconds-words } seconds
    }
}
