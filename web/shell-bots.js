// The bots' engine seen from the page: a Web Worker (web/bot-worker.js) with its own Python, started
// once the first table is drawn (it never slows that table). The page keeps the game: it sends the
// worker the save of each position it did not get from the worker itself, and plays the worker's
// moves through its own engine (web/shell-loop.js, bridge.bot_move). Until the worker is ready, or if
// it fails, the bots think on the page's thread as before.
//
// <html data-bots>: "starting", "worker" (the bots think in the worker) or "page" (on the page's
// thread: no worker, or it failed).

const root = document.documentElement;

export function botWorker() {
  let worker = null;
  let status = "off"; // "starting" | "ready" | "failed"
  let nextId = 1;
  // The position the worker thinks about, and its answers: {id, game, head: the save its moves
  // continue from, moves: Map(move number -> action), idle, waiter}.
  let asked = null;

  // The review of a finished game asked of the worker: {id, save, listener, sent} (startReview).
  let review = null;

  function fail(why) {
    if (review) { // (the review goes on elsewhere: web/shell-review.js)
      const { listener } = review;
      review = null;
      listener({ type: "unavailable" });
    }
    if (status === "failed") return;
    if (why) console.warn("[bots] the bots' worker failed; they think on the page's thread:", why);
    status = "failed";
    root.dataset.bots = "page";
    worker?.terminate();
    worker = null;
    wake();
  }

  function wake() {
    const waiter = asked?.waiter;
    if (asked) asked.waiter = null;
    waiter?.();
  }

  function heard({ data }) {
    if (data.type === "ready") {
      status = "ready";
      root.dataset.bots = "worker";
      sendReview();
    } else if (data.type.startsWith("review-")) {
      if (review && data.id === review.id) {
        const { listener } = review;
        if (data.type !== "review-progress") review = null;
        listener(data);
      }
    } else if (data.type === "failed") {
      fail(data.message);
    } else if (asked && data.id === asked.id) { // (an answer about an older position is dropped)
      if (data.type === "move") asked.moves.set(data.moves, data.action);
      else if (data.type === "idle") asked.idle = true;
      wake();
    }
  }

  /** Start the worker after the page has painted (idempotent). */
  function start() {
    if (status !== "off") return;
    status = "starting";
    root.dataset.bots = "starting";
    requestAnimationFrame(() => setTimeout(async () => {
      try {
        if (typeof Worker !== "function") throw new Error("this browser has no Web Workers");
        const files = await window.evolutionStart.files;
        const url = new URL("./bot-worker.js", import.meta.url).href; // (a Trusted Types sink: index.html)
        worker = new Worker(window.evolutionPolicy?.createScriptURL(url) ?? url, { type: "module" });
        worker.onmessage = heard;
        worker.onerror = (event) => fail(event.message || "the worker could not start");
        worker.onmessageerror = () => fail("a message could not be read");
        worker.postMessage({ type: "start", files }); // (copies: the page's Python may still read them)
      } catch (error) {
        fail(error?.message || String(error));
      }
    }));
  }

  function post(game, bots) {
    asked = { id: nextId++, game, head: game.save, posted: game.save, bots, moves: new Map(), idle: false, waiter: null };
    worker.postMessage({ type: "position", id: asked.id, save: game.save, bots });
  }

  /** Have the worker follow `game` (its save `game.save`), unless it already does from a position
   *  these moves continue: it ponders the bots' answers to the human's likely moves. */
  function follow(game) {
    if (!(asked && asked.game === game && asked.head === game.save)) post(game, false);
  }

  /** The worker's move for the first waiting bot of `game` now (`moves` moves played), or null if it
   *  has not answered yet. */
  function move(game, moves) {
    const following = asked && asked.game === game && asked.head === game.save;
    // (Where a human may move too, the worker lets the human go first unless asked for the bots.)
    if (!following || !asked.bots || (asked.idle && asked.posted !== game.save)) post(game, true);
    const action = asked.moves.get(moves) ?? null;
    if (!action && asked.idle) fail("it sees no bot to move where the page does");
    return action;
  }

  function sendReview() {
    if (review && !review.sent && status === "ready") {
      review.sent = true;
      worker.postMessage({ type: "review", id: review.id, save: review.save });
    }
  }

  /** Review the finished game `save` in the worker (started if it was not): `listener` hears its
   *  messages (review-progress, review-done, review-failed), or {type: "unavailable"} if the worker
   *  cannot run (the page then reviews on its own thread). */
  function startReview(save, listener) {
    stopReview();
    if (status === "failed") return listener({ type: "unavailable" });
    review = { id: nextId++, save, listener, sent: false };
    start();
    sendReview();
    return undefined;
  }

  function stopReview() {
    if (review?.sent) worker?.postMessage({ type: "review-stop", id: review.id });
    review = null;
  }

  return {
    start,
    startReview,
    stopReview,
    /** Whether the bots' moves come from the worker. */
    get ready() {
      return status === "ready";
    },
    follow,
    move,
    /** The page played the worker's move: the game's new save still continues the worker's line. */
    played(game) {
      if (asked?.game === game) asked.head = game.save;
    },
    /** Call `callback` once the worker says something new (an answer, or that it failed). */
    whenHeard(callback) {
      if (status !== "ready") return callback();
      if (asked) asked.waiter = callback;
      return undefined;
    },
    /** Nobody waits for an answer any more (the loop left the bots' turn, or will ask again). */
    stopWaiting() {
      if (asked) asked.waiter = null;
    },
    /** The worker's move was refused by the page's engine: it is not trusted again. */
    fail,
  };
}
