//! The help: every command with its aliases in both languages, what it does and an
//! example; "hilfe" lists them all, "hilfe KOMMANDO" explains one.

use super::words::{fold, shorten};
use crate::language::Language;

/// One command in the help: its aliases and what it does.
pub(super) struct HelpEntry {
    /// The words (lower case, umlauts spelt out) that name the command in "hilfe KOMMANDO",
    /// a comma between two.
    keys: &'static str,
    /// The name in the list of topics.
    name: (&'static str, &'static str),
    /// How to say it: German, English.
    usage: (&'static str, &'static str),
    /// What it does.
    what: (&'static str, &'static str),
    /// An example.
    example: (&'static str, &'static str),
}

const HELP: &[HelpEntry] = &[
    HelpEntry {
        keys: "feld, felder, square, was steht, what is on, steht",
        name: ("feld", "square"),
        usage: ("was steht auf FELD, kurz e4?", "what is on SQUARE, or e4?"),
        what: (
            "sagt, was auf einem Feld steht",
            "says what stands on a square",
        ),
        example: (
            "was steht auf Eva vier, Eva vier?, e4?",
            "what is on Eva vier, e4?",
        ),
    },
    HelpEntry {
        keys: "linie, linien, file, files, spalte, column",
        name: ("linie", "file"),
        usage: ("linie NAME", "file NAME"),
        what: (
            "liest eine Linie von Reihe eins aufwärts, nur die besetzten Felder",
            "reads a file from rank eins upward, only the occupied squares",
        ),
        example: ("linie Eva", "file Eva"),
    },
    HelpEntry {
        keys: "reihe, reihen, rank, ranks, row, zeile",
        name: ("reihe", "rank"),
        usage: ("reihe ZAHL", "rank NUMBER"),
        what: (
            "liest eine Reihe von Anna bis Hector, nur die besetzten Felder",
            "reads a rank from Anna to Hector, only the occupied squares",
        ),
        example: ("reihe vier", "rank four"),
    },
    HelpEntry {
        keys: "diagonale, diagonalen, diagonal, diagonals",
        name: ("diagonale", "diagonals"),
        usage: ("diagonale FELD", "diagonals SQUARE"),
        what: (
            "liest beide Diagonalen durch ein Feld",
            "reads both diagonals through a square",
        ),
        example: ("diagonale Eva vier", "diagonals Eva vier"),
    },
    HelpEntry {
        keys: "figuren, figur, wo, meine, gegnerische, pieces, where, my, opponent, \
               opponents",
        name: ("figuren", "pieces"),
        usage: ("wo stehen meine FIGUREN", "where are my PIECES"),
        what: (
            "sagt, wo Figuren einer Art stehen: meine, gegnerische, weiße oder schwarze; Figuren heißt alle",
            "says where pieces of one kind stand: mine, my opponent's, white or black; pieces means all kinds",
        ),
        example: (
            "wo stehen meine Springer, gegnerische Türme, weiße Figuren",
            "where are my knights, opponent's rooks, white pieces",
        ),
    },
    HelpEntry {
        keys: "angreifer, angriff, angriffe, greift, attackers, attack, attacks",
        name: ("angreifer", "attackers"),
        usage: (
            "angreifer FELD, wer greift FELD an",
            "attackers SQUARE, who attacks SQUARE",
        ),
        what: (
            "sagt, welche Figuren ein Feld angreifen; steht dort eine Figur, auch welche sie decken",
            "says which pieces attack a square; on an occupied square also which defend it",
        ),
        example: ("angreifer Eva fünf", "attackers Eva fünf"),
    },
    HelpEntry {
        keys: "verteidiger, deckt, deckung, verteidigt, schuetzt, defenders, defends, defend, \
               protects",
        name: ("verteidiger", "defenders"),
        usage: (
            "verteidiger FELD, wer deckt FELD",
            "defenders SQUARE, who defends SQUARE",
        ),
        what: (
            "sagt, welche Figuren derselben Farbe die Figur auf einem Feld decken",
            "says which pieces of its own colour defend the piece on a square",
        ),
        example: ("wer deckt Eva fünf", "defenders Eva fünf"),
    },
    HelpEntry {
        keys: "zuege von, was kann, wohin, moves from, what can, kann, can",
        name: ("züge von", "moves from"),
        usage: (
            "züge von FELD, was kann FELD",
            "moves from SQUARE, what can SQUARE",
        ),
        what: (
            "sagt, wohin die Figur auf einem Feld ziehen kann",
            "says where the piece on a square can move",
        ),
        example: ("züge von Gustav eins", "moves from Gustav eins"),
    },
    HelpEntry {
        keys: "letzter, letzte, letzten, last",
        name: ("letzte züge", "last moves"),
        usage: (
            "letzter zug, letzte ZAHL züge",
            "last move, last NUMBER moves",
        ),
        what: (
            "sagt den letzten Zug oder die letzten Züge noch einmal, mit Zugnummer",
            "says the last move or the last few moves again, with move numbers",
        ),
        example: ("letzte drei Züge", "last three moves"),
    },
    HelpEntry {
        keys: "zugnummer, nummer, number",
        name: ("zugnummer", "move number"),
        usage: ("zugnummer", "move number"),
        what: (
            "sagt die Nummer des Zuges und wer am Zug ist",
            "says the move number and whose move it is",
        ),
        example: ("zugnummer", "move number"),
    },
    HelpEntry {
        keys: "am zug, wer ist am zug, dran, turn, whose, to move",
        name: ("am zug", "turn"),
        usage: ("wer ist am zug", "whose turn"),
        what: ("sagt, wer am Zug ist", "says whose move it is"),
        example: ("wer ist am Zug", "whose turn"),
    },
    HelpEntry {
        keys: "material, materialbilanz, punkte, points",
        name: ("material", "material"),
        usage: ("material", "material"),
        what: (
            "vergleicht das Material: welche Figuren eine Seite mehr hat, und die Punkte, Bauer eins, Springer und Läufer drei, Turm fünf, Dame neun",
            "compares material: which pieces one side has more, and the points, pawn one, knight and bishop three, rook five, queen nine",
        ),
        example: ("material", "material"),
    },
    HelpEntry {
        keys: "brett vorlesen, vorlesen, read board, read, alles, everything",
        name: ("vorlesen", "read board"),
        usage: ("brett vorlesen", "read board"),
        what: (
            "liest alle Figuren vor, erst Weiß, dann Schwarz, nach Art",
            "reads every piece, White first, then Black, kind by kind",
        ),
        example: ("brett vorlesen", "read board"),
    },
    HelpEntry {
        keys: "zeit, uhr, uhren, time, clock, clocks",
        name: ("zeit", "time"),
        usage: ("zeit, uhr", "time, clock"),
        what: (
            "sagt die Bedenkzeit beider Seiten",
            "says the time left on both clocks",
        ),
        example: ("zeit", "time"),
    },
    HelpEntry {
        keys: "uhr anhalten, uhren anhalten, anhalten, uhr stopp, pause, pausieren, \
               pause clock, stop clock",
        name: ("uhr anhalten", "pause clock"),
        usage: ("uhr anhalten, pause", "pause clock, stop clock"),
        what: (
            "hält beide Uhren an, etwa um den Schiedsrichter zu rufen (Artikel 6.13)",
            "stops both clocks, for example to call the arbiter (article 6.13)",
        ),
        example: ("uhr anhalten", "pause clock"),
    },
    HelpEntry {
        keys: "uhr weiter, uhren weiter, uhr starten, weiter, fortsetzen, resume, \
               resume clock, start clock, continue",
        name: ("uhr weiter", "resume clock"),
        usage: ("uhr weiter, fortsetzen", "resume clock, start clock"),
        what: (
            "lässt die Uhr der Seite am Zug wieder laufen",
            "starts the clock of the side to move again",
        ),
        example: ("uhr weiter", "resume clock"),
    },
    HelpEntry {
        keys: "zeit gutschreiben, gutschreiben, zeit abziehen, abziehen, zeitgutschrift, \
               add time, take time, adjust clock",
        name: ("zeit gutschreiben", "add time"),
        usage: (
            "zeit gutschreiben FARBE ZEIT, zeit abziehen FARBE ZEIT",
            "add time COLOUR AMOUNT, take time COLOUR AMOUNT",
        ),
        what: (
            "der Schiedsrichter schreibt einer Seite Zeit gut oder zieht ihr Zeit ab, in Minuten und Sekunden, nur im Turniermodus (Artikel 6.14)",
            "the arbiter adds time to one side's clock or takes it away, in minutes and seconds, in tournament mode only (article 6.14)",
        ),
        example: (
            "zeit gutschreiben weiß zwei Minuten, zeit abziehen schwarz dreißig Sekunden",
            "add time white two minutes, take time black thirty seconds",
        ),
    },
    HelpEntry {
        keys: "wiederholen, wiederhole, nochmal, repeat, again",
        name: ("wiederholen", "repeat"),
        usage: ("wiederholen, wiederholen ZAHL", "repeat, repeat NUMBER"),
        what: (
            "wiederholt die letzte Ansage, mit einer Zahl die letzten Züge",
            "repeats the last announcement, with a number the last moves",
        ),
        example: ("wiederholen drei", "repeat three"),
    },
    HelpEntry {
        keys: "zuege, partie, moves, partieformular, scoresheet, game",
        name: ("züge", "moves"),
        usage: ("züge, partie", "moves, game"),
        what: (
            "zeigt die Partie als Partieformular",
            "shows the game as a scoresheet",
        ),
        example: ("züge", "moves"),
    },
    HelpEntry {
        keys: "stellung, fen, position",
        name: ("stellung", "position"),
        usage: ("stellung, fen", "position, fen"),
        what: ("zeigt die Stellung als FEN", "shows the position as FEN"),
        example: ("stellung", "position"),
    },
    HelpEntry {
        keys: "zurueck, korrektur, undo, zuruecknehmen",
        name: ("zurück", "undo"),
        usage: ("zurück, korrektur", "undo"),
        what: (
            "nimmt den letzten Zug zurück und sagt, welchen; gegen die Engine das Zugpaar, nach einem Ja. Im Turniermodus nur in den Sekunden nach der Ansage, bevor die Uhr des Gegners läuft (F2.6)",
            "takes the last move back and says which; against the engine the move pair, after a yes. In tournament mode only in the seconds after the announcement, before the opponent's clock runs (F2.6)",
        ),
        example: ("korrektur", "undo"),
    },
    HelpEntry {
        keys: "remis, draw, remis anbieten, offer draw, remis annehmen, accept draw, remis ablehnen, decline draw",
        name: ("remis", "draw"),
        usage: (
            "remis, remis annehmen, remis ablehnen",
            "offer draw, accept draw, decline draw",
        ),
        what: (
            "bietet Remis an (Artikel 9.1) oder beantwortet ein Angebot, das Annehmen nach einem Ja; ein Zug lehnt es auch ab",
            "offers a draw (article 9.1) or answers an offer, accepting after a yes; a move declines it too",
        ),
        example: ("remis", "offer draw"),
    },
    HelpEntry {
        keys: "remis beantragen, claim draw, claim, wiederholung, repetition, fuenfzig zuege, fifty moves",
        name: ("remis beantragen", "claim draw"),
        usage: ("remis beantragen", "claim draw"),
        what: (
            "beantragt Remis wegen dreimaliger Stellungswiederholung oder nach fünfzig Zügen (Artikel 9.2, 9.3)",
            "claims a draw by threefold repetition or the fifty-move rule (articles 9.2, 9.3)",
        ),
        example: ("remis beantragen", "claim draw"),
    },
    HelpEntry {
        keys: "aufgeben, resign",
        name: ("aufgeben", "resign"),
        usage: ("aufgeben", "resign"),
        what: (
            "gibt die Partie auf, nach einem Ja",
            "resigns the game, after a yes",
        ),
        example: ("aufgeben", "resign"),
    },
    HelpEntry {
        keys: "tipp, hint, bewertung, evaluation, rueckblick, review, stufe, level, training",
        name: ("tipp", "hint"),
        usage: (
            "tipp, bewertung, rückblick, stufe N",
            "hint, evaluation, review, level N",
        ),
        what: (
            "Hilfe der Engine beim Training: ein Zug, die Bewertung, die größten Fehler; gegen die Engine oder mit --training, nie im Turniermodus; der Rückblick nach der Partie immer",
            "engine help in training: a move, the evaluation, the biggest mistakes; against the engine or with --training, never in tournament mode; the review after the game always",
        ),
        example: ("tipp", "hint"),
    },
    HelpEntry {
        keys: "vertagen, adjourn, spaeter weiter",
        name: ("vertagen", "adjourn"),
        usage: ("vertagen", "adjourn"),
        what: (
            "speichert die Partie und beendet ansage; ansage play --resume setzt sie fort, auch mit einer Auswahl mehrerer Partien",
            "saves the game and stops ansage; ansage play --resume continues it, with a choice when several games wait",
        ),
        example: ("vertagen", "adjourn"),
    },
    HelpEntry {
        keys: "speichern, save",
        name: ("speichern", "save"),
        usage: ("speichern, speichern DATEI", "save, save FILE"),
        what: ("speichert die Partie als PGN", "saves the game as PGN"),
        example: ("speichern partie.pgn", "save game.pgn"),
    },
    HelpEntry {
        keys: "ende, beenden, quit, exit",
        name: ("ende", "quit"),
        usage: ("ende, beenden", "quit, exit"),
        what: (
            "beendet ansage; eine nicht beendete Partie nach einem Ja, sie geht mit ansage play --resume weiter",
            "stops ansage; a game that is not over after a yes, and ansage play --resume continues it",
        ),
        example: ("ende", "quit"),
    },
    HelpEntry {
        keys: "schneller, langsamer, faster, slower, tempo, speed",
        name: ("schneller", "faster"),
        usage: ("schneller, langsamer", "faster, slower"),
        what: ("ändert das Sprechtempo", "changes how fast ansage speaks"),
        example: ("etwas langsamer", "slower"),
    },
    HelpEntry {
        keys: "lauter, leiser, louder, quieter, lautstaerke, volume",
        name: ("lauter", "louder"),
        usage: ("lauter, leiser", "louder, quieter"),
        what: ("ändert die Lautstärke", "changes the volume"),
        example: ("lauter", "louder"),
    },
    HelpEntry {
        keys: "hoeher, tiefer, higher, lower, tonhoehe, pitch",
        name: ("höher", "higher"),
        usage: ("höher, tiefer", "higher, lower"),
        what: ("ändert die Stimmlage", "changes the pitch of the voice"),
        example: ("tiefer", "lower"),
    },
    HelpEntry {
        keys: "stimme, voice, sprecher",
        name: ("stimme", "voice"),
        usage: ("stimme NAME", "voice NAME"),
        what: ("wählt eine andere Stimme", "chooses another voice"),
        example: ("stimme de", "voice en"),
    },
    HelpEntry {
        keys: "brett, board, brettansicht",
        name: ("brett", "board"),
        usage: ("brett, brett an, brett aus", "board, board on, board off"),
        what: (
            "zeigt oder verbirgt das große Brett auf dem Bildschirm",
            "shows or hides the large board on the screen",
        ),
        example: ("brett an", "board on"),
    },
    HelpEntry {
        keys: "ansage, ansagen, style, stil",
        name: ("ansage", "style"),
        usage: (
            "ansage kurz, lang oder ausführlich",
            "style short, long or verbose",
        ),
        what: (
            "wie viel eine Zugansage sagt: kurz wie notiert, lang mit Ausgangsfeld, ausführlich auch mit der geschlagenen Figur",
            "how much a move announcement says: short as written, long with the square it came from, verbose also with the piece taken",
        ),
        example: ("ansage lang", "style long"),
    },
    HelpEntry {
        keys: "bauer, pawn",
        name: ("bauer", "pawn"),
        usage: ("bauer an, bauer aus", "pawn on, pawn off"),
        what: (
            "ob Bauernzüge mit dem Wort Bauer angesagt werden",
            "whether pawn moves are announced with the word pawn",
        ),
        example: ("bauer aus", "pawn off"),
    },
    HelpEntry {
        keys: "wiederholung an, wiederholung aus, wiederholen an, wiederholen aus, \
               wiederholungspflicht, repetition on, repetition off",
        name: ("wiederholung an", "repetition on"),
        usage: (
            "wiederholung an, wiederholung aus",
            "repetition on, repetition off",
        ),
        what: (
            "ob der Gegner jeden angesagten Zug wiederholen muss, bevor seine Uhr läuft",
            "whether the opponent must repeat every announced move before their clock starts",
        ),
        example: ("wiederholung aus", "repetition off"),
    },
    HelpEntry {
        keys: "bei mir, bei mir steht, bei mir ist, leer, ich habe, my square, i have, empty",
        name: ("bei mir", "my square"),
        usage: (
            "auf FELD steht bei mir FIGUR, bei mir ist FELD leer",
            "on my board SQUARE has PIECE, my SQUARE is empty",
        ),
        what: (
            "sagt beim Abgleich, was auf einem Feld Ihres eigenen Bretts steht, die Farbe darf fehlen; spielen zwei an einem Gerät, sagt weiß: oder schwarz: am Anfang, wessen Brett es ist",
            "tells, when the boards are compared, what stands on one square of your own board, the colour may be left out; with two players at one device, white: or black: in front says whose board it is",
        ),
        example: (
            "auf Eva vier steht bei mir ein weißer Läufer, bei mir ist Eva vier leer",
            "on my board e4 has a white bishop, my e4 is empty",
        ),
    },
    HelpEntry {
        keys: "mein brett, meinem brett, my board, brett fen",
        name: ("mein brett", "my board"),
        usage: ("mein brett FEN", "my board FEN"),
        what: (
            "gibt Ihr ganzes eigenes Brett an, als Figurenteil einer FEN; auch mit weiß: oder schwarz: davor",
            "gives your whole own board, as the piece part of a FEN; white: or black: in front works too",
        ),
        example: (
            "mein brett 4k3/8/8/8/8/8/8/4K3",
            "my board 4k3/8/8/8/8/8/8/4K3",
        ),
    },
    HelpEntry {
        keys: "mein zug, meine notation, zug war, my move, my record, move was",
        name: ("mein zug", "my move"),
        usage: ("mein zug ZAHL war ZUG", "my move NUMBER was MOVE"),
        what: (
            "sagt einen Zug aus Ihrer eigenen Notation, in Worten oder Notation; mit weiß oder schwarz nach der Zahl den Zug dieser Seite; auch mit weiß: oder schwarz: davor",
            "gives one move of your own record, in words or notation; with white or black after the number, that side's move; white: or black: in front works too",
        ),
        example: (
            "mein zug zwölf war Turm Eva eins, mein zug 12 schwarz Te8",
            "my move twelve was Re1, my move 12 black was Re8",
        ),
    },
    HelpEntry {
        keys: "abgleichen, abgleich, vergleichen, bretter vergleichen, reconcile, compare, \
               compare boards",
        name: ("abgleichen", "reconcile"),
        usage: (
            "abgleichen, bretter vergleichen",
            "reconcile, compare boards",
        ),
        what: (
            "vergleicht jetzt beide Notationen und beide Bretter und sagt, wo sie abweichen",
            "compares both records and both boards now and says where they differ",
        ),
        example: ("abgleichen", "reconcile"),
    },
    HelpEntry {
        keys: "einstellungen, einstellung, settings, optionen, options",
        name: ("einstellungen", "settings"),
        usage: (
            "einstellungen, einstellungen speichern",
            "settings, save settings",
        ),
        what: (
            "sagt alle Einstellungen; einstellungen speichern merkt sie für das nächste Mal",
            "says every setting; save settings keeps them for next time",
        ),
        example: ("einstellungen speichern", "save settings"),
    },
    HelpEntry {
        keys: "hilfe, help, befehle, kommandos, commands",
        name: ("hilfe", "help"),
        usage: ("hilfe, hilfe KOMMANDO", "help, help COMMAND"),
        what: (
            "nennt alle Kommandos oder erklärt eines",
            "lists every command or explains one",
        ),
        example: ("hilfe angreifer", "help attackers"),
    },
];

