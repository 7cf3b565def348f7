import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRole } from '../api/types';
import { requestOf, toValues } from '../features/promotions/promotion-form';
import type {
  Application,
  BoardRow,
  Promotion,
  PromotionType,
  RedpacketRule,
  VipLevel,
} from '../features/promotions/types';
import { fakeServer, me, type FakeAnswer } from './fake-server';
import { renderConsole } from './render';
import { fill, named, popconfirm, rowOf } from './ui';

// the first render loads the page's lazy chunk and antd: slow on a busy machine
jest.setTimeout(300_000);

const paged = <T,>(data: T[], page = 1, per_page = 20, total = data.length) => ({
  data: { data, total, last_page: Math.max(1, Math.ceil(total / per_page)), current_page: page, per_page },
});
const empty = paged([]);
/** what the menu's badges ask every 5 s */
const BADGES = { 'GET /deposits': empty, 'GET /withdrawals': empty, 'GET /support/conversations': empty };

type Route = FakeAnswer | ((body: unknown, url: URL) => FakeAnswer | undefined);
const server = (role: AdminRole, routes: Record<string, Route>) =>
  fakeServer({ 'GET /me': { data: me(role) }, ...BADGES, ...routes });

/** The open dialog (Modal or Drawer) titled `title`. */
const dialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title, .ant-drawer-title' })).closest<HTMLElement>(
    '.ant-modal, .ant-drawer',
  )!;
/** Picks a range in an antd RangePicker by typing both bounds (what a person may do instead of clicking). */
async function typeRange(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, from: string, to: string) {
  // (queried anew for each bound: the picker may render its inputs again after the first)
  const inputs = () =>
    within(scope)
      .getAllByRole('textbox')
      .filter((i): i is HTMLInputElement => !!i.closest('.ant-picker-range'));
  await user.click(inputs()[0]);
  await user.keyboard('{Control>}a{/Control}');
  await user.type(inputs()[0], `${from}{Enter}`);
  await user.click(inputs()[1]);
  await user.keyboard('{Control>}a{/Control}');
  await user.type(inputs()[1], `${to}{Enter}`);
  await waitFor(() => expect(inputs().map((i) => i.value)).toEqual([from, to]));
}

const TYPES: PromotionType[] = [
  { id: 1, name: '新人专享', sort: 1 },
  { id: 2, name: '日常活动', sort: 2 },
  { id: 3, name: '体育优惠', sort: 3 },
];

const BOARD: BoardRow[] = [
  {
    id: 1,
    title: '新人首存礼 100% 彩金',
    enabled: true,
    starts_at: '',
    ends_at: '',
    state: 'running',
    type: '新人专享',
    applications: 5,
    pending: 2,
  },
  {
    id: 2,
    title: '双十二狂欢',
    enabled: true,
    starts_at: '2026-12-12 00:00:00',
    ends_at: '2026-12-13 00:00:00',
    state: 'scheduled',
    type: '日常活动',
    applications: 0,
    pending: 0,
  },
  {
    id: 3,
    title: '欧洲杯冠军竞猜',
    enabled: false,
    starts_at: '',
    ends_at: '2026-07-15 00:00:00',
    state: 'withdrawn',
    type: '体育优惠',
    applications: 3,
    pending: 0,
  },
];

const promotion = (id: number, extra: Partial<Promotion> = {}): Promotion => ({
  id,
  type_id: 1,
  title: BOARD.find((b) => b.id === id)?.title ?? `活动 ${id}`,
  banner: '/assets/promotions/first-deposit.svg',
  content: '<p>首存即送</p>',
  memo: '<p>须知</p>',
  sort: id,
  enabled: true,
  starts_at: '',
  ends_at: '',
  bonus: { percent: 100, max: '888.00', min_deposit: '100.00', flow_multiple: 10 },
  created_at: '2026-11-01 10:00:00',
  ...extra,
});

const promotionRoutes = (role: AdminRole, extra: Record<string, Route> = {}) =>
  server(role, {
    'GET /promotion-board': { data: BOARD },
    'GET /promotion-types': paged(TYPES, 1, 100),
    'GET /promotions/1': { data: promotion(1) },
    'GET /promotions/2': { data: promotion(2, { type_id: 2, bonus: null }) },
    ...extra,
  });

