import { TONES } from '../../components/tones';
import { HELP_VERSION } from '../../lib/version';
import type { GlyphName } from './components/mine-icons';
import { PAGES } from '@h5/shared/paths';

export interface MineEntry {
  label: string;
  to: string;
  glyph: GlyphName;
  /** the icon tile's colours */
  tone: readonly [string, string];
  /** a note shown on the right of a list row */
  note?: string;
}

/** The shortcuts of the wallet card (the same three as the home account strip). */
export const WALLET_SHORTCUTS: MineEntry[] = [
  { label: '存款', to: PAGES.deposit, glyph: 'deposit', tone: TONES.gold },
  { label: '转账', to: PAGES.transfer, glyph: 'transfer', tone: TONES.blue },
  { label: '取款', to: PAGES.withdrawal, glyph: 'withdraw', tone: TONES.green },
];

/** Partner programme for a player (isagent 0), agent login for an agent (isagent 1). */
export const agentEntry = (isAgent: boolean): MineEntry =>
  isAgent
    ? { label: '代理登录', to: `${PAGES.gamePage}?dailiD=1`, glyph: 'agent', tone: TONES.pink }
    : { label: '合伙人计划', to: PAGES.partnerApplication, glyph: 'handshake', tone: TONES.pink };

/** The grid of everyday entries. */
export const gridEntries = (isAgent: boolean): MineEntry[] => [
  { label: '我的钱包', to: PAGES.wallet, glyph: 'wallet', tone: TONES.gold },
  { label: '交易记录', to: PAGES.transactionRecords, glyph: 'receipt', tone: TONES.blue },
  { label: '投注记录', to: PAGES.betRecords, glyph: 'dice', tone: TONES.red },
  { label: '返水中心', to: PAGES.rebateCentre, glyph: 'rebate', tone: TONES.green },
  { label: '活动记录', to: PAGES.activityRecords, glyph: 'flag', tone: TONES.purple },
  { label: '福利中心', to: PAGES.welfareCentre, glyph: 'gift', tone: TONES.orange },
  { label: '消息中心', to: PAGES.messages, glyph: 'bell', tone: TONES.cyan },
  agentEntry(isAgent),
];

/** The list of account and service entries. */
export const LIST_ENTRIES: MineEntry[] = [
  { label: '个人资料', to: PAGES.profile, glyph: 'idcard', tone: TONES.blue },
  { label: '账户设置', to: PAGES.securityCentre, glyph: 'shield', tone: TONES.slate },
  { label: '理性娱乐', to: PAGES.responsibleGaming, glyph: 'shield', tone: TONES.green },
  { label: 'APP下载', to: PAGES.appDownload, glyph: 'phone', tone: TONES.green },
  { label: '帮助中心', to: PAGES.helpCentre, glyph: 'help', tone: TONES.orange, note: HELP_VERSION },
];
