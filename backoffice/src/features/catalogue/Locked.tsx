import { Tooltip } from 'antd';
import type { ReactNode } from 'react';

/**
 * A control (or a whole form: `block`) the role may not use: disabled by the caller, with the reason on hover (a
 * disabled control takes no hover of its own).
 */
export function Locked({
  locked,
  hint,
  block,
  children,
}: {
  locked: boolean;
  hint: string;
  block?: boolean;
  children: ReactNode;
}) {
  if (!locked) return children;
  return (
    <Tooltip title={hint}>
      <div style={{ display: block ? 'block' : 'inline-block', cursor: 'not-allowed' }}>{children}</div>
    </Tooltip>
  );
}
