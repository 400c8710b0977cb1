// S-Evolution 2.0, watching the others play: what one move changed, drawn on the freshly drawn table.
//
// Every fact comes from the two table payloads (before and after the move, as the shell keeps them:
// evolution/games/s_evolution/game.py: table): which card entered the trick and from whose hand, which
// card left it and for whose board, which resources, building levels and Discoveries changed. The
// page draws; it decides nothing. Web Animations only (finite), so the shell's Skip, which finishes
// document.getAnimations(), ends a step at once; with prefers-reduced-motion nothing moves and the
// changes keep a static outline (class "moved").

import { el } from "../dom.js";

/** @typedef {import("../contract").SEvolutionTable} SEvolutionTable */
/** @typedef {import("../contract").TrickCard} TrickCard */
/** @typedef {import("../contract").Board} Board */

const centre = (/** @type {DOMRect} */ rect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });

/** The rectangles of the trick's cards as last drawn (card id -> DOMRect): a card taken by the move
 *  has left the table before animate runs, so it travels from where it stood. */
export function trickRects(/** @type {ParentNode} */ trickNode) {
  return new Map([...trickNode.querySelectorAll(".slot[data-card] .card")]
    .map((node) => [/** @type {HTMLElement} */ (node.closest(".slot")).dataset.card, node.getBoundingClientRect()]));
}

/** After ONE move by another seat (`before`/`after`: table payloads; `parts`: the table's nodes, with
 *  `slotRects` from trickRects before the redraw): the mover's board glows; a card played travels
 *  from its player's board into its place in the trick; a card taken travels from the trick to the
 *  taker's board; resources fill their tracks box by box; a building's new level and a Discovery
 *  turned face up pop in; a score that changed flashes. Returns the Animation objects. */
