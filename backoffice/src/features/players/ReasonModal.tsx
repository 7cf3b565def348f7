import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';

/** One decision that takes a reason or a note: lock, unlock, sign out, make an agent, reject an adjustment… */
export interface ReasonAsk {
  title: string;
  label: string;
  okText: string;
  /** the message when it is left empty; absent: the reason is optional */
  required?: string;
  danger?: boolean;
  placeholder?: string;
  description?: ReactNode;
  /** sends it; answers the server's message, shown as it is */
  submit: (reason: string) => Promise<string>;
  /** after an answer either way: ask again what changed */
  refresh: () => void;
}

const MAX = 200;

/**
 * A Modal with one reason field for `ask`: `open(ask)` shows it; the server's message (or refusal) is shown as it is
 * and `ask.refresh` runs after either. Answers `[open, element]`.
 */
export function useReasonModal(): [(ask: ReasonAsk) => void, ReactNode] {
  const { message } = App.useApp();
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  const [form] = Form.useForm<{ reason?: string }>();
  const send = useMutation({
    mutationFn: ({ a, reason }: { a: ReasonAsk; reason: string }) => a.submit(reason),
    onSuccess: (said) => {
      message.success(said);
      setAsk(null);
      form.resetFields();
    },
    onError: (err) => message.error(err.message),
    onSettled: (_d, _e, { a }) => a.refresh(),
  });
  const element = (
    <Modal
      open={ask !== null}
      title={ask?.title}
      okText={ask?.okText}
      cancelText="取消"
      okButtonProps={{ danger: ask?.danger, loading: send.isPending }}
      onOk={() => form.submit()}
      onCancel={() => {
        setAsk(null);
        form.resetFields();
      }}
      destroyOnHidden
      forceRender
    >
      {ask?.description && <Typography.Paragraph type="secondary">{ask.description}</Typography.Paragraph>}
      <Form
        form={form}
        name="reason-ask"
        layout="vertical"
        onFinish={(v) => ask && send.mutate({ a: ask, reason: (v.reason ?? '').trim() })}
      >
        <Form.Item
          name="reason"
          label={ask?.label ?? '原因'}
          rules={[
            ...(ask?.required ? [{ required: true, whitespace: true, message: ask.required }] : []),
            { max: MAX, message: `不能超过${MAX}个字` },
          ]}
        >
          <Input.TextArea rows={3} maxLength={MAX} showCount placeholder={ask?.placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
  return [setAsk, element];
}
