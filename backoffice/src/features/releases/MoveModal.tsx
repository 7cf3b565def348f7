import { Alert, App, Checkbox, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useMove } from './api';
import { areaTitle } from './format';
import type { Pin } from './types';

/** A move the admin asked for, waiting for its note: the area, what to do and to which version. */
export interface PendingMove {
  area: string;
  action: 'rollback' | 'promote' | 'pin' | 'unpin';
  /** the version to switch to; null for a rollback to the previous good version */
  target: string | null;
  current: string | null;
  /** the previous good version (what a rollback without a target goes to) */
  previous: string | null;
  pinned: Pin | null;
}

const TITLE: Record<PendingMove['action'], string> = {
  rollback: '回滚',
  promote: '切换版本',
  pin: '固定版本',
  unpin: '取消固定',
};

const version = (v: string | null) => (v ? <Typography.Text code>{v}</Typography.Text> : '—');

/**
 * Asks for the note of a release move, then sends it (POST /releases/:area/rollback|promote|pin|unpin). A refusal of
 * the tool (pinned, not published, not intact, incompatible with the host) is the server's 409: shown in the modal
 * as it was written. Only the area's live version changes: the host's files are never touched.
 */
export function MoveModal({ move, onClose }: { move: PendingMove | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ note: string; force?: boolean }>();
  const send = useMove();
  const { reset } = send;
  useEffect(() => {
    if (move) {
      form.resetFields();
      reset();
    }
  }, [move, form, reset]);
  if (!move) return null;

  const target = move.action === 'rollback' ? (move.target ?? move.previous) : move.target;
  const blockedByPin =
    !!move.pinned && move.action !== 'pin' && move.action !== 'unpin' && move.pinned.version !== target;

  const submit = (v: { note: string; force?: boolean }) => {
    const note = v.note.trim();
    const base = { area: move.area, note };
    const body =
      move.action === 'unpin'
        ? { ...base, action: 'unpin' as const }
        : move.action === 'rollback'
          ? { ...base, action: 'rollback' as const, to: move.target ?? undefined, force: !!v.force }
          : { ...base, action: move.action, version: move.target!, force: !!v.force };
    send.mutate(body, {
      onSuccess: (res) => {
        const name = areaTitle(move.area);
        if (move.action === 'unpin') message.success(res.changed ? `${name} 已取消固定` : `${name} 未被固定`);
        else if ('to' in res)
          message.success(res.changed ? `${name} 已切换到 ${res.to}（主站未改动）` : `${name} 已经是 ${res.to}`);
        onClose();
      },
    });
  };

  return (
    <Modal
      open
      title={`${TITLE[move.action]}：${areaTitle(move.area)}（${move.area}）`}
      okText={`确认${TITLE[move.action]}`}
      okButtonProps={{ danger: move.action === 'rollback', loading: send.isPending }}
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      width={600}
      destroyOnHidden
    >
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ marginBlock: 16 }}
        items={[
          { key: 'current', label: '当前版本', children: version(move.current) },
          ...(move.action === 'unpin'
            ? [{ key: 'pin', label: '固定在', children: version(move.pinned?.version ?? null) }]
            : [
                {
                  key: 'target',
                  label: move.action === 'rollback' && !move.target ? '回滚到（上一可用版本）' : '目标版本',
                  children: target ? version(target) : <Typography.Text type="danger">没有可回滚的上一版本</Typography.Text>,
                },
              ]),
        ]}
      />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={
          move.action === 'unpin'
            ? '只解除固定，当前版本不变；之后的发布和回滚可以切换这个区域。'
            : '只切换这个区域线上使用的版本（与 npm run remotes 相同的检查），主站文件不会改动；玩家下次打开页面时加载新版本。'
        }
      />
      {send.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16, whiteSpace: 'pre-wrap' }}
          title={send.error.message}
          role="alert"
        />
      )}
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="note"
          label="说明（记入发布历史与操作日志）"
          rules={[
            { required: true, whitespace: true, message: '请填写说明' },
            { max: 200, message: '说明不能超过200个字' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="例如：新版充值页报错，先回到上一版本" />
        </Form.Item>
        {blockedByPin && (
          <Form.Item
            name="force"
            valuePropName="checked"
            extra={`该区域被 ${move.pinned!.by} 固定在 ${move.pinned!.version}${move.pinned!.note ? `（${move.pinned!.note}）` : ''}`}
          >
            <Checkbox>强制越过固定（同时解除固定）</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
