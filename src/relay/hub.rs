//! Who is connected to the host, and what the joined device was last sent: the pairing, the
//! seat's token, the one live connection that plays the seat, and the device's latest state
//! and last sentences for a device that rejoins. No network here: the server feeds it.

use std::collections::VecDeque;
use std::time::Instant;

use shakmaty::Color;
use tokio::sync::mpsc::Sender;
use tokio::sync::mpsc::error::TrySendError;
use tokio::sync::oneshot;

use super::pairing::{Attempt, Pairing, constant_time_eq, new_token};
use super::protocol::{
    ArbiterState, DeviceState, SaidLine, SpectatorState, ToDevice, language_code, language_of,
};
use crate::game::events::color_key;
use crate::language::Language;
use crate::words::catalogue::{self, Arg};

/// How many of the last sentences a rejoining device is sent again.
const BACKLOG: usize = 40;

/// What the host's game hears from the relay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GuestNews {
    /// The device paired (`again`: came back with its token), wanting sentences in `language`.
    Joined {
        /// The device's language.
        language: Language,
        /// Whether it was paired before (a reconnection).
        again: bool,
    },
    /// A line from the device's player.
    Line(String),
    /// What the device's microphone heard, most likely first.
    Heard(Vec<String>),
    /// The device's connection closed.
    Left,
    /// The pairing code expired after ten minutes unused and was replaced (wrong tries
    /// never replace it: issue 30 fault 2).
    CodeExpired {
        /// The new code, for the host to say.
        code: String,
    },
    /// Another device tried to take the seat that is paired already.
    SeatDefended,
    /// The device's player chose another language: the host words the device's state anew.
    LanguageChosen(Language),
}

/// A connection's outgoing queue.
pub type Outbox = Sender<ToDevice>;

/// Which device a connection plays: the remote player's, or the arbiter's (issue 30: the
/// arbiter's seat, Appendix F2.7–F2.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// The device of the player not at the host's keyboard.
    Player,
    /// The arbiter's device.
    Arbiter,
    /// A spectator's device (read only; only when the host allows spectators).
    Spectator,
}

impl Role {
    /// The role a `pair` message asks for: `arbiter`, or the player's (missing, `player`).
    /// Anything else is `None`.
    pub fn asked(role: Option<&str>) -> Option<Role> {
        match role.map(str::trim) {
            None | Some("" | "player") => Some(Role::Player),
            Some("arbiter") => Some(Role::Arbiter),
            Some("spectator") => Some(Role::Spectator),
            Some(_) => None,
        }
    }
}

/// News from one of the relay's devices.
pub type News = (Role, GuestNews);

/// Why the connection playing the seat is closed by the host.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kick {
    /// The same device (its token) connected again elsewhere: another window, a new
    /// connection after a network change. The old one stops.
    Replaced,
    /// The host made a new pairing code: the device must pair again.
    Unpaired,
    /// The device could not keep up with what was sent; it comes back with its token.
    TooSlow,
}

/// The one connection that plays the seat: its number, its outgoing queue, and how it is
/// told to close.
struct Live {
    id: u64,
    outbox: Outbox,
    kick: oneshot::Sender<Kick>,
}

impl Live {
    fn close(self, why: Kick) {
        let _ = self.kick.send(why);
    }
}

/// One seat a device takes: its pairing code, the paired device's token and language, the
/// one live connection, and what the device was last sent (its state and numbered
/// sentences), for when it comes back.
struct Desk {
    /// `white` or `black` for the player's desk, `arbiter` for the arbiter's.
    key: &'static str,
    pairing: Pairing,
    guest: Option<Guest>,
    live: Option<Live>,
    /// The last state message (`state`, or `overview` for the arbiter).
    state: Option<ToDevice>,
    backlog: VecDeque<SaidLine>,
    /// The language the state and the backlog were worded in.
    worded_in: Language,
    /// How many wrong pairing codes were entered for this seat since the start.
    wrong_tries: u32,
    /// The number the next sentence gets (issue 30 fault 7: a device that comes back says
    /// the last it had, and is sent only the later ones).
    next_seq: u64,
}

/// The number of a run's first sentence: the time in milliseconds since 1970, times a
/// thousand. A host started again (`--resume`) numbers above every sentence of its earlier
/// run, so a device that comes back saying the last number it had misses nothing (a resumed
/// host numbered from one again, and `ansage join` dropped all it said, found by the
/// arbiter's test). The numbers stay below 2^53, exact in the page's script.
fn first_number() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |since| {
            u64::try_from(since.as_millis())
                .unwrap_or(u64::MAX / 2000)
                .saturating_mul(1000)
        })
}

struct Guest {
    token: String,
    language: Language,
}

impl Desk {
    fn new(key: &'static str, host_language: Language, now: Instant) -> Desk {
        Desk {
            key,
            pairing: Pairing::new(now),
            guest: None,
            live: None,
            state: None,
            backlog: VecDeque::new(),
            worded_in: host_language,
            wrong_tries: 0,
            next_seq: first_number(),
        }
    }

    fn is_live(&self, id: u64) -> bool {
        self.live.as_ref().is_some_and(|live| live.id == id)
    }

