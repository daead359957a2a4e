# Die Antworten auf die Fragen der Spieler (commands::answer). Die Argumente sind Fakten:
# $side ist eine Seite („Weiß“), $square ein Feld („Eva vier“), $squares und $pieces sind
# Listen („a, b und c“). Für die Grammatik wählen Schlüssel: $kind ist die Figurenart
# (king, queen, rook, bishop, knight, pawn), $colour die Seite (white, black), $owner, wessen
# Figuren gefragt sind (mine, theirs, colored, both). Jede Antwort hat ihren englischen
# Zwilling in en/answers.ftl mit denselben Argumenten.

## Bausteine

# Eine Antwort für eine Seite, wenn nicht klar ist, wer fragt.
answer-for-side = Für { $side }:
answer-for-colour = { $side }: { $text }
answer-role-name = { $kind ->
    [king] König
    [queen] Dame
    [rook] Turm
    [bishop] Läufer
    [knight] Springer
   *[pawn] Bauer
}
answer-role-plural = { $kind ->
    [king] Könige
    [queen] Damen
    [rook] Türme
    [bishop] Läufer
    [knight] Springer
   *[pawn] Bauern
}
# „einen Turm“, „zwei Bauern“
answer-role-count = { $n ->
    [one] { $kind ->
        [queen] eine Dame
        [pawn] einen Bauern
       *[other] einen { answer-role-name }
    }
   *[other] { $count } { answer-role-plural }
}
# „keine Dame“, „keinen Bauern“
answer-none-of = { $kind ->
    [queen] keine Dame
    [pawn] keinen Bauern
   *[other] keinen { answer-role-name }
}
# „Bauer auf David vier“, in Listen
answer-piece-on = { answer-role-name } auf { $square }
# „den Läufer auf Bella fünf“
answer-piece-object = { $kind ->
    [queen] die Dame
    [pawn] den Bauern
   *[other] den { answer-role-name }
} auf { $square }
# „Der weiße Springer auf Eva fünf“
answer-piece-subject = { $kind ->
    [queen] Die
   *[other] Der
} { $colour ->
    [white] weiße
   *[black] schwarze
} { answer-role-name } auf { $square }
# „Der Springer auf Felix drei“
answer-the-piece = { $kind ->
    [queen] Die
   *[other] Der
} { answer-role-name } auf { $square }
answer-yes = Ja.
answer-no = Nein.
answer-partly = Teils.

## Felder, Linien und Figuren

answer-square-empty = { $square } ist leer.
answer-square-piece = { $square }: { $colour ->
    [white] { $kind ->
        [queen] weiße
       *[other] weißer
    }
   *[black] { $kind ->
        [queen] schwarze
       *[other] schwarzer
    }
} { answer-role-name }.
# „Eva zwei weißer Bauer“
answer-square-with-piece = { $square } { $colour ->
    [white] { $kind ->
        [queen] weiße
       *[other] weißer
    }
   *[black] { $kind ->
        [queen] schwarze
       *[other] schwarzer
    }
} { answer-role-name }
answer-file-title = Linie { $file }
answer-rank-title = Reihe { $rank }
answer-diagonal-title = Diagonale { $from } bis { $to }
answer-line-empty = { $title } ist leer.
answer-line-full = { $title }: { $pieces }.
answer-line = { $title }: { $pieces }; sonst leer.
# „Türme Anna eins und Hector eins“
answer-kind-on = { $n ->
    [one] { answer-role-name }
   *[other] { answer-role-plural }
} { $squares }
answer-no-pieces = keine Figuren
answer-side-pieces = { $side }: { $pieces }.
answer-holder = { $owner ->
    [mine] Sie haben
    [theirs] Ihr Gegner hat
   *[other] { $side } hat
}
answer-holder-no-pieces = { $holder } keine Figuren.
answer-holder-pieces = { $holder } { $n ->
    [one] eine Figur
   *[other] { $count } Figuren
}: { $pieces }.
answer-none-left = { $holder } { $kind ->
    [queen] keine Dame
    [pawn] keine Bauern
   *[other] keinen { answer-role-name }
} mehr.
answer-kind-stands = { $n ->
    [one] { $owner ->
        [mine] { $kind ->
            [queen] Ihre
           *[other] Ihr
        }
        [theirs] { $kind ->
            [queen] Die
           *[other] Der
        } gegnerische
       *[other] { $kind ->
            [queen] Die
           *[other] Der
        } { $colour ->
            [white] weiße
           *[black] schwarze
        }
    } { answer-role-name } steht
   *[other] { $owner ->
        [mine] Ihre
        [theirs] Die gegnerischen
       *[other] Die { $colour ->
            [white] weißen
           *[black] schwarzen
        }
    } { answer-role-plural } stehen
} auf { $squares }.

