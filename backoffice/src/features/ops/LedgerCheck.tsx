import { AuditOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Result, Table, Typography } from 'antd';
import { opsApi } from './api';

/** The check's ISO instant as a Shanghai `YYYY-MM-DD HH:mm:ss` (UTC+8, no daylight saving). */
export const shanghaiOf = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
};

/**
 * 账务核对 (finance, super): GET /ledger/check on a button — every entry balanced, every wallet equal to its postings.
 * Passed: a success Result; otherwise the problems, one a row.
 */
export function LedgerCheck() {
  const check = useMutation({ mutationFn: opsApi.ledgerCheck });
  const r = check.data;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary">
          核对账本：每笔分录借贷平衡，每个钱包的余额等于其全部分录之和。只读，不修改任何数据。
        </Typography.Text>
        <Button type="primary" icon={<AuditOutlined />} loading={check.isPending} onClick={() => check.mutate()}>
          {r ? '重新核对' : '开始核对'}
        </Button>
      </Flex>
      {check.isError && <Alert type="error" showIcon title={check.error.message} />}
      {r?.ok && (
        <Result
          status="success"
          title="账本核对通过"
          subTitle={`每笔分录借贷平衡，每个钱包余额等于其分录之和（核对时间 ${shanghaiOf(r.checked_at)}）`}
        />
      )}
      {r && !r.ok && (
        <>
          <Result
            status="warning"
            title={`账本检查发现 ${r.problems.length} 个问题`}
            subTitle={`核对时间 ${shanghaiOf(r.checked_at)}；请勿继续人工调账，先排查以下问题。`}
          />
          <Table
            size="small"
            rowKey={(p) => p.i}
            pagination={false}
            dataSource={r.problems.map((text, i) => ({ i: i + 1, text }))}
            columns={[
              { title: '序号', dataIndex: 'i', width: 70 },
              {
                title: '问题',
                dataIndex: 'text',
                render: (t: string) => <Typography.Text type="danger">{t}</Typography.Text>,
              },
            ]}
          />
        </>
      )}
      {!r && !check.isPending && !check.isError && (
        <Result status="info" title="尚未核对" subTitle="点击「开始核对」在当前数据库上运行一次账本检查。" />
      )}
    </Flex>
  );
}
