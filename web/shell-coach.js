// "Learn to play": a first game with a coach (the game module's `tutorial`, web/registry.js).

import { el, fill, button } from "./dom.js";
import { lang } from "./i18n.js";
import { gameModule, registeredGames } from "./registry.js";
import { soloName } from "./shell-form.js";
import { t } from "./shell-words.js";
import { py, reason } from "./shell-bridge.js";

/** @typedef {import("./registry.js").GameModule} GameModule */
/** @typedef {import("./types").Tutorial} Tutorial */
/** @typedef {import("./types").TutorialStep} TutorialStep */
/** @typedef {import("./types").Coaching} Coaching */
/** @typedef {import("./shell-loop.js").ShownTable} ShownTable */

/** @param {import("./types").App} app */
export function coach(app) {
  const ui = app.ui;

  /** "Learn to play": straight into the first game if one game has a tutorial, else a choice of games. */
  function chooseTutorial() {
    const ids = registeredGames().filter((id) => /** @type {GameModule} */ (gameModule(id)).tutorial);
    if (ids.length < 2) return ids.length && startTutorial(ids[0]);
    app.dialog("learn-dialog", (/** @type {HTMLDialogElement} */ node) => {
      const close = button(t("btn.close"), { class: "secondary" });
      close.addEventListener("click", () => node.close());
      const choices = ids.map((id) => {
        const choice = button(app.descriptorOf(id)?.name ?? id, { class: "primary", data: { game: id } });
        choice.addEventListener("click", () => {
          node.close();
          startTutorial(id);
        });
        return choice;
      });
      fill(node, el("h2", { text: t("learn.title") }), el("p", { class: "buttons" }, choices), el("p", { class: "buttons" }, close));
    });
  }

  /** @param {string} id */
  function startTutorial(id) {
    const spec = /** @type {Tutorial} */ (/** @type {GameModule} */ (gameModule(id)).tutorial);
    const name = soloName(t("learn.player"));
    let opened;
    try {
      opened = py("new_game", { game: id, options: spec.options, seed: spec.seed,
        seats: [{ name, bot: null }, ...spec.opponents.map(([other, bot]) => ({ name: other, bot }))] });
    } catch (error) {
      return app.showNotice(reason(error), "error");
    }
    const failed = app.openGame(opened);
    if (failed) return app.showNotice(failed, "error");
    ui.game.tutorial = { spec, phase: null, seen: 0, firstRound: null, current: null, done: new Set() };
    app.render();
  }

  /** The step that applies now: the first whose `when` holds among those not yet said. A step stays
   *  while it applies; once the coach moves on it is never said again, nor are the steps it `covers`
   *  (the scripted first round's steps cover the general ones): never the same advice twice.
   *  @param {Coaching} tutorial @param {ShownTable} table @param {boolean} active */
  function currentStep(tutorial, table, active) {
    tutorial.firstRound ??= table.frame.round;
    const fresh = (/** @type {TutorialStep} */ s) => s.id === tutorial.current || !tutorial.done.has(s.id);
    const step = active ? tutorial.spec.steps.find((s) => fresh(s) && s.when(table, tutorial.seen, tutorial)) ?? null : null;
    if (tutorial.current && tutorial.current !== step?.id) {
      const said = tutorial.spec.steps.find((s) => s.id === tutorial.current);
      for (const id of [tutorial.current, ...(said?.covers ?? [])]) tutorial.done.add(id);
    }
    tutorial.current = step?.id ?? null;
    return step;
  }

  /** The step's words in the page's language, its {placeholders} filled from the table (a card's name).
   *  @param {TutorialStep} step @param {ShownTable} table */
  function words(step, table) {
    const params = step.params?.(table) ?? {};
    return (step.text[lang()] ?? step.text.en).replace(/\{(\w+)\}/g, (m, /** @type {string} */ key) => String(params[key] ?? m));
  }

  /** The coach's advice for what is on the table now, and a mark on what it talks about. */
  function renderCoach() {
    const g = ui.game;
    const node = g.frame.coach;
    const tutorial = g.tutorial;
    for (const old of g.frame.root.querySelectorAll(".coach-target")) old.classList.remove("coach-target");
    if (tutorial && tutorial.phase !== g.table.frame.phase) Object.assign(tutorial, { phase: g.table.frame.phase, seen: 0 });
    const step = tutorial ? currentStep(tutorial, g.table, ["play", "over"].includes(g.mode)) : null;
    node.hidden = !step;
    if (!step) return fill(node);
    node.dataset.step = step.id;
    fill(node, el("p", { text: words(step, g.table) }),
      app.keyed(button(t("coach.stop"), { class: "secondary", data: { act: "coach-off" } }), "coach:off"));
    for (const target of g.frame.main.querySelectorAll(step.show)) target.classList.add("coach-target");
    for (const target of g.frame.side.querySelectorAll(step.show)) target.classList.add("coach-target");
  }

  return { chooseTutorial, renderCoach };
}
