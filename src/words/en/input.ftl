# Reading input: the word list of --lexicon ($path: the file; $reason: why it cannot be read).

input-lexicon-not-a-file = The word list { $path } is not an ordinary file (a FIFO, a device or a folder); name a text file.
input-lexicon-too-large = The word list { $path } is larger than 4 MiB; a word list has a few hundred lines.
input-lexicon-unreadable = The word list { $path } cannot be read: { $reason }.
