import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRole } from '../api/types';
import type {
  Bank,
  Game,
  GameCategory,
  PayChannel,
  ReceivingAccount,
  Transfer,
  Venue,
  VenueFault,
} from '../features/catalogue/types';
import { type FakeAnswer, fakeServer, me } from './fake-server';
import { renderConsole } from './render';
import { fill, popconfirm, rowOf } from './ui';

// a busy machine: the lazy page and antd take long to render (this file asserts what is shown, not how fast)
jest.setTimeout(240_000);

const paged = <T,>(rows: T[], total = rows.length, per_page = 20) => ({
  data: rows,
  total,
  last_page: Math.max(1, Math.ceil(total / per_page)),
  current_page: 1,
  per_page,
});
/** what the menu asks on its own (badges) */
const background = {
  'GET /deposits': { data: paged([]) },
  'GET /withdrawals': { data: paged([]) },
  'GET /support/conversations': { data: paged([]) },
};

/** The dialog titled `title` (a Modal, or a confirm, whose title is in both its own and the dialog's title). */
const modalTitled = async (title: string) =>
  (
    await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' })
  )[0].closest<HTMLElement>('.ant-modal')!;
/** Picks `option` in the antd Select labelled `label` (inside `scope`). */
async function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.getAttribute('title') === option || o.textContent === option,
    );
    expect(found).toBeDefined();
    return found!;
  });
  fireEvent.click(item);
}

// ---------------------------------------------------------------- games

const category = (id: GameCategory['id'], name: string, games: number, visible = games): GameCategory => ({
  id,
  index: 0,
  name,
  games,
  visible,
});
const game = (id: number, name: string, extra: Partial<Game> = {}): Game => ({
  id,
  category_id: 'realbet',
  platform_name: 'ag',
  game_code: `code${id}`,
  name,
  mobile_img: `/assets/games/code${id}.svg`,
  catecode: '',
  app_state: 1,
  sort: id,
  ...extra,
});
const venue = (platname: string, name: string, category: Venue['category'], extra: Partial<Venue> = {}): Venue => ({
  id: platname.length,
  platname,
  name,
  category,
  sort: 1,
  enabled: true,
  ...extra,
});
const VENUES = [
  venue('ag', 'AG真人', 'realbet'),
  venue('bbin', 'BBIN真人', 'realbet', { sort: 2 }),
  venue('sb', '沙巴体育', 'sport'),
  venue('pp', 'PP电子', 'concise'),
];

function gamesServer(role: AdminRole) {
  const games = [game(1, 'AG真人'), game(2, 'BBIN真人', { platform_name: 'bbin' })];
  const categories = [
    category('realbet', '真人视讯', 2),
    category('sport', '体育赛事', 1),
    category('concise', '电子游艺', 4),
  ];
  return {
    games,
    categories,
    ...fakeServer({
      'GET /me': { data: me(role) },
      ...background,
      'GET /game-categories': () => ({ data: categories }),
      'GET /venues': { data: VENUES },
      'GET /games': (_b, url) => {
        const p = url.searchParams.get('platform_name');
        const rows = games.filter(
          (g) => g.category_id === url.searchParams.get('category') && (!p || g.platform_name === p),
        );
        return { data: paged(rows, rows.length === 0 ? 0 : 45) };
      },
      'PATCH /games/1': (body) => {
        Object.assign(games[0], body);
        return { data: games[0] };
      },
      'PATCH /game-categories/realbet': (body) => {
        const state = (body as { app_state: 0 | 1 }).app_state;
        categories[0].visible = state ? 2 : 0;
        games.forEach((g) => (g.app_state = state));
        return { data: { id: 'realbet', name: '真人视讯', app_state: state, games: 2 } };
      },
      'POST /games': (body): FakeAnswer => {
        const b = body as Game;
        if (b.game_code === 'code1') return { status: 409, message: '场馆 ag 已有游戏代码 code1' };
        games.push({ ...game(3, b.name), ...b });
        return { data: games[2] };
      },
      'DELETE /games/2': () => {
        games.splice(1, 1);
        return { data: null };
      },
    }),
  };
}

