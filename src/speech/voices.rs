//! The voices behind the speech queue: espeak-ng run directly, and speech-dispatcher through
//! libspeechd (with the `dispatcher` feature).

use std::process::{Child, Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use crate::language::Language;
use crate::speech::output::{Cancel, Priority, Voice, VoiceFailure, VoiceNames};
use crate::speech::settings::{
    SpeechSettings, espeak_amplitude, espeak_pitch, espeak_rate, find_voice, utterance_timeout,
};

/// The name espeak-ng goes by, for the user.
pub const ESPEAK_NAME: &str = "espeak-ng";
/// The name speech-dispatcher goes by, for the user.
pub const DISPATCHER_NAME: &str = "speech-dispatcher";

/// How long a quick question to a program (its version, its voices) may take.
const PROBE_TIMEOUT: Duration = Duration::from_secs(3);

/// How often a waiting voice looks whether it is done or cancelled.
const POLL: Duration = Duration::from_millis(10);

/// Runs a command to its end, or kills it after `timeout`. `None` when it could not start
/// or ran out of time.
pub(crate) fn run_with_timeout(
    command: &mut Command,
    timeout: Duration,
) -> Option<(ExitStatus, Vec<u8>)> {
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    // The output is read on a thread so a talkative program never blocks on a full pipe.
    let reader = child.stdout.take().map(|mut out| {
        thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = std::io::Read::read_to_end(&mut out, &mut bytes);
            bytes
        })
    });
    let status = wait_or_kill(&mut child, timeout, &Cancel::new())?;
    let output = reader.and_then(|r| r.join().ok()).unwrap_or_default();
    Some((status, output))
}

/// Waits for `child` to end; kills it when `cancel` is set (returning its status) or when
/// `timeout` runs out (returning `None`).
fn wait_or_kill(child: &mut Child, timeout: Duration, cancel: &Cancel) -> Option<ExitStatus> {
    let deadline = Instant::now() + timeout;
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Some(status),
            Ok(None) if cancel.is_set() => {
                let _ = child.kill();
                return child.wait().ok();
            }
            Ok(None) if Instant::now() < deadline => thread::sleep(POLL),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return None;
            }
        }
    }
}

/// Whether espeak-ng is installed and runs.
pub fn espeak_available() -> bool {
    run_with_timeout(Command::new("espeak-ng").arg("--version"), PROBE_TIMEOUT)
        .is_some_and(|(status, _)| status.success())
}

/// The voices espeak-ng has for `language`, as names `-v` takes: the language's own voices
/// ("German"; MBROLA voices, which need more software, are left out), then the first of
/// them with each variant ("German+klatt").
pub fn espeak_voices(language: Language) -> Vec<String> {
    let list = |arg: &str| {
        run_with_timeout(
            Command::new("espeak-ng").arg(format!("--voices={arg}")),
            PROBE_TIMEOUT,
        )
        .filter(|(status, _)| status.success())
        .map(|(_, out)| String::from_utf8_lossy(&out).into_owned())
        .unwrap_or_default()
    };
    let code = language.code();
    let mut names: Vec<String> = Vec::new();
    for row in parse_voice_table(&list(code)) {
        let ours = row.language == code || row.language.starts_with(&format!("{code}-"));
        if ours && !row.file.starts_with("mb/") && !names.contains(&row.name) {
            names.push(row.name);
        }
    }
    if let Some(base) = names.first().cloned() {
        for row in parse_voice_table(&list("variant")) {
            if let Some(variant) = row.file.strip_prefix("!v/") {
                names.push(format!("{base}+{variant}"));
            }
        }
    }
    names
}

struct VoiceRow {
    language: String,
    name: String,
    file: String,
}

