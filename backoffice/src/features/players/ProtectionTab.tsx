import { Alert, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import type { ProtectionChange, ProtectionState } from '@h5/shared/types';
import {
  describeProtectionChange,
  LIMIT_PERIODS,
  limitValueText,
  PERIOD_LABEL,
  PROTECTION_MSG,
} from '@h5/shared/validators';
import { useState } from 'react';
import { shownTime } from '../../lib/time';
import { useProtection, type PageFilter } from './api';
import { serverPaging } from './paging';

type Setting = ProtectionState['session'];
type Kind = 'deposit' | 'loss' | 'session';

/** A limit: in force, and a looser change waiting for its time. */
function LimitText({ kind, s }: { kind: Kind; s: Setting }) {
  return (
    <Flex vertical>
      <span>{limitValueText(kind, s.value)}</span>
      {s.pending && (
        <Typography.Text type="warning">
          待生效：{shownTime(s.pending.at)} 起 {limitValueText(kind, s.pending.value)}
        </Typography.Text>
      )}
    </Flex>
  );
}

function BlockText({ block }: { block: ProtectionState['block'] }) {
  if (!block) return <Tag>无</Tag>;
  const what = block.kind === 'timeout' ? '暂停娱乐' : '自我排除';
  if (block.until) return <Tag color="red">{`${what}至 ${shownTime(block.until)}`}</Tag>;
  if (block.reopen_at) return <Tag color="orange">{`自我排除已结束，${shownTime(block.reopen_at)} 恢复`}</Tag>;
  return <Tag color="orange">自我排除已结束，等待玩家申请恢复</Tag>;
}

/**
 * 理性娱乐 (issue 22), read only: what the player set for himself (deposit and loss limits per period, session time,
 * reality check, a time-out or self-exclusion) and every change, paged. The console can neither change nor lift any
 * of it (the server refuses and records every attempt).
 */
export function ProtectionTab({ userId }: { userId: number }) {
  const [filter, setFilter] = useState<PageFilter>({ page: 1, per_page: 20 });
  const answer = useProtection(userId, filter);
  const p = answer.data;
  if (answer.isError) return <Alert type="error" showIcon title={answer.error.message} />;
  return (
    <Flex vertical gap={12} data-testid="player-protection">
      <Alert type="info" showIcon title={`只读：${PROTECTION_MSG.operatorRefused}。`} />
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 3 }}
        items={
          p
            ? [
                ...(['deposit', 'loss'] as const).flatMap((kind) =>
                  LIMIT_PERIODS.map((period) => ({
                    key: `${kind}-${period}`,
                    label: `${PERIOD_LABEL[period]}${kind === 'deposit' ? '存款' : '亏损'}限额`,
                    children: <LimitText kind={kind} s={p[kind][period]} />,
                  })),
                ),
                { key: 'session', label: '单次登录时长', children: <LimitText kind="session" s={p.session} /> },
                {
                  key: 'reality',
                  label: '现实提醒',
                  children: limitValueText('reality', p.reality_check_minutes),
                },
                { key: 'block', label: '暂停 / 自我排除', children: <BlockText block={p.block} /> },
              ]
            : []
        }
      />
      <Table<ProtectionChange>
        rowKey="id"
        size="small"
        loading={answer.isFetching && !p}
        dataSource={p?.history.data ?? []}
        locale={{ emptyText: '暂无修改记录' }}
        pagination={serverPaging(filter, p?.history.total, (page, per_page) => setFilter({ page, per_page }))}
        columns={[
          { title: '时间', dataIndex: 'at', width: 170, render: (at: string) => shownTime(at) },
          {
            title: '操作人',
            dataIndex: 'actor',
            width: 110,
            render: (actor: string) => (actor === 'player' ? '玩家本人' : actor.replace('admin:', '管理员 #')),
          },
          {
            title: '内容',
            key: 'what',
            render: (_, r) => describeProtectionChange(r.action, r.before, r.after).what,
          },
          {
            title: '修改前',
            key: 'before',
            render: (_, r) => describeProtectionChange(r.action, r.before, r.after).before,
          },
          {
            title: '修改后',
            key: 'after',
            render: (_, r) => describeProtectionChange(r.action, r.before, r.after).after,
          },
        ]}
      />
    </Flex>
  );
}
