// What the page adds to the browser's globals, for `tsc --checkJs` (tests/core/test_lint.py; not shipped).

interface EvolutionBridge {
  version(): string;
  functions(): string[];
  /** bridge.<name>(**JSON.parse(payload)) as JSON text (web/README.md: Calling Python from JS). */
  call(name: string, payload?: string): string;
}

interface Window {
  /** The engine's bridge (main.py through boot.js's `bridge`), once the engine is ready. */
  evolution?: EvolutionBridge;
  /** boot.js's hooks for main.py. */
  evolutionBoot: any;
  /** index.html's early start: Pyodide and the Python code's downloads. */
  evolutionStart?: any;
  /** The shell's state (shell.js), read by the tests. */
  evolutionUI: any;
  /** index.html's Trusted Types policy: this site's script URLs only. */
  evolutionPolicy?: { createScriptURL(url: string): any };
}

interface Navigator {
  /** Chromium only (Device Memory API). */
  readonly deviceMemory?: number;
}
