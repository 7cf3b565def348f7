import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Modal, Popconfirm, Radio, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import type { AdminRole } from '../../api/types';
import { useMe } from '../auth/api';
import { ROLE_LABEL } from '../../lib/roles';
import { shownTime } from '../../lib/time';
import { ADMINS_KEY, opsApi, useAdmins } from './api';
import type { AdminAccount } from './types';

/** The server's rules (server/src/plugins/app/admin/accounts.ts): the same words as its refusals. */
export const ADMIN_USERNAME = /^[A-Za-z0-9_]{3,32}$/;
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

export const ROLE_COLOR: Record<AdminRole, string> = { super: 'volcano', finance: 'gold', editor: 'blue' };
const ROLE_HINT: Record<AdminRole, string> = {
  finance: '审核充值取款、调账、玩家与资金相关配置、操作日志、对账',
  editor: '内容、活动、游戏与场馆、客服会话',
  super: '全部权限，另可管理管理员与定时任务',
};
const ROLE_OPTIONS = (['finance', 'editor', 'super'] as const).map((r) => ({
  value: r,
  label: ROLE_LABEL[r],
}));

const passwordRules = (username: () => string | undefined): Rule[] => [
  { required: true, message: '请输入密码' },
  {
    validator: async (_r, v: string | undefined) => {
      if (!v) return;
      const n = [...v].length;
      if (n < PASSWORD_MIN || n > PASSWORD_MAX) throw new Error(`管理员密码长度为${PASSWORD_MIN}~${PASSWORD_MAX}位`);
      const u = username();
      if (u && v.toLowerCase() === u.toLowerCase()) throw new Error('密码不能与账号相同');
    },
  },
];

const repeatRules = (field: string): Rule[] => [
  { required: true, message: '请再次输入密码' },
  ({ getFieldValue }) => ({
    validator: async (_r, v: string | undefined) => {
      if (v && v !== getFieldValue(field)) throw new Error('两次输入的密码不一致');
    },
  }),
];

interface NewAdmin {
  username: string;
  password: string;
  password2: string;
  role: AdminRole;
}

/**
 * 管理员 (super): every operator account; add one (name, password twice, role), change its role or password,
 * disable/enable it, reset its TOTP. The server keeps one enabled super admin at least: its 409 is shown as-is.
 */
