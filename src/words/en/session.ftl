# ansage's English texts (Project Fluent). Each id has its German twin in de.ftl; the tests
# check that both files hold the same ids. `.spoken` is the form for the voice where it
# differs from the form on screen: notation in brackets is shown, not spoken.

## Moves (FIDE Appendix F, F2.1; Appendix E)

# "Move twelve, Black"
move-number = Move { $number }, { $side }
# "Move one, White: Pawn Eva four (e4)."
move-line = Move { $count }, { $side }: { $words } ({ $san }).
    .spoken = Move { $count }, { $side }: { $words }.
# In a list of moves: "Move twelve, Black, Knight Felix six"
move-in-list = { $number }, { $words }
# Between the last two of a list: "A and B"
list-and = { " " }and{ " " }
# Phrases joined (phrase::Join): sentences, a list with commas or semicolons, lines.
join-sentences = { " " }
join-comma = ,{ " " }
join-semicolon = ;{ " " }
join-lines = { "\u000A" }
# The joined phrases themselves, and text that is the same in every language.
joined = { $items }
verbatim = { $text }

## Replay

position-after = Position after move { $count }, { $side }: { $words } ({ $san }).
    .spoken = Position after move { $count }, { $side }: { $words }.
start-position = Starting position.

## Taking back and correcting (F2.6)

taken-back = Taken back: { $moves }. { $to-move } to move.
end-taken-back = The end of the game is taken back; it goes on. { $to-move } to move.
correction = Correction: { $words } does not count. { $mover } announces the move again.

## Draws (article 9.1)

draw-offered = { $side } offers a draw.

## The end of the game (articles 5, 9)

checkmate-wins = Checkmate. { $winner } wins.
draw = Draw.
game-in-progress = The game is still in progress.
draw-stalemate = Stalemate. The game is drawn.
draw-insufficient-material = Draw: neither side can checkmate any more.
draw-agreement = Draw by agreement.
draw-threefold-repetition = Draw by threefold repetition.
draw-fifty-moves = Draw: fifty moves without a pawn move and without a capture.
draw-fivefold-repetition = Draw: the position is on the board for the fifth time.
draw-seventy-five-moves = Draw: seventy-five moves without a pawn move and without a capture.
draw-cannot-be-mated = Draw: the opponent can no longer checkmate.

## The game at the keyboard

greeting = New game. { $side } to move. Type moves, for example e4 or Nf3. Type help for help, quit to stop.
greeting-set-up = New game from the given position. { $side } to move. Read board reads the position. Type help for help, quit to stop.
prompt-over = Game over>{ " " }
prompt-confirm = Yes or no>{ " " }
prompt-repeats = { $side } repeats>{ " " }
prompt-engine-thinks = { $side }, the engine thinks>{ " " }
prompt-turn = { $side }>{ " " }
nothing-to-take-back = There is no move to take back.
no-move-yet = No move played yet.

## Repetition and claims (F2.1, articles 9.2, 9.3)

repeated = Repeated: { $words }.
advance-move-dropped = The opponent's move given in advance is dropped; they give it again after the new announcement.

may-claim = { $side } may claim { $claims }; say claim draw.
list-or = { " " }or{ " " }

## The terminal program

alarms-without-clock = Alarm times are set, but the game has no clock; choose a time control with --time, for example --time 90+30.
review-offer = For a review of the biggest mistakes, say review.
engine-missing = The engine { $path } does not exist. Name a UCI engine program with --engine, or install Stockfish with make setup; until then, type the engine's moves yourself.
engine-plays = The engine plays { $side }, { $level }
browse-where = { $left ->
    [one] One half-move to the current position.
   *[other] { $count } half-moves to the current position.
} Go on with browse back or browse forward; back to the game returns.
browse-present = Back at the current position: { $side } to move.
browse-present-start = No move played yet; { $side } to move.
play-best-game-over = The game is over; the engine plays a move for you only in a game in progress.
play-best-not-now = The engine plays the best move for you when it is your move and no question is open.
play-best-searching = The engine is looking for the best move for you.
input-closed-resumable = The input has ended, but the game has not: it stays saved and continues with ansage play --resume.
interrupted-game-waits = An interrupted game is waiting { $where }; ansage play --resume continues it.
adjourned-game-waits = An adjourned game is waiting { $where }; ansage play --resume continues it.
in-games-folder = in the games folder
listening = Listening.
heard = Heard: { $words }
interrupted = To stop, type quit; the game is kept.
journal-saved-again = The game journal is saved again; nothing was lost.

## Two devices (the relay)

