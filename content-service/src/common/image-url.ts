import { fieldLabel, fieldError } from './field-errors';

/**
 * Image fields hold what the upload answers (a site path such as /media/images/<id>/1600.jpg) or an
 * absolute http(s) URL; anything else (javascript:, data:, protocol-relative) is refused.
 */
export function assertImageUrl(field: string, value: string, label = fieldLabel(field)): void {
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
    throw fieldError(field, `${label} must be an uploaded image (an address starting with /) or a web address starting with http:// or https://`);
  }
}
