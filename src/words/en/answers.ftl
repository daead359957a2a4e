# The answers to the players' questions (commands::answer): the English twins of
# de/answers.ftl, with the same arguments. The keys that choose forms: $kind is the kind of
# piece (king, queen, rook, bishop, knight, pawn: the key is the English name, and its plural
# takes an s), $colour the side (white, black), $owner whose pieces are asked about (mine,
# theirs, colored, both).

## Building blocks

# An answer for one side, when who asks is not known.
answer-for-side = For { $side }:
answer-for-colour = { $side }: { $text }
answer-role-name = { $kind }
answer-role-plural = { $kind }s
# "one rook", "two pawns"
answer-role-count = { $n ->
    [one] one { $kind }
   *[other] { $count } { $kind }s
}
# "no queen"
answer-none-of = no { $kind }
# "the pawn on David four", in lists
answer-piece-on = the { answer-role-name } on { $square }
# "the bishop on Bella five"
answer-piece-object = the { $kind } on { $square }
# "The white knight on Eva five"
answer-piece-subject = The { $colour ->
    [white] white
   *[black] black
} { $kind } on { $square }
# "The knight on Felix three"
answer-the-piece = The { $kind } on { $square }
answer-yes = Yes.
answer-no = No.
answer-partly = Some are.

## Squares, lines and pieces

answer-square-empty = { $square } is empty.
answer-square-piece = { $square }: { $colour ->
    [white] white
   *[black] black
} { $kind }.
# "Eva two white pawn"
answer-square-with-piece = { $square } { $colour ->
    [white] white
   *[black] black
} { $kind }
answer-file-title = File { $file }
answer-rank-title = Rank { $rank }
answer-diagonal-title = Diagonal { $from } to { $to }
answer-line-empty = { $title } is empty.
answer-line-full = { $title }: { $pieces }.
answer-line = { $title }: { $pieces }; otherwise empty.
# "rooks Anna one and Hector one"
answer-kind-on = { $n ->
    [one] { answer-role-name }
   *[other] { answer-role-plural }
} { $squares }
answer-no-pieces = no pieces
answer-side-pieces = { $side }: { $pieces }.
answer-holder = { $owner ->
    [mine] You have
    [theirs] Your opponent has
   *[other] { $side } has
}
answer-holder-no-pieces = { $holder } no pieces.
answer-holder-pieces = { $holder } { $n ->
    [one] one piece
   *[other] { $count } pieces
}: { $pieces }.
answer-none-left = { $holder } { $kind ->
    [pawn] no pawns
   *[other] no { $kind }
} left.
answer-kind-stands = { $owner ->
    [mine] Your
    [theirs] Your opponent's
   *[other] { $colour ->
        [white] White's
       *[black] Black's
    }
} { $n ->
    [one] { $kind } is
   *[other] { $kind }s are
} on { $squares }.

## Attack and defence

answer-attacked-by-none = No piece attacks { $square }.
answer-attacked-only-by = Only { $side } attacks { $square }: { $pieces }.
answer-attacked-by-both = { $square } is attacked by White: { $white }; by Black: { $black }.
answer-is-not-attacked = is not attacked
answer-is-attacked-by = is attacked by { $pieces }
answer-and-not-defended = and is not defended
answer-defended-by = defended by { $pieces }
answer-piece-attacks = { $subject } { $attacked }.
answer-piece-attacks-defends = { $subject } { $attacked }, { $defended }.
answer-nothing-to-defend = { $square } is empty, so there is nothing to defend. To hear which pieces attack it, say attackers { $square }.
answer-not-defended = { $subject } is not defended.
answer-is-defended-by = { $subject } is defended by { $pieces }.

## The moves of a piece

answer-en-passant = { $what } en passant
answer-with-promotion = { $what } with promotion
answer-move-to = move to { $squares }
answer-capture-on = capture on { $squares }
answer-castle-short = castle short
answer-castle-long = castle long
answer-castle-both = castle short and long
answer-clauses-two = { $first }, and { $last }
answer-clauses-three = { $first }, { $second }, and { $last }
answer-can = { $subject } can { $clauses }.
answer-cannot-move = { $subject } cannot move.
answer-not-its-turn = { $subject } is not to move: it is { $side }'s turn.
answer-can-capture = { $subject } can capture { $pieces }.
answer-cannot-capture = { $subject } cannot capture anything.
answer-which-piece = { $owner ->
    [mine] You have
   *[other] { $side } has
} { $count } { $kind }s, on { $squares }. Which one? Say for example: moves from { $first }.

## The game

