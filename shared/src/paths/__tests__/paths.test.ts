import fs from 'node:fs';
import path from 'node:path';
import { isPagePath, PAGES, pageUrl } from '../index';

const root = path.resolve(__dirname, '../../../..');
const areas: { dir: string }[] = JSON.parse(fs.readFileSync(path.join(root, 'areas.json'), 'utf8')).areas;

/** The paths an area's routes.ts declares (its one exposed module), read as text: `path: '…'` or `path: PAGES.x`. */
function declaredPaths(dir: string): string[] {
  const source = fs.readFileSync(path.join(root, dir, 'src/routes.ts'), 'utf8');
  const out: string[] = [];
  for (const m of source.matchAll(/\bpath:\s*(?:'([^']*)'|PAGES\.([A-Za-z]+))/g)) {
    out.push(m[1] ?? (PAGES as Record<string, string>)[m[2]] ?? `PAGES.${m[2]} (unknown)`);
  }
  return out;
}

describe("PAGES: the one list of the site's pages", () => {
  it('every page is served by exactly one area, and every area route is in the list', () => {
    const servedBy = new Map<string, string[]>();
    for (const { dir } of areas) for (const p of declaredPaths(dir)) servedBy.set(p, [...(servedBy.get(p) ?? []), dir]);
    for (const p of Object.values(PAGES)) expect([p, servedBy.get(p) ?? []]).toEqual([p, [expect.any(String)]]);
    for (const p of servedBy.keys()) expect([p, isPagePath(p)]).toEqual([p, true]);
  });

  it('paths are distinct', () => {
    expect(new Set(Object.values(PAGES)).size).toBe(Object.values(PAGES).length);
  });

  it('pageUrl adds a query, leaving out what is undefined', () => {
    expect(pageUrl(PAGES.helpArticle, { type: 5 })).toBe('/boutBallBetInfo?type=5');
    expect(pageUrl(PAGES.login, { redirect: '/recharge?x=1' })).toBe('/login?redirect=%2Frecharge%3Fx%3D1');
    expect(pageUrl(PAGES.messages, { type: undefined })).toBe('/message');
    expect(pageUrl(PAGES.home)).toBe('/');
  });
});
