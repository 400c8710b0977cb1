// The bots' Web Worker: a second Pyodide that runs the engine for the computer players, so their
// thinking never blocks the page's thread (web/shell-bots.js starts it once the first table is drawn).
// It has no DOM and no storage: it gets the page's save, replays it (web/bot_engine.py) and answers
// with the bots' moves as JSON; the page plays them through its own engine, which checks them again.
//
// Messages from the page:
//   {type: "start", files: [[url, ArrayBuffer]], samples}  the engine and web zips and the pydantic
//                                                 wheels (index.html fetched them for the page's
//                                                 Python); samples: ?botsamples=N (tests, benchmarks)
//   {type: "position", id, save, bots}            think about this game from now on (a newer id
//                                                 drops the older one's work within one slice);
//                                                 bots: the page wants the bots' moves there
//   {type: "review", id, save, samples}           review that finished game (core/review.py), in slices
//   {type: "review-stop", id}                     drop that review
//   {type: "ping"}                                are you alive? (answered between two slices)
// Messages to the page:
//   {type: "ready"} | {type: "failed", message} | {type: "pong"}
//   {type: "move", id, moves, action, helped}     the first waiting bot's move at `moves` moves; the
//                                                 worker then goes on with the next bot's turn
//                                                 (helped: the samples its helpers computed so far)
//   {type: "idle", id, heap}                      no bot is to move in that game (a human, or over):
//                                                 the worker ponders the human's likely moves (heap:
//                                                 its wasm heap's bytes now: benchmarks/long_session.py)
//   {type: "review-progress", id, done, total, decisions}  work done so far (after each slice): the
//                                                 decisions weighed, then the costliest checked
//   {type: "review-done", id, review}             the review (Reviewer.result)
//   {type: "review-failed", id, message}
//   {type: "drop", id}                            helper `id` was late too often: the page ends it
//
// Side by side: the page may start more of these workers as helpers. The thinking worker
// then gets {type: "helper", id, port} (a MessagePort to helper `id`) and {type: "lost", id} (it
// failed); a helper gets {type: "serve", port} and computes the samples asked on that port
// (bot_engine.sample), one per task, in the order asked (a {cancel: key} drops a decision's rest).
// With {type: "ready", heap}: the bytes of this worker's wasm heap once the engine is imported.
// @ts-ignore (vendored by the build: tools/build/pins.py; not in the repository)
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const SLICE_S = 0.05; // thinking between two looks at the message queue (a newer position waits this long)

let engine = null;
let pyodide = null;
let current = null; // the id of the position being thought about
const helpers = new Map(); // helper id -> its MessagePort (in the thinking worker)
let heardHelper = null; // resolves the wait for a helper's answer
const WAIT_MS = 30; // the longest sleep while the thinking waits for the helpers

// A macrotask without setTimeout's 4 ms clamp: lets the page's newer messages in between slices.
const channel = new MessageChannel();
const queued = [];
channel.port1.onmessage = () => queued.shift()();
const breathe = () => new Promise((resolve) => {
  queued.push(resolve);
  channel.port2.postMessage(null);
});

async function start(files) {
  pyodide = await loadPyodide();
  const sitePackages = pyodide.runPython("import sys; next(p for p in sys.path if p.endswith('site-packages'))");
  for (const [url, buffer] of files) {
    const name = url.split("/").at(-1);
    if (name.endsWith(".whl")) pyodide.unpackArchive(buffer, "wheel", { extractDir: sitePackages });
    else pyodide.unpackArchive(buffer, "zip"); // the app zips: into the working directory, as on the page
  }
  // As web/main.py: no pydantic plugins ship with the site (no scan of every distribution's entry points).
  pyodide.runPython("import importlib, os; importlib.invalidate_caches(); os.environ.setdefault('PYDANTIC_DISABLE_PLUGINS', '1')");
  engine = pyodide.pyimport("bot_engine");
}

