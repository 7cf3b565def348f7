/**
 * Every page of the site, named for what it is, with the path players see in the address bar (the contract's URLs,
 * some of them odd: `/fanshui` is the rebate centre, `/boutBallBet` the help centre).
 *
 * A link to a page, above all to another area's page, is written `PAGES.deposit`, never '/recharge': a typo is then a
 * type error, and ESLint refuses a bare page path in area code (eslint.config.mjs). Each area's `routes.ts` declares
 * its pages from here too, and a test checks that every page here is served by exactly one area.
 *
 * A pure module (`@h5/shared/paths`), bundled by each area that uses it, not part of the shared singleton: an area
 * that adds a page deploys it with its own copy of this list, whatever the shell's copy holds.
 */
export const PAGES = {
  // games area
  home: '/',
  gamePage: '/gamePage',
  conciseGames: '/concise',
  // money area
  wallet: '/money',
  deposit: '/recharge',
  paymentInfo: '/payInfo',
  withdrawal: '/withdrawal',
  transfer: '/transfer',
  transactionRecords: '/transRecord',
  betRecords: '/betRecord',
  cards: '/wallet',
  addBankCard: '/addBankCard',
  addUsdtAddress: '/addUsdtCard',
  usdtProtocols: '/usdtmore',
  rebateCentre: '/fanshui',
  // account area
  login: '/login',
  mine: '/mine',
  profile: '/userInfo',
  securityCentre: '/userCent',
  password: '/password',
  messages: '/message',
  partnerApplication: '/applyagent',
  helpCentre: '/boutBallBet',
  helpArticle: '/boutBallBetInfo',
  about: '/abouts',
  appDownload: '/app',
  customerService: '/kefu',
  responsibleGaming: '/responsible',
  // promotions area
  promotions: '/activity',
  promotionDetail: '/activityInfo',
  activityRecords: '/activityRecord',
  redPacket: '/hongbao',
  welfareCentre: '/welfare',
  sponsorship: '/zhanzhu',
  sponsorPage: '/zhanzhuye',
  vip: '/vip',
} as const;

export type PageName = keyof typeof PAGES;
export type PagePath = (typeof PAGES)[PageName];

/** A page with a query string: `pageUrl(PAGES.helpArticle, { type: 5 })` → `/boutBallBetInfo?type=5`. */
export function pageUrl(path: PagePath, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** True for a path (without query) that is one of the site's pages. */
export const isPagePath = (path: string): path is PagePath => (Object.values(PAGES) as string[]).includes(path);
