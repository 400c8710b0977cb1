// Watching the others play: what one move changed, marked on the freshly drawn table.

import { el, fill } from "../dom.js";
import { t } from "./evolution-common.js";
import { seatName } from "./evolution-common.js";

/** @typedef {import("./evolution-common.js").Ctx} Ctx */
/** @typedef {import("./evolution-common.js").EvolutionTable} EvolutionTable */
/** @typedef {import("./evolution-common.js").LogLine} LogLine */
/** @typedef {import("./evolution-common.js").Player} Player */
/** @typedef {import("./evolution-common.js").Species} Species */
/** @typedef {import("./evolution-common.js").Card} Card */
/** @typedef {import("./evolution-common.js").Parts} Parts */

const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;
const speciesOf = (/** @type {EvolutionTable["view"]} */ view) => new Map(view.players.flatMap((/** @type {Player} */ pl) => pl.species.map((/** @type {Species} */ sp) => [String(sp.uid), { ...sp, owner: pl.index }])));
const lineKey = (/** @type {LogLine} */ line) => `${line.round}|${line.kind}|${line.player}|${line.text}`;

/** After ONE move by another seat, mark on the table (already drawn for `after`) what changed since
 *  `before` (both: table() payloads as the shell keeps them): food and fat tokens pop in, the attacker
 *  and its prey are marked, an extinct species fades out (a copy of its old node), food cards are
 *  turned over with their owners. Every animation ends within ctx.stepMs (600 ms by default);
 *  with prefers-reduced-motion, nothing moves: the changes keep a static outline (class anim-mark).
 *  Returns the Animation objects (the shell may finish() them to skip). */
