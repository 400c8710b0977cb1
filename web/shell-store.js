// The open game's shared fields have one owner: this store, a reducer with named transitions (as
// boardgame.io's client). Every module reads them from the open-game record (`g.message`, `g.since`,
// ...), which are read-only views of the store's frozen snapshot, and changes them only by
// dispatching a transition (`g.dispatch("say", {text, kind})`): a direct write throws (modules are
// strict), so "who set g.since?" is answered by the transitions' names. The record's other fields
// move here a few at a time, those written from several files first.

/** @typedef {{text: string, kind: "info" | "error" | "refusal", action?: {label: string, run: () => void} | null}} Message */
/** @typedef {import("./contract").LogLine} LogLine */
/** @typedef {{message: Message | null, since: LogLine[] | null, sinceRange: number[] | null, sinceClosed: boolean}} GameState */
/** What withStore adds to the open-game record.
 *  @typedef {Readonly<GameState> & {dispatch: (type: string, payload?: unknown) => GameState, snapshot: GameState}} StoreFields */

/** The transitions: (state, payload) -> the next state. Each name says what happened. */
/** (state, payload) -> the next state; each transition names its payload's type.
 *  @typedef {(state: GameState, payload?: unknown) => GameState} Transition */

const TRANSITIONS = {
  /** A message under the top bar (null: none). */
  say: (/** @type {GameState} */ state, /** @type {Message | null} */ message) => ({ ...state, message: message ?? null }),
  /** The message is read, or no longer true (a move, a new language, a dismiss). */
  hush: (/** @type {GameState} */ state) => ({ ...state, message: null }),
  /** The viewer's turn starts: the lines of others since their last one (null: none), from `range` of the log. */
  turnStarts: (/** @type {GameState} */ state, /** @type {{since: LogLine[] | null, range: number[] | null}} */ { since, range }) => ({ ...state, since, sinceRange: since && range, sinceClosed: false }),
  /** The same lines, read again from the engine (in a new language). */
  sinceReworded: (/** @type {GameState} */ state, /** @type {LogLine[] | null} */ since) => ({ ...state, since }),
  /** The player closed "since your last turn". */
  closeSince: (/** @type {GameState} */ state) => ({ ...state, sinceClosed: true }),
  /** The viewer moved: the message and what happened since their last turn are no longer news. */
  moved: (/** @type {GameState} */ state) => ({ ...state, message: null, since: null }),
};

/** @type {GameState} */
const INITIAL = { message: null, since: null, sinceRange: null, sinceClosed: false };

export const FIELDS = Object.freeze(/** @type {(keyof GameState)[]} */ (Object.keys(INITIAL)));

/** The snapshot, frozen with the records it holds (not the log lines: the page's log cache keeps them).
 *  @param {GameState} state */
function frozen(state) {
  for (const value of [state.message, state.since, state.sinceRange]) if (value) Object.freeze(value);
  return Object.freeze(state);
}

/** A store of `initial` (the GameState's fields it sets): {state, dispatch(type, payload)}.
 *  @param {Partial<GameState>} [initial] */
export function gameStore(initial = {}) {
  let state = frozen({ ...INITIAL, ...initial });
  return {
    get state() { return state; },
    /** @param {string} type @param {unknown} [payload] */
    dispatch(type, payload) {
      const transition = /** @type {Record<string, Transition | undefined>} */ (TRANSITIONS)[type];
      if (!transition) throw new Error(`[store] no transition "${type}"`);
      state = frozen(transition(state, payload));
      return state;
    },
  };
}

/** Give the open-game record `g` its store: its FIELDS become read-only views of the snapshot, and
 *  `g.dispatch(type, payload)` the only way to change them. Returns `g`.
 *  @template {object} G @param {G} g the open-game record @param {Partial<GameState>} [initial]
 *  @returns {G & StoreFields} */
export function withStore(g, initial = {}) {
  const store = gameStore(initial);
  for (const field of FIELDS) Object.defineProperty(g, field, { get: () => store.state[field], enumerable: true });
  Object.defineProperty(g, "dispatch", { value: store.dispatch });
  Object.defineProperty(g, "snapshot", { get: () => store.state });
  return /** @type {G & StoreFields} */ (g);
}
