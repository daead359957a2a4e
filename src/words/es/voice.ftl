# Voice input: recordings, the microphone, the speech model, the recogniser.

voice-built-without = ansage se compiló sin entrada por voz porque faltaba libvosk.so; make setup la descarga. Hasta entonces, escriba, por favor.

## A recording that cannot be read ($path: the file; $reason: the system's words).
voice-audio-not-a-file = { $path } no es un archivo normal (un FIFO, un dispositivo o una carpeta); indique un archivo WAV.
voice-audio-unreadable = El archivo { $path } no se puede leer: { $reason }.
voice-audio-not-wav = El archivo { $path } no es un archivo WAV. Use una grabación en formato WAV.
voice-audio-unsupported = El formato WAV de { $path } no está admitido ({ $format }). Use 8, 16, 24 o 32 bits.
voice-audio-truncated = El archivo WAV { $path } está cortado; grábelo de nuevo, por favor.
voice-audio-empty = El archivo WAV { $path } no contiene sonido.
voice-audio-too-long = La grabación { $path } dura { $minutes } minutos; ansage escucha grabaciones de hasta cuatro horas. Recorte la parte con la jugada, por ejemplo con sox.
voice-audio-resampling = No se pudo convertir el sonido a 16 kilohercios: { $reason }.

## The microphone.
voice-microphone-none = No se ha encontrado ningún micrófono. Conecte uno; hasta entonces, escriba las jugadas, por favor.
voice-microphone-unknown = No existe ningún micrófono llamado { $name }. ansage devices muestra los que hay; hasta entonces, escriba, por favor.
# $problem: busy, gone, no-permission, no-sound-system, unsupported or other.
voice-microphone-refused = El micrófono { $device } { $problem ->
    [busy] está ocupado, otro programa está grabando. Ciérrelo y vuelva a iniciar la entrada por voz
    [gone] ya no está; ¿se ha desconectado? Vuelva a conectarlo, o elija otro con ansage devices
    [no-permission] no puede usarlo ansage. Permita el acceso, en Linux por ejemplo con el grupo audio
    [no-sound-system] no está disponible porque el sistema de sonido no funciona. Inicie PulseAudio o PipeWire, o vuelva a iniciar la sesión
    [unsupported] no da ningún formato de sonido que ansage pueda leer. Elija otro con ansage devices
   *[other] no se puede abrir. Compruebe si está ocupado o si falta el permiso
}; hasta entonces, escriba, por favor.
voice-microphone-stopped = El micrófono ya no da sonido; ¿se ha desconectado? La partida continúa con jugadas escritas.

## The speech model and the recogniser ($dir: the model's folder).
voice-no-model = No se ha encontrado ningún modelo de voz. make setup lo descarga en models/, o ANSAGE_VOSK_MODEL indica una carpeta de modelo. Hasta entonces, escriba, por favor.
voice-missing-model = La carpeta del modelo de voz { $dir } no existe. Compruebe la ruta; hasta entonces, escriba, por favor.
voice-corrupt-model = El modelo de voz de { $dir } no se puede cargar; está incompleto o dañado. make setup lo vuelve a descargar; hasta entonces, escriba, por favor.
# $fault: what is wrong with the model's files (voice-model-…).
voice-damaged-model = { $fault } Hasta entonces, escriba, por favor.
voice-trial-crashed = El modelo de voz de { $dir } está dañado: el reconocimiento de voz falló en la prueba. Vuelva a instalar el modelo, por ejemplo con make setup; hasta entonces, escriba, por favor.
voice-trial-hung = El modelo de voz de { $dir } no terminó de cargarse ni tras tres minutos; es demasiado grande para este ordenador o está dañado. Use un modelo más pequeño; hasta entonces, escriba, por favor.
voice-no-words = El modelo de voz no conoce ninguna de las palabras de ansage; ¿es el modelo del idioma correcto?
voice-no-recogniser = No se pudo iniciar el reconocimiento de voz; escriba, por favor.
voice-missing-words = El modelo de voz no conoce estas palabras y por eso no las oye: { $words }.

## What is wrong with a file of the speech model ($file).
voice-model-not-a-model = En la carpeta { $file } no hay ningún modelo de voz de Vosk. Vuelva a instalar el modelo, por ejemplo con make setup.
voice-model-missing = Al modelo de voz le falta el archivo { $file }. Vuelva a instalar el modelo, por ejemplo con make setup.
voice-model-truncated = El archivo { $file } del modelo de voz está incompleto, probablemente por una descarga interrumpida. Vuelva a instalar el modelo, por ejemplo con make setup.
voice-model-damaged = El archivo { $file } del modelo de voz está dañado. Vuelva a instalar el modelo, por ejemplo con make setup.
# $why: no-permission, folder or other.
voice-model-unreadable = El archivo { $file } del modelo de voz no se puede leer{ $why ->
    [no-permission] , porque faltan los permisos de lectura
    [folder] , porque es una carpeta
   *[other] {""}
}. Compruebe los permisos, o vuelva a instalar el modelo, por ejemplo con make setup.

## The microphone test in play ("prueba de micrófono").
voice-mictest-intro = Prueba de micrófono: diga tres palabras una tras otra, por ejemplo Anna, Felix, caballo, cada una por separado. Yo digo lo que he entendido. Si no llega ninguna respuesta, el micrófono no oye nada: compruebe el micrófono con ansage devices y el volumen de grabación con alsamixer.
voice-mictest-nothing = No he entendido nada.
voice-mictest-not-recognised = La voz se oía bastante fuerte, pero no se reconoció ninguna palabra: ¿corresponde el modelo de voz al idioma? ansage doctor --voice lo comprueba.
voice-mictest-understood = Entendido: { $words }.
voice-mictest-quiet = Eso ha sonado bajo: acérquese al micrófono, o suba el volumen de grabación (alsamixer).
voice-mictest-noisy = Hay mucho ruido de fondo; eso perjudica el reconocimiento. Ayuda una habitación más tranquila o unos auriculares con micrófono.
# $understood of $count utterances were understood.
voice-mictest-over = Prueba de micrófono terminada: { $understood } de { $count } frases entendidas. Siga con su jugada.

## Voice input in play.
voice-stays-off = La entrada por voz sigue desactivada; escriba, por favor.
voice-loading = Micrófono { $device } encontrado. El reconocimiento de voz se está cargando; hasta entonces, escriba, por favor.
# $talk: push (push-to-talk: Enter, then speak) or speak.
voice-ready = Entrada por voz lista. { $talk ->
    [push] Para hablar, pulse Intro y diga la jugada.
   *[speak] Diga su jugada.
}

## ansage devices and ansage listen.
# How many microphones were found (the same form for one); a colon, the list follows.
voice-devices = { $n } micrófonos:
# What the recogniser heard: the alternatives, or a dash.
voice-heard = Oído: { $words }
# The move it was understood as: $san in the reader's notation, $uci.
voice-heard-move = Jugada: { $san } ({ $uci })
