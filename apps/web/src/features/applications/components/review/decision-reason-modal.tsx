import type { ApplicationStatus } from '@warroom/contracts';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { statusBadgeText } from '../../status-meta';

type DecisionReasonModalProps = {
  /** The decision being made; the modal is open while it is set. */
  status: ApplicationStatus | undefined;
  applicantName: string;
  saving: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** Asks for the decision reason sent with ACCEPTED, REJECTED or WAITLISTED. */
export function DecisionReasonModal({ status, applicantName, saving, onConfirm, onCancel }: DecisionReasonModalProps) {
  const [reason, setReason] = useState('');
  const inputId = 'decision-reason-input';
  return (
    <Modal
      open={status !== undefined}
      title={status ? `Set ${applicantName} to ${statusBadgeText(status)}` : undefined}
      okText="Update Status"
      confirmLoading={saving}
      onOk={() => onConfirm(reason)}
      onCancel={onCancel}
      afterClose={() => setReason('')}
      destroyOnHidden
    >
      <Form layout="vertical" component={false}>
        <Form.Item
          label="Decision reason"
          htmlFor={inputId}
          extra="Shown to the applicant on their status page."
          style={{ marginBottom: 0 }}
        >
          <Input.TextArea
            id={inputId}
            autoFocus
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={5000}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
