import type { ArticleSlug, GameCategory } from '#app/db/schema/index';

/** Demo content in Chinese. The artwork paths: the logo ships with the host (host/public/assets); the rest is drawn by the server (plugins/app/artwork). */

export const SITE_SETTINGS: Record<string, string> = {
  title: '星耀娱乐',
  site_state: '1',
  repair_tips: '尊敬的会员：平台正在进行系统升级维护，预计30分钟内完成，给您带来的不便敬请谅解！',
  site_logo: '/assets/logo.svg',
  redpacket_switch: '1',
  index_modal: '1',
  webcontent:
    '<p><strong>欢迎来到星耀娱乐！</strong></p>' +
    '<p>新会员首存即享<span style="color: #e5484d">100%</span>彩金，每日红包雨 10:00—12:00 准时开抢。</p>' +
    '<p>请妥善保管账号密码，官方客服不会向您索要密码。理性娱乐，量力而行。</p>',
  h5_url: 'https://h5.xingyao.example',
  ios_download_url: 'https://download.xingyao.example/ios',
  ios_download_qrcode: '/assets/app-qrcode.svg',
  usdtrate: '7.20',
  withdrawusdtrate: '7.10',
  withdrawcashfee: '5.00',
  withdrawfeeusdttrc: '1.00',
};

export const BANNERS = [1, 2, 3, 4].map((n) => ({ src: `/assets/banners/banner-${n}.svg`, type: 2, sort: n }));

export const HOME_NOTICES = [
  '热烈庆祝星耀娱乐全新升级上线，新会员注册即可体验全部游戏！',
  '每日 10:00—12:00 红包雨准时开启，存款越多抽奖次数越多，最高可得 888 元！',
  '温馨提示：请认准官方网址，切勿相信任何私人账户转账信息，谨防诈骗。',
  '周末体育狂欢：沙巴体育、皇冠体育串关投注返水最高 1.2%，天天结算。',
  '为保障资金安全，首次取款前请先绑定本人银行卡或 USDT 地址，并设置支付密码。',
];

/** Sent to each new player's own inbox when the account is created (src/db/welcome.ts), not seeded for everyone. */
export const WELCOME_MESSAGE = {
  title: '欢迎加入星耀娱乐',
  content:
    '<p>亲爱的会员，欢迎加入星耀娱乐！完成首存即可参加<strong>新人首存礼</strong>活动，详情请查看优惠页面。</p>' +
    '<p>为保障资金安全，请在“我的—账户设置”中完善个人资料，并妥善保管登录密码与取款密码。如有任何疑问，欢迎随时联系在线客服。</p>',
};

/** Messages for every player (user_id null). */
export const INBOX_MESSAGES = [
  {
    title: '系统维护通知',
    content:
      '<p>平台将于每周二 04:00—06:00 进行例行维护，维护期间部分场馆可能暂停服务，请提前将场馆余额转回中心钱包。</p>',
  },
];

interface VenueSeed {
  platname: string;
  name: string;
  category: GameCategory;
}

export const VENUES: VenueSeed[] = [
  { platname: 'ag', name: 'AG真人', category: 'realbet' },
  { platname: 'bbin', name: 'BBIN真人', category: 'realbet' },
  { platname: 'saba', name: '沙巴体育', category: 'sport' },
  { platname: 'hg', name: '皇冠体育', category: 'sport' },
  { platname: 'avia', name: '泛亚电竞', category: 'gaming' },
  { platname: 'lh', name: '雷火电竞', category: 'gaming' },
  { platname: 'imes', name: 'IM电竞', category: 'gaming' },
  { platname: 'ky', name: '开元棋牌', category: 'joker' },
  { platname: 'leg', name: '乐游棋牌', category: 'joker' },
  { platname: 'obgdy', name: 'OB电子', category: 'concise' },
  { platname: 'fgdz', name: 'FG电子', category: 'concise' },
  { platname: 'pp', name: 'PP电子', category: 'concise' },
  { platname: 'ae', name: 'AE电子', category: 'concise' },
  { platname: 'vr', name: 'VR彩票', category: 'lottery' },
  { platname: 'sgwin', name: '双赢彩票', category: 'lottery' },
];

interface GameSeed {
  categoryId: GameCategory;
  platformName: string;
  gameCode: string;
  name: string;
  mobileImg: string;
  catecode?: string;
}

/** One lobby tile per venue (the home side menu), then the concise slot games per provider. */
const LOBBY: GameSeed[] = VENUES.map((v) => ({
  categoryId: v.category,
  platformName: v.platname,
  gameCode: v.category === 'concise' ? 'lobby' : '0',
  name: v.name,
  mobileImg: `/assets/games/${v.platname}.svg`,
}));

