// The rules as the table shows them: each trait's rule (bridge rules_help, asked once per language),
// the ruleset's name and blurb, and the rules panel beside the log.

import { el, fill, signed } from "../dom.js";
import { t } from "./evolution-common.js";

function helpEntries(ctx) {
  const lang = ctx.lang();
  if (!ctx.state.help.has(lang)) {
    try {
      ctx.state.help.set(lang, ctx.py("rules_help", { lang }));
    } catch {
      return [];
    }
  }
  return ctx.state.help.get(lang);
}

export function ruleOf(ctx, trait) {
  const entry = helpEntries(ctx).find((e) => e.trait === trait);
  return entry ? entry.rule : "";
}

/** The ruleset's label and blurb from the game's descriptor (New game options), else its id. */
export function rulesetInfo(ctx, id) {
  const option = ctx.descriptor?.options?.find((o) => o.key === "ruleset");
  const choice = option?.choices?.find((c) => c.value === id);
  return { label: choice?.label ?? id, blurb: choice?.blurb ?? "" };
}

export function renderHelp(ctx) {
  const v = ctx.table.view;
  const max = v.ruleset.max_traits ?? 3;
  const ruleset = rulesetInfo(ctx, v.ruleset.id);
  const key = JSON.stringify([ctx.lang(), v.ruleset.id, max, ruleset.label]);
  if (ctx.state.parts.helpKey === key) return;
  ctx.state.parts.helpKey = key;
  const open = ctx.state.parts.help.open;
  fill(ctx.state.parts.help,
    el("summary", { text: t("help.title") }),
    el("p", { class: "ruleset" }, el("strong", { text: t("help.ruleset", { name: ruleset.label }) }),
      ruleset.blurb ? ` ${ruleset.blurb}` : null),
    el("ol", { class: "steps" }, t("help.steps").map((step) => el("li", { text: step.replace("{max}", max) }))),
    el("p", { text: t("help.end") }),
    v.ruleset.avian_cost ? el("p", { class: "help-flight", text: t("help.flight", { n: v.ruleset.avian_cost, max: v.ruleset.avian_max_size }) }) : null,
    el("dl", { class: "traits-help" }, helpEntries(ctx).map((e) => [
      el("dt", {}, el("strong", { text: e.name }), " ",
        el("small", { text: `(${t("help.foods", { foods: e.foods.map(signed).join(", ") })}${e.leaf ? ` · ${t("help.leaf")}` : ""})` })),
      el("dd", { text: e.rule }),
    ])));
  ctx.state.parts.help.open = open;
}
