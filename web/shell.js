// The site shell: menu, New game form, saves and autosave, import/export, share links, hot-seat
// hand-offs, the bot loop, dialogs, notices, the language switch, and the frame of a table (top bar,
// message, log, hand-off screen). It knows no game: the open game's module (web/games/<id>.js,
// found by table().game, see web/registry.js) draws the table and handles its own clicks.
//
// No game rule here either. Python (web/bridge.py) says what is on the table and which moves are
// legal (`table(...).legal`); a click is mapped to one of those moves and sent back with `act`. A
// click on something that is not legal asks the engine why (`explain`) and shows its answer.
// Untrusted text (player names, save files, links) only ever reaches the page through textContent.

import { el, fill, button, actionKey, sentence } from "./dom.js";
import { setLang, lang, translator, joinNames } from "./i18n.js";
import { SHELL_STRINGS } from "./shell-i18n.js";
import { gameModule, registeredGames } from "./registry.js";
import { defaultForm, buildNewGame, rememberedSeats } from "./shell-form.js";
import * as store from "./store.js";
import "./games/index.js";

const root = document.documentElement;
const main = document.getElementById("table");
const t = translator(SHELL_STRINGS);
const listNames = (names) => joinNames(names, t("and"));

// Bridge calls whose refusals and errors come back in the page's language.
const IN_LANGUAGE = new Set(["act", "undo", "explain", "hint", "load_save", "load_link", "save_summary"]);

function py(name, args = {}) {
  if (!window.evolution) throw Object.assign(new Error(t("error.noEngine")), { name: "EngineNotReady" });
  const payload = IN_LANGUAGE.has(name) ? { ...args, lang: lang() } : args;
  return JSON.parse(window.evolution.call(name, JSON.stringify(payload)));
}

// Errors the engine words for players (web/bridge.py: a refused move, a save or link that cannot be
// opened, a game this site does not have), already in the page's language. Any other failure of a
// bridge call (a pydantic ValidationError, a TypeError...) is a fault, not a reason: the page shows a
// sentence of its own and never Python's text.
const PLAYER_ERRORS = new Set(["IllegalAction", "SaveError", "UnknownGame"]);
const MAX_SHOWN = 200; // characters of engine text shown at most

function clip(text) {
  const chars = Array.from(String(text ?? ""));
  return chars.length > MAX_SHOWN ? `${chars.slice(0, MAX_SHOWN - 1).join("").trimEnd()}…` : chars.join("");
}

/** What a failed bridge call says to the player (one sentence, at most 200 characters). */
function reason(error) {
  if (PLAYER_ERRORS.has(error?.name)) return clip(sentence(error.message));
  if (error?.name === "EngineNotReady") return t("error.noEngine");
  console.warn("[shell] the engine failed:", error?.name, error?.message);
  return t("error.internal");
}

/** The engine's limits on the text it reads (bridge.info: max_save_chars, max_link_chars), asked once. */
const engineLimit = (key) => (ui.limits ??= py("info"))[key];

/** At most one character more than the engine reads (``limit``: a key of bridge.info): the engine
 * refuses longer input by its length, so a huge file or link is never copied whole into Python. */
function clipped(text, limit) {
  const most = engineLimit(limit) + 1;
  return text.length > most ? text.slice(0, most) : text;
}

const today = () => when(Date.now());

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
  descriptors: new Map(), // lang -> games(lang)
  game: null,
  notice: null, // {text, kind} shown on the menu screen
  broken: false, // the engine failed: the page only offers a reload (showBroken)
  form: null, // the new-game form model
  clickTimes: [], // {ms from a click to the end of its render, act, moved} (benchmarks/ui.py reads this)
  limits: null, // the engine's bridge.info(), asked once (engineLimit)
};
window.evolutionUI = ui;

/** The games the bridge offers (`games(lang)`), in the page's language; throws if it cannot say. */
function gamesFor(language = lang()) {
  if (!ui.descriptors.has(language)) ui.descriptors.set(language, py("games", { lang: language }));
  return ui.descriptors.get(language);
}

function descriptorOf(id) {
  try {
    return gamesFor().find((d) => d.id === id) ?? null;
  } catch {
    return null;
  }
}

// =================================================================================================
// The context given to game modules (web/registry.js): what they may read and do.
// =================================================================================================

const ctx = Object.freeze({
  py,
  lang,
  /** The table payload being drawn: {game, view, seats, legal, log, humans_to_move, bots_to_move, ...}. */
  get table() { return ui.game?.table ?? null; },
  /** "play" (the viewer decides) | "bot" | "handoff" | "over" | "idle". */
  get mode() { return ui.game?.mode ?? "idle"; },
  /** The seat of the bot thinking (mode "bot"), else null. */
  get thinking() { return ui.game?.thinking ?? null; },
  /** [{name, bot}] for every seat, and the human seats' indexes. */
  get seats() { return ui.game?.seats ?? []; },
  get humans() { return ui.game?.humans ?? []; },
  /** The game module's own state for the open table (selections...): a fresh {} at each open. */
  get state() { return ui.game?.local ?? {}; },
  /** This game's descriptor from games(lang), in the page's language (null if unknown). */
  get descriptor() { return ui.game ? descriptorOf(ui.game.id) : null; },
  /** The current message {text, kind} under the top bar (or in the game's [data-message-home]). */
  get message() { return ui.game?.message ?? null; },
  name: (i) => ui.game?.seats[i]?.name ?? "?",
  isLegal: (action) => !!ui.game?.legalKeys?.has(actionKey(action)),
  actionButton,
  keyed,
  tryAction: (action) => tryAction(action),
  render: () => render(),
  say(text, kind = "info") {
    if (!ui.game) return;
    ui.game.message = text ? { text, kind } : null;
    renderMessage();
  },
  clearMessage() {
    if (ui.game) ui.game.message = null;
  },
  /** Focus the first node matching `selector` after the next render. */
  focus(selector) {
    if (ui.game) ui.game.focusFirst = selector;
  },
  promptText: () => promptText(),
  /** How long one move of another seat is shown (ms; the player's speed setting); 0 while skipping. */
  get stepMs() { return ui.game?.skipping ? 0 : ui.delay; },
  /** Whether animations may move things (the player has not asked for reduced motion). */
  get motion() { return !matchMedia("(prefers-reduced-motion: reduce)").matches; },
});

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
  if (ui.game && document.body.classList.contains("in-game")) refresh();
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

const usableAuto = (record) => !!record && !record.damaged && typeof record.save === "string";

/** The autosave Continue opens: this tab's game if unfinished, else the most recent unfinished
 *  game, else this tab's game, else the most recent one ({id, record} or null). */
function continueTarget() {
  const usable = store.autosaves().filter((a) => usableAuto(a.record));
  const own = usable.find((a) => a.id === store.readTab("tab")?.game);
  const unfinished = (a) => a && !store.isFinished(a.record);
  return [own, usable.find(unfinished)].find(unfinished) ?? own ?? usable[0] ?? null;
}

