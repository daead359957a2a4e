//! The layers of the code (README, "How the code is laid out"): no module imports one that
//! imports it back, and each layer uses only the layers below it. The test reads the sources,
//! finds every `crate::…`, `super::…` and `self::…` path outside the unit tests, and builds the
//! graph of modules from it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

type Module = Vec<String>;

/// Every module of the library, by path (`["play", "confirm"]`), with its file.
fn modules() -> BTreeMap<Module, PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    walk(&src, &mut files);
    let mut modules = BTreeMap::new();
    for file in files {
        let relative = file.strip_prefix(&src).unwrap().with_extension("");
        let mut parts: Module = relative
            .iter()
            .map(|p| p.to_string_lossy().into_owned())
            .collect();
        if parts.last().is_some_and(|last| last == "mod") {
            parts.pop();
        }
        // The binary (main.rs and its cli/ folder) sits on top of everything.
        if parts
            .first()
            .is_some_and(|first| first == "main" || first == "cli")
        {
            continue;
        }
        if parts == ["lib"] {
            parts.clear();
        }
        modules.insert(parts, file);
    }
    modules
}

/// The source without comments and without its `#[cfg(test)] mod …` block.
fn code_of(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod ") {
        Some(at) => &text[..at],
        None => text,
    };
    text.lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every path the code names from `crate`, `super` or `self`, with grouped imports
/// (`use crate::a::{b, c::d}`) spread out.
fn paths_named(code: &str) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let bytes = code.as_bytes();
    for root in ["crate::", "super::", "self::"] {
        let mut from = 0;
        while let Some(found) = code[from..].find(root) {
            let start = from + found;
            from = start + root.len();
            if start > 0 && (bytes[start - 1].is_ascii_alphanumeric() || bytes[start - 1] == b'_') {
                continue;
            }
            let mut prefix = vec![root.trim_end_matches("::").to_owned()];
            let mut at = from;
            loop {
                let rest = &code[at..];
                let word: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if !word.is_empty() {
                    prefix.push(word.clone());
                    at += word.len();
                    if code[at..].starts_with("::") {
                        at += 2;
                        continue;
                    }
                    paths.push(prefix);
                    break;
                }
                if rest.starts_with('{') {
                    let close = rest
                        .find("};")
                        .or_else(|| rest.find('}'))
                        .unwrap_or(rest.len());
                    for item in rest[1..close].split(',') {
                        let item = item.split('{').next().unwrap_or("").trim();
                        let mut path = prefix.clone();
                        path.extend(
                            item.split("::")
                                .map(str::trim)
                                .filter(|p| !p.is_empty() && *p != "self")
                                .map(str::to_owned),
                        );
                        paths.push(path);
                    }
                }
                break;
            }
        }
    }
    paths
}

/// The module a path names, seen from `me`: the longest prefix that is a module.
fn target(path: &[String], me: &Module, modules: &BTreeMap<Module, PathBuf>) -> Option<Module> {
    let mut absolute: Module = match path[0].as_str() {
        "crate" => Vec::new(),
        "super" => me[..me.len().saturating_sub(1)].to_vec(),
        _ => me.clone(),
    };
    let mut rest = &path[1..];
    while rest.first().is_some_and(|p| p == "super") {
        absolute.pop();
        rest = &rest[1..];
    }
    absolute.extend(rest.iter().cloned());
    (1..=absolute.len())
        .rev()
        .map(|n| absolute[..n].to_vec())
        .find(|m| modules.contains_key(m))
}

/// Which module uses which.
fn graph() -> BTreeMap<Module, BTreeSet<Module>> {
    let modules = modules();
    modules
        .iter()
        .map(|(me, file)| {
            let code = code_of(&std::fs::read_to_string(file).unwrap());
            let uses = paths_named(&code)
                .iter()
                .filter_map(|path| target(path, me, &modules))
                .filter(|used| used != me)
                .collect();
            (me.clone(), uses)
        })
        .collect()
}

/// The groups of nodes that reach each other (Tarjan's strongly connected components),
/// those of more than one node.
fn cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct Search<'g> {
        graph: &'g BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<String, usize>,
        low: BTreeMap<String, usize>,
        stack: Vec<String>,
        found: Vec<Vec<String>>,
    }
    impl Search<'_> {
        fn visit(&mut self, node: &str) {
            let number = self.index.len();
            self.index.insert(node.to_owned(), number);
            self.low.insert(node.to_owned(), number);
            self.stack.push(node.to_owned());
            for next in self.graph.get(node).into_iter().flatten() {
                if !self.index.contains_key(next) {
                    self.visit(next);
                    let low = self.low[node].min(self.low[next]);
                    self.low.insert(node.to_owned(), low);
                } else if self.stack.contains(next) {
                    let low = self.low[node].min(self.index[next]);
                    self.low.insert(node.to_owned(), low);
                }
            }
            if self.low[node] == self.index[node] {
                let mut group = Vec::new();
                while let Some(top) = self.stack.pop() {
                    let done = top == node;
                    group.push(top);
                    if done {
                        break;
                    }
                }
                if group.len() > 1 {
                    group.sort();
                    self.found.push(group);
                }
            }
        }
    }
    let mut search = Search {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        found: Vec::new(),
    };
    for node in graph.keys() {
        if !search.index.contains_key(node) {
            search.visit(node);
        }
    }
    search.found
}

