import type { Metric } from '@warroom/contracts';
import { buildMetricsCsv, metricsExportFilename } from './metrics-csv.js';

const metric = (overrides: Partial<Metric>): Metric => ({
  id: '11111111-1111-4111-8111-111111111111',
  key: 'mrr',
  label: 'Monthly recurring revenue',
  unit: 'USD',
  target: 100000,
  points: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('metrics CSV export', () => {
  it('names the file after the UTC export date', () => {
    expect(metricsExportFilename(new Date('2026-11-22T00:00:00.000Z'))).toBe('metrics-export-2026-11-22.csv');
  });

  it('writes one row per point in the order given and one empty row for a metric without points', () => {
    const csv = buildMetricsCsv([
      metric({
        points: [
          { id: 'a', ts: '2026-01-01T00:00:00.000Z', value: 1.5 },
          { id: 'b', ts: '2026-02-01T00:00:00.000Z', value: -2 },
        ],
      }),
      metric({ key: 'nps', label: 'NPS', unit: null, target: null }),
    ]);
    expect(csv).toBe(
      'metric_key,metric_label,unit,target,timestamp,value\r\n' +
        'mrr,Monthly recurring revenue,USD,100000,2026-01-01T00:00:00.000Z,1.5\r\n' +
        'mrr,Monthly recurring revenue,USD,100000,2026-02-01T00:00:00.000Z,-2\r\n' +
        'nps,NPS,,,,\r\n',
    );
  });

  it('guards and quotes text cells, and leaves numbers alone', () => {
    const csv = buildMetricsCsv([
      metric({ key: 'k', label: '=HYPERLINK("http://x","y")', unit: '-1', target: -5, points: [] }),
    ]);
    expect(csv.split('\r\n')[1]).toBe('k,"\'=HYPERLINK(""http://x"",""y"")",\'-1,-5,,');
  });
});
