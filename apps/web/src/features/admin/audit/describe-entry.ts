import { type AuditEntryView, entityRefOf, EventTypes } from '@warroom/contracts';
import { entityUrl, isRecordKind, RECORD_KINDS } from './entity-link';
import {
  type AuditChange,
  changesOf,
  differencesOf,
  fieldList,
  isObject,
  metaOf,
  textOf,
  valueText,
} from './entry-values';

/** A piece of an entry's sentence: text, or the name of a thing with the path of its screen. */
export type SentencePart = { text: string; to?: string };

/** An audit entry in plain language: a sentence ('Admin accepted Priya Raman') and what changed. */
export type AuditDescription = { parts: SentencePart[]; changes: AuditChange[] };

type Entry = Pick<AuditEntryView, 'actor' | 'action' | 'entity' | 'entityLabel' | 'meta'>;

/** The sentence as plain text (the links' names in it). */
export const sentenceText = (description: AuditDescription): string =>
  description.parts.map((part) => part.text).join('');

/** Who did it: their name, else their email; 'System' for what nobody signed in did. */
export function actorName(actor: Entry['actor']): string {
  if (!actor) return 'System';
  return actor.name?.trim() || actor.email;
}

const VOTES: Record<string, string> = { APPROVE: 'voted to approve', REJECT: 'voted to reject' };
const STATUS_VERBS: Record<string, string> = { ACCEPTED: 'accepted', REJECTED: 'rejected', WAITLISTED: 'waitlisted' };

/** What an entry is about, named as it is now (or as the event recorded it), linked when it still exists. */
type Subject = { name: string | undefined; to: string | undefined };

function subjectOf(entry: Entry, meta: Record<string, unknown>): Subject {
  const name = entry.entityLabel ?? textOf(meta.title) ?? textOf(meta.label) ?? textOf(meta.name) ?? textOf(meta.email);
  const deleted = entry.action.endsWith('.deleted');
  return { name, to: entry.entityLabel && !deleted ? entityUrl(entry.entity, meta) : undefined };
}

class Sentence {
  readonly parts: SentencePart[] = [];

  text(text: string): this {
    if (!text) return this;
    const last = this.parts.at(-1);
    if (last && last.to === undefined) last.text += text;
    else this.parts.push({ text });
    return this;
  }

  /** The subject's name (a link to its screen), or `fallback` when it has none. */
  name(subject: Subject, fallback: string, suffix = ''): this {
    if (!subject.name) return this.text(`${fallback}${suffix}`);
    if (!subject.to) return this.text(`${subject.name}${suffix}`);
    this.parts.push({ text: subject.name, to: subject.to });
    return this.text(suffix);
  }
}

function recordSentence(entry: Entry, meta: Record<string, unknown>, kind: string): AuditDescription {
  const word = RECORD_KINDS[kind as keyof typeof RECORD_KINDS];
  const subject = subjectOf(entry, meta);
  const what = entry.action.slice(entry.action.indexOf('.') + 1);
  const sentence = new Sentence().text(`${actorName(entry.actor)} `);
  const the = (verb: string) =>
    subject.name ? sentence.text(`${verb} the ${word} `).name(subject, '') : sentence.text(`${verb} a ${word}`);
  switch (what) {
    case 'created':
      the('created');
      return { parts: sentence.parts, changes: [] };
    case 'deleted':
      the('deleted');
      return { parts: sentence.parts, changes: [] };
    case 'updated': {
      const changes = changesOf(meta.changes);
      if (kind === 'KeyResult' && typeof meta.checkInId === 'string') the('checked in on');
      else if (subject.name) sentence.text(`changed the ${fieldList(changes)} of the ${word} `).name(subject, '');
      else sentence.text(`changed the ${word}'s ${fieldList(changes)}`);
      const reason = textOf(meta.reason);
      return {
        parts: sentence.parts,
        changes: reason ? [...changes, { field: 'reason', to: valueText(reason) }] : changes,
      };
    }
    case 'rsvp':
      // A member's answer to a live session (PRODUCT.md section 20).
      sentence.text(meta.going === true ? 'is going to ' : 'is not going to ');
      if (subject.name) sentence.text(`the ${word} `).name(subject, '');
      else sentence.text(`a ${word}`);
      if (meta.changed === true) sentence.text(' (a changed answer)');
      return { parts: sentence.parts, changes: [] };
    case 'point_added':
      sentence.text(`added a data point of ${valueText(meta.value)} to `);
      if (subject.name) sentence.text(`the ${word} `).name(subject, '');
      else sentence.text(`a ${word}`);
      return { parts: sentence.parts, changes: [] };
    default:
      return unknownSentence(entry, meta);
  }
}

