// The memory snapshot's maker (tools/build/snapshot.py runs it): `node snapshot.mjs <pyodide dir>/ <work>`
// starts the Pyodide the site ships with snapshots enabled, puts the archives of <work>/files.json
// where web/main.py's Loader puts them, imports what the first table needs (the same imports as the
// Loader's engine steps) and writes the interpreter's memory, gzip'd, to <work>/snapshot.bin.gz.
// No JS object may be held by Python when the snapshot is made (Pyodide refuses to serialise it).
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
const [indexDir, work] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(indexDir + "pyodide.mjs").href);
const py = await loadPyodide({ indexURL: indexDir, _makeSnapshot: true, env: { PYTHONHASHSEED: "0" },
  stdout: console.error, stderr: console.error });
const { files, imports } = JSON.parse(readFileSync(work + "/files.json", "utf8"));
for (const [name, path] of files) {
  const data = new Uint8Array(readFileSync(path));
  if (name.endsWith("-none-any.whl")) {  // zipimported from the file itself, as the Loader does
    py.FS.mkdirTree("/home/pyodide/wheels");
    py.FS.writeFile(`/home/pyodide/wheels/${name}`, data);
    py.runPython(`import sys; sys.path.append("/home/pyodide/wheels/${name}")`);
  } else {
    py.unpackArchive(data, "zip");
  }
}
py.runPython(imports);
writeFileSync(work + "/snapshot.bin.gz", gzipSync(py.makeMemorySnapshot(), { level: 9 }));
