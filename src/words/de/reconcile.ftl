# Settling differing positions with both records (FIDE Appendix F, F2.7 and F2.8;
# game::reconcile): the settlement, the steps that correct a board, and why a record cannot
# be read or replayed.

## Where in the game: "Zug zwei, Weiß", inside a sentence

reconcile-ply = Zug { $number }, { $side }

## The settlement, one sentence after the other

reconcile-both-empty = Beide Aufzeichnungen sind leer; es gilt die Ausgangsstellung.
reconcile-agree-up-to = Beide Aufzeichnungen stimmen überein bis { $ply }: { $move }.
reconcile-unrecorded = { $side } hat diesen letzten Zug noch nicht aufgeschrieben und trägt ihn nach.
reconcile-boards-agree = Beide Bretter zeigen diese Stellung.
reconcile-correct-board = Regel F2.7: Die Aufzeichnungen gelten; das Brett von { $side } wird danach berichtigt.
reconcile-correct-both = Regel F2.7: Die Aufzeichnungen gelten; beide Bretter werden danach berichtigt.
reconcile-differ = Die Aufzeichnungen weichen voneinander ab, zuerst bei { $ply }.
reconcile-wrote = { $side } hat aufgeschrieben: { $move }.
reconcile-wrote-illegal = { $side } hat aufgeschrieben: { $token }. Dieser Zug ist nicht möglich: { $reason }
reconcile-wrote-unreadable = { $side } hat aufgeschrieben: { $token }. { $reason }
reconcile-wrote-nothing-shorter = { $side } hat dort nichts aufgeschrieben; die Aufzeichnung ist mehr als einen Zug kürzer.
reconcile-wrote-nothing = { $side } hat dort nichts aufgeschrieben.
reconcile-take-back-all = Regel F2.8: Alle Züge werden zurückgenommen; beide Bretter kommen in die Ausgangsstellung. Die Uhren werden auf ihre Anfangszeiten gestellt.
reconcile-take-back-to = Regel F2.8: Die Züge werden zurückgenommen bis { $ply }: { $move }. Beide Bretter werden auf diese Stellung gestellt.
reconcile-clocks-set = Die Uhren werden gestellt: { $white } { $white-time }, { $black } { $black-time }.
reconcile-clocks-unknown = Zu diesem Zug sind keine Uhrzeiten aufgeschrieben; der Schiedsrichter stellt die Uhren.
reconcile-clock-set = Die Uhr wird gestellt: { $side } { $time }; für { $missing } ist keine Zeit aufgeschrieben, diese Uhr stellt der Schiedsrichter.
reconcile-board-right = { $side }: Ihr Brett stimmt.
reconcile-board-steps = { $side }: { $steps }
reconcile-to-move = { $side } ist am Zug.

## Correcting a board, step by step ($kind: king, queen, rook, bishop, knight, pawn;
## $colour: white, black)

reconcile-lift = Nehmen Sie { $kind ->
    [king] den König
    [queen] die Dame
    [rook] den Turm
    [bishop] den Läufer
    [knight] den Springer
   *[pawn] den Bauern
} von { $from }.
reconcile-move = Setzen Sie { $kind ->
    [king] den König
    [queen] die Dame
    [rook] den Turm
    [bishop] den Läufer
    [knight] den Springer
   *[pawn] den Bauern
} von { $from } nach { $to }.
reconcile-place = Stellen Sie { $kind ->
    [queen] eine { $colour ->
        [white] weiße
       *[black] schwarze
    } Dame
   *[other] einen { $colour ->
        [white] weißen
       *[black] schwarzen
    } { $kind ->
        [king] König
        [rook] Turm
        [bishop] Läufer
        [knight] Springer
       *[pawn] Bauern
    }
} auf { $to }.

## A record that cannot be read or replayed

record-not-found = Die Datei gibt es nicht. Prüfen Sie den Namen und den Ordner.
record-not-a-file = Das ist keine gewöhnliche Datei, sondern ein Gerät, eine Pipe oder ein Ordner. Nennen Sie die Datei mit den Zügen.
record-io = Die Datei konnte nicht gelesen werden: { $reason }. Prüfen Sie, ob Sie sie lesen dürfen.
record-too-large = Die Datei ist mit { $bytes } Bytes viel zu groß für eine Partieaufzeichnung. Wählen Sie die Datei mit den Zügen.
record-not-text = Die Datei ist keine Textdatei: an Stelle { $offset } steht ein Null-Byte. Geben Sie die Züge als PGN oder als Textliste an, etwa: e4 e5 Sf3 Sc6.
record-fen-tag = Die FEN-Angabe der Aufzeichnung ist ungültig. { $reason } Berichtigen Sie die FEN-Zeile.
record-ambiguous = Es passen mehrere Züge: { $first } und { $last }.
record-not-a-move = Das ist kein Zug.

## Why `ansage reconcile` cannot start

reconcile-error-record = Die Aufzeichnung von { $side } ({ $path }) kann nicht gelesen werden. { $reason }
reconcile-error-start = Die Ausgangsstellung (--start) ist keine gültige FEN. { $reason }
reconcile-error-board = Das Brett von { $side } ({ $option }) ist keine gültige Figurenstellung. { $reason } Geben Sie die Stellung wie in einer FEN an, zum Beispiel rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR.
reconcile-error-different-starts = Die beiden Aufzeichnungen beginnen mit verschiedenen Stellungen (FEN-Angaben). Geben Sie die Ausgangsstellung mit --start an.
