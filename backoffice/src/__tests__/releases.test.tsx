import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AreaHistory, AreaRelease } from '../features/releases/types';
import { type FakeAnswer, fakeServer, me } from './fake-server';
import { renderConsole } from './render';

// the first render loads the page's lazy chunk and antd: slow on a busy machine
const SLOW = 90_000;
jest.setTimeout(300_000);

const V1 = '20261120-020000-aaaaaaaa';
const V2 = '20261125-030000-bbbbbbbb';
const P1 = '20261118-010000-cccccccc';

const areas = (): AreaRelease[] => [
  {
    remote: 'games',
    current: null,
    since: null,
    by: null,
    action: null,
    previous: null,
    previousSince: null,
    previousBy: null,
    pinned: null,
    published: 0,
  },
  {
    remote: 'money',
    current: V2,
    since: '2026-11-25T03:00:00.000Z',
    by: 'ops1',
    action: 'deploy',
    previous: V1,
    previousSince: '2026-11-20T02:00:00.000Z',
    previousBy: 'ops1',
    pinned: null,
    published: 2,
  },
  {
    remote: 'promotions',
    current: P1,
    since: '2026-11-18T01:00:00.000Z',
    by: 'console:admin',
    action: 'pin',
    previous: null,
    previousSince: null,
    previousBy: null,
    pinned: { version: P1, at: '2026-11-18T01:00:00.000Z', by: 'console:admin', note: '活动期间冻结' },
    published: 1,
  },
];

const money: AreaHistory = {
  remote: 'money',
  current: V2,
  pinned: null,
  history: [
    { at: '2026-11-20T02:00:00.000Z', by: 'ops1', action: 'deploy', from: null, to: V1, note: '首次发布' },
    { at: '2026-11-25T03:00:00.000Z', by: 'ops1', action: 'deploy', from: V1, to: V2, note: '充值页改版' },
  ],
  versions: [
    { version: V1, current: false, fallback: true, pinned: false, rolledBack: null },
    { version: V2, current: true, fallback: false, pinned: false, rolledBack: null },
  ],
};

const promotions: AreaHistory = {
  remote: 'promotions',
  current: P1,
  pinned: areas()[2].pinned,
  history: [
    { at: '2026-11-18T01:00:00.000Z', by: 'console:admin', action: 'pin', from: null, to: P1, note: '活动期间冻结' },
  ],
  versions: [{ version: P1, current: true, fallback: false, pinned: true, rolledBack: null }],
};

const empty = { data: { data: [], total: 0, last_page: 1, current_page: 1, per_page: 1 } };

function server(moves: Record<string, FakeAnswer> = {}) {
  return fakeServer({
    'GET /me': { data: me('super') },
    'GET /deposits': empty,
    'GET /withdrawals': empty,
    'GET /releases': { data: { dir: '/srv/h5/releases', areas: areas() } },
    'GET /releases/money': { data: money },
    'GET /releases/promotions': { data: promotions },
    ...moves,
  });
}

/** The table's row of an area, found by its name (the menu has an entry named 优惠活动 too). */
const rowOf = async (name: string) =>
  (await screen.findByText(name, { selector: '.ant-table-cell strong' }, { timeout: SLOW })).closest<HTMLElement>(
    'tr',
  )!;
const modalTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;
const drawerTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-drawer-title' })).closest<HTMLElement>('.ant-drawer')!;

