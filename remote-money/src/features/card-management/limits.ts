import { FORM_LIMITS } from '@h5/shared/validators';

/** At most 5 USDT addresses and 5 bank cards: the add button hides at this count. */
export const MAX_CARDS = FORM_LIMITS.maxCardsPerKind;
/** The notes under each list, always shown: at most 5 are supported. */
export const LIMIT_NOTES = {
  usdt: `最多支持添加${MAX_CARDS}个USDT地址`,
  bank: `最多支持添加${MAX_CARDS}张银行卡`,
} as const;
/** The card deletion dialog, and what a removal says. */
export const UNBIND_TITLE = '温馨提示';
export const UNBIND_ASK = { usdt: '是否解绑该USDT地址？', bank: '是否解绑该银行卡？' } as const;
export const UNBOUND = '解绑成功';
