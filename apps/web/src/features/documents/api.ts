import type { CreateDocumentBody, PortalDocument, UpdateDocumentBody } from '@warroom/contracts';
import { http } from '../../lib/http';

const path = (id: string) => `/api/documents/${encodeURIComponent(id)}`;

export function fetchDocument(id: string, signal?: AbortSignal): Promise<PortalDocument> {
  return http<PortalDocument>(path(id), { signal });
}

export function createDocument(body: CreateDocumentBody): Promise<PortalDocument> {
  return http<PortalDocument>('/api/documents', { method: 'POST', body });
}

export type UpdateDocumentRequest = { id: string; changes: UpdateDocumentBody };

export function updateDocument({ id, changes }: UpdateDocumentRequest): Promise<PortalDocument> {
  return http<PortalDocument>(path(id), { method: 'PATCH', body: changes });
}

export function deleteDocument(id: string): Promise<PortalDocument> {
  return http<PortalDocument>(path(id), { method: 'DELETE' });
}
