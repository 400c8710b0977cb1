"""The bytecode job, run by Pyodide's own CPython under node (compile.mjs; tools/build/bytecode.py).

/work/job.json says what to import ("imports"), the seed of the games to open ("seed") and the app files ("app",
unpacked in /work/app); /work/wheels/<wheel>/ holds each wheel unpacked. Writes /work/out/stdlib/,
/work/out/wheels/<wheel>/, /work/out/app/ (the .pyc files) and /work/out/manifest.json.
"""
import importlib
import importlib.util
import json
import os
import sys
import traceback
import zipfile

sys.dont_write_bytecode = True
with open("/work/job.json") as job_file:
    job = json.load(job_file)
out = "/work/out"
site_packages = next(p for p in sys.path if p.endswith("site-packages"))
stdlib_zip = next(p for p in sys.path if p.endswith(".zip"))

# 1. What a game imports: main.py's imports, the bridge, and a new game of each game drawn for a human.
sys.path.insert(0, "/work/app")
os.chdir("/work/app")
for name in job["imports"]:
    importlib.import_module(name)
try:
    import bridge
    for game in bridge.games():  # every game's modules: each registered game, drawn for a human
        bridge.rules_help(game=game["id"])
        seats = [{"name": "A", "bot": None}, {"name": "B", "bot": game["bot_levels"][0]}]
        bridge.new_game(game=game["id"], seats=seats, seed=job["seed"])
        bridge.table(viewer=0)
except Exception:
    traceback.print_exc()  # fewer modules precompiled, the build goes on
used = sorted({m.__file__[len(stdlib_zip) + 1:] for m in list(sys.modules.values())
               if (getattr(m, "__file__", None) or "").startswith(stdlib_zip + "/")
               and m.__file__.endswith(".py")})
import py_compile  # noqa: E402  (after the census: the page never imports it)


def compile_to(source, cfile, dfile, checked):
    os.makedirs(os.path.dirname(cfile), exist_ok=True)
    mode = py_compile.PycInvalidationMode.CHECKED_HASH if checked else py_compile.PycInvalidationMode.UNCHECKED_HASH
    py_compile.compile(source, cfile=cfile, dfile=dfile, doraise=True, invalidation_mode=mode)


# 2. stdlib modules, read from the zip
with zipfile.ZipFile(stdlib_zip) as zf:
    for rel in used:
        tmp = "/tmp/stdlib/" + rel
        os.makedirs(os.path.dirname(tmp), exist_ok=True)
        with open(tmp, "wb") as f:
            f.write(zf.read(rel))
        compile_to(tmp, f"{out}/stdlib/{rel}c", f"{stdlib_zip}/{rel}", False)
# 3. wheels: /work/wheels/<wheel file>/<path in the wheel>
for wheel in sorted(os.listdir("/work/wheels")):
    root = f"/work/wheels/{wheel}"
    for dirpath, _, names in os.walk(root):
        for name in names:
            rel = os.path.relpath(os.path.join(dirpath, name), root)
            if name.endswith(".py"):
                compile_to(f"{root}/{rel}", f"{out}/wheels/{wheel}/{rel}c", f"{site_packages}/{rel}", False)
# 4. the app, unpacked in the browser's working directory (/home/pyodide)
for rel in job["app"]:
    cached = importlib.util.cache_from_source(rel)
    compile_to(f"/work/app/{rel}", f"{out}/app/{cached}", f"/home/pyodide/{rel}", True)
with open(f"{out}/manifest.json", "w") as manifest:
    json.dump({"stdlib": used, "python": sys.version.split()[0]}, manifest)
