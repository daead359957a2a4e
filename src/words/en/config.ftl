# What the settings file's errors say (src/ui/config.rs). Each id has its twin in every other
# language folder, with the same arguments.

config-not-a-file = The config file { $path } is not an ordinary file (a FIFO, a device or a folder); ansage's defaults apply. Name a file with ANSAGE_CONFIG.
config-unreadable = The settings file { $path } cannot be read ({ $reason }); using the default settings.
config-syntax = The settings file { $path } has a mistake on line { $line } ({ $message }); using the default settings until it is fixed.
config-unknown-value = In the settings file { $path }, { $key } = "{ $value }" is unknown, it can be { $allowed }; using the default settings.
config-clock = The settings file { $path } has a mistake on line { $line }, in { $key }: { $sentence } Using the default settings until it is fixed.
config-cannot-save = The settings cannot be saved to { $path } ({ $reason }); they last until this game ends.
config-would-overwrite = The settings file { $path } had a mistake at start; so that nothing is lost, I do not save over it. Please fix the file first.
config-no-place = There is no folder for settings; set ANSAGE_CONFIG to a file name.
# An alarm list that cannot be read gets this example instead of the time controls' (ui/config.rs).
config-alarms-example = For example 5, 1 for alarms at five minutes and one minute, or off for no alarms.
# Issue 31 §8: a file too large, not UTF-8, a link loop, a save at the same moment.
config-too-large = The settings file { $path } is larger than { $kib } KiB; ansage does not read settings files that large. Using the default settings; please shorten or delete the file.
config-not-utf8 = The settings file { $path } is not UTF-8 text on line { $line }; using the default settings. Please save the file as UTF-8.
config-link-loop = The settings file { $path } is a symbolic link that goes round in a circle; using the default settings. Please point the link at a file or delete it.
config-locked = The settings file { $path } is being saved by { $holder } right now; please say "save settings" again in a moment.
