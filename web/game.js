// The game table: menu, new-game form, table, hot-seat hand-offs, bots, saves and share links.
//
// This module holds no game rule. Python (web/bridge.py) says what is on the table and which moves
// are legal (`table(...).legal`); a click is mapped to one of those moves and sent back with `act`.
// A click on something that is not legal asks the engine why (`explain`) and shows its answer.
// Untrusted text (player names, save files, links) only ever reaches the page through textContent.

import { t, setLang, lang, listNames } from "./i18n.js";
import * as store from "./store.js";

const root = document.documentElement;
const main = document.getElementById("table");

// --- small helpers -------------------------------------------------------------------------------

/** el("button", {class, text, title, data: {k: v}, attrs: {k: v}}, ...children): DOM, never HTML. */
function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k === "data") for (const [dk, dv] of Object.entries(v)) node.dataset[dk] = dv;
    else if (k === "attrs") for (const [ak, av] of Object.entries(v)) node.setAttribute(ak, av);
    else node[k] = v;
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** Replace `node`'s children (null/false children are skipped, unlike replaceChildren). */
function fill(node, ...children) {
  node.replaceChildren(...children.flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false));
  return node;
}

const button = (label, props = {}) => el("button", { type: "button", ...props }, label);

// Bridge calls whose refusals and errors come back in the page's language.
const IN_LANGUAGE = new Set(["act", "explain", "hint", "load_save", "load_link", "save_summary"]);

function py(name, args = {}) {
  if (!window.evolution) throw Object.assign(new Error(t("error.noEngine")), { name: "EngineNotReady" });
  const payload = IN_LANGUAGE.has(name) ? { ...args, lang: lang() } : args;
  return JSON.parse(window.evolution.call(name, JSON.stringify(payload)));
}

/** A stable key for an action object (field order does not matter). */
const actionKey = (a) => JSON.stringify(Object.keys(a).sort().map((k) => [k, a[k]]));

const sentence = (text) => {
  const s = String(text ?? "").trim();
  return s && !/[.!?…)]$/.test(s) ? `${s}.` : s;
};

const signed = (n) => (n > 0 ? `+${n}` : String(n));

const today = () => new Date().toLocaleString(lang() === "fr" ? "fr-FR" : "en-GB",
  { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });

// --- settings -------------------------------------------------------------------------------------

function botDelay() {
  const param = new URLSearchParams(location.search).get("botdelay");
  for (const value of [param, store.readSetting("botdelay")]) {
    if (value !== null && value !== "" && Number.isFinite(Number(value)) && Number(value) >= 0) return Number(value);
  }
  return 600;
}

const ui = {
  ready: false,
  delay: botDelay(),
  levels: ["random", "greedy"],
  help: new Map(), // lang -> rules_help entries
  game: null,
  notice: null, // {text, kind} shown on the menu screen
  form: null, // the new-game form model
  clickTimes: [], // {ms from a click to the end of its render, act, moved} (benchmarks/ui.py reads this)
};
window.evolutionUI = ui;

// =================================================================================================
// Static page: menu, language
// =================================================================================================