/// Reads `espeak-ng --voices` output: "Pty Language Age/Gender VoiceName File Other…", with
/// spaces in voice names written as underscores.
fn parse_voice_table(table: &str) -> Vec<VoiceRow> {
    table
        .lines()
        .skip(1)
        .filter_map(|line| {
            let mut fields = line.split_whitespace();
            let _priority = fields.next()?;
            let language = fields.next()?.to_lowercase();
            let _age_gender = fields.next()?;
            let name = fields.next()?.replace('_', " ");
            let file = fields.next()?.to_owned();
            Some(VoiceRow {
                language,
                name,
                file,
            })
        })
        .collect()
}

/// The arguments for espeak-ng (without the text): voice, rate, pitch, amplitude.
pub(crate) fn espeak_args(voice: &str, settings: &SpeechSettings) -> Vec<String> {
    vec![
        "-v".to_owned(),
        voice.to_owned(),
        "-s".to_owned(),
        espeak_rate(settings).to_string(),
        "-p".to_owned(),
        espeak_pitch(settings).to_string(),
        "-a".to_owned(),
        espeak_amplitude(settings).to_string(),
    ]
}

/// The voice to pass to espeak-ng's `-v`: the chosen one when espeak-ng has it (or when its
/// voices are unknown), else the language's default.
pub(crate) fn espeak_voice_for(
    settings: &SpeechSettings,
    language: Language,
    known: &[String],
) -> String {
    match &settings.voice {
        Some(wanted) if known.is_empty() => wanted.clone(),
        Some(wanted) => find_voice(known, wanted).unwrap_or_else(|| language.code().to_owned()),
        None => language.code().to_owned(),
    }
}

/// espeak-ng, one process per utterance, speaking to the sound card.
pub struct EspeakVoice {
    language: Language,
    voices: VoiceNames,
}

impl EspeakVoice {
    /// espeak-ng for `language`; `None` when it is not installed. Runs espeak-ng once (its
    /// version); the voices are listed only when a voice is chosen or asked for.
    pub fn new(language: Language) -> Option<EspeakVoice> {
        espeak_available().then(|| EspeakVoice {
            language,
            voices: VoiceNames::listed_by(move || espeak_voices(language)),
        })
    }

    fn run(
        &self,
        voice: &str,
        text: &str,
        settings: &SpeechSettings,
        cancel: &Cancel,
    ) -> Result<ExitStatus, VoiceFailure> {
        let mut child = Command::new("espeak-ng")
            .args(espeak_args(voice, settings))
            .arg("--")
            .arg(text)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|_| VoiceFailure::Unavailable(ESPEAK_NAME.to_owned()))?;
        // espeak-ng returns when the sound card has played the last sample; a sound system
        // that blocks must not stop the game.
        wait_or_kill(&mut child, utterance_timeout(text, settings), cancel)
            .ok_or_else(|| VoiceFailure::Hung(ESPEAK_NAME.to_owned()))
    }
}

impl Voice for EspeakVoice {
    fn name(&self) -> &str {
        ESPEAK_NAME
    }

    /// espeak-ng has no other programs' speech to stand beside: the priority is the queue's.
    fn speak(
        &mut self,
        text: &str,
        settings: &SpeechSettings,
        _priority: Priority,
        cancel: &Cancel,
    ) -> Result<(), VoiceFailure> {
        let known = match settings.voice {
            Some(_) => self.voices.list(),
            None => Vec::new(),
        };
        let voice = espeak_voice_for(settings, self.language, &known);
        let status = self.run(&voice, text, settings, cancel)?;
        // A voice espeak-ng does not know: the language's default speaks instead.
        if !status.success() && !cancel.is_set() && voice != self.language.code() {
            self.run(self.language.code(), text, settings, cancel)?;
        }
        Ok(())
    }

    fn voices(&self) -> VoiceNames {
        self.voices.clone()
    }
}

#[cfg(feature = "dispatcher")]
pub use dispatcher::{DispatcherError, DispatcherVoice};

