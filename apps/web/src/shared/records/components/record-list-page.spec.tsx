/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentOps, ME_PATH, type PortalDocument } from '@warroom/contracts';
import { fakeApi, on, page, refusal } from '../../../../test/fake-api';
import { meOf, renderPage } from '../../../../test/render';
import { usePagedList } from '../../../lib/use-paged-list';
import { recordKeys } from '../../query-keys';
import { fieldTable } from '../fields/field-table';
import { createdStamp, updatedStamp } from '../fields/shown';
import { textInput } from '../fields/text-inputs';
import { recordKind } from '../record-kind';
import { RecordListPage } from './record-list-page';
import { RecordListTable } from './record-list-table';

/** A kind as a feature declares one: its operations, its list's route, a field table. */
const notes = recordKind('document', documentOps, '/documents', (document) => document.title);
const noteFields = fieldTable<PortalDocument>()({
  schema: documentOps.create.body,
  fields: [
    {
      name: 'title',
      label: 'Title',
      input: textInput(),
      list: { title: { preview: 'markdown', previewLength: 20 } },
    },
    { name: 'markdown', label: 'Content', input: { ...textInput(), kind: 'markdown' } },
    createdStamp({ list: true }),
    updatedStamp({ list: true }),
  ],
});

const LIST = /^\/api\/documents\?/;

function note(n: number, markdown = 'Rotate **weekly**.'): PortalDocument {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Runbook ${n}`,
    markdown,
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: new Date().toISOString(),
  };
}

function NotesList() {
  const list = usePagedList({ queryKey: recordKeys('/api/documents').list(), operation: documentOps.list });
  return (
    <RecordListPage kind={notes} title="Documents" subtitle="Playbooks and notes." list={list}>
      {(rows) => <RecordListTable kind={notes} fields={noteFields.fields} rows={rows} />}
    </RecordListPage>
  );
}

describe('a record list screen, from its kind and field table', () => {
  it('says it is loading, then shows the rows with the columns of the table', async () => {
    fakeApi(
      on('GET', ME_PATH, { body: meOf('ADMIN') }),
      on('GET', LIST, page([note(1, '# Who is paged, who talks to customers')])),
    );
    renderPage(<NotesList />);
    expect(screen.getByText('Loading documents...')).toBeTruthy();

    const link = await screen.findByRole('link', { name: 'Runbook 1' });
    expect(link.getAttribute('href')).toBe('/documents/00000000-0000-4000-8000-000000000001');
    // The markdown's words, cut where the server cut them, with an ellipsis.
    expect(screen.getByText('Who is paged, who ta...')).toBeTruthy();
    const card = screen.getByRole('list', { name: 'Documents' });
    expect(within(card).getByText('Created')).toBeTruthy();
    expect(within(card).getByText('Jan 5, 2026')).toBeTruthy();
    expect(within(card).getByText('just now')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Document' })).toBeTruthy();
  });

  it('says the list is empty, what it is for, and how a writer starts it', async () => {
    fakeApi(on('GET', ME_PATH, { body: meOf('CTO') }), on('GET', LIST, page([])));
    renderPage(<NotesList />);
    expect(await screen.findByText('No documents yet')).toBeTruthy();
    expect(screen.getByText(/Documents hold the playbooks.*Start with the first one\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Document' }).getAttribute('href')).toBe('/documents/new');
  });

  it('offers a MEMBER nothing to create', async () => {
    fakeApi(on('GET', ME_PATH, { body: meOf('MEMBER') }), on('GET', LIST, page([])));
    renderPage(<NotesList />);
    expect(await screen.findByText(/A CTO, CEO or admin adds them/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Create Document|New Document/ })).toBeNull();
  });

  it('says in words why it could not load, and tries again', async () => {
    let down = true;
    fakeApi(
      on('GET', ME_PATH, { body: meOf('ADMIN') }),
      (request) => (down && LIST.test(request.url) ? refusal(503, 'portal is not answering') : undefined),
      on('GET', LIST, page([note(2)])),
    );
    renderPage(<NotesList />);
    expect(await screen.findByText('Could not load documents')).toBeTruthy();
    expect(screen.getByText('Part of the service is not answering right now. Try again in a moment.')).toBeTruthy();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Runbook 2' })).toBeTruthy();
  });
});
