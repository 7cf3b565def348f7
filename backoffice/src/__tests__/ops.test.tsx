import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAccount, AuditRow, Job } from '../features/ops/types';
import { auditDiff } from '../features/ops/diff';
import { dayjs } from '../lib/time';
import { fakeServer, me } from './fake-server';
import { renderConsole } from './render';
import { fill, popconfirm, rowOf } from './ui';

const empty = { data: { data: [], total: 0, last_page: 1, current_page: 1, per_page: 1 } };
/** the menu's badges ask the queues every 5 s */
const queues = { 'GET /deposits': empty, 'GET /withdrawals': empty };

const admin = (id: number, username: string, extra: Partial<AdminAccount> = {}): AdminAccount => ({
  id,
  username,
  role: 'finance',
  enabled: true,
  created_at: '2026-11-20 09:00:00',
  last_login_at: '',
  totp_enabled: false,
  ...extra,
});

// a busy machine: the lazy page and antd take long to render (this file asserts what is shown, not how fast)
jest.setTimeout(240_000);

describe('管理员 (staff)', () => {
  function server(list: AdminAccount[], patch: (id: number, body: Record<string, unknown>) => object = () => ({})) {
    return fakeServer({
      'GET /me': { data: me('super') },
      ...queues,
      'GET /admins': () => ({ data: list }),
      'POST /admins': (body) => {
        const b = body as { username: string; role: AdminAccount['role'] };
        if (b.username.toLowerCase() === 'admin') return { status: 409, message: '管理员账号已存在' };
        list.push(admin(list.length + 1, b.username, { role: b.role }));
        return { data: { id: list.length, username: b.username, role: b.role, enabled: true } };
      },
      'PATCH /admins/1': (body) => patch(1, body as Record<string, unknown>),
      'PATCH /admins/2': (body) => patch(2, body as Record<string, unknown>),
      'POST /admins/2/totp/reset': () => {
        list[1].totp_enabled = false;
        return { data: null, message: '已重置' };
      },
    });
  }

  test('the table: role tag, state, TOTP, last login; the signed-in admin marked', async () => {
    server([
      admin(1, 'admin', { role: 'super', last_login_at: '2026-11-26 09:30:00' }),
      admin(2, 'cashier1', { totp_enabled: true }),
      admin(3, 'writer', { role: 'editor', enabled: false }),
    ]);
    renderConsole('/staff');
    const first = await rowOf('admin');
    expect(first).toHaveTextContent('超级管理员');
    expect(first).toHaveTextContent('2026-11-26 09:30:00');
    expect(within(first).getByText('我')).toBeInTheDocument();
    const second = await rowOf('cashier1');
    expect(second).toHaveTextContent('财务');
    expect(second).toHaveTextContent('启用');
    expect(second).toHaveTextContent('已开启');
    const third = await rowOf('writer');
    expect(third).toHaveTextContent('内容编辑');
    expect(third).toHaveTextContent('已停用');
    expect(third).toHaveTextContent('未开启');
    expect(within(third).getByRole('button', { name: /^启\s?用$/ })).toBeInTheDocument();
    // no TOTP to reset
    expect(within(third).getByRole('button', { name: '重置两步验证' })).toBeDisabled();
    expect(within(second).getByRole('button', { name: '重置两步验证' })).toBeEnabled();
  });

  test('新增管理员 checks like the server (name, length, same as name, twice), then adds; a taken name: the 409 as-is', async () => {
    const list = [admin(1, 'admin', { role: 'super' })];
    const s = server(list);
    const user = userEvent.setup({ delay: null });
    renderConsole('/staff');
    await rowOf('admin');
    await user.click(screen.getByRole('button', { name: /新增管理员/ }));
    const modal = (await screen.findByText('新增管理员', { selector: '.ant-modal-title' })).closest<HTMLElement>(
      '.ant-modal',
    )!;
    const field = (label: string) => within(modal).getByLabelText(label);
    fill(field('用户名'), 'a b');
    fill(field('密码'), 'short');
    fill(field('确认密码'), 'other');
    await user.click(within(modal).getByRole('button', { name: '添 加' }));
    expect(await within(modal).findByText('管理员账号为3~32位字母、数字或下划线')).toBeInTheDocument();
    expect(within(modal).getByText('管理员密码长度为8~128位')).toBeInTheDocument();
    expect(within(modal).getByText('两次输入的密码不一致')).toBeInTheDocument();

    fill(field('用户名'), 'Cashier2');
    fill(field('密码'), 'cashier2');
    await user.click(within(modal).getByRole('button', { name: '添 加' }));
    expect(await within(modal).findByText('密码不能与账号相同')).toBeInTheDocument();
    expect(s.callsTo('POST', '/admins')).toHaveLength(0);

    fill(field('密码'), 'Cash!er-2026');
    fill(field('确认密码'), 'Cash!er-2026');
    // (a button-style radio: its label is what a person clicks)
    await user.click(within(modal).getByText('内容编辑'));
    await user.click(within(modal).getByRole('button', { name: '添 加' }));
    expect(await screen.findByText('已添加管理员 Cashier2（内容编辑）')).toBeInTheDocument();
    expect(s.callsTo('POST', '/admins')[0].body).toEqual({
      username: 'Cashier2',
      password: 'Cash!er-2026',
      role: 'editor',
    });
    expect(s.callsTo('POST', '/admins')[0].headers['x-h5-console']).toBe('1');
    expect(await rowOf('Cashier2')).toHaveTextContent('内容编辑');

    // the name is taken (regardless of case): the server's 409
    await user.click(screen.getByRole('button', { name: /新增管理员/ }));
    const again = (await screen.findByText('新增管理员', { selector: '.ant-modal-title' })).closest<HTMLElement>(
      '.ant-modal',
    )!;
    fill(within(again).getByLabelText('用户名'), 'ADMIN');
    fill(within(again).getByLabelText('密码'), 'Another#Pass1');
    fill(within(again).getByLabelText('确认密码'), 'Another#Pass1');
    await user.click(within(again).getByRole('button', { name: '添 加' }));
    expect(await screen.findByText('管理员账号已存在')).toBeInTheDocument();
  });

  test('停用 asks first; the last super admin: the server’s 409 shown as-is', async () => {
    const list = [admin(1, 'admin', { role: 'super' }), admin(2, 'cashier1', { totp_enabled: true })];
    const s = server(list, (id, body) => {
      if (id === 1) return { status: 409, message: '至少需要保留一个启用的超级管理员' };
      Object.assign(list[1], body);
      return { data: { ...list[1] } };
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/staff');

    await user.click(within(await rowOf('admin')).getByRole('button', { name: /^停\s?用$/ }));
    const pop = await popconfirm();
    expect(pop).toHaveTextContent('停用后该账号立即退出全部设备');
    await user.click(within(pop).getByRole('button', { name: '停 用' }));
    expect(await screen.findByText('至少需要保留一个启用的超级管理员')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/admins/1')[0].body).toEqual({ enabled: false });

    await user.click(within(await rowOf('cashier1')).getByRole('button', { name: /^停\s?用$/ }));
    await user.click(within(await popconfirm()).getByRole('button', { name: '停 用' }));
    expect(await screen.findByText('已停用 cashier1，其登录已全部失效')).toBeInTheDocument();
    await waitFor(async () => expect(await rowOf('cashier1')).toHaveTextContent('已停用'));
  });

  test('修改角色 sends the new role; 重置两步验证 says the sessions end and resets', async () => {
    const list = [admin(1, 'admin', { role: 'super' }), admin(2, 'cashier1', { totp_enabled: true })];
    const s = server(list, (_id, body) => {
      Object.assign(list[1], body);
      return { data: { ...list[1] } };
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/staff');
    await user.click(within(await rowOf('cashier1')).getByRole('button', { name: '修改角色' }));
    const modal = (await screen.findByText('修改 cashier1 的角色')).closest<HTMLElement>('.ant-modal')!;
    expect(within(modal).getByRole('radio', { name: '财务' })).toBeChecked();
    // (a button-style radio: its label is what a person clicks)
    await user.click(within(modal).getByText('内容编辑'));
    await user.click(within(modal).getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('cashier1 的角色已改为内容编辑')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/admins/2')[0].body).toEqual({ role: 'editor' });
    await waitFor(async () => expect(await rowOf('cashier1')).toHaveTextContent('内容编辑'));

    await user.click(within(await rowOf('cashier1')).getByRole('button', { name: '重置两步验证' }));
    const pop = await popconfirm();
    expect(pop).toHaveTextContent('结束该管理员的全部登录会话');
    await user.click(within(pop).getByRole('button', { name: '重 置' }));
    expect(await screen.findByText('已重置 cashier1 的两步验证，其登录已全部失效')).toBeInTheDocument();
    expect(s.callsTo('POST', '/admins/2/totp/reset')).toHaveLength(1);
    await waitFor(async () =>
      expect(within(await rowOf('cashier1')).getByRole('button', { name: '重置两步验证' })).toBeDisabled(),
    );
  });
});

const auditRow = (id: number, extra: Partial<AuditRow> = {}): AuditRow => ({
  id,
  created_at: '2026-11-26 10:00:00',
  actor: 'admin',
  admin_id: 1,
  action: 'admin.update',
  target: 'admin:2',
  ok: true,
  ip: '127.0.0.1',
  detail: { username: 'cashier1', role: { from: 'finance', to: 'editor' }, self: false },
  ...extra,
});

describe('操作日志 (audit)', () => {
  test('rows with the result tag; filters and paging go to the server', async () => {
    const rows = [
      auditRow(12),
      auditRow(11, {
        action: 'admin.update',
        ok: false,
        detail: { refused: 'last_super', enabled: false },
        target: 'admin:1',
      }),
    ];
    const s = fakeServer({
      'GET /me': { data: me('finance') },
      ...queues,
      'GET /audit': (_b, url) => ({
        data: { data: rows, total: 45, last_page: 3, current_page: Number(url.searchParams.get('page')), per_page: 20 },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/audit');
    const refused = await rowOf('admin:1');
    expect(refused).toHaveTextContent('修改管理员');
    expect(refused).toHaveTextContent('已拒绝');
    expect(await rowOf('admin:2')).toHaveTextContent('成功');
    expect(screen.getByText('共 45 条')).toBeInTheDocument();

    fill(screen.getByRole('combobox', { name: '操作' }), 'deposit');
    fill(screen.getByLabelText('操作人'), 'Finance1');
    fill(screen.getByLabelText('对象'), 'deposit:D001');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(s.callsTo('GET', '/audit').at(-1)!.search).toBe(
        '?per_page=20&page=1&action=deposit&actor=Finance1&target=deposit%3AD001',
      ),
    );
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(s.callsTo('GET', '/audit').at(-1)!.search).toContain('page=2'));
    expect(s.callsTo('GET', '/audit').at(-1)!.search).toContain('action=deposit');
  });

  test('a row opens the diff: changed keys old (struck) and new, unchanged keys folded, the rest as context', async () => {
    const row = auditRow(30, {
      action: 'vip_level.update',
      target: 'vip:2',
      detail: {
        changed: ['rebate_rate'],
        before: { level: 2, rebate_rate: '0.50', rules: { min: 100 } },
        after: { level: 2, rebate_rate: '0.80', rules: { min: 200 } },
        note: '调整返水',
      },
    });
    fakeServer({
      'GET /me': { data: me('super') },
      ...queues,
      'GET /audit': { data: { data: [row], total: 1, last_page: 1, current_page: 1, per_page: 20 } },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/audit');
    await user.click(await rowOf('vip:2'));
    const drawer = (await screen.findByText('操作日志 #30')).closest<HTMLElement>('.ant-drawer')!;
    expect(within(drawer).getByText('修改VIP等级')).toBeInTheDocument();
    const changes = within(drawer).getByTestId('audit-changes');
    const old = within(changes).getByTestId('before-rebate_rate');
    expect(old).toHaveTextContent('0.50');
    expect(old.querySelector('span')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(changes).getByTestId('after-rebate_rate')).toHaveTextContent('0.80');
    // JSON pretty-printed
    expect(within(changes).getByTestId('after-rules').querySelector('pre')!.textContent).toBe(
      JSON.stringify({ min: 200 }, null, 2),
    );
    expect(within(changes).queryByText('level')).toBeNull();
    // unchanged: folded
    const fold = within(drawer).getByRole('button', { name: /未变更的字段（1）/ });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    await user.click(fold);
    expect(within(drawer).getByText('level')).toBeInTheDocument();
    // context
    expect(within(drawer).getByText('note')).toBeInTheDocument();
    expect(within(drawer).getByText('调整返水')).toBeInTheDocument();
  });

  test('the time range filter sends Shanghai days', async () => {
    const s = fakeServer({
      'GET /me': { data: me('super') },
      ...queues,
      'GET /audit': { data: { data: [auditRow(1)], total: 1, last_page: 1, current_page: 1, per_page: 20 } },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/audit');
    await rowOf('admin:2');
    await user.click(screen.getByPlaceholderText('开始日期'));
    // the picker opens on this month: its first day, then today
    const first = dayjs().startOf('month').format('YYYY-MM-DD');
    const today = dayjs().format('YYYY-MM-DD');
    await user.click((await screen.findAllByTitle(first))[0]);
    await user.click((await screen.findAllByTitle(today))[0]);
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(s.callsTo('GET', '/audit').at(-1)!.search).toContain(`from=${first}&to=${today}`));
  });
});

describe('the diff of the audit detail shapes', () => {
  test('{key: {from, to}}, x_before/x_after, top-level from/to, a created row (before null)', () => {
    expect(auditDiff({ username: 'a', enabled: { from: true, to: false } })).toEqual({
      changed: [{ key: 'enabled', before: true, after: false }],
      unchanged: [],
      context: [{ key: 'username', value: 'a' }],
    });
    expect(auditDiff({ amount: '5.00', balance_before: '10.00', balance_after: '15.00' }).changed).toEqual([
      { key: 'balance', before: '10.00', after: '15.00' },
    ]);
    expect(auditDiff({ from: '1.0.0', to: '0.9.0', note: 'x' }).changed).toEqual([
      { key: '值', before: '1.0.0', after: '0.9.0' },
    ]);
    expect(auditDiff({ before: null, after: { name: 'n' } }).changed).toEqual([
      { key: 'name', before: undefined, after: 'n' },
    ]);
    expect(auditDiff(null)).toEqual({ changed: [], unchanged: [], context: [] });
  });
});

const job = (name: string, extra: Partial<Job> = {}): Job => ({
  name,
  description: `${name} 的说明`,
  every_seconds: 60,
  last_started_at: '2026-11-26 10:00:00',
  last_finished_at: '2026-11-26 10:00:02',
  last_error: null,
  last_result: { expired: 3 },
  ...extra,
});

describe('定时任务与对账 (jobs)', () => {
  test('super: the registry with state, duration and result; 立即运行 shows the result, or the 409 as-is', async () => {
    let busy = false;
    const s = fakeServer({
      'GET /me': { data: me('super') },
      ...queues,
      'GET /jobs': {
        data: [
          job('deposit-expiry'),
          job('vip', { every_seconds: 3600, last_error: 'venue unreachable', last_result: null }),
          job('rebate', { every_seconds: 0, last_started_at: '', last_finished_at: '', last_result: null }),
        ],
      },
      'POST /jobs/deposit-expiry/run': () =>
        busy
          ? { status: 409, message: '该任务正在运行，请稍后再试' }
          : { data: { name: 'deposit-expiry', run_id: 9, ms: 12, result: { expired: 1 } } },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/jobs');
    const first = await rowOf('deposit-expiry');
    expect(first).toHaveTextContent('每 1 分钟');
    expect(first).toHaveTextContent('成功');
    expect(first).toHaveTextContent('2 秒');
    expect(first).toHaveTextContent('expired: 3');
    const failed = await rowOf('vip');
    expect(failed).toHaveTextContent('失败');
    expect(failed).toHaveTextContent('venue unreachable');
    expect(failed).toHaveTextContent('每 1 小时');
    const never = await rowOf('rebate');
    expect(never).toHaveTextContent('未运行');
    expect(never).toHaveTextContent('仅手动运行');
    expect(screen.getByRole('tab', { name: '账务核对' })).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: /立即运行 deposit-expiry/ }));
    await user.click(within(await popconfirm()).getByRole('button', { name: '运 行' }));
    // (the confirm dialog also writes its title once more, hidden, for assistive technology)
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-confirm-title')).toHaveTextContent(
        '任务 deposit-expiry 已执行（第 9 次运行，用时 12 毫秒）',
      ),
    );
    expect(screen.getByTestId('job-result').textContent).toBe(JSON.stringify({ expired: 1 }, null, 2));
    expect(s.callsTo('POST', '/jobs/deposit-expiry/run')[0].headers['x-h5-console']).toBe('1');
    await user.click(screen.getByRole('button', { name: '知道了' }));

    busy = true;
    await user.click(within(await rowOf('deposit-expiry')).getByRole('button', { name: /立即运行 deposit-expiry/ }));
    await user.click(within(await popconfirm()).getByRole('button', { name: '运 行' }));
    expect(await screen.findByText('该任务正在运行，请稍后再试')).toBeInTheDocument();
  });

  test('finance sees only the ledger check: passed, then problems in a table', async () => {
    let problems: string[] = [];
    const s = fakeServer({
      'GET /me': { data: me('finance') },
      ...queues,
      'GET /ledger/check': () => ({
        data: { ok: problems.length === 0, problems, checked_at: '2026-11-26T02:00:00.000Z' },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/jobs');
    expect(await screen.findByRole('tab', { name: '账务核对' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '定时任务' })).toBeNull();
    expect(s.callsTo('GET', '/jobs')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /开始核对/ }));
    expect(await screen.findByText('账本核对通过')).toBeInTheDocument();
    expect(screen.getByText(/核对时间 2026-11-26 10:00:00/)).toBeInTheDocument();

    problems = ['entry 7: debits 100 ≠ credits 90', 'wallet 3: balance 10.00 ≠ postings 12.00'];
    await user.click(screen.getByRole('button', { name: /重新核对/ }));
    expect(await screen.findByText('账本检查发现 2 个问题')).toBeInTheDocument();
    expect((await rowOf('wallet 3: balance 10.00 ≠ postings 12.00')).textContent).toContain('2');
  });
});
