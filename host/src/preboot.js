/*
 * The shell's first script (plain JS, no imports; index.html loads it `async`, long before main.js has arrived and
 * run). It starts, from index.html itself, every request the shell needs at start, so none waits for main.js:
 * - /remotes.json: read from the copy the server inlined into index.html (live at request time), else fetched;
 * - /api/app (the maintenance gate and site settings);
 * - /api/user when the tab holds a session token: the token goes in the Authorization header as the app's own
 *   calls send it (a <link rel=preload> cannot send that header, and a token never goes into a URL).
 * main.js (src/boot.tsx) takes these answers from `window.__h5Boot` instead of asking again.
 * - the start page's opening calls (its route's `startRequests` in remotes.json), as soon as the manifest is known:
 *   the shared client hands their answers to the page's identical calls (shared/src/api/early.ts); an image the
 *   page paints largest (a banner) is preloaded as soon as its answer names it.
 * Then, as soon as the manifest is known, it hints the start route's area entry, routes module and page chunks
 * (<link rel=preload>), and fits the static frame of index.html to the start route (header kind, tab bar, the
 * highlighted tab). A CSP with `script-src 'self'` forbids inline scripts, hence this file.
 */
/* global window, document, location */
(function () {
  const w = window;
  const d = document;
  if (w.__h5Boot) return;
  const cfg = w.__H5_CONFIG__ || {};
  const api = cfg.apiBase || '';
  let token = null;
  try {
    token = sessionStorage.getItem('token');
  } catch (e) {
    /* storage blocked: no session */
  }

  /** The answer as the app's client reads it: { status, body } (body null when it is not JSON). */
  function read(res) {
    return res.json().then(
      function (body) {
        return { status: res.status, body: body };
      },
      function () {
        return { status: res.status, body: null };
      },
    );
  }
  /** A call as the app's client sends it: JSON, the session token in the Authorization header, never in the URL. */
  function send(method, path, body, withToken) {
    const headers = {};
    if (withToken) headers.Authorization = 'Bearer ' + withToken;
    let url = api + path;
    const init = { method: method, headers: headers, credentials: 'same-origin' };
    if (method === 'GET') {
      const q = new URLSearchParams();
      Object.keys(body || {}).forEach(function (k) {
        q.append(k, String(body[k]));
      });
      const qs = q.toString();
      if (qs) url += '?' + qs;
    } else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body || {});
    }
    // the client's own limit (30 s): a call that hangs fails here, and the app asks again itself
    if (typeof AbortController !== 'undefined') {
      const ctl = new AbortController();
      init.signal = ctl.signal;
      setTimeout(function () {
        ctl.abort();
      }, 30000);
    }
    return fetch(url, init).then(read);
  }
  function post(path, withToken) {
    return send('POST', path, {}, withToken);
  }
  function quiet(p) {
    p.catch(function () {});
    return p;
  }

  const inlined = d.getElementById('h5-remotes');
  let remotes;
  if (inlined) {
    try {
      const data = JSON.parse(inlined.textContent || 'null');
      if (data && typeof data === 'object') remotes = Promise.resolve(data);
    } catch (e) {
      /* fetched below */
    }
  }
  if (!remotes)
    remotes = fetch('remotes.json', { cache: 'no-store' }).then(function (res) {
      if (!res.ok) throw new Error('remotes.json: HTTP ' + res.status);
      return res.json();
    });

  w.__h5Boot = {
    remotes: quiet(remotes),
    app: quiet(post('/api/app')),
    token: token,
    user: token ? quiet(post('/api/user', token)) : null,
    // the start page's opening calls (its route's `startRequests`), taken by the client's identical calls
    early: [],
  };

  function preloadImage(src) {
    if (typeof src !== 'string' || !src || /^\s*(javascript|data|blob):/i.test(src)) return;
    const l = d.createElement('link');
    l.rel = 'preload';
    l.as = 'image';
    l.href = src;
    l.setAttribute('fetchpriority', 'high');
    d.head.appendChild(l);
  }

  /** Starts one of the start page's declared calls (plain data from remotes.json: checked, never trusted). */
  function startEarly(r) {
    if (
      !r ||
      (r.method !== 'GET' && r.method !== 'POST') ||
      typeof r.path !== 'string' ||
      !/^\/api\/[\w/.-]+$/.test(r.path)
    )
      return;
    const body = {};
    if (r.body && typeof r.body === 'object')
      Object.keys(r.body).forEach(function (k) {
        const v = r.body[k];
        if (typeof v === 'string' || typeof v === 'number') body[k] = v;
      });
    const answer = quiet(send(r.method, r.path, body, token));
    w.__h5Boot.early.push({ method: r.method, path: r.path, body: body, token: token, at: Date.now(), answer: answer });
    // the image the page paints largest: drawn in the frame when the page has a box for it, else preloaded, as
    // soon as its address is known
    if (typeof r.image === 'string')
      answer.then(
        function (a) {
          const data = a && a.body && a.body.data;
          // a list, or a page of one (`data.data`)
          const list = Array.isArray(data) ? data : data && Array.isArray(data.data) ? data.data : null;
          const first = list ? list[0] : null;
          if (!first || typeof first !== 'object') return;
          if (!(onPicture && onPicture(first[r.image]))) preloadImage(first[r.image]);
        },
        function () {},
      );
  }
  /** Set once the start page's frame has a box for its opening picture: draws it there (true when it did). */
  let onPicture = null;
  let drawn = false;
  /**
   * The picture the server named in index.html for a visit that opens at `/` (a `<link rel=preload>` it added: the
   * browser already fetches it), drawn at once instead of after the page's opening call answers.
   */
  const named = d.querySelector('link[rel="preload"][data-h5-start]');

  /**
   * The start route's frame (RouteMeta.frame, see PageFrame in shared/src/federation/contract.ts), checked by the
   * same rules as pageFrame() there; null when it has none or it is not well formed.
   */
  function frameOf(meta) {
    const f = meta && meta.frame;
    const num = function (v, min, max) {
      return typeof v === 'number' && isFinite(v) && v >= min && v <= max;
    };
    if (!f || typeof f !== 'object' || typeof f.background !== 'string') return null;
    if (
      !/^[#\w\s,.%()-]{1,200}$/.test(f.background) ||
      /url|image|expression/i.test(f.background) ||
      !num(f.inset, 0, 40)
    )
      return null;
    const h = f.hero;
    const hero =
      h && typeof h === 'object' && num(h.ratio, 0.5, 10) && num(h.radius, 0, 40)
        ? {
            ratio: h.ratio,
            radius: h.radius,
            top: num(h.top, 0, 200) ? h.top : 0,
            width: num(h.width, 40, 600) ? h.width : 0,
            picture:
              typeof h.picture === 'string' && /^[\w-]+(\/[\w-]+)*\.(svg|png|webp|jpg)$/.test(h.picture)
                ? h.picture
                : '',
          }
        : null;
    return { background: f.background, dark: f.dark === true, inset: f.inset, hero: hero };
  }

  // a site last seen in maintenance shows nothing of the frame until the gate is decided again
  try {
    const app = JSON.parse(localStorage.getItem('appInfo') || 'null');
    if (app && app.site_state !== undefined && Number(app.site_state) === 0) d.documentElement.className += ' h5f-gate';
  } catch (e) {
    /* no cached settings */
  }

  // a visitor's main header has 登录 and 注册; a player's has the wallet, with the balance the app will show first
  // (its last copy in local storage)
  const auth = d.querySelector('#h5-frame .h5f-a');
  if (auth && !token) auth.className = 'h5f-a h5f-a--on';
  else if (auth) {
    let balance = '0.00';
    try {
      const user = JSON.parse(localStorage.getItem('userInfo') || 'null');
      if (user && user.balance != null) balance = String(user.balance).replace(/["\\]/g, '');
    } catch (e) {
      /* no cached player */
    }
    const wallet = d.createElement('div');
    wallet.className = 'h5f-w';
    wallet.innerHTML =
      '<i></i><b></b><u><svg viewBox="0 0 24 24" width="18" height="18"><path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5"/></svg></u><s></s>';
    wallet.querySelector('b').setAttribute('data-v', balance);
    auth.parentNode.replaceChild(wallet, auth);
  }

  const hash = (location.hash || '').replace(/^#/, '');
  const startPath = hash.split('?')[0] || '/';

  function link(href, as) {
    const l = d.createElement('link');
    l.rel = 'preload';
    l.as = as;
    l.href = href;
    d.head.appendChild(l);
  }

  function tabsHtml(tabs, active) {
    return tabs
      .map(function (t) {
        const icon = (t.tab.icon || [])
          .map(function (p) {
            return '<path d="' + String(p).replace(/[^-0-9a-zA-Z., ]/g, '') + '"/>';
          })
          .join('');
        const label = String(t.tab.label).replace(/[&<>"]/g, '');
        return (
          '<span' +
          (t.path === active ? ' class="on"' : '') +
          ' data-label="' +
          label +
          '"><svg viewBox="0 0 24 24" width="24" height="24">' +
          icon +
          '</svg></span>'
        );
      })
      .join('');
  }

  remotes.then(
    function (manifest) {
      const routes = [];
      Object.keys(manifest || {}).forEach(function (area) {
        (manifest[area].routes || []).forEach(function (r) {
          routes.push({ area: area, meta: r });
        });
      });
      const find = function (p) {
        for (let i = 0; i < routes.length; i++) if (routes[i].meta.path === p) return routes[i];
        return null;
      };
      // unknown paths go to /; a guarded one sends a visitor to /login
      let hit = find(startPath) || find('/');
      if (hit && hit.meta.auth && !token) hit = find('/login');

      const opens = hit && !(hit.meta.askLogin && !token);
      const frame = d.getElementById('h5-frame');
      const main = frame && frame.querySelector('.h5f-m');
      const look = opens && main ? frameOf(hit.meta) : null;
      // the page's opening picture, in its box, as soon as its answer names it (the shell's loading view and the page
      // then draw it in the same place: see useEarlyHero)
      if (look && look.hero)
        onPicture = function (src) {
          if (typeof src !== 'string' || !src || /^\s*(javascript|data|blob):/i.test(src)) return false;
          // the loading views draw it too: also when the app has already replaced the frame (main.js came first)
          w.__h5Boot.hero = { path: hit.meta.path, src: src };
          try {
            w.dispatchEvent(new Event('h5:hero'));
          } catch (e) {
            /* an old browser: the views read it when they render */
          }
          if (!d.getElementById('h5-frame')) return false;
          if (drawn) return true;
          drawn = true;
          const img = d.createElement('img');
          img.alt = '';
          img.setAttribute('fetchpriority', 'high');
          img.src = src;
          main.querySelector('i').appendChild(img);
          return true;
        };

      // the server drew the frame as the route it names (data-h5-start: `/`, its picture in its box; index.html's
      // inline script another route's) so that the browser paints it before any script runs: kept for that route,
      // undone for any other start route
      const served = main && main.getAttribute('data-h5-start');
      if (served !== null && served !== undefined) {
        main.removeAttribute('data-h5-start');
        if (onPicture && served === hit.meta.path) drawn = true;
        else {
          main.removeAttribute('style');
          main.className = 'h5f-m';
          const box = main.querySelector('i');
          box.removeAttribute('style');
          box.innerHTML = '';
        }
      }
      if (onPicture && named && named.getAttribute('data-h5-start') === hit.meta.path)
        onPicture(named.getAttribute('href'));
      // a page whose opening picture is its own art (frame.hero.picture): a file of its area's build
      if (onPicture && look.hero.picture) onPicture(manifest[hit.area].entry.replace(/[^/]*$/, '') + look.hero.picture);

      // hints: the start page's area entry, routes module and page chunks (a page that asks a visitor to log in: none)
      if (opens) {
        (hit.meta.startRequests || []).forEach(startEarly);
        const entry = manifest[hit.area].entry;
        link(entry, 'script');
        const base = entry.replace(/[^/]*$/, '');
        (hit.meta.preload || []).forEach(function (f) {
          if (/^[\w./-]+$/.test(f) && f.indexOf('..') < 0) link(base + f, /\.css$/.test(f) ? 'style' : 'script');
        });
      }

      // the frame, as the shell will draw this route (unknown paths render as /)
      if (!frame) return;
      const meta = hit ? hit.meta : null;
      const header = frame.querySelector('.h5f-h');
      const bar = frame.querySelector('.h5f-t');
      const tabs = routes
        .map(function (r) {
          return r.meta;
        })
        .filter(function (r) {
          return r.tab;
        })
        .sort(function (a, b) {
          return (a.tab.order || 0) - (b.tab.order || 0);
        });
      const kind = (meta && meta.header) || 'main';
      if (kind === 'back') {
        header.className = 'h5f-h h5f-h--back';
        const by = meta.headerTitleBy;
        const q = new URLSearchParams(hash.split('?')[1] || '');
        const byTitle = by && by.titles ? by.titles[q.get(by.param) || ''] : '';
        header.setAttribute('data-title', byTitle || meta.headerTitle || meta.title || '');
      } else if (kind === 'none') header.className = 'h5f-h h5f-h--none';
      if (kind !== 'main') main.className = 'h5f-m' + (kind === 'none' ? ' h5f-m--top' : '');
      // the page's own colours, padding and picture box
      if (look) {
        main.className += look.dark ? ' h5f-m--dark' : '';
        main.style.background = look.background;
        main.style.padding =
          (kind === 'none' ? 0 : 48) + look.inset + (look.hero ? look.hero.top : 0) + 'px ' + look.inset + 'px 0';
        main.style.minHeight = '100vh';
        if (look.hero) {
          const box = main.querySelector('i');
          if (look.hero.width) {
            box.style.width = look.hero.width + 'px';
            box.style.marginLeft = 'auto';
            box.style.marginRight = 'auto';
          }
          if (look.hero.picture) {
            // the page's own art: drawn on the page's background, not on a placeholder
            box.style.background = 'none';
            box.style.animation = 'none';
            box.style.boxShadow = 'none';
          }
          box.style.height = 'auto';
          box.style.aspectRatio = String(look.hero.ratio);
          box.style.borderRadius = look.hero.radius + 'px';
        }
      }
      const active = meta ? (meta.tab ? meta.path : meta.activeTab) : undefined;
      if ((meta && meta.tabBar === false) || tabs.length === 0) bar.className = 'h5f-t h5f-t--none';
      else bar.innerHTML = tabsHtml(tabs, active);
    },
    function () {},
  );
})();
