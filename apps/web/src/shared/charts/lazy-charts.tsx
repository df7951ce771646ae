import { lazy } from 'react';

/**
 * @ant-design/charts weighs hundreds of kB gzip: screens use these instead of importing it,
 * so the chart code is fetched only when a chart is first rendered (wrap them in Suspense).
 */
export const LazyPie = lazy(async () => ({ default: (await import('./chart-components')).Pie }));
export const LazyColumn = lazy(async () => ({ default: (await import('./chart-components')).Column }));
export const LazyBar = lazy(async () => ({ default: (await import('./chart-components')).Bar }));
export const LazyLine = lazy(async () => ({ default: (await import('./chart-components')).Line }));
