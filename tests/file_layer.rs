//! One file layer (issue 31, "What to build"): no code outside `src/storage/` writes a file
//! directly. The test reads the sources outside the unit tests and fails, naming file and
//! line, wherever a file is written, created, renamed, copied, cut or a folder made by hand
//! instead of through `storage::files` and `storage::lock`.

use std::path::{Path, PathBuf};

/// What writes a file or makes a folder directly.
const WRITERS: &[&str] = &[
    "fs::write(",
    "File::create",
    "File::options",
    "OpenOptions",
    "fs::rename(",
    "set_len(",
    "fs::copy(",
    "create_dir_all(",
    "create_dir(",
    "hard_link(",
    "fs::symlink(",
    "tempfile::",
    "NamedTempFile",
    ".persist(",
];

/// What may stay, each with its reason: `(file, what, reason)`.
const ALLOWED: &[(&str, &str, &str)] = &[];

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The lines of `text` outside unit tests (`#[cfg(test)]` items and `#[test]` functions) and
/// outside comments, with their numbers.
fn code_lines(text: &str) -> Vec<(usize, String)> {
    let mut lines = Vec::new();
    let mut skipping = false;
    let mut depth: i64 = 0;
    let mut opened = false;
    for (number, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if !skipping && (trimmed.starts_with("#[cfg(test)]") || trimmed.starts_with("#[test]")) {
            skipping = true;
            depth = 0;
            opened = false;
            continue;
        }
        if skipping {
            for c in line.chars() {
                match c {
                    '{' => {
                        depth += 1;
                        opened = true;
                    }
                    '}' => depth -= 1,
                    _ => {}
                }
            }
            // An item without a body (`#[cfg(test)] use …;`) ends at its semicolon.
            if (opened && depth <= 0) || (!opened && trimmed.ends_with(';')) {
                skipping = false;
            }
            continue;
        }
        if trimmed.starts_with("//") {
            continue;
        }
        let code = line.split(" //").next().unwrap_or(line);
        lines.push((number + 1, code.to_owned()));
    }
    lines
}

/// Every direct write outside the file layer: `(file, line, what, text)`.
fn direct_writes() -> Vec<(String, usize, &'static str, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    sources(&root.join("src"), &mut files);
    files.sort();
    let mut found = Vec::new();
    for file in files {
        let relative = file
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        if relative.starts_with("src/storage/") {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        for (number, line) in code_lines(&text) {
            for writer in WRITERS {
                if line.contains(writer) {
                    found.push((relative.clone(), number, *writer, line.trim().to_owned()));
                }
            }
        }
    }
    found
}

#[test]
fn every_file_is_written_through_the_file_layer() {
    let found = direct_writes();
    let mut refused = Vec::new();
    eprintln!("allowed direct writes outside src/storage/:");
    for (file, number, writer, line) in &found {
        match ALLOWED.iter().find(|(f, w, _)| f == file && w == writer) {
            Some((_, _, reason)) => eprintln!("  {file}:{number}: {line}  ({reason})"),
            None => refused.push(format!("{file}:{number}: {writer} in `{line}`")),
        }
    }
    assert!(
        refused.is_empty(),
        "files written outside storage::files (use write_safely, write_secret, make_folder, \
         scratch_folder or storage::lock):\n{}",
        refused.join("\n")
    );
}

/// The scanner finds what it is meant to find and passes over tests and comments.
#[test]
fn the_scanner_sees_writes_and_skips_tests_and_comments() {
    let text = "fn a() {\n    std::fs::write(p, b)?;\n}\n// fs::write(x)\n\
                #[cfg(test)]\nmod tests {\n    fn b() { std::fs::write(q, c).unwrap(); }\n}\n\
                fn c() { let f = OpenOptions::new(); }\n";
    let lines: Vec<usize> = code_lines(text)
        .into_iter()
        .filter(|(_, l)| WRITERS.iter().any(|w| l.contains(w)))
        .map(|(n, _)| n)
        .collect();
    assert_eq!(lines, vec![2, 9]);
    // Every allowed entry still names a real write; a stale one is removed.
    let found = direct_writes();
    for (file, writer, _) in ALLOWED {
        assert!(
            found.iter().any(|(f, _, w, _)| f == file && w == writer),
            "{file} no longer has {writer}: remove it from ALLOWED"
        );
    }
}
