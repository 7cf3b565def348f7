import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRole } from '../api/types';
import type { Adjustment, AgentApplication, LedgerLine, PlayerProfile, PlayerRow } from '../features/players/types';
import { fakeServer, me, type FakeAnswer } from './fake-server';
import { renderConsole } from './render';
import { fill, popconfirm, rowOf } from './ui';

// a busy machine: the lazy page and antd take long to render (this file asserts what is shown, not how fast)
jest.setTimeout(240_000);

const paged = <T,>(rows: T[], total = rows.length, page = 1, perPage = 20) => ({
  data: {
    data: rows,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    current_page: page,
    per_page: perPage,
  },
});
/** what the menu's badges ask in the background */
const background = {
  'GET /deposits': paged([]),
  'GET /withdrawals': paged([]),
  'GET /adjustments': paged([]),
  'GET /settings': { data: { adjust_approval_above: '50000.00' } },
};

const row = (id: number, username: string, extra: Partial<PlayerRow> = {}): PlayerRow => ({
  id,
  username,
  realname: '李四',
  mobile: '13800138000',
  isagent: 0,
  vip: 2,
  balance: '888.00',
  gameblance: '12.00',
  paysum: '1000.00',
  bet_amount: '0.00',
  created_at: '2026-11-20 09:00:00',
  last_login_at: '2026-11-26 08:00:00',
  locked: 0,
  ...extra,
});

const profile = (extra: Partial<PlayerProfile> = {}): PlayerProfile => ({
  ...row(42, 'player42'),
  email: '',
  last_login_ip: '10.0.0.8',
  isagent: 0,
  referrer: { id: 7, username: 'agent007', isagent: 1 },
  cards: [
    {
      id: 1,
      type: 1,
      bank: '招商银行',
      bank_owner: '李四',
      bank_no: '6225880112345678',
      bank_address: '上海',
      created_at: '2026-11-21 10:00:00',
    },
  ],
  venues: [{ platname: 'ky', name: '开元棋牌', balance: '12.00' }],
  bet_amount: '350.00',
  locked_at: '',
  lock_reason: '',
  recent_ledger: [
    {
      entry_id: 9,
      kind: 'adjustment',
      kind_label: '人工调整',
      wallet: 'central',
      amount: '-20.00',
      memo: '最近一笔扣款',
      created_at: '2026-11-25 12:00:00',
    },
  ],
  ...extra,
});

const line = (n: number): LedgerLine => ({
  posting_id: n,
  entry_id: 100 + n,
  kind: 'adjustment',
  kind_label: '人工调整',
  wallet: n % 2 ? 'central' : 'ky',
  amount: n % 2 ? `${n}.00` : `-${n}.00`,
  balance_after: `${1000 + n}.00`,
  memo: `第${n}笔`,
  created_at: '2026-11-25 12:00:00',
});

/** A bordered Descriptions' value beside its label. */
const valueOf = (label: string) => screen.getByText(label).closest('th')!.nextElementSibling;
const dialog = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>('.ant-modal')!;

