# Die Texte der Notation: warum ein Zug nicht erlaubt ist (notation/explain.rs), warum eine
# FEN, eine PGN-Datei oder die Züge eines Partieformulars abgelehnt werden. Argumente:
# $side, $other sind Seiten; $square ist ein Feld; $kind, $actual, $named sind Schlüssel der
# Figurenart (king, queen, rook, bishop, knight, pawn); $game ist die Nummer der Partie.

notation-game-over = Die Partie ist beendet ({ $how ->
        [checkmate] Schachmatt
       *[draw] Remis
    }); es gibt keinen Zug mehr.
notation-no-such-piece = { $side } hat { $kind ->
        [king] keinen König
        [queen] keine Dame
        [rook] keinen Turm
        [bishop] keinen Läufer
        [knight] keinen Springer
       *[pawn] keinen Bauern
    } mehr.
notation-empty-origin = Auf { $square } steht keine Figur.
notation-opponents-piece = Auf { $square } steht eine Figur von { $other }; { $side } ist am Zug.
notation-other-piece = Auf { $square } steht { $actual ->
        [king] ein König
        [queen] eine Dame
        [rook] ein Turm
        [bishop] ein Läufer
        [knight] ein Springer
       *[pawn] ein Bauer
    }, { $named ->
        [king] kein König
        [queen] keine Dame
        [rook] kein Turm
        [bishop] kein Läufer
        [knight] kein Springer
       *[pawn] kein Bauer
    }.
notation-cannot-reach = { $kind ->
        [king] Kein König
        [queen] Keine Dame
        [rook] Kein Turm
        [bishop] Kein Läufer
        [knight] Kein Springer
       *[pawn] Kein Bauer
    } kann { $square } erreichen.
notation-no-capture = { $kind ->
        [king] Kein König
        [queen] Keine Dame
        [rook] Kein Turm
        [bishop] Kein Läufer
        [knight] Kein Springer
       *[pawn] Kein Bauer
    } kann etwas schlagen.
notation-own-piece-on-target = Auf { $square } steht schon eine eigene Figur.
notation-king-would-be-in-check = Der König stünde im Schach.
notation-check-not-answered = Der König steht im Schach, und dieser Zug hebt das Schach nicht auf.
notation-no-promotion-here = Umgewandelt wird nur ein Bauer, der die letzte Reihe erreicht.
notation-castling-right-lost = { $side } darf nicht mehr { $wing ->
        [short] kurz
       *[long] lang
    } rochieren: König oder Turm hat schon gezogen.
notation-castling-blocked = Zwischen König und Turm stehen noch Figuren.
notation-castling-in-check = Im Schach darf nicht rochiert werden.
notation-castling-through-check = Der König würde über ein angegriffenes Feld ziehen oder im Schach landen.

# Die Züge eines Partieformulars: $number ist die Zugnummer („12.“ oder „12...“), $move der Zug.
notation-movetext-illegal = Zug { $number } { $move }: Das ist in dieser Stellung kein erlaubter Zug.

# FEN.
notation-fen-empty = Die FEN ist leer. Geben Sie eine Stellung an, zum Beispiel die Grundstellung: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
notation-fen-field-count = Eine FEN hat sechs Felder, oder vier ohne die Zugzähler; diese hat { $count }.
notation-fen-rank-count = Der Brett-Teil der FEN beschreibt { $count } Reihen statt acht.
notation-fen-rank-width = Die Reihe { $rank } beschreibt { $count } Felder statt acht.
notation-fen-board-character = Das Zeichen { $character } ist kein Figurenbuchstabe (KQRBNP, kqrbnp) und keine Ziffer von 1 bis 8.
notation-fen-field-invalid = In der FEN ist die Angabe { $field } ungültig.
notation-fen-counter = In der FEN steht { $value } { $field }; so weit kommt keine Partie. Erlaubt sind Zahlen bis { $max }.
notation-fen-illegal = Diese Stellung ist nicht erlaubt: { $reasons }
notation-fen-field-side-to-move = für die Seite am Zug
notation-fen-field-castling = für die Rochaderechte
notation-fen-field-en-passant = für das En-passant-Feld
notation-fen-field-halfmove-clock = für den Halbzugzähler
notation-fen-field-fullmove-number = für die Zugnummer
notation-fen-field-board = für das Brett
notation-setup-empty-board = Das Brett ist leer.
notation-setup-missing-king = { $side } hat keinen König.
notation-setup-too-many-kings = { $side } hat mehr als einen König.
notation-setup-pawns-on-back-rank = Auf der ersten oder achten Reihe steht ein Bauer.
notation-setup-castling-rights = Die Rochaderechte passen nicht zur Stellung: König oder Turm steht nicht auf seinem Ausgangsfeld.
notation-setup-en-passant-square = Das En-passant-Feld passt nicht zur Stellung.
notation-setup-opposite-check = Die Seite, die nicht am Zug ist, steht im Schach.
notation-setup-impossible-check = Dieses Schachgebot kann in keiner Partie entstehen.
notation-setup-too-much-material = Es stehen mehr Figuren auf dem Brett, als eine Partie haben kann.

# PGN-Dateien. Ein langer Text wird gekürzt: $start sind seine ersten 40 Zeichen, $count
# zählt alle.
notation-excerpt = { $start }… ({ $count } Zeichen)
notation-pgn-at-the-start = am Anfang der Züge
notation-pgn-after-move = nach dem Zug { $move }
notation-pgn-io = Die Datei konnte nicht gelesen werden: { $error }.
notation-pgn-binary = Das ist keine PGN-Textdatei: an Stelle { $offset } steht ein Null-Byte. Wählen Sie eine PGN-Datei.
notation-pgn-impossible-move = Partie { $game }, Zug { $number } { $move }: Dieser Zug ist in der Stellung nicht möglich.
notation-pgn-ambiguous-move = Partie { $game }, Zug { $number } { $move }: Dieser Zug ist mehrdeutig; mehrere Figuren können ihn ausführen.
notation-pgn-fen = Partie { $game }: Die FEN-Angabe ist ungültig. { $error }
notation-pgn-no-game = Die Datei enthält keine Partie in PGN.
notation-pgn-unreadable = Partie { $game }: { $move } ist kein Zug in PGN-Schreibweise (englische Buchstaben K Q R B N, etwa Nf3). Die Partie wurde nicht gelesen.
notation-pgn-unclosed-variation = Partie { $game }: Die Variante, die { $where } mit ( beginnt, wird nicht mit ) geschlossen. Die Partie wurde nicht gelesen; die folgenden Partien schon.
notation-pgn-unopened-variation = Partie { $game }: Die Klammer ) { $where } schließt keine Variante. Die Partie wurde nicht gelesen.
notation-pgn-no-result = Partie { $game } endet ohne Ergebnis (1-0, 0-1, 1/2-1/2 oder *); vielleicht ist die Datei abgeschnitten.
notation-pgn-variant = Partie { $game } ist in der Schachvariante { $variant } gespielt; ansage liest nur gewöhnliches Schach und Chess960. Die Partie wurde nicht gelesen.
notation-pgn-drop = Partie { $game }, Zug { $number } { $move }: Hier wird eine Figur eingesetzt wie in der Schachvariante Crazyhouse; ansage liest nur gewöhnliches Schach und Chess960. Die Partie wurde nicht gelesen.
notation-pgn-null-move = Partie { $game }, Zug { $number } --: Das ist ein Nullzug, ein ausgelassener Zug, wie ihn Analyseprogramme schreiben; die Partie wurde bis zum Zug davor gelesen.
