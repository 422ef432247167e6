// The page of `tablerules serve`: one person's seat at a table of bots, through the JSON API.
// The seat's token lives only in this page's memory; the server answers with what the seat
// may see and nothing else.
"use strict";

const page = {
  titles: [],
  view: null,   // the table as last shown
  previews: new Map(),  // the board after each move, by index, while a menu is open
  previewing: false,
  wanted: null,  // the move whose preview is wanted now
  pictureHTML: "",
  game: null,   // the game's id
  token: null,  // this seat's token
};

const $ = (id) => document.getElementById(id);

async function call(method, path, body) {
  const headers = { "Content-Type": "application/json" };
  if (page.token) headers.Authorization = `Bearer ${page.token}`;
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await response.json();
  if (!response.ok) {
    const error = new Error(data.error ? data.error.message : `HTTP ${response.status}`);
    error.details = data.error || {};
    throw error;
  }
  return data;
}

function option(value, text, selected) {
  const element = document.createElement("option");
  element.value = value;
  element.textContent = text;
  element.selected = Boolean(selected);
  return element;
}

function chosenTitle() {
  return page.titles.find((title) => title.id === $("title").value);
}

function fillPlayers() {
  const title = chosenTitle();
  $("players").replaceChildren(...title.players.map((count) => option(count, String(count))));
  $("variant").replaceChildren(...title.variants.map((name, index) => option(name, name, index === 0)));
  fillSeats();
}

function fillSeats() {
  const title = chosenTitle();
  const names = title.seat_names[$("players").value];
  $("seat").replaceChildren(
    ...names.map((name, seat) => option(seat, name === `seat ${seat}` ? name : `seat ${seat} (${name})`)),
  );
}

async function start() {
  const data = await call("GET", "api/titles");
  page.titles = data.titles;
  $("title").replaceChildren(...page.titles.map((title) => option(title.id, title.name)));
  fillPlayers();
  $("title").addEventListener("change", fillPlayers);
  $("players").addEventListener("change", fillSeats);
  $("new-game-form").addEventListener("submit", newGame);
  $("notation-form").addEventListener("submit", playTyped);
  $("undo").addEventListener("click", undo);
  $("picture").addEventListener("click", chooseAt);
  $("picture").addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") chooseAt(event);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") closeChoices();
  });
  document.body.dataset.ready = "true";
}

async function newGame(event) {
  event.preventDefault();
  const players = Number($("players").value);
  const mine = Number($("seat").value);
  const seats = Array.from({ length: players }, (_, seat) => (seat === mine ? "person" : $("bot").value));
  say("");
  busy(true);
  try {
    page.token = null;
    const table = { title: $("title").value, players, variant: $("variant").value, seats };
    // No seed unless one is asked for: whoever knows it can work out the hidden cards.
    if ($("seed").value !== "") table.seed = Number($("seed").value);
    const opened = await call("POST", "api/games", table);
    page.game = opened.game;
    page.token = opened.seats[mine].token;
    await showAndWait(await call("GET", `api/games/${page.game}`));
  } catch (error) {
    refused(error);
  } finally {
    busy(false);
  }
}

async function act(body) {
  say("");
  busy(true);
  try {
    await showAndWait(await call("POST", `api/games/${page.game}/actions`, body));
    return true;
  } catch (error) {
    refused(error);
    return false;
  } finally {
    busy(false);
  }
}

async function playTyped(event) {
  event.preventDefault();
  const text = $("notation").value.trim();
  if (!text) return;
  if (await act({ action: text })) $("notation").value = "";
}

async function undo() {
  say("");
  busy(true);
  try {
    await showAndWait(await call("POST", `api/games/${page.game}/undo`));
  } catch (error) {
    refused(error);
  } finally {
    busy(false);
  }
}

// The table as the seat sees it; while the bots think, again at each change the server
// tells of (Server-Sent Events, read with fetch so that the token stays in a header),
// until they are done. Where the stream fails, the page asks every half second instead.
async function showAndWait(view) {
  show(view);
  if (!view.thinking) return;
  const game = page.game;
  try {
    const response = await fetch(`api/games/${game}/events`, {
      headers: { Authorization: `Bearer ${page.token}` },
    });
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!event.startsWith("event: table")) continue;  // a comment: the stream is alive
        if (page.game !== game) {
          reader.cancel();
          return;
        }
        const now = await call("GET", `api/games/${game}`);
        show(now);
        if (!now.thinking) {
          reader.cancel();
          return;
        }
      }
    }
  } catch (error) {
    // The stream failed: ask instead.
  }
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (page.game !== game) return;
    const now = await call("GET", `api/games/${game}`);
    show(now);
    if (!now.thinking) return;
  }
}

