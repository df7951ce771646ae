/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateObjectiveBody, ObjectiveDetail } from '@warroom/contracts';
import { fakeApi, on, refusal } from '../../../../test/fake-api';
import { location, renderPage } from '../../../../test/render';
import { ObjectiveCreateForm } from './objective-create-form';

const OBJECTIVES = '/api/okr/objectives';
const ID = '00000000-0000-4000-8000-0000000000b1';
const NONE_YET = 'No key results yet. Add the measurable results this objective needs.';

const user = userEvent.setup({ delay: null });

/** The objective the server makes of the body it was sent. */
function created(body: CreateObjectiveBody): ObjectiveDetail {
  const at = '2026-10-01T08:00:00.000Z';
  return {
    id: ID,
    title: body.title,
    description: body.description ?? null,
    keyResults: body.keyResults.map((keyResult, i) => ({
      ...keyResult,
      id: `00000000-0000-4000-8000-00000000000${i}`,
      objectiveId: ID,
      checkIns: [],
      checkInCount: 0,
      createdAt: at,
      updatedAt: at,
    })),
    createdAt: at,
    updatedAt: at,
  };
}

const renderForm = () => renderPage(<ObjectiveCreateForm />, { at: '/okr/new', path: '/okr/new' });
const form = () => screen.getByRole('form', { name: 'New objective' });
const row = (n: number) => screen.getByRole('group', { name: `Key result ${n}` });
const addRow = () => user.click(screen.getByRole('button', { name: 'Add Key Result' }));
const submit = () => user.click(screen.getByRole('button', { name: 'Create Objective' }));

async function typeInto(input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

describe('the new objective form', () => {
  it('adds and removes key result rows, and sends the rows that are left', async () => {
    const api = fakeApi(
      on('POST', OBJECTIVES, (body) => ({ status: 201, body: created(body as CreateObjectiveBody) })),
    );
    renderForm();
    expect(screen.getByText(NONE_YET)).toBeTruthy();

    await addRow();
    await addRow();
    expect(screen.queryByText(NONE_YET)).toBeNull();
    await typeInto(within(row(1)).getByLabelText('Title'), 'Ship the audit portal');
    await typeInto(within(row(2)).getByLabelText('Title'), 'Close 10 enterprise deals');

    await user.click(screen.getByRole('button', { name: 'Remove Key result 1' }));
    expect(screen.queryByRole('group', { name: 'Key result 2' })).toBeNull();
    expect(within(row(1)).getByLabelText<HTMLInputElement>('Title').value).toBe('Close 10 enterprise deals');

    await typeInto(within(row(1)).getByLabelText('Target'), '10');
    await typeInto(within(row(1)).getByLabelText('Unit'), 'deals');
    await typeInto(within(form()).getAllByLabelText('Title')[0], 'Grow enterprise revenue');
    await submit();

    await waitFor(() => expect(location.current).toBe(`/okr/${ID}`));
    expect(api.requests.map((request) => request.body)).toEqual([
      {
        title: 'Grow enterprise revenue',
        description: null,
        keyResults: [{ title: 'Close 10 enterprise deals', current: 0, target: 10, unit: 'deals' }],
      },
    ]);
  });

  it("says what a row lacks at its field, and a removed row's errors go with it", async () => {
    const api = fakeApi();
    renderForm();
    await typeInto(screen.getByLabelText('Title'), 'Grow enterprise revenue');
    await addRow();
    await submit();

    expect(within(row(1)).getByText('Title is required')).toBeTruthy();
    expect(within(row(1)).getByText('Target must be a number')).toBeTruthy();
    expect(document.activeElement).toBe(within(row(1)).getByLabelText('Title'));
    expect(api.requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Key result 1' }));
    await addRow();
    expect(within(row(1)).queryByText('Title is required')).toBeNull();
    expect(within(row(1)).queryByText('Target must be a number')).toBeNull();
  });

  it("shows the server's refusal at the key result's field", async () => {
    fakeApi(
      on(
        'POST',
        OBJECTIVES,
        refusal(400, 'Validation failed', [{ path: 'keyResults.0.target', message: 'Target must not be 0' }]),
      ),
    );
    renderForm();
    await typeInto(screen.getByLabelText('Title'), 'Grow enterprise revenue');
    await addRow();
    await typeInto(within(row(1)).getByLabelText('Title'), 'Close 10 enterprise deals');
    await typeInto(within(row(1)).getByLabelText('Target'), '10');
    await submit();

    expect(await within(row(1)).findByText('Target must not be 0')).toBeTruthy();
    expect(document.activeElement).toBe(within(row(1)).getByLabelText('Target'));
    expect(location.current).toBe('/okr/new');
  });
});
