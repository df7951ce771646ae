import { createObjectiveBodySchema, type Objective, type ObjectiveDetail } from '@warroom/contracts';
import { fieldTable } from '../../shared/records/fields/field-table';
import { longTextInput, textInput } from '../../shared/records/fields/text-inputs';

/**
 * An objective's own fields; its key results have their own forms and routes. The list shows
 * objectives as cards with their key results' bars (`ObjectiveCard`), the detail the
 * description above the overall progress.
 */
export const objectiveFields = fieldTable<ObjectiveDetail, Objective>()({
  schema: createObjectiveBodySchema,
  fields: [
    { name: 'title', label: 'Title', input: textInput({ maxLength: 200 }), required: true },
    { name: 'description', label: 'Description', input: longTextInput(), optional: true },
  ],
});
