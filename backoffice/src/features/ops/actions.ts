/** The audit log's action names in words (server/src/routes/admin, plugins/app/*: `audit(tx, request, {action})`). */
const ACTIONS: Record<string, string> = {
  'admin.login': '管理员登录',
  'admin.login.totp': '两步验证登录',
  'admin.logout': '退出登录',
  'admin.logout.all': '退出全部设备',
  'admin.create': '新增管理员',
  'admin.update': '修改管理员',
  'admin.bootstrap': '创建首个管理员',
  'admin.totp.enrol': '开启两步验证',
  'admin.totp.reset': '重置两步验证',
  'access.denied': '越权访问',
  'deposit.confirm': '确认充值',
  'deposit.reject': '拒绝充值',
  'withdrawal.approve': '通过取款',
  'withdrawal.reject': '拒绝取款',
  'user.adjust': '调整余额',
  'user.adjust.request': '申请调账',
  'user.adjust.approve': '批准调账',
  'user.adjust.reject': '驳回调账',
  'user.lock': '锁定玩家',
  'user.unlock': '解锁玩家',
  'user.signout': '踢出玩家',
  'user.ledger.export': '导出账变',
  'settings.update': '修改站点设置',
  'job.run': '运行定时任务',
  'support.reply': '客服回复',
  'support.close': '关闭会话',
  'venue.update': '修改场馆',
  'venue.fault': '场馆故障开关',
  'release.promote': '发布版本',
  'release.rollback': '回滚版本',
  'release.pin': '锁定版本',
  'release.unpin': '解除锁定',
  'promotion.schedule': '活动排期',
  'promotion.retire': '下线活动',
  'content.artwork.upload': '上传图片',
  'vip_level.update': '修改VIP等级',
  'game-category.update': '修改游戏分类',
  'pay_channel.update': '修改支付通道',
  'transfer.reconcile': '转账对账',
  'application.pass': '通过活动申请',
  'application.reject': '拒绝活动申请',
  'agent.approve': '通过代理申请',
  'agent.reject': '拒绝代理申请',
  'agent.make': '设为代理',
  'agent.revoke': '撤销代理',
  'user.protection.change': '试图修改玩家理性娱乐设置',
  'user.protection.lift': '试图解除玩家暂停或自我排除',
};

/** The action filter's choices: a prefix finds every action under it (`admin` finds admin.login, admin.create…). */
export const ACTION_FILTERS: { value: string; label: string }[] = [
  { value: 'admin', label: '管理员与登录（admin）' },
  { value: 'deposit', label: '充值审核（deposit）' },
  { value: 'withdrawal', label: '取款审核（withdrawal）' },
  { value: 'user', label: '玩家与调账（user）' },
  { value: 'settings', label: '站点设置（settings）' },
  { value: 'job', label: '定时任务（job）' },
  { value: 'release', label: '版本发布（release）' },
  { value: 'support', label: '客服（support）' },
  { value: 'venue', label: '场馆（venue）' },
  { value: 'pay_channel', label: '支付通道（pay_channel）' },
  { value: 'receiving_account', label: '收款账户（receiving_account）' },
  { value: 'bank', label: '银行（bank）' },
  { value: 'transfer', label: '转账对账（transfer）' },
  { value: 'promotion', label: '优惠活动（promotion）' },
  { value: 'application', label: '活动申请（application）' },
  { value: 'agent', label: '合伙人（agent）' },
  { value: 'access.denied', label: '越权访问（access.denied）' },
];

const VERBS: Record<string, string> = { create: '新增', update: '修改', delete: '删除' };
const NOUNS: Record<string, string> = {
  banner: '轮播图',
  notice: '公告',
  article: '文章',
  promotion: '活动',
  promotion_type: '活动类型',
  redpacket_rule: '红包规则',
  game: '游戏',
  receiving_account: '收款账户',
  bank: '银行',
};

/** 修改管理员 for admin.update; 新增轮播图 for banner.create; the name itself when unknown. */
export function actionLabel(action: string): string {
  if (ACTIONS[action]) return ACTIONS[action];
  const [noun, verb] = action.split('.');
  if (noun && verb && NOUNS[noun] && VERBS[verb]) return `${VERBS[verb]}${NOUNS[noun]}`;
  return action;
}
