import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';

type DeleteButtonProps = {
  /** What is deleted, e.g. 'decision': in the question and the button's name. */
  what: string;
  title: string;
  pending: boolean;
  onConfirm: () => void;
  /** The button's text; 'Delete' unless told. */
  label?: string;
  /** What the confirmation adds under its question; that the record goes for everyone unless told. */
  description?: string;
};

/** Delete, after a confirmation (every delete in the portal asks first). */
export function DeleteButton({ what, title, pending, onConfirm, label = 'Delete', description }: DeleteButtonProps) {
  return (
    <Popconfirm
      title={`Delete this ${what}?`}
      description={description ?? `"${title}" will be deleted for everyone. This cannot be undone.`}
      okText="Delete"
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button danger icon={<DeleteOutlined aria-hidden />} loading={pending}>
        {label}
      </Button>
    </Popconfirm>
  );
}
