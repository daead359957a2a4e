# The game's records (records/): long-hand, braille and tape (FIDE Appendix F, F2.5).

## The long-hand record in words

# "Weiß: Adolf Anderssen." — one tag of the heading line.
record-tag = { $tag ->
    [white] Weiß
    [black] Schwarz
    [event] Turnier
    [site] Ort
    [date] Datum
    [round] Runde
   *[result] Ergebnis
}: { $value }.
record-result = { $result ->
    [white] Weiß gewinnt
    [black] Schwarz gewinnt
   *[draw] Remis
}
record-start = Ausgangsstellung: { $board }
record-start-chess960 = Chess960. Ausgangsstellung: { $board }
# A game that starts with Black's move: "10. Schwarz:"
record-black-first = { $number }. { $side }:
record-draw-offered = (Remis angeboten)
record-month = { $month ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
}
# "21. Juni 1851"
record-date-day = { $day }. { record-month } { $year }
record-date-month = { record-month } { $year }

## The tape's cue sheet: the titles of its parts

record-title = { $what ->
    [game] Partie
    [start] Ausgangsstellung
    [result] Ergebnis
    [claim] Reklamation
    [reconciled] Abgleich
    [correction] Korrektur
    [take-back] Zurücknahme
    [draw-offer] Remisangebot
    [repetition] Wiederholung
   *[announcement] Ansage
}
record-title-game-number = Partie { $number }

## What went wrong with a record

record-braille-missing = Für Braille fehlt liblouis (lou_translate); installieren mit make setup oder apt-get install liblouis-bin liblouis-data.
record-braille-failed = liblouis konnte die Partie nicht in Braille übersetzen ({ $detail }); prüfen Sie, ob liblouis-data installiert ist.
record-braille-unwritable = Die Braille-Aufzeichnung lässt sich nicht in { $path } schreiben, { $reason }; nennen Sie beim nächsten Start eine andere Datei.
record-no-player = Es ist kein Programm zum Abspielen da (pw-play, paplay, aplay oder play); installieren Sie eines, etwa mit apt-get install alsa-utils. Bis dahin zeigt ansage nur, was gesagt wurde.
record-player-failed = Das Abspielen mit { $player } ging nicht ({ $detail }); prüfen Sie die Tonausgabe mit ansage doctor.
record-tape-speech = { $problem }
record-tape-sound = Die gesprochene Aufnahme ließ sich nicht lesen ({ $detail }); prüfen Sie espeak-ng mit ansage doctor.
record-tape-existing = { $path } lässt sich für die Aufnahme nicht verwenden ({ $detail }); bitte eine andere Datei nennen.
record-tape-locked = Auf das Band { $path } nimmt gerade { $known ->
    [yes] ein anderes ansage (Prozess { $pid })
   *[no] ein anderes ansage
} auf; zwei Aufnahmen auf einem Band würden sich zerstören. Nennen Sie eine andere Datei.
record-tape-in-the-way = { $path } gibt es schon, und es ist keine Aufnahme von ansage mit ihrer Cue-Datei, die sich fortsetzen ließe; damit nichts überschrieben wird, nennen Sie eine andere Datei.
record-tape-not-a-tape = { $path } ist keine Aufnahme, die ansage lesen kann ({ $detail }); nennen Sie eine Aufnahme von ansage mit ihrer Cue-Datei, oder für eine neue Aufnahme eine andere Datei.
record-tape-no-cue-sheet = Die Cue-Datei { $path } mit den Sprungmarken fehlt; ansage schreibt sie neben jede Aufnahme.
record-tape-write = { $path } lässt sich nicht schreiben, { $reason }; bitte einen anderen Dateinamen nennen.

## The braille record: its table, its lock, characters it cannot write

record-braille-table-missing = Die Braille-Tabelle für diese Sprache fehlt; installieren Sie sie mit apt-get install liblouis-data.
record-braille-untranslatable = liblouis konnte die Partie nicht in Braille übersetzen; prüfen Sie ansage doctor und melden Sie die Partie als Fehler.
record-braille-locked = In die Braille-Aufzeichnung { $path } schreibt gerade { $holder }; zwei Partien in einer Datei würden sich zerstören. Nennen Sie eine andere Datei.
record-braille-spelt = { $count ->
    [one] Ein Zeichen gibt es in dieser Braille-Tabelle nicht; die Aufzeichnung nennt es mit seinem Code: { $characters }.
   *[other] { $count } Zeichen gibt es in dieser Braille-Tabelle nicht; die Aufzeichnung nennt sie mit ihrem Code: { $characters }.
}
record-tape-link = { $path } ist eine symbolische Verknüpfung; ansage nimmt nur in eine eigene Datei auf, damit nichts überschrieben wird, worauf die Verknüpfung zeigt. Nennen Sie die Datei selbst oder eine andere Datei.
record-tape-finishing = Die Aufnahme wird fertig gesprochen, einen Moment bitte.
record-tape-lost = Auf dem Band { $path } fehlt, was sich nicht aufnehmen ließ: { $parts }.
record-tape-made-up = Auf dem Band { $path } fehlte, was vor der Unterbrechung nicht mehr aufgenommen wurde; es wird jetzt nachgesprochen: { $parts }.