describe('活动 (the board)', () => {
  test('every promotion with its state, type, dates and applications; filtered by state and type', async () => {
    const user = userEvent.setup({ delay: null });
    promotionRoutes('editor');
    renderConsole('/promotions');
    const first = await rowOf('新人首存礼 100% 彩金');
    expect(first).toHaveTextContent('进行中');
    expect(first).toHaveTextContent('新人专享');
    expect(first).toHaveTextContent('长期有效');
    expect(first).toHaveTextContent('共 5');
    expect(first).toHaveTextContent('2 待审');
    const second = await rowOf('双十二狂欢');
    expect(second).toHaveTextContent('未开始');
    expect(second).toHaveTextContent('2026-12-12 00:00:00至 2026-12-13 00:00:00');
    const third = await rowOf('欧洲杯冠军竞猜');
    expect(third).toHaveTextContent('已下线');
    // already withdrawn: nothing to retire
    expect(within(third).getByRole('button', { name: named('下线') })).toBeDisabled();

    await user.click(screen.getByText('未开始', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(screen.queryByText('新人首存礼 100% 彩金')).toBeNull());
    expect(await rowOf('双十二狂欢')).toBeInTheDocument();
    await user.click(screen.getByText('全部', { selector: '.ant-segmented-item-label' }));
    await rowOf('新人首存礼 100% 彩金');
    await user.click(screen.getByRole('combobox', { name: '类型' }));
    await user.click(await screen.findByTitle('体育优惠'));
    await waitFor(() => expect(screen.queryByText('新人首存礼 100% 彩金')).toBeNull());
    expect(screen.queryByText('双十二狂欢')).toBeNull();
    expect(await rowOf('欧洲杯冠军竞猜')).toBeInTheDocument();
  });

  test('an editor adds a promotion with uploaded artwork: the texts are sent, never the bonus (finance’s, locked)', async () => {
    const user = userEvent.setup({ delay: null });
    const s = promotionRoutes('editor', {
      'POST /uploads/artwork': { data: { url: '/uploads/artwork/abc123.png' }, message: '上传成功' },
      'POST /promotions': (body) => ({ data: promotion(9, body as Partial<Promotion>) }),
    });
    renderConsole('/promotions');
    await rowOf('新人首存礼 100% 彩金');
    await user.click(screen.getByRole('button', { name: /新增活动/ }));
    const drawer = await dialog('新增活动');
    // the bonus is finance's: disabled, and the lock says whose it is
    expect(within(drawer).getAllByRole('radio')).toHaveLength(3);
    for (const r of within(drawer).getAllByRole('radio')) expect(r).toBeDisabled();
    expect(within(drawer).getAllByText('涉及发放金额，仅财务和超级管理员可以修改').length).toBeGreaterThan(0);

    // save with nothing: the required fields say so, nothing is sent
    await user.click(within(drawer).getByRole('button', { name: named('保存') }));
    expect(await within(drawer).findByText('请输入标题')).toBeInTheDocument();
    expect(within(drawer).getByText('请选择类型')).toBeInTheDocument();

    fill(within(drawer).getByLabelText('标题'), '  周末存送 ');
    await user.click(within(drawer).getByLabelText('类型'));
    await user.click(await screen.findByTitle('日常活动'));
    // a JPEG is refused before it goes out
    const lax = userEvent.setup({ delay: null, applyAccept: false });
    await lax.upload(within(drawer).getByLabelText('活动图片'), new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('只支持 PNG 或 GIF 格式的图片')).toBeInTheDocument();
    expect(s.callsTo('POST', '/uploads/artwork')).toHaveLength(0);
    // (the upload renews its file input after each choice)
    await user.upload(
      within(drawer).getByLabelText('活动图片'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'weekend.png', { type: 'image/png' }),
    );
    expect(await within(drawer).findByTestId('artwork-path')).toHaveTextContent('/uploads/artwork/abc123.png');
    // shown as the server stores it, through the console's own origin
    expect(within(drawer).getByAltText('活动图片预览')).toHaveAttribute(
      'src',
      '/admin/api/artwork?src=%2Fuploads%2Fartwork%2Fabc123.png',
    );
    const sent = s.callsTo('POST', '/uploads/artwork')[0];
    expect(sent.headers['x-h5-console']).toBe('1');
    const form = s.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/uploads/artwork'))![1]!.body as FormData;
    expect((form.get('file') as File).name).toBe('weekend.png');

    fill(within(drawer).getByLabelText('活动内容（HTML）'), '<p>周末存款送 10%</p>');
    await user.click(within(drawer).getByRole('button', { name: named('保存') }));
    expect(await screen.findByText('已保存活动「周末存送」')).toBeInTheDocument();
    expect(s.callsTo('POST', '/promotions')[0].body).toEqual({
      type_id: 2,
      title: '周末存送',
      banner: '/uploads/artwork/abc123.png',
      content: '<p>周末存款送 10%</p>',
      memo: '',
      sort: 0,
      enabled: true,
      starts_at: null,
      ends_at: null,
    });
    // the board is asked again
    await waitFor(() => expect(s.callsTo('GET', '/promotion-board').length).toBeGreaterThan(1));
  });

  test('an editor edits a promotion: only the changed fields are sent', async () => {
    const user = userEvent.setup({ delay: null });
    const s = promotionRoutes('editor', {
      'PATCH /promotions/2': (body) => ({ data: promotion(2, body as Partial<Promotion>) }),
    });
    renderConsole('/promotions');
    await user.click(within(await rowOf('双十二狂欢')).getByRole('button', { name: named('编辑') }));
    const drawer = await dialog('编辑活动「双十二狂欢」');
    await waitFor(() => expect(within(drawer).getByLabelText('标题')).toHaveValue('双十二狂欢'));
    expect(within(drawer).getByTestId('artwork-path')).toHaveTextContent('/assets/promotions/first-deposit.svg');
    fill(within(drawer).getByLabelText('活动须知（HTML）'), '<p>每人限一次</p>');
    await user.click(within(drawer).getByRole('switch', { name: '启用' }));
    await user.click(within(drawer).getByRole('button', { name: named('保存') }));
    expect(await screen.findByText('已保存活动「双十二狂欢」')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/promotions/2')[0].body).toEqual({ memo: '<p>每人限一次</p>', enabled: false });
  });

  test('finance sets only the bonus: the texts are locked, the request holds the bonus alone', async () => {
    const user = userEvent.setup({ delay: null });
    const s = promotionRoutes('finance', {
      'PATCH /promotions/2': (body) => ({ data: promotion(2, body as Partial<Promotion>) }),
    });
    renderConsole('/promotions');
    const row = await rowOf('双十二狂欢');
    expect(screen.queryByRole('button', { name: /新增活动/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: named('排期') })).toBeNull();
    expect(within(row).queryByRole('button', { name: named('下线') })).toBeNull();
    expect(within(row).queryByRole('button', { name: named('删除') })).toBeNull();
    await user.click(within(row).getByRole('button', { name: named('设置彩金') }));
    const drawer = await dialog('编辑活动「双十二狂欢」');
    await waitFor(() => expect(within(drawer).getByLabelText('标题')).toBeDisabled());
    expect(within(drawer).getByLabelText('活动内容（HTML）')).toBeDisabled();
    expect(within(drawer).getAllByLabelText('仅内容编辑和超级管理员可以修改').length).toBeGreaterThan(3);

    await user.click(within(drawer).getByText('固定金额'));
    fill(await within(drawer).findByLabelText('彩金金额'), '18.005');
    await user.click(within(drawer).getByRole('button', { name: named('保存') }));
    expect(await within(drawer).findByText('彩金金额须为金额，最多两位小数')).toBeInTheDocument();
    fill(within(drawer).getByLabelText('彩金金额'), '18');
    fill(within(drawer).getByLabelText('流水倍数'), '3');
    await user.click(within(drawer).getByRole('button', { name: named('保存') }));
    expect(await screen.findByText('已保存活动「双十二狂欢」')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/promotions/2')[0].body).toEqual({ bonus: { amount: '18', flow_multiple: '3' } });
  });

  test('排期 sends the Shanghai times; 下线 asks first; the server’s 409s (retire, delete) are shown as-is', async () => {
    const user = userEvent.setup({ delay: null });
    const s = promotionRoutes('editor', {
      'POST /promotions/1/schedule': (body) => ({
        data: { id: 1, title: '新人首存礼 100% 彩金', enabled: true, ...(body as object), state: 'scheduled' },
      }),
      'POST /promotions/1/retire': { status: 409, message: '该活动已下架' },
      'DELETE /promotions/1': { status: 409, message: '该活动已有玩家申请，无法删除，请改为停用（enabled=false）' },
    });
    renderConsole('/promotions');
    const row = await rowOf('新人首存礼 100% 彩金');
    await user.click(within(row).getByRole('button', { name: named('排期') }));
    const modal = await dialog('排期「新人首存礼 100% 彩金」');
    await typeRange(user, modal, '2026-12-01 00:00:00', '2026-12-31 23:59:59');
    // Enter in a bound confirmed the time; it sent nothing
    expect(s.callsTo('POST', '/promotions/1/schedule')).toHaveLength(0);
    await user.click(within(modal).getByRole('button', { name: named('保存排期') }));
    expect(await screen.findByText('「新人首存礼 100% 彩金」的活动时间已更新：未开始')).toBeInTheDocument();
    expect(s.callsTo('POST', '/promotions/1/schedule')[0].body).toEqual({
      starts_at: '2026-12-01 00:00:00',
      ends_at: '2026-12-31 23:59:59',
    });

    await user.click(within(await rowOf('新人首存礼 100% 彩金')).getByRole('button', { name: named('下线') }));
    const ask = await popconfirm();
    expect(ask).toHaveTextContent('下线后玩家立即看不到该活动');
    await user.click(within(ask).getByRole('button', { name: named('下线') }));
    expect(await screen.findByText('该活动已下架')).toBeInTheDocument();
    expect(s.callsTo('POST', '/promotions/1/retire')).toHaveLength(1);

    await user.click(within(await rowOf('新人首存礼 100% 彩金')).getByRole('button', { name: named('删除') }));
    await user.click(within(await popconfirm()).getByRole('button', { name: named('删除') }));
    expect(await screen.findByText('该活动已有玩家申请，无法删除，请改为停用（enabled=false）')).toBeInTheDocument();
  });
});

describe('the promotion form’s request', () => {
  test('create: every field the role writes; edit: only changes; a role never sends the other’s fields', () => {
    const p = promotion(1);
    const v = toValues(p);
    expect(requestOf(v, p, { content: true, money: true })).toEqual({});
    expect(requestOf({ ...v, max: '888', percent: '100.00' }, p, { content: true, money: true })).toEqual({});
    const changed = { ...v, title: '新标题', bonus_kind: 'none' as const };
    expect(requestOf(changed, p, { content: true, money: false })).toEqual({ title: '新标题' });
    expect(requestOf(changed, p, { content: false, money: true })).toEqual({ bonus: null });
    expect(requestOf(changed, p, { content: true, money: true })).toEqual({ title: '新标题', bonus: null });
    expect(requestOf({ ...v, bonus_kind: 'percent', max: '999' }, null, { content: false, money: true })).toEqual({
      bonus: { percent: '100', max: '999', min_deposit: '100.00', flow_multiple: '10' },
    });
  });
});

const application = (id: number, extra: Partial<Application> = {}): Application => ({
  id,
  user_id: 100 + id,
  username: `player${id}`,
  activity_id: 1,
  activity_name: '新人首存礼 100% 彩金',
  state: 1,
  reason: null,
  bonus: '0.00',
  bonus_paid_at: '',
  reviewed_at: '',
  created_at: '2026-11-26 09:00:00',
  ...extra,
});

describe('活动申请', () => {
  test('tabs by state and server paging; 通过 prefilled from a fixed bonus sends it; a second review’s 409 as-is', async () => {
    const user = userEvent.setup({ delay: null });
    let decided = false;
    const s = server('finance', {
      'GET /applications': (_b, url) => {
        const state = url.searchParams.get('state');
        const page = Number(url.searchParams.get('page') ?? 1);
        if (state === '2')
          return paged([application(7, { state: 2, bonus: '18.00', reviewed_at: '2026-11-26 10:00:00' })], 1, 10);
        return paged(
          [application(page === 1 ? 12 : 2, { activity_id: 4, activity_name: '注册即送体验金' })],
          page,
          10,
          15,
        );
      },
      'GET /promotions/4': {
        data: promotion(4, { title: '注册即送体验金', bonus: { amount: '18.00', flow_multiple: 1 } }),
      },
      'POST /applications/12/pass': () => {
        if (decided) return { status: 409, message: '该申请已审核，不能重复操作' };
        decided = true;
        return { data: { id: 12, state: 2, bonus: '20.00', reviewed_at: '2026-11-26 10:00:00' }, message: '已通过' };
      },
    });
    renderConsole('/applications');
    const row = await rowOf('player12（112）');
    expect(row).toHaveTextContent('注册即送体验金');
    expect(row).toHaveTextContent('待审核');
    expect(screen.getByText('共 15 条')).toBeInTheDocument();
    expect(s.callsTo('GET', '/applications')[0].search).toBe('?state=1&page=1');
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(s.callsTo('GET', '/applications').at(-1)!.search).toBe('?state=1&page=2'));
    await rowOf('player2（102）');
    await user.click(screen.getByRole('tab', { name: '已通过' }));
    await waitFor(() => expect(s.callsTo('GET', '/applications').at(-1)!.search).toBe('?state=2&page=1'));
    expect(await rowOf('player7（107）')).toHaveTextContent('¥18.00');
    await user.click(screen.getByRole('tab', { name: '待审核' }));

    for (const round of [1, 2]) {
      await user.click(within(await rowOf('player12（112）')).getByRole('button', { name: named('通过') }));
      const modal = await dialog('通过申请 #12');
      expect(modal).toHaveTextContent('活动设置：固定彩金 18.00 元，流水 1 倍');
      expect(within(modal).getByLabelText('彩金金额')).toHaveValue('18.00');
      expect(within(modal).getByLabelText('流水倍数')).toHaveValue('1');
      fill(within(modal).getByLabelText('彩金金额'), '20');
      fill(within(modal).getByLabelText('备注（选填）'), '老玩家回归');
      await user.click(within(modal).getByRole('button', { name: named('确认通过') }));
      if (round === 1) expect(await screen.findByText('申请 #12 已通过，已发放彩金 20.00 元')).toBeInTheDocument();
      else expect(await screen.findByText('该申请已审核，不能重复操作')).toBeInTheDocument();
    }
    expect(s.callsTo('POST', '/applications/12/pass')[0].body).toEqual({
      bonus: '20',
      flow_multiple: '1',
      reason: '老玩家回归',
    });
  });

  test('拒绝 needs a reason and sends it', async () => {
    const user = userEvent.setup({ delay: null });
    const s = server('super', {
      'GET /applications': paged([application(5)], 1, 10),
      'POST /applications/5/reject': { data: { id: 5, state: 3, bonus: '0.00' }, message: '已拒绝' },
    });
    renderConsole('/applications');
    await user.click(within(await rowOf('player5（105）')).getByRole('button', { name: named('拒绝') }));
    const modal = await dialog('拒绝申请 #5');
    await user.click(within(modal).getByRole('button', { name: named('确认拒绝') }));
    expect(await within(modal).findByText('请填写拒绝原因')).toBeInTheDocument();
    expect(s.callsTo('POST', '/applications/5/reject')).toHaveLength(0);
    fill(within(modal).getByLabelText('拒绝原因'), ' 未满足首存条件 ');
    await user.click(within(modal).getByRole('button', { name: named('确认拒绝') }));
    expect(await screen.findByText('申请 #5 已拒绝')).toBeInTheDocument();
    expect(s.callsTo('POST', '/applications/5/reject')[0].body).toEqual({ reason: '未满足首存条件' });
  });

  test('an editor has no 活动申请 (the server answers it to finance only)', async () => {
    server('editor', { 'GET /promotion-board': { data: BOARD } });
    renderConsole('/applications');
    expect(await screen.findByText('没有权限', {}, { timeout: 90_000 })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /活动申请/ })).toBeNull();
    expect(screen.getByRole('menuitem', { name: /活动类型/ })).toBeInTheDocument();
  });
});