function applyStatic() {
  for (const node of document.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  const toggle = document.getElementById("lang-toggle");
  if (toggle) {
    toggle.textContent = t("lang.other");
    toggle.setAttribute("aria-label", t("lang.switch"));
    toggle.lang = lang() === "fr" ? "en" : "fr";
  }
  updateContinue();
  renderNotice();
}

function switchLang() {
  setLang(lang() === "fr" ? "en" : "fr");
  store.writeSetting("lang", lang());
  applyStatic();
  if (ui.game && document.body.classList.contains("in-game")) {
    buildHelp();
    refresh();
  }
  for (const dialog of document.querySelectorAll("dialog[open]")) dialog.dispatchEvent(new Event("relabel"));
}

function showNotice(text, kind = "info") {
  ui.notice = text ? { text, kind } : null;
  renderNotice();
}

function renderNotice() {
  let node = document.getElementById("notice");
  if (!node) {
    node = el("p", { id: "notice", attrs: { role: "status" } });
    document.getElementById("menu").after(node);
  }
  node.hidden = !ui.notice;
  node.className = ui.notice ? `notice ${ui.notice.kind}` : "notice";
  node.textContent = ui.notice ? ui.notice.text : "";
}

function updateContinue() {
  const node = document.getElementById("continue-game");
  if (!node) return;
  const auto = store.readAutosave();
  const usable = auto && !auto.damaged && typeof auto.save === "string";
  node.hidden = !usable;
  const sum = usable && auto.summary;
  node.textContent = sum && !sum.over ? t("menu.continueWho", { names: listNames(sum.names), round: sum.round })
    : t("menu.continue");
}

function showMenu() {
  const g = ui.game;
  if (g) {
    clearTimeout(g.botTimer);
    persist(false);
  }
  ui.game = null;
  document.body.classList.remove("in-game");
  fill(main);
  updateContinue();
  renderNotice();
  document.getElementById("new-game")?.focus();
}

// =================================================================================================
// Opening games
// =================================================================================================

/** Open the game whose save the bridge has just loaded. `seat`: the human whose view was shown. */
function openGame(save, seat = null, message = null) {
  if (ui.game) clearTimeout(ui.game.botTimer);
  const probe = py("table", { viewer: null, lang: lang(), log_from: 1 << 30 });
  const humans = probe.seats.flatMap((s, i) => (s.bot === null ? [i] : []));
  if (humans.length === 1) seat = humans[0];
  else if (!humans.includes(seat)) seat = null;
  ui.game = {
    save, seat, humans, seats: probe.seats,
    table: null, mode: "idle", handoffTo: null, thinking: null,
    sel: null, info: null, message, logs: new Map(), actions: new Map(), keyed: new Map(),
    botTimer: null, focusFirst: null, parts: null,
  };
  ui.notice = null;
  document.body.classList.add("in-game");
  buildSkeleton();
  refresh();
  persist(true);
  if (ui.game.message) renderMessage();
}

/** Start from what load_save/load_link returned, after keeping a different autosave in a slot. */
function openLoaded(opened, what, seat = null, message = null) {
  const kept = keepAutosave(opened.save, what);
  if (kept && kept.error) {
    // Could not keep the old game: do not replace it. Put the old game back in the bridge.
    if (ui.game) py("load_save", { save: ui.game.save });
    return kept.error;
  }
  const notes = [message, kept && t("saves.backup", { name: kept.name })].filter(Boolean).join(" ");
  openGame(opened.save, seat, notes ? { text: notes, kind: "info" } : null);
  return null;
}

/** Copy the autosave to a new slot if it holds another game than `newSave` (links, imports, loads). */
function keepAutosave(newSave, what) {
  const auto = store.readAutosave();
  if (!auto) return null;
  const text = auto.damaged ? auto.raw : auto.save;
  if (text === newSave) return null;
  if (store.slots().some((s) => s.record && (s.record.save === text || s.record.raw === text))) return null;
  const name = store.freeSlotName(t("saves.backupBefore", { what: t(`saves.what.${what}`), date: today() }));
  const record = auto.damaged ? { damaged: "?", raw: auto.raw, at: Date.now() } : { ...auto, open: false, at: Date.now() };
  const error = store.writeSlot(name, record);
  if (error) return { error: error.full ? t("storage.full") : t("storage.off", { reason: error.message }) };
  return { name };
}

function resumeAutosave(auto) {
  let opened;
  try {
    if (auto.damaged || typeof auto.save !== "string") throw new Error("?");
    opened = py("load_save", { save: auto.save });
  } catch (error) {
    const name = store.freeSlotName(t("saves.damagedAuto", { date: today() }));
    const failed = store.writeSlot(name, { damaged: sentence(error.message), raw: auto.raw ?? auto.save, at: Date.now() });
    if (!failed) store.removeAutosave();
    showNotice(t("saves.autosaveDamaged", { reason: sentence(error.message), name }), "error");
    updateContinue();
    return;
  }
  openGame(opened.save, auto.seat ?? null);
}

function continueGame() {
  const auto = store.readAutosave();
  if (auto) resumeAutosave(auto);
}

/** `#g=<payload>`: open the shared game. A broken link changes nothing but shows why. */
function handleLink() {
  const match = /^#g=(.*)$/s.exec(location.hash);
  if (!match) return false;
  history.replaceState(null, "", location.pathname + location.search); // the fragment is used once
  let payload = match[1];
  try {
    payload = decodeURIComponent(payload);
  } catch {
    // keep it as it is; the engine will say what is wrong
  }
  let opened;
  try {
    opened = py("load_link", { link: payload });
  } catch (error) {
    if (ui.game) showMessage(t("link.broken", { reason: sentence(error.message) }), "error");
    else showNotice(t("link.broken", { reason: sentence(error.message) }), "error");
    return true;
  }
  const failed = openLoaded(opened, "link", null, t("link.loaded"));
  if (failed) showNotice(failed, "error");
  return true;
}

// =================================================================================================
// Saving
// =================================================================================================

function summaryOf(g) {
  const v = g.table?.view;
  return { names: g.seats.map((s) => s.name), round: v?.round ?? 1, over: v?.phase === "over", moves: g.table?.moves ?? 0 };
}

function persist(open = true) {
  const g = ui.game;
  if (!g) return;
  const error = store.writeAutosave({ save: g.save, seat: g.seat, open, at: Date.now(), summary: summaryOf(g) });
  if (error) g.message = { text: error.full ? t("storage.full") : t("storage.off", { reason: error.message }), kind: "error" };
}

function download(text, name) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = el("a", { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const fileName = (label) => `evolution-${String(label).replace(/[^\p{L}\p{N}_-]+/gu, "-").slice(0, 60) || "game"}.json`;

// =================================================================================================
// The game loop: who decides, which view to show, bots
// =================================================================================================

/** The table for `viewer`, keeping each viewer's log lines so only new ones cross the bridge.
 *  The first (log_size - log_from) lines returned are final; the rest (blind quick-play planning)
 *  may still change, so it is fetched again every time (view.py: visible_log, PlayerView.log_size). */
function fetchTable(viewer) {
  const g = ui.game;
  const key = `${viewer}|${lang()}`;
  let cache = g.logs.get(key) || { to: 0, lines: [] };
  let p = py("table", { viewer, lang: lang(), log_from: cache.to });
  if (p.view.log_size < cache.to) {
    cache = { to: 0, lines: [] };
    p = py("table", { viewer, lang: lang(), log_from: 0 });
  }
  const stable = p.log.slice(0, Math.max(0, p.view.log_size - cache.to));
  cache.lines.push(...stable);
  cache.to = p.view.log_size;
  g.logs.set(key, cache);
  p.logKey = key;
  p.logLines = cache.lines;
  p.logTail = p.log.slice(stable.length);
  return p;
}

/** Decide whose screen this is. Humans already holding the device go first; then bots; then the
 *  next human, behind a hand-off screen when several humans share the device. */
function decide(p) {
  const g = ui.game;
  const v = p.view;
  const solo = g.humans.length === 1 ? g.humans[0] : null;
  const humans = p.humans_to_move;
  const bots = p.bots_to_move;
  if (v.phase === "over") return { mode: "over", viewer: solo };
  if (g.seat !== null && humans.includes(g.seat)) return { mode: "play", viewer: g.seat };
  if (bots.length) return { mode: "bot", viewer: solo, thinking: bots[0] };
  if (humans.length) {
    if (solo !== null) return { mode: "play", viewer: solo };
    return { mode: "handoff", viewer: null, handoffTo: humans[0] };
  }
  return { mode: "idle", viewer: solo };
}

function refresh() {
  const g = ui.game;
  if (!g) return;
  clearTimeout(g.botTimer);
  g.botTimer = null;
  let p;
  let d;
  try {
    const guess = g.table ? g.table.view.viewer : g.seat;
    p = fetchTable(guess ?? null);
    d = decide(p);
    if (d.viewer !== p.view.viewer) p = fetchTable(d.viewer);
  } catch (error) {
    g.message = { text: t("error.engine", { message: error.message }), kind: "error" };
    renderMessage();
    return;
  }
  if (d.mode !== "play") g.sel = null;
  if (d.mode === "play" && g.mode !== "play") g.focusSoft = NEXT_FOCUS; // your turn again
  Object.assign(g, { table: p, mode: d.mode, handoffTo: d.handoffTo ?? null, thinking: d.thinking ?? null });
  render();
  if (d.mode === "bot") g.botTimer = setTimeout(botStep, ui.delay);
}

const BOT_SLICE_S = 0.04;

function botStep() {
  const g = ui.game;
  if (!g) return;
  g.botTimer = null;
  try {
    // Think in slices so the page never freezes: the hard bot's search runs ~40 ms at a time.
    const step = py("bot_step", { slice: BOT_SLICE_S });
    if (!step.done) {
      g.botTimer = setTimeout(botStep, 0);
      return;
    }
    g.save = step.save;
  } catch (error) {
    g.message = { text: t("error.engine", { message: error.message }), kind: "error" };
    renderMessage();
    return;
  }
  persist();
  refresh();
}

// Where keyboard focus goes when the button used is gone, best first (the card to play before "End turn").
const NEXT_FOCUS = [".player.viewer .sp-actions [data-legal]", ".hand .card.usable", ".dock-actions [data-legal]"];

/** Play `action` if it is legal; otherwise show the engine's reason and change nothing. */
function tryAction(action) {
  const g = ui.game;
  if (!g || g.mode !== "play") return;
  if (!g.legalKeys.has(actionKey(action))) {
    let reason;
    try {
      reason = py("explain", { action });
    } catch (error) {
      reason = error.message;
    }
    if (reason) {
      g.message = { text: sentence(reason), kind: "refusal" };
      renderMessage();
      return;
    }
  }
  try {
    g.save = py("act", { action }).save;
  } catch (error) {
    g.message = { text: error.name === "IllegalAction" ? sentence(error.message) : t("error.engine", { message: error.message }),
      kind: error.name === "IllegalAction" ? "refusal" : "error" };
    renderMessage();
    return;
  }
  const after = g.sel && g.sel.mode === "negate" ? { mode: "hunt", species: g.sel.species } : null;
  g.sel = after;
  g.info = null;
  g.message = null;
  g.focusSoft = NEXT_FOCUS;
  persist();
  refresh();
  if (g.sel && g.sel.mode === "hunt"
      && !g.table.legal.some((a) => (a.kind === "attack" || a.kind === "negate") && a.species === after.species)) {
    g.sel = null;
    render();
  }
}

// =================================================================================================
// Rendering
// =================================================================================================

function buildSkeleton() {
  const g = ui.game;
  const parts = {};
  parts.topline = el("div", { class: "topline" });
  parts.prompt = el("p", { class: "prompt", attrs: { "aria-live": "polite" } }); // kept: screen readers hear changes
  parts.topbar = el("header", { class: "topbar" }, parts.topline, parts.prompt);
  parts.message = el("div", { class: "message", attrs: { role: "status", "aria-live": "polite" } });
  parts.end = el("section", { class: "endscreen", attrs: { "aria-labelledby": "end-title" } });
  parts.board = el("div", { class: "board" });
  parts.dock = el("section", { class: "dock", attrs: { "aria-label": "hand" } });
  parts.log = el("ol", { class: "log-lines" });
  parts.logTitle = el("h2", { id: "log-title" });
  parts.help = el("details", { class: "help" });
  parts.side = el("aside", { class: "side" },
    el("section", { class: "log", attrs: { "aria-labelledby": "log-title" } }, parts.logTitle, parts.log), parts.help);
  parts.mainCol = el("div", { class: "main-col" }, parts.end, parts.board, parts.dock);
  parts.layout = el("div", { class: "layout" }, parts.mainCol, parts.side);
  parts.handoff = el("div", { class: "handoff", hidden: true, attrs: { role: "dialog", "aria-modal": "true", "aria-labelledby": "handoff-title" } });
  parts.root = el("div", { class: "game" }, parts.topbar, parts.message, parts.layout, parts.handoff);
  parts.root.addEventListener("click", onClick);
  parts.root.addEventListener("pointerdown", onPointerDown);
  parts.root.addEventListener("contextmenu", (e) => e.target.closest?.(".card, .trait") && e.preventDefault());
  fill(main, parts.root);
  g.parts = parts;
  g.logShown = { key: null, stable: 0 };
  buildHelp();
}

function render() {
  const g = ui.game;
  if (!g || !g.parts) return;
  const focused = document.activeElement;
  const focusKey = g.parts.root.contains(focused) ? focused?.dataset?.key : null;
  const p = g.table;
  g.legalKeys = new Set(p.legal.map(actionKey));
  g.actions = new Map();
  g.keyed = new Map();
  const P = g.parts;
  P.root.dataset.mode = g.mode;
  P.root.dataset.phase = p.view.phase;
  P.root.dataset.moves = p.moves;
  P.root.dataset.viewer = p.view.viewer ?? "";
  renderTopbar();
  renderMessage();
  renderEnd();
  renderBoard();
  renderDock();
  // Messages (a refusal's reason, a notice) show where the player looks: in the dock when there is one.
  if (!P.dock.hidden) P.dock.prepend(P.message);
  else if (P.message.parentNode !== P.root) P.topbar.after(P.message);
  renderLog();
  renderHandoff();
  const handoff = g.mode === "handoff";
  P.layout.inert = handoff;
  P.topbar.inert = handoff;
  P.message.inert = handoff;
  // Keyboard users keep their place across re-renders (the DOM is rebuilt).
  let target = null;
  if (g.focusFirst) target = P.root.querySelector(g.focusFirst);
  if (!target && focusKey) target = g.keyed.get(focusKey);
  if (!target && handoff) target = P.handoff.querySelector("button");
  g.focusFirst = null;
  const fresh = target && target !== g.keyed.get(focusKey); // a new place to act: bring it into view
  const dialogOpen = document.querySelector("dialog[open]");
  if (target && document.activeElement !== target && !dialogOpen) target.focus({ preventScroll: !fresh });
  // The button just used is gone (a move was made): keep keyboard users near the next thing to do.
  const soft = g.focusSoft;
  g.focusSoft = null;
  if (!target && soft && !dialogOpen && (!document.activeElement || document.activeElement === document.body)) {
    for (const selector of soft) {
      const next = P.root.querySelector(selector);
      if (next) {
        next.focus({ preventScroll: true });
        break;
      }
    }
  }
}

const name = (i) => ui.game.seats[i]?.name ?? "?";
const traitName = (trait) => ui.game.table.trait_names[trait] ?? trait;

function ruleOf(trait) {
  const entry = (ui.help.get(lang()) || []).find((e) => e.trait === trait);
  return entry ? entry.rule : "";
}

/** A button that plays (or explains) `action`. */
function actionButton(label, action, props = {}) {
  const g = ui.game;
  const key = `do:${actionKey(action)}`;
  const legal = g.legalKeys.has(actionKey(action));
  const node = button(label, {
    ...props,
    class: `${props.class || ""} act ${legal ? "legal" : "illegal"}`.trim(),
    data: { act: "do", key, ...(legal ? { legal: "" } : {}), ...(props.data || {}) },
  });
  g.actions.set(key, action);
  g.keyed.set(key, node);
  return node;
}

function keyed(node, key) {
  node.dataset.key = key;
  ui.game.keyed.set(key, node);
  return node;
}

function promptText() {
  const g = ui.game;
  const p = g.table;
  const v = p.view;
  const sel = g.sel;
  if (g.mode === "over") return t("do.over");
  if (g.mode === "handoff") return t("do.handoff", { name: name(g.handoffTo) });
  if (g.mode === "bot") return t("do.thinking", { name: name(g.thinking) });
  if (g.mode === "idle") return v.phase === "halted" ? t("do.halted") : t("do.wait", { names: listNames(v.to_move.map(name)) });
  const me = v.viewer;
  const hand = v.players[me].hand || [];
  if (sel?.mode === "card" && hand[sel.card]) {
    const card = hand[sel.card];
    if (v.phase === "food_card") return t("do.foodSelected", { card: traitName(card.trait), food: signed(card.food) });
    return t("do.cardSelected", { card: traitName(card.trait) });
  }
  if (sel?.mode === "hunt") return t("do.hunt", { n: sel.species + 1 });
  if (sel?.mode === "intel") return t("do.intel", { n: sel.species + 1 });
  if (sel?.mode === "negate") return t("do.negate", { n: sel.species + 1, trait: traitName(sel.trait) });
  if (sel?.mode === "discard") {
    const tv = v.players[me].species[sel.species]?.traits[sel.trait];
    return t("do.discard", { n: sel.species + 1, trait: tv?.trait ? traitName(tv.trait) : "?" });
  }
  if (v.phase === "play_cards" && v.ruleset.quick_play) return t("do.play_quick", { name: name(me) });
  if (v.phase === "feeding" && !p.legal.some((a) => a.kind === "feed" || a.kind === "attack")) return t("do.feedingFat", { name: name(me) });
  return t(`do.${v.phase}`, { name: name(me) });
}

function renderTopbar() {
  const g = ui.game;
  const v = g.table.view;
  const status = el("p", { class: "status" },
    el("strong", { text: t("top.round", { n: v.round }) }), " · ", el("span", { class: "phase", text: t(`phase.${v.phase}`) }),
    v.ruleset.quick_play ? el("span", { class: "badge", text: t("top.quick") }) : null,
    v.last_round && v.phase !== "over" ? el("span", { class: "badge warn last-round", text: t("top.lastRound") }) : null);
  const counts = el("p", { class: "counts" },
    el("span", { text: t("top.deck", { n: v.deck_size }) }),
    el("span", { text: t("top.discard", { n: v.discard_size }) }),
    el("span", { class: "first", text: t("top.first", { name: name(v.first_player) }) }));
  const tools = el("nav", { class: "tools", attrs: { "aria-label": "game" } },
    keyed(button(t("tool.saves"), { data: { act: "saves" } }), "tool:saves"),
    keyed(button(t("tool.share"), { data: { act: "share" } }), "tool:share"),
    keyed(button(t("lang.other"), { class: "lang", data: { act: "lang" }, lang: lang() === "fr" ? "en" : "fr", attrs: { "aria-label": t("lang.switch") } }), "tool:lang"),
    keyed(button(t("tool.menu"), { data: { act: "menu" } }), "tool:menu"));
  fill(g.parts.topline, status, counts, tools);
  const text = promptText();
  g.parts.prompt.className = `prompt mode-${g.mode}`;
  if (g.parts.prompt.textContent !== text) g.parts.prompt.textContent = text;
}

function renderMessage() {
  const g = ui.game;
  const node = g.parts.message;
  const m = g.message;
  node.className = m ? `message ${m.kind}` : "message";
  node.setAttribute("role", m && m.kind !== "info" ? "alert" : "status");
  if (!m) {
    fill(node);
    return;
  }
  fill(node, el("span", { text: m.text }),
    keyed(button("×", { class: "dismiss", data: { act: "dismiss" }, attrs: { "aria-label": t("btn.close") } }), "msg:dismiss"));
}

function renderEnd() {
  const g = ui.game;
  const p = g.table;
  const v = p.view;
  const node = g.parts.end;
  if (v.phase !== "over") {
    node.hidden = true;
    fill(node);
    return;
  }
  node.hidden = false;
  const winners = v.winners.map(name);
  const head = winners.length > 1 ? t("end.shared", { names: listNames(winners) }) : t("end.wins", { names: winners[0] ?? "?" });
  const rows = v.scores.map((s) => el("tr", { class: v.winners.includes(s.player) ? "winner" : "" },
    el("th", { attrs: { scope: "row" }, text: `${v.winners.includes(s.player) ? "★ " : ""}${name(s.player)}` }),
    el("td", { text: s.food }), el("td", { text: s.population }), el("td", { text: s.traits }),
    el("td", { class: "total", text: s.total })));
  fill(node,
    el("h2", { id: "end-title", text: t("end.title") }),
    el("p", { class: "winners", text: head }),
    p.tie_break ? el("p", { class: "tie-break", text: t(`end.tie.${p.tie_break}`) }) : null,
    el("table", { class: "scores" },
      el("thead", {}, el("tr", {}, ["end.player", "end.food", "end.population", "end.traits", "end.total"]
        .map((k) => el("th", { attrs: { scope: "col" }, text: t(k) })))),
      el("tbody", {}, rows)),
    el("p", { class: "end-actions" }, keyed(button(t("end.new"), { data: { act: "new" } }), "end:new")));
}

function renderBoard() {
  const g = ui.game;
  const v = g.table.view;
  const me = v.viewer;
  const order = v.players.map((_, i) => i);
  if (me !== null) order.push(...order.splice(0, me)); // me first (under the watering hole), then the others in turn order
  fill(g.parts.board, renderWateringHole(), el("div", { class: "players" }, order.map(renderPlayer)));
}

function renderWateringHole() {
  const g = ui.game;
  const v = g.table.view;
  const placed = v.players.filter((pl) => pl.food_card_placed);
  const mine = v.viewer !== null ? v.players[v.viewer].food_card : null;
  return el("section", { class: "watering-hole", attrs: { "aria-label": t("wh.title") } },
    el("h2", { text: t("wh.title") }),
    el("p", { class: "plants" }, el("span", { class: "plant-count", text: v.watering_hole }), " ",
      t("wh.plants", { n: v.watering_hole }).replace(/^\S+\s*/, "")),
    ["food_card", "play_cards", "leaf"].includes(v.phase)
      ? el("p", { class: "food-cards" }, `${t("wh.cards")} `,
        placed.length ? placed.map((pl) => el("span", { class: "card-back", title: t("pl.foodPlaced"), text: name(pl.index) }))
          : el("span", { class: "muted", text: t("wh.none") }))
      : null,
    mine ? el("p", { class: "own-food", text: t("wh.yours", { card: traitName(mine.trait), food: signed(mine.food) }) }) : null);
}

function renderPlayer(i) {
  const g = ui.game;
  const p = g.table;
  const v = p.view;
  const pl = v.players[i];
  const seat = g.seats[i];
  const me = v.viewer;
  const toMove = v.to_move.includes(i) && v.phase !== "over";
  const thinking = g.mode === "bot" && g.thinking === i;
  const score = p.scores_now?.[i];
  const badges = [
    v.first_player === i ? el("span", { class: "badge first", text: t("pl.first") }) : null,
    thinking ? el("span", { class: "badge thinking", text: t("pl.thinking") })
      : toMove && !pl.planning_hidden ? el("span", { class: "badge to-move", text: t("pl.toMove") }) : null,
    pl.done ? el("span", { class: "badge done", text: t(v.phase === "feeding" ? "pl.passed" : "pl.done") }) : null,
    pl.planning_hidden ? el("span", { class: "badge", text: t("pl.planning") }) : null,
  ];
  const head = el("header", { class: "player-head" },
    el("h3", { class: "pname", text: seat.name }),
    el("span", { class: "role", text: i === me ? `(${t("pl.you")})` : seat.bot ? t("pl.bot", { level: t(`bot.${seat.bot}`) }) : t("pl.human") }),
    badges,
    el("span", { class: "pstats" },
      el("span", { text: t("pl.hand", { n: pl.hand_size }) }),
      el("span", { text: t("pl.bag", { n: pl.bag }) }),
      el("span", { class: "score", text: score ? t("pl.score", { n: score.total }) : t("pl.scoreHidden") })));
  const row = el("ol", { class: "row", attrs: { "aria-label": seat.name } });
  const slots = newSpeciesSlots(i);
  if (slots) row.append(slots[0]);
  pl.species.forEach((sp, s) => row.append(renderSpecies(i, s, sp)));
  if (!pl.species.length && !slots) row.append(el("li", { class: "muted empty", text: t("sp.noSpecies") }));
  if (slots) row.append(slots[1]);
  return el("article", {
    class: `player${i === me ? " viewer" : ""}${toMove ? " active" : ""}${thinking ? " is-thinking" : ""}`,
    data: { seat: i },
  }, head, row);
}

function newSpeciesSlots(owner) {
  const g = ui.game;
  const v = g.table.view;
  if (g.mode !== "play" || owner !== v.viewer || v.phase !== "play_cards" || g.sel?.mode !== "card") return null;
  return ["left", "right"].map((side) => el("li", { class: `slot ${side}` },
    actionButton(t(side === "left" ? "btn.newLeft" : "btn.newRight"),
      { player: owner, kind: "new_species", card: g.sel.card, side },
      { class: "target", attrs: { "aria-label": t(side === "left" ? "sp.newLeft" : "sp.newRight") } })));
}

function renderSpecies(owner, s, sp) {
  const g = ui.game;
  const v = g.table.view;
  const me = v.viewer;
  const mine = owner === me;
  const sel = g.sel;
  const fatVisible = sp.fat > 0 || sp.traits.some((tv) => tv.trait === "Fat Tissue");
  const traits = el("ul", { class: "traits" }, sp.traits.map((tv, j) => renderTrait(owner, s, j, tv)));
  const stats = el("p", { class: "stats" },
    stat(sp.size, t("sp.size"), "size"), stat(sp.pop, t("sp.pop"), "pop"),
    stat(`${sp.food}/${sp.pop}`, t("sp.food"), "food"),
    fatVisible ? stat(sp.fat, t("sp.fat"), "fat") : null);
  const actions = el("div", { class: "sp-actions" }, speciesActions(owner, s));
  const attacker = sel?.mode === "hunt" && mine && sel.species === s;
  let target = "";
  if (g.mode === "play" && sel?.mode === "hunt" && !attacker) {
    target = g.legalKeys.has(actionKey({ player: me, kind: "attack", species: sel.species, target: [owner, s] }))
      ? " target-legal" : " target-illegal";
  }
  const classes = `species${sp.carnivore ? " carnivore" : ""}${sp.hungry && v.phase === "feeding" ? " hungry" : ""}`
    + `${attacker ? " attacker" : ""}${target}`;
  return el("li", { class: classes, data: { species: s } },
    el("p", { class: "sp-title", text: t("sp.species", { n: s + 1 }) }), traits, stats, actions);
}

function stat(value, label, cls) {
  return el("span", { class: `stat ${cls}` }, el("b", { text: value }), el("small", { text: label }));
}

function renderTrait(owner, s, j, tv) {
  const g = ui.game;
  const v = g.table.view;
  if (!tv.trait) return el("li", { class: "trait face-down", title: t("sp.faceDown"), attrs: { "aria-label": t("sp.faceDown") } }, "?");
  const label = traitName(tv.trait);
  const chip = keyed(button(label, {
    class: `trait${tv.face_up ? "" : " own-hidden"}${g.info === tv.trait ? " info-on" : ""}`,
    title: `${label}: ${ruleOf(tv.trait)}${tv.face_up ? "" : ` (${t("sp.hiddenOwn")})`}`,
    data: { act: "info", trait: tv.trait },
  }), `trait:${owner}:${s}:${j}`);
  const item = el("li", {}, chip);
  const discard = { player: owner, kind: "discard_trait", species: s, trait: j };
  if (g.mode === "play" && owner === v.viewer && g.legalKeys.has(actionKey(discard))) {
    item.append(keyed(button("×", {
      class: "discard-trait", title: t("btn.discardTrait", { trait: label }),
      attrs: { "aria-label": t("btn.discardTrait", { trait: label }) },
      data: { act: "discard-ask", species: s, trait: j },
    }), `discard:${s}:${j}`));
  }
  return item;
}

function speciesActions(owner, s) {
  const g = ui.game;
  if (g.mode !== "play") return [];
  const p = g.table;
  const v = p.view;
  const me = v.viewer;
  const sel = g.sel;
  const out = [];
  const mine = owner === me;
  if (mine && v.phase === "play_cards" && sel?.mode === "card") {
    for (const kind of ["trait", "size", "pop"]) {
      out.push(actionButton(t(`btn.${kind}`), { player: me, kind, card: sel.card, species: s }, { class: "target" }));
    }
  }
  if (mine && v.phase === "leaf") {
    for (const a of p.legal) {
      if (a.kind === "leaf" && a.species === s) out.push(actionButton(t("btn.leaf", { trait: traitName(a.trait) }), a));
    }
  }
  if (v.phase === "feeding") {
    if (mine && (!sel || sel.mode === "hunt")) {
      const hunting = sel?.mode === "hunt" && sel.species === s;
      for (const kind of ["feed", "fat"]) {
        const a = { player: me, kind, species: s };
        if (!sel && g.legalKeys.has(actionKey(a))) out.push(actionButton(t(`btn.${kind}`), a));
      }
      // Hunting also opens Intelligence's negations: they may be what makes an attack possible.
      if (p.legal.some((a) => (a.kind === "attack" || a.kind === "negate") && a.species === s)) {
        out.push(keyed(button(t(hunting ? "btn.huntStop" : "btn.hunt"), {
          class: `act hunt${hunting ? "" : " legal"}`, data: { act: "hunt", species: s, ...(hunting ? {} : { legal: "" }) },
          attrs: { "aria-pressed": String(hunting) },
        }), `hunt:${s}`));
      }
      if (!sel && p.legal.some((a) => a.kind === "intelligence" && a.species === s)) {
        out.push(keyed(button(t("btn.intel"), { class: "act legal", data: { act: "intel", species: s, legal: "" } }), `intel:${s}`));
      }
    }
    if (sel?.mode === "hunt" && !(mine && sel.species === s)) {
      out.push(actionButton(t("btn.attack"), { player: me, kind: "attack", species: sel.species, target: [owner, s] },
        { class: "target", attrs: { "aria-label": t("sp.attackOf", { name: name(owner), n: s + 1 }) } }));
    }
  }
  return out;
}

function renderDock() {
  const g = ui.game;
  const p = g.table;
  const v = p.view;
  const me = v.viewer;
  const dock = g.parts.dock;
  if (me === null || g.mode === "over" || g.mode === "handoff") {
    dock.hidden = true;
    fill(dock);
    return;
  }
  dock.hidden = false;
  const pl = v.players[me];
  const hand = pl.hand || [];
  const sel = g.sel;
  const playing = g.mode === "play";
  const buttons = [];
  if (playing) {
    if (v.phase === "food_card" && sel?.mode === "card") {
      buttons.push(actionButton(t("btn.putFood"), { player: me, kind: "food_card", card: sel.card }, { class: "primary" }));
    }
    if (sel?.mode === "discard") {
      buttons.push(actionButton(t("btn.confirm"), { player: me, kind: "discard_trait", species: sel.species, trait: sel.trait },
        { class: "primary danger" }));
    }
    if (sel?.mode === "hunt") {
      const traits = [...new Set(p.legal.filter((a) => a.kind === "negate" && a.species === sel.species).map((a) => a.trait))];
      for (const trait of traits) {
        buttons.push(keyed(button(t("btn.negate", { trait: traitName(trait) }), { class: "act legal", data: { act: "negate", trait, legal: "" } }),
          `negate:${trait}`));
      }
    }
    if (sel) buttons.push(keyed(button(t("btn.cancel"), { class: "cancel", data: { act: "cancel" } }), "cancel"));
    const end = { player: me, kind: "end_turn" };
    if (g.legalKeys.has(actionKey(end))) buttons.push(actionButton(t("btn.endTurn"), end, { class: "end-turn" }));
    const pass = { player: me, kind: "pass" };
    if (g.legalKeys.has(actionKey(pass))) buttons.push(actionButton(t("btn.pass"), pass, { class: "pass" }));
    buttons.push(keyed(button(t("btn.hint"), { class: "hint-button", data: { act: "hint" } }), "hint"));
  }
  const infoTrait = sel?.mode === "card" && hand[sel.card] ? hand[sel.card].trait : g.info;
  const info = infoTrait ? el("p", { class: "info" }, el("strong", { text: `${traitName(infoTrait)}: ` }), ruleOf(infoTrait))
    : hand.length ? el("p", { class: "info hint muted", text: t("hand.selectHint") }) : null;
  const cards = hand.map((card, c) => renderCard(card, c));
  fill(dock,
    el("p", { class: "prompt dock-prompt", text: promptText() }),
    el("div", { class: "dock-head" },
      el("h2", { text: g.humans.length > 1 ? t("hand.title", { name: name(me) }) : t("hand.titleYou") }),
      el("div", { class: "dock-actions" }, buttons)),
    info,
    cards.length ? el("ol", { class: "hand" }, cards) : el("p", { class: "muted empty-hand", text: t("hand.empty") }));
}

function cardUses(c) {
  const g = ui.game;
  const sel = g.sel;
  const legal = g.table.legal;
  if (g.mode !== "play") return false;
  if (sel?.mode === "intel") return legal.some((a) => a.kind === "intelligence" && a.species === sel.species && a.card === c);
  if (sel?.mode === "negate") {
    return legal.some((a) => a.kind === "negate" && a.species === sel.species && a.card === c && a.trait === sel.trait);
  }
  return legal.some((a) => a.card === c && ["food_card", "trait", "new_species", "size", "pop"].includes(a.kind));
}

function renderCard(card, c) {
  const g = ui.game;
  const selected = g.sel?.mode === "card" && g.sel.card === c;
  const usable = cardUses(c);
  const label = traitName(card.trait);
  const node = button("", {
    class: `card${selected ? " selected" : ""}${usable ? " usable" : ""}`,
    title: `${label} (${t("hand.food", { food: signed(card.food) })}): ${ruleOf(card.trait)}`,
    data: { act: "card", card: c, trait: card.trait, ...(usable ? { legal: "" } : {}) },
    attrs: { "aria-pressed": String(selected) },
  });
  node.append(el("span", { class: "cname", text: label }),
    el("span", { class: "cfood", attrs: { "aria-label": t("hand.food", { food: signed(card.food) }) }, text: signed(card.food) }));
  return el("li", {}, keyed(node, `hand:${c}`));
}

function renderLog() {
  const g = ui.game;
  const p = g.table;
  const list = g.parts.log;
  g.parts.logTitle.textContent = t("log.title");
  const shown = g.logShown;
  if (shown.key !== p.logKey || shown.stable > p.logLines.length) {
    fill(list);
    shown.key = p.logKey;
    shown.stable = 0;
    shown.lastRound = null;
    shown.first = true;
  }
  const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  for (const node of list.querySelectorAll(".tail")) node.remove();
  const add = (line, tail) => {
    if (line.round !== shown.lastRound) {
      list.append(el("li", { class: `round-mark${tail ? " tail" : ""}`, text: t("log.round", { n: line.round }) }));
      if (!tail) shown.lastRound = line.round;
    }
    list.append(el("li", { class: `${line.kind}${tail ? " tail" : ""}`, text: line.text }));
  };
  for (const line of p.logLines.slice(shown.stable)) add(line, false);
  shown.stable = p.logLines.length;
  const stableRound = shown.lastRound;
  for (const line of p.logTail) add(line, true);
  shown.lastRound = stableRound;
  if (atBottom || shown.first !== false) list.scrollTop = list.scrollHeight;
  shown.first = false;
}

function buildHelp() {
  const g = ui.game;
  if (!g?.parts) return;
  let entries = ui.help.get(lang());
  if (!entries) {
    try {
      entries = py("rules_help", { lang: lang() });
      ui.help.set(lang(), entries);
    } catch {
      entries = [];
    }
  }
  const max = g.table?.view.ruleset.max_traits ?? 3;
  const open = g.parts.help.open;
  fill(g.parts.help,
    el("summary", { text: t("help.title") }),
    el("ol", { class: "steps" }, t("help.steps").map((step) => el("li", { text: step.replace("{max}", max) }))),
    el("p", { text: t("help.end") }),
    el("dl", { class: "traits-help" }, entries.map((e) => [
      el("dt", {}, el("strong", { text: e.name }), " ",
        el("small", { text: `(${t("help.foods", { foods: e.foods.map(signed).join(", ") })}${e.leaf ? ` · ${t("help.leaf")}` : ""})` })),
      el("dd", { text: e.rule }),
    ])));
  g.parts.help.open = open;
}

function renderHandoff() {
  const g = ui.game;
  const node = g.parts.handoff;
  if (g.mode !== "handoff") {
    node.hidden = true;
    fill(node);
    return;
  }
  node.hidden = false;
  const who = name(g.handoffTo);
  fill(node, el("div", { class: "handoff-box" },
    el("h2", { id: "handoff-title", text: t("handoff.title", { name: who }) }),
    el("p", { text: t("handoff.note", { name: who }) }),
    keyed(button(t("btn.imReady", { name: who }), { class: "primary", data: { act: "handoff-ok" } }), "handoff:ok")));
}

// =================================================================================================
// Clicks and keys
// =================================================================================================

let longPress = { timer: null, fired: false };

function onPointerDown(event) {
  const card = event.target.closest?.(".card, .trait");
  clearTimeout(longPress.timer);
  longPress.fired = false;
  if (!card || event.pointerType === "mouse") return;
  const trait = card.dataset.trait;
  const cancel = () => clearTimeout(longPress.timer);
  card.addEventListener("pointerup", cancel, { once: true });
  card.addEventListener("pointercancel", cancel, { once: true });
  card.addEventListener("pointerleave", cancel, { once: true });
  longPress.timer = setTimeout(() => {
    longPress.fired = true; // show the rule instead of selecting the card
    ui.game.info = trait;
    render();
  }, 450);
}

function onClick(event) {
  const node = event.target.closest?.("button[data-act]");
  const g = ui.game;
  if (!node || !g) return;
  if (longPress.fired) {
    longPress.fired = false;
    return;
  }
  const t0 = performance.now();
  const moves = g.table?.moves;
  const d = node.dataset;
  const sel = g.sel;
  switch (d.act) {
    case "do":
      tryAction(g.actions.get(d.key));
      break;
    case "card":
      clickCard(Number(d.card));
      break;
    case "cancel":
      cancelSelection();
      break;
    case "hunt": {
      const s = Number(d.species);
      g.sel = sel?.mode === "hunt" && sel.species === s ? null : { mode: "hunt", species: s };
      g.message = null;
      g.focusFirst = ".species.target-legal button.target";
      render();
      break;
    }
    case "intel":
      g.sel = { mode: "intel", species: Number(d.species) };
      g.focusFirst = ".card.usable";
      render();
      break;
    case "negate":
      g.sel = { mode: "negate", species: sel.species, trait: d.trait };
      g.focusFirst = ".card.usable";
      render();
      break;
    case "discard-ask":
      g.sel = { mode: "discard", species: Number(d.species), trait: Number(d.trait) };
      g.focusFirst = ".dock-actions .danger";
      render();
      break;
    case "info":
      g.info = g.info === d.trait ? null : d.trait;
      render();
      break;
    case "dismiss":
      g.message = null;
      render();
      break;
    case "hint":
      try {
        const h = py("hint", { player: g.table.view.viewer });
        g.message = { text: t("hint.text", { move: h.move, why: h.why }), kind: "info" };
      } catch (error) {
        g.message = { text: error.message, kind: "error" };
      }
      renderMessage();
      break;
    case "handoff-ok":
      g.seat = g.handoffTo;
      persist();
      refresh();
      g.focusFirst = null;
      break;
    case "new":
      openNewGame();
      break;
    case "saves":
      openSaves();
      break;
    case "share":
      openShare();
      break;
    case "lang":
      switchLang();
      break;
    case "menu":
      showMenu();
      return;
    default:
      return;
  }
  const entry = { ms: performance.now() - t0, act: d.act, moved: ui.game?.table?.moves !== moves, framed: null };
  ui.clickTimes.push(entry);
  requestAnimationFrame(() => setTimeout(() => (entry.framed = performance.now() - t0))); // after style, layout, paint
}

function clickCard(c) {
  const g = ui.game;
  const v = g.table.view;
  const me = v.viewer;
  const sel = g.sel;
  const hand = (me !== null && v.players[me].hand) || [];
  if (g.mode === "play" && sel?.mode === "intel") return tryAction({ player: me, kind: "intelligence", species: sel.species, card: c });
  if (g.mode === "play" && sel?.mode === "negate") {
    return tryAction({ player: me, kind: "negate", species: sel.species, card: c, trait: sel.trait });
  }
  if (g.mode === "play" && cardUses(c)) {
    const again = sel?.mode === "card" && sel.card === c;
    g.sel = again ? null : { mode: "card", card: c };
    g.message = null;
    if (!again) g.focusFirst = v.phase === "food_card" ? ".dock-actions .primary" : ".player.viewer button.target.legal";
  } else {
    g.info = g.info === hand[c]?.trait ? null : hand[c]?.trait;
  }
  render();
}

function cancelSelection() {
  const g = ui.game;
  const sel = g.sel;
  g.sel = null;
  g.info = null;
  if (sel?.mode === "card") g.focusFirst = `[data-key="hand:${sel.card}"]`;
  else if (sel?.mode === "hunt" || sel?.mode === "intel") g.focusFirst = `[data-key="${sel.mode}:${sel.species}"]`;
  render();
}

document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape" || document.querySelector("dialog[open]")) return;
  const g = ui.game;
  if (!g || !document.body.classList.contains("in-game")) return;
  if (g.sel || g.info) cancelSelection();
  else if (g.message) {
    g.message = null;
    render();
  }
});

// =================================================================================================
// Dialogs: new game, saves, share
// =================================================================================================

function dialog(id, build) {
  let node = document.getElementById(id);
  if (!node) {
    node = el("dialog", { id, class: "panel" });
    document.body.append(node);
    node.addEventListener("relabel", () => build(node));
    node.addEventListener("close", () => {
      if (ui.game) render();
    });
  }
  build(node);
  if (!node.open) node.showModal();
  return node;
}

// --- new game ---

function defaultForm() {
  let seats = null;
  try {
    seats = JSON.parse(store.readSetting("seats") || "null");
  } catch {
    seats = null;
  }
  const valid = Array.isArray(seats) && seats.length >= 2 && seats.length <= 6
    && seats.every((s) => s && typeof s.name === "string" && (s.bot === null || typeof s.bot === "string"));
  if (!valid) {
    const names = t("botNames");
    seats = [{ name: lang() === "fr" ? "Joueur 1" : "Player 1", bot: null },
      ...[0, 1, 2].map((k) => ({ name: names[k], bot: null }))];
    seats.slice(1).forEach((s) => (s.bot = ui.levels.includes("medium") ? "medium" : ui.levels[ui.levels.length - 1]));
  }
  for (const s of seats) if (s.bot !== null && !ui.levels.includes(s.bot)) s.bot = ui.levels[0];
  return { seats: seats.map((s) => ({ name: s.name.slice(0, 40), bot: s.bot })), quick: false, seed: "", error: "" };
}

function openNewGame() {
  ui.form = defaultForm();
  dialog("new-dialog", buildNewGame);
}

function buildNewGame(node) {
  const f = ui.form;
  if (f.seats.length === 6) f.quick = true;
  const list = el("ol", { class: "seats" }, f.seats.map((s, i) => {
    const label = t("form.seat", { n: i + 1 });
    const type = el("select", { attrs: { "aria-label": `${label}: ${t("form.human")} / ${t("form.bot")}` }, class: "seat-type" },
      el("option", { value: "human", text: t("form.human"), selected: s.bot === null }),
      el("option", { value: "bot", text: t("form.bot"), selected: s.bot !== null }));
    type.addEventListener("change", () => {
      s.bot = type.value === "bot" ? (ui.levels.includes("medium") ? "medium" : ui.levels[0]) : null;
      buildNewGame(node);
      node.querySelectorAll(".seat-type")[i]?.focus();
    });
    const nameInput = el("input", { class: "seat-name", value: s.name, maxLength: 40, required: true,
      attrs: { "aria-label": `${label}: ${t("form.name")}`, autocomplete: "off" } });
    nameInput.addEventListener("input", () => (s.name = nameInput.value));
    let level = null;
    if (s.bot !== null) {
      level = el("select", { class: "seat-level", attrs: { "aria-label": `${label}: ${t("form.level")}` } },
        ui.levels.map((l) => el("option", { value: l, text: t(`bot.${l}`), selected: s.bot === l })));
      level.addEventListener("change", () => (s.bot = level.value));
    }
    const remove = f.seats.length > 2 ? button("×", { class: "remove", attrs: { "aria-label": t("form.remove", { n: i + 1 }) } }) : null;
    remove?.addEventListener("click", () => {
      f.seats.splice(i, 1);
      if (f.seats.length < 6 && f.forced) f.quick = f.forced = false;
      buildNewGame(node);
    });
    return el("li", {}, el("span", { class: "seat-label", text: label }), type, nameInput, level, remove);
  }));
  const add = f.seats.length < 6 ? button(t("form.add"), { class: "secondary" }) : null;
  add?.addEventListener("click", () => {
    const used = new Set(f.seats.map((s) => s.name));
    const botName = t("botNames").find((n) => !used.has(n)) || `Bot ${f.seats.length + 1}`;
    f.seats.push({ name: botName, bot: ui.levels.includes("medium") ? "medium" : ui.levels[0] });
    if (f.seats.length === 6) f.forced = true;
    buildNewGame(node);
    node.querySelector(".seats li:last-child .seat-name")?.focus();
  });
  const six = f.seats.length === 6;
  const quick = el("input", { type: "checkbox", checked: six || f.quick, disabled: six, id: "quick-play" });
  quick.addEventListener("change", () => (f.quick = quick.checked));
  const seed = el("input", { id: "seed", inputMode: "numeric", value: f.seed, autocomplete: "off", pattern: "[0-9]*" });
  seed.addEventListener("input", () => (f.seed = seed.value));
  const auto = store.readAutosave();
  const start = el("button", { type: "submit", class: "primary", text: t("form.start") });
  const cancel = button(t("form.cancel"), { class: "secondary" });
  cancel.addEventListener("click", () => node.close());
  const form = el("form", { method: "dialog", class: "new-game" },
    el("h2", { text: t("form.title") }),
    el("fieldset", {}, el("legend", { text: t("form.players") }), list, add),
    el("p", { class: "check" }, quick, el("label", { htmlFor: "quick-play", text: t("form.quick") }),
      six ? el("small", { text: ` ${t("form.quickForced")}` }) : null),
    el("p", {}, el("label", { htmlFor: "seed", text: t("form.seed") }), seed),
    el("p", { class: "form-error", attrs: { role: "alert" }, text: f.error }),
    auto && !auto.damaged && auto.summary && !auto.summary.over ? el("p", { class: "muted", text: t("form.replaces") }) : null,
    el("p", { class: "buttons" }, start, cancel));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    startNewGame(node);
  });
  fill(node, form);
}

