import type { Member } from '@warroom/contracts';
import { Link } from 'react-router-dom';
import { memberUrl } from '../../../shared/routes';
import { OPEN_TO_LABELS, stageLabel } from '../labels';
import { MemberAvatar } from './member-avatar';
import { MemberMarks } from './member-marks';

/** How many areas of expertise a card shows before '+N'. */
const TOP_EXPERTISE = 3;

/** A member in the directory: initials, name (the link), headline, stage, top expertise and what they are open to. */
export function MemberCard({ member }: { member: Member }) {
  const shown = member.expertise.slice(0, TOP_EXPERTISE);
  const more = member.expertise.length - shown.length;
  return (
    <li className="member-card">
      <div className="member-card__head">
        <MemberAvatar name={member.name} />
        <div className="member-card__who">
          <h2 className="member-card__name">
            <Link to={memberUrl(member.id)} className="member-card__link">
              {member.name ?? 'Unnamed member'}
            </Link>
          </h2>
          {member.headline ? <p className="member-card__headline text-secondary">{member.headline}</p> : null}
        </div>
      </div>
      <div className="member-card__tags">
        {member.stage ? <span className="member-chip member-chip--stage">{stageLabel(member.stage)}</span> : null}
        <MemberMarks member={member} />
        {shown.map((area) => (
          <span key={area} className="member-chip">
            {area}
          </span>
        ))}
        {more > 0 ? <span className="member-chip">+{more}</span> : null}
      </div>
      {member.openTo.length > 0 ? (
        <p className="member-card__open text-secondary">
          Open to {member.openTo.map((offer) => OPEN_TO_LABELS[offer].toLowerCase()).join(', ')}
        </p>
      ) : null}
    </li>
  );
}
