# Die Hilfe zu den Kommandos (hilfe, hilfe KOMMANDO): für jeden Eintrag von src/commands/table.toml
# ([[help]], id) sein Name in der Liste der Themen, wie man es sagt, was es tut und ein Beispiel.
# Die Wörter, mit denen hilfe KOMMANDO einen Eintrag findet, stehen in help-keys.toml.


help-quiet-name = still
help-quiet-usage = still, stopp, ruhe oder die Escape-Taste
help-quiet-what = als eigene Zeile getippt oder gesagt: bricht sofort ab, was gerade gesprochen wird, und was noch wartet, wird nicht mehr gesagt; es steht weiter auf dem Bildschirm, und die Partie geht weiter
help-quiet-example = still

help-square-name = feld
help-square-usage = was steht auf FELD, was ist mit FELD, kurz e4?
help-square-what = sagt, was auf einem Feld steht
help-square-example = was steht auf Eva vier, Eva vier?, e4?

help-file-name = linie
help-file-usage = linie NAME
help-file-what = liest eine Linie von Reihe eins aufwärts, nur die besetzten Felder
help-file-example = linie Eva

help-rank-name = reihe
help-rank-usage = reihe ZAHL
help-rank-what = liest eine Reihe von Anna bis Hector, nur die besetzten Felder
help-rank-example = reihe vier

help-diagonals-name = diagonale
help-diagonals-usage = diagonale FELD
help-diagonals-what = liest beide Diagonalen durch ein Feld
help-diagonals-example = diagonale Eva vier

help-pieces-name = figuren
help-pieces-usage = wo stehen meine FIGUREN
help-pieces-what = sagt, wo Figuren einer Art stehen: meine, gegnerische, weiße oder schwarze; Figuren heißt alle
help-pieces-example = wo stehen meine Springer, gegnerische Türme, weiße Figuren

help-attackers-name = angreifer
help-attackers-usage = angreifer FELD, wer greift FELD an
help-attackers-what = sagt, welche Figuren ein Feld angreifen; steht dort eine Figur, auch welche sie decken
help-attackers-example = angreifer Eva fünf

help-defenders-name = verteidiger
help-defenders-usage = verteidiger FELD, wer deckt FELD
help-defenders-what = sagt, welche Figuren derselben Farbe die Figur auf einem Feld decken
help-defenders-example = wer deckt Eva fünf

help-attacked-name = angegriffen
help-attacked-usage = ist meine DAME angegriffen, ist meine DAME gedeckt, wer greift meine DAME an
help-attacked-what = sagt für jede solche Figur, wer sie angreift und wer sie deckt; auch seine, die schwarze oder die weiße Figur
help-attacked-example = ist meine Dame angegriffen, wer greift seinen Turm an, wer deckt die schwarze Dame

help-in-check-name = im schach
help-in-check-usage = bin ich im schach, steht schwarz im schach
help-in-check-what = sagt, ob eine Seite im Schach steht und durch welche Figur (Artikel 3.9)
help-in-check-example = bin ich im Schach

help-hanging-pieces-name = hängende figuren
help-hanging-pieces-usage = welche figuren hängen
help-hanging-pieces-what = nennt Ihre Figuren, die angegriffen und nicht gedeckt sind, und die ungedeckten; mit seine oder einer Farbe die des Gegners
help-hanging-pieces-example = welche figuren hängen, hängt bei Schwarz etwas

help-castling-name = rochade
help-castling-usage = kann ich rochieren, wer kann rochieren
help-castling-what = sagt für kurze und lange Rochade, ob sie jetzt geht und sonst warum nicht: König oder Turm schon gezogen, Felder dazwischen besetzt, König im Schach oder Felder angegriffen (Artikel 3.8.2)
help-castling-example = kann ich rochieren

help-legal-moves-name = welche züge
help-legal-moves-usage = welche züge habe ich, legale züge
help-legal-moves-what = nennt alle legalen Züge der Seite am Zug, Figur für Figur
help-legal-moves-example = welche züge habe ich

help-captured-pieces-name = geschlagene figuren
help-captured-pieces-usage = geschlagene figuren, letzter schlag
help-captured-pieces-what = nennt die Figuren, die jede Seite in dieser Partie verloren hat; letzter Schlag sagt den letzten Zug, der eine Figur schlug, und welche
help-captured-pieces-example = was wurde geschlagen, was wurde zuletzt geschlagen

