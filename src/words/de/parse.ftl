# What the command parser refuses, and what to say instead (src/commands/parse/).
# $word, $text: what the player typed, as typed.

## Examples inside other sentences.
# The command before a square, with a space after it ("angreifer "): square-* $example.
parse-head-attackers = angreifer{ " " }
parse-head-defenders = verteidiger{ " " }
parse-head-diagonals = diagonale{ " " }
parse-head-square = was steht auf{ " " }
parse-head-moves-from = züge von{ " " }
parse-head-captures = schläge{ " " }
# Whole commands, as examples.
parse-example-last-moves = letzte drei Züge
parse-example-repeat = wiederholen drei
parse-example-add-time = zeit gutschreiben weiß zwei Minuten
parse-example-take-time = zeit abziehen schwarz dreißig Sekunden
parse-example-set-time = uhr stellen weiß vier Minuten
parse-example-report = auf Eva vier steht bei mir ein weißer Läufer, oder bei mir ist Eva vier leer

## Files and ranks (square.rs). $files: the names of the files, "Anna, …, Gustav und Hector".
parse-file-which = Welche Linie? Sagen Sie zum Beispiel linie Eva; die Linien heißen { $files }.
# $number: the rank as a number (1 to 8); $rank: the same in words
parse-file-is-rank = { $number ->
        [1] Eins
        [2] Zwei
        [3] Drei
        [4] Vier
        [5] Fünf
        [6] Sechs
        [7] Sieben
       *[8] Acht
    } ist eine Reihe, keine Linie; sagen Sie reihe { $rank }, oder eine Linie: { $files }.
parse-file-unknown = „{ $word }“ ist keine Linie; die Linien heißen { $files }.
parse-rank-which = Welche Reihe? Sagen Sie zum Beispiel reihe vier; die Reihen gehen von eins bis acht.
# $file: the file's name ("Eva")
parse-rank-is-file = { $file } ist eine Linie, keine Reihe; sagen Sie linie { $file }, oder eine Reihe von eins bis acht.
parse-rank-unknown = „{ $word }“ ist keine Reihe; die Reihen gehen von eins bis acht.

## Counts of moves and pieces (queries.rs). $example: a whole command.
parse-count-zero = Null Züge gibt es nicht; sagen Sie eine Zahl ab eins, zum Beispiel { $example }.
parse-count-not-a-number = „{ $word }“ ist keine Zahl; sagen Sie zum Beispiel { $example }.
parse-pieces-one-kind = Bitte nach einer Figurenart auf einmal fragen, zum Beispiel: wo stehen meine Türme.
parse-pieces-unknown = „{ $word }“ kenne ich nicht als Figur. Ich kenne König, Dame, Turm, Läufer, Springer und Bauer, auch in der Mehrzahl, und Figuren für alle.
parse-pieces-which = Welche Figuren? Sagen Sie zum Beispiel: wo stehen meine Springer.
parse-captures-which = Welche Figur? Sagen Sie zum Beispiel: was kann die Dame schlagen, oder schläge Felix drei.

## Time the arbiter adds or takes away (clock.rs). $example: a whole command.
parse-clock-add-or-take = Gutschreiben oder abziehen? Sagen Sie zum Beispiel zeit gutschreiben weiß zwei Minuten oder zeit abziehen schwarz eine Minute.
parse-arbiter-result = Welches Ergebnis? Sagen Sie zum Beispiel ergebnis 1-0, ergebnis schwarz gewinnt oder ergebnis remis.
parse-arbiter-warning = Wen verwarnen? Sagen Sie verwarnung weiß oder verwarnung schwarz.
parse-clock-no-unit = Zu „{ $word }“ fehlt die Einheit: Minuten oder Sekunden. Sagen Sie zum Beispiel: { $example }.
parse-clock-whose = Wessen Uhr, Weiß oder Schwarz? Sagen Sie zum Beispiel: { $example }.
parse-clock-one-colour = Bitte nur eine Farbe nennen, Weiß oder Schwarz, zum Beispiel: { $example }.
parse-clock-how-much = Wie viel Zeit? Sagen Sie Minuten oder Sekunden, zum Beispiel: { $example }.
parse-clock-zero = Null Sekunden ändern nichts; sagen Sie eine Zeit, zum Beispiel: { $example }.
parse-clock-unknown-word = „{ $word }“ verstehe ich hier nicht. Sagen Sie die Farbe und die Zeit in Minuten oder Sekunden, zum Beispiel: { $example }.

## A move of the player's own record (record.rs).
parse-record-which-move = Welcher Zug? Sagen Sie die Nummer und den Zug, zum Beispiel: mein zug zwölf war Turm Eva eins.
parse-record-move-zero = Einen Zug null gibt es nicht, die Züge zählen ab eins; sagen Sie zum Beispiel: mein zug zwölf war Turm Eva eins.
# $number: the move number in words
parse-record-what-move = Was war Zug { $number }? Sagen Sie den Zug dazu, zum Beispiel: mein zug { $number } war Turm Eva eins.
parse-record-not-a-number = „{ $word }“ ist keine Zugnummer; sagen Sie zum Beispiel: mein zug zwölf war Turm Eva eins.

## A square of the player's own board (record.rs). $example: parse-example-report.
parse-report-unknown = „{ $word }“ verstehe ich hier nicht. Ich kenne König, Dame, Turm, Läufer, Springer und Bauer, weiß und schwarz, und leer; zum Beispiel: { $example }.
parse-report-placement = Sagen Sie mein brett und dahinter die Stellung als FEN, nur den Teil mit den Figuren; oder für ein Feld zum Beispiel: bei mir ist Eva vier leer.
parse-report-which-square = Welches Feld? Sagen Sie zum Beispiel: { $example }.
parse-report-one-square = Bitte ein Feld auf einmal, zum Beispiel: { $example }.
# $square: the square in words; $notation: the square in notation ("e4"), which the German
# example does not use (the selector says nothing)
parse-report-what-piece = Was steht bei Ihnen auf { $square }? Sagen Sie die Figur, zum Beispiel: auf { $square } steht bei mir ein weißer Läufer, oder bei mir ist { $square } leer.{ $notation ->
       *[other] { "" }
    }
parse-report-piece-or-empty = Steht auf { $square } eine Figur, oder ist das Feld leer? Sagen Sie zum Beispiel: { $example }.
parse-report-one-piece = Auf einem Feld steht nur eine Figur; bitte eine auf einmal, zum Beispiel: { $example }.
parse-report-one-colour = Weiß oder Schwarz? Bitte nur eine Farbe, zum Beispiel: { $example }.

## Settings (session.rs).
parse-settings-what = Sagen Sie einstellungen, um alle zu hören, oder einstellungen speichern.
parse-board-switch = Sagen Sie brett an oder brett aus, nur brett schaltet um; brett vorlesen liest alle Figuren vor.
parse-style-which = Wie sollen Züge angesagt werden? Sagen Sie ansage kurz, ansage lang oder ansage ausführlich.
parse-style-unknown = „{ $word }“ kenne ich nicht als Ansage; sagen Sie ansage kurz, ansage lang oder ansage ausführlich.
