# Three-dimensional chess (Meder's rules, the seed's Appendix E notation): the names of the
# 3D board, moves in words in the spirit of Appendix F, and what a 3D game says. The phrases
# are built in src/tridim/ (words.rs, game.rs), src/play/three_d.rs and
# src/ui/three_d_app.rs.

## The names of the board (article 2: three main boards, the attack boards on their pins)

# $file: z, a, b, c, d, e; the spelling alphabet of Appendix F, with Zacharias for z
tridim-file = { $file ->
        [z] Zacharias
        [a] Anna
        [b] Bella
        [c] Cäsar
        [d] David
       *[e] Eva
    }
# $file: tridim-file; $rank: the rank in words (null … neun)
tridim-column = { $file } { $rank }
# $board: white, neutral, black
tridim-board = { $board ->
        [white] Weiß
        [neutral] Neutral
       *[black] Schwarz
    }
# $wing: queen, king; $number: one to six in words
tridim-pin = { $wing ->
        [queen] Damen-Pin
       *[king] Königs-Pin
    } { $number }
tridim-square = { $column } auf { $level }

## Moves in words (E9–E15)

# $pending: yes (a promotion the opponent's deck move left pending, said first), no;
# $check: check, mate, none
tridim-move = { $pending ->
        [yes] { CAPITAL($promotion) } { $action }
       *[no] { CAPITAL($action) }
    }{ $check ->
        [check] , Schach
        [mate] , Schachmatt
       *[none] { "" }
    }
tridim-pending-promotion = Umwandlung auf { $square } in { $piece },
# $long: yes, no
tridim-castling = { $long ->
        [yes] Lange Rochade
       *[no] Kurze Rochade
    }
# $from, $to: pins; $carries: yes (with $passenger), no; $promoted: yes (with $square and
# $promotion), no
tridim-deck = Deck von { $from } { $carries ->
        [yes] mit { $passenger } nach
       *[no] nach
    } { $to }{ $promoted ->
        [yes] , Umwandlung auf { $square } in { $promotion }
       *[no] { "" }
    }
# $how: pawn-takes, takes-from, takes, from, plain ($origin as far as the notation names it,
# E11, E12); $passant: yes, no; $promoted: yes (with $promotion), no
tridim-piece-move = { $how ->
        [pawn-takes] { $piece } { $origin } schlägt { $to }
        [takes-from] { $piece } von { $origin } schlägt { $to }
        [takes] { $piece } schlägt { $to }
        [from] { $piece } von { $origin } nach { $to }
       *[plain] { $piece } { $to }
    }{ $passant ->
        [yes] { " " }en passant
       *[no] { "" }
    }{ $promoted ->
        [yes] , Umwandlung in { $promotion }
       *[no] { "" }
    }

## The end of the game (article 5, 9.1–9.3, 9.6)

## The game at the keyboard

# $new: yes, no (a game that goes on)
tridim-greeting = { $new ->
        [yes] Neue Partie
       *[no] Partie
    } dreidimensionales Schach nach Meder. { $side } ist am Zug. Züge in der Notation, etwa b4N oder Sc3W, oder in Worten, etwa Bauer Bella vier auf Neutral. Hilfe mit hilfe, Ende mit ende.
tridim-prompt-which = Welcher Zug>{ " " }
# $number: the move number in words; $words: tridim-move; $notation: the move as written
tridim-announcement = Zug { $number }, { $side }: { $words } ({ $notation }).
    .spoken = Zug { $number }, { $side }: { $words }.
tridim-game-over = Die Partie ist beendet: { $end } Mit ende beenden, mit zurück den letzten Zug zurücknehmen.
tridim-not-in-3d = „{ $line }“ gibt es in einer Partie dreidimensionalen Schachs nicht; hilfe sagt, was es gibt.
tridim-no-move = „{ $line }“ ist hier kein erlaubter Zug. Sagen Sie zum Beispiel Bauer Bella vier auf Neutral, oder tippen Sie b4N; züge zeigt die Partie, stellung liest das Brett vor.
tridim-announced-move-due = Nach dem abgelehnten Antrag muss der angekündigte Zug gespielt werden: { $words } ({ $notation }).
tridim-claim-move-unclear = Mehrere Züge passen zum angekündigten Zug: { $moves }. Nennen Sie ihn mit Ebene.
tridim-draw-offered = { $side } bietet Remis an. { $other } antwortet mit ja oder nein, oder zieht.
tridim-pending-uncovered = Der Bauer auf { $square } ist aufgedeckt und wird vor dem nächsten Zug umgewandelt: Sagen Sie den Zug, dann fragt ansage, in welche Figur; getippt geht auch beides zusammen, etwa (a8SD) Kb1W.
# $moves: tridim-candidate, by semicolons
tridim-which-move = Welcher Zug ist gemeint? { $moves }. Sagen Sie die Nummer oder den Zug genauer.
tridim-candidate = { $number }: { $words } ({ $notation })
    .spoken = { $number }: { $words }
