# Speech output: why a voice cannot speak, what speaks instead, the speech settings.

## Why speech-dispatcher cannot be used: the first half of a sentence.
speech-dispatcher-not-built = Diese ansage wurde ohne speech-dispatcher gebaut
speech-dispatcher-refused = speech-dispatcher ist nicht erreichbar
speech-dispatcher-no-answer = speech-dispatcher läuft, antwortet aber nicht
speech-dispatcher-silent = speech-dispatcher läuft, spricht aber nicht: sein Ausgabemodul antwortet nicht
speech-dispatcher-no-sound = speech-dispatcher läuft, spricht aber nicht: seine Tonausgabe geht nicht

## When the voice asked for cannot speak ($problem: one of the halves above).
speech-opening-espeak = { $problem }; ich spreche mit espeak-ng.
speech-opening-text-only = { $problem } und espeak-ng fehlt, daher erscheint alles nur als Text; installieren mit make setup.
speech-opening-no-espeak = espeak-ng fehlt, daher erscheint alles nur als Text; installieren mit make setup.

## When a voice stops speaking during the game ($name: the voice that failed).
speech-voice-unavailable = { $name } lässt sich nicht starten
speech-voice-hung = { $name } antwortet nicht mehr
speech-voice-silent = { $name } nimmt den Text an, spricht ihn aber nicht
# $failure: one of the three above; $next: the voice that speaks from now on.
speech-voice-failed-next = { $failure }; ich spreche ab jetzt mit { $next }.
speech-voice-failed-text-only = { $failure }; ab jetzt erscheint alles nur als Text.
speech-no-voice-left = Keine Sprachausgabe spricht mehr; ab jetzt erscheint alles nur als Text.

## Rendering speech into a file.
speech-error-espeak-missing = espeak-ng ist nicht installiert; installieren mit make setup oder apt-get install espeak-ng.
speech-error-no-text = Es gibt keinen Text zu sprechen; geben Sie einen Satz an.
# $why: no-folder, not-writable, espeak-failed or no-sound.
speech-error-render-failed = espeak-ng konnte { $path } nicht schreiben, { $why ->
    [no-folder] den Ordner gibt es nicht
    [not-writable] der Ordner oder die Datei ist nicht beschreibbar
    [espeak-failed] espeak-ng brach mit einem Fehler ab
   *[no-sound] die Datei enthält keinen Ton
}; prüfen Sie, ob der Ordner existiert und beschreibbar ist.
speech-error-timed-out = espeak-ng brauchte zu lange, um { $path } zu schreiben; versuchen Sie einen kürzeren Text.

## The speech settings in one sentence ($voice: a voice's name or speech-default-voice).
speech-settings = Tempo { $rate }, Tonhöhe { $pitch }, Lautstärke { $volume }, Stimme { $voice }.
speech-default-voice = Standard