    fn paired_message(&self, guest: &Guest) -> ToDevice {
        ToDevice::Paired {
            token: guest.token.clone(),
            seat: self.key.to_owned(),
            lang: language_code(guest.language).to_owned(),
        }
    }

    /// What a device that (re)joins is sent: the sentences after number `since` (the last
    /// ones kept, when it had none or does not say) and the state.
    fn catch_up(&self, since: Option<u64>) -> Vec<ToDevice> {
        let mut sent = Vec::new();
        let lines: Vec<SaidLine> = self
            .backlog
            .iter()
            .filter(|line| since.is_none_or(|since| line.seq > since))
            .cloned()
            .collect();
        if !lines.is_empty() {
            sent.push(ToDevice::Lines { lines });
        }
        if let Some(state) = &self.state {
            sent.push(state.clone());
        }
        sent
    }

    /// The device's new state and sentences: sent when connected, kept for its return.
    /// False when the connection could not keep up and was dropped.
    fn publish(&mut self, state: ToDevice, mut lines: Vec<SaidLine>, worded_in: Language) -> bool {
        let language = self.guest.as_ref().map_or(self.worded_in, |g| g.language);
        if self.guest.is_some() && worded_in != language {
            return true;
        }
        if worded_in != self.worded_in {
            self.backlog.clear();
            self.worded_in = worded_in;
        }
        for line in &mut lines {
            line.seq = self.next_seq;
            self.next_seq += 1;
        }
        for line in &lines {
            if self.backlog.len() == BACKLOG {
                self.backlog.pop_front();
            }
            self.backlog.push_back(line.clone());
        }
        self.state = Some(state.clone());
        let Some(Live { outbox, .. }) = &self.live else {
            return true;
        };
        let mut messages = Vec::new();
        if !lines.is_empty() {
            messages.push(ToDevice::Lines { lines });
        }
        messages.push(state);
        for message in messages {
            if let Err(TrySendError::Full(_) | TrySendError::Closed(_)) = outbox.try_send(message) {
                if let Some(live) = self.live.take() {
                    live.close(Kick::TooSlow);
                }
                return false;
            }
        }
        true
    }
}

/// The most spectators watching at once.
pub const MAX_SPECTATORS: usize = 16;

/// The spectators (when the host allows them): one code for all, which stays valid; each
/// connection with its language; the last view in each language, for one who joins.
struct Gallery {
    code: String,
    watching: Vec<(Live, Language)>,
    views: Vec<(Language, ToDevice)>,
    wrong_tries: u32,
}

/// The relay's state: the remote player's seat, the arbiter's when the host opened it, and
/// the spectators' when the host allows them.
pub struct Hub {
    host_language: Language,
    player: Desk,
    arbiter: Option<Desk>,
    gallery: Option<Gallery>,
    next_connection: u64,
}

/// A refusal and what the host is told of it.
pub type Refusal = (ToDevice, Option<News>);

impl Hub {
    /// A relay for the remote `seat`, with a new pairing code.
    pub fn new(seat: Color, host_language: Language, now: Instant) -> Hub {
        Hub {
            host_language,
            player: Desk::new(color_key(seat), host_language, now),
            arbiter: None,
            gallery: None,
            next_connection: 1,
        }
    }

    /// Opens the arbiter's seat with a code of its own (said to the host); the code when it
    /// is open already.
    pub fn open_arbiter_seat(&mut self, now: Instant) -> String {
        let desk = self
            .arbiter
            .get_or_insert_with(|| Desk::new("arbiter", self.host_language, now));
        desk.pairing.code().to_owned()
    }

    /// Lets spectators watch (`--spectators`): one code for all of them, said to the host,
    /// valid while the host runs; the code when they are let in already.
    pub fn open_gallery(&mut self) -> String {
        let gallery = self.gallery.get_or_insert_with(|| Gallery {
            code: Pairing::new(Instant::now()).code().to_owned(),
            watching: Vec::new(),
            views: Vec::new(),
            wrong_tries: 0,
        });
        gallery.code.clone()
    }

    /// The spectators' code, when the host lets them watch.
    pub fn spectator_code(&self) -> Option<String> {
        self.gallery.as_ref().map(|gallery| gallery.code.clone())
    }

    /// How many spectators watch now.
    pub fn spectators(&self) -> usize {
        self.gallery
            .as_ref()
            .map_or(0, |gallery| gallery.watching.len())
    }

    /// The languages the spectators watching now want, each once.
    pub fn spectator_languages(&self) -> Vec<Language> {
        let mut languages: Vec<Language> = Vec::new();
        for (_, language) in self.gallery.iter().flat_map(|g| &g.watching) {
            if !languages.contains(language) {
                languages.push(*language);
            }
        }
        languages
    }

    fn desk(&self, role: Role) -> Option<&Desk> {
        match role {
            Role::Player => Some(&self.player),
            Role::Arbiter => self.arbiter.as_ref(),
            Role::Spectator => None,
        }
    }

