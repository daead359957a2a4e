//! Engine processes: each started in a process group of its own, and listed while it runs.
//!
//! * A wrapper script that does not `exec` the engine leaves the engine as its child; ending
//!   only the wrapper would orphan the engine. Ending the whole group ([`end_group`]) ends
//!   both.
//! * Its own group also keeps the terminal's Ctrl+C (which goes to the foreground group)
//!   away from the engine: Ctrl+C is ansage's to answer, and it must not kill the engine.
//! * [`end_all`] ends and reaps every engine still listed, for the exits of ansage that do
//!   not drop the engine themselves (a search still running when the game ends, a signal).

use std::io;
use std::os::unix::process::CommandExt;
use std::process::{Child, Command};
use std::sync::Mutex;

/// The running engines, and whether ansage is ending.
struct Running {
    /// The process ids of the running engines; each is also its group's id.
    leaders: Vec<u32>,
    /// Set by [`end_all`]: no engine starts any more (a search that fails while ansage ends
    /// would otherwise restart its engine, behind `end_all`'s back).
    closing: bool,
}

static RUNNING: Mutex<Running> = Mutex::new(Running {
    leaders: Vec::new(),
    closing: false,
});

/// Starts `command` as the leader of a new process group and lists it.
///
/// Should ansage itself be killed outright (SIGKILL, which it cannot answer), the system
/// kills the engine too (`PR_SET_PDEATHSIG`; only the program started, not what a wrapper
/// script of it starts). It is tied to the thread that started it, so an engine is started
/// on the thread that keeps it (the engine seat's thread does).
pub(crate) fn spawn(command: &mut Command) -> io::Result<Child> {
    // SAFETY: getpid(2) here, and in the child between fork and exec only prctl(2) and
    // getppid(2), which are async-signal-safe; the closure allocates nothing and takes no
    // lock.
    let parent = unsafe { libc::getpid() };
    unsafe {
        command.pre_exec(move || {
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
            // ansage died before the line above: the signal will never come.
            if libc::getppid() != parent {
                return Err(io::Error::other("ansage has ended"));
            }
            Ok(())
        });
    }
    // Started and listed under the lock, so that end_all sees every engine it must end.
    let mut running = running();
    if running.closing {
        return Err(io::Error::other("ansage is ending"));
    }
    let child = command.process_group(0).spawn()?;
    running.leaders.push(child.id());
    Ok(child)
}

/// Kills every process in the group that `leader` started (SIGKILL). Call it before the
/// leader is reaped, or soon after: the group's id is the leader's process id.
pub(crate) fn end_group(leader: u32) {
    let Ok(group) = libc::pid_t::try_from(leader) else {
        return;
    };
    // SAFETY: kill(2) with a negative id signals a process group; it touches no memory.
    unsafe {
        libc::kill(-group, libc::SIGKILL);
    }
}

/// Takes `leader` off the list, once it is ended and reaped.
pub(crate) fn forget(leader: u32) {
    running().leaders.retain(|pid| *pid != leader);
}

/// Ends every engine still listed, with all it started, and reaps each; from then on no
/// engine starts. For ansage's last moments: an engine dropped in the usual way is already
/// off the list.
pub fn end_all() {
    let leaders = {
        let mut running = running();
        running.closing = true;
        std::mem::take(&mut running.leaders)
    };
    for leader in &leaders {
        end_group(*leader);
    }
    for leader in leaders {
        let Ok(pid) = libc::pid_t::try_from(leader) else {
            continue;
        };
        // SAFETY: waitpid(2) for one child with no status buffer; after SIGKILL it returns
        // at once. If the engine's own thread reaped it first, it fails with ECHILD.
        unsafe {
            libc::waitpid(pid, std::ptr::null_mut(), 0);
        }
    }
}

fn running() -> std::sync::MutexGuard<'static, Running> {
    // A panic while the list was held leaves it as it was: still usable.
    RUNNING
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Stdio;
    use std::time::{Duration, Instant};

    fn alive(pid: u32) -> bool {
        match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
            // The state follows the command's closing parenthesis: Z is a zombie, dead.
            Ok(stat) => !stat
                .rsplit_once(')')
                .is_some_and(|(_, rest)| rest.trim_start().starts_with('Z')),
            Err(_) => false,
        }
    }

    #[test]
    fn ending_the_group_ends_what_a_wrapper_started() {
        let dir = tempfile::tempdir().unwrap();
        let inner = dir.path().join("inner.pid");
        // A wrapper that does not exec: the "engine" (a sleeping shell) is its child.
        let script = format!(
            "sh -c 'echo $$ > {}; while :; do sleep 1; done'; echo wrapper-went-on",
            inner.display()
        );
        let mut child = spawn(
            Command::new("sh")
                .arg("-c")
                .arg(script)
                .stdout(Stdio::null()),
        )
        .unwrap();
        let leader = child.id();
        let deadline = Instant::now() + Duration::from_secs(10);
        let inner_pid = loop {
            if let Some(pid) = std::fs::read_to_string(&inner)
                .ok()
                .and_then(|text| text.trim().parse::<u32>().ok())
            {
                break pid;
            }
            assert!(Instant::now() < deadline, "the inner process did not start");
            std::thread::sleep(Duration::from_millis(10));
        };
        assert!(alive(inner_pid));
        end_group(leader);
        child.wait().unwrap();
        forget(leader);
        let deadline = Instant::now() + Duration::from_secs(5);
        while alive(inner_pid) {
            assert!(
                Instant::now() < deadline,
                "the engine under the wrapper outlived its group's end"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}
