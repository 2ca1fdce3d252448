import type {APIResponse} from '@playwright/test';

/**
 * The values of every Vary header of a response: nginx sends `Accept-Encoding` (gzip_vary) and,
 * on pages and twins, `Accept` as two headers.
 */
export const varyOf = (res: APIResponse): string[] =>
  res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'vary')
    .flatMap((h) => h.value.split(','))
    .map((v) => v.trim());
