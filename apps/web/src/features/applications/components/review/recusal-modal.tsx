import type { Application } from '@warroom/contracts';
import { useRecuse } from '../../hooks/use-review-writes';
import { ReasonModal } from './reason-modal';

type RecusalModalProps = { application: Application; open: boolean; onClose: () => void };

/** Asks for the recusal's reason (optional), which every reviewer then reads in the vote panel. */
export function RecusalModal({ application, open, onClose }: RecusalModalProps) {
  const mutation = useRecuse(onClose);
  return (
    <ReasonModal
      open={open}
      title={`Recuse yourself from ${application.applicantName}?`}
      okText="Recuse"
      label="Reason for recusing (optional)"
      extra="Every reviewer of this application reads it beside your name."
      inputId={`recuse-${application.id}-reason`}
      saving={mutation.isPending}
      onOk={(reason) => mutation.mutate({ id: application.id, body: { reason: reason.trim() || undefined } })}
      onCancel={onClose}
    >
      <p>
        {application.myVote ? 'Your vote leaves the tally, and you' : 'You'} cannot vote on this application until you
        undo the recusal.
      </p>
    </ReasonModal>
  );
}
