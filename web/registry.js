// The games the site shell can show. A game's page module is web/games/<id>.js, <id> the engine's
// game id (evolution/core/game.py: GAME_ID): the shell imports it (loadGames) for every game the
// build's form data (#games-data, preloaded by index.html) or else the engine lists, and the module
// registers itself here. Adding a game's page is that one module: no list of games to edit.
//
// registerGame({
//   id: "evolution",                 // the bridge's game id: games()[i].id and table().game
//   strings: {en: {...}, fr: {...}}, // the game's own words; its `t` looks there first, then in the shell's
//   css: new URL("./x.css", import.meta.url),  // optional stylesheet, linked once
//   nextFocus: [selector, ...],      // optional: where keyboard focus goes after a move, best first
//   waitFocus: selector,             // optional: where it waits while others play (else the log)
//   mount(ctx, frame),               // a table of this game opens: build its parts in the shell's frame
//                                    //   frame = {root: .game, main: the main column, side: under the log}
//   render(ctx),                     // draw ctx.table (after every refresh, click and language switch)
//   status(ctx) -> nodes,            // the top bar's game status (round, phase, counts...)
//   prompt(ctx) -> string | null,    // the top bar's prompt; null: the shell's (bot thinking, hand-off...)
//   clicks: {act: (node, ctx, event) => void | false},  // click modes, keyed by the button's data-act
//                                    //   (after the shell's own acts; return false: not a click to time)
//   cancel(ctx) -> bool,             // Escape: drop the current selection; false when there was none
//   reset(ctx),                      // optional: the human's turn is over (bots, hand-off, end): drop selections
//   afterMove(ctx, action),          // optional: a move of the viewer was accepted (before the next refresh)
//   animate(ctx, before, after),     // optional: another seat just moved; `before`/`after` are the table
//                                    //   payloads around that one move, `after` is drawn: show what changed
//                                    //   within ctx.stepMs ms (static marks only when !ctx.motion)
//   formRules(options, seats, t, desc) -> {key: {value, note}},  // optional: options the seat count forces (desc: the game's New game form data)
//   tutorial: {seed, options, opponents: [[name, bot]], steps: [{id, when(table, seen, {firstRound}), show,
//             text: {lang}, params?(table), covers?: [id]}]},
//                                    // optional: "Learn to play" (the shell's coach; see games/*-tutorial.js):
//                                    // each step is said once; {name} in its text is filled from params(table)
//   showHint(ctx, {action, move, why}),  // optional: a hint was asked; point at its move (before a render)
//   scoreSplit(ctx) -> {parts: [label], values: [[number per part] per seat]} | null,  // optional: the
//                                    //   final score's parts, drawn by the shell as a bar per player
// }) -> the registered game, with its `t`.
//
// `ctx` is the shell's context (web/shell-context.js: gameContext): the table being
// drawn (ctx.table, ctx.mode, ctx.seats, ctx.state: the module's own state for this table), and what a
// module may do: ctx.actionButton(label, action) (a button that plays, or explains, a legal move),
// ctx.tryAction, ctx.keyed, ctx.focus, ctx.say, ctx.render, ctx.py, ctx.stepMs, ctx.motion. The shell keeps the menu, the New
// game form, saves, links, hand-offs, the bot loop, the log and the messages. Buttons the shell
// handles may be drawn by a game too: data-act = do | hint | undo | skip | new | saves | share | lang | menu.
// An end screen's row of actions, class `end-actions` (New game), gets the shell's Replay, and the game
// review follows that row (web/shell-after.js placeEndParts): a game without one shows them after the game.

import { translator } from "./i18n.js";
import { SHELL_STRINGS } from "./shell-i18n.js";

/** @typedef {import("./types").GameSpec} GameSpec */
/** A registered game: its spec, with `clicks`, `nextFocus` and its own `t` (whose result is `any`: a
 *  game's words hold lists too, botNames, which `t` returns as they are).
 *  @typedef {Readonly<GameSpec & {t: (key: string, params?: Record<string, unknown>) => any}>} GameModule */

/** @type {Map<string, GameModule>} */
const games = new Map();
/** @type {Map<string, Promise<void>>} */
const loading = new Map(); // id -> the promise of its module's import
/** @type {Map<string, Promise<void>>} */
const styled = new Map(); // id -> the promise of its stylesheet's load
// The engine's pattern for a game id (evolution/core/game.py: GAME_ID): an id names a file of web/games/.
const GAME_ID = /^[a-z][a-z0-9-]{0,31}$/;
const REQUIRED = ["mount", "render", "status", "prompt", "cancel"];

/** @param {GameSpec} spec @returns {GameModule} */
export function registerGame(spec) {
  if (!spec || typeof spec.id !== "string" || !spec.id) throw new TypeError("registerGame: a game needs an id");
  if (games.has(spec.id)) throw new Error(`registerGame: ${spec.id} is registered twice`);
  for (const hook of REQUIRED) {
    if (typeof spec[hook] !== "function") throw new TypeError(`registerGame(${spec.id}): ${hook}() is missing`);
  }
  const game = Object.freeze({
    clicks: {},
    nextFocus: [],
    ...spec,
    t: translator(spec.strings, SHELL_STRINGS),
  });
  if (spec.css) {
    const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: String(spec.css) });
    // (loadGames waits for it, its @imports included: a table drawn before its stylesheet flashes
    // unstyled, with controls a fraction of their size. A sheet that fails still lets the game open.)
    styled.set(spec.id, new Promise((settle) => { link.onload = link.onerror = () => settle(undefined); }));
    document.head.append(link);
  }
  games.set(spec.id, game);
  return game;
}

/** Import the page module of each game in `ids` (web/games/<id>.js), once each; resolves when all
 *  have settled (a module's stylesheet loaded too). A module that fails to load (or an id that is not a game id) is reported on the
 *  console and left out: its game is then not offered, and a save of it says "unknown game".
 *  @param {readonly string[]} ids */
export function loadGames(ids) {
  return Promise.all(ids.map((id) => {
    if (!loading.has(id)) {
      const url = GAME_ID.test(id) ? new URL(`./games/${id}.js`, import.meta.url) : null;
      loading.set(id, (url ? import(url.href) : Promise.reject(new Error("not a game id")))
        .then(() => {
          if (!games.has(id)) throw new Error(`${url} did not register the game ${id}`);
          return styled.get(id);
        })
        .catch((error) => console.error(`[shell] no page module for the game ${JSON.stringify(id)}:`, error)));
    }
    return loading.get(id);
  }));
}

/** The registered game `id`, or undefined.
 *  @param {string} id */
export const gameModule = (id) => games.get(id);

/** The registered games' ids, in the order they were asked for (the engine's order), not the order
 *  their modules happened to finish loading. */
export const registeredGames = () => [...new Set([...loading.keys(), ...games.keys()])].filter((id) => games.has(id));