export function animate(/** @type {import("../types").GameContext} */ shell, /** @type {{boards?: HTMLElement, slotRects?: Map<string, DOMRect>} | null | undefined} */ parts, /** @type {SEvolutionTable} */ before, /** @type {SEvolutionTable} */ after) {
  const root = parts?.boards?.closest(".game");
  if (!root || !before?.view || !after?.view) return [];
  const ms = Math.max(1, shell.stepMs || 600);
  const still = !shell.motion;
  const played = [];
  const marked = [];
  const run = (/** @type {Element} */ node, /** @type {Keyframe[]} */ frames, options = {}) => {
    marked.push(node);
    if (!still) played.push(node.animate(frames, { duration: ms, easing: "ease-out", ...options }));
  };
  const board = (/** @type {number} */ seat) => root.querySelector(`.boards .board[data-seat="${seat}"]`);

  const mover = before.decision?.player ?? before.view.to_move?.[0];
  const moverBoard = mover === undefined ? null : board(mover);
  if (moverBoard) run(moverBoard, [{ boxShadow: "0 0 0 4px var(--seat, #e0a526)" }, { boxShadow: "0 0 0 0 transparent" }]);

  // A card into the trick: from its player's board to its slot.
  const was = new Map(before.trick.map((/** @type {TrickCard} */ c) => [c.card, c]));
  for (const c of after.trick.filter((/** @type {TrickCard} */ x) => !was.has(x.card))) {
    const node = root.querySelector(`.trick .slot[data-card="${CSS.escape(c.card)}"] .card`);
    const from = board(c.player);
    if (!node || !from) continue;
    const a = centre(from.getBoundingClientRect());
    const b = centre(node.getBoundingClientRect());
    run(node, [{ transform: `translate(${a.x - b.x}px, ${a.y - b.y}px) scale(0.7)`, opacity: 1, zIndex: 10 },
      { transform: "none", opacity: 1, zIndex: 10 }], { duration: ms * 0.7, easing: "ease-in-out" }); // (over the boards)
  }

  // A card out of the trick: to the taker's board (its chip among the cards taken this round).
  const now = new Map(after.trick.map((/** @type {TrickCard} */ c) => [c.card, c]));
  const taken = before.trick.flatMap((/** @type {TrickCard} */ c) => {
    const later = now.get(c.card);
    const taker = later ? later.picked_by : after.boards.find((/** @type {Board} */ b) => b.taken.some((/** @type {TrickCard} */ x) => x.card === c.card))?.index;
    return c.picked_by === null && taker !== null && taker !== undefined ? [{ card: c, taker }] : [];
  });
  for (const { card, taker } of taken) {
    // Its chip among the cards taken this round; a Discovery has none (it joins the board's Discoveries,
    // evolution/games/s_evolution/models.py: taken): it lands there. Only a chip fades in: the whole
    // board, faded in as a chip, vanished for most of the step (test_s_evolution_moves.py).
    const home = board(taker);
    const chip = home?.querySelector(`.taken li[data-card="${CSS.escape(card.card)}"]`);
    const target = chip ?? home?.querySelector(card.age ? ".discoveries" : `.track.suit-${card.suit}`) ?? home;
    const slot = root.querySelector(`.trick .slot[data-card="${CSS.escape(card.card)}"] .card`);
    const from = slot?.getBoundingClientRect() ?? /** @type {NonNullable<typeof parts>} */ (parts).slotRects?.get(card.card);
    if (!target || !from) continue;
    if (slot) marked.push(slot);
    if (chip) {
      run(chip, [{ transform: "scale(1.4)", opacity: 0 }, { transform: "scale(1.4)", opacity: 0, offset: 0.6 },
        { transform: "none", opacity: 1 }]);
    } else run(target, [{ boxShadow: "0 0 0 0 transparent" }, { boxShadow: "0 0 0 4px var(--seat, #e0a526)", offset: 0.6 },
      { boxShadow: "0 0 0 0 transparent" }]);
    if (still) continue;
    const ghost = el("span", { class: `card flying ${card.age ? "disc" : `suit-${card.suit}`}`, text: card.label,
      attrs: { "aria-hidden": "true" } });
    Object.assign(ghost.style, { position: "fixed", left: `${from.left}px`, top: `${from.top}px`, width: `${from.width}px`,
      height: `${from.height}px`, margin: "0", pointerEvents: "none", zIndex: 20 });
    root.append(ghost);
    const a = centre(from);
    const b = centre(target.getBoundingClientRect());
    const flight = ghost.animate([{ transform: "none", opacity: 1 },
      { transform: `translate(${b.x - a.x}px, ${b.y - a.y}px) scale(0.35)`, opacity: 0.6 }],
    { duration: ms * 0.6, easing: "ease-in", fill: "forwards" });
    flight.finished.catch(() => null).then(() => ghost.remove());
    played.push(flight);
  }

  // Resources filling (or leaving) the tracks, building levels, Discoveries, scores.
  for (const now of after.boards) {
    const old = before.boards[now.index];
    const node = board(now.index);
    if (!old || !node) continue;
    for (const s of after.suits) {
      const boxes = [...node.querySelectorAll(`.track.suit-${s.suit} .boxes span`)];
      const [low, high] = [old.stock[s.suit], now.stock[s.suit]].sort((x, y) => x - y);
      const changed = boxes.slice(low, high);
      changed.forEach((box, k) => run(box, [{ transform: "scale(0)", opacity: 0 }, { transform: "scale(1.6)", opacity: 1, offset: 0.6 },
        { transform: "none", opacity: 1 }], { duration: ms * 0.5, delay: (ms * 0.45 * k) / Math.max(1, changed.length), fill: "backwards" }));
    }
    now.building_list.forEach((/** @type {Board} */ b, /** @type {number} */ k) => {
      if (b.level === old.building_list[k]?.level) return;
      const row = node.querySelectorAll(".buildings li")[k];
      if (row) run(row, [{ transform: "scale(1.15)", backgroundColor: "#fff4c2" }, { transform: "none", backgroundColor: "transparent" }]);
    });
    const upBefore = new Set(old.disc_up.map((/** @type {TrickCard} */ c) => c.card));
    for (const c of now.disc_up.filter((/** @type {TrickCard} */ x) => !upBefore.has(x.card))) {
      const place = node.querySelectorAll(".discoveries li")[c.age - 1];
      if (place) run(place, [{ transform: "rotateY(90deg)" }, { transform: "none" }], { duration: ms * 0.6 });
    }
    if (now.score !== old.score) {
      const score = node.querySelector(".score");
      if (score) run(score, [{ transform: "scale(1.35)", color: "var(--accent)" }, { transform: "none" }]);
    }
  }
  if (still) for (const node of marked) node.classList.add("moved");
  return played;
}