relay-not-your-turn = { $side } is to move; your input was not played. Questions about the position work at any time.
relay-wait-repetition = { $side } is repeating the announced move; your input was not played.
relay-undo-own-only = { $side } played the last move; only the player who moved takes their move back.
relay-seat-taken = This seat is already paired with another device; a second device is not let in.
relay-wrong-code = The pairing code is wrong. Enter the code the host announced last; it stays valid until a device has paired with it.
relay-code-expired = The pairing code is older than ten minutes and no longer valid; the host has a new code and will tell you.
relay-bad-token = This device is not paired with the game. Enter the pairing code the host tells you.
relay-unreadable = I could not read that message; it was dropped. The game goes on.
relay-too-fast = Too many messages at once; this one was dropped. Please slow down.
relay-too-long = This input is too long (400 characters at most); it was dropped.
relay-not-paired = Enter the pairing code first; until then nothing is played.
relay-how-to-join = A second device joins: open { $url } in a browser and enter the pairing code, or on another computer type ansage join { $address }:{ $port } { $code }. Pairing code: { $code }.
    .spoken = A second device joins at address { $address }, port { $port }. Pairing code: { $spoken-code }.
relay-how-to-rejoin = The game goes on. The device paired before comes back without a code: reload { $url } in its browser, or on the other computer type ansage join { $address }:{ $port }. Another device needs a new pairing code: type new code.
    .spoken = The game goes on. The device paired before comes back without a code, at address { $address }, port { $port }. Another device needs a new pairing code: say new code.
relay-other-addresses = Other addresses of this computer: { $others }.
relay-guest-joined = { $side } is connected with the other device and plays there.
relay-guest-back = { $side } is connected again; nothing is lost.
relay-guest-left = The connection to { $side }'s device is lost. It can connect again at any time; the game stays as it is.
relay-guest-left-clock-stopped = The connection to { $side }'s device is lost. The clocks stand until it is back; the game stays as it is.
relay-guest-left-clock-runs = The connection to { $side }'s device is lost. In tournament mode the clock runs on, as for a player who leaves the board.
relay-code-expired-host = The pairing code was older than ten minutes. The new code is { $code }.
    .spoken = The pairing code was older than ten minutes. The new code is { $spoken-code }.
relay-seat-defended = Another device tried to take { $side }'s seat and was turned away.
relay-guest-cannot = That works only at the host's device; at the second device you play your moves and ask about the position.
join-code-needed = To join I need the pairing code the host tells you: ansage join { $address } CODE.
join-lost = The connection to the host is lost; reconnecting. What you type meanwhile is sent afterwards.
join-back = Connected again.
join-unreachable = I cannot reach the host at { $address } ({ $reason }). Are address and port right, and does ansage play --host run there?
join-how-to-leave = To leave press Ctrl-D; the game goes on at the host, and ansage join ADDRESS brings you back.
join-not-ansage = no ansage answers there
join-refused = nobody takes connections there
relay-not-hosting = No second device is set up. A match with a second device starts with ansage play --host.
relay-status = { $connected ->
    [yes] { $side } is connected at the other device.
   *[no] { $side } is not connected; the other device { $paired ->
        [yes] comes back by itself with its token.
       *[no] has not paired yet.
    }
} { $wrong ->
    [0] No wrong code was entered.
    [one] One wrong code was entered.
   *[other] { $wrong } wrong codes were entered.
} { $defended ->
    [0] No device was turned away from the seat.
    [one] One device was turned away from the seat.
   *[other] Devices were turned away from the seat { $defended } times.
}
relay-host-ended = The host has stopped ansage; the game is saved. As soon as the host continues it with ansage play --resume, this device connects again.
relay-host-ended-game-over = The host has stopped ansage; the game is over and saved. To leave press Ctrl-D or close the page.
relay-host-ended-spectators = The host has stopped ansage; the game is saved. When it goes on, the host says a new spectators' code.
relay-welcome = Connected. You play { $side }; { $turn } is to move. Help with help.
relay-cannot-listen = I cannot take connections on { $address }: { $reason }. Choose another port with --listen, for example --listen 7879; an interrupted game keeps waiting for ansage play --resume.
relay-address-in-use = this port is already taken, perhaps by another ansage
relay-address-not-here = this address does not belong to this computer
relay-replaced = This game is now open in another window or on another device with the same access; it does not go on here. Close this window.
relay-unpaired = The host has made a new pairing code; enter it to play on.

## Questions (issue 16 §3): a line that asks something ansage does not know, and a
## question about a move dropped after an unrelated line

question-unknown = I do not know this question. Help lists every question.
question-dropped = The question about which move you meant is dropped.
relay-clocks-wait-for-device = The clocks stand until the device for { $side } is connected; they run as soon as it has paired.
relay-too-many-tries = Too many wrong codes came from this device. Wait half a minute, then enter the code the host announced last.
relay-seat-defended-many = { $count ->
    [one] Another device tried to take { $side }'s seat and was turned away.
   *[other] Since the last notice, devices tried { $count } times to take { $side }'s seat and were turned away.
}
relay-arbiter-how-to-join = The arbiter joins: open { $url } in a browser, choose arbiter and enter the arbiter's code, or at the other computer ansage join --arbiter { $address }:{ $port } { $code }. Arbiter's code: { $code }.
    .spoken = The arbiter joins at address { $address }, port { $port }. Arbiter's code: { $spoken-code }.
