import type { PortalDocument } from '@warroom/contracts';
import { formatDate } from '../../../lib/format-date';
import { formatDateTime } from '../../../lib/format-relative-time';
import { FieldsDetail } from '../../../shared/records/components/fields-detail';
import { documentFields } from '../fields';
import { documentKind } from '../record';

type DocumentDetailProps = { document: PortalDocument };

/** One document, rendered; edit and delete for writers. */
export function DocumentDetail({ document }: DocumentDetailProps) {
  const subtitle = `Created ${formatDate(document.createdAt)} · updated ${formatDateTime(document.updatedAt)}`;
  return <FieldsDetail kind={documentKind} fields={documentFields} record={document} subtitle={subtitle} />;
}
