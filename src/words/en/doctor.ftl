# ansage doctor: what ansage can use on this machine, one plain sentence per part; and
# ansage doctor --voice, speech recognition measured.

## Speech output. $what: what was found of speech-dispatcher (doctor-dispatcher-…);
## $todo: what to do about it (doctor-todo-…).
doctor-speech-speaks = Speech: speech-dispatcher is running and speaks.
doctor-speech = Speech: { $what }; ansage then speaks with espeak-ng.
doctor-speech-todo = Speech: { $what }; ansage then speaks with espeak-ng. { $todo }
doctor-dispatcher-not-built = this ansage was built without speech-dispatcher
doctor-dispatcher-not-installed = speech-dispatcher is not installed
doctor-dispatcher-unreachable = speech-dispatcher is installed but not running, and it could not be started
doctor-dispatcher-no-answer = speech-dispatcher is running but does not answer, mostly because its sound output hangs
doctor-dispatcher-module-silent = speech-dispatcher is running but does not speak: its output module does not answer
doctor-dispatcher-no-sound = speech-dispatcher is running but does not speak: its output module begins, but the sound never plays
doctor-todo-install-dispatcher = Install it with make setup or apt-get install speech-dispatcher speech-dispatcher-espeak-ng.
doctor-todo-speechd-address = The environment variable SPEECHD_ADDRESS names an address of its own; check that one runs there, or remove it.
doctor-todo-start-dispatcher = Start it with speech-dispatcher -d, and check whether speechd.conf says DisableAutoSpawn.
doctor-todo-no-answer = End it with pkill speech-dispatcher (ansage's next start starts it again), and check its sound output with spd-conf (AudioOutputMethod, such as pulse or alsa).
doctor-todo-module-silent = Check its output module (DefaultModule, such as espeak-ng) and its sound output (AudioOutputMethod, such as pulse or alsa) with spd-conf, and listen with spd-say -w Hello whether it speaks.
doctor-todo-no-sound = Check its sound output with spd-conf (AudioOutputMethod, such as pulse or alsa), and whether another program can play sound.
# The system's own (English) explanation, indented on a line of its own.
doctor-system-message = {"  "}The system's message: "{ $detail }".

## espeak-ng, the chess engine, speech recognition.
doctor-espeak-found = espeak-ng is installed.
doctor-espeak-missing = espeak-ng is missing; install it with make setup or apt-get install espeak-ng.
doctor-stockfish-found = Chess engine: Stockfish found at { $path }.
doctor-stockfish-missing = Chess engine: Stockfish is missing; install it with make setup or apt-get install stockfish.
doctor-vosk-loaded = Speech recognition: the Vosk library is loaded.
doctor-model-loaded = Speech model loaded from { $dir }.
doctor-no-model = No speech model found: { $model } is missing from models/. make setup fetches it, or ANSAGE_VOSK_MODEL names a model folder. Without a model there is no voice input.
doctor-built-without-vosk = Speech recognition: ansage was built without Vosk because libvosk.so was missing; make setup fetches it.

## ansage doctor --voice.
doctor-voice-intro = Speech recognition self-test: the model loads, then espeak-ng speaks every word and 200 moves. This takes about a minute.
# The espeak-ng voices the self-test speaks this language's words with, separated by commas.
doctor-voice-voices = en, en+f3
doctor-voice-scratch = The self-test cannot write its recordings into { $dir }; is the disk full? Free some space or name another directory with TMPDIR.
doctor-voice-no-speech = The self-test needs espeak-ng to speak words; it is missing or fails. Install it with make setup or apt-get install espeak-ng.
# $whole and $tenth: the seconds, with one decimal.
doctor-report-model = Speech model { $model } loaded in { $whole }.{ $tenth } seconds; it listens for { $words } words.
doctor-report-knows-all = The model knows every word of the lexicon.
doctor-report-unknown = The model does not know these words and will not hear them: { $words }.
doctor-report-words = Words: { $recognised } of { $spoken } recognised (espeak-ng, voices { $voices }).
# $missed: the words not recognised (doctor-report-missed-word, -missed-next).
doctor-report-missed = Not recognised, what was heard in brackets: { $missed }.
# $heard: what was heard, or doctor-report-nothing.
doctor-report-missed-word = { $word } ({ $heard })
doctor-report-missed-next = { $before }, { $word } ({ $heard })
doctor-report-nothing = nothing
doctor-report-moves = Moves: { $spoken } spoken; { $right } right, { $asked } asked back, { $unclear } not understood, { $wrong } wrong.
doctor-report-wrong = Wrong: “{ $phrase }” heard as “{ $heard }”, taken as { $played } instead of { $expected }.
doctor-report-latency = From the end of speech to the move: median { $median } milliseconds, 95th percentile { $p95 }; { $early } moves were committed early.
doctor-report-memory = Memory: at most { $mb } MB.