describe('版本发布', () => {
  test('every area: current version, previous good version, pin and published count (npm run remotes -- list)', async () => {
    server();
    renderConsole('/releases');
    const m = await rowOf('资金中心');
    expect(m).toHaveTextContent(V2);
    expect(m).toHaveTextContent('发布 · 2026-11-25 11:00:00 · ops1（命令行）');
    expect(m).toHaveTextContent(V1);
    expect(m).toHaveTextContent('上线于 2026-11-20 10:00:00');
    expect(m).toHaveTextContent('2 个');
    expect(within(m).getByRole('button', { name: '回滚 资金中心' })).toBeEnabled();

    const g = await rowOf('游戏大厅');
    expect(g).toHaveTextContent('未发布');
    expect(within(g).getByRole('button', { name: '回滚 游戏大厅' })).toBeDisabled();

    const p = await rowOf('优惠活动');
    expect(p).toHaveTextContent('已固定');
    expect(p).toHaveTextContent('admin（控制台）');
    expect(screen.getByText(/发布目录：\/srv\/h5\/releases/)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '区域',
      '当前版本',
      '上一可用版本',
      '固定',
      '已发布',
      '操作',
    ]);
  });

  test('回滚 asks for a note (required), says the host is untouched, sends it, and the list is asked again', async () => {
    const s = server({
      'POST /releases/money/rollback': { data: { changed: true, from: V2, to: V1 }, message: `money 已切换到 ${V1}` },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/releases');
    await user.click(within(await rowOf('资金中心')).getByRole('button', { name: '回滚 资金中心' }));
    const modal = await modalTitled('回滚：资金中心（money）');
    expect(modal).toHaveTextContent('主站文件不会改动');
    expect(modal).toHaveTextContent(`回滚到（上一可用版本）${V1}`);
    await user.click(within(modal).getByRole('button', { name: '确认回滚' }));
    expect(await within(modal).findByText('请填写说明')).toBeInTheDocument();
    expect(s.callsTo('POST', '/releases/money/rollback')).toHaveLength(0);

    const asked = s.callsTo('GET', '/releases').length;
    await user.click(within(modal).getByLabelText('说明（记入发布历史与操作日志）'));
    await user.paste('新版充值页报错');
    await user.click(within(modal).getByRole('button', { name: '确认回滚' }));
    expect(await screen.findByText(`资金中心 已切换到 ${V1}（主站未改动）`)).toBeInTheDocument();
    const call = s.callsTo('POST', '/releases/money/rollback')[0];
    expect(call.body).toEqual({ note: '新版充值页报错' });
    expect(call.headers['x-h5-console']).toBe('1');
    await waitFor(() => expect(s.callsTo('GET', '/releases').length).toBeGreaterThan(asked));
  });

  test('the drawer: versions with their marks and the history newest first; 切换到 promotes, 固定 pins, each with its note', async () => {
    const s = server({
      'POST /releases/money/promote': { data: { changed: true, from: V2, to: V1 } },
      'POST /releases/money/pin': { data: { changed: true, from: V2, to: V2 } },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/releases');
    await user.click(await rowOf('资金中心'));
    const drawer = await drawerTitled('资金中心（money）的版本');
    const v1 = (await within(drawer).findByText(V1, { selector: '.ant-table-cell code' })).closest('tr')!;
    expect(v1).toHaveTextContent('上一可用');
    const v2 = within(drawer).getByText(V2, { selector: '.ant-table-cell code' }).closest('tr')!;
    expect(v2).toHaveTextContent('当前');
    expect(within(v2).queryByRole('button', { name: `切换到 ${V2}` })).toBeNull();
    // history, newest first: time in Shanghai, who, from → to, note
    const history = within(drawer).getByText('充值页改版').closest('tr')!;
    expect(history).toHaveTextContent('2026-11-25 11:00:00');
    expect(history).toHaveTextContent(`→ ${V2}`);
    expect(history).toHaveTextContent('ops1（命令行）');
    const rows = within(drawer)
      .getAllByText(/首次发布|充值页改版/)
      .map((n) => n.textContent);
    expect(rows).toEqual(['充值页改版', '首次发布']);

    await user.click(within(v1).getByRole('button', { name: `切换到 ${V1}` }));
    let modal = await modalTitled('切换版本：资金中心（money）');
    await user.click(within(modal).getByLabelText('说明（记入发布历史与操作日志）'));
    await user.paste('回到稳定版');
    await user.click(within(modal).getByRole('button', { name: '确认切换版本' }));
    expect(await screen.findByText(`资金中心 已切换到 ${V1}（主站未改动）`)).toBeInTheDocument();
    expect(s.callsTo('POST', '/releases/money/promote')[0].body).toEqual({ version: V1, note: '回到稳定版' });

    await user.click(within(v2).getByRole('button', { name: `固定在 ${V2}` }));
    modal = await modalTitled('固定版本：资金中心（money）');
    await user.click(within(modal).getByLabelText('说明（记入发布历史与操作日志）'));
    await user.paste('大促期间冻结');
    await user.click(within(modal).getByRole('button', { name: '确认固定版本' }));
    await waitFor(() => expect(s.callsTo('POST', '/releases/money/pin')).toHaveLength(1));
    expect(s.callsTo('POST', '/releases/money/pin')[0].body).toEqual({ version: V2, note: '大促期间冻结' });
  });

  test('a pinned area: the pin with who and why; 取消固定 sends unpin with its note', async () => {
    const s = server({ 'POST /releases/promotions/unpin': { data: { changed: true } } });
    const user = userEvent.setup({ delay: null });
    renderConsole('/releases');
    await user.click(await rowOf('优惠活动'));
    const drawer = await drawerTitled('优惠活动（promotions）的版本');
    expect(within(drawer).getByText('活动期间冻结', { exact: false, selector: 'span' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: /取消固定/ }));
    const modal = await modalTitled('取消固定：优惠活动（promotions）');
    expect(modal).toHaveTextContent('只解除固定，当前版本不变');
    await user.click(within(modal).getByLabelText('说明（记入发布历史与操作日志）'));
    await user.paste('活动结束');
    await user.click(within(modal).getByRole('button', { name: '确认取消固定' }));
    expect(await screen.findByText('优惠活动 已取消固定')).toBeInTheDocument();
    expect(s.callsTo('POST', '/releases/promotions/unpin')[0].body).toEqual({ note: '活动结束' });
  });

  test('the tool’s refusal (409) is shown in the modal as it was written, and 强制 sends force', async () => {
    const refusal = `remote-money 已被 ops1 固定在 ${V2}（大促）：先 unpin，或加 --force`;
    const pinned = { version: V2, at: '2026-11-25T03:00:00.000Z', by: 'ops1', note: '大促' };
    const s = fakeServer({
      'GET /me': { data: me('super') },
      'GET /deposits': empty,
      'GET /withdrawals': empty,
      'GET /releases': {
        data: { dir: '/srv/h5/releases', areas: areas().map((a) => (a.remote === 'money' ? { ...a, pinned } : a)) },
      },
      'POST /releases/money/rollback': (body) =>
        (body as { force?: boolean }).force
          ? { data: { changed: true, from: V2, to: V1 } }
          : { status: 409, message: refusal },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/releases');
    await user.click(within(await rowOf('资金中心')).getByRole('button', { name: '回滚 资金中心' }));
    const modal = await modalTitled('回滚：资金中心（money）');
    await user.click(within(modal).getByLabelText('说明（记入发布历史与操作日志）'));
    await user.paste('紧急回滚');
    await user.click(within(modal).getByRole('button', { name: '确认回滚' }));
    // (every antd Alert has role alert: the refusal is the error one)
    expect((await within(modal).findByText(refusal)).closest('.ant-alert')).toHaveClass('ant-alert-error');
    expect(s.callsTo('POST', '/releases/money/rollback')[0].body).toEqual({ note: '紧急回滚' });

    await user.click(within(modal).getByRole('checkbox', { name: '强制越过固定（同时解除固定）' }));
    await user.click(within(modal).getByRole('button', { name: '确认回滚' }));
    expect(await screen.findByText(`资金中心 已切换到 ${V1}（主站未改动）`)).toBeInTheDocument();
    expect(s.callsTo('POST', '/releases/money/rollback')[1].body).toEqual({ note: '紧急回滚', force: true });
  });
});
