import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '@phc/api-contract';
import type { UserState } from './user-list';

/** SPEC §6 roles as organisers call them. */
export const roleLabels: Record<Role, MessageDescriptor> = {
  ROLE_SUPER_ADMIN: msg`Hlavní administrátor`,
  ROLE_ADMIN: msg`Administrátor`,
  ROLE_MATCHMAKER: msg`Losování a rozpis`,
  ROLE_PLACE_MANAGER: msg`Správce míst`,
  ROLE_CLUB_MANAGER: msg`Správce klubů`,
  ROLE_REFEREE_MANAGER: msg`Správce rozhodčích`,
  ROLE_COMPETITION_REPORTER: msg`Zapisovatel`,
  ROLE_COMPETITION_SUPER_REPORTER: msg`Hlavní zapisovatel`,
};

export const userStateLabels: Record<UserState, MessageDescriptor> = {
  active: msg`Aktivní`,
  invited: msg`Pozván`,
  disabled: msg`Zablokován`,
};
