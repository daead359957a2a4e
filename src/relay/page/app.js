// ansage's page for the player who joins from a browser. It pairs with the host's code,
// then shows what the host sends: this player's own board and record, the clocks, the
// prompt and every announcement (in a live region, and spoken if the player wishes).
// Moves are entered by tapping the from-square and the to-square, or typed.
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
// Set when the host closed this page's seat (opened elsewhere, or a new code): no reconnecting.
let stopped = false;
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
}

function status(text, key = null) { statusKey = key; $("status").textContent = text; }

function connect(hello) {
  status(t("connecting"), "connecting");
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(`${scheme}//${location.host}/ws`);
  socket.onopen = () => { retry = 0; socket.send(JSON.stringify(hello())); };
  socket.onmessage = (event) => receive(JSON.parse(event.data));
  socket.onclose = () => {
    const token = sessionToken();
    if (!token || stopped) { return; }
    status(t("lost"), "lost");
    retry = Math.min(retry + 1, 5);
    setTimeout(() => connect(() => ({ type: "rejoin", token })), 500 * retry);
  };
}

function sessionToken() { try { return localStorage.getItem(TOKEN_KEY); } catch (e) { return null; } }

function receive(message) {
  switch (message.type) {
    case "paired":
      try { localStorage.setItem(TOKEN_KEY, message.token); } catch (e) { /* private mode */ }
      if (known(message.lang)) lang = message.lang;
      applyTexts();
      $("pairing").hidden = true;
      $("game").hidden = false;
      status(t("connected"), "connected");
      if (!pairedOnce) { pairedOnce = true; $("line").focus(); }
      break;
    case "refused":
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
      if ($("game").hidden) { $("pair-error").textContent = message.reason; } else { say([{ weight: "message", shown: message.reason, spoken: message.reason }]); }
      break;
    case "lines":
      say(message.lines);
      break;
    case "state":
      state = message.state;
      render();
      break;
  }
}

function say(lines) {
  const log = $("log");
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
  const pieces = placement(state.board);
  const board = $("board");
  // The board is drawn anew only when something on it changed, so a screen reader's place
  // on it stays; a square that had the focus keeps it.
  const drawn = JSON.stringify([state.board, state.seat, chosen, state.legal, cursor, lang]);
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
      if (chosen === name) { cell.classList.add("chosen"); cell.setAttribute("aria-pressed", "true"); }
      if (targets.includes(name)) cell.classList.add("target");
      const label = piece ? `${spoken(name)}: ${t(piece.color === "w" ? "white" : "black")} ${t(`piece-${piece.role}`)}` : `${spoken(name)}: ${t("empty")}`;
      cell.setAttribute("aria-label", `${label} (${name})`);
      if (piece) {
        const glyph = document.createElement("span");
        glyph.className = piece.color === "w" ? "piece-white" : "piece-black";
        glyph.setAttribute("aria-hidden", "true");
        glyph.textContent = GLYPHS[piece.role];
        cell.append(glyph);
      }
      cell.addEventListener("click", () => tap(name));
      line.append(cell);
    }
    board.append(line);
  }
  if (focused) focusSquare(focused);
}

function renderText() {
  const white = state.seat === "white";
  const files = $("files");
  files.replaceChildren();
  for (let col = 0; col < 8; col++) {
    const letter = document.createElement("span");
    letter.textContent = "abcdefgh"[white ? col : 7 - col];
    files.append(letter);
  }
  $("prompt").textContent = `${t("you")} ${t(state.seat)}. ${situation()}`;
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
  if (state.repeat_now) return t("repeat-now");
  if (state.move_now) return t("your-move");
  return `${t(state.turn)} ${t("to-move")}`;
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
  cursor = square;
  if (!chosen) { chosen = square; render(); focusSquare(square); return; }
  if (chosen === square) { chosen = null; render(); focusSquare(square); return; }
  const from = chosen;
  chosen = null;
  let move = from + square;
  const piece = placement(state.board)[from];
  if (piece && piece.role === "p" && (square[1] === "8" || square[1] === "1")) {
    // This language's letters for queen, rook, bishop and knight; the first is the default.
    const letters = t("promote-letters").toLowerCase().split(/\s+/);
    const answer = (prompt(t("promote"), letters[0].toUpperCase()) || "").trim().toLowerCase();
    const role = ["q", "r", "b", "n"][letters.indexOf(answer[0])] || "q";
    move += role;
  }
  send(move);
  render();
  focusSquare(square);
}

function focusSquare(square) {
  const cell = document.querySelector(`[data-square="${square}"]`);
  if (cell) cell.focus();
}

function send(text) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: "line", text }));
}

function differs(event) {
  event.preventDefault();
  const square = $("differs-square").value.trim().toLowerCase();
  if (!/^[a-h][1-8]$/.test(square)) { say([{ weight: "message", shown: t("bad-square"), spoken: t("bad-square") }]); return; }
  const value = $("differs-piece").value;
  const line = value ? t("line-square-has").replace("{piece}", t(`line-piece-${value}`)) : t("line-square-empty");
  send(line.replace("{square}", square));
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
    if (socket && socket.readyState === WebSocket.OPEN) { socket.send(JSON.stringify({ type: "pair", code, lang })); return; }
    connect(() => ({ type: "pair", code, lang }));
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
  setInterval(() => {
    if (state && state.clock && state.clock.running && !state.result) {
      state.clock[`${state.clock.running}_ms`] = Math.max(0, state.clock[`${state.clock.running}_ms`] - 1000);
      renderClock();
    }
  }, 1000);
  const token = sessionToken();
  if (token) connect(() => ({ type: "rejoin", token }));
});
