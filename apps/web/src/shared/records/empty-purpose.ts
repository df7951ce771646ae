/**
 * What each portal list is for, under SPEC.md's empty text ('No initiatives yet'), so an empty
 * screen says why one would add the first and how (issue 20).
 */
const PURPOSES: Record<string, string> = {
  objectives: 'Objectives say where the company is going this quarter; their key results measure the way there.',
  initiatives:
    'Initiatives are the projects that move the objectives, each with an owner, a due date and a RAG status.',
  decisions:
    'Architectural decision records keep the context, the choice and its consequences, so the why is never lost.',
  metrics: 'Metrics are the numbers leadership steers by; add data points over time to see the trend.',
  meetings: 'Meetings keep the agenda, the attendees and the notes of leadership sessions in one place.',
  documents: 'Documents hold the playbooks, plans and notes the team writes in markdown.',
};

/** The purpose of a list and how to start it: the button below for writers, someone who can for readers. */
export function emptyPurposeOf(many: string, canCreate: boolean): string | undefined {
  const purpose = PURPOSES[many];
  if (!purpose) return undefined;
  return canCreate
    ? `${purpose} Start with the first one.`
    : `${purpose} A CTO, CEO or admin adds them; they will show here.`;
}
