import { Flex } from 'antd';
import { PageLoader } from '../components/page-loader';
import { useMe } from '../features/auth/hooks/use-me';
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
      <header>
        <h1 className="page-heading">Profile</h1>
        <p className="text-secondary page-subheading">Your account and password.</p>
      </header>
      <AccountCard me={me} />
      <ChangePasswordForm />
    </Flex>
  );
}
