import { type Invitation, InvitationStatus } from '@warroom/contracts';
import { Button, Flex, Popconfirm } from 'antd';

/** A link may be sent again, or revoked, until it is used or revoked (an expired one too). */
const OPEN: ReadonlySet<InvitationStatus> = new Set([InvitationStatus.Pending, InvitationStatus.Expired]);

type InvitationActionsProps = {
  invitation: Invitation;
  /** What is being done to this invitation, if anything. */
  busy: 'resend' | 'revoke' | undefined;
  onResend: (id: string) => void;
  onRevoke: (id: string) => void;
};

/** Resend (a new link; the old one stops working) and Revoke (after a confirmation), while the invitation is open. */
export function InvitationActions({ invitation, busy, onResend, onRevoke }: InvitationActionsProps) {
  if (!OPEN.has(invitation.status)) return null;
  const { id, email } = invitation;
  return (
    <Flex gap={8} wrap>
      <Button
        size="small"
        loading={busy === 'resend'}
        disabled={busy !== undefined}
        aria-label={`Resend the invitation to ${email}`}
        onClick={() => onResend(id)}
      >
        Resend
      </Button>
      <Popconfirm
        title={`Revoke the invitation to ${email}?`}
        description="Its link stops working at once."
        okText="Revoke"
        okButtonProps={{ danger: true }}
        onConfirm={() => onRevoke(id)}
      >
        <Button
          size="small"
          danger
          loading={busy === 'revoke'}
          disabled={busy !== undefined}
          aria-label={`Revoke the invitation to ${email}`}
        >
          Revoke
        </Button>
      </Popconfirm>
    </Flex>
  );
}
