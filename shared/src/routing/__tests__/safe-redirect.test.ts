import { safeRedirect } from '..';

describe('safeRedirect (where login sends the player back to)', () => {
  it('keeps internal paths with their query', () => {
    expect(safeRedirect('/betRecord?date=2&page=1')).toBe('/betRecord?date=2&page=1');
    expect(safeRedirect('/mine')).toBe('/mine');
  });

  it('sends everything else home', () => {
    for (const target of [
      null,
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'mine',
      '/login?redirect=/mine',
      '/x\u0000y',
    ])
      expect(safeRedirect(target)).toBe('/');
  });
});
