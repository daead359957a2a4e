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
# Phrases joined (phrase::Join): sentences, a list with commas or semicolons, lines.
join-sentences = { " " }
join-comma = ,{ " " }
join-semicolon = ;{ " " }
join-lines = { "\u000A" }
# The joined phrases themselves, and text that is the same in every language.
joined = { $items }
verbatim = { $text }

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
browse-where = { $left ->
    [one] Noch ein Halbzug bis zur aktuellen Stellung.
   *[other] Noch { $count } Halbzüge bis zur aktuellen Stellung.
} Weiter mit blättern zurück oder blättern vor; zur partie kehrt zurück.
browse-present = Wieder bei der aktuellen Stellung: { $side } ist am Zug.
browse-present-start = Noch kein Zug gespielt; { $side } ist am Zug.
play-best-game-over = Die Partie ist beendet; einen Zug spielt die Engine für Sie nur in einer laufenden Partie.
play-best-not-now = Die Engine spielt den besten Zug für Sie, wenn Sie am Zug sind und keine Frage offen ist.
play-best-searching = Die Engine sucht den besten Zug für Sie.
input-closed-resumable = Die Eingabe ist zu Ende, die Partie aber nicht: sie bleibt gespeichert und geht mit ansage play --resume weiter.
interrupted-game-waits = Eine unterbrochene Partie wartet { $where }; mit ansage play --resume geht sie weiter.
adjourned-game-waits = Eine vertagte Partie wartet { $where }; mit ansage play --resume geht sie weiter.
in-games-folder = im Spielordner
listening = Ich höre.
heard = Gehört: { $words }
interrupted = Zum Beenden ende eingeben; die Partie bleibt erhalten.
journal-saved-again = Der Spielverlauf wird wieder gesichert; nichts ist verloren.

## Two devices (the relay)

relay-not-your-turn = { $side } ist am Zug; Ihre Eingabe wurde nicht ausgeführt. Fragen zur Stellung gehen jederzeit.
relay-wait-repetition = { $side } wiederholt gerade den angesagten Zug; Ihre Eingabe wurde nicht ausgeführt.
relay-undo-own-only = Den letzten Zug hat { $side } gespielt; nur wer gezogen hat, nimmt seinen Zug zurück.
relay-seat-taken = Dieser Platz ist schon mit einem anderen Gerät gekoppelt; ein zweites Gerät wird nicht zugelassen.
relay-wrong-code = Der Kopplungscode stimmt nicht. Geben Sie den Code ein, den der Gastgeber zuletzt angesagt hat; er bleibt gültig, bis ein Gerät damit gekoppelt ist.
relay-code-expired = Der Kopplungscode ist älter als zehn Minuten und gilt nicht mehr; der Gastgeber hat einen neuen Code, den er Ihnen sagt.
relay-bad-token = Dieses Gerät ist nicht mit der Partie gekoppelt. Geben Sie den Kopplungscode ein, den der Gastgeber sagt.
relay-unreadable = Diese Nachricht konnte ich nicht lesen; sie wurde verworfen. Die Partie geht weiter.
relay-too-fast = Zu viele Nachrichten auf einmal; diese wurde verworfen. Bitte etwas langsamer.
relay-too-long = Diese Eingabe ist zu lang (höchstens 400 Zeichen); sie wurde verworfen.
relay-not-paired = Zuerst den Kopplungscode eingeben; bis dahin wird nichts gespielt.
relay-how-to-join = Ein zweites Gerät tritt bei: im Browser { $url } öffnen und den Kopplungscode eingeben, oder am anderen Rechner ansage join { $address }:{ $port } { $code }. Kopplungscode: { $code }.
    .spoken = Ein zweites Gerät tritt bei über Adresse { $address }, Port { $port }. Kopplungscode: { $spoken-code }.
relay-how-to-rejoin = Die Partie geht weiter. Das Gerät, das schon gekoppelt war, kommt ohne Code zurück: im Browser { $url } neu laden, oder am anderen Rechner ansage join { $address }:{ $port }. Ein anderes Gerät braucht einen neuen Kopplungscode: dazu neuer code eingeben.
    .spoken = Die Partie geht weiter. Das Gerät, das schon gekoppelt war, kommt ohne Code zurück, über Adresse { $address }, Port { $port }. Ein anderes Gerät braucht einen neuen Kopplungscode: dazu neuer code sagen.
