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
  type DecisionStatus,
  type ExportChunk,
  type ExportChunkRequest,
} from '@warroom/contracts';
import { isoOf } from '@warroom/persistence';
import { ADR_SEPARATOR, adrExportFilename, adrHeader, adrSection, type AdrDecision } from './adr-markdown.js';

const CURSOR = keysetCursorSchema(EXPORT_CURSOR_MESSAGE);

/** Decisions read per query: with three 200,000-character fields each, ten stay a few MB. */
const ROWS_PER_READ = 10;

type ExportRow = {
  id: string;
  title: string;
  status: DecisionStatus;
  context: string;
  decision: string;
  consequences: string;
  superseded_by_id: string | null;
  superseded_by_title: string | null;
  created_at: Date;
  updated_at: Date;
};

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
        const section = ADR_SEPARATOR + adrSection(toAdrDecision(row));
        const sectionBytes = jsonBytes(section);
        // Stop before the budget, unless the chunk would otherwise carry nothing.
        if (after !== cursor && bytes + sectionBytes > PAGE_BYTES_MAX) {
          return { filename: adrExportFilename(exported), content, total, nextCursor: after };
        }
        content += section;
        bytes += sectionBytes;
        after = keysetCursor(row.created_at, row.id);
      }
      if (rows.length < ROWS_PER_READ) {
        return { filename: adrExportFilename(exported), content, total, nextCursor: null };
      }
    }
  }

  private async count(): Promise<number> {
    const rows = await this.em.execute<{ total: string }[]>('select count(*) as total from decisions');
    return Number(rows[0]?.total ?? 0);
  }

  /** The next decisions after the cursor, newest first, with the title of the one superseding each. */
  private read(after: string | null): Promise<ExportRow[]> {
    if (after !== null && !CURSOR.safeParse(after).success) {
      throw new DomainError(ErrorCode.BadInput, EXPORT_CURSOR_MESSAGE);
    }
    const position = after === null ? null : parseKeysetCursor(after);
    return this.em.execute<ExportRow[]>(
      `select d.id, d.title, d.status, d.context, d.decision, d.consequences, d.superseded_by_id,
              s.title as superseded_by_title, d.created_at, d.updated_at
         from decisions d left join decisions s on s.id = d.superseded_by_id
        ${position ? 'where (d.created_at, d.id) < (?, ?)' : ''}
        order by d.created_at desc, d.id desc
        limit ?`,
      position ? [position.at, position.id, ROWS_PER_READ] : [ROWS_PER_READ],
    );
  }
}

function toAdrDecision(row: ExportRow): AdrDecision {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    context: row.context,
    decision: row.decision,
    consequences: row.consequences,
    supersededBy: row.superseded_by_id,
    supersededByTitle: row.superseded_by_title,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}