#[cfg(feature = "dispatcher")]
mod dispatcher {
    //! speech-dispatcher, spoken to through libspeechd (the `speech-dispatcher` crate) at the
    //! priority SSIP has for applications' messages, so a screen reader's own speech is
    //! neither cut off nor cuts off a move. The connection lives on a thread of its own: a
    //! daemon that hangs (one without a sound card accepts a message, then stops answering)
    //! can block that thread, never the game.

    use std::path::PathBuf;
    use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
    use std::thread;
    use std::time::{Duration, Instant};

    use speech_dispatcher::{Connection, Mode, Priority as SsipPriority};

    use super::{DISPATCHER_NAME, POLL};
    use crate::language::Language;
    use crate::phrase::Phrase;
    use crate::speech::output::{Cancel, Priority, Voice, VoiceFailure, VoiceNames};
    use crate::speech::settings::{SpeechSettings, find_voice, scale, utterance_timeout};
    use crate::words::phrases::shown;

    /// How long connecting to the daemon (starting it if need be) may take.
    pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(3);
    /// How long connecting may take when a daemon already listens at its socket: one that
    /// works answers within milliseconds; one stuck on an output module that never answers
    /// takes the connection and never greets it.
    pub const RUNNING_CONNECT_TIMEOUT: Duration = Duration::from_millis(800);
    /// How long the daemon may take to answer that it has queued a text.
    const ANSWER_TIMEOUT: Duration = Duration::from_secs(3);
    /// How much longer it may take when a voice is chosen by name first: the daemon then
    /// lists all its voices (about two seconds with espeak-ng's 13,000 voice and variant
    /// pairs on a slow machine).
    const VOICE_CHOICE_TIMEOUT: Duration = Duration::from_secs(10);
    /// How long a queued text may wait before it begins to be spoken, once the daemon has
    /// spoken (it may be behind a screen reader's message).
    const BEGIN_TIMEOUT: Duration = Duration::from_secs(4);
    /// How long the daemon may take to answer, to begin and to end the silent test sentence
    /// said when the connection is opened. A daemon that speaks answers at once and begins
    /// and ends a blank sentence within about 10 ms (measured with speech-dispatcher 0.11
    /// and espeak-ng); one whose output module is broken takes the text and never begins
    /// it, one without sound output begins and never ends it, and one that has tried before
    /// does not even answer. Short, so the first word is not held up by a daemon that
    /// never speaks.
    const PROBE_ANSWER_TIMEOUT: Duration = Duration::from_millis(800);
    /// See [`PROBE_ANSWER_TIMEOUT`].
    const PROBE_BEGIN_TIMEOUT: Duration = Duration::from_millis(800);
    /// See [`PROBE_ANSWER_TIMEOUT`]: from the text being queued to its end.
    const PROBE_END_TIMEOUT: Duration = Duration::from_millis(1200);
    /// How long a cancelled text may take to stop.
    const STOP_TIMEOUT: Duration = Duration::from_secs(1);
    /// speech-dispatcher's scale for rate, pitch and volume.
    const SSIP_MIN: f32 = -100.0;
    const SSIP_MAX: f32 = 100.0;

    /// Why speech-dispatcher cannot be used.
    #[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
    pub enum DispatcherError {
        /// The connection was refused (no daemon, and it could not be started).
        #[error("speech-dispatcher cannot be reached: {0}")]
        Refused(String),
        /// The daemon did not answer in time.
        #[error("speech-dispatcher does not answer")]
        NoAnswer,
        /// The daemon took a test sentence but never began to speak it: its output module
        /// does not answer.
        #[error("speech-dispatcher takes text but its output module never begins to speak it")]
        Silent,
        /// The daemon began the test sentence but never ended it: its sound output does not
        /// work.
        #[error("speech-dispatcher begins to speak but its sound output never plays")]
        NoSound,
    }

    impl DispatcherError {
        /// What went wrong, as the first half of a sentence for the user, as data.
        pub fn phrase(&self) -> Phrase {
            Phrase::new(match self {
                DispatcherError::Refused(_) => "speech-dispatcher-refused",
                DispatcherError::NoAnswer => "speech-dispatcher-no-answer",
                DispatcherError::Silent => "speech-dispatcher-silent",
                DispatcherError::NoSound => "speech-dispatcher-no-sound",
            })
        }