tridim-move-question-dropped = Die Frage nach dem gemeinten Zug ist verworfen.
tridim-other-answers-first = { $side } beantwortet gerade eine Frage; bitte danach noch einmal.
tridim-repeat-first = Bitte zuerst den angesagten Zug wiederholen: { $words }. Ihr eigener Zug kommt danach.
tridim-repeat-wrong = Das war nicht der angesagte Zug. Angesagt war: { $words }. Bitte so wiederholen.
tridim-question-dropped = Die Frage ist verworfen.
tridim-goes-on = Gut, es geht weiter.
tridim-really-quit = Die Partie ist nicht beendet. Wirklich aufhören? Ja oder nein.
tridim-really-resign = Wirklich aufgeben? Dann hat { $side } die Partie verloren. Ja oder nein.
tridim-really-accept-draw = Remis wirklich annehmen? Ja oder nein.
tridim-turn = { $side } ist am Zug.
tridim-nothing-to-take-back = Es gibt noch keinen Zug zurückzunehmen.
tridim-taken-back = Zurückgenommen: { $words }. { $side } ist am Zug.
tridim-taken-back-two = Zurückgenommen: die Antwort der Engine, { $answer }, und Ihr Zug, { $words }. { $side } ist am Zug.
# $words: the move in words (tridim-announcement's words); $notation: in the seed's notation
tridim-hint = Tipp: { $words } ({ $notation }).
tridim-no-engine-help = Tipp und Bewertung gibt es beim Training gegen die Engine, zum Beispiel mit ansage play --variant 3d --black engine.
# $times: in words; $halfmoves: in digits
tridim-no-moves-yet = Noch kein Zug gespielt.
# Shown: $moves in notation; spoken: $words, each a tridim-scoresheet-move
tridim-scoresheet = { $moves }
    .spoken = { $words }
tridim-scoresheet-move = { $number }, { $words }.
tridim-game-in-words = Die Partie in Worten: { $words }

## Questions about the 3D board

tridim-empty = leer
# $color: white, black; $kind: king, queen, rook, bishop, knight, pawn; $piece: its name
tridim-colored-piece = { $color ->
        [white] { $kind ->
            [queen] weiße
           *[other] weißer
        }
       *[black] { $kind ->
            [queen] schwarze
           *[other] schwarzer
        }
    } { $piece }
tridim-piece-at = { $piece } { $column }
# The board read level by level: $levels, each a tridim-board-level
tridim-board-read = { $levels } { $side } ist am Zug.
tridim-board-level = { $title }: { $pieces }.
tridim-main-board = Brett { $level }
# $mark: white, black
tridim-deck-title = { $pin }, { $mark ->
        [white] weißes
       *[black] schwarzes
    } Deck
tridim-column-missing = { $column } gibt es gerade nicht: Kein Brett und kein Deck liegt dort.
tridim-level-missing = Diese Ebene gibt es bei { $column } gerade nicht.
# $levels: tridim-on-level, by semicolons
tridim-column-answer = { $column }: { $levels }.
tridim-on-level = auf { $level } { $what }
tridim-attacker = { $piece } { $square }
tridim-attacked-by = von { $side }: { $pieces }
tridim-attacked = { $column } wird angegriffen { $by }.
tridim-not-attacked = { $column } wird von keiner Figur angegriffen.
# $kind: king, queen, rook, bishop, knight, pawn
tridim-no-pieces = { $side } hat { $kind ->
        [queen] keine
       *[other] keinen
    } { $piece }.
tridim-pieces = { $side }, { $piece }: { $squares }.
# $decks: tridim-deck-state, by semicolons
tridim-decks = { $decks }.
tridim-deck-state = { $pin }: Deck von { $mark }, { $load }, { $owner }
tridim-deck-owner = zieht { $side }
tridim-deck-stuck = unbeweglich, mehr als eine Figur

## Help

# Every legal move of the side to move, in words ("legale züge").
tridim-legal-move-list = { $moves }.
tridim-help-notation = Dreidimensionales Schach nach Meder: Züge in der Notation des Anhangs E, etwa b4N, Sc3W, Lxd5N, aWxb4W, Td0KP1, DP3 oder KP1-KP3 für ein Deck, 0-0, d8SD für eine Umwandlung.
tridim-help-words = Oder in Worten: Bauer Bella vier auf Neutral, Springer von Bella nach Cäsar fünf auf Neutral, Deck von Damen-Pin eins nach Damen-Pin drei, kurze Rochade. Die Linien heißen Zacharias, Anna, Bella, Cäsar, David, Eva; die Reihen null bis neun; die Ebenen Weiß, Neutral, Schwarz und die Pins Damen-Pin und Königs-Pin eins bis sechs.
tridim-help-questions = Fragen: was steht auf c3 (alle Ebenen), c3N?, angreifer c3, wo stehen meine Springer, decks, stellung (das Brett Ebene für Ebene), wer ist am zug, letzter zug, die letzten drei züge, zugnummer, bin ich im schach, material, geschlagene figuren, letzter schlag, legale züge, welche figuren hängen, wer ist mein gegner, info.
tridim-help-more = Weiter: züge, fen, wiederholen, zurück, remis, remis beantragen, aufgeben, speichern, ende.
tridim-help-settings = Einstellungen: schneller, langsamer, lauter, leiser, stimme, vorlesen an oder aus, wiederholung an oder aus, einstellungen, einstellungen speichern, mikrofontest.
tridim-announcement-whole = Im dreidimensionalen Schach wird jeder Zug ganz angesagt, mit Feld, Ebene und Figur, in den Wörtern der gewählten Sprache; die Art der Ansage bleibt deshalb, wie sie ist.
tridim-help-boards = Ihr Brett und Ihre Mitschrift (F2.7, F2.8): auf d1W steht bei mir ein Springer, bei mir ist b2W leer, mein zug 1 war a7S-a6S, abgleichen.

