// ansage's page for the player who joins from a browser. It pairs with the host's code,
// then shows what the host sends: this player's own board (the last move and a king in
// check marked, coordinates on its edges) and record, the clocks, what to do now and the
// latest answers beside the board, and every announcement (in a live region, and spoken if
// the player wishes). Moves are entered by tapping the from-square and the to-square (a
// promotion's piece chosen in the page), or typed. What is entered while the connection is
// down waits and is sent when it is back, unless the game went on meanwhile (then the page
// says so). Sentences are numbered by the host: a page that comes back says the last it had
// and shows none twice.
// Paired with the arbiter's code, the page is the arbiter's instead: both boards, both
// records, the clocks and the arbiter's actions (see renderArbiter below).
"use strict";

// The texts (TEXTS, by language code) come from the host's catalogues, in texts.js.
const GLYPHS = { k: "♚", q: "♛", r: "♜", b: "♝", n: "♞", p: "♟" };
const TOKEN_KEY = "ansage-token";

// The browser's language if the host has texts for it, else the first the host has.
const LANGUAGES = Object.keys(TEXTS);
const known = (code) => LANGUAGES.includes(code);
let lang = (navigator.languages || [navigator.language || ""]).map((tag) => tag.slice(0, 2).toLowerCase()).find(known) || LANGUAGES[0];
let socket = null;
// The connection's status: a text key (worded anew when the language changes), or null for
// a sentence the host sent.
let statusKey = null;
let state = null;
let chosen = null;
// The one square the Tab key reaches; the arrow keys move it (a grid is one tab stop).
let cursor = null;
let lastDrawn = null;
let retry = 0;
let pairedOnce = false;
// The number of the last sentence shown (0: none yet); sent with a rejoin.
let lastSeq = 0;
// Lines entered while the connection was down, in order, and the state they were entered in.
let queue = [];
let queuedIn = null;
// Set between "paired" and the first state after it: the queue goes out then.
let rejoining = false;
// Set between "paired" and the sentences the host sends again after it.
let catchingUp = false;
// The promotion the chooser is open for: [from, to].
let promoting = null;
// Whether the game was over at the last state (the end is said once, when it comes).
let wasOver = false;
// Set when the host closed this page's seat (opened elsewhere, or a new code): no reconnecting.
let stopped = false;
// Whether this page is the arbiter's (paired with the seat "arbiter"), and the arbiter's
// overview: both players' boards and records, the clocks, what waits for a decision.
let arbiter = false;
let overview = null;
const $ = (id) => document.getElementById(id);
const t = (key) => TEXTS[lang][key] || "";

function applyTexts() {
  document.documentElement.lang = lang;
  document.title = t("title");
  document.querySelectorAll("[data-t]").forEach((el) => { el.textContent = t(el.dataset.t); });
  document.querySelectorAll("[data-t-label]").forEach((el) => { el.setAttribute("aria-label", t(el.dataset.tLabel)); });
  const languages = $("lang");
  if (languages.options.length !== LANGUAGES.length) {
    languages.replaceChildren();
    for (const code of LANGUAGES) {
      const o = document.createElement("option");
      o.value = code;
      o.textContent = TEXTS[code]["language-name"];
      o.lang = code;
      languages.append(o);
    }
  }
  const pieces = $("promotion-pieces");
  pieces.replaceChildren();
  for (const role of ["q", "r", "b", "n"]) {
    const button = document.createElement("button");
    button.value = role;
    button.dataset.role = role;
    const glyph = document.createElement("span");
    glyph.className = "glyph";
    glyph.setAttribute("aria-hidden", "true");
    glyph.textContent = GLYPHS[role];
    const name = document.createElement("span");
    name.textContent = t(`piece-${role}`);
    button.append(glyph, name);
    pieces.append(button);
  }
  const select = $("differs-piece");
  select.replaceChildren();
  const add = (value, label) => { const o = document.createElement("option"); o.value = value; o.textContent = label; select.append(o); };
  add("", t("empty"));
  for (const color of ["w", "b"]) {
    for (const role of ["k", "q", "r", "b", "n", "p"]) {
      add(color + role, `${t(color === "w" ? "white" : "black")}: ${t(`piece-${role}`)}`);
    }
  }
  $("lang").value = lang;
  if (statusKey) $("status").textContent = t(statusKey);
  // What the state shows (whose turn, the clocks, the squares' names) in the new words.
  if (state) render();
  if (overview) renderArbiter();
}

function status(text, key = null) { statusKey = key; $("status").textContent = text; }

function connect(hello) {
  status(t("connecting"), "connecting");
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(`${scheme}//${location.host}/ws`);
  socket.onopen = () => { retry = 0; socket.send(JSON.stringify(hello())); };
  renderQueue();
  socket.onmessage = (event) => receive(JSON.parse(event.data));
  socket.onclose = () => {
    const token = sessionToken();
    if (!token || stopped) { return; }
    status(t("lost"), "lost");
    retry = Math.min(retry + 1, 5);
    renderQueue();
    setTimeout(() => connect(rejoin), 500 * retry);
  };
}

// A rejoin names the last sentence this page has, so only later ones come again, and the
// page's language, for a refusal when the seat is no longer this page's.
function rejoin() {
  const message = { type: "rejoin", token: sessionToken(), lang };
  if (lastSeq > 0) message.since = lastSeq;
  return message;
}

function sessionToken() { try { return localStorage.getItem(TOKEN_KEY); } catch (e) { return null; } }

