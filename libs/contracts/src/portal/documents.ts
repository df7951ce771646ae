import { z } from 'zod';
import {
  createRequestOf,
  hasSomeField,
  longTextSchema,
  NOTHING_TO_CHANGE,
  timestampSchema,
  titleSchema,
  updateRequestOf,
} from './fields.js';

export const createDocumentBodySchema = z.object({
  title: titleSchema,
  markdown: longTextSchema('Markdown').default(''),
});
export type CreateDocumentBody = z.infer<typeof createDocumentBodySchema>;

export const updateDocumentBodySchema = z
  .object({
    title: titleSchema.optional(),
    markdown: longTextSchema('Markdown').optional(),
  })
  .strict()
  .refine(hasSomeField, NOTHING_TO_CHANGE);
export type UpdateDocumentBody = z.infer<typeof updateDocumentBodySchema>;

/** A document; the web app renders `markdown` with raw HTML removed (PRODUCT.md section 7). */
export const documentSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  markdown: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type PortalDocument = z.infer<typeof documentSchema>;

export const createDocumentRequestSchema = createRequestOf(createDocumentBodySchema);
export type CreateDocumentRequest = z.infer<typeof createDocumentRequestSchema>;

export const updateDocumentRequestSchema = updateRequestOf(updateDocumentBodySchema);
export type UpdateDocumentRequest = z.infer<typeof updateDocumentRequestSchema>;
