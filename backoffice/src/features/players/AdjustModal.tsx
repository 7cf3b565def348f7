import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { useSettings } from '../site/api';
import { playersApi } from './api';
import type { PlayerProfile } from './types';

interface Values {
  direction: 'credit' | 'debit';
  amount: string | null;
  reason: string;
}

/** The money rule's bounds (shared checkMoneyAmount): > 0, at most 2 decimals, at most 100,000,000. */
const MAX_AMOUNT = '100000000';

/**
 * 调整余额 (finance): 增加 or 扣减 an amount with a reason. `idempotencyKey` is made once when the form opens, so a
 * double click or a retry of the same form replays the server's first answer instead of moving the money twice. Above
 * `adjust_approval_above` the server records a request for a second finance admin: its message is shown as it is.
 */
export function AdjustModal({
  player,
  idempotencyKey,
  open,
  onClose,
  refresh,
}: {
  player: PlayerProfile;
  idempotencyKey: string;
  open: boolean;
  onClose: () => void;
  refresh: () => void;
}) {
  const { notification, message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const settings = useSettings();
  const above = settings.data?.adjust_approval_above;
  const adjust = useMutation({
    mutationFn: (v: Values) =>
      playersApi.adjust(
        player.id,
        { amount: `${v.direction === 'debit' ? '-' : ''}${Number(v.amount).toFixed(2)}`, reason: v.reason.trim() },
        idempotencyKey,
      ),
    onSuccess: (answer) => {
      if ('adjustment_id' in answer.data) notification.info({ title: '已提交审批', description: answer.message });
      else message.success(`${answer.message}，当前余额 ¥${answer.data.balance}`);
      form.resetFields();
      onClose();
    },
    onError: (err) => message.error(err.message),
    onSettled: refresh,
  });
  return (
    <Modal
      open={open}
      title={`调整余额：${player.username}`}
      okText="提交调整"
      cancelText="取消"
      okButtonProps={{ loading: adjust.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Typography.Paragraph type="secondary">
        当前中心钱包 ¥{player.balance}。{above && `单笔超过 ${above} 元需另一名财务管理员审批后入账。`}
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        name="adjust"
        layout="vertical"
        initialValues={{ direction: 'credit' }}
        onFinish={(v) => adjust.mutate(v)}
      >
        <Form.Item name="direction" label="方向" rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: 'credit', label: '增加' },
              { value: 'debit', label: '扣减' },
            ]}
          />
        </Form.Item>
        <Form.Item name="amount" label="金额（元）" rules={[{ required: true, message: '请输入金额' }]}>
          <InputNumber<string>
            stringMode
            min="0.01"
            max={MAX_AMOUNT}
            precision={2}
            prefix="¥"
            style={{ width: 220 }}
            placeholder="例如 100.00"
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label="原因（记入流水备注）"
          rules={[
            { required: true, whitespace: true, message: '请填写调整原因' },
            { max: 200, message: '不能超过200个字' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="例如：活动奖励补发" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
