// The shell's state (one object, made once by web/shell.js and handed to every part of the shell as
// `app.ui`), the games the bridge offers, the engine's limits, and the context given to game modules.

import { actionKey } from "./dom.js";
import { lang } from "./i18n.js";
import { py } from "./shell-bridge.js";
import * as store from "./store.js";

/** @typedef {import("./contract").GameForm} GameForm */
/** A move as a game module builds it from the table (checked by the engine, which refuses a wrong one).
 *  @typedef {Record<string, unknown>} Action */

/** The pause between two moves of others (ms): ?botdelay=, else the saved setting, else 600. */
function botDelay() {
  const param = new URLSearchParams(location.search).get("botdelay");
  for (const value of [param, store.readSetting("botdelay")]) {
    if (value !== null && value !== "" && Number.isFinite(Number(value)) && Number(value) >= 0) return Number(value);
  }
  return 600;
}

/** Deals per decision of the game review: ?reviewdeals= (a quicker review, for tests), else the engine's. */
function reviewDeals() {
  const value = Number(new URLSearchParams(location.search).get("reviewdeals"));
  return Number.isInteger(value) && value >= 1 && value <= 64 ? value : null;
}

/** The shell's state: the open game (`game`, see opening's openGame) and the page's settings. */
export function createState() {
  return {
    ready: false,
    delay: botDelay(),
    reviewDeals: reviewDeals(),
    descriptors: /** @type {Map<string, GameForm[]>} */ (new Map()), // lang -> games(lang)
    game: /** @type {any} */ (null), // the open game (shell-open.js's openGame)
    notice: /** @type {{text: string, kind: string} | null} */ (null), // shown on the menu screen
    broken: false, // the engine failed: the page only offers a reload (showBroken)
    form: /** @type {ReturnType<typeof import("./shell-form.js").defaultForm> | null} */ (null), // the new-game form model
    /** ms from a click to the end of its render, act, moved (benchmarks/ui.py reads this)
     *  @type {{ms: number, act: string | undefined, moved: boolean, framed: number | null}[]} */
    clickTimes: [],
    limits: /** @type {Record<string, number> | null} */ (null), // the engine's bridge.info(), asked once (engineLimit)
  };
}

/** bridge.games per language, written by the build (null if it could not import the engine). */
export function builtGames() {
  try {
    return JSON.parse(document.getElementById("games-data")?.textContent || "null");
  } catch {
    return null;
  }
}

/** @param {import("./types").App} app */
export function shellState(app) {
  const ui = app.ui;

  /** The games the bridge offers (`games(lang)`), in the page's language: as build.py wrote them
   *  into index.html (#games-data: the form needs no engine), else asked; throws if it cannot say. */
  function gamesFor(language = lang()) {
    if (!ui.descriptors.has(language)) ui.descriptors.set(language, builtGames()?.[language] ?? py("games", { lang: language }));
    return /** @type {GameForm[]} */ (ui.descriptors.get(language));
  }

  /** @param {string} id
   *  @returns {GameForm | null} */
  function descriptorOf(id) {
    try {
      return gamesFor().find((d) => d.id === id) ?? null;
    } catch {
      return null;
    }
  }

  /** The engine's limits on the text it reads (bridge.info: max_save_chars, max_link_chars), asked once.
   *  @param {string} key @returns {number} */
  const engineLimit = (key) => (ui.limits ??= py("info"))[key];

  /** At most one character more than the engine reads (``limit``: a key of bridge.info): the engine
   * refuses longer input by its length, so a huge file or link is never copied whole into Python.
   *  @param {string} text @param {string} limit */
  function clipped(text, limit) {
    const most = engineLimit(limit) + 1;
    return text.length > most ? text.slice(0, most) : text;
  }

  return { gamesFor, descriptorOf, engineLimit, clipped };
}

/** The context given to game modules (web/registry.js): what they may read and do.
 *  @param {import("./types").App} app */
export function gameContext(app) {
  const ui = app.ui;
  return Object.freeze({
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
    /** This game's descriptor from games(lang), in the page's language (null if unknown).
     *  @returns {GameForm | null} */
    get descriptor() { return ui.game ? app.descriptorOf(ui.game.id) : null; },
    /** The log lines of others since the viewer's last turn, until the viewer moves (each may carry
     *  `loss`: the seat that lost something), else null. */
    get since() { return ui.game?.mode === "play" ? ui.game.since ?? null : null; },
    /** The current message {text, kind} under the top bar (or in the game's [data-message-home]). */
    get message() { return ui.game?.message ?? null; },
    name: (/** @type {number} */ i) => ui.game?.seats[i]?.name ?? "?",
    isLegal: (/** @type {Action} */ action) => !!ui.game?.legalKeys?.has(actionKey(action)),
    /** @param {import("./types").Child} label @param {Action} action @param {Record<string, any>} [props] (as el's) */
    actionButton: (label, action, props) => app.actionButton(label, action, props),
    keyed: (/** @type {HTMLElement} */ node, /** @type {string} */ key) => app.keyed(node, key),
    tryAction: (/** @type {Action} */ action) => app.tryAction(action),
    render: () => app.render(),
    /** @param {string | null} text @param {string} [kind] */
    say(text, kind = "info") {
      if (!ui.game) return;
      ui.game.dispatch("say", text ? { text, kind } : null);
      app.renderMessage();
    },
    clearMessage() {
      if (ui.game) ui.game.dispatch("hush");
    },
    /** Focus the first node matching `selector` after the next render (a list: the first selector
     *  that matches anything, best first). @param {string | string[]} selector */
    focus(selector) {
      if (ui.game) ui.game.focusFirst = selector;
    },
    promptText: () => app.promptText(),
    /** How long one move of another seat is shown (ms; the player's speed setting); 0 while skipping. */
    get stepMs() { return ui.game?.skipping ? 0 : ui.delay; },
    /** Whether animations may move things (the player has not asked for reduced motion). */
    get motion() { return !matchMedia("(prefers-reduced-motion: reduce)").matches; },
  });
}
