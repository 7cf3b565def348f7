import type { ReactNode } from 'react';

/**
 * A row's action: what is in force and a chevron, as a real button named for what it changes (antd-mobile's
 * clickable List.Item is an `<a>` without an address: no button for the keyboard or assistive technology, and its
 * row would hold the pending line's own 撤销 button).
 */
export function EditButton({
  label,
  children,
  muted,
  disabled,
  testId,
  onClick,
}: {
  label: string;
  children: ReactNode;
  muted?: boolean;
  disabled?: boolean;
  testId?: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className="rg-edit" disabled={disabled} onClick={onClick}>
      {/* named "修改每日存款限额：不限": the spoken name holds what is shown (WCAG 2.5.3, label in name) */}
      <span className="h5-visually-hidden">{label}：</span>
      <span className={`rg-value${muted ? ' is-muted' : ''}`} data-testid={testId}>
        {children}
      </span>
      <span className="rg-edit__arrow" aria-hidden="true">
        ›
      </span>
    </button>
  );
}
