/** Submissions through the gateway under load: the write path, and changes for the event path. */
import { applicationBody } from '@warroom/testing';
import { load } from '../lib/http.ts';
import type { Results } from '../lib/results.ts';
import type { RunContext } from './context.ts';
import { nextAddress } from './reads.ts';

const SUBMIT = '/api/applications/submit';

/** Application `n` of this run, with an email no other run uses. */
function benchApplication(n: number): string {
  const tag = `${process.pid}-${Date.now().toString(36)}-${n}`;
  return JSON.stringify(
    applicationBody({
      applicantName: `Bench Applicant ${n}`,
      applicantEmail: `bench-${tag}@example.com`,
      currentCompany: `Company ${n % 500}`,
    }),
  );
}

export async function submitLoad(ctx: RunContext, baseUrl: string): Promise<NonNullable<Results['http']>['submit']> {
  let n = 0;
  const headers = { 'content-type': 'application/json' };
  const submit = await load({
    baseUrl,
    method: 'POST',
    path: SUBMIT,
    headers,
    requests: [
      {
        method: 'POST',
        path: SUBMIT,
        headers,
        setupRequest: (req) => ({
          ...req,
          body: benchApplication(n++),
          headers: { ...req.headers, 'x-forwarded-for': nextAddress() },
        }),
      },
    ],
    ...ctx.options.config.http,
  });
  ctx.log(
    `product POST ${SUBMIT}: ${submit.rps} req/s, p50 ${submit.p50} ms, p99 ${submit.p99} ms, errors ${submit.errors}, non-2xx ${submit.non2xx}`,
  );
  ctx.check(submit.status2xx > 0 || ctx.options.smoke, 'submit: no request succeeded');
  return { label: `POST ${SUBMIT}`, ...submit };
}
