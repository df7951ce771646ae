/**
 * The chart components the app draws, re-exported statically so the bundler keeps only
 * these (and not the rest of @ant-design/charts, e.g. its graphs). Import it only through
 * lazy-charts.tsx.
 */
export { Bar, Column, Line, Pie } from '@ant-design/charts';
