relay-no-threads = No se pudo iniciar la conexión para el segundo dispositivo; el sistema no tiene más hilos libres.

# F2.1: a repetition that names another move than the one announced.
play-repetition-mismatch = La jugada anunciada era { $announced }, no { $said }. Por favor, repita la jugada.
# What was said, quoted, when it names no move at all.
play-repetition-quoted = «{ $text }»
# A repetition given as squares (from the page's board, `d1h4`) that is no move: its squares in words.
play-repetition-squares = { $from } a { $to }
play-repetition-squares-promoting = { $from } a { $to }, coronando en { $piece }
relay-unknown-language = No conozco el idioma «{ $lang }». Conozco { $known }.