help-captures-name = schläge
help-captures-usage = schläge FELD, was kann FIGUR schlagen
help-captures-what = nennt nur die Schläge einer Figur und was sie dabei schlägt; die Figur auch nur mit ihrem Namen, wenn es nur eine davon gibt
help-captures-example = was kann die Dame schlagen, schläge Springer Felix drei

help-my-opponent-name = gegner
help-my-opponent-usage = wer ist mein gegner, gegner
help-my-opponent-what = nennt den Gegner mit Namen und Elo-Zahl, wenn die Partie sie kennt, oder die Engine und ihre Stufe
help-my-opponent-example = wer ist mein gegner

help-info-name = info
help-info-usage = info
help-info-what = fasst die Partie kurz zusammen: wer gegen wen spielt, die Zugnummer, wer am Zug ist, und die Uhren
help-info-example = info

help-what-did-name = gezogen
help-what-did-usage = was hat schwarz gezogen, was hat die engine gezogen
help-what-did-what = sagt den letzten Zug einer Seite noch einmal, mit Zugnummer
help-what-did-example = was hat Schwarz gezogen

help-moves-from-name = züge von
help-moves-from-usage = züge von FELD, was kann FELD
help-moves-from-what = sagt, wohin die Figur auf einem Feld ziehen kann
help-moves-from-example = züge von Gustav eins

help-last-moves-name = letzte züge
help-last-moves-usage = letzter zug, letzte ZAHL züge
help-last-moves-what = sagt den letzten Zug oder die letzten Züge noch einmal, mit Zugnummer
help-last-moves-example = letzte drei Züge

help-move-number-name = zugnummer
help-move-number-usage = zugnummer
help-move-number-what = sagt die Nummer des Zuges und wer am Zug ist
help-move-number-example = zugnummer

help-turn-name = am zug
help-turn-usage = wer ist am zug
help-turn-what = sagt, wer am Zug ist
help-turn-example = wer ist am Zug

help-material-name = material
help-material-usage = material
help-material-what = vergleicht das Material: welche Figuren eine Seite mehr hat, und die Punkte, Bauer eins, Springer und Läufer drei, Turm fünf, Dame neun
help-material-example = material

help-read-board-name = vorlesen
help-read-board-usage = brett vorlesen, stellung
help-read-board-what = liest alle Figuren vor, erst Weiß, dann Schwarz, nach Art
help-read-board-example = brett vorlesen

help-time-name = zeit
help-time-usage = zeit, uhr
help-time-what = sagt die Bedenkzeit beider Seiten
help-time-example = zeit

help-pause-clock-name = uhr anhalten
help-pause-clock-usage = uhr anhalten, pause
help-pause-clock-what = hält beide Uhren an, etwa um den Schiedsrichter zu rufen (Artikel 6.13)
help-pause-clock-example = uhr anhalten

help-resume-clock-name = uhr weiter
help-resume-clock-usage = uhr weiter, fortsetzen
help-resume-clock-what = lässt die Uhr der Seite am Zug wieder laufen
help-resume-clock-example = uhr weiter

help-add-time-name = zeit gutschreiben
help-add-time-usage = zeit gutschreiben FARBE ZEIT, zeit abziehen FARBE ZEIT, uhr stellen FARBE ZEIT
help-add-time-what = der Schiedsrichter schreibt einer Seite Zeit gut oder zieht ihr Zeit ab, in Minuten und Sekunden, im Turniermodus, am Gerät des Schiedsrichters immer (Artikel 6.14)
help-add-time-example = zeit gutschreiben weiß zwei Minuten, zeit abziehen schwarz dreißig Sekunden
help-arbiter-result-name = ergebnis
help-arbiter-result-usage = ergebnis 1-0, ergebnis FARBE gewinnt, ergebnis remis
help-arbiter-result-what = nur am Gerät des Schiedsrichters: die Partie endet mit diesem Ergebnis, zum Beispiel wenn der Schiedsrichter sie für verloren erklärt (Artikel 12.9)
help-arbiter-result-example = ergebnis weiß gewinnt, ergebnis 0-1, ergebnis remis
help-arbiter-warning-name = verwarnung
help-arbiter-warning-usage = verwarnung FARBE
help-arbiter-warning-what = nur am Gerät des Schiedsrichters: eine Verwarnung für einen Spieler, allen gesagt (Artikel 12.9a); Zeitstrafen gibt zeit gutschreiben und zeit abziehen
help-arbiter-warning-example = verwarnung schwarz

