//! Two jobs before the build:
//! - gathers the language folders (`src/words/<code>/`): every file in each folder is built
//!   into the program, so a new language is a new folder and nothing else;
//! - links the `voice` feature against the libvosk.so that set-up placed in `native/vosk/`
//!   (or the directory named by `ANSAGE_VOSK_LIB_DIR`), and records that directory as the
//!   run-time search path (rpath), so the binary, the tests and the benchmarks find the
//!   library without LD_LIBRARY_PATH.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let manifest_dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    gather_language_folders(&manifest_dir.join("src").join("words"));
    link_vosk(&manifest_dir);
}

/// Writes `$OUT_DIR/language_folders.rs`: one `Folder` per directory under `src/words/` that
/// holds a `language.toml`, with every file in it (name and text), sorted by name.
fn gather_language_folders(words: &Path) {
    println!("cargo:rerun-if-changed={}", words.display());
    let mut folders: Vec<PathBuf> = std::fs::read_dir(words)
        .expect("src/words is readable")
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.join("language.toml").is_file())
        .collect();
    folders.sort();
    let mut out = String::from("&[\n");
    for folder in &folders {
        println!("cargo:rerun-if-changed={}", folder.display());
        let code = folder.file_name().unwrap().to_string_lossy().into_owned();
        let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
            .expect("a language folder is readable")
            .filter_map(|entry| entry.ok().map(|e| e.path()))
            .filter(|path| path.is_file())
            .collect();
        files.sort();
        writeln!(out, "    Folder {{ code: {code:?}, files: &[").unwrap();
        for file in &files {
            println!("cargo:rerun-if-changed={}", file.display());
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            writeln!(
                out,
                "        ({name:?}, include_str!({:?})),",
                file.display().to_string()
            )
            .unwrap();
        }
        writeln!(out, "    ] }},").unwrap();
    }
    out.push(']');
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo"));
    std::fs::write(out_dir.join("language_folders.rs"), out).expect("OUT_DIR is writable");
}

fn link_vosk(manifest_dir: &Path) {
    println!("cargo:rerun-if-env-changed=ANSAGE_VOSK_LIB_DIR");
    println!("cargo:rerun-if-changed=native/vosk/libvosk.so");
    if std::env::var_os("CARGO_FEATURE_VOICE").is_none() {
        return;
    }
    let lib_dir = std::env::var_os("ANSAGE_VOSK_LIB_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| manifest_dir.join("native").join("vosk"));
    if !lib_dir.join("libvosk.so").is_file() {
        panic!(
            "libvosk.so was not found in {}. Run `make setup` to fetch it from the vosk 0.3.45 wheel on PyPI, \
             name its directory with ANSAGE_VOSK_LIB_DIR, or build without voice input: \
             cargo build --no-default-features",
            lib_dir.display()
        );
    }
    println!("cargo:rustc-link-search=native={}", lib_dir.display());
    println!("cargo:rustc-link-arg=-Wl,-rpath,{}", lib_dir.display());
}
