import { SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { type FormEvent, useEffect, useState } from 'react';

type StatusLookupFormProps = {
  /** The id in the URL. */
  initialId: string;
  loading: boolean;
  onLookup: (id: string) => void;
};

export function StatusLookupForm({ initialId, loading, onLookup }: StatusLookupFormProps) {
  const [value, setValue] = useState(initialId);

  // Back and forward change the id in the URL: show it in the box.
  useEffect(() => setValue(initialId), [initialId]);
  const id = value.trim();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (id) onLookup(id);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Look up an application">
      <Form layout="vertical" component={false}>
        <Form.Item label="Application ID" htmlFor="status-application-id" style={{ marginBottom: 0 }}>
          <Flex gap={8} wrap>
            <Input
              id="status-application-id"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              placeholder="Paste the ID you received after applying"
              autoComplete="off"
              spellCheck={false}
              style={{ flex: '1 1 260px' }}
            />
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} disabled={!id} loading={loading}>
              Check Status
            </Button>
          </Flex>
        </Form.Item>
      </Form>
    </form>
  );
}
