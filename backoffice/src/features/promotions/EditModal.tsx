import { Form, Modal } from 'antd';
import type { ReactNode } from 'react';

/**
 * A Modal holding one Form (the add/edit dialogs of these pages). The form wraps the dialog and is destroyed with it,
 * so each opening starts from that opening's `initialValues`; 保存 (a submit button) checks it and `onSubmit` gets
 * the values.
 */
export function EditModal<V extends object>({
  open,
  title,
  okText = '保存',
  initialValues,
  pending,
  onCancel,
  onSubmit,
  width,
  children,
}: {
  open: boolean;
  title: string;
  okText?: string;
  initialValues?: Partial<V>;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (values: V) => void;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ htmlType: 'submit', loading: pending }}
      onCancel={onCancel}
      width={width}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<V> layout="vertical" initialValues={initialValues} onFinish={onSubmit} clearOnDestroy>
          {dialog}
        </Form>
      )}
    >
      {children}
    </Modal>
  );
}
