import { Modal } from 'antd';
import type { ReactNode } from 'react';

type FormModalProps = {
  open: boolean;
  title: string;
  okText: string;
  /** The id of the form inside, which the OK button submits. */
  formId: string;
  pending: boolean;
  onClose: () => void;
  /** After the closing animation, e.g. the mutation's reset. */
  afterClose?: () => void;
  children: ReactNode;
};

/**
 * A modal whose OK button submits the form inside it. Its content is unmounted when it
 * closes, so each opening starts from a new form (and the record as it is now).
 */
export function FormModal({ open, title, okText, formId, pending, onClose, afterClose, children }: FormModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ htmlType: 'submit', form: formId }}
      confirmLoading={pending}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
