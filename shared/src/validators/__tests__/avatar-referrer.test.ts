import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, checkAvatarFile, isValidPid } from '..';

describe('avatar file', () => {
  it('accepts a GIF or PNG of at most 2 MB, and says why it refuses anything else', () => {
    expect(AVATAR_ACCEPT).toBe('image/gif,image/png');
    expect(checkAvatarFile({ type: 'image/png', size: 10 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/gif', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(checkAvatarFile({ type: 'image/jpeg', size: 10 })).toBe('只支持 PNG 或 GIF 格式的图片');
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('图片不能超过2MB');
    // no declared type: the server judges the bytes
    expect(checkAvatarFile({ type: '', size: 10 })).toBeNull();
  });
});

describe('referrer id (pid)', () => {
  it('is 1–32 letters, digits, _ or -', () => {
    for (const ok of ['a', 'AB_12-x', 'x'.repeat(32)]) expect(isValidPid(ok)).toBe(true);
    for (const bad of ['', 'x'.repeat(33), 'a b', '<script>', '中文', null, undefined])
      expect(isValidPid(bad)).toBe(false);
  });
});