function updateContinue() {
  const node = document.getElementById("continue-game");
  if (!node) return;
  const target = continueTarget();
  node.hidden = !target;
  const sum = target?.record.summary;
  node.textContent = sum && !sum.over && Array.isArray(sum.names)
    ? t("menu.continueWho", { names: listNames(sum.names), round: sum.round }) : t("menu.continue");
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

/** Which autosave record a game just opened goes to: the one that already holds this very save
 *  (opening the same link twice), else a new one. {id, stamp, saved} (see persist). */
function autosaveFor(save) {
  const same = store.autosaves().find((a) => a.record?.save === save);
  return same ? { id: same.id, stamp: same.record.stamp ?? null, saved: { save, seat: same.record.seat ?? null } }
    : { id: store.newId(), stamp: null, saved: null };
}

/** Open the game whose save the bridge has just loaded. `auto`: its autosave record when it is
 *  resumed ({id, stamp, saved}), else a record is chosen. With several humans at the device, the
 *  game always opens on the hand-off screen, however it was loaded: nobody sees a hand by accident.
 *  Returns null, or why it could not be shown (then nothing changed on the page). */
function openGame(save, message = null, auto = null) {
  let probe;
  try {
    probe = py("table", { viewer: null, lang: lang(), log_from: 1 << 30 });
  } catch (error) {
    return t("error.engine", { message: reason(error) });
  }
  const id = probe.game ?? registeredGames()[0];
  const module = gameModule(id);
  if (!module) return t("error.unknownGame", { id });
  if (ui.game) clearTimeout(ui.game.botTimer);
  const humans = probe.seats.flatMap((s, i) => (s.bot === null ? [i] : []));
  const seat = humans.length === 1 ? humans[0] : null;
  const record = auto ?? autosaveFor(save);
  ui.game = {
    id, module, save, seat, humans, seats: probe.seats,
    autoId: record.id, stamp: record.stamp, saved: record.saved, // its autosave (see persist)
    table: null, mode: "idle", handoffTo: null, thinking: null, local: {},
    message, logs: new Map(), actions: new Map(), keyed: new Map(), legalKeys: new Set(),
    botTimer: null, focusFirst: null, focusSoft: null, frame: null,
    marks: new Map(), since: null, skipping: false, // watching others play (see botStep)
    course: undefined, // bridge progress() once the game is over (courseOf)
    tutorial: null, // {spec, phase, seen}: the coach of a "Learn to play" game (renderCoach)
    hintKey: null, // the key of the button the last hint means, for games without showHint
  };
  ui.notice = null;
  document.body.classList.add("in-game");
  buildFrame();
  refresh();
  persist(true);
  if (ui.game.message) renderMessage();
  return null;
}

/** Start from what load_save/load_link returned. The game open before (if any) keeps its own
 *  autosave; if the new one cannot be shown, the bridge opens the old one again. */
function openLoaded(opened, message = null) {
  const before = ui.game?.save;
  const others = store.autosaves().some((a) => usableAuto(a.record) && !store.isFinished(a.record)
    && a.record.save !== opened.save);
  const notes = [message, others && t("saves.othersKept")].filter(Boolean).join(" ");
  const failed = openGame(opened.save, notes ? { text: notes, kind: "info" } : null);
  if (failed && before) {
    try {
      py("load_save", { save: before });
    } catch {
      // the page still shows the old game; the next move will say what is wrong
    }
  }
  return failed;
}

/** Open the game autosaved under `id`. A damaged record is moved to a slot (never dropped) and the
 *  notice says why. `message`: shown over the table once it is open. Returns true if it opened. */
function resumeAutosave(id, message = null) {
  const auto = store.readAuto(id);
  if (!auto) {
    updateContinue();
    return false;
  }
  let opened;
  try {
    if (auto.damaged) throw Object.assign(new Error(t("saves.noData")), { name: "SaveError" });
    if (typeof auto.save !== "string") throw Object.assign(new Error(t("saves.noGame")), { name: "SaveError" });
    opened = py("load_save", { save: auto.save });
  } catch (error) {
    const why = reason(error);
    const name = store.freeSlotName(t("saves.damagedAuto", { date: today() }));
    const raw = auto.damaged ? auto.raw : typeof auto.save === "string" ? auto.save : JSON.stringify(auto); // (Download gives it)
    const failed = store.writeSlot(name, { damaged: why, raw, at: Date.now() });
    if (!failed) store.removeAuto(id);
    showNotice(failed ? t("saves.autosaveUnopened", { reason: why }) : t("saves.autosaveDamaged", { reason: why, name }), "error");
    updateContinue();
    return false;
  }
  const failed = openGame(opened.save, message,
    { id, stamp: auto.stamp ?? null, saved: { save: auto.save, seat: auto.seat ?? null } });
  if (failed) showNotice(failed, "error");
  return !failed;
}

function continueGame() {
  const target = continueTarget();
  if (target) resumeAutosave(target.id);
  else updateContinue();
}

/** `#g=<payload>`: open the shared game. A broken link changes nothing but shows why. */
function handleLink() {
  const started = performance.now();
  try {
    return openLinkInHash();
  } finally {
    performance.measure("open link", { start: started }); // (tests and benchmarks read it)
  }
}

function openLinkInHash() {
  const hash = location.hash;
  if (!hash.startsWith("#g=")) return false;
  // Only what the engine may read is decoded (an escape is 3 characters): a huge link costs nothing.
  let payload = hash.slice(3, 3 + 3 * (engineLimit("max_link_chars") + 1));
  try {
    payload = decodeURIComponent(payload);
  } catch {
    // keep it as it is; the engine will say what is wrong
  }
  // The fragment is used once; dropping a long one is slow for the browser: after the answer is shown.
  setTimeout(() => history.replaceState(null, "", location.pathname + location.search));
  let opened;
  try {
    opened = py("load_link", { link: clipped(payload, "max_link_chars") });
  } catch (error) {
    showMessage(t("link.broken", { reason: reason(error) }), "error");
    return true;
  }
  const failed = openLoaded(opened, t("link.loaded"));
  if (failed) showMessage(failed, "error");
  return true;
}

function showMessage(text, kind) {
  if (!ui.game) return showNotice(text, kind);
  ui.game.message = { text, kind };
  renderMessage();
}

// =================================================================================================
// Saving
// =================================================================================================

function summaryOf(g) {
  const v = g.table?.view;
  return { game: g.id, names: g.seats.map((s) => s.name), round: v?.round ?? 1, over: v?.phase === "over",
    moves: g.table?.moves ?? 0 };
}

/** Autosave the open game to its own record (and remember in this tab which game it is, and whether
 *  it is on the table). `g.stamp` is the record's stamp as this tab last wrote or read it: if the
 *  record now holds another position with another stamp, another tab played this game meanwhile;
 *  its position is kept and this tab's game goes on under a new record (the player is told). A write
 *  that fails is remembered for this tab, so that a reload can say which move it went back to. */
function persist(open = true) {
  const g = ui.game;
  if (!g || ui.broken) return;
  store.writeTab("tab", { game: g.autoId, open });
  if (g.saved && g.saved.save === g.save && g.saved.seat === g.seat) return; // nothing new to write
  const current = store.readAuto(g.autoId);
  let note = null;
  if (current && (current.stamp ?? null) !== g.stamp && (current.damaged || current.save !== g.save)) {
    Object.assign(g, { autoId: store.newId(), stamp: null });
    store.writeTab("tab", { game: g.autoId, open });
    note = t("tabs.forked");
  }
  const stamp = store.newStamp();
  const error = store.writeAuto(g.autoId, { save: g.save, seat: g.seat, at: Date.now(), summary: summaryOf(g), stamp });
  if (error) {
    if (error.halted) return;
    store.writeTab("unsaved", { game: g.autoId });
    g.message = { text: error.full ? t("storage.full") : t("storage.off", { reason: error.message }), kind: "error" };
    return;
  }
  Object.assign(g, { stamp, saved: { save: g.save, seat: g.seat } });
  if (store.readTab("unsaved")?.game === g.autoId) store.writeTab("unsaved", null);
  if (!current || note) store.pruneFinished(g.autoId);
  if (note) g.message = { text: note, kind: "info" };
}

/** Another tab wrote (or deleted) the autosave of this tab's game: say so, and offer its position. */
function otherTabWrote(g, text) {
  const record = text === null ? null : store.parse(text);
  if (record && !record.damaged && ((record.stamp ?? null) === g.stamp || record.save === g.save)) {
    g.stamp = record.stamp ?? null; // the same position: nothing is lost either way
    return;
  }
  if (!record) {
    g.saved = null; // written again at the next move
    g.message = { text: t("tabs.deleted"), kind: "info" };
  } else {
    const sum = record.summary ?? {};
    g.message = { text: t("tabs.changed", { moves: sum.moves ?? "?", round: sum.round ?? "?" }), kind: "info",
      action: usableAuto(record) ? { label: t("tabs.loadOther"), run: () => resumeAutosave(g.autoId) } : null };
  }
  renderMessage();
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

/** The table for `viewer`, keeping each viewer's log lines so that old rounds do not cross the bridge
 *  again. Line i of the log below `log_size` is event i; the lines from `log_size` on (blind
 *  simultaneous planning) may still change, so they are fetched again every time (view.py:
 *  visible_log, PlayerView.log_size). A line of the current round may also be rewritten (a card
 *  played face down is named when it is revealed): so every fetch starts again at the first line of
 *  the round this cache last saw, and the page's log is always the engine's (about 5 µs a line). */
function fetchTable(viewer) {
  const g = ui.game;
  const key = `${viewer}|${lang()}`;
  const cache = g.logs.get(key) || { lines: [], round: null };
  let from = cache.lines.length;
  while (from > 0 && cache.lines[from - 1].round >= cache.round) from--;
  let p = py("table", { viewer, lang: lang(), log_from: from });
  if (p.view.log_size < from) { // (a game whose log got shorter: start again)
    from = 0;
    p = py("table", { viewer, lang: lang(), log_from: 0 });
  }
  const stable = p.log.slice(0, Math.max(0, p.view.log_size - from));
  cache.lines.length = from;
  cache.lines.push(...stable);
  cache.round = p.view.round;
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

const logLength = (p) => p.logLines.length + p.logTail.length;

/** The lines of others since `viewer` last played (null if they never played in this page). */
function sinceLastTurn(p, viewer) {
  const mark = ui.game.marks.get(viewer);
  if (mark === undefined) return null;
  const lines = [...p.logLines, ...p.logTail].slice(mark).filter((line) => line.player !== viewer);
  return lines.length ? lines : null;
}

function refresh() {
  const g = ui.game;
  if (!g) return;
  clearTimeout(g.botTimer);
  g.botTimer = null;
  if (g.replay) return showReplay();
  let p;
  let d;
  try {
    const guess = g.table ? g.table.view.viewer : g.seat;
    p = fetchTable(guess ?? null);
    d = decide(p);
    if (d.viewer !== p.view.viewer) p = fetchTable(d.viewer);
  } catch (error) {
    g.message = { text: t("error.engine", { message: reason(error) }), kind: "error" };
    renderMessage();
    return;
  }
  if (d.mode !== "play") {
    g.module.reset?.(ctx);
    g.hintKey = null; // (a hint is for the position it was asked in)
  }
  if (d.mode === "play" && g.mode !== "play") { // your turn again
    g.focusSoft = g.module.nextFocus;
    g.since = sinceLastTurn(p, d.viewer);
    g.skipping = false;
  }
  if (g.mode === "play" && d.mode !== "play" && g.table) g.marks.set(g.table.view.viewer, logLength(p));
  if (d.mode === "over") g.skipping = false;
  if (d.mode === "over" && ["play", "bot", "handoff"].includes(g.mode)) countFinished(); // (played here, not opened finished)
  Object.assign(g, { table: p, mode: d.mode, handoffTo: d.handoffTo ?? null, thinking: d.thinking ?? null });
  render();
  if (d.mode === "bot") g.botTimer = setTimeout(botStep, ctx.stepMs);
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
    g.message = { text: t("error.engine", { message: reason(error) }), kind: "error" };
    renderMessage();
    return;
  }
  persist();
  const before = g.table;
  refresh();
  // Watching: the move just made is shown on the table before the next one (web/registry.js: animate).
  if (ui.game === g && before && ctx.stepMs > 0) g.module.animate?.(ctx, before, g.table);
}

// --- replay: the open game move by move (core/replay.py says which seats it may show) ---

function startReplay() {
  const g = ui.game;
  if (!g || g.replay) return;
  const viewer = g.table?.view.viewer ?? null;
  g.replay = { position: g.mode === "over" ? 0 : Math.max(0, g.table.moves - 1), viewer };
  g.module.reset?.(ctx);
  g.message = null;
  showReplay();
}

function showReplay() {
  const g = ui.game;
  clearTimeout(g.botTimer);
  let p;
  try {
    p = py("replay_table", { position: g.replay.position, viewer: g.replay.viewer, lang: lang() });
  } catch (error) {
    if (error.name === "IllegalAction" && g.replay.viewer !== null) { // that seat may not be shown: nobody's cards
      g.replay.viewer = null;
      return showReplay();
    }
    g.message = { text: t("error.engine", { message: reason(error) }), kind: "error" };
    g.replay = null;
    return refresh();
  }
  p.logKey = `replay|${lang()}`;
  p.logLines = p.log;
  p.logTail = [];
  g.replay.position = p.moves;
  Object.assign(g, { table: p, mode: "replay", handoffTo: null, thinking: null });
  render();
}

function replayTo(position, viewer = ui.game.replay.viewer) {
  const g = ui.game;
  if (!g?.replay) return;
  Object.assign(g.replay, { position: Math.max(0, Math.min(position, g.table.replay.length)), viewer });
  showReplay();
}

function stopReplay() {
  const g = ui.game;
  if (!g?.replay) return;
  g.replay = null;
  g.table = null;
  refresh();
}

/** The replay's controls, in place of the prompt: first, back, forward, last, round, seat, leave. */
function replayControls() {
  const g = ui.game;
  const r = g.table.replay;
  const at = g.table.moves;
  const go = (label, to, key, disabled) => keyed(button(label, { class: "step", disabled,
    attrs: { "aria-label": t(`replay.${key}`) }, title: t(`replay.${key}`), data: { act: "replay-go", to: String(to) } }), `replay:${key}`);
  const rounds = el("select", { class: "replay-round", attrs: { "aria-label": t("replay.round") } },
    r.rounds.map((x) => el("option", { value: String(x.move), text: t("log.round", { n: x.round }),
      selected: x.move <= at && !r.rounds.some((y) => y.move > x.move && y.move <= at) })));
  rounds.addEventListener("change", () => replayTo(Number(rounds.value)));
  const seats = el("select", { class: "replay-seat", attrs: { "aria-label": t("replay.seat") } },
    r.viewers.map((v) => el("option", { value: v === null ? "" : String(v), selected: v === g.replay.viewer,
      text: v === null ? t("replay.nobody") : v === "all" ? t("replay.all") : t("replay.seen", { name: ctx.name(v) }) })));
  seats.addEventListener("change", () => replayTo(at, { "": null, all: "all" }[seats.value] ?? Number(seats.value)));
  return el("div", { class: "replay-bar", attrs: { role: "group", "aria-label": t("replay.title") } },
    el("strong", { text: t("replay.title") }),
    go("⏮", 0, "first", at === 0), go("◀", at - 1, "back", at === 0),
    el("span", { class: "replay-at", text: t("replay.at", { n: at, total: r.length }) }),
    go("▶", at + 1, "forward", at >= r.length), go("⏭", r.length, "last", at >= r.length),
    keyed(rounds, "replay:round"), keyed(seats, "replay:seat"),
    keyed(button(t("replay.leave"), { class: "primary", data: { act: "replay-leave" } }), "replay:leave"));
}

/** "Skip": the moves of others up to your next decision are played without pauses or animations. */
function skip() {
  const g = ui.game;
  if (!g || g.mode !== "bot") return;
  g.skipping = true;
  for (const animation of document.getAnimations()) animation.finish();
  clearTimeout(g.botTimer);
  g.botTimer = setTimeout(botStep, 0);
  render();
}

/** Play `action` if it is legal; otherwise show the engine's reason and change nothing. */
function tryAction(action) {
  const g = ui.game;
  if (!g || g.mode !== "play" || !action) return;
  if (!g.legalKeys.has(actionKey(action))) {
    let why;
    try {
      why = clip(sentence(py("explain", { action }) ?? ""));
    } catch (error) {
      why = reason(error);
    }
    if (why) {
      g.message = { text: why, kind: "refusal" };
      renderMessage();
      return;
    }
  }
  try {
    g.save = py("act", { action }).save;
  } catch (error) {
    g.message = { text: error.name === "IllegalAction" ? reason(error) : t("error.engine", { message: reason(error) }),
      kind: error.name === "IllegalAction" ? "refusal" : "error" };
    renderMessage();
    return;
  }
  g.module.afterMove?.(ctx, action);
  if (g.tutorial) g.tutorial.seen++;
  g.hintKey = null;
  g.message = null;
  g.since = null;
  g.focusSoft = g.module.nextFocus;
  persist();
  refresh();
}

/** Take back the viewer's last move (the engine says whether it may: table.undoable). */
function undo() {
  const g = ui.game;
  if (!g || !(g.table?.undoable > 0)) return;
  clearTimeout(g.botTimer); // a bot that was about to answer the move waits for the new position
  g.botTimer = null;
  try {
    g.save = py("undo", { player: g.table.view.viewer }).save;
  } catch (error) {
    g.message = { text: reason(error), kind: error.name === "IllegalAction" ? "refusal" : "error" };
    renderMessage();
    return;
  }
  g.module.reset?.(ctx);
  g.message = null;
  persist();
  refresh();
}

// =================================================================================================
// The frame of a table: top bar, message, main column and side (the game's), log, hand-off screen
// =================================================================================================

function buildFrame() {
  const g = ui.game;
  const F = {};
  F.topline = el("div", { class: "topline" });
  F.prompt = el("p", { class: "prompt", attrs: { "aria-live": "polite" } }); // kept: screen readers hear changes
  F.topbar = el("header", { class: "topbar" }, F.topline, F.prompt);
  F.message = el("div", { class: "message", attrs: { role: "status", "aria-live": "polite" } });
  F.since = el("section", { class: "since", hidden: true, attrs: { "aria-label": t("since.label") } });
  F.after = el("section", { class: "after", hidden: true, attrs: { "aria-labelledby": "after-title" } });
  F.coach = el("section", { class: "coach", hidden: true, attrs: { "aria-label": t("coach.label"), "aria-live": "polite" } });
  F.main = el("div", { class: "main-col" });
  F.log = el("ol", { class: "log-lines" });
  F.logTitle = el("h2", { id: "log-title" });
  F.side = el("aside", { class: "side" }, F.after,
    el("section", { class: "log", attrs: { "aria-labelledby": "log-title" } }, F.logTitle, F.log));
  F.layout = el("div", { class: "layout" }, F.main, F.side);
  F.handoff = el("div", { class: "handoff", hidden: true, attrs: { role: "dialog", "aria-modal": "true", "aria-labelledby": "handoff-title" } });
  F.root = el("div", { class: "game", data: { game: g.id } }, F.topbar, F.coach, F.message, F.since, F.layout, F.handoff);
  F.root.addEventListener("click", onClick);
  fill(main, F.root);
  g.frame = F;
  g.logShown = { key: null, lines: [], nodes: [], first: true };
  g.module.mount(ctx, { root: F.root, main: F.main, side: F.side });
}

function render() {
  const g = ui.game;
  if (!g || !g.frame || !g.table) return;
  const F = g.frame;
  const focused = document.activeElement;
  const focusKey = F.root.contains(focused) ? focused?.dataset?.key : null;
  const p = g.table;
  g.legalKeys = new Set(p.legal.map(actionKey));
  g.actions = new Map();
  g.keyed = new Map();
  F.root.dataset.mode = g.mode;
  F.root.dataset.phase = p.view.phase;
  F.root.dataset.moves = p.moves;
  F.root.dataset.viewer = p.view.viewer ?? "";
  renderTopbar();
  renderMessage();
  renderSince();
  renderAfter();
  g.module.render(ctx);
  if (g.hintKey) g.keyed.get(g.hintKey)?.classList.add("hinted-move");
  renderCoach();
  // Messages (a refusal's reason, a notice) show where the player looks: in the game's message home
  // (e.g. the hand) when it shows one, else under the top bar.
  const home = F.main.querySelector("[data-message-home]:not([hidden])");
  if (home) home.prepend(F.message);
  else if (F.message.parentNode !== F.root || F.message.previousSibling !== F.topbar) F.topbar.after(F.message);
  renderLog();
  renderHandoff();
  const handoff = g.mode === "handoff";
  F.layout.inert = handoff;
  F.topbar.inert = handoff;
  F.message.inert = handoff;
  // Keyboard users keep their place across re-renders (the DOM is rebuilt).
  let target = null;
  if (g.focusFirst) target = F.root.querySelector(g.focusFirst);
  if (!target && focusKey) target = g.keyed.get(focusKey);
  if (!target && handoff) target = F.handoff.querySelector("button");
  g.focusFirst = null;
  const fresh = target && target !== g.keyed.get(focusKey); // a new place to act: bring it into view
  const dialogOpen = document.querySelector("dialog[open]");
  if (target && document.activeElement !== target && !dialogOpen) target.focus({ preventScroll: !fresh });
  // The button just used is gone (a move was made): keep keyboard users near the next thing to do.
  const soft = g.focusSoft;
  g.focusSoft = null;
  if (!target && soft && !dialogOpen && (!document.activeElement || document.activeElement === document.body)) {
    for (const selector of soft) {
      const next = F.root.querySelector(selector);
      if (next) {
        next.focus({ preventScroll: true });
        break;
      }
    }
  }
}

/** A button that plays (or explains) `action` (data-act="do"). */
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

/** Mark `node` with a key that stays the same across renders, so keyboard focus can stay on it. */
function keyed(node, key) {
  node.dataset.key = key;
  ui.game.keyed.set(key, node);
  return node;
}

function promptText() {
  const g = ui.game;
  const own = g.module.prompt(ctx);
  if (own) return own;
  const name = ctx.name;
  if (g.mode === "over") return t("prompt.over");
  if (g.mode === "handoff") return t("prompt.handoff", { name: name(g.handoffTo) });
  if (g.mode === "bot") return t("prompt.thinking", { name: name(g.thinking) });
  return t("prompt.wait", { names: listNames(g.table.view.to_move.map(name)) });
}

function renderTopbar() {
  const g = ui.game;
  const F = g.frame;
  const tools = el("nav", { class: "tools", attrs: { "aria-label": "game" } },
    g.mode !== "replay" && g.mode !== "handoff" && keyed(button(t("tool.replay"), { data: { act: "replay" } }), "tool:replay"),
    g.mode === "bot" && !g.skipping && keyed(button(t("tool.skip"), { class: "skip", data: { act: "skip" }, title: t("tool.skipTitle") }), "tool:skip"),
    speedChoice(),
    g.table.undoable > 0 && keyed(button(t("tool.undo"), { class: "undo", data: { act: "undo" }, title: t("tool.undoTitle") }), "tool:undo"),
    keyed(button(t("tool.saves"), { data: { act: "saves" } }), "tool:saves"),
    keyed(button(t("tool.share"), { data: { act: "share" } }), "tool:share"),
    keyed(button(t("lang.other"), { class: "lang", data: { act: "lang" }, lang: lang() === "fr" ? "en" : "fr", attrs: { "aria-label": t("lang.switch") } }), "tool:lang"),
    keyed(button(t("tool.menu"), { data: { act: "menu" } }), "tool:menu"));
  fill(F.topline, g.module.status(ctx), tools);
  if (g.mode === "replay") {
    F.prompt.className = "prompt mode-replay";
    return fill(F.prompt, replayControls());
  }
  const text = promptText();
  F.prompt.className = `prompt mode-${g.mode}`;
  if (F.prompt.textContent !== text) F.prompt.textContent = text;
}

const SPEEDS = [["slow", 1200], ["normal", 600], ["fast", 250], ["instant", 0]];

/** The speed at which the moves of others are shown (a setting kept for the next visits). */
function speedChoice() {
  const select = el("select", { class: "speed", attrs: { "aria-label": t("speed.label") }, title: t("speed.label") },
    SPEEDS.map(([key, ms]) => el("option", { value: String(ms), text: t(`speed.${key}`), selected: ms === ui.delay })));
  if (!SPEEDS.some(([, ms]) => ms === ui.delay)) {
    select.prepend(el("option", { value: String(ui.delay), text: `${ui.delay} ms`, selected: true }));
  }
  select.addEventListener("change", () => {
    ui.delay = Number(select.value);
    store.writeSetting("botdelay", String(ui.delay));
  });
  return keyed(select, "tool:speed");
}

/** What others did since the viewer last played, above the table until the viewer moves. */
function renderSince() {
  const g = ui.game;
  const lines = g.mode === "play" ? g.since : null;
  const node = g.frame.since;
  node.hidden = !lines;
  if (!lines) return fill(node);
  fill(node, el("details", { open: true },
    el("summary", { text: t("since.title", { n: lines.length }) }),
    el("ol", {}, lines.map((line) => el("li", { class: line.kind, data: { player: line.player ?? "" }, text: line.text })))));
}

function renderMessage() {
  const g = ui.game;
  if (!g?.frame) return;
  const node = g.frame.message;
  const m = g.message;
  node.className = m ? `message ${m.kind}` : "message";
  node.setAttribute("role", m && m.kind !== "info" ? "alert" : "status");
  if (!m) {
    fill(node);
    return;
  }
  fill(node, el("span", { text: m.text }),
    m.action ? keyed(button(m.action.label, { class: "secondary", data: { act: "message-action" } }), "msg:action") : null,
    keyed(button("×", { class: "dismiss", data: { act: "dismiss" }, attrs: { "aria-label": t("btn.close") } }), "msg:dismiss"));
}

const sameLine = (a, b) => a === b || (a.text === b.text && a.kind === b.kind && a.round === b.round);

/** The log panel shows exactly the table's lines: the stable ones are kept in the DOM from one
 *  render to the next (each with its nodes), and redrawn from the first one that changed. */
function renderLog() {
  const g = ui.game;
  const p = g.table;
  const list = g.frame.log;
  g.frame.logTitle.textContent = t("log.title");
  const shown = g.logShown;
  if (shown.key !== p.logKey) {
    fill(list);
    Object.assign(shown, { key: p.logKey, lines: [], nodes: [], first: true });
  }
  const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  for (const node of list.querySelectorAll(".tail")) node.remove();
  const lines = p.logLines;
  let same = 0;
  while (same < shown.lines.length && same < lines.length && sameLine(shown.lines[same], lines[same])) same++;
  for (const nodes of shown.nodes.splice(same)) for (const node of nodes) node.remove();
  shown.lines.length = same;
  let lastRound = same ? shown.lines[same - 1].round : null;
  const add = (line, tail) => {
    const nodes = [];
    if (line.round !== lastRound) {
      nodes.push(el("li", { class: `round-mark${tail ? " tail" : ""}`, text: t("log.round", { n: line.round }) }));
      lastRound = line.round;
    }
    nodes.push(el("li", { class: `${line.kind}${tail ? " tail" : ""}`, text: line.text,
      data: line.player === null || line.player === undefined ? null : { player: line.player } })); // the seat's colour
    list.append(...nodes);
    return nodes;
  };
  for (const line of lines.slice(same)) {
    shown.nodes.push(add(line, false));
    shown.lines.push(line);
  }
  for (const line of p.logTail) add(line, true);
  if (atBottom || shown.first) list.scrollTop = list.scrollHeight;
  shown.first = false;
}

function renderHandoff() {
  const g = ui.game;
  const node = g.frame.handoff;
  if (g.mode !== "handoff") {
    node.hidden = true;
    fill(node);
    return;
  }
  node.hidden = false;
  const who = ctx.name(g.handoffTo);
  fill(node, el("div", { class: "handoff-box" },
    el("h2", { id: "handoff-title", text: t("handoff.title", { name: who }) }),
    el("p", { text: t("handoff.note", { name: who }) }),
    el("p", { class: "handoff-buttons" },
      keyed(button(t("btn.imReady", { name: who }), { class: "primary", data: { act: "handoff-ok" } }), "handoff:ok"),
      keyed(button(t("turn.send", { name: who }), { data: { act: "send-turn" } }), "handoff:send"),
      keyed(button(t("tool.menu"), { data: { act: "menu" } }), "handoff:menu"))));
}

// =================================================================================================
// Clicks and keys: the shell's click modes, then the open game's (game.clicks), keyed by data-act
// =================================================================================================

const SHELL_CLICKS = {
  do: (node) => tryAction(ui.game.actions.get(node.dataset.key)),
  dismiss: () => {
    ui.game.message = null;
    render();
  },
  "message-action": () => {
    const run = ui.game.message?.action?.run;
    ui.game.message = null;
    if (run) run();
    render();
  },
  hint: () => {
    const g = ui.game;
    try {
      const h = py("hint", { player: g.table.view.viewer });
      g.message = { text: t("hint.text", { move: h.move, why: h.why }), kind: "info" };
      // The game points at the move on its table; else the shell marks the button that plays it.
      if (g.module.showHint) g.module.showHint(ctx, h);
      else g.hintKey = `do:${actionKey(h.action)}`;
    } catch (error) {
      g.message = { text: reason(error), kind: error.name === "IllegalAction" ? "refusal" : "error" };
    }
    render();
  },
  undo: () => undo(),
  skip: () => skip(),
  "send-turn": () => sendTurn(),
  replay: () => startReplay(),
  "coach-off": () => {
    ui.game.tutorial = null;
    render();
  },
  "replay-go": (node) => replayTo(Number(node.dataset.to)),
  "replay-leave": () => stopReplay(),
  "handoff-ok": () => {
    const g = ui.game;
    g.seat = g.handoffTo;
    persist();
    refresh();
    g.focusFirst = null;
  },
  new: () => openNewGame(),
  saves: () => openSaves(),
  share: () => openShare(),
  lang: () => switchLang(),
  menu: () => {
    showMenu();
    return false; // nothing left to time
  },
};

function onClick(event) {
  const node = event.target.closest?.("button[data-act]");
  const g = ui.game;
  if (!node || !g) return;
  const act = node.dataset.act;
  const handler = Object.hasOwn(SHELL_CLICKS, act) ? SHELL_CLICKS[act]
    : Object.hasOwn(g.module.clicks, act) ? g.module.clicks[act] : null;
  if (!handler) return;
  const t0 = performance.now();
  const moves = g.table?.moves;
  if (handler(node, ctx, event) === false) return;
  const entry = { ms: performance.now() - t0, act, moved: ui.game?.table?.moves !== moves, framed: null };
  ui.clickTimes.push(entry);
  requestAnimationFrame(() => setTimeout(() => (entry.framed = performance.now() - t0))); // after style, layout, paint
}

document.addEventListener("keydown", (event) => {
  if ((event.ctrlKey || event.metaKey) && event.key === "z" && !document.querySelector("dialog[open]")
    && !event.target.closest?.("input, textarea")) {
    if (ui.game && document.body.classList.contains("in-game")) undo();
    return;
  }
  if (ui.game?.replay && ["ArrowLeft", "ArrowRight"].includes(event.key) && !event.target.closest?.("select, input")
    && !document.querySelector("dialog[open]")) {
    replayTo(ui.game.replay.position + (event.key === "ArrowRight" ? 1 : -1));
    return;
  }
  if (event.key !== "Escape" || document.querySelector("dialog[open]")) return;
  const g = ui.game;
  if (!g || !document.body.classList.contains("in-game")) return;
  if (g.replay) return stopReplay();
  if (g.module.cancel(ctx)) return;
  if (g.message) {
    g.message = null;
    render();
  }
});

// --- "Learn to play": a first game with a coach (the game module's `tutorial`, web/registry.js) ---

/** "Learn to play": straight into the first game if one game has a tutorial, else a choice of games. */
function chooseTutorial() {
  const ids = registeredGames().filter((id) => gameModule(id).tutorial);
  if (ids.length < 2) return ids.length && startTutorial(ids[0]);
  dialog("learn-dialog", (node) => {
    const close = button(t("btn.close"), { class: "secondary" });
    close.addEventListener("click", () => node.close());
    const choices = ids.map((id) => {
      const choice = button(descriptorOf(id)?.name ?? id, { class: "primary", data: { game: id } });
      choice.addEventListener("click", () => {
        node.close();
        startTutorial(id);
      });
      return choice;
    });
    fill(node, el("h2", { text: t("learn.title") }), el("p", { class: "buttons" }, choices), el("p", { class: "buttons" }, close));
  });
}

function startTutorial(id) {
  const spec = gameModule(id).tutorial;
  const first = rememberedSeats()?.[0]; // the name last typed in the New game form, if any
  const name = typeof first?.name === "string" && first.name.trim() && first.bot === null ? first.name : t("learn.player");
  let opened;
  try {
    opened = py("new_game", { game: id, options: spec.options, seed: spec.seed,
      seats: [{ name, bot: null }, ...spec.opponents.map(([other, bot]) => ({ name: other, bot }))] });
  } catch (error) {
    return showNotice(reason(error), "error");
  }
  const failed = openGame(opened.save);
  if (failed) return showNotice(failed, "error");
  ui.game.tutorial = { spec, phase: null, seen: 0 };
  render();
}

/** The coach's advice for what is on the table now, and a mark on what it talks about. */
function renderCoach() {
  const g = ui.game;
  const node = g.frame.coach;
  const tutorial = g.tutorial;
  for (const old of g.frame.root.querySelectorAll(".coach-target")) old.classList.remove("coach-target");
  if (tutorial && tutorial.phase !== g.table.view.phase) Object.assign(tutorial, { phase: g.table.view.phase, seen: 0 });
  const step = tutorial && ["play", "over"].includes(g.mode)
    ? tutorial.spec.steps.find((s) => s.when(g.table, tutorial.seen)) : null;
  node.hidden = !step;
  if (!step) return fill(node);
  node.dataset.step = step.id;
  fill(node, el("p", { text: step.text[lang()] ?? step.text.en }),
    keyed(button(t("coach.stop"), { class: "secondary", data: { act: "coach-off" } }), "coach:off"));
  for (const target of g.frame.main.querySelectorAll(step.show)) target.classList.add("coach-target");
  for (const target of g.frame.side.querySelectorAll(step.show)) target.classList.add("coach-target");
}

// --- after the game: the scores round by round, and the statistics kept on this device ---

const SEAT_COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2"];
const SVG = "http://www.w3.org/2000/svg";

function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "style") node.style.cssText = v; // the CSSOM: the page's CSP refuses style attributes
    else node.setAttribute(k, String(v));
  }
  node.append(...children.flat(Infinity));
  return node;
}