    fn desk_mut(&mut self, role: Role) -> Option<&mut Desk> {
        match role {
            Role::Player => Some(&mut self.player),
            Role::Arbiter => self.arbiter.as_mut(),
            Role::Spectator => None,
        }
    }

    /// A spectator's connection `id` gives the spectators' `code`: it watches, and gets the
    /// last view in its language (or the host sends one when told it joined).
    fn watch(
        &mut self,
        id: u64,
        code: &str,
        language: Language,
        outbox: Outbox,
        kick: oneshot::Sender<Kick>,
    ) -> Result<(Vec<ToDevice>, News), Refusal> {
        let refuse = |kind: &str, id: &str| refused(kind, catalogue::text(language, id, &[]));
        let Some(gallery) = self.gallery.as_mut() else {
            return Err((refuse("no_spectators", "relay-no-spectators"), None));
        };
        let digits: String = code.chars().filter(char::is_ascii_digit).collect();
        if !constant_time_eq(digits.as_bytes(), gallery.code.as_bytes()) {
            gallery.wrong_tries = gallery.wrong_tries.saturating_add(1);
            return Err((refuse("code", "relay-wrong-code"), None));
        }
        if gallery.watching.len() >= MAX_SPECTATORS {
            return Err((refuse("full", "relay-spectators-full"), None));
        }
        gallery.watching.push((Live { id, outbox, kick }, language));
        let mut sent = vec![ToDevice::Paired {
            token: String::new(),
            seat: "spectator".to_owned(),
            lang: language_code(language).to_owned(),
        }];
        if let Some((_, view)) = gallery.views.iter().find(|(l, _)| *l == language) {
            sent.push(view.clone());
        }
        let news = GuestNews::Joined {
            language,
            again: false,
        };
        Ok((sent, (Role::Spectator, news)))
    }

    /// The spectators' view in `language` and the step's sentences: sent to every spectator
    /// watching in that language (one who cannot keep up is dropped; it pairs again).
    pub fn publish_spectators(
        &mut self,
        view: SpectatorState,
        lines: Vec<SaidLine>,
        language: Language,
    ) {
        let Some(gallery) = self.gallery.as_mut() else {
            return;
        };
        let view = ToDevice::Watch {
            view: Box::new(view),
        };
        gallery.views.retain(|(l, _)| *l != language);
        gallery.views.push((language, view.clone()));
        let mut messages = Vec::new();
        if !lines.is_empty() {
            messages.push(ToDevice::Lines { lines });
        }
        messages.push(view);
        let mut kept = Vec::new();
        for (live, watching_in) in std::mem::take(&mut gallery.watching) {
            let sent = watching_in != language
                || messages
                    .iter()
                    .all(|message| live.outbox.try_send(message.clone()).is_ok());
            if sent {
                kept.push((live, watching_in));
            } else {
                live.close(Kick::TooSlow);
            }
        }
        gallery.watching = kept;
    }

    /// The pairing code of the player's seat.
    pub fn code(&self) -> String {
        self.player.pairing.code().to_owned()
    }

    /// The pairing code of the arbiter's seat, when it is open.
    pub fn arbiter_code(&self) -> Option<String> {
        self.arbiter
            .as_ref()
            .map(|desk| desk.pairing.code().to_owned())
    }

    /// How many wrong pairing codes were entered since the start, for either seat.
    pub fn wrong_tries(&self) -> u32 {
        let arbiter = self.arbiter.as_ref().map_or(0, |desk| desk.wrong_tries);
        let gallery = self.gallery.as_ref().map_or(0, |g| g.wrong_tries);
        self.player
            .wrong_tries
            .saturating_add(arbiter)
            .saturating_add(gallery)
    }

    /// Whether a device has paired for the seat of `role`.
    pub fn paired_as(&self, role: Role) -> bool {
        self.desk(role).is_some_and(|desk| desk.guest.is_some())
    }

    /// Whether a device has paired for the player's seat.
    pub fn paired(&self) -> bool {
        self.paired_as(Role::Player)
    }

    /// The language the device of `role` wants, if one paired (none for spectators, who
    /// each have their own).
    pub fn language_of(&self, role: Role) -> Option<Language> {
        self.desk(role)
            .and_then(|desk| desk.guest.as_ref())
            .map(|guest| guest.language)
    }

    /// The language the player's paired device wants, if one paired.
    pub fn guest_language(&self) -> Option<Language> {
        self.language_of(Role::Player)
    }

    /// The language of what the relay says to a device that plays no seat yet: the paired
    /// player's device's, else the host's.
    pub fn language(&self) -> Language {
        self.guest_language().unwrap_or(self.host_language)
    }

    /// A number for a new connection.
    pub fn connect(&mut self) -> u64 {
        let id = self.next_connection;
        self.next_connection += 1;
        id
    }

    /// The seat connection `id` plays now, if any.
    pub fn role_of(&self, id: u64) -> Option<Role> {
        if self.player.is_live(id) {
            return Some(Role::Player);
        }
        if self.arbiter.as_ref().is_some_and(|desk| desk.is_live(id)) {
            return Some(Role::Arbiter);
        }
        self.spectator_language(id).map(|_| Role::Spectator)
    }

