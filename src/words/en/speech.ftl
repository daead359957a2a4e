# Speech output: why a voice cannot speak, what speaks instead, the speech settings.

## Why speech-dispatcher cannot be used: the first half of a sentence.
speech-dispatcher-not-built = This ansage was built without speech-dispatcher
speech-dispatcher-refused = speech-dispatcher cannot be reached
speech-dispatcher-no-answer = speech-dispatcher is running but does not answer
speech-dispatcher-silent = speech-dispatcher is running but does not speak: its output module does not answer
speech-dispatcher-no-sound = speech-dispatcher is running but does not speak: its sound output does not work

## When the voice asked for cannot speak ($problem: one of the halves above).
speech-opening-espeak = { $problem }; speaking with espeak-ng.
speech-opening-text-only = { $problem } and espeak-ng is missing, so everything is shown as text only; install it with make setup.
speech-opening-no-espeak = espeak-ng is missing, so everything is shown as text only; install it with make setup.

## When a voice stops speaking during the game ($name: the voice that failed).
speech-voice-unavailable = { $name } cannot be started
speech-voice-hung = { $name } no longer answers
speech-voice-silent = { $name } takes the text but does not speak it
# $failure: one of the three above; $next: the voice that speaks from now on.
speech-voice-failed-next = { $failure }; speaking with { $next } from now on.
speech-voice-failed-text-only = { $failure }; from now on everything is shown as text only.
speech-no-voice-left = No speech output works any more; from now on everything is shown as text only.

## Rendering speech into a file.
speech-error-espeak-missing = espeak-ng is not installed; install it with make setup or apt-get install espeak-ng.
speech-error-no-text = There is no text to speak; give a sentence.
# $why: no-folder, not-writable, espeak-failed or no-sound.
speech-error-render-failed = espeak-ng could not write { $path }, { $why ->
    [no-folder] the folder does not exist
    [not-writable] the folder or the file cannot be written
    [espeak-failed] espeak-ng stopped with an error
   *[no-sound] the file holds no sound
}; check that the folder exists and can be written.
speech-error-timed-out = espeak-ng took too long to write { $path }; try a shorter text.

## The speech settings in one sentence ($voice: a voice's name or speech-default-voice).
speech-settings = Rate { $rate }, pitch { $pitch }, volume { $volume }, voice { $voice }.
speech-default-voice = default
