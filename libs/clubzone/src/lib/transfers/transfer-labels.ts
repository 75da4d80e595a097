import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Transfer } from '@phc/api-contract';

export const transferTypeLabels: Record<Transfer['transferType'], MessageDescriptor> = {
  arrival_airport: msg`Příjezd – letiště`,
  departure_airport: msg`Odjezd – letiště`,
  arrival_station: msg`Příjezd – nádraží`,
  departure_station: msg`Odjezd – nádraží`,
};

export const transferStateLabels: Record<Transfer['state'], MessageDescriptor> = {
  unconfirmed: msg`Nepotvrzený`,
  confirmed: msg`Potvrzený`,
};
