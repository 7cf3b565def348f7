import { shanghaiTimestamp } from '#app/lib/time';
/** Messages of the cashier that are not client validation rules (those come from @h5/shared/validators). */
export const CASHIER_MESSAGES = {
  payTypeUnknown: '支付方式不存在',
  payTypeClosed: '该支付方式暂未开放',
  noReceivingAccount: '暂无可用的收款账户，请联系在线客服',
  manualDeposit: '人工充值请联系在线客服',
  tooManyOpenDeposits: '您有5笔未完成的充值订单，请完成支付或等待订单过期后再试',
  depositNotFound: '订单不存在',
  depositAlreadyConfirmed: '该订单已确认入账',
  depositAlreadyClosed: '该订单已被拒绝或已过期',
  depositExpired: '订单已超过1小时未确认，已失效',
  reasonRequired: '请输入拒绝原因',
  withdrawalNotFound: '取款订单不存在',
  withdrawalDone: '该取款订单已处理',
  cardNotFound: '银行卡不存在或已解绑',
  withdrawCardNotFound: '提现账户不存在，请重新选择',
  cardTypeInvalid: '参数错误：type 取值无效',
  bankUnknown: '请选择正确的银行',
  cardTakenBank: '该银行卡已被其他账户绑定',
  cardTakenUsdt: '该USDT地址已被其他账户绑定',
  cardAlreadyBound: '您已绑定过该账户，无需重复绑定',
  payPasswordWrong: '支付密码错误',
  payPasswordThrottled: '支付密码错误次数过多，请15分钟后再试',
  turnoverOutstanding: '您还需完成 {amount} 元打码量才能取款',
  usdtFeeTooHigh: '取款金额不足以支付USDT手续费',
  recordTypeInvalid: '参数错误：type 取值无效',
  pageInvalid: '参数错误：page 超出范围',
  bound: '绑定成功',
  unbound: '解绑成功',
  withdrawSubmitted: '提交成功，等待后台审核',
  rangeInverted: '最低金额不能大于最高金额',
  channelNotFound: '支付通道不存在',
  receivingAccountNotFound: '收款账户不存在',
  bankNotFound: '银行不存在',
  bankExists: '该银行已存在',
  accountNoRequired: '请输入收款账号',
  bankNameRequired: '请输入银行名称',
  channelInvalid: '收款通道不正确',
} as const;

/** `（由 finance1 于 2026-11-26 10:12:03 处理）` after a review refusal, so the second reviewer sees who was first. */
export const reviewedBy = (username: string | null, at: Date | null): string =>
  username && at ? `（由 ${username} 于 ${shanghaiTimestamp(at)} 处理）` : '';