function moveItem(move) {
  const item = document.createElement("li");
  const button = document.createElement("button");
  button.type = "button";
  button.className = "move";
  button.dataset.index = move.index;
  button.textContent = move.notation;
  button.addEventListener("click", () => act({ index: move.index }));
  item.append(button);
  return item;
}

// A click (or Enter) on a target of the board: the legal moves it stands for.
function chooseAt(event) {
  const mark = event.target.closest ? event.target.closest("g[data-legal]") : null;
  if (!mark || !page.view || !page.view.your_turn || document.body.dataset.busy === "true") return;
  event.preventDefault();
  const wanted = JSON.parse(mark.dataset.legal);
  const moves = page.view.legal.filter((move) => wanted.includes(move.notation));
  if (moves.length === 1) {
    act({ index: moves[0].index });
  } else if (moves.length > 1) {
    openChoices(moves, event);
  }
}

function openChoices(moves, event) {
  const menu = $("choices");
  const heading = document.createElement("p");
  heading.textContent = `${moves.length} moves go here:`;
  const list = document.createElement("ol");
  list.append(
    ...moves.map((move) => {
      const item = moveItem(move);
      const button = item.firstChild;
      button.classList.add("choice");
      // Pointing at a move (or reaching it with the arrow keys) shows the board after it,
      // not played: a Bison tile turned in place until one turn is chosen.
      button.addEventListener("mouseenter", () => preview(move));
      button.addEventListener("focus", () => preview(move));
      button.addEventListener("keydown", (key) => {
        const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[key.key];
        if (!step) return;
        key.preventDefault();
        const all = [...menu.querySelectorAll("button.choice")];
        all[(all.indexOf(button) + step + all.length) % all.length].focus();
      });
      return item;
    }),
  );
  const cancel = document.createElement("button");
  cancel.type = "button";
  cancel.textContent = "Cancel";
  cancel.addEventListener("click", closeChoices);
  menu.replaceChildren(heading, list, cancel);
  const box = $("board").getBoundingClientRect();
  const x = event.clientX !== undefined && event.clientX > 0 ? event.clientX : box.left + 40;
  const y = event.clientY !== undefined && event.clientY > 0 ? event.clientY : box.top + 40;
  menu.style.left = `${Math.max(0, x - box.left)}px`;
  menu.style.top = `${Math.max(0, y - box.top)}px`;
  menu.hidden = false;
  menu.querySelector("button").focus();
}

// Every target the board marks is a button: a click plays the move it stands for, or
// offers the few that go there.
function markChoices() {
  for (const mark of $("picture").querySelectorAll("g[data-legal]")) {
    mark.setAttribute("tabindex", "0");
    mark.setAttribute("role", "button");
    const title = mark.querySelector("title");
    if (title) mark.setAttribute("aria-label", title.textContent);
  }
}

function closeChoices() {
  $("choices").hidden = true;
  $("choices").replaceChildren();
  if (page.previewing) {
    page.previewing = false;
    $("picture").innerHTML = page.pictureHTML;
    $("picture").classList.remove("preview");
    delete $("picture").dataset.preview;
    markChoices();
  }
}

async function preview(move) {
  const game = page.game;
  // The move pointed at last is the one shown, whichever answer comes back last.
  page.wanted = move.index;
  let shown = page.previews.get(move.index);
  if (!shown) {
    try {
      shown = await call("GET", `api/games/${game}/preview/${move.index}`);
    } catch (error) {
      return;  // no preview: the board stays as it is
    }
    page.previews.set(move.index, shown);
    if (page.game !== game || $("choices").hidden || page.wanted !== move.index) return;
  }
  page.previewing = true;
  const picture = draw(shown);
  picture.classList.add("preview");
  picture.dataset.preview = shown.notation;
}

function busy(on) {
  document.body.dataset.busy = on ? "true" : "false";
  for (const button of document.querySelectorAll("button")) button.disabled = on;
}

