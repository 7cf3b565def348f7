import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRole, PlayerDetail } from '../api/types';
import type { Conversation, SupportMessage } from '../features/support/types';
import { type FakeAnswer, fakeServer, me } from './fake-server';
import { renderConsole } from './render';

/** A server time `msAgo` before now, as the server writes it (Asia/Shanghai, YYYY-MM-DD HH:mm:ss). */
const shanghai = (msAgo = 0) =>
  new Date(Date.now() - msAgo + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const MIN = 60_000;

// the desk is the console's largest page (a table, a thread, a form, a profile) and this machine is shared: more time
// than the suite's default to load it, the same assertions
jest.setTimeout(180_000);
const LOAD = { timeout: 60_000 };

const conversation = (id: number, extra: Partial<Conversation> = {}): Conversation => ({
  id,
  kind: 'player',
  user_id: 42,
  name: `player${id}`,
  state: 'open',
  waiting: true,
  last_message_at: shanghai(MIN / 2),
  created_at: shanghai(60 * MIN),
  closed_at: '',
  last_message: '你好',
  messages: 1,
  ...extra,
});

const msg = (id: number, sender: SupportMessage['sender'], content: string, operator = ''): SupportMessage => ({
  id,
  sender,
  content,
  created_at: '2026-11-26 10:00:00',
  client_id: '',
  operator,
});

const page = (rows: Conversation[], total = rows.length) => ({
  data: rows,
  total,
  last_page: Math.max(1, Math.ceil(total / 20)),
  current_page: 1,
  per_page: 20,
});

const player: PlayerDetail = {
  id: 42,
  username: 'player7',
  realname: '张三',
  mobile: null,
  vip: 3,
  balance: '12345.60',
  gameblance: '0.00',
  paysum: '500.00',
  bet_amount: '0.00',
  created_at: '2026-11-20 09:00:00',
  last_login_at: '2026-11-26 09:30:00',
  last_login_ip: null,
  locked: 1,
  recent_ledger: [],
};

type Routes = Record<string, FakeAnswer | ((body: unknown, url: URL) => FakeAnswer | undefined)>;

/** The desk's routes for one conversation (7) and a queue; `poll` answers the long poll (empty unless changed). */
function desk(
  role: AdminRole,
  opts: {
    queue?: Conversation[];
    thread?: { conversation: Conversation; messages: SupportMessage[]; has_more: boolean };
    poll?: () => FakeAnswer;
    extra?: Routes;
  } = {},
) {
  const queue = opts.queue ?? [conversation(7)];
  const thread = opts.thread ?? {
    conversation: conversation(7),
    messages: [msg(1, 'player', '我的充值还没到账')],
    has_more: false,
  };
  /** what the long poll says of the conversation (a close or a 409 turns it to closed, as the server would) */
  const live = { state: 'open' as 'open' | 'closed' };
  const server = fakeServer({
    'GET /me': { data: me(role) },
    'GET /deposits': { data: page([]) },
    'GET /withdrawals': { data: page([]) },
    'GET /support/conversations': (_b, url) => {
      const state = url.searchParams.get('state') ?? 'open';
      return { data: page(queue.filter((c) => state === 'all' || c.state === state)) };
    },
    'GET /support/conversations/7': { data: thread },
    'GET /support/conversations/7/messages': () => opts.poll?.() ?? { data: { state: live.state, messages: [] } },
    'GET /users/42': { data: player },
    ...opts.extra,
  });
  return { ...server, live };
}

/** The queue's rows, in order (antd draws a fixed header as a table of its own: both are named 会话队列). */
const queueRows = () =>
  screen
    .getAllByRole('table', { name: '会话队列' })
    .flatMap((t) => within(t).queryAllByRole('row'))
    .filter((r) => r.getAttribute('data-testid')?.startsWith('conversation-'));

const log = () => screen.getByRole('log', { name: '会话消息' });

async function openConversation(user: ReturnType<typeof userEvent.setup>) {
  const row = await screen.findByTestId('conversation-7', {}, LOAD);
  // clickable once the queue is no longer drawn under its loading veil
  await waitFor(() => expect(row.closest('[aria-busy="true"]')).toBeNull());
  await user.click(row);
  return within(await screen.findByRole('log', { name: '会话消息' }));
}

describe('support desk', () => {
  test('the queue: waiting ones first as the server orders them, how long each has waited, the waiting badge', async () => {
    const s = desk('editor', {
      queue: [
        conversation(7, { name: '老王', last_message_at: shanghai(3 * MIN + 10_000), last_message: '在吗' }),
        conversation(8, { kind: 'visitor', user_id: null, name: '访客 Ab12Cd', last_message_at: shanghai(20_000) }),
        conversation(9, { name: '小李', waiting: false, last_message: '好的谢谢' }),
        conversation(10, { name: '已结束的', state: 'closed', waiting: false }),
      ],
    });
    renderConsole('/support');
    await screen.findByTestId('conversation-7', {}, LOAD);
    const rows = queueRows();
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual([
      'conversation-7',
      'conversation-8',
      'conversation-9',
    ]);
    expect(rows[0]).toHaveTextContent('老王');
    expect(rows[0]).toHaveTextContent('等待 3 分钟');
    expect(rows[0]).toHaveTextContent('在吗');
    expect(rows[1]).toHaveTextContent('访客');
    expect(rows[1]).toHaveTextContent('等待不到 1 分钟');
    expect(rows[2]).toHaveTextContent('已回复');
    expect(rows[2]).not.toHaveTextContent('等待');
    // two wait for an answer: the queue's badge and the menu's
    await waitFor(() => expect(screen.getByTestId('queue-waiting')).toHaveTextContent('2'));
    expect(screen.getByRole('menuitem', { name: /客服工作台/ })).toHaveTextContent('2');
    expect(s.callsTo('GET', '/support/conversations').some((c) => c.search.includes('state=open'))).toBe(true);

    await userEvent.setup({ delay: null }).click(screen.getByText('已结束'));
    await waitFor(() => expect(queueRows().map((r) => r.getAttribute('data-testid'))).toEqual(['conversation-10']));
    expect(queueRows()[0]).toHaveTextContent('已结束');
    expect(s.callsTo('GET', '/support/conversations').some((c) => c.search.includes('state=closed'))).toBe(true);
  });

  test('an editor replies: Enter sends, Shift+Enter is a new line, an empty reply is refused before sending', async () => {
    const sent: unknown[] = [];
    const s = desk('editor', {
      extra: {
        'POST /support/conversations/7/reply': (body) => {
          sent.push(body);
          const content = (body as { content: string }).content;
          return { message: '回复成功', data: msg(2, 'operator', content) };
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/support');
    const thread = await openConversation(user);
    expect(await thread.findByText('我的充值还没到账')).toBeInTheDocument();
    // the player beside the conversation
    const profile = await screen.findByTestId('player-profile');
    expect(profile).toHaveTextContent('player7（ID 42）');
    expect(profile).toHaveTextContent('VIP3');
    expect(profile).toHaveTextContent('¥12,345.60');
    expect(profile).toHaveTextContent('已锁定');
    expect(screen.getByRole('link', { name: /查看玩家详情/ })).toHaveAttribute('href', '/players/42');

    const box = screen.getByLabelText('回复内容');
    await user.type(box, '   {Enter}');
    expect(await screen.findByText('请输入消息内容')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(box);
    await user.paste('您好，');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.paste('已为您加急处理');
    expect(box).toHaveValue('您好，\n已为您加急处理');
    expect(sent).toEqual([]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual([{ content: '您好，\n已为您加急处理' }]));
    expect(s.callsTo('POST', '/support/conversations/7/reply')[0].headers['x-h5-console']).toBe('1');
    const mine = await within(log()).findByTestId('message-operator');
    expect(mine).toHaveTextContent('您好， 已为您加急处理');
    // emptied once the server's answer is in (a moment after the message shows)
    // (the box on the page then: the conversation's panel renders anew with the answer, so the element asked above
    // may have been replaced)
    await waitFor(() => expect(screen.getByLabelText('回复内容')).toHaveValue(''));
  });

  test('a reply to a conversation closed meanwhile: the server’s 409 as written, and the reply box gives way', async () => {
    const s = desk('editor', {
      extra: {
        'POST /support/conversations/7/reply': () => {
          s.live.state = 'closed';
          return { status: 409, message: '该会话已关闭，无法回复' };
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/support');
    await openConversation(user);
    await user.click(screen.getByLabelText('回复内容'));
    await user.paste('还在吗');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('该会话已关闭，无法回复')).toBeInTheDocument();
    expect(await screen.findByText(/会话已结束。玩家再发消息时会话会重新打开/)).toBeInTheDocument();
    expect(screen.queryByLabelText('回复内容')).toBeNull();
    expect(screen.queryByRole('button', { name: /结束会话/ })).toBeNull();
  });

  test('加载更早的消息 pages back with `before` and keeps the newer ones', async () => {
    const newest = Array.from({ length: 50 }, (_, i) => msg(51 + i, 'player', `消息 ${51 + i}`));
    const older = Array.from({ length: 50 }, (_, i) =>
      msg(1 + i, i % 2 ? 'operator' : 'player', `消息 ${1 + i}`, 'admin'),
    );
    const s = desk('editor', {
      thread: { conversation: conversation(7), messages: newest, has_more: true },
      extra: {
        'GET /support/conversations/7': (_b, url) =>
          url.searchParams.get('before') === '51'
            ? { data: { conversation: conversation(7), messages: older, has_more: false } }
            : { data: { conversation: conversation(7), messages: newest, has_more: true } },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/support');
    const thread = await openConversation(user);
    expect(await thread.findByText('消息 100')).toBeInTheDocument();
    expect(thread.queryByText('消息 50')).toBeNull();
    await user.click(thread.getByRole('button', { name: '加载更早的消息' }));
    expect(await thread.findByText('消息 50')).toBeInTheDocument();
    expect(thread.getByText('消息 1')).toBeInTheDocument();
    expect(thread.getByText('消息 100')).toBeInTheDocument();
    expect(s.callsTo('GET', '/support/conversations/7').map((c) => c.search)).toContain('?before=51');
    const ids = within(log())
      .getAllByTestId(/message-(player|operator)/)
      .map((el) => Number(el.getAttribute('data-id')));
    expect(ids).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(within(log()).getAllByTestId('message-operator')[0]).toHaveTextContent('客服 admin');
    expect(thread.queryByRole('button', { name: '加载更早的消息' })).toBeNull();
  });

  test('a player message arriving through the long poll appears without a reload (the poll is the console’s own)', async () => {
    let next: SupportMessage[] = [];
    const s = desk('editor', {
      poll: () => {
        const messages = next;
        next = [];
        return { data: { state: 'open', messages } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/support');
    const thread = await openConversation(user);
    await thread.findByText('我的充值还没到账');
    await waitFor(() => expect(s.callsTo('GET', '/support/conversations/7/messages').length).toBeGreaterThan(0));
    const first = s.callsTo('GET', '/support/conversations/7/messages')[0];
    expect(first.search).toBe('?after=1&wait=25');
    expect(first.headers['x-h5-background']).toBe('1');
    expect(screen.getByText('实时')).toBeInTheDocument();

    next = [msg(2, 'player', '请问多久能到账？')];
    expect(await thread.findByText('请问多久能到账？')).toBeInTheDocument();
    // the next poll asks after the new message
    await waitFor(() =>
      expect(s.callsTo('GET', '/support/conversations/7/messages').map((c) => c.search)).toContain('?after=2&wait=25'),
    );
  });

  test('结束会话 asks first, then the closing line shows and the reply box gives way', async () => {
    const closed = conversation(7, { state: 'closed', waiting: false, closed_at: '2026-11-26 10:05:00' });
    const s = desk('super', {
      extra: {
        'POST /support/conversations/7/close': () => {
          s.live.state = 'closed';
          return {
            message: '会话已关闭',
            data: {
              conversation: closed,
              messages: [
                msg(1, 'player', '我的充值还没到账'),
                msg(2, 'system', '本次会话已结束。如还有问题，直接发送消息即可再次联系客服。'),
              ],
              has_more: false,
            },
          };
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/support');
    await openConversation(user);
    await user.click(screen.getByRole('button', { name: /结束会话/ }));
    const pop = await screen.findByRole('tooltip');
    expect(pop).toHaveTextContent('结束这个会话？');
    expect(s.callsTo('POST', '/support/conversations/7/close')).toHaveLength(0);
    await user.click(within(pop).getByRole('button', { name: '结束会话' }));
    expect(await screen.findByText('会话已关闭')).toBeInTheDocument();
    expect(await within(log()).findByTestId('message-system')).toHaveTextContent('本次会话已结束');
    expect(screen.queryByLabelText('回复内容')).toBeNull();
    expect(screen.getByText('结束时间')).toBeInTheDocument();
  });

  test('finance reads the desk but may neither reply nor close', async () => {
    const s = desk('finance');
    const user = userEvent.setup({ delay: null });
    renderConsole('/support');
    const thread = await openConversation(user);
    expect(await thread.findByText('我的充值还没到账')).toBeInTheDocument();
    expect(screen.getByText('只读：回复和结束会话由内容编辑或超级管理员处理。')).toBeInTheDocument();
    expect(screen.queryByLabelText('回复内容')).toBeNull();
    expect(screen.queryByRole('button', { name: /结束会话/ })).toBeNull();
    expect(s.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
