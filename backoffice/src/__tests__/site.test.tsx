import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRole } from '../api/types';
import type { SiteSettings } from '../features/site/types';
import { fakeServer, me } from './fake-server';
import { renderConsole } from './render';

// the first render loads the page's lazy chunk and antd: slow on a busy machine
const SLOW = 90_000;
jest.setTimeout(300_000);

const SETTINGS: SiteSettings = {
  title: '星耀娱乐',
  site_state: '1',
  repair_tips: '系统维护中，请稍后再访问。',
  site_logo: '/assets/logo.svg',
  redpacket_switch: '1',
  index_modal: '0',
  webcontent: '<p>欢迎</p>',
  h5_url: '',
  ios_download_url: '',
  ios_download_qrcode: '',
  usdtrate: '7.20',
  withdrawusdtrate: '7.10',
  withdrawcashfee: '5.00',
  withdrawfeeusdttrc: '1.00',
  adjust_approval_above: '50000.00',
  sponsor_url_1: '',
  sponsor_url_2: '',
  agent_login_url: '',
  visit_url: '',
  service_url: '',
};

const empty = { data: { data: [], total: 0, last_page: 1, current_page: 1, per_page: 1 } };

/** The fake server: GET /settings answers the current settings; PATCH merges the body (or answers `refuse`). */
function server(role: AdminRole, refuse?: { status: number; message: string }) {
  const state = { settings: { ...SETTINGS } };
  const s = fakeServer({
    'GET /me': { data: me(role) },
    'GET /deposits': empty,
    'GET /withdrawals': empty,
    'GET /settings': () => ({ data: state.settings }),
    'PATCH /settings': (body) => {
      if (refuse) return { status: refuse.status, message: refuse.message };
      state.settings = { ...state.settings, ...(body as Partial<SiteSettings>) };
      return { data: state.settings, message: '操作成功' };
    },
  });
  return { ...s, state };
}

/** A section's card, found by its title. */
const section = async (title: string) =>
  (
    await screen.findByText(
      (_text, el) => !!el?.classList.contains('ant-card-head-title') && el.textContent?.trim() === title,
      {},
      { timeout: SLOW },
    )
  ).closest<HTMLElement>('.ant-card')!;

/** 保存 of a section, once the change has enabled it (the form's watch re-renders after the input event). */
async function clickSave(user: ReturnType<typeof userEvent.setup>, card: HTMLElement, title: string) {
  const save = within(card).getByRole('button', { name: `保存${title}` });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
}

