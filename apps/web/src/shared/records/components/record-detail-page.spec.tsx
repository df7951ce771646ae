/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentOps, ME_PATH, type PortalDocument } from '@warroom/contracts';
import { fakeApi, on, refusal } from '../../../../test/fake-api';
import { location, meOf, renderPage } from '../../../../test/render';
import { fieldTable } from '../fields/field-table';
import { lastUpdatedStamp } from '../fields/shown';
import { longTextInput, textInput, textSection } from '../fields/text-inputs';
import { recordKind } from '../record-kind';
import { RecordDetail } from './record-detail';
import { RecordDetailPage } from './record-detail-page';
import { RecordFieldsForm } from './record-fields-form';
import { RecordView } from './record-view';

const notes = recordKind('document', documentOps, '/documents', (document) => document.title);
const noteFields = fieldTable<PortalDocument>()({
  schema: documentOps.create.body,
  fields: [
    { name: 'title', label: 'Title', input: textInput({ maxLength: 200 }), required: true },
    { name: 'markdown', label: 'Content', input: longTextInput(), detail: textSection('This document is empty.') },
    lastUpdatedStamp(),
  ],
});

const ID = '00000000-0000-4000-8000-0000000000d1';
const NOTE: PortalDocument = {
  id: ID,
  title: 'On-call handbook',
  markdown: '',
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-06T15:04:00.000Z',
};
const ONE = `/api/documents/${ID}`;

function NotePage() {
  return (
    <RecordDetailPage kind={notes}>
      {(note) => (
        <RecordDetail
          kind={notes}
          record={note}
          edit={(edit) => <RecordFieldsForm fields={noteFields} initial={note} {...edit.form} onSubmit={edit.save} />}
        >
          <RecordView kind={notes} fields={noteFields.fields} record={note} />
        </RecordDetail>
      )}
    </RecordDetailPage>
  );
}

const renderNote = () => renderPage(<NotePage />, { at: `/documents/${ID}`, path: '/documents/:id' });

describe("a record's page, from its kind and field table", () => {
  it('says it is loading, then shows the record: its name, facts and sections', async () => {
    fakeApi(on('GET', ME_PATH, { body: meOf('MEMBER') }), on('GET', ONE, { body: NOTE }));
    renderNote();
    expect(screen.getByText('Loading document...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'On-call handbook', level: 1 })).toBeTruthy();
    expect(screen.getByText('Last updated')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Content', level: 2 })).toBeTruthy();
    expect(screen.getByText('This document is empty.')).toBeTruthy();
    // A MEMBER reads it, and no more.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('says a missing record is not found, with the way back', async () => {
    fakeApi(on('GET', ME_PATH, { body: meOf('ADMIN') }), on('GET', ONE, refusal(404, 'Document not found')));
    renderNote();
    expect(await screen.findByRole('heading', { name: 'Document not found' })).toBeTruthy();
    expect(screen.getByText('This document does not exist or has been deleted.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe('/documents');
  });

  it('is edited in place: only what changed is sent, and the answer is shown', async () => {
    // The server's record: the change is kept, and the detail read again shows it.
    let stored = NOTE;
    const api = fakeApi(
      on('GET', ME_PATH, { body: meOf('CEO') }),
      (request) => (request.method === 'GET' && request.url === ONE ? { body: stored } : undefined),
      on('PATCH', ONE, (changes) => {
        stored = { ...stored, ...(changes as Partial<PortalDocument>), updatedAt: new Date().toISOString() };
        return { body: stored };
      }),
    );
    renderNote();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const title = screen.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'Save Document' }));
    expect(screen.getByText('Title is required')).toBeTruthy();

    await userEvent.type(title, 'Paging');
    await userEvent.click(screen.getByRole('button', { name: 'Save Document' }));
    expect(await screen.findByText('Document Updated')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
      { title: 'Paging' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Paging', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Document' })).toBeNull();
  });

  it('is deleted once confirmed, then the list', async () => {
    const api = fakeApi(
      on('GET', ME_PATH, { body: meOf('ADMIN') }),
      on('GET', ONE, { body: NOTE }),
      on('DELETE', ONE, { body: NOTE }),
    );
    renderNote();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete this document?')).toBeTruthy();
    const confirm = screen.getAllByRole('button', { name: 'Delete' }).at(-1);
    if (!confirm) throw new Error('no confirmation');
    await userEvent.click(confirm);
    expect(await screen.findByText('Document Deleted')).toBeTruthy();
    await waitFor(() => expect(location.current).toBe('/documents'));
    expect(api.requests.some((request) => request.method === 'DELETE' && request.url === ONE)).toBe(true);
  });
});
