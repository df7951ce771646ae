import { Modal } from 'antd';

type AuditRawDialogProps = { raw: string; open: boolean; onClose: () => void };

/** The entry as the server sent it; in a chunk of its own, loaded on the first 'Raw entry'. */
export function AuditRawDialog({ raw, open, onClose }: AuditRawDialogProps) {
  return (
    <Modal title="Raw entry" open={open} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <pre className="audit-entry__raw">{raw}</pre>
    </Modal>
  );
}
