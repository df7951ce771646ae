/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Initiative } from '@warroom/contracts';
import { renderPage } from '../../../test/render';
import { HttpError } from '../../lib/http';
import { RecordFieldsForm } from '../../shared/records/components/record-fields-form';
import { initiativeFields } from './fields';

const STORED: Initiative = {
  id: '00000000-0000-4000-8000-0000000000a1',
  title: 'SOC 2 Type II audit',
  description: 'Evidence collection and the auditor walkthrough.',
  status: 'IN_PROGRESS',
  rag: 'AMBER',
  startDate: '2026-10-01',
  dueDate: '2027-03-31',
  createdAt: '2026-09-01T08:00:00.000Z',
  updatedAt: '2026-09-02T08:00:00.000Z',
};

function renderCreate(onSubmit = jest.fn(), error: Error | null = null) {
  renderPage(
    <RecordFieldsForm
      fields={initiativeFields}
      idPrefix="new-initiative"
      label="New initiative"
      submitLabel="Create Initiative"
      failedTitle="The initiative was not created"
      pending={false}
      error={error}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const user = userEvent.setup({ delay: null });

/** Types a day into a date field from the keyboard (its calendar stays closed) and leaves it. */
async function typeDay(label: string, day: string) {
  await user.clear(screen.getByLabelText(label));
  if (day) await user.keyboard(day);
  await user.tab();
}

describe("the initiatives' field table, in the form", () => {
  it('shows its fields in order, with their labels', () => {
    renderCreate();
    const form = screen.getByRole('form', { name: 'New initiative' });
    const labels = within(form)
      .getAllByText(/^(Title|Description|Status|RAG|Start Date|Due Date)$/)
      .map((label) => label.textContent);
    expect(labels).toEqual(['Title', 'Description', 'Status', 'RAG', 'Start Date', 'Due Date']);
  });

  it('says what is missing at its field and focuses it', async () => {
    const onSubmit = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Create Initiative' }));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a start after the due date at the start date, with the contract's words", async () => {
    const onSubmit = renderCreate();
    await user.click(screen.getByLabelText('Title'));
    await user.paste('Quarterly planning');
    await typeDay('Start Date', '2027-03-01');
    await typeDay('Due Date', '2027-02-01');
    await user.click(screen.getByRole('button', { name: 'Create Initiative' }));
    expect(screen.getByText('Start date must be on or before the due date')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Start Date'));
    expect(onSubmit).not.toHaveBeenCalled();

    await typeDay('Start Date', '2027-01-15');
    expect(screen.queryByText('Start date must be on or before the due date')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Initiative' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Quarterly planning',
      description: null,
      status: 'BACKLOG',
      rag: 'GREEN',
      startDate: '2027-01-15',
      dueDate: '2027-02-01',
    });
  });

  it("shows the server's refusal at its field", () => {
    const refused = new HttpError(400, 'Bad Request', '{}', {
      statusCode: 400,
      message: 'Validation failed',
      errors: [{ path: 'startDate', message: 'Start date must be on or before the due date' }],
    });
    renderCreate(jest.fn(), refused);
    const explain = document.querySelector('#new-initiative-startDate')?.closest('.ant-form-item');
    expect(explain?.textContent).toContain('Start date must be on or before the due date');
  });
});

describe('an initiative edited with its field table', () => {
  function renderEdit() {
    const onSubmit = jest.fn();
    const onUnchanged = jest.fn();
    renderPage(
      <RecordFieldsForm
        fields={initiativeFields}
        idPrefix="edit-initiative"
        label="Edit initiative"
        initial={STORED}
        submitLabel="Save Changes"
        failedTitle="The initiative was not saved"
        pending={false}
        error={null}
        onSubmit={onSubmit}
        onUnchanged={onUnchanged}
      />,
    );
    return { onSubmit, onUnchanged };
  }

  it("starts from the record's values", () => {
    renderEdit();
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('SOC 2 Type II audit');
    expect(screen.getByLabelText<HTMLInputElement>('Start Date').value).toBe('2026-10-01');
    expect(screen.getByLabelText<HTMLInputElement>('Due Date').value).toBe('2027-03-31');
  });

  it('sends only what changed, and a day emptied as null', async () => {
    const { onSubmit } = renderEdit();
    await typeDay('Start Date', '');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith({ startDate: null });
  });

  it('sends nothing when nothing changed', async () => {
    const { onSubmit, onUnchanged } = renderEdit();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onUnchanged).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