/** A line per player: the score at the end of each round (drawn, never HTML). */
function scoreChart(rounds, seats) {
  const W = 300, H = 160, left = 28, bottom = 22, top = 8, right = 8;
  const high = Math.max(1, ...rounds.flatMap((r) => r.scores));
  const x = (k) => left + (rounds.length < 2 ? 0 : (k * (W - left - right)) / (rounds.length - 1));
  const y = (v) => top + (H - top - bottom) * (1 - v / high);
  const chart = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "score-chart", role: "img" },
    svg("title", {}, t("after.chartTitle")),
    svg("line", { x1: left, y1: y(0), x2: W - right, y2: y(0), class: "axis" }),
    svg("text", { x: left - 4, y: y(high) + 4, "text-anchor": "end", class: "tick" }, String(high)),
    svg("text", { x: left - 4, y: y(0) + 4, "text-anchor": "end", class: "tick" }, "0"),
    rounds.map((r, k) => svg("text", { x: x(k), y: H - 6, "text-anchor": "middle", class: "tick" }, String(r.round))),
    // A game's stylesheet may give each seat its colour (--seat on [data-seat]); else the shell's.
    seats.map((s, p) => svg("polyline", { fill: "none", "stroke-width": 2.5, "data-seat": p,
      style: `stroke: var(--seat, ${SEAT_COLOURS[p % 8]})`, points: rounds.map((r, k) => `${x(k)},${y(r.scores[p])}`).join(" ") })));
  const legend = el("ul", { class: "chart-legend" }, seats.map((s, p) =>
    el("li", { data: { seat: p }, attrs: { style: `--fallback: ${SEAT_COLOURS[p % 8]}` } }, el("span", { class: "swatch" }), s.name)));
  return el("figure", { class: "chart" }, chart, legend);
}

