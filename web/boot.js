// Boot shell: shows real loading progress until Python and the engine are ready, then enables the
// controls and registers the offline service worker. Plain JS so it works before any Python runs.
//
// State lives on <html data-engine="loading|ready|error|broken">; CSS and tests read it ("broken": the
// engine failed after it was ready, see `broken` below).
// On success the window gets an "evolution:ready" event and window.evolution (the Python bridge, see
// web/README.md), and every menu button works. main.py then installs and imports the engine in the
// background (any bridge call made before that is done waits for it); when it is done, <html> gets
// data-engine-loaded="yes" (or "error"), the window an "evolution:loaded" event (detail: {version,
// error}), and the offline service worker is registered. Pydantic's wheels (what reads untrusted
// saves and links: the boundary) come later, after the first table's bytes: when main.py has them,
// <html> gets data-engine-boundary="yes" (or "error") and the window an "evolution:boundary" event.

const root = document.documentElement;
const bar = /** @type {HTMLProgressElement} */ (document.getElementById("boot-progress"));
const statusLine = /** @type {HTMLElement} */ (document.getElementById("boot-status"));
const t0 = performance.now();

// Stages PyScript reports with "py:progress" events (detail = text), in the order they happen, with
// the share of a cold load already done when each starts (measured on a 2-core machine: Python's
// own start, download + compile + init, is about two thirds of the total and reports nothing).
// index.html starts Pyodide before PyScript has loaded; PyScript then waits for that instance.
const PYSCRIPT_STAGES = {
  "Loading interpreter": ["Starting Python (about 15 MB to download on the first visit)…", 0.1],
  "Loaded interpreter": ["Starting PyScript…", 0.85],
};

/** Log of [ms since navigation, text]; handy for benchmarks and debugging. */
export const stages = [];

let updating = false; // (the page waits for a new version of the site: that is what it says until then)

function stage(text, fraction) {
  if (root.dataset.engine !== "loading" || updating) return;
  stages.push([Math.round(performance.now()), text]);
  statusLine.textContent = text;
  if (fraction > bar.value) {
    bar.value = fraction;
    bar.textContent = `${Math.round(fraction * 100)}%`;
  }
}

let versionChecked = false; // (takeWaitingVersion below has settled)

function ready() {
  // The page's shell (web/shell.js, a module) must be listening first, so a click at "ready" is never
  // dead; it is nearly always loaded long before Python, this covers the rare race.
  if (root.dataset.shell !== "loaded") {
    addEventListener("evolution:shell", ready, { once: true });
    return;
  }
  if (!versionChecked) {
    versionSettled.then(() => { versionChecked = true; ready(); });
    return;
  }
  stage("Ready", 1);
  root.dataset.engine = "ready";
  for (const el of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll("[data-requires-engine]"))) el.disabled = false;
  /** @type {HTMLElement} */ (document.getElementById("boot")).hidden = true;
  console.info(`[boot] ready in ${Math.round(performance.now() - t0)} ms`);
  dispatchEvent(new CustomEvent("evolution:ready"));
}

/** Log a step of the loading after ready (shown by benchmarks/load.py; no change on the page). */
function note(text) {
  stages.push([Math.round(performance.now()), text]);
}

/** main.py's background loading is done (`error`: its traceback; bridge calls then report it). */
function loaded(version, error = null) {
  note(error ? "Engine failed to load" : "Engine loaded");
  root.dataset.engineLoaded = error ? "error" : "yes";
  if (error) console.error(`[boot] the engine failed to load:\n${error}`);
  else console.info(`[boot] engine ${version} loaded in ${Math.round(performance.now() - t0)} ms`);
  dispatchEvent(new CustomEvent("evolution:loaded", { detail: { version, error } }));
  registerServiceWorker();
}

/** main.py has pydantic's wheels (`error`: why it has not; a call that needs pydantic reports it). */
function boundary(error = null) {
  note(error ? "Pydantic's wheels failed" : "Pydantic's wheels in");
  if (error) console.error(`[boot] pydantic's wheels did not load: ${error}`);
  root.dataset.engineBoundary = error ? "error" : "yes";
  dispatchEvent(new CustomEvent("evolution:boundary"));
}

// The words of a failed start, in the page's language (the shell's catalogues may be what failed to load).
const FAILED = {
  en: ["The game could not start.", "Retry"],
  fr: ["Le jeu n'a pas pu démarrer.", "Réessayer"],
  de: ["Das Spiel konnte nicht starten.", "Erneut versuchen"],
};