answer-no-move-yet = No move played yet.
answer-only-moves = { $n ->
    [one] There is only one move so far.
   *[other] There are only { $count } moves so far.
}
# "Move three, Black: Pawn Anna six (a6)."
answer-move = Move { $number }, { $side }: { $words } ({ $san }).
answer-game-won = The game is over: { $side } wins.
answer-game-drawn = The game is over: a draw.
answer-turn = { $side } to move.
answer-turn-in-check = { $side } to move, and in check.
answer-move-number = It is move { $number }, { $side } to move.
answer-move-number-over = Move { $number }. { $over }
answer-has-more = { $side } has { $pieces } more
answer-material-level = Material is level, { $count } points each.
answer-level-on-points = level on points, { $count } each
answer-ahead = { $side } is { $n ->
    [one] one point
   *[other] { $lead } points
} ahead, { $ahead } to { $behind }
answer-material = { $pieces }; { $score }.
answer-material-score = { $score }.
answer-nothing-captured = Nothing has been captured in this game yet.
answer-lost-nothing = { $side } has lost nothing yet.
answer-lost = { $side } has lost { $pieces }.
answer-piece-captured = The { $colour ->
    [white] white
   *[black] black
} { $kind } was captured.
answer-moves-since = { $n ->
    [one] One move without a capture has followed.
   *[other] { CAPITAL($count) } moves without a capture have followed.
}

## Questions in the player's own words

answer-not-in-check = { $owner ->
    [both] No, neither side is in check.
    [mine] No, you are not in check.
   *[other] No, { $side } is not in check.
}
answer-in-check = { $owner ->
    [mine] Yes, you are in check from { $pieces }.
   *[other] Yes, { $side } is in check from { $pieces }.
}
answer-side-colon = { $side }:
answer-nothing-hangs = No piece is hanging.
answer-none-of-yours-hangs = None of your pieces is hanging.
answer-hanging = Attacked and not defended: { $pieces }.
answer-attacked-but-defended = Attacked, but defended: { $pieces }.
answer-all-others-defended = Every other piece is defended.
answer-loose = Not defended, but not attacked either: { $pieces }.
answer-castling = Short castling: { $short }. Long castling: { $long }.
answer-castled-already = no longer, castling has been done already
answer-king-has-moved = no longer, the king has moved
answer-rook-taken = no longer, the rook on { $square } was captured
answer-rook-has-moved = no longer, the rook from { $square } has moved
answer-no-castling-right = no, the position gives no right to it
answer-between-occupied = { $squares } between king and rook { $n ->
    [one] is
   *[other] are
} occupied
answer-king-in-check = the king is in check
answer-king-crosses = the king would cross or reach an attacked square: { $squares }
answer-not-now = not now, { $reasons }
answer-castling-possible = yes, possible now
answer-castling-other-side-to-move = the right stands and nothing prevents it at the moment, but it is the other side's move
answer-not-your-move = { $owner ->
    [mine] It is not your move but { $mover }'s.
   *[other] It is not { $side }'s move but { $mover }'s.
}
answer-legal-moves = { $n ->
    [0] { $side } has no legal move.
    [one] { $side } has one legal move.
   *[other] { $side } has { $count } legal moves.
}
answer-not-moved-yet = { $owner ->
    [mine] You have not moved yet in this game.
   *[other] { $side } has not moved yet in this game.
}
answer-no-such-piece = { $owner ->
    [mine] You have { answer-none-of }.
    [both] There is { answer-none-of } on the board.
   *[other] { $side } has { answer-none-of }.
}

## The players

answer-engine = the engine
answer-engine-level = the engine at level { $level }
answer-engine-named = the engine, { $name }
answer-player-rated = { $name }, rated { $elo }
answer-opponent = Your opponent plays { $side }: { $who }.
answer-opponent-unknown = Your opponent plays { $side }; their name is not known. Names are given at the start with --white-name and --black-name.
answer-event = Event: { $event }.
answer-names-unknown = The players' names are not known.
answer-unknown = unknown
answer-players = White: { $white }; Black: { $black }.
answer-clocks = Clocks: { $clock }

## The help (help, help COMMAND)

answer-help-intro = Commands, in English or German (in brackets); help COMMAND explains one.
answer-help-moves = Type or say moves: e4, Nf3, g1f3, O-O, e8Q, German letters work too, or Springer Felix drei; a draw offer with (=), as in e4 (=).
answer-help-asked = When ansage asks back, the difference is answer enough: Gustav eins, the first, queen, yes.
# One line of the list: the command, in brackets in the other language, and what it does.
answer-help-line = { $usage } ({ $other }): { $what }.
answer-help-topic = { $usage }, in German { $other }: { $what }. Example: { $example }.
answer-help-unknown = I do not know the command “{ $shown }”. Help is there for: { $names }.
