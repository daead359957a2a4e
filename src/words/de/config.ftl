# What the settings file's errors say (src/ui/config.rs). Each id has its twin in every other
# language folder, with the same arguments.

config-not-a-file = Die Einstellungsdatei { $path } ist keine gewöhnliche Datei (ein FIFO, ein Gerät oder ein Ordner); es gelten ansages Vorgaben. Nennen Sie mit ANSAGE_CONFIG eine Datei.
config-unreadable = Die Einstellungsdatei { $path } lässt sich nicht lesen ({ $reason }); ich nehme die Standardeinstellungen.
config-syntax = Die Einstellungsdatei { $path } hat in Zeile { $line } einen Fehler ({ $message }); ich nehme die Standardeinstellungen, bis er behoben ist.
config-unknown-value = In der Einstellungsdatei { $path } ist { $key } = „{ $value }“ unbekannt, möglich sind { $allowed }; ich nehme die Standardeinstellungen.
config-clock = Die Einstellungsdatei { $path } hat in Zeile { $line } bei { $key } einen Fehler: { $sentence } Bis er behoben ist, nehme ich die Standardeinstellungen.
config-cannot-save = Die Einstellungen lassen sich nicht in { $path } speichern ({ $reason }); sie gelten bis zum Ende dieser Partie.
config-would-overwrite = Die Einstellungsdatei { $path } hatte beim Start einen Fehler; damit nichts verloren geht, speichere ich nicht darüber. Bitte erst die Datei berichtigen.
config-no-place = Es gibt keinen Ordner für Einstellungen; setzen Sie ANSAGE_CONFIG auf einen Dateinamen.
# An alarm list that cannot be read gets this example instead of the time controls' (ui/config.rs).
config-alarms-example = Zum Beispiel 5, 1 für Alarme bei fünf Minuten und einer Minute, oder aus für keine Alarme.
