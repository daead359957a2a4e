# What is wrong with a square named in a command (src/commands/parse/square.rs).
# $example: the command with a square and a space ("angreifer "), or nothing.
square-missing = Welches Feld? Sagen Sie zum Beispiel: { $example }Eva vier.
# $square: the file and the number ("Eva zehn"), or nothing; $number: the number in words
square-no-rank = { $square ->
        [none] Es gibt keine Reihe { $number }, die Reihen gehen von eins bis acht.
       *[other] { $square } ist kein Feld: Es gibt keine Reihe { $number }, die Reihen gehen von eins bis acht.
    }
square-not-a-rank = „{ $word }“ ist keine Reihe; sagen Sie zum Beispiel { $file } vier. Die Reihen gehen von eins bis acht.
# $files: the names of the files, "Anna, …, Gustav und Hector"
square-no-file = „{ $word }“ ist keine Linie; die Linien heißen { $files }, kurz a bis h.
square-missing-rank = { $file } allein ist kein Feld; sagen Sie zum Beispiel { $example }{ $file } vier.
# $rank: the rank in words
square-missing-file = Zum Feld fehlt die Linie; sagen Sie zum Beispiel { $example }Eva { $rank }.
square-not-a-square = „{ $text }“ ist kein Feld; sagen Sie zum Beispiel { $example }Eva vier oder { $example }e4.
