import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { importErrorCodes, TournamentTable } from '@phc/api-contract';

/** What each table of the exchange format holds, as the screen lists the CSV downloads. */
export const tableLabels: Record<TournamentTable, MessageDescriptor> = {
  countries: msg`Země`,
  matchStages: msg`Fáze zápasu`,
  eventTypes: msg`Typy událostí`,
  categories: msg`Kategorie`,
  places: msg`Haly`,
  roundLevels: msg`Úrovně kol`,
  clubs: msg`Kluby`,
  teams: msg`Týmy`,
  players: msg`Hráči a vedoucí`,
  teamPlayers: msg`Hráči v týmech`,
  groups: msg`Skupiny a pavouky`,
  groupTeams: msg`Týmy ve skupinách`,
  groupLots: msg`Losování o pořadí`,
  referees: msg`Rozhodčí`,
  matches: msg`Zápasy`,
  matchReferees: msg`Rozhodčí zápasů`,
  matchRosters: msg`Soupisky zápasů`,
  matchEvents: msg`Události zápasů`,
};

/** The import's own codes; the contract's field codes (required, integer...) come from the validation catalog. */
export const importCodeLabels: Record<keyof typeof importErrorCodes, MessageDescriptor> = {
  unknownKey: msg`Odkazuje na klíč, který v nahraných souborech ani v databázi není.`,
  duplicateKey: msg`Tento klíč už má jiný řádek (nebo je soubor téže tabulky nahrán dvakrát).`,
  missingColumn: msg`V záhlaví chybí tento sloupec.`,
  unknownColumn: msg`Neznámý sloupec v záhlaví.`,
  unknownFile: msg`Soubor nepatří k žádné tabulce exportu (pojmenujte jej např. clubs.csv) nebo to není export turnaje.`,
  malformedLine: msg`Řádek má víc buněk než záhlaví, nebo neuzavřené uvozovky.`,
  inconsistent: msg`Tým nemůže hrát sám proti sobě.`,
  otherCategory: msg`Patří k jiné kategorii než skupina.`,
};
