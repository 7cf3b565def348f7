// jsdom lacks what antd 6 reaches for in a browser: MessageChannel (its scheduler of deferred work), ResizeObserver and
// getComputedStyle with a pseudo-element (its scroll-bar measure). Light stand-ins, timers only.
class FakeMessagePort {
  onmessage: ((e: { data: unknown }) => void) | null = null;
  other: FakeMessagePort | null = null;
  postMessage(data: unknown) {
    setTimeout(() => this.other?.onmessage?.({ data }), 0);
  }
  start() {}
  close() {}
  addEventListener() {}
  removeEventListener() {}
}
if (typeof globalThis.MessageChannel === 'undefined') {
  class FakeMessageChannel {
    port1 = new FakeMessagePort();
    port2 = new FakeMessagePort();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  }
  Object.assign(globalThis, { MessageChannel: FakeMessageChannel });
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  class FakeResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(globalThis, { ResizeObserver: FakeResizeObserver });
}

const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (el: Element) => computedStyle(el);

// the console's pages are lazy chunks and antd is large: the first render of a test file takes a while on a busy machine
require('@testing-library/react').configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);
export {};
