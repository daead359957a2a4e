# Three-dimensional chess (Meder's rules, the seed's Appendix E notation): the names of the
# 3D board, moves in words in the spirit of Appendix F, and what a 3D game says. The phrases
# are built in src/tridim/ (words.rs, game.rs), src/play/three_d.rs and
# src/ui/three_d_app.rs.

## The names of the board (article 2: three main boards, the attack boards on their pins)

# $file: z, a, b, c, d, e; the spelling alphabet of Appendix F, with Zacharias for z
tridim-file = { $file ->
        [z] Zacharias
        [a] Anna
        [b] Bella
        [c] Cäsar
        [d] David
       *[e] Eva
    }
# $file: tridim-file; $rank: the rank in words (zero … nine)
tridim-column = { $file } { $rank }
# $board: white, neutral, black
tridim-board = { $board ->
        [white] White
        [neutral] Neutral
       *[black] Black
    }
# $wing: queen, king; $number: one to six in words
tridim-pin = { $wing ->
        [queen] queen pin
       *[king] king pin
    } { $number }
tridim-square = { $column } on { $level }

## Moves in words (E9–E15)

# $pending: yes (a promotion the opponent's deck move left pending, said first), no;
# $check: check, mate, none
tridim-move = { $pending ->
        [yes] { CAPITAL($promotion) } { $action }
       *[no] { CAPITAL($action) }
    }{ $check ->
        [check] , check
        [mate] , checkmate
       *[none] { "" }
    }
tridim-pending-promotion = promotion on { $square } to { CAPITAL($piece) },
# $long: yes, no
tridim-castling = { $long ->
        [yes] long castling
       *[no] short castling
    }
# $from, $to: pins; $carries: yes (with $passenger), no; $promoted: yes (with $square and
# $promotion), no
tridim-deck = deck from { $from } { $carries ->
        [yes] with the { $passenger } to
       *[no] to
    } { $to }{ $promoted ->
        [yes] , promotion on { $square } to { CAPITAL($promotion) }
       *[no] { "" }
    }
# $how: pawn-takes, takes-from, takes, from, plain ($origin as far as the notation names it,
# E11, E12); $passant: yes, no; $promoted: yes (with $promotion), no
tridim-piece-move = { $how ->
        [pawn-takes] { CAPITAL($piece) } { $origin } takes { $to }
        [takes-from] { CAPITAL($piece) } from { $origin } takes { $to }
        [takes] { CAPITAL($piece) } takes { $to }
        [from] { CAPITAL($piece) } from { $origin } to { $to }
       *[plain] { CAPITAL($piece) } { $to }
    }{ $passant ->
        [yes] { " " }en passant
       *[no] { "" }
    }{ $promoted ->
        [yes] , promotion to { CAPITAL($promotion) }
       *[no] { "" }
    }

## The end of the game (article 5, 9.1–9.3, 9.6)

## The game at the keyboard

# $new: yes, no (a game that goes on)
tridim-greeting = { $new ->
        [yes] New game
       *[no] Game
    } of three-dimensional chess by Meder's rules. { $side } to move. Moves in notation, such as b4N or Nc3W, or in words, such as pawn Bella four on Neutral. Help with help, quit to stop.
tridim-prompt-which = Which move>{ " " }
# $number: the move number in words; $words: tridim-move; $notation: the move as written
tridim-announcement = Move { $number }, { $side }: { $words } ({ $notation }).
    .spoken = Move { $number }, { $side }: { $words }.
tridim-game-over = The game is over: { $end } Type quit to stop, or undo to take back the last move.
tridim-not-in-3d = “{ $line }” is not available in a game of three-dimensional chess; help says what is.
tridim-no-move = “{ $line }” is no legal move here. Say for example pawn Bella four on Neutral, or type b4N; moves shows the game, position reads the board.
tridim-announced-move-due = After the rejected claim the announced move must be played: { $words } ({ $notation }).
tridim-claim-move-unclear = Several moves fit the announced move: { $moves }. Name it with its level.
tridim-draw-offered = { $side } offers a draw. { $other } answers yes or no, or moves.
tridim-pending-uncovered = The pawn on { $square } is uncovered and is promoted before the next move: say the move, and ansage asks which piece; typed, both go together too, for example (a8SQ) Kb1W.
# $moves: tridim-candidate, by semicolons
tridim-which-move = Which move is meant? { $moves }. Say the number, or the move more exactly.
tridim-candidate = { $number }: { $words } ({ $notation })
    .spoken = { $number }: { $words }
