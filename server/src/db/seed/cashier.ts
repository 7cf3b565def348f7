import { count } from 'drizzle-orm';
import type { Tx } from '#app/db/client';
import { banks, payChannels, receivingAccounts } from '#app/db/schema/index';

/**
 * Cashier seed: the five pay channels with their ranges, receiving accounts (2 bank accounts, WeChat, Alipay, a TRC20
 * and an ERC20 address — realistic in shape, all fake), and the banks players pick from. Idempotent: channels and banks
 * are keyed (inserted when missing, operator edits kept); receiving accounts only into an empty table.
 */
export const PAY_CHANNELS = [
  { type: 'bank', minFen: 100_00, maxFen: 50_000_00, sort: 1 },
  { type: 'usdt-trc20', minFen: 100_00, maxFen: 100_000_00, sort: 2 },
  { type: 'usdt-erc20', minFen: 100_00, maxFen: 100_000_00, sort: 3 },
  { type: 'wechat', minFen: 100_00, maxFen: 10_000_00, sort: 4 },
  { type: 'alipay', minFen: 100_00, maxFen: 10_000_00, sort: 5 },
];

export const RECEIVING_ACCOUNTS = [
  {
    channel: 'bank',
    bankName: '中国工商银行',
    accountNo: '6222021001123456789',
    owner: '深圳市星耀网络科技有限公司',
    address: '深圳市福田区深南中路支行',
    sort: 1,
  },
  {
    channel: 'bank',
    bankName: '中国建设银行',
    accountNo: '6217003320018765432',
    owner: '王建国',
    address: '广州市天河区珠江新城支行',
    sort: 2,
  },
  { channel: 'wechat', accountNo: 'wxp://f2f0Jx8kQ2mVbR7nT3yZpL5hW9cA1dE6gU4s', owner: '星耀娱乐收款', sort: 1 },
  { channel: 'alipay', accountNo: 'https://qr.alipay.com/fkx17834vqpxmwzmrbl5e2f', owner: '星耀娱乐收款', sort: 1 },
  { channel: 'usdt-trc20', accountNo: 'TuTPYJJGQee4FxttyJgyRZjEwVSzRWQ146', owner: 'TRC20', sort: 1 },
  { channel: 'usdt-erc20', accountNo: '0x2d342243532927d9bc5bb6f4117e441b36646057', owner: 'ERC20', sort: 1 },
];

export const BANKS = [
  '中国工商银行',
  '中国建设银行',
  '中国农业银行',
  '中国银行',
  '交通银行',
  '招商银行',
  '中国邮政储蓄银行',
  '兴业银行',
  '中信银行',
  '浦发银行',
  '中国民生银行',
  '中国光大银行',
  '平安银行',
  '华夏银行',
  '广发银行',
];

export async function seedCashier(tx: Tx): Promise<void> {
  await tx.insert(payChannels).values(PAY_CHANNELS).onConflictDoNothing();
  const [{ n }] = await tx.select({ n: count() }).from(receivingAccounts);
  if (n === 0) await tx.insert(receivingAccounts).values(RECEIVING_ACCOUNTS);
  await tx
    .insert(banks)
    .values(BANKS.map((name, i) => ({ name, sort: i + 1 })))
    .onConflictDoNothing();
}
