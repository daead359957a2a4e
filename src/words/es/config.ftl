# What the settings file's errors say (src/ui/config.rs). Each id has its twin in every other
# language folder, with the same arguments.

config-not-a-file = El archivo de ajustes { $path } no es un archivo normal (un FIFO, un dispositivo o una carpeta); se aplican los valores predeterminados de ansage. Indique un archivo con ANSAGE_CONFIG.
config-unreadable = El archivo de ajustes { $path } no se puede leer ({ $reason }); uso los ajustes predeterminados.
config-syntax = El archivo de ajustes { $path } tiene un error en la línea { $line } ({ $message }); uso los ajustes predeterminados hasta que se corrija.
config-unknown-value = En el archivo de ajustes { $path }, { $key } = «{ $value }» es desconocido, los valores posibles son { $allowed }; uso los ajustes predeterminados.
config-clock = El archivo de ajustes { $path } tiene un error en la línea { $line }, en { $key }: { $sentence } Hasta que se corrija, uso los ajustes predeterminados.
config-cannot-save = Los ajustes no se pueden guardar en { $path } ({ $reason }); valen hasta el final de esta partida.
config-would-overwrite = El archivo de ajustes { $path } tenía un error al empezar; para que nada se pierda, no guardo encima. Corrija primero el archivo, por favor.
config-no-place = No hay ninguna carpeta para los ajustes; ponga en ANSAGE_CONFIG un nombre de archivo.
# Una lista de alarmas ilegible lleva este ejemplo en lugar de los de los controles de tiempo (ui/config.rs).
config-alarms-example = Por ejemplo 5, 1 para alarmas a los cinco minutos y a un minuto, o no para ninguna alarma.
# Issue 31 §8: un archivo demasiado grande, no UTF-8, un enlace en círculo, dos guardados a la vez.
config-too-large = El archivo de ajustes { $path } ocupa más de { $kib } kilobytes; ansage no lee archivos de ajustes tan grandes. Uso los ajustes predeterminados; acorte o borre el archivo, por favor.
config-not-utf8 = El archivo de ajustes { $path } no es texto UTF-8 en la línea { $line }; uso los ajustes predeterminados. Guarde el archivo como UTF-8, por favor.
config-link-loop = El archivo de ajustes { $path } es un enlace simbólico que da vueltas en círculo; uso los ajustes predeterminados. Haga que el enlace apunte a un archivo o bórrelo, por favor.
config-locked = El archivo de ajustes { $path } lo está guardando { $holder } ahora mismo; diga «guardar ajustes» otra vez dentro de un momento, por favor.
