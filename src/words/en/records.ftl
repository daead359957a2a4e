# The game's records (records/): long-hand, braille and tape (FIDE Appendix F, F2.5).

## The long-hand record in words

# "White: Adolf Anderssen." — one tag of the heading line.
record-tag = { $tag ->
    [white] White
    [black] Black
    [event] Event
    [site] Site
    [date] Date
    [round] Round
   *[result] Result
}: { $value }.
record-result = { $result ->
    [white] White wins
    [black] Black wins
   *[draw] Draw
}
record-start = Start position: { $board }
record-start-chess960 = Chess960. Start position: { $board }
# A game that starts with Black's move: "10. Black:"
record-black-first = { $number }. { $side }:
record-draw-offered = (draw offered)
record-month = { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
}
# "21 June 1851"
record-date-day = { $day } { record-month } { $year }
record-date-month = { record-month } { $year }

## The tape's cue sheet: the titles of its parts

record-title = { $what ->
    [game] Game
    [start] Start position
    [result] Result
    [claim] Claim
    [reconciled] Boards set right
    [correction] Correction
    [take-back] Take-back
    [draw-offer] Draw offer
    [repetition] Repetition
   *[announcement] Announcement
}
record-title-game-number = Game { $number }

## What went wrong with a record

record-braille-missing = Braille needs liblouis (lou_translate); install it with make setup or apt-get install liblouis-bin liblouis-data.
record-braille-failed = liblouis could not translate the game into braille ({ $detail }); check that liblouis-data is installed.
record-braille-unwritable = The braille record cannot be written to { $path }, { $reason }; name another file next time.
record-no-player = There is no program to play sound (pw-play, paplay, aplay or play); install one, for example with apt-get install alsa-utils. Until then ansage only shows what was said.
record-player-failed = Playing with { $player } failed ({ $detail }); check the sound output with ansage doctor.
record-tape-speech = { $problem }
record-tape-sound = The spoken recording could not be read ({ $detail }); check espeak-ng with ansage doctor.
record-tape-existing = { $path } cannot be used for the tape ({ $detail }); please name another file.
record-tape-locked = { $known ->
    [yes] Another ansage (process { $pid })
   *[no] Another ansage
} is recording onto the tape { $path } now; two recordings on one tape would spoil it. Name another file.
record-tape-in-the-way = { $path } is there already and is no tape of ansage's, with its cue sheet, that could be continued; so that nothing is overwritten, name another file.
record-tape-not-a-tape = { $path } is not a tape ansage can read ({ $detail }); name a tape ansage recorded, with its cue sheet, or another file for a new tape.
record-tape-no-cue-sheet = The cue sheet { $path } with the marks is missing; ansage writes it beside every tape.
record-tape-write = Cannot write { $path }, { $reason }; please name another file.

## The braille record: its table, its lock, characters it cannot write

record-braille-table-missing = The braille table for this language is missing; install it with apt-get install liblouis-data.
record-braille-untranslatable = liblouis could not translate the game into braille; check ansage doctor and report the game as a bug.
record-braille-locked = The braille record { $path } is being written by { $holder }; two games in one file would destroy each other. Name another file.
record-braille-spelt = { $count ->
    [one] One character does not exist in this braille table; the record gives its code: { $characters }.
   *[other] { $count } characters do not exist in this braille table; the record gives their codes: { $characters }.
}
record-tape-link = { $path } is a symbolic link; ansage records only into a file of its own, so that nothing the link points to is overwritten. Name the file itself or another file.
record-tape-finishing = The tape is being finished, one moment please.
record-tape-lost = The tape { $path } lacks what could not be recorded: { $parts }.
record-tape-made-up = The tape { $path } lacked what was not recorded before the interruption; it is recorded now: { $parts }.