function receive(message) {
  switch (message.type) {
    case "paired":
      try { localStorage.setItem(TOKEN_KEY, message.token); } catch (e) { /* private mode */ }
      if (known(message.lang)) lang = message.lang;
      applyTexts();
      arbiter = message.seat === "arbiter";
      $("layout").hidden = arbiter;
      $("arbiter").hidden = !arbiter;
      $("pairing").hidden = true;
      $("game").hidden = false;
      status(t("connected"), "connected");
      rejoining = true;
      catchingUp = true;
      // The arbiter's line is at the foot of the actions: focused without scrolling the
      // boards away.
      if (!pairedOnce) { pairedOnce = true; if (arbiter) $("arb-line").focus({ preventScroll: true }); else $("line").focus(); }
      break;
    case "refused": {
      // The seat is closed to this page (opened elsewhere, a new code): what waited for the
      // connection will never go out, and the player is told so with the reason.
      const kicked = ["replaced", "token", "unpaired"].includes(message.kind);
      const unsent = kicked ? dropQueue() : "";
      if (message.kind === "replaced") {
        stopped = true;
        status(message.reason);
      }
      if (message.kind === "token" || message.kind === "unpaired") {
        stopped = message.kind === "unpaired";
        try { localStorage.removeItem(TOKEN_KEY); } catch (e) { /* nothing kept */ }
        $("pairing").hidden = false;
        $("game").hidden = true;
      }
      if ($("game").hidden) {
        $("pair-error").textContent = unsent ? `${message.reason} ${unsent}` : message.reason;
      } else {
        say([{ weight: "refusal", shown: message.reason, spoken: message.reason }]);
        if (unsent) say([{ weight: "refusal", shown: unsent, spoken: unsent }]);
      }
      break;
    }
    case "lines":
      say(message.lines, catchingUp);
      catchingUp = false;
      break;
    case "state":
      state = message.state;
      render();
      drawFeedback();
      catchingUp = false;
      if (rejoining) { rejoining = false; flushQueue(); }
      break;
    case "overview":
      overview = message.overview;
      renderArbiter();
      drawFeedback();
      catchingUp = false;
      if (rejoining) { rejoining = false; flushQueue(); }
      break;
  }
}

function say(lines, catchUp = false) {
  const log = $("log");
  // A sentence this page has shown already (the host sends the recent ones again after a
  // drop) is not shown or read again; an unnumbered one (seq 0) always is. Numbers that
  // went back (a host started anew, counting from one) start the count anew.
  const numbers = lines.map((line) => line.seq || 0).filter((seq) => seq > 0);
  if (numbers.length && (catchUp ? Math.max(...numbers) < lastSeq : numbers[0] <= lastSeq)) lastSeq = 0;
  lines = lines.filter((line) => !line.seq || line.seq > lastSeq);
  if (!lines.length) return;
  for (const line of lines) if (line.seq) lastSeq = Math.max(lastSeq, line.seq);
  showFeedback(lines);
  for (const line of lines) {
    const p = document.createElement("p");
    p.textContent = line.shown;
    const urgent = line.weight === "announcement" || line.weight === "warning";
    if (urgent) p.className = "announcement";
    log.append(p);
    if (line.weight !== "screen" && $("speak").checked && "speechSynthesis" in window) {
      // A move or a warning is heard at once, never behind a long answer.
      if (urgent) speechSynthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(line.spoken);
      utterance.lang = t("speech-lang");
      speechSynthesis.speak(utterance);
    }
  }
  while (log.children.length > 200) log.firstChild.remove();
  log.scrollTop = log.scrollHeight;
}

// The latest answers beside the board (refusals, a wrong repetition, F2.7's steps), so
// nobody has to scroll to the log for them: the last step's sentences, but not the move
// shown just above them; a refusal stays until the player enters something again.
let refusals = [];
let latest = [];
function showFeedback(lines) {
  const shown = lines.filter((line) => line.weight !== "screen");
  if (!shown.length) return;
  refusals = refusals.concat(shown.filter((line) => line.weight === "refusal"));
  const others = shown.filter((line) => line.weight !== "refusal");
  if (others.length) latest = others;
  drawFeedback();
}

// Where the latest answers stand: beside the player's board, or the arbiter's boards.
function feedbackBox() { return $(arbiter ? "arb-feedback" : "feedback"); }

function drawFeedback() {
  const feedback = feedbackBox();
  feedback.replaceChildren();
  // The move shown just below (the state comes after its sentences) is not shown twice.
  const shown = arbiter ? overview : state;
  const last = shown && shown.last ? shown.last.shown : null;
  for (const line of refusals.concat(latest.filter((line) => line.shown !== last))) {
    const p = document.createElement("p");
    p.textContent = line.shown;
    if (line.weight === "warning" || line.weight === "refusal") p.className = line.weight;
    feedback.append(p);
  }
  renderQueue();
  feedback.parentElement.scrollTop = 0;
}

// What waits for the connection, beside the board.
function renderQueue() {
  const feedback = feedbackBox();
  let note = $("queued");
  if (!queue.length) { if (note) note.remove(); return; }
  if (!note) {
    note = document.createElement("p");
    note.id = "queued";
    note.className = "queued";
  }
  note.textContent = t("queued").replace("{moves}", queue.join(", "));
  feedback.prepend(note);
}

