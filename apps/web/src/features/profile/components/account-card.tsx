import { type Me, normalizeRole } from '@warroom/contracts';
import { Card, Descriptions, Tag } from 'antd';

export function AccountCard({ me }: { me: Me }) {
  const { name, email, role } = me.user;
  return (
    <Card title="Account">
      <Descriptions
        column={1}
        items={[
          { key: 'name', label: 'Name', children: name ? name : <span className="text-secondary">Not set</span> },
          { key: 'email', label: 'Email', children: email },
          { key: 'role', label: 'Role', children: <Tag>{normalizeRole(role)}</Tag> },
        ]}
      />
    </Card>
  );
}