const SLOTS: Record<string, [string, string][]> = {
  obgdy: [
    ['ob_fortune_god', '财神到'],
    ['ob_dragon_tiger', '龙虎争霸'],
    ['ob_golden_lotus', '金莲花开'],
    ['ob_lucky_koi', '锦鲤送福'],
    ['ob_treasure_bowl', '聚宝盆'],
    ['ob_panda', '熊猫传奇'],
    ['ob_firecracker', '鞭炮连连'],
  ],
  fgdz: [
    ['fg_fishing_king', '捕鱼大亨'],
    ['fg_fruit_party', '水果派对'],
    ['fg_three_kingdoms', '三国英雄'],
    ['fg_phoenix', '凤舞九天'],
    ['fg_golden_ox', '金牛贺岁'],
    ['fg_lucky_cat', '招财猫'],
  ],
  pp: [
    ['pp_sweet_bonanza', '甜蜜盛宴'],
    ['pp_gates_olympus', '奥林匹斯之门'],
    ['pp_wolf_gold', '黄金狼'],
    ['pp_great_rhino', '巨型犀牛'],
    ['pp_big_bass', '大鲈鱼'],
    ['pp_starlight', '星光公主'],
    ['pp_buffalo', '野牛之王'],
    ['pp_dog_house', '狗狗之家'],
  ],
  ae: [
    ['ae_mahjong_ways', '麻将胡了'],
    ['ae_wild_west', '西部牛仔'],
    ['ae_ocean_treasure', '海底宝藏'],
    ['ae_monkey_king', '齐天大圣'],
    ['ae_moon_festival', '月圆花好'],
    ['ae_gold_rush', '淘金热'],
  ],
};

export const GAMES: GameSeed[] = [
  ...LOBBY,
  ...Object.entries(SLOTS).flatMap(([catecode, list]) =>
    list.map(([gameCode, name]) => ({
      categoryId: 'concise' as const,
      platformName: catecode,
      gameCode,
      name,
      mobileImg: `/assets/games/${gameCode}.svg`,
      catecode,
    })),
  ),
];

export const PROMOTION_TYPES = ['新人专享', '日常活动', '体育优惠'];

const NOTE =
  '<ol><li>本活动仅限同一会员、同一IP、同一设备参与一次。</li>' +
  '<li>如发现任何利用活动漏洞、套取彩金的行为，平台有权取消其活动资格并扣回彩金。</li>' +
  '<li>星耀娱乐保留对本活动的最终解释权。</li></ol>';

export const PROMOTIONS = [
  {
    type: 0,
    title: '新人首存礼 100% 彩金',
    banner: '/assets/promotions/first-deposit.svg',
    content:
      '<p>活动对象：新注册会员。</p><p>首笔存款 100 元以上即可申请 <strong>100%</strong> 彩金，最高 <strong>888 元</strong>。</p>' +
      '<table><tr><th>存款金额</th><th>赠送彩金</th><th>流水要求</th></tr>' +
      '<tr><td>100+</td><td>100%</td><td>10倍</td></tr><tr><td>1000+</td><td>最高888</td><td>12倍</td></tr></table>',
    memo: NOTE,
  },
  {
    type: 0,
    title: '注册即送体验金',
    banner: '/assets/promotions/trial-bonus.svg',
    content: '<p>完成注册并绑定银行卡，即可申请 <strong>18 元</strong> 体验金，1 倍流水即可提款。</p>',
    memo: NOTE,
  },
  {
    type: 1,
    title: '每日签到好礼',
    banner: '/assets/promotions/daily-checkin.svg',
    content: '<p>每日有效投注满 500 元即可签到，连续签到 7 天最高可领 <strong>188 元</strong>。</p>',
    memo: NOTE,
  },
  {
    type: 1,
    title: '电子游戏周周返',
    banner: '/assets/promotions/slots-weekly.svg',
    content: '<p>每周一结算上周电子游戏负盈利，最高返还 <strong>5%</strong>，无上限。</p>',
    memo: NOTE,
  },
  {
    type: 2,
    title: '体育串关加奖',
    banner: '/assets/promotions/parlay-boost.svg',
    content: '<p>沙巴体育、皇冠体育串关投注 3 串 1 及以上，中奖即享最高 <strong>38%</strong> 加奖。</p>',
    memo: NOTE,
  },
  {
    type: 2,
    title: '欧洲杯冠军竞猜',
    banner: '/assets/promotions/cup-guess.svg',
    content: '<p>竞猜冠军球队，猜中即可瓜分 <strong>100 万</strong> 奖池，每位会员限猜一次。</p>',
    memo: NOTE,
  },
];

