// Watching the others play: what one move changed, marked on the freshly drawn table.

import { el, fill } from "../dom.js";
import { seatName } from "./evolution-common.js";

const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;
const speciesOf = (view) => new Map(view.players.flatMap((pl) => pl.species.map((sp) => [String(sp.uid), { ...sp, owner: pl.index }])));
const lineKey = (line) => `${line.round}|${line.kind}|${line.player}|${line.text}`;

/** After ONE move by another seat, mark on the table (already drawn for `after`) what changed since
 *  `before` (both: table() payloads as the shell keeps them): food and fat tokens pop in, the attacker
 *  and its prey are marked, an extinct species fades out (a copy of its old node), food cards are
 *  turned over with their owners. Every animation ends within ctx.stepMs (600 ms by default);
 *  with prefers-reduced-motion, nothing moves: the changes keep a static outline (class anim-mark).
 *  Returns the Animation objects (the shell may finish() them to skip). */
export function animate(ctx, before, after) {
  const parts = ctx?.state?.parts;
  if (!parts || !before?.view || !after?.view) return [];
  const ms = Number.isFinite(ctx?.stepMs) && ctx.stepMs > 0 ? ctx.stepMs : 600;
  const still = reducedMotion();
  const played = [];
  const run = (node, frames, options) => {
    if (!still && node.animate) played.push(node.animate(frames, { duration: ms, easing: "ease-out", ...options }));
  };
  const mark = (node, kind) => {
    node.classList.add("anim-mark", `anim-${kind}`);
    return node;
  };
  const was = speciesOf(before.view);
  const now = speciesOf(after.view);
  const seen = new Set((before.log ?? []).map(lineKey));
  const fresh = (after.log ?? []).filter((line) => !seen.has(lineKey(line)));
  const attackBy = fresh.find((line) => line.kind === "attack")?.player;
  const board = parts.board;
  const nodeOf = (uid) => board.querySelector(`.species[data-uid="${uid}"]`);

  for (const [uid, sp] of now) {
    const node = nodeOf(uid);
    const old = was.get(uid);
    if (!node) continue;
    if (!old) {
      run(mark(node, "new"), [{ opacity: 0, transform: "scale(0.85)" }, { opacity: 1, transform: "none" }]);
      continue;
    }
    const popIn = (selector, from, to) => {
      const added = [...node.querySelectorAll(selector)].slice(from, to);
      added.forEach((token, k) => run(mark(token, "token"),
        [{ transform: "scale(0)", opacity: 0 }, { transform: "scale(1.5)", opacity: 1, offset: 0.6 }, { transform: "scale(1)" }],
        { duration: ms * 0.6, delay: (ms * 0.4 * k) / Math.max(1, added.length), fill: "backwards" }));
    };
    if (sp.food > old.food) popIn(".food-track .token.food:not(.empty)", old.food, sp.food);
    if (sp.fat > old.fat) popIn(".fat-tokens .token.fat", old.fat, sp.fat);
    if (attackBy !== undefined && sp.owner === attackBy && sp.carnivore && sp.food > old.food) {
      run(mark(node, "attacker"), [{ transform: "none" }, { transform: "translateY(-8px) scale(1.05)" }, { transform: "none" }]);
    } else if (sp.pop < old.pop) {
      run(mark(node, attackBy !== undefined ? "prey" : "loss"),
        [{ transform: "none" }, { transform: "translateX(-5px)" }, { transform: "translateX(5px)" }, { transform: "none" }]);
    } else if (sp.pop > old.pop || sp.size > old.size || sp.traits.length !== old.traits.length) {
      run(mark(node, "grow"), [{ transform: "scale(1.06)" }, { transform: "none" }]);
    }
  }

  // Extinct: a copy of the old node, where it stood, fades out (nothing is drawn with reduced motion).
  for (const uid of was.keys()) {
    const gone = parts.gone.get(uid);
    if (now.has(uid) || !gone) continue;
    if (still) continue;
    const ghost = gone.node.cloneNode(true);
    ghost.classList.add("ghost", "anim-mark", "anim-extinct");
    ghost.removeAttribute("data-uid");
    for (const b of ghost.querySelectorAll("button")) b.removeAttribute("data-act");
    Object.assign(ghost.style, { position: "fixed", left: `${gone.rect.left}px`, top: `${gone.rect.top}px`,
      width: `${gone.rect.width}px`, height: `${gone.rect.height}px`, margin: "0", pointerEvents: "none", zIndex: 20 });
    ghost.setAttribute("aria-hidden", "true");
    parts.root.append(ghost);
    const fade = ghost.animate([{ opacity: 1, filter: "grayscale(0)" }, { opacity: 0, filter: "grayscale(1)", transform: "scale(0.8)" }],
      { duration: ms, easing: "ease-in", fill: "forwards" });
    fade.finished.catch(() => null).then(() => ghost.remove());
    played.push(fade);
  }
  parts.gone.clear();

  // Food cards turned over: each owner's card, in the owner's colour, with the reveal line.
  const reveal = fresh.find((line) => line.kind === "food_revealed");
  if (reveal) {
    const owners = before.view.players.filter((pl) => pl.food_card_placed).map((pl) => pl.index);
    const home = board.querySelector(".reveal-home");
    if (home) {
      const cards = owners.map((i) => el("span", { class: "card-face", data: { seat: i } }, seatName(ctx, i)));
      fill(home, mark(el("p", { class: "revealed", attrs: { role: "status" } }, cards, el("span", { class: "reveal-text", text: reveal.text })), "reveal"));
      cards.forEach((card, k) => run(card, [{ transform: "rotateY(90deg)" }, { transform: "none" }],
        { duration: ms / 2, delay: (ms / 2) * (k / Math.max(1, cards.length)), fill: "backwards" }));
    }
  }
  const plants = board.querySelector(".plant-count");
  if (plants && before.view.watering_hole !== after.view.watering_hole) {
    run(mark(plants, "plants"), [{ transform: "scale(1.5)" }, { transform: "none" }]);
  }
  return played;
}