relay-other-addresses = Weitere Adressen dieses Rechners: { $others }.
relay-guest-joined = { $side } ist mit dem anderen Gerät verbunden und spielt dort.
relay-guest-back = { $side } ist wieder verbunden; nichts ist verloren.
relay-guest-left = Die Verbindung zum Gerät von { $side } ist unterbrochen. Es kann sich jederzeit wieder verbinden; die Partie bleibt, wie sie ist.
relay-guest-left-clock-stopped = Die Verbindung zum Gerät von { $side } ist unterbrochen. Die Uhren stehen, bis es wieder verbunden ist; die Partie bleibt, wie sie ist.
relay-guest-left-clock-runs = Die Verbindung zum Gerät von { $side } ist unterbrochen. Im Turniermodus läuft die Uhr weiter, wie bei einem Spieler, der das Brett verlässt.
relay-code-expired-host = Der Kopplungscode war älter als zehn Minuten. Der neue Code ist { $code }.
    .spoken = Der Kopplungscode war älter als zehn Minuten. Der neue Code ist { $spoken-code }.
relay-seat-defended = Ein weiteres Gerät wollte den Platz von { $side } einnehmen und wurde abgewiesen.
relay-guest-cannot = Das geht nur am Gerät des Gastgebers; am zweiten Gerät spielen Sie Ihre Züge und fragen nach der Stellung.
join-code-needed = Zum Beitreten brauche ich den Kopplungscode, den der Gastgeber sagt: ansage join { $address } CODE.
join-lost = Die Verbindung zum Gastgeber ist unterbrochen; ich verbinde neu. Was Sie inzwischen eingeben, wird danach gesendet.
join-back = Wieder verbunden.
join-unreachable = Den Gastgeber unter { $address } erreiche ich nicht ({ $reason }). Stimmen Adresse und Port, und läuft dort ansage play --host?
join-how-to-leave = Zum Verlassen Strg-D drücken; die Partie läuft beim Gastgeber weiter, und ansage join ADRESSE bringt Sie zurück.
join-not-ansage = dort antwortet kein ansage
join-refused = dort nimmt niemand Verbindungen an
relay-not-hosting = Es ist kein zweites Gerät vorgesehen. Eine Partie mit zweitem Gerät beginnt mit ansage play --host.
relay-status = { $connected ->
    [yes] { $side } ist mit dem anderen Gerät verbunden.
   *[no] { $side } ist nicht verbunden; das andere Gerät { $paired ->
        [yes] kommt mit seinem Schlüssel von selbst wieder.
       *[no] ist noch nicht gekoppelt.
    }
} { $wrong ->
    [0] Kein falscher Code wurde eingegeben.
    [one] Ein falscher Code wurde eingegeben.
   *[other] { $wrong } falsche Codes wurden eingegeben.
} { $defended ->
    [0] Kein Gerät wurde vom Platz abgewiesen.
    [one] Ein Gerät wurde vom Platz abgewiesen.
   *[other] { $defended } Mal wurden Geräte vom Platz abgewiesen.
}
relay-host-ended = Der Gastgeber hat ansage beendet; die Partie ist gespeichert. Sobald er sie mit ansage play --resume fortsetzt, verbindet sich dieses Gerät wieder.
relay-host-ended-game-over = Der Gastgeber hat ansage beendet; die Partie ist zu Ende und gespeichert. Zum Verlassen Strg-D drücken oder die Seite schließen.
relay-host-ended-spectators = Der Gastgeber hat ansage beendet; die Partie ist gespeichert. Geht sie weiter, nennt der Gastgeber einen neuen Zuschauer-Code.
relay-welcome = Verbunden. Sie spielen { $side }; { $turn } ist am Zug. Hilfe mit hilfe.
relay-cannot-listen = Auf { $address } kann ich keine Verbindungen annehmen: { $reason }. Wählen Sie mit --listen einen anderen Port, zum Beispiel --listen 7879; eine unterbrochene Partie wartet weiter auf ansage play --resume.
relay-address-in-use = dieser Port ist schon belegt, vielleicht von einem anderen ansage
relay-address-not-here = diese Adresse gehört nicht zu diesem Rechner
relay-replaced = Diese Partie ist jetzt in einem anderen Fenster oder auf einem anderen Gerät mit demselben Zugang geöffnet; hier geht es nicht weiter. Schließen Sie dieses Fenster.
relay-unpaired = Der Gastgeber hat einen neuen Kopplungscode gemacht; geben Sie ihn ein, um weiterzuspielen.

