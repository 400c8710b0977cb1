// The home page's games: each game the site offers, with its own picture (inline SVG, web/glyphs.js)
// and its name, a button that opens the New game form on that game.

import { el, fill, button } from "./dom.js";
import { gamePicture } from "./glyphs.js";
import { t } from "./shell-words.js";

/** @param {import("./types").App} app */
export function home(app) {
  /** Draws (or redraws, in the page's language) the games under the menu; none if the games are not known yet. */
  function renderHome() {
    let node = document.getElementById("home-games");
    if (!node) {
      node = el("section", { id: "home-games", attrs: { "aria-labelledby": "home-games-title" } });
      document.getElementById("menu")?.after(node);
    }
    let descriptors = [];
    try {
      descriptors = app.gamesFor();
    } catch {
      // (no form data and no engine yet: drawn again once the games are known)
    }
    node.hidden = !descriptors.length;
    fill(node, el("h2", { id: "home-games-title", class: "sr-only", text: t("home.games") }),
      el("ul", {}, descriptors.map((/** @type {import("./contract").GameForm} */ d) => {
        const play = button([gamePicture(d.id), el("span", { class: "home-name", text: d.name })],
          { class: "home-game", data: { game: d.id }, attrs: { "aria-label": t("home.play", { game: d.name }) } });
        play.addEventListener("click", () => app.openNewGame(d.id));
        return el("li", {}, play);
      })));
  }

  return { renderHome };
}
