# Voice input: recordings, the microphone, the speech model, the recogniser.

voice-built-without = ansage was built without voice input because libvosk.so was missing; make setup fetches it. Until then, please type.

## A recording that cannot be read ($path: the file; $reason: the system's words).
voice-audio-not-a-file = { $path } is not an ordinary file (a FIFO, a device or a folder); name a WAV file.
voice-audio-unreadable = The file { $path } cannot be read: { $reason }.
voice-audio-not-wav = The file { $path } is not a WAV file. Use a recording in WAV format.
voice-audio-unsupported = The WAV format of { $path } is not supported ({ $format }). Use 8, 16, 24 or 32 bits.
voice-audio-truncated = The WAV file { $path } is cut off; please record it again.
voice-audio-empty = The WAV file { $path } holds no sound.
voice-audio-too-long = The recording { $path } lasts { $minutes } minutes; ansage listens to recordings of up to four hours. Cut out the part with the move, for example with sox.
voice-audio-resampling = The sound could not be converted to 16 kilohertz: { $reason }.

## The microphone.
voice-microphone-none = No microphone found. Plug one in; until then, please type the moves.
voice-microphone-unknown = There is no microphone called { $name }. ansage devices lists them; until then, please type.
# $problem: busy, gone, no-permission, no-sound-system, unsupported or other.
voice-microphone-refused = The microphone { $device } { $problem ->
    [busy] is busy: another program is recording. Close it and start voice input again
    [gone] is no longer there; was it unplugged? Plug it in again, or choose another one with ansage devices
    [no-permission] may not be used by ansage. Allow access, on Linux for example through the audio group
    [no-sound-system] cannot be reached because the sound system is not running. Start PulseAudio or PipeWire, or log in again
    [unsupported] offers no sound format ansage can read. Choose another one with ansage devices
   *[other] cannot be opened. Check whether it is busy or permission is missing
}; until then, please type.
voice-microphone-stopped = The microphone stopped delivering sound; was it unplugged? The game goes on with typed moves.

## The speech model and the recogniser ($dir: the model's folder).
voice-no-model = No speech model found. make setup fetches it into models/, or ANSAGE_VOSK_MODEL names a model directory. Until then, please type.
voice-missing-model = The speech model directory { $dir } does not exist. Please check the path; until then, please type.
voice-corrupt-model = The speech model in { $dir } cannot be loaded; it is incomplete or damaged. make setup fetches it again; until then, please type.
# $fault: what is wrong with the model's files (voice-model-…).
voice-damaged-model = { $fault } Until then, please type.
voice-trial-crashed = The speech model in { $dir } is damaged: speech recognition crashed on a trial run. Install the model again, for example with make setup; until then, please type.
voice-trial-hung = The speech model in { $dir } had not finished loading after three minutes; it is too large for this computer, or damaged. Use a smaller model; until then, please type.
voice-no-words = The speech model knows none of ansage's words; is it the model for the right language?
voice-no-recogniser = Speech recognition could not be started; please type.
voice-missing-words = The speech model does not know these words and will not hear them: { $words }.

## What is wrong with a file of the speech model ($file).
voice-model-not-a-model = The folder { $file } holds no Vosk speech model. Install the model again, for example with make setup.
voice-model-missing = The speech model lacks the file { $file }. Install the model again, for example with make setup.
voice-model-truncated = The speech model file { $file } is incomplete, probably an interrupted download. Install the model again, for example with make setup.
voice-model-damaged = The speech model file { $file } is damaged. Install the model again, for example with make setup.
# $why: no-permission, folder or other.
voice-model-unreadable = The speech model file { $file } cannot be read{ $why ->
    [no-permission] , because it may not be read
    [folder] , because it is a folder
   *[other] {""}
}. Check its permissions, or install the model again, for example with make setup.

## The microphone test in play ("microphone test").
voice-mictest-intro = Microphone test: say three words one after another, for example Anna, Felix, Knight, each on its own. I say what I understood. If no answer comes, the microphone hears nothing: check the microphone with ansage devices and the recording level with alsamixer.
voice-mictest-nothing = Nothing understood.
voice-mictest-not-recognised = The voice was loud enough, but no word was recognised: is the speech model the one for the language? ansage doctor --voice checks it.
voice-mictest-understood = Understood: { $words }.
voice-mictest-quiet = That was quiet: closer to the microphone, or turn the recording level up (alsamixer).
voice-mictest-noisy = The background is loud; it disturbs recognition. A quieter room or a headset helps.
# $understood of $count utterances were understood.
voice-mictest-over = Microphone test over: { $understood } of { $count } utterances understood. Go on with your move.

## Voice input in play.
voice-stays-off = Voice input stays off; please type.
voice-loading = Microphone { $device } found. Speech recognition is loading; until then, please type.
# $talk: push (push-to-talk: Enter, then speak) or speak.
voice-ready = Voice input ready. { $talk ->
    [push] To speak, press Enter, then say the move.
   *[speak] Say your move.
}

## ansage devices and ansage listen.
# How many microphones were found (the same form for one); a colon, the list follows.
voice-devices = { $n } microphones:
# What the recogniser heard: the alternatives, or a dash.
voice-heard = Heard: { $words }
# The move it was understood as: $san in the reader's notation, $uci.
voice-heard-move = Move: { $san } ({ $uci })
