# What the game at the keyboard says (src/play/): answers to commands, questions, refusals.
# Each id has its twin in every other language folder, with the same arguments.


play-help-game-over = Die Partie ist beendet; für einen Rückblick auf die Fehler sagen Sie rückblick.
play-hint-engine-thinks = { $side } ist am Zug, und die Engine denkt nach; einen Tipp gibt es, wenn Sie am Zug sind.
play-question-dropped = Frage verworfen; kein Zug wurde gespielt. { $side } ist am Zug.
play-tournament-move-stands = Im Turniermodus wird ein Zug nur berichtigt, bevor die Uhr des Gegners läuft (F2.6); der Zug steht.
play-tournament-no-take-back = Im Turniermodus wird nach dem Ende der Partie nichts zurückgenommen.
play-confirm-resign = Wirklich aufgeben? Dann hat { $side } die Partie verloren. Ja oder nein.
play-engine-answers-offer = Ihr Remisangebot beantwortet die Engine selbst; sie prüft die Stellung und sagt gleich, ob sie annimmt.
play-confirm-accept-draw = Remis wirklich annehmen? Dann endet die Partie unentschieden. Ja oder nein.
play-confirm-quit = Die Partie ist nicht beendet. Wirklich aufhören? Sie bleibt gespeichert und geht mit ansage play --resume weiter. Ja oder nein.
play-adjourn-game-over = Die Partie ist beendet; vertagt wird nur eine laufende Partie. Mit ende beenden.
play-no-engine-help-tournament = Im Turniermodus gibt es keine Hilfe der Engine; nach der Partie steht der Rückblick bereit.
play-no-engine-help = Hilfe der Engine (Tipp, Bewertung, Rückblick) gibt es während der Partie nur beim Training: gegen die Engine, oder wenn beide Spieler ansage play mit --training starten. Nach der Partie steht der Rückblick immer bereit.
play-draw-offered-to-engine = { $offerer } bietet Remis an. Die Engine ({ $other }) prüft die Stellung und antwortet gleich.
play-draw-offered-at-the-board = { $offerer } bietet Remis an. { $other } antwortet mit ja oder nein (remis annehmen, remis ablehnen), oder zieht.
play-own-draw-offer = Das Remisangebot kam von Ihnen ({ $side }); { $other } nimmt es an oder lehnt es ab, oder zieht.
play-repetition-still-waiting = { $side }: Der Zug ist noch nicht wiederholt. Bitte { $words } sagen oder eintippen, oder auf dem eigenen Brett ausführen.
play-kept-input-dropped = Ihre vorgemerkte Eingabe „{ $input }“ entfällt; geben Sie sie wieder ein, wenn sie gelten soll.
play-engine-accepts-draw = Die Engine ({ $side }) nimmt das Remis an. { $view } { $end }
play-engine-declines-draw = Die Engine ({ $side }) lehnt das Remis ab. { $view } Die Partie geht weiter.
play-repeat-announced-first = Bitte zuerst den angesagten Zug wiederholen: { $announced }. Ihr Zug { $own } wird danach gespielt.
play-move-possible = { $words } ist möglich. Zum Spielen ohne Fragezeichen eingeben.
play-move-not-played = { $reason } Der Zug wurde nicht ausgeführt.
play-say-the-move-again = Gut, dann sagen Sie den Zug bitte noch einmal.
play-game-over = Die Partie ist beendet. Mit ende beenden, mit zurück den letzten Zug zurücknehmen.
play-game-over-tournament = Die Partie ist beendet. Mit ende beenden, mit speichern sichern.
play-repetition-on = Wiederholung an: Der Gegner wiederholt jeden angesagten Zug, erst dann läuft seine Uhr.
play-repetition-off = Wiederholung aus: Die Ansage von ansage gilt als Wiederholung.
game-in-words = Die Partie in Worten:
play-ask-take-back = { CAPITAL($count) } Züge zurücknehmen: { $moves }? Ja oder nein.
play-no-resign = Gut, nicht aufgegeben; die Partie geht weiter. { $side } ist am Zug.
play-no-kept-input = Gut, die vorgemerkte Eingabe entfällt. { $side } ist am Zug.
play-no-roll-back = Gut, kein Zug wird zurückgenommen; die Partie bleibt, wie sie ist. { $side } ist am Zug.
play-over-no-roll-back = { $agreed }. Die Partie ist beendet: Ihre Züge bleiben stehen, keiner wird zurückgenommen.
play-no-accept-draw = Gut, das Remisangebot ist nicht angenommen; es steht noch. { $side } ist am Zug.
play-no-change = Gut, es bleibt, wie es ist. { $side } ist am Zug.
play-kept-input-dropped-short = Die vorgemerkte Eingabe entfällt.
play-question-dropped-unchanged = Die Frage ist verworfen; nichts wurde geändert.
play-again-resign = Wirklich aufgeben? Ja oder nein.
play-again-accept-draw = Remis wirklich annehmen? Ja oder nein.
play-again-quit = Wirklich aufhören? Die Partie bleibt gespeichert. Ja oder nein.
play-again-take-back = Zurücknehmen: { $moves }? Ja oder nein.
play-again-roll-back = Vorschlag nach F2.8: { $count } Halbzüge zurücknehmen. Einverstanden? Ja oder nein.
play-again-kept-input = Ihre vorgemerkte Eingabe { $words } jetzt spielen? Ja oder nein.
play-kept-input-no-longer-fits = Die vorgemerkte Eingabe passt nicht mehr zur Stellung und entfällt.
play-input-kept = { $side } ist am Zug, die Engine denkt nach. Ihre Eingabe „{ $input }“ ist vorgemerkt; nach dem Zug der Engine frage ich, ob sie gelten soll.
play-kept-input-game-over = Ihre vorgemerkte Eingabe „{ $input }“ entfällt, denn die Partie ist beendet.
play-kept-input-repeat-first = Ihre vorgemerkte Eingabe „{ $input }“ entfällt; wiederholen Sie zuerst den Zug der Engine, dann geben Sie Ihren Zug ein.
play-kept-input-play-now = Während die Engine nachdachte, hatten Sie „{ $input }“ eingegeben: { $words }. Jetzt spielen? Ja oder nein.
play-kept-input-several-moves = Ihre vorgemerkte Eingabe „{ $input }“ passt jetzt auf mehrere Züge und entfällt; bitte geben Sie Ihren Zug neu ein.
play-kept-input-position-gone = Ihre vorgemerkte Eingabe „{ $input }“ entfällt, denn die Stellung, in der Sie sie gaben, gibt es nicht mehr. Geben Sie Ihren Zug neu ein, wenn Sie am Zug sind.
play-kept-input-impossible = Ihre vorgemerkte Eingabe „{ $input }“ ist nach dem Zug der Engine nicht möglich und entfällt: { $reason }
play-square-correct = Stimmt: Auf { $square } steht bei { $seat } { $piece }.
play-square-differs = Auf { $square } steht bei { $seat } { $reported }, in der Partie { $game }.
play-board-as-fen = { $error } Geben Sie das Brett als ersten Teil einer FEN ein, zum Beispiel: mein brett rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR
play-board-correct = Stimmt: Das Brett von { $seat } zeigt die Partie.
play-board-differs = Das Brett von { $seat } weicht von der Partie ab.
play-record-has-no-such-move = { $named } steht nicht in der Mitschrift von { $keeper }; sie hat { $count } Halbzüge.
play-record-entry-ambiguous = Das passt auf mehr als einen Zug: { $candidates }. Die Mitschrift bleibt, wie sie war; nennen Sie den Zug mit seinem Ausgangsfeld, zum Beispiel: mein zug { $number } war springer gustav eins felix drei.
play-record-entry-impossible = { $reason } Die Mitschrift bleibt, wie sie war. Nennen Sie den Zug ganz, zum Beispiel: mein zug { $number } war springer felix drei.
play-record-entry-correct = Stimmt: In der Mitschrift von { $keeper } steht { $named }: { $words }.
play-record-entry-written = In der Mitschrift von { $keeper } steht jetzt { $named }: { $words }.
play-record-entry-not-possible-there = Dieser Zug ist dort nicht möglich: { $reason }
play-record-agrees-again = Die Mitschrift von { $keeper } stimmt wieder mit der Partie überein.
play-record-differs-from = Sie weicht ab { $number } von der Partie ab; in der Partie steht dort { $words }.
play-record-longer-after = Sie hat nach { $number } mehr Züge als die Partie.
play-record-difference = { $difference } Zum Abgleichen beider Mitschriften und Bretter sagen Sie abgleichen; nichts wird ohne Ihre Zustimmung zurückgenommen.
play-legal-on-own-board = { $words } ist in der Partie nicht möglich, wohl aber auf dem Brett von { $mover }: Die Stellungen weichen ab.
play-records-differ-from-the-first-move = Die Mitschriften stimmen schon im ersten Zug nicht überein
play-records-agree-up-to = Die Mitschriften stimmen bis { $last } überein
play-propose-roll-back = Vorschlag nach F2.8: { $agreed }; zurückgenommen { $n ->
    [one] würde ein Halbzug
   *[other] würden { $count } Halbzüge
}: { $moves }. Einverstanden? Ja oder nein.
play-propose-roll-back-and-replace = Vorschlag nach F2.8: { $agreed }; zurückgenommen { $n ->
    [one] würde ein Halbzug
   *[other] würden { $count } Halbzüge
}: { $moves }; an { $n ->
    [one] seiner
   *[other] ihrer
} Stelle { $r ->
    [one] käme
   *[other] kämen
} { $replacing }. Einverstanden? Ja oder nein.
play-a-piece = { $kind ->
    [none] nichts
    [queen] { $colour ->
        [white] eine weiße { $name }
       *[black] eine schwarze { $name }
    }
   *[other] { $colour ->
        [white] ein weißer { $name }
       *[black] ein schwarzer { $name }
    }
}
play-no-clock = In dieser Partie läuft keine Uhr.
play-clocks-paused = Die Uhren sind angehalten. Mit uhr weiter laufen sie wieder.
play-clock-runs-again = Die Uhr von { $side } läuft wieder.
play-time-now = { $side } hat jetzt { $time }.
