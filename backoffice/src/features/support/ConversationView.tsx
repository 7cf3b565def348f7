import { ArrowDownOutlined, StopOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Badge, Button, Card, Empty, Flex, Popconfirm, Result, Spin, Tag, theme } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { useMe } from '../auth/api';
import { SUPPORT_KEY, supportApi } from './api';
import { MessageBubble } from './MessageBubble';
import { ReplyBox } from './ReplyBox';
import type { useThread } from './useThread';

type Thread = ReturnType<typeof useThread>;

const NEAR_BOTTOM_PX = 80;
/** The desk's panels fill the window below the header (64) and the content's padding (2 × 24). */
export const PANEL_HEIGHT = 'max(540px, calc(100vh - 112px))';

/** The live link's state, in a word beside the title. */
function LiveMark({ thread }: { thread: Thread }) {
  if (thread.conversation === null) return null;
  if (thread.live === 'live') return <Badge status="processing" text="实时" />;
  if (thread.live === 'connecting') return <Badge status="default" text="连接中" />;
  return (
    <Badge
      status="warning"
      text={thread.live === 'retrying' ? '连接中断，正在重试' : '已停止更新'}
      title={thread.liveError ?? undefined}
    />
  );
}

/**
 * The conversation in the middle of the desk: its history (加载更早的消息 pages back with `before`), new messages as
 * the long poll brings them (kept in view when the admin is at the bottom, else a "新消息" button), the reply box
 * (Enter sends, Shift+Enter a new line, up to 2,000 characters like the server) and 结束会话. A role that may only
 * read (finance) sees neither.
 */
