# ansage doctor: what ansage can use on this machine, one plain sentence per part; and
# ansage doctor --voice, speech recognition measured.

## Speech output. $what: what was found of speech-dispatcher (doctor-dispatcher-…);
## $todo: what to do about it (doctor-todo-…).
doctor-speech-speaks = Sprachausgabe: speech-dispatcher läuft und spricht.
doctor-speech = Sprachausgabe: { $what }; ansage spricht dann mit espeak-ng.
doctor-speech-todo = Sprachausgabe: { $what }; ansage spricht dann mit espeak-ng. { $todo }
doctor-dispatcher-not-built = diese ansage wurde ohne speech-dispatcher gebaut
doctor-dispatcher-not-installed = speech-dispatcher ist nicht installiert
doctor-dispatcher-unreachable = speech-dispatcher ist installiert, läuft aber nicht und ließ sich nicht starten
doctor-dispatcher-no-answer = speech-dispatcher läuft, antwortet aber nicht, meist weil seine Tonausgabe hängt
doctor-dispatcher-module-silent = speech-dispatcher läuft, spricht aber nicht: sein Ausgabemodul antwortet nicht
doctor-dispatcher-no-sound = speech-dispatcher läuft, spricht aber nicht: sein Ausgabemodul beginnt, doch der Ton kommt nie an
doctor-todo-install-dispatcher = Installieren mit make setup oder apt-get install speech-dispatcher speech-dispatcher-espeak-ng.
doctor-todo-speechd-address = Die Umgebungsvariable SPEECHD_ADDRESS nennt eine eigene Adresse; prüfen Sie, ob dort einer läuft, oder entfernen Sie sie.
doctor-todo-start-dispatcher = Starten Sie ihn mit speech-dispatcher -d, und prüfen Sie, ob DisableAutoSpawn in speechd.conf steht.
doctor-todo-no-answer = Beenden Sie ihn mit pkill speech-dispatcher (der nächste Start von ansage startet ihn neu), und prüfen Sie mit spd-conf die Tonausgabe (AudioOutputMethod, etwa pulse oder alsa).
doctor-todo-module-silent = Prüfen Sie mit spd-conf das Ausgabemodul (DefaultModule, etwa espeak-ng) und die Tonausgabe (AudioOutputMethod, etwa pulse oder alsa), und hören Sie mit spd-say -w Hallo, ob er spricht.
doctor-todo-no-sound = Prüfen Sie mit spd-conf die Tonausgabe (AudioOutputMethod, etwa pulse oder alsa) und ob ein anderes Programm Ton abspielen kann.
# The system's own (English) explanation, indented on a line of its own.
doctor-system-message = {"  "}Meldung des Systems (englisch): „{ $detail }“.

## espeak-ng, the chess engine, speech recognition.
doctor-espeak-found = espeak-ng ist installiert.
doctor-espeak-missing = espeak-ng fehlt; installieren mit make setup oder apt-get install espeak-ng.
doctor-stockfish-found = Schachprogramm: Stockfish gefunden unter { $path }.
doctor-stockfish-missing = Schachprogramm: Stockfish fehlt; installieren mit make setup oder apt-get install stockfish.
doctor-vosk-loaded = Spracherkennung: die Vosk-Bibliothek ist geladen.
doctor-model-loaded = Sprachmodell geladen aus { $dir }.
doctor-no-model = Kein Sprachmodell gefunden: { $model } fehlt in models/. make setup lädt es, oder ANSAGE_VOSK_MODEL nennt ein Modellverzeichnis. Ohne Modell gibt es keine Spracheingabe.
doctor-built-without-vosk = Spracherkennung: ansage wurde ohne Vosk gebaut, weil libvosk.so fehlte; make setup holt sie.

## ansage doctor --voice.
doctor-voice-intro = Selbsttest der Spracherkennung: das Modell lädt, dann spricht espeak-ng jedes Wort und 200 Züge. Das dauert etwa eine Minute.
# The espeak-ng voices the self-test speaks this language's words with, separated by commas.
doctor-voice-voices = de, de+m3
doctor-voice-scratch = Der Selbsttest kann seine Aufnahmen nicht in { $dir } schreiben; ist die Platte voll? Platz schaffen oder mit TMPDIR ein anderes Verzeichnis nennen.
doctor-voice-no-speech = Der Selbsttest braucht espeak-ng, um Wörter zu sprechen; es fehlt oder versagt. Installieren mit make setup oder apt-get install espeak-ng.
# $whole and $tenth: the seconds, with one decimal.
doctor-report-model = Sprachmodell { $model } geladen in { $whole },{ $tenth } Sekunden; es hört auf { $words } Wörter.
doctor-report-knows-all = Das Modell kennt alle Wörter der Wortliste.
doctor-report-unknown = Diese Wörter kennt das Modell nicht und hört sie deshalb nicht: { $words }.
doctor-report-words = Wörter: { $recognised } von { $spoken } erkannt (espeak-ng, Stimmen { $voices }).
# $missed: the words not recognised (doctor-report-missed-word, -missed-next).
doctor-report-missed = Nicht erkannt, in Klammern das Gehörte: { $missed }.
# $heard: what was heard, or doctor-report-nothing.
doctor-report-missed-word = { $word } ({ $heard })
doctor-report-missed-next = { $before }, { $word } ({ $heard })
doctor-report-nothing = nichts
doctor-report-moves = Züge: { $spoken } gesprochen; { $right } richtig, { $asked } nachgefragt, { $unclear } nicht verstanden, { $wrong } falsch.
doctor-report-wrong = Falsch: „{ $phrase }“ gehört als „{ $heard }“, genommen { $played } statt { $expected }.
doctor-report-latency = Vom Ende des Sprechens bis zum Zug: Median { $median } Millisekunden, 95. Perzentil { $p95 }; { $early } Züge wurden früh festgelegt.
doctor-report-memory = Speicher: höchstens { $mb } MB.
