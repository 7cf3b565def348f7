import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUPPORT_LIMITS, SUPPORT_MSG, VISITOR_HEADER } from './chat';

/**
 * The built-in chat page (GET /support/): one small HTML document, one script and one stylesheet written by hand
 * (page/chat.js, page/chat.css: no framework, no build step, nothing from another origin), served with a content hash
 * in their names so they are cached for good. The limits and the Chinese messages of the shared rule
 * (`@h5/shared/validators` support.ts) reach the script as a JSON data block, so the page and the server refuse the
 * same input with the same words.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

interface Asset {
  name: string;
  body: string;
  type: string;
}

function asset(file: string, type: string): Asset {
  const body = readFileSync(path.join(here, 'page', file), 'utf8');
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  const [base, ext] = file.split('.');
  return { name: `${base}.${hash}.${ext}`, body, type };
}

let cache: { script: Asset; style: Asset; html: string } | null = null;

const jsonForHtml = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

function build() {
  const script = asset('chat.js', 'text/javascript; charset=utf-8');
  const style = asset('chat.css', 'text/css; charset=utf-8');
  const config = {
    limits: SUPPORT_LIMITS,
    messages: {
      ...SUPPORT_MSG,
      network: '网络错误，请检查网络后重试！',
      failed: '发送失败，点击重试',
    },
    visitorHeader: VISITOR_HEADER,
  };
  const html = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<title>在线客服</title>
<link rel="stylesheet" href="/support/${style.name}">
<script type="application/json" id="support-config">${jsonForHtml(config)}</script>
<script src="/support/${script.name}" defer></script>
</head>
<body>
<div class="sc" id="app">
  <header class="sc-head">
    <span class="sc-head__avatar" aria-hidden="true"><svg viewBox="0 0 40 40" width="40" height="40"><defs><linearGradient id="sc-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6c35b"/><stop offset="1" stop-color="#d98a16"/></linearGradient></defs><circle cx="20" cy="20" r="20" fill="url(#sc-g)"/><path d="M11 22v-3a9 9 0 0 1 18 0v3" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/><rect x="9" y="20" width="5" height="8" rx="2.2" fill="#fff"/><rect x="26" y="20" width="5" height="8" rx="2.2" fill="#fff"/><path d="M28.5 28c0 2.2-2.6 3.6-6.5 3.6" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/><circle cx="21" cy="31.6" r="1.6" fill="#fff"/></svg></span>
    <div class="sc-head__text">
      <h1 class="sc-head__title">星耀在线客服</h1>
      <p class="sc-head__sub"><i class="sc-dot" aria-hidden="true"></i><span id="sc-status">7×24 小时在线为您服务</span></p>
    </div>
  </header>
  <p class="sc-who" id="sc-who" hidden></p>
  <main class="sc-list" id="sc-list" aria-live="polite">
    <button type="button" class="sc-more" id="sc-more" hidden>查看更早的消息</button>
    <div id="sc-items"></div>
  </main>
  <form class="sc-bar" id="sc-form" autocomplete="off">
    <div class="sc-bar__field">
      <textarea id="sc-input" rows="1" placeholder="请输入您要咨询的问题…" aria-label="消息内容" enterkeyhint="send"></textarea>
      <span class="sc-count" id="sc-count" hidden></span>
    </div>
    <button type="submit" class="sc-send" id="sc-send" disabled>发送</button>
  </form>
  <div class="sc-toast" id="sc-toast" role="alert" hidden></div>
  <template id="sc-agent-tpl"><svg viewBox="0 0 40 40" width="34" height="34" aria-hidden="true"><circle cx="20" cy="20" r="20" fill="#e8a32c"/><path d="M11 22v-3a9 9 0 0 1 18 0v3" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/><rect x="9" y="20" width="5" height="8" rx="2.2" fill="#fff"/><rect x="26" y="20" width="5" height="8" rx="2.2" fill="#fff"/><path d="M28.5 28c0 2.2-2.6 3.6-6.5 3.6" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/></svg></template>
</div>
</body>
</html>
`;
  return { script, style, html };
}

function page() {
  if (!cache) cache = build();
  return cache;
}

export const supportPageHtml = () => page().html;

/** The script or stylesheet by its hashed name; null for anything else. */
export function supportAsset(name: string): Asset | null {
  const { script, style } = page();
  return name === script.name ? script : name === style.name ? style : null;
}
