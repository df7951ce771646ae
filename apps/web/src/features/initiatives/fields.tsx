import {
  createInitiativeBodySchema,
  type Initiative,
  INITIATIVE_STATUSES,
  InitiativeStatus,
  Rag,
  RAGS,
} from '@warroom/contracts';
import { dateInput } from '../../shared/records/fields/date-inputs';
import { fieldTable } from '../../shared/records/fields/field-table';
import { selectInput } from '../../shared/records/fields/select-input';
import { createdStamp, dayOrNone, updatedStamp } from '../../shared/records/fields/shown';
import { longTextInput, textSection } from '../../shared/records/fields/text-inputs';
import { badgeText, InitiativeStatusTag, RagTag } from './badges';
import { titleField } from '../../shared/records/fields/title-field';

const STATUS_OPTIONS = INITIATIVE_STATUSES.map((status) => ({ value: status, label: badgeText(status) }));
const RAG_OPTIONS = RAGS.map((rag) => ({ value: rag, label: rag }));

/**
 * An initiative's fields: the form edits them (status, RAG and the two days side by side), the
 * list shows the title with its description's first line, the badges and the days, the detail
 * its facts and the description. The days are calendar days (the same in every time zone); the
 * start is on or before the due day (the schema's rule, and the server's).
 */
export const initiativeFields = fieldTable<Initiative>()({
  schema: createInitiativeBodySchema,
  fields: [
    titleField('description', { oneLine: true }),
    {
      name: 'description',
      label: 'Description',
      input: longTextInput(),
      optional: true,
      detail: textSection('No description'),
    },
    {
      name: 'status',
      label: 'Status',
      input: selectInput(STATUS_OPTIONS),
      required: true,
      initial: InitiativeStatus.Backlog,
      inline: true,
      show: (initiative) => <InitiativeStatusTag status={initiative.status} />,
      list: true,
      detail: 'fact',
    },
    {
      name: 'rag',
      label: 'RAG',
      input: selectInput(RAG_OPTIONS),
      required: true,
      initial: Rag.Green,
      inline: true,
      show: (initiative) => <RagTag rag={initiative.rag} />,
      list: true,
      detail: 'fact',
    },
    {
      name: 'startDate',
      label: 'Start Date',
      input: dateInput(),
      optional: true,
      inline: true,
      show: dayOrNone((initiative) => initiative.startDate, 'No start date'),
      list: true,
      detail: 'fact',
    },
    {
      name: 'dueDate',
      label: 'Due Date',
      input: dateInput(),
      optional: true,
      inline: true,
      show: dayOrNone((initiative) => initiative.dueDate, 'No due date'),
      list: true,
      detail: 'fact',
    },
    createdStamp({ detail: 'fact' }),
    updatedStamp({ list: true, detail: 'fact' }),
  ],
});
