/**
 * Every client-side validation message of both specification documents, in Chinese, exactly once.
 * The server answers the same rules with the same texts (server/src/... imports this module).
 */
export const MSG = {
  // Register (spec 000 §5), in checking order
  usernameLength: '用户名长度6~16位，字母或数字',
  passwordLength: '请输入正确的密码长度，至少6位',
  passwordMismatch: '两次密码输入不一致！',
  realName: '请输入真实姓名！',
  payPasswordLength: '请输入正确的支付密码长度，至少6位',
  captchaRequired: '请输入验证码！',
  captchaWrong: '验证码错误！',
  // Login
  loginRequired: '请输入账号和密码！',

  // Password change, login or withdrawal password (spec 001 §5), in checking order
  oldPasswordRequired: '请输入旧密码',
  newPasswordRequired: '请输入新密码',
  confirmPasswordRequired: '请输入确认密码',
  oldPasswordLength: '请输入正确的旧密码长度',
  newPasswordLength: '请输入正确的新密码长度',
  newPasswordMismatch: '两次密码不一致！',
  /** The form is cleared after this one (see checkPasswordChange). */
  newPasswordSameAsOld: '新旧密码不能一致！',

  // Any money amount (our addition: one rule for client and server, see checkMoneyAmount)
  amountRequired: '请输入金额',
  amountFormat: '金额格式不正确',
  amountNotPositive: '金额必须大于0',
  amountTooLarge: '金额不能超过100000000元',
  insufficientBalance: '余额不足',

  // Deposit (bank transfer fields, then the amount range; {min} and {max} are filled by formatMessage)
  depositorNameRequired: '请输入存款人姓名',
  depositBankRequired: '请输入银行类型',
  depositCardNoRequired: '请输入银行卡号',
  depositBankAddressRequired: '请输入银行开户行地址',
  depositAmountRange: '请输入金额在{min}-{max}之间！',

  // Withdrawal, in checking order
  withdrawUsdtAddressRequired: '请选择USDT地址',
  withdrawBankCardRequired: '请选择您要提现到的银行卡',
  withdrawMinAmount: '单笔取款不能低于100元',
  withdrawPayPasswordRequired: '请输入您的支付密码',

  // Transfer
  transferAmountRequired: '请输入操作金额！',
  transferWalletRequired: '请选择钱包',
  transferBetweenVenues: '场馆内钱包不支持互转',
  transferSameWallet: '转出钱包和转入钱包不能相同',

  // Partner application and profile (the mobile message is shared by both)
  mobileInvalid: '请输入正确手机号',
  applyReasonRequired: '请输入申请理由',
  applyReasonTooLong: '申请理由不能超过200个字',
  emailInvalid: '请输入正确邮箱号',
  birthdayFormat: '请输入正确的日期格式：YYYY-MM-DD',
  birthdayTooEarly: '出生日期不能早于1980-01-01',
  birthdayInFuture: '出生日期不能晚于今天',

  // Add a USDT address (the spec's 请输人 spelling is kept as written)
  usdtAddressRequired: '请输入USDT地址',
  usdtProtocolRequired: '请选择钱包协议',
  bindPayPasswordRequired: '请输人支付密码',
  trc20AddressInvalid: '请输入正确的TRC20地址（以T开头，共34位）',
  erc20AddressInvalid: '请输入正确的ERC20地址（以0x开头，共42位）',

  // Add a bank card, in checking order (bindPayPasswordRequired above is step 5)
  cardHolderRequired: '请输入姓名',
  cardBankRequired: '请输入银行',
  cardBranchRequired: '请输入开户行地址',
  cardNoRequired: '请输人银行卡号',
  cardNoLength: '请输人正确的卡号长度',
  cardPayPasswordLength: '请输人支付密码长度',
  cardNoDigits: '银行卡号只能包含数字',
  bankCardLimit: '最多只能绑定5张银行卡',
  usdtAddressLimit: '最多只能绑定5个USDT地址',

  // Rewards
  rebateNothingToClaim: '暂无领取额度！',
  redPacketNotEligible: '您还未达到领取条件，快去完成吧！',
} as const;

export type MessageKey = keyof typeof MSG;

/** Fills `{name}` placeholders: formatMessage(MSG.depositAmountRange, { min: 100, max: 10000 }) → '请输入金额在100-10000之间！'. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole,
  );
}
