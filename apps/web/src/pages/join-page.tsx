import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '../shared/public/auth-card';
import { JoinPanel } from '../features/invitations/components/join-panel';

/** /join?token=…: the link of an invitation ('Welcome to the War Room', 'You are invited to the War Room'). */
export function JoinPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <AuthCard title="Join the War Room" intro="Choose a password to become a member." links={['memberLogin']}>
      <JoinPanel token={token} />
    </AuthCard>
  );
}