const PART_COLOURS = ["#4e79a7", "#f28e2b", "#59a14f", "#b07aa1"];

/** A bar per player: the final score's parts side by side (a negative part is drawn as 0, its
 *  number still written), the total at the end. */
function splitChart(split, seats) {
  const W = 300, row = 22, left = 70, right = 34;
  const totals = split.values.map((v) => v.reduce((a, b) => a + b, 0));
  const widest = Math.max(1, ...split.values.map((v) => v.reduce((a, b) => a + Math.max(0, b), 0)));
  const scale = (W - left - right) / widest;
  const chart = svg("svg", { viewBox: `0 0 ${W} ${row * seats.length + 4}`, class: "split-chart", role: "img" },
    svg("title", {}, t("after.splitTitle")),
    seats.map((s, p) => {
      let x = left;
      const y = 2 + p * row;
      const bars = split.values[p].map((v, k) => {
        const w = Math.max(0, v) * scale;
        const bar = svg("rect", { x, y: y + 3, width: w, height: row - 8, fill: PART_COLOURS[k % 4] },
          svg("title", {}, `${split.parts[k]}: ${v}`));
        x += w;
        return bar;
      });
      return [svg("text", { x: left - 4, y: y + row / 2 + 3, "text-anchor": "end", class: "tick" }, s.name.slice(0, 12)),
        bars, svg("text", { x: x + 4, y: y + row / 2 + 3, class: "tick" }, String(totals[p]))];
    }));
  const legend = el("ul", { class: "chart-legend" }, split.parts.map((part, k) =>
    el("li", { attrs: { style: `--fallback: ${PART_COLOURS[k % 4]}` } }, el("span", { class: "swatch" }), part)));
  return el("figure", { class: "chart" }, chart, legend);
}