help-repeat-name = wiederholen
help-repeat-usage = wiederholen, wiederholen ZAHL
help-repeat-what = wiederholt die letzte Ansage, mit einer Zahl die letzten Züge
help-repeat-example = wiederholen drei

help-moves-name = züge
help-moves-usage = züge, partie
help-moves-what = zeigt die Partie als Partieformular
help-moves-example = züge

help-fen-name = fen
help-fen-usage = fen
help-fen-what = zeigt die Stellung als FEN
help-fen-example = fen

help-undo-name = zurück
help-undo-usage = zurück, korrektur
help-undo-what = nimmt den letzten Zug zurück und sagt, welchen; gegen die Engine das Zugpaar, nach einem Ja. Im Turniermodus nur in den Sekunden nach der Ansage, bevor die Uhr des Gegners läuft (F2.6)
help-undo-example = korrektur

help-draw-name = remis
help-draw-usage = remis, remis annehmen, remis ablehnen
help-draw-what = bietet Remis an (Artikel 9.1) oder beantwortet ein Angebot, das Annehmen nach einem Ja; ein Zug lehnt es auch ab
help-draw-example = remis

help-claim-draw-name = remis beantragen
help-claim-draw-usage = remis beantragen, oder remis beantragen mit ZUG
help-claim-draw-what = beantragt Remis wegen dreimaliger Stellungswiederholung oder nach fünfzig Zügen (Artikel 9.2, 9.3); mit einem Zug über die Stellung nach diesem Zug, den Sie dann spielen (9.2a, 9.3a)
help-claim-draw-example = remis beantragen mit Springer f drei

help-resign-name = aufgeben
help-resign-usage = aufgeben
help-resign-what = gibt die Partie auf, nach einem Ja
help-resign-example = aufgeben

help-hint-name = tipp
help-hint-usage = tipp, bewertung, rückblick, stufe N
help-hint-what = Hilfe der Engine beim Training: ein Zug, die Bewertung, die größten Fehler; gegen die Engine oder mit --training, nie im Turniermodus; der Rückblick nach der Partie immer
help-hint-example = tipp

help-play-hint-name = tipp spielen
help-play-hint-usage = tipp spielen, bester zug
help-play-hint-what = beim Training: die Engine sucht den besten Zug für Sie und spielt ihn, angesagt wie Ihr eigener
help-play-hint-example = tipp spielen

help-browse-name = blättern
help-browse-usage = blättern zurück, blättern vor, zur partie
help-browse-what = geht durch die Züge der Partie, ohne sie zu ändern: sagt die Stellung nach jedem Zug; zur partie, ein Zug oder jede andere Eingabe gilt wieder der aktuellen Stellung
help-browse-example = blättern zurück

help-adjourn-name = vertagen
help-adjourn-usage = vertagen
help-adjourn-what = speichert die Partie und beendet ansage; ansage play --resume setzt sie fort, auch mit einer Auswahl mehrerer Partien
help-adjourn-example = vertagen

help-microphone-test-name = mikrofontest
help-microphone-test-usage = mikrofontest
help-microphone-test-what = mit ansage play --voice: Sie sagen drei Wörter, ansage sagt, was es verstanden hat, und rät, wenn die Stimme zu leise, der Raum zu laut oder das Sprachmodell das falsche ist
help-microphone-test-example = mikrofontest

help-new-code-name = neuer code
help-new-code-usage = neuer code
help-new-code-what = mit ansage play --host: macht einen neuen Kopplungscode und sagt ihn; das bisher gekoppelte Gerät muss sich damit neu koppeln
help-new-code-example = neuer code

help-connection-name = verbindung
help-connection-usage = verbindung
help-connection-what = mit ansage play --host: sagt, ob das andere Gerät verbunden ist, wie oft falsche Codes eingegeben und wie oft Geräte vom Platz abgewiesen wurden
help-connection-example = verbindung

help-save-name = speichern
help-save-usage = speichern, speichern DATEI
help-save-what = speichert die Partie als PGN
help-save-example = speichern partie.pgn

help-quit-name = ende
help-quit-usage = ende, beenden
help-quit-what = beendet ansage; eine nicht beendete Partie nach einem Ja, sie geht mit ansage play --resume weiter
help-quit-example = ende