// After a rejoin: what was entered while the connection was down goes out in order, if the
// game stands where it stood then; else it is dropped, and the player is told which.
function flushQueue() {
  if (!queue.length) return;
  const lines = queue;
  const enteredIn = queuedIn;
  queue = [];
  queuedIn = null;
  renderQueue();
  if (enteredIn !== snapshot()) {
    const text = t("queue-dropped").replace("{moves}", lines.join(", "));
    say([{ weight: "refusal", shown: text, spoken: text }]);
    return;
  }
  for (const text of lines) socket.send(JSON.stringify({ type: "line", text }));
}

// The lines waiting for the connection, dropped for good (the seat is no longer this
// page's): the sentence that says so, or "" when none waited.
function dropQueue() {
  if (!queue.length) return "";
  const text = t("queue-kicked").replace("{moves}", queue.join(", "));
  queue = [];
  queuedIn = null;
  renderQueue();
  return text;
}

// What the game looked like to this page: a queued line is sent only if it still does.
function snapshot() {
  if (arbiter) return overview ? JSON.stringify([overview.game, overview.turn, overview.white.record.length, overview.black.record.length, overview.proposal_now, overview.result]) : "";
  return state ? JSON.stringify([state.board, state.turn, state.record.length, state.repeat_now, state.move_now, state.question_now, state.offer_now, state.result]) : "";
}

function squareName(file, rank) { return "abcdefgh"[file] + (rank + 1); }

function placement(board) {
  const squares = {};
  board.split("/").forEach((row, index) => {
    const rank = 7 - index;
    let file = 0;
    for (const c of row) {
      if (/\d/.test(c)) { file += Number(c); continue; }
      squares[squareName(file, rank)] = { color: c === c.toUpperCase() ? "w" : "b", role: c.toLowerCase() };
      file += 1;
    }
  });
  return squares;
}

function spoken(square) {
  const file = "abcdefgh".indexOf(square[0]);
  return `${t(`file-${square[0]}`)} ${t(`rank-${square[1]}`)}`;
}

function render() {
  // Meder's 3D chess: the 3D boards instead of the one board; a differing board is told in
  // the line (F2.7), not with the square form of flat chess.
  const three = state.variant === "3D Meder";
  $("board-frame").hidden = three;
  $("board-label").hidden = three;
  $("board3d").hidden = !three;
  $("board3d-label").hidden = !three;
  $("differs-form").hidden = three;
  if (three) {
    const drawn = JSON.stringify([state.board, state.seat, chosen, state.taps, lang, state.last_move, state.check]);
    if (drawn !== lastDrawn) {
      lastDrawn = drawn;
      draw3d();
    }
    renderText();
    return;
  }
  const pieces = placement(state.board);
  const board = $("board");
  // The board is drawn anew only when something on it changed, so a screen reader's place
  // on it stays; a square that had the focus keeps it.
  const drawn = JSON.stringify([state.board, state.seat, chosen, state.legal, cursor, lang, state.last_move, state.check]);
  if (drawn !== lastDrawn) {
    lastDrawn = drawn;
    drawBoard(pieces, board);
  }
  renderText();
}

function drawBoard(pieces, board) {
  const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.square : null;
  board.replaceChildren();
  const white = state.seat === "white";
  const targets = chosen ? state.legal.filter((m) => m.startsWith(chosen)).map((m) => m.slice(2, 4)) : [];
  const last = state.last_move || [];
  for (let row = 0; row < 8; row++) {
    const line = document.createElement("div");
    line.setAttribute("role", "row");
    line.style.display = "contents";
    for (let col = 0; col < 8; col++) {
      const file = white ? col : 7 - col;
      const rank = white ? 7 - row : row;
      const name = squareName(file, rank);
      const piece = pieces[name];
      const cell = document.createElement("button");
      cell.type = "button";
      cell.setAttribute("role", "gridcell");
      cell.className = `square ${(file + rank) % 2 === 0 ? "dark" : "light"}`;
      cell.dataset.square = name;
      cell.tabIndex = name === (cursor || defaultCursor()) ? 0 : -1;
      dressSquare(cell, name, piece, spoken(name), targets, last);
      cell.addEventListener("click", () => tap(name));
      line.append(cell);
    }
    board.append(line);
  }
  if (focused) focusSquare(focused);
}

// What a square of the player's board shows and is named: the piece (a glyph, hidden from
// screen readers, which hear its name), the chosen square, where it may go, the last move
// and a king in check, for the eye and in the name ("Cäsar five: Black pawn, last move
// (c5)"); `said` is the square's name read aloud.
function dressSquare(cell, name, piece, said, targets, last) {
  if (chosen === name) { cell.classList.add("chosen"); cell.setAttribute("aria-pressed", "true"); }
  if (targets.includes(name)) cell.classList.add("target");
  let label = piece ? `${said}: ${t(piece.color === "w" ? "white" : "black")} ${t(`piece-${piece.role}`)}` : `${said}: ${t("empty")}`;
  const marks = [];
  if (last.includes(name)) { cell.classList.add("last"); marks.push(t("mark-last")); }
  if (state.check === name) { cell.classList.add("check"); marks.push(t("mark-check")); }
  if (marks.length) label += `, ${marks.join(", ")}`;
  cell.setAttribute("aria-label", `${label} (${name})`);
  if (piece) cell.append(glyphOf(piece));
}

// A piece as the eye sees it (its name is in the square's label, so screen readers skip it).
function glyphOf(piece) {
  const glyph = document.createElement("span");
  glyph.className = piece.color === "w" ? "piece-white" : "piece-black";
  glyph.setAttribute("aria-hidden", "true");
  glyph.textContent = GLYPHS[piece.role];
  return glyph;
}

