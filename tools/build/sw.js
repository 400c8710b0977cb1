// The site's service worker (tools/build/sw.js: the build fills in VERSION and FILES; edit it there).
// Cache-first, with two choices:
// - the precache uses cache: "no-cache" (revalidate), not "reload": on the first visit the files the
//   page just loaded come back as 304s from the HTTP cache instead of being downloaded twice, and
//   nothing can be stale;
// - a new version waits (no skipWaiting on install) until the page asks for it, so an open tab never
//   has its files deleted while it loads; boot.js shows a "reload" button when a new version waits,
//   and the next page load takes it when no other tab of the site is open.
// Cache names carry the SW scope because every GitHub Pages project of a user shares one origin.
const VERSION = "dev";
const PREFIX = "evolution:" + self.registration.scope + ":";
const CACHE = PREFIX + VERSION;
const FILES = [];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) =>
    cache.addAll(FILES.map((url) => new Request(url, { cache: "no-cache" })))));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys
      .filter((key) => key.startsWith(PREFIX) && key !== CACHE)
      .map((key) => caches.delete(key))))
    .then(() => self.clients.claim()));
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
  // A page that starts loading while this version waits (boot.js): it takes over if that page is the
  // site's only one, so no other open tab loses the files of the version it runs.
  // It answers on the message's port whether it takes over ("taken") or waits on ("kept"), as soon as
  // it knows: skipWaiting() settles only once this version is active, and Chromium activates it when
  // the old version is idle, which took 1-11 s after a reload (tests/browser/test_update.py).
  else if (event.data === "skip-waiting-if-alone") {
    const answer = (word) => event.ports[0]?.postMessage(word);
    event.waitUntil(self.clients.matchAll({ type: "window", includeUncontrolled: true })
      .then((windows) => {
        answer(windows.length <= 1 ? "taken" : "kept");
        return windows.length <= 1 ? self.skipWaiting() : undefined;
      }));
  }
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(request, { ignoreSearch: true }))
    .then((hit) => hit || fetch(request)));
});
