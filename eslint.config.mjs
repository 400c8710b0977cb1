// ESLint's flat config. tests/core/test_lint.py runs ESLint (pinned in package.json, installed by
// `build.py test`) over every .js/.mjs of the repository: the recommended rules, which find errors
// (undefined or unused names, unreachable code, ...), and no style rules.
import js from "@eslint/js";
import globals from "globals";

export default [
  { ignores: ["dist/", ".cache/", "node_modules/", ".venv/"] },
  js.configs.recommended,
  { // the page's modules
    files: ["web/**/*.js", "web/**/*.mjs"],
    languageOptions: { sourceType: "module", globals: globals.browser },
  },
  { // the service worker (a classic script)
    files: ["tools/build/sw.js"],
    languageOptions: { sourceType: "script", globals: globals.serviceworker },
  },
  { // run by node: the build's Pyodide driver, this file
    files: ["tools/**/*.mjs", "*.mjs"],
    languageOptions: { sourceType: "module", globals: globals.node },
  },
];
