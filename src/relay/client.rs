//! The connection of a joining ansage (`ansage join`) to the host: it pairs with the code,
//! sends its player's lines, and hands what the host sends to the terminal. When the
//! connection drops it comes back with its token by itself, and lines typed meanwhile wait
//! and are sent, in order, once it is back: nothing the player entered is lost.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

use super::protocol::{FromDevice, ToDevice};

/// What the joining terminal hears from its connection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostNews {
    /// A message from the host.
    Sent(ToDevice),
    /// The connection is gone; it is tried again (unless the pairing was refused).
    Lost,
    /// The host could not be reached at all (the first try only): what the system said, when
    /// it was a system error.
    Unreachable(Option<std::io::ErrorKind>),
}

/// The joining side's connection.
pub struct Connection {
    lines: mpsc::UnboundedSender<Vec<String>>,
    runtime: Option<tokio::runtime::Runtime>,
}

impl Connection {
    /// Connects to the host at `address` (`HOST:PORT`) with `hello` (a pairing or a token),
    /// handing everything the host sends to `news`.
    pub fn open(
        address: &str,
        hello: FromDevice,
        news: impl Fn(HostNews) -> bool + Send + Sync + 'static,
    ) -> std::io::Result<Connection> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("ansage-join")
            .enable_all()
            .build()?;
        let (lines, waiting) = mpsc::unbounded_channel();
        let url = format!("ws://{}/ws", with_port(address));
        runtime.spawn(keep_connected(url, hello, waiting, news));
        Ok(Connection {
            lines,
            runtime: Some(runtime),
        })
    }

    /// Sends a line of the player's; while the connection is down it waits its turn.
    pub fn send(&self, line: &str) {
        let _ = self.lines.send(vec![line.to_owned()]);
    }

    /// Sends what the microphone heard (its alternatives, most likely first); while the
    /// connection is down it waits its turn.
    pub fn send_heard(&self, alternatives: Vec<String>) {
        if !alternatives.is_empty() {
            let _ = self.lines.send(alternatives);
        }
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_timeout(Duration::from_millis(200));
        }
    }
}

/// `HOST[:PORT]` as typed, or as the page's address (`http://HOST:PORT/`), with the relay's
/// port 7878 when none is given.
pub fn with_port(address: &str) -> String {
    let bare = address
        .trim()
        .trim_start_matches("http://")
        .trim_end_matches('/');
    let has_port = match bare.rsplit_once(':') {
        // "[::1]:7878" has one after the bracket; "[::1]" and "::1" have none.
        Some((host, port)) => {
            port.parse::<u16>().is_ok() && (!host.contains(':') || host.ends_with(']'))
        }
        None => false,
    };
    if has_port {
        bare.to_owned()
    } else if bare.contains(':') && !bare.starts_with('[') {
        format!("[{bare}]:7878")
    } else {
        format!("{bare}:7878")
    }
}

