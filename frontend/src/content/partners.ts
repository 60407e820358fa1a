import kestrelKitchen from './images/partners/kestrel-kitchen.svg?raw';
import bluepineCoffee from './images/partners/bluepine-coffee.svg?raw';
import harborMain from './images/partners/harbor-main.svg?raw';
import meridianHealth from './images/partners/meridian-health.svg?raw';
import summitCredit from './images/partners/summit-credit.svg?raw';
import lakeshoreCollege from './images/partners/lakeshore-college.svg?raw';
import crestlineOutfitters from './images/partners/crestline-outfitters.svg?raw';
import northgateCentre from './images/partners/northgate-centre.svg?raw';
import emberGrill from './images/partners/ember-grill.svg?raw';
import vantorBank from './images/partners/vantor-bank.svg?raw';
import tidewaterPharmacy from './images/partners/tidewater-pharmacy.svg?raw';
import aspenfieldMarket from './images/partners/aspenfield-market.svg?raw';
import riverbendSchools from './images/partners/riverbend-schools.svg?raw';
import copperleafHotels from './images/partners/copperleaf-hotels.svg?raw';
import solsticeFitness from './images/partners/solstice-fitness.svg?raw';
import pioneerAuto from './images/partners/pioneer-auto.svg?raw';

export interface PartnerLogo {
  name: string;
  /** The logo's SVG markup (240 x 64 viewBox), drawn inline (components/ui/inline-svg). */
  svg: string;
}

/**
 * Partner and client wordmarks for the home carousel (spec: 16 or 17 logos). The companies are
 * invented for this site; the owner replaces them with real, approved logos.
 */
export const PARTNER_LOGOS: readonly PartnerLogo[] = [
  { name: 'Kestrel Kitchen', svg: kestrelKitchen },
  { name: 'Bluepine Coffee Co.', svg: bluepineCoffee },
  { name: 'Harbor & Main Grocers', svg: harborMain },
  { name: 'Meridian Health', svg: meridianHealth },
  { name: 'Summit Credit Union', svg: summitCredit },
  { name: 'Lakeshore College', svg: lakeshoreCollege },
  { name: 'Crestline Outfitters', svg: crestlineOutfitters },
  { name: 'Northgate Convention Centre', svg: northgateCentre },
  { name: 'Ember Grill House', svg: emberGrill },
  { name: 'Vantor Bank', svg: vantorBank },
  { name: 'Tidewater Pharmacy', svg: tidewaterPharmacy },
  { name: 'Aspenfield Market', svg: aspenfieldMarket },
  { name: 'Riverbend School District', svg: riverbendSchools },
  { name: 'Copperleaf Hotels', svg: copperleafHotels },
  { name: 'Solstice Fitness', svg: solsticeFitness },
  { name: 'Pioneer Auto Group', svg: pioneerAuto },
];