tridim-move-question-dropped = The question about the move is dropped.
tridim-other-answers-first = { $side } is answering a question just now; please ask again after that.
tridim-repeat-first = Please repeat the announced move first: { $words }. Your own move comes after that.
tridim-repeat-wrong = That was not the announced move. The move announced was: { $words }. Please repeat it.
tridim-question-dropped = The question is dropped.
tridim-goes-on = All right, the game goes on.
tridim-really-quit = The game is not over. Really stop? Yes or no.
tridim-really-resign = Really resign? Then { $side } has lost the game. Yes or no.
tridim-really-accept-draw = Really accept the draw? Yes or no.
tridim-turn = { $side } to move.
tridim-nothing-to-take-back = There is no move to take back yet.
tridim-taken-back = Taken back: { $words }. { $side } to move.
tridim-taken-back-two = Taken back: the engine's answer, { $answer }, and your move, { $words }. { $side } to move.
# $words: the move in words (tridim-announcement's words); $notation: in the seed's notation
tridim-hint = Hint: { $words } ({ $notation }).
tridim-no-engine-help = Hints and evaluations are given when training against the engine, for example with ansage play --variant 3d --black engine.
# $times: in words; $halfmoves: in digits
tridim-no-moves-yet = No move played yet.
# Shown: $moves in notation; spoken: $words, each a tridim-scoresheet-move
tridim-scoresheet = { $moves }
    .spoken = { $words }
tridim-scoresheet-move = { $number }, { $words }.
tridim-game-in-words = The game in words: { $words }

## Questions about the 3D board

tridim-empty = empty
# $color: white, black; $kind: king, queen, rook, bishop, knight, pawn; $piece: its name
tridim-colored-piece = { $kind ->
       *[other] { $color ->
            [white] white
           *[black] black
        }
    } { $piece }
tridim-piece-at = { $piece } { $column }
# The board read level by level: $levels, each a tridim-board-level
tridim-board-read = { $levels } { $side } to move.
tridim-board-level = { $title }: { $pieces }.
tridim-main-board = { $level } board
# $mark: white, black
tridim-deck-title = { CAPITAL($pin) }, { $mark ->
        [white] white
       *[black] black
    } deck
tridim-column-missing = { $column } does not exist now: no board and no deck lies there.
tridim-level-missing = That level does not exist at { $column } now.
# $levels: tridim-on-level, by semicolons
tridim-column-answer = { $column }: { $levels }.
tridim-on-level = on { $level } { $what }
tridim-attacker = { $piece } { $square }
tridim-attacked-by = by { $side }: { $pieces }
tridim-attacked = { $column } is attacked { $by }.
tridim-not-attacked = No piece attacks { $column }.
# $kind: king, queen, rook, bishop, knight, pawn
tridim-no-pieces = { $side } has no { $kind ->
       *[other] { $piece }
    }.
tridim-pieces = { $side }, { $piece }: { $squares }.
# $decks: tridim-deck-state, by semicolons
tridim-decks = { $decks }.
tridim-deck-state = { CAPITAL($pin) }: { $mark }'s deck, { $load }, { $owner }
tridim-deck-owner = { $side } may move it
tridim-deck-stuck = cannot move, more than one piece

## Help