/// The help entry a topic names: the key found earliest in the topic, the longest first.
pub(super) fn find_topic(topic: &str) -> Option<&'static HelpEntry> {
    let folded = fold(topic);
    let words: Vec<&str> = folded
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let mut best: Option<(usize, usize, &HelpEntry)> = None;
    for entry in HELP {
        for key in entry.keys.split(',') {
            let key: Vec<&str> = key.split_whitespace().collect();
            let Some(position) = words.windows(key.len()).position(|w| w == key.as_slice()) else {
                continue;
            };
            let better = match best {
                None => true,
                Some((p, len, _)) => position < p || (position == p && key.len() > len),
            };
            if better {
                best = Some((position, key.len(), entry));
            }
        }
    }
    best.map(|(_, _, entry)| entry)
}

/// "I do not know the command …", with the list of topics.
pub(super) fn unknown_topic(shown: &str, language: Language) -> String {
    let names: Vec<&str> = HELP
        .iter()
        .map(|e| match language {
            Language::German => e.name.0,
            Language::English => e.name.1,
        })
        .collect();
    match language {
        Language::German => format!(
            "Das Kommando „{shown}“ kenne ich nicht. Hilfe gibt es zu: {}.",
            names.join(", ")
        ),
        Language::English => format!(
            "I do not know the command “{shown}”. Help is there for: {}.",
            names.join(", ")
        ),
    }
}

