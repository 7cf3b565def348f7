import { Popup } from '@h5/shared/antd';
import type { ReactNode } from 'react';
import { useDialogFocus } from '../focus';

/**
 * A bottom sheet (antd-mobile's Popup) that is a modal dialog named `title`: focus moves into it when it opens and
 * back to its opener when it closes, Tab stays inside, Escape and the mask close it (`useDialogFocus`). Every bottom
 * sheet of the site is one of these: the option sheets, the filter popups, the bank list, the limit editor.
 */
export function Sheet({
  visible,
  title,
  onClose,
  bodyClassName,
  children,
}: {
  visible: boolean;
  /** the dialog's name (what its head shows) */
  title: string;
  onClose: () => void;
  bodyClassName?: string;
  children: ReactNode;
}) {
  const ref = useDialogFocus(visible, onClose);
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName={bodyClassName}
      destroyOnClose
    >
      <div ref={ref} role="dialog" aria-modal="true" aria-label={title}>
        {children}
      </div>
    </Popup>
  );
}
