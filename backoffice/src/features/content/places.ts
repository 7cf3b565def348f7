/**
 * Where the phone shows an article: the phone asks for it by slug (server: ARTICLE_TYPES for 帮助中心
 * `/boutBallBetInfo?type=`, ABOUT_TYPES for `/abouts?type=`). An article with another slug is kept but shown nowhere.
 */
export const ARTICLE_PLACES: Record<string, string> = {
  'about-us': '帮助中心 · 关于我们',
  faq: '帮助中心 · 常见问题',
  privacy: '帮助中心 · 隐私政策；条款页 · 隐私政策',
  disclaimer: '帮助中心 · 免责说明',
  contact: '帮助中心 · 联系我们',
  agent: '帮助中心 · 代理加盟',
  'responsible-gambling': '帮助中心 · 博彩责任',
  terms: '条款页 · 条款与规则',
};

/** The server's rule for a slug (plugins/app/content/resources.ts), in its words. */
export const SLUG = /^[a-z0-9-]{1,32}$/;
export const SLUG_MESSAGE = 'slug 只能包含小写字母、数字和连字符（1~32位）';
