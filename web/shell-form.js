// The New game form, built from the games the bridge describes (`games(lang)`, see web/README.md):
// a game picker when there are several, one control per option (a "choice" is a group of radio
// buttons with their blurbs, a "bool" a checkbox), the seats (human or computer at one of the game's
// bot levels), and a seed. A choice may narrow the number of players (`players: [min, max]`): the
// seats are kept within the range of every current choice, else within the game's own range.
// The game module may force options for a seat count (formRules, web/registry.js).

import { el, fill, button } from "./dom.js";
import { gameModule } from "./registry.js";
import * as store from "./store.js";
import { LANGS } from "./i18n.js";
import { SHELL_STRINGS } from "./shell-i18n.js";

const MAX_NAME = 40;

/** The [min, max] players of `desc` with the option values `values`. */
export function seatRange(desc, values) {
  let [min, max] = desc.players ?? [2, 6];
  for (const option of desc.options ?? []) {
    if (option.type !== "choice") continue;
    const choice = option.choices?.find((c) => c.value === values[option.key]);
    if (choice?.players) {
      min = Math.max(min, choice.players[0]);
      max = Math.min(max, choice.players[1]);
    }
  }
  return [min, Math.max(min, max)];
}

/** The option values of `desc`: the remembered ones that are still offered, else the defaults. */
function optionValues(desc, remembered = {}) {
  const values = {};
  for (const option of desc.options ?? []) {
    const old = remembered[option.key];
    if (option.type === "choice") {
      const offered = (option.choices ?? []).map((c) => c.value);
      values[option.key] = offered.includes(old) ? old : offered.includes(option.default) ? option.default : offered[0];
    } else if (option.type === "bool") {
      values[option.key] = typeof old === "boolean" ? old : !!option.default;
    } else {
      values[option.key] = old ?? option.default ?? null;
    }
  }
  return values;
}

const levelsOf = (desc) => (desc.bot_levels?.length ? desc.bot_levels : ["easy"]);
const defaultLevel = (levels) => (levels.includes("medium") ? "medium" : levels[0]);

/** Options the game forces for this seat count: {key: {value, note}} (the game module decides). */
function forcedOptions(desc, values, seats) {
  const game = gameModule(desc.id);
  try {
    return game?.formRules?.(values, seats, game.t, desc) ?? {};
  } catch (error) {
    console.warn(`[shell] ${desc.id}.formRules failed:`, error);
    return {};
  }
}

/** A form model: {game, values: {game id: {key: value}}, seats: [{name, bot, auto}], seed, error}; a
 *  seat's `auto` names the default name it holds ({seat: n} or {bot: k}) until the player types one,
 *  so the name follows a language switch. */
/** The seats last started in the New game form ([{name, bot}]), or null. */
export function rememberedSeats() {
  try {
    const seats = JSON.parse(store.readSetting("seats") || "null");
    return Array.isArray(seats) ? seats : null;
  } catch {
    return null; // a setting that cannot be read is forgotten
  }
}

/** The name for a table one opens alone (a tutorial, a puzzle, the daily deal): the first human's name
 *  last started in the New game form, else `fallback` (the page's word for "Player": never "You",
 *  which the log's sentences cannot take as a name). */
export function soloName(fallback) {
  const seats = rememberedSeats() ?? [];
  const at = seats.findIndex((s) => s && !s.bot && typeof s.name === "string" && s.name.trim());
  // (a seat's default name, "Player 1" in the language of that form, is no name of the player's: the
  // table opened alone then takes the page's word, in the page's language now)
  return at >= 0 && !isSeatDefault(seats[at].name, at + 1) ? seats[at].name.slice(0, 40) : fallback;
}

