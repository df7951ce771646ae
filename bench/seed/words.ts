/** The words seeded applications, votes and comments are made of. */
import { Stage, VoteValue, type ApplicationStatus, type INDUSTRY_OPTIONS } from '@warroom/contracts';

export type Industry = (typeof INDUSTRY_OPTIONS)[number];

/** How often each status, industry, stage and vote is drawn. */
export const STATUS_WEIGHTS: Readonly<Record<ApplicationStatus, number>> = {
  SUBMITTED: 30,
  UNDER_REVIEW: 18,
  VOTING: 12,
  ACCEPTED: 16,
  REJECTED: 16,
  WAITLISTED: 8,
};
export const INDUSTRY_WEIGHTS: Readonly<Record<Industry, number>> = {
  'B2B SaaS': 24,
  B2C: 8,
  'E-commerce': 9,
  FinTech: 14,
  HealthTech: 9,
  EdTech: 5,
  MarketPlace: 6,
  Enterprise: 12,
  DeepTech: 5,
  Other: 8,
};
export const STAGE_WEIGHTS: Readonly<Record<Stage, number>> = {
  CAREERIST: 40,
  FOUNDER: 35,
  SOVEREIGN: 18,
  KINGSMAN: 7,
};
export const VOTE_WEIGHTS: Readonly<Record<VoteValue, number>> = { APPROVE: 6, REJECT: 3, ABSTAIN: 1 };
export const STAGES: readonly Stage[] = Object.values(Stage);
export const VOTES: readonly VoteValue[] = Object.values(VoteValue);

export const ROLES = [
  'CTO',
  'VP Engineering',
  'Head of Engineering',
  'Co-founder & CTO',
  'Chief Architect',
  'Engineering Director',
];
export const FIRST = [
  'Ada',
  'Grace',
  'Linus',
  'Margaret',
  'Ken',
  'Barbara',
  'Dennis',
  'Frances',
  'Guido',
  'Radia',
  'Brendan',
  'Katherine',
  'Yukihiro',
  'Hedy',
  'Bjarne',
  'Anita',
];
export const LAST = [
  'Lovelace',
  'Hopper',
  'Torvalds',
  'Hamilton',
  'Thompson',
  'Liskov',
  'Ritchie',
  'Allen',
  'van Rossum',
  'Perlman',
  'Eich',
  'Johnson',
  'Matsumoto',
  'Lamarr',
  'Stroustrup',
  'Borg',
];
export const COMPANY_A = ['North', 'Blue', 'Iron', 'Bright', 'Quantum', 'Silver', 'Rapid', 'Deep', 'Open', 'Clear'];
export const COMPANY_B = ['Labs', 'Systems', 'Works', 'Cloud', 'Data', 'Logic', 'Health', 'Pay', 'Grid', 'Stack'];
export const CUSTOMERS = ['SMBs', 'hospitals', 'banks', 'retailers', 'developers'];
export const TECH_STACKS = [
  'TypeScript, PostgreSQL',
  'Go, Kafka, Kubernetes',
  'Python, Django, AWS',
  'Kotlin, Spring, GCP',
  'Rust, ClickHouse',
];
export const DECISION_REASONS = [
  'Strong fit',
  'Not enough leadership scope yet',
  'Great references',
  'Reapply next year',
];
export const WHY = [
  'I want to learn how to move from running engineering to running the company, with peers who did it.',
  'Our board expects me to speak about margins and growth, and I need people who have been in that room.',
  'I am scaling a team from twenty to a hundred engineers and want to avoid the mistakes others already made.',
  'Technical leadership is lonely at the top; a group of CTOs who share their numbers honestly would help me.',
  'I am preparing for a Series B and want to understand how other technical founders structured their org.',
];
export const CHALLENGES = [
  'Board communication, hiring executives and owning the P&L for the first time.',
  'Balancing platform investment against feature pressure from sales while the team doubles.',
  'Moving a monolith to services without stopping delivery, and keeping on-call humane.',
  'Building a security program for enterprise customers with a team of four.',
];
export const COMMENTS = [
  'Strong operator, clear thinking about the business side.',
  'Would like to hear more about their team size and scope.',
  'Great fit for the founder track.',
  'Referred by a current member; spoke with them last week.',
  'Experience looks more hands-on than leadership so far.',
];

/** Members' names: more of them than the applicants', so that 10,000 members are not 256 names. */
export const GIVEN_NAMES = [
  ...FIRST,
  'Aisha',
  'Carlos',
  'Chen',
  'Dmitri',
  'Elena',
  'Fatima',
  'Hiroshi',
  'Ines',
  'Jonas',
  'Kwame',
  'Leila',
  'Mateo',
  'Nadia',
  'Olga',
  'Priya',
  'Rahul',
  'Sofia',
  'Tomás',
  'Uma',
  'Wei',
  'Yara',
  'Zoë',
];
export const FAMILY_NAMES = [
  ...LAST,
  'Adeyemi',
  'Bauer',
  'Costa',
  'Dubois',
  'Eriksson',
  'Fernández',
  'García',
  'Haddad',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'Nakamura',
  'Okafor',
  'Patel',
  'Rossi',
  'Schmidt',
  'Singh',
  'Tanaka',
  'Walker',
  'Zhang',
];
/** What a member's headline says they do. */
export const MEMBER_ROLES = [
  ...ROLES,
  'Founder & CEO',
  'Head of Platform',
  'VP Infrastructure',
  'Staff Engineer',
  'Principal Engineer',
  'Director of Data',
  'Fractional CTO',
];
/** What a member's headline says they work on. */
export const FOCUS = [
  'building payments infrastructure',
  'scaling data platforms',
  'cloud infrastructure and cost',
  'machine learning in production',
  'developer experience',
  'security and compliance',
  'marketplaces and growth',
  'mobile apps at scale',
  'hiring and growing engineering leaders',
];
export const CITIES = [
  'Berlin',
  'London',
  'Lisbon',
  'Amsterdam',
  'Paris',
  'Stockholm',
  'Warsaw',
  'Tel Aviv',
  'Dubai',
  'Bangalore',
  'Singapore',
  'Tokyo',
  'Sydney',
  'Toronto',
  'New York',
  'San Francisco',
  'Austin',
  'São Paulo',
  'Lagos',
  'Nairobi',
];
/** Sentences a member's bio is made of (one to three of them). */
export const BIO_SENTENCES = [
  'Twenty years in software, the last eight leading engineering teams through hypergrowth.',
  'I took our product from a single Rails monolith to a set of services that survive Black Friday.',
  'Previously led infrastructure at a unicorn, where we cut cloud spend by 40% without slowing delivery.',
  'I care about humane on-call, boring technology and writing things down.',
  'Second-time founder; the first company was acquired, the second is growing.',
  'Happy to talk about building data teams, hiring your first engineering managers or preparing for due diligence.',
  'I advise early-stage founders on architecture and on when not to build a platform.',
  'Speaker at QCon and LeadDev on engineering culture and technical strategy.',
  'Angel investor in B2B SaaS and developer tools.',
  'Currently figuring out how to run a P&L after years of running sprints.',
  'Ask me about SOC 2, ISO 27001 and selling to banks.',
  'Building the team behind the machine learning in our product.',
];
