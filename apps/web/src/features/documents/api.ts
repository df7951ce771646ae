import { type CreateDocumentBody, documentOps, type UpdateDocumentBody } from '@warroom/contracts';
import { callApi } from '../../lib/api';

export function fetchDocument(id: string, signal?: AbortSignal) {
  return callApi(documentOps.get, { params: { id } }, { signal });
}

export function createDocument(body: CreateDocumentBody) {
  return callApi(documentOps.create, { body });
}

export type UpdateDocumentRequest = { id: string; changes: UpdateDocumentBody };

export function updateDocument({ id, changes }: UpdateDocumentRequest) {
  return callApi(documentOps.update, { params: { id }, body: changes });
}

export function deleteDocument(id: string) {
  return callApi(documentOps.delete, { params: { id } });
}