const yuan = (n: number) => n * 100;

/** VIP1–VIP10: thresholds in fen and maximum rebate percentages per category. */
export const VIP_LEVELS = [
  [1, 0, 0, '0.40', '0.40', '0.40', '0.40', '0.40', '0.30'],
  [2, 1_000, 10_000, '0.45', '0.45', '0.45', '0.45', '0.45', '0.35'],
  [3, 5_000, 50_000, '0.50', '0.50', '0.50', '0.50', '0.50', '0.40'],
  [4, 20_000, 200_000, '0.55', '0.55', '0.55', '0.60', '0.60', '0.45'],
  [5, 50_000, 500_000, '0.60', '0.60', '0.60', '0.70', '0.70', '0.50'],
  [6, 100_000, 1_000_000, '0.70', '0.70', '0.70', '0.80', '0.80', '0.55'],
  [7, 300_000, 3_000_000, '0.80', '0.80', '0.80', '0.90', '0.90', '0.60'],
  [8, 800_000, 8_000_000, '0.90', '0.90', '0.90', '1.00', '1.00', '0.70'],
  [9, 2_000_000, 20_000_000, '1.00', '1.00', '1.00', '1.10', '1.10', '0.80'],
  [10, 5_000_000, 50_000_000, '1.20', '1.20', '1.20', '1.30', '1.30', '1.00'],
].map(([level, recharge, flow, realperson, sport, eSport, joker, electron, lottery]) => ({
  level: level as number,
  rechargeFen: yuan(recharge as number),
  flowFen: yuan(flow as number),
  retentionFlowFen: yuan((flow as number) / 10),
  realperson: realperson as string,
  sport: sport as string,
  eSport: eSport as string,
  joker: joker as string,
  electron: electron as string,
  lottery: lottery as string,
}));

