# What is wrong with a square named in a command (src/commands/parse/square.rs).
# $example: the command with a square and a space, or nothing.
square-missing = ¿Qué casilla? Diga por ejemplo: { $example }e4.
# $square: the file and the number, or nothing; $number: the number in words
square-no-rank = { $square ->
        [none] No hay fila { $number }; las filas van de uno a ocho.
       *[other] { $square } no es una casilla: no hay fila { $number }; las filas van de uno a ocho.
    }
square-not-a-rank = «{ $word }» no es una fila; diga por ejemplo { $file } cuatro. Las filas van de uno a ocho.
# $files: the names of the files
square-no-file = «{ $word }» no es una columna; las columnas se llaman { $files }, o de la a a la h.
square-missing-rank = { $file } sola no es una casilla; diga por ejemplo { $example }{ $file } cuatro.
# $rank: the rank in words
square-missing-file = A la casilla le falta la columna; diga por ejemplo { $example }e { $rank }.
square-not-a-square = «{ $text }» no es una casilla; diga por ejemplo { $example }e4.
