# Files: writing and reading the player's files, locks, the journal (storage/).

## Why a file could not be written or read: the end of a sentence

file-not-ordinary = es ist keine gewöhnliche Datei
file-read-only = die Datei ist schreibgeschützt; heben Sie den Schutz auf oder nennen Sie eine andere Datei
file-io-reason = { $kind ->
    [not-found] der Ordner existiert nicht
    [permission-denied] dort darf ich nicht schreiben
    [is-a-directory] das ist ein Ordner
    [storage-full] der Datenträger ist voll
    [read-only-filesystem] der Datenträger ist schreibgeschützt
    [invalid-input] der Dateiname ist ungültig
   *[other] das System verweigert es
}
file-read-reason = { $kind ->
    [not-found] der Ordner existiert nicht
    [permission-denied] ich darf sie nicht lesen
    [is-a-directory] das ist ein Ordner
    [storage-full] der Datenträger ist voll
    [read-only-filesystem] der Datenträger ist schreibgeschützt
    [invalid-input] der Dateiname ist ungültig
   *[other] das System verweigert es
}

## Reading a file

file-is-folder = { $path } ist ein Ordner; nennen Sie eine PGN-Datei darin.
file-not-ordinary-read = { $path } ist keine gewöhnliche Datei (etwa eine Pipe oder ein Gerät); nennen Sie eine gespeicherte PGN-Datei.
file-too-large = Die Datei { $path } ist größer als { $mib } MiB; so große Dateien liest ansage nicht. Teilen Sie sie auf, zum Beispiel mit pgn-extract, und nennen Sie den Teil mit der Partie.
file-missing = Die Datei { $path } gibt es nicht. Prüfen Sie den Namen und den Ordner.
file-unreadable = Die Datei { $path } lässt sich nicht lesen: { $reason }.

## Locks

file-holder = ein anderes ansage
file-holder-process = ein anderes ansage (Prozess { $pid })

## The journal of a game in play (storage/journal.rs)

file-damage = { $reason ->
    [torn] sie bricht mitten im Ereignis ab
    [not-json] sie ist kein gültiges JSON
   *[no-type] sie nennt keine Ereignisart
}
file-damage-field = ein Ereignis der Art „{ $kind }“ hat einen unmöglichen Wert
file-journal-torn-last-line = Das letzte Ereignis war nicht vollständig gespeichert und wurde verworfen; es war noch nicht angesagt.
file-journal-unknown-event = Ein Ereignis der Art „{ $kind }“ in Zeile { $line } stammt von einer neueren ansage-Version und wurde übersprungen.
file-journal-damaged = { $after ->
    [0] Die letzte Zeile des Spielverlaufs, Zeile { $line }, ist beschädigt: { $why }. Die Partie wird bis davor wiederhergestellt; eine Kopie der Datei bleibt als .damaged erhalten.
   *[other] Der Spielverlauf ist ab Zeile { $line } beschädigt: { $why }. Die Partie wird bis dorthin wiederhergestellt; { $after } spätere Zeilen werden nicht verwendet; eine Kopie der Datei bleibt als .damaged erhalten.
}
file-journal-not-a-file = { $path } ist keine gewöhnliche Datei (ein FIFO, ein Gerät oder ein Ordner) und kein Spielverlauf. Nennen Sie die Datei einer Partie, oder starten Sie mit --resume ohne Datei, um aus den wartenden Partien zu wählen.
file-journal-no-place = Es gibt kein Verzeichnis für den Spielverlauf, weil weder HOME noch XDG_STATE_HOME gesetzt ist. Setzen Sie { $env } auf ein Verzeichnis; bis dahin ist die Partie bei einem Absturz nicht geschützt.
file-journal-disk-full = Der Datenträger ist voll: der Spielverlauf lässt sich nicht in { $path } sichern. Schaffen Sie Platz, zum Beispiel durch Löschen alter Dateien; bis dahin ist die Partie bei einem Absturz nicht geschützt.
file-journal-no-write-permission = Keine Berechtigung, den Spielverlauf in { $path } zu schreiben. Geben Sie mit { $env } ein Verzeichnis an, in das Sie schreiben dürfen; bis dahin ist die Partie bei einem Absturz nicht geschützt.
file-journal-read-only = Der Datenträger mit { $path } ist schreibgeschützt. Geben Sie mit { $env } ein anderes Verzeichnis an; bis dahin ist die Partie bei einem Absturz nicht geschützt.
file-journal-unwritable = Der Spielverlauf lässt sich nicht in { $path } schreiben ({ $source }). Prüfen Sie den Datenträger oder geben Sie mit { $env } ein anderes Verzeichnis an; bis dahin ist die Partie bei einem Absturz nicht geschützt.
file-journal-gone = Den Spielverlauf { $path } gibt es nicht mehr. Starten Sie eine neue Partie.
file-journal-no-read-permission = Keine Berechtigung, den Spielverlauf { $path } zu lesen. Prüfen Sie die Rechte der Datei, dann starten Sie ansage erneut.
file-journal-unreadable = Der Spielverlauf { $path } lässt sich nicht lesen ({ $source }). Prüfen Sie den Datenträger, dann starten Sie ansage erneut.
file-journal-in-use = Diese Partie ({ $path }) spielt gerade { $holder }; zwei Programme an einer Partie würden sie verderben. Spielen Sie dort weiter, oder beenden Sie das andere Programm und starten Sie dann ansage play --resume.
file-journal-not-a-journal = Die Datei { $path } ist kein lesbarer Spielverlauf von ansage. Die Partie darin lässt sich nicht fortsetzen; die Datei bleibt unverändert. Starten Sie eine neue Partie.
file-journal-newer-format = Der Spielverlauf { $path } stammt von einer neueren ansage-Version (Format { $found }). Installieren Sie die neue Version, um die Partie fortzusetzen.
file-journal-bad-start = Die Anfangsstellung im Spielverlauf { $path } ist ungültig: { $problem } Die Partie lässt sich nicht fortsetzen.
file-journal-illegal-move = Im Spielverlauf { $path } ist der { $ply }. Halbzug ({ $uci }) in seiner Stellung nicht möglich; die Datei ist beschädigt. Die Partie lässt sich nicht fortsetzen.

## A rewrite that did not finish, put back (storage/files.rs, issue 31 §1)

file-restored = Das Speichern von { $path } wurde unterbrochen; der vorige Inhalt ist vollständig wiederhergestellt.
