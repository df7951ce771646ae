import type { ApplicationStatusReply } from '@warroom/contracts';
import { Callout } from '../../../shared/public/callout';
import { CopyableValue } from '../../../shared/public/copy-button';
import { ProgressBar } from '../../../shared/public/progress-bar';
import { STATUS_META } from '../status-meta';
import { StatusTimeline } from './status-timeline';

/** The bar is the badges' green once accepted, their red once refused, the accent on the way. */
function progressColor(status: ApplicationStatusReply['status']): string | undefined {
  if (status === 'ACCEPTED') return 'var(--wr-badge-green)';
  if (status === 'REJECTED') return 'var(--wr-badge-red)';
  return undefined;
}

export function ApplicationStatusCard({ application }: { application: ApplicationStatusReply }) {
  const meta = STATUS_META[application.status];
  return (
    <section className="lp-panel lp-status-card" aria-labelledby="status-card-title">
      <header className="lp-status-card__head">
        <h2 id="status-card-title" className="lp-step-title">
          Your Application
        </h2>
        <span
          className="lp-badge"
          style={{ background: `var(--wr-badge-${meta.color})`, color: `var(--wr-badge-${meta.color}-text)` }}
        >
          {meta.label}
        </span>
      </header>
      <p>{meta.description}</p>
      <div>
        <p className="lp-caption" id="status-progress-label">
          Progress
        </p>
        <ProgressBar
          percent={meta.progress}
          labelledBy="status-progress-label"
          color={progressColor(application.status)}
          showValue
        />
      </div>
      <section aria-label="Timeline">
        <StatusTimeline application={application} />
      </section>
      {application.status === 'ACCEPTED' ? (
        <Callout tone="success" title="Next Steps">
          <p>
            Check your email for onboarding instructions: your welcome pack, the calendar of live sessions and your
            library access are on their way.
          </p>
        </Callout>
      ) : null}
      {application.status === 'WAITLISTED' ? (
        <Callout tone="info" title="You are on the waitlist">
          <p>We will notify you by email when a spot opens.</p>
        </Callout>
      ) : null}
      <div>
        <p className="lp-caption">Application ID</p>
        <CopyableValue id="status-card-id" value={application.id} className="application-id" />
      </div>
    </section>
  );
}
