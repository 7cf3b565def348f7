import type { RemotesManifest } from '@h5/shared';

const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  loadRemote: (...args: unknown[]) => loadRemote(...args),
}));

const load = () => require('../remotes') as typeof import('../remotes');

const V1 = '20250101-100000-aaaaaaaa';
const V2 = '20250102-100000-bbbbbbbb';
const entry = (v: string) => `/remotes/money/${v}/remoteEntry.js`;
const MANIFEST: RemotesManifest = {
  money: {
    entry: entry(V2),
    version: V2,
    routes: [{ path: '/money', title: '我的钱包' }],
    fallback: { entry: entry(V1), version: V1 },
  },
  games: { entry: '/remotes/games/remoteEntry.js', version: 'dev', routes: [{ path: '/', title: '首页' }] },
};

/** what the federation runtime answers, by the entry currently registered for each area */
let registered: Record<string, string> = {};
let broken = new Set<string>();
const pages = { money: jest.fn(async () => ({ default: () => null })) };

beforeEach(() => {
  jest.resetModules();
  registerRemotes.mockReset().mockImplementation((list: { name: string; entry: string }[]) => {
    for (const r of list) registered[r.name] = r.entry;
  });
  loadRemote.mockReset().mockImplementation(async (id: string) => {
    const area = id.split('/')[0];
    const from = registered[area];
    if (broken.has(from)) throw new Error(`Failed to load script resources ${from}`);
    return { routes: [{ path: area === 'money' ? '/money' : '/', title: from, page: pages.money }] };
  });
  registered = {};
  broken = new Set();
  pages.money.mockClear();
  delete window.__h5Fallbacks;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('registers every area from remotes.json and builds the route table from their routes', () => {
  const { registerAreas } = load();
  const routes = registerAreas(MANIFEST);
  expect(registered).toEqual({ money: entry(V2), games: '/remotes/games/remoteEntry.js' });
  expect(routes).toEqual([
    { area: 'money', path: '/money', title: '我的钱包' },
    { area: 'games', path: '/', title: '首页' },
  ]);
});

it('loads a page from the current version and records no fallback', async () => {
  const { registerAreas, loadAreaPage } = load();
  registerAreas(MANIFEST);
  await loadAreaPage('money', '/money');
  expect(loadRemote).toHaveBeenCalledWith('money/routes');
  expect(registered.money).toBe(entry(V2));
  expect(window.__h5Fallbacks).toBeUndefined();
});

it('falls back to the previous version when the current one fails, and reports it', async () => {
  const { registerAreas, loadAreaPage } = load();
  registerAreas(MANIFEST);
  broken.add(entry(V2));
  const mark = jest.fn();
  Object.defineProperty(performance, 'mark', { value: mark, configurable: true, writable: true });
  await loadAreaPage('money', '/money');
  expect(registered.money).toBe(entry(V1));
  expect(window.__h5Fallbacks).toEqual([
    expect.objectContaining({ area: 'money', failed: V2, version: V1, reason: expect.stringContaining(entry(V2)) }),
  ]);
  expect(mark).toHaveBeenCalledWith('h5:fallback:money', expect.anything());
  expect(console.warn).toHaveBeenCalled();
  // the area stays on the version that loaded
  await loadAreaPage('money', '/money');
  expect(window.__h5Fallbacks).toHaveLength(1);
});

it("when both versions fail, shows the current version's error, and a retry starts from the current version again", async () => {
  const { registerAreas, loadAreaPage } = load();
  registerAreas(MANIFEST);
  broken.add(entry(V2));
  broken.add(entry(V1));
  await expect(loadAreaPage('money', '/money')).rejects.toThrow(entry(V2));
  broken.delete(entry(V2)); // the current version is back
  await loadAreaPage('money', '/money');
  expect(registered.money).toBe(entry(V2));
  expect(window.__h5Fallbacks).toBeUndefined();
});

it('an area without a fallback fails until it is back; nothing is cached in between', async () => {
  const { registerAreas, loadAreaPage } = load();
  registerAreas(MANIFEST);
  broken.add('/remotes/games/remoteEntry.js');
  await expect(loadAreaPage('games', '/')).rejects.toThrow('Failed to load');
  await expect(loadAreaPage('games', '/')).rejects.toThrow('Failed to load');
  broken.clear();
  await expect(loadAreaPage('games', '/')).resolves.toBeTruthy();
});

it('a path the area does not have, or a page without a component, is an error', async () => {
  const { registerAreas, loadAreaPage } = load();
  registerAreas(MANIFEST);
  await expect(loadAreaPage('money', '/nope')).rejects.toThrow('money has no page for /nope');
  pages.money.mockResolvedValueOnce({} as never);
  await expect(loadAreaPage('money', '/money')).rejects.toThrow('has no component');
});

it("the idle prefetch downloads the tab pages' files and the host's antd-mobile files without running any of them", async () => {
  jest.useFakeTimers();
  const mark = jest.spyOn(performance, 'mark');
  document.head.innerHTML = '<meta name="h5-prefetch" content="67.aaaa1111.css 221.bbbb2222.js ../x.js">';
  const fetched: string[] = [];
  const fetchMock = jest.fn(async (url: string) => {
    fetched.push(url);
    return { arrayBuffer: async () => new ArrayBuffer(0) };
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  const { registerAreas, prefetchAreas } = load();
  registerAreas({
    ...MANIFEST,
    money: {
      ...MANIFEST.money,
      routes: [{ path: '/money', title: '我的钱包', preload: ['r.1.js', 'p.2.js', 'p.2.css'] }],
    },
  });
  prefetchAreas([
    { area: 'money', path: '/money' },
    { area: 'games', path: '/' },
  ]);
  expect(fetched).toEqual([]);
  await jest.runAllTimersAsync();
  // jsdom has no <link rel=prefetch>: the fallback (a low-priority fetch) downloads the same files
  const at = (p: string) => new URL(p, document.baseURI).href;
  const base = `/remotes/money/${V2}/`;
  expect(fetched).toEqual(
    [
      entry(V2),
      `${base}r.1.js`,
      `${base}p.2.js`,
      `${base}p.2.css`,
      '/remotes/games/remoteEntry.js',
      '67.aaaa1111.css',
      '221.bbbb2222.js',
    ].map(at),
  );
  // nothing was run: no container, routes module or page was loaded
  expect(loadRemote).not.toHaveBeenCalled();
  expect(pages.money).not.toHaveBeenCalled();
  expect(mark.mock.calls.map((c) => c[0])).toEqual(['h5:prefetch', 'h5:prefetched']);
  delete (globalThis as { fetch?: unknown }).fetch;
  document.head.innerHTML = '';
});

it('a finger on a tab starts loading its page (container, routes module, page)', async () => {
  const { registerAreas, warmPage } = load();
  registerAreas(MANIFEST);
  warmPage('money', '/money');
  await new Promise((r) => setTimeout(r, 0));
  expect(loadRemote).toHaveBeenCalledWith('money/routes');
  expect(pages.money).toHaveBeenCalled();
});
