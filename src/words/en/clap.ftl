# What the command line says about itself (src/cli/errors.rs, src/cli/help.rs): clap's
# errors in our own sentences, and clap's words in the help. Each id has its twin in every
# other language folder, with the same arguments. English has no help.toml, so clap's own
# English help and errors stay; these texts are used by a folder that gives English help.

## Errors: what was wrong, then what to do.
clap-unknown-option = I do not know the option { $option }.
clap-unknown-option-meant = I do not know the option { $option }; did you mean { $meant }?
clap-value-with-dash = If { $arg } is a value, put -- before it: { $command } -- { $arg }.
clap-command-after-dashes = { $arg } is a command; leave out the -- before it: ansage { $arg }.
clap-argument-too-many = I cannot do anything with { $arg } here: it is one argument too many.
clap-help-says-what-belongs = { $command } --help says what goes with it.
clap-help-says-values = { $command } --help says which values work.
clap-help-names-commands = { $command } --help lists all commands.
clap-unknown-command = I do not know the command { $name }.
clap-unknown-command-meant = I do not know the command { $name }; did you mean { $meant }?
clap-bad-value = { $option } { $value } does not work.
clap-bad-value-possible = { $option } { $value } does not work; possible are: { $possible }.
clap-missing-value = The value after { $option } is missing.
clap-missing-value-possible = The value after { $option } is missing; possible are: { $possible }.
clap-value-meant = Did you mean { $meant }?
clap-not-a-whole-number = { $option } { $value } does not work: it takes a whole number, for example 1.
clap-bad-square = { $option } { $value } does not work: give columns x rows, for example 9x4.
clap-bad-address = { $option } { $value } does not work: give ADDRESS:PORT, for example 0.0.0.0:7878, or just a port, for example 7878.
clap-missing-argument = { $command } still needs { $missing }.
clap-missing-command = A command is missing, for example ansage play.
clap-only-once = { $option } may be given only once.
clap-conflict = { $option } does not go together with { $others }; leave one of them out.
clap-one-value-only = { $option } takes only one value; { $value } is one too many.
clap-number-of-values = { $option } needs { $expected } values, { $actual } were given.
clap-value-with-equals = With { $option } the value goes with an equals sign, for example { $option }=VALUE.
clap-not-utf8 = An argument is not valid text (UTF-8).
clap-not-understood = I do not understand this command line.

## The help: headings, clap's own arguments, and the words after an argument's text.
clap-usage = Usage
clap-commands = Commands
clap-arguments = Arguments
clap-options = Options
# The placeholders in the usage line: "ansage [OPTIONS] <COMMAND>".
clap-options-placeholder = OPTIONS
clap-command-placeholder = COMMAND
clap-possible = Possible values: { $values }.
clap-possible-heading = Possible values:
# The word that a help text names its default with; "Default: x." is added only when the
# text does not say it already.
clap-default-word = Default
clap-default = Default: { $values }.
clap-also = Also as { $aliases }.
clap-help-flag = Print help.
clap-help-flag-short = Print help (see more with --help).
clap-help-flag-long = Print help (see a summary with -h).
clap-version-flag = Print version.
clap-help-command = Print this message or the help of the given subcommands.
clap-help-command-argument = The command whose help is shown.
