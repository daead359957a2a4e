# Reading input: the word list of --lexicon ($path: the file; $reason: why it cannot be read).

input-lexicon-not-a-file = La lista de palabras { $path } no es un archivo normal (es un FIFO, un dispositivo o una carpeta); indique un archivo de texto.
input-lexicon-too-large = La lista de palabras { $path } ocupa más de 4 MiB; una lista de palabras tiene unos cientos de líneas.
input-lexicon-unreadable = No se puede leer la lista de palabras { $path }: { $reason }.
