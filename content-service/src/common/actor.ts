import type { Response } from 'express';
import type { AdminClaims } from '@site/service-kit';
import { getRequestId } from '@site/service-kit';
import type { Actor } from '../audit/audit-repository';

/** The signed-in admin that requireStaff verified, for the audit log. */
export function actorOf(res: Response): Actor {
  const claims = res.locals.admin as AdminClaims;
  return { id: claims.sub, email: claims.email, requestId: getRequestId(res) };
}