function startNewGame(node) {
  const f = ui.form;
  const seats = f.seats.map((s) => ({ name: s.name.trim(), bot: s.bot }));
  const fail = (text) => {
    f.error = text;
    buildNewGame(node);
  };
  if (seats.some((s) => !s.name)) return fail(t("form.needName"));
  let seed = null;
  if (f.seed.trim()) {
    if (!/^\d+$/.test(f.seed.trim()) || !Number.isSafeInteger(Number(f.seed.trim()))) return fail(t("form.badSeed"));
    seed = Number(f.seed.trim());
  }
  let opened;
  try {
    opened = py("new_game", { seats, quick_play: seats.length === 6 || f.quick, seed });
  } catch (error) {
    return fail(error.errors?.[0]?.msg ?? error.message);
  }
  store.writeSetting("seats", JSON.stringify(seats));
  node.close();
  openGame(opened.save, null);
}

// --- saves ---

let savesStatus = null;

function openSaves() {
  savesStatus = null;
  dialog("saves-dialog", buildSaves);
}

function slotSummary(record) {
  if (record?.damaged) return t("saves.damaged", { reason: record.damaged === true ? t("saves.unreadable") : record.damaged });
  const s = record?.summary;
  if (!s) return "";
  return s.over ? t("saves.summaryOver", { names: listNames(s.names) })
    : t("saves.summary", { names: listNames(s.names), round: s.round, moves: s.moves });
}

