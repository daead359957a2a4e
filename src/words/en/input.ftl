# Reading input: the word list of --lexicon ($path: the file; $reason: why it cannot be read).

input-lexicon-not-a-file = The word list { $path } is not an ordinary file (a FIFO, a device or a folder); name a text file.
input-lexicon-too-large = The word list { $path } is larger than 4 MiB; a word list has a few hundred lines.
input-lexicon-unreadable = The word list { $path } cannot be read: { $reason }.

## A move heard or typed in words that is not understood ($heard: the words as understood;
## $reason: why the move is not legal here, a sentence's end; $count: how many words).
input-heard-nothing = I heard no move. Say for example Knight Felix three.
input-heard-nothing-at-all = I understood nothing. Please say it again or type it.
input-heard-too-many = That is { $count } words, too many for a move. Say just the move, for example Knight Felix three.
input-heard-no-move-words = I did not understand “{ $heard }” as a move. Say for example Knight Felix three.
input-heard-but = I understood “{ $heard }”, but { $reason }
input-heard-no-move-here = I understood “{ $heard }”, but that is no move here. Say for example Knight Felix three.
input-heard-say-again = All right, please say the move again.

## The question that tells the moves the words may mean apart ($move, $moves: in the long
## words; $piece: a kind of piece; $role: its key, king … pawn; $square: a square).
input-ask-yes-no = { $move }? Yes or no.
input-ask-promotion = Promote to which piece: { $pieces }?
input-ask-which-origin = Which { $role ->
   *[other] { $piece }
}: { $origins }?
input-ask-which-piece = Which piece to { $square }: { $options }?
input-ask-did-you-mean = Did you mean { $moves }?
input-piece = { CAPITAL($piece) }
input-from-square = from { $square }
input-piece-from = { CAPITAL($piece) } from { $square }

## A typed text that is no move ($n: how many characters; $text: what was typed, shortened).
input-invalid-empty = The input is empty. Type a move, for example Nf3, e4 or g1f3.
input-invalid-too-long = The input has { $n } characters, too long for a move. Type just the move, for example Nf3.
input-invalid-control-characters = The input contains control characters. Please type the move again.
input-invalid-promotion-to-king = A pawn cannot be promoted to a king. Choose queen, rook, bishop or knight.
input-invalid-not-a-move = { $text } is not a move. Write for example Nf3, e4, O-O or g1f3.
