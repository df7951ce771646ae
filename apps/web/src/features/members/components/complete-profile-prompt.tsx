import type { Me } from '@warroom/contracts';
import { Alert, Button, Flex } from 'antd';
import { LinkButton } from '../../../components/link-button';
import { ROUTES } from '../../../shared/routes';
import { useUpdateProfile } from '../hooks/use-update-profile';

/**
 * 'Complete your profile', offered after joining (PRODUCT.md section 16) until the member saves
 * their profile or says 'Later' (an empty save, which the server takes as seen).
 */
export function CompleteProfilePrompt({ me }: { me: Me }) {
  const later = useUpdateProfile();
  if (!me.completeProfile) return null;
  return (
    <Alert
      type="info"
      showIcon
      title="Complete your profile"
      description="Your application filled in your headline, expertise and stage. Check them, add a bio and say what you are open to, so members can find you."
      action={
        <Flex gap={8} wrap>
          <LinkButton to={ROUTES.profile} type="primary">
            Complete your profile
          </LinkButton>
          <Button loading={later.isPending} onClick={() => later.mutate({})}>
            Later
          </Button>
        </Flex>
      }
    />
  );
}
