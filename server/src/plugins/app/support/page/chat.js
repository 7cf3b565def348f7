/* global document, window, location */
/*
 * The built-in customer-service chat (served at /support/, framed by /kefu). Plain script, no framework, no build.
 * Who is writing: the player, by the session token the site keeps in session storage (key `token`, the same one the
 * app sends; a same-origin frame shares it), sent as `Authorization: Bearer` like every call — never in a URL; else a
 * visitor, by a random id kept in local storage and sent in a header. Every text is put on the page as text
 * (textContent), never as markup. New messages arrive by long polling (POST /api/support/poll).
 */
(function () {
  'use strict';

  const cfg = JSON.parse(document.getElementById('support-config').textContent);
  const L = cfg.limits;
  const M = cfg.messages;
  const TOKEN_KEY = 'token';
  const VISITOR_KEY = 'supportVisitorId';
  const GAP_MS = 5 * 60 * 1000;
  const WELCOME = '您好，欢迎来到星耀娱乐在线客服！请直接输入您要咨询的问题，客服会尽快为您解答。';
  /** quick topics under the welcome line: a tap puts the words in the field (nothing is sent without 发送) */
  const TOPICS = ['充值未到账', '提款进度查询', '账户与密码', '活动与优惠咨询'];
  const BINARY =
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

  function $(id) {
    return document.getElementById(id);
  }
  const list = $('sc-list');
  const items = $('sc-items');
  const more = $('sc-more');
  const form = $('sc-form');
  const input = $('sc-input');
  const sendBtn = $('sc-send');
  const counter = $('sc-count');
  const toastEl = $('sc-toast');
  const who = $('sc-who');
  const statusEl = $('sc-status');
  const app = $('app');

  // ------------------------------------------------------------------ who is writing

  function readToken() {
    try {
      return sessionStorage.getItem(TOKEN_KEY) || '';
    } catch (e) {
      return '';
    }
  }

  function randomId() {
    const bytes = new Uint8Array(24);
    crypto.getRandomValues(bytes);
    let s = '';
    for (let i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]);
    return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  let memoryVisitor = '';
  function visitorId() {
    try {
      let id = localStorage.getItem(VISITOR_KEY);
      if (!id || !/^[A-Za-z0-9_-]{22,64}$/.test(id)) {
        id = randomId();
        localStorage.setItem(VISITOR_KEY, id);
      }
      return id;
    } catch (e) {
      if (!memoryVisitor) memoryVisitor = randomId();
      return memoryVisitor;
    }
  }

  /** the token this page writes with ('' = visitor); a token the server refused is not used again */
  let token = '';
  let refusedToken = '';
  function currentToken() {
    const t = readToken();
    return t && t !== refusedToken ? t : '';
  }

  // ------------------------------------------------------------------ calls

  function NetworkError() {}

  function call(path, body, signal) {
    const headers = { 'Content-Type': 'application/json' };
    if (token) headers.Authorization = 'Bearer ' + token;
    else headers[cfg.visitorHeader] = visitorId();
    return fetch('/api/support/' + path, {
      method: 'POST',
      headers: headers,
      body: JSON.stringify(body || {}),
      credentials: 'omit',
      cache: 'no-store',
      signal: signal,
    }).then(
      function (res) {
        return res.json().then(
          function (env) {
            if (!env || typeof env.code !== 'number') throw new NetworkError();
            return env;
          },
          function () {
            throw new NetworkError();
          },
        );
      },
      function (err) {
        if (err && err.name === 'AbortError') throw err;
        throw new NetworkError();
      },
    );
  }

  // ------------------------------------------------------------------ state

  let confirmed = []; // stored messages, ascending id
  let byId = {};
  let pending = []; // {clientId, content, status: 'sending'|'failed', error, at}
  let lastId = 0;
  let hasMore = false;
  let loaded = false;
  let loadError = false;
  let generation = 0;
  let pollAbort = null;

  function merge(messages) {
    let added = false;
    for (let i = 0; i < messages.length; i++) {
      const m = messages[i];
      if (byId[m.id]) continue;
      byId[m.id] = m;
      confirmed.push(m);
      added = true;
      if (m.id > lastId) lastId = m.id;
      if (m.client_id) {
        pending = pending.filter(function (p) {
          return p.clientId !== m.client_id;
        });
      }
    }
    if (added) {
      confirmed.sort(function (a, b) {
        return a.id - b.id;
      });
    }
    return added;
  }

  // ------------------------------------------------------------------ time (Asia/Shanghai)

  const SH = 8 * 3600 * 1000;
  function pad(n) {
    return (n < 10 ? '0' : '') + n;
  }
  /** 'YYYY-MM-DD HH:mm:ss' (Shanghai, as the server writes it) → epoch ms */
  function parseShanghai(text) {
    const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text || '');
    if (!m) return Date.now();
    return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) - SH;
  }
  function shanghaiParts(ms) {
    const d = new Date(ms + SH);
    return {
      y: d.getUTCFullYear(),
      mo: d.getUTCMonth() + 1,
      d: d.getUTCDate(),
      h: d.getUTCHours(),
      mi: d.getUTCMinutes(),
    };
  }
  function clock(ms) {
    const p = shanghaiParts(ms);
    return pad(p.h) + ':' + pad(p.mi);
  }
  function dayKey(ms) {
    const p = shanghaiParts(ms);
    return p.y * 10000 + p.mo * 100 + p.d;
  }
  function dividerLabel(ms) {
    const now = Date.now();
    const p = shanghaiParts(ms);
    const t = clock(ms);
    if (dayKey(ms) === dayKey(now)) return t;
    if (dayKey(ms) === dayKey(now - 86400000)) return '昨天 ' + t;
    if (p.y === shanghaiParts(now).y) return p.mo + '月' + p.d + '日 ' + t;
    return p.y + '年' + p.mo + '月' + p.d + '日 ' + t;
  }

  // ------------------------------------------------------------------ drawing (text only, never markup)

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  const agentTemplate = document.getElementById('sc-agent-tpl');
  function agentAvatar() {
    const span = el('span', 'sc-avatar');
    span.appendChild(agentTemplate.content.firstElementChild.cloneNode(true));
    return span;
  }

  /** `cont`: follows a message of the same side within a minute (no second avatar or name, tighter spacing) */
  function bubbleRow(kind, content, meta, extra, cont) {
    const row = el('div', 'sc-row sc-row--' + kind + (cont ? ' sc-row--cont' : ''));
    if (kind === 'agent') row.appendChild(cont ? el('span', 'sc-avatar sc-avatar--blank') : agentAvatar());
    const col = el('div', 'sc-col');
    if (kind === 'agent' && !cont) col.appendChild(el('span', 'sc-name', '在线客服'));
    const line = el('div', 'sc-line');
    if (extra) line.appendChild(extra);
    line.appendChild(el('div', 'sc-bubble', content));
    col.appendChild(line);
    if (meta) col.appendChild(meta);
    row.appendChild(col);
    return row;
  }

  const JOIN_MS = 60 * 1000;
  const sideOf = (m) => (m.sender === 'system' ? 'system' : m.sender === 'operator' ? 'agent' : 'me');
  /** two messages drawn as one group: same side, same day, less than a minute apart */
  const joined = (a, b) =>
    !!a && !!b && a.side === b.side && a.side !== 'system' && b.ms - a.ms < JOIN_MS && dayKey(a.ms) === dayKey(b.ms);

  function render() {
    const frag = document.createDocumentFragment();
    more.hidden = !hasMore;
    if (!hasMore && loaded) {
      frag.appendChild(bubbleRow('agent', WELCOME, null, null));
      const topics = el('div', 'sc-topics');
      topics.setAttribute('aria-label', '常见问题');
      TOPICS.forEach(function (topic) {
        const chip = el('button', 'sc-topic', topic);
        chip.type = 'button';
        chip.addEventListener('click', function () {
          input.value = topic + '：';
          updateBar();
          input.focus();
        });
        topics.appendChild(chip);
      });
      frag.appendChild(topics);
    }
    if (loadError && !loaded) {
      const box = el('div', 'sc-error');
      box.appendChild(el('p', '', '连接客服失败，请检查网络'));
      const retry = el('button', 'sc-error__btn', '重新连接');
      retry.type = 'button';
      retry.addEventListener('click', start);
      box.appendChild(retry);
      frag.appendChild(box);
    }
    if (!loaded && !loadError) {
      const wait = el('div', 'sc-loading');
      wait.appendChild(el('i', 'sc-spinner'));
      wait.appendChild(el('span', '', '正在连接客服…'));
      frag.appendChild(wait);
    }
    let prev = 0;
    function divider(ms) {
      if (!prev || ms - prev > GAP_MS || dayKey(ms) !== dayKey(prev))
        frag.appendChild(el('div', 'sc-time', dividerLabel(ms)));
      prev = ms;
    }
    const entries = confirmed.map(function (m) {
      return { m: m, side: sideOf(m), ms: parseShanghai(m.created_at) };
    });
    const firstPending = pending.length ? { side: 'me', ms: pending[0].at } : null;
    entries.forEach(function (e, i) {
      const before = entries[i - 1];
      const after = entries[i + 1] || firstPending;
      divider(e.ms);
      if (e.side === 'system') {
        frag.appendChild(el('div', 'sc-system', e.m.content));
        return;
      }
      // the time is shown under the last message of a group
      const meta = joined(e, after) ? null : el('span', 'sc-meta', clock(e.ms));
      const row = bubbleRow(e.side, e.m.content, meta, null, joined(before, e));
      row.setAttribute('data-id', String(e.m.id));
      frag.appendChild(row);
    });
    pending.forEach(function (p) {
      divider(p.at);
      let status;
      let meta;
      if (p.status === 'sending') {
        status = el('i', 'sc-spinner sc-spinner--small');
        status.setAttribute('aria-label', '发送中');
        meta = el('span', 'sc-meta', '发送中…');
      } else {
        status = el('button', 'sc-retry', '!');
        status.type = 'button';
        status.setAttribute('aria-label', '重新发送');
        status.addEventListener('click', function () {
          deliver(p);
        });
        meta = el('button', 'sc-meta sc-meta--failed', p.error ? p.error + '，点击重试' : M.failed);
        meta.type = 'button';
        meta.addEventListener('click', function () {
          deliver(p);
        });
      }
      const row = bubbleRow('me', p.content, meta, status, false);
      row.classList.add(p.status === 'sending' ? 'is-sending' : 'is-failed');
      frag.appendChild(row);
    });
    items.textContent = '';
    items.appendChild(frag);
  }

  function nearBottom() {
    return list.scrollHeight - list.scrollTop - list.clientHeight < 80;
  }
  function toBottom() {
    list.scrollTop = list.scrollHeight;
  }
  function redraw(stick) {
    const follow = stick || nearBottom();
    render();
    if (follow) toBottom();
  }

  let toastTimer = 0;
  function toast(text) {
    toastEl.textContent = text;
    toastEl.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(function () {
      toastEl.hidden = true;
    }, 2400);
  }

  function setOnline(online) {
    app.classList.toggle('is-offline', !online);
    statusEl.textContent = online ? '7×24 小时在线为您服务' : '网络连接中断，正在重新连接…';
  }

  function showWho() {
    if (token) {
      who.hidden = true;
      return;
    }
    who.textContent = '';
    who.appendChild(document.createTextNode('您正在以游客身份咨询，登录后客服可更快核实您的账户问题。'));
    const link = el('a', 'sc-who__link', '去登录');
    link.href = '/#/login?redirect=%2Fkefu';
    link.target = '_top';
    // Framed by the site (/kefu, /gamePage?dailiD=2), the frame is sandboxed without top navigation: the site opens
    // its login page itself when asked (EmbeddedPage's `h5:navigate`, accepted from its own origin only).
    link.addEventListener('click', function (e) {
      if (window.parent === window) return;
      e.preventDefault();
      window.parent.postMessage({ type: 'h5:navigate', path: '/login?redirect=%2Fkefu' }, location.origin);
    });
    who.appendChild(link);
    who.hidden = false;
  }

  // ------------------------------------------------------------------ loading, polling

  function sleep(ms) {
    return new Promise(function (r) {
      setTimeout(r, ms);
    });
  }

  /** (Re)starts everything for whoever is writing now (the first load, a retry, a login or logout in the site). */
  function start() {
    generation++;
    const gen = generation;
    if (pollAbort) pollAbort.abort();
    token = currentToken();
    confirmed = [];
    byId = {};
    lastId = 0;
    hasMore = false;
    loaded = false;
    loadError = false;
    showWho();
    render();
    call('history', {}).then(
      function (env) {
        if (gen !== generation) return;
        if (env.code === 401) return refuseToken();
        if (env.code !== 200) {
          loadError = true;
          toast(env.message);
          render();
          return;
        }
        loaded = true;
        merge(env.data.messages);
        hasMore = !!env.data.has_more;
        setOnline(true);
        redraw(true);
        pollLoop(gen);
      },
      function () {
        if (gen !== generation) return;
        loadError = true;
        setOnline(false);
        render();
      },
    );
  }

  /** The site's session ended: go on as a visitor (the player's own conversation stays theirs). */
  function refuseToken() {
    refusedToken = token;
    toast('登录已过期，已切换为游客咨询');
    start();
  }

  function pollLoop(gen) {
    let failures = 0;
    let limited = false;
    function next() {
      if (gen !== generation) return;
      if (currentToken() !== token) return start();
      pollAbort = new AbortController();
      call('poll', { after: lastId }, pollAbort.signal).then(
        function (env) {
          if (gen !== generation) return;
          failures = 0;
          setOnline(true);
          if (env.code !== 429) limited = false;
          if (env.code === 200) {
            if (merge(env.data.messages)) redraw(false);
            next();
          } else if (env.code === 401) {
            refuseToken();
          } else if (env.code === 429) {
            // too many chat windows open on this network (or for this player): say so once, then try again slowly
            if (!limited) toast(env.message);
            limited = true;
            sleep(15000).then(next);
          } else {
            sleep(3000).then(next);
          }
        },
        function (err) {
          if (gen !== generation || (err && err.name === 'AbortError')) return;
          failures++;
          if (failures > 1) setOnline(false);
          sleep(Math.min(10000, 1000 * failures)).then(next);
        },
      );
    }
    next();
  }

  more.addEventListener('click', function () {
    if (!confirmed.length) return;
    const gen = generation;
    more.disabled = true;
    call('history', { before: confirmed[0].id }).then(
      function (env) {
        more.disabled = false;
        if (gen !== generation) return;
        if (env.code !== 200) return toast(env.message);
        const before = list.scrollHeight - list.scrollTop;
        merge(env.data.messages);
        hasMore = !!env.data.has_more;
        render();
        list.scrollTop = list.scrollHeight - before;
      },
      function () {
        more.disabled = false;
        toast(M.network);
      },
    );
  });

  // ------------------------------------------------------------------ writing

  function chars(text) {
    return Array.from(text).length;
  }

  /** The shared rule (server: @h5/shared/validators checkSupportMessage), same order and words. */
  function check(value) {
    const text = value.trim();
    if (text === '') return M.empty;
    if (BINARY.test(text)) return M.badCharacters;
    if (chars(text) > L.messageMax) return M.tooLong;
    return null;
  }

  function updateBar() {
    const n = chars(input.value.trim());
    const follow = nearBottom();
    sendBtn.disabled = n === 0;
    counter.hidden = n < L.messageMax - 50;
    counter.parentNode.classList.toggle('has-count', !counter.hidden);
    counter.textContent = n + '/' + L.messageMax;
    counter.classList.toggle('is-over', n > L.messageMax);
    input.style.height = 'auto';
    input.style.height = Math.min(input.scrollHeight + 2, 96) + 'px';
    // a growing field keeps the newest message in view
    if (follow) toBottom();
  }

  function deliver(p) {
    const gen = generation;
    p.status = 'sending';
    p.error = '';
    redraw(true);
    call('send', { content: p.content, client_id: p.clientId }).then(
      function (env) {
        if (gen !== generation) return;
        if (env.code === 200) {
          merge([env.data]);
          pending = pending.filter(function (x) {
            return x !== p;
          });
          redraw(true);
          return;
        }
        if (env.code === 401) {
          p.status = 'failed';
          p.error = '登录已过期';
          refuseToken();
          return;
        }
        toast(env.message);
        if (env.code === 400 && input.value.trim() === '') {
          // the text itself was refused: give it back to edit, nothing typed is lost
          pending = pending.filter(function (x) {
            return x !== p;
          });
          input.value = p.content;
          updateBar();
        } else {
          p.status = 'failed';
          p.error = env.message;
        }
        redraw(false);
      },
      function () {
        if (gen !== generation) return;
        p.status = 'failed';
        p.error = '网络错误';
        toast(M.network);
        redraw(false);
      },
    );
  }

  function submit() {
    const problem = check(input.value);
    if (problem) {
      toast(problem);
      return;
    }
    const p = { clientId: randomId(), content: input.value.trim(), status: 'sending', error: '', at: Date.now() };
    pending.push(p);
    input.value = '';
    updateBar();
    deliver(p);
    input.focus();
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    submit();
  });
  input.addEventListener('input', updateBar);
  input.addEventListener('keydown', function (e) {
    if (e.key === 'Enter' && !e.shiftKey && !e.isComposing && e.keyCode !== 229) {
      e.preventDefault();
      submit();
    }
  });

  start();
  updateBar();
})();
