// The bytecode job's driver (tools/build/bytecode.py runs it): `node compile.mjs <pyodide dir>/ <work>`
// starts the Pyodide the site ships, with pydantic, mounts <work> at /work and runs compile.py there.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [indexDir, work] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(indexDir + "pyodide.mjs").href);
const py = await loadPyodide({ indexURL: indexDir, packages: ["pydantic"],
  env: { PYTHONHASHSEED: "0", PYDANTIC_DISABLE_PLUGINS: "1" }, stdout: console.error });
py.FS.mkdirTree("/work");
py.FS.mount(py.FS.filesystems.NODEFS, { root: work }, "/work");
await py.runPythonAsync(readFileSync(work + "/compile.py", "utf8"));
