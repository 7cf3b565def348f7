import { KeyOutlined, LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { authApi, fetchMe, ME_KEY } from './api';
import { TotpEnrol } from './TotpEnrol';

type Step = 'password' | 'totp' | 'enrol';
export interface LoginState {
  from?: string;
  message?: string;
}

function PasswordStep({ onAnswer }: { onAnswer: (step: Step | 'in', username: string) => void }) {
  const login = useMutation({
    mutationFn: (v: { username: string; password: string }) => authApi.login(v.username.trim(), v.password),
    onSuccess: (d) => onAnswer(d.second_factor === 'none' ? 'in' : d.second_factor, d.username),
  });
  return (
    <Form layout="vertical" size="large" requiredMark={false} onFinish={login.mutate} autoComplete="on">
      {login.isError && <Alert type="error" showIcon title={login.error.message} style={{ marginBottom: 16 }} />}
      <Form.Item label="用户名" name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus placeholder="管理员用户名" />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder="密码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        登录
      </Button>
    </Form>
  );
}

function TotpStep({ onDone, onRestart }: { onDone: () => void; onRestart: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const [form] = Form.useForm();
  const verify = useMutation({
    mutationFn: (v: { code?: string; recovery_code?: string }) =>
      authApi.totp(recovery ? { recovery_code: (v.recovery_code ?? '').trim() } : { code: v.code ?? '' }),
    onSuccess: onDone,
    // a refused code is spent: the cells empty for the next one
    onError: () => form.setFieldValue('code', ''),
  });
  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={verify.mutate}
      key={String(recovery)}
    >
      {verify.isError && <Alert type="error" showIcon title={verify.error.message} style={{ marginBottom: 16 }} />}
      {recovery ? (
        <Form.Item
          label="恢复码"
          name="recovery_code"
          rules={[{ required: true, whitespace: true, message: '请输入一个未使用过的恢复码' }]}
          extra="每个恢复码只能使用一次。"
        >
          <Input prefix={<KeyOutlined />} autoComplete="off" autoFocus placeholder="绑定时保存的恢复码" />
        </Form.Item>
      ) : (
        <Form.Item
          label="动态验证码"
          name="code"
          rules={[{ required: true, len: 6, message: '请输入 6 位验证码' }]}
          extra="打开身份验证器应用，输入当前显示的 6 位数字。"
        >
          <Input.OTP length={6} autoFocus aria-label="6 位动态验证码" />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={verify.isPending}>
        验证并登录
      </Button>
      <Flex justify="space-between" style={{ marginTop: 12 }}>
        <Button type="link" size="small" onClick={() => setRecovery(!recovery)} style={{ paddingInline: 0 }}>
          {recovery ? '使用动态验证码' : '无法使用验证器？使用恢复码'}
        </Button>
        <Button type="link" size="small" onClick={onRestart} style={{ paddingInline: 0 }}>
          重新登录
        </Button>
      </Flex>
    </Form>
  );
}

const TITLES: Record<Step, { title: string; sub: string }> = {
  password: { title: '运营后台', sub: '请使用管理员账号登录' },
  totp: { title: '两步验证', sub: '请输入身份验证器中的动态验证码' },
  enrol: { title: '绑定两步验证', sub: '本后台要求开启两步验证，请先完成绑定' },
};

/** /login: password → (TOTP code or recovery code | TOTP enrolment → recovery codes) → where the admin was. */
export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as LoginState;
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('password');
  const [username, setUsername] = useState('');

  const enter = async () => {
    queryClient.clear();
    await queryClient.fetchQuery({ queryKey: ME_KEY, queryFn: fetchMe });
    navigate(state.from && state.from !== '/login' ? state.from : '/', { replace: true });
  };

  return (
    <Flex className="bo-login" justify="center" align="center">
      <Card className="bo-login-card" variant="borderless">
        <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
          <SafetyOutlined className="bo-login-logo" />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {TITLES[step].title}
          </Typography.Title>
          <Typography.Text type="secondary">{TITLES[step].sub}</Typography.Text>
        </Flex>
        {state.message && step === 'password' && (
          <Alert type="info" showIcon title={state.message} style={{ marginBottom: 16 }} />
        )}
        {step === 'password' && (
          <PasswordStep
            onAnswer={(next, name) => {
              setUsername(name);
              if (next === 'in') void enter();
              else setStep(next);
            }}
          />
        )}
        {step === 'totp' && <TotpStep onDone={() => void enter()} onRestart={() => setStep('password')} />}
        {step === 'enrol' && <TotpEnrol username={username} onDone={() => void enter()} />}
      </Card>
    </Flex>
  );
}