function renderText() {
  const white = state.seat === "white";
  // The coordinates in the player's orientation: files below the board, ranks on its left.
  const files = $("files");
  const ranks = $("ranks");
  files.replaceChildren();
  ranks.replaceChildren();
  for (let i = 0; i < 8; i++) {
    const letter = document.createElement("span");
    letter.textContent = "abcdefgh"[white ? i : 7 - i];
    files.append(letter);
    const number = document.createElement("span");
    number.textContent = String(white ? 8 - i : i + 1);
    ranks.append(number);
  }
  $("prompt").textContent = `${t("you")} ${t(state.seat)}. ${situation()}`;
  // How to repeat, under the move to repeat.
  $("hint").textContent = state.repeat_now && state.to_repeat && !state.result ? t("repeat-now") : "";
  renderEnd();
  $("last").textContent = state.last ? state.last.shown : "";
  const record = $("record");
  record.replaceChildren();
  for (let i = 0; i < state.record.length; i += 2) {
    const li = document.createElement("li");
    li.textContent = state.record.slice(i, i + 2).join("  ");
    record.append(li);
  }
  renderClock();
}

function situation() {
  if (state.result) return `${t("over")} ${state.result}`;
  if (state.question_now) return t("answer-yes-no");
  // The opponent's draw offer waits for this player's yes or no (article 9.1); a move of
  // theirs declines it too.
  if (state.offer_now && state.move_now) return t("offer-or-move");
  if (state.offer_now) return `${state.repeat_now ? `${plain()} ` : ""}${t("offer-waits")}`;
  return plain();
}

// Whose move it is and what this player is to do, without a question or an offer.
function plain() {
  if (state.repeat_now && state.to_repeat) return `${t("repeat-move").replace("{move}", state.to_repeat)}.`;
  if (state.repeat_now) return t("repeat-now");
  if (state.move_now) return t("your-move");
  return `${t(state.turn)} ${t("to-move")}`;
}

// The end of the game, in a panel beside the board: the result and why; when the page first
// sees it, it says it in the live region too.
function renderEnd() {
  const over = Boolean(state.result);
  $("end").hidden = !over;
  // What the ended game would refuse is not offered: the draw, claim, resignation and
  // yes/no buttons, "my board differs" and the line. "Repeat last move" and the record stay.
  for (const line of ["offer", "claim", "resign"]) {
    document.querySelector(`#buttons [data-line="${line}"]`).disabled = over;
  }
  // Yes and No answer something: a question asked of this player, or the opponent's draw
  // offer; with nothing asked they would only be refused.
  const asked = Boolean(state.question_now || state.offer_now);
  for (const line of ["yes", "no"]) {
    document.querySelector(`#buttons [data-line="${line}"]`).disabled = over || !asked;
  }
  $("differs-fieldset").disabled = over;
  $("line").disabled = over;
  $("line-send").disabled = over;
  // A button the focus was on and that is disabled now gives the focus to "repeat last
  // move", so a screen reader's place is not lost.
  const focused = document.activeElement;
  if (focused && focused.disabled) document.querySelector('#buttons [data-line="repeat"]').focus();
  if (!over) { wasOver = false; return; }
  $("end-result").textContent = state.result;
  $("end-reason").textContent = state.ending || "";
  if (!wasOver) {
    wasOver = true;
    const text = `${t("game-over")}: ${state.result}${state.ending ? `. ${state.ending}` : ""}`;
    const log = $("log");
    const p = document.createElement("p");
    p.className = "announcement";
    p.textContent = text;
    log.append(p);
    log.scrollTop = log.scrollHeight;
  }
}

