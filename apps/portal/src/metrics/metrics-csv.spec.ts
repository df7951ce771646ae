import { metricCsvRow, metricsCsvHeader, metricsExportFilename, type CsvMetric } from './metrics-csv.js';

const mrr: CsvMetric = { key: 'mrr', label: 'Monthly recurring revenue', unit: 'USD', target: 100000 };

describe('metrics CSV export', () => {
  it('names the file after the UTC export date', () => {
    expect(metricsExportFilename(new Date('2026-11-22T00:00:00.000Z'))).toBe('metrics-export-2026-11-22.csv');
  });

  it('writes the header, one row per point and one empty row for a metric without points', () => {
    const csv =
      metricsCsvHeader() +
      metricCsvRow(mrr, { ts: '2026-01-01T00:00:00.000Z', value: 1.5 }) +
      metricCsvRow(mrr, { ts: new Date('2026-02-01T00:00:00.000Z'), value: -2 }) +
      metricCsvRow({ key: 'nps', label: 'NPS', unit: null, target: null }, null);
    expect(csv).toBe(
      'metric_key,metric_label,unit,target,timestamp,value\r\n' +
        'mrr,Monthly recurring revenue,USD,100000,2026-01-01T00:00:00.000Z,1.5\r\n' +
        'mrr,Monthly recurring revenue,USD,100000,2026-02-01T00:00:00.000Z,-2\r\n' +
        'nps,NPS,,,,\r\n',
    );
  });

  it('guards and quotes text cells, and leaves numbers alone', () => {
    const row = metricCsvRow({ key: 'k', label: '=HYPERLINK("http://x","y")', unit: '-1', target: -5 }, null);
    expect(row).toBe('k,"\'=HYPERLINK(""http://x"",""y"")",\'-1,-5,,\r\n');
  });
});
