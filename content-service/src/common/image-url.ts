import { AppError } from '@site/service-kit';

/**
 * Image fields hold what the upload answers (a site path such as /media/images/<id>/1600.jpg) or an
 * absolute http(s) URL; anything else (javascript:, data:, protocol-relative) is refused.
 */
export function assertImageUrl(field: string, value: string): void {
  if (value === '') return;
  const sitePath = value.startsWith('/') && !value.startsWith('//') && !/[\s\\]/.test(value);
  let absolute = false;
  if (!sitePath) {
    try {
      const url = new URL(value);
      absolute = (url.protocol === 'http:' || url.protocol === 'https:') && !/\s/.test(value);
    } catch {
      absolute = false;
    }
  }
  if (!sitePath && !absolute) {
    const message = `${field} must be a site path starting with / or an http(s) URL`;
    throw AppError.badRequest(message);
  }
}
