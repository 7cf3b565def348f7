import { Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { lastRequestTime } from '../api/client';
import { countdown } from '../lib/time';

const WARN_BEFORE_MS = 2 * 60_000;

/**
 * The server ends a session after `idleMinutes` without a request. Two minutes before, a Modal counts down: 继续 asks
 * GET /me (which is a request, so the clock starts again); at zero the console signs out (`onExpire`).
 */
export function IdleWatch({
  idleMinutes,
  onContinue,
  onExpire,
}: {
  idleMinutes: number;
  onContinue: () => Promise<unknown>;
  onExpire: () => void;
}) {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const idleMs = idleMinutes * 60_000;
    const tick = () => {
      const remaining = idleMs - (Date.now() - lastRequestTime());
      if (remaining <= 0) {
        setLeft(null);
        onExpire();
      } else setLeft(remaining <= WARN_BEFORE_MS ? Math.ceil(remaining / 1000) : null);
    };
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [idleMinutes, onExpire]);

  return (
    <Modal
      open={left !== null}
      title="即将自动退出"
      okText="继续使用"
      cancelText="立即退出"
      closable={false}
      destroyOnHidden
      mask={{ closable: false }}
      onOk={() => void onContinue()}
      onCancel={onExpire}
    >
      <Typography.Paragraph>
        您已较长时间未操作，为保障账号安全，将在{' '}
        <Typography.Text strong type="danger">
          {countdown(left ?? 0)}
        </Typography.Text>{' '}
        后自动退出登录。
      </Typography.Paragraph>
    </Modal>
  );
}
