import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import {
  DomainError,
  ErrorCode,
  INVITATION_EXPIRED,
  INVITATION_NOT_FOUND,
  INVITATION_REVOKED,
  INVITATION_USED,
  InvitationStatus,
} from '@warroom/contracts';
import { LinkPurpose, type LinkToken } from '../links/link-token.entity.js';
import { findLinkToken } from '../links/link-tokens.js';
import { Invitation, statusOf } from './invitation.entity.js';

/**
 * The live invitation a link opens, or why not: 404 for a token never issued, 410 for one
 * already used, 410 'revoked' for one revoked or replaced by a newer invitation, and 410
 * 'expired' for one past its time or replaced by a newer link of the same invitation.
 * With `lock`, the invitation stays locked until the transaction ends (accepting it).
 */
export async function openInvitation(
  em: EntityManager,
  token: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<{ invitation: Invitation; link: LinkToken }> {
  const link = await findLinkToken(em, LinkPurpose.Invitation, token);
  if (!link) throw new DomainError(ErrorCode.NotFound, INVITATION_NOT_FOUND);
  const invitation = await em.findOne(
    Invitation,
    { id: link.subjectId },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
  );
  if (!invitation) throw new DomainError(ErrorCode.NotFound, INVITATION_NOT_FOUND);
  const status = statusOf(invitation);
  if (status === InvitationStatus.Accepted) throw new DomainError(ErrorCode.Gone, INVITATION_USED);
  if (status === InvitationStatus.Revoked) throw new DomainError(ErrorCode.Gone, INVITATION_REVOKED);
  // Past its time, or an older link of an invitation sent again.
  if (status !== InvitationStatus.Pending || link.supersededAt) {
    throw new DomainError(ErrorCode.Gone, INVITATION_EXPIRED);
  }
  return { invitation, link };
}
