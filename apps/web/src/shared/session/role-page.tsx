import { normalizeRole, type Role } from '@warroom/contracts';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { PermissionNotice } from '../../components/permission-notice';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMe } from './use-me';

type RolePageProps = {
  /** The page's heading and the tab's title. */
  title: string;
  subtitle?: string;
  /** Who may use the screen (an unknown role counts as MEMBER). */
  roles: readonly Role[];
  /** What anyone else reads instead; nothing else is requested for them. */
  refusal: string;
  /** The subtitle stays above the refusal, unless told. */
  subtitleWhenRefused?: boolean;
  children: (me: { id: string; role: Role }) => ReactNode;
};

/** A signed-in screen for some roles only: its header, then the screen, or why the user may not use it. */
export function RolePage({ title, subtitle, roles, refusal, subtitleWhenRefused = true, children }: RolePageProps) {
  useDocumentTitle(title);
  const { data: me } = useMe();
  if (!me) return <PageLoader />;
  const role = normalizeRole(me.role);
  const allowed = roles.includes(role);
  return (
    <Flex vertical gap={24}>
      <PageHeader title={title} subtitle={allowed || subtitleWhenRefused ? subtitle : undefined} />
      {allowed ? children({ id: me.id, role }) : <PermissionNotice message={refusal} />}
    </Flex>
  );
}