async fn keep_connected(
    url: String,
    mut hello: FromDevice,
    mut waiting: mpsc::UnboundedReceiver<Vec<String>>,
    news: impl Fn(HostNews) -> bool,
) {
    let mut ever_connected = false;
    let mut pause = Duration::from_millis(250);
    // A line taken from the queue but not yet sent when the connection broke.
    let mut unsent: Option<Vec<String>> = None;
    // The number of the last sentence shown (issue 30 fault 7): a rejoin asks only for
    // later ones, and one had already is not shown twice.
    let mut last_seq: Option<u64> = None;
    loop {
        let socket =
            match tokio_tungstenite::connect_async_with_config(url.as_str(), None, true).await {
                Ok((socket, _)) => socket,
                Err(error) => {
                    if !ever_connected {
                        let kind = match &error {
                            tokio_tungstenite::tungstenite::Error::Io(io) => Some(io.kind()),
                            _ => None,
                        };
                        news(HostNews::Unreachable(kind));
                        return;
                    }
                    tokio::time::sleep(pause).await;
                    pause = (pause * 2).min(Duration::from_secs(3));
                    continue;
                }
            };
        ever_connected = true;
        pause = Duration::from_millis(250);
        let (mut sink, mut stream) = socket.split();
        if let FromDevice::Rejoin { since, .. } = &mut hello {
            *since = last_seq;
        }
        let Ok(text) = serde_json::to_string(&hello) else {
            return;
        };
        if sink.send(Message::Text(text.into())).await.is_err() {
            continue;
        }
        let mut paired = false;
        let mut refused_for_good = false;
        loop {
            tokio::select! {
                incoming = stream.next() => {
                    let Some(Ok(Message::Text(text))) = incoming else {
                        match incoming {
                            Some(Ok(_)) => continue,
                            _ => break,
                        }
                    };
                    let Ok(mut message) = serde_json::from_str::<ToDevice>(text.as_str()) else {
                        continue;
                    };
                    if let ToDevice::Lines { lines } = &mut message {
                        // A host started again (`--resume`) numbers its sentences from one
                        // again: it only ever sends numbers above the one asked for, so a
                        // number at or below the last one had means a new numbering, and
                        // every sentence of it is new here.
                        if lines
                            .iter()
                            .any(|line| line.seq > 0 && last_seq.is_some_and(|last| line.seq <= last))
                        {
                            last_seq = None;
                        }
                        lines.retain(|line| line.seq == 0 || last_seq.is_none_or(|last| line.seq > last));
                        if let Some(newest) = lines.iter().map(|line| line.seq).max() {
                            last_seq = last_seq.max(Some(newest)).filter(|&n| n > 0);
                        }
                        if lines.is_empty() {
                            continue;
                        }
                    }
                    match &message {
                        ToDevice::Paired { token, lang, .. } => {
                            hello = FromDevice::Rejoin {
                                token: token.clone(),
                                since: None,
                                lang: Some(lang.clone()),
                            };
                            paired = true;
                        }
                        ToDevice::Refused { .. } if !paired => {
                            refused_for_good = true;
                        }
                        // The host closed the seat here: opened elsewhere, or a new code.
                        ToDevice::Refused { kind, .. } if kind == "replaced" || kind == "unpaired" => {
                            refused_for_good = true;
                        }
                        _ => {}
                    }
                    if !news(HostNews::Sent(message)) || refused_for_good {
                        // Turned away: said, and no trying again.
                        if refused_for_good {
                            news(HostNews::Lost);
                        }
                        return;
                    }
                    // Lines typed while the connection was down go now, in order.
                    if paired {
                        if let Some(line) = unsent.take() {
                            if send_line(&mut sink, &line).await.is_err() {
                                unsent = Some(line);
                                break;
                            }
                        }
                    }
                }
                line = waiting.recv(), if paired && unsent.is_none() => {
                    let Some(line) = line else { return };
                    if send_line(&mut sink, &line).await.is_err() {
                        unsent = Some(line);
                        break;
                    }
                }
            }
        }
        if !news(HostNews::Lost) {
            return;
        }
        tokio::time::sleep(pause).await;
    }
}

async fn send_line<S>(sink: &mut S, line: &[String]) -> Result<(), ()>
where
    S: SinkExt<Message> + Unpin,
{
    let message = match line {
        [text] => FromDevice::Line { text: text.clone() },
        alternatives => FromDevice::Heard {
            alternatives: alternatives.to_vec(),
        },
    };
    let text = serde_json::to_string(&message).map_err(|_| ())?;
    sink.send(Message::Text(text.into())).await.map_err(|_| ())
}

#[cfg(test)]
mod tests {
    use super::with_port;

    #[test]
    fn the_port_is_7878_unless_given() {
        assert_eq!(with_port("192.168.1.20"), "192.168.1.20:7878");
        assert_eq!(with_port("192.168.1.20:7979"), "192.168.1.20:7979");
        assert_eq!(with_port("http://192.168.1.20:7979/"), "192.168.1.20:7979");
        assert_eq!(with_port("[::1]:7979"), "[::1]:7979");
        assert_eq!(with_port("::1"), "[::1]:7878");
        assert_eq!(with_port("localhost"), "localhost:7878");
    }
}
