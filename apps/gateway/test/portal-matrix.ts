import type { MatrixRow } from './matrix-helpers.js';

/** The portal's rows of the authorization matrix (PRODUCT.md section 3). */
export const PORTAL_MATRIX: readonly MatrixRow[] = [];