export function defaultForm(descriptors, t) {
  let remembered = null;
  const seats = rememberedSeats();
  try {
    remembered = JSON.parse(store.readSetting("newgame") || "null");
  } catch {
    // a setting that cannot be read is forgotten
  }
  const rememberedValues = remembered && typeof remembered.values === "object" ? remembered.values ?? {} : {};
  const game = descriptors.some((d) => d.id === remembered?.game) ? remembered.game : descriptors[0]?.id;
  const values = Object.fromEntries(descriptors.map((d) => [d.id, optionValues(d, rememberedValues[d.id] ?? {})]));
  const valid = Array.isArray(seats) && seats.length >= 1 && seats.length <= 12
    && seats.every((s) => s && typeof s.name === "string" && (s.bot === null || typeof s.bot === "string"));
  // (A remembered name is cut to MAX_NAME characters as the engine counts them, code points: cut in
  // UTF-16 units it could keep half of a pair, a lone surrogate, which no name may hold.)
  /** @type {{game: string, values: any, seats: {name?: string, bot: string | null, auto: {seat?: number, bot?: number} | null}[] | null, seed: string, error: string}} */
  const form = { game, values, seats: valid ? seats.map((s, i) => ({ name: [...s.name].slice(0, MAX_NAME).join(""), bot: s.bot,
    auto: s.bot === null && isSeatDefault(s.name, i + 1) ? { seat: i + 1 } : null })) : null,
    seed: "", error: "" };
  if (!form.seats) {
    const desc = descriptors.find((d) => d.id === game);
    const level = desc ? defaultLevel(levelsOf(desc)) : "easy";
    form.seats = [{ bot: null, auto: { seat: 1 } }, ...[0, 1, 2].map((k) => ({ bot: level, auto: { bot: k } }))];
    nameDefaults(form, desc, t);
  }
  fitSeats(form, descriptors, t);
  return form;
}

/** Whether `name` is the default name of seat `n` in one of the site's languages ("Player 1"...). */
const isSeatDefault = (name, n) => LANGS.some((l) => SHELL_STRINGS[l]?.["form.seat"]?.replace("{n}", n) === name);

function botNames(desc, t) {
  const own = desc && gameModule(desc.id)?.t("botNames");
  const names = Array.isArray(own) ? own : [];
  return [...names, ...Array.from({ length: 12 }, (_, k) => t("form.botName", { n: k + 1 }))];
}

/** Keep the seats within the chosen game's range and its bot levels. */
/** The form set to game `id` (the home page's picture of a game), its seats fitted to that game. */
export function chooseGame(form, id, descriptors, t) {
  if (!descriptors.some((d) => d.id === id)) return;
  form.game = id;
  fitSeats(form, descriptors, t);
}

function fitSeats(form, descriptors, t) {
  const desc = descriptors.find((d) => d.id === form.game);
  if (!desc) return;
  const [min, max] = seatRange(desc, form.values[desc.id]);
  const levels = levelsOf(desc);
  if (form.seats.length > max) form.seats.length = max;
  while (form.seats.length < min) addSeat(form, desc, t);
  for (const s of form.seats) if (s.bot !== null && !levels.includes(s.bot)) s.bot = defaultLevel(levels);
}

function addSeat(form, desc, t) {
  const used = new Set(form.seats.map((s) => s.name));
  const names = botNames(desc, t);
  const k = names.findIndex((n) => !used.has(n));
  form.seats.push(k >= 0 ? { name: names[k], bot: defaultLevel(levelsOf(desc)), auto: { bot: k } }
    : { name: `${form.seats.length + 1}`, bot: defaultLevel(levelsOf(desc)) });
}

/** The seats that hold a default name get it in the page's language. */
function nameDefaults(form, desc, t) {
  const names = botNames(desc, t);
  for (const s of form.seats) {
    if (s.auto?.seat) s.name = t("form.seat", { n: s.auto.seat });
    else if (s.auto && names[s.auto.bot] !== undefined) s.name = names[s.auto.bot];
  }
}

/**
 * Draw the form into the dialog `node`. env: {t, descriptors, error (games() failed), replaces (an
 * unfinished game would be replaced), start({game, options, seats, seed}) -> null or an error text}.
 */