## Angriff und Deckung

answer-attacked-by-none = { $square } wird von keiner Figur angegriffen.
answer-attacked-only-by = { $square } wird nur von { $side } angegriffen: { $pieces }.
answer-attacked-by-both = { $square } wird angegriffen von Weiß: { $white }; von Schwarz: { $black }.
answer-is-not-attacked = wird nicht angegriffen
answer-is-attacked-by = wird angegriffen von { $pieces }
answer-and-not-defended = und ist nicht gedeckt
answer-defended-by = gedeckt von { $pieces }
answer-piece-attacks = { $subject } { $attacked }.
answer-piece-attacks-defends = { $subject } { $attacked }, { $defended }.
answer-nothing-to-defend = { $square } ist leer, dort ist nichts zu decken. Welche Figuren das Feld angreifen, sagt angreifer { $square }.
answer-not-defended = { $subject } ist nicht gedeckt.
answer-is-defended-by = { $subject } wird gedeckt von { $pieces }.

## Die Züge einer Figur

answer-en-passant = { $what } en passant
answer-with-promotion = { $what } mit Umwandlung
answer-move-to = ziehen nach { $squares }
answer-capture-on = schlagen auf { $squares }
answer-castle-short = kurz rochieren
answer-castle-long = lang rochieren
answer-castle-both = kurz und lang rochieren
answer-clauses-two = { $first }, und { $last }
answer-clauses-three = { $first }, { $second }, und { $last }
answer-can = { $subject } kann { $clauses }.
answer-cannot-move = { $subject } kann nicht ziehen.
answer-not-its-turn = { $subject } ist nicht am Zug, sondern { $side }.
answer-can-capture = { $subject } kann schlagen: { $pieces }.
answer-cannot-capture = { $subject } kann nichts schlagen.
answer-which-piece = { $owner ->
    [mine] Sie haben
   *[other] { $side } hat
} { $count } { answer-role-plural }, auf { $squares }. { $kind ->
    [queen] Welche
   *[other] Welchen
} meinen Sie? Sagen Sie zum Beispiel: züge von { $first }.

## Die Partie

answer-no-move-yet = Noch kein Zug gespielt.
answer-only-moves = { $n ->
    [one] Bisher gibt es erst einen Zug.
   *[other] Bisher gibt es erst { $count } Züge.
}
# „Zug drei, Schwarz: Bauer Anna sechs (a6).“
answer-move = Zug { $number }, { $side }: { $words } ({ $san }).
answer-game-won = Die Partie ist beendet: { $side } gewinnt.
answer-game-drawn = Die Partie ist beendet: remis.
answer-turn = { $side } ist am Zug.
answer-turn-in-check = { $side } ist am Zug und steht im Schach.
answer-move-number = Es ist Zug { $number }, { $side } ist am Zug.
answer-move-number-over = Zug { $number }. { $over }
answer-has-more = { $side } hat { $pieces } mehr
answer-material-level = Material gleich, je { $count } Punkte.
answer-level-on-points = nach Punkten gleich, je { $count }
answer-ahead = { $side } liegt { $n ->
    [one] einen Punkt
   *[other] { $lead } Punkte
} vorn, { $ahead } zu { $behind }
answer-material = { $pieces }; { $score }.
answer-material-score = { $score }.
answer-nothing-captured = In dieser Partie wurde noch nichts geschlagen.
answer-lost-nothing = { $side } hat noch nichts verloren.
answer-lost = { $side } hat verloren: { $pieces }.
answer-piece-captured = Geschlagen wurde { $kind ->
    [queen] die
   *[other] der
} { $colour ->
    [white] weiße
   *[black] schwarze
} { answer-role-name }.
answer-moves-since = { $n ->
    [one] Danach folgte ein Zug ohne Schlag.
   *[other] Danach folgten { $count } Züge ohne Schlag.
}

## Fragen in eigenen Worten

