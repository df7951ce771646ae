import { Form, Input, Modal } from 'antd';
import { type ReactNode, useState } from 'react';

type ReasonModalProps = {
  open: boolean;
  title: string | undefined;
  okText: string;
  /** The reason field's label and, if any, its note. */
  label: string;
  extra?: string;
  inputId: string;
  saving: boolean;
  /** Without the field: a step before it (the decision's confirmation short of votes). */
  showField?: boolean;
  onOk: (reason: string) => void;
  onCancel: () => void;
  afterClose?: () => void;
  /** What the modal says above the field. */
  children?: ReactNode;
};

/** A modal that asks for a free-text reason (a decision's, a recusal's) and sends it with its OK button. */
export function ReasonModal({ showField = true, afterClose, children, ...props }: ReasonModalProps) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      confirmLoading={props.saving}
      onOk={() => props.onOk(reason)}
      onCancel={props.onCancel}
      afterClose={() => {
        setReason('');
        afterClose?.();
      }}
      destroyOnHidden
    >
      {children}
      {showField ? (
        <Form layout="vertical" component={false}>
          <Form.Item label={props.label} htmlFor={props.inputId} extra={props.extra} style={{ marginBottom: 0 }}>
            <Input.TextArea
              id={props.inputId}
              autoFocus
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              autoSize={{ minRows: 3, maxRows: 8 }}
              maxLength={5000}
            />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
