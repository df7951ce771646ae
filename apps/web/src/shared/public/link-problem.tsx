import { Link } from 'react-router-dom';
import { Callout } from './callout';

/** What a kind of emailed link says when it does not work, and the way on (a new link, or signing in). */
export type LinkKind = {
  /** Said of a token never issued (404) or that cannot be one. */
  unknown: string;
  description: string;
  to: string;
  action: string;
};

/**
 * An emailed link that does not work: why (`title`, the server's message for a used, expired or
 * revoked link; the kind's `unknown` text unless told), and the way on.
 */
export function LinkProblem({ title, unknown, description, to, action }: LinkKind & { title?: string }) {
  return (
    <Callout tone="warning" role="alert" title={title ?? unknown}>
      <p>{description}</p>
      <Link to={to} className="lp-button lp-button--primary">
        {action}
      </Link>
    </Callout>
  );
}