function fail(message) {
  if (root.dataset.engine !== "loading") return;
  root.dataset.engine = "error";
  for (const el of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll("#menu button"))) {
    el.disabled = true; // nothing can start: no control waits in vain
    el.removeAttribute("aria-busy");
  }
  bar.remove();
  const [title, retry] = FAILED[(root.lang || navigator.language || "en").slice(0, 2)] ?? FAILED.en;
  statusLine.textContent = `${title}\n${message}`;
  // A file that did not come (the network, a deploy under way) may come now: loading again from the
  // start is the retry (what did load is in the HTTP cache).
  const again = document.createElement("button");
  again.type = "button";
  again.id = "boot-retry";
  again.textContent = retry;
  again.addEventListener("click", () => location.reload());
  statusLine.after(again);
  again.focus();
}

/** The JS face of the Python bridge (main.py passes its proxies; see web/README.md).
 *  main.py's `call` never throws: it returns [false, error] for every Python exception. So a call
 *  that throws means the runtime itself failed (Pyodide's "fatal error": a stack overflow in
 *  WebAssembly, a trap...; Pyodide marks that error with `pyodide_fatal_error`). From then on the
 *  engine is not trusted again: see `broken`. */
function bridge(py) {
  return Object.freeze({
    version: () => py.version(),
    functions: () => py.functions(),
    call(name, payload = "{}") {
      if (root.dataset.engine === "broken") throw brokenError();
      let answer;
      try {
        answer = py.call(name, payload);
      } catch (error) {
        broken(error);
        throw brokenError();
      }
      const [ok, text] = answer;
      if (ok) return text;
      const { name: type, message, ...details } = JSON.parse(text);
      const error = new Error(message);
      error.name = type;
      throw Object.assign(error, details);
    },
  });
}

function brokenError() {
  return Object.assign(new Error("The game engine stopped working; reload the page."), { name: "EngineBroken" });
}

/** The engine failed beyond repair: <html data-engine="broken">, and the page hears
 *  "evolution:broken" (synchronously, before the failing call returns), so nothing is saved after. */
function broken(error) {
  if (root.dataset.engine === "broken") return;
  console.error("[boot] the engine failed:", error);
  if (root.dataset.engine === "loading") return fail(String(error?.message || error));
  root.dataset.engine = "broken";
  dispatchEvent(new CustomEvent("evolution:broken", { detail: { message: String(error?.message || error) } }));
}

// A fatal error can also surface outside a bridge call (a task Python scheduled).
const isFatal = (error) => !!error && typeof error === "object" && error.pyodide_fatal_error === true;
addEventListener("error", (event) => isFatal(event.error) && broken(event.error));
addEventListener("unhandledrejection", (event) => isFatal(event.reason) && broken(event.reason));

/** Whether the engine answers now: every bridge call then returns without first finishing the load. */
export const engineLoaded = () => root.dataset.engineLoaded === "yes";

const boundaryIn = () => !!root.dataset.engineBoundary; // ("yes" or "error")

/** Run `action` once the engine is loaded (at once if it is); with `boundary`, once pydantic's wheels
 *  are in too (an action that may read untrusted input: a save, a link). Meanwhile `control` says
 *  that it waits (aria-busy: the page's busy cue) and a second click on it changes nothing: never a
 *  dead click, never two games. A failed load runs `action` too: its bridge call reports the error.
 *  @param {any} control @param {() => any} action @param {boolean} [boundary] */
export function whenEngine(control, action, boundary = false) {
  const loaded = () => engineLoaded() || root.dataset.engineLoaded === "error";
  if (loaded() && (!boundary || boundaryIn())) return action();
  if (control?.getAttribute("aria-busy") === "true") return undefined;
  control?.setAttribute("aria-busy", "true");
  const go = () => {
    if (!loaded() || (boundary && !boundaryIn())) return;
    removeEventListener("evolution:loaded", go);
    removeEventListener("evolution:boundary", go);
    control?.removeAttribute("aria-busy");
    action();
  };
  addEventListener("evolution:loaded", go);
  if (boundary) addEventListener("evolution:boundary", go);
  // The player waits: the engine's steps that are left run in the next task, not one per frame (once
  // the page has shown the busy cue; before "ready", main.py's `hurry` does not exist yet).
  if (root.dataset.engine === "ready") setTimeout(() => window.evolutionBoot.hurry?.());
  else addEventListener("evolution:ready", () => setTimeout(() => window.evolutionBoot.hurry?.()), { once: true });
  return undefined;
}

/** Resolves after the browser had a chance to paint (Python awaits this between slow steps). */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

// main.py drives the last stages through this object.
// (`hurry`: set by main.py at ready, see whenEngine.)
window.evolutionBoot = { stage, ready, note, loaded, boundary, fail, nextFrame, bridge, stages, hurry: null };

if (typeof WebAssembly !== "object") {
  fail("This browser cannot run WebAssembly.");
} else if (!window.evolutionStart) {
  fail("This browser is too old for this game.");
} else {
  // Started by index.html: Pyodide and the Python code's downloads.
  const { pyodide, files } = window.evolutionStart;
  pyodide.catch((error) => fail(`Python could not start: ${error?.message || error}`));
  files.catch((error) => fail(error?.message || String(error)));
}

