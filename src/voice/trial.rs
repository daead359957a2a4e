//! A model's first load, tried in a child process.
//!
//! libvosk does not check everything it reads: a model whose graph cannot be read still
//! "loads", and the recogniser then crashes the whole program (SIGSEGV in
//! `vosk_recognizer_new_grm`), or aborts on a setting it lacks. [`model_files`] catches the
//! damage it knows; whatever else is wrong must cost a sentence, not the game. So the first
//! time a model is used, ansage starts itself once more (`ansage __try-model DIR`): the
//! child loads the model, starts a recogniser with a grammar and feeds it a second of
//! sound. Only when the child ends well does ansage load the model itself.
//!
//! A model that passed is remembered (its folder, and the size and time of each of its
//! files) in ansage's cache folder, so the trial costs its second or two only once.
//!
//! The trial is switched on by the program ([`enable`]); a library user (the tests of one
//! module) loads models directly.
//!
//! [`model_files`]: super::model_files

use std::hash::{Hash, Hasher};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The hidden first argument that makes ansage the trial's child.
pub const TRY_MODEL: &str = "__try-model";

/// How long a trial may take: a large model loads in well under a minute.
const TRIAL_TIMEOUT: Duration = Duration::from_secs(180);

/// The program to start for a trial, once [`enable`]d.
static PROGRAM: Mutex<Option<PathBuf>> = Mutex::new(None);

/// Lets [`prove`] try models in a child process: `program` is ansage itself.
pub fn enable(program: PathBuf) {
    *PROGRAM
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(program);
}

/// Why a model failed its trial.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TrialFailure {
    /// The child crashed (SIGSEGV, SIGBUS, SIGABRT, SIGILL or SIGFPE), with the signal's
    /// number: the model would take ansage down.
    Crashed(i32),
    /// The child did not end within three minutes.
    Hung,
}

/// Whether the model in `dir` passed its trial before, as it is now: its files then need
/// no check either (any change to them changes the fingerprint).
pub fn passed(dir: &Path) -> bool {
    enabled().is_some() && fingerprint(dir).is_some_and(|print| passed_before(dir, print))
}

fn enabled() -> Option<PathBuf> {
    PROGRAM
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .clone()
}

/// Tries the model in `dir` in a child process, unless it passed before (as it is now) or
/// trials are not [`enable`]d. `Ok` when the model may be loaded here: also when the trial
/// could not say (the child was stopped by Ctrl+C or the system, or said the model does not
/// load, which loading it here will say in words).
pub fn prove(dir: &Path) -> Result<(), TrialFailure> {
    let Some(program) = enabled() else {
        return Ok(());
    };
    let fingerprint = fingerprint(dir);
    if fingerprint.is_some_and(|print| passed_before(dir, print)) {
        return Ok(());
    }
    // In a process group of its own: Ctrl+C at the terminal is not a crash of the model.
    let mut child = match Command::new(&program)
        .arg(TRY_MODEL)
        .arg(dir)
        .process_group(0)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
    {
        Ok(child) => child,
        // ansage cannot start itself (it was moved or deleted): load as before.
        Err(_) => return Ok(()),
    };
    let deadline = Instant::now() + TRIAL_TIMEOUT;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(20)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(TrialFailure::Hung);
            }
        }
    };
    use std::os::unix::process::ExitStatusExt;
    match status.signal() {
        Some(
            signal @ (libc::SIGSEGV | libc::SIGBUS | libc::SIGABRT | libc::SIGILL | libc::SIGFPE),
        ) => Err(TrialFailure::Crashed(signal)),
        // Stopped from outside (SIGKILL when memory ran out, SIGTERM, SIGINT): no verdict.
        Some(_) => Ok(()),
        None if status.success() => {
            if let Some(print) = fingerprint {
                remember(dir, print);
            }
            Ok(())
        }
        // The model did not load in the child: loading it here says why, in words.
        None => Ok(()),
    }
}

/// The child's side: the model folder when ansage was started as `ansage __try-model DIR`
/// (it then runs the recogniser's `try_model` and ends).
pub fn requested_dir() -> Option<PathBuf> {
    let mut args = std::env::args_os().skip(1);
    if args.next().as_deref() != Some(std::ffi::OsStr::new(TRY_MODEL)) {
        return None;
    }
    args.next().map(PathBuf::from)
}

/// The size and modification time of every file of the model, hashed; `None` when the
/// folder cannot be read.
fn fingerprint(dir: &Path) -> Option<u64> {
    let mut files = Vec::new();
    collect_files(dir, &mut files, 0).ok()?;
    files.sort();
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    for (path, size, modified) in files {
        path.hash(&mut hasher);
        size.hash(&mut hasher);
        modified.hash(&mut hasher);
    }
    Some(hasher.finish())
}

