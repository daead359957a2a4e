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
# Issue 31 §8: a file too large, not UTF-8, a link loop, a save at the same moment.
config-too-large = Die Einstellungsdatei { $path } ist größer als { $kib } KiB; so große Einstellungsdateien liest ansage nicht. Ich nehme die Standardeinstellungen; bitte die Datei kürzen oder löschen.
config-not-utf8 = Die Einstellungsdatei { $path } ist in Zeile { $line } kein UTF-8-Text; ich nehme die Standardeinstellungen. Bitte die Datei als UTF-8 speichern.
config-link-loop = Die Einstellungsdatei { $path } ist eine symbolische Verknüpfung, die im Kreis führt; ich nehme die Standardeinstellungen. Bitte die Verknüpfung auf eine Datei richten oder löschen.
config-locked = Die Einstellungsdatei { $path } wird gerade von { $holder } gespeichert; bitte gleich noch einmal „einstellungen speichern“ sagen.
