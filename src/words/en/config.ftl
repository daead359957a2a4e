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
