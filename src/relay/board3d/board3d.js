"use strict";
// Meder's 3D boards drawn as a player of the physical set sees them, for the player's page
// (app.js) and the spectators' page (watch.js): the three main boards stacked as the player
// sits (S on top for White, W on top for Black), each 4 × 4 in a grid with the attack decks
// (2 × 2) at its corners one rank beyond it and the decks' pins as handles beside them, the
// rank numbers on the left and the files underneath. The pages make the squares and the
// handles (buttons to tap, or pictures to look at); this file places them.
const Board3D = (() => {
  // The files of the 3D board, the decks' outer files included (z and e).
  const FILES = "zabcde";
  // The main boards with their first rank and their pins (rear, front), bottom to top.
  const BOARDS = [["W", 1, 1, 2], ["N", 3, 3, 4], ["S", 5, 5, 6]];

  // The board is a FEN3D: pieces like "Pb2W*" or "kd9KP6" (a letter, the square with its
  // level, "*" when it never moved), then the decks on their pins ("DP1w,KP6b"). Returns
  // the pieces by square ("b2W": {color, role}) and the decks by pin ("DP1": "w" or "b").
  function placement(fen3d) {
    const [pieces, decks] = fen3d.split(" ");
    const squares = {};
    for (const item of (pieces || "").split(",")) {
      const found = /^([KQRBNPkqrbnp])([zabcde][0-9](?:W|N|S|[DK]P[1-6]))\*?$/.exec(item);
      if (!found) continue;
      const c = found[1];
      squares[found[2]] = { color: c === c.toUpperCase() ? "w" : "b", role: c.toLowerCase() };
    }
    const pins = {};
    for (const item of (decks || "").split(",")) {
      const found = /^([DK]P[1-6])([wb])$/.exec(item);
      if (found) pins[found[1]] = found[2];
    }
    return { squares, pins };
  }

  // Draws the boards of `board` (a FEN3D) into `area`, White's side at the bottom when
  // `white`. `heading(level)` names a main board ("W", "N", "S"); `square(name, piece,
  // dark, onDeck)` makes a square's element (piece undefined when empty) and `pin(name,
  // deck)` a pin's handle (deck "w", "b" or undefined); both are placed here.
  function draw(area, { board, white, heading, square, pin }) {
    area.replaceChildren();
    const { squares, pins } = placement(board);
    const order = white ? [...BOARDS].reverse() : BOARDS;
    for (const [level, first, rear, front] of order) {
      const section = document.createElement("section");
      section.className = "level3";
      const title = document.createElement("h3");
      title.textContent = heading(level);
      section.append(title);
      const grid = document.createElement("div");
      grid.className = "grid3";
      // Rows: six ranks (one beyond the board each way, where the decks reach), then the
      // files. For White the higher ranks are on top.
      const rowOf = (rank) => (white ? 1 + (first + 4 - rank) : 1 + (rank - (first - 1)));
      // Columns: a pin's handle, the rank numbers, the queen's side decks (z, a), the board
      // (a–d), the king's side decks (d, e), their pins' handles; mirrored for Black.
      const colOf = (file, region) => {
        const index = FILES.indexOf(file);
        if (region === "main") return white ? 5 + index : 10 - index;
        if (region === "DP") return white ? 3 + index : 12 - index;
        return white ? 11 + (index - 4) : 4 - (index - 4);
      };
      const handleCol = (wing) => ((wing === "DP") === white ? 1 : 13);
      for (let rank = first - 1; rank <= first + 4; rank++) {
        const label = document.createElement("span");
        label.className = "rank3";
        label.setAttribute("aria-hidden", "true");
        label.textContent = String(rank);
        label.style.gridRow = String(rowOf(rank));
        label.style.gridColumn = "2";
        grid.append(label);
      }
      const cell = (name, file, rank, region, onDeck) => {
        const dark = (FILES.indexOf(file) + rank) % 2 === 0;
        const element = square(name, squares[name], dark, onDeck);
        element.style.gridRow = String(rowOf(rank));
        element.style.gridColumn = String(colOf(file, region));
        grid.append(element);
      };
      for (let rank = first; rank < first + 4; rank++) {
        for (const file of "abcd") cell(`${file}${rank}${level}`, file, rank, "main", false);
      }
      for (const number of [rear, front]) {
        for (const wing of ["DP", "KP"]) {
          const name = `${wing}${number}`;
          const files = wing === "DP" ? "za" : "de";
          const ranks = number === rear ? [first - 1, first] : [first + 3, first + 4];
          const deck = pins[name];
          if (deck) {
            for (const rank of ranks) for (const file of files) cell(`${file}${rank}${name}`, file, rank, wing, true);
          }
          const handle = pin(name, deck);
          handle.style.gridRow = `${Math.min(rowOf(ranks[0]), rowOf(ranks[1]))} / span 2`;
          handle.style.gridColumn = String(handleCol(wing));
          grid.append(handle);
        }
      }
      // The files under the board, as the player sits.
      const fileRow = (region, files) => {
        for (const file of files) {
          const letter = document.createElement("span");
          letter.className = "file3";
          letter.setAttribute("aria-hidden", "true");
          letter.textContent = file;
          letter.style.gridRow = "7";
          letter.style.gridColumn = String(colOf(file, region));
          grid.append(letter);
        }
      };
      fileRow("DP", "za");
      fileRow("main", "abcd");
      fileRow("KP", "de");
      section.append(grid);
      area.append(section);
    }
  }

  // Draws the boards as pictures to look at, not to tap (the spectators' and the arbiter's
  // pages): each square and pin's handle is an image for screen readers, named "its name:
  // what stands there, its marks" (with its notation in brackets when `notation`).
  // `place(cell, piece)` puts a piece's glyph in a square and gives its words; `named(name)`
  // names a square or pin; `deckWords(deck)` names a pin's deck ("w", "b" or none);
  // `marks(name)` gives the marks of a square or pin as [class, words] pairs.
  function drawPictures(area, { board, white, heading, place, named, deckWords, marks, notation }) {
    const dress = (element, name, what) => {
      const found = marks(name);
      for (const [mark] of found) element.classList.add(mark);
      let label = `${named(name)}: ${what}`;
      if (found.length) label += `, ${found.map(([, words]) => words).join(", ")}`;
      element.setAttribute("role", "img");
      element.setAttribute("aria-label", notation ? `${label} (${name})` : label);
      return element;
    };
    const square = (name, piece, dark, onDeck) => {
      const cell = document.createElement("span");
      cell.className = `sq3 ${dark ? "dark" : "light"}${onDeck ? " deck" : ""}`;
      return dress(cell, name, place(cell, piece));
    };
    const pin = (name, deck) => {
      const handle = document.createElement("span");
      handle.className = `pin3${deck ? ` with-deck deck-${deck === "w" ? "white" : "black"}` : ""}`;
      handle.textContent = name;
      return dress(handle, name, deckWords(deck));
    };
    draw(area, { board, white, heading, square, pin });
  }

  return { FILES, placement, draw, drawPictures };
})();
