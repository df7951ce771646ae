import { EventTypes } from '@warroom/contracts';
import { AutoComplete, Button, Flex, Form, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import type { AuditLogFilters as Filters } from '../../../app/query-keys';
import '../admin.css';

const ACTION_OPTIONS = Object.values(EventTypes).map((action) => ({ value: action }));
export const NO_AUDIT_FILTERS: Filters = { action: '', actor: '', entity: '' };

type AuditLogFiltersProps = { value: Filters; onApply: (filters: Filters) => void };

/** Action, actor email and entity, each an exact match (an entity kind such as `Application` matches all of them). */
export function AuditLogFilters({ value, onApply }: AuditLogFiltersProps) {
  const [draft, setDraft] = useState<Filters>(value);
  const change = (field: keyof Filters, next: string) => setDraft((current) => ({ ...current, [field]: next }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ action: draft.action.trim(), actor: draft.actor.trim(), entity: draft.entity.trim() });
  };

  const clear = () => {
    setDraft(NO_AUDIT_FILTERS);
    onApply(NO_AUDIT_FILTERS);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Filter the audit log" className="audit-filters">
      <Form layout="vertical" component={false}>
        <Flex gap={12} wrap align="end">
          <Form.Item label="Action" htmlFor="audit-filter-action" className="audit-filters__field">
            <AutoComplete
              id="audit-filter-action"
              options={ACTION_OPTIONS}
              value={draft.action}
              onChange={(next: string) => change('action', next)}
              placeholder="e.g. application.voted"
              filterOption={(input, option) => option?.value.includes(input.trim()) ?? false}
            />
          </Form.Item>
          <Form.Item label="Actor" htmlFor="audit-filter-actor" className="audit-filters__field">
            <Input
              id="audit-filter-actor"
              type="email"
              value={draft.actor}
              onChange={(event) => change('actor', event.target.value)}
              placeholder="Email address"
            />
          </Form.Item>
          <Form.Item label="Entity" htmlFor="audit-filter-entity" className="audit-filters__field">
            <Input
              id="audit-filter-entity"
              value={draft.entity}
              onChange={(event) => change('entity', event.target.value)}
              placeholder="e.g. User or Application:<id>"
            />
          </Form.Item>
          <Form.Item className="audit-filters__buttons">
            <Flex gap={8}>
              <Button type="primary" htmlType="submit">
                Filter
              </Button>
              <Button onClick={clear}>Clear</Button>
            </Flex>
          </Form.Item>
        </Flex>
      </Form>
    </form>
  );
}