function buildSaves(node) {
  const g = ui.game;
  const parts = [el("h2", { text: t("saves.title") })];
  if (g) {
    const sum = summaryOf(g);
    const input = el("input", { id: "slot-name", maxLength: 80, autocomplete: "off",
      value: t("saves.defaultName", { names: sum.names.join(", "), round: sum.round }).slice(0, 80) });
    const form = el("form", { class: "save-as" }, el("label", { htmlFor: "slot-name", text: t("saves.saveAs") }), input,
      el("button", { type: "submit", class: "primary", text: t("saves.save") }));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const slot = input.value.trim();
      if (!slot) return setSavesStatus(node, t("saves.badName"), "error");
      const error = store.writeSlot(slot, { save: g.save, seat: g.seat, at: Date.now(), summary: summaryOf(g) });
      if (error) return setSavesStatus(node, error.full ? t("storage.full") : t("storage.off", { reason: error.message }), "error");
      setSavesStatus(node, t("saves.saved", { name: slot }), "info");
    });
    const exportNow = button(t("saves.exportCurrent"), { class: "secondary" });
    exportNow.addEventListener("click", () => download(g.save, fileName(sum.names.join("-"))));
    parts.push(form, el("p", {}, exportNow));
  }
  const file = el("input", { type: "file", id: "import-file", accept: ".json,application/json" });
  file.addEventListener("change", async () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    let text;
    try {
      text = await chosen.text();
    } catch (error) {
      return setSavesStatus(node, t("saves.importFailed", { reason: sentence(error.message) }), "error");
    }
    let opened;
    try {
      opened = py("load_save", { save: text });
    } catch (error) {
      return setSavesStatus(node, t("saves.importFailed", { reason: sentence(error.message) }), "error");
    }
    const failed = openLoaded(opened, "import", null, t("saves.imported"));
    if (failed) return setSavesStatus(node, failed, "error");
    node.close();
  });
  parts.push(el("p", { class: "import" }, el("label", { htmlFor: "import-file", text: `${t("saves.import")}: ` }), file));
  parts.push(el("p", { class: `saves-status ${savesStatus?.kind || ""}`, attrs: { role: "status" }, text: savesStatus?.text || "" }));
  const slots = store.slots();
  const list = el("ul", { class: "slots" });
  for (const { name: slot, record } of slots) {
    const load = button(t("saves.load"), { class: "primary", disabled: !!record?.damaged || typeof record?.save !== "string" });
    load.addEventListener("click", () => {
      let opened;
      try {
        opened = py("load_save", { save: record.save });
      } catch (error) {
        return setSavesStatus(node, t("saves.loadFailed", { reason: sentence(error.message) }), "error");
      }
      const failed = openLoaded(opened, "load", record.seat ?? null);
      if (failed) return setSavesStatus(node, failed, "error");
      node.close();
    });
    const exp = button(t("saves.export"), { class: "secondary" });
    exp.addEventListener("click", () => download(record?.save ?? record?.raw ?? "", fileName(slot)));
    const del = button(t("saves.delete"), { class: "secondary danger" });
    del.addEventListener("click", () => {
      if (del.dataset.armed) {
        store.removeSlot(slot);
        savesStatus = { text: t("saves.deleted", { name: slot }), kind: "info" };
        buildSaves(node);
        node.querySelector(".slots button, #import-file")?.focus();
      } else {
        del.dataset.armed = "1";
        del.textContent = t("saves.reallyDelete");
      }
    });
    list.append(el("li", { data: { slot } },
      el("div", { class: "slot-text" }, el("strong", { class: "slot-name", text: slot }),
        el("span", { class: "slot-summary", text: slotSummary(record) })),
      el("div", { class: "slot-buttons" }, load, exp, del)));
  }
  if (!slots.length) list.append(el("li", { class: "muted", text: t("saves.empty") }));
  const close = button(t("btn.close"), { class: "secondary" });
  close.addEventListener("click", () => node.close());
  parts.push(list, el("p", { class: "buttons" }, close));
  fill(node, ...parts);
}