describe('玩家 (search)', () => {
  test('the server-paged table; 搜索 sends q; a row opens the profile', async () => {
    const s = fakeServer({
      'GET /me': { data: me('editor') },
      ...background,
      'GET /users': (_b, url) =>
        url.searchParams.get('q') === '138'
          ? paged([row(42, 'player42', { locked: 1, isagent: 1 })])
          : paged([row(42, 'player42'), row(43, 'player43')], 45),
      'GET /users/42': { data: profile() },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/players');
    const r = await rowOf('player43');
    expect(r).toHaveTextContent('¥888.00');
    expect(r).toHaveTextContent('VIP2');
    expect(r).toHaveTextContent('13800138000');
    expect(r).toHaveTextContent('正常');
    expect(screen.getByText('共 45 条')).toBeInTheDocument();

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(s.callsTo('GET', '/users').some((c) => c.search.includes('page=2'))).toBe(true));

    fill(screen.getByLabelText('搜索玩家'), '138');
    await user.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(s.callsTo('GET', '/users').at(-1)!.search).toBe('?q=138&page=1&per_page=20'));
    const found = await rowOf('player42');
    expect(found).toHaveTextContent('已锁定');
    expect(found).toHaveTextContent('代理');
    expect(screen.queryByText('player43')).toBeNull();

    await user.click(found);
    expect(await screen.findByTestId('player-profile')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/players/42');
  });
});

describe('玩家详情 (profile)', () => {
  function server(role: AdminRole, state: { player: PlayerProfile; adjust?: () => FakeAnswer | undefined }) {
    return fakeServer({
      'GET /me': { data: me(role) },
      ...background,
      'GET /users/42': () => ({ data: state.player }),
      'GET /users/42/ledger': (_b, url) => {
        const page = Number(url.searchParams.get('page') ?? 1);
        return paged(page === 1 ? [line(1), line(2)] : [line(21)], 21, page);
      },
      'POST /users/42/adjust': () => state.adjust?.() ?? {},
      'POST /users/42/lock': (body) => {
        state.player = { ...state.player, locked: 1, locked_at: '2026-11-26 11:00:00', lock_reason: '疑似盗号' };
        return {
          data: { user_id: 42, locked: 1, reason: (body as { reason: string }).reason },
          message: '已锁定该玩家，其登录和游戏会话已全部结束',
        };
      },
      'POST /users/42/signout': { message: '已将该玩家在所有设备上登出，其游戏会话已全部结束' },
      'POST /users/42/agent': { message: '已设为代理' },
    });
  }

  test('finance: the profile, wallets, cards, the paged ledger with balance after, and the CSV link', async () => {
    const s = server('finance', { player: profile() });
    const user = userEvent.setup({ delay: null });
    renderConsole('/players/42');
    const desc = await screen.findByTestId('player-profile');
    expect(desc).toHaveTextContent('正常');
    expect(desc).toHaveTextContent('VIP2');
    expect(within(desc).getByRole('link', { name: 'agent007' })).toHaveAttribute('href', '/players/7');
    expect(desc).toHaveTextContent('10.0.0.8');
    expect(valueOf('未完成流水（打码量）')).toHaveTextContent('¥350.00');
    expect(valueOf('开元棋牌')).toHaveTextContent('¥12.00');
    expect(valueOf('中心钱包')).toHaveTextContent('¥888.00');
    expect(screen.getByText('6225880112345678')).toBeInTheDocument();

    const first = await rowOf('第1笔');
    expect(first).toHaveTextContent('人工调整');
    expect(first).toHaveTextContent('+1.00');
    expect(first).toHaveTextContent('¥1001.00');
    expect(await rowOf('第2笔')).toHaveTextContent('开元棋牌');
    expect(screen.queryByText('最近一笔扣款')).toBeNull();
    expect(screen.getByRole('link', { name: /导出 CSV/ })).toHaveAttribute('href', '/admin/api/users/42/ledger.csv');
    await user.click(screen.getByTitle('2'));
    expect(await rowOf('第21笔')).toBeInTheDocument();
    expect(s.callsTo('GET', '/users/42/ledger').at(-1)!.search).toBe('?page=2&per_page=20');
    for (const name of [/调整余额/, /锁\s*定/, /强制下线/, /设为代理/])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  test('editor: no money buttons and no ledger call; 强制下线 with an optional reason; the recent lines', async () => {
    const s = server('editor', { player: profile() });
    const user = userEvent.setup({ delay: null });
    renderConsole('/players/42');
    expect(await rowOf('最近一笔扣款')).toHaveTextContent('-20.00');
    for (const name of [/调整余额/, /锁\s*定/, /设为代理/]) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: /导出 CSV/ })).toBeNull();
    expect(s.callsTo('GET', '/users/42/ledger')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /强制下线/ }));
    const modal = await dialog('强制下线 player42（ID 42）');
    await user.click(within(modal).getByRole('button', { name: '强制下线' }));
    expect(await screen.findByText('已将该玩家在所有设备上登出，其游戏会话已全部结束')).toBeInTheDocument();
    expect(s.callsTo('POST', '/users/42/signout')[0].body).toEqual({});
  });

  test('理性娱乐: read only — the limits in force and pending, the time-out, the paged history, and the note', async () => {
    const none = { value: null, pending: null };
    const s = fakeServer({
      'GET /me': { data: me('editor') },
      ...background,
      'GET /users/42': { data: profile() },
      'GET /users/42/protection': (_b, url) => ({
        data: {
          deposit: {
            day: { value: 100000, pending: { value: null, at: '2026-11-27 10:00:00' } },
            week: none,
            month: none,
          },
          loss: { day: none, week: { value: 50000, pending: null }, month: none },
          session: { value: 60, pending: null },
          reality_check_minutes: 30,
          block: { kind: 'timeout', until: '2026-11-27 09:00:00', reopen_at: null },
          history: {
            data:
              url.searchParams.get('page') === '2'
                ? []
                : [
                    {
                      id: 9,
                      actor: 'player',
                      action: 'timeout',
                      before: null,
                      after: { kind: 'timeout', choice: '24h', until: '2026-11-27 09:00:00' },
                      at: '2026-11-26 09:00:00',
                    },
                    {
                      id: 8,
                      actor: 'admin:3',
                      action: 'refused.lift',
                      before: null,
                      after: null,
                      at: '2026-11-26 08:00:00',
                    },
                  ],
            total: 2,
            last_page: 1,
            current_page: 1,
            per_page: 20,
          },
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/players/42');
    await screen.findByTestId('player-profile');
    expect(s.callsTo('GET', '/users/42/protection')).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: '理性娱乐' }));
    const tab = await screen.findByTestId('player-protection');
    expect(tab).toHaveTextContent('玩家自行设置的限额、暂停和自我排除不能由后台修改或提前解除');
    await waitFor(() => expect(valueOf('每日存款限额')).toHaveTextContent('1000.00元'));
    expect(valueOf('每日存款限额')).toHaveTextContent('待生效：2026-11-27 10:00:00 起 不限');
    expect(valueOf('每周亏损限额')).toHaveTextContent('500.00元');
    expect(valueOf('单次登录时长')).toHaveTextContent('60分钟');
    expect(valueOf('现实提醒')).toHaveTextContent('每30分钟');
    expect(valueOf('暂停 / 自我排除')).toHaveTextContent('暂停娱乐至 2026-11-27 09:00:00');
    expect(await rowOf('2026-11-26 09:00:00')).toHaveTextContent('玩家本人暂停娱乐—暂停娱乐至2026-11-27 09:00');
    expect(await rowOf('2026-11-26 08:00:00')).toHaveTextContent('管理员 #3后台修改（已拒绝）');
    expect(s.callsTo('GET', '/users/42/protection')[0].search).toBe('?page=1&per_page=20');
    // nothing to change: no button in the tab
    expect(within(tab).queryByRole('button', { name: /解除|修改|取消/ })).toBeNull();
  });

  test('锁定 needs a reason; then the state reads 已锁定 with the reason and the button is 解锁', async () => {
    const s = server('finance', { player: profile() });
    const user = userEvent.setup({ delay: null });
    renderConsole('/players/42');
    await user.click(await screen.findByRole('button', { name: /锁\s*定/ }));
    const modal = await dialog('锁定 player42（ID 42）');
    await user.click(within(modal).getByRole('button', { name: '锁 定' }));
    expect(await within(modal).findByText('请填写锁定原因')).toBeInTheDocument();
    expect(s.callsTo('POST', '/users/42/lock')).toHaveLength(0);
    fill(within(modal).getByLabelText('锁定原因'), ' 疑似盗号 ');
    await user.click(within(modal).getByRole('button', { name: '锁 定' }));
    expect(await screen.findByText('已锁定该玩家，其登录和游戏会话已全部结束')).toBeInTheDocument();
    expect(s.callsTo('POST', '/users/42/lock')[0].body).toEqual({ reason: '疑似盗号' });
    const desc = await screen.findByTestId('player-profile');
    await waitFor(() => expect(desc).toHaveTextContent('已锁定'));
    expect(desc).toHaveTextContent('2026-11-26 11:00:00 · 疑似盗号');
    expect(screen.getByRole('button', { name: /解\s*锁/ })).toBeInTheDocument();
  });

  test('调整余额: signed amount and reason, one Idempotency-Key per opened form (a retry reuses it), the pending message as the server wrote it', async () => {
    const pending = '调整金额超过 50000.00 元，已提交审批，需另一名财务管理员通过后入账';
    const answers: FakeAnswer[] = [
      { status: 502, message: '服务暂时不可用' },
      { data: { user_id: 42, amount: '-50.00', balance: '838.00', entry_id: 9 }, message: '调整成功' },
      { data: { adjustment_id: 5, state: 'pending', user_id: 42, amount: '60000.00' }, message: pending },
    ];
    const s = server('finance', { player: profile(), adjust: () => answers.shift() });
    const user = userEvent.setup({ delay: null });
    renderConsole('/players/42');
    await user.click(await screen.findByRole('button', { name: /调整余额/ }));
    let modal = await dialog('调整余额：player42');
    expect(modal).toHaveTextContent('单笔超过 50000.00 元需另一名财务管理员审批后入账');
    await user.click(within(modal).getByRole('button', { name: '提交调整' }));
    expect(await within(modal).findByText('请输入金额')).toBeInTheDocument();
    expect(within(modal).getByText('请填写调整原因')).toBeInTheDocument();

    await user.click(within(modal).getByText('扣减'));
    fill(within(modal).getByLabelText('金额（元）'), '50');
    fill(within(modal).getByLabelText('原因（记入流水备注）'), '重复派发的奖励');
    await user.click(within(modal).getByRole('button', { name: '提交调整' }));
    expect(await screen.findByText('服务暂时不可用')).toBeInTheDocument();
    // the same form again (a retry): the same key
    await user.click(await within(modal).findByRole('button', { name: '提交调整' }));
    expect(await screen.findByText('调整成功，当前余额 ¥838.00')).toBeInTheDocument();
    const calls = s.callsTo('POST', '/users/42/adjust');
    expect(calls.map((c) => c.body)).toEqual([
      { amount: '-50.00', reason: '重复派发的奖励' },
      { amount: '-50.00', reason: '重复派发的奖励' },
    ]);
    const key = calls[0].headers['idempotency-key'];
    expect(key).toMatch(/^bo-[0-9a-f]{32}$/);
    expect(calls[1].headers['idempotency-key']).toBe(key);
    await waitFor(() => expect(s.callsTo('GET', '/users/42').length).toBeGreaterThan(1));

    // a new form: a new key; above the approval amount the server's message as it is
    await user.click(screen.getByRole('button', { name: /调整余额/ }));
    modal = await dialog('调整余额：player42');
    fill(within(modal).getByLabelText('金额（元）'), '60000');
    fill(within(modal).getByLabelText('原因（记入流水备注）'), '大额补偿');
    await user.click(within(modal).getByRole('button', { name: '提交调整' }));
    expect(await screen.findByText(pending)).toBeInTheDocument();
    const third = s.callsTo('POST', '/users/42/adjust')[2];
    expect(third.body).toEqual({ amount: '60000.00', reason: '大额补偿' });
    expect(third.headers['idempotency-key']).not.toBe(key);
  });
});