function applicationSentence(entry: Entry, meta: Record<string, unknown>): AuditDescription {
  const subject = subjectOf(entry, meta);
  const actor = actorName(entry.actor);
  const sentence = new Sentence();
  const changes: AuditChange[] = [];
  switch (entry.action) {
    case EventTypes.applicationSubmitted:
      sentence.name(subject, 'Someone').text(' applied to join');
      break;
    case EventTypes.applicationVoted: {
      const verb = VOTES[String(meta.vote)] ?? 'abstained on';
      sentence.text(`${actor} ${verb} `).name(subject, 'an', "'s application");
      if (meta.changed === true) sentence.text(' (a changed vote)');
      break;
    }
    case EventTypes.applicationCommented:
      sentence.text(`${actor} commented on `).name(subject, 'an', "'s application");
      break;
    case EventTypes.applicationRecused:
      sentence.text(`${actor} recused themselves from `).name(subject, 'an', "'s application");
      if (textOf(meta.reason)) changes.push({ field: 'reason', to: valueText(meta.reason) });
      break;
    case EventTypes.applicationRecusalWithdrawn:
      sentence.text(`${actor} withdrew their recusal from `).name(subject, 'an', "'s application");
      break;
    case EventTypes.applicationStatusChanged: {
      const verb = STATUS_VERBS[String(meta.to)];
      if (verb) sentence.text(`${actor} ${verb} `).name(subject, 'an applicant');
      else
        sentence
          .text(`${actor} moved `)
          .name(subject, 'an', "'s application")
          .text(` to ${valueText(meta.to)}`);
      changes.push({ field: 'status', from: valueText(meta.from), to: valueText(meta.to) });
      if (textOf(meta.decisionReason)) changes.push({ field: 'reason', to: valueText(meta.decisionReason) });
      break;
    }
    default:
      return unknownSentence(entry, meta);
  }
  return { parts: sentence.parts.map(fixArticle), changes };
}

