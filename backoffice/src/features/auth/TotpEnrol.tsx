import { Alert, Button, Flex, Form, Input, Skeleton, Steps, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { authApi } from './api';
import { RecoveryCodes } from './RecoveryCodes';

/** The server's QR (SVG) as an image: `img-src data:` is allowed by the console's CSP, inline SVG markup is not needed. */
const svgData = (svg: string) =>
  `data:image/svg+xml;base64,${btoa(Array.from(new TextEncoder().encode(svg), (b) => String.fromCharCode(b)).join(''))}`;

/**
 * Turning TOTP on: POST /totp/enrol (secret, otpauth URL, QR as SVG) → the admin scans it and types a code →
 * POST /totp/enrol/confirm → the recovery codes, shown once. Used at sign-in (`enrol`) and on 账号安全.
 */
export function TotpEnrol({ username, onDone }: { username: string; onDone: () => void }) {
  const started = useRef(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const enrol = useMutation({ mutationFn: authApi.enrol });
  const [form] = Form.useForm();
  const confirm = useMutation({
    mutationFn: authApi.confirmEnrol,
    onSuccess: (d) => setCodes(d.recovery_codes),
    onError: () => form.setFieldValue('code', ''),
  });
  const start = enrol.mutate;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  const step = codes ? 2 : 0;
  return (
    <Flex vertical gap={20}>
      <Steps
        size="small"
        current={step}
        items={[{ title: '扫码绑定' }, { title: '输入验证码' }, { title: '保存恢复码' }]}
      />
      {codes ? (
        <RecoveryCodes codes={codes} username={username} onDone={onDone} />
      ) : enrol.isError ? (
        <Alert
          type="error"
          showIcon
          title={enrol.error.message}
          action={
            <Button size="small" onClick={() => enrol.mutate()}>
              重试
            </Button>
          }
        />
      ) : !enrol.data ? (
        <Skeleton active />
      ) : (
        <>
          <Flex gap={24} align="flex-start" wrap>
            <img
              className="bo-qr"
              src={svgData(enrol.data.qr_svg)}
              width={176}
              height={176}
              alt="两步验证二维码：用身份验证器应用扫描"
            />
            <Flex vertical gap={8} style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Typography.Text>
                用 Google Authenticator、Microsoft Authenticator 等身份验证器应用扫描左侧二维码。
              </Typography.Text>
              <Typography.Text type="secondary">无法扫码时，手动输入密钥：</Typography.Text>
              <Typography.Text code copyable={{ text: enrol.data.secret }} data-testid="totp-secret">
                {enrol.data.secret}
              </Typography.Text>
            </Flex>
          </Flex>
          <Form
            form={form}
            layout="vertical"
            requiredMark={false}
            onFinish={(v: { code: string }) => confirm.mutate(v.code)}
          >
            <Form.Item
              label="验证器显示的 6 位验证码"
              name="code"
              rules={[{ required: true, len: 6, message: '请输入 6 位验证码' }]}
              validateStatus={confirm.isError ? 'error' : undefined}
              help={confirm.isError ? confirm.error.message : undefined}
            >
              <Input.OTP length={6} aria-label="6 位验证码" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={confirm.isPending} block>
              验证并开启
            </Button>
          </Form>
        </>
      )}
    </Flex>
  );
}
