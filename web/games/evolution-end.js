// The end screen: who won and each player's score by its parts.

import { el, fill, button, showOrClear } from "../dom.js";
import { t, tableOf, listNames, seatName } from "./evolution-common.js";

/** @param {import("../types").GameContext} ctx */
export function renderEnd(ctx) {
  const p = tableOf(ctx);
  const v = p.view;
  const node = ctx.state.parts.end;
  if (!showOrClear(node, v.phase === "over")) return;
  const winners = v.winners.map(ctx.name);
  const head = winners.length > 1 ? t("end.shared", { names: listNames(winners) }) : t("end.wins", { names: winners[0] ?? "?" });
  const rows = v.scores.map((s) => el("tr", { class: v.winners.includes(s.player) ? "winner" : "" },
    // (the winner's star and name are one flex line: the star never takes a line of its own)
    el("th", { attrs: { scope: "row" } }, v.winners.includes(s.player)
      ? el("span", { class: "winner-name" }, "★", seatName(ctx, s.player)) : seatName(ctx, s.player)),
    el("td", { text: s.food }), el("td", { text: s.population }), el("td", { text: s.traits }),
    el("td", { class: "total", text: s.total })));
  fill(node,
    el("h2", { id: "end-title", text: t("end.title") }),
    el("p", { class: "winners", text: head }),
    p.tie_break ? el("p", { class: "tie-break", text: t(`end.tie.${p.tie_break}`) }) : null,
    el("table", { class: "scores" },
      el("thead", {}, el("tr", {}, ["end.player", "end.food", "end.population", "end.traits", "end.total"]
        .map((k) => el("th", { attrs: { scope: "col" }, text: t(k) })))),
      el("tbody", {}, rows)),
    el("p", { class: "end-actions" }, ctx.keyed(button(t("end.new"), { data: { act: "new" } }), "end:new")));
}
