import {
  CONTENT_SECURITY_POLICY,
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '@site/contracts/edge-rules';
import { createSecurityHeaders } from '@site/service-kit';

/**
 * The headers nginx sends in production (both from @site/contracts/edge-rules), so the local run
 * behaves the same. Worked out once at start (no nonces); the function sets them on a reply.
 */
export const createGatewaySecurityHeaders = () =>
  createSecurityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: STRICT_TRANSPORT_SECURITY,
    referrerPolicy: { policy: REFERRER_POLICY },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
