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

afterEach(() => jest.restoreAllMocks());

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

it("prefetch loads each area's routes module after the first paint, never its pages", async () => {
  jest.useFakeTimers();
  const { registerAreas, prefetchAreas } = load();
  registerAreas(MANIFEST);
  prefetchAreas(['money', 'games']);
  expect(loadRemote).not.toHaveBeenCalled();
  await jest.runAllTimersAsync();
  expect(loadRemote.mock.calls.map((c) => c[0]).sort()).toEqual(['games/routes', 'money/routes']);
  expect(pages.money).not.toHaveBeenCalled();
  jest.useRealTimers();
});
