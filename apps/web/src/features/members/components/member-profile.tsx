import { LinkedinOutlined, MailOutlined } from '@ant-design/icons';
import { type Member, normalizeRole } from '@warroom/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format-date';
import { OPEN_TO_LABELS } from '../labels';
import { MemberAvatar } from './member-avatar';
import { MemberMarks } from './member-marks';
import { StagePath } from './stage-path';

/** What the profile shows; the preview on /profile gives the form's values as they are typed. */
export type ProfileView = Omit<Member, 'id' | 'joinedAt' | 'completeProfile'> & { joinedAt?: string };

type MemberProfileProps = {
  member: ProfileView;
  /** The page's own heading (the member's page), or a heading under the page's (the preview). */
  nameLevel: 1 | 2;
};

/** Only http and https links are drawn as links: the server refuses others, and the page never trusts that alone. */
function safeUrl(url: string | null): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

function Section({ title, level, children }: { title: string; level: 2 | 3; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="member-profile__section">
      <Heading className="member-profile__section-title">{title}</Heading>
      {children}
    </section>
  );
}

/**
 * A member as the directory shows them: who they are, the path with their stage marked, their
 * expertise and industry, what they are open to, their bio and how to reach them. Nothing of
 * their application beyond these fields is in the profile (PRODUCT.md section 16).
 */
export function MemberProfile({ member, nameLevel }: MemberProfileProps) {
  const Name = nameLevel === 1 ? 'h1' : 'h2';
  const level = nameLevel === 1 ? 2 : 3;
  const linkedin = safeUrl(member.linkedinUrl);
  const place = [member.company, member.location].filter(Boolean).join(' · ');
  return (
    <article className="member-profile">
      <div className="member-profile__head">
        <MemberAvatar name={member.name} size="large" />
        <div className="member-profile__who">
          <Name className="member-profile__name">{member.name ?? 'Unnamed member'}</Name>
          {member.headline ? <p className="member-profile__headline">{member.headline}</p> : null}
          {place ? <p className="text-secondary member-profile__place">{place}</p> : null}
          <div className="member-card__tags">
            <Tag>{normalizeRole(member.role)}</Tag>
            <MemberMarks member={member} />
          </div>
        </div>
      </div>
      <Section title="Path" level={level}>
        <StagePath stage={member.stage} since={member.stageSince} />
      </Section>
      {member.expertise.length > 0 || member.industry ? (
        <Section title="Expertise" level={level}>
          <div className="member-card__tags">
            {member.expertise.map((area) => (
              <span key={area} className="member-chip">
                {area}
              </span>
            ))}
          </div>
          {member.industry ? (
            <p className="member-profile__industry text-secondary">Industry: {member.industry}</p>
          ) : null}
        </Section>
      ) : null}
      {member.openTo.length > 0 ? (
        <Section title="Open to" level={level}>
          <div className="member-card__tags">
            {member.openTo.map((offer) => (
              <span key={offer} className="member-chip member-chip--stage">
                {OPEN_TO_LABELS[offer]}
              </span>
            ))}
          </div>
        </Section>
      ) : null}
      {member.bio ? (
        <Section title="About" level={level}>
          <p className="member-profile__bio">{member.bio}</p>
        </Section>
      ) : null}
      {linkedin || member.email ? (
        <Section title="Contact" level={level}>
          <ul className="member-profile__contact">
            {linkedin ? (
              <li>
                <LinkedinOutlined aria-hidden />{' '}
                <a href={linkedin} target="_blank" rel="noopener noreferrer nofollow">
                  LinkedIn
                </a>
              </li>
            ) : null}
            {member.email ? (
              <li>
                <MailOutlined aria-hidden /> <a href={`mailto:${member.email}`}>{member.email}</a>
              </li>
            ) : null}
          </ul>
        </Section>
      ) : null}
      {member.joinedAt ? (
        <p className="text-secondary member-profile__joined">Joined {formatDate(member.joinedAt)}</p>
      ) : null}
    </article>
  );
}