## Questions (issue 16 §3): a line that asks something ansage does not know, and a
## question about a move dropped after an unrelated line

question-unknown = Diese Frage kenne ich nicht. Hilfe nennt alle Fragen.
question-dropped = Die Frage nach dem gemeinten Zug ist verworfen.
relay-clocks-wait-for-device = Die Uhren stehen, bis das Gerät für { $side } verbunden ist; sie laufen, sobald es sich gekoppelt hat.
relay-too-many-tries = Von diesem Gerät kamen zu viele falsche Codes. Warten Sie eine halbe Minute und geben Sie dann den Code ein, den der Gastgeber zuletzt angesagt hat.
relay-seat-defended-many = { $count ->
    [one] Ein weiteres Gerät wollte den Platz von { $side } einnehmen und wurde abgewiesen.
   *[other] Seit der letzten Meldung wollten Geräte { $count } Mal den Platz von { $side } einnehmen und wurden abgewiesen.
}
relay-arbiter-how-to-join = Der Schiedsrichter tritt bei: im Browser { $url } öffnen, Schiedsrichter wählen und den Schiedsrichter-Code eingeben, oder am anderen Rechner ansage join --arbiter { $address }:{ $port } { $code }. Schiedsrichter-Code: { $code }.
    .spoken = Der Schiedsrichter tritt bei über Adresse { $address }, Port { $port }. Schiedsrichter-Code: { $spoken-code }.
relay-no-arbiter-seat = Diese Partie hat keinen Schiedsrichter-Platz. Der Gastgeber öffnet ihn mit ansage play --host --arbiter.
relay-unknown-role = Diese Rolle kenne ich nicht. Ein Gerät tritt als Spieler bei oder als Schiedsrichter.
relay-arbiter-joined = Der Schiedsrichter ist verbunden und sieht beide Bretter, beide Partieformulare und die Uhren.
relay-arbiter-back = Der Schiedsrichter ist wieder verbunden.
relay-arbiter-left = Die Verbindung zum Gerät des Schiedsrichters ist unterbrochen; die Partie geht weiter.
relay-arbiter-welcome = Verbunden als Schiedsrichter. { $turn } ist am Zug. Sie können die Uhren anhalten und weiterlaufen lassen, Zeit gutschreiben oder abziehen, die Bretter abgleichen, ein Ergebnis erklären. Hilfe mit hilfe.
arbiter-prompt = Schiedsrichter>{ " " }
relay-arbiter-seat-defended = Ein weiteres Gerät wollte den Platz des Schiedsrichters einnehmen und wurde abgewiesen.
relay-status-arbiter = { $connected ->
    [yes] Der Schiedsrichter ist verbunden.
   *[no] Der Schiedsrichter ist nicht verbunden; { $paired ->
        [yes] sein Gerät kommt mit seinem Schlüssel von selbst zurück.
       *[no] er hat sich noch nicht gekoppelt.
    }
}
relay-clocks-wait-for-arbiter = Turniermodus mit Schiedsrichter: Die Uhren stehen, bis der Schiedsrichter sie in Gang setzt (Artikel 6.5).
relay-arbiter-clocks-stand = Die Uhren stehen. Mit uhr weiter setzen Sie die Uhr von { $side } in Gang.
relay-arbiter-code-expired-host = Der Schiedsrichter-Code war älter als zehn Minuten. Der neue Schiedsrichter-Code ist { $code }.
    .spoken = Der Schiedsrichter-Code war älter als zehn Minuten. Der neue Schiedsrichter-Code ist { $spoken-code }.
relay-spectators-how-to-join = Zuschauer sehen zu: im Browser { $url }/watch öffnen und den Zuschauer-Code eingeben. Zuschauer-Code: { $code }.
    .spoken = Zuschauer sehen zu über Adresse { $address }, Port { $port }, Seite watch. Zuschauer-Code: { $spoken-code }.
