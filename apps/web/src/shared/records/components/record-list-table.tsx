import type { RecordColumn } from '../../../components/record-column';
import { RecordTable } from '../../../components/record-table';
import { type RecordField, type Show, type TitleColumn, valueOf } from '../fields/field-table';
import { recordLabel, type RecordNames, recordPath } from '../record-kind';
import { titleColumn } from './record-columns';

type Titled = { id: string; title: string };

/** The list's columns from a table, in its order: the title column, then each field's label over its `show`. */
export function listColumnsOf<R extends S, S extends Titled>(
  kind: Pick<RecordNames, 'listPath'>,
  fields: readonly RecordField<R, S>[],
): RecordColumn<S>[] {
  const markdown = (name: string) => fields.some((field) => field.name === name && field.input?.kind === 'markdown');
  return fields.flatMap((field): RecordColumn<S>[] => {
    const { list } = field;
    if (list === undefined) return [];
    if (typeof list === 'object' && 'title' in list) {
      const title: TitleColumn<S> = list.title;
      return [
        titleColumn<S>(kind, {
          preview: (row) => {
            const text = valueOf(row, title.preview);
            return typeof text === 'string' ? text : null;
          },
          previewLength: title.previewLength,
          oneLine: title.oneLine,
          markdown: markdown(title.preview),
        }),
      ];
    }
    const column = list === true ? {} : list;
    const show: Show<S> = column.show ?? field.show ?? ((row) => String(valueOf(row, field.name) ?? ''));
    return [{ title: column.header ?? field.label, key: field.name, render: (_: unknown, row: S) => show(row) }];
  });
}

type RecordListTableProps<R extends S, S extends Titled> = {
  kind: RecordNames;
  fields: readonly RecordField<R, S>[];
  rows: S[];
  /** A click anywhere on a row opens its record (the title stays the keyboard's way in). */
  rowsOpen?: boolean;
};

/** A kind's list as a table (or cards, where it is narrow), its columns from the kind's field table. */
export function RecordListTable<R extends S, S extends Titled>({
  kind,
  fields,
  rows,
  rowsOpen = false,
}: RecordListTableProps<R, S>) {
  return (
    <RecordTable
      label={recordLabel({ one: kind.many })}
      columns={listColumnsOf(kind, fields)}
      rows={rows}
      rowHref={rowsOpen ? (row) => recordPath(kind, row.id) : undefined}
    />
  );
}
