import { Card } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { type DetailFact, type RecordField, type Show, valueOf } from '../fields/field-table';
import type { RecordNames } from '../record-kind';
import { RecordMeta, type RecordMetaItem } from './record-meta';

/** What a field shows by default: its value as text. */
const plainValue =
  <S,>(name: string): Show<S> =>
  (row) => {
    const value = valueOf(row, name);
    return value === null || value === undefined ? '' : String(value);
  };

/** The detail's facts of a table, in its order: 'Status PROPOSED', 'Created Jan 5, 2025', ... */
export function factsOf<R extends S, S>(fields: readonly RecordField<R, S>[], record: R): RecordMetaItem[] {
  return fields.flatMap((field) => {
    const { detail } = field;
    if (detail === undefined || (typeof detail === 'object' && 'section' in detail)) return [];
    const fact: DetailFact<S> = detail === 'fact' ? {} : detail;
    const show = fact.show ?? field.show ?? plainValue<S>(field.name);
    return [{ label: fact.label ?? field.label, value: show(record), className: fact.className }];
  });
}

type RecordViewProps<R extends S, S> = {
  kind: RecordNames & { nameOf: (record: R) => string };
  fields: readonly RecordField<R, S>[];
  record: R;
  /** The card's heading ('Details'); the sections' headings are then one level down. */
  title?: string;
  /** Between the facts and the sections (a decision's supersede links). */
  children?: ReactNode;
};

/**
 * A record as its detail shows it, from its field table: the facts in one line, then each
 * section (a description, markdown), in one card.
 */
export function RecordView<R extends S, S>({ kind, fields, record, title, children }: RecordViewProps<R, S>) {
  const facts = factsOf(fields, record);
  const level = title ? 3 : 2;
  return (
    <Card title={title ? <h2 className="card-heading">{title}</h2> : undefined}>
      {facts.length > 0 ? <RecordMeta items={facts} /> : null}
      {children}
      {fields.map((field) => {
        const { detail } = field;
        if (typeof detail !== 'object' || !('section' in detail)) return null;
        const text = valueOf(record, field.name);
        return (
          <Fragment key={field.name}>
            {detail.section({
              id: `${kind.one}-section-${field.name}`,
              title: field.label,
              level,
              text: typeof text === 'string' ? text : null,
              name: kind.nameOf(record),
            })}
          </Fragment>
        );
      })}
    </Card>
  );
}
