# Voice input: recordings, the microphone, the speech model, the recogniser.

voice-built-without = ansage wurde ohne Spracheingabe gebaut, weil libvosk.so fehlte; make setup holt sie. Bis dahin bitte tippen.

## A recording that cannot be read ($path: the file; $reason: the system's words).
voice-audio-not-a-file = { $path } ist keine gewöhnliche Datei (ein FIFO, ein Gerät oder ein Ordner); nennen Sie eine WAV-Datei.
voice-audio-unreadable = Die Datei { $path } lässt sich nicht lesen: { $reason }.
voice-audio-not-wav = Die Datei { $path } ist keine WAV-Datei. Nehmen Sie eine Aufnahme im WAV-Format.
voice-audio-unsupported = Das WAV-Format von { $path } wird nicht unterstützt ({ $format }). Nehmen Sie 8, 16, 24 oder 32 Bit.
voice-audio-truncated = Die WAV-Datei { $path } ist abgeschnitten; bitte neu aufnehmen.
voice-audio-empty = Die WAV-Datei { $path } enthält keinen Ton.
voice-audio-too-long = Die Aufnahme { $path } dauert { $minutes } Minuten; ansage hört Aufnahmen bis zu vier Stunden. Schneiden Sie den Teil mit dem Zug heraus, zum Beispiel mit sox.
voice-audio-resampling = Der Ton ließ sich nicht auf 16 Kilohertz umrechnen: { $reason }.

## The microphone.
voice-microphone-none = Kein Mikrofon gefunden. Schließen Sie eines an; bis dahin bitte die Züge tippen.
voice-microphone-unknown = Ein Mikrofon namens { $name } gibt es nicht. ansage devices zeigt die vorhandenen; bis dahin bitte tippen.
# $problem: busy, gone, no-permission, no-sound-system, unsupported or other.
voice-microphone-refused = Das Mikrofon { $device } { $problem ->
    [busy] ist belegt, ein anderes Programm nimmt gerade auf. Schließen Sie es und starten Sie die Spracheingabe neu
    [gone] ist nicht mehr da; wurde es abgezogen? Stecken Sie es wieder ein, oder wählen Sie mit ansage devices ein anderes
    [no-permission] darf von ansage nicht benutzt werden. Erlauben Sie den Zugriff, unter Linux etwa mit der Gruppe audio
    [no-sound-system] ist nicht erreichbar, weil das Tonsystem nicht läuft. Starten Sie PulseAudio oder PipeWire, oder melden Sie sich neu an
    [unsupported] liefert kein Tonformat, das ansage lesen kann. Wählen Sie mit ansage devices ein anderes
   *[other] lässt sich nicht öffnen. Prüfen Sie, ob es belegt ist oder die Berechtigung fehlt
}; bis dahin bitte tippen.
voice-microphone-stopped = Das Mikrofon liefert keinen Ton mehr; wurde es abgezogen? Die Partie geht mit getippten Zügen weiter.

## The speech model and the recogniser ($dir: the model's folder).
voice-no-model = Kein Sprachmodell gefunden. make setup lädt es nach models/, oder ANSAGE_VOSK_MODEL nennt ein Modellverzeichnis. Bis dahin bitte tippen.
voice-missing-model = Das Sprachmodell-Verzeichnis { $dir } gibt es nicht. Bitte den Pfad prüfen; bis dahin bitte tippen.
voice-corrupt-model = Das Sprachmodell in { $dir } lässt sich nicht laden; es ist unvollständig oder beschädigt. make setup lädt es neu; bis dahin bitte tippen.
# $fault: what is wrong with the model's files (voice-model-…).
voice-damaged-model = { $fault } Bis dahin bitte tippen.
voice-trial-crashed = Das Sprachmodell in { $dir } ist beschädigt: die Spracherkennung stürzte beim Probelauf ab. Installieren Sie das Modell neu, zum Beispiel mit make setup; bis dahin bitte tippen.
voice-trial-hung = Das Sprachmodell in { $dir } lud auch nach drei Minuten nicht fertig; es ist zu groß für diesen Rechner oder beschädigt. Nehmen Sie ein kleineres Modell; bis dahin bitte tippen.
voice-no-words = Das Sprachmodell kennt keines der Wörter von ansage; ist es das Modell der richtigen Sprache?
voice-no-recogniser = Die Spracherkennung ließ sich nicht starten; bitte tippen.
voice-missing-words = Diese Wörter kennt das Sprachmodell nicht und hört sie deshalb nicht: { $words }.

## What is wrong with a file of the speech model ($file).
voice-model-not-a-model = Im Ordner { $file } liegt kein Vosk-Sprachmodell. Installieren Sie das Modell neu, zum Beispiel mit make setup.
voice-model-missing = Dem Sprachmodell fehlt die Datei { $file }. Installieren Sie das Modell neu, zum Beispiel mit make setup.
voice-model-truncated = Die Datei { $file } des Sprachmodells ist unvollständig, vermutlich ein abgebrochener Download. Installieren Sie das Modell neu, zum Beispiel mit make setup.
voice-model-damaged = Die Datei { $file } des Sprachmodells ist beschädigt. Installieren Sie das Modell neu, zum Beispiel mit make setup.
# $why: no-permission, folder or other.
voice-model-unreadable = Die Datei { $file } des Sprachmodells lässt sich nicht lesen{ $why ->
    [no-permission] , weil die Leserechte fehlen
    [folder] , weil es ein Ordner ist
   *[other] {""}
}. Prüfen Sie die Rechte, oder installieren Sie das Modell neu, zum Beispiel mit make setup.

## The microphone test in play ("Mikrofontest").
voice-mictest-intro = Mikrofontest: Sagen Sie nacheinander drei Wörter, etwa Anna, Felix, Springer, jedes für sich. Ich sage, was ich verstanden habe. Kommt keine Antwort, hört das Mikrofon nichts: prüfen Sie mit ansage devices das Mikrofon und mit alsamixer die Aufnahmelautstärke.
voice-mictest-nothing = Nichts verstanden.
voice-mictest-not-recognised = Die Stimme war laut genug, aber kein Wort wurde erkannt: passt das Sprachmodell zur Sprache? ansage doctor --voice prüft es.
voice-mictest-understood = Verstanden: { $words }.
voice-mictest-quiet = Das war leise: näher ans Mikrofon, oder die Aufnahme lauter stellen (alsamixer).
voice-mictest-noisy = Im Hintergrund ist es laut; das stört die Erkennung. Ein ruhigerer Raum oder ein Headset hilft.
# $understood of $count utterances were understood.
voice-mictest-over = Mikrofontest beendet: { $understood } von { $count } Äußerungen verstanden. Weiter mit Ihrem Zug.

## Voice input in play.
voice-stays-off = Die Spracheingabe bleibt aus; bitte tippen.
voice-loading = Mikrofon { $device } gefunden. Die Spracherkennung lädt; bis dahin bitte tippen.
# $talk: push (push-to-talk: Enter, then speak) or speak.
voice-ready = Spracheingabe bereit. { $talk ->
    [push] Zum Sprechen die Eingabetaste drücken, dann den Zug sagen.
   *[speak] Sagen Sie Ihren Zug.
}

## ansage devices and ansage listen.
# How many microphones were found (the same form for one); a colon, the list follows.
voice-devices = { $n } Mikrofone:
# What the recogniser heard: the alternatives, or a dash.
voice-heard = Gehört: { $words }
# The move it was understood as: $san in the reader's notation, $uci.
voice-heard-move = Zug: { $san } ({ $uci })