function say(text) {
  $("message").textContent = text;
}

function refused(error) {
  const details = error.details || {};
  const message = $("message");
  message.textContent = "";
  if (details.rule) {
    const rule = document.createElement("code");
    rule.className = "rule";
    rule.textContent = details.rule;
    message.append("Refused (", rule, `): ${details.reason}`);
  } else {
    message.textContent = error.message;
  }
}

// The board: the SVG picture (the server's own drawing of the seat's view, its text escaped
// there), or the text picture for a title that draws none.
function draw(seen) {
  const picture = $("picture");
  if (seen.svg) {
    picture.innerHTML = seen.svg;
  } else {
    const text = document.createElement("pre");
    text.textContent = seen.text;
    picture.replaceChildren(text);
  }
  return picture;
}

function show(view) {
  $("game").hidden = false;
  const names = view.seat_names;
  // A seat's name once: "seat 0" when the title names none, "red (seat 0)" when it does.
  const you = names[view.seat] === `seat ${view.seat}` ? names[view.seat] : `${names[view.seat]} (seat ${view.seat})`;
  $("game-heading").textContent = `${view.name}: ${view.players} players, you are ${you}`;
  draw(view);
  $("text-picture").textContent = view.text;
  const title = page.titles.find((each) => each.id === view.title);
  $("picture-key").textContent = title ? title.picture_key : "";
  $("picture-key-box").hidden = !(title && title.picture_key);
  if (view.is_over) {
    $("status").textContent = "The game is over.";
  } else if (view.your_turn) {
    $("status").textContent = "Your turn.";
  } else if (view.thinking && view.to_move !== null) {
    $("status").textContent = `${names[view.to_move]} is thinking…`;
  } else {
    $("status").textContent = `Waiting for ${names[view.to_move]}.`;
  }
  page.view = view;
  page.previews = new Map();
  page.previewing = false;
  page.pictureHTML = $("picture").innerHTML;
  $("picture").classList.remove("preview");
  closeChoices();
  // The moves, grouped by their first word (lay, enter, pass, ...), each group its count.
  const groups = new Map();
  for (const move of view.legal) {
    const word = move.notation.split(" ", 1)[0];
    if (!groups.has(word)) groups.set(word, []);
    groups.get(word).push(move);
  }
  $("moves-heading").textContent = view.legal.length ? `Your moves (${view.legal.length})` : "Your moves";
  $("moves").replaceChildren(
    ...[...groups].map(([word, moves]) => {
      const group = document.createElement("details");
      group.open = true;
      const summary = document.createElement("summary");
      summary.textContent = `${word} (${moves.length})`;
      const list = document.createElement("ol");
      list.append(...moves.map((move) => moveItem(move)));
      group.append(summary, list);
      return group;
    }),
  );
  markChoices();
  $("notation-form").hidden = !view.your_turn;
  $("undo").hidden = !view.can_undo;
  $("log").replaceChildren(
    ...view.log
      .slice()
      .reverse()
      .map((entry) => {
        const item = document.createElement("li");
        const who = entry.seat === null ? "chance" : names[entry.seat];
        item.textContent = `${who}: ${entry.notation}`;
        return item;
      }),
  );
  const finished = view.outcome !== null;
  $("result-section").hidden = !finished;
  if (finished) {
    const winners = view.outcome.winners.map((seat) => names[seat]);
    $("result").textContent =
      (view.outcome.is_draw ? `A draw between ${winners.join(" and ")}` : `${winners[0]} won`) +
      ` (scores ${view.outcome.scores.join(" – ")})` +
      (view.outcome.tiebreak ? `, by ${view.outcome.tiebreak}.` : ".");
    $("score-sheet").tBodies[0].replaceChildren(
      ...view.score_sheet.map((row) => {
        const line = document.createElement("tr");
        const cells = [names[row.seat], row.points, row.label, row.detail];
        cells.forEach((value, index) => {
          const cell = document.createElement("td");
          cell.textContent = String(value);
          if (index === 1) cell.className = "points";
          line.append(cell);
        });
        return line;
      }),
    );
  }
  document.body.dataset.step = String(view.log.length);
}

start().catch((error) => say(`The server did not answer: ${error.message}`));