answer-not-in-check = { $owner ->
    [both] Nein, keine Seite steht im Schach.
    [mine] Nein, Sie stehen nicht im Schach.
   *[other] Nein, { $side } steht nicht im Schach.
}
answer-in-check = { $owner ->
    [mine] Ja, Sie stehen im Schach durch { $pieces }.
   *[other] Ja, { $side } steht im Schach durch { $pieces }.
}
answer-side-colon = { $side }:
answer-nothing-hangs = Keine Figur hängt.
answer-none-of-yours-hangs = Keine Ihrer Figuren hängt.
answer-hanging = Angegriffen und nicht gedeckt: { $pieces }.
answer-attacked-but-defended = Angegriffen, aber gedeckt: { $pieces }.
answer-all-others-defended = Alle anderen Figuren sind gedeckt.
answer-loose = Nicht gedeckt, aber auch nicht angegriffen: { $pieces }.
answer-castling = Kurze Rochade: { $short }. Lange Rochade: { $long }.
answer-castled-already = nicht mehr, es wurde schon rochiert
answer-king-has-moved = nicht mehr, der König hat schon gezogen
answer-rook-taken = nicht mehr, der Turm auf { $square } wurde geschlagen
answer-rook-has-moved = nicht mehr, der Turm von { $square } hat schon gezogen
answer-no-castling-right = nein, die Stellung gibt dafür kein Rochaderecht
answer-between-occupied = zwischen König und Turm { $n ->
    [one] ist
   *[other] sind
} { $squares } besetzt
answer-king-in-check = der König steht im Schach
answer-king-crosses = der König müsste über ein angegriffenes Feld ziehen: { $squares }
answer-not-now = jetzt nicht, { $reasons }
answer-castling-possible = ja, jetzt möglich
answer-castling-other-side-to-move = das Recht besteht, und nichts hindert sie gerade; am Zug ist aber die andere Seite
answer-not-your-move = { $owner ->
    [mine] Sie sind nicht am Zug, sondern { $mover }.
   *[other] { $side } ist nicht am Zug, sondern { $mover }.
}
answer-legal-moves = { $n ->
    [0] { $side } hat keinen legalen Zug.
    [one] { $side } hat einen legalen Zug.
   *[other] { $side } hat { $count } legale Züge.
}
answer-not-moved-yet = { $owner ->
    [mine] Sie haben in dieser Partie noch nicht gezogen.
   *[other] { $side } hat in dieser Partie noch nicht gezogen.
}
answer-no-such-piece = { $owner ->
    [mine] Sie haben { answer-none-of }.
    [both] Es gibt { answer-none-of } auf dem Brett.
   *[other] { $side } hat { answer-none-of }.
}

## Die Spieler

answer-engine = die Engine
answer-engine-level = die Engine auf Stufe { $level }
answer-engine-named = die Engine, { $name }
answer-player-rated = { $name }, Elo { $elo }
answer-opponent = Ihr Gegner spielt { $side }: { $who }.
answer-opponent-unknown = Ihr Gegner spielt { $side }; sein Name ist nicht bekannt. Namen gibt man beim Start mit --white-name und --black-name an.
answer-event = Veranstaltung: { $event }.
answer-names-unknown = Die Namen der Spieler sind nicht bekannt.
answer-unknown = unbekannt
answer-players = Weiß: { $white }; Schwarz: { $black }.
answer-clocks = Uhren: { $clock }

## Die Hilfe (hilfe, hilfe KOMMANDO)

answer-help-intro = Kommandos, auf Deutsch oder Englisch (in Klammern); hilfe KOMMANDO erklärt eines.
answer-help-moves = Züge tippen oder sagen: e4, Sf3, g1f3, 0-0, e8D, auch Englisch wie Nf3, oder Springer Felix drei; Remisangebot mit (=), etwa e4 (=).
answer-help-asked = Fragt ansage nach, genügt der Unterschied als Antwort: Gustav eins, der erste, Dame, ja.
# Eine Zeile der Liste: das Kommando, in Klammern in der anderen Sprache, und was es tut.
answer-help-line = { $usage } ({ $other }): { $what }.
answer-help-topic = { $usage }, englisch { $other }: { $what }. Beispiel: { $example }.
answer-help-unknown = Das Kommando „{ $shown }“ kenne ich nicht. Hilfe gibt es zu: { $names }.
