import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  DomainError,
  ErrorCode,
  EXPORT_CURSOR_MESSAGE,
  keysetCursorSchema,
  NO_DECISIONS_TO_EXPORT,
  jsonBytes,
  keysetCursor,
  parseKeysetCursor,
  PAGE_BYTES_MAX,
  type ExportChunk,
  type ExportChunkRequest,
} from '@warroom/contracts';
import { COUNT } from '../common/rows.js';
import { portalDb } from '../portal-db.js';
import { ADR_SEPARATOR, adrExportFilename, adrHeader, adrSection } from './adr-markdown.js';

const CURSOR = keysetCursorSchema(EXPORT_CURSOR_MESSAGE);

/** Decisions read per query: with three 200,000-character fields each, ten stay a few MB. */
const ROWS_PER_READ = 10;

/**
 * The ADR export (SPEC.md section 9), a chunk at a time: decisions newest first, each chunk
 * within the page budget, so that no message grows with the number of decisions (issue 14).
 */
@Injectable()
export class AdrExportService {
  constructor(private readonly em: EntityManager) {}

  async chunk({ cursor, exportedAt }: ExportChunkRequest): Promise<ExportChunk> {
    const exported = new Date(exportedAt);
    const total = await this.count();
    if (total === 0 && cursor === null) throw new DomainError(ErrorCode.NotFound, NO_DECISIONS_TO_EXPORT);
    let content = cursor === null ? adrHeader(exported, total) : '';
    let bytes = jsonBytes(content);
    let after = cursor;
    for (;;) {
      const rows = await this.read(after);
      for (const row of rows) {
        const section =
          ADR_SEPARATOR +
          adrSection({
            ...row,
            supersededBy: row.supersededBy ?? null,
            createdAt: row.createdAt.toISOString(),
            updatedAt: row.updatedAt.toISOString(),
          });
        const sectionBytes = jsonBytes(section);
        // Stop before the budget, unless the chunk would otherwise carry nothing.
        if (after !== cursor && bytes + sectionBytes > PAGE_BYTES_MAX) {
          return { filename: adrExportFilename(exported), content, total, nextCursor: after };
        }
        content += section;
        bytes += sectionBytes;
        after = keysetCursor(row.createdAt, row.id);
      }
      if (rows.length < ROWS_PER_READ) {
        return { filename: adrExportFilename(exported), content, total, nextCursor: null };
      }
    }
  }

  private async count(): Promise<number> {
    return (await portalDb(this.em).selectFrom('Decision').select(COUNT).executeTakeFirstOrThrow()).count;
  }

  /** The next decisions after the cursor, newest first, with the title of the one superseding each. */
  private read(after: string | null) {
    if (after !== null && !CURSOR.safeParse(after).success) {
      throw new DomainError(ErrorCode.BadInput, EXPORT_CURSOR_MESSAGE);
    }
    const position = after === null ? null : parseKeysetCursor(after);
    const rows = portalDb(this.em)
      .selectFrom('Decision as d')
      .leftJoin('Decision as s', 's.id', 'd.supersededBy')
      .select([
        'd.id',
        'd.title',
        'd.status',
        'd.context',
        'd.decision',
        'd.consequences',
        'd.supersededBy',
        's.title as supersededByTitle',
        'd.createdAt',
        'd.updatedAt',
      ]);
    return (
      position
        ? rows.where((eb) => eb(eb.refTuple('d.createdAt', 'd.id'), '<', eb.tuple(new Date(position.at), position.id)))
        : rows
    )
      .orderBy('d.createdAt', 'desc')
      .orderBy('d.id', 'desc')
      .limit(ROWS_PER_READ)
      .execute();
  }
}
