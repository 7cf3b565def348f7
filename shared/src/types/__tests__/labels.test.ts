import {
  ABOUT_TITLES,
  ARTICLE_TYPES,
  CONCISE_PROVIDERS,
  DATE_FILTERS,
  DEFAULT_CONCISE_PROVIDER,
  DEFAULT_DATE_FILTER,
  DEFAULT_TRANSACTION_TYPE,
  DEFAULT_USDT_PROTOCOL,
  GAME_CATEGORIES,
  PAY_WAYS,
  PLATFORM_WALLET,
  SUCCESS_CODE,
  TRANSACTION_TYPE_LABELS,
  aboutTitle,
  activityApplicationStateLabel,
  articleTitle,
  betStatusLabel,
  dateFilterLabel,
  payRangeType,
  transactionStateLabel,
  transactionTypeLabel,
  type ApiResponse,
  type Paged,
  type TransactionRecord,
} from '..';

describe('status labels (001 §4)', () => {
  it('bet status', () => {
    expect([0, 1, 2].map(betStatusLabel)).toEqual(['无效注单', '已结算', '未结算']);
    expect(betStatusLabel(9)).toBe('未定义');
    expect(betStatusLabel('1')).toBe('已结算');
  });

  it('activity application state: 0 and 4 are undefined', () => {
    expect([0, 1, 2, 3, 4].map(activityApplicationStateLabel)).toEqual([
      '未定义',
      '待审核',
      '已通过',
      '已拒绝',
      '未定义',
    ]);
    expect(activityApplicationStateLabel(undefined)).toBe('未定义');
  });

  it('deposit and withdrawal states (types 1, 2)', () => {
    for (const type of [1, 2]) {
      expect([0, 1, 2, 3].map((s) => transactionStateLabel(type, s))).toEqual([
        '未定义',
        '待审核',
        '审核通过',
        '审核拒绝',
      ]);
    }
  });

  it('transfer states (types 3, 4)', () => {
    for (const type of [3, 4]) {
      expect([0, 1, 2, 3].map((s) => transactionStateLabel(type, s))).toEqual(['失败', '成功', '待结算', '未定义']);
    }
    expect(transactionStateLabel(5, 1)).toBe('未定义');
    expect(transactionStateLabel(3, 7)).toBe('未定义');
  });

  it('transaction types, default deposit', () => {
    expect(TRANSACTION_TYPE_LABELS).toEqual({ 1: '存款', 2: '取款', 3: '转入', 4: '转出' });
    expect(transactionTypeLabel('4')).toBe('转出');
    expect(DEFAULT_TRANSACTION_TYPE).toBe(1);
  });

  it('date filters, default last 30 days', () => {
    expect(DATE_FILTERS.map((f) => [f.code, f.label, f.days])).toEqual([
      [1, '今天', 1],
      [2, '近7天', 7],
      [3, '近15天', 15],
      [4, '近30天', 30],
    ]);
    expect(dateFilterLabel(DEFAULT_DATE_FILTER)).toBe('近30天');
  });
});

describe('titles', () => {
  it('help articles in the help list order', () => {
    expect(ARTICLE_TYPES.map((a) => `${a.type}:${a.title}`)).toEqual([
      '7:关于我们',
      '1:常见问题',
      '2:隐私政策',
      '3:免责说明',
      '4:联系我们',
      '5:代理加盟',
      '8:博彩责任',
    ]);
    expect(articleTitle('8')).toBe('博彩责任');
    expect(articleTitle(6)).toBe('未定义');
  });

  it('/abouts types', () => {
    expect(ABOUT_TITLES).toEqual({ 5: '条款与规则', 6: '隐私政策' });
    expect(aboutTitle(5)).toBe('条款与规则');
  });
});

describe('games and pay ways', () => {
  it('game categories in the side menu order', () => {
    expect(GAME_CATEGORIES.map((c) => [c.index, c.id, c.label])).toEqual([
      [0, 'realbet', '真人视讯'],
      [1, 'sport', '体育赛事'],
      [2, 'gaming', '电子竞技'],
      [3, 'joker', '棋牌游戏'],
      [4, 'concise', '电子游艺'],
      [5, 'lottery', '彩票游戏'],
    ]);
  });

  it('concise providers, obgdy first and default', () => {
    expect(CONCISE_PROVIDERS.map((p) => `${p.code}=${p.label}`)).toEqual([
      'obgdy=OB电子',
      'fgdz=FG电子',
      'pp=PP电子',
      'ae=AE电子',
    ]);
    expect(DEFAULT_CONCISE_PROVIDER).toBe('obgdy');
  });

  it('pay ways: card flag maps to bank, wechat is sent as wxpay, manual has no flag', () => {
    expect(PAY_WAYS.find((w) => w.flag === 'card')?.way).toBe('bank');
    expect(PAY_WAYS.find((w) => w.way === 'wechat')?.paytype).toBe('wxpay');
    expect(PAY_WAYS.find((w) => w.way === 'manual')?.flag).toBeUndefined();
  });

  it('pay-range types by way and protocol', () => {
    expect(payRangeType('bank')).toBe('bank');
    expect(payRangeType('usdt')).toBe('usdt-trc20');
    expect(payRangeType('usdt', 'ERC20')).toBe('usdt-erc20');
    expect(payRangeType('wechat')).toBe('wechat');
    expect(DEFAULT_USDT_PROTOCOL).toBe('TRC20');
    expect(PLATFORM_WALLET).toBe('userbalance');
  });
});

describe('envelope types', () => {
  it('describe a paged answer as the contract sends it', () => {
    const body: ApiResponse<Paged<TransactionRecord>> = {
      code: SUCCESS_CODE,
      message: 'ok',
      data: {
        data: [{ out_trade_no: 'D1', amount: '100.00', pay_way: 'bank', state: 1, created_at: '2024-03-10 12:00:00' }],
        total: 1,
        last_page: 1,
      },
    };
    expect(body.code).toBe(200);
    expect(transactionStateLabel(1, body.data.data[0].state)).toBe('待审核');
  });
});
