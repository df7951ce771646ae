import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  DomainError,
  ErrorCode,
  EXPORT_CURSOR_MESSAGE,
  jsonBytes,
  keysetCursor,
  keysetCursorSchema,
  NO_METRICS_TO_EXPORT,
  PAGE_BYTES_MAX,
  parseKeysetCursor,
  type ExportChunk,
  type ExportChunkRequest,
} from '@warroom/contracts';
import { COUNT, instant, readRows } from '../common/rows.js';
import { portalDb } from '../portal-db.js';
import type { Metric } from './metric.entity.js';
import { metricCsvRow, metricsCsvHeader, metricsExportFilename } from './metrics-csv.js';

/** Points read per query. */
const POINTS_PER_READ = 2_000;

/** Where a chunk ended: the metric being written (by its place in the list) and how many of its points are out. */
type Position = { metricAt: string; metricId: string; pointsDone: number };

const KEYSET = keysetCursorSchema(EXPORT_CURSOR_MESSAGE);

function parsePosition(cursor: string): Position {
  const separator = cursor.lastIndexOf('_');
  const keyset = cursor.slice(0, separator);
  const pointsDone = Number(cursor.slice(separator + 1));
  if (!KEYSET.safeParse(keyset).success || !Number.isSafeInteger(pointsDone) || pointsDone < 0) {
    throw new DomainError(ErrorCode.BadInput, EXPORT_CURSOR_MESSAGE);
  }
  const { at, id } = parseKeysetCursor(keyset);
  return { metricAt: at, metricId: id, pointsDone };
}

const positionCursor = (metric: Pick<Metric, 'id' | 'createdAt'>, pointsDone: number) =>
  `${keysetCursor(metric.createdAt, metric.id)}_${pointsDone}`;

/**
 * The metrics CSV (SPEC.md section 9), a chunk at a time: metrics in the list's order, each
 * metric's points in time order, a chunk within the page budget wherever it falls.
 */
@Injectable()
export class MetricsExportService {
  constructor(private readonly em: EntityManager) {}

  async chunk({ cursor, exportedAt }: ExportChunkRequest): Promise<ExportChunk> {
    const filename = metricsExportFilename(new Date(exportedAt));
    const total = await this.count();
    if (total === 0 && cursor === null) throw new DomainError(ErrorCode.NotFound, NO_METRICS_TO_EXPORT);
    const position = cursor === null ? null : parsePosition(cursor);
    let content = cursor === null ? metricsCsvHeader() : '';
    let bytes = jsonBytes(content);
    let metric = position ? await this.metricAt(position) : await this.nextMetric(null);
    let pointsDone = position && metric?.id === position.metricId ? position.pointsDone : 0;
    let wrote = false;
    /** Adds a row unless the chunk is full; says whether it did. */
    const add = (row: string): boolean => {
      const rowBytes = jsonBytes(row) - 2;
      if (wrote && bytes + rowBytes > PAGE_BYTES_MAX) return false;
      content += row;
      bytes += rowBytes;
      wrote = true;
      return true;
    };
    while (metric) {
      const points = await this.points(metric.id, pointsDone);
      if (points.length === 0 && pointsDone === 0) {
        if (!add(metricCsvRow(metric, null)))
          return { filename, content, total, nextCursor: positionCursor(metric, 0) };
      }
      for (const point of points) {
        if (!add(metricCsvRow(metric, point))) {
          return { filename, content, total, nextCursor: positionCursor(metric, pointsDone) };
        }
        pointsDone += 1;
      }
      if (points.length === POINTS_PER_READ) continue;
      metric = await this.nextMetric(metric);
      pointsDone = 0;
    }
    return { filename, content, total, nextCursor: null };
  }

  private async count(): Promise<number> {
    return (await portalDb(this.em).selectFrom('Metric').select(COUNT).executeTakeFirstOrThrow()).count;
  }

  /** The metrics as the export reads them: their cells and their place in the list, newest first. */
  private metrics() {
    return portalDb(this.em)
      .selectFrom('Metric')
      .select(['id', 'key', 'label', 'unit', 'target', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1);
  }

  /** The metric a cursor names, or the next one in the list when it has been deleted since. */
  private metricAt(position: Position) {
    return this.metrics()
      .where((eb) => eb(eb.refTuple('createdAt', 'id'), '<=', eb.tuple(new Date(position.metricAt), position.metricId)))
      .executeTakeFirst();
  }

  private nextMetric(after: Pick<Metric, 'id' | 'createdAt'> | null) {
    const metrics = this.metrics();
    return (
      after
        ? metrics.where((eb) => eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(after.createdAt, after.id)))
        : metrics
    ).executeTakeFirst();
  }

  /** A metric's points in time order, from `offset` on (2,000 rows a read: `readRows`). */
  private points(metricId: string, offset: number) {
    return readRows(
      this.em,
      portalDb(this.em)
        .selectFrom('MetricPoint')
        .select([instant('ts', 'ts'), 'value'])
        .where('metric', '=', metricId)
        // Qualified: the column, not the text of the same name.
        .orderBy('MetricPoint.ts')
        .orderBy('MetricPoint.createdAt')
        .orderBy('MetricPoint.id')
        .limit(POINTS_PER_READ)
        .offset(offset),
    );
  }
}
