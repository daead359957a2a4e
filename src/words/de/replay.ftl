# ansage replay: a recorded game read aloud move by move (replay/).

## The prompt

replay-prompt-start = Anfang>{ " " }
# "12... Sc6> "
replay-prompt-move = { $label } { $san }>{ " " }

## The game as a whole

# "Schwarz gewinnt (0-1)", spoken without the notation; `capital` when it opens a sentence.
replay-result = { $result ->
    [white] Weiß gewinnt
    [black] Schwarz gewinnt
   *[draw] { $capital ->
        [yes] Remis
       *[no] remis
    }
} ({ $token })
    .spoken = { $result ->
        [white] Weiß gewinnt
        [black] Schwarz gewinnt
       *[draw] { $capital ->
            [yes] Remis
           *[no] remis
        }
    }
replay-no-result = { $capital ->
    [yes] Ohne Ergebnis
   *[no] ohne Ergebnis
}
replay-players = { $white } gegen { $black }
replay-unknown-player = Unbekannt
replay-moves = { $n ->
    [0] keine Züge
    [one] ein Zug
   *[other] { $n } Züge
}
replay-game = { $text }.
replay-game-in-file = Partie { $number } von { $count }: { $text }.
replay-other-games = Die Datei enthält { $count } Partien; eine andere wählen Sie mit --game, etwa --game { $other }.
replay-set-up = Die Partie beginnt mit einer gestellten Stellung; stellung liest sie vor.
replay-how-to-go-on = Weiter mit Enter oder weiter, zurück mit zurück, hilfe für alle Befehle.
replay-note = Vorbemerkung: { $text }
replay-comment = Kommentar: { $text }

## Moving through the game

replay-last-move = Das war der letzte Zug; { $result }.
replay-last-move-no-result = Das war der letzte Zug; ein Ergebnis ist nicht eingetragen.
replay-over = Die Partie ist zu Ende: { $result }. Zurück mit zurück, zum Anfang mit anfang.
replay-over-no-result = Die Aufzeichnung ist zu Ende, ohne Ergebnis. Zurück mit zurück, zum Anfang mit anfang.
replay-at-start = Das ist schon die Ausgangsstellung. Weiter mit Enter oder weiter.
replay-no-moves = Diese Partie hat keine Züge.
# "Zug zwölf, Schwarz" inside a sentence.
replay-move-name = Zug { $number }, { $side }
replay-no-such-move = { $asked } gibt es in dieser Partie nicht: { $range }.
replay-range-empty = diese Partie hat keine Züge
replay-range = die Partie geht von { $first } bis { $last }
replay-where-start = { $n ->
    [0] Ausgangsstellung; die Partie hat keine Züge.
   *[other] Ausgangsstellung; die Partie hat { $n } Halbzüge.
}
replay-where-last = Nach { $name }, dem letzten Zug der Partie.
replay-where = Nach { $name }; das ist Halbzug { $ply } von { $total }.
replay-no-comment-start = Vor dem ersten Zug gibt es keinen Kommentar.
replay-no-comment = Zu { $name } gibt es keinen Kommentar.

## What an annotation glyph means

replay-nag = { $nag ->
    [1] Guter Zug.
    [2] Ein Fehler.
    [3] Ein sehr starker Zug.
    [4] Ein grober Fehler.
    [5] Ein interessanter Zug.
    [6] Ein zweifelhafter Zug.
    [7] Ein erzwungener Zug.
    [13] Die Stellung ist unklar.
    [14] Weiß steht etwas besser.
    [15] Schwarz steht etwas besser.
    [16] Weiß steht besser.
    [17] Schwarz steht besser.
    [18] Weiß steht auf Gewinn.
    [19] Schwarz steht auf Gewinn.
    [22] Weiß ist im Zugzwang.
    [23] Schwarz ist im Zugzwang.
   *[equal] Die Stellung ist ausgeglichen.
}

## info

replay-info-player = { $side }: { $name }.
replay-info-player-elo = { $side }: { $name }, Elo { $elo }.
replay-unknown = unbekannt
replay-info-tag = { $tag ->
    [event] Turnier
    [site] Ort
    [round] Runde
    [date] Datum
   *[opening] Eröffnung
}: { $value }.
replay-none = keines
replay-info-result = Ergebnis: { $result }, { $moves }.
replay-info-place = Partie { $number } von { $count } der Datei.

## Other input

replay-not-available = „{ $typed }“ gibt es beim Nachspielen nicht; hilfe nennt alle Befehle.
replay-not-understood = „{ $typed }“ verstehe ich nicht. Weiter mit Enter oder weiter, zurück mit zurück, zug und eine Zahl springt zu einem Zug, hilfe nennt alle Befehle.
replay-help =
    Befehle beim Nachspielen, deutsch oder englisch, getippt oder gesprochen:
    weiter, w, n oder Enter: der nächste Halbzug, mit seinen Kommentaren; weiter fünf: fünf Halbzüge.
    zurück, z oder b: ein Halbzug zurück; zurück drei: drei Halbzüge.
    zug zwölf, zug zwölf schwarz, gehe zu 12, 12...: zur Stellung nach diesem Zug.
    anfang: zur Ausgangsstellung; schluss oder zum letzten zug: zum letzten Zug.
    stellung oder brett vorlesen: alle Figuren; wer ist am zug; wo: welcher Zug und wie viele noch kommen.
    kommentar: die Kommentare zum Zug noch einmal; info: Spieler, Turnier, Datum und Ergebnis; fen: die Stellung als FEN.
    wiederholen: das Letzte noch einmal; beenden oder ende: aufhören.
    Dazu die Fragen aus ansage play, etwa was steht auf e4, angreifer e4, linie eva, material, letzte drei züge.

# A text the same in every language (a year, a name).

## Playing a tape (ansage replay FILE.ogg)

replay-tape-help =
    Befehle beim Abspielen einer Aufnahme, deutsch oder englisch, getippt oder gesprochen:
    weiter, w, n oder Enter: der nächste Abschnitt; weiter fünf: fünf Abschnitte weiter.
    zurück, z oder b: der Abschnitt davor; zurück drei: drei Abschnitte zurück.
    zug zwölf, zug zwölf schwarz, gehe zu 12, 12...: die Ansage dieses Zuges.
    anfang: an den Anfang des Bandes; schluss: der letzte Abschnitt.
    wiederholen: den Abschnitt noch einmal; wo: welcher Abschnitt; info: die Partie.
    Escape oder still: Ruhe; beenden oder ende: aufhören.

## Choosing the game to replay

replay-game-zero = Die Partien werden ab 1 gezählt: die erste ist --game 1.
replay-file-missing = Die Datei { $path } gibt es nicht. Nennen Sie eine PGN-Datei, etwa: ansage replay partie.pgn
replay-file-folder = { $path } ist ein Ordner. Nennen Sie eine PGN-Datei darin.
replay-file-unreadable = Die Datei { $path } lässt sich nicht lesen ({ $reason }). Prüfen Sie die Rechte oder nennen Sie eine andere Datei.
replay-no-game = Die Datei enthält keine Partie, die sich nachspielen lässt.
replay-no-such-game = { $count ->
    [1] Partie { $number } gibt es nicht: die Datei enthält nur eine Partie, --game 1.
   *[other] Partie { $number } gibt es nicht: die Datei enthält { $count } Partien, wählen Sie --game 1 bis --game { $count }.
}
replay-broken = Partie { $number } lässt sich daher nicht nachspielen; wählen Sie eine andere mit --game.
