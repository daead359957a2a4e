# What the command line says (src/cli/): ansage parse, ansage pgn, the options of ansage
# play. Each id has its twin in every other language folder, with the same arguments.

cli-parse-fits = { $text } passt auf { $n ->
    [one] einen Zug, der nicht ganz so gesagt wurde
   *[other] { $n } Züge
}: { $moves }.
# The labels of ansage parse's two notations: the reader's own ("Deutsch: Sf3") and
# PGN's standard SAN ("Englisch: Nf3").
cli-san-language = Deutsch
cli-san-pgn = Englisch
cli-batch-no-tab = Zeile { $line } hat keinen Tabulator zwischen FEN und Zug.
cli-tape-written = Die Partie ist gesprochen in { $path } ({ $parts } Abschnitte, der letzte nach { $seconds } Sekunden); Sprungmarken in { $cues }.
cli-games = { $n ->
    [one] eine Partie
   *[other] { $n } Partien
}
cli-check-failed = In Ordnung: { $good }; fehlerhaft: { $wrong }.
cli-check-passed = { CAPITAL($games) } geprüft, alle Züge sind gültig.
cli-cannot-write = { $path } lässt sich nicht schreiben: { $reason }; bitte einen anderen Dateinamen nennen.
cli-no-such-game = Partie { $number } gibt es in dieser Datei nicht, oder sie ist fehlerhaft.
cli-bad-time = „{ $text }“ bei --time ist keine Bedenkzeit. { $error }
cli-bad-alarms = „{ $text }“ bei --alarms sind keine Alarmzeiten. { $error }
cli-fen3d-unreadable = Die Stellung lässt sich nicht lesen. { $error } Die Form beschreibt das README unter FEN3D.
# Where the help of a command is: "ansage play --help nennt alle Optionen."
cli-help-names-options = { $command } --help nennt alle Optionen.
