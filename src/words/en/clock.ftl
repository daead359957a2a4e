# The chess clock (FIDE article 6, Appendix F2.9d): flag falls, alarms, refusals, the times
# on request and the time control in words (game::clock).

## The flag and the alarms

clock-time-up = { $side }'s time has run out.
clock-alarm = { $side } has { $time } left.
clock-flag-lost = { $flagged }'s time has run out. { $winner } wins.
clock-flag-drawn = { $flagged }'s time has run out, but { $other } cannot checkmate any more. The game is drawn.

## Refusals

clock-not-started = The clock has not been started yet.
clock-already-started = The clock has already been started.
clock-paused = The clocks are stopped. Resume them first.
clock-not-paused = The clocks are not stopped.
clock-stopped = The game is over; the clocks are stopped.
clock-not-tournament = Only the arbiter in tournament mode may change the times (ansage play --tournament).
clock-unknown-ply = No clock times are recorded for ply { $ply }.

## Both times on request: "White: twelve minutes, two moves to the time control; Black: …"

clock-times = { $sides }.
clock-side = { $side }: { $time }
clock-side-to-control = { $side }: { $time }, { $moves } to the time control
clock-are-stopped = The clocks are stopped.
clock-moves = { $n ->
    [one] one move
   *[other] { $words } moves
}

## A time in its units ($case is for languages that bend the words after a preposition)

clock-unit-hours = { $case ->
   *[other] { $n ->
        [one] one hour
       *[other] { $words } hours
    }
}
clock-unit-minutes = { $case ->
   *[other] { $n ->
        [one] one minute
       *[other] { $words } minutes
    }
}
clock-unit-seconds = { $case ->
   *[other] { $n ->
        [one] one second
       *[other] { $words } seconds
    }
}
clock-unit-tenths = { $seconds } point { $tenths } seconds

## The time control: "forty moves in ninety minutes plus thirty seconds a move, then thirty
## minutes for the rest of the game"

control-whole-game = { $time } for the whole game
control-rest = { $time } for the rest of the game
control-moves = { $moves } in { $time }
control-increment = plus { $time } a move
control-delay = with { $time } delay a move
# The last period, when it has a move count, is repeated.
control-repeated = { $period }, repeated
control-then = { $first }, then { $rest }

## A time control that cannot be read; the examples follow every error but the alarm's

control-error-empty = No time control was given.
control-error-character = The character { $character } does not belong in a time control.
control-error-unexpected = I do not understand { $text } at this place.
control-error-missing-time = A time is missing after { $after }.
control-error-too-large = The number { $number } is too large.
control-error-bad-move-count = { $number } is not a move count: a period needs a whole number of moves, at least one.
control-error-first-no-time = The first period gives no time. Give a time above zero.
control-error-no-time = Period { $period } gives no time, neither base time nor bonus.
control-error-rest-not-last = Period { $period } has no move count, so it is for the rest of the game, but another period follows. Put the move count before it with a slash, for example 40/90, and write decimals with a point, for example 1.5.
control-error-two-bonuses = A period has either an increment (plus) or a delay (d), not both and not twice.
control-error-zero-alarm = An alarm at zero minutes would come too late. Give for example 5, 1 for alarms at five minutes and one minute.
control-examples = Examples: 90 (ninety minutes for the whole game), 90+30 (with thirty seconds a move), 5d3 (five minutes with a three-second delay), 40/90+30, 30+30 (forty moves in ninety minutes, then thirty minutes).
