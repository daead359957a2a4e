# What is wrong with a square named in a command (src/commands/parse/square.rs).
# $example: the command with a square and a space ("attackers "), or nothing.
square-missing = Which square? Say for example: { $example }Eva four.
# $square: the file and the number ("Eva zehn"), or nothing; $number: the number in words
square-no-rank = { $square ->
        [none] There is no rank { $number }, the ranks go from eins to acht.
       *[other] { $square } is not a square: there is no rank { $number }, the ranks go from eins to acht.
    }
square-not-a-rank = “{ $word }” is not a rank; say for example { $file } vier. The ranks go from eins to acht.
# $files: the names of the files, "Anna, …, Gustav and Hector"
square-no-file = “{ $word }” is not a file; the files are { $files }, or a to h.
square-missing-rank = { $file } alone is not a square; say for example { $example }{ $file } four.
# $rank: the rank in words
square-missing-file = The square needs a file; say for example { $example }Eva { $rank }.
square-not-a-square = “{ $text }” is not a square; say for example { $example }Eva four or { $example }e4.
