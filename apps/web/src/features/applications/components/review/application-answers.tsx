import { type Application, STAGE_OPTIONS } from '@warroom/contracts';
import { Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import './review-answers.css';

const notProvided = <span className="text-secondary">Not provided</span>;

function text(value: string | null): ReactNode {
  return value?.trim() ? <span className="preserve-lines">{value}</span> : notProvided;
}

/** Only http(s) addresses become links. */
function linkedIn(url: string | null): ReactNode {
  if (!url) return notProvided;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return url;
  } catch {
    return url;
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </a>
  );
}

function stageLabel(stage: string | null): ReactNode {
  if (!stage) return notProvided;
  const known = STAGE_OPTIONS.find((option) => option.value === stage);
  return known ? `${known.label} (${known.description})` : stage;
}

function expertiseList(expertise: string[]): ReactNode {
  if (expertise.length === 0) return notProvided;
  return (
    <Flex gap={4} wrap>
      {expertise.map((area) => (
        <Tag key={area}>{area}</Tag>
      ))}
    </Flex>
  );
}

/** Everything the applicant wrote, with the wizard's own questions as labels. */
export function ApplicationAnswers({ application }: { application: Application }) {
  const items: { label: string; value: ReactNode }[] = [
    {
      label: 'Email',
      value: <a href={`mailto:${application.applicantEmail}`}>{application.applicantEmail}</a>,
    },
    { label: 'LinkedIn Profile', value: linkedIn(application.linkedinUrl) },
    { label: 'Why do you want to join the War Room?', value: text(application.whyJoin) },
    { label: 'What challenges are you facing right now?', value: text(application.challenges) },
    { label: 'What are you building?', value: text(application.buildingWhat) },
    { label: 'Tech Stack', value: text(application.techStack) },
    { label: 'Expertise', value: expertiseList(application.expertise) },
    { label: 'Industry', value: text(application.industry) },
    { label: 'Stage', value: stageLabel(application.stage) },
  ];
  if (application.decisionReason) items.push({ label: 'Decision reason', value: text(application.decisionReason) });
  return (
    <dl className="answers">
      {items.map((item) => (
        <div key={item.label} className="answers__item">
          <dt className="text-secondary">{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
