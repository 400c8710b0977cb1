// PyScript's interpreter module (pyscript.toml: `interpreter = "./web/interpreter.mjs"`). It hands
// PyScript the Pyodide that index.html started while the page was still parsing, instead of letting
// PyScript start one once its own code and config are loaded (measured: that was ~0.3-0.6 s later).
// PyScript calls loadPyodide({stdout, stderr, indexURL, ...}); the output handlers are attached to
// the running instance; indexURL (PyScript derives it from this file's folder) is not used.
// @ts-ignore (vendored by the build: tools/build/pins.py; not in the repository)
import * as pyodide from "../vendor/pyodide/pyodide.mjs";

export const version = pyodide.version;

/** @param {{stdout?: (line: string) => void, stderr?: (line: string) => void, packages?: string[]}} options */
export async function loadPyodide({ stdout, stderr, packages } = {}) {
  window.evolutionStart?.start();
  const py = await (window.evolutionStart?.pyodide ?? pyodide.loadPyodide());
  if (stdout) py.setStdout({ batched: stdout });
  if (stderr) py.setStderr({ batched: stderr });
  if (packages?.length) await py.loadPackage(packages);
  return py;
}
