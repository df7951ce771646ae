import { Card, Flex } from 'antd';
import { type ReactNode, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { RecordActions } from '../../../components/record-actions';
import { useDeleteRecord } from '../hooks/use-record-writes';
import { useUpdateRecord } from '../hooks/use-record-writes';
import { useCanWrite } from '../../session/use-can-write';
import { recordLabel, type RecordKind } from '../record-kind';

/** What an edit form gets from the detail it edits. */
export type RecordEdit<Update> = {
  /** The form is open. */
  editing: boolean;
  pending: boolean;
  /** The last failed save: its message above the form, its field errors on the fields. */
  error: Error | null;
  save: (changes: Update) => void;
  /** Closes the form (nothing changed, or a modal's closing). */
  close: () => void;
  /** Forgets the last failed save. */
  reset: () => void;
  /** Both: the form's Cancel. */
  cancel: () => void;
  /**
   * The props of the kind's form (`RecordFieldsForm`) saving this record: 'Save Decision',
   * 'The decision was not saved', pending, error, Cancel; nothing changed closes it.
   */
  form: {
    idPrefix: string;
    submitLabel: string;
    failedTitle: string;
    pending: boolean;
    error: Error | null;
    onCancel: () => void;
    onUnchanged: () => void;
  };
};

/** Where a screen names its buttons itself ('Edit Initiative'), and the delete confirmation's note. */
type ActionTexts = { edit?: string; delete?: string; deleteDescription?: string };

type RecordDetailProps<Record extends { id: string }, Create, Update> = {
  kind: RecordKind<Record, Create, Update>;
  record: Record;
  subtitle?: string;
  /** The edit form: in place of the view, in a card ('Edit decision'), or a modal of its own (`editIn="modal"`). */
  edit: (edit: RecordEdit<Update>) => ReactNode;
  editIn?: 'place' | 'modal';
  /** The title of the card the form is in, where it is not 'Edit {one}'. */
  editTitle?: string;
  editClassName?: string;
  actionTexts?: ActionTexts;
  /** The header keeps no actions while the form is open (the initiative's), instead of keeping Delete. */
  noActionsWhileEditing?: boolean;
  /** The view of the record, which the form replaces while editing in place. */
  children: ReactNode;
  /** What follows the view, editing or not (a metric's chart and points). */
  more?: ReactNode;
};

/**
 * The one detail page of a portal record: its name as the title, Edit and Delete (confirmed)
 * on the right for writers (the signed-in role says who), and the record, edited in place.
 */
export function RecordDetail<Record extends { id: string }, Create, Update>({
  kind,
  record,
  subtitle,
  edit,
  editIn = 'place',
  editTitle = `Edit ${kind.one}`,
  editClassName,
  actionTexts,
  noActionsWhileEditing = false,
  children,
  more,
}: RecordDetailProps<Record, Create, Update>) {
  const canWrite = useCanWrite();
  const [editing, setEditing] = useState(false);
  const update = useUpdateRecord(kind, () => setEditing(false));
  const remove = useDeleteRecord(kind);
  const inPlace = editIn === 'place';
  const cancel = () => {
    update.reset();
    setEditing(false);
  };
  const form = edit({
    editing,
    pending: update.isPending,
    error: update.error,
    save: (changes) => update.mutate({ id: record.id, changes }),
    close: () => setEditing(false),
    reset: update.reset,
    cancel,
    form: {
      idPrefix: kind.one,
      submitLabel: `Save ${recordLabel(kind)}`,
      failedTitle: `The ${kind.one} was not saved`,
      pending: update.isPending,
      error: update.error,
      onCancel: cancel,
      onUnchanged: () => setEditing(false),
    },
  });

  const actions =
    canWrite && !(noActionsWhileEditing && editing) ? (
      <RecordActions
        what={kind.one}
        title={kind.nameOf(record)}
        editing={inPlace && editing}
        onEdit={() => setEditing(true)}
        deleting={remove.isPending}
        onDelete={() => remove.mutate(record.id)}
        editLabel={actionTexts?.edit}
        deleteLabel={actionTexts?.delete}
        deleteDescription={actionTexts?.deleteDescription}
      />
    ) : null;

  return (
    <Flex vertical gap={24}>
      <PageHeader title={kind.nameOf(record)} subtitle={subtitle} actions={actions} />
      {inPlace && editing ? (
        <Card title={<h2 className="card-heading">{editTitle}</h2>} className={editClassName}>
          {form}
        </Card>
      ) : (
        children
      )}
      {more}
      {!inPlace && canWrite ? form : null}
    </Flex>
  );
}
