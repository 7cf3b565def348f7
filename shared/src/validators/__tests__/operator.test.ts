import { checkDecimal, checkFlag, checkHtmlLength, checkText, checkUrl, isSitePath, SETTING_CHECKS } from '../operator';

describe('operator checks (the server runs them on back-office writes, the console in its forms)', () => {
  it('names the field: a key with a space, a Chinese label without', () => {
    expect(checkText('title', '  ', { min: 1, max: 32 })).toEqual({ error: 'title 不能为空' });
    expect(checkText('站点名称', '', { min: 1, max: 32 })).toEqual({ error: '站点名称不能为空' });
    expect(checkText('站点名称', 'x'.repeat(33), { min: 1, max: 32 })).toEqual({ error: '站点名称不能超过32个字' });
    expect(checkText('站点名称', 42, { max: 32 })).toEqual({ error: '站点名称必须是文本' });
  });

  it('counts code points and answers the trimmed text', () => {
    expect(checkText('name', ' 😀😀 ', { max: 2 })).toEqual({ value: '😀😀' });
  });

  it('takes http(s) links and, where allowed, site paths; frames only https', () => {
    expect(checkUrl('link', 'https://a.example/x')).toEqual({ value: 'https://a.example/x' });
    expect(checkUrl('link', 'javascript:alert(1)')).toEqual({ error: 'link 必须是 http:// 或 https:// 链接' });
    expect(checkUrl('link', '/assets/x.png')).toEqual({ error: 'link 必须是 http:// 或 https:// 链接' });
    expect(checkUrl('图片', '/assets/x.png', { sitePaths: true })).toEqual({ value: '/assets/x.png' });
    expect(checkUrl('图片', '//evil.example/x', { sitePaths: true })).toEqual({
      error: '图片必须是 http(s) 链接或以 / 开头的站内路径',
    });
    expect(checkUrl('客服', 'http://a.example', { sitePaths: true, httpsOnly: true })).toEqual({
      error: '客服必须是 https:// 链接或以 / 开头的站内路径',
    });
    expect(checkUrl('客服', ' ', { allowEmpty: true })).toEqual({ value: '' });
    expect(isSitePath('/\\evil.example')).toBe(false);
  });

  it('reads switches and decimals as the server stores them', () => {
    expect(checkFlag('site_state', 1)).toEqual({ value: '1' });
    expect(checkFlag('site_state', '2')).toEqual({ error: 'site_state 只能是 0 或 1' });
    expect(checkDecimal('usdtrate', '7.2', { places: 4, allowZero: false })).toEqual({ value: '7.20' });
    expect(checkDecimal('usdtrate', '0.0', { places: 4, allowZero: false })).toEqual({ error: 'usdtrate 必须大于0' });
    expect(checkDecimal('fee', '0', { places: 2, allowZero: true })).toEqual({ value: '0.00' });
    expect(checkDecimal('汇率', '1.23456', { places: 4, allowZero: false })).toEqual({
      error: '汇率必须是不超过4位小数的数字（整数部分最多6位）',
    });
    expect(checkDecimal('汇率', '1e3', { places: 4, allowZero: false })).toHaveProperty('error');
  });

  it('measures HTML (the server sanitises it afterwards)', () => {
    expect(checkHtmlLength('webcontent', 'x'.repeat(20_001), 20_000)).toEqual({
      error: 'webcontent 不能超过20000个字符',
    });
    expect(checkHtmlLength('webcontent', '<b>hi</b>')).toEqual({ value: '<b>hi</b>' });
  });

  it('has a check for every setting, labelled by its key unless told', () => {
    expect(SETTING_CHECKS.title('')).toEqual({ error: 'title 不能为空' });
    expect(SETTING_CHECKS.service_url('http://x.example', '在线客服地址')).toEqual({
      error: '在线客服地址必须是 https:// 链接或以 / 开头的站内路径',
    });
    expect(SETTING_CHECKS.adjust_approval_above('50000')).toEqual({ value: '50000.00' });
  });
});
