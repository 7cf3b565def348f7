import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRole } from '../api/types';
import type { Article, Banner, Notice } from '../features/content/types';
import { fakeServer, me, type FakeAnswer } from './fake-server';
import { renderConsole } from './render';
import { fill, popconfirm, rowOf } from './ui';

jest.setTimeout(240_000);

const paged = <T,>(rows: T[]) => ({
  data: { data: rows, total: rows.length, last_page: 1, current_page: 1, per_page: 20 },
});
/** the menu's badges ask the queues every 5 s (a finance admin's) */
const queues = { 'GET /deposits': paged([]), 'GET /withdrawals': paged([]), 'GET /support/conversations': paged([]) };

const dialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title, .ant-drawer-title' })).closest<HTMLElement>(
    '.ant-modal, .ant-drawer',
  )!;

type Routes = Record<string, FakeAnswer | ((body: unknown, url: URL) => FakeAnswer | undefined)>;
const serve = (role: AdminRole, routes: Routes) => fakeServer({ 'GET /me': { data: me(role) }, ...queues, ...routes });

const banner = (id: number, extra: Partial<Banner> = {}): Banner => ({
  id,
  src: `/assets/banners/banner-${id}.svg`,
  type: 2,
  sort: id,
  enabled: true,
  created_at: '2026-11-20 09:00:00',
  ...extra,
});

