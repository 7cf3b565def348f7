import { Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

/**
 * The add/edit dialog of a content row (轮播图, 公告): the form disabled and only 关闭 for a role that reads; the
 * caller's `onFinish` sends the values.
 */
export function EditModal<V extends object>({
  open,
  title,
  form,
  canEdit,
  saving,
  initialValues,
  onFinish,
  onClose,
  width,
  children,
}: {
  open: boolean;
  title: string;
  form: FormInstance<V>;
  canEdit: boolean;
  saving: boolean;
  initialValues: Partial<V>;
  onFinish: (values: V) => void;
  onClose: () => void;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText="保存"
      cancelText={canEdit ? '取消' : '关闭'}
      okButtonProps={{ loading: saving }}
      footer={canEdit ? undefined : (_buttons, { CancelBtn }) => <CancelBtn />}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<V>
        form={form}
        layout="vertical"
        disabled={!canEdit}
        initialValues={initialValues}
        onFinish={onFinish}
        preserve={false}
      >
        {children}
      </Form>
    </Modal>
  );
}