/// "hilfe": every command, one line each, with its alias in the other language;
/// "hilfe KOMMANDO": that command explained in one sentence. The topic may be any alias in
/// either language ("angreifer", "attackers", "wer greift an").
pub fn help(topic: Option<&str>, language: Language) -> String {
    let de = language == Language::German;
    let pick = |pair: (&'static str, &'static str)| if de { pair.0 } else { pair.1 };
    let other = |pair: (&'static str, &'static str)| if de { pair.1 } else { pair.0 };
    if let Some(topic) = topic.filter(|t| !t.trim().is_empty()) {
        return match find_topic(topic) {
            Some(entry) => {
                if de {
                    format!(
                        "{}, englisch {}: {}. Beispiel: {}.",
                        entry.usage.0, entry.usage.1, entry.what.0, entry.example.0
                    )
                } else {
                    format!(
                        "{}, in German {}: {}. Example: {}.",
                        entry.usage.1, entry.usage.0, entry.what.1, entry.example.1
                    )
                }
            }
            None => unknown_topic(&shorten(topic.trim()), language),
        };
    }
    let mut lines: Vec<String> = [
        (
            "Kommandos, auf Deutsch oder Englisch (in Klammern); hilfe KOMMANDO erklärt eines.",
            "Commands, in English or German (in brackets); help COMMAND explains one.",
        ),
        (
            "Züge tippen oder sagen: e4, Sf3, g1f3, 0-0, e8D, auch Englisch wie Nf3, oder Springer Felix drei; Remisangebot mit (=), etwa e4 (=).",
            "Type or say moves: e4, Nf3, g1f3, O-O, e8Q, German letters work too, or Springer Felix drei; a draw offer with (=), as in e4 (=).",
        ),
        (
            "Fragt ansage nach, genügt der Unterschied als Antwort: Gustav eins, der erste, Dame, ja.",
            "When ansage asks back, the difference is answer enough: Gustav eins, the first, queen, yes.",
        ),
    ]
    .into_iter()
    .map(|pair| pick(pair).to_owned())
    .collect();
    for entry in HELP {
        lines.push(format!(
            "{} ({}): {}.",
            pick(entry.usage),
            other(entry.usage),
            pick(entry.what)
        ));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::test_support::{DE, EN};
    use crate::commands::{Command, parse_command};

    #[test]
    fn help_lists_and_explains() {
        let all = help(None, DE);
        assert_eq!(all.lines().count(), HELP.len() + 3);
        assert!(all.contains("\nangreifer FELD, wer greift FELD an (attackers SQUARE, who attacks SQUARE): sagt, welche Figuren ein Feld angreifen; steht dort eine Figur, auch welche sie decken.\n"), "{all}");
        let all = help(None, EN);
        assert!(
            all.contains("\nquit, exit (ende, beenden): stops ansage; a game that is not over after a yes, and ansage play --resume continues it.\n"),
            "{all}"
        );
        assert_eq!(
            help(Some("angreifer"), DE),
            "angreifer FELD, wer greift FELD an, englisch attackers SQUARE, who attacks SQUARE: sagt, welche Figuren ein Feld angreifen; steht dort eine Figur, auch welche sie decken. Beispiel: angreifer Eva fünf."
        );
        assert_eq!(help(Some("attackers"), DE), help(Some("angreifer"), DE));
        assert_eq!(help(Some("wer greift an"), DE), help(Some("angreifer"), DE));
        assert_eq!(
            help(Some("help attackers"), EN),
            help(Some("hilfe"), EN),
            "the first key wins"
        );
        assert!(help(Some("züge von"), DE).starts_with("züge von FELD"));
        assert!(help(Some("züge"), DE).starts_with("züge, partie"));
        assert!(help(Some("brett vorlesen"), DE).starts_with("brett vorlesen"));
        assert!(help(Some("brett"), DE).starts_with("brett, brett an"));
        assert!(help(Some("wer ist am zug"), DE).starts_with("wer ist am zug"));
        assert!(help(Some("letzte züge"), DE).starts_with("letzter zug"));
        // Every topic in the list of topics finds its own entry, in both languages.
        for entry in HELP {
            for name in [entry.name.0, entry.name.1] {
                let found = find_topic(name).map(|e| e.name);
                assert_eq!(found, Some(entry.name), "{name}");
                assert_eq!(
                    parse_command(&format!("hilfe {name}"), DE),
                    Some(Ok(Command::Help(Some(fold(name))))),
                    "{name}"
                );
            }
        }
        assert!(help(Some("xyz"), DE).starts_with("Das Kommando „xyz“ kenne ich nicht."));
    }
}
