import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlaceType } from '@phc/api-contract';
import type { ColorName } from '@phc/ui';

/** The toggles' labels (SPEC §2 names the categories). */
export const categoryLabels: Record<PlaceType, MessageDescriptor> = {
  hall: msg`Haly`,
  accommodation: msg`Ubytování`,
  catering: msg`Stravování`,
  prague: msg`Místa v Praze`,
  ac_benefit: msg`Výhody AC`,
  activity_card: msg`Activity Card`,
};

/** One place's kind, in its detail and list row. */
export const categoryItemLabels: Record<PlaceType, MessageDescriptor> = {
  hall: msg`Hala`,
  accommodation: msg`Ubytování`,
  catering: msg`Stravování`,
  prague: msg`Místo v Praze`,
  ac_benefit: msg`Výhoda Activity Card`,
  activity_card: msg`Prodejní místo Activity Card`,
};

/** Marker and dot colours, from the theme, so a tournament's palette applies. */
export const categoryColors: Record<PlaceType, ColorName> = {
  hall: 'primary',
  accommodation: 'secondary',
  catering: 'warning',
  prague: 'link',
  ac_benefit: 'success',
  activity_card: 'danger',
};

