import { GAME_CATEGORIES } from '@h5/shared/types';
import type { FaultMode, PayChannelType, TransferState } from './types';

export const CHANNEL_LABEL: Record<PayChannelType, string> = {
  bank: '银行卡转账',
  'usdt-trc20': 'USDT（TRC20）',
  'usdt-erc20': 'USDT（ERC20）',
  wechat: '微信支付',
  alipay: '支付宝',
};
export const CHANNEL_OPTIONS = (Object.keys(CHANNEL_LABEL) as PayChannelType[]).map((value) => ({
  value,
  label: CHANNEL_LABEL[value],
}));

export const FAULT_LABEL: Record<FaultMode, string> = { none: '正常', fail: '拒绝转账', hang: '无响应' };
export const FAULT_COLOR: Record<FaultMode, string> = { none: 'success', fail: 'error', hang: 'warning' };
export const FAULT_HINT: Record<FaultMode, string> = {
  none: '场馆模拟器恢复正常，转账立即完成。',
  fail: '场馆模拟器拒绝每一笔转账：玩家转入转出均失败，资金退回。',
  hang: '场馆模拟器不再应答：转账停在处理中，等待对账。',
};

export const TRANSFER_STATE: Record<TransferState, { label: string; color: string }> = {
  2: { label: '处理中', color: 'processing' },
  1: { label: '已完成', color: 'success' },
  0: { label: '已退回', color: 'default' },
};

export const SOURCE_LABEL: Record<string, string> = { manual: '手动转账', auto: '免转', recall: '一键回收' };

/** What an editor (or finance) reads on a control that is not theirs. */
export const FINANCE_ONLY = '仅财务可修改';
export const EDITOR_ONLY = '仅内容编辑可修改';
export const SUPER_ONLY = '仅超级管理员可修改';

/** The six categories' names (the one list: @h5/shared/types GAME_CATEGORIES, also the server's). */
export const CATEGORY_LABEL: Record<string, string> = Object.fromEntries(GAME_CATEGORIES.map((c) => [c.id, c.label]));
