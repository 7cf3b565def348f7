/*
 * The site's service worker (served as /sw.js, `Cache-Control: no-cache`; registered by src/service-worker.ts once
 * the page has loaded, production builds only). The build (rspack.shared.js, ServiceWorkerPlugin) writes the shell's
 * file list and a version over `self.__H5_SW__` below; a new host build is a new worker, which replaces the old one at
 * once and drops its caches.
 *
 * What it does with each same-origin GET (everything else, and every /api/* call, goes to the network untouched: a
 * player's data is never cached here):
 * - a page load (navigation): the network, always; when the network fails, the precached offline page (offline.html)
 *   in the shell's look, with a button to try again. index.html itself is never kept: it carries the live
 *   remotes.json inlined, and an old copy would start old area versions.
 * - /remotes.json, every area's remoteEntry.js and the areas' JSON manifests: network first (a copy is kept only for a
 *   moment without network), so a deploy or a rollback reaches an installed app on its next start exactly as it
 *   reaches a browser.
 * - the shell's files (precached at install) and every content-hashed file (`name.3f9a1c2b.js`, a published area
 *   version's chunks): cache first; a hashed name never changes content, so a cached copy is never stale.
 * - anything else (the content's pictures, the manifest): the network as without a worker.
 */
'use strict';

const BUILD = self.__H5_SW__ || { version: 'dev', precache: [] };
const SHELL = 'h5-shell-' + BUILD.version;
/** content-hashed files met while browsing (immutable), kept across versions, trimmed to the newest MAX_HASHED */
const HASHED_CACHE = 'h5-hashed';
/** the last remotes.json and area entries, only for when the network fails */
const LIVE_CACHE = 'h5-live';
const MAX_HASHED = 200;
const OFFLINE = new URL('offline.html', self.registration.scope).href;
/** the same test as the server's (server/src/plugins/app/static-hosting.ts): such a name is cached for a year */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const PRECACHED = new Set(
  BUILD.precache.map(function (f) {
    return new URL(f, self.registration.scope).href;
  }),
);

self.addEventListener('install', function (event) {
  event.waitUntil(
    caches
      .open(SHELL)
      .then(function (cache) {
        return cache.addAll(Array.from(PRECACHED));
      })
      .then(function () {
        return self.skipWaiting();
      }),
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (names) {
        return Promise.all(
          names
            .filter(function (n) {
              return n.indexOf('h5-shell-') === 0 && n !== SHELL;
            })
            .map(function (n) {
              return caches.delete(n);
            }),
        );
      })
      .then(function () {
        // the page's request goes out while the worker starts, not after
        return self.registration.navigationPreload && self.registration.navigationPreload.enable();
      })
      .then(function () {
        return self.clients.claim();
      }),
  );
});

/** Always the network; the offline page when it cannot be reached. */
function page(event) {
  const fromNetwork = Promise.resolve(event.preloadResponse).then(function (preloaded) {
    return preloaded || fetch(event.request);
  });
  return fromNetwork.catch(function () {
    return caches.match(OFFLINE).then(function (offline) {
      return (
        offline ||
        new Response(
          '<!doctype html><meta charset="utf-8"><title>网络连接已断开</title><p>网络连接已断开，请检查网络后重试。</p>',
          {
            status: 503,
            headers: { 'Content-Type': 'text/html; charset=utf-8' },
          },
        )
      );
    });
  });
}

/** The network first (as a browser without a worker asks it); the last copy only when the network fails. */
function networkFirst(request) {
  return fetch(request).then(
    function (res) {
      if (res.ok) {
        const copy = res.clone();
        caches.open(LIVE_CACHE).then(function (c) {
          return c.put(request, copy);
        });
      }
      return res;
    },
    function (err) {
      return caches.open(LIVE_CACHE).then(function (c) {
        return c.match(request).then(function (hit) {
          if (hit) return hit;
          throw err;
        });
      });
    },
  );
}

/** A file whose content never changes under its name: the cache, else the network (then kept). */
function cacheFirst(request, cacheName) {
  return caches.match(request).then(function (hit) {
    if (hit) return hit;
    return fetch(request).then(function (res) {
      if (res.ok && res.status === 200 && res.type === 'basic') {
        const copy = res.clone();
        caches.open(cacheName).then(function (c) {
          return c.put(request, copy).then(function () {
            return cacheName === HASHED_CACHE ? trim(c) : undefined;
          });
        });
      }
      return res;
    });
  });
}

function trim(cache) {
  return cache.keys().then(function (keys) {
    return Promise.all(
      keys.slice(0, Math.max(0, keys.length - MAX_HASHED)).map(function (k) {
        return cache.delete(k);
      }),
    );
  });
}

self.addEventListener('fetch', function (event) {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const p = url.pathname;
  // the API: never cached, never touched
  if (p === '/api' || p.indexOf('/api/') === 0) return;
  if (request.mode === 'navigate') return event.respondWith(page(event));
  // which version of each area is live: always asked
  if (p === '/remotes.json' || /\/remoteEntry\.js$/.test(p) || (p.indexOf('/remotes/') === 0 && /\.json$/.test(p)))
    return event.respondWith(networkFirst(request));
  if (PRECACHED.has(url.origin + p) && !url.search) return event.respondWith(cacheFirst(request, SHELL));
  if (HASHED.test(p) && !url.search) return event.respondWith(cacheFirst(request, HASHED_CACHE));
});
