// A rule on hover, on tap and on keyboard focus: any element with `data-rule` (the text,
// always from the table payload or the game's data) shows it in one tip near it. A mouse shows it
// while it rests on the element; a tap or a click pins it until a click elsewhere, a second tap or
// Escape (a control that acts is not pinned: its click acts); keyboard focus shows it while the element
// has focus, and screen readers hear it as the element's description. It closes when its term is
// redrawn away. The tip is text only (textContent), never HTML.
import { el } from "./dom.js";

/** Mark `node` as a term with a rule (returns it). `focusable`: reachable with Tab.
 *  @template {HTMLElement | SVGElement} N @param {N} node @param {string | null | undefined} rule @param {{focusable?: boolean}} [options] @returns {N} */
export function withRule(node, rule, { focusable = false } = {}) {
  if (!rule) return node;
  node.dataset.rule = rule;
  node.classList.add("term");
  if (focusable && node.tabIndex < 0) node.tabIndex = 0;
  return node;
}

/** Install the tip on `root` (the document): one per page. Returns `close()`. */
export function installRuleTip(root = document) {
  const tip = el("div", { id: "rule-tip", class: "rule-tip", hidden: true, attrs: { role: "tooltip" } });
  document.body.append(tip);
  /** @type {HTMLElement | null} */
  let owner = null; // the term whose rule is shown
  let pinned = false; // by a click or a tap: stays until dismissed

  /** @param {EventTarget | null} target @returns {HTMLElement | null} */
  const termOf = (target) => /** @type {Element | null} */ (target)?.closest?.("[data-rule]") ?? null;

  /** @param {HTMLElement} term @param {boolean} pin */
  function show(term, pin) {
    if (owner && owner !== term) owner.removeAttribute("aria-describedby");
    owner = term;
    pinned = pin;
    tip.textContent = /** @type {string} */ (term.dataset.rule);
    tip.hidden = false;
    term.setAttribute("aria-describedby", tip.id);
    place(term);
  }

  function close() {
    if (!owner) return false;
    owner.removeAttribute("aria-describedby");
    owner = null;
    pinned = false;
    tip.hidden = true;
    return true;
  }

  /** @param {HTMLElement} term */
  function place(term) {
    const box = term.getBoundingClientRect();
    const width = Math.min(320, innerWidth - 16);
    tip.style.maxWidth = `${width}px`;
    const left = Math.max(8, Math.min(box.left, innerWidth - tip.offsetWidth - 8));
    const below = box.bottom + 6;
    const top = below + tip.offsetHeight > innerHeight - 8 ? Math.max(8, box.top - tip.offsetHeight - 6) : below;
    tip.style.left = `${left}px`;
    tip.style.top = `${top}px`;
  }

  // After a tap the browser keeps a mouse where the finger was: a table redrawn under it sends it
  // "mouse" hovers. Hover tips wait for a mouse that really moves.
  let touching = false;
  root.addEventListener("pointerdown", (event) => { touching = event.pointerType !== "mouse"; }, true);
  root.addEventListener("pointermove", (event) => {
    if (event.pointerType === "mouse" && (event.movementX || event.movementY)) touching = false;
  }, { capture: true, passive: true });
  root.addEventListener("pointerover", (event) => {
    if (event.pointerType !== "mouse" || pinned || touching) return;
    const term = termOf(event.target);
    if (term && term !== owner) show(term, false);
  });
  root.addEventListener("pointerout", (event) => {
    if (event.pointerType !== "mouse" || pinned || !owner) return;
    if (!owner.contains(/** @type {Node | null} */ (event.relatedTarget))) close();
  });
  root.addEventListener("click", (event) => {
    const term = termOf(event.target);
    // A control that acts (a level button) does its job on a click; its rule shows on hover and focus.
    if (term && !term.matches("[data-act]") && !(term === owner && pinned)) show(term, true);
    else if (!tip.contains(/** @type {Node} */ (event.target))) close(); // a click elsewhere (or on the term again) closes it
  });
  root.addEventListener("focusin", (event) => {
    const term = termOf(event.target);
    // Only the keyboard's focus: a tap focuses what it taps, and a tip there would cover the table.
    if (term && event.target === term && term.matches(":focus-visible")) show(term, false);
  });
  // A term redrawn away (the table after a move) takes its tip with it.
  new MutationObserver(() => owner && !owner.isConnected && close())
    .observe(document.body, { childList: true, subtree: true });
  root.addEventListener("focusout", (event) => {
    if (!pinned && owner && event.target === owner) close();
  });
  // Escape closes the tip first, and nothing else then when it was pinned (the capture phase comes
  // before the page's); a tip shown by hover or focus closes and the page's Escape goes on (a chosen
  // hand card, whose tip its focus showed, is dropped).
  root.addEventListener("keydown", (event) => {
    const wasPinned = pinned;
    if (event.key === "Escape" && close() && wasPinned) {
      event.stopImmediatePropagation();
      event.preventDefault();
    }
  }, true);
  // A scroll moves the tip with its term (a tip shown on hover closes when the pointer leaves the term).
  addEventListener("scroll", () => owner && (owner.isConnected ? place(owner) : close()), { capture: true, passive: true });
  addEventListener("resize", () => close());
  return close;
}
