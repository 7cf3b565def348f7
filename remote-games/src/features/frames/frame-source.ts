import { FRAME_SANDBOX, type FrameSandbox } from '@h5/shared/ui';

/**
 * What /gamePage frames, from its address: `name`, `type`, `code` a game (the internal platform); `dailiD=1` the agent
 * page; `dailiD=2` customer service; `app=1` the iOS download; anything else nothing (the page goes home).
 */
export type FrameSource =
  | { kind: 'game'; name: string; type: string; code: string }
  | { kind: 'agent' }
  | { kind: 'service' }
  | { kind: 'ios' }
  | { kind: 'none' };

export function frameSourceOf(q: URLSearchParams): FrameSource {
  if (q.get('dailiD') === '1') return { kind: 'agent' };
  if (q.get('dailiD') === '2') return { kind: 'service' };
  if (q.get('app') === '1') return { kind: 'ios' };
  const name = q.get('name') ?? '';
  if (name) return { kind: 'game', name, type: q.get('type') || '0', code: q.get('code') ?? '' };
  return { kind: 'none' };
}

/** The bar's title of each kind (a game's is its venue's name, see useFrameTitle). */
export const FRAME_TITLES: Record<FrameSource['kind'], string> = {
  game: '游戏',
  agent: '代理登录',
  service: '在线客服',
  ios: 'APP下载',
  none: '游戏',
};

/** What each framed page may do (shared `FRAME_SANDBOX`: why each allows what it does). */
export const FRAME_SANDBOXES: Record<FrameSource['kind'], FrameSandbox> = {
  game: FRAME_SANDBOX.game,
  agent: FRAME_SANDBOX.agent,
  service: FRAME_SANDBOX.service,
  ios: FRAME_SANDBOX.download,
  none: FRAME_SANDBOX.game,
};