function renderClock() {
  const clocks = $("clocks");
  clocks.hidden = !state || !state.clock;
  if (!state || !state.clock) return;
  const format = (ms) => { const s = Math.max(0, Math.floor(ms / 1000)); return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`; };
  for (const color of ["white", "black"]) {
    const el = $(`clock-${color}`);
    el.textContent = `${t(color)} ${format(state.clock[`${color}_ms`])}`;
    el.classList.toggle("running", state.clock.running === color);
  }
}

function defaultCursor() { return state && state.seat === "black" ? "e7" : "e2"; }

function moveCursor(event) {
  const from = event.target.dataset && event.target.dataset.square;
  if (!from || !state) return;
  const white = state.seat === "white";
  const steps = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
  let file = "abcdefgh".indexOf(from[0]);
  let rank = Number(from[1]) - 1;
  if (event.key in steps) {
    const [df, dr] = steps[event.key];
    file += white ? df : -df;
    rank += white ? dr : -dr;
  } else if (event.key === "Home") {
    file = white ? 0 : 7;
  } else if (event.key === "End") {
    file = white ? 7 : 0;
  } else {
    return;
  }
  event.preventDefault();
  if (file < 0 || file > 7 || rank < 0 || rank > 7) return;
  cursor = squareName(file, rank);
  document.querySelectorAll(".square").forEach((cell) => { cell.tabIndex = cell.dataset.square === cursor ? 0 : -1; });
  focusSquare(cursor);
}

function tap(square) {
  // The game is over: the board is there to be read, no move is sent from it.
  if (state && state.result) return;
  cursor = square;
  if (!chosen) { chosen = square; render(); focusSquare(square); return; }
  if (chosen === square) { chosen = null; render(); focusSquare(square); return; }
  const from = chosen;
  chosen = null;
  const move = from + square;
  render();
  // A legal promotion asks for the piece, in the page; any other move (an impossible pawn
  // move to the last rank too) is sent as it is, and the host says what is wrong with it.
  if (state.legal.some((m) => m.length === 5 && m.startsWith(move))) {
    choosePromotion(from, square);
    return;
  }
  send(move);
  focusSquare(square);
}

// ---- Meder's three-dimensional chess (issue 32 §2) ----
// A number in words (0 to 9), for the names of ranks and pins read aloud.
function number3(n) { return (t("numbers").split(" ")[n]) || String(n); }

// A level's name as said: "Weiß", "Damen-Pin eins".
function levelName3(level) {
  if (level.length === 1) return t(`level-${level}`);
  return `${t(`pin-${level.slice(0, 2)}`)} ${number3(Number(level[2]))}`;
}

// A square's name as said: "Bella zwei auf Weiß".
function spoken3(square) {
  return `${t(`file-${square[0]}`)} ${t(`rank-${square[1]}`)} ${t("on")} ${levelName3(square.slice(2))}`;
}

// The player's 3D boards (placed by Board3D, board3d.js): each square and each pin's
// handle a button to tap, named with its level, marked as on the flat board.
function draw3d() {
  const area = $("board3d");
  const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.square : null;
  const taps = state.taps || [];
  const targets = chosen ? taps.filter((m) => m.from === chosen).map((m) => m.to) : [];
  const last = state.last_move || [];
  const square = (name, piece, dark, onDeck) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = `sq3 ${dark ? "dark" : "light"}${onDeck ? " deck" : ""}`;
    button.dataset.square = name;
    button.tabIndex = name === (cursor3 || defaultCursor3()) ? 0 : -1;
    dressSquare(button, name, piece, spoken3(name), targets, last);
    button.addEventListener("click", () => tap3(name));
    return button;
  };
  // The pin's handle: the deck's name and colour, tapped to move the deck, or an empty
  // pin, tapped as a deck's target.
  const pin = (name, deck) => {
    const handle = document.createElement("button");
    handle.type = "button";
    handle.className = `pin3${deck ? ` with-deck deck-${deck === "w" ? "white" : "black"}` : ""}`;
    handle.dataset.square = name;
    handle.tabIndex = name === cursor3 ? 0 : -1;
    handle.textContent = name;
    const what = deck ? t(deck === "w" ? "deck-white" : "deck-black") : t("no-deck");
    // The name begins with what the handle shows (DP1), so a voice user says what
    // they see.
    let label = `${name}: ${levelName3(name)}, ${what}`;
    if (chosen === name) { handle.classList.add("chosen"); handle.setAttribute("aria-pressed", "true"); }
    if (targets.includes(name)) handle.classList.add("target");
    if (last.includes(name)) { handle.classList.add("last"); label += `, ${t("mark-last")}`; }
    handle.setAttribute("aria-label", label);
    handle.addEventListener("click", () => tap3(name));
    return handle;
  };
  // The player's own side at the bottom: for White S on top, for Black W on top.
  Board3D.draw(area, { board: state.board, white: state.seat !== "black", heading: (level) => t(`board3d-${level}`), square, pin });
  if (focused) focusSquare(focused);
}

// The keyboard on the 3D boards: they are one tab stop; the arrow keys go to the nearest
// square or pin that way on the screen (across decks and from board to board), as the eye
// goes; Enter or Space taps it.
let cursor3 = null;

function defaultCursor3() { return state && state.seat === "black" ? "b8S" : "b1W"; }

function moveCursor3(event) {
  const steps = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
  const from = event.target.closest && event.target.closest("[data-square]");
  if (!from || !(event.key in steps)) return;
  event.preventDefault();
  const [dx, dy] = steps[event.key];
  const middle = (el) => { const r = el.getBoundingClientRect(); return [(r.left + r.right) / 2, (r.top + r.bottom) / 2]; };
  const [x0, y0] = middle(from);
  let best = null;
  let bestScore = Infinity;
  for (const el of $("board3d").querySelectorAll("[data-square]")) {
    if (el === from) continue;
    const [x1, y1] = middle(el);
    const along = (x1 - x0) * dx + (y1 - y0) * dy;
    const across = Math.abs((x1 - x0) * dy - (y1 - y0) * dx);
    // Ahead, within forty-five degrees; the nearest first, straight ahead preferred.
    if (along <= 1 || across > along) continue;
    const score = along + 2 * across;
    if (score < bestScore) { bestScore = score; best = el; }
  }
  if (!best) return;
  cursor3 = best.dataset.square;
  $("board3d").querySelectorAll("[data-square]").forEach((el) => { el.tabIndex = el === best ? 0 : -1; });
  best.focus();
}

// A tap on a square or a pin: the move's start, then its end. The move is sent as the line
// the host gave for it; where several go the same way (a promotion's piece, a deck's
// passenger promoted), the player chooses in words; a move the host did not list is sent
// as "from-to", and the host says what is wrong with it.
function tap3(name) {
  cursor3 = name;
  if (state && state.result) return;
  const taps = state.taps || [];
  if (!chosen || chosen === name) {
    chosen = chosen === name ? null : name;
    render();
    focusSquare(name);
    return;
  }
  const from = chosen;
  const fitting = taps.filter((m) => m.from === from && m.to === name);
  // Another piece of the player's own: it is chosen instead.
  if (!fitting.length && taps.some((m) => m.from === name)) {
    chosen = name;
    render();
    focusSquare(name);
    return;
  }
  chosen = null;
  render();
  if (fitting.length === 1) send(fitting[0].line);
  else if (fitting.length > 1) choose3d(fitting);
  else send(`${from}-${name}`);
  focusSquare(name);
}

// The moves that go the same way, named in words; the one chosen is sent.
function choose3d(moves) {
  const dialog = $("choose3d");
  const list = $("choose3d-moves");
  list.replaceChildren();
  for (const m of moves) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = m.words;
    button.addEventListener("click", () => { dialog.close(); send(m.line); });
    list.append(button);
  }
  dialog.showModal();
  list.querySelector("button").focus();
}

function choosePromotion(from, to) {
  promoting = [from, to];
  const dialog = $("promotion");
  dialog.returnValue = "";
  // The pieces in the player's colour.
  dialog.querySelectorAll(".glyph").forEach((glyph) => { glyph.className = `glyph piece-${state.seat}`; });
  dialog.showModal();
  dialog.querySelector("#promotion-pieces button").focus();
}

// The chooser closed: a piece was chosen, or it was cancelled (Escape, the cancel button),
// which sends nothing.
function promotionClosed() {
  const role = $("promotion").returnValue;
  const [from, to] = promoting || [];
  promoting = null;
  if (from && ["q", "r", "b", "n"].includes(role)) send(from + to + role);
  if (to) focusSquare(to);
}

function focusSquare(square) {
  const cell = document.querySelector(`[data-square="${square}"]`);
  if (cell) cell.focus();
}

// Sends a line; while the connection is down (or the page has not its state back yet) the
// line waits, shown beside the board, and goes out after the rejoin.
function send(text) {
  if (refusals.length) { refusals = []; drawFeedback(); }
  if (socket && socket.readyState === WebSocket.OPEN && !queue.length) {
    socket.send(JSON.stringify({ type: "line", text }));
    return;
  }
  if (!queue.length) queuedIn = snapshot();
  queue.push(text);
  renderQueue();
  const note = t("queued").replace("{moves}", text);
  const p = document.createElement("p");
  p.textContent = note;
  $("log").append(p);
  if ($("speak").checked && "speechSynthesis" in window) {
    const utterance = new SpeechSynthesisUtterance(note);
    utterance.lang = t("speech-lang");
    speechSynthesis.speak(utterance);
  }
}

function differs(event) {
  event.preventDefault();
  const square = $("differs-square").value.trim().toLowerCase();
  if (!/^[a-h][1-8]$/.test(square)) { say([{ weight: "message", shown: t("bad-square"), spoken: t("bad-square") }]); return; }
  const value = $("differs-piece").value;
  const line = value ? t("line-square-has").replace("{piece}", t(`line-piece-${value}`)) : t("line-square-empty");
  send(line.replace("{square}", square));
}


// The arbiter's page (issue 30, F2.7–F2.9, 6.12–6.14): both players' own boards side by
// side, each as its device has it, with its last move, a king in check and the squares where
// the two boards differ marked; both records, the clocks, whose turn and what waits for
// whom; and the arbiter's actions, each sent as the line the arbiter would type.
let arbWasOver = false;
let arbDifferences = null;
let arbDrawn = null;
// The result the arbiter is asked to confirm: white, draw or black.
let declaring = null;

function renderArbiter() {
  const o = overview;
  const drawn = JSON.stringify([o.white.board, o.black.board, o.white.last_move, o.black.last_move, o.white.check, o.black.check, o.differences, lang]);
  if (drawn !== arbDrawn) {
    arbDrawn = drawn;
    for (const color of ["white", "black"]) drawArbBoard(color);
  }
  for (const color of ["white", "black"]) {
    const record = $(`arb-record-${color}`);
    record.replaceChildren();
    const moves = o[color].record;
    for (let i = 0; i < moves.length; i += 2) {
      const li = document.createElement("li");
      li.textContent = moves.slice(i, i + 2).join("  ");
      record.append(li);
    }
  }
  // The squares where the boards differ, in words; said (a live region) only when they
  // change.
  const differences = o.differences.length ? t("arb-differ").replace("{squares}", o.differences.join(", ")) : t("arb-agree");
  if (differences !== arbDifferences) {
    arbDifferences = differences;
    $("arb-differences").textContent = differences;
  }
  $("arb-differences").classList.toggle("differ", o.differences.length > 0);
  const remote = $("arb-remote");
  remote.textContent = t(`arb-remote-${o.remote_here ? "here" : "away"}-${o.remote_seat}`);
  remote.classList.toggle("away", !o.remote_here);
  $("arb-prompt").textContent = `${t("arb-you")} ${arbSituation()}`;
  $("arb-last").textContent = o.last ? o.last.shown : "";
  renderArbEnd();
  renderArbClock();
}

// What the game waits for: the end, the arbiter's own decision, then whose turn it is and
// what each player is asked.
function arbSituation() {
  const o = overview;
  if (o.result) return `${t("over")} ${o.result}`;
  if (o.proposal_now) return t("arb-proposal");
  const parts = [`${t(o.turn)} ${t("to-move")}`];
  for (const color of ["white", "black"]) {
    const seat = o[color];
    if (seat.question_now) parts.push(t(`arb-question-${color}`));
    else if (seat.offer_now) parts.push(t(`arb-offer-${color}`));
    else if (seat.repeat_now && seat.to_repeat) parts.push(t(`arb-repeats-${color}`).replace("{move}", seat.to_repeat));
  }
  return parts.join(" ");
}

function drawArbBoard(color) {
  const seat = overview[color];
  // Meder's 3D chess: the player's three boards and decks, as White sits.
  const three = seat.variant === "3D Meder";
  $(`arb-board-${color}`).closest(".arb-frame").hidden = three;
  $(`arb-board3d-${color}`).hidden = !three;
  if (three) {
    drawArbBoard3d(color);
    return;
  }
  const pieces = placement(seat.board);
  const differences = overview.differences;
  const last = seat.last_move || [];
  const board = $(`arb-board-${color}`);
  board.replaceChildren();
  // Both boards as White sits, so the eye compares square with square.
  for (let row = 0; row < 8; row++) {
    const line = document.createElement("div");
    line.setAttribute("role", "row");
    line.style.display = "contents";
    for (let file = 0; file < 8; file++) {
      const rank = 7 - row;
      const name = squareName(file, rank);
      const piece = pieces[name];
      const cell = document.createElement("div");
      cell.setAttribute("role", "cell");
      cell.className = `arb-square ${(file + rank) % 2 === 0 ? "dark" : "light"}`;
      cell.dataset.square = name;
      let label = piece ? `${spoken(name)}: ${t(piece.color === "w" ? "white" : "black")} ${t(`piece-${piece.role}`)}` : `${spoken(name)}: ${t("empty")}`;
      const marks = [];
      if (differences.includes(name)) { cell.classList.add("differs"); marks.push(t("mark-differs")); }
      if (last.includes(name)) { cell.classList.add("last"); marks.push(t("mark-last")); }
      if (seat.check === name) { cell.classList.add("check"); marks.push(t("mark-check")); }
      if (marks.length) label += `, ${marks.join(", ")}`;
      const words = document.createElement("span");
      words.className = "visually-hidden";
      words.textContent = `${label} (${name})`;
      cell.append(words);
      if (piece) cell.append(glyphOf(piece));
      line.append(cell);
    }
    board.append(line);
  }
  const frame = board.parentElement;
  const ranks = frame.querySelector(".ranks");
  const files = frame.querySelector(".files");
  if (!ranks.children.length) {
    for (let i = 0; i < 8; i++) {
      const number = document.createElement("span");
      number.textContent = String(8 - i);
      ranks.append(number);
      const letter = document.createElement("span");
      letter.textContent = "abcdefgh"[i];
      files.append(letter);
    }
  }
}

// One player's 3D boards at the arbiter's page (placed by Board3D, board3d.js), White at
// the bottom for both so the eye compares square with square: each square a picture named
// with its level and what stands there, where the two boards differ, the last move and a
// king in check marked.
function drawArbBoard3d(color) {
  const seat = overview[color];
  const differences = overview.differences;
  const last = seat.last_move || [];
  Board3D.drawPictures($(`arb-board3d-${color}`), {
    board: seat.board,
    white: true,
    heading: (level) => t(`board3d-${level}`),
    place: (cell, piece) => {
      if (!piece) return t("empty");
      cell.append(glyphOf(piece));
      return `${t(piece.color === "w" ? "white" : "black")} ${t(`piece-${piece.role}`)}`;
    },
    // A pin ("DP1") is named as its level, a square with its level ("Bella two on White").
    named: (name) => (/^[DK]P\d$/.test(name) ? levelName3(name) : spoken3(name)),
    deckWords: (deck) => (deck ? t(deck === "w" ? "deck-white" : "deck-black") : t("no-deck")),
    marks: (name) => [
      ...(differences.includes(name) ? [["differs", t("mark-differs")]] : []),
      ...(last.includes(name) ? [["last", t("mark-last")]] : []),
      ...(seat.check === name ? [["check", t("mark-check")]] : []),
    ],
    notation: true,
  });
}

// The end: a panel with the result and why, said once in the log; the actions that would be
// refused now are disabled (the line stays, for questions about the game).
function renderArbEnd() {
  const o = overview;
  const over = Boolean(o.result);
  $("arb-end").hidden = !over;
  const clock = Boolean(o.clock);
  for (const action of ["pause", "resume"]) {
    const button = document.querySelector(`#arb-buttons [data-arb="${action}"]`);
    button.hidden = !clock;
    button.disabled = over;
  }
  $("arb-time").hidden = !clock;
  $("arb-time-fieldset").disabled = over;
  document.querySelector('#arb-buttons [data-arb="reconcile"]').disabled = over;
  // Yes and No answer the proposal to take moves back, and nothing else.
  for (const answer of ["yes", "no"]) {
    document.querySelector(`#arb-buttons [data-arb="${answer}"]`).disabled = over || !o.proposal_now;
  }
  $("arb-result").disabled = over;
  $("arb-warning-fieldset").disabled = over;
  if (over) { declaring = null; $("arb-confirm").hidden = true; }
  const focused = document.activeElement;
  if (focused && focused.disabled) $("arb-line").focus();
  if (!over) { arbWasOver = false; return; }
  $("arb-end-result").textContent = o.result;
  $("arb-end-reason").textContent = o.ending || "";
  if (!arbWasOver) {
    arbWasOver = true;
    const text = `${t("game-over")}: ${o.result}${o.ending ? `. ${o.ending}` : ""}`;
    const log = $("log");
    const p = document.createElement("p");
    p.className = "announcement";
    p.textContent = text;
    log.append(p);
    log.scrollTop = log.scrollHeight;
  }
}

