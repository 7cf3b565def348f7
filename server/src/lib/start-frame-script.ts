import { createHash } from 'node:crypto';

/**
 * index.html's two inline scripts, written by the server with the drawn frames they read (`#h5-frames`: route →
 * the page area's class and style, the picture box's style, the picture, the header and tab bar; static-hosting.ts,
 * framesOf). They draw the frame of the route the visit opens at (`/`, `/#/login`, `/#/activity`) before the
 * browser's first paint, its opening picture included, so the player sees the page's own colours and picture long
 * before any script file has arrived. A guarded route (`auth`) without a session token draws /login, as the shell
 * will open it (every guarded route is named, `{ auth: true }` when it has no frame of its own); one that asks a
 * visitor to log in (`ask`), and a route without a frame, draw nothing (the plain placeholder). preboot.js keeps what it finds drawn for its start route (data-h5-start). The site's CSP allows
 * these two scripts by their hashes (security-headers.ts) and no other inline script.
 *
 * `/`, the start route of a visit without a hash, is drawn by the server in the HTML itself (its picture in the frame and
 * in a `<link rel=preload>` the browser's preload scanner finds with the first bytes; static-hosting.ts): on a phone
 * network that paints the lobby's banner with the first paint, where drawing it by script came a little later. A
 * visit that opens elsewhere downloads that picture for nothing (about 1 KB): the server cannot see the hash.
 *
 * The first runs in the head, before the stylesheet: it picks the route's frame (`window.__h5Frame`) and starts its
 * picture's download at once (a `<link rel=preload>`, data-h5-start naming the route, which preboot.js reads), unless
 * the server named it already.
 */
export const START_FRAME_HEAD_SCRIPT =
  '(function(){var d=document,h=location.hash.replace(/^#/,"").split("?")[0]||"/",e=d.getElementById("h5-frames"),' +
  'fs={},t=null,f=null;try{fs=JSON.parse(e.textContent)||{}}catch(x){}try{t=sessionStorage.getItem("token")}catch(x){}' +
  'if(Object.prototype.hasOwnProperty.call(fs,h))f=fs[h];if(f&&f.auth&&!t){h="/login";f=fs[h]||null}' +
  'if(!f||!f.src||(f.ask&&!t))return;window.__h5Frame={path:h,frame:f};var o=d.querySelector("link[data-h5-start]");' +
  'if(o&&o.getAttribute("data-h5-start")===h)return;var l=d.createElement("link");l.rel="preload";' +
  'l.as="image";l.href=f.src;l.setAttribute("fetchpriority","high");l.setAttribute("data-h5-start",h);' +
  'd.head.appendChild(l)})();';

/**
 * The second runs right after the frame's tab bar (after the stylesheet has arrived: the first paint waits for it
 * anyway): it draws the chosen frame, the picture in its box, and fits the frame's header and tab bar to the route;
 * it keeps the server's drawing of `/` for `/`, and takes it out (the plain placeholder) for a route without a frame.
 */
export const START_FRAME_SCRIPT =
  '(function(){var s=window.__h5Frame,d=document,m=d.querySelector("#h5-frame .h5f-m");if(!m)return;' +
  'var i=m.querySelector("i"),w=m.getAttribute("data-h5-start");if(!s){if(w!==null){m.removeAttribute("data-h5-start");' +
  'm.removeAttribute("style");m.className="h5f-m";i.removeAttribute("style");i.innerHTML=""}return}' +
  'if(w===s.path)return;var f=s.frame;m.className=f.cls;m.setAttribute("style",f.style);' +
  'm.setAttribute("data-h5-start",s.path);i.setAttribute("style",f.box);i.innerHTML="";' +
  'var g=d.createElement("img");g.alt="";g.setAttribute("fetchpriority","high");g.src=f.src;i.appendChild(g);' +
  'var H=d.querySelector("#h5-frame .h5f-h"),B=d.querySelector("#h5-frame .h5f-t");' +
  'if(H&&f.head==="none")H.className="h5f-h h5f-h--none";' +
  'else if(H&&f.head==="back"){H.className="h5f-h h5f-h--back";H.setAttribute("data-title",f.title||"")}' +
  'if(B&&f.bar===0)B.className="h5f-t h5f-t--none";' +
  'else if(B){var b=B.querySelectorAll("span");for(var k=0;k<b.length;k++)' +
  'b[k].className=b[k].getAttribute("data-p")===f.on?"on":""}})();';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The CSP sources that allow the two scripts (`'sha256-…' 'sha256-…'`). */
export const START_FRAME_SCRIPT_SOURCE = `${hashOf(START_FRAME_HEAD_SCRIPT)} ${hashOf(START_FRAME_SCRIPT)}`;