/** The open game's course (bridge progress: scores round by round, winners), asked once it is over. */
function courseOf(g) {
  if (g.course === undefined) {
    try {
      g.course = py("progress");
    } catch {
      g.course = null;
    }
  }
  return g.course;
}

function renderAfter() {
  const g = ui.game;
  const node = g.frame.after;
  node.hidden = g.mode !== "over";
  if (node.hidden) return fill(node);
  const rounds = courseOf(g)?.rounds ?? [];
  const split = g.module.scoreSplit?.(ctx);
  fill(node, el("h2", { id: "after-title", text: t("after.title") }),
    rounds.length ? scoreChart(rounds, g.seats) : null,
    split ? splitChart(split, g.seats) : null,
    button(t("tool.replay"), { data: { act: "replay" } }));
}

/** A game just finished at this device: counted once in the statistics (by its autosave id). */
function countFinished() {
  const g = ui.game;
  const course = courseOf(g);
  const last = course?.rounds.at(-1);
  if (!g.humans.length || !course?.over || !last) return;
  store.recordResult(g.autoId, { game: g.id, at: Date.now(), seats: g.seats, winners: course.winners, scores: last.scores });
}

/** Per game: games played; for solo games, wins by the opponents' levels; the best score of a human. */
function statsOf(results) {
  const byGame = new Map();
  for (const r of results) {
    const s = byGame.get(r.game) ?? { played: 0, best: null, levels: new Map() };
    byGame.set(r.game, s);
    s.played++;
    const humans = r.seats.flatMap((seat, i) => (seat.bot === null ? [i] : []));
    for (const i of humans) if (Number.isFinite(r.scores[i])) s.best = Math.max(s.best ?? r.scores[i], r.scores[i]);
    if (humans.length !== 1) continue;
    const levels = [...new Set(r.seats.filter((seat) => seat.bot !== null).map((seat) => seat.bot))].sort().join(" + ");
    const line = s.levels.get(levels) ?? { played: 0, won: 0 };
    s.levels.set(levels, line);
    line.played++;
    if (r.winners.includes(humans[0])) line.won++;
  }
  return byGame;
}