describe('活动类型', () => {
  test('an editor adds and renames types; deleting one still in use: the 409 as-is', async () => {
    const user = userEvent.setup({ delay: null });
    const list = [...TYPES];
    const s = server('editor', {
      'GET /promotion-types': () => paged(list),
      'POST /promotion-types': (body) => {
        const t = { id: 4, ...(body as { name: string; sort: number }) };
        list.push(t);
        return { data: t };
      },
      'PATCH /promotion-types/2': (body) => {
        Object.assign(list[1], body);
        return { data: list[1] };
      },
      'DELETE /promotion-types/1': { status: 409, message: '该类型下仍有活动，无法删除' },
    });
    renderConsole('/promotion-types');
    await rowOf('新人专享');
    await user.click(screen.getByRole('button', { name: /新增类型/ }));
    const add = await dialog('新增活动类型');
    expect(within(add).getByLabelText('排序')).toHaveValue('0');
    fill(within(add).getByLabelText('名称'), ' 电子专区 ');
    await user.click(within(add).getByRole('button', { name: named('保存') }));
    expect(await screen.findByText('已保存活动类型「电子专区」')).toBeInTheDocument();
    expect(s.callsTo('POST', '/promotion-types')[0].body).toEqual({ name: '电子专区', sort: 0 });
    await rowOf('电子专区');

    await user.click(within(await rowOf('日常活动')).getByRole('button', { name: named('编辑') }));
    const edit = await dialog('编辑活动类型「日常活动」');
    fill(within(edit).getByLabelText('名称'), '每日精选');
    await user.click(within(edit).getByRole('button', { name: named('保存') }));
    expect(await screen.findByText('已保存活动类型「每日精选」')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/promotion-types/2')[0].body).toEqual({ name: '每日精选', sort: 2 });

    await user.click(within(await rowOf('新人专享')).getByRole('button', { name: named('删除') }));
    await user.click(within(await popconfirm()).getByRole('button', { name: named('删除') }));
    expect(await screen.findByText('该类型下仍有活动，无法删除')).toBeInTheDocument();
  });

  test('finance reads the types: no add, edit or delete', async () => {
    server('finance', { 'GET /promotion-types': paged(TYPES) });
    renderConsole('/promotion-types');
    const row = await rowOf('体育优惠');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: /新增类型/ })).toBeNull();
  });
});