    /// The language of spectator connection `id`, if it watches.
    fn spectator_language(&self, id: u64) -> Option<Language> {
        self.gallery
            .iter()
            .flat_map(|gallery| &gallery.watching)
            .find(|(live, _)| live.id == id)
            .map(|(_, language)| *language)
    }

    /// Whether connection `id` plays a seat now.
    pub fn is_live(&self, id: u64) -> bool {
        self.role_of(id).is_some()
    }

    /// The language of the device on connection `id`, or of the player's seat.
    pub fn language_on(&self, id: u64) -> Language {
        self.spectator_language(id)
            .or_else(|| self.role_of(id).and_then(|role| self.language_of(role)))
            .unwrap_or_else(|| self.language())
    }

    /// Connection `id` gives the pairing `code` for the seat of `role` at `now`. On success
    /// the device gets its token and the state, and `kick` tells the connection when the
    /// host closes it; else a refusal in words, and news for the host.
    #[allow(clippy::too_many_arguments)]
    pub fn pair(
        &mut self,
        id: u64,
        code: &str,
        lang: Option<&str>,
        role: Role,
        now: Instant,
        outbox: Outbox,
        kick: oneshot::Sender<Kick>,
    ) -> Result<(Vec<ToDevice>, News), Refusal> {
        let language = lang.and_then(language_of).unwrap_or(self.host_language);
        if role == Role::Spectator {
            return self.watch(id, code, language, outbox, kick);
        }
        let refuse = |kind: &str, id: &str| refused(kind, catalogue::text(language, id, &[]));
        let Some(desk) = self.desk_mut(role) else {
            return Err((refuse("no_arbiter", "relay-no-arbiter-seat"), None));
        };
        if desk.guest.is_some() {
            return Err((
                refuse("seat_taken", "relay-seat-taken"),
                Some((role, GuestNews::SeatDefended)),
            ));
        }
        match desk.pairing.attempt(code, now) {
            Attempt::Paired => {
                let guest = Guest {
                    token: new_token(),
                    language,
                };
                let mut sent = vec![desk.paired_message(&guest)];
                desk.guest = Some(guest);
                desk.live = Some(Live { id, outbox, kick });
                // What was worded for another language (before any device paired) is not
                // sent: the host sends the state anew, in the device's words, when told
                // that it joined.
                if language == desk.worded_in {
                    sent.extend(desk.catch_up(None));
                }
                let news = GuestNews::Joined {
                    language,
                    again: false,
                };
                Ok((sent, (role, news)))
            }
            Attempt::Wrong => {
                desk.wrong_tries = desk.wrong_tries.saturating_add(1);
                Err((refuse("code", "relay-wrong-code"), None))
            }
            Attempt::Expired(code) => Err((
                refuse("code", "relay-code-expired"),
                Some((role, GuestNews::CodeExpired { code })),
            )),
            Attempt::Used => Err((
                refuse("seat_taken", "relay-seat-taken"),
                Some((role, GuestNews::SeatDefended)),
            )),
        }
    }

    /// Connection `id` comes back with `token`: it plays its seat again (a connection still
    /// open for it is closed), and gets the state and the sentences after `since` (the
    /// number of the last it had), or the last ones when it does not say.
    pub fn rejoin(
        &mut self,
        id: u64,
        token: &str,
        since: Option<u64>,
        lang: Option<&str>,
        outbox: Outbox,
        kick: oneshot::Sender<Kick>,
    ) -> Result<(Vec<ToDevice>, News), Refusal> {
        let token = token.trim().as_bytes();
        let holds = |desk: &Desk| {
            desk.guest
                .as_ref()
                .is_some_and(|guest| constant_time_eq(guest.token.as_bytes(), token))
        };
        // Both tokens are compared, whichever matches, in the same time.
        let player = holds(&self.player);
        let arbiter = self.arbiter.as_ref().is_some_and(holds);
        let found = match (player, arbiter) {
            (true, _) => Some(Role::Player),
            (false, true) => Some(Role::Arbiter),
            (false, false) => None,
        };
        // The desk and its device's language, for a token that matched one.
        let matched = found.and_then(|role| {
            let desk = self.desk_mut(role)?;
            let guest = desk.guest.as_ref()?;
            let (language, paired) = (guest.language, desk.paired_message(guest));
            Some((role, desk, language, paired))
        });
        let Some((role, desk, language, paired)) = matched else {
            let language = match &self.player.guest {
                Some(guest) => guest.language,
                None => lang.and_then(language_of).unwrap_or(self.host_language),
            };
            let text = catalogue::text(language, "relay-bad-token", &[]);
            let news = self
                .player
                .guest
                .is_some()
                .then_some((Role::Player, GuestNews::SeatDefended));
            return Err((refused("token", text), news));
        };
        let earlier = desk.live.replace(Live { id, outbox, kick });
        let was_live = earlier.is_some();
        if let Some(earlier) = earlier {
            earlier.close(Kick::Replaced);
        }
        let mut sent = vec![paired];
        sent.extend(desk.catch_up(since));
        // A device that replaced its own open connection never left.
        let news = GuestNews::Joined {
            language,
            again: !was_live,
        };
        Ok((sent, (role, news)))
    }