relay-no-arbiter-seat = This game has no arbiter's seat. The host opens it with ansage play --host --arbiter.
relay-unknown-role = I do not know that role. A device joins as a player or as the arbiter.
relay-arbiter-joined = The arbiter is connected and sees both boards, both records and the clocks.
relay-arbiter-back = The arbiter is connected again.
relay-arbiter-left = The connection to the arbiter's device is broken; the game goes on.
relay-arbiter-welcome = Connected as the arbiter. { $turn } to move. You can stop and restart the clocks, add or take time, settle the boards, declare a result. Help with help.
arbiter-prompt = Arbiter>{ " " }
relay-arbiter-seat-defended = Another device tried to take the arbiter's seat and was turned away.
relay-status-arbiter = { $connected ->
    [yes] The arbiter is connected.
   *[no] The arbiter is not connected; { $paired ->
        [yes] their device comes back by itself with its token.
       *[no] they have not paired yet.
    }
}
relay-clocks-wait-for-arbiter = Tournament mode with an arbiter: the clocks stand until the arbiter starts them (article 6.5).
relay-arbiter-clocks-stand = The clocks stand. Say resume clock to start { $side }'s clock.
relay-arbiter-code-expired-host = The arbiter's code was older than ten minutes. The new arbiter's code is { $code }.
    .spoken = The arbiter's code was older than ten minutes. The new arbiter's code is { $spoken-code }.
relay-spectators-how-to-join = Spectators watch: open { $url }/watch in a browser and enter the spectators' code. Spectators' code: { $code }.
    .spoken = Spectators watch at address { $address }, port { $port }, page watch. Spectators' code: { $spoken-code }.
relay-no-spectators = Nobody watches this game: the host lets spectators in with ansage play --host --spectators.
relay-spectators-full = Sixteen spectators watch already; this game lets in no more. Try again later.
relay-spectators-watch-only = Spectators only watch; nothing goes to the game.
relay-status-spectators = { $count ->
    [0] No spectator is watching.
    [one] One spectator is watching.
   *[other] { $count } spectators are watching.
}
arbiter-cannot = { $what ->
        [move] The arbiter does not move for the players; I did not understand that as an arbiter's command.
        [draw] Draw offers and their answers are for the players.
        [resign] Only a player can resign; record a result with result.
        [take-back] The players take back their own moves; propose an F2.8 roll-back with reconcile.
        [claim] A player claims a draw; record a result with result.
        [engine] There is no engine help at the arbiter's device.
       *[session] Quitting, saving, adjourning, settings and pairing are for the host.
    } You can stop and restart the clocks, add or take time, settle the boards (white: or black: before the report), record a result or give a warning. Help lists everything.
arbiter-name-the-seat = Say whose board or record: white: or black: before the report, for example white: on e4 there is a white bishop, or black: my move twelve was rook e1.
arbiter-name-the-side = Say for which side: white: or black: before the question, for example white: where are my knights.
arbiter-not-your-question = This question is for { $side }; { $side } answers it with yes or no. Your yes or no decides an F2.8 proposal that waits for a decision.
arbiter-nothing-to-decide = No proposal waits for your decision. Yes or no counts when an F2.8 proposal waits after reconcile.
# $agree: yes, no
arbiter-decides-roll-back = { $agree ->
        [yes] The arbiter decides: the proposal stands.
       *[no] The arbiter decides: the proposal does not stand.
    }
arbiter-wait-for-player = { $side } must first answer the open question with yes or no; reconcile after that.
arbiter-warning = The arbiter warns { $side } (article 12.9a).
play-arbiter-only = Only the arbiter, at the arbiter's device, records a result or gives a warning.
play-arbiter-result-stands = The arbiter recorded this result; it stands. Ask the arbiter if it is wrong.
arbiter-name-the-seat-view = Say whose board or game: white: my board or black: my record.
# $placement: the board's placement when it is no position chess allows, else empty.
arbiter-seat-board = { $placement ->
        [none] The board of { $side }:
       *[other] The board of { $side } is no valid position: { $placement }
    }
arbiter-seat-record = { $n ->
        [0] The record of { $side } has no move yet.
       *[other] The record of { $side }: { $moves }
    }
relay-arbiter-seat-defended-many = { $count ->
    [one] Another device tried to take the arbiter's seat and was turned away.
   *[other] Since the last notice, devices tried { $count } times to take the arbiter's seat and were turned away.
}
