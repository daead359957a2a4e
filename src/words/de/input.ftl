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

## A typed text that is no move ($n: how many characters; $text: what was typed, shortened).
input-invalid-empty = Die Eingabe ist leer. Geben Sie einen Zug ein, zum Beispiel Sf3, e4 oder g1f3.
input-invalid-too-long = Die Eingabe ist mit { $n } Zeichen zu lang für einen Zug. Geben Sie nur den Zug ein, zum Beispiel Sf3.
input-invalid-control-characters = Die Eingabe enthält Steuerzeichen. Bitte den Zug noch einmal tippen.
input-invalid-promotion-to-king = Ein Bauer kann nicht in einen König umgewandelt werden. Wählen Sie Dame, Turm, Läufer oder Springer.
input-invalid-not-a-move = { $text } ist kein Zug. Schreiben Sie zum Beispiel Sf3, e4, 0-0 oder g1f3.
