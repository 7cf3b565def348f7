import { ABOUT_TITLES, ARTICLE_TYPES } from '@h5/shared/types';
import { TONES } from '../../components/account-ui';

/** Each article's icon and colour on the help centre (the titles and their order are `ARTICLE_TYPES`'). */
const LOOK: Record<number, { icon: string; tone: (typeof TONES)[keyof typeof TONES] }> = {
  7: { icon: 'info', tone: TONES.blue },
  1: { icon: 'question', tone: TONES.gold },
  2: { icon: 'shield', tone: TONES.green },
  3: { icon: 'doc', tone: TONES.slate },
  4: { icon: 'phone', tone: TONES.cyan },
  5: { icon: 'handshake', tone: TONES.pink },
  8: { icon: 'heart', tone: TONES.red },
};

/** The help centre's articles, in the page's order, each with its `/api/article` type. */
export const HELP_ARTICLES = ARTICLE_TYPES.map((a) => ({ ...a, ...LOOK[a.type] }));

/** The article page's title by `type` (also the shell's header title: routes.ts). */
export const HELP_TITLES: Record<string, string> = Object.fromEntries(
  ARTICLE_TYPES.map((a) => [String(a.type), a.title]),
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
  '5': { title: ABOUT_TITLES[5], slug: 'terms' },
  '6': { title: ABOUT_TITLES[6], slug: 'privacy' },
};

/** The terms page a `type` query value names; without a type, or with an unknown one, terms and rules. */
export const termsPageOf = (type: string | null) =>
  Object.prototype.hasOwnProperty.call(TERMS_PAGES, type ?? '5') ? TERMS_PAGES[type ?? '5'] : TERMS_PAGES['5'];
