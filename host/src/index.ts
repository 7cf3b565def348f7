import './shell/shell.css';
import { startPwa } from './pwa';
import { startPictureShown } from './start-picture';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The shell's code is evaluated once the start page's picture is on screen (at most 400 ms later; see
 * start-picture.ts), in two tasks: React and React DOM, then the shell and the start page's render. The imports are
 * `eager`: part of main.js (no request of their own), run only when called. In one task this was main.js's longest
 * (≈ 110 ms under Lighthouse's 4× CPU slowdown), time a phone cannot answer a tap in.
 */
async function start() {
  await startPictureShown(400);
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { boot } = await import(/* webpackMode: "eager" */ './boot');
  await boot();
}

void start();
startPwa();
