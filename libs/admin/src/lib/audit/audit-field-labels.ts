import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AdminTransfer, DrawBreak } from '@phc/api-contract';
import { teamRequestStateLabels } from '../decisions/team-request-labels';
import { genderLabels } from '../master-data/category-labels';

/**
 * Every field name the server writes into an audit row's before/after (the `writeAudit(` callers
 * under apps/api/src), as the organiser reads it. Several entities share a name ("state", "name",
 * "sortOrder"): one label fits them all. Seeding pots are keyed by team id and named by the team.
 */
const fieldLabels: Record<string, MessageDescriptor> = {
  // Users and club administrators.
  email: msg`E-mail`,
  roles: msg`Role`,
  disabled: msg`Zablokován`,
  clubId: msg`Klub`,
  userId: msg`Uživatel`,
  // The competition builder.
  groups: msg`Skupiny`,
  seed: msg`Číslo losu`,
  groupId: msg`Skupina`,
  name: msg`Název`,
  roundLevelId: msg`Úroveň soutěže`,
  levelId: msg`Úroveň soutěže`,
  matchId: msg`Zápas`,
  number: msg`Číslo zápasu`,
  startsAt: msg`Začátek zápasu`,
  placeId: msg`Hala`,
  systemName: msg`Systémový název`,
  nameCs: msg`Název česky`,
  nameEn: msg`Název anglicky`,
  type: msg`Typ`,
  order: msg`Pořadí`,
  a: msg`Pozice do play-off A`,
  b: msg`Pozice do play-off B`,
  matches: msg`Počet zápasů`,
  settings: msg`Nastavení rozpisu`,
  placed: msg`Naplánované zápasy`,
  unplaced: msg`Nenaplánované zápasy`,
  hardViolations: msg`Porušená pravidla`,
  softScore: msg`Skóre rozpisu`,
  numbers: msg`Čísla zápasů`,
  teamId: msg`Tým`,
  breaks: msg`Porušená pravidla losu`,
  // Registrations and decisions.
  state: msg`Stav`,
  registrationState: msg`Stav registrace`,
  resolutionReason: msg`Odůvodnění`,
  waiveFee: msg`Bez poplatku`,
  startTime: msg`Začátek`,
  endTime: msg`Konec`,
  price: msg`Cena`,
  refereeId: msg`Rozhodčí`,
  // Price list and bundles.
  id: msg`ID`,
  serviceTypeId: msg`Druh služby`,
  code: msg`Kód`,
  priceCzk: msg`Cena v Kč`,
  priceEur: msg`Cena v €`,
  availabilityFilter: msg`Dostupnost`,
  sortOrder: msg`Pořadí`,
  system: msg`Systémová položka`,
  pricelistItemId: msg`Položka ceníku`,
  descriptionCs: msg`Popis česky`,
  descriptionEn: msg`Popis anglicky`,
  includesAccommodation: msg`Včetně ubytování`,
  // Configuration.
  key: msg`Klíč`,
  value: msg`Hodnota`,
  // Club edit.
  clubName: msg`Název klubu`,
  street: msg`Ulice`,
  city: msg`Město`,
  zip: msg`PSČ`,
  countryId: msg`Země`,
  taxId: msg`IČO`,
  vatId: msg`DIČ`,
  contact: msg`Kontakt`,
  note: msg`Poznámka`,
  teams: msg`Týmy`,
  teamCategoryId: msg`Kategorie`,
  teamNumber: msg`Pořadí týmu`,
  // Import, lots, tie-breaks.
  counts: msg`Importované záznamy`,
  teamIds: msg`Pořadí týmů`,
  procedure: msg`Postup při rovnosti bodů`,
  // Categories and roster limits.
  gender: msg`Pohlaví`,
  birthYearFrom: msg`Ročník od`,
  birthYearTo: msg`Ročník do`,
  maxOtherGenderPlayers: msg`Nejvíc hráčů druhého pohlaví`,
  maxOlderPlayers: msg`Nejvíc starších hráčů`,
  smallCourt: msg`Malé hřiště`,
  limits: msg`Limity soupisky`,
  minPlayers: msg`Nejméně hráčů`,
  maxPlayers: msg`Nejvíc hráčů`,
  minLeaders: msg`Nejméně vedoucích`,
  maxLeaders: msg`Nejvíc vedoucích`,
  playersCountWarningFrom: msg`Upozornit od počtu hráčů`,
  maxExceptionPlayers: msg`Nejvíc hráčů na výjimku`,
  // Places, reporters, referees' days.
  placeType: msg`Druh místa`,
  address: msg`Adresa`,
  description: msg`Popis`,
  lat: msg`Zeměpisná šířka`,
  lng: msg`Zeměpisná délka`,
  openingHours: msg`Otevírací doba`,
  openingDays: msg`Otevřeno ve dnech`,
  photos: msg`Fotografie`,
  reporterUserId: msg`Zapisovatel`,
  day: msg`Den`,
  refereeIds: msg`Rozhodčí`,
};

/** The label of a field the server audits, or null for one no label names (the page shows the raw name). */
export function auditFieldLabel(field: string): MessageDescriptor | null {
  return Object.hasOwn(fieldLabels, field) ? fieldLabels[field] : null;
}

/** The field names with a label, for the test that checks every audited field has one. */
export const labelledAuditFields: readonly string[] = Object.keys(fieldLabels);

const transferStates: Record<AdminTransfer['state'], MessageDescriptor> = { unconfirmed: msg`Nepotvrzený`, confirmed: msg`Potvrzený` };

const competitionStates: Record<string, MessageDescriptor> = { draft: msg`Rozpracovaná`, published: msg`Zveřejněná` };

const levelTypes: Record<string, MessageDescriptor> = { group: msg`Skupiny`, playoff: msg`Play-off` };

/** The draw rules a builder's move broke, as short as a list in a table cell allows. */
const drawBreaks: Record<DrawBreak['constraint'], MessageDescriptor> = {
  sameClub: msg`stejný klub ve skupině`,
  sameCountry: msg`stejná země ve skupině`,
  samePot: msg`stejný koš ve skupině`,
  groupSize: msg`jiná velikost skupiny`,
};

/** A referee's registration may also be rejected (a club's is returned instead). */
const rejectedRegistration = msg`Zamítnutá`;

/** Enumerations the screens label only inside their components, named here the same way. */
export const auditValueLabels = { genderLabels, teamRequestStates: teamRequestStateLabels, transferStates, competitionStates, levelTypes, rejectedRegistration, drawBreaks };