export function ConversationView({ thread, canReply }: { thread: Thread; canReply: boolean }) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [unseen, setUnseen] = useState(0);
  const conv = thread.conversation;
  const id = thread.id;

  const toBottom = useCallback(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  }, []);

  // a switch: start at the bottom, nothing unseen
  useEffect(() => {
    atBottom.current = true;
    setUnseen(0);
  }, [id]);

  // new messages at the end: follow them when at the bottom, else count them; older ones in front: keep the place
  const lastShown = useRef<{ first?: number; last?: number; height: number }>({ height: 0 });
  useLayoutEffect(() => {
    const el = scroller.current;
    const first = thread.messages[0]?.id;
    const last = thread.messages.at(-1)?.id;
    const before = lastShown.current;
    if (el) {
      if (before.first !== undefined && first !== undefined && first < before.first && last === before.last) {
        el.scrollTop += el.scrollHeight - before.height;
      } else if (last !== before.last) {
        const mine = thread.messages.at(-1)?.sender === 'operator';
        if (atBottom.current || mine || before.last === undefined) toBottom();
        else {
          const added = thread.messages.filter(
            (m) => before.last !== undefined && m.id > before.last && (m.sender === 'player' || m.sender === 'visitor'),
          ).length;
          if (added) setUnseen((n) => n + added);
        }
      }
    }
    lastShown.current = { first, last, height: el?.scrollHeight ?? 0 };
  }, [thread.messages, toBottom]);

  const me = useMe();
  const replyMutation = useMutation({
    mutationFn: ({ forId, content }: { forId: number; content: string }) => supportApi.reply(forId, content),
    onSuccess: (sent, { forId }) => {
      // the reply's answer does not name its writer (the thread's messages do): it is the admin signed in here
      thread.applyReply(forId, { ...sent, operator: sent.operator ?? me.data?.username });
      void queryClient.invalidateQueries({ queryKey: SUPPORT_KEY });
    },
    onError: (err, { forId }) => {
      message.error(err.message);
      if (err instanceof ApiError && err.status === 409) thread.markState(forId, 'closed');
      void queryClient.invalidateQueries({ queryKey: SUPPORT_KEY });
    },
  });
  const closeMutation = useMutation({
    mutationFn: (forId: number) => supportApi.close(forId),
    onSuccess: (answer, forId) => {
      thread.applyThread(forId, answer);
      message.success('会话已关闭');
      void queryClient.invalidateQueries({ queryKey: SUPPORT_KEY });
    },
    onError: (err, forId) => {
      message.error(err.message);
      if (err instanceof ApiError && err.status === 409) thread.markState(forId, 'closed');
      void queryClient.invalidateQueries({ queryKey: SUPPORT_KEY });
    },
  });

  if (id === null)
    return (
      <Card size="small" style={{ height: PANEL_HEIGHT }}>
        <Empty style={{ marginBlock: 160 }} description="从左侧队列选择一个会话" />
      </Card>
    );
  if (thread.error)
    return (
      <Card size="small" style={{ height: PANEL_HEIGHT }}>
        <Result status="warning" title={thread.error} />
      </Card>
    );
  if (!conv)
    return (
      <Card size="small" style={{ height: PANEL_HEIGHT }}>
        <Spin style={{ display: 'block', marginBlock: 160 }} description="正在加载会话…" />
      </Card>
    );

  const open = conv.state === 'open';
  const send = (content: string) => replyMutation.mutateAsync({ forId: id, content });

  return (
    <Card
      size="small"
      title={
        <Flex align="center" gap={8} wrap>
          <span>{conv.name}</span>
          <Tag color={conv.kind === 'player' ? 'blue' : 'default'} variant="filled">
            {conv.kind === 'player' ? '玩家' : '访客'}
          </Tag>
          {open ? <Tag color="green">进行中</Tag> : <Tag>已结束</Tag>}
          <LiveMark thread={thread} />
        </Flex>
      }
      extra={
        canReply &&
        open && (
          <Popconfirm
            title="结束这个会话？"
            description="玩家会看到结束提示；玩家再发消息时会话会重新打开。"
            okText="结束会话"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            onConfirm={() => closeMutation.mutate(id)}
          >
            <Button size="small" danger icon={<StopOutlined />} loading={closeMutation.isPending}>
              结束会话
            </Button>
          </Popconfirm>
        )
      }
      style={{ height: PANEL_HEIGHT, display: 'flex', flexDirection: 'column' }}
      styles={{ body: { padding: 0, flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' } }}
    >
      <div style={{ position: 'relative', flex: 1, minHeight: 0 }}>
        <div
          ref={scroller}
          role="log"
          aria-label="会话消息"
          tabIndex={0}
          onScroll={(e) => {
            const el = e.currentTarget;
            atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
            if (atBottom.current && unseen) setUnseen(0);
          }}
          style={{
            height: '100%',
            boxSizing: 'border-box',
            overflowY: 'auto',
            padding: '8px 16px',
            background: token.colorBgLayout,
          }}
        >
          {thread.hasMore && (
            <Flex justify="center" style={{ marginBlock: 4 }}>
              <Button
                type="link"
                size="small"
                loading={thread.loadingOlder}
                onClick={() => thread.loadOlder().catch((e: Error) => message.error(e.message))}
              >
                加载更早的消息
              </Button>
            </Flex>
          )}
          {thread.messages.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />
          ) : (
            thread.messages.map((m) => <MessageBubble key={m.id} message={m} playerName={conv.name} />)
          )}
        </div>
        {unseen > 0 && (
          <Button
            type="primary"
            shape="round"
            size="small"
            icon={<ArrowDownOutlined />}
            onClick={toBottom}
            style={{ position: 'absolute', bottom: 12, left: '50%', transform: 'translateX(-50%)' }}
          >
            {unseen} 条新消息
          </Button>
        )}
      </div>
      <div style={{ padding: 12, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
        {!canReply ? (
          <Alert type="info" showIcon title="只读：回复和结束会话由内容编辑或超级管理员处理。" />
        ) : !open ? (
          <Alert type="info" showIcon title="会话已结束。玩家再发消息时会话会重新打开，届时即可回复。" />
        ) : (
          <ReplyBox key={id} sending={replyMutation.isPending} onSend={send} />
        )}
      </div>
    </Card>
  );
}
