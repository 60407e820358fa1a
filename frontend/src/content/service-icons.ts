import auditIcon from './images/icons/audit.svg';
import audioIcon from './images/icons/audio.svg';
import cablingIcon from './images/icons/cabling.svg';
import headsetIcon from './images/icons/headset.svg';
import ledIcon from './images/icons/led.svg';
import logisticsIcon from './images/icons/logistics.svg';
import maintenanceIcon from './images/icons/maintenance.svg';
import monitorIcon from './images/icons/monitor.svg';
import networkIcon from './images/icons/network.svg';
import signageIcon from './images/icons/signage.svg';
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
