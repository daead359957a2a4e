//! The engine at the table: a thread of its own owns the [`EnginePlayer`], takes requests
//! (a move for the side to move, a hint, an evaluation) and hands its answers back (the
//! terminal turns them into an input), so the terminal stays responsive while the engine
//! thinks and a restarted engine is announced at once.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use shakmaty::{Chess, Move};

use crate::engine::review::{Mistake, review};
use crate::engine::{EnginePlayer, Level, Score, SearchLimit};
use crate::phrase::Phrase;

/// What the engine is asked to do, for the game after `ply` plies.
#[derive(Clone, Debug)]
pub struct Request {
    /// The caller's number for this request, given back with the reply.
    pub id: u64,
    /// The number of plies played when the request was made; a reply for another ply is
    /// stale (a move was taken back meanwhile) and dropped.
    pub ply: usize,
    /// The game's start position.
    pub start: Chess,
    /// The moves played since.
    pub moves: Vec<Move>,
    /// How long or deep to search.
    pub limit: SearchLimit,
    /// What for.
    pub purpose: Purpose,
}

/// Why the engine searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The engine's own move.
    Move,
    /// "Tipp": a suggestion for the player to move.
    Hint,
    /// "Bewertung": how the position stands.
    Evaluation,
    /// "Rückblick": the biggest mistakes of the game so far (the limit is not used).
    Review,
    /// The engine's answer to a draw offer made to it: a search whose score decides.
    DrawAnswer,
    /// "Tipp spielen": the best move, played for the player (training).
    PlayBest,
}

/// What the engine answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The number of the request.
    pub id: u64,
    /// The ply of the request.
    pub ply: usize,
    /// Its purpose.
    pub purpose: Purpose,
    /// What came of it.
    pub outcome: ReplyOutcome,
}

/// A search's result, or the sentence that says why there is none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplyOutcome {
    /// The best move and the score (from White's view), when the engine gave one.
    Found {
        /// The move, legal in the position.
        best: Move,
        /// The evaluation.
        score: Option<Score>,
    },
    /// The engine was restarted (the sentence to say, as data); the search goes on.
    Restarted(Phrase),
    /// The review's mistakes, in the order they were played.
    Reviewed(Vec<Mistake>),
    /// The engine failed even after a restart, or could not start (why, as data).
    Failed(Phrase),
}

/// What the engine thread is told.
enum Job {
    Search(Box<Request>),
    Level(Level),
}

/// The handle of the engine thread. Dropping it lets the engine quit (a search that still
/// runs is not waited for long; [`crate::engine::process::end_all`] ends such an engine).
pub struct EngineSeat {
    jobs: Option<Sender<Job>>,
    thread: Option<JoinHandle<()>>,
    /// Whether the thread is busy with a request (a search runs).
    busy: Arc<AtomicBool>,
    /// Set when the seat is dropped: requests still queued are not started.
    closing: Arc<AtomicBool>,
}

/// How long a dropped seat waits for its engine to quit: the engine's own
/// [`Timeouts::quit`](crate::engine::Timeouts) and a little more.
const QUIT_WAIT: Duration = Duration::from_millis(1500);

impl EngineSeat {
    /// Starts the engine thread for `path` at `level`; each reply is handed to `deliver`,
    /// which says whether anyone still listens. The engine process itself starts with the
    /// first request.
    pub fn spawn(
        path: std::path::PathBuf,
        level: Level,
        deliver: impl Fn(Reply) -> bool + Send + 'static,
    ) -> EngineSeat {
        let (jobs, receiver) = mpsc::channel();
        let busy = Arc::new(AtomicBool::new(false));
        let closing = Arc::new(AtomicBool::new(false));
        let seat = Seat {
            jobs: receiver,
            busy: busy.clone(),
            closing: closing.clone(),
        };
        let thread = thread::spawn(move || serve(EnginePlayer::new(path, level), seat, deliver));
        EngineSeat {
            jobs: Some(jobs),
            thread: Some(thread),
            busy,
            closing,
        }
    }

    /// Asks the engine; the reply is handed to the `deliver` given to [`EngineSeat::spawn`].
    pub fn ask(&self, request: Request) {
        if let Some(jobs) = &self.jobs {
            let _ = jobs.send(Job::Search(Box::new(request)));
        }
    }

    /// The engine plays at `level` from its next search on.
    pub fn set_level(&self, level: Level) {
        if let Some(jobs) = &self.jobs {
            let _ = jobs.send(Job::Level(level));
        }
    }
}

impl Drop for EngineSeat {
    /// Closes the thread's requests: an idle engine is told to quit and is reaped before
    /// this returns; a busy one is not waited for (at the end of ansage,
    /// [`crate::engine::process::end_all`] ends it).
    fn drop(&mut self) {
        self.closing.store(true, Ordering::Release);
        drop(self.jobs.take());
        let Some(thread) = self.thread.take() else {
            return;
        };
        if self.busy.load(Ordering::Acquire) {
            return;
        }
        let deadline = Instant::now() + QUIT_WAIT;
        while !thread.is_finished() && Instant::now() < deadline {
            thread::sleep(Duration::from_millis(5));
        }
        if thread.is_finished() {
            let _ = thread.join();
        }
    }
}

/// The thread's side of the seat.
struct Seat {
    jobs: Receiver<Job>,
    busy: Arc<AtomicBool>,
    closing: Arc<AtomicBool>,
}

fn serve(mut player: EnginePlayer, seat: Seat, deliver: impl Fn(Reply) -> bool) {
    while let Ok(job) = seat.jobs.recv() {
        if seat.closing.load(Ordering::Acquire) {
            break;
        }
        let request = match job {
            Job::Level(level) => {
                player.set_level(level);
                continue;
            }
            Job::Search(request) => *request,
        };
        seat.busy.store(true, Ordering::Release);
        let _idle_again = IdleAgain(&seat.busy);
        let (id, ply, purpose) = (request.id, request.ply, request.purpose);
        let send = |outcome: ReplyOutcome| {
            deliver(Reply {
                id,
                ply,
                purpose,
                outcome,
            })
        };
        if purpose == Purpose::Review {
            let outcome = match review(&mut player, &request.start, &request.moves, |_| {}) {
                Ok(mistakes) => ReplyOutcome::Reviewed(mistakes),
                Err(error) => ReplyOutcome::Failed(error.phrase()),
            };
            if !send(outcome) {
                break;
            }
            continue;
        }
        let limit = player.limit_for(request.limit);
        let found = player.best_move_with(&request.start, &request.moves, limit, |error| {
            send(ReplyOutcome::Restarted(error.restart_phrase()));
        });
        let outcome = match found {
            Ok(found) => ReplyOutcome::Found {
                best: found.best,
                score: found.score,
            },
            Err(error) => ReplyOutcome::Failed(error.phrase()),
        };
        if !send(outcome) {
            break;
        }
    }
    player.stop_engine();
}

/// Marks the seat idle when a request is done, on every way out of it.
struct IdleAgain<'a>(&'a AtomicBool);

impl Drop for IdleAgain<'_> {
    fn drop(&mut self) {
        self.0.store(false, Ordering::Release);
    }
}