describe('轮播图 (banners)', () => {
  test('an editor: thumbnails through the console, the switch, add with an uploaded picture, delete asked first', async () => {
    const rows = [banner(1), banner(2, { type: 3, enabled: false })];
    const s = serve('editor', {
      'GET /banners': () => paged(rows),
      'PATCH /banners/1': (body) => ({ data: { ...rows[0], ...(body as object) } }),
      'POST /uploads/artwork': () =>
        s.callsTo('POST', '/uploads/artwork').length === 1
          ? { status: 415, message: '只支持 PNG 或 GIF 格式的图片' }
          : { data: { url: '/uploads/artwork/abc.png' }, message: '上传成功' },
      'POST /banners': (body) => ({ data: { ...banner(3), ...(body as object) } }),
      'DELETE /banners/2': { data: null },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/banners');
    const first = await rowOf('首页轮播');
    expect(within(first).getByRole('img', { name: '轮播图 #1' })).toHaveAttribute(
      'src',
      '/admin/api/artwork?src=%2Fassets%2Fbanners%2Fbanner-1.svg',
    );
    expect(await rowOf('位置 3')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: '启用轮播图 #1' }));
    expect(await screen.findByText('已停用轮播图')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/banners/1')[0].body).toEqual({ enabled: false });

    await user.click(screen.getByRole('button', { name: /新增轮播图/ }));
    const modal = await dialog('新增轮播图');
    await user.click(within(modal).getByRole('button', { name: '保 存' }));
    expect(await within(modal).findByText('请上传图片')).toBeInTheDocument();
    expect(s.callsTo('POST', '/banners')).toHaveLength(0);
    // the server judges the bytes: its refusal is shown as it wrote it
    await user.upload(within(modal).getByLabelText('图片'), new File(['x'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByText('只支持 PNG 或 GIF 格式的图片')).toBeInTheDocument();
    expect(within(modal).getByText('尚未上传图片')).toBeInTheDocument();
    await user.upload(within(modal).getByLabelText('图片'), new File(['x'], 'a.png', { type: 'image/png' }));
    expect(await within(modal).findByRole('img', { name: '轮播图图片' })).toHaveAttribute(
      'src',
      '/admin/api/artwork?src=%2Fuploads%2Fartwork%2Fabc.png',
    );
    expect(s.callsTo('POST', '/uploads/artwork')[0].headers['x-h5-console']).toBe('1');
    fill(within(modal).getByLabelText('排序'), '5');
    await user.click(within(modal).getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('已添加轮播图')).toBeInTheDocument();
    expect(s.callsTo('POST', '/banners')[0].body).toEqual({
      src: '/uploads/artwork/abc.png',
      type: 2,
      sort: 5,
      enabled: true,
    });

    const asked = s.callsTo('GET', '/banners').length;
    await user.click(within(await rowOf('位置 3')).getByRole('button', { name: /^删\s?除$/ }));
    const pop = await popconfirm();
    expect(pop).toHaveTextContent('删除轮播图「#2」？');
    await user.click(within(pop).getByRole('button', { name: '删 除' }));
    expect(await screen.findByText('已删除轮播图')).toBeInTheDocument();
    expect(s.callsTo('DELETE', '/banners/2')).toHaveLength(1);
    await waitFor(() => expect(s.callsTo('GET', '/banners').length).toBeGreaterThan(asked));
  });

  test('editing sends only what changed; a refusal is the server’s message', async () => {
    const s = serve('super', {
      'GET /banners': paged([banner(1)]),
      'PATCH /banners/1': { status: 400, message: 'src 必须是 http(s) 地址或站内路径' },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/banners');
    await user.click(within(await rowOf('首页轮播')).getByRole('button', { name: /^编\s?辑$/ }));
    const modal = await dialog('编辑轮播图 #1');
    expect(within(modal).getByLabelText('排序')).toHaveValue('1');
    fill(within(modal).getByLabelText('排序'), '9');
    await user.click(within(modal).getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('src 必须是 http(s) 地址或站内路径')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/banners/1')[0].body).toEqual({ sort: 9 });
  });

  test('finance reads: no 新增, no 删除, the switch off, 查看 opens the form disabled', async () => {
    const s = serve('finance', {
      'GET /banners': (_b, url) => ({
        data: {
          data: [banner(1)],
          total: 45,
          last_page: 3,
          current_page: Number(url.searchParams.get('page')),
          per_page: 20,
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/banners');
    const row = await rowOf('首页轮播');
    expect(screen.getByText('只读：内容由内容编辑维护，你可以查看但不能修改。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增轮播图/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /^删\s?除$/ })).toBeNull();
    expect(within(row).getByRole('switch', { name: '启用轮播图 #1' })).toBeDisabled();
    await user.click(within(row).getByRole('button', { name: /^查\s?看$/ }));
    const modal = await dialog('轮播图 #1');
    expect(within(modal).getByLabelText('排序')).toBeDisabled();
    expect(within(modal).getByRole('button', { name: /更换图片/ })).toBeDisabled();
    expect(within(modal).queryByRole('button', { name: '保 存' })).toBeNull();
    await user.click(within(modal).getByRole('button', { name: '关 闭' }));
    // server paging
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(s.callsTo('GET', '/banners').at(-1)!.search).toBe('?per_page=20&page=2'));
    expect(s.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});

const notice = (id: number, kind: Notice['kind'], extra: Partial<Notice> = {}): Notice => ({
  id,
  kind,
  title: kind === 'inbox' ? `站内信${id}` : '',
  content: kind === 'inbox' ? `<p>内容<strong>${id}</strong></p>` : `首页公告第${id}条`,
  user_id: null,
  sort: 0,
  enabled: true,
  created_at: '2026-11-25 08:00:00',
  ...extra,
});

describe('公告 (notices)', () => {
  test('首页公告: a plain line ≤ 500 with sort; 站内信: title, HTML, one player or all; each tab asks its kind', async () => {
    const s = serve('editor', {
      'GET /notices': (_b, url) =>
        url.searchParams.get('kind') === 'inbox'
          ? paged([notice(3, 'inbox'), notice(4, 'inbox', { user_id: 42 })])
          : paged([notice(1, 'home')]),
      'POST /notices': (body) => {
        const b = body as Notice;
        return b.user_id === 999 ? { status: 404, message: '用户不存在' } : { data: { ...notice(9, b.kind), ...b } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/notices');
    expect(await rowOf('首页公告第1条')).toBeInTheDocument();
    expect(s.callsTo('GET', '/notices')[0].search).toBe('?per_page=20&kind=home&page=1');

    await user.click(screen.getByRole('button', { name: /新增首页公告/ }));
    let modal = await dialog('新增首页公告');
    fill(within(modal).getByLabelText('公告内容'), 'x'.repeat(501));
    await user.click(within(modal).getByRole('button', { name: '保 存' }));
    expect(await within(modal).findByText('公告内容不能超过500个字')).toBeInTheDocument();
    fill(within(modal).getByLabelText('公告内容'), '  周末充值加赠 10%  ');
    fill(within(modal).getByLabelText('排序'), '2');
    await user.click(within(modal).getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('已添加首页公告')).toBeInTheDocument();
    expect(s.callsTo('POST', '/notices')[0].body).toEqual({
      kind: 'home',
      content: '周末充值加赠 10%',
      sort: 2,
      enabled: true,
    });

    await user.click(screen.getByRole('tab', { name: '站内信' }));
    const toOne = await rowOf('站内信4');
    expect(toOne).toHaveTextContent('玩家 ID 42');
    expect(await rowOf('站内信3')).toHaveTextContent('全体玩家');
    expect(s.callsTo('GET', '/notices').at(-1)!.search).toBe('?per_page=20&kind=inbox&page=1');

    await user.click(screen.getByRole('button', { name: /新增站内信/ }));
    modal = await dialog('新增站内信');
    await user.click(within(modal).getByRole('button', { name: '保 存' }));
    expect(await within(modal).findByText('站内信必须填写标题')).toBeInTheDocument();
    expect(within(modal).getByText('请输入内容')).toBeInTheDocument();
    fill(within(modal).getByLabelText('标题'), '维护补偿');
    await user.click(within(modal).getByRole('button', { name: 'HTML 源码' }));
    fill(within(modal).getByLabelText('内容（HTML 源码）'), '<p>补偿 <b>18</b> 元</p>');
    fill(within(modal).getByLabelText('接收玩家 ID'), '999');
    await user.click(within(modal).getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('用户不存在')).toBeInTheDocument();
    expect(s.callsTo('POST', '/notices')[1].body).toEqual({
      kind: 'inbox',
      title: '维护补偿',
      content: '<p>补偿 <b>18</b> 元</p>',
      user_id: 999,
      enabled: true,
    });
    fill(within(modal).getByLabelText('接收玩家 ID'), '');
    await user.click(within(modal).getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('已添加站内信')).toBeInTheDocument();
    expect((s.callsTo('POST', '/notices')[2].body as Notice).user_id).toBeNull();
  });

  test('the rich-text editor shows an inbox message’s HTML and its toolbar names its buttons', async () => {
    serve('editor', {
      'GET /notices': (_b, url) => paged(url.searchParams.get('kind') === 'inbox' ? [notice(3, 'inbox')] : []),
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/notices');
    await user.click(await screen.findByRole('tab', { name: '站内信' }));
    await user.click(within(await rowOf('站内信3')).getByRole('button', { name: /^编\s?辑$/ }));
    const modal = await dialog('编辑站内信 #3');
    const editor = await within(modal).findByRole('textbox', { name: '内容' });
    await waitFor(() => expect(editor.querySelector('strong')).toHaveTextContent('3'));
    for (const name of ['加粗', '斜体', '小标题', '无序列表', '有序列表', '链接', '撤销'])
      expect(within(modal).getByRole('button', { name })).toBeInTheDocument();
  });
  test('a message the visual editor cannot hold (a table, colours) opens as HTML source with a warning', async () => {
    const html = '<p><span style="color: #e5484d">红字</span></p><table><tr><td>1</td></tr></table>';
    serve('editor', {
      'GET /notices': (_b, url) =>
        paged(url.searchParams.get('kind') === 'inbox' ? [notice(5, 'inbox', { content: html })] : []),
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/notices');
    await user.click(await screen.findByRole('tab', { name: '站内信' }));
    await user.click(within(await rowOf('站内信5')).getByRole('button', { name: /^编\s?辑$/ }));
    const modal = await dialog('编辑站内信 #5');
    expect(within(modal).getByLabelText('内容（HTML 源码）')).toHaveValue(html);
    expect(within(modal).getByText(/内容含可视化编辑器不支持的格式（span、table、tr、td、style）/)).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'HTML 源码' })).toHaveAttribute('aria-pressed', 'true');
  });
});

const article = (id: number, slug: string, extra: Partial<Article> = {}): Article => ({
  id,
  slug,
  title: `文章${id}`,
  content: `<p>正文${id}</p>`,
  updated_at: '2026-11-24 12:00:00',
  ...extra,
});
const srcdoc = (drawer: HTMLElement) => within(drawer).getByTitle('手机预览').getAttribute('srcdoc') ?? '';

describe('帮助中心文章 (articles)', () => {
  test('the list says where the phone shows each; the drawer previews at 375 px, saves, then shows the sanitised version', async () => {
    const rows = [article(1, 'faq', { title: '常见问题' }), article(2, 'spring-event')];
    const s = serve('editor', {
      'GET /articles': () => paged(rows),
      'PATCH /articles/1': (body) => {
        // the server sanitises: the script and the handler are gone
        const b = body as Partial<Article>;
        rows[0] = {
          ...rows[0],
          ...b,
          content: (b.content ?? rows[0].content).replace(/<script.*?<\/script>| onclick="[^"]*"/g, ''),
        };
        return { data: rows[0] };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/articles');
    expect(await rowOf('常见问题')).toHaveTextContent('帮助中心 · 常见问题');
    expect(await rowOf('spring-event')).toHaveTextContent('手机暂无入口');

    await user.click(within(await rowOf('常见问题')).getByRole('button', { name: /^编\s?辑$/ }));
    const drawer = await dialog('编辑文章：常见问题');
    const frame = within(drawer).getByTitle('手机预览');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveStyle({ width: '377px' });
    expect(srcdoc(drawer)).toContain('<p>正文1</p>');
    expect(within(drawer).getByText('已保存的版本（服务器已清理）')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'HTML 源码' }));
    const pasted = '<p><strong>加粗的说明</strong><script>alert(1)</script><a onclick="steal()">点我</a></p>';
    fill(within(drawer).getByLabelText('正文（HTML 源码）'), pasted);
    await waitFor(() => expect(srcdoc(drawer)).toContain('<strong>加粗的说明</strong>'));
    expect(within(drawer).getByText('未保存的修改')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('已保存文章')).toBeInTheDocument();
    expect(s.callsTo('PATCH', '/articles/1')[0].body).toEqual({ content: pasted });
    await waitFor(() => expect(srcdoc(drawer)).not.toContain('script'));
    expect(srcdoc(drawer)).toContain('<strong>加粗的说明</strong><a>点我</a>');
    expect(within(drawer).getByLabelText('正文（HTML 源码）')).toHaveValue(
      '<p><strong>加粗的说明</strong><a>点我</a></p>',
    );
    expect(within(drawer).getByText('已保存的版本（服务器已清理）')).toBeInTheDocument();
  });

  test('a new article: the slug checked as the server does, a taken slug’s 409 at the field', async () => {
    const s = serve('editor', {
      'GET /articles': paged([article(1, 'faq')]),
      'POST /articles': { status: 409, message: 'slug faq 已被其他文章使用' },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/articles');
    await rowOf('faq');
    await user.click(screen.getByRole('button', { name: /新增文章/ }));
    const drawer = await dialog('新增文章');
    fill(within(drawer).getByLabelText('标题'), '春节活动说明');
    fill(within(drawer).getByLabelText('slug（地址标识）'), 'Spring Event');
    await user.click(within(drawer).getByRole('button', { name: 'HTML 源码' }));
    fill(within(drawer).getByLabelText('正文（HTML 源码）'), '<p>活动细则</p>');
    await user.click(within(drawer).getByRole('button', { name: '保 存' }));
    expect(await within(drawer).findByText('slug 只能包含小写字母、数字和连字符（1~32位）')).toBeInTheDocument();
    expect(s.callsTo('POST', '/articles')).toHaveLength(0);
    fill(within(drawer).getByLabelText('slug（地址标识）'), 'faq');
    await user.click(within(drawer).getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(within(drawer).getAllByText('slug faq 已被其他文章使用').length).toBeGreaterThan(0));
    expect(s.callsTo('POST', '/articles')[0].body).toEqual({
      title: '春节活动说明',
      slug: 'faq',
      content: '<p>活动细则</p>',
    });
  });

  test('finance reads an article: the preview, no 保存, the fields disabled', async () => {
    serve('finance', { 'GET /articles': paged([article(1, 'faq', { title: '常见问题' })]) });
    const user = userEvent.setup({ delay: null });
    renderConsole('/articles');
    await user.click(within(await rowOf('常见问题')).getByRole('button', { name: /^查\s?看$/ }));
    const drawer = await dialog('文章：常见问题');
    expect(srcdoc(drawer)).toContain('<p>正文1</p>');
    expect(within(drawer).queryByRole('button', { name: '保 存' })).toBeNull();
    expect(within(drawer).getByLabelText('标题')).toBeDisabled();
    expect(within(drawer).getByRole('textbox', { name: '正文' })).toHaveAttribute('contenteditable', 'false');
  });
});