function openStats() {
  dialog("stats-dialog", buildStats);
}

function buildStats(node) {
  const byGame = statsOf(store.results());
  const close = button(t("btn.close"), { class: "secondary" });
  close.addEventListener("click", () => node.close());
  const parts = [el("h2", { text: t("stats.title") })];
  if (!byGame.size) parts.push(el("p", { text: t("stats.none") }));
  for (const [id, s] of byGame) {
    parts.push(el("h3", { text: descriptorOf(id)?.name ?? id }),
      el("p", { text: t("stats.played", { n: s.played, best: s.best ?? "–" }) }));
    if (s.levels.size) {
      parts.push(el("table", { class: "stats" },
        el("thead", {}, el("tr", {}, el("th", { text: t("stats.against") }), el("th", { text: t("stats.games") }),
          el("th", { text: t("stats.won") }))),
        el("tbody", {}, [...s.levels].map(([levels, line]) => el("tr", {}, el("td", { text: levels }),
          el("td", { text: String(line.played) }), el("td", { text: `${line.won} (${Math.round((100 * line.won) / line.played)} %)` }))))));
    }
  }
  parts.push(el("p", { class: "buttons" }, close));
  fill(node, ...parts);
}

// =================================================================================================
// Dialogs: new game, saves, share
// =================================================================================================

