import { Globals } from '@react-spring/web';
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { clearQueries } from '../shared/src/api/query';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// A test's time limit is not what it checks: npm test runs jest beside both server suites and the browser tests on
// two cores, where a form test typing seven wrong inputs has taken more than jest's 5 s (login-page, password-page in
// a local run of the lanes). 30 s still ends a test that hangs.
jest.setTimeout(30_000);

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}
window.scrollTo = (() => {}) as typeof window.scrollTo;

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

// the site's query cache lives for the page load; each test is a new visit (cleared before, once the last test's
// pages are gone)
beforeEach(() => clearQueries());

// jsdom lays nothing out, so every element's offsetParent is null; antd-mobile's InfiniteScroll (and other
// visibility checks) read it to skip hidden elements. Rendered elements count as visible here.
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement) {
    return this.parentNode;
  },
});

// antd-mobile animates its popups with react-spring on jsdom's 60 Hz frame timer: a sheet that closes stays in the
// document until its animation ends, which on a loaded machine can outlast any waitFor. A player sees the end state
// of a tap, so component tests skip the animations (the browser tests keep them).
Globals.assign({ skipAnimation: true });