// The bots' moves from the page's position on; then, while a human decides, the bots' answers to the
// human's likeliest moves (bot_engine.ponder), until the page sends a newer position.
async function think(id, save, bots) {
  engine.position(save, bots);
  let idle = false;
  while (current === id) {
    let more = true;
    if (idle) {
      more = engine.ponder(SLICE_S);
    } else {
      const step = JSON.parse(engine.think(SLICE_S));
      if (step.idle) postMessage({ type: "idle", id, heap: pyodide._module?.HEAP8?.length ?? null });
      else if (step.action) postMessage({ type: "move", id, moves: step.moves, action: step.action, helped: step.helped });
      idle = step.idle;
    }
    ask();
    if (!more) return;
    if (helpers.size && engine.waiting()) await helperOrTimeout(); // (no spinning while they compute)
    else await breathe();
  }
}

let reviewing = null; // the id of the review under way

// The review of a finished game, a slice at a time: the page's messages (a Stop, a position) come in between.
async function review(id, save, samples) {
  reviewing = id;
  try {
    // (a JS null reaches Python as JsNull, not None: the engine's default is asked for by leaving it out)
    let step = JSON.parse(samples == null ? engine.review_start(save) : engine.review_start(save, samples));
    while (reviewing === id) {
      postMessage({ type: "review-progress", id, done: step.done, total: step.total, decisions: step.decisions });
      await breathe();
      if (reviewing !== id) break;
      step = JSON.parse(engine.review_step(SLICE_S));
      if (step.result) {
        postMessage({ type: "review-done", id, review: step.result });
        break;
      }
    }
  } catch (error) {
    postMessage({ type: "review-failed", id, message: String(error?.message || error) });
  }
  if (reviewing === id) {
    reviewing = null;
    engine.review_stop();
  }
}

// The thinking worker's requests to its helpers (bot_engine.outbox), posted as JSON.
function ask() {
  if (!helpers.size) return;
  for (const request of JSON.parse(engine.outbox())) {
    if (request.to === null) {
      postMessage({ type: "drop", id: request.drop });
      helpers.get(request.drop)?.close();
      helpers.delete(request.drop);
    } else {
      helpers.get(request.to)?.postMessage(JSON.stringify(request));
    }
  }
}

const helperOrTimeout = () => /** @type {Promise<void>} */ (new Promise((resolve) => {
  const timer = setTimeout(resolve, WAIT_MS);
  heardHelper = () => {
    clearTimeout(timer);
    resolve();
  };
}));

function addHelper(id, port) {
  helpers.set(id, port);
  port.onmessage = ({ data }) => {
    engine.deliver(data);
    const wake = heardHelper;
    heardHelper = null;
    wake?.();
  };
  engine.helper(id, true);
}

// A helper: the samples asked on `port`, one per task.
function serve(port) {
  let queue = [];
  let busy = false;
  async function pump() {
    busy = true;
    while (queue.length) {
      const request = queue.shift();
      port.postMessage(engine.sample(request.text));
      await breathe();
    }
    busy = false;
  }
  port.onmessage = ({ data }) => {
    const request = JSON.parse(data);
    if (request.cancel !== undefined) queue = queue.filter((queued) => queued.key !== request.cancel);
    else queue.push({ key: request.key, text: data });
    if (!busy && queue.length) pump().catch(fail);
  };
}

const fail = (error) => postMessage({ type: "failed", message: String(error?.message || error) });

onmessage = async ({ data }) => {
  if (data.type === "ping") {
    postMessage({ type: "pong" });
  } else if (data.type === "start") {
    try {
      await start(data.files);
      if (data.samples) engine.fix_samples(data.samples);
      postMessage({ type: "ready", heap: pyodide._module?.HEAP8?.length ?? null });
    } catch (error) {
      fail(error);
    }
  } else if (data.type === "review" && engine) {
    await review(data.id, data.save, data.samples);
  } else if (data.type === "review-stop") {
    if (reviewing === data.id) reviewing = null;
  } else if (data.type === "helper" && engine) {
    addHelper(data.id, data.port);
  } else if (data.type === "lost" && engine) {
    helpers.get(data.id)?.close();
    helpers.delete(data.id);
    engine.helper(data.id, false);
  } else if (data.type === "serve" && engine) {
    serve(data.port);
  } else if (data.type === "position" && engine) {
    current = data.id;
    try {
      await think(data.id, data.save, data.bots);
    } catch (error) {
      current = null;
      fail(error);
    }
  }
};
