import { z } from 'zod';

export const URL_MAX_LENGTH = 2000;
export const INVALID_URL = 'Valid URL required';

/**
 * A link the product stores and renders (a LinkedIn profile, a video call, a recording): an
 * absolute http or https URL, never `javascript:` or `data:` (PRODUCT.md section 16), which a
 * link's href would run.
 */
export const webUrlSchema = z.url({ protocol: /^https?$/, error: INVALID_URL }).max(URL_MAX_LENGTH, INVALID_URL);
