import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AdminClubEdit, AdminClubEditBody, ClubEditConflictCode } from '@phc/api-contract';

/** What the edit form's inputs hold: text, as the user typed it. */
export type ClubEditFormValues = {
  clubName: string;
  street: string;
  city: string;
  zip: string;
  countryId: string;
  taxId: string;
  vatId: string;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  note: string;
  teams: { id: number; name: string; teamCategoryId: string }[];
};

export function clubEditValues(club: AdminClubEdit): ClubEditFormValues {
  return {
    clubName: club.clubName,
    street: club.street,
    city: club.city,
    zip: club.zip,
    countryId: String(club.countryId),
    taxId: club.taxId ?? '',
    vatId: club.vatId ?? '',
    contact: { ...club.contact },
    note: club.note ?? '',
    teams: club.teams.map((team) => ({ id: team.id, name: team.name ?? '', teamCategoryId: String(team.teamCategoryId) })),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);
/** An id select's value; an empty one stays a string so the schema reports it as missing. */
const idOf = (value: string) => (value === '' ? '' : Number(value));

/** The body the contract's schema checks (empty optional texts as null). */
export function clubEditBody(values: ClubEditFormValues): AdminClubEditBody {
  return {
    clubName: values.clubName,
    street: values.street,
    city: values.city,
    zip: values.zip,
    countryId: idOf(values.countryId) as number,
    taxId: orNull(values.taxId),
    vatId: orNull(values.vatId),
    contact: values.contact,
    note: orNull(values.note),
    teams: values.teams.map((team) => ({ id: team.id, name: orNull(team.name), teamCategoryId: idOf(team.teamCategoryId) as number })),
  };
}

/** Indexes of the teams whose category the form changes: a 409 about categories concerns them. */
export function movedTeams(club: AdminClubEdit, values: ClubEditFormValues): number[] {
  return values.teams.flatMap((team, index) => (String(club.teams.find((stored) => stored.id === team.id)?.teamCategoryId) !== team.teamCategoryId ? [index] : []));
}

/** What each refusal of a save means for the organiser. */
export const clubEditConflictMessages: Record<ClubEditConflictCode, MessageDescriptor> = {
  team_in_draw: msg`Tým už je v rozlosování, jeho kategorii nelze změnit.`,
  roster_breaks_category: msg`Soupiska týmu nesplňuje pravidla nové kategorie (věk nebo pohlaví hráčů).`,
  currency_change: msg`Klub má fakturační položky v měně své země; změna země by změnila měnu faktury.`,
};

export const isClubEditConflict = (code: string): code is ClubEditConflictCode => code in clubEditConflictMessages;
