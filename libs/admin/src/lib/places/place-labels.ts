import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PlaceType } from '@phc/api-contract';

/** SPEC §2 map categories as the map names them. */
export const placeTypeLabels: Record<PlaceType, MessageDescriptor> = {
  hall: msg`Hala`,
  accommodation: msg`Ubytování`,
  catering: msg`Stravování`,
  prague: msg`Místa v Praze`,
  ac_benefit: msg`Výhody AC`,
  activity_card: msg`Activity Card`,
};

export const placeTypes = Object.keys(placeTypeLabels) as PlaceType[];
