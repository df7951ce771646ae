/**
 * The landing page copy. Kept apart from @warroom/contracts on purpose: importing it here
 * would pull zod into the landing page's bundle.
 */
export const PRICE_PER_MONTH = '$97';
export const MEMBER_COUNT = '65+';

export type Pillar = { name: string; headline: string; body: string };

export const PILLARS: readonly Pillar[] = [
  {
    name: 'Access',
    headline: 'A seat at the table',
    body: 'Direct lines to 65+ CTOs who have shipped, scaled and sold. Ask the question you cannot ask your team, your board or your CEO, and hear from someone who has already lived the answer.',
  },
  {
    name: 'Audit',
    headline: 'An honest second opinion',
    body: 'Bring your architecture, your org design, your roadmap or your board deck. Peers pressure-test it before the market does: no vendor pitch, no politics, no flattery.',
  },
  {
    name: 'Ascend',
    headline: 'The path to the top seat',
    body: 'Learn the half of the job engineering never taught you: the P&L, fundraising, pricing, hiring executives and owning the number. Then take the seat.',
  },
];

export type Benefit = { title: string; body: string };

export const BENEFITS: readonly Benefit[] = [
  {
    title: 'Live cadences',
    body: 'Weekly hot seats, monthly strategy rooms and quarterly planning sessions on a calendar you can build your quarter around. Every session is recorded.',
  },
  {
    title: 'Vetted network',
    body: 'Every member is reviewed and voted in by resident CTOs. No recruiters, no vendors, no tourists: only operators who carry real responsibility.',
  },
  {
    title: 'Complete library',
    body: 'Every course, SOP, template and session recording, open from your first day and kept current as members add what works for them.',
  },
  {
    title: 'The transformation path',
    body: 'A clear route from leading engineers to leading companies, with the milestones, peers and playbooks for each stage.',
  },
];

export type Cadence = { rhythm: string; name: string; detail: string };

export const CADENCES: readonly Cadence[] = [
  { rhythm: 'Weekly', name: 'Hot seat', detail: "One member's hardest problem, worked live by the room." },
  { rhythm: 'Monthly', name: 'Strategy room', detail: 'Markets, money and the board, from the CEO chair.' },
  {
    rhythm: 'Quarterly',
    name: 'Planning intensive',
    detail: "Set next quarter's objectives with peers who push back.",
  },
  { rhythm: 'Always on', name: 'Members channel', detail: 'Ask at 11 pm, hear from three CTOs by breakfast.' },
];

export type PathStage = { name: string; focus: string };

export const PATH_STAGES: readonly PathStage[] = [
  { name: 'Careerist', focus: 'Building my career' },
  { name: 'Founder', focus: 'Building my company' },
  { name: 'Sovereign', focus: 'Building my empire' },
  { name: 'Kingsman', focus: 'Building my legacy' },
];

export type LibraryEntry = { title: string; summary: string; format: string };

export const COURSES: readonly LibraryEntry[] = [
  {
    title: 'CTO to CEO: The Operating Shift',
    summary: 'From shipping software to owning outcomes: the mindset, the calendar and the metrics of the top seat.',
    format: '8 modules',
  },
  {
    title: 'Board-Ready Engineering',
    summary: 'Report engineering in the language of the board: risk, leverage, cost and speed.',
    format: '6 modules',
  },
  {
    title: 'Fundraising for Technical Leaders',
    summary: 'Tell the technical story investors buy, get through diligence and read a term sheet.',
    format: '7 modules',
  },
  {
    title: 'Engineering Economics',
    summary: 'Unit costs, cloud spend, build versus buy and the margins your architecture creates.',
    format: '5 modules',
  },
  {
    title: 'Building the Leadership Bench',
    summary: 'Hire, grow and keep the VPs and directors who let you step up.',
    format: '6 modules',
  },
  {
    title: 'Technical Due Diligence for M&A',
    summary: 'Run, or come through, the diligence that decides whether a deal closes.',
    format: '4 modules',
  },
];

export const SOPS: readonly LibraryEntry[] = [
  {
    title: 'Quarterly OKR planning',
    summary: 'From company goals to team key results in one week.',
    format: 'SOP + template',
  },
  {
    title: 'Architecture decision records',
    summary: 'Propose, review and supersede decisions in writing.',
    format: 'SOP + template',
  },
  {
    title: 'Incident review and postmortem',
    summary: 'Blameless reviews that end in owned actions.',
    format: 'SOP + checklist',
  },
  {
    title: 'Senior engineering hiring loop',
    summary: 'A structured loop with scorecards that predict performance.',
    format: 'SOP + scorecards',
  },
  {
    title: 'Build versus buy evaluation',
    summary: 'Score vendors and internal options on total cost and risk.',
    format: 'SOP + worksheet',
  },
  {
    title: 'Weekly leadership metrics review',
    summary: 'Delivery, reliability, cost and people on one page.',
    format: 'SOP + dashboard',
  },
  {
    title: 'Board meeting preparation',
    summary: 'The engineering section of the deck, and the questions to expect.',
    format: 'SOP + deck outline',
  },
  {
    title: 'Engineering budget and headcount plan',
    summary: 'Tie every hire and every cloud dollar to a business outcome.',
    format: 'SOP + model',
  },
];

export type AcceptanceStep = { name: string; body: string };

/** How an application becomes a membership (SPEC.md and PRODUCT.md sections 8, 9 and 11, in the landing's voice). */
export const ACCEPTANCE_STEPS: readonly AcceptanceStep[] = [
  {
    name: 'Apply',
    body: 'Three short steps: who you are, what you are working through, and the stack and expertise you bring. You get an application ID and an email with a link to your status.',
  },
  {
    name: 'Review',
    body: 'Resident CTOs read every application. Each votes to approve, reject or abstain, with a reason, without seeing the others’ votes first. Anyone too close to you steps aside.',
  },
  {
    name: 'Decision',
    body: 'Once the votes are in, the admins decide: accepted, waitlisted or not accepted, with the reason. Your status page and your inbox say so as soon as it is made.',
  },
  {
    name: 'Join',
    body: 'Accepted? Your welcome email holds a personal invitation link, valid for seven days. Choose a password and you are in the room.',
  },
];

export type Question = { question: string; answer: string };

export const FAQ: readonly Question[] = [
  {
    question: 'Who is the War Room for?',
    answer:
      'Sitting CTOs and VPs of Engineering who want the CEO seat, or who already have it and want peers who understand both halves of the job.',
  },
  {
    question: 'How long does a decision take?',
    answer:
      'As long as it takes enough resident CTOs to read it and vote. Your status page shows each step as it happens: submitted, under review, in voting, decided.',
  },
  {
    question: 'Who sees my application?',
    answer:
      'Only the resident CTOs, CEOs and admins who review it. It is never shared outside the review, and nobody else can look it up without your application ID.',
  },
  {
    question: 'What does membership cost?',
    answer: `${PRICE_PER_MONTH} a month, cancel anytime. There is nothing to pay to apply.`,
  },
  {
    question: 'I was waitlisted or not accepted. Can I apply again?',
    answer:
      'Yes. Read the reason you were given, give it a quarter of real progress, and apply again with what changed.',
  },
  {
    question: 'I lost my application ID.',
    answer:
      'It is in the email we sent when you applied: the link in it opens your status page. Nobody can look it up for you, by design.',
  },
];