const rule = (id: number, extra: Partial<RedpacketRule> = {}): RedpacketRule => ({
  id,
  start_time: '2026-11-01 00:00:00',
  end_time: '2026-12-31 23:59:59',
  recharge: '100.00',
  day_flow: 1,
  flow_money: '1.00',
  min_prize: '1.00',
  max_prize: '8.88',
  enabled: true,
  ...extra,
});

describe('红包规则', () => {
  test('finance adds a rule (checked as the server checks it), switches one off and edits only what changed', async () => {
    const user = userEvent.setup({ delay: null });
    const list = [rule(1)];
    const s = server('finance', {
      'GET /redpacket-rules': () => ({ data: list }),
      'POST /redpacket-rules': (body) => {
        list.push({ id: 2, ...(body as Omit<RedpacketRule, 'id'>) });
        return { data: list[1] };
      },
      'PATCH /redpacket-rules/1': (body) => {
        Object.assign(list[0], body);
        return { data: list[0] };
      },
    });
    renderConsole('/redpacket-rules');
    const row = await rowOf('≥ 100.00 元');
    expect(row).toHaveTextContent('1.00 – 8.88 元');
    expect(row).toHaveTextContent('2026-11-01 00:00:00至 2026-12-31 23:59:59');

    await user.click(screen.getByRole('button', { name: /新增规则/ }));
    const add = await dialog('新增红包规则');
    await user.click(within(add).getByRole('button', { name: named('保存') }));
    expect(await within(add).findByText('请选择开始和结束时间')).toBeInTheDocument();
    await typeRange(user, add, '2026-12-01 00:00:00', '2026-12-31 23:59:59');
    fill(within(add).getByLabelText('前一日累计充值'), '1000');
    fill(within(add).getByLabelText('最低红包金额'), '5');
    fill(within(add).getByLabelText('最高红包金额'), '2');
    fill(within(add).getByLabelText('每日次数'), '3');
    await user.click(within(add).getByRole('button', { name: named('保存') }));
    expect(await within(add).findByText('最高红包金额不能低于最低红包金额')).toBeInTheDocument();
    fill(within(add).getByLabelText('最高红包金额'), '58.8');
    await user.click(within(add).getByRole('button', { name: named('保存') }));
    expect(await screen.findByText('红包规则 #2 已保存')).toBeInTheDocument();
    expect(s.callsTo('POST', '/redpacket-rules')[0].body).toEqual({
      start_time: '2026-12-01 00:00:00',
      end_time: '2026-12-31 23:59:59',
      recharge: '1000',
      day_flow: 3,
      flow_money: '1',
      min_prize: '5',
      max_prize: '58.8',
      enabled: true,
    });
    await rowOf('≥ 1000 元');

    await user.click(within(await rowOf('≥ 100.00 元')).getByRole('switch', { name: '红包规则 #1 启用' }));
    expect(await screen.findByText('红包规则 #1 已停用')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/redpacket-rules/1')[0].body).toEqual({ enabled: false });

    await user.click(within(await rowOf('≥ 100.00 元')).getByRole('button', { name: named('编辑') }));
    const edit = await dialog('编辑红包规则 #1');
    fill(within(edit).getByLabelText('最高红包金额'), '18.88');
    fill(within(edit).getByLabelText('前一日累计充值'), '100');
    await user.click(within(edit).getByRole('button', { name: named('保存') }));
    expect(await screen.findByText('红包规则 #1 已保存')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/redpacket-rules/1')[1].body).toEqual({ max_prize: '18.88' });
  });

  test('an editor reads the rules: the switch is disabled, no add, edit or delete', async () => {
    server('editor', { 'GET /redpacket-rules': { data: [rule(1)] } });
    renderConsole('/redpacket-rules');
    const row = await rowOf('≥ 100.00 元');
    expect(within(row).getByRole('switch')).toBeDisabled();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: /新增规则/ })).toBeNull();
    expect(screen.getByText(/涉及发放金额，仅财务和超级管理员可以修改/)).toBeInTheDocument();
  });
});

