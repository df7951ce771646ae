import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../shared/public/toast';
import { submitApplication } from '../public-api';

export function useSubmitApplication(onSubmitted: (id: string) => void) {
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: ({ id }) => {
      toast.success('Application Submitted!', 'Your application has been received and will be reviewed by our CTOs.');
      onSubmitted(id);
    },
    onError: () => {
      toast.error('Submission Failed', 'There was an error submitting your application. Please try again.');
    },
  });
}
