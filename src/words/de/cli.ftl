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
# ansage join --arbiter: the arbiter's terminal (issue 30). The words lists are what the
# arbiter types to read the overview here, without asking the host; commas between them.
join-arbiter-code-needed = Um als Schiedsrichter beizutreten, brauche ich den Schiedsrichter-Code, den der Gastgeber sagt: ansage join --arbiter { $address } CODE.
join-board-view-3d = Das 3D-Brett ist oben gezeichnet, { $side } unten; brett vorlesen liest es Ebene für Ebene vor, decks sagt, wo die Angriffsdecks stehen.
join-arbiter-local-help = Hier an Ihrem Gerät: bretter vergleicht die Bretter von Weiß und Schwarz, brett weiß oder brett schwarz liest eines vor, partien liest beide Partieformulare.
join-arbiter-no-overview = Der Gastgeber hat die Übersicht noch nicht geschickt; bitte gleich noch einmal.
join-arbiter-boards-agree = Die Bretter von Weiß und Schwarz stimmen überein.
join-arbiter-boards-differ = Die Bretter von Weiß und Schwarz unterscheiden sich auf { $squares }. Auf dem Brett von Weiß: { $white } Auf dem Brett von Schwarz: { $black }
join-arbiter-boards-differ-3d = Die Bretter von Weiß und Schwarz unterscheiden sich auf { $squares }. Was dort steht, sagen weiß: mein brett und schwarz: mein brett.
join-arbiter-last-moves = Letzter Zug im Partieformular von Weiß: { $white }; im Partieformular von Schwarz: { $black }.
join-arbiter-no-move = noch keiner
join-arbiter-move = { $words } ({ $san })
    .spoken = { $words }
join-arbiter-board = Das Brett von { $side ->
    [white] Weiß
   *[black] Schwarz
}, wie sein Gerät es zeigt: { $reading }
join-arbiter-records = Partieformular von Weiß: { $white }. Partieformular von Schwarz: { $black }.
join-arbiter-record-empty = noch kein Zug
join-arbiter-words-boards = bretter, bretter vergleichen, beide bretter, boards, compare boards
join-arbiter-words-board-white = brett weiß, brett weiss, brett von weiß, brett von weiss, weißes brett, board white, white board, white's board
join-arbiter-words-board-black = brett schwarz, brett von schwarz, schwarzes brett, board black, black board, black's board
join-arbiter-words-records = partien, partieformulare, beide partieformulare, aufzeichnungen, records, scoresheets
join-arbiter-how-to-leave = Zum Verlassen Strg-D drücken; die Partie läuft beim Gastgeber weiter, und ansage join --arbiter ADRESSE bringt Sie als Schiedsrichter zurück.
# A one-shot command (say, parse, pgn …) could not write its output; $reason is the end of a
# sentence from file-io-reason ("der Datenträger ist voll").
cli-output-unwritable = Die Ausgabe lässt sich nicht schreiben: { $reason }; bitte Platz schaffen oder die Ausgabe in eine andere Datei leiten und den Befehl wiederholen.