const level = (n: number, extra: Partial<VipLevel> = {}): VipLevel => ({
  level: n,
  name: `VIP${n}`,
  recharge: n === 1 ? '0.00' : `${n * 1000}.00`,
  flow: n === 1 ? '0.00' : `${n * 10000}.00`,
  retention_flow: n < 2 ? '0.00' : '5000.00',
  realperson: '0.50',
  sport: '0.50',
  e_sport: '0.50',
  joker: '0.60',
  electron: '0.80',
  lottery: '0.30',
  ...extra,
});

describe('VIP 等级', () => {
  test('finance edits a level: rates checked (0–100, 2 decimals), only the changed fields sent', async () => {
    const user = userEvent.setup({ delay: null });
    const levels = [level(1), level(2), level(3)];
    const s = server('finance', {
      'GET /vip-levels': () => ({ data: levels }),
      'PATCH /vip-levels/2': (body) => {
        Object.assign(levels[1], body);
        return { data: levels[1] };
      },
    });
    renderConsole('/vip-levels');
    const row = await rowOf('VIP2');
    expect(row).toHaveTextContent('2000.00');
    expect(row).toHaveTextContent('0.80');
    await user.click(within(row).getByRole('button', { name: named('编辑 VIP2') }));
    const modal = await dialog('编辑 VIP2');
    expect(within(modal).getByLabelText('电子')).toHaveValue('0.80');
    fill(within(modal).getByLabelText('电子'), '101');
    fill(within(modal).getByLabelText('累计存款'), '0');
    await user.click(within(modal).getByRole('button', { name: named('保存') }));
    expect(await within(modal).findByText('电子返水比例须为 0–100 之间、最多两位小数的数字')).toBeInTheDocument();
    expect(within(modal).getByText('累计存款必须大于0')).toBeInTheDocument();
    fill(within(modal).getByLabelText('电子'), '1.2');
    fill(within(modal).getByLabelText('累计存款'), '2000');
    await user.click(within(modal).getByRole('button', { name: named('保存') }));
    expect(await screen.findByText('VIP2 已更新')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/vip-levels/2')[0].body).toEqual({ electron: '1.2' });
  });

  test('an editor reads the levels without an edit button', async () => {
    server('editor', { 'GET /vip-levels': { data: [level(1), level(2)] } });
    renderConsole('/vip-levels');
    const row = await rowOf('VIP2');
    expect(within(row).queryByRole('button')).toBeNull();
  });
});