/// The graph between the children of `parent`: an edge from child a to child b when anything
/// inside a uses anything inside b.
fn between_children(
    graph: &BTreeMap<Module, BTreeSet<Module>>,
    parent: &[String],
) -> BTreeMap<String, BTreeSet<String>> {
    let child = |m: &Module| {
        (m.len() > parent.len() && m[..parent.len()] == *parent).then(|| m[parent.len()].clone())
    };
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, uses) in graph {
        let Some(a) = child(from) else { continue };
        for used in uses {
            if let Some(b) = child(used).filter(|b| *b != a) {
                edges.entry(a.clone()).or_default().insert(b);
            }
        }
    }
    edges
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let graph = graph();
    assert!(graph.len() > 50, "the sources were found: {}", graph.len());
    let parents: BTreeSet<Module> = graph
        .keys()
        .filter(|m| !m.is_empty())
        .map(|m| m[..m.len() - 1].to_vec())
        .collect();
    let mut found = Vec::new();
    for parent in &parents {
        for cycle in cycles(&between_children(&graph, parent)) {
            found.push(format!("in {}: {}", parent.join("::"), cycle.join(" ↔ ")));
        }
    }
    assert!(found.is_empty(), "import cycles: {found:#?}");
}

/// The layers from the bottom; a module may use its own layer's modules and those below.
const LAYERS: &[&[&str]] = &[
    &["language"],
    &["vocabulary"],
    &["notation"],
    &["phrase"],
    &["game"],
    &["words"],
    &["engine"],
    &["tridim"],
    &["understanding", "commands", "texts"],
    &["storage", "speech", "relay"],
    &["voice", "doctor", "play", "records"],
    &["replay"],
    &["ui"],
];

#[test]
fn each_layer_uses_only_the_layers_below_it() {
    let layer_of = |name: &str| LAYERS.iter().position(|layer| layer.contains(&name));
    let graph = graph();
    let mut wrong = Vec::new();
    for (from, uses) in &graph {
        let Some(top) = from.first() else { continue };
        let Some(mine) = layer_of(top) else {
            wrong.push(format!("{top} has no layer in LAYERS"));
            continue;
        };
        for used in uses {
            let Some(theirs) = used.first().and_then(|u| layer_of(u)) else {
                continue;
            };
            if theirs > mine {
                wrong.push(format!("{} uses {}", from.join("::"), used.join("::")));
            }
        }
    }
    wrong.sort();
    wrong.dedup();
    assert!(wrong.is_empty(), "layering broken: {wrong:#?}");
}

#[test]
fn the_graph_sees_a_cycle_when_there_is_one() {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    graph.insert("a".into(), ["b".to_owned()].into());
    graph.insert("b".into(), ["c".to_owned()].into());
    graph.insert("c".into(), ["a".to_owned()].into());
    graph.insert("d".into(), ["a".to_owned()].into());
    assert_eq!(cycles(&graph), vec![vec!["a", "b", "c"]]);
    let paths = paths_named("use crate::speech::{queue::Speaker, voices};\nlet x = super::y::z;");
    assert!(paths.contains(&vec![
        "crate".into(),
        "speech".into(),
        "queue".into(),
        "Speaker".into()
    ]));
    assert!(paths.contains(&vec!["crate".into(), "speech".into(), "voices".into()]));
    assert!(paths.contains(&vec!["super".into(), "y".into(), "z".into()]));
}

/// Issue 29: the game core speaks data only. No file under `src/game/` words a sentence
/// (`Language`, `crate::words`, `catalogue`) or touches files (`std::fs`) outside its unit
/// tests: it gives phrases and facts, and the words layer (which ranks above it in
/// [`LAYERS`]) words them.
#[test]
fn the_game_core_words_nothing_and_reads_no_files() {
    // What is left, each for a reason that is not wording the game's own sentences.
    const ALLOWED: &[(&str, &[&str])] = &[
        // Record.notation and Record::replay: the notation a record is *read* in (input).
        // Until the notation layer gives its explanations as data, an illegal move's reason
        // and an invalid FEN tag's reason are worded by it in the reading language.
        ("reconcile/record.rs", &["Language"]),
        // Reconcile::write_move and Reconcile::replay: a player's record is written and read
        // in a notation, whose piece letters are a language's (`Sf3`, `Nf3`); nothing is
        // worded.
        ("reconcile.rs", &["Language"]),
    ];
    let game = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/game");
    let mut files = Vec::new();
    let mut dirs = vec![game.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    assert!(files.len() >= 8, "the core's files were found: {files:?}");
    let mut wrong = Vec::new();
    for file in &files {
        let name = file
            .strip_prefix(&game)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let code = code_of(&std::fs::read_to_string(file).unwrap());
        let allowed: &[&str] = ALLOWED
            .iter()
            .find(|(listed, _)| *listed == name)
            .map_or(&[], |(_, words)| words);
        for word in ["Language", "crate::words", "std::fs", "catalogue"] {
            if code.contains(word) && !allowed.contains(&word) {
                wrong.push(format!("src/game/{name} mentions {word}"));
            }
        }
    }
    assert!(wrong.is_empty(), "the game core words or reads: {wrong:#?}");
}
