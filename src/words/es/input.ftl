# Reading input: the word list of --lexicon ($path: the file; $reason: why it cannot be read).

input-lexicon-not-a-file = La lista de palabras { $path } no es un archivo normal (es un FIFO, un dispositivo o una carpeta); indique un archivo de texto.
input-lexicon-too-large = La lista de palabras { $path } ocupa más de 4 MiB; una lista de palabras tiene unos cientos de líneas.
input-lexicon-unreadable = No se puede leer la lista de palabras { $path }: { $reason }.

## A move heard or typed in words that is not understood ($heard: the words as understood;
## $reason: why the move is not legal here, a sentence's end; $count: how many words).
input-heard-nothing = No he oído ninguna jugada. Diga por ejemplo Caballo Felix tres.
input-heard-nothing-at-all = No he entendido nada. Por favor, dígalo otra vez o escríbalo.
input-heard-too-many = Son { $count } palabras, demasiadas para una jugada. Diga solo la jugada, por ejemplo Caballo Felix tres.
input-heard-no-move-words = No he entendido «{ $heard }» como una jugada. Diga por ejemplo Caballo Felix tres.
input-heard-but = He entendido «{ $heard }», pero { $reason }
input-heard-no-move-here = He entendido «{ $heard }», pero aquí eso no es ninguna jugada. Diga por ejemplo Caballo Felix tres.
input-heard-say-again = De acuerdo, diga la jugada otra vez, por favor.

## The question that tells the moves the words may mean apart ($move, $moves: in the long
## words; $piece: a kind of piece; $role: its key, king … pawn; $square: a square).
input-ask-yes-no = ¿{ $move }? Sí o no.
input-ask-promotion = ¿Coronar en qué pieza: { $pieces }?
input-ask-which-origin = ¿Qué { $role ->
   *[other] { $piece }
}: { $origins }?
input-ask-which-piece = ¿Qué pieza a { $square }: { $options }?
input-ask-did-you-mean = ¿Quería decir { $moves }?
input-piece = { CAPITAL($piece) }
input-from-square = desde { $square }
input-piece-from = { CAPITAL($piece) } desde { $square }

## Un texto tecleado que no es una jugada ($n: cuántos caracteres; $text: lo tecleado, abreviado).
input-invalid-empty = No ha escrito nada. Escriba una jugada, por ejemplo Cf3, e4 o g1f3.
input-invalid-too-long = El texto tiene { $n } caracteres, demasiados para una jugada. Escriba solo la jugada, por ejemplo Cf3.
input-invalid-control-characters = El texto contiene caracteres de control. Escriba la jugada otra vez, por favor.
input-invalid-promotion-to-king = Un peón no puede coronar en rey. Elija dama, torre, alfil o caballo.
input-invalid-not-a-move = { $text } no es una jugada. Escriba por ejemplo Cf3, e4, O-O o g1f3.