/// The files under `dir` (at most four folders deep, as a model's are).
fn collect_files(
    dir: &Path,
    files: &mut Vec<(PathBuf, u64, Option<std::time::SystemTime>)>,
    depth: u32,
) -> std::io::Result<()> {
    if depth > 4 {
        return Ok(());
    }
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        // Followed through links: a linked file that changes changes the fingerprint.
        let meta = std::fs::metadata(entry.path())?;
        if meta.is_dir() {
            collect_files(&entry.path(), files, depth + 1)?;
        } else {
            files.push((entry.path(), meta.len(), meta.modified().ok()));
        }
    }
    Ok(())
}

/// The file of models that passed: one line each, the fingerprint and the folder.
fn passed_file() -> Option<PathBuf> {
    Some(dirs::cache_dir()?.join("ansage").join("models-tried"))
}

fn passed_before(dir: &Path, print: u64) -> bool {
    let Some(file) = passed_file() else {
        return false;
    };
    let text = read_passed(&file);
    let line = entry(dir, print);
    text.lines().any(|l| l == line)
}

/// The file of models that passed, or nothing when it is not an ordinary file of a
/// sensible size (a FIFO there would wait for a writer for ever).
fn read_passed(file: &Path) -> String {
    crate::storage::files::read_limited(file, 1 << 20)
        .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
        .unwrap_or_default()
}

fn entry(dir: &Path, print: u64) -> String {
    let dir = dir.canonicalize().unwrap_or_else(|_| dir.to_owned());
    format!("{print:016x} {}", dir.display())
}

/// Adds the model to the file of models that passed (written whole and moved into place
/// by [`write_safely`](crate::storage::files::write_safely); a failure only means the trial
/// runs again next time).
fn remember(dir: &Path, print: u64) {
    let Some(file) = passed_file() else {
        return;
    };
    let Some(folder) = file.parent() else {
        return;
    };
    let _ = crate::storage::files::make_folder(folder);
    let line = entry(dir, print);
    let name = line.split_once(' ').map_or("", |(_, name)| name).to_owned();
    let mut lines: Vec<String> = read_passed(&file)
        .lines()
        // One line per folder: the newest fingerprint; at most 50 models remembered.
        .filter(|l| l.split_once(' ').is_none_or(|(_, other)| other != name))
        .map(str::to_owned)
        .collect();
    lines.push(line);
    let keep = lines.len().saturating_sub(50);
    let text: String = lines[keep..].iter().map(|l| format!("{l}\n")).collect();
    let _ = crate::storage::files::write_safely(&file, text);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The trial's child, played by small scripts: a crash (SIGSEGV, SIGABRT) is a failure
    /// the caller turns into a sentence, and the calling process goes on; a refusal or a
    /// child stopped from outside (Ctrl+C) is no verdict, and the model is loaded here.
    #[test]
    fn a_crash_in_the_trial_costs_a_failure_not_the_program() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        // A model folder no one can have tried before (fresh, so never remembered).
        let model = dir.path().join("model");
        std::fs::create_dir_all(&model).unwrap();
        std::fs::write(model.join("final.mdl"), b"x").unwrap();
        for (name, body, expected) in [
            (
                "crashes",
                "kill -SEGV $$",
                Err(TrialFailure::Crashed(libc::SIGSEGV)),
            ),
            (
                "aborts",
                "kill -ABRT $$",
                Err(TrialFailure::Crashed(libc::SIGABRT)),
            ),
            ("refuses", "exit 1", Ok(())),
            ("is stopped", "kill -INT $$", Ok(())),
        ] {
            let program = dir.path().join(name);
            std::fs::write(&program, format!("#!/bin/sh\n{body}\n")).unwrap();
            std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).unwrap();
            enable(program);
            assert_eq!(prove(&model), expected, "{name}");
        }
        *PROGRAM.lock().unwrap() = None;
    }

    #[test]
    fn a_fingerprint_changes_when_a_file_changes() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("graph")).unwrap();
        std::fs::write(dir.path().join("graph/HCLr.fst"), b"0123456789").unwrap();
        let before = fingerprint(dir.path()).unwrap();
        assert_eq!(fingerprint(dir.path()), Some(before));
        std::fs::write(dir.path().join("graph/HCLr.fst"), b"01234").unwrap();
        assert_ne!(fingerprint(dir.path()), Some(before));
        assert_eq!(fingerprint(&dir.path().join("nowhere")), None);
    }
}
