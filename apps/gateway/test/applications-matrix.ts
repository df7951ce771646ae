import type { MatrixRow } from './matrix-helpers.js';

/** The applications' rows of the authorization matrix (PRODUCT.md section 3). */
export const APPLICATIONS_MATRIX: readonly MatrixRow[] = [];
