import { useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { PageLoader } from '../../../components/page-loader';
import { useToast } from '../../../shared/toast/use-toast';
import { errorExplanation } from '../../../lib/error-text';
import { useMember } from '../hooks/use-member';
import { useUpdateProfile } from '../hooks/use-update-profile';
import { ProfileForm } from './profile-form';
import '../members.css';

/** One's own profile, loaded, in its form; a save says so and starts the form again from what was saved. */
export function ProfileEditor({ userId }: { userId: string }) {
  const toast = useToast();
  const member = useMember(userId);
  const [saved, setSaved] = useState(0);
  const mutation = useUpdateProfile(() => {
    toast.success('Profile saved', 'Members see your profile as the preview shows it.');
    setSaved((count) => count + 1);
  });
  if (member.isPending) return <PageLoader label="Loading your profile..." />;
  if (member.isError) {
    return (
      <QueryError title="Could not load your profile" error={member.error} onRetry={() => void member.refetch()} />
    );
  }
  return (
    <ProfileForm
      key={saved}
      member={member.data}
      pending={mutation.isPending}
      error={mutation.error}
      onSubmit={(body) =>
        mutation.mutate(body, {
          onError: (error) => toast.error('Could not save your profile', errorExplanation(error)),
        })
      }
    />
  );
}