relay-no-spectators = Bei dieser Partie sieht niemand zu: Der Gastgeber lässt Zuschauer mit ansage play --host --spectators zu.
relay-spectators-full = Es sehen schon sechzehn Zuschauer zu; mehr lässt diese Partie nicht zu. Versuchen Sie es später noch einmal.
relay-spectators-watch-only = Zuschauer sehen nur zu; an die Partie geht nichts.
relay-status-spectators = { $count ->
    [0] Kein Zuschauer sieht zu.
    [one] Ein Zuschauer sieht zu.
   *[other] { $count } Zuschauer sehen zu.
}
arbiter-cannot = { $what ->
        [move] Der Schiedsrichter zieht nicht für die Spieler; das habe ich nicht als Befehl des Schiedsrichters verstanden.
        [draw] Remisangebote und ihre Antworten sind Sache der Spieler.
        [resign] Aufgeben kann nur ein Spieler selbst; ein Ergebnis tragen Sie mit ergebnis ein.
        [take-back] Züge nehmen die Spieler selbst zurück; eine Rücknahme nach F2.8 schlagen Sie mit abgleichen vor.
        [claim] Remis beantragt ein Spieler selbst; ein Ergebnis tragen Sie mit ergebnis ein.
        [engine] Hilfe der Engine gibt es am Gerät des Schiedsrichters nicht.
       *[session] Beenden, Speichern, Vertagen, Einstellungen und Kopplung sind Sache des Gastgebers.
    } Sie können die Uhren anhalten und weiterlaufen lassen, Zeit gutschreiben oder abziehen, die Bretter abgleichen (weiß: oder schwarz: vor der Meldung), ein Ergebnis eintragen oder verwarnen. Hilfe nennt alles.
arbiter-name-the-seat = Sagen Sie, wessen Brett oder Partieformular: weiß: oder schwarz: vor der Meldung, zum Beispiel weiß: auf eva vier steht ein weißer läufer, oder schwarz: mein zug zwölf war turm eva eins.
arbiter-name-the-side = Sagen Sie, für welche Seite: weiß: oder schwarz: vor der Frage, zum Beispiel weiß: wo stehen meine springer.
arbiter-not-your-question = Diese Frage ist an { $side } gerichtet; { $side } antwortet selbst mit ja oder nein. Ihr Ja oder Nein gilt einem Vorschlag nach F2.8, der auf eine Entscheidung wartet.
arbiter-nothing-to-decide = Es wartet kein Vorschlag auf Ihre Entscheidung. Ihr Ja oder Nein zählt, wenn nach abgleichen ein Vorschlag nach F2.8 wartet.
# $agree: yes, no
arbiter-decides-roll-back = { $agree ->
        [yes] Der Schiedsrichter entscheidet: Der Vorschlag gilt.
       *[no] Der Schiedsrichter entscheidet: Der Vorschlag gilt nicht.
    }
arbiter-wait-for-player = { $side } muss zuerst die offene Frage mit ja oder nein beantworten; gleichen Sie danach ab.
arbiter-warning = Der Schiedsrichter verwarnt { $side } (Artikel 12.9a).
play-arbiter-only = Ein Ergebnis und eine Verwarnung gibt nur der Schiedsrichter an seinem Gerät.
play-arbiter-result-stands = Das Ergebnis hat der Schiedsrichter eingetragen; es bleibt. Fragen Sie den Schiedsrichter, wenn es nicht stimmt.
arbiter-name-the-seat-view = Sagen Sie, wessen Brett oder Partie: weiß: mein brett oder schwarz: meine partie.
# $placement: the board's placement when it is no position chess allows, else empty.
arbiter-seat-board = { $placement ->
        [none] Das Brett von { $side }:
       *[other] Das Brett von { $side } ist keine gültige Stellung: { $placement }
    }
arbiter-seat-record = { $n ->
        [0] Im Partieformular von { $side } steht noch kein Zug.
       *[other] Das Partieformular von { $side }: { $moves }
    }
relay-arbiter-seat-defended-many = { $count ->
    [one] Ein weiteres Gerät wollte den Platz des Schiedsrichters einnehmen und wurde abgewiesen.
   *[other] Seit der letzten Meldung wollten Geräte { $count } Mal den Platz des Schiedsrichters einnehmen und wurden abgewiesen.
}
