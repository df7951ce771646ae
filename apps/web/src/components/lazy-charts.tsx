import { lazy } from 'react';

/**
 * @ant-design/charts weighs ~430 kB gzip: screens use these instead of importing it, so
 * the chart code is fetched only when a chart is first rendered (wrap them in Suspense).
 */
export const LazyPie = lazy(async () => ({ default: (await import('@ant-design/charts')).Pie }));
export const LazyColumn = lazy(async () => ({ default: (await import('@ant-design/charts')).Column }));
export const LazyBar = lazy(async () => ({ default: (await import('@ant-design/charts')).Bar }));