stage("Loading PyScript…", 0.02);

addEventListener("py:progress", (/** @type {CustomEvent} */ event) => {
  const known = PYSCRIPT_STAGES[event.detail];
  if (known) stage(...known);
  else note(`PyScript: ${event.detail}`); // its other steps (storage, bootstrap), for benchmarks/play.py
  // PyScript has its module graph and our interpreter module; before it asks for the interpreter it
  // opens its IndexedDB package store (the site installs no package through it). Python starts now,
  // not after that wait.
  if (event.detail === "Loading Pyodide") window.evolutionStart?.start();
});

// Fired by PyScript on the <script type="py"> element right before main.py runs.
document.addEventListener("py:ready", () => stage("Running main.py…", 0.92));

// A script that fails to load (404, offline without cache) never reaches Python.
document.addEventListener("error", (event) => {
  const el = event.target;
  if (el instanceof HTMLScriptElement) fail(`Could not load ${el.src || "a script"}.`);
}, true);
// A rejection nobody handled (a fetch that failed) may be the first sign of a failure that is about to
// be reported with its cause (Pyodide's start names the file): that cause is given a moment to win.
addEventListener("unhandledrejection", (event) => {
  if (root.dataset.engine !== "loading") return;
  const message = String(event.reason?.message || event.reason);
  const settled = window.evolutionStart?.pyodide.then(() => null, () => null) ?? Promise.resolve(null);
  Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))]).then(() => fail(message));
});

// --- offline support ---------------------------------------------------------------------------
// A new version that waited while a game was open is taken at the next page load, before any game
// opens (never in the middle of one): the waiting worker takes over if this is the site's only tab
// (tools/build/sw.js), and the page loads again from it, at once. Until that is settled the engine is
// not said to be ready (`ready` awaits `versionSettled`), so no game opens on the files of a version
// whose cache the new one is about to delete.
async function takeWaitingVersion() {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.waiting || !navigator.serviceWorker.controller) return;
  const reload = () => location.reload();
  navigator.serviceWorker.addEventListener("controllerchange", reload, { once: true });
  const channel = new MessageChannel();
  const answer = new Promise((resolve) => {
    channel.port1.onmessage = ({ data }) => resolve(data);
    // (a worker that never answers must not stall the start; a busy machine can take seconds to start one)
    setTimeout(() => resolve("no answer"), 10000);
  });
  registration.waiting.postMessage("skip-waiting-if-alone", [channel.port2]);
  const said = await answer;
  if (said === "taken") {
    // The page loads again from the new version once it is active. Chromium activates it once the old
    // version is idle: here 1-2 s, but in about 1 load in 3 the old version's worker was stopped and
    // started again at once, and stayed busy for over 30 s; a new navigation lets it go
    // (tests/browser/test_update.py).
    stage("Updating to the new version…", 0);
    updating = true;
    console.info("[boot] updating to the new version");
    setTimeout(() => { console.info("[boot] the new version is not active yet: loading again"); location.reload(); }, 3000);
    return new Promise(() => {});
  }
  // Another tab runs this version. (A worker that answered too late may still take over: the page then
  // loads again from it, and the game open by then reopens from its autosave.)
  if (said === "kept") navigator.serviceWorker.removeEventListener("controllerchange", reload);
}
const versionSettled = "serviceWorker" in navigator && isSecureContext
  ? takeWaitingVersion().catch((error) => console.warn("[boot] the waiting version was not taken:", error))
  : Promise.resolve();

// Registered only once the engine is loaded, so the precache never competes with the first boot.
// Its cache requests revalidate against the HTTP cache, so the first visit downloads each file once.
async function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !isSecureContext) return;
  try {
    const script = window.evolutionPolicy?.createScriptURL("./sw.js") ?? "./sw.js"; // (Trusted Types: index.html)
    const registration = await navigator.serviceWorker.register(script);
    const offer = (worker) => {
      const note = /** @type {HTMLElement} */ (document.getElementById("update"));
      note.hidden = false;
      /** @type {HTMLElement} */ (document.getElementById("update-reload")).onclick = () => {
        navigator.serviceWorker.addEventListener("controllerchange", () => location.reload());
        worker.postMessage("skip-waiting");
      };
    };
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      worker?.addEventListener("statechange", () => {
        if (worker.state === "installed" && navigator.serviceWorker.controller) offer(worker);
      });
    });
    await navigator.serviceWorker.ready;
    root.dataset.offline = "ready"; // every file is cached: the next visit works without network
  } catch (error) {
    console.warn("[boot] service worker not registered:", error);
  }
}