describe('站点设置', () => {
  test('an editor changes the site title: only that key is sent; finance’s fields are disabled and say whose they are', async () => {
    const s = server('editor');
    const user = userEvent.setup({ delay: null });
    renderConsole('/site');
    const info = await section('站点信息');
    const title = within(info).getByLabelText('站点名称');
    expect(title).toHaveValue('星耀娱乐');
    expect(title).toBeEnabled();

    // finance's: rates and links disabled, the section read-only with the owner named
    const rates = await section('汇率与费用');
    expect(within(rates).getByLabelText('充值汇率')).toBeDisabled();
    expect(within(rates).getByLabelText('充值汇率')).toHaveValue('7.20');
    expect(within(rates).getByText('只读')).toBeInTheDocument();
    expect(within(rates).queryByRole('button', { name: '保存汇率与费用' })).toBeNull();
    expect(within(rates).getAllByLabelText('财务设置：仅财务和超级管理员可修改').length).toBeGreaterThan(0);
    const links = await section('下载与链接');
    expect(within(links).getByLabelText('在线客服地址')).toBeDisabled();
    // the red-packet switch is finance's, the welcome popup the editor's (one section, two owners)
    const switches = await section('开关');
    expect(within(switches).getByRole('switch', { name: '红包活动' })).toBeDisabled();
    expect(within(switches).getByRole('switch', { name: '首页欢迎弹窗' })).toBeEnabled();

    const save = within(info).getByRole('button', { name: '保存站点信息' });
    expect(save).toBeDisabled();
    await user.clear(title);
    await user.click(title);
    await user.paste('星耀娱乐城 ');
    expect(await within(info).findByText('有未保存的修改')).toBeInTheDocument();
    await clickSave(user, info, '站点信息');
    expect(await screen.findByText('站点信息已保存')).toBeInTheDocument();
    const patch = s.callsTo('PATCH', '/settings');
    expect(patch).toHaveLength(1);
    expect(patch[0].body).toEqual({ title: '星耀娱乐城' });
    expect(patch[0].headers['x-h5-console']).toBe('1');
    await waitFor(() => expect(within(info).queryByText('有未保存的修改')).toBeNull());
  });

  test('finance: the rates are checked as the server checks them before anything is sent; the editor’s fields are disabled', async () => {
    const s = server('finance');
    const user = userEvent.setup({ delay: null });
    renderConsole('/site');
    const info = await section('站点信息');
    expect(within(info).getByLabelText('站点名称')).toBeDisabled();
    expect(within(info).getAllByLabelText('内容设置：仅内容编辑和超级管理员可修改').length).toBeGreaterThan(0);
    const maintenance = await section('维护模式');
    expect(within(maintenance).getByRole('switch', { name: '维护模式' })).toBeDisabled();

    const rates = await section('汇率与费用');
    const rate = within(rates).getByLabelText('充值汇率');
    await user.clear(rate);
    await user.click(rate);
    await user.paste('7.123456');
    await clickSave(user, rates, '汇率与费用');
    expect(await within(rates).findByText('充值汇率必须是不超过4位小数的数字（整数部分最多6位）')).toBeInTheDocument();
    await user.clear(rate);
    await user.click(rate);
    await user.paste('0.0');
    await clickSave(user, rates, '汇率与费用');
    expect(await within(rates).findByText('充值汇率必须大于0')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/settings')).toHaveLength(0);

    const links = await section('下载与链接');
    const service = within(links).getByLabelText('在线客服地址');
    await user.click(service);
    await user.paste('http://kefu.example.com');
    await clickSave(user, links, '下载与链接');
    expect(await within(links).findByText('在线客服地址必须是 https:// 链接或以 / 开头的站内路径')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/settings')).toHaveLength(0);

    await user.clear(rate);
    await user.click(rate);
    await user.paste('7.3512');
    await user.clear(within(rates).getByLabelText('TRC20 提现手续费'));
    await user.click(within(rates).getByLabelText('TRC20 提现手续费'));
    await user.paste('0');
    await clickSave(user, rates, '汇率与费用');
    expect(await screen.findByText('汇率与费用已保存')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/settings')[0].body).toEqual({ usdtrate: '7.3512', withdrawfeeusdttrc: '0' });
  });

  test('the server’s refusal is shown as it wrote it', async () => {
    server('super', { status: 403, message: '没有权限执行此操作' });
    const user = userEvent.setup({ delay: null });
    renderConsole('/site');
    const switches = await section('开关');
    await user.click(within(switches).getByRole('switch', { name: '红包活动' }));
    await clickSave(user, switches, '开关');
    expect(await screen.findByText('没有权限执行此操作')).toBeInTheDocument();
  });

  test('maintenance on asks first (players then see only the notice); cancelled, nothing is sent; confirmed, site_state 0 and the notice', async () => {
    const s = server('super');
    const user = userEvent.setup({ delay: null });
    renderConsole('/site');
    const maintenance = await section('维护模式');
    expect(within(maintenance).getByText('站点正常开放')).toBeInTheDocument();
    const toggle = within(maintenance).getByRole('switch', { name: '维护模式' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    const tips = within(maintenance).getByLabelText('维护公告');
    await user.clear(tips);
    await user.click(tips);
    await user.paste('升级维护中，预计 30 分钟');
    await clickSave(user, maintenance, '维护模式');

    let dialog = await screen.findByRole('dialog', { name: '开启维护模式？' });
    expect(dialog).toHaveTextContent('所有玩家打开网站只能看到维护公告');
    await user.click(within(dialog).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '开启维护模式？' })).toBeNull());
    expect(s.callsTo('PATCH', '/settings')).toHaveLength(0);

    await clickSave(user, maintenance, '维护模式');
    dialog = await screen.findByRole('dialog', { name: '开启维护模式？' });
    await user.click(within(dialog).getByRole('button', { name: '开启维护' }));
    expect(await screen.findByText('维护模式已开启：玩家现在只能看到维护公告')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/settings')[0].body).toEqual({
      site_state: '0',
      repair_tips: '升级维护中，预计 30 分钟',
    });
    expect(await within(maintenance).findByText('站点维护中：玩家只能看到维护公告')).toBeInTheDocument();
    expect(within(maintenance).getByText('玩家看到的公告：升级维护中，预计 30 分钟')).toBeInTheDocument();

    // off again: no question asked
    await user.click(within(maintenance).getByRole('switch', { name: '维护模式' }));
    await clickSave(user, maintenance, '维护模式');
    expect(await screen.findByText('维护模式已关闭：站点恢复开放')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/settings')[1].body).toEqual({ site_state: '1' });
  });
});
