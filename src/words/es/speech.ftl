# Speech output: why a voice cannot speak, what speaks instead, the speech settings.

## Why speech-dispatcher cannot be used: the first half of a sentence.
speech-dispatcher-not-built = Este ansage se compiló sin speech-dispatcher
speech-dispatcher-refused = speech-dispatcher no está disponible
speech-dispatcher-no-answer = speech-dispatcher funciona, pero no responde
speech-dispatcher-silent = speech-dispatcher funciona, pero no habla: su módulo de salida no responde
speech-dispatcher-no-sound = speech-dispatcher funciona, pero no habla: su salida de sonido no funciona

## When the voice asked for cannot speak ($problem: one of the halves above).
speech-opening-espeak = { $problem }; hablo con espeak-ng.
speech-opening-text-only = { $problem } y falta espeak-ng, así que todo aparece solo como texto; instálelo con make setup.
speech-opening-no-espeak = Falta espeak-ng, así que todo aparece solo como texto; instálelo con make setup.

## When a voice stops speaking during the game ($name: the voice that failed).
speech-voice-unavailable = { $name } no se puede iniciar
speech-voice-hung = { $name } ya no responde
speech-voice-silent = { $name } acepta el texto, pero no lo dice
# $failure: one of the three above; $next: the voice that speaks from now on.
speech-voice-failed-next = { $failure }; a partir de ahora hablo con { $next }.
speech-voice-failed-text-only = { $failure }; a partir de ahora todo aparece solo como texto.
speech-no-voice-left = Ninguna salida de voz habla ya; a partir de ahora todo aparece solo como texto.

## Rendering speech into a file.
speech-error-espeak-missing = espeak-ng no está instalado; instálelo con make setup o con apt-get install espeak-ng.
speech-error-no-text = No hay ningún texto que decir; indique una frase.
# $why: no-folder, not-writable, espeak-failed or no-sound.
speech-error-render-failed = espeak-ng no pudo escribir { $path }, { $why ->
    [no-folder] la carpeta no existe
    [not-writable] no se puede escribir en la carpeta o en el archivo
    [espeak-failed] espeak-ng terminó con un error
   *[no-sound] el archivo no contiene sonido
}; compruebe que la carpeta existe y que se puede escribir en ella.
speech-error-timed-out = espeak-ng tardó demasiado en escribir { $path }; pruebe con un texto más corto.

## The speech settings in one sentence ($voice: a voice's name or speech-default-voice).
speech-settings = Velocidad { $rate }, tono { $pitch }, volumen { $volume }, voz { $voice }.
speech-default-voice = predeterminada