function renderArbClock() {
  const clock = overview && overview.clock;
  $("arb-clocks").hidden = !clock;
  $("arb-stopped").hidden = !clock || Boolean(clock.running) || Boolean(overview.result);
  if (!clock) return;
  const format = (ms) => { const s = Math.max(0, Math.floor(ms / 1000)); return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`; };
  // White left, Black right, as both boards.
  for (const color of ["white", "black"]) {
    const el = $(`arb-clock-${color}`);
    el.textContent = `${t(color)} ${format(clock[`${color}_ms`])}`;
    el.classList.toggle("running", clock.running === color);
  }
}

// The arbiter's line with a side filled in: "warning white", "add time black 30 seconds".
function withSide(key, side) { return t(key).replace("{side}", t(`line-side-${side}`)); }

function arbiterControls() {
  document.querySelectorAll("#arb-buttons button").forEach((button) => {
    button.addEventListener("click", () => send(t(`line-${button.dataset.arb}`)));
  });
  $("arb-time").addEventListener("submit", (event) => {
    event.preventDefault();
    const minutes = Math.max(0, Math.floor(Number($("arb-minutes").value) || 0));
    const seconds = minutes * 60 + Math.max(0, Math.floor(Number($("arb-seconds").value) || 0));
    if (!seconds) { say([{ weight: "refusal", shown: t("arb-bad-time"), spoken: t("arb-bad-time") }]); return; }
    const key = $("arb-time-direction").value === "take" ? "line-take-time" : "line-add-time";
    send(withSide(key, $("arb-time-side").value).replace("{seconds}", String(seconds)));
    $("arb-minutes").value = "0";
    $("arb-seconds").value = "0";
  });
  // A result ends the game: it is asked once more, and sent only when confirmed.
  document.querySelectorAll("#arb-result [data-result]").forEach((button) => {
    button.addEventListener("click", () => {
      declaring = button.dataset.result;
      $("arb-confirm-text").textContent = t("arb-confirm-result").replace("{result}", t(`arb-result-${declaring}`));
      $("arb-confirm").hidden = false;
      $("arb-confirm-yes").focus();
    });
  });
  const closeConfirm = () => {
    const chosen = declaring;
    declaring = null;
    $("arb-confirm").hidden = true;
    if (chosen) document.querySelector(`#arb-result [data-result="${chosen}"]`).focus();
    return chosen;
  };
  $("arb-confirm-yes").addEventListener("click", () => {
    const chosen = closeConfirm();
    if (chosen) send(t(`line-result-${chosen}`));
  });
  $("arb-confirm-no").addEventListener("click", closeConfirm);
  $("arb-confirm").addEventListener("keydown", (event) => { if (event.key === "Escape") { event.preventDefault(); closeConfirm(); } });
  $("arb-warning").addEventListener("submit", (event) => {
    event.preventDefault();
    send(withSide("line-warning", $("arb-warning-side").value));
  });
  $("arb-line-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("arb-line").value.trim();
    if (text) send(text);
    $("arb-line").value = "";
  });
  // One choice of reading aloud for both views.
  $("arb-speak").checked = $("speak").checked;
  $("arb-speak").addEventListener("change", () => {
    $("speak").checked = $("arb-speak").checked;
    $("speak").dispatchEvent(new Event("change"));
  });
  setInterval(() => {
    const clock = overview && overview.clock;
    if (arbiter && clock && clock.running && !overview.result) {
      clock[`${clock.running}_ms`] = Math.max(0, clock[`${clock.running}_ms`] - 1000);
      renderArbClock();
    }
  }, 1000);
}

