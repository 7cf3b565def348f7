/**
 * The two partners of the sponsorship pages (/zhanzhu, /zhanzhuye?type=1|2) that a fresh install shows: fictional
 * clubs whose crests and pages are drawn here (SVG and HTML, nothing downloaded), served by routes/partners. An
 * operator points either page at a real partner's site with the `sponsor_url_<type>` setting instead.
 */

const FONT = "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Noto Sans SC',sans-serif";

export type PartnerType = 1 | 2;
export const PARTNER_TYPES: PartnerType[] = [1, 2];

interface Partner {
  name: string;
  english: string;
  role: string;
  since: string;
  colours: { deep: string; main: string; light: string };
  tagline: string;
  intro: string;
  facts: [string, string][];
  rights: { title: string; text: string }[];
  timeline: [string, string][];
  crest: string;
}

const lionCrest = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 140" width="120" height="140">
  <defs>
    <linearGradient id="lc-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff0c2"/><stop offset=".5" stop-color="#f6c35b"/><stop offset="1" stop-color="#c9801a"/></linearGradient>
    <linearGradient id="lc-b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2f6bff"/><stop offset="1" stop-color="#0d2a80"/></linearGradient>
  </defs>
  <path d="M60 4l50 14v44c0 36-22 60-50 74C32 122 10 98 10 62V18z" fill="url(#lc-g)"/>
  <path d="M60 12l42 12v38c0 31-19 52-42 64-23-12-42-33-42-64V24z" fill="url(#lc-b)"/>
  <path d="M18 40h84v10H18z" fill="#fff" opacity=".15"/>
  <path d="M60.0 32.0L64.9 40.6L73.0 35.0L73.7 44.8L83.5 43.3L79.8 52.5L89.2 55.3L82.0 62.0L89.2 68.7L79.8 71.5L83.5 80.7L73.7 79.2L73.0 89.0L64.9 83.4L60.0 92.0L55.1 83.4L47.0 89.0L46.3 79.2L36.5 80.7L40.2 71.5L30.8 68.7L38.0 62.0L30.8 55.3L40.2 52.5L36.5 43.3L46.3 44.8L47.0 35.0L55.1 40.6z" fill="url(#lc-g)"/>
  <circle cx="60" cy="63" r="19" fill="#1a3fb0"/>
  <path d="M45 50l-4-9 10 5zM75 50l4-9-10 5z" fill="url(#lc-g)"/>
  <path d="M49 58l7 2M71 58l-7 2" stroke="#fff0c2" stroke-width="3" stroke-linecap="round"/>
  <path d="M54 67h12l-6 7z" fill="#fff0c2"/>
  <path d="M60 74v4M53 79q7 5 14 0" fill="none" stroke="#fff0c2" stroke-width="2.2" stroke-linecap="round"/>
  <text x="60" y="116" text-anchor="middle" font-family="${FONT}" font-size="11" font-weight="800" fill="#fff0c2" letter-spacing="2">1898</text>
</svg>`;

const falconCrest = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 140" width="120" height="140">
  <defs>
    <linearGradient id="fc-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e6fbff"/><stop offset=".5" stop-color="#5ee7ff"/><stop offset="1" stop-color="#1b8cff"/></linearGradient>
    <linearGradient id="fc-b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a1458"/><stop offset="1" stop-color="#0b0620"/></linearGradient>
  </defs>
  <path d="M60 4l52 22-8 62-44 48-44-48-8-62z" fill="url(#fc-g)"/>
  <path d="M60 13l43 18-7 54-36 40-36-40-7-54z" fill="url(#fc-b)"/>
  <path d="M24 52c14-2 26 2 36 12 10-10 22-14 36-12-8 4-14 10-18 18l10 2c-8 6-16 8-22 8l-6 12-6-12c-6 0-14-2-22-8l10-2c-4-8-10-14-18-18z" fill="url(#fc-g)"/>
  <path d="M52 64l8 4 8-4-8 14z" fill="#ff4fd8"/>
  <path d="M34 34h52" stroke="#5ee7ff" stroke-width="2" opacity=".5"/>
  <text x="60" y="112" text-anchor="middle" font-family="${FONT}" font-size="12" font-weight="900" fill="#5ee7ff" letter-spacing="3">NF</text>
</svg>`;

