import type { Member } from '@warroom/contracts';

/** What only its owner and the admins see of a profile: that others cannot find it, or that the account is closed. */
export function MemberMarks({ member }: { member: Pick<Member, 'visibility' | 'active'> }) {
  return (
    <>
      {member.visibility === 'HIDDEN' ? <span className="member-chip member-chip--mark">Hidden</span> : null}
      {member.active ? null : <span className="member-chip member-chip--mark">Deactivated</span>}
    </>
  );
}
