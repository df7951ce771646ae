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
import { metricCsvRow, metricsCsvHeader, metricsExportFilename } from './metrics-csv.js';
import { POINT_ORDER, type MetricRow } from './metric-points.js';

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

const positionCursor = (metric: MetricRow, pointsDone: number) =>
  `${keysetCursor(metric.created_at, metric.id)}_${pointsDone}`;

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
    const rows = await this.em.execute<{ total: string }[]>('select count(*) as total from metrics');
    return Number(rows[0]?.total ?? 0);
  }

  /** The metric a cursor names, or the next one in the list when it has been deleted since. */
  private async metricAt(position: Position): Promise<MetricRow | null> {
    const rows = await this.em.execute<MetricRow[]>(
      `select id, key, label, unit, target, created_at from metrics
        where (created_at, id) <= (?, ?) order by created_at desc, id desc limit 1`,
      [position.metricAt, position.metricId],
    );
    return rows[0] ?? null;
  }

  private async nextMetric(after: MetricRow | null): Promise<MetricRow | null> {
    const rows = await this.em.execute<MetricRow[]>(
      `select id, key, label, unit, target, created_at from metrics
        ${after ? 'where (created_at, id) < (?, ?)' : ''} order by created_at desc, id desc limit 1`,
      after ? [after.created_at, after.id] : [],
    );
    return rows[0] ?? null;
  }

  private points(metricId: string, offset: number): Promise<{ ts: Date; value: number }[]> {
    return this.em.execute(
      `select ts, value from metric_points where metric_id = ? order by ${POINT_ORDER} limit ? offset ?`,
      [metricId, POINTS_PER_READ, offset],
    );
  }
}