        /// What went wrong, as the first half of a sentence for the user.
        pub fn reason(&self, language: Language) -> String {
            shown(&self.phrase(), language)
        }
    }

    enum Request {
        Speak {
            text: String,
            settings: SpeechSettings,
            priority: SsipPriority,
            reply: Sender<Option<u64>>,
        },
        /// Cuts off what this program's connection is saying.
        Stop,
        /// Cuts off and drops everything this connection has queued: the daemon is given
        /// up, and must not speak late over the voice that takes over.
        GiveUp,
        /// The language's voices.
        List(Sender<Vec<String>>),
    }

    /// Why an utterance did not end as it should.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Unfinished {
        /// The connection refused the text, or is gone.
        Refused,
        /// The daemon did not answer that it had queued the text.
        NoAnswer,
        /// The text was queued but never began to be spoken.
        NotBegun,
        /// The text began but never ended.
        NotEnded,
    }

    #[derive(Clone, Copy, Debug)]
    enum Event {
        Begin(u64),
        End(u64),
        Stopped(u64),
    }

    /// The SSIP priority for an utterance: moves, warnings and answers are applications'
    /// messages (never cut off by a screen reader's text, never cutting off its important
    /// ones); long chatter is text.
    fn ssip_priority(priority: Priority) -> SsipPriority {
        match priority {
            Priority::Announcement | Priority::Warning | Priority::Message => SsipPriority::Message,
            Priority::Chatter => SsipPriority::Text,
        }
    }

    /// speech-dispatcher, waiting for the real end of each utterance (its end event), with
    /// time limits so a daemon without a sound card never hangs the game.
    pub struct DispatcherVoice {
        requests: Sender<Request>,
        events: Receiver<Event>,
        names: VoiceNames,
        /// The voice setting last sent; `None` before the first utterance.
        voice_sent: Option<Option<String>>,
    }

    impl DispatcherVoice {
        /// Connects (within [`CONNECT_TIMEOUT`], or [`RUNNING_CONNECT_TIMEOUT`] when a
        /// daemon already listens) and sets the language, so the daemon's
        /// voice for it speaks; lists no voices.
        pub fn open(language: Language) -> Result<DispatcherVoice, DispatcherError> {
            let (ready_sender, ready) = mpsc::channel();
            let (requests, request_receiver) = mpsc::channel();
            let (event_sender, events) = mpsc::channel();
            thread::Builder::new()
                .name("ansage-ssip".into())
                .spawn(move || connection(language, ready_sender, request_receiver, event_sender))
                .map_err(|e| DispatcherError::Refused(e.to_string()))?;
            let connect_timeout = if daemon_listening() {
                RUNNING_CONNECT_TIMEOUT
            } else {
                CONNECT_TIMEOUT
            };
            match ready.recv_timeout(connect_timeout) {
                Ok(Ok(())) => {}
                Ok(Err(detail)) => return Err(DispatcherError::Refused(detail)),
                Err(_) => return Err(DispatcherError::NoAnswer),
            }
            let lister = requests.clone();
            let names = VoiceNames::listed_by(move || {
                let (reply, answer) = mpsc::channel();
                if lister.send(Request::List(reply)).is_err() {
                    return Vec::new();
                }
                answer
                    .recv_timeout(VOICE_CHOICE_TIMEOUT)
                    .unwrap_or_default()
            });
            Ok(DispatcherVoice {
                requests,
                events,
                names,
                voice_sent: None,
            })
        }

        /// Opens, then checks with a silent test sentence that the daemon really speaks:
        /// it must answer, begin and end the sentence within about a second (see
        /// [`PROBE_ANSWER_TIMEOUT`]). Play opens so, and `ansage doctor` too, so a daemon
        /// that takes text but never speaks it is found before the first word, which
        /// espeak-ng then speaks at once.
        pub fn open_and_check(language: Language) -> Result<DispatcherVoice, DispatcherError> {
            let mut voice = DispatcherVoice::open(language)?;
            let quiet = SpeechSettings {
                volume: -100,
                ..SpeechSettings::default()
            };
            let checked = voice.say_and_wait(" ", &quiet, Priority::Message, true, &Cancel::new());
            checked
                .map(|()| voice)
                .map_err(|unfinished| match unfinished {
                    Unfinished::Refused => DispatcherError::Refused("the text was refused".into()),
                    // A daemon whose sound output failed once queues nothing more.
                    Unfinished::NoAnswer => DispatcherError::NoAnswer,
                    // Its output module took the text and never began it.
                    Unfinished::NotBegun => DispatcherError::Silent,
                    // A fresh daemon without sound output begins and never ends.
                    Unfinished::NotEnded => DispatcherError::NoSound,
                })
        }

        fn say_and_wait(
            &mut self,
            text: &str,
            settings: &SpeechSettings,
            priority: Priority,
            probe: bool,
            cancel: &Cancel,
        ) -> Result<(), Unfinished> {
            let mut answer_timeout = ANSWER_TIMEOUT;
            if self.voice_sent.as_ref() != Some(&settings.voice) {
                if settings.voice.is_some() {
                    answer_timeout += VOICE_CHOICE_TIMEOUT;
                }
                self.voice_sent = Some(settings.voice.clone());
            }
            let (reply, answer) = mpsc::channel();
            self.requests
                .send(Request::Speak {
                    text: text.to_owned(),
                    settings: settings.clone(),
                    priority: ssip_priority(priority),
                    reply,
                })
                .map_err(|_| Unfinished::Refused)?;
            if probe {
                answer_timeout = PROBE_ANSWER_TIMEOUT;
            }
            let id = match answer.recv_timeout(answer_timeout) {
                Ok(Some(id)) => id,
                Ok(None) => return Err(Unfinished::Refused),
                Err(_) => {
                    self.give_up();
                    return Err(Unfinished::NoAnswer);
                }
            };
            let start = Instant::now();
            let (begin_timeout, end_timeout) = if probe {
                (PROBE_BEGIN_TIMEOUT, PROBE_END_TIMEOUT)
            } else {
                (BEGIN_TIMEOUT, utterance_timeout(text, settings))
            };
            let end_deadline = start + end_timeout;
            let mut begun = false;
            let mut stopping: Option<Instant> = None;
            loop {
                if cancel.is_set() && stopping.is_none() {
                    let _ = self.requests.send(Request::Stop);
                    stopping = Some(Instant::now());
                }
                match self.events.recv_timeout(POLL) {
                    Ok(Event::Begin(i)) if i == id => begun = true,
                    Ok(Event::End(i) | Event::Stopped(i)) if i == id => return Ok(()),
                    // Events of earlier utterances.
                    Ok(_) | Err(RecvTimeoutError::Timeout) => {}
                    Err(RecvTimeoutError::Disconnected) => return Err(Unfinished::Refused),
                }
                let now = Instant::now();
                if stopping.is_some_and(|t| now.duration_since(t) > STOP_TIMEOUT) {
                    return Ok(());
                }
                if !begun && stopping.is_none() && now.duration_since(start) > begin_timeout {
                    self.give_up();
                    return Err(Unfinished::NotBegun);
                }
                if now > end_deadline {
                    self.give_up();
                    return Err(Unfinished::NotEnded);
                }
            }
        }

        /// Drops what the daemon still holds of ours, so it never speaks it late over the
        /// voice that takes over.
        fn give_up(&self) {
            let _ = self.requests.send(Request::GiveUp);
        }
    }

    impl Voice for DispatcherVoice {
        fn name(&self) -> &str {
            DISPATCHER_NAME
        }

        fn speak(
            &mut self,
            text: &str,
            settings: &SpeechSettings,
            priority: Priority,
            cancel: &Cancel,
        ) -> Result<(), VoiceFailure> {
            let name = || DISPATCHER_NAME.to_owned();
            self.say_and_wait(text, settings, priority, false, cancel)
                .map_err(|unfinished| match unfinished {
                    Unfinished::Refused => VoiceFailure::Unavailable(name()),
                    Unfinished::NoAnswer | Unfinished::NotEnded => VoiceFailure::Hung(name()),
                    Unfinished::NotBegun => VoiceFailure::Silent(name()),
                })
        }

        fn voices(&self) -> VoiceNames {
            self.names.clone()
        }
    }

    /// The thread that owns the connection: opens it, says whether that worked, then
    /// speaks what it is asked to.
    fn connection(
        language: Language,
        ready: Sender<Result<(), String>>,
        requests: Receiver<Request>,
        events: Sender<Event>,
    ) {
        let connection = match Connection::open("ansage", "play", "ansage", Mode::Threaded) {
            Ok(connection) => connection,
            Err(e) => {
                let _ = ready.send(Err(e.to_string()));
                return;
            }
        };
        let callback = |make: fn(u64) -> Event| {
            let events = events.clone();
            Some(Box::new(move |id: usize, _client: usize| {
                let _ = events.send(make(id as u64));
            }) as Box<dyn FnMut(usize, usize)>)
        };
        connection.on_begin(callback(Event::Begin));
        connection.on_end(callback(Event::End));
        connection.on_cancel(callback(Event::Stopped));
        // The daemon's own voice for the language: nothing is listed for it.
        let _ = connection.set_language(language.code());
        if ready.send(Ok(())).is_err() {
            keep_open(connection);
            return;
        }
        // The language's voices, listed when a voice is chosen by name or asked for.
        let mut ours: Option<Vec<speech_dispatcher::Voice>> = None;
        let mut applied: Option<SpeechSettings> = None;
        for request in requests {
            match request {
                Request::Speak {
                    text,
                    settings,
                    priority,
                    reply,
                } => {
                    let voice_changes = applied.as_ref().is_none_or(|a| a.voice != settings.voice);
                    if voice_changes {
                        let voices = match settings.voice {
                            Some(_) => {
                                ours.get_or_insert_with(|| language_voices(&connection, language))
                            }
                            None => &Vec::new(),
                        };
                        choose_voice(&connection, &settings, voices, language);
                    }
                    if applied.as_ref() != Some(&settings) {
                        apply_prosody(&connection, &settings);
                        applied = Some(settings);
                    }
                    let _ = reply.send(connection.say(priority, text));
                }
                Request::Stop => {
                    let _ = connection.stop();
                }
                Request::GiveUp => {
                    let _ = connection.cancel();
                }
                Request::List(reply) => {
                    let voices = ours.get_or_insert_with(|| language_voices(&connection, language));
                    let _ = reply.send(voices.iter().map(|v| v.name.clone()).collect());
                }
            }
        }
        keep_open(connection);
    }

    /// The socket libspeechd connects to: `SPEECHD_ADDRESS` (`unix_socket:PATH`, or
    /// `unix_socket` alone for the default), else `speech-dispatcher/speechd.sock` in the
    /// user's runtime folder (`XDG_RUNTIME_DIR`, else the cache folder, as GLib has it).
    /// `None` for an address that is no Unix socket.
    pub(crate) fn socket_path() -> Option<PathBuf> {
        socket_path_from(|name| std::env::var(name).ok().filter(|v| !v.trim().is_empty()))
    }

    /// [`socket_path`] with the environment variables read by `var` (`None` when unset or
    /// empty).
    fn socket_path_from(var: impl Fn(&str) -> Option<String>) -> Option<PathBuf> {
        if let Some(address) = var("SPEECHD_ADDRESS") {
            let address = address.trim();
            match address.strip_prefix("unix_socket:") {
                Some(path) => return Some(PathBuf::from(path)),
                None if address != "unix_socket" => return None,
                None => {}
            }
        }
        let runtime = var("XDG_RUNTIME_DIR")
            .or_else(|| var("XDG_CACHE_HOME"))
            .map(PathBuf::from)
            .or_else(|| var("HOME").map(|home| PathBuf::from(home).join(".cache")))?;
        Some(runtime.join("speech-dispatcher").join("speechd.sock"))
    }

    /// Whether a daemon already listens at [`socket_path`] (then it need not be started,
    /// and should answer at once). The connection is tried without blocking: a daemon that
    /// hangs and no longer accepts (its queue of connections full) counts as listening, so
    /// the short wait applies. A blocking connect waited for it for ever (`ansage doctor`
    /// hung in the tests behind a stuck system daemon).
    fn daemon_listening() -> bool {
        socket_path().is_some_and(|path| listens_without_blocking(&path))
    }

    /// Whether something listens on the Unix socket at `path`, asked without blocking.
    fn listens_without_blocking(path: &std::path::Path) -> bool {
        use std::os::unix::ffi::OsStrExt;
        let bytes = path.as_os_str().as_bytes();
        // SAFETY: a zeroed sockaddr_un is valid; the path is copied within its bounds, and
        // the socket is closed on every way out.
        unsafe {
            let mut address: libc::sockaddr_un = std::mem::zeroed();
            if bytes.len() >= address.sun_path.len() {
                return false;
            }
            address.sun_family = libc::AF_UNIX as libc::sa_family_t;
            for (to, from) in address.sun_path.iter_mut().zip(bytes) {
                *to = *from as libc::c_char;
            }
            let socket = libc::socket(
                libc::AF_UNIX,
                libc::SOCK_STREAM | libc::SOCK_NONBLOCK | libc::SOCK_CLOEXEC,
                0,
            );
            if socket < 0 {
                return false;
            }
            let connected = libc::connect(
                socket,
                (&raw const address).cast::<libc::sockaddr>(),
                std::mem::size_of::<libc::sockaddr_un>() as libc::socklen_t,
            );
            let error = std::io::Error::last_os_error().raw_os_error();
            libc::close(socket);
            connected == 0 || matches!(error, Some(libc::EAGAIN | libc::EINPROGRESS))
        }
    }

    /// Leaves the connection open until the program ends: closing it while the daemon still
    /// sends an event would have the callback look up a table entry that closing removed.
    fn keep_open(connection: Connection) {
        std::mem::forget(connection);
    }

    /// The daemon's voices for the language.
    fn language_voices(
        connection: &Connection,
        language: Language,
    ) -> Vec<speech_dispatcher::Voice> {
        connection
            .list_synthesis_voices()
            .unwrap_or_default()
            .into_iter()
            .filter(|v| {
                v.language
                    .split(['-', '_'])
                    .next()
                    .is_some_and(|primary| primary.eq_ignore_ascii_case(language.code()))
            })
            .collect()
    }

    /// Sets the chosen voice, or the daemon's own voice for the language when none is
    /// chosen or the daemon has no voice of that name.
    fn choose_voice(
        connection: &Connection,
        settings: &SpeechSettings,
        voices: &[speech_dispatcher::Voice],
        language: Language,
    ) {
        let names: Vec<String> = voices.iter().map(|v| v.name.clone()).collect();
        let chosen = settings
            .voice
            .as_deref()
            .and_then(|wanted| find_voice(&names, wanted))
            .and_then(|name| voices.iter().find(|v| v.name == name));
        match chosen {
            Some(voice) => {
                let _ = connection.set_synthesis_voice(voice);
            }
            None => {
                // Back to the language's default voice.
                let _ = connection.set_voice_type(speech_dispatcher::VoiceType::Male1);
                let _ = connection.set_language(language.code());
            }
        }
    }

    /// Sets rate, pitch and volume on speech-dispatcher's scale (-100 to 100).
    fn apply_prosody(connection: &Connection, settings: &SpeechSettings) {
        let on_scale = |value| scale(value, SSIP_MIN, 0.0, SSIP_MAX).round() as i32;
        let _ = connection.set_voice_rate(on_scale(settings.rate));
        let _ = connection.set_voice_pitch(on_scale(settings.pitch));
        let _ = connection.set_volume(on_scale(settings.volume));
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        fn path_with(vars: &[(&str, &str)]) -> Option<PathBuf> {
            socket_path_from(|name| {
                vars.iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| (*v).to_owned())
            })
        }

        #[test]
        fn a_daemon_that_accepts_nothing_is_found_without_blocking() {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("speechd.sock");
            assert!(!listens_without_blocking(&path), "nothing listens yet");
            // A listener that never accepts: its queue of connections fills up, after
            // which a blocking connect would wait for ever (a stuck daemon).
            let _listener = std::os::unix::net::UnixListener::bind(&path).unwrap();
            for _ in 0..2000 {
                assert!(listens_without_blocking(&path));
            }
            assert!(listens_without_blocking(&path));
        }

        #[test]
        fn the_socket_is_where_libspeechd_looks_for_it() {
            let sock = |p: &str| Some(PathBuf::from(p));
            assert_eq!(
                path_with(&[
                    ("SPEECHD_ADDRESS", "unix_socket:/tmp/x.sock"),
                    ("HOME", "/h")
                ]),
                sock("/tmp/x.sock")
            );
            assert_eq!(
                path_with(&[("SPEECHD_ADDRESS", "inet_socket:localhost:6560")]),
                None
            );
            assert_eq!(
                path_with(&[
                    ("SPEECHD_ADDRESS", "unix_socket"),
                    ("XDG_RUNTIME_DIR", "/run/user/1000")
                ]),
                sock("/run/user/1000/speech-dispatcher/speechd.sock")
            );
            assert_eq!(
                path_with(&[("XDG_CACHE_HOME", "/c"), ("HOME", "/h")]),
                sock("/c/speech-dispatcher/speechd.sock")
            );
            assert_eq!(
                path_with(&[("HOME", "/root")]),
                sock("/root/.cache/speech-dispatcher/speechd.sock")
            );
            assert_eq!(path_with(&[]), None);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_espeak_voice_tables() {
        let table =
            "Pty Language       Age/Gender VoiceName          File                 Other Languages
 2  en-gb           --/M      English_(Great_Britain) gmw/en               (en 2)
 3  en-uk           --/M      english-mb-en1     mb/mb-en1            (en-gb 3)(en 2)
 5  variant         --/M      Max                !v/max
broken line
";
        let rows = parse_voice_table(table);
        assert_eq!(rows.len(), 3);
        assert_eq!(rows[0].name, "English (Great Britain)");
        assert_eq!(rows[0].language, "en-gb");
        assert_eq!(rows[1].file, "mb/mb-en1");
        assert_eq!(rows[2].file, "!v/max");
    }

    #[test]
    fn espeak_gets_a_voice_it_knows() {
        let known = vec!["German".to_owned(), "German+max".to_owned()];
        let mut s = SpeechSettings::default();
        assert_eq!(espeak_voice_for(&s, Language::GERMAN, &known), "de");
        s.voice = Some("german+MAX".into());
        assert_eq!(espeak_voice_for(&s, Language::GERMAN, &known), "German+max");
        s.voice = Some("Klingon".into());
        assert_eq!(espeak_voice_for(&s, Language::ENGLISH, &known), "en");
        assert_eq!(espeak_voice_for(&s, Language::ENGLISH, &[]), "Klingon");
        assert_eq!(
            espeak_args("de", &SpeechSettings::default()),
            ["-v", "de", "-s", "175", "-p", "50", "-a", "100"]
        );
    }
}
