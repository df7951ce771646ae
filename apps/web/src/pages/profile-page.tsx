import { Flex } from 'antd';
import { PageHeader } from '../components/page-header';
import { PageLoader } from '../components/page-loader';
import { useMe } from '../shared/session/use-me';
import { AccountCard } from '../features/profile/components/account-card';
import { ChangePasswordForm } from '../features/profile/components/change-password-form';
import { ProfileEditor } from '../features/members/components/profile-editor';
import { useDocumentTitle } from '../lib/use-document-title';
import '../components/page-header.css';

export function ProfilePage() {
  useDocumentTitle('Profile');
  const { data: me } = useMe();
  if (!me) return <PageLoader />;
  return (
    <Flex vertical gap={24}>
      <PageHeader
        title="Profile"
        subtitle={
          me.completeProfile
            ? 'Complete your profile: your application filled it in; check it and save it.'
            : 'What members see of you, your account and your password.'
        }
      />
      <ProfileEditor userId={me.id} />
      <Flex vertical gap={24} className="page-narrow">
        <AccountCard me={me} />
        <ChangePasswordForm />
      </Flex>
    </Flex>
  );
}
