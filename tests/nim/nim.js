// The fixture game's table (tests/nim): the heap, the viewer's card, a button per legal move.
// Only the browser test's site has it (tests/browser/test_fixture_game.py copies it to
// web/games/nim.js, which the page imports since the engine lists "nim"); everything it shows is in ctx.table.

import { el, fill } from "../dom.js";
import { registerGame } from "../registry.js";

let ctx = null;
let heap = null;

const game = registerGame({
  id: "nim",
  strings: { en: { stones: "{n} stones", card: "Your card: {n}", take: "Take {n}", show: "Show your card" },
             fr: { stones: "{n} pierres", card: "Votre carte : {n}", take: "Prendre {n}", show: "Montrer votre carte" } },
  mount(shell, frame) {
    ctx = shell;
    heap = el("section", { class: "nim" });
    frame.main.append(heap);
  },
  render() {
    const v = ctx.table.view;
    const mine = v.viewer === null ? null : v.cards[v.viewer];
    fill(heap, el("p", { class: "heap", text: game.t("stones", { n: v.stones }) }),
      mine === null ? null : el("p", { class: "my-card", text: game.t("card", { n: mine }) }),
      el("p", {}, ...ctx.table.legal.map((a) => ctx.actionButton(
        a.kind === "take" ? game.t("take", { n: a.stones }) : game.t("show"), a))));
  },
  status: () => [el("p", { class: "status", text: game.t("stones", { n: ctx.table.view.stones }) })],
  prompt: () => null,
  cancel: () => false,
});
