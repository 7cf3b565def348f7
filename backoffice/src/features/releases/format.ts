import type { ReleaseAction } from './types';

/** The registry's times are ISO (UTC): shown as Asia/Shanghai `YYYY-MM-DD HH:mm:ss` like every other time. */
export function shanghai(iso: string | null | undefined) {
  if (!iso) return '—';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return new Date(t + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export const ACTION_LABEL: Record<ReleaseAction, string> = {
  deploy: '发布',
  rollback: '回滚',
  promote: '切换',
  pin: '固定',
  unpin: '取消固定',
};

export const ACTION_COLOR: Record<ReleaseAction, string> = {
  deploy: 'blue',
  rollback: 'orange',
  promote: 'geekblue',
  pin: 'purple',
  unpin: 'default',
};

/** The areas' names (areas.json); an area added later shows its own name. */
const AREA_TITLE: Record<string, string> = {
  games: '游戏大厅',
  money: '资金中心',
  account: '会员中心',
  promotions: '优惠活动',
};
export const areaTitle = (name: string) => AREA_TITLE[name] ?? name;

/** `console:admin` (from this page) or the CLI's user name. */
export const byWho = (by: string | null | undefined) =>
  !by ? '—' : by.startsWith('console:') ? `${by.slice('console:'.length)}（控制台）` : `${by}（命令行）`;