## The game's file (ansage play --variant 3d --pgn)

tridim-file-holds-other = In { $path } steht schon etwas anderes als eine laufende 3D-Partie; damit nichts überschrieben wird, nennen Sie mit --pgn eine andere Datei.
tridim-file-unreadable = { $path } lässt sich nicht lesen: { $error }.
tridim-continued = Die Partie aus der Datei geht weiter, nach { $count } Halbzügen.
tridim-resumed = Die unterbrochene Partie geht weiter, nach { $count } Halbzügen.
tridim-no-interrupted-game = Keine unterbrochene 3D-Partie wartet. Eine neue Partie beginnt.
tridim-journal-not-3d = { $path } ist das Journal einer Partie Schach, nicht Raumschach. Setzen Sie sie mit ansage play --resume ohne --variant 3d fort.
tridim-save-failed = Die Partie lässt sich nicht in { $path } sichern, { $reason }; sie wird am Ende angezeigt.
tridim-saved = Partie gespeichert in { $path }.
tridim-not-saved = Die Partie lässt sich nicht in { $path } speichern: { $reason }.
tridim-name-a-file = Nennen Sie eine Datei: speichern partie.pgn.
tridim-the-game = Die Partie:

## A position in FEN3D that cannot be read (ansage 3d, --fen3d)

tridim-fen-fields = Eine FEN3D hat sieben durch Leerzeichen getrennte Felder, diese hat { $count }.
tridim-fen-piece = „{ $text }“ ist keine Figur auf einem Feld, wie Kd0KP1 oder pb7S*.
tridim-fen-square = { $text } ist kein Feld des Bretts mit diesen Decks.
tridim-fen-twice = Auf { $text } stehen zwei Figuren.
tridim-fen-deck = „{ $text }“ ist kein Deck auf einem Pin, wie DP1w.
# $field: turn, en-passant, pending-promotion, half-moves, move-number
tridim-fen-field = „{ $text }“ lässt sich nicht als { $field ->
        [turn] die Seite am Zug
        [en-passant] En-passant-Recht
        [pending-promotion] Feld
        [half-moves] Zahl
       *[move-number] Zugnummer
    } lesen.

## Settling two 3D boards with both records (F2.7, F2.8)

tridim-reconcile-deck = Setzen Sie das Deck von { $side } von { $from } auf { $to }, mit allem, was darauf steht.
tridim-record-no-legal-move = Kein erlaubter Zug passt zu diesem Eintrag.
tridim-reconcile-record-unreadable = Die Aufzeichnung von { $side } ({ $path }) kann nicht gelesen werden: { $reason } Nennen Sie eine Datei mit den Zügen der 3D-Partie, etwa b4N b5S c3W.
tridim-arbiter-not-your-question = Diese Frage ist an { $side } gerichtet; { $side } antwortet selbst mit ja oder nein.
tridim-arbiter-nothing-to-decide = In einer 3D-Partie wartet nichts auf Ihr Ja oder Nein. Sie können die Uhren anhalten und stellen, ein Feld eines Bretts melden (weiß: auf d1W steht bei mir ein Springer), ein Ergebnis eintragen oder verwarnen. Hilfe nennt alles.
tridim-arbiter-name-the-seat = Sagen Sie, wessen Brett: weiß: oder schwarz: vor der Meldung, zum Beispiel weiß: auf d1W steht bei mir ein Springer.
tridim-arbiter-square-by-square = In einer 3D-Partie melden Sie ein Brett Feld für Feld, zum Beispiel weiß: auf d1W steht bei mir ein Springer, und hören, was dort zu tun ist. Die beiden Partieformulare vergleicht abgleichen.
tridim-record-entry-unclear = Das passt zu mehr als einem Zug: { $candidates }. Die Mitschrift bleibt, wie sie war; nennen Sie den Zug mit seiner Ebene, zum Beispiel: mein Zug { $number } war Sb1W-c3W.
tridim-record-entry-no-move = Zu „{ $text }“ passt dort kein erlaubter Zug. Die Mitschrift bleibt, wie sie war; zum Beispiel: mein Zug { $number } war b2W-b4W.
tridim-board-drawn = Das 3D-Brett ist oben gezeichnet, { $side } unten: Großbuchstaben Weiß, Kleinbuchstaben Schwarz, der letzte Zug in eckigen Klammern. Vorlesen: stellung; die Decks: decks.
