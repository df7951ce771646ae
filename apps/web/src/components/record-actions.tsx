import { EditOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { DeleteButton } from './delete-button';

type RecordActionsProps = {
  /** What the record is, for the confirmation ('decision', 'metric', ...). */
  what: string;
  title: string;
  /** The form is open: no Edit button. */
  editing: boolean;
  onEdit: () => void;
  deleting: boolean;
  onDelete: () => void;
  /** The buttons' texts and the confirmation's note, where a screen names them (e.g. 'Edit Objective'). */
  editLabel?: string;
  deleteLabel?: string;
  deleteDescription?: string;
};

/** The header actions of a record's detail for a writer: Edit, and Delete with a confirmation. */
export function RecordActions({
  what,
  title,
  editing,
  onEdit,
  deleting,
  onDelete,
  editLabel = 'Edit',
  deleteLabel,
  deleteDescription,
}: RecordActionsProps) {
  return (
    <Flex gap={8} wrap>
      {editing ? null : (
        <Button icon={<EditOutlined aria-hidden />} onClick={onEdit}>
          {editLabel}
        </Button>
      )}
      <DeleteButton
        what={what}
        title={title}
        pending={deleting}
        onConfirm={onDelete}
        label={deleteLabel}
        description={deleteDescription}
      />
    </Flex>
  );
}
