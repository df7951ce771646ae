import { Flex } from 'antd';
import { PageHeader } from '../components/page-header';
import { PageLoader } from '../components/page-loader';
import { useMe } from '../shared/session/use-me';
import { AccountCard } from '../features/profile/components/account-card';
import { ChangePasswordForm } from '../features/profile/components/change-password-form';
import { useDocumentTitle } from '../lib/use-document-title';
import '../components/page-header.css';

export function ProfilePage() {
  useDocumentTitle('Profile');
  const { data: me } = useMe();
  if (!me) return <PageLoader />;
  return (
    <Flex vertical gap={24} className="page-narrow">
      <PageHeader title="Profile" subtitle="Your account and password." />
      <AccountCard me={me} />
      <ChangePasswordForm />
    </Flex>
  );
}
