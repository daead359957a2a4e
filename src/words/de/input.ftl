# Reading input: the word list of --lexicon ($path: the file; $reason: why it cannot be read).

input-lexicon-not-a-file = Die Wortliste { $path } ist keine gewöhnliche Datei (ein FIFO, ein Gerät oder ein Ordner); nennen Sie eine Textdatei.
input-lexicon-too-large = Die Wortliste { $path } ist größer als 4 MiB; eine Wortliste hat einige hundert Zeilen.
input-lexicon-unreadable = Die Wortliste { $path } ist nicht lesbar: { $reason }.

## A move heard or typed in words that is not understood ($heard: the words as understood;
## $reason: why the move is not legal here, a sentence's end; $count: how many words).
input-heard-nothing = Ich habe keinen Zug gehört. Sagen Sie zum Beispiel Springer Felix drei.
input-heard-nothing-at-all = Ich habe nichts verstanden. Bitte noch einmal sagen oder tippen.
input-heard-too-many = Das sind { $count } Wörter, zu viele für einen Zug. Sagen Sie nur den Zug, zum Beispiel Springer Felix drei.
input-heard-no-move-words = „{ $heard }“ habe ich nicht als Zug verstanden. Sagen Sie zum Beispiel Springer Felix drei.
input-heard-but = Ich habe „{ $heard }“ verstanden, aber { $reason }
input-heard-no-move-here = Ich habe „{ $heard }“ verstanden, aber das ist hier kein Zug. Sagen Sie zum Beispiel Springer Felix drei.
input-heard-say-again = Gut, dann sagen Sie den Zug bitte noch einmal.

## The question that tells the moves the words may mean apart ($move, $moves: in the long
## words; $piece: a kind of piece; $role: its key, king … pawn; $square: a square).
input-ask-yes-no = { $move }? Ja oder nein.
input-ask-promotion = In welche Figur umwandeln: { $pieces }?
input-ask-which-origin = { $role ->
    [queen] Welche
   *[other] Welcher
} { $piece }: { $origins }?
input-ask-which-piece = Welche Figur nach { $square }: { $options }?
input-ask-did-you-mean = Meinten Sie { $moves }?
input-piece = { CAPITAL($piece) }
input-from-square = von { $square }
input-piece-from = { CAPITAL($piece) } von { $square }
