// Touch screens: a long press on a card or a trait shows its rule instead of selecting it.


/** True once after a long press: the click that ends it only showed the rule.
 *  @param {import("../types").GameContext} ctx */
export function takeLongPress(ctx) {
  const fired = ctx.state.longPress.fired;
  ctx.state.longPress.fired = false;
  return fired;
}

/** @param {import("../types").GameContext} ctx @param {PointerEvent} event */
export function onPointerDown(ctx, event) {
  const card = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest?.(".card, .trait"));
  clearTimeout(ctx.state.longPress.timer);
  ctx.state.longPress.fired = false;
  if (!card || event.pointerType === "mouse") return;
  const trait = card.dataset.trait;
  const cancel = () => clearTimeout(ctx.state.longPress.timer);
  card.addEventListener("pointerup", cancel, { once: true });
  card.addEventListener("pointercancel", cancel, { once: true });
  card.addEventListener("pointerleave", cancel, { once: true });
  ctx.state.longPress.timer = setTimeout(() => {
    ctx.state.longPress.fired = true; // show the rule instead of selecting the card
    ctx.state.info = trait;
    ctx.render();
  }, 450);
}
