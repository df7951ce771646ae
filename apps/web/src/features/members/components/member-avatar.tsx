import { initialsOf } from '../labels';

type MemberAvatarProps = { name: string | null; size?: 'small' | 'large' };

/** A member's initials in a brand-tinted circle; the name beside it says who it is, so it is hidden from readers. */
export function MemberAvatar({ name, size = 'small' }: MemberAvatarProps) {
  return (
    <span className={`member-avatar member-avatar--${size}`} aria-hidden>
      {initialsOf(name)}
    </span>
  );
}
