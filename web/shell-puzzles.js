// The puzzles (core/puzzles.py): the menu's Puzzles dialog lists each game's puzzles with those solved
// on this device (store-progress.js: puzzleProgress); a puzzle opens on the table like a game, with its panel over
// the table: the goal, a hint and the solution on demand, and once the engine says the goal is reached
// or missed, the outcome with Try again and Next puzzle. A puzzle is never autosaved (its position
// is no new game's); only which puzzles were solved is kept.

import { el, fill, button } from "./dom.js";
import { lang } from "./i18n.js";
import { t } from "./shell-words.js";
import { py, reason } from "./shell-bridge.js";
import { soloName } from "./shell-form.js";
import * as progress from "./store-progress.js";

/** A puzzle in the list (bridge puzzle_list: core/puzzles.py). @typedef {{id: string, n: number, goal: string}} PuzzleEntry */
/** A game's puzzles. @typedef {{id: string, name: string, list: PuzzleEntry[]}} PuzzleGame */

/** @param {import("./types").App} app */
export function puzzles(app) {
  const ui = app.ui;

  /** The games that have puzzles, each with its list ([{id, n, goal}]); a game whose list fails is left out. */
  function gamesWithPuzzles() {
    let games;
    try {
      games = app.gamesFor();
    } catch {
      return [];
    }
    return games.flatMap((/** @type {import("./contract").GameForm} */ d) => {
      try {
        const list = py("puzzle_list", { game: d.id, lang: lang() });
        return list.length ? [{ id: d.id, name: d.name, list }] : [];
      } catch (error) {
        console.error(`[puzzles] ${d.id}:`, error);
        return [];
      }
    });
  }

  /** @param {string | null} [game] */
  function openPuzzles(game = null) {
    if (game) ui.puzzleGame = game;
    app.dialog("puzzles-dialog", buildPuzzles);
  }

  /** @param {HTMLDialogElement} node */
  function buildPuzzles(node) {
    const games = gamesWithPuzzles();
    const shown = games.find((/** @type {PuzzleGame} */ g) => g.id === ui.puzzleGame) ?? games[0];
    const close = button(t("btn.close"), { class: "secondary" });
    close.addEventListener("click", () => node.close());
    const parts = /** @type {HTMLElement[]} */ ([el("h2", { text: t("puzzles.title") }), el("p", { text: t("puzzles.intro") })]);
    if (games.length > 1) {
      const pick = el("select", { id: "puzzle-game", attrs: { "aria-label": t("form.game") } },
        games.map((/** @type {PuzzleGame} */ g) => el("option", { value: g.id, text: g.name, selected: g === shown })));
      pick.addEventListener("change", () => {
        ui.puzzleGame = pick.value;
        buildPuzzles(node);
        /** @type {HTMLElement | null} */ (node.querySelector("#puzzle-game"))?.focus();
      });
      parts.push(el("p", {}, el("label", { htmlFor: "puzzle-game", text: `${t("form.game")} ` }), pick));
    }
    if (shown) {
      const mine = progress.puzzleProgress(shown.id);
      const solved = shown.list.filter((/** @type {PuzzleEntry} */ p) => mine.solved[p.id]).length;
      parts.push(el("p", { class: "puzzles-solved", text: t("puzzles.solved", { n: solved, total: shown.list.length }) }),
        el("ol", { class: "puzzle-list", data: { game: shown.id } }, shown.list.map((/** @type {PuzzleEntry} */ p) => {
          const state = mine.solved[p.id] ? "solved" : mine.tried[p.id] ? "tried" : "new";
          const open = button([el("span", { class: "puzzle-goal", text: t("puzzles.open", { n: p.n, title: p.goal }) }),
            state !== "new" ? el("span", { class: "puzzle-state", text: t(state === "solved" ? "puzzles.done" : "puzzles.failed") }) : null],
          { class: "puzzle-open", data: { puzzle: p.id, state } });
          open.addEventListener("click", () => {
            const error = startPuzzle(shown.id, p.id);
            if (error) /** @type {HTMLElement} */ (node.querySelector(".puzzles-status")).textContent = error;
            else node.close();
          });
          return el("li", {}, open);
        })));
    }
    parts.push(el("p", { class: "puzzles-status", attrs: { role: "status" } }), el("p", { class: "buttons" }, close));
    fill(node, ...parts);
  }

  /** Open puzzle `id` of `game` on the table; returns null, or why it could not be opened.
   *  @param {string} game @param {string} id */
  function startPuzzle(game, id) {
    let opened;
    try {
      opened = py("puzzle_start", { game, puzzle: id, name: soloName(t("learn.player")), lang: lang(),
        others: [1, 2, 3, 4, 5].map((n) => t("form.botName", { n })) });
    } catch (error) {
      return reason(error);
    }
    const failed = app.openGame(opened, null, null, null, opened.puzzle);
    if (failed) return failed;
    ui.game.focusFirst = "#puzzle-title";
    app.render();
    return null;
  }

  /** The open puzzle's state from the engine, asked again after each move (the outcome may change).
   *  @param {import("./types").OpenGame} g */
  function puzzleOf(g) {
    if (!g?.puzzle) return null;
    const key = `${g.table?.moves}|${lang()}`;
    if (g.puzzleKey !== key) {
      try {
        g.puzzle = py("puzzle_state", { lang: lang() });
      } catch (error) {
        console.error("[puzzles]", error);
      }
      g.puzzleKey = key;
      if (g.puzzle.outcome !== null && !g.puzzleCounted) {
        g.puzzleCounted = true;
        progress.recordPuzzle(g.puzzle.game, g.puzzle.id, g.puzzle.outcome);
        g.puzzleFocus = true; // (renderPuzzle: after the game module, which may name its own focus)
      }
    }
    return g.puzzle;
  }

  /** "Puzzle n" over the table of a puzzle. */
  function puzzleMark() {
    const p = puzzleOf(ui.game);
    return p ? t("puzzles.status", { n: p.n, total: p.total }) : null;
  }

  function renderPuzzle() {
    const g = ui.game;
    const node = g.frame.puzzle;
    const p = puzzleOf(g);
    node.hidden = !p;
    g.frame.root.toggleAttribute("data-puzzle", Boolean(p)); // (the game's own Hint gives way to the puzzle's: shell.css)
    if (!p) return fill(node);
    const shown = (g.puzzleShown ??= { hint: false, solution: false });
    if (g.puzzleFocus) [g.focusFirst, g.puzzleFocus] = [".puzzle-outcome", false];
    const keyed = app.keyed;
    // (keyed: a later render keeps the focus on it)
    const outcome = p.outcome === null ? null : keyed(el("p", { class: `puzzle-outcome ${p.outcome ? "won" : "lost"}`, tabIndex: -1,
      attrs: { role: "status" }, text: p.outcome ? t("puzzles.win", { why: p.goal }) : t("puzzles.lose", { why: p.goal }) }), "puzzle:outcome");
    const next = p.n < p.total ? keyed(button(t("puzzles.next"), { class: p.outcome ? "primary" : "secondary", data: { act: "puzzle-next" } }), "puzzle:next") : null;
    return fill(node,
      el("h2", { id: "puzzle-title", class: "puzzle-goal-line", tabIndex: -1, text: t("puzzles.goal", { goal: p.goal }) }),
      outcome,
      shown.hint ? el("p", { class: "puzzle-hint", tabIndex: -1, text: p.hint }) : null,
      shown.solution ? el("ol", { class: "puzzle-solution", tabIndex: -1 }, p.solution.map((/** @type {string} */ move) => el("li", { text: move }))) : null,
      el("p", { class: "buttons" },
        !shown.hint && keyed(button(t("puzzles.hint"), { class: "secondary", data: { act: "puzzle-hint" } }), "puzzle:hint"),
        !shown.solution && keyed(button(t("puzzles.solution"), { class: "secondary", data: { act: "puzzle-solution" } }), "puzzle:solution"),
        (p.outcome !== null || g.table.moves > 0) && keyed(button(t("puzzles.retry"), { class: p.outcome === false ? "primary" : "secondary",
          data: { act: "puzzle-retry" } }), "puzzle:retry"),
        p.outcome !== null ? next : null,
        keyed(button(t("puzzles.list"), { class: "secondary", data: { act: "puzzle-list" } }), "puzzle:list")));
  }

  /** Show the hint or the solution; the focus goes to it (its button is gone). */
  /** @param {"hint" | "solution"} what */
  const show = (what) => () => {
    ui.game.puzzleShown[what] = true;
    ui.game.focusFirst = `.puzzle-${what}`;
    app.render();
  };

  /** The clicks of the puzzle panel (web/shell-input.js looks them up here). */
  const puzzleClicks = {
    "puzzle-hint": show("hint"),
    "puzzle-solution": show("solution"),
    "puzzle-retry": () => {
      const p = ui.game.puzzle;
      const error = startPuzzle(p.game, p.id);
      if (error) app.showMessage(error, "error");
    },
    "puzzle-next": () => {
      const p = ui.game.puzzle;
      const list = py("puzzle_list", { game: p.game, lang: lang() });
      const error = startPuzzle(p.game, list[p.n]?.id ?? list[0].id);
      if (error) app.showMessage(error, "error");
    },
    "puzzle-list": () => openPuzzles(ui.game.puzzle.game),
  };

  return { openPuzzles, renderPuzzle, puzzleMark, puzzleClicks };
}
