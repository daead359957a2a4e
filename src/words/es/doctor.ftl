# ansage doctor: what ansage can use on this machine, one plain sentence per part; and
# ansage doctor --voice, speech recognition measured.

## Speech output. $what: what was found of speech-dispatcher (doctor-dispatcher-…);
## $todo: what to do about it (doctor-todo-…).
doctor-speech-speaks = Salida de voz: speech-dispatcher funciona y habla.
doctor-speech = Salida de voz: { $what }; entonces ansage habla con espeak-ng.
doctor-speech-todo = Salida de voz: { $what }; entonces ansage habla con espeak-ng. { $todo }
doctor-dispatcher-not-built = este ansage se compiló sin speech-dispatcher
doctor-dispatcher-not-installed = speech-dispatcher no está instalado
doctor-dispatcher-unreachable = speech-dispatcher está instalado, pero no funciona y no se pudo iniciar
doctor-dispatcher-no-answer = speech-dispatcher funciona, pero no responde, normalmente porque su salida de sonido está bloqueada
doctor-dispatcher-module-silent = speech-dispatcher funciona, pero no habla: su módulo de salida no responde
doctor-dispatcher-no-sound = speech-dispatcher funciona, pero no habla: su módulo de salida empieza, pero el sonido nunca llega
doctor-todo-install-dispatcher = Instálelo con make setup o con apt-get install speech-dispatcher speech-dispatcher-espeak-ng.
doctor-todo-speechd-address = La variable de entorno SPEECHD_ADDRESS indica una dirección propia; compruebe si allí funciona uno, o elimínela.
doctor-todo-start-dispatcher = Inícielo con speech-dispatcher -d, y compruebe si DisableAutoSpawn aparece en speechd.conf.
doctor-todo-no-answer = Termínelo con pkill speech-dispatcher (el próximo inicio de ansage lo vuelve a iniciar), y compruebe con spd-conf la salida de sonido (AudioOutputMethod, por ejemplo pulse o alsa).
doctor-todo-module-silent = Compruebe con spd-conf el módulo de salida (DefaultModule, por ejemplo espeak-ng) y la salida de sonido (AudioOutputMethod, por ejemplo pulse o alsa), y escuche con spd-say -w Hola si habla.
doctor-todo-no-sound = Compruebe con spd-conf la salida de sonido (AudioOutputMethod, por ejemplo pulse o alsa) y si otro programa puede reproducir sonido.
# The system's own (English) explanation, indented on a line of its own.
doctor-system-message = {"  "}Mensaje del sistema (en inglés): «{ $detail }».

## espeak-ng, the chess engine, speech recognition.
doctor-espeak-found = espeak-ng está instalado.
doctor-espeak-missing = Falta espeak-ng; instálelo con make setup o con apt-get install espeak-ng.
doctor-stockfish-found = Motor de ajedrez: Stockfish encontrado en { $path }.
doctor-stockfish-missing = Motor de ajedrez: falta Stockfish; instálelo con make setup o con apt-get install stockfish.
doctor-vosk-loaded = Reconocimiento de voz: la biblioteca Vosk está cargada.
doctor-model-loaded = Modelo de voz cargado desde { $dir }.
doctor-no-model = No se encontró ningún modelo de voz: falta { $model } en models/. make setup lo descarga, o ANSAGE_VOSK_MODEL indica una carpeta de modelo. Sin modelo no hay entrada por voz.
doctor-built-without-vosk = Reconocimiento de voz: ansage se compiló sin Vosk porque faltaba libvosk.so; make setup la descarga.

## ansage doctor --voice.
doctor-voice-intro = Autoprueba del reconocimiento de voz: se carga el modelo, luego espeak-ng dice cada palabra y 200 jugadas. Tarda alrededor de un minuto.
# The espeak-ng voices the self-test speaks this language's words with, separated by commas.
doctor-voice-voices = es, es-419
doctor-voice-scratch = La autoprueba no puede escribir sus grabaciones en { $dir }; ¿está lleno el disco? Libere espacio o indique otra carpeta con TMPDIR.
doctor-voice-no-speech = La autoprueba necesita espeak-ng para decir las palabras; falta o falla. Instálelo con make setup o con apt-get install espeak-ng.
# $whole and $tenth: the seconds, with one decimal.
doctor-report-model = Modelo de voz { $model } cargado en { $whole },{ $tenth } segundos; reconoce { $words } palabras.
doctor-report-knows-all = El modelo conoce todas las palabras de la lista.
doctor-report-unknown = El modelo no conoce estas palabras y por eso no las oye: { $words }.
doctor-report-words = Palabras: { $recognised } de { $spoken } reconocidas (espeak-ng, voces { $voices }).
# $missed: the words not recognised (doctor-report-missed-word, -missed-next).
doctor-report-missed = No reconocidas, entre paréntesis lo que se oyó: { $missed }.
# $heard: what was heard, or doctor-report-nothing.
doctor-report-missed-word = { $word } ({ $heard })
doctor-report-missed-next = { $before }, { $word } ({ $heard })
doctor-report-nothing = nada
doctor-report-moves = Jugadas: { $spoken } dichas; { $right } correctas, { $asked } con pregunta, { $unclear } no entendidas, { $wrong } erróneas.
doctor-report-wrong = Error: «{ $phrase }» se oyó como «{ $heard }», se tomó { $played } en lugar de { $expected }.
doctor-report-latency = Desde el final del habla hasta la jugada: mediana { $median } milisegundos, percentil 95 { $p95 }; { $early } jugadas se fijaron antes.
doctor-report-memory = Memoria: como máximo { $mb } MB.
