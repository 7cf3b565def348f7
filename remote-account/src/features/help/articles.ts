import { TONES } from '../../components/account-ui';

/** The help centre's articles, in the page's order, each with its `/api/article` type. */
export const HELP_ARTICLES = [
  { type: 7, title: '关于我们', icon: 'info', tone: TONES.blue },
  { type: 1, title: '常见问题', icon: 'question', tone: TONES.gold },
  { type: 2, title: '隐私政策', icon: 'shield', tone: TONES.green },
  { type: 3, title: '免责说明', icon: 'doc', tone: TONES.slate },
  { type: 4, title: '联系我们', icon: 'phone', tone: TONES.cyan },
  { type: 5, title: '代理加盟', icon: 'handshake', tone: TONES.pink },
  { type: 8, title: '博彩责任', icon: 'heart', tone: TONES.red },
] as const;

/** The article page's title by `type` (also the shell's header title: routes.ts). */
export const HELP_TITLES: Record<string, string> = Object.fromEntries(
  HELP_ARTICLES.map((a) => [String(a.type), a.title]),
);

/** The help article a `type` query value names: its number and title, or no number and the page's plain title. */
export function helpArticleOf(type: string | null): { type: number | null; title: string } {
  const key = type ?? '';
  return Object.prototype.hasOwnProperty.call(HELP_TITLES, key)
    ? { type: Number(key), title: HELP_TITLES[key] }
    : { type: null, title: '帮助详情' };
}

/** The terms pages by `type`: 5 terms and rules, 6 privacy policy, each asked of /api/article by its slug. */
export const TERMS_PAGES: Record<string, { title: string; slug: string }> = {
  '5': { title: '条款与规则', slug: 'terms' },
  '6': { title: '隐私政策', slug: 'privacy' },
};

/** The terms page a `type` query value names; without a type, or with an unknown one, terms and rules. */
export const termsPageOf = (type: string | null) =>
  Object.prototype.hasOwnProperty.call(TERMS_PAGES, type ?? '5') ? TERMS_PAGES[type ?? '5'] : TERMS_PAGES['5'];
