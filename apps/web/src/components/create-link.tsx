import { PlusOutlined } from '@ant-design/icons';
import { LinkButton } from './link-button';

export type CreateLinkProps = { to: string; label: string };

/** The primary link to a create page: 'New Decision', or 'Create Decision' under an empty list. */
export function CreateLink({ to, label }: CreateLinkProps) {
  return (
    <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={to}>
      {label}
    </LinkButton>
  );
}