describe('调账审批 (adjustments)', () => {
  const adj = (id: number, requestedBy: string, extra: Partial<Adjustment> = {}): Adjustment => ({
    id,
    user_id: 42,
    username: 'player42',
    amount: '60000.00',
    reason: `大额补偿${id}`,
    state: 'pending',
    requested_by: requestedBy,
    requested_at: '2026-11-26 10:00:00',
    reviewed_by: '',
    reviewed_at: '',
    review_reason: '',
    entry_id: null,
    ...extra,
  });

  test('my own request is disabled; 通过 another; a 409 as the server wrote it; 拒绝 needs a reason', async () => {
    const taken = '该调整申请已处理（由 finance2 于 2026-11-26 10:05:00 处理）';
    const list = [adj(1, 'finance1'), adj(2, 'finance2'), adj(3, 'finance3')];
    const s = fakeServer({
      'GET /me': { data: me('finance') },
      ...background,
      'GET /adjustments': (_b, url) => paged(url.searchParams.get('state') === 'pending' ? list : []),
      'POST /adjustments/2/approve': () => {
        list.splice(1, 1);
        return { message: '已通过，调整已入账' };
      },
      'POST /adjustments/3/approve': { status: 409, message: taken },
      'POST /adjustments/3/reject': { message: '已拒绝该调整申请' },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/adjustments');
    const mine = await rowOf('大额补偿1');
    for (const b of within(mine).getAllByRole('button')) expect(b).toBeDisabled();
    await user.hover(within(mine).getByRole('button', { name: '通 过' }).parentElement!.parentElement!);
    expect(await screen.findByText('不能审批自己提交的调整申请')).toBeInTheDocument();

    await user.click(within(await rowOf('大额补偿2')).getByRole('button', { name: '通 过' }));
    await user.click(within(await popconfirm()).getByRole('button', { name: '通 过' }));
    expect(await screen.findByText('已通过，调整已入账')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('大额补偿2')).toBeNull());

    await user.click(within(await rowOf('大额补偿3')).getByRole('button', { name: '通 过' }));
    await user.click(within(await popconfirm()).getByRole('button', { name: '通 过' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();

    await user.click(within(await rowOf('大额补偿3')).getByRole('button', { name: '拒 绝' }));
    const modal = await dialog('拒绝调整申请 #3');
    await user.click(within(modal).getByRole('button', { name: '确认拒绝' }));
    expect(await within(modal).findByText('请填写拒绝原因')).toBeInTheDocument();
    fill(within(modal).getByLabelText('拒绝原因'), '金额有误');
    await user.click(within(modal).getByRole('button', { name: '确认拒绝' }));
    expect(await screen.findByText('已拒绝该调整申请')).toBeInTheDocument();
    expect(s.callsTo('POST', '/adjustments/3/reject')[0].body).toEqual({ reason: '金额有误' });
    expect(s.callsTo('POST', '/adjustments/1/approve')).toHaveLength(0);
  });
});

describe('代理申请 (agent applications)', () => {
  const app = (id: number, state: 1 | 2 | 3): AgentApplication => ({
    id,
    user_id: 40 + id,
    username: `player${40 + id}`,
    realname: '王五',
    isagent: 0,
    mobile: '13900139000',
    apply_info: `我有渠道${id}`,
    state,
    review_note: state === 1 ? '' : '资料齐全',
    reviewed_by: state === 1 ? null : 'finance2',
    reviewed_at: state === 1 ? '' : '2026-11-26 09:00:00',
    created_at: '2026-11-25 09:00:00',
  });
  const server = (role: AdminRole) =>
    fakeServer({
      'GET /me': { data: me(role) },
      ...background,
      'GET /agent-applications': (_b, url) => {
        const state = url.searchParams.get('state');
        return paged(state === '1' ? [app(1, 1)] : state === '2' ? [app(2, 2)] : []);
      },
      'POST /agent-applications/1/approve': { message: '审核通过' },
    });

  test('finance: tabs ask by state; 通过 with a note', async () => {
    const s = server('finance');
    const user = userEvent.setup({ delay: null });
    renderConsole('/agent-applications');
    const r = await rowOf('我有渠道1');
    expect(s.callsTo('GET', '/agent-applications')[0].search).toContain('state=1');
    await user.click(within(r).getByRole('button', { name: '通 过' }));
    const modal = await dialog('通过 player41 的代理申请');
    fill(within(modal).getByLabelText('审核备注（选填）'), '渠道可靠');
    await user.click(within(modal).getByRole('button', { name: '通 过' }));
    expect(await screen.findByText('审核通过')).toBeInTheDocument();
    expect(s.callsTo('POST', '/agent-applications/1/approve')[0].body).toEqual({ note: '渠道可靠' });

    await user.click(screen.getByRole('tab', { name: '已通过' }));
    expect(await rowOf('我有渠道2')).toHaveTextContent('资料齐全');
    expect(s.callsTo('GET', '/agent-applications').at(-1)!.search).toContain('state=2');
  });

  test('editor: reads, no decision buttons', async () => {
    server('editor');
    renderConsole('/agent-applications');
    const r = await rowOf('我有渠道1');
    expect(r).toHaveTextContent('待财务审核');
    expect(within(r).queryAllByRole('button')).toHaveLength(0);
  });
});
