import { resolve } from 'node:path';

/** This folder, bench/. */
export const BENCH_DIR = resolve(import.meta.dirname, '..');
/** The repository root. */
export const ROOT_DIR = resolve(BENCH_DIR, '..');
