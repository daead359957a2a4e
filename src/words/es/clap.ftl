# Lo que la línea de órdenes dice de sí misma (src/cli/errors.rs, src/cli/help.rs): los
# errores de clap en frases propias y las palabras de clap en la ayuda. Cada id tiene su
# gemelo en las demás carpetas de idioma, con los mismos argumentos.

## Errores: qué estaba mal y qué hacer.
clap-unknown-option = No conozco la opción { $option }.
clap-unknown-option-meant = No conozco la opción { $option }; ¿quería decir { $meant }?
clap-value-with-dash = Si { $arg } es un valor, escriba -- delante: { $command } -- { $arg }.
clap-command-after-dashes = { $arg } es una orden; quite el -- de delante: ansage { $arg }.
clap-argument-too-many = No sé qué hacer aquí con { $arg }: sobra un argumento.
clap-help-says-what-belongs = { $command } --help dice lo que hace falta.
clap-help-says-values = { $command } --help dice qué valores sirven.
clap-help-names-commands = { $command } --help nombra todas las órdenes.
clap-unknown-command = No conozco la orden { $name }.
clap-unknown-command-meant = No conozco la orden { $name }; ¿quería decir { $meant }?
clap-bad-value = { $option } { $value } no sirve.
clap-bad-value-possible = { $option } { $value } no sirve; se puede: { $possible }.
clap-missing-value = Falta el valor después de { $option }.
clap-missing-value-possible = Falta el valor después de { $option }; se puede: { $possible }.
clap-value-meant = ¿Quería decir { $meant }?
clap-not-a-whole-number = { $option } { $value } no sirve: ahí va un número entero, por ejemplo 1.
clap-bad-square = { $option } { $value } no sirve: indique columnas x filas, por ejemplo 9x4.
clap-bad-address = { $option } { $value } no sirve: indique DIRECCIÓN:PUERTO, por ejemplo 0.0.0.0:7878, o solo un puerto, por ejemplo 7878.
clap-missing-argument = A { $command } todavía le falta { $missing }.
clap-missing-command = Falta una orden, por ejemplo ansage play.
clap-only-once = { $option } solo puede aparecer una vez.
clap-conflict = { $option } no va junto con { $others }; quite una de las dos.
clap-one-value-only = { $option } lleva un solo valor; { $value } sobra.
clap-number-of-values = { $option } necesita { $expected } valores y se dieron { $actual }.
clap-value-with-equals = Con { $option } el valor va con un signo igual, por ejemplo { $option }=VALOR.
clap-not-utf8 = Un argumento no es un texto válido (UTF-8).
clap-not-understood = No entiendo esta línea de órdenes.

## La ayuda: encabezados, los argumentos propios de clap y las palabras tras el texto de un argumento.
clap-usage = Uso
clap-commands = Órdenes
clap-arguments = Argumentos
clap-options = Opciones
# Los marcadores de la línea de uso: "ansage [OPCIONES] <ORDEN>".
clap-options-placeholder = OPCIONES
clap-command-placeholder = ORDEN
clap-possible = Se puede: { $values }.
clap-possible-heading = Se puede:
# La palabra con la que un texto de ayuda nombra su valor por defecto; "Por defecto: x." se
# añade solo si el texto no lo dice ya.
clap-default-word = Por defecto
clap-default = Por defecto: { $values }.
clap-also = También como { $aliases }.
clap-help-flag = Mostrar la ayuda.
clap-help-flag-short = Mostrar la ayuda (más detallada con --help).
clap-help-flag-long = Mostrar la ayuda (más breve con -h).
clap-version-flag = Mostrar la versión.
clap-help-command = Mostrar esta ayuda o la de las órdenes nombradas.
clap-help-command-argument = La orden cuya ayuda se muestra.