function setSavesStatus(node, text, kind) {
  savesStatus = { text, kind };
  const status = node.querySelector(".saves-status");
  status.className = `saves-status ${kind}`;
  status.textContent = text;
  if (kind === "info") buildSaves(node);
}

// --- share ---

function shareUrl() {
  const url = new URL(location.href);
  url.searchParams.delete("botdelay");
  url.hash = `g=${py("share_link")}`;
  return url.href;
}

function openShare() {
  dialog("share-dialog", buildShare);
}

function buildShare(node) {
  let url;
  try {
    url = shareUrl();
  } catch (error) {
    url = "";
    savesStatus = { text: error.message };
  }
  const input = el("input", { id: "share-url", readOnly: true, value: url });
  input.addEventListener("focus", () => input.select());
  const status = el("p", { class: "share-status", attrs: { role: "status" } });
  const copy = button(t("share.copy"), { class: "primary" });
  copy.addEventListener("click", async () => {
    input.select();
    try {
      await navigator.clipboard.writeText(url);
      status.textContent = t("share.copied");
    } catch {
      status.textContent = document.execCommand?.("copy") ? t("share.copied") : t("share.copyFailed");
    }
  });
  const close = button(t("btn.close"), { class: "secondary" });
  close.addEventListener("click", () => node.close());
  fill(node, el("h2", { text: t("share.title") }), el("p", { text: t("share.note") }),
    el("p", { class: "share-row" }, el("label", { htmlFor: "share-url", class: "sr-only", text: t("share.title") }), input, copy),
    status, el("p", { class: "buttons" }, close));
}

// =================================================================================================
// Start
// =================================================================================================

function showMessage(text, kind) {
  if (!ui.game) return showNotice(text, kind);
  ui.game.message = { text, kind };
  renderMessage();
}

function onReady() {
  if (ui.ready) return;
  ui.ready = true;
  try {
    ui.levels = py("bot_levels");
  } catch {
    // keep the defaults
  }
  if (handleLink()) return;
  const auto = store.readAutosave();
  if (auto && auto.open) resumeAutosave(auto);
  else updateContinue();
}

setLang(store.readSetting("lang") || ((navigator.language || "").startsWith("fr") ? "fr" : "en"));
applyStatic();
document.getElementById("lang-toggle")?.addEventListener("click", switchLang);
document.getElementById("new-game")?.addEventListener("click", openNewGame);
document.getElementById("load-game")?.addEventListener("click", openSaves);
document.getElementById("continue-game")?.addEventListener("click", continueGame);
addEventListener("hashchange", () => ui.ready && handleLink());
if (root.dataset.engine === "ready") onReady();
else addEventListener("evolution:ready", onReady);
