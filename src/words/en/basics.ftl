## Building blocks of other sentences: clock readings and a FEN spelt out sign by sign.

# A clock reading's parts ("four minutes twelve seconds"); $n chooses the form, $words is the
# number in words.
clock-hours = { $n ->
    [one] one hour
   *[other] { $words } hours
}
clock-minutes = { $n ->
    [one] one minute
   *[other] { $words } minutes
}
clock-seconds = { $n ->
    [one] one second
   *[other] { $words } seconds
}
# Under ten seconds, with tenths: "eight point three seconds".
clock-seconds-tenths = { $seconds } point { $tenths } seconds

# A FEN spelt out: "FEN: small r, small n, …, slash, eight times small p, …".
fen-spelled = FEN: { $signs }.
fen-slash = slash
fen-space = space
fen-dash = dash
fen-capital = capital { $letter }
fen-small = small { $letter }
fen-times = { $times } times { $sign }

# The FEN of the position: shown for copying, spelt out sign by sign for the ear.
fen-line = { $fen }
    .spoken = { $spelled }
