import { readFileSync } from 'node:fs';
import { GAME_TITLES, SLOT_LINES, SLOT_PAYS, SLOT_SYMBOLS, type GameKind } from './games';

/**
 * The simulator's HTML: one self-contained page per game (inline CSS and JS, generated SVG art, Chinese UI, sized for a
 * 390 px phone). The script runs under a per-response CSP nonce; the page carries no secret (the venue session is an
 * HttpOnly cookie).
 */

const CSS = readFileSync(new URL('./page/game.css', import.meta.url), 'utf8');
const JS = readFileSync(new URL('./page/game.js', import.meta.url), 'utf8');

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON safe inside a <script> element. */
const scriptJson = (v: unknown) =>
  JSON.stringify(v).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export const HOME_URL = '/#/';

const BACK = `<a class="back" href="${HOME_URL}"><svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"><path d="M15 5l-7 7 7 7"/></svg>返回大厅</a>`;

function shell(title: string, body: string, bodyClass = '', head = ''): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover"><meta name="theme-color" content="#06251b"><title>${esc(title)}</title><link rel="icon" href="data:,"><style>${CSS}</style>${head}</head><body class="${bodyClass}">${body}</body></html>`;
}

export function renderGamePage(opts: {
  platname: string;
  venueName: string;
  kind: GameKind;
  gameName: string;
  nonce: string;
}): string {
  const cfg = {
    platname: opts.platname,
    kind: opts.kind,
    api: `/venue/${encodeURIComponent(opts.platname)}/api`,
    paytable: SLOT_SYMBOLS.map((s, i) => [s, SLOT_PAYS[i]]).reverse(),
    lines: SLOT_LINES,
  };
  const sub = opts.kind === 'sport' || opts.kind === 'esport' ? '赛前投注 · 赛后结算' : '单注 1 - 50,000 元';
  const body = `<header class="top">${BACK}<div class="title"><b>${esc(opts.gameName)}</b><small>${esc(opts.venueName)} · ${sub}</small></div>
<button class="wallet" data-act="refresh" style="color:inherit;font:inherit;cursor:pointer"><i>余额</i><b id="bal">0.00</b></button></header>
<main id="main"></main>
<section class="section"><h4><span>最近投注</span><span>最近 10 笔</span></h4><ul class="hist" id="hist"><li class="empty">加载中…</li></ul></section>
<p class="note">本页为场馆模拟器演示游戏，结果由服务器加密随机数生成。理性娱乐，量力而行。</p>
<div class="toast" role="status"></div>
<script type="application/json" id="cfg">${scriptJson(cfg)}</script>
<script nonce="${opts.nonce}">${JS}</script>`;
  return shell(`${opts.gameName} - ${opts.venueName}`, body, `k-${opts.kind}`);
}

/** A dead end (expired ticket, no session): says why and links back to the lobby. */
export function renderMessagePage(message: string): string {
  const body = `<header class="top">${BACK}<div class="title"><b>游戏场馆</b></div></header>
<div class="stage" style="display:flex;flex-direction:column;align-items:center;justify-content:center;gap:14px;text-align:center;min-height:260px">
<svg width="72" height="72" viewBox="0 0 72 72"><circle cx="36" cy="36" r="32" fill="none" stroke="#f5c04a" stroke-width="4"/><path d="M36 18v22" stroke="#f5c04a" stroke-width="5" stroke-linecap="round"/><circle cx="36" cy="51" r="3.5" fill="#f5c04a"/></svg>
<p style="font-size:16px">${esc(message)}</p><a class="go" style="display:inline-flex;align-items:center;justify-content:center;padding:0 22px" href="${HOME_URL}">返回大厅</a></div>`;
  return shell('游戏场馆', body);
}

export const gameTitle = (kind: GameKind) => GAME_TITLES[kind];
