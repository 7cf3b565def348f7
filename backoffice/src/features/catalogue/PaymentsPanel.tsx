import { Alert, Card, Form, Input, Select, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useSearchParams } from 'react-router-dom';
import { canSeeMoney } from '../../lib/roles';
import { useMe } from '../auth/api';
import { ACCOUNTS_KEY, BANKS_KEY, payConfigSend, useBanks, useReceivingAccounts } from './api';
import { ChannelsTable } from './ChannelsTable';
import { CHANNEL_LABEL, CHANNEL_OPTIONS, FINANCE_ONLY } from './labels';
import { PayConfigTable } from './PayConfigTable';
import type { Bank, ReceivingAccount } from './types';

const accountsSend = payConfigSend<ReceivingAccount>('/receiving-accounts');
const banksSend = payConfigSend<Bank>('/banks');

const accountColumns: ColumnsType<ReceivingAccount> = [
  { title: '通道', dataIndex: 'channel', render: (c: ReceivingAccount['channel']) => CHANNEL_LABEL[c] ?? c },
  { title: '银行 / 名称', dataIndex: 'bank_name', render: (b: string) => b || '—' },
  {
    title: '账号 / 地址',
    dataIndex: 'account_no',
    render: (n: string) => (
      <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
        {n}
      </Typography.Text>
    ),
  },
  { title: '户名', dataIndex: 'owner', render: (o: string) => o || '—' },
  { title: '开户行', dataIndex: 'address', render: (a: string) => a || '—' },
];

const accountFields = (
  <>
    <Form.Item name="channel" label="通道" rules={[{ required: true, message: '请选择通道' }]}>
      <Select options={CHANNEL_OPTIONS} />
    </Form.Item>
    <Form.Item noStyle dependencies={['channel']}>
      {({ getFieldValue }) => (
        <Form.Item
          name="bank_name"
          label="银行 / 名称"
          rules={[{ required: getFieldValue('channel') === 'bank', whitespace: true, message: '请输入银行名称' }]}
        >
          <Input maxLength={64} />
        </Form.Item>
      )}
    </Form.Item>
    <Form.Item
      name="account_no"
      label="账号 / 收款地址"
      extra="USDT 通道填写对应协议的钱包地址"
      rules={[{ required: true, whitespace: true, message: '请输入收款账号' }]}
    >
      <Input maxLength={128} />
    </Form.Item>
    <Form.Item name="owner" label="户名">
      <Input maxLength={64} />
    </Form.Item>
    <Form.Item name="address" label="开户行">
      <Input maxLength={200} />
    </Form.Item>
  </>
);

const bankColumns: ColumnsType<Bank> = [{ title: '银行名称', dataIndex: 'bank_name' }];
const bankFields = (
  <Form.Item
    name="bank_name"
    label="银行名称"
    extra="玩家绑定银行卡与银行卡转账时可选的银行"
    rules={[{ required: true, whitespace: true, message: '请输入银行名称' }]}
  >
    <Input maxLength={64} />
  </Form.Item>
);
const ACCOUNT_DEFAULTS = { channel: 'bank' as const, bank_name: '', owner: '', address: '' };
const BANK_DEFAULTS = {};

const TABS = ['channels', 'accounts', 'banks'] as const;

/**
 * 支付通道 (finance changes, an editor reads): the deposit ways (switch, range, order), the receiving accounts players
 * pay into, and the banks players choose from, on three tabs (`?tab=`).
 */
export function PaymentsPanel() {
  const role = useMe().data?.role;
  const locked = !canSeeMoney(role);
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'channels';
  const accounts = useReceivingAccounts();
  const banks = useBanks();

  return (
    <Card title="支付通道">
      {locked && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`支付配置决定玩家把钱付到哪里：${FINANCE_ONLY}，此处只读。`}
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={(t) => setParams(t === 'channels' ? {} : { tab: t }, { replace: true })}
        items={[
          { key: 'channels', label: '支付通道', children: <ChannelsTable locked={locked} /> },
          {
            key: 'accounts',
            label: '收款账户',
            children: (
              <PayConfigTable<ReceivingAccount>
                noun="收款账户"
                queryKey={ACCOUNTS_KEY}
                rows={accounts}
                columns={accountColumns}
                fields={accountFields}
                defaults={ACCOUNT_DEFAULTS}
                nameOf={(a) => `${a.bank_name || CHANNEL_LABEL[a.channel]} ${a.account_no.slice(-4)}`}
                send={accountsSend}
                locked={locked}
              />
            ),
          },
          {
            key: 'banks',
            label: '银行',
            children: (
              <PayConfigTable<Bank>
                noun="银行"
                queryKey={BANKS_KEY}
                rows={banks}
                columns={bankColumns}
                fields={bankFields}
                defaults={BANK_DEFAULTS}
                nameOf={(b) => b.bank_name}
                send={banksSend}
                locked={locked}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