/** 'an's application' (no name known) reads 'an application'. */
function fixArticle(part: SentencePart): SentencePart {
  return part.to ? part : { ...part, text: part.text.replace(/\ban's application/g, 'an application') };
}

function userSentence(entry: Entry, meta: Record<string, unknown>): AuditDescription {
  const subject = subjectOf(entry, meta);
  const actor = actorName(entry.actor);
  const sentence = new Sentence();
  const email = textOf(meta.email) ?? 'an unknown address';
  switch (entry.action) {
    case EventTypes.login:
      return { parts: sentence.text(`${actor} signed in`).parts, changes: [] };
    case EventTypes.loginFailed:
      return { parts: sentence.text(`A sign-in as ${email} failed`).parts, changes: [] };
    case EventTypes.logout:
      return { parts: sentence.text(`${actor} signed out`).parts, changes: [] };
    case EventTypes.passwordChanged:
      return { parts: sentence.text(`${actor} changed their password`).parts, changes: [] };
    case EventTypes.themeChanged:
      return { parts: sentence.text(`${actor} switched to the ${valueText(meta.to)} theme`).parts, changes: [] };
    case EventTypes.profileUpdated: {
      const fields = Array.isArray(meta.fields) ? meta.fields.filter((field) => typeof field === 'string') : [];
      // Nobody signed in: the backfill filled it from the member's accepted application.
      if (!entry.actor) {
        sentence
          .text('System filled the profile of ')
          .name(subject, 'a user')
          .text(` from their accepted application (${fields.join(', ')})`);
        return { parts: sentence.parts, changes: [] };
      }
      return { parts: sentence.text(`${actor} updated their profile (${fields.join(', ')})`).parts, changes: [] };
    }
    case EventTypes.passwordResetRequested:
      return { parts: sentence.text('A password reset was asked for ').name(subject, 'a user').parts, changes: [] };
    case EventTypes.passwordReset:
      return { parts: sentence.name(subject, 'A user').text(' reset their password').parts, changes: [] };
    case EventTypes.userCreated:
      sentence
        .text(`${actor} added `)
        .name(subject, 'a user')
        .text(` as ${valueText(meta.role)}`);
      return { parts: sentence.parts, changes: [] };
    case EventTypes.userUpdated: {
      const changes = differencesOf(meta.before, meta.after);
      const after = isObject(meta.after) ? meta.after : {};
      const only = changes.length === 1 ? changes[0].field : undefined;
      if (only === 'active')
        sentence.text(`${actor} ${after.active ? 'reactivated' : 'deactivated'} `).name(subject, 'a user');
      else if (only === 'role')
        sentence
          .text(`${actor} made `)
          .name(subject, 'a user')
          .text(` ${valueText(after.role)}`);
      else sentence.text(`${actor} updated `).name(subject, 'a user');
      return { parts: sentence.parts, changes };
    }
    case EventTypes.invitationCreated:
      sentence.text(`${actor} invited ${email} as ${valueText(meta.role)}`);
      if (meta.source === 'application') sentence.text(' (application accepted)');
      return { parts: sentence.parts, changes: [] };
    case EventTypes.invitationResent:
      return { parts: sentence.text(`${actor} sent the invitation to ${email} again`).parts, changes: [] };
    case EventTypes.invitationRevoked: {
      const changes = textOf(meta.reason) ? [{ field: 'reason', to: valueText(meta.reason) }] : [];
      return { parts: sentence.text(`${actor} revoked the invitation to ${email}`).parts, changes };
    }
    case EventTypes.invitationAccepted:
      sentence.text(`${email} accepted their invitation and joined as ${valueText(meta.role)}`);
      return { parts: sentence.parts, changes: [] };
    default:
      return unknownSentence(entry, meta);
  }
}

/** An action this screen does not know yet: who, the action as recorded, and what it was about. */
function unknownSentence(entry: Entry, meta: Record<string, unknown>): AuditDescription {
  const subject = subjectOf(entry, meta);
  const sentence = new Sentence().text(`${actorName(entry.actor)} did ${entry.action}`);
  if (subject.name) sentence.text(' on ').name(subject, '');
  else if (entry.entity) sentence.text(` on ${entry.entity}`);
  const changes = isObject(meta.changes)
    ? changesOf(meta.changes)
    : 'to' in meta
      ? [{ field: 'value', from: valueText(meta.from), to: valueText(meta.to) }]
      : [];
  return { parts: sentence.parts, changes };
}

/**
 * An audit entry as a sentence and a change list, from its action, its payload (`meta`, the
 * event's data as JSON) and the names the gateway put on it (`actor.name`, `entityLabel`).
 */
export function describeAuditEntry(entry: Entry): AuditDescription {
  const meta = metaOf(entry);
  const family = entry.action.slice(0, entry.action.indexOf('.'));
  const kind = entityRefOf(entry.entity)?.kind;
  if (family === 'application') return applicationSentence(entry, meta);
  if (family === 'auth' || family === 'user' || family === 'invitation') return userSentence(entry, meta);
  if (kind && isRecordKind(kind)) return recordSentence(entry, meta, kind);
  return unknownSentence(entry, meta);
}
