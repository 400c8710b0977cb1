// The page's own types that JSDoc cannot say (recursive ones, the shell's `app`), for `tsc --checkJs`
// (jsconfig.json; not shipped). Modules name them in JSDoc: `@param {import("./types").Child} c`.

/** What dom.js's el and fill take as children: nodes, text (numbers as text), nested lists; null,
 *  undefined and false are skipped (so `cond && node` works). */
export type Child = Node | string | number | null | undefined | false | readonly Child[];

/** The shell's one object (web/shell.js): its state `ui`, the games' context `ctx`, and every part's
 *  functions (each part, web/shell-<job>.js, is a function of `app` returning its functions, merged
 *  into `app`). */
export interface App {
  ui: ReturnType<typeof import("./shell-context.js").createState> & {
    /** the game whose puzzles the Puzzles dialog lists (web/shell-puzzles.js) */
    puzzleGame?: string | null;
    /** bridge rating_rules, asked once (web/shell-rating.js) */
    ratingRules?: {start: number, k: number} | null;
  };
  ctx: ReturnType<typeof import("./shell-context.js").gameContext>;
  /** A part's function. `any` because the parts' functions are merged at run time and a part names
   *  `App` as its own parameter's type: TypeScript cannot derive this list from the parts
   *  (ReturnType of a part whose parameter is App is circular), so it is yet to be written out. */
  [part: string]: any;
}

/** The open game's record (web/shell-open.js openGame; its shared fields are web/shell-store.js's).
 *  `any` until its fields, set by several parts, are written out as one type. */
export type OpenGame = any;

/** A game's page module as registerGame takes it (its hooks are documented in web/registry.js).
 *  The hooks are `any` until the games' modules are typed against one interface. */
export interface GameSpec {
  id: string;
  strings?: Record<string, import("./i18n.js").Words>;
  css?: URL | string;
  [hook: string]: any;
}

/** A table as the page keeps it (web/shell-loop.js adopt). */
type ShownTable = import("./shell-loop.js").ShownTable;

/** A "Learn to play" script (a game's `tutorial`, web/games/*-tutorial.js; web/shell-coach.js). */
export interface Tutorial {
  seed: string | number;
  options: Record<string, unknown>;
  /** [name, bot level] of each other seat */
  opponents: [string, string][];
  steps: TutorialStep[];
}

export interface TutorialStep {
  id: string;
  when(table: ShownTable, seen: number, coaching: Coaching): boolean;
  /** what the step points at (the game's own key) */
  show?: unknown;
  /** the words in each language, with {placeholders} */
  text: Record<string, string>;
  params?(table: ShownTable): Record<string, unknown>;
  /** the steps this one makes needless once said */
  covers?: string[];
}

/** The coach of an open "Learn to play" game (the open game's `tutorial`). */
export interface Coaching {
  spec: Tutorial;
  phase: string | null;
  seen: number;
  firstRound: number | null;
  current: string | null;
  done: Set<string>;
}

/** The context a game's page module is handed (web/shell-context.js gameContext). */
export type GameContext = ReturnType<typeof import("./shell-context.js").gameContext>;
