# Reading input: the word list of --lexicon ($path: the file; $reason: why it cannot be read).

input-lexicon-not-a-file = Die Wortliste { $path } ist keine gewöhnliche Datei (ein FIFO, ein Gerät oder ein Ordner); nennen Sie eine Textdatei.
input-lexicon-too-large = Die Wortliste { $path } ist größer als 4 MiB; eine Wortliste hat einige hundert Zeilen.
input-lexicon-unreadable = Die Wortliste { $path } ist nicht lesbar: { $reason }.
