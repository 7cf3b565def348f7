import { get, type PayWayFlags } from '@h5/shared';

/** `GET /api/get_pay_way` (001 §7): which deposit ways are enabled (flags card, usdt, wechat, alipay, in this order). */
export const getPayWay = () => get<PayWayFlags>('/api/get_pay_way', undefined, { silent: true });
