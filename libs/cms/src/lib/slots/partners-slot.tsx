import { PartnerGroups } from '../components/partner-groups';

/** The layout's partner strip (SPEC §2 default and cms layouts). */
export function PartnersSlot() {
  return <PartnerGroups asLandmark />;
}