export function animate(/** @type {Ctx} */ ctx, /** @type {EvolutionTable} */ before, /** @type {EvolutionTable} */ after) {
  const parts = ctx?.state?.parts;
  if (!parts || !before?.view || !after?.view) return [];
  const ms = Number.isFinite(ctx?.stepMs) && ctx.stepMs > 0 ? ctx.stepMs : 600;
  const still = reducedMotion();
  /** @type {Animation[]} */
  const played = [];
  /** @param {HTMLElement} node @param {Keyframe[]} frames @param {KeyframeAnimationOptions} [options] */
  const run = (node, frames, options) => {
    if (!still && node.animate) played.push(node.animate(frames, { duration: ms, easing: "ease-out", ...options }));
  };
  const mark = (/** @type {HTMLElement} */ node, /** @type {string} */ kind) => {
    node.classList.add("anim-mark", `anim-${kind}`);
    return node;
  };
  const was = speciesOf(before.view);
  const now = speciesOf(after.view);
  const seen = new Set((before.log ?? []).map(lineKey));
  const fresh = (after.log ?? []).filter((/** @type {LogLine} */ line) => !seen.has(lineKey(line)));
  const attackBy = fresh.find((/** @type {LogLine} */ line) => line.kind === "attack")?.player;
  const board = parts.board;
  const nodeOf = (/** @type {number} */ uid) => board.querySelector(`.species[data-uid="${uid}"]`);

  for (const [uid, sp] of now) {
    const node = nodeOf(uid);
    const old = was.get(uid);
    if (!node) continue;
    if (!old) {
      run(mark(node, "new"), [{ opacity: 0, transform: "scale(0.85)" }, { opacity: 1, transform: "none" }]);
      continue;
    }
    const popIn = (/** @type {string} */ selector, /** @type {number} */ from, /** @type {number} */ to) => {
      const added = [.../** @type {NodeListOf<HTMLElement>} */ (node.querySelectorAll(selector))].slice(from, to);
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
  const reveal = fresh.find((/** @type {LogLine} */ line) => line.kind === "food_revealed");
  if (reveal) {
    const owners = before.view.players.filter((/** @type {Player} */ pl) => pl.food_card_placed).map((/** @type {Player} */ pl) => pl.index);
    const home = board.querySelector(".reveal-home");
    if (home) {
      const cards = owners.map((/** @type {number} */ i) => el("span", { class: "card-face", data: { seat: i } }, seatName(ctx, i)));
      fill(home, mark(el("p", { class: "revealed", attrs: { role: "status" } }, cards, el("span", { class: "reveal-text", text: reveal.text })), "reveal"));
      cards.forEach((/** @type {Card} */ card, /** @type {number} */ k) => run(card, [{ transform: "rotateY(90deg)" }, { transform: "none" }],
        { duration: ms / 2, delay: (ms / 2) * (k / Math.max(1, cards.length)), fill: "backwards" }));
    }
  }
  played.push(...joinAttack(ctx, parts, fresh, ms, still), ...carryFood(parts, fresh, ms, still),
    ...dropPopulation(parts, fresh, ms, still));
  const plants = board.querySelector(".plant-count");
  if (plants && before.view.watering_hole !== after.view.watering_hole) {
    // a ring that fades, never a growth over the word beside it
    run(mark(plants, "plants"), [{ boxShadow: "0 0 0 6px rgb(46 125 79 / 0.55)" }, { boxShadow: "0 0 0 0 rgb(46 125 79 / 0)" }]);
  }
  return played;
}

const SVG = "http://www.w3.org/2000/svg";
const centre = (/** @type {DOMRect} */ rect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });

/** Something drawn over the table for one step (an arrow, a token in flight): removed when its
 *  animation ends or is finished (Skip). */
function overlay(/** @type {Parts} */ parts, /** @type {Element} */ node, /** @type {Animation} */ animation) {
  parts.root.append(node);
  animation.finished.catch(() => null).then(() => node.remove());
  return animation;
}

/** An attack (the log line's `uid` and `target`, from the engine): an arrow drawn from the attacker to
 *  its prey while the attacker lunges at it; with reduced motion, both keep an outline only. */
function joinAttack(/** @type {Ctx} */ ctx, /** @type {Parts} */ parts, /** @type {LogLine[]} */ fresh, /** @type {number} */ ms, /** @type {boolean} */ still) {
  const line = fresh.find((/** @type {LogLine} */ l) => l.kind === "attack" && l.target);
  if (!line) return [];
  const from = parts.board.querySelector(`.species[data-uid="${line.uid}"]`);
  const prey = parts.board.querySelector(`.species[data-uid="${/** @type {number[]} */ (line.target)[1]}"]`);
  const preyRect = prey?.getBoundingClientRect() ?? parts.gone.get(String(/** @type {number[]} */ (line.target)[1]))?.rect;
  if (!from || !preyRect) return [];
  from.classList.add("anim-mark", "anim-attacker");
  prey?.classList.add("anim-mark", "anim-prey");
  if (still) return [];
  const a = centre(from.getBoundingClientRect());
  const b = centre(preyRect);
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const arrow = document.createElementNS(SVG, "svg");
  arrow.setAttribute("class", "attack-arrow");
  arrow.setAttribute("aria-hidden", "true");
  const head = document.createElementNS(SVG, "marker");
  for (const [k, v] of Object.entries({ id: "attack-head", viewBox: "0 0 10 10", refX: 8, refY: 5, markerWidth: 5, markerHeight: 5, orient: "auto" })) {
    head.setAttribute(k, String(v));
  }
  const tip = document.createElementNS(SVG, "path");
  tip.setAttribute("d", "M0 0 L10 5 L0 10 z");
  head.append(tip);
  const defs = document.createElementNS(SVG, "defs");
  defs.append(head);
  const path = document.createElementNS(SVG, "line");
  for (const [k, v] of Object.entries({ x1: a.x, y1: a.y, x2: b.x - ((b.x - a.x) * 18) / length, y2: b.y - ((b.y - a.y) * 18) / length,
    "marker-end": "url(#attack-head)", "stroke-dasharray": length, "stroke-dashoffset": 0 })) path.setAttribute(k, String(v));
  arrow.append(defs, path);
  const played = [overlay(parts, arrow, path.animate([{ strokeDashoffset: length, opacity: 1 }, { strokeDashoffset: 0, opacity: 1, offset: 0.45 },
    { strokeDashoffset: 0, opacity: 1, offset: 0.85 }, { strokeDashoffset: 0, opacity: 0 }], { duration: ms, easing: "ease-out", fill: "forwards" }))];
  const reach = Math.min(40, length / 3);
  const dx = ((b.x - a.x) / length) * reach;
  const dy = ((b.y - a.y) / length) * reach;
  played.push(from.animate([{ transform: "none" }, { transform: "none", offset: 0.35 },
    { transform: `translate(${dx}px, ${dy}px) scale(1.05)`, offset: 0.55 }, { transform: "none" }], { duration: ms, easing: "ease-in-out" }));
  return played;
}

/** Food taken from the watering hole or the Cliff (the log line's `source`): a token travels from there
 *  to the species that took it. */
function carryFood(/** @type {Parts} */ parts, /** @type {LogLine[]} */ fresh, /** @type {number} */ ms, /** @type {boolean} */ still) {
  if (still) return [];
  /** @type {Animation[]} */
  const played = [];
  const takes = fresh.filter((/** @type {LogLine} */ l) => l.kind === "take" && (l.source === "watering_hole" || l.source === "cliff"));
  takes.forEach((/** @type {LogLine} */ line, /** @type {number} */ k) => {
    const pile = parts.board.querySelector(line.source === "cliff" ? ".cliff .plant-count" : ".watering-hole .plant-count");
    const species = parts.board.querySelector(`.species[data-uid="${line.uid}"]`);
    if (!pile || !species) return;
    const to = species.querySelector(".food-track .token.food:not(.empty):last-of-type") ?? species;
    const a = centre(pile.getBoundingClientRect());
    const b = centre(to.getBoundingClientRect());
    const token = el("span", { class: "token food flying", attrs: { "aria-hidden": "true" } });
    Object.assign(token.style, { left: `${a.x - 8}px`, top: `${a.y - 8}px` });
    played.push(overlay(parts, token, token.animate([{ transform: "translate(0, 0) scale(1.3)", opacity: 1 },
      { transform: `translate(${b.x - a.x}px, ${b.y - a.y}px) scale(1)`, opacity: 1 }],
    { duration: ms * 0.6, delay: (ms * 0.3 * k) / Math.max(1, takes.length), easing: "ease-in-out", fill: "both" })));
  });
  return played;
}

/** A population lost (the log line `pop_lost`): a "−1" token leaves the species. */
function dropPopulation(/** @type {Parts} */ parts, /** @type {LogLine[]} */ fresh, /** @type {number} */ ms, /** @type {boolean} */ still) {
  /** @type {Animation[]} */
  const played = [];
  for (const line of fresh.filter((/** @type {LogLine} */ l) => l.kind === "pop_lost")) {
    const species = parts.board.querySelector(`.species[data-uid="${line.uid}"]`);
    const rect = species?.getBoundingClientRect() ?? parts.gone.get(String(line.uid))?.rect;
    if (!rect || still) continue;
    const token = el("span", { class: "pop-lost", text: "−1", title: t("sp.pop"), attrs: { "aria-hidden": "true" } });
    Object.assign(token.style, { left: `${rect.left + rect.width / 2 - 14}px`, top: `${rect.top + rect.height / 2 - 14}px` });
    played.push(overlay(parts, token, token.animate([{ transform: "scale(0.5)", opacity: 0 }, { transform: "scale(1.2)", opacity: 1, offset: 0.5 },
      { transform: "translateY(-28px)", opacity: 0 }], { duration: ms, delay: ms * 0.4, easing: "ease-out", fill: "both" })));
  }
  return played;
}
