# The game core's sentences (src/game/): results, the arbiter's verdicts on claims, offers
# and illegal moves, and refusals. The phrases are built in src/game/rules/words.rs.

## The end of the game (articles 5, 6.10, 7.4)

game-checkmate = Schachmatt. { $winner } gewinnt.
game-resignation = { $loser } gibt auf. { $winner } gewinnt.
# The arbiter's decision (12.9f, F2.7): a result recorded from the arbiter's device.
game-arbiter-win = Der Schiedsrichter erklärt: { $winner } gewinnt.
game-arbiter-draw = Der Schiedsrichter erklärt die Partie für remis.
# $cause: time, illegal-moves; $drawn: yes, no
game-forfeit = { $cause ->
        [time] Die Zeit von { $offender } ist abgelaufen
       *[illegal-moves] Dritter unzulässiger Zug von { $offender }
    }{ $drawn ->
        [yes] , aber { $opponent } kann nicht mehr mattsetzen. Die Partie ist remis.
       *[no] . { $opponent } gewinnt.
    }

## Repetitions (article 9.2)

# $when: start, moves, both; $moves: "zwölf und sechzehn"
game-occurrences = { $when ->
        [start] zu Beginn
        [moves] nach { $count ->
           *[other] Zug
        } { $moves } von { $side }
       *[both] zu Beginn und nach { $count ->
           *[other] Zug
        } { $moves } von { $side }
    }
game-already = Die Stellung stand schon { $when } auf dem Brett.
# $words: $n in words
game-times = { $n ->
        [1] einmal
       *[other] { $words }mal
    }
game-en-passant-then = damals konnte en passant geschlagen werden
game-en-passant-now = jetzt kann en passant geschlagen werden
game-en-passant-other = damals war ein anderes Schlagen en passant möglich
game-castling-differs = damals galt ein anderes Recht zu rochieren
# $when: start, moves
game-lookalike = { $when ->
        [start] Zu Beginn
       *[moves] Nach Zug { $moves } von { $side }
    } standen die Figuren ebenso, aber { $differences }; das war nicht dieselbe Stellung.

## Claims (articles 9.2, 9.3, 9.5)

game-claim-repetition = Remis wegen dreimaliger Stellungswiederholung
game-claim-fifty-moves = Remis nach fünfzig Zügen ohne Bauernzug und ohne Schlagen
# $announced: yes, no; $times: "zweimal"
game-rejected-not-repeated = Der Antrag wird abgelehnt: { $announced ->
        [yes] nach dem angekündigten Zug stünde die Stellung erst { $times } auf dem Brett.
       *[no] die Stellung stand erst { $times } auf dem Brett.
    }
game-rejected-announced-resets = Der Antrag wird abgelehnt: der angekündigte Zug ist selbst ein Bauernzug oder ein Schlagen.
game-rejected-nobody-moved = Der Antrag wird abgelehnt: seit dem letzten Bauernzug oder Schlagen hat noch nicht jeder Spieler gezogen.
# $n moves, $words: $n in words
game-rejected-too-few-moves = Der Antrag wird abgelehnt: { $announced ->
        [yes] nach dem angekündigten Zug hätte jeder Spieler seit dem letzten Bauernzug oder Schlagen erst { $n ->
            [1] einen Zug
           *[other] { $words } Züge
        } gemacht, nicht fünfzig.
       *[no] seit dem letzten Bauernzug oder Schlagen hat jeder Spieler erst { $n ->
            [1] einen Zug
           *[other] { $words } Züge
        } gemacht, nicht fünfzig.
    }
game-claim-offer-agreed = Der Antrag gilt als Remisangebot, und { $opponent } hatte schon Remis angeboten.
game-claim-offer = Der Antrag gilt als Remisangebot an { $opponent }.
game-announced-move-stands = Der angekündigte Zug muss nun gespielt werden.
game-claim-not-made = Der Antrag ist nicht gestellt: Beantragen Sie Remis noch einmal, mit dem Zug, den Sie spielen wollen.
game-claim-bonus = { $opponent } erhält drei Minuten zusätzliche Bedenkzeit.
game-claim-penalty = { $claimant } verliert die Hälfte der restlichen Bedenkzeit, höchstens drei Minuten.

## Draw offers (article 9.1)

game-draw-offered = { $side } bietet Remis an.
game-offer-declined = { $side } lehnt das Remisangebot ab.
game-moved-declining = { $side } hat gezogen und damit das Remisangebot abgelehnt.
game-offer-with-move = Mit diesem Zug steht das Remisangebot.

## Illegal moves (article 7.4)

# $count: 1 or 2; $minutes in words
game-illegal-move = { $count ->
        [1] Erster
       *[other] Zweiter
    } unzulässiger Zug von { $offender }: { $opponent } erhält { $minutes } Minuten zusätzliche Bedenkzeit.
game-next-illegal-loses = Beim nächsten unzulässigen Zug ist die Partie verloren.

## Refusals

game-error-over = Die Partie ist bereits beendet.
game-error-illegal-move = Dieser Zug ist in der Stellung nicht möglich.
game-error-announced-move = Nach dem abgelehnten Antrag muss der angekündigte Zug gespielt werden.
game-error-no-offer = Es liegt kein Remisangebot des Gegners vor.
game-error-already-offered = Ihr Remisangebot steht bereits.
# $half: the half-move, from 1
game-error-record = Der { $half }. Halbzug der Partieaufzeichnung ist nicht möglich.
game-error-moves-after-end = Die Partieaufzeichnung geht nach dem Ende der Partie weiter, ab dem { $half }. Halbzug.
