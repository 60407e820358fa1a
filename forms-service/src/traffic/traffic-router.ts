import { Router } from 'express';
import { parseOrThrow, requireStaff, type AdminAuth } from '@site/service-kit';
import { trafficReportQuerySchema, type TrafficPeriod, type TrafficReply } from '@site/contracts';
import type { TrafficReportService } from './traffic-report-service';

/** GET /api/admin/stats/traffic?days=7|30|90: the dashboard's traffic and conversion figures. */
export function trafficRouter(deps: { traffic: TrafficReportService; adminAuth: AdminAuth | undefined }): Router {
  const router = Router();
  router.get('/api/admin/stats/traffic', requireStaff(deps.adminAuth), async (req, res) => {
    const { days } = parseOrThrow(trafficReportQuerySchema, req.query);
    res
      .set('Cache-Control', 'no-store')
      .json({ status: 'success', data: await deps.traffic.report(days as TrafficPeriod) } satisfies TrafficReply);
  });
  return router;
}