export function buildNewGame(node, form, env) {
  const { t, descriptors } = env;
  const redraw = (focus) => {
    buildNewGame(node, form, env);
    if (focus) node.querySelector(focus)?.focus();
  };
  const desc = descriptors.find((d) => d.id === form.game);
  if (desc) nameDefaults(form, desc, t);
  const start = el("button", { type: "submit", class: "primary", text: t("form.start"), disabled: !desc });
  const cancel = button(t("form.cancel"), { class: "secondary" });
  cancel.addEventListener("click", () => node.close());
  const parts = /** @type {(HTMLElement | null)[]} */ ([el("h2", { text: t("form.title") })]);
  if (!desc) {
    parts.push(el("p", { class: "form-error", attrs: { role: "alert" }, text: t("form.noGames", { reason: env.error ?? "?" }) }),
      el("p", { class: "buttons" }, start, cancel));
    fill(node, el("form", { method: "dialog", class: "new-game" }, parts));
    return;
  }
  const values = form.values[desc.id];
  const forced = forcedOptions(desc, values, form.seats.length);
  const [min, max] = seatRange(desc, values);
  const levels = levelsOf(desc);
  const levelName = gameModule(desc.id)?.t ?? t; // a game may name its own bot levels

  if (descriptors.length > 1) {
    const pick = el("select", { id: "game" },
      descriptors.map((d) => el("option", { value: d.id, text: d.name, selected: d.id === desc.id })));
    pick.addEventListener("change", () => {
      form.game = pick.value;
      fitSeats(form, descriptors, t);
      redraw("#game");
    });
    parts.push(el("p", { class: "game-pick" }, el("label", { htmlFor: "game", text: t("form.game") }), pick));
  }
  if (desc.about) parts.push(el("p", { class: "game-about", text: desc.about })); // (the engine's words on the game)

  const choices = [];
  const checks = [];
  for (const option of desc.options ?? []) {
    const id = `option-${option.key}`;
    if (option.type === "choice") {
      choices.push(el("fieldset", { class: "option choice", data: { option: option.key } },
        el("legend", { text: option.label }),
        (option.choices ?? []).map((c) => {
          const radio = el("input", { type: "radio", name: id, id: `${id}-${c.value}`, value: c.value,
            checked: values[option.key] === c.value });
          radio.addEventListener("change", () => {
            if (!radio.checked) return;
            values[option.key] = c.value;
            fitSeats(form, descriptors, t);
            redraw(`#${CSS.escape(radio.id)}`);
          });
          return el("p", { class: "check" }, radio, el("label", { htmlFor: radio.id, text: c.label }),
            c.blurb ? el("small", { class: "blurb", text: c.blurb }) : null);
        })));
    } else if (option.type === "bool") {
      const fixed = forced[option.key];
      const box = el("input", { type: "checkbox", id, checked: fixed ? !!fixed.value : !!values[option.key],
        disabled: !!fixed, data: { option: option.key }, attrs: fixed?.note ? { "aria-describedby": `${id}-why` } : {} });
      box.addEventListener("change", () => (values[option.key] = box.checked));
      checks.push(el("p", { class: "check" }, box, el("label", { htmlFor: id, text: option.label }),
        fixed?.note ? el("small", { id: `${id}-why`, class: "forced-why", text: ` ${fixed.note}` }) : null));
    }
  }

  const list = el("ol", { class: "seats" }, form.seats.map((s, i) => {
    const label = t("form.seat", { n: i + 1 });
    const type = el("select", { attrs: { "aria-label": `${label}: ${t("form.human")} / ${t("form.bot")}` }, class: "seat-type" },
      el("option", { value: "human", text: t("form.human"), selected: s.bot === null }),
      el("option", { value: "bot", text: t("form.bot"), selected: s.bot !== null }));
    type.addEventListener("change", () => {
      s.bot = type.value === "bot" ? defaultLevel(levels) : null;
      buildNewGame(node, form, env);
      node.querySelectorAll(".seat-type")[i]?.focus();
    });
    const nameInput = el("input", { class: "seat-name", value: s.name, maxLength: MAX_NAME, required: true,
      attrs: { "aria-label": `${label}: ${t("form.name")}`, autocomplete: "off" } });
    nameInput.addEventListener("input", () => {
      s.name = nameInput.value;
      s.auto = null; // the player's own name: kept as typed
    });
    let level = null;
    if (s.bot !== null) {
      level = el("select", { class: "seat-level", attrs: { "aria-label": `${label}: ${t("form.level")}` } },
        levels.map((l) => el("option", { value: l, text: levelName(`bot.${l}`), selected: s.bot === l })));
      level.addEventListener("change", () => (s.bot = level.value));
    }
    const remove = form.seats.length > min ? button("×", { class: "remove", attrs: { "aria-label": t("form.remove", { n: i + 1 }) } }) : null;
    remove?.addEventListener("click", () => {
      form.seats.splice(i, 1);
      redraw(null);
      // the focus stays in the seats: on the next seat's ×, else the last one's, else on "Add a player"
      const removes = node.querySelectorAll(".seats .remove");
      (removes[i] ?? removes[i - 1] ?? node.querySelector(".add-seat"))?.focus();
    });
    return el("li", {}, el("span", { class: "seat-label", text: label }), type, nameInput, level, remove);
  }));
  const add = form.seats.length < max ? button(t("form.add"), { class: "secondary add-seat" }) : null;
  add?.addEventListener("click", () => {
    addSeat(form, desc, t);
    redraw(".seats li:last-child .seat-name");
  });

  const seed = el("input", { id: "seed", inputMode: "numeric", value: form.seed, autocomplete: "off", pattern: "[0-9]*" });
  seed.addEventListener("input", () => (form.seed = seed.value));
  const players = min === max ? t("form.players") : t("form.playersRange", { min, max });
  parts.push(...choices,
    el("fieldset", { class: "players", data: { min, max } }, el("legend", { text: players }), list, add),
    ...checks,
    el("p", {}, el("label", { htmlFor: "seed", text: t("form.seed") }), seed),
    el("p", { class: "form-error", attrs: { role: "alert" }, text: form.error }),
    env.replaces ? el("p", { class: "muted", text: t("form.replaces") }) : null,
    el("p", { class: "buttons" }, start, cancel));
  const formNode = el("form", { method: "dialog", class: "new-game", data: { game: desc.id } }, parts);
  formNode.addEventListener("submit", (event) => {
    event.preventDefault();
    submit(node, form, env);
  });
  fill(node, formNode);
}

function submit(node, form, env) {
  const { t, descriptors } = env;
  const desc = descriptors.find((d) => d.id === form.game);
  const fail = (text) => {
    form.error = text;
    buildNewGame(node, form, env);
  };
  const seats = form.seats.map((s) => ({ name: s.name.trim(), bot: s.bot }));
  if (seats.some((s) => !s.name)) return fail(t("form.needName"));
  let seed = null;
  if (form.seed.trim()) {
    if (!/^\d+$/.test(form.seed.trim()) || !Number.isSafeInteger(Number(form.seed.trim()))) return fail(t("form.badSeed"));
    seed = Number(form.seed.trim());
  }
  const values = form.values[desc.id];
  const forced = Object.fromEntries(Object.entries(forcedOptions(desc, values, seats.length)).map(([k, f]) => [k, f.value]));
  const error = env.start({ game: desc.id, options: { ...values, ...forced }, seats, seed });
  if (error) return fail(error);
  store.writeSetting("seats", JSON.stringify(seats));
  store.writeSetting("newgame", JSON.stringify({ game: desc.id, values: form.values }));
  form.error = "";
  return null;
}
