import type { ServicePageSlug } from '@/config/paths';
import { callCenterSupportHub } from './call-center-support-hub-support';
import { digitalSignageSolution } from './digital-signage-solution';
import { environmentSurveys } from './environment-surveys';
import { everythingAudio } from './everything-audio';
import { logisticsProcurement } from './logistics-procurement';
import { networkDesign } from './network-design';
import { novastarCertifiedEngineers } from './novastar-certified-engineers';
import { preventativeMaintenance } from './preventative-maintenance';
import { remoteMonitoringSupport } from './remote-monitoring-support';
import type { ServicePageContent } from './service-page-content';
import { structuredWiringPerfected } from './structured-wiring-perfected';

/** Every service page's content, by route slug. */
export const SERVICE_PAGES: Record<ServicePageSlug, ServicePageContent> = {
  'preventative-maintenance': preventativeMaintenance,
  'digital-signage-solution': digitalSignageSolution,
  'everything-audio': everythingAudio,
  'network-design': networkDesign,
  'structured-wiring-perfected': structuredWiringPerfected,
  'logistics-procurement': logisticsProcurement,
  'environment-surveys': environmentSurveys,
  'remote-monitoring-support': remoteMonitoringSupport,
  'call-center-support-hub-support': callCenterSupportHub,
  'novastar-certified-engineers': novastarCertifiedEngineers,
};
