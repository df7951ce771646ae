/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { PlainForm } from '../components/plain-form';
import { SchemaTextField } from '../components/schema-fields';
import { HttpError } from './http';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.email('Valid email required'),
});

type Values = { name: string; email: string };

function PersonForm({ onSubmit, error = null }: { onSubmit: (body: Values) => void; error?: Error | null }) {
  const form = useSchemaForm({
    fields: ['name', 'email'] as const,
    idPrefix: 'person',
    initialValues: { name: '', email: '' },
    schema,
    emptyMessages: { email: 'Say where to write to' },
    error,
    onSubmit,
  });
  return (
    <PlainForm label="Person" onSubmit={form.submit}>
      <SchemaTextField form={form} field="name" label="Name" />
      <SchemaTextField form={form} field="email" label="Email" />
      <button type="submit">Save</button>
    </PlainForm>
  );
}

describe('useSchemaForm', () => {
  it("puts the schema's messages at their fields and focuses the first", async () => {
    const onSubmit = jest.fn();
    render(<PersonForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    // Left empty: the form's own words; a value the schema refuses keeps the schema's.
    expect(screen.getByText('Say where to write to')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(screen.getByLabelText('Email'), 'ada');
    expect(screen.queryByText('Say where to write to')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Valid email required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field’s message when it changes, and sends the parsed body', async () => {
    const onSubmit = jest.fn();
    render(<PersonForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.type(screen.getByLabelText('Name'), '  Ada ');
    expect(screen.queryByText('Name is required')).toBeNull();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' });
  });

  it("shows a failed save's field errors at their fields, once per failure", async () => {
    const refused = new HttpError(400, 'Bad Request', '{}', {
      statusCode: 400,
      message: 'Validation failed',
      errors: [{ path: 'email', message: 'A user with this email already exists' }],
    });
    // The form's fields are an inline array, new at every render: the failure is still shown once.
    render(<PersonForm onSubmit={jest.fn()} error={refused} />);
    expect(await screen.findByText('A user with this email already exists')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    // Typing clears it, and nothing brings it back while the failure is the same.
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('A user with this email already exists')).toBeNull();
  });
});