export function StaffTable() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const me = useMe();
  const admins = useAdmins();
  const [adding, setAdding] = useState(false);
  const [roleOf, setRoleOf] = useState<AdminAccount | null>(null);
  const [passwordOf, setPasswordOf] = useState<AdminAccount | null>(null);
  const [addForm] = Form.useForm<NewAdmin>();
  const [roleForm] = Form.useForm<{ role: AdminRole }>();
  const [passwordForm] = Form.useForm<{ password: string; password2: string }>();

  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMINS_KEY });
  const onError = (e: Error) => {
    message.error(e.message);
    void refresh();
  };

  const create = useMutation({
    mutationFn: (v: NewAdmin) =>
      opsApi.createAdmin({ username: v.username.trim(), password: v.password, role: v.role }),
    onSuccess: (a) => {
      message.success(`已添加管理员 ${a.username}（${ROLE_LABEL[a.role]}）`);
      setAdding(false);
      addForm.resetFields();
      void refresh();
    },
    onError: (e) => message.error(e.message),
  });
  const update = useMutation({
    mutationFn: ({ a, body }: { a: AdminAccount; body: { enabled?: boolean; role?: AdminRole; password?: string } }) =>
      opsApi.updateAdmin(a.id, body),
    onSuccess: (_d, { a, body }) => {
      message.success(
        body.enabled === false
          ? `已停用 ${a.username}，其登录已全部失效`
          : body.enabled === true
            ? `已启用 ${a.username}`
            : body.role
              ? `${a.username} 的角色已改为${ROLE_LABEL[body.role]}`
              : `已重置 ${a.username} 的密码，其登录已全部失效`,
      );
      setRoleOf(null);
      setPasswordOf(null);
      passwordForm.resetFields();
      void refresh();
      // my own role or state: the menu follows
      if (a.id === me.data?.id) void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
    onError,
  });
  const resetTotp = useMutation({
    mutationFn: (a: AdminAccount) => opsApi.resetTotp(a.id),
    onSuccess: (_d, a) => {
      message.success(`已重置 ${a.username} 的两步验证，其登录已全部失效`);
      void refresh();
    },
    onError,
  });

  const columns: ColumnsType<AdminAccount> = [
    {
      title: '用户名',
      dataIndex: 'username',
      width: 190,
      render: (u: string, a) => (
        <Flex vertical>
          <Space size={4}>
            <Typography.Text strong>{u}</Typography.Text>
            {a.id === me.data?.id && <Tag>我</Tag>}
          </Space>
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            ID {a.id} · 创建于 {a.created_at.slice(0, 10)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '角色',
      dataIndex: 'role',
      width: 110,
      render: (r: AdminRole) => <Tag color={ROLE_COLOR[r]}>{ROLE_LABEL[r]}</Tag>,
    },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 80,
      render: (e: boolean) => (e ? <Tag color="success">启用</Tag> : <Tag color="default">已停用</Tag>),
    },
    {
      title: '两步验证',
      dataIndex: 'totp_enabled',
      width: 100,
      render: (t: boolean) =>
        t ? <Tag color="processing">已开启</Tag> : <Typography.Text type="secondary">未开启</Typography.Text>,
    },
    { title: '最近登录', dataIndex: 'last_login_at', width: 170, render: shownTime },
    {
      title: '操作',
      key: 'actions',
      render: (_v, a) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => {
              roleForm.setFieldsValue({ role: a.role });
              setRoleOf(a);
            }}
          >
            修改角色
          </Button>
          <Button type="link" size="small" onClick={() => setPasswordOf(a)}>
            重置密码
          </Button>
          {a.enabled ? (
            <Popconfirm
              title={`停用 ${a.username}？`}
              description="停用后该账号立即退出全部设备，且不能再登录。"
              okText="停用"
              okButtonProps={{ danger: true }}
              cancelText="取消"
              onConfirm={() => update.mutateAsync({ a, body: { enabled: false } }).catch(() => undefined)}
            >
              <Button type="link" size="small" danger>
                停用
              </Button>
            </Popconfirm>
          ) : (
            <Popconfirm
              title={`启用 ${a.username}？`}
              okText="启用"
              cancelText="取消"
              onConfirm={() => update.mutateAsync({ a, body: { enabled: true } }).catch(() => undefined)}
            >
              <Button type="link" size="small">
                启用
              </Button>
            </Popconfirm>
          )}
          <Popconfirm
            title={`重置 ${a.username} 的两步验证？`}
            description="将清除其身份验证器与恢复码，并结束该管理员的全部登录会话；下次登录时需重新设置。"
            okText="重置"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            disabled={!a.totp_enabled}
            onConfirm={() => resetTotp.mutateAsync(a).catch(() => undefined)}
          >
            <Button
              type="link"
              size="small"
              danger
              disabled={!a.totp_enabled}
              title={a.totp_enabled ? undefined : '该管理员未开启两步验证'}
            >
              重置两步验证
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title="管理员"
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} aria-label="刷新" onClick={() => void refresh()} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            新增管理员
          </Button>
        </Space>
      }
    >
      <Table<AdminAccount>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={admins.data ?? []}
        loading={admins.isLoading}
        scroll={{ x: 960 }}
        pagination={false}
        locale={{ emptyText: admins.isError ? admins.error.message : '暂无管理员' }}
      />

      <Modal
        open={adding}
        title="新增管理员"
        okText="添加"
        cancelText="取消"
        okButtonProps={{ loading: create.isPending }}
        onOk={() => addForm.submit()}
        onCancel={() => setAdding(false)}
        destroyOnHidden
        forceRender
      >
        <Form<NewAdmin>
          form={addForm}
          layout="vertical"
          initialValues={{ role: 'finance' }}
          onFinish={(v) => create.mutate(v)}
          requiredMark
        >
          <Form.Item
            name="username"
            label="用户名"
            extra="3~32位字母、数字或下划线，不区分大小写且不能重复"
            rules={[
              { required: true, message: '请输入用户名' },
              { pattern: ADMIN_USERNAME, message: '管理员账号为3~32位字母、数字或下划线' },
            ]}
          >
            <Input autoComplete="off" maxLength={32} />
          </Form.Item>
          <Form.Item
            name="password"
            label="密码"
            extra={`${PASSWORD_MIN}~${PASSWORD_MAX}位，不能与用户名相同，也不能是常见密码`}
            rules={passwordRules(() => addForm.getFieldValue('username'))}
            dependencies={['username']}
          >
            <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
          </Form.Item>
          <Form.Item name="password2" label="确认密码" dependencies={['password']} rules={repeatRules('password')}>
            <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
          </Form.Item>
          <Form.Item name="role" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
            <Radio.Group options={ROLE_OPTIONS} optionType="button" buttonStyle="solid" />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.role !== b.role}>
            {({ getFieldValue }) => (
              <Typography.Text type="secondary">{ROLE_HINT[getFieldValue('role') as AdminRole]}</Typography.Text>
            )}
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={roleOf !== null}
        title={roleOf ? `修改 ${roleOf.username} 的角色` : ''}
        okText="保存"
        cancelText="取消"
        okButtonProps={{ loading: update.isPending }}
        onOk={() => roleForm.submit()}
        onCancel={() => setRoleOf(null)}
        destroyOnHidden
        forceRender
      >
        <Form<{ role: AdminRole }>
          form={roleForm}
          layout="vertical"
          onFinish={(v) => {
            if (!roleOf) return;
            if (v.role === roleOf.role) setRoleOf(null);
            else update.mutate({ a: roleOf, body: { role: v.role } });
          }}
        >
          <Form.Item name="role" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
            <Radio.Group options={ROLE_OPTIONS} optionType="button" buttonStyle="solid" />
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {({ getFieldValue }) => (
              <Typography.Text type="secondary">{ROLE_HINT[getFieldValue('role') as AdminRole]}</Typography.Text>
            )}
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={passwordOf !== null}
        title={passwordOf ? `重置 ${passwordOf.username} 的密码` : ''}
        okText="重置密码"
        okButtonProps={{ danger: true, loading: update.isPending }}
        cancelText="取消"
        onOk={() => passwordForm.submit()}
        onCancel={() => {
          setPasswordOf(null);
          passwordForm.resetFields();
        }}
        destroyOnHidden
        forceRender
      >
        <Form<{ password: string; password2: string }>
          form={passwordForm}
          layout="vertical"
          onFinish={(v) => passwordOf && update.mutate({ a: passwordOf, body: { password: v.password } })}
        >
          <Typography.Paragraph type="secondary">新密码生效后，该管理员的全部登录会话立即结束。</Typography.Paragraph>
          <Form.Item name="password" label="新密码" rules={passwordRules(() => passwordOf?.username)}>
            <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
          </Form.Item>
          <Form.Item name="password2" label="确认新密码" dependencies={['password']} rules={repeatRules('password')}>
            <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
