import type { PartnerSize } from '../logic/partners';
import { PartnerGroups } from '../components/partner-groups';

/** The layout's partner strip (SPEC §2 default and cms layouts), without the sizes the page shows itself. */
export function PartnersSlot({ omitSizes = [] }: { omitSizes?: readonly PartnerSize[] }) {
  return <PartnerGroups asLandmark omitSizes={omitSizes} />;
}