function dialog(id, build) {
  let node = document.getElementById(id);
  if (!node) {
    node = el("dialog", { id, class: "panel" });
    document.body.append(node);
    node.addEventListener("relabel", () => node.build(node));
    node.addEventListener("close", () => {
      if (ui.game) render();
    });
  }
  node.build = build; // (the language switch rebuilds it as it was last opened)
  build(node);
  if (!node.open) node.showModal();
  return node;
}

// --- new game (the form itself: web/shell-form.js) ---

/** The games the form offers: those the bridge describes and this page has a module for. */
function offeredGames() {
  try {
    return { descriptors: gamesFor().filter((d) => gameModule(d.id)), error: null };
  } catch (error) {
    return { descriptors: [], error: reason(error) };
  }
}

function openNewGame() {
  ui.form = defaultForm(offeredGames().descriptors, t);
  dialog("new-dialog", buildNewGameDialog);
}

function buildNewGameDialog(node) {
  const { descriptors, error } = offeredGames();
  buildNewGame(node, ui.form, {
    t, descriptors, error,
    replaces: !!ui.game || store.autosaves().some((a) => usableAuto(a.record) && !store.isFinished(a.record)),
    start: (request) => startNewGame(node, request),
  });
}

/** Returns null once the game is open, else the error to show in the form. */
function startNewGame(node, request) {
  let opened;
  try {
    opened = py("new_game", request);
  } catch (error) {
    return reason(error);
  }
  node.close();
  const failed = openGame(opened.save);
  if (failed) showMessage(failed, "error");
  return null;
}

// --- saves ---

let savesStatus = null;

function openSaves() {
  savesStatus = null;
  dialog("saves-dialog", buildSaves);
}

function slotSummary(record) {
  if (record?.damaged) {
    return t("saves.damaged", { reason: typeof record.damaged === "string" ? clip(record.damaged) : t("saves.unreadable") });
  }
  const s = record?.summary;
  if (!s) return "";
  const text = s.over ? t("saves.summaryOver", { names: listNames(s.names) })
    : t("saves.summary", { names: listNames(s.names), round: s.round, moves: s.moves });
  const game = registeredGames().length > 1 && s.game ? descriptorOf(s.game)?.name ?? s.game : null;
  return game ? `${game} · ${text}` : text;
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
      text = clipped(await chosen.slice(0, 4 * (engineLimit("max_save_chars") + 1)).text(), "max_save_chars"); // UTF-8: <= 4 bytes a character
    } catch (error) {
      return setSavesStatus(node, t("saves.importFailed", { reason: clip(sentence(error.message)) }), "error");
    }
    let opened;
    try {
      opened = py("load_save", { save: text });
    } catch (error) {
      return setSavesStatus(node, t("saves.importFailed", { reason: reason(error) }), "error");
    }
    const failed = openLoaded(opened, t("saves.imported"));
    if (failed) return setSavesStatus(node, failed, "error");
    node.close();
  });
  // The native picker's button speaks the browser's language: a button of the page's opens it.
  file.className = "sr-only";
  file.tabIndex = -1;
  const choose = button(t("saves.chooseFile"), { class: "secondary choose-file" });
  choose.addEventListener("click", () => file.click());
  parts.push(el("p", { class: "import" }, el("label", { htmlFor: "import-file", text: `${t("saves.import")}: ` }), choose, file));
  parts.push(el("p", { class: `saves-status ${savesStatus?.kind || ""}`, attrs: { role: "status" }, text: savesStatus?.text || "" }));
  parts.push(el("h3", { text: t("saves.recent") }), recentGames(node));
  const slots = store.slots();
  const list = el("ul", { class: "slots" });
  for (const { name: slot, record } of slots) {
    const load = button(t("saves.load"), { class: "primary", disabled: !!record?.damaged || typeof record?.save !== "string" });
    load.addEventListener("click", () => {
      let opened;
      try {
        opened = py("load_save", { save: record.save });
      } catch (error) {
        return setSavesStatus(node, t("saves.loadFailed", { reason: reason(error) }), "error");
      }
      const failed = openLoaded(opened);
      if (failed) return setSavesStatus(node, failed, "error");
      node.close();
    });
    const exp = button(t("saves.export"), { class: "secondary" });
    exp.addEventListener("click", () => download(record?.save ?? record?.raw ?? "", fileName(slot)));
    const del = deleteButton(node, () => {
      store.removeSlot(slot);
      return t("saves.deleted", { name: slot });
    });
    list.append(el("li", { data: { slot } },
      el("div", { class: "slot-text" }, el("strong", { class: "slot-name", text: slot }),
        el("span", { class: "slot-summary", text: slotSummary(record) })),
      el("div", { class: "slot-buttons" }, load, exp, del)));
  }
  if (!slots.length) list.append(el("li", { class: "muted", text: t("saves.empty") }));
  const close = button(t("btn.close"), { class: "secondary" });
  close.addEventListener("click", () => node.close());
  parts.push(el("h3", { text: t("saves.named") }), list, el("p", { class: "buttons" }, close));
  const typed = node.querySelector("#slot-name");
  const keepTyped = typed && document.activeElement === typed ? typed.value : null;
  fill(node, ...parts);
  if (keepTyped !== null) {
    const input = node.querySelector("#slot-name");
    input.value = keepTyped;
    input.focus();
  }
}

