import type { Application, ApplicationStatus } from '@warroom/contracts';
import { useState } from 'react';
import { statusBadgeText } from '../../status-meta';
import { isShortOfVotes } from '../../vote-meta';
import { ReasonModal } from './reason-modal';
import { ShortOfVotes } from './short-of-votes';

type DecisionReasonModalProps = {
  /** The decision being made; the modal is open while it is set. */
  status: ApplicationStatus | undefined;
  application: Pick<Application, 'id' | 'applicantName' | 'voteTally' | 'votesRequired'>;
  saving: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/**
 * Asks for the decision reason sent with ACCEPTED, REJECTED or WAITLISTED; with fewer votes
 * than required it first shows the tally and asks to go on (the server allows it all the same).
 */
export function DecisionReasonModal({ status, application, saving, onConfirm, onCancel }: DecisionReasonModalProps) {
  const [goingOn, setGoingOn] = useState(false);
  const confirming = isShortOfVotes(application) && !goingOn;
  return (
    <ReasonModal
      open={status !== undefined}
      title={status ? `Set ${application.applicantName} to ${statusBadgeText(status)}` : undefined}
      okText={confirming ? 'Decide Anyway' : 'Update Status'}
      label="Decision reason"
      extra="Shown to the applicant on their status page."
      inputId={`decision-${application.id}-reason`}
      saving={saving && !confirming}
      showField={!confirming}
      onOk={(reason) => (confirming ? setGoingOn(true) : onConfirm(reason))}
      onCancel={onCancel}
      afterClose={() => setGoingOn(false)}
    >
      {confirming ? <ShortOfVotes application={application} /> : null}
    </ReasonModal>
  );
}
