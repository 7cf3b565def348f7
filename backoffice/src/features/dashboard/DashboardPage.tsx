import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api/client';
import type { Dashboard } from '../../api/types';
import { canSeeMoney } from '../../lib/roles';
import { useMe } from '../auth/api';

const DaysChart = lazy(() => import(/* webpackChunkName: "chart" */ './DaysChart'));

const money = (v: string | null) => (v === null ? null : Number(v));

function Stat({
  title,
  value,
  prefix,
  suffix,
  link,
  tone,
}: {
  title: string;
  value: number | null;
  prefix?: string;
  suffix?: string;
  link?: string;
  tone?: 'warn';
}) {
  const body = (
    <Card size="small" hoverable={Boolean(link)}>
      <Statistic
        title={title}
        value={value ?? 0}
        precision={prefix === '¥' ? 2 : 0}
        prefix={prefix}
        suffix={suffix}
        styles={tone === 'warn' && value ? { content: { color: '#fa541c' } } : undefined}
      />
    </Card>
  );
  return (
    <Col xs={12} md={8} xl={{ flex: '1 1 0' }} style={{ minWidth: 0 }}>
      {link ? <Link to={link}>{body}</Link> : body}
    </Col>
  );
}

/** `/`: today's figures (money only for finance and super: null for an editor, whose cards are hidden) and 14 days. */
export default function DashboardPage() {
  const me = useMe();
  const client = useQueryClient();
  const q = useQuery({
    queryKey: ['dashboard'],
    // refreshing every 30 s is the console's own doing: it does not keep the session awake
    queryFn: () => api.get<Dashboard>('/dashboard', { background: client.getQueryData(['dashboard']) !== undefined }),
    refetchInterval: 30_000,
  });
  if (q.isError) return <Alert type="error" showIcon title={q.error.message} />;
  if (!q.data || !me.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const t = q.data.today;
  const showMoney = canSeeMoney(me.data.role) && t.deposits !== null;
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        今日概况
      </Typography.Title>
      {showMoney && (
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="money-cards">
          <Stat title={`今日充值（${t.deposit_count ?? 0} 笔）`} value={money(t.deposits)} prefix="¥" />
          <Stat title={`今日取款（${t.withdrawal_count ?? 0} 笔）`} value={money(t.withdrawals)} prefix="¥" />
          <Stat title="今日净入" value={money(t.net)} prefix="¥" />
          <Stat title="待审充值" value={t.pending_deposits} suffix="笔" link="/deposits" tone="warn" />
          <Stat title="待审取款" value={t.pending_withdrawals} suffix="笔" link="/withdrawals" tone="warn" />
        </Row>
      )}
      <Row gutter={[16, 16]}>
        <Stat title="今日新增玩家" value={t.new_players} suffix="人" />
        <Stat title="今日活跃玩家" value={t.active_players} suffix="人" />
        <Stat title="进行中的客服会话" value={t.open_chats} suffix="个" />
        <Stat title="等待接待" value={t.waiting_chats} suffix="个" tone="warn" />
      </Row>
      <Card title="近 14 日" size="small" style={{ marginTop: 16 }}>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <DaysChart days={q.data.days} money={showMoney} />
        </Suspense>
      </Card>
    </>
  );
}
