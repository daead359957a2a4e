# ansage's German texts (Project Fluent). Each id has its English twin in en.ftl; the tests
# check that both files hold the same ids. `.spoken` is the form for the voice where it
# differs from the form on screen: notation in brackets is shown, not spoken.

## Moves (FIDE Appendix F, F2.1; Appendix E)

# "Zug zwölf, Schwarz"
move-number = Zug { $number }, { $side }
# "Zug eins, Weiß: Bauer Eva vier (e4)."
move-line = Zug { $count }, { $side }: { $words } ({ $san }).
    .spoken = Zug { $count }, { $side }: { $words }.
# In a list of moves: "Zug zwölf, Schwarz, Springer Felix sechs"
move-in-list = { $number }, { $words }
# Between the last two of a list: "A und B"
list-and = { " " }und{ " " }

## Replay

position-after = Stellung nach Zug { $count }, { $side }: { $words } ({ $san }).
    .spoken = Stellung nach Zug { $count }, { $side }: { $words }.
start-position = Ausgangsstellung.

## Taking back and correcting (F2.6)

taken-back = Zurückgenommen: { $moves }. { $to-move } ist am Zug.
end-taken-back = Das Ende der Partie ist zurückgenommen; sie geht weiter. { $to-move } ist am Zug.
correction = Korrektur: { $words } gilt nicht. { $mover } sagt den Zug neu an.

## Draws (article 9.1)

draw-offered = { $side } bietet Remis an.

## The end of the game (articles 5, 9)

checkmate-wins = Schachmatt. { $winner } gewinnt.
draw = Remis.
game-in-progress = Die Partie läuft noch.
draw-stalemate = Patt. Die Partie ist remis.
draw-insufficient-material = Remis: Keine Seite kann mehr mattsetzen.
draw-agreement = Remis nach Vereinbarung.
draw-threefold-repetition = Remis durch dreimalige Stellungswiederholung.
draw-fifty-moves = Remis: fünfzig Züge ohne Bauernzug und ohne Schlagen.
draw-fivefold-repetition = Remis: Die Stellung steht zum fünften Mal auf dem Brett.
draw-seventy-five-moves = Remis: fünfundsiebzig Züge ohne Bauernzug und ohne Schlagen.
draw-cannot-be-mated = Remis: Der Gegner kann nicht mehr mattsetzen.

## The game at the keyboard

greeting = Neue Partie. { $side } ist am Zug. Geben Sie Züge ein, zum Beispiel e4 oder Sf3. Hilfe mit hilfe, Ende mit ende.
greeting-set-up = Neue Partie aus der gegebenen Stellung. { $side } ist am Zug. Die Stellung liest brett vorlesen vor. Hilfe mit hilfe, Ende mit ende.
prompt-over = Partie beendet>{ " " }
prompt-confirm = Ja oder nein>{ " " }
prompt-repeats = { $side } wiederholt>{ " " }
prompt-engine-thinks = { $side }, die Engine denkt>{ " " }
prompt-turn = { $side }>{ " " }
nothing-to-take-back = Es gibt keinen Zug zum Zurücknehmen.
no-move-yet = Noch kein Zug gespielt.

## Repetition and claims (F2.1, articles 9.2, 9.3)

repeated = Wiederholt: { $words }.
advance-move-dropped = Der vorgemerkte Zug des Gegners entfällt; er gibt ihn nach der neuen Ansage noch einmal an.
may-claim = { $side } kann beantragen: { $claims }; dazu remis beantragen sagen.
list-or = { " " }oder{ " " }

## The terminal program

alarms-without-clock = Alarmzeiten sind eingestellt, aber die Partie hat keine Uhr; eine Bedenkzeit wählen Sie mit --time, zum Beispiel --time 90+30.
review-offer = Für einen Rückblick auf die größten Fehler sagen Sie rückblick.
engine-missing = Die Engine { $path } gibt es nicht. Nennen Sie mit --engine das Programm einer UCI-Engine oder installieren Sie Stockfish mit make setup; bis dahin geben Sie die Züge der Engine selbst ein.
engine-plays = { $side } spielt die Engine, { $level }
listening = Ich höre.
heard = Gehört: { $words }
interrupted = Zum Beenden ende eingeben; die Partie bleibt erhalten.
journal-saved-again = Der Spielverlauf wird wieder gesichert; nichts ist verloren.
