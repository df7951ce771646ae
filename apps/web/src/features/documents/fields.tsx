import { createDocumentBodySchema, type PortalDocument } from '@warroom/contracts';
import { fieldTable } from '../../shared/records/fields/field-table';
import { markdownBody, markdownInput } from '../../shared/records/fields/markdown-input';
import { createdStamp, updatedStamp } from '../../shared/records/fields/shown';
import { titleField } from '../../shared/records/fields/title-field';

/**
 * A document's fields: a title and its markdown, written with a live preview and shown rendered
 * (raw HTML is never rendered); the list shows the markdown's first words.
 */
export const documentFields = fieldTable<PortalDocument>()({
  schema: createDocumentBodySchema,
  fields: [
    titleField('markdown'),
    {
      name: 'markdown',
      label: 'Content',
      input: markdownInput({ rows: 16 }),
      hint: 'Markdown (GitHub flavoured); raw HTML is not rendered',
      detail: markdownBody('This document is empty.'),
    },
    createdStamp({ list: true }),
    updatedStamp({ list: true }),
  ],
});
