//! Links the `voice` feature against the libvosk.so that set-up placed in
//! `native/vosk/` (or the directory named by `ANSAGE_VOSK_LIB_DIR`), and
//! records that directory as the run-time search path (rpath), so the binary,
//! the tests and the benchmarks find the library without LD_LIBRARY_PATH.

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-env-changed=ANSAGE_VOSK_LIB_DIR");
    println!("cargo:rerun-if-changed=native/vosk/libvosk.so");
    if std::env::var_os("CARGO_FEATURE_VOICE").is_none() {
        return;
    }
    let manifest_dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
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
