// The simulator's demo game page (plain browser JS, inlined with a CSP nonce). It talks only to /venue/<platname>/api/*
// with the venue session cookie; every outcome comes from the server.
(function () {
  'use strict';
  const cfg = JSON.parse(document.getElementById('cfg').textContent);
  const $ = function (sel, root) {
    return (root || document).querySelector(sel);
  };
  const esc = function (s) {
    return String(s).replace(/[&<>"']/g, function (c) {
      return '&#' + c.charCodeAt(0) + ';';
    });
  };
  const state = {
    stake: 0,
    chip: 100,
    choice: null,
    match: null,
    busy: false,
    balance: '0.00',
    history: [],
    lastId: null,
  };

  // ------------------------------------------------------------------ api
  function api(path, body) {
    return fetch(cfg.api + path, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
    }).then(
      function (r) {
        return r.json().catch(function () {
          return { code: r.status, message: '网络异常，请重试' };
        });
      },
      function () {
        return { code: 0, message: '网络连接超时，请重试!' };
      },
    );
  }
  let toastTimer;
  function toast(msg) {
    const t = $('.toast');
    t.textContent = msg;
    t.classList.add('show');
    clearTimeout(toastTimer);
    toastTimer = setTimeout(function () {
      t.classList.remove('show');
    }, 2000);
  }
  function money(s) {
    const n = Number(s);
    return n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  function setBalance(b, bump) {
    state.balance = b;
    $('#bal').textContent = money(b);
    if (bump) {
      const w = $('.wallet');
      w.classList.remove('bump');
      void w.offsetWidth;
      w.classList.add('bump');
    }
  }
  function banner(text, win) {
    const b = $('.banner');
    b.textContent = text;
    b.className = 'banner ' + (win ? 'win' : 'lose');
    void b.offsetWidth;
    b.classList.add('show');
  }

  // ------------------------------------------------------------------ art
  const SUITS = ['♠', '♥', '♣', '♦'];
  const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  function card(c, i) {
    return (
      '<div class="card' +
      (c.suit % 2 ? ' red' : '') +
      '" style="animation-delay:' +
      i * 0.18 +
      's"><span class="r">' +
      RANKS[c.rank] +
      '</span><span class="c">' +
      SUITS[c.suit] +
      '</span><span class="s">' +
      SUITS[c.suit] +
      '</span></div>'
    );
  }
  function backs(n) {
    let s = '';
    for (let i = 0; i < n; i++) s += '<div class="card back" style="animation-delay:' + i * 0.06 + 's"></div>';
    return s;
  }
  const SYMBOLS = {
    cherry:
      '<svg viewBox="0 0 64 64"><path d="M32 8c-4 10-12 18-20 24M32 8c2 12 8 20 16 26" stroke="#2f7d32" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M30 8c8-4 16-2 20 4-8 2-14 0-20-4z" fill="#43a047"/><circle cx="18" cy="42" r="13" fill="#d7193a"/><circle cx="46" cy="44" r="13" fill="#e52448"/><circle cx="14" cy="37" r="4" fill="#fff" opacity=".55"/><circle cx="42" cy="39" r="4" fill="#fff" opacity=".55"/></svg>',
    lemon:
      '<svg viewBox="0 0 64 64"><ellipse cx="32" cy="34" rx="25" ry="19" fill="#ffd321" transform="rotate(-20 32 34)"/><path d="M8 44l-4 4M56 24l4-4" stroke="#e0a800" stroke-width="5" stroke-linecap="round"/><ellipse cx="24" cy="27" rx="8" ry="4" fill="#fff" opacity=".5" transform="rotate(-20 24 27)"/></svg>',
    melon:
      '<svg viewBox="0 0 64 64"><path d="M4 24h56a28 28 0 0 1-56 0z" fill="#2e9b3e"/><path d="M9 24h46a23 23 0 0 1-46 0z" fill="#ff4d5e"/><g fill="#222"><ellipse cx="22" cy="33" rx="2" ry="3"/><ellipse cx="32" cy="38" rx="2" ry="3"/><ellipse cx="42" cy="33" rx="2" ry="3"/><ellipse cx="27" cy="44" rx="2" ry="3"/><ellipse cx="37" cy="44" rx="2" ry="3"/></g></svg>',
    bell: '<svg viewBox="0 0 64 64"><path d="M32 6c-12 0-18 10-18 22v10l-6 8h48l-6-8V28C50 16 44 6 32 6z" fill="#ffbf1f" stroke="#c98a00" stroke-width="2"/><circle cx="32" cy="52" r="6" fill="#c98a00"/><path d="M22 20c2-6 6-8 10-8" stroke="#fff" stroke-width="3" opacity=".6" fill="none" stroke-linecap="round"/></svg>',
    star: '<svg viewBox="0 0 64 64"><path d="M32 4l8.5 18 19.5 2.5-14.3 13.6 3.6 19.4L32 48l-17.3 9.5 3.6-19.4L4 24.5 23.5 22z" fill="#ffd84a" stroke="#e09b00" stroke-width="2.5" stroke-linejoin="round"/><path d="M32 14l5 11" stroke="#fff" stroke-width="3" opacity=".6" stroke-linecap="round"/></svg>',
    bar: '<svg viewBox="0 0 64 64"><rect x="4" y="18" width="56" height="28" rx="6" fill="#1a1a2e" stroke="#ffd84a" stroke-width="3"/><text x="32" y="40" font-family="Impact,Arial Black,sans-serif" font-weight="900" font-size="20" fill="#ffd84a" text-anchor="middle">BAR</text></svg>',
    seven:
      '<svg viewBox="0 0 64 64"><text x="32" y="54" font-family="Impact,Arial Black,sans-serif" font-weight="900" font-size="60" fill="#e5173f" stroke="#7a0016" stroke-width="3" text-anchor="middle">7</text></svg>',
  };
  const SYMBOL_KEYS = Object.keys(SYMBOLS);
  const PIPS = {
    1: [[50, 50]],
    2: [
      [28, 28],
      [72, 72],
    ],
    3: [
      [26, 26],
      [50, 50],
      [74, 74],
    ],
    4: [
      [28, 28],
      [72, 28],
      [28, 72],
      [72, 72],
    ],
    5: [
      [26, 26],
      [74, 26],
      [50, 50],
      [26, 74],
      [74, 74],
    ],
    6: [
      [28, 24],
      [72, 24],
      [28, 50],
      [72, 50],
      [28, 76],
      [72, 76],
    ],
  };
  function die(n) {
    const pips = PIPS[n]
      .map(function (p) {
        return (
          '<circle cx="' +
          p[0] +
          '" cy="' +
          p[1] +
          '" r="' +
          (n === 1 ? 13 : 9) +
          '" fill="' +
          (n === 1 || n === 4 ? '#d7193a' : '#1d1d1f') +
          '"/>'
        );
      })
      .join('');
    return (
      '<svg class="die" viewBox="0 0 100 100"><defs><linearGradient id="dg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#e6ded0"/></linearGradient></defs><rect x="4" y="4" width="92" height="92" rx="20" fill="url(#dg)" stroke="#b9ab93" stroke-width="2"/>' +
      pips +
      '</svg>'
    );
  }
  function badge(name) {
    let hue = 0;
    for (let i = 0; i < name.length; i++) hue = (hue * 31 + name.charCodeAt(i)) % 360;
    return (
      '<svg viewBox="0 0 40 40"><path d="M20 2l16 6v12c0 9-7 16-16 18C11 36 4 29 4 20V8z" fill="hsl(' +
      hue +
      ',62%,42%)" stroke="hsl(' +
      hue +
      ',70%,70%)" stroke-width="2"/><text x="20" y="25" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">' +
      esc(name.slice(0, 1)) +
      '</text></svg>'
    );
  }
  const CHIP_COLORS = {
    10: '#5b6470',
    50: '#2f7de1',
    100: '#1f9d55',
    500: '#8e44ad',
    1000: '#e0a800',
    5000: '#d7193a',
  };
  function chipSvg(color) {
    let dashes = '';
    for (let i = 0; i < 8; i++)
      dashes += '<rect x="23" y="1" width="4" height="9" fill="#fff" transform="rotate(' + i * 45 + ' 25 25)"/>';
    return (
      '<svg viewBox="0 0 50 50"><circle cx="25" cy="25" r="24" fill="' +
      color +
      '"/>' +
      dashes +
      '<circle cx="25" cy="25" r="15" fill="none" stroke="#fff" stroke-width="1.5" stroke-dasharray="3 2" opacity=".8"/></svg>'
    );
  }

  // ------------------------------------------------------------------ games
  const games = {
    baccarat: {
      options: [
        ['player', '闲', '1:1', 'blue'],
        ['tie', '和', '1:8', 'gold'],
        ['banker', '庄', '1:0.95', 'red'],
      ],
      idle: function () {
        return (
          '<div class="hands"><div class="hand p"><h3>闲 PLAYER</h3><div class="cards">' +
          backs(2) +
          '</div><div class="point">-</div></div><div class="hand b"><h3>庄 BANKER</h3><div class="cards">' +
          backs(2) +
          '</div><div class="point">-</div></div></div>'
        );
      },
      show: function (d) {
        const win = d.result;
        return (
          '<div class="hands"><div class="hand p' +
          (win === 'player' ? ' won' : '') +
          '"><h3>闲 PLAYER</h3><div class="cards">' +
          d.player.map(card).join('') +
          '</div><div class="point">' +
          d.playerPoint +
          ' 点</div></div>' +
          '<div class="hand b' +
          (win === 'banker' ? ' won' : '') +
          '"><h3>庄 BANKER</h3><div class="cards">' +
          d.banker
            .map(function (c, i) {
              return card(c, i + 2);
            })
            .join('') +
          '</div><div class="point">' +
          d.bankerPoint +
          ' 点</div></div></div>'
        );
      },
      delay: 1300,
    },
    niuniu: {
      options: [['play', '开牌', '赢 1:0.95', 'gold']],
      single: true,
      idle: function () {
        return (
          '<div class="hand b" style="margin-bottom:10px"><h3>庄家</h3><div class="cards small">' +
          backs(5) +
          '</div></div><div class="hand p"><h3>闲家（我）</h3><div class="cards small">' +
          backs(5) +
          '</div></div>'
        );
      },
      show: function (d) {
        return (
          '<div class="hand b' +
          (d.win ? '' : ' won') +
          '" style="margin-bottom:10px"><h3>庄家 · ' +
          niu(d.bankerNiu) +
          '</h3><div class="cards small">' +
          d.banker
            .map(function (c, i) {
              return card(c, i + 5);
            })
            .join('') +
          '</div></div>' +
          '<div class="hand p' +
          (d.win ? ' won' : '') +
          '"><h3>闲家（我）· ' +
          niu(d.playerNiu) +
          '</h3><div class="cards small">' +
          d.player.map(card).join('') +
          '</div></div>'
        );
      },
      delay: 2000,
    },
    k3: {
      options: [
        ['big', '大', '11-17', 'red'],
        ['small', '小', '4-10', 'blue'],
        ['odd', '单', '1:1', 'gold'],
        ['even', '双', '1:1', 'gold'],
        ['triple', '豹子', '1:30', 'red'],
      ],
      hint: '大小单双均 1:1，开出豹子时通杀；豹子 1:30',
      cols: 5,
      idle: function (rolling) {
        return (
          '<div class="dice">' +
          [3, 5, 6]
            .map(function (n) {
              return die(n).replace('class="die"', 'class="die' + (rolling ? ' roll' : '') + '"');
            })
            .join('') +
          '</div><div class="sum">' +
          (rolling ? '开奖中…' : '选择大小单双，押注开奖') +
          '</div>'
        );
      },
      show: function (d) {
        return (
          '<div class="dice">' +
          d.dice.map(die).join('') +
          '</div><div class="sum">和值<b>' +
          d.sum +
          '</b>' +
          (d.triple ? '豹子' : (d.sum >= 11 ? '大' : '小') + ' · ' + (d.sum % 2 ? '单' : '双')) +
          '</div>'
        );
      },
      delay: 900,
    },
    slots: {
      options: [['spin', '旋转', '5 条赔付线', 'gold']],
      single: true,
      idle: function (spinning, grid) {
        const cols = [0, 1, 2]
          .map(function (c) {
            const syms = grid
              ? [grid[c], grid[c + 3], grid[c + 6]]
              : [SYMBOL_KEYS[(c * 2) % 7], SYMBOL_KEYS[6 - c], SYMBOL_KEYS[(c + 3) % 7]];
            const strip = syms
              .concat(spinning ? SYMBOL_KEYS.slice(0, 3) : [])
              .map(function (s, r) {
                return '<div class="sym" data-cell="' + (r * 3 + c) + '">' + SYMBOLS[s] + '</div>';
              })
              .join('');
            return '<div class="reel' + (spinning ? ' spin' : '') + '"><div class="strip">' + strip + '</div></div>';
          })
          .join('');
        const pays = cfg.paytable
          .map(function (p) {
            return '<div>' + SYMBOLS[p[0]] + '×' + p[1] + '</div>';
          })
          .join('');
        return (
          '<div class="reels">' +
          cols +
          '</div><div class="paytable">' +
          pays +
          '</div><p class="note" style="margin:6px 0 0">5 条赔付线（3 横 2 斜），三连赔付为线注（投注÷5）的倍数</p>'
        );
      },
      show: function (d) {
        return this.idle(false, d.grid);
      },
      after: function (d) {
        const lines = cfg.lines;
        d.wins.forEach(function (w) {
          lines[w.line].forEach(function (cell) {
            const el = document.querySelector('[data-cell="' + cell + '"]');
            if (el) el.classList.add('hit');
          });
        });
      },
      delay: 1100,
    },
  };
  function niu(n) {
    return n === 0 ? '无牛' : n === 10 ? '牛牛' : '牛' + '一二三四五六七八九'[n - 1];
  }

  // ------------------------------------------------------------------ layout
  const g = games[cfg.kind];
  const sports = cfg.kind === 'sport' || cfg.kind === 'esport';
  function chipsHtml() {
    return (
      '<div class="chips">' +
      [10, 50, 100, 500, 1000, 5000]
        .map(function (v) {
          return (
            '<button class="chip' +
            (v === state.chip ? ' on' : '') +
            '" data-chip="' +
            v +
            '">' +
            chipSvg(CHIP_COLORS[v]) +
            '<span>' +
            (v >= 1000 ? v / 1000 + 'K' : v) +
            '</span></button>'
          );
        })
        .join('') +
      '</div>'
    );
  }
  function betbar(label) {
    return (
      '<div class="betbar"><div class="stake"><span>投注</span><b id="stake">0</b><button data-act="clear">清除</button></div><button class="go" data-act="bet">' +
      label +
      '</button></div>'
    );
  }
  function render() {
    const main = $('#main');
    if (sports) {
      main.innerHTML =
        '<div class="matches" id="matches"></div><div class="section results" id="results"></div>' +
        '<div class="slip"><div class="pick" id="pick">点击赔率选择投注项</div>' +
        chipsHtml() +
        betbar('下注') +
        '</div>';
    } else {
      const opts = g.options
        .map(function (o) {
          return (
            '<button class="opt ' +
            o[3] +
            (g.single ? ' on' : '') +
            '" data-choice="' +
            o[0] +
            '"><b>' +
            o[1] +
            '</b><small>' +
            o[2] +
            '</small></button>'
          );
        })
        .join('');
      main.innerHTML =
        '<div class="stage"><div id="table">' +
        g.idle(false) +
        '</div><div class="banner"></div></div>' +
        (g.single ? '' : '<div class="options c' + (g.cols || 3) + '">' + opts + '</div>') +
        (g.hint ? '<p class="note" style="margin-top:8px">' + g.hint + '</p>' : '') +
        chipsHtml() +
        betbar(g.single ? g.options[0][1] : '下注');
      if (g.single) state.choice = g.options[0][0];
    }
  }
  function renderStake() {
    $('#stake').textContent = state.stake.toLocaleString('zh-CN');
  }
  function statusText(r) {
    return r.status === 0 ? '<span class="neg">无效</span>' : '';
  }
  function renderHistory(rows, fresh) {
    state.history = rows;
    const list = rows.length
      ? rows
          .map(function (r, i) {
            const net = Number(r.payout) - Number(r.stake);
            const amt =
              r.status === 2
                ? '<span class="wait">待开奖</span>'
                : '<span class="' +
                  (net > 0 ? 'pos' : net < 0 ? 'neg' : '') +
                  '">' +
                  (net > 0 ? '+' : '') +
                  money(net) +
                  '</span>';
            return (
              '<li class="' +
              (fresh && i === 0 ? 'new' : '') +
              '"><time>' +
              r.time.slice(11, 16) +
              '</time><span class="code">' +
              esc(r.code) +
              ' ' +
              statusText(r) +
              '</span><span class="amt">' +
              amt +
              '<small>注 ' +
              money(r.stake) +
              '</small></span></li>'
            );
          })
          .join('')
      : '<li class="empty">暂无投注记录</li>';
    $('#hist').innerHTML = list;
  }

  // ------------------------------------------------------------------ sports
  function fmtKick(ms) {
    const s = Math.max(0, Math.round((ms - Date.now()) / 1000));
    return s <= 0 ? '即将开赛' : Math.floor(s / 60) + '分' + ('0' + (s % 60)).slice(-2) + '秒后开赛';
  }
  function renderMatches(data) {
    const labels = { home: '主胜', draw: '平', away: '客胜' };
    $('#matches').innerHTML = data.matches
      .map(function (m) {
        const odds = m.outcomes
          .map(function (o) {
            const on = state.match === m.id && state.choice === o.pick;
            return (
              '<button class="opt' +
              (on ? ' on' : '') +
              '" data-match="' +
              m.id +
              '" data-pick="' +
              o.pick +
              '"><small>' +
              labels[o.pick] +
              '</small><b>' +
              o.odds +
              '</b></button>'
            );
          })
          .join('');
        return (
          '<div class="match"><div class="meta"><span>' +
          esc(m.league) +
          '</span><span class="live" data-kick="' +
          m.starts_at +
          '">' +
          fmtKick(m.starts_at) +
          '</span></div>' +
          '<div class="teams"><div class="team">' +
          badge(m.home) +
          '<span>' +
          esc(m.home) +
          '</span></div><span class="vs">VS</span><div class="team away">' +
          badge(m.away) +
          '<span>' +
          esc(m.away) +
          '</span></div></div>' +
          '<div class="odds n' +
          m.outcomes.length +
          '">' +
          odds +
          '</div></div>'
        );
      })
      .join('');
    const res = data.results || [];
    $('#results').innerHTML = res.length
      ? '<h4><span>最近赛果</span><span>比赛结束后自动结算</span></h4>' +
        res
          .slice(0, 4)
          .map(function (m) {
            return (
              '<div class="match" style="margin-bottom:8px"><div class="meta"><span>' +
              esc(m.league) +
              '</span><span>' +
              (m.score ? '已结束' : '进行中') +
              '</span></div><div class="teams" style="margin:0"><div class="team">' +
              badge(m.home) +
              '<span>' +
              esc(m.home) +
              '</span></div><span class="score">' +
              (m.score || '—') +
              '</span><div class="team away">' +
              badge(m.away) +
              '<span>' +
              esc(m.away) +
              '</span></div></div></div>'
            );
          })
          .join('')
      : '';
    state.matches = data.matches;
  }
  function renderPick() {
    const m = (state.matches || []).find(function (x) {
      return x.id === state.match;
    });
    const labels = { home: '主胜', draw: '平局', away: '客胜' };
    if (!m) {
      $('#pick').textContent = '点击赔率选择投注项';
      return;
    }
    const o = m.outcomes.find(function (x) {
      return x.pick === state.choice;
    });
    $('#pick').innerHTML =
      '已选：<b>' +
      esc(m.home) +
      ' vs ' +
      esc(m.away) +
      ' · ' +
      labels[state.choice] +
      ' @' +
      o.odds +
      '</b>　可赢 <b class="pos">' +
      money(state.stake * Number(o.odds)) +
      '</b>';
  }

  // ------------------------------------------------------------------ flow
  function load(fresh) {
    return api('/state').then(function (r) {
      if (r.code !== 200) {
        toast(r.message);
        return;
      }
      setBalance(r.data.balance);
      renderHistory(r.data.history, fresh);
      if (sports) {
        renderMatches(r.data);
        renderPick();
      }
    });
  }
  function bet() {
    if (state.busy) return;
    if (!state.choice) {
      toast(sports ? '请先选择投注项' : '请选择下注区域');
      return;
    }
    if (state.stake <= 0) {
      toast('请先选择筹码');
      return;
    }
    state.busy = true;
    $('.go').disabled = true;
    const body = { stake: String(state.stake), choice: state.choice };
    if (sports) body.match_id = state.match;
    if (!sports) {
      $('#table').innerHTML = g.idle(true);
    }
    const started = Date.now();
    api('/bet', body).then(function (r) {
      const wait = sports
        ? 0
        : Math.max(0, (cfg.kind === 'slots' || cfg.kind === 'k3' ? 900 : 250) - (Date.now() - started));
      setTimeout(function () {
        if (r.code !== 200) {
          toast(r.message);
          if (!sports) $('#table').innerHTML = g.idle(false);
          state.busy = false;
          $('.go').disabled = false;
          return;
        }
        const b = r.data.bet;
        if (sports) {
          toast('下注成功，比赛结束后自动结算');
          setBalance(r.data.balance, true);
          renderHistory(r.data.history, true);
          state.busy = false;
          $('.go').disabled = false;
          return;
        }
        $('#table').innerHTML = g.show(b.detail);
        if (g.after) g.after(b.detail);
        setTimeout(function () {
          const net = Number(b.payout) - Number(b.stake);
          banner(net > 0 ? '赢 +' + money(net) : net === 0 ? '平局 · 退回本金' : '未中奖', net > 0);
          setBalance(r.data.balance, true);
          renderHistory(r.data.history, true);
          state.busy = false;
          $('.go').disabled = false;
        }, g.delay);
      }, wait);
    });
  }
  document.addEventListener('click', function (e) {
    const t = e.target.closest('button');
    if (!t) return;
    if (t.dataset.chip) {
      state.chip = Number(t.dataset.chip);
      state.stake = Math.min(50000, state.stake + state.chip);
      document.querySelectorAll('.chip').forEach(function (c) {
        c.classList.toggle('on', c === t);
      });
      renderStake();
      if (sports) renderPick();
    } else if (t.dataset.choice) {
      state.choice = t.dataset.choice;
      document.querySelectorAll('[data-choice]').forEach(function (c) {
        c.classList.toggle('on', c === t);
      });
    } else if (t.dataset.pick) {
      state.match = Number(t.dataset.match);
      state.choice = t.dataset.pick;
      document.querySelectorAll('[data-pick]').forEach(function (c) {
        c.classList.toggle('on', c === t);
      });
      renderPick();
    } else if (t.dataset.act === 'clear') {
      state.stake = 0;
      renderStake();
      if (sports) renderPick();
    } else if (t.dataset.act === 'bet') bet();
    else if (t.dataset.act === 'refresh')
      load(false).then(function () {
        toast('刷新成功');
      });
  });

  render();
  load(false);
  if (sports) {
    setInterval(function () {
      document.querySelectorAll('[data-kick]').forEach(function (el) {
        el.textContent = fmtKick(Number(el.dataset.kick));
      });
    }, 1000);
    setInterval(function () {
      if (!state.busy) load(false);
    }, 15000);
  }
})();
