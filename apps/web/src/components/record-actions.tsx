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
  /** The buttons' texts and the confirmation's question and note, where a screen names them (e.g. 'Edit Objective'). */
  editLabel?: string;
  deleteLabel?: string;
  deleteQuestion?: string;
  deleteDescription?: string;
  /** Small buttons named for the record ('Edit Net revenue retention'), for a part of a page (a key result). */
  small?: boolean;
};

/** The actions of a record for a writer: Edit, and Delete with a confirmation. */
export function RecordActions({
  what,
  title,
  editing,
  onEdit,
  deleting,
  onDelete,
  editLabel = 'Edit',
  deleteLabel,
  deleteQuestion,
  deleteDescription,
  small = false,
}: RecordActionsProps) {
  return (
    <Flex gap={8} wrap>
      {editing ? null : (
        <Button
          size={small ? 'small' : undefined}
          icon={<EditOutlined aria-hidden />}
          onClick={onEdit}
          aria-label={small ? `Edit ${title}` : undefined}
        >
          {editLabel}
        </Button>
      )}
      <DeleteButton
        what={what}
        title={title}
        pending={deleting}
        onConfirm={onDelete}
        label={deleteLabel}
        question={deleteQuestion}
        description={deleteDescription}
        size={small ? 'small' : undefined}
        ariaLabel={small ? `Delete ${title}` : undefined}
      />
    </Flex>
  );
}
