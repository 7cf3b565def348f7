import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { ledgerCsvUrl, useLedger, type PageFilter } from './api';
import { LedgerTable } from './LedgerTable';
import { serverPaging } from './paging';

/** 资金流水 (finance): every wallet's postings, server-paged, and 导出 CSV (the newest 10,000, a same-origin download). */
export function LedgerTab({ userId, venues }: { userId: number; venues: { platname: string; name: string }[] }) {
  const [filter, setFilter] = useState<PageFilter>({ page: 1, per_page: 20 });
  const ledger = useLedger(userId, filter);
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">全部钱包的账变，最新在前；导出最多包含最近 10,000 条。</Typography.Text>
        <Button icon={<DownloadOutlined />} href={ledgerCsvUrl(userId)} download={`ledger-${userId}.csv`}>
          导出 CSV
        </Button>
      </Flex>
      <LedgerTable
        rows={ledger.data?.data ?? []}
        loading={ledger.isFetching && !ledger.data}
        venues={venues}
        emptyText={ledger.isError ? ledger.error.message : '暂无账变'}
        pagination={serverPaging(filter, ledger.data?.total, (page, per_page) => setFilter({ page, per_page }))}
      />
    </Flex>
  );
}
