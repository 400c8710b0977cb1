// Boot shell: shows real loading progress until Python and the engine are ready, then enables the
// controls and registers the offline service worker. Plain JS so it works before any Python runs.
//
// State lives on <html data-engine="loading|ready|error|broken">; CSS and tests read it ("broken": the
// engine failed after it was ready, see `broken` below).
// On success the window gets an "evolution:ready" event (detail: {version}) and window.evolution
// (the Python bridge, see web/README.md).

const root = document.documentElement;
const bar = document.getElementById("boot-progress");
const statusLine = document.getElementById("boot-status");
const t0 = performance.now();

// Stages PyScript reports with "py:progress" events (detail = text), in the order they happen, with
// the share of a cold load already done when each starts (measured on a 2-core machine: Python's
// own start, download + compile + init, is about two thirds of the total and reports nothing).
const PYSCRIPT_STAGES = {
  "Loading Pyodide": ["Starting PyScript…", 0.08],
  "Loading interpreter": ["Starting Python (about 15 MB to download on the first visit)…", 0.1],
  "Loaded interpreter": ["Unpacking the engine…", 0.7],
  "Loaded files": ["Installing pydantic…", 0.72],
  "Loaded Pyodide": ["Starting the engine…", 0.9],
};

/** Log of [ms since navigation, text]; handy for benchmarks and debugging. */
export const stages = [];

function stage(text, fraction) {
  if (root.dataset.engine !== "loading") return;
  stages.push([Math.round(performance.now()), text]);
  statusLine.textContent = text;
  if (fraction > bar.value) {
    bar.value = fraction;
    bar.textContent = `${Math.round(fraction * 100)}%`;
  }
}

function ready(version) {
  stage("Ready", 1);
  root.dataset.engine = "ready";
  for (const el of document.querySelectorAll("[data-requires-engine]")) el.disabled = false;
  document.getElementById("boot").hidden = true;
  console.info(`[boot] engine ${version} ready in ${Math.round(performance.now() - t0)} ms`);
  dispatchEvent(new CustomEvent("evolution:ready", { detail: { version } }));
  registerServiceWorker();
}

function fail(message) {
  if (root.dataset.engine !== "loading") return;
  root.dataset.engine = "error";
  bar.remove();
  statusLine.textContent = `The game could not start.\n${message}`;
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

/** Resolves after the browser had a chance to paint (Python awaits this between slow steps). */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

// main.py drives the last stages through this object.
window.evolutionBoot = { stage, ready, fail, nextFrame, bridge, stages };

if (typeof WebAssembly !== "object") {
  fail("This browser cannot run WebAssembly.");
}

stage("Loading PyScript…", 0.02);

addEventListener("py:progress", (event) => {
  const known = PYSCRIPT_STAGES[event.detail];
  if (known) stage(...known);
});

// Fired by PyScript on the <script type="py"> element right before main.py runs.
document.addEventListener("py:ready", () => stage("Running main.py…", 0.92));

// A script that fails to load (404, offline without cache) never reaches Python.
document.addEventListener("error", (event) => {
  const el = event.target;
  if (el instanceof HTMLScriptElement) fail(`Could not load ${el.src || "a script"}.`);
}, true);
addEventListener("unhandledrejection", (event) => {
  if (root.dataset.engine === "loading") fail(String(event.reason?.message || event.reason));
});

// --- offline support ---------------------------------------------------------------------------
// Registered only once the engine is ready, so the precache never competes with the first boot.
// Its cache requests revalidate against the HTTP cache, so the first visit downloads each file once.
async function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !isSecureContext) return;
  try {
    const registration = await navigator.serviceWorker.register("./sw.js");
    const offer = (worker) => {
      const note = document.getElementById("update");
      note.hidden = false;
      document.getElementById("update-reload").onclick = () => {
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