const PARTNERS: Record<PartnerType, Partner> = {
  1: {
    name: '蓝狮足球俱乐部',
    english: 'BLUE LIONS FC',
    role: '官方区域合作伙伴',
    since: '2026—2028 赛季',
    colours: { deep: '#0d2a80', main: '#1f56e0', light: '#e8efff' },
    tagline: '百年豪门 · 狮心不息',
    intro:
      '蓝狮足球俱乐部成立于 1898 年，是欧洲历史最悠久的职业俱乐部之一，拥有 6 万座席的蓝狮球场与享誉世界的青训体系。星耀娱乐与蓝狮携手，将顶级足球的激情带给每一位会员。',
    facts: [
      ['1898', '建队年份'],
      ['12 次', '联赛冠军'],
      ['60,000', '主场座席'],
    ],
    rights: [
      { title: '主场 LED 广告', text: '蓝狮球场每场主场比赛，场边 LED 环屏展示星耀娱乐品牌。' },
      { title: '球迷专属活动', text: '会员可参与球星见面会、主场观赛团与签名球衣抽奖。' },
      { title: '赛事独家内容', text: '赛前分析、更衣室花絮与精彩集锦，会员第一时间观看。' },
    ],
    timeline: [
      ['2026.07', '签约仪式在蓝狮球场举行'],
      ['2026.08', '新赛季主场揭幕战，品牌首次亮相'],
      ['2026.12', '会员观赛团首次出征'],
    ],
    crest: lionCrest,
  },
  2: {
    name: '暗夜猎鹰电竞俱乐部',
    english: 'NIGHT FALCON ESPORTS',
    role: '官方主赞助商',
    since: '2026 全年',
    colours: { deep: '#1a0b3d', main: '#6b2cff', light: '#efe8ff' },
    tagline: '夜幕之下 · 鹰击长空',
    intro:
      '暗夜猎鹰是亚洲顶尖的综合电竞俱乐部，旗下 MOBA、FPS 与自走棋分部屡获国际赛事冠军。星耀娱乐作为官方主赞助商，与猎鹰一起冲击新赛季的每一座奖杯。',
    facts: [
      ['5 座', '国际冠军'],
      ['4 个', '职业分部'],
      ['800 万', '社区粉丝'],
    ],
    rights: [
      { title: '队服胸前标识', text: '全部分部比赛队服胸前展示星耀娱乐标识。' },
      { title: '直播互动福利', text: '赛事直播期间会员可参与竞猜互动，赢取限定周边。' },
      { title: '选手见面会', text: '每季度举办线下见面会，会员优先获得入场名额。' },
    ],
    timeline: [
      ['2026.03', '官方主赞助商合作发布'],
      ['2026.06', '夏季赛队服全新亮相'],
      ['2026.10', '全球总决赛会员应援团'],
    ],
    crest: falconCrest,
  },
};

export const isPartnerType = (value: unknown): value is PartnerType => value === 1 || value === 2;

