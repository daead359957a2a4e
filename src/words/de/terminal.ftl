# What the terminal program says (src/ui/app.rs): the game file, settings changed in play,
# resuming a game, the engine's review. Each id has its twin in every other language folder,
# with the same arguments.

terminal-tape-game-title = Partie
terminal-voices = Es gibt { $count } Stimmen: { $some }.
terminal-voices-many = Es gibt { $count } Stimmen, zum Beispiel: { $some }. Wählen mit stimme und dem Namen.
terminal-microphone-not-listening = Das Mikrofon hört nicht zu. Den Mikrofontest gibt es mit ansage play --voice; ansage devices nennt die Mikrofone.
terminal-engine-failed-type-move = { $error } Geben Sie den Zug für { $side } selbst ein, oder ende.
terminal-stranded = Für { $side } zieht keine Engine mehr, und niemand gibt Züge ein; die Partie endet hier, unbeendet. Mit ansage play --resume geht sie weiter.
terminal-game-number-prompt = Partie Nummer>{ " " }
# What answers the list of waiting games with a new game (in small letters).
terminal-new-game-words = neu, neue partie, new, new game
# "nach zwei Halbzügen" ($case dative), "zwölf Halbzüge".
terminal-half-moves = { $case ->
    [dative] { $n ->
        [one] einem Halbzug
       *[other] { $count } Halbzügen
    }
   *[other] { $n ->
        [one] ein Halbzug
       *[other] { $count } Halbzüge
    }
}
terminal-continues = Die unterbrochene Partie geht weiter, nach { $moves }.
terminal-last-move = Zuletzt: { $line }
terminal-to-move = { $side } ist am Zug.
terminal-repeats = { $side } wiederholt diesen Zug.
terminal-clocks-stand = Die Uhren stehen; sie laufen mit dem nächsten Zug oder mit uhr weiter.
terminal-game-loaded = Partie { $number } aus { $path } geladen, nach { $moves }.
terminal-engine-player = { $program }, Stufe { $level }
terminal-window-too-small = Das Fenster ist für das Brett zu klein; es braucht mindestens { $columns } Spalten und { $rows } Zeilen.
terminal-autosave-failed = Die Partie lässt sich nicht in { $path } sichern, { $reason }. Mit speichern und einem anderen Dateinamen geht es; sonst wird sie am Ende angezeigt.
terminal-save-where = Wohin? Sagen Sie speichern und einen Dateinamen, etwa: speichern partie.pgn
terminal-saved-kept = Partie gespeichert in { $path }; dort wird sie nach jedem Zug gesichert.
terminal-save-failed = Die Partie ließ sich nicht in { $path } speichern, { $reason }. Bitte einen anderen Dateinamen nennen.
terminal-speech-limit = Weiter geht es nicht. { $settings }
terminal-board-view = { $on ->
    [yes] Brettansicht an.
   *[no] Brettansicht aus.
}
terminal-style-now = { $style ->
    [short] Ansage jetzt kurz: { $example }.
    [long] Ansage jetzt lang: { $example }.
   *[verbose] Ansage jetzt ausführlich: mit Ausgangsfeld und geschlagener Figur.
}
terminal-say-pawn-now = { $on ->
    [yes] Bauernzüge nennen jetzt den Bauern: { $example }.
   *[no] Bauernzüge ohne das Wort Bauer: { $example }.
}
# $words is the code of the language whose words announce moves.
terminal-words-now = { $words ->
    [de] Ansagen mit den deutschen Wörtern: Springer Felix drei.
    [en] Ansagen mit den englischen Wörtern: Knight Felix three.
   *[other] Ansagen mit den Wörtern der Sprache { $words }.
}
terminal-read-aloud-now = { $on ->
    [yes] Vorlesen an: Zugliste, FEN und das Partieformular am Ende werden gesprochen.
   *[no] Vorlesen aus: Zugliste, FEN und das Partieformular am Ende stehen nur auf dem Bildschirm.
}
terminal-settings-unchanged = In dieser Partie wurde keine Einstellung geändert; { $path } bleibt, wie sie ist.
terminal-settings-saved = Einstellungen gespeichert in { $path }.
terminal-voice-name-invalid = Ein Stimmenname besteht aus Buchstaben, Ziffern und Zeichen wie + oder -, etwa de+f3.
terminal-no-voices = { $speaker } nennt keine Stimmen; die Stimme bleibt, wie sie ist.
terminal-unknown-voice = Die Stimme { $name } kenne ich nicht. Es gibt zum Beispiel: { $some }.
terminal-default-voice = Standard
terminal-voice-now = Stimme jetzt { $voice }.
terminal-saved-to = Partie gespeichert in { $path }.
terminal-save-failed-here-it-is = Die Partie ließ sich nicht in { $path } speichern, { $reason }. Hier ist sie:
terminal-the-game = Die Partie:
terminal-kept-again = Die Partie wird weiter in { $path } gesichert.
terminal-not-pgn = { $path } ist keine lesbare PGN-Datei; damit nichts verloren geht, schreibe ich nicht hinein. Bitte einen anderen Dateinamen nennen.
terminal-file-holds-games = { $path } enthält schon { $n ->
    [one] eine Partie
   *[other] { $n } Partien
}; diese Partie kommt dahinter.
terminal-cannot-write = In { $path } kann ich nicht schreiben: { $reason }.
terminal-file-in-use = In { $path } schreibt gerade { $holder } eine Partie; zwei Partien in einer Datei würden eine verlieren. Nennen Sie eine andere Datei.
terminal-review-no-mistakes = Keine großen Fehler: Kein Zug hat mehr als einen Bauern gekostet.
terminal-review-mistake = { $number }, { $played }: { $cost }; besser war { $best }.
terminal-review-cost-game = Das kostete die Partie
terminal-review-cost = Verlust etwa { $amount }
# One waiting game in the list --resume offers: "Zwei: Anna Blind gegen stockfish, Stufe 2,
# begonnen am 24.11.2026 um 14:59 Uhr (UTC), zwölf Halbzüge, vertagt."
terminal-waiting-game = { CAPITAL($number) }: { $three_d ->
    [yes] 3D-Partie,{" "}
   *[no] {""}
}{ $white } gegen { $black }, begonnen am { $date } um { $time } Uhr (UTC), { $moves }, { $adjourned ->
    [yes] vertagt
   *[no] unterbrochen
}.
terminal-engine-seat = { $side } (die Engine)
terminal-settings-3d = Sprache Deutsch. Ein 3D-Zug wird immer ganz angesagt. Sprachausgabe { $speaker }: { $speech } Listen vorlesen { $read-aloud ->
    [yes] an
   *[no] aus
}. Brettansicht { $board ->
    [yes] an
   *[no] aus
}.
terminal-settings = Sprache Deutsch. Ansage { $style ->
    [short] kurz
    [long] lang
   *[verbose] ausführlich
}, { $words ->
    [de] mit deutschen Wörtern
    [en] mit englischen Wörtern
   *[other] mit den Wörtern der Sprache { $words }
}, Bauernzüge { $pawn ->
    [yes] mit dem Wort Bauer
   *[no] ohne das Wort Bauer
}. Sprachausgabe { $speaker }: { $speech } Listen vorlesen { $read-aloud ->
    [yes] an
   *[no] aus
}. Brettansicht { $board ->
    [yes] an
   *[no] aus
}.