    /// The paired device's player chose another language on the page: what the relay and
    /// the host say to the device from now on is worded in it (its state at once, by the
    /// news). Refused, in words, for a connection that plays no seat or a language without a
    /// folder.
    pub fn choose_language(&mut self, id: u64, lang: &str) -> Result<News, ToDevice> {
        let now = self.language_on(id);
        let Some(role) = self.role_of(id) else {
            let text = catalogue::text(now, "relay-not-paired", &[]);
            return Err(refused("not_paired", text));
        };
        let Some(language) = language_of(lang) else {
            let known: Vec<&str> = Language::all()
                .map(|l| l.settings().name.as_str())
                .collect();
            let (shown, known) = (crate::notation::input::echo(lang), known.join(", "));
            let text = catalogue::text(
                now,
                "relay-unknown-language",
                &[("lang", Arg::Words(&shown)), ("known", Arg::Words(&known))],
            );
            return Err(refused("unreadable", text));
        };
        if let Some(guest) = self.desk_mut(role).and_then(|desk| desk.guest.as_mut()) {
            guest.language = language;
        }
        if let Some(gallery) = self.gallery.as_mut() {
            for (live, watching_in) in &mut gallery.watching {
                if live.id == id {
                    *watching_in = language;
                }
            }
        }
        Ok((role, GuestNews::LanguageChosen(language)))
    }

    /// Connection `id` closed. Returns the seat it played, if it played one.
    pub fn disconnect(&mut self, id: u64) -> Option<Role> {
        let role = self.role_of(id)?;
        if let Some(desk) = self.desk_mut(role) {
            desk.live = None;
        }
        if let Some(gallery) = self.gallery.as_mut() {
            gallery.watching.retain(|(live, _)| live.id != id);
        }
        Some(role)
    }

    /// The player's device's new state and sentences: sent to it when connected, and kept
    /// for when it comes back. Returns false when the connection could not keep up and was
    /// dropped (it comes back with its token and gets everything).
    ///
    /// What was worded in another `language` than the device's now is dropped: the device
    /// paired or chose its language while the host was wording it, and the host words the
    /// state anew when it hears of that (a German sentence reached an English device so).
    pub fn publish(
        &mut self,
        state: DeviceState,
        lines: Vec<SaidLine>,
        worded_in: Language,
    ) -> bool {
        let state = ToDevice::State {
            state: Box::new(state),
        };
        self.player.publish(state, lines, worded_in)
    }

    /// The arbiter's device's new overview and sentences, as [`Hub::publish`] for the
    /// player's (nothing when the arbiter's seat is not open).
    pub fn publish_arbiter(
        &mut self,
        overview: ArbiterState,
        lines: Vec<SaidLine>,
        worded_in: Language,
    ) -> bool {
        let Some(desk) = self.arbiter.as_mut() else {
            return true;
        };
        let overview = ToDevice::Overview {
            overview: Box::new(overview),
        };
        desk.publish(overview, lines, worded_in)
    }

    /// A new pairing code for the player's seat (the host asked for one, "neuer code"): the
    /// device paired so far loses its seat and must pair again with the new code.
    pub fn renew_code(&mut self, now: Instant) -> String {
        self.player.guest = None;
        if let Some(live) = self.player.live.take() {
            live.close(Kick::Unpaired);
        }
        self.player.pairing.renew(now)
    }

    /// The token and language of the device paired for `role`, for the journal: a resumed
    /// host lets the same device back in.
    pub fn token_of(&self, role: Role) -> Option<(String, Language)> {
        self.desk(role)
            .and_then(|desk| desk.guest.as_ref())
            .map(|guest| (guest.token.clone(), guest.language))
    }

    /// The player's paired device's token and language.
    pub fn guest_token(&self) -> Option<(String, Language)> {
        self.token_of(Role::Player)
    }

    /// The device paired for `role` before the host was restarted (`--resume`): its token
    /// lets it back in; the pairing code is not needed for it. Nothing when that seat is
    /// not open.
    pub fn restore(&mut self, role: Role, token: String, language: Language) {
        if let Some(desk) = self.desk_mut(role) {
            desk.guest = Some(Guest { token, language });
        }
    }

    /// The player's device paired before the host was restarted.
    pub fn restore_guest(&mut self, token: String, language: Language) {
        self.restore(Role::Player, token, language);
    }
}

