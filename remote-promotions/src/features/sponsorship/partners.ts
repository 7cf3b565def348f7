/**
 * The two partner cards of /zhanzhu: the partners of the server's built-in pages. Their crests are served by the
 * server with those pages (`/partners/<type>/crest.svg`); each card opens /zhanzhuye?type.
 */
export interface PartnerCardInfo {
  type: 1 | 2;
  name: string;
  english: string;
  role: string;
  since: string;
  tone: 'blue' | 'purple';
}

export const PARTNERS: PartnerCardInfo[] = [
  {
    type: 1,
    name: '蓝狮足球俱乐部',
    english: 'BLUE LIONS FC',
    role: '官方区域合作伙伴',
    since: '2026—2028 赛季',
    tone: 'blue',
  },
  {
    type: 2,
    name: '暗夜猎鹰电竞俱乐部',
    english: 'NIGHT FALCON ESPORTS',
    role: '官方主赞助商',
    since: '2026 全年',
    tone: 'purple',
  },
];

/** The `type` of /zhanzhuye: 1 or 2, else null. */
export const partnerTypeOf = (raw: string | null): 1 | 2 | null => (raw === '1' ? 1 : raw === '2' ? 2 : null);

/** The frame's title of a partner's page (read by assistive technology; the page shows no title). */
export const partnerPageTitle = (type: 1 | 2) => (type === 1 ? '赞助伙伴：足球' : '赞助伙伴：电竞');
