# What the command line says about itself (src/cli/errors.rs, src/cli/help.rs): clap's
# errors in our own sentences, and clap's words in the help. Each id has its twin in every
# other language folder, with the same arguments. A language folder without help.toml keeps
# clap's own English help and errors.

## Errors: what was wrong, then what to do.
clap-unknown-option = Die Option { $option } kenne ich nicht.
clap-unknown-option-meant = Die Option { $option } kenne ich nicht; meinten Sie { $meant }?
clap-value-with-dash = Ist { $arg } ein Wert, dann schreiben Sie -- davor: { $command } -- { $arg }.
clap-command-after-dashes = { $arg } ist ein Befehl; lassen Sie das -- davor weg: ansage { $arg }.
clap-argument-too-many = Mit { $arg } kann ich hier nichts anfangen: das ist ein Argument zu viel.
clap-help-says-what-belongs = { $command } --help sagt, was dazugehört.
clap-help-says-values = { $command } --help sagt, welche Werte gehen.
clap-help-names-commands = { $command } --help nennt alle Befehle.
clap-unknown-command = Den Befehl { $name } kenne ich nicht.
clap-unknown-command-meant = Den Befehl { $name } kenne ich nicht; meinten Sie { $meant }?
clap-bad-value = { $option } { $value } geht nicht.
clap-bad-value-possible = { $option } { $value } geht nicht; möglich sind: { $possible }.
clap-missing-value = Nach { $option } fehlt der Wert.
clap-missing-value-possible = Nach { $option } fehlt der Wert; möglich sind: { $possible }.
clap-value-meant = Meinten Sie { $meant }?
clap-not-a-whole-number = { $option } { $value } geht nicht: dort gehört eine ganze Zahl hin, zum Beispiel 1.
clap-bad-square = { $option } { $value } geht nicht: geben Sie Spalten x Zeilen an, zum Beispiel 9x4.
clap-bad-address = { $option } { $value } geht nicht: geben Sie ADRESSE:PORT an, zum Beispiel 0.0.0.0:7878, oder nur einen Port, zum Beispiel 7878.
clap-missing-argument = Bei { $command } fehlt noch { $missing }.
clap-missing-command = Es fehlt ein Befehl, zum Beispiel ansage play.
clap-only-once = { $option } darf nur einmal vorkommen.
clap-conflict = { $option } geht nicht zusammen mit { $others }; lassen Sie eines davon weg.
clap-one-value-only = { $option } nimmt nur einen Wert; { $value } ist zu viel.
clap-number-of-values = { $option } braucht { $expected } Werte, gegeben waren { $actual }.
clap-value-with-equals = Bei { $option } gehört der Wert mit einem Gleichheitszeichen dazu, zum Beispiel { $option }=WERT.
clap-not-utf8 = Ein Argument ist kein gültiger Text (UTF-8).
clap-not-understood = Diese Befehlszeile verstehe ich nicht.

## The help: headings, clap's own arguments, and the words after an argument's text.
clap-usage = Aufruf
clap-commands = Befehle
clap-arguments = Argumente
clap-options = Optionen
# The placeholders in the usage line: "ansage [OPTIONEN] <BEFEHL>".
clap-options-placeholder = OPTIONEN
clap-command-placeholder = BEFEHL
clap-possible = Möglich sind: { $values }.
clap-possible-heading = Möglich sind:
# The word that a help text names its default with; "Vorgabe: x." is added only when the
# text does not say it already.
clap-default-word = Vorgabe
clap-default = Vorgabe: { $values }.
clap-also = Auch als { $aliases }.
clap-help-flag = Die Hilfe zeigen.
clap-help-flag-short = Die Hilfe zeigen (ausführlicher mit --help).
clap-help-flag-long = Die Hilfe zeigen (kürzer mit -h).
clap-version-flag = Die Version zeigen.
clap-help-command = Diese Hilfe zeigen oder die Hilfe der genannten Befehle.
clap-help-command-argument = Der Befehl, dessen Hilfe gezeigt wird.