document.addEventListener("DOMContentLoaded", () => {
  applyTexts();
  $("lang").addEventListener("change", () => {
    lang = $("lang").value;
    applyTexts();
    // Once paired, the host words what it sends from now on in the chosen language too.
    if (pairedOnce && socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: "language", lang }));
  });
  $("pair-form").addEventListener("submit", (event) => {
    event.preventDefault();
    stopped = false;
    $("pair-error").textContent = "";
    const code = $("code").value;
    // The player's pairing names no role; the arbiter's pairs with the arbiter's code.
    const asArbiter = document.querySelector('#role input[value="arbiter"]').checked;
    const pair = () => (asArbiter ? { type: "pair", code, lang, role: "arbiter" } : { type: "pair", code, lang });
    if (socket && socket.readyState === WebSocket.OPEN) { socket.send(JSON.stringify(pair())); return; }
    connect(pair);
  });
  $("line-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("line").value.trim();
    if (text) send(text);
    $("line").value = "";
  });
  document.querySelectorAll("#buttons button").forEach((button) => {
    button.addEventListener("click", () => send(t(`line-${button.dataset.line}`)));
  });
  $("differs-form").addEventListener("submit", differs);
  // Reading aloud is the player's choice, kept for the next visit.
  try { $("speak").checked = localStorage.getItem("ansage-speak") === "yes"; } catch (e) { /* not kept */ }
  $("speak").addEventListener("change", () => {
    try { localStorage.setItem("ansage-speak", $("speak").checked ? "yes" : "no"); } catch (e) { /* not kept */ }
    if (!$("speak").checked && "speechSynthesis" in window) speechSynthesis.cancel();
  });
  $("board").addEventListener("keydown", moveCursor);
  $("board3d").addEventListener("keydown", moveCursor3);
  $("promotion").addEventListener("close", promotionClosed);
  $("choose3d-cancel").addEventListener("click", () => $("choose3d").close());
  setInterval(() => {
    if (state && state.clock && state.clock.running && !state.result) {
      state.clock[`${state.clock.running}_ms`] = Math.max(0, state.clock[`${state.clock.running}_ms`] - 1000);
      renderClock();
    }
  }, 1000);
  arbiterControls();
  const token = sessionToken();
  if (token) connect(rejoin);
});
