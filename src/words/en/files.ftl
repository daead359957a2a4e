# Files: writing and reading the player's files, locks, the journal (storage/).

## Why a file could not be written or read: the end of a sentence

file-not-ordinary = it is not an ordinary file
file-read-only = the file is read-only; make it writable or name another file
file-io-reason = { $kind ->
    [not-found] the folder does not exist
    [permission-denied] I may not write there
    [is-a-directory] that is a folder
    [storage-full] the disk is full
    [read-only-filesystem] the disk is read-only
    [invalid-input] the file name is not valid
   *[other] the system refuses
}
file-read-reason = { $kind ->
    [not-found] the folder does not exist
    [permission-denied] I may not read it
    [is-a-directory] that is a folder
    [storage-full] the disk is full
    [read-only-filesystem] the disk is read-only
    [invalid-input] the file name is not valid
   *[other] the system refuses
}

## Reading a file

file-is-folder = { $path } is a folder; name a PGN file in it.
file-not-ordinary-read = { $path } is not an ordinary file (a pipe or a device, say); name a saved PGN file.
file-too-large = The file { $path } is larger than { $mib } MiB, which ansage does not read. Split it, for example with pgn-extract, and name the part with the game.
file-missing = The file { $path } does not exist. Check the name and the folder.
file-unreadable = The file { $path } cannot be read: { $reason }.

## Locks

file-holder = another ansage
file-holder-process = another ansage (process { $pid })

## The journal of a game in play (storage/journal.rs)

file-damage = { $reason ->
    [torn] it stops in the middle of an event
    [not-json] it is not valid JSON
   *[no-type] it names no kind of event
}
file-damage-field = an event of kind "{ $kind }" has an impossible value
file-journal-torn-last-line = The last event was not completely saved and was dropped; it had not been announced yet.
file-journal-unknown-event = An event of kind "{ $kind }" on line { $line } comes from a newer version of ansage and was skipped.
file-journal-damaged = { $after ->
    [0] The last line of the game journal, line { $line }, is damaged: { $why }. The game is restored up to before it; a copy of the file is kept as .damaged.
   *[other] The game journal is damaged from line { $line } on: { $why }. The game is restored up to there; { $after } later lines are not used; a copy of the file is kept as .damaged.
}
file-journal-not-a-file = { $path } is not an ordinary file (a FIFO, a device or a folder) and no game journal. Name a game's file, or start with --resume and no file to choose from the waiting games.
file-journal-no-place = There is no directory for the game journal, because neither HOME nor XDG_STATE_HOME is set. Set { $env } to a directory; until then the game is not protected against a crash.
file-journal-disk-full = The disk is full: the game journal cannot be saved in { $path }. Free some space, for example by deleting old files; until then the game is not protected against a crash.
file-journal-no-write-permission = No permission to write the game journal in { $path }. Name a directory you may write to with { $env }; until then the game is not protected against a crash.
file-journal-read-only = The disk holding { $path } is read-only. Name another directory with { $env }; until then the game is not protected against a crash.
file-journal-unwritable = The game journal cannot be written in { $path } ({ $source }). Check the disk or name another directory with { $env }; until then the game is not protected against a crash.
file-journal-gone = The game journal { $path } no longer exists. Start a new game.
file-journal-no-read-permission = No permission to read the game journal { $path }. Check the file's permissions, then start ansage again.
file-journal-unreadable = The game journal { $path } cannot be read ({ $source }). Check the disk, then start ansage again.
file-journal-in-use = This game ({ $path }) is being played by { $holder } now; two programs at one game would spoil it. Go on there, or end the other program and then start ansage play --resume.
file-journal-not-a-journal = The file { $path } is not a readable ansage game journal. Its game cannot be continued; the file is left as it is. Start a new game.
file-journal-newer-format = The game journal { $path } comes from a newer version of ansage (format { $found }). Install the newer version to continue the game.
file-journal-bad-start = The start position in the game journal { $path } is not valid: { $problem } The game cannot be continued.
file-journal-illegal-move = In the game journal { $path }, half-move { $ply } ({ $uci }) is not possible in its position; the file is damaged. The game cannot be continued.

## A rewrite that did not finish, put back (storage/files.rs, issue 31 §1)

file-restored = Saving { $path } was interrupted; its previous content has been fully restored.
