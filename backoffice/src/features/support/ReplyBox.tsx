import { SendOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { charCount, REPLY_MAX, replyProblem } from './api';

/**
 * The operator's answer: Enter sends, Shift+Enter starts a new line (and Enter while an input method is composing is
 * the IME's); 1–2,000 characters after trimming, counted as the server counts them. What is sent is trimmed; the box
 * empties once the server has taken it.
 */
export function ReplyBox({ sending, onSend }: { sending: boolean; onSend: (content: string) => Promise<unknown> }) {
  const [form] = Form.useForm<{ content: string }>();
  const submit = (v: { content?: string }) => {
    if (sending) return;
    // emptied once the server took it; a refusal leaves the text to correct (the refusal is shown by the desk)
    onSend((v.content ?? '').trim()).then(
      () => form.resetFields(),
      () => undefined,
    );
  };
  return (
    <Form form={form} onFinish={submit} aria-label="回复">
      <Form.Item
        name="content"
        rules={[
          {
            validator: (_r, v: string | undefined) => {
              const problem = replyProblem(v ?? '');
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          },
        ]}
        style={{ marginBottom: 4 }}
        validateTrigger="onSubmit"
      >
        <Input.TextArea
          aria-label="回复内容"
          autoSize={{ minRows: 3, maxRows: 6 }}
          count={{ show: true, max: REPLY_MAX, strategy: charCount }}
          placeholder="输入回复，Enter 发送，Shift+Enter 换行"
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              form.submit();
            }
          }}
        />
      </Form.Item>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} className="bo-hide-narrow">
          Enter 发送 · Shift+Enter 换行 · 玩家几秒内即可看到
        </Typography.Text>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending}>
          发送
        </Button>
      </Flex>
    </Form>
  );
}
