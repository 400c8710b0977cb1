// The rules as the table shows them, all from the engine (bridge rules_help, asked once per language
// and ruleset): the ruleset's name and blurb, the round's steps and its rule differences, and each
// card of the deck (name, rule, copies, food values), for the panel beside the log and the hand; and
// the key to the table's symbols (the page's words for each).

import { el, fill, signed } from "../dom.js";
import { symbol } from "../symbols.js";
import { t } from "./evolution-common.js";

/** @typedef {import("./evolution-common.js").Ctx} Ctx */
/** One of the engine's help entries (bridge rules_help): a step, a trait's rule, a board term's.
 *  @typedef {{group?: string, trait?: string | null, term?: string | null, rule: string, foods?: number[]} & Record<string, unknown>} HelpEntry */

/** The open game's rules panel (bridge rules_help: its ruleset, steps and cards), asked once per
 *  language and ruleset.
 *  @returns {HelpEntry[]} */
function helpEntries(/** @type {Ctx} */ ctx) {
  const key = `${ctx.lang()}|${ctx.table.view.ruleset.id}|${ctx.table.view.ruleset.max_traits}`;
  if (!ctx.state.help.has(key)) {
    try {
      ctx.state.help.set(key, ctx.py("rules_help", {}));
    } catch {
      return [];
    }
  }
  return ctx.state.help.get(key);
}

export function ruleOf(/** @type {Ctx} */ ctx, /** @type {string} */ trait) {
  const entry = helpEntries(ctx).find((e) => e.trait === trait);
  return entry ? entry.rule : "";
}

/** The rule of a board term (body size, population, food eaten, bag, watering hole, food cards, first
 *  player, the Cliff), from the engine's rules panel (its "term" entries); "" if it has none. */
export function termRule(/** @type {Ctx} */ ctx, /** @type {string} */ term) {
  return helpEntries(ctx).find((e) => e.group === "term" && e.term === term)?.rule ?? "";
}

export function renderHelp(/** @type {Ctx} */ ctx) {
  const entries = helpEntries(ctx);
  const key = JSON.stringify([ctx.lang(), ctx.table.view.ruleset.id, ctx.table.view.ruleset.max_traits]);
  if (ctx.state.parts.helpKey === key) return;
  ctx.state.parts.helpKey = key;
  const open = ctx.state.parts.help.open;
  const ruleset = entries.find((e) => e.group === "ruleset");
  const cards = entries.find((e) => e.group === "cards");
  fill(ctx.state.parts.help,
    el("summary", { text: t("help.title") }),
    ruleset ? el("p", { class: "ruleset" }, el("strong", { text: t("help.ruleset", { name: ruleset.name }) }), ` ${ruleset.rule}`) : null,
    symbolKey(),
    el("ol", { class: "steps" }, entries.filter((e) => e.group === "step").map((e) => el("li", { text: e.rule }))),
    cards ? el("p", { class: "deck-size" }, el("strong", { text: cards.rule })) : null,
    el("dl", { class: "traits-help" }, entries.filter((e) => e.trait).map((e) => [
      el("dt", {}, el("strong", { text: e.name }), " ",
        el("small", { text: `(${[e.event ? t("help.event") : null, t("help.copies", { n: e.copies }),
          t("help.foods", { foods: /** @type {number[]} */ (e.foods).map(signed).join(", ") }), e.leaf ? t("help.leaf") : null].filter(Boolean).join(" · ")})` })),
      el("dd", { text: e.rule }),
    ])));
  ctx.state.parts.help.open = open;
}

/** The key to the symbols of the boards' heads and of a trait's discard button (they were
 *  told only on hover and to screen readers), each drawn as on the table, beside its words. */
function symbolKey() {
  const badge = (/** @type {string} */ cls, /** @type {import("../types").Child} */ shown) => el("span", { class: `badge ${cls}` }, shown);
  const keys = [
    [badge("first", "1"), t("pl.first")],
    [badge("to-move", symbol("forward")), t("pl.toMove")],
    [badge("thinking", symbol("hourglass")), t("pl.thinking")],
    [badge("done", symbol("check")), `${t("pl.done")} / ${t("pl.passed")}`],
    [badge("planning", symbol("lock")), t("pl.planning")],
    [symbol("bot"), t("key.bot")],
    [el("span", { class: "mini-card" }), t("key.hand")],
    [el("span", { class: "token food" }), t("key.bag")],
    [symbol("star", "score-star"), t("key.score")],
    [el("span", { class: "discard-trait" }, symbol("discard")), t("key.discard")],
  ];
  return el("section", { class: "symbol-key", attrs: { "aria-labelledby": "symbol-key-title" } },
    el("h3", { id: "symbol-key-title", text: t("key.title") }),
    el("ul", {}, keys.map(([shown, words]) => el("li", {},
      el("span", { class: "key-symbol", attrs: { "aria-hidden": "true" } }, shown), el("span", { text: words })))));
}

/** The ruleset's label and blurb from the game's descriptor (New game options), else its id. */
export function rulesetInfo(/** @type {Ctx} */ ctx, /** @type {string} */ id) {
  const option = ctx.descriptor?.options?.find((o) => o.key === "ruleset");
  const choice = option?.choices?.find((/** @type {import("../contract").Choice} */ c) => c.value === id);
  return { label: choice?.label ?? id, blurb: choice?.blurb ?? "" };
}
