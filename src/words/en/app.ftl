# What the terminal program says (src/ui/app.rs): resuming, adjourning, the engine's help.
# Each id has its twin in every other language folder, with the same arguments.

app-pgn-shown-at-the-end = { $error } Until then the game is shown at the end.
app-microphone-test-stopped = Microphone test stopped.
app-engine-level-now = The engine now plays at { $level }
app-review-looking = The engine is looking at the game; this takes a few seconds.
app-hint = Hint: { $words }.
app-no-evaluation = The engine gave no evaluation.
app-no-interrupted-game = There is no interrupted game; a new one begins.
app-settings-unreadable = These settings of the game cannot be read: [{ $sections }]. The settings given now apply instead; check with settings and clock that the clock, the repetition and the tournament rules are right, or adjourn and give them at the next start.
app-no-such-game-number = "{ $given }" is none of the numbers one to { $count }. Say a number, or new.
app-games-waiting = { CAPITAL($count) } games are waiting, the most recent first. { $games } Which one goes on? Say its number, or new for a new game.
app-journal-set-aside = { $error } The journal is now in { $path }, with the reason beside it, and is not offered again.
app-adjourned = The game is not over and stays saved; ansage play --resume continues it.
    .spoken = Game saved.
app-interrupted-game-held = No interrupted game is free: { $holder } is playing a game now; it can be resumed only once it is interrupted there. A new game begins.
