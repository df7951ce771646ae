import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { SUBJECTS, type EmailMessage, type Links } from '../messages.js';

/** The product's look, as mail clients can show it: inline styles, the brand's amber on white. */
export const palette = {
  brand: '#b45309',
  ink: '#111827',
  muted: '#4b5563',
  page: '#f5f6f8',
  card: '#ffffff',
  rule: '#e5e7eb',
  quote: '#fffbeb',
};

const text = { color: palette.ink, fontSize: '16px', lineHeight: '26px', margin: '0 0 16px' };
/** The message's card, on the page's grey. */
const card = {
  backgroundColor: palette.card,
  border: `1px solid ${palette.rule}`,
  borderRadius: '8px',
  padding: '32px',
};
/** A decision's reason, set apart. */
const quote = {
  backgroundColor: palette.quote,
  borderLeft: `4px solid ${palette.brand}`,
  padding: '12px 16px',
  margin: '0 0 16px',
};

type LayoutProps = {
  message: EmailMessage;
  links: Links;
  /** The line a client shows beside the subject in the inbox. */
  preview: string;
  /** What follows the greeting. */
  children: ReactNode;
};

/**
 * Every email's frame: the War Room mark, its subject as the heading, the greeting and the
 * message, a quiet footer. The head names the email by its subject (what a client shows for the opened message, and a screen
 * reader reads first) and fits it to a phone's width (without the viewport a phone draws it
 * 980 px wide and shrinks it). The message is the page's main landmark.
 */
export function Layout({ message, links, preview, children }: LayoutProps) {
  const subject = SUBJECTS[message.kind];
  return (
    <Html lang="en">
      <Head>
        <title>{subject}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: palette.page, fontFamily: 'Inter, Segoe UI, Helvetica, Arial, sans-serif' }}>
        <div role="main">
          <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '32px 16px' }}>
            <Section style={{ padding: '0 0 16px' }}>
              <Link
                href={links.home()}
                style={{ color: palette.ink, fontSize: '18px', fontWeight: 700, textDecoration: 'none' }}
              >
                {/* The mark is drawn, not said: no screen reader reads it, and the plain text starts with the name. */}
                <span style={{ color: palette.brand }} aria-hidden="true" data-skip-in-text="true">
                  ■
                </span>{' '}
                War Room
              </Link>
            </Section>
            <Section style={card}>
              <Heading as="h1" style={{ color: palette.ink, fontSize: '24px', lineHeight: '32px', margin: '0 0 24px' }}>
                {subject}
              </Heading>
              <Paragraph>{greeting(message.name)}</Paragraph>
              {children}
            </Section>
            <Hr style={{ borderColor: palette.rule, margin: '24px 0 12px' }} />
            <Text style={{ color: palette.muted, fontSize: '12px', lineHeight: '18px', margin: 0 }}>
              War Room, a private community for technical leaders becoming CEOs. You receive this email because of
              something done with this address on War Room.
            </Text>
          </Container>
        </div>
      </Body>
    </Html>
  );
}

/** A paragraph of the message. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={text}>{children}</Text>;
}

/** The reason a decision gave, set apart as a quote. */
export function Reason({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <Section style={quote}>
      <Text style={{ ...text, margin: 0 }}>{reason}</Text>
    </Section>
  );
}

/** The one thing the email asks for, as a button, and the same link written out for clients that hide buttons. */
export function Action({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Link
        href={href}
        style={{
          backgroundColor: palette.brand,
          borderRadius: '6px',
          color: '#ffffff',
          display: 'inline-block',
          fontSize: '16px',
          fontWeight: 600,
          padding: '12px 20px',
          textDecoration: 'none',
        }}
      >
        {label}
      </Link>
      <Text style={{ color: palette.muted, fontSize: '13px', lineHeight: '20px', margin: '16px 0 0' }}>
        Or open this link:{' '}
        <Link href={href} style={{ color: palette.brand, wordBreak: 'break-all' }}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}

/** A greeting by name when there is one. */
export function greeting(name: string | null): string {
  return name ? `Hello ${name},` : 'Hello,';
}
