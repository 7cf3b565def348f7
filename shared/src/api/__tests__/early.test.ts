import { EARLY_ANSWER_TTL_MS, earlyHero, type EarlyCall } from '../early';
import { get, post } from '../client';
import { http } from '../http';

type Adapter = NonNullable<typeof http.defaults.adapter>;
let asked: string[] = [];
const server = (data: unknown): Adapter =>
  (async (config: { method?: string; url?: string }) => {
    asked.push(`${config.method?.toUpperCase()} ${config.url}`);
    return { status: 200, statusText: '', headers: {}, config, data: { code: 200, message: '', data } };
  }) as unknown as Adapter;

const boot = (calls: Partial<EarlyCall>[]) => {
  (globalThis as { __h5Boot?: unknown }).__h5Boot = {
    early: calls.map((c) => ({ method: 'POST', path: '/api/x', body: {}, token: null, at: Date.now(), ...c })),
  };
};
const answer = (data: unknown, status = 200) =>
  Promise.resolve({ status, body: { code: status, message: status === 200 ? '' : '维护中', data } });

beforeEach(() => {
  asked = [];
  sessionStorage.clear();
  http.defaults.adapter = server('from the server');
});
afterEach(() => {
  delete (globalThis as { __h5Boot?: unknown }).__h5Boot;
  http.defaults.adapter = undefined;
  document.body.innerHTML = '';
});

describe('answers index.html asked for before the page (startRequests)', () => {
  it('the first identical call takes the early answer without asking the server; the next one asks', async () => {
    boot([{ method: 'POST', path: '/api/bannerList', body: { type: 2 }, answer: answer([{ src: '/a.svg' }]) }]);
    const first = await post('/api/bannerList', { type: 2 });
    expect(first).toEqual({ code: 200, message: '', data: [{ src: '/a.svg' }] });
    expect(asked).toEqual([]);
    const second = await post('/api/bannerList', { type: 2 });
    expect(second.data).toBe('from the server');
    expect(asked).toEqual(['POST /api/bannerList']);
  });

  it('matches a GET by its query, with no body as an empty one', async () => {
    boot([
      { method: 'GET', path: '/api/game/list', body: { category: '' }, answer: answer(['games']) },
      { method: 'GET', path: '/api/getVisitUrl', body: {}, answer: answer({ url: '' }) },
    ]);
    expect((await get('/api/game/list', { category: 'sport' })).data).toBe('from the server');
    expect((await get('/api/game/list', { category: '' })).data).toEqual(['games']);
    expect((await get('/api/getVisitUrl')).data).toEqual({ url: '' });
    expect(asked).toEqual(['GET /api/game/list']);
  });

  it('a refusal is handled as if it came now (the message shows as a toast)', async () => {
    boot([{ path: '/api/homenotice', answer: answer(null, 503) }]);
    const res = await post('/api/homenotice', {});
    expect(res.code).toBe(503);
    expect(document.body.querySelector('[role="alert"]')?.textContent).toBe('维护中');
    expect(asked).toEqual([]);
  });

  it('not used when the session changed since, when it is too old, or when it failed', async () => {
    sessionStorage.setItem('token', 'new-token');
    boot([
      { path: '/api/a', token: 'old-token', answer: answer('stale') },
      { path: '/api/b', token: 'new-token', at: Date.now() - EARLY_ANSWER_TTL_MS - 1, answer: answer('old') },
      { path: '/api/c', token: 'new-token', answer: Promise.reject(new Error('offline')) },
    ]);
    expect((await post('/api/a', {})).data).toBe('from the server');
    expect((await post('/api/b', {})).data).toBe('from the server');
    expect((await post('/api/c', {})).data).toBe('from the server');
    expect(asked).toEqual(['POST /api/a', 'POST /api/b', 'POST /api/c']);
  });
});

describe('the opening picture index.html painted (earlyHero)', () => {
  afterEach(() => delete (globalThis as { __h5Frame?: unknown }).__h5Frame);

  test("preboot.js's word, else the frame index.html's inline script drew, for that route only", () => {
    expect(earlyHero('/activity')).toBeNull();
    // main.js ran before preboot.js: the inline script's choice is all there is
    (globalThis as { __h5Frame?: unknown }).__h5Frame = { path: '/activity', frame: { src: '/assets/p/1.svg' } };
    expect(earlyHero('/activity')).toBe('/assets/p/1.svg');
    expect(earlyHero('/')).toBeNull();
    (globalThis as { __h5Boot?: unknown }).__h5Boot = { hero: { path: '/activity', src: '/assets/p/2.svg' } };
    expect(earlyHero('/activity')).toBe('/assets/p/2.svg');
    // not well formed: nothing
    (globalThis as { __h5Frame?: unknown }).__h5Frame = { path: '/x', frame: { src: 42 } };
    expect(earlyHero('/x')).toBeNull();
  });
});
