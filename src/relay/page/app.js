// ansage's page for the player who joins from a browser. It pairs with the host's code,
// then shows what the host sends: this player's own board and record, the clocks, the
// prompt and every announcement (in a live region, and spoken if the player wishes).
// Moves are entered by tapping the from-square and the to-square, or typed.
"use strict";

const TEXTS = {
  de: {
    pairHeading: "Partie beitreten", codeLabel: "Kopplungscode", langLabel: "Sprache",
    pairButton: "Beitreten", gameHeading: "Partie", boardLabel: "Ihr Brett",
    lineLabel: "Zug oder Befehl", send: "Senden", repeat: "Letzten Zug wiederholen",
    offer: "Remis anbieten", claim: "Remis beantragen", resign: "Aufgeben", yes: "Ja", no: "Nein",
    differs: "Mein Brett weicht ab", square: "Feld (zum Beispiel e4)", standsThere: "Steht dort",
    report: "Melden", speak: "Ansagen vom Browser vorlesen lassen", record: "Meine Partieaufzeichnung",
    log: "Ansagen", connecting: "Verbinde …", connected: "Verbunden.",
    lost: "Verbindung unterbrochen; ich verbinde neu. Nichts geht verloren.",
    white: "Weiß", black: "Schwarz", you: "Sie spielen", empty: "leer",
    over: "Die Partie ist beendet:", answerYesNo: "Bitte mit Ja oder Nein antworten.",
    repeatNow: "Bitte den angesagten Zug wiederholen: auf Ihrem Brett ausführen (Feld von, Feld nach) oder eintippen.",
    yourMove: "Sie sind am Zug.", toMove: "ist am Zug.",
    badSquare: "Bitte ein Feld wie e4 eingeben.",
    promote: "Umwandeln in: D für Dame, T für Turm, L für Läufer, S für Springer",
    pieces: { k: "König", q: "Dame", r: "Turm", b: "Läufer", n: "Springer", p: "Bauer" },
    colored: { w: "weiß", b: "schwarz" },
    lines: { repeat: "wiederholen", offer: "remis", claim: "remis beantragen", resign: "aufgeben", yes: "ja", no: "nein" },
    files: ["Anna", "Bella", "Cäsar", "David", "Eva", "Felix", "Gustav", "Hector"],
    ranks: ["eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht"],
  },
  en: {
    pairHeading: "Join the game", codeLabel: "Pairing code", langLabel: "Language",
    pairButton: "Join", gameHeading: "Game", boardLabel: "Your board",
    lineLabel: "Move or command", send: "Send", repeat: "Repeat last move",
    offer: "Offer draw", claim: "Claim draw", resign: "Resign", yes: "Yes", no: "No",
    differs: "My board differs", square: "Square (for example e4)", standsThere: "Stands there",
    report: "Report", speak: "Let the browser read announcements aloud", record: "My record",
    log: "Announcements", connecting: "Connecting …", connected: "Connected.",
    lost: "Connection lost; reconnecting. Nothing is lost.",
    white: "White", black: "Black", you: "You play", empty: "empty",
    over: "The game is over:", answerYesNo: "Please answer yes or no.",
    repeatNow: "Please repeat the announced move: play it on your board (from-square, to-square) or type it.",
    yourMove: "Your move.", toMove: "is to move.",
    badSquare: "Please enter a square like e4.",
    promote: "Promote to: Q for queen, R for rook, B for bishop, N for knight",
    pieces: { k: "king", q: "queen", r: "rook", b: "bishop", n: "knight", p: "pawn" },
    colored: { w: "white", b: "black" },
    lines: { repeat: "repeat", offer: "offer draw", claim: "claim draw", resign: "resign", yes: "yes", no: "no" },
    files: ["Anna", "Bella", "Cäsar", "David", "Eva", "Felix", "Gustav", "Hector"],
    ranks: ["one", "two", "three", "four", "five", "six", "seven", "eight"],
  },
};
const GLYPHS = { k: "♚", q: "♛", r: "♜", b: "♝", n: "♞", p: "♟" };
const TOKEN_KEY = "ansage-token";

let lang = (navigator.language || "de").startsWith("de") ? "de" : "en";
let socket = null;
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
const t = (key) => TEXTS[lang][key];

function applyTexts() {
  document.documentElement.lang = lang;
  document.querySelectorAll("[data-t]").forEach((el) => { el.textContent = t(el.dataset.t); });
  const select = $("differs-piece");
  select.replaceChildren();
  const add = (value, label) => { const o = document.createElement("option"); o.value = value; o.textContent = label; select.append(o); };
  add("", t("empty"));
  for (const color of ["w", "b"]) {
    for (const role of ["k", "q", "r", "b", "n", "p"]) {
      add(color + role, `${t(color === "w" ? "white" : "black")}: ${t("pieces")[role]}`);
    }
  }
  $("lang").value = lang;
}

function status(text) { $("status").textContent = text; }

function connect(hello) {
  status(t("connecting"));
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(`${scheme}//${location.host}/ws`);
  socket.onopen = () => { retry = 0; socket.send(JSON.stringify(hello())); };
  socket.onmessage = (event) => receive(JSON.parse(event.data));
  socket.onclose = () => {
    const token = sessionToken();
    if (!token || stopped) { return; }
    status(t("lost"));
    retry = Math.min(retry + 1, 5);
    setTimeout(() => connect(() => ({ type: "rejoin", token })), 500 * retry);
  };
}

function sessionToken() { try { return localStorage.getItem(TOKEN_KEY); } catch (e) { return null; } }

function receive(message) {
  switch (message.type) {
    case "paired":
      try { localStorage.setItem(TOKEN_KEY, message.token); } catch (e) { /* private mode */ }
      lang = message.lang === "en" ? "en" : "de";
      applyTexts();
      $("pairing").hidden = true;
      $("game").hidden = false;
      status(t("connected"));
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
      utterance.lang = lang === "de" ? "de-DE" : "en-GB";
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
  return `${t("files")[file]} ${t("ranks")[Number(square[1]) - 1]}`;
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
      const label = piece ? `${spoken(name)}: ${t(piece.color === "w" ? "white" : "black")} ${t("pieces")[piece.role]}` : `${spoken(name)}: ${t("empty")}`;
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
  if (state.question_now) return t("answerYesNo");
  if (state.repeat_now) return t("repeatNow");
  if (state.move_now) return t("yourMove");
  return `${t(state.turn)} ${t("toMove")}`;
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
    const answer = (prompt(t("promote"), lang === "de" ? "D" : "Q") || "").trim().toLowerCase();
    const role = { d: "q", q: "q", t: "r", r: "r", l: "b", b: "b", s: "n", n: "n" }[answer[0]] || "q";
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
  if (!/^[a-h][1-8]$/.test(square)) { say([{ weight: "message", shown: t("badSquare"), spoken: t("badSquare") }]); return; }
  const value = $("differs-piece").value;
  let line;
  if (!value) {
    line = lang === "de" ? `bei mir ist ${square} leer` : `my ${square} is empty`;
  } else {
    const colour = t("colored")[value[0]];
    const piece = t("pieces")[value[1]];
    line = lang === "de" ? `auf ${square} steht bei mir ${colour} ${piece}` : `on my board ${square} has a ${colour} ${piece}`;
  }
  send(line);
}

document.addEventListener("DOMContentLoaded", () => {
  applyTexts();
  $("lang").addEventListener("change", () => { lang = $("lang").value; applyTexts(); });
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
    button.addEventListener("click", () => send(t("lines")[button.dataset.line]));
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
