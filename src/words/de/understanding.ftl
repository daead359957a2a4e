# Verstehen: warum ein Zug, den ich in Worten verstanden habe, hier nicht geht, als Nebensatz
# nach „aber“ in input-heard-but: derselbe Grund wie in notation.ftl, mit kleinem ersten
# Buchstaben; wo der Grund mit einem Namen beginnt (Seite, Feld), der Grund selbst.

input-heard-reason-game-over = die Partie ist beendet ({ $how ->
        [checkmate] Schachmatt
       *[draw] Remis
    }); es gibt keinen Zug mehr.
input-heard-reason-no-such-piece = { $side } hat { $kind ->
        [king] keinen König
        [queen] keine Dame
        [rook] keinen Turm
        [bishop] keinen Läufer
        [knight] keinen Springer
       *[pawn] keinen Bauern
    } mehr.
input-heard-reason-empty-origin = auf { $square } steht keine Figur.
input-heard-reason-opponents-piece = auf { $square } steht eine Figur von { $other }; { $side } ist am Zug.
input-heard-reason-other-piece = auf { $square } steht { $actual ->
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
input-heard-reason-cannot-reach = { $kind ->
        [king] kein König
        [queen] keine Dame
        [rook] kein Turm
        [bishop] kein Läufer
        [knight] kein Springer
       *[pawn] kein Bauer
    } kann { $square } erreichen.
input-heard-reason-no-capture = { $kind ->
        [king] kein König
        [queen] keine Dame
        [rook] kein Turm
        [bishop] kein Läufer
        [knight] kein Springer
       *[pawn] kein Bauer
    } kann etwas schlagen.
input-heard-reason-own-piece-on-target = auf { $square } steht schon eine eigene Figur.
input-heard-reason-king-would-be-in-check = der König stünde im Schach.
input-heard-reason-check-not-answered = der König steht im Schach, und dieser Zug hebt das Schach nicht auf.
input-heard-reason-no-promotion-here = umgewandelt wird nur ein Bauer, der die letzte Reihe erreicht.
input-heard-reason-castling-right-lost = { $side } darf nicht mehr { $wing ->
        [short] kurz
       *[long] lang
    } rochieren: König oder Turm hat schon gezogen.
input-heard-reason-castling-blocked = zwischen König und Turm stehen noch Figuren.
input-heard-reason-castling-in-check = im Schach darf nicht rochiert werden.
input-heard-reason-castling-through-check = der König würde über ein angegriffenes Feld ziehen oder im Schach landen.
