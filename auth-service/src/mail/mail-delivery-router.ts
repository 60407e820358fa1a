import { Router } from 'express';
import { z } from 'zod';
import { deliveryReportSchema } from '@site/contracts';
import { AppError, parseOrThrow, validateBody } from '@site/service-kit';
import type { StaffMailOutbox } from './staff-mail-outbox';

/** Service-to-service only (never routed by the gateway): the worker reports each staff mail's delivery. */
export function createMailDeliveryRouter(outbox: StaffMailOutbox): Router {
  const router = Router();
  router.post('/internal/mails/:id/delivery', validateBody(deliveryReportSchema), async (req, res) => {
    const id = parseOrThrow(z.uuid(), req.params.id);
    if (!(await outbox.applyReport(id, req.body))) throw AppError.notFound('No such mail');
    res.json({ status: 'success' });
  });
  return router;
}