/** A Delete button that asks again ("Really delete") before `remove()` (which returns the status). */
function deleteButton(node, remove, disabled = false) {
  const del = button(t("saves.delete"), { class: "secondary danger", disabled });
  del.addEventListener("click", () => {
    if (del.dataset.armed) {
      savesStatus = { text: remove(), kind: "info" };
      buildSaves(node);
      node.querySelector(".slots button:not([disabled]), .choose-file")?.focus();
    } else {
      del.dataset.armed = "1";
      del.textContent = t("saves.reallyDelete");
    }
  });
  return del;
}

const when = (ms) => (ms ? new Date(ms).toLocaleString(lang() === "fr" ? "fr-FR" : "en-GB",
  { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" }) : "?");

/** The games autosaved after every move (one record per game, any tab), newest first. */
function recentGames(node) {
  const g = ui.game;
  const list = el("ul", { class: "slots autosaves" });
  const autos = store.autosaves();
  for (const { id, record, at } of autos) {
    const current = g?.autoId === id;
    const label = current ? t("saves.thisGame") : t("saves.resume");
    const resume = button(label, { class: "primary", disabled: current || !usableAuto(record) });
    resume.addEventListener("click", () => {
      node.close();
      resumeAutosave(id);
    });
    const exp = button(t("saves.export"), { class: "secondary" });
    exp.addEventListener("click", () => download(record?.save ?? record?.raw ?? "", fileName(record?.summary?.names?.join("-") ?? id)));
    const del = deleteButton(node, () => {
      store.removeAuto(id);
      return t("saves.deletedGame", { when: when(at) });
    }, current);
    list.append(el("li", { data: { auto: id }, class: current ? "current" : null },
      el("div", { class: "slot-text" }, el("strong", { class: "slot-name", text: when(at) }),
        el("span", { class: "slot-summary", text: slotSummary(record) })),
      el("div", { class: "slot-buttons" }, resume, exp, del)));
  }
  if (!autos.length) list.append(el("li", { class: "muted", text: t("saves.noRecent") }));
  return list;
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
  dialog("share-dialog", (node) => buildShare(node));
}

/** Play by link: the next human gets the game as a link; it opens on their hand-off screen. */
function sendTurn() {
  const g = ui.game;
  if (g?.mode === "handoff") dialog("share-dialog", (node) => buildShare(node, ctx.name(g.handoffTo)));
}

/** The share dialog; `to`: the player a turn is sent to (play by link), else a plain share. */
function buildShare(node, to = null) {
  let url;
  const status = el("p", { class: "share-status", attrs: { role: "status" } });
  try {
    url = shareUrl();
  } catch (error) {
    url = "";
    status.textContent = reason(error);
  }
  const input = el("input", { id: "share-url", readOnly: true, value: url });
  input.addEventListener("focus", () => input.select());
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
  fill(node, el("h2", { text: to === null ? t("share.title") : t("turn.title", { name: to }) }),
    to !== null && el("p", { text: t("turn.note", { name: to }) }), el("p", { text: t("share.note") }),
    el("p", { class: "share-row" }, el("label", { htmlFor: "share-url", class: "sr-only", text: t("share.title") }), input, copy),
    status, el("p", { class: "buttons" }, close));
}

// =================================================================================================
// Start
// =================================================================================================

// The single autosave of earlier versions of the site becomes a record of its own before anything
// reads the autosaves; if it was on the table, it opens at once (as it did then).
const migrated = store.migrateOldAutosave();

/** At start: a link opens its game; else this tab's game if it was on the table when the tab was
 *  reloaded (sessionStorage); else the menu, whose Continue opens the most recent unfinished game. */
function onReady() {
  if (ui.ready) return;
  ui.ready = true;
  if (root.dataset.engine === "broken") return showBroken();
  const tab = store.readTab("tab");
  store.pruneFinished(tab?.game ?? null);
  const unsaved = store.readTab("unsaved")?.game ?? null;
  store.writeTab("unsaved", null);
  if (handleLink()) return;
  const resume = migrated?.record?.open ? migrated.id : tab?.open && typeof tab.game === "string" ? tab.game : null;
  if (resume) resumeAutosave(resume);
  else updateContinue();
  if (unsaved) reportUnsaved(unsaved);
}

/** A reload after autosaves that failed: say which move the game went back to. */
function reportUnsaved(id) {
  const g = ui.game;
  if (g?.autoId === id && g.table) {
    g.message = { text: t("storage.resumedAt", { moves: g.table.moves, round: g.table.view.round }), kind: "error" };
    renderMessage();
    return;
  }
  const sum = store.readAuto(id)?.summary;
  const text = sum ? t("storage.resumesAt", { moves: sum.moves ?? "?", round: sum.round ?? "?" }) : t("storage.lost");
  if (g) showMessage(text, "error");
  else showNotice(text, "error");
}

/** Another tab changed the site's storage (the event never fires in the tab that wrote). */
function onStorage(event) {
  if (ui.broken || !ui.ready || (event.storageArea && event.storageArea !== localStorage)) return;
  if (event.key !== null && !event.key.startsWith(store.PREFIX)) return;
  const g = ui.game;
  if (g && event.key === store.autoStorageKey(g.autoId)) otherTabWrote(g, event.newValue);
  if (!document.body.classList.contains("in-game")) updateContinue();
  const saves = document.getElementById("saves-dialog");
  if (saves?.open && (event.key === null || !event.key.startsWith(`${store.PREFIX}lang`))) buildSaves(saves);
}

// =================================================================================================
// The engine broke (boot.js: a bridge call threw, e.g. Pyodide's fatal error): a blocking "please
// reload" screen, and no storage write from now on, so a broken engine cannot overwrite good saves.
// =================================================================================================

function showBroken() {
  if (ui.broken) return;
  ui.broken = true;
  store.halt();
  if (ui.game) clearTimeout(ui.game.botTimer);
  for (const open of document.querySelectorAll("dialog[open]")) open.close();
  const node = el("dialog", { id: "engine-broken", class: "panel broken",
    attrs: { role: "alertdialog", "aria-labelledby": "broken-title", "aria-describedby": "broken-text" } });
  const build = () => {
    const reload = button(t("broken.reload"), { class: "primary" });
    reload.addEventListener("click", () => location.reload());
    fill(node, el("h2", { id: "broken-title", text: t("broken.title") }), el("p", { id: "broken-text", text: t("broken.text") }),
      el("p", { class: "buttons" }, reload));
    reload.focus();
  };
  node.addEventListener("relabel", build);
  node.addEventListener("cancel", (event) => event.preventDefault());
  node.addEventListener("close", () => node.showModal()); // it cannot be dismissed
  document.body.append(node);
  for (const child of document.body.children) if (child !== node) child.inert = true;
  node.showModal();
  build();
}

setLang(store.readSetting("lang") || ((navigator.language || "").startsWith("fr") ? "fr" : "en"));
applyStatic();
document.getElementById("lang-toggle")?.addEventListener("click", switchLang);
document.getElementById("new-game")?.addEventListener("click", openNewGame);
document.getElementById("load-game")?.addEventListener("click", openSaves);
document.getElementById("stats")?.addEventListener("click", openStats);
document.getElementById("learn")?.addEventListener("click", chooseTutorial);
document.getElementById("continue-game")?.addEventListener("click", continueGame);
addEventListener("hashchange", () => ui.ready && !ui.broken && handleLink());
addEventListener("storage", onStorage);
addEventListener("evolution:broken", showBroken);
if (root.dataset.engine === "ready") onReady();
else addEventListener("evolution:ready", onReady);
