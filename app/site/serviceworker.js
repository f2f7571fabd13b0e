// Stones service worker, version {{.Version}}: after one visit the page works
// with the network off, and a new deploy reaches a returning visitor on the
// next load. (A Go template: app/site/site.go fills in the version and the files.)
//
// The cache holds exactly one version of the site: the files of the deploy
// this worker belongs to, fetched together when it installs, in a cache named
// after the version. Pages go to the network first, and the cached page
// answers when the network fails. Only GET requests of this origin are
// handled.
//
// Never two versions in one page. A page and its program must come from the
// same deploy, so the worker remembers, for each page it served, where that
// page came from, and its files come from the same place:
//   - a page the network served takes its files from the network, as if
//     there were no worker (the browser's HTTP cache and its cache of
//     compiled WebAssembly work as usual). When one of them fails, say the
//     network sent a new index.html and then dropped before the
//     WebAssembly, that load fails with go-app's error rather than run the
//     cached program of another deploy; the next load is wholly the cached
//     version (offline) or wholly the new one (online);
//   - a page the cache served (the network was down) takes every file from
//     the cache: the same version, even if the network comes back meanwhile.
// The worker forgets its pages when the browser stops it between visits;
// a request from a page it does not know (or from a dedicated worker, which
// is a client of its own) goes to the network first, then to the cache,
// unless it names another version (?version=…): then to the network only.

const version = "{{.Version}}";
const cacheName = "stones-" + version;
const shell = {{.ResourcesToCache}}; // "/" is the page, for every path and query

// pages maps a page (a client's id) to where it came from: "network" or
// "cache".
const pages = new Map();

self.addEventListener("install", (event) => {
  event.waitUntil(install().then(() => self.skipWaiting()));
});

// install fetches every file of the shell, each checked with the server
// ("no-cache": a file the page has just loaded costs a 304), and keeps them
// only if all arrived and the page is this worker's version: a deploy
// landing during the install must not leave a mixed cache.
async function install() {
  const responses = await Promise.all(
    shell.map(async (url) => {
      const res = await fetch(new Request(url, { cache: "no-cache" }));
      if (!res.ok) {
        throw new Error(`Stones service worker: ${url}: ${res.status}`);
      }
      return [url, res];
    })
  );
  const page = responses.find(([url]) => url === "/")[1];
  const got = pageVersion(await page.clone().text());
  if (got !== version) {
    throw new Error(`Stones service worker ${version}: the server's page is version ${got}`);
  }
  const cache = await caches.open(cacheName);
  await Promise.all(responses.map(([url, res]) => cache.put(url, res)));
}

// activate deletes the other versions' caches, turns on navigation preload
// (the browser asks for the page while it starts the worker, so going
// through the worker costs a page almost nothing) and takes the open pages.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== cacheName).map((key) => caches.delete(key))))
      .then(() => self.registration.navigationPreload && self.registration.navigationPreload.enable())
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) {
    return;
  }
  if (req.mode === "navigate") {
    event.respondWith(navigate(event));
    return;
  }
  const from = pages.get(event.clientId);
  if (from === "network" || otherVersion(req)) {
    return; // the browser fetches it as without a worker
  }
  event.respondWith(from === "cache" ? cacheFirst(req) : networkFirst(req));
});

// navigate answers a page: the network's, else the cached page (every path
// and query is the same page: its program reads the query).
async function navigate(event) {
  try {
    const res = (await event.preloadResponse) || (await fetch(event.request));
    pages.set(event.resultingClientId, "network");
    return res;
  } catch (err) {
    const page = await cached("/");
    if (!page) {
      throw err;
    }
    pages.set(event.resultingClientId, "cache");
    return page;
  }
}

// cacheFirst answers a file of a page the cache served.
async function cacheFirst(req) {
  return (await cached(req)) || fetch(req);
}

// networkFirst answers a file of a page the worker does not know.
async function networkFirst(req) {
  try {
    return await fetch(req);
  } catch (err) {
    const res = await cached(req);
    if (!res) {
      throw err;
    }
    return res;
  }
}

// otherVersion reports whether a request names a version of the site
// (?version=…) other than this worker's: the solver's worker asks for the
// program of its page's version, and a page of a new deploy must not run
// this worker's program, which the cache would give when the network
// fails.
function otherVersion(req) {
  const v = new URL(req.url).searchParams.get("version");
  return v !== null && v !== version;
}

// cached is this version's copy of a request, or undefined. The copies were
// fetched by the worker, whose request headers differ from a page's:
// ignoreVary lets a page's request match them, and ignoreSearch a request
// that names its version.
async function cached(req) {
  const cache = await caches.open(cacheName);
  return cache.match(req, { ignoreVary: true, ignoreSearch: true });
}

// pageVersion reads a page's <meta name="stones-version">, "" without one.
function pageVersion(html) {
  const m = /<meta name="stones-version" content="([^"]*)">/.exec(html);
  return m ? m[1] : "";
}
