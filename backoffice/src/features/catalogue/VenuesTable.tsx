import { ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Radio, Space, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMe } from '../auth/api';
import { catalogueApi, FAULTS_KEY, useAction, useVenueFaults, useVenues, VENUES_KEY } from './api';
import { CATEGORY_LABEL, EDITOR_ONLY, FAULT_COLOR, FAULT_HINT, FAULT_LABEL } from './labels';
import { Locked } from './Locked';
import { SortCell } from './SortCell';
import type { FaultMode, Venue } from './types';

const FAULT_OPTIONS = (['none', 'fail', 'hang'] as const).map((value) => ({ value, label: FAULT_LABEL[value] }));

/**
 * 场馆 (every admin reads): each venue's name, switch and order (an editor changes them); for super the venue
 * simulator's fault switch (正常 / 拒绝转账 / 无响应), each change confirmed first.
 */
export function VenuesTable() {
  const { modal } = App.useApp();
  const role = useMe().data?.role;
  const locked = role !== 'editor' && role !== 'super';
  const isSuper = role === 'super';
  const venues = useVenues();
  const faults = useVenueFaults(isSuper);
  const update = useAction(
    [VENUES_KEY],
    ({ v, body }: { v: Venue; body: Partial<Pick<Venue, 'name' | 'enabled' | 'sort'>> }) =>
      catalogueApi.updateVenue(v.platname, body),
    (v, { body }) =>
      body.enabled !== undefined
        ? `${v.name} 已${v.enabled ? '启用' : '停用'}`
        : body.sort !== undefined
          ? `${v.name} 的排序已改为 ${v.sort}`
          : `场馆名称已改为 ${v.name}`,
  );
  const setFault = useAction(
    [FAULTS_KEY],
    ({ v, mode }: { v: Venue; mode: FaultMode }) => catalogueApi.setFault(v.platname, mode),
    (_r, { v, mode }) => `${v.name} 的故障模式已设为「${FAULT_LABEL[mode]}」`,
  );
  const faultOf = (platname: string): FaultMode => faults.data?.find((f) => f.platname === platname)?.mode ?? 'none';

  const askFault = (v: Venue, mode: FaultMode) =>
    modal.confirm({
      title: `将 ${v.name} 的故障模式设为「${FAULT_LABEL[mode]}」？`,
      content: FAULT_HINT[mode],
      okText: '确定',
      okButtonProps: { danger: mode !== 'none' },
      cancelText: '取消',
      onOk: () => setFault.mutateAsync({ v, mode }).catch(() => undefined),
    });

  const columns: ColumnsType<Venue> = [
    {
      title: '场馆',
      dataIndex: 'name',
      render: (name: string, v) => (
        <Flex vertical>
          <Typography.Text
            strong
            editable={
              locked
                ? false
                : {
                    tooltip: '修改名称',
                    maxLength: 64,
                    triggerType: ['icon'],
                    onChange: (next) => {
                      const trimmed = next.trim();
                      if (trimmed && trimmed !== name) update.mutate({ v, body: { name: trimmed } });
                    },
                  }
            }
          >
            {name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {v.platname}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: '分类', dataIndex: 'category', width: 110, render: (c: string) => CATEGORY_LABEL[c] ?? c },
    {
      title: '启用',
      dataIndex: 'enabled',
      width: 100,
      render: (enabled: boolean, v) => (
        <Locked locked={locked} hint={EDITOR_ONLY}>
          <Switch
            aria-label={`启用：${v.name}`}
            checked={enabled}
            checkedChildren="启用"
            unCheckedChildren="维护"
            disabled={locked}
            onChange={(on) => update.mutate({ v, body: { enabled: on } })}
          />
        </Locked>
      ),
    },
    {
      title: '排序',
      dataIndex: 'sort',
      width: 110,
      render: (sort: number, v) => (
        <SortCell
          value={sort}
          label={`排序：${v.name}`}
          locked={locked}
          hint={EDITOR_ONLY}
          onSave={(s) => update.mutate({ v, body: { sort: s } })}
        />
      ),
    },
  ];
  if (isSuper)
    columns.push({
      title: '故障开关（模拟器）',
      key: 'fault',
      width: 290,
      render: (_x, v) => {
        const mode = faultOf(v.platname);
        return (
          <Space>
            <Tag color={FAULT_COLOR[mode]}>{FAULT_LABEL[mode]}</Tag>
            <Radio.Group
              aria-label={`故障模式：${v.name}`}
              size="small"
              optionType="button"
              options={FAULT_OPTIONS}
              value={mode}
              disabled={faults.isLoading}
              onChange={(e) => askFault(v, e.target.value as FaultMode)}
            />
          </Space>
        );
      },
    });

  return (
    <Card
      title="场馆"
      extra={
        <Button
          icon={<ReloadOutlined />}
          aria-label="刷新"
          onClick={() => void Promise.all([venues.refetch(), isSuper ? faults.refetch() : null])}
        />
      }
    >
      {isSuper && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="故障开关作用于内置的场馆模拟器，用于演练转账失败与对账：拒绝转账时玩家的转入转出立即失败并退回资金；无响应时转账停在处理中，由对账处理。"
        />
      )}
      <Table<Venue>
        rowKey="platname"
        size="middle"
        columns={columns}
        dataSource={venues.data ?? []}
        loading={venues.isLoading}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: venues.isError ? venues.error.message : '暂无场馆' }}
      />
    </Card>
  );
}
