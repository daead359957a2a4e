relay-no-threads = No se pudo iniciar la conexión para el segundo dispositivo; el sistema no tiene más hilos libres.

# F2.1: a repetition that names another move than the one announced.
play-repetition-mismatch = La jugada anunciada era { $announced }, no { $said }. Por favor, repita la jugada.
# What was said, quoted, when it names no move at all.
play-repetition-quoted = «{ $text }»
relay-unknown-language = No conozco el idioma «{ $lang }». Conozco { $known }.
