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
  /** The confirmation's question, where it is not 'Delete this {what}?'. */
  question?: string;
  size?: 'small';
  /** The button's accessible name, where its text alone would not say what it deletes. */
  ariaLabel?: string;
};

/** Delete, after a confirmation (every delete in the portal asks first). */
export function DeleteButton({
  what,
  title,
  pending,
  onConfirm,
  label = 'Delete',
  description,
  question = `Delete this ${what}?`,
  size,
  ariaLabel,
}: DeleteButtonProps) {
  return (
    <Popconfirm
      title={question}
      description={description ?? `"${title}" will be deleted for everyone. This cannot be undone.`}
      okText="Delete"
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button size={size} danger icon={<DeleteOutlined aria-hidden />} loading={pending} aria-label={ariaLabel}>
        {label}
      </Button>
    </Popconfirm>
  );
}
