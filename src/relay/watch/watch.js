"use strict";
// The spectators' page (`ansage play --host --spectators`): pairs with the spectators' code
// and shows the game as the host keeps it: the board, the moves, the clocks, the end, and
// every announcement in a live region. Nothing is sent to the game.
(() => {
  const $ = (id) => document.getElementById(id);
  const GLYPHS = { K: "♔", Q: "♕", R: "♖", B: "♗", N: "♘", P: "♙", k: "♚", q: "♛", r: "♜", b: "♝", n: "♞", p: "♟" };
  let lang = (localStorage.getItem("ansage-watch-lang") || navigator.language || "de").slice(0, 2);
  if (!TEXTS[lang]) lang = "de";
  let code = sessionStorage.getItem("ansage-watch-code");
  let socket = null;
  let view = null;
  let stopped = false;
  let clockAt = 0;
  const t = (key) => (TEXTS[lang] || TEXTS.de)[key] || key;

  function label() {
    document.documentElement.lang = lang;
    document.title = t("title");
    for (const el of document.querySelectorAll("[data-t]")) el.textContent = t(el.dataset.t);
    for (const el of document.querySelectorAll("[data-t-label]")) el.setAttribute("aria-label", t(el.dataset.tLabel));
    const select = $("lang");
    select.replaceChildren(...Object.keys(TEXTS).map((code) => {
      const option = new Option(TEXTS[code]["language-name"] || code, code);
      option.selected = code === lang;
      return option;
    }));
    if (view) render();
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + "/ws");
    $("status").textContent = t("connecting");
    socket.onopen = () => socket.send(JSON.stringify({ type: "pair", code, lang, role: "spectator" }));
    socket.onmessage = (event) => handle(JSON.parse(event.data));
    socket.onclose = () => {
      if (stopped || !code) return;
      $("status").textContent = t("reconnecting");
      setTimeout(connect, 2000);
    };
  }

  function handle(message) {
    switch (message.type) {
      case "paired":
        $("status").textContent = t("watching");
        $("pairing").hidden = true;
        $("game").hidden = false;
        break;
      case "refused":
        if (["code", "no_spectators", "full", "too_many_tries", "unreadable"].includes(message.kind)) {
          stopped = true;
          code = null;
          sessionStorage.removeItem("ansage-watch-code");
          $("pairing").hidden = false;
          $("game").hidden = true;
          $("status").textContent = "";
          $("pair-error").textContent = message.reason;
          if (socket) socket.close();
        } else {
          log(message.reason);
        }
        break;
      case "lines":
        for (const line of message.lines) if (line.weight !== "screen") log(line.shown);
        break;
      case "watch":
        view = message.view;
        clockAt = Date.now();
        render();
        break;
    }
  }

  function log(text) {
    const p = document.createElement("p");
    p.textContent = text;
    $("log").append(p);
    $("log").scrollTop = $("log").scrollHeight;
  }

  function squares(board) {
    const rows = board.split("/");
    const found = {};
    rows.forEach((row, index) => {
      let file = 0;
      for (const c of row) {
        if (/\d/.test(c)) file += Number(c);
        else found["abcdefgh"[file++] + (8 - index)] = c;
      }
    });
    return found;
  }

  function pieceName(c) {
    const colour = c === c.toUpperCase() ? "white" : "black";
    return t(colour + "-" + c.toLowerCase());
  }

  function render() {
    // Meder's 3D chess: the three boards and the decks (board3d.js) instead of the one board.
    const three = view.variant === "3D Meder";
    $("board").hidden = three;
    $("board3d").hidden = !three;
    $("board3d-caption").hidden = !three;
    if (three) render3d();
    else renderBoard();
    const moves = [];
    for (let i = 0; i < view.moves.length; i += 2) {
      const li = document.createElement("li");
      li.textContent = view.moves.slice(i, i + 2).join("  ");
      moves.push(li);
    }
    $("moves").replaceChildren(...moves);
    $("turn").textContent = view.result ? "" : t("to-move-" + view.turn);
    $("end").hidden = !view.result;
    $("end-result").textContent = view.result ? view.result.replace("1/2", "½") : "";
    $("end-reason").textContent = view.ending || "";
    clocks();
  }

  // The 3D boards, White's side at the bottom: each square a picture named with its level
  // and piece ("b2W: white pawn, last move"), each pin's handle with its deck.
  function render3d() {
    const last = view.last_move || [];
    Board3D.drawPictures($("board3d"), {
      board: view.board,
      white: true,
      heading: (level) => t("board3d-" + level),
      place: (cell, piece) => {
        if (!piece) return t("empty");
        const letter = piece.color === "w" ? piece.role.toUpperCase() : piece.role;
        cell.textContent = GLYPHS[letter];
        return pieceName(letter);
      },
      named: (name) => name,
      deckWords: (deck) => (deck ? t(deck === "w" ? "deck-white" : "deck-black") : t("no-deck")),
      marks: (name) => [
        ...(last.includes(name) ? [["last", t("mark-last")]] : []),
        ...(view.check === name ? [["check", t("mark-check")]] : []),
      ],
    });
  }

  function renderBoard() {
    const pieces = squares(view.board);
    const last = view.last_move || [];
    const body = $("board").tBodies[0];
    const rows = [];
    for (let rank = 8; rank >= 1; rank--) {
      const tr = document.createElement("tr");
      const th = document.createElement("th");
      th.scope = "row";
      th.textContent = rank;
      tr.append(th);
      for (const file of "abcdefgh") {
        const square = file + rank;
        const td = document.createElement("td");
        const dark = ("abcdefgh".indexOf(file) + rank) % 2 === 1;
        td.className = dark ? "dark" : "light";
        if (last.includes(square)) td.classList.add("last");
        if (view.check === square) td.classList.add("check");
        const piece = pieces[square];
        td.textContent = piece ? GLYPHS[piece] : "";
        td.setAttribute("aria-label", square + ": " + (piece ? pieceName(piece) : t("empty")));
        tr.append(td);
      }
      rows.push(tr);
    }
    const files = document.createElement("tr");
    files.append(document.createElement("td"));
    for (const file of "abcdefgh") {
      const th = document.createElement("th");
      th.scope = "col";
      th.textContent = file;
      files.append(th);
    }
    rows.push(files);
    body.replaceChildren(...rows);
  }

  function clocks() {
    for (const side of ["white", "black"]) {
      const el = $("clock-" + side);
      if (!view || !view.clock) { el.textContent = ""; continue; }
      let ms = view.clock[side + "_ms"];
      if (view.clock.running === side) ms = Math.max(0, ms - (Date.now() - clockAt));
      const s = Math.ceil(ms / 1000);
      el.textContent = t(side) + " " + Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
      el.classList.toggle("running", view.clock.running === side);
    }
  }

  $("pair-form").addEventListener("submit", (event) => {
    event.preventDefault();
    code = $("code").value.replace(/\D/g, "");
    sessionStorage.setItem("ansage-watch-code", code);
    $("pair-error").textContent = "";
    stopped = false;
    connect();
  });
  $("lang").addEventListener("change", () => {
    lang = $("lang").value;
    localStorage.setItem("ansage-watch-lang", lang);
    label();
    if (socket && socket.readyState === WebSocket.OPEN && $("pairing").hidden) {
      socket.send(JSON.stringify({ type: "language", lang }));
    }
  });
  setInterval(() => { if (view && view.clock && view.clock.running) clocks(); }, 250);
  label();
  if (code) connect();
})();
