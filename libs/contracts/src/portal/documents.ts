import { z } from 'zod';
import { recordOperations } from './record-operations.js';
import { changesSchema, longTextSchema, storedSchema, titleSchema } from './fields.js';

export const createDocumentBodySchema = z
  .object({
    title: titleSchema,
    markdown: longTextSchema('Markdown').default(''),
  })
  .meta({ id: 'CreateDocumentBody' });
export type CreateDocumentBody = z.infer<typeof createDocumentBodySchema>;

export const updateDocumentBodySchema = changesSchema('UpdateDocumentBody', {
  title: titleSchema.optional(),
  markdown: longTextSchema('Markdown').optional(),
});
export type UpdateDocumentBody = z.infer<typeof updateDocumentBodySchema>;

/** A document; the web app renders `markdown` with raw HTML removed (PRODUCT.md section 7). */
export const documentSchema = storedSchema('Document', {
  title: z.string(),
  markdown: z.string(),
});
export type PortalDocument = z.infer<typeof documentSchema>;

/** GET, POST /api/documents and GET, PATCH, DELETE /api/documents/{id}. */
export const documentOps = recordOperations(
  {
    one: 'document',
    many: 'documents',
    listed: 'Documents, newest first, a page at a time (the markdown cut to 100 characters)',
  },
  { view: documentSchema, summary: documentSchema, create: createDocumentBodySchema, update: updateDocumentBodySchema },
);