describe('游戏 (games)', () => {
  test('category tabs with counts, the rows (picture, venue, code), paging and the venue filter go to the server', async () => {
    const s = gamesServer('editor');
    const user = userEvent.setup({ delay: null });
    renderConsole('/games');
    const row = await rowOf('code1');
    expect(row).toHaveTextContent('AG真人');
    expect(row).toHaveTextContent('ag');
    expect(within(row).getByRole('img', { name: 'AG真人' })).toHaveAttribute(
      'src',
      '/admin/api/artwork?src=%2Fassets%2Fgames%2Fcode1.svg',
    );
    expect(screen.getByRole('tab', { name: /真人视讯\s*2\/2/ })).toBeInTheDocument();
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    expect(s.callsTo('GET', '/games').at(-1)!.search).toBe('?page=1&per_page=20&category=realbet');

    await choose(document.body, '场馆', 'BBIN真人（bbin）');
    await waitFor(() =>
      expect(s.callsTo('GET', '/games').at(-1)!.search).toBe('?page=1&per_page=20&category=realbet&platform_name=bbin'),
    );
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(s.callsTo('GET', '/games').at(-1)!.search).toContain('page=2'));

    await user.click(screen.getByRole('tab', { name: /体育赛事/ }));
    await waitFor(() => expect(s.callsTo('GET', '/games').at(-1)!.search).toBe('?page=1&per_page=20&category=sport'));
  });

  test('an editor hides a game, changes its order, hides a whole category (asked first), deletes a game', async () => {
    const s = gamesServer('editor');
    const user = userEvent.setup({ delay: null });
    renderConsole('/games');
    const row = await rowOf('code1');
    await user.click(within(row).getByRole('switch', { name: '显示：AG真人' }));
    expect(await screen.findByText('AG真人 已隐藏')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/games/1')[0].body).toEqual({ app_state: 0 });
    await waitFor(async () =>
      expect(within(await rowOf('code1')).getByRole('switch', { name: '显示：AG真人' })).not.toBeChecked(),
    );

    const sort = within(await rowOf('code1')).getByRole('spinbutton', { name: '排序：AG真人' });
    fill(sort, '7');
    fireEvent.blur(sort);
    expect(await screen.findByText('AG真人 的排序已改为 7')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/games/1')[1].body).toEqual({ sort: 7 });

    await user.click(screen.getByRole('switch', { name: '整类显示：真人视讯' }));
    const pop = await popconfirm();
    expect(pop).toHaveTextContent('该分类的 2 个大厅游戏将对玩家隐藏');
    await user.click(within(pop).getByRole('button', { name: '隐 藏' }));
    expect(await screen.findByText('「真人视讯」已隐藏（2 个游戏）')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/game-categories/realbet')[0].body).toEqual({ app_state: 0 });
    await waitFor(() => expect(screen.getByRole('switch', { name: '整类显示：真人视讯' })).not.toBeChecked());
    expect(screen.getByRole('tab', { name: /真人视讯\s*0\/2/ })).toBeInTheDocument();

    await user.click(within(await rowOf('code2')).getByRole('button', { name: '删除 BBIN真人' }));
    await user.click(within(await popconfirm()).getByRole('button', { name: '删 除' }));
    expect(await screen.findByText('已删除 BBIN真人')).toBeInTheDocument();
    expect(s.callsTo('DELETE', '/games/2')).toHaveLength(1);
  });

  test('新增游戏: venues of the category only, catecode for a slot game; the server’s 409 as-is', async () => {
    const s = gamesServer('editor');
    const user = userEvent.setup({ delay: null });
    renderConsole('/games');
    await rowOf('code1');
    await user.click(screen.getByRole('button', { name: /新增游戏/ }));
    const modal = await modalTitled('新增游戏');
    await user.click(within(modal).getByRole('button', { name: '保 存' }));
    expect(await within(modal).findByText('请选择场馆')).toBeInTheDocument();
    expect(within(modal).getByText('请输入游戏代码')).toBeInTheDocument();

    // 真人视讯 (the open tab): its venues only
    fireEvent.mouseDown(within(modal).getByRole('combobox', { name: '场馆' }));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="AG真人（ag）"]')).not.toBeNull());
    expect(document.querySelector('.ant-select-item-option[title="PP电子（pp）"]')).toBeNull();
    fireEvent.click(document.querySelector('.ant-select-item-option[title="AG真人（ag）"]')!);
    fill(within(modal).getByLabelText('游戏代码'), 'code1');
    fill(within(modal).getByLabelText('名称'), '重复');
    await user.click(within(modal).getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('场馆 ag 已有游戏代码 code1')).toBeInTheDocument();

    // a slot game of PP: concise, catecode = the provider
    await choose(modal, '分类', '电子游艺');
    await choose(modal, '场馆', 'PP电子（pp）');
    await user.click(within(modal).getByText('厂商下的单个游戏'));
    fill(within(modal).getByLabelText('游戏代码'), 'pp_gold');
    fill(within(modal).getByLabelText('名称'), '黄金');
    fill(within(modal).getByLabelText('排序（小的在前）'), '3');
    await user.click(within(modal).getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('已添加 黄金')).toBeInTheDocument();
    expect(s.callsTo('POST', '/games').at(-1)!.body).toEqual({
      category_id: 'concise',
      platform_name: 'pp',
      game_code: 'pp_gold',
      name: '黄金',
      catecode: 'pp',
      app_state: 1,
      sort: 3,
    });
  });

  test('编辑 sends only what changed', async () => {
    const s = gamesServer('editor');
    const user = userEvent.setup({ delay: null });
    renderConsole('/games');
    await user.click(within(await rowOf('code1')).getByRole('button', { name: '编辑 AG真人' }));
    const modal = await modalTitled('编辑游戏 AG真人');
    expect(within(modal).getByLabelText('游戏代码')).toHaveValue('code1');
    expect(within(modal).getByLabelText('图片地址')).toHaveValue('/assets/games/code1.svg');
    fill(within(modal).getByLabelText('名称'), ' AG旗舰厅 ');
    await user.click(within(modal).getByRole('switch', { name: '在大厅显示' }));
    await user.click(within(modal).getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('已保存 AG旗舰厅')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/games/1')[0].body).toEqual({ name: 'AG旗舰厅', app_state: 0 });
  });

  test('finance reads only: no add, edit or delete, the switches and order disabled', async () => {
    gamesServer('finance');
    renderConsole('/games');
    const row = await rowOf('code1');
    expect(within(row).getByRole('switch', { name: '显示：AG真人' })).toBeDisabled();
    expect(within(row).getByRole('spinbutton', { name: '排序：AG真人' })).toBeDisabled();
    expect(within(row).queryByRole('button', { name: /编辑|删除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增游戏/ })).toBeNull();
    expect(screen.getByRole('switch', { name: '整类显示：真人视讯' })).toBeDisabled();
  });
});

// ---------------------------------------------------------------- venues and transfers

function venuesServer(role: AdminRole, faults: VenueFault[] = []) {
  const venues = VENUES.map((v) => ({ ...v }));
  return fakeServer({
    'GET /me': { data: me(role) },
    ...background,
    'GET /venues': () => ({ data: venues }),
    'GET /venues/faults': () => ({ data: faults }),
    'PATCH /venues/bbin': (body) => {
      Object.assign(venues[1], body);
      return { data: venues[1] };
    },
    'PUT /venues/ag/fault': (body) => {
      const mode = (body as VenueFault).mode;
      faults.splice(0, faults.length, ...(mode === 'none' ? [] : [{ platname: 'ag', mode }]));
      return { data: { platname: 'ag', mode }, message: `场馆 ag 故障模式已设为 ${mode}` };
    },
  });
}

describe('场馆 (venues)', () => {
  test('super switches a fault after confirming; the tag follows', async () => {
    const s = venuesServer('super');
    const user = userEvent.setup({ delay: null });
    renderConsole('/venues');
    const row = await rowOf('ag');
    expect(row).toHaveTextContent('正常');
    await user.click(within(row).getByText('拒绝转账'));
    const confirm = await modalTitled('将 AG真人 的故障模式设为「拒绝转账」？');
    expect(confirm).toHaveTextContent('玩家转入转出均失败');
    await user.click(within(confirm).getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('AG真人 的故障模式已设为「拒绝转账」')).toBeInTheDocument();
    expect(s.callsTo('PUT', '/venues/ag/fault')[0].body).toEqual({ mode: 'fail' });
    await waitFor(async () => expect(within(await rowOf('ag')).getAllByText('拒绝转账')).toHaveLength(2));
    // cancelled: nothing sent
    await user.click(within(await rowOf('ag')).getByText('无响应'));
    await user.click(
      within(await modalTitled('将 AG真人 的故障模式设为「无响应」？')).getByRole('button', { name: '取 消' }),
    );
    expect(s.callsTo('PUT', '/venues/ag/fault')).toHaveLength(1);
  });

  test('an editor switches a venue off and reorders it; sees no fault switch', async () => {
    const s = venuesServer('editor');
    const user = userEvent.setup({ delay: null });
    renderConsole('/venues');
    const row = await rowOf('bbin');
    expect(screen.queryByText('故障开关（模拟器）')).toBeNull();
    expect(s.callsTo('GET', '/venues/faults')).toHaveLength(0);
    await user.click(within(row).getByRole('switch', { name: '启用：BBIN真人' }));
    expect(await screen.findByText('BBIN真人 已停用')).toBeInTheDocument();
    const sort = within(await rowOf('bbin')).getByRole('spinbutton', { name: '排序：BBIN真人' });
    fill(sort, '9');
    fireEvent.keyDown(sort, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(s.callsTo('PATCH', '/venues/bbin').map((c) => c.body)).toEqual([{ enabled: false }, { sort: 9 }]),
    );
    // the name, edited in place
    await user.click(within(await rowOf('bbin')).getByRole('button', { name: '修改名称' }));
    const box = within(await rowOf('bbin')).getByRole('textbox');
    fill(box, 'BBIN旗舰');
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('场馆名称已改为 BBIN旗舰')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/venues/bbin')[2].body).toEqual({ name: 'BBIN旗舰' });
  });
});

const transfer = (no: string, extra: Partial<Transfer> = {}): Transfer => ({
  out_trade_no: no,
  user_id: 42,
  username: 'player42',
  platname: 'ag',
  direction: 'in',
  type: 3,
  amount: '150.00',
  state: 2,
  source: 'manual',
  reason: '',
  attempts: 1,
  created_at: '2026-11-26 10:00:00',
  settled_at: '',
  ...extra,
});

describe('转账对账 (transfers)', () => {
  test('pending transfers first; 对账 settles one with the server’s outcome; the state filter goes to the server', async () => {
    const rows = [transfer('T001'), transfer('T002', { direction: 'out', amount: '20.00' })];
    const s = fakeServer({
      'GET /me': { data: me('finance') },
      ...background,
      'GET /venues': { data: VENUES },
      'GET /transfers': () => ({
        data: paged(
          rows.filter((r) => r.state === 2),
          2,
          10,
        ),
      }),
      'POST /transfers/T001/reconcile': () => {
        rows[0].state = 0;
        return { data: { ...rows[0], outcome: 'refunded' }, message: '场馆未确认，资金已退回' };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/transfers');
    const first = await rowOf('T001');
    expect(first).toHaveTextContent('转入 AG真人');
    expect(first).toHaveTextContent('150.00');
    expect(first).toHaveTextContent('处理中');
    expect(s.callsTo('GET', '/transfers')[0].search).toBe('?page=1&state=2');
    await user.click(within(first).getByRole('button', { name: '对 账' }));
    expect(await screen.findByText('T001：场馆未确认，资金已退回')).toBeInTheDocument();
    expect(s.callsTo('POST', '/transfers/T001/reconcile')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('T001')).toBeNull());

    await user.click(screen.getByText('全部'));
    await waitFor(() => expect(s.callsTo('GET', '/transfers').at(-1)!.search).toBe('?page=1'));
  });
});

// ---------------------------------------------------------------- payments

const channel = (type: PayChannel['type'], extra: Partial<PayChannel> = {}): PayChannel => ({
  type,
  enabled: true,
  min_price: '100.00',
  max_price: '50000.00',
  sort: 1,
  ...extra,
});

function paymentsServer(role: AdminRole) {
  const channels = [channel('bank'), channel('alipay', { sort: 4 })];
  const accounts: ReceivingAccount[] = [
    {
      id: 1,
      channel: 'bank',
      bank_name: '招商银行',
      account_no: '6225880112345678',
      owner: '张三',
      address: '上海分行',
      enabled: true,
      sort: 0,
    },
  ];
  const banks: Bank[] = [{ id: 5, bank_name: '中国银行', sort: 1, enabled: true }];
  return fakeServer({
    'GET /me': { data: me(role) },
    ...background,
    'GET /pay-channels': () => ({ data: channels }),
    'GET /receiving-accounts': () => ({ data: accounts }),
    'GET /banks': () => ({ data: banks }),
    'PATCH /pay-channels/alipay': (body) => {
      Object.assign(channels[1], body);
      return { data: channels[1] };
    },
    'PATCH /receiving-accounts/1': (body) => {
      Object.assign(accounts[0], body);
      return { data: accounts[0] };
    },
    'POST /banks': (body): FakeAnswer => {
      const b = body as Bank;
      if (b.bank_name === '中国银行') return { status: 409, message: '银行已存在' };
      banks.push({ ...b, id: 6 });
      return { data: banks[1] };
    },
    'DELETE /banks/5': () => {
      banks.splice(0, 1);
      return { data: null };
    },
  });
}

describe('支付通道 (payments)', () => {
  test('finance turns a way off and changes its range (checked like the server), amounts sent as strings', async () => {
    const s = paymentsServer('finance');
    const user = userEvent.setup({ delay: null });
    renderConsole('/payments');
    const row = await rowOf('alipay');
    expect(row).toHaveTextContent('支付宝');
    expect(row).toHaveTextContent('100.00 ~ 50000.00');
    await user.click(within(row).getByRole('switch', { name: '启用：支付宝' }));
    expect(await screen.findByText('支付宝 已停用')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/pay-channels/alipay')[0].body).toEqual({ enabled: false });

    await user.click(within(await rowOf('alipay')).getByRole('button', { name: '修改限额' }));
    const modal = await modalTitled('支付宝：限额与排序');
    fill(within(modal).getByLabelText('单笔最低（元）'), '600');
    fill(within(modal).getByLabelText('单笔最高（元）'), '500.123');
    await user.click(within(modal).getByRole('button', { name: '保 存' }));
    expect(await within(modal).findByText('最高金额须为金额（最多两位小数）')).toBeInTheDocument();
    fill(within(modal).getByLabelText('单笔最高（元）'), '500');
    await user.click(within(modal).getByRole('button', { name: '保 存' }));
    expect(await within(modal).findByText('最低金额不能大于最高金额')).toBeInTheDocument();
    fill(within(modal).getByLabelText('单笔最低（元）'), '50');
    await user.click(within(modal).getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('支付宝 已保存')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/pay-channels/alipay')[1].body).toEqual({ min_price: '50', max_price: '500' });
    expect(await rowOf('alipay')).toHaveTextContent('50 ~ 500');
  });

  test('receiving accounts and banks: one table each; edit sends what changed, add (409 as-is), delete confirmed', async () => {
    const s = paymentsServer('finance');
    const user = userEvent.setup({ delay: null });
    renderConsole('/payments?tab=accounts');
    const account = await rowOf('招商银行');
    expect(account).toHaveTextContent('6225880112345678');
    await user.click(within(account).getByRole('button', { name: '编辑 招商银行 5678' }));
    const edit = await modalTitled('编辑收款账户 招商银行 5678');
    fill(within(edit).getByLabelText('户名'), ' 李四 ');
    await user.click(within(edit).getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('招商银行 5678 已保存')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/receiving-accounts/1')[0].body).toEqual({ owner: '李四' });

    await user.click(screen.getByRole('tab', { name: '银行' }));
    await rowOf('中国银行');
    await user.click(screen.getByRole('button', { name: /新增银行/ }));
    const add = await modalTitled('新增银行');
    fill(within(add).getByLabelText('银行名称'), '中国银行');
    await user.click(within(add).getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('银行已存在')).toBeInTheDocument();
    fill(within(add).getByLabelText('银行名称'), '浙商银行');
    await user.click(within(add).getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('已添加银行 浙商银行')).toBeInTheDocument();
    expect(s.callsTo('POST', '/banks').at(-1)!.body).toEqual({ bank_name: '浙商银行', enabled: true, sort: 0 });
    await rowOf('浙商银行');

    await user.click(within(await rowOf('中国银行')).getByRole('button', { name: '删除 中国银行' }));
    await user.click(within(await popconfirm()).getByRole('button', { name: '删 除' }));
    expect(await screen.findByText('已删除 中国银行')).toBeInTheDocument();
    expect(s.callsTo('DELETE', '/banks/5')).toHaveLength(1);
  });

  test('an editor reads: switches and order disabled, 查看 opens the form disabled, nothing to add or delete', async () => {
    const s = paymentsServer('editor');
    const user = userEvent.setup({ delay: null });
    renderConsole('/payments');
    const row = await rowOf('alipay');
    expect(screen.getByText(/仅财务可修改，此处只读/)).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: '启用：支付宝' })).toBeDisabled();
    expect(within(row).getByRole('spinbutton', { name: '排序：支付宝' })).toBeDisabled();
    await user.click(within(row).getByRole('button', { name: '查看' }));
    const modal = await modalTitled('支付宝：限额与排序');
    expect(within(modal).getByLabelText('单笔最低（元）')).toBeDisabled();
    expect(within(modal).queryByRole('button', { name: '保 存' })).toBeNull();
    await user.click(within(modal).getByRole('button', { name: '关 闭' }));

    await user.click(screen.getByRole('tab', { name: '银行' }));
    const bank = await rowOf('中国银行');
    expect(screen.getByRole('button', { name: /新增银行/ })).toBeDisabled();
    expect(within(bank).queryByRole('button', { name: /删除/ })).toBeNull();
    expect(s.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});