/// A refusal of `kind` with its sentence.
pub fn refused(kind: &str, reason: String) -> ToDevice {
    ToDevice::Refused {
        reason,
        kind: kind.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::sync::mpsc::channel;

    fn hub() -> Hub {
        Hub::new(Color::Black, Language::GERMAN, Instant::now())
    }

    fn kick() -> (oneshot::Sender<Kick>, oneshot::Receiver<Kick>) {
        oneshot::channel()
    }

    #[test]
    fn the_code_pairs_one_device_and_no_second() {
        let mut hub = hub();
        let code = hub.code();
        let (tx, _rx) = channel(8);
        let first = hub.connect();
        let (sent, news) = hub
            .pair(
                first,
                &code,
                Some("en"),
                Role::Player,
                Instant::now(),
                tx.clone(),
                kick().0,
            )
            .unwrap();
        assert!(
            matches!(&sent[0], ToDevice::Paired { seat, lang, .. } if seat == "black" && lang == "en")
        );
        assert_eq!(
            news.1,
            GuestNews::Joined {
                language: Language::ENGLISH,
                again: false
            }
        );
        assert!(hub.is_live(first));
        // A second device with the same code: the seat is taken.
        let second = hub.connect();
        let (refusal, news) = hub
            .pair(
                second,
                &code,
                None,
                Role::Player,
                Instant::now(),
                tx,
                kick().0,
            )
            .unwrap_err();
        assert!(matches!(refusal, ToDevice::Refused { kind, .. } if kind == "seat_taken"));
        assert_eq!(news, Some((Role::Player, GuestNews::SeatDefended)));
        assert!(hub.is_live(first));
    }

    #[test]
    fn the_paired_device_chooses_another_language_and_only_it_may() {
        let mut hub = hub();
        let code = hub.code();
        let (tx, _rx) = channel(8);
        let id = hub.connect();
        hub.pair(
            id,
            &code,
            Some("en"),
            Role::Player,
            Instant::now(),
            tx,
            kick().0,
        )
        .unwrap();
        assert_eq!(hub.language(), Language::ENGLISH);
        // Another connection may not choose for the paired device.
        let stranger = hub.connect();
        let refusal = hub.choose_language(stranger, "de").unwrap_err();
        assert!(matches!(&refusal, ToDevice::Refused { kind, .. } if kind == "not_paired"));
        assert_eq!(hub.language(), Language::ENGLISH);
        // A language without a folder is refused in the device's words, naming those known.
        let refusal = hub.choose_language(id, "klingonisch").unwrap_err();
        let ToDevice::Refused { reason, kind } = &refusal else {
            panic!("not refused: {refusal:?}")
        };
        assert_eq!(kind, "unreadable");
        assert!(
            reason.starts_with("I do not know the language “klingonisch”. I know Deutsch, English"),
            "{reason}"
        );
        // By code or by name: from now on the device is told everything in German.
        let news = hub.choose_language(id, "Deutsch").unwrap();
        assert_eq!(news.1, GuestNews::LanguageChosen(Language::GERMAN));
        assert_eq!(hub.language(), Language::GERMAN);
        assert_eq!(
            hub.choose_language(id, "es").unwrap().1,
            GuestNews::LanguageChosen(Language::SPANISH)
        );
        assert_eq!(hub.guest_language(), Some(Language::SPANISH));
    }

    #[test]
    fn a_rejoining_device_gets_its_state_and_last_lines() {
        let mut hub = hub();
        let code = hub.code();
        let (tx, _rx) = channel(8);
        let id = hub.connect();
        let (sent, _) = hub
            .pair(id, &code, None, Role::Player, Instant::now(), tx, kick().0)
            .unwrap();
        let ToDevice::Paired { token, .. } = &sent[0] else {
            panic!("not paired")
        };
        assert!(hub.disconnect(id).is_some());
        let state = DeviceState {
            board: "8/8/8/8/8/8/8/8".into(),
            ..DeviceState::default()
        };
        let line = SaidLine {
            seq: 0,
            weight: "announcement".into(),
            shown: "Zug eins, Weiß: Bauer Eva vier (e4).".into(),
            spoken: "Zug eins, Weiß: Bauer Eva vier.".into(),
        };
        assert!(hub.publish(state.clone(), vec![line.clone()], Language::GERMAN));
        // A wrong token is refused, and the host is told.
        let (tx, mut rx) = channel(8);
        let other = hub.connect();
        assert!(
            hub.rejoin(other, "0123", None, None, tx.clone(), kick().0)
                .is_err()
        );
        let back = hub.connect();
        let (sent, news) = hub.rejoin(back, token, None, None, tx, kick().0).unwrap();
        assert_eq!(
            news.1,
            GuestNews::Joined {
                language: Language::GERMAN,
                again: true
            }
        );
        let numbered = SaidLine {
            seq: hub.player.next_seq - 1,
            ..line
        };
        assert!(sent.contains(&ToDevice::Lines {
            lines: vec![numbered]
        }));
        assert!(sent.contains(&ToDevice::State {
            state: Box::new(state.clone())
        }));
        // What is published now reaches it.
        assert!(hub.publish(state, Vec::new(), Language::GERMAN));
        assert!(matches!(rx.try_recv(), Ok(ToDevice::State { .. })));
    }

    /// Found by the relay's end-to-end test (once in nine runs): the host worded a step in
    /// German while an English device was pairing, and the German reached it. What was
    /// worded in another language than the device's now is dropped (the host words the
    /// state anew when it hears the device joined).
    #[test]
    fn what_was_worded_before_the_device_chose_its_language_is_not_sent() {
        let mut hub = hub();
        let code = hub.code();
        let (tx, mut rx) = channel(8);
        let id = hub.connect();
        hub.pair(
            id,
            &code,
            Some("en"),
            Role::Player,
            Instant::now(),
            tx,
            kick().0,
        )
        .unwrap();
        let german = SaidLine {
            seq: 0,
            weight: "message".into(),
            shown: "Weiß ist am Zug.".into(),
            spoken: "Weiß ist am Zug.".into(),
        };
        assert!(hub.publish(DeviceState::default(), vec![german], Language::GERMAN));
        assert!(rx.try_recv().is_err(), "nothing in German reached it");
        let english = SaidLine {
            seq: 0,
            weight: "message".into(),
            shown: "White to move.".into(),
            spoken: "White to move.".into(),
        };
        assert!(hub.publish(DeviceState::default(), vec![english], Language::ENGLISH));
        let Ok(ToDevice::Lines { lines }) = rx.try_recv() else {
            panic!("the English sentence came")
        };
        assert_eq!(lines[0].shown, "White to move.");
    }

    /// Issue 30 fault 7: every reconnect replayed the last 40 sentences. A device that says
    /// the number of the last sentence it had gets only the later ones.
    #[test]
    fn a_rejoining_device_gets_only_the_sentences_it_has_not_had() {
        let mut hub = hub();
        let code = hub.code();
        let (tx, mut rx) = channel(64);
        let id = hub.connect();
        let (sent, _) = hub
            .pair(id, &code, None, Role::Player, Instant::now(), tx, kick().0)
            .unwrap();
        let ToDevice::Paired { token, .. } = &sent[0] else {
            panic!("not paired")
        };
        let said = |n: u32| SaidLine {
            seq: 0,
            weight: "message".into(),
            shown: format!("Satz {n}."),
            spoken: format!("Satz {n}."),
        };
        for n in 1..=3 {
            assert!(hub.publish(DeviceState::default(), vec![said(n)], Language::GERMAN));
        }
        // Numbered in order as they went out.
        let mut numbers = Vec::new();
        while let Ok(message) = rx.try_recv() {
            if let ToDevice::Lines { lines } = message {
                numbers.extend(lines.iter().map(|line| line.seq));
            }
        }
        let first = numbers[0];
        assert_eq!(numbers, [first, first + 1, first + 2]);
        assert!(hub.disconnect(id).is_some());
        assert!(hub.publish(DeviceState::default(), vec![said(4)], Language::GERMAN));
        let (tx, _rx) = channel(64);
        let back = hub.connect();
        let (sent, _) = hub
            .rejoin(back, token, Some(first + 2), None, tx, kick().0)
            .unwrap();
        let resent: Vec<u64> = sent
            .iter()
            .flat_map(|message| match message {
                ToDevice::Lines { lines } => lines.iter().map(|line| line.seq).collect(),
                _ => Vec::new(),
            })
            .collect();
        assert_eq!(
            resent,
            [first + 3],
            "only the sentence said while it was away"
        );
        // Having had them all, it gets none again, only the state.
        let (tx, _rx) = channel(64);
        let again = hub.connect();
        let (sent, _) = hub
            .rejoin(again, token, Some(first + 3), None, tx, kick().0)
            .unwrap();
        assert!(
            !sent
                .iter()
                .any(|message| matches!(message, ToDevice::Lines { .. }))
        );
        assert!(
            sent.iter()
                .any(|message| matches!(message, ToDevice::State { .. }))
        );
    }

    #[test]
    fn a_device_that_cannot_keep_up_is_dropped_and_comes_back() {
        let mut hub = hub();
        let code = hub.code();
        let (tx, _rx) = channel(1);
        let id = hub.connect();
        let (sender, mut kicked) = kick();
        hub.pair(id, &code, None, Role::Player, Instant::now(), tx, sender)
            .unwrap();
        assert!(hub.publish(DeviceState::default(), Vec::new(), Language::GERMAN));
        assert!(!hub.publish(DeviceState::default(), Vec::new(), Language::GERMAN));
        assert!(!hub.is_live(id));
        assert_eq!(kicked.try_recv(), Ok(Kick::TooSlow));
    }

    #[test]
    fn a_second_connection_with_the_token_closes_the_first_and_a_new_code_closes_both() {
        let mut hub = hub();
        let code = hub.code();
        let (tx, _rx) = channel(8);
        let first = hub.connect();
        let (sender, mut first_kicked) = kick();
        let (sent, _) = hub
            .pair(
                first,
                &code,
                None,
                Role::Player,
                Instant::now(),
                tx.clone(),
                sender,
            )
            .unwrap();
        let ToDevice::Paired { token, .. } = &sent[0] else {
            panic!("not paired")
        };
        let second = hub.connect();
        let (sender, mut second_kicked) = kick();
        hub.rejoin(second, token, None, None, tx, sender).unwrap();
        assert_eq!(first_kicked.try_recv(), Ok(Kick::Replaced));
        assert!(hub.is_live(second));
        hub.renew_code(Instant::now());
        assert_eq!(second_kicked.try_recv(), Ok(Kick::Unpaired));
        assert!(!hub.paired());
    }

    /// Issue 30, the arbiter's seat: without `--arbiter` nobody takes it; once open, the
    /// arbiter pairs with its own code only (the player's code does not make an arbiter,
    /// nor the arbiter's a player), each token brings back its own seat, and what is
    /// published for one desk never reaches the other's device.
    #[test]
    fn the_arbiters_seat_has_its_own_code_token_and_messages() {
        let mut hub = hub();
        let player_code = hub.code();
        let (tx, _rx) = channel(8);
        let id = hub.connect();
        let (refusal, news) = hub
            .pair(
                id,
                &player_code,
                None,
                Role::Arbiter,
                Instant::now(),
                tx.clone(),
                kick().0,
            )
            .unwrap_err();
        assert!(matches!(refusal, ToDevice::Refused { kind, .. } if kind == "no_arbiter"));
        assert_eq!(news, None);

        let arbiter_code = hub.open_arbiter_seat(Instant::now());
        assert_eq!(hub.arbiter_code().as_deref(), Some(arbiter_code.as_str()));
        let wrong_for_arbiter = if player_code == arbiter_code {
            None
        } else {
            Some(player_code.clone())
        };
        if let Some(code) = wrong_for_arbiter {
            let id = hub.connect();
            assert!(
                hub.pair(
                    id,
                    &code,
                    None,
                    Role::Arbiter,
                    Instant::now(),
                    tx.clone(),
                    kick().0
                )
                .is_err(),
                "the player's code makes no arbiter"
            );
            assert!(
                !hub.paired_as(Role::Player),
                "nor was the player's seat taken"
            );
        }
        let (player_tx, mut player_rx) = channel(8);
        let player = hub.connect();
        let (sent, _) = hub
            .pair(
                player,
                &player_code,
                None,
                Role::Player,
                Instant::now(),
                player_tx,
                kick().0,
            )
            .unwrap();
        let ToDevice::Paired {
            token: player_token,
            ..
        } = &sent[0]
        else {
            panic!("not paired")
        };
        let (arbiter_tx, mut arbiter_rx) = channel(8);
        let arbiter = hub.connect();
        let (sent, news) = hub
            .pair(
                arbiter,
                &arbiter_code,
                Some("en"),
                Role::Arbiter,
                Instant::now(),
                arbiter_tx,
                kick().0,
            )
            .unwrap();
        assert!(
            matches!(&sent[0], ToDevice::Paired { seat, lang, .. } if seat == "arbiter" && lang == "en")
        );
        let ToDevice::Paired {
            token: arbiter_token,
            ..
        } = &sent[0]
        else {
            panic!("not paired")
        };
        assert_eq!(news.0, Role::Arbiter);
        assert_eq!(hub.role_of(arbiter), Some(Role::Arbiter));
        assert_eq!(hub.role_of(player), Some(Role::Player));
        assert_eq!(hub.language_on(arbiter), Language::ENGLISH);
        assert_eq!(hub.language_on(player), Language::GERMAN);

        // Each desk's messages reach its own device only.
        assert!(hub.publish_arbiter(ArbiterState::default(), Vec::new(), Language::ENGLISH));
        assert!(matches!(
            arbiter_rx.try_recv(),
            Ok(ToDevice::Overview { .. })
        ));
        assert!(player_rx.try_recv().is_err());
        assert!(hub.publish(DeviceState::default(), Vec::new(), Language::GERMAN));
        assert!(matches!(player_rx.try_recv(), Ok(ToDevice::State { .. })));
        assert!(arbiter_rx.try_recv().is_err());

        // Each token brings back its own seat.
        assert_eq!(hub.disconnect(arbiter), Some(Role::Arbiter));
        let (tx, _rx) = channel(8);
        let back = hub.connect();
        let (sent, news) = hub
            .rejoin(back, arbiter_token, None, None, tx.clone(), kick().0)
            .unwrap();
        assert!(matches!(&sent[0], ToDevice::Paired { seat, .. } if seat == "arbiter"));
        assert_eq!(
            news,
            (
                Role::Arbiter,
                GuestNews::Joined {
                    language: Language::ENGLISH,
                    again: true
                }
            )
        );
        assert_eq!(hub.disconnect(player), Some(Role::Player));
        let again = hub.connect();
        let (sent, news) = hub
            .rejoin(again, player_token, None, None, tx, kick().0)
            .unwrap();
        assert!(matches!(&sent[0], ToDevice::Paired { seat, .. } if seat == "black"));
        assert_eq!(news.0, Role::Player);
        // A new code for the player leaves the arbiter paired.
        hub.renew_code(Instant::now());
        assert!(!hub.paired());
        assert!(hub.paired_as(Role::Arbiter));
        assert!(hub.is_live(back));
    }

    /// A host started again numbers its sentences above those of its earlier run: a device
    /// that comes back with the last number it had is sent the new run's sentences.
    #[test]
    fn a_host_started_again_numbers_above_its_earlier_run() {
        let earlier = hub();
        std::thread::sleep(std::time::Duration::from_millis(2));
        let again = hub();
        assert!(again.player.next_seq > earlier.player.next_seq + 1000);
        assert!(
            again.player.next_seq < 1 << 53,
            "exact in the page's script"
        );
    }
}
