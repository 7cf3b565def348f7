import { createHash } from 'node:crypto';

/**
 * The one inline script of index.html, written by the server right after the frame's page area when it drew `/` there
 * (static-hosting.ts, startFrameHtml): a visit that opens at another route (`/#/login`) gets the frame's page area
 * back as the plain placeholder before the browser's first paint, so the home banner never flashes on another page.
 * preboot.js does the same, but it is a file: it can arrive after the first paint. The site's CSP allows this script
 * by its hash (security-headers.ts) and no other inline script.
 */
export const START_FRAME_SCRIPT =
  "(function(){var p=location.hash.replace(/^#/,'').split('?')[0];if(!p||p==='/')return;" +
  "var m=document.querySelector('#h5-frame .h5f-m[data-h5-start]');if(!m)return;" +
  "m.removeAttribute('data-h5-start');m.removeAttribute('style');m.className='h5f-m';" +
  "var i=m.querySelector('i');i.removeAttribute('style');i.innerHTML='';})();";

/** `'sha256-…'`, the CSP source that allows START_FRAME_SCRIPT. */
export const START_FRAME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(START_FRAME_SCRIPT).digest('base64')}'`;
