import { paths } from '@/config/paths';
import { pageReloader } from '@/components/admin/session';

/** The confirmation the case study list shows after the editor's page reload (sessionStorage: this tab only). */
const KEY = 'admin.caseStudyList.message';

/**
 * After Update (and the other finishing actions): to the list, reloading the page as spec section 4
 * says, with the confirmation kept across the reload. The session is restored from local storage
 * at start (spec section 3), so nothing the admin needs is lost.
 */
export function leaveForList(message: string): void {
  try {
    window.sessionStorage.setItem(KEY, message);
  } catch {
    // Storage refused (private mode, full): the list simply shows no confirmation.
  }
  pageReloader.load(paths.adminCaseStudies);
}

/** The confirmation left by the editor, once (read and removed). */
export function takeListMessage(): string | null {
  try {
    const message = window.sessionStorage.getItem(KEY);
    if (message !== null) window.sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}
