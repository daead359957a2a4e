# ansage's German texts (Project Fluent). Each id has its English twin in en.ftl; the tests
# check that both files hold the same ids. `.spoken` is the form for the voice where it
# differs from the form on screen: notation in brackets is shown, not spoken.

## Moves (FIDE Appendix F, F2.1; Appendix E)

# "Zug zwölf, Schwarz"
move-number = Zug { $number }, { $side }
# "Zug eins, Weiß: Bauer Eva vier (e4)."
move-line = { $number }: { $words } ({ $san }).
    .spoken = { $number }: { $words }.
# In a list of moves: "Zug zwölf, Schwarz, Springer Felix sechs"
move-in-list = { $number }, { $words }
# Between the last two of a list: "A und B"
list-and = { " " }und{ " " }

## Replay

# Inside a sentence: "Position after move twelve, Black"
move-number-inline = Zug { $number }, { $side }
position-after = Stellung nach { $number }: { $words } ({ $san }).
    .spoken = Stellung nach { $number }: { $words }.
start-position = Ausgangsstellung.

## Taking back and correcting (F2.6)

taken-back = Zurückgenommen: { $moves }. { $to-move } ist am Zug.
end-taken-back = Das Ende der Partie ist zurückgenommen; sie geht weiter. { $to-move } ist am Zug.
correction = Korrektur: { $words } gilt nicht. { $mover } sagt den Zug neu an.

## Draws (article 9.1)

draw-offered = { $side } bietet Remis an.
