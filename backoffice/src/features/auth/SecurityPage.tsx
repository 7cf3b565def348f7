import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Flex, Popconfirm, Result, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROLE_LABEL } from '../../lib/roles';
import { authApi, ME_KEY, useMe } from './api';
import { TotpEnrol } from './TotpEnrol';

/** 账号安全: the session, TOTP (enrol when off), sign out everywhere. */
export default function SecurityPage() {
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [enrolling, setEnrolling] = useState(false);
  const logoutAll = useMutation({
    mutationFn: authApi.logoutAll,
    onSuccess: () => {
      queryClient.clear();
      navigate('/login', { replace: true, state: { message: '已退出全部设备，请重新登录' } });
    },
    onError: (e) => message.error(e.message),
  });
  if (!me.data) return null;
  const m = me.data;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Card title="当前账号">
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'u', label: '用户名', children: m.username },
            { key: 'r', label: '角色', children: ROLE_LABEL[m.role] },
            { key: 's', label: '本次登录', children: m.session_started_at },
            { key: 'e', label: '最晚到期', children: m.session_expires_at },
            { key: 'i', label: '无操作自动退出', children: `${m.idle_timeout_minutes} 分钟` },
          ]}
        />
      </Card>
      <Card title="两步验证（TOTP）">
        {m.totp_enabled ? (
          <Result
            status="success"
            icon={<CheckCircleFilled />}
            title="已开启两步验证"
            subTitle="登录时需要输入身份验证器中的动态验证码。更换手机或丢失恢复码时，请联系超级管理员重置。"
          />
        ) : enrolling ? (
          <TotpEnrol
            username={m.username}
            onDone={() => {
              setEnrolling(false);
              void queryClient.invalidateQueries({ queryKey: ME_KEY });
              message.success('两步验证已开启');
            }}
          />
        ) : (
          <Flex vertical gap={12} align="flex-start">
            <Typography.Text>
              <ExclamationCircleFilled style={{ color: '#faad14', marginRight: 8 }} />
              尚未开启。开启后，登录时除密码外还需输入手机身份验证器生成的 6 位动态验证码。
            </Typography.Text>
            <Button type="primary" onClick={() => setEnrolling(true)}>
              开启两步验证
            </Button>
          </Flex>
        )}
      </Card>
      <Card title="登录设备">
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Typography.Text type="secondary">
            怀疑账号泄露时，可让所有已登录的浏览器和命令行会话立即失效。
          </Typography.Text>
          <Popconfirm
            title="退出所有设备上的登录（包括当前页面）？"
            okText="全部退出"
            cancelText="取消"
            onConfirm={() => logoutAll.mutate()}
          >
            <Button danger loading={logoutAll.isPending}>
              退出全部设备
            </Button>
          </Popconfirm>
        </Flex>
      </Card>
    </Flex>
  );
}