help-faster-name = schneller
help-faster-usage = schneller, langsamer
help-faster-what = ändert das Sprechtempo
help-faster-example = etwas langsamer

help-louder-name = lauter
help-louder-usage = lauter, leiser
help-louder-what = ändert die Lautstärke
help-louder-example = lauter

help-higher-name = höher
help-higher-usage = höher, tiefer
help-higher-what = ändert die Stimmlage
help-higher-example = tiefer

help-voice-name = stimme
help-voice-usage = stimme NAME; stimmen nennt alle
help-voice-what = wählt eine andere Stimme; stimmen zählt die Stimmen auf, die es gibt
help-voice-example = stimme de

help-board-name = brett
help-board-usage = brett, brett an, brett aus
help-board-what = zeigt oder verbirgt das große Brett auf dem Bildschirm
help-board-example = brett an

help-style-name = ansage
help-style-usage = ansage kurz, lang oder ausführlich
help-style-what = wie viel eine Zugansage sagt: kurz wie notiert, lang mit Ausgangsfeld, ausführlich auch mit der geschlagenen Figur
help-style-example = ansage lang

help-read-aloud-on-name = vorlesen an
help-read-aloud-on-usage = vorlesen an, vorlesen aus
help-read-aloud-on-what = ob die Zugliste (züge), die FEN und das Partieformular am Ende gesprochen werden oder nur auf dem Bildschirm stehen
help-read-aloud-on-example = vorlesen aus

help-pawn-name = bauer
help-pawn-usage = bauer an, bauer aus
help-pawn-what = ob Bauernzüge mit dem Wort Bauer angesagt werden
help-pawn-example = bauer aus

help-words-name = wörter
help-words-usage = wörter deutsch, wörter englisch
help-words-what = mit welchen Wörtern Züge angesagt werden: deutsch nach Anhang F, Springer Felix drei, oder englisch in der internationalen Form, Knight Felix three
help-words-example = wörter englisch

help-repetition-on-name = wiederholung an
help-repetition-on-usage = wiederholung an, wiederholung aus
help-repetition-on-what = ob der Gegner jeden angesagten Zug wiederholen muss, bevor seine Uhr läuft (Anhang F, F2.1); aus geht die Partie gleich nach der Ansage weiter. Remis wegen Stellungswiederholung: remis beantragen
help-repetition-on-example = wiederholung aus

help-my-square-name = bei mir
help-my-square-usage = auf FELD steht bei mir FIGUR, bei mir ist FELD leer
help-my-square-what = sagt beim Abgleich, was auf einem Feld Ihres eigenen Bretts steht, die Farbe darf fehlen; spielen zwei an einem Gerät, sagt weiß: oder schwarz: am Anfang, wessen Brett es ist
help-my-square-example = auf Eva vier steht bei mir ein weißer Läufer, bei mir ist Eva vier leer

help-my-board-name = mein brett
help-my-board-usage = mein brett FEN
help-my-board-what = gibt Ihr ganzes eigenes Brett an, als Figurenteil einer FEN; auch mit weiß: oder schwarz: davor
help-my-board-example = mein brett 4k3/8/8/8/8/8/8/4K3

help-my-move-name = mein zug
help-my-move-usage = mein zug ZAHL war ZUG
help-my-move-what = sagt einen Zug aus Ihrer eigenen Notation, in Worten oder Notation; mit weiß oder schwarz nach der Zahl den Zug dieser Seite; auch mit weiß: oder schwarz: davor
help-my-move-example = mein zug zwölf war Turm Eva eins, mein zug 12 schwarz Te8

help-reconcile-name = abgleichen
help-reconcile-usage = abgleichen, bretter vergleichen
help-reconcile-what = vergleicht jetzt beide Notationen und beide Bretter und sagt, wo sie abweichen
help-reconcile-example = abgleichen

help-settings-name = einstellungen
help-settings-usage = einstellungen, einstellungen speichern
help-settings-what = sagt alle Einstellungen; einstellungen speichern merkt sie für das nächste Mal
help-settings-example = einstellungen speichern

help-help-name = hilfe
help-help-usage = hilfe, hilfe KOMMANDO
help-help-what = nennt alle Kommandos oder erklärt eines
help-help-example = hilfe angreifer
