import { createDocumentBodySchema, type PortalDocument } from '@warroom/contracts';
import { fieldTable } from '../../shared/records/fields/field-table';
import { markdownBody, markdownInput } from '../../shared/records/fields/markdown-input';
import { createdStamp, updatedStamp } from '../../shared/records/fields/shown';
import { textInput } from '../../shared/records/fields/text-inputs';

/**
 * A document's fields: a title and its markdown, written with a live preview and shown rendered
 * (raw HTML is never rendered); the list shows the markdown's first words.
 */
export const documentFields = fieldTable<PortalDocument>()({
  schema: createDocumentBodySchema,
  fields: [
    {
      name: 'title',
      label: 'Title',
      input: textInput({ maxLength: 200 }),
      required: true,
      // SPEC.md section 9: the list shows the first 100 characters of the markdown.
      list: { title: { preview: 'markdown', previewLength: 100 } },
    },
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
