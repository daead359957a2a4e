## Building blocks of other sentences: clock readings and a FEN spelt out sign by sign.

# A clock reading's parts ("vier Minuten zwölf Sekunden"); $n chooses the form, $words is the
# number in words.
clock-hours = { $n ->
    [one] eine Stunde
   *[other] { $words } Stunden
}
clock-minutes = { $n ->
    [one] eine Minute
   *[other] { $words } Minuten
}
clock-seconds = { $n ->
    [one] eine Sekunde
   *[other] { $words } Sekunden
}
# Under ten seconds, with tenths: "acht Komma drei Sekunden".
clock-seconds-tenths = { $seconds } Komma { $tenths } Sekunden

# A FEN spelt out: "FEN: klein r, klein n, …, Schrägstrich, acht mal klein p, …".
fen-spelled = FEN: { $signs }.
fen-slash = Schrägstrich
fen-space = Leerzeichen
fen-dash = Strich
fen-capital = groß { $letter }
fen-small = klein { $letter }
fen-times = { $times } mal { $sign }

# The FEN of the position: shown for copying, spelt out sign by sign for the ear.
fen-line = { $fen }
    .spoken = { $spelled }