# Every legal move of the side to move, in words ("legale züge").
tridim-legal-move-list = { $moves }.
tridim-help-notation = Three-dimensional chess by Meder's rules: moves in the notation of Appendix E, such as b4N, Nc3W, Bxd5N, aWxb4W, Rd0KP1, DP3 or KP1-KP3 for a deck, 0-0, d8SQ for a promotion.
tridim-help-words = Or in words: pawn Bella four on Neutral, knight from Bella to Cäsar five on Neutral, deck from queen pin one to queen pin three, short castling. The files are Zacharias, Anna, Bella, Cäsar, David, Eva; the ranks zero to nine; the levels White, Neutral, Black and the pins queen pin and king pin one to six.
tridim-help-questions = Questions: what is on c3 (every level), c3N?, attackers c3, where are my knights, decks, position (the board level by level), whose turn, last move, last three moves, move number, am I in check, material, captured pieces, last capture, legal moves, which pieces are hanging, who is my opponent, info.
tridim-help-more = Also: moves, fen, repeat, undo, draw, claim draw, resign, save, quit.
tridim-help-settings = Settings: faster, slower, louder, quieter, voice, read aloud on or off, repetition on or off, settings, save settings, microphone test.
tridim-announcement-whole = In three-dimensional chess every move is announced whole, with square, level and piece, in the words of the chosen language; so the way of announcing stays as it is.
tridim-help-boards = Your board and your record (F2.7, F2.8): my d1W has a knight, my b2W is empty, my move 1 was a7S-a6S, reconcile.

## The game's file (ansage play --variant 3d --pgn)

tridim-file-holds-other = { $path } already holds something other than a 3D game in progress; so that nothing is overwritten, name another file with --pgn.
tridim-file-unreadable = { $path } cannot be read: { $error }.
tridim-continued = The game from the file goes on, after { $count } half-moves.
tridim-resumed = The interrupted game goes on, after { $count } half-moves.
tridim-no-interrupted-game = No interrupted 3D game waits. A new game begins.
tridim-journal-not-3d = { $path } is the journal of a game of chess, not of 3D chess. Continue it with ansage play --resume without --variant 3d.
tridim-save-failed = The game cannot be saved to { $path }, { $reason }; it is shown at the end.
tridim-saved = Game saved to { $path }.
tridim-not-saved = The game cannot be saved to { $path }: { $reason }.
tridim-name-a-file = Name a file: save game.pgn.
tridim-the-game = The game:

## A position in FEN3D that cannot be read (ansage 3d, --fen3d)

tridim-fen-fields = A FEN3D has seven fields separated by spaces, this one has { $count }.
tridim-fen-piece = "{ $text }" is no piece on a square, such as Kd0KP1 or pb7S*.
tridim-fen-square = { $text } is no square of the board with these decks.
tridim-fen-twice = Two pieces on { $text }.
tridim-fen-deck = "{ $text }" is no deck on a pin, such as DP1w.
# $field: turn, en-passant, pending-promotion, half-moves, move-number
tridim-fen-field = "{ $text }" cannot be read as { $field ->
        [turn] the side to move
        [en-passant] an en-passant chance
        [pending-promotion] a square
        [half-moves] a number
       *[move-number] a move number
    }.

## Settling two 3D boards with both records (F2.7, F2.8)

tridim-reconcile-deck = Set { $side }'s deck from { $from } to { $to }, with everything on it.
tridim-record-no-legal-move = No legal move fits this entry.
tridim-reconcile-record-unreadable = { $side }'s record ({ $path }) cannot be read: { $reason } Name a file with the moves of the 3D game, such as b4N b5S c3W.
tridim-arbiter-not-your-question = This question is for { $side }; { $side } answers it with yes or no.
tridim-arbiter-nothing-to-decide = Nothing in a 3D game waits for your yes or no. You can stop and set the clocks, report a square of a board (white: my d1W has a knight), record a result or give a warning. Help lists everything.
tridim-arbiter-name-the-seat = Say whose board: white: or black: before the report, for example white: my d1W has a knight.
tridim-arbiter-square-by-square = In a 3D game you report a board one square at a time, for example white: my d1W has a knight, and hear what to do there. Both records are compared with reconcile.
tridim-record-entry-unclear = That fits more than one move: { $candidates }. The record stays as it was; name the move with its level, for example: my move { $number } was Nb1W-c3W.
tridim-record-entry-no-move = No legal move there fits “{ $text }”. The record stays as it was; for example: my move { $number } was b2W-b4W.
tridim-board-drawn = The 3D board is drawn above, { $side } at the bottom: capitals White, small letters Black, the last move in square brackets. To hear it: position; the decks: decks.
