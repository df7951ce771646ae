import { randomUUID } from 'node:crypto';
import {
  applicationOps,
  Role,
  type ApplicationStatus,
  type Caller,
  type SubmitApplicationBody,
} from '@warroom/contracts';
import { applicationBody, connectedForTests, ServiceUnderTest, type OutboxEntry } from '@warroom/testing';

export type { OutboxEntry };

/**
 * The applications service of the shared jest stack without the gateway (`ServiceUnderTest`),
 * with the steps its specs share: submitting an application and deciding on it.
 */
export class ApplicationsUnderTest extends ServiceUnderTest {
  static async connect(): Promise<ApplicationsUnderTest> {
    const [nc, pool] = await ServiceUnderTest.open('applications');
    return new ApplicationsUnderTest('applications', nc, pool);
  }

  /** A new application (a valid body with a unique email, with `overrides`): its id. */
  async submit(overrides: Partial<SubmitApplicationBody> = {}): Promise<string> {
    return (await this.call(applicationOps.submit, { body: applicationBody(overrides) })).id;
  }

  /** An admin sets the application's status. */
  setStatus(id: string, status: ApplicationStatus, decisionReason?: string) {
    return this.call(applicationOps.changeStatus, { caller: ADMIN, params: { id }, body: { status, decisionReason } });
  }

  /** The events of one application in the outbox, oldest first. */
  applicationEvents(applicationId: string): Promise<OutboxEntry[]> {
    return this.events(`Application:${applicationId}`);
  }
}

/** A signed-in caller as the gateway sends it: someone new, of `role`. */
export function reviewer(role: Role = Role.Cto, name = 'Test Reviewer'): Caller {
  const id = randomUUID();
  return { id, email: `${role.toLowerCase()}-${id.slice(0, 8)}@test.warroom.dev`, name, role, sessionId: randomUUID() };
}

export const ADMIN = reviewer(Role.Admin, 'Test Admin');

/** The service for the tests of a describe block: connected before them, closed after. */
export const applicationsForTests = (): ApplicationsUnderTest => connectedForTests(ApplicationsUnderTest.connect);