/** The partner's crest (SVG). */
export const partnerCrestSvg = (type: PartnerType): string => PARTNERS[type].crest;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The built-in partner page: one self-contained HTML document (inline CSS and SVG, no script), phone-first. */
export function partnerPageHtml(type: PartnerType): string {
  const p = PARTNERS[type];
  const c = p.colours;
  const crest = p.crest.replace('<svg ', '<svg class="crest" aria-hidden="true" ');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${escape(p.name)} · ${escape(p.role)}</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; font-family: ${FONT}; color: #1f2430; background: #f3f4f8; -webkit-font-smoothing: antialiased; }
  .hero { position: relative; overflow: hidden; padding: 64px 20px 84px; color: #fff; text-align: center;
    background: radial-gradient(circle at 80% 0%, rgba(255,255,255,.18), transparent 45%),
      repeating-linear-gradient(135deg, rgba(255,255,255,.05) 0 2px, transparent 2px 16px),
      linear-gradient(170deg, ${c.main} 0%, ${c.deep} 100%); }
  .hero::after { content: ''; position: absolute; left: -10%; right: -10%; bottom: -60px; height: 120px; border-radius: 50%; background: #f3f4f8; }
  .crest { width: 104px; height: 121px; filter: drop-shadow(0 10px 18px rgba(0,0,0,.35)); }
  .pair { display: flex; align-items: center; justify-content: center; gap: 14px; margin-bottom: 14px; }
  .pair .x { font-size: 22px; opacity: .7; }
  .brand { width: 104px; height: 104px; border-radius: 50%; display: flex; align-items: center; justify-content: center;
    background: radial-gradient(circle at 30% 30%, #3a4466, #171b29); box-shadow: 0 10px 18px rgba(0,0,0,.35), inset 0 0 0 3px #f2b441; }
  .brand b { font-size: 22px; letter-spacing: 2px; background: linear-gradient(#fff2cf, #f0b54a); -webkit-background-clip: text; background-clip: text; color: transparent; }
  h1 { margin: 6px 0 4px; font-size: 26px; letter-spacing: 2px; }
  .en { margin: 0; font-size: 12px; letter-spacing: 4px; opacity: .7; }
  .badge { display: inline-block; margin-top: 14px; padding: 6px 16px; border-radius: 999px; font-size: 13px; font-weight: 700; color: #4a2e05;
    background: linear-gradient(135deg, #fff0c2, #f6c35b 45%, #d98a16); box-shadow: 0 4px 12px rgba(0,0,0,.25); }
  .tagline { margin: 12px 0 0; font-size: 14px; opacity: .85; letter-spacing: 3px; }
  main { position: relative; z-index: 1; margin-top: -40px; padding: 0 14px 36px; }
  .card { background: #fff; border-radius: 16px; padding: 18px 16px; margin-bottom: 12px; box-shadow: 0 6px 20px rgba(23,27,41,.06); }
  .card h2 { display: flex; align-items: center; gap: 8px; margin: 0 0 12px; font-size: 16px; }
  .card h2::before { content: ''; width: 4px; height: 16px; border-radius: 2px; background: ${c.main}; }
  .facts { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
  .fact { padding: 14px 4px; border-radius: 12px; background: ${c.light}; text-align: center; }
  .fact b { display: block; font-size: 20px; color: ${c.deep}; }
  .fact span { font-size: 12px; color: #5b6170; }
  p.text { margin: 0; font-size: 14px; line-height: 1.8; color: #5b6170; }
  .right { display: flex; gap: 12px; padding: 12px 0; border-top: 1px solid #eceef3; }
  .right:first-of-type { border-top: 0; padding-top: 0; }
  .num { flex: none; width: 28px; height: 28px; border-radius: 50%; display: flex; align-items: center; justify-content: center;
    font-weight: 800; font-size: 14px; color: #fff; background: linear-gradient(135deg, ${c.main}, ${c.deep}); }
  .right b { display: block; font-size: 15px; margin-bottom: 4px; }
  .right div span { font-size: 13px; color: #5b6170; line-height: 1.6; }
  ol.time { list-style: none; margin: 0; padding: 0 0 0 14px; border-left: 2px dashed ${c.light}; }
  ol.time li { position: relative; padding: 0 0 14px 12px; font-size: 14px; color: #5b6170; }
  ol.time li::before { content: ''; position: absolute; left: -21px; top: 4px; width: 12px; height: 12px; border-radius: 50%; background: ${c.main}; box-shadow: 0 0 0 3px ${c.light}; }
  ol.time b { display: block; color: #1f2430; font-size: 13px; }
  footer { text-align: center; font-size: 11px; color: #646a78; letter-spacing: 1px; padding: 8px 0 24px; }
</style>
</head>
<body>
  <header class="hero">
    <div class="pair">
      <span class="brand"><b>星耀</b></span><span class="x">×</span>${crest}
    </div>
    <h1>${escape(p.name)}</h1>
    <p class="en">${escape(p.english)}</p>
    <span class="badge">星耀娱乐 · ${escape(p.role)} · ${escape(p.since)}</span>
    <p class="tagline">${escape(p.tagline)}</p>
  </header>
  <main>
    <section class="card">
      <h2>俱乐部简介</h2>
      <div class="facts">${p.facts.map(([v, l]) => `<div class="fact"><b>${escape(v)}</b><span>${escape(l)}</span></div>`).join('')}</div>
      <p class="text" style="margin-top:14px">${escape(p.intro)}</p>
    </section>
    <section class="card">
      <h2>合作权益</h2>
      ${p.rights.map((r, i) => `<div class="right"><span class="num">${i + 1}</span><div><b>${escape(r.title)}</b><span>${escape(r.text)}</span></div></div>`).join('')}
    </section>
    <section class="card">
      <h2>合作历程</h2>
      <ol class="time">${p.timeline.map(([d, t]) => `<li><b>${escape(d)}</b>${escape(t)}</li>`).join('')}</ol>
    </section>
    <footer>理性娱乐 · 未满18周岁请勿参与</footer>
  </main>
</body>
</html>`;
}