export const ARTICLES: { slug: ArticleSlug; title: string; content: string }[] = [
  {
    slug: 'about-us',
    title: '关于我们',
    content:
      '<p>星耀娱乐是一家专注于移动端体验的综合娱乐平台，提供真人视讯、体育赛事、电子竞技、棋牌、电子游戏与彩票等多种娱乐项目。</p>' +
      '<p>我们坚持公平、公正、公开的运营原则，采用多重加密技术保障会员资料与资金安全，7×24 小时客服随时为您服务。</p>',
  },
  {
    slug: 'faq',
    title: '常见问题',
    content:
      '<h3>如何存款？</h3><p>登录后进入"存款"页面，选择银行转账、USDT、微信或支付宝，按提示完成支付即可。</p>' +
      '<h3>取款多久到账？</h3><p>审核通过后一般 3—15 分钟到账，高峰期可能稍有延迟。</p>' +
      '<h3>忘记密码怎么办？</h3><p>请联系在线客服，核实身份后为您重置。</p>',
  },
  {
    slug: 'privacy',
    title: '隐私政策',
    content:
      '<p>我们仅收集为您提供服务所必需的信息，包括账号、真实姓名、联系方式及交易记录。</p>' +
      '<p>您的信息采用加密方式存储与传输，除法律要求外，绝不会向任何第三方出售或披露。</p>',
  },
  {
    slug: 'disclaimer',
    title: '免责说明',
    content:
      '<p>会员须确保所在地区的法律允许参与线上娱乐，因违反当地法律所产生的一切后果由会员自行承担。</p>' +
      '<p>因网络故障、不可抗力等原因造成的损失，平台将在合理范围内协助处理，但不承担额外责任。</p>',
  },
  {
    slug: 'contact',
    title: '联系我们',
    content:
      '<p>在线客服：7×24 小时在线，点击页面下方"联系客服"即可咨询。</p><p>商务合作：business@xingyao.example</p>',
  },
  {
    slug: 'agent',
    title: '代理加盟',
    content:
      '<p>加入星耀合营计划，零成本创业，佣金最高 <strong>55%</strong>，每月按团队业绩结算。</p>' +
      '<p>在"我的—合营计划"提交申请，审核通过后即可获得专属推广链接。</p>',
  },
  {
    slug: 'responsible-gambling',
    title: '博彩责任',
    content:
      '<p>星耀娱乐希望每一位会员都把游戏当作一种娱乐，而不是赚钱的途径。请在清醒、自愿、量力而行的前提下参与。</p>' +
      '<h3>给自己的建议</h3>' +
      '<ul>' +
      '<li>开始之前先定好预算：只用输得起的闲钱，生活费、房租、借来的钱绝不用于娱乐。</li>' +
      '<li>为每次游戏设定时间上限，到点就停；疲惫、饮酒或情绪低落时不要下注。</li>' +
      '<li>把输掉的钱看作娱乐的花费，切勿加大投注试图“追回损失”。</li>' +
      '<li>不要把游戏当作解决经济困难或逃避压力的办法。</li>' +
      '<li>平衡好工作、家庭与其他爱好，游戏只是生活的一小部分。</li>' +
      '</ul>' +
      '<h3>需要警惕的信号</h3>' +
      '<ul>' +
      '<li>花在游戏上的钱或时间越来越多，超出原先的计划；</li>' +
      '<li>向家人朋友隐瞒游戏情况，或为了下注而借钱；</li>' +
      '<li>输钱后急于翻本，或停下来时感到焦虑、烦躁。</li>' +
      '</ul>' +
      '<p>如出现上述情况，请立即暂停，并向家人、朋友或当地专业的心理援助机构寻求帮助。</p>' +
      '<h3>本平台的限额与保护措施</h3>' +
      '<ul>' +
      '<li>仅限年满 <strong>18 周岁</strong>的人士注册；每位会员只可拥有一个账户。</li>' +
      '<li>单笔存款金额按支付方式设有上下限（默认 100—10000 元），单笔取款不低于 100 元。</li>' +
      '<li>每位会员最多绑定 5 张银行卡和 5 个 USDT 地址，且须为本人名下账户。</li>' +
      '<li>登录密码或支付密码连续输错 5 次，账户将在 15 分钟内暂停相应操作，以防他人盗用。</li>' +
      '<li>任何时候您都可以申请<strong>暂停账户（冷静期）</strong>、降低存款额度或关闭账户：在“理性娱乐”页面自行设置，或联系在线客服协助；冷静期内我们不会向您发送任何优惠推广。</li>' +
      '</ul>' +
      '<h3>理性娱乐工具</h3>' +
      '<p>在“我的—理性娱乐”页面，您可以随时自行设置（<a href="#/responsible">前往理性娱乐页面</a>）：</p>' +
      '<ul>' +
      '<li><strong>存款限额</strong>：每日、每周、每月可任意组合；超出限额的存款会被拒绝，并告知剩余额度与重置时间。</li>' +
      '<li><strong>亏损限额</strong>：按“转入游戏的金额减去从游戏转回的金额”计算，达到后不能再转入游戏。</li>' +
      '<li><strong>单次登录时长</strong>：到达时长后自动退出登录；<strong>现实提醒</strong>：每隔设定的分钟数提醒本次登录的时长与输赢（默认 60 分钟，可关闭）。</li>' +
      '<li><strong>暂停娱乐</strong>（24 小时、7 天、30 天、6 周）与<strong>自我排除</strong>（6 个月、1 年、2 年、5 年）：期间不能存款、转入游戏、进入游戏、申请活动和领取红包或返水，仍可登录、取款、查看记录与消息；设置后不能缩短或提前解除，后台与客服也无法解除。自我排除结束后，需本人申请恢复，24 小时后生效。</li>' +
      '<li>降低限额立即生效；提高或取消限额需等待 24 小时后生效，期间可撤销。每一次修改都会记录在案。</li>' +
      '</ul>' +
      '<p>我们保留对疑似沉迷或未成年人的账户采取限制措施的权利。理性娱乐，量力而行。</p>',
  },
  {
    slug: 'terms',
    title: '规则与条款',
    content:
      '<p>注册即表示您已年满 18 周岁并同意遵守本平台的全部规则与条款。</p>' +
      '<p>每位会员仅可注册一个账号；所有存取款须使用本人名下的银行卡或钱包地址。</p>' +
      '<p>平台有权对违规账户采取冻结、扣回彩金等措施。</p>',
  },
];

/** Two red-packet rules, active for the current year (Asia/Shanghai). */
export function redpacketRules(now = new Date()) {
  const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(now));
  const startsAt = new Date(`${year}-01-01T00:00:00+08:00`);
  const endsAt = new Date(`${year}-12-31T23:59:59+08:00`);
  return [
    {
      startsAt,
      endsAt,
      rechargeFen: yuan(100),
      dayFlow: 1,
      flowMultiple: '3.00',
      minPrizeFen: yuan(1),
      maxPrizeFen: yuan(18),
    },
    {
      startsAt,
      endsAt,
      rechargeFen: yuan(1000),
      dayFlow: 3,
      flowMultiple: '3.00',
      minPrizeFen: yuan(5),
      maxPrizeFen: yuan(888),
    },
  ];
}

export const DEMO_PLAYER = {
  username: 'demo888',
  password: 'demo888',
  payPassword: 'demo888',
  realname: '张三',
  vip: 2,
  balanceFen: 888_800,
};
