import auditIcon from './images/icons/audit.svg?raw';
import audioIcon from './images/icons/audio.svg?raw';
import cablingIcon from './images/icons/cabling.svg?raw';
import headsetIcon from './images/icons/headset.svg?raw';
import ledIcon from './images/icons/led.svg?raw';
import logisticsIcon from './images/icons/logistics.svg?raw';
import maintenanceIcon from './images/icons/maintenance.svg?raw';
import monitorIcon from './images/icons/monitor.svg?raw';
import networkIcon from './images/icons/network.svg?raw';
import signageIcon from './images/icons/signage.svg?raw';
import type { ServicePageSlug } from '@/config/paths';

/** The card icon of each service (decorative; the title names the service). */
export const SERVICE_ICONS: Record<ServicePageSlug, string> = {
  'network-design': networkIcon,
  'digital-signage-solution': signageIcon,
  'everything-audio': audioIcon,
  'preventative-maintenance': maintenanceIcon,
  'structured-wiring-perfected': cablingIcon,
  'logistics-procurement': logisticsIcon,
  'environment-surveys': auditIcon,
  'remote-monitoring-support': monitorIcon,
  'call-center-support-hub-support': headsetIcon,
  'novastar-certified-engineers': ledIcon,
};
