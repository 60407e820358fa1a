import { Router } from 'express';
import { z } from 'zod';
import { parseOrThrow, validateBody } from '@site/service-kit';
import { deliveryReportSchema } from '@site/contracts';
import type { SubmissionsService } from '../submissions/submissions-service';

/** Service-to-service only (the gateway never routes /internal): the worker reports each delivery attempt. */
export function deliveryRouter(service: SubmissionsService): Router {
  const router = Router();
  router.post('/internal/submissions/:id/delivery', validateBody(deliveryReportSchema), async (req, res) => {
    const id = parseOrThrow(z.uuid(), req.params.id);
    const result = await service.recordDelivery(id, req.body);
    res.json({ status: 'success', result });
  });
  return router;
}
