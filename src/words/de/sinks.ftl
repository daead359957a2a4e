# Texts of the terminal's own sinks (ui/app.rs): where a file is, shown and spoken.

# A file's place: shown with its path, spoken as the games folder (a path read aloud is
# many seconds of noise).
app-in-file = in { $path }
    .spoken = { in-games-folder }
