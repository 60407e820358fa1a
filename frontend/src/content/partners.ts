import kestrelKitchen from './images/partners/kestrel-kitchen.svg';
import bluepineCoffee from './images/partners/bluepine-coffee.svg';
import harborMain from './images/partners/harbor-main.svg';
import meridianHealth from './images/partners/meridian-health.svg';
import summitCredit from './images/partners/summit-credit.svg';
import lakeshoreCollege from './images/partners/lakeshore-college.svg';
import crestlineOutfitters from './images/partners/crestline-outfitters.svg';
import northgateCentre from './images/partners/northgate-centre.svg';
import emberGrill from './images/partners/ember-grill.svg';
import vantorBank from './images/partners/vantor-bank.svg';
import tidewaterPharmacy from './images/partners/tidewater-pharmacy.svg';
import aspenfieldMarket from './images/partners/aspenfield-market.svg';
import riverbendSchools from './images/partners/riverbend-schools.svg';
import copperleafHotels from './images/partners/copperleaf-hotels.svg';
import solsticeFitness from './images/partners/solstice-fitness.svg';
import pioneerAuto from './images/partners/pioneer-auto.svg';

export interface PartnerLogo {
  name: string;
  src: string;
  width: number;
  height: number;
}

/**
 * Partner and client wordmarks for the home carousel (spec: 16 or 17 logos). The companies are
 * invented for this site; the owner replaces them with real, approved logos.
 */
export const PARTNER_LOGOS: readonly PartnerLogo[] = [
  { name: 'Kestrel Kitchen', src: kestrelKitchen, width: 240, height: 64 },
  { name: 'Bluepine Coffee Co.', src: bluepineCoffee, width: 240, height: 64 },
  { name: 'Harbor & Main Grocers', src: harborMain, width: 240, height: 64 },
  { name: 'Meridian Health', src: meridianHealth, width: 240, height: 64 },
  { name: 'Summit Credit Union', src: summitCredit, width: 240, height: 64 },
  { name: 'Lakeshore College', src: lakeshoreCollege, width: 240, height: 64 },
  { name: 'Crestline Outfitters', src: crestlineOutfitters, width: 240, height: 64 },
  { name: 'Northgate Convention Centre', src: northgateCentre, width: 240, height: 64 },
  { name: 'Ember Grill House', src: emberGrill, width: 240, height: 64 },
  { name: 'Vantor Bank', src: vantorBank, width: 240, height: 64 },
  { name: 'Tidewater Pharmacy', src: tidewaterPharmacy, width: 240, height: 64 },
  { name: 'Aspenfield Market', src: aspenfieldMarket, width: 240, height: 64 },
  { name: 'Riverbend School District', src: riverbendSchools, width: 240, height: 64 },
  { name: 'Copperleaf Hotels', src: copperleafHotels, width: 240, height: 64 },
  { name: 'Solstice Fitness', src: solsticeFitness, width: 240, height: 64 },
  { name: 'Pioneer Auto Group', src: pioneerAuto, width: 240, height: 64 },
];
