import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AuditEntity } from '@phc/api-contract';

/** What an audit row is about, as the filter and the table name it. */
export const auditEntityLabels: Record<AuditEntity, MessageDescriptor> = {
  club: msg`Klub`,
  teamRequest: msg`Žádost o výjimku`,
  referee: msg`Rozhodčí`,
  transfer: msg`Transfer`,
  // Halls, hotels, restaurants, Prague sights: every map place is audited as 'place'.
  place: msg`Místo`,
  teamCategory: msg`Kategorie`,
  playerLimits: msg`Výchozí limity soupisky`,
  pricelistItem: msg`Položka ceníku`,
  orderBundle: msg`Balíček`,
  config: msg`Nastavení`,
  training: msg`Trénink`,
  user: msg`Uživatel`,
  tournament: msg`Turnaj`,
  groupLots: msg`Los ve skupině`,
  categoryTieBreak: msg`Postup při rovnosti bodů`,
  competition: msg`Soutěž kategorie`,
  match: msg`Zápas`,
};

/** Every action the admin writes record (audit.ts callers), one label each. */
const actionLabels: Record<string, MessageDescriptor> = {
  refereeDay: msg`Rozhodčí haly na den`,
  registrationState: msg`Stav registrace`,
  decision: msg`Rozhodnutí`,
  confirm: msg`Potvrzení`,
  reporter: msg`Zapisovatel`,
  configValue: msg`Hodnota nastavení`,
  edit: msg`Úprava`,
  create: msg`Vytvoření`,
  delete: msg`Smazání`,
  default: msg`Výchozí hodnoty`,
  invite: msg`Pozvánka`,
  reinvite: msg`Nová pozvánka`,
  roles: msg`Role`,
  disable: msg`Zablokování`,
  enable: msg`Odblokování`,
  administratorAdd: msg`Nový správce klubu`,
  administratorRemove: msg`Odebraný správce klubu`,
  import: msg`Import turnaje`,
  draw: msg`Zapsaný los`,
  clear: msg`Zrušený los`,
  procedure: msg`Postup kategorie`,
  // The competition builder (issue 17).
  group: msg`Nová skupina`,
  groupDelete: msg`Smazaná skupina`,
  move: msg`Přesun týmu do jiné skupiny`,
  playoffs: msg`Sestavené play-off`,
  schedule: msg`Sestavený rozpis`,
  publish: msg`Zveřejnění soutěže`,
  matchSlot: msg`Přesun zápasu`,
  levelCreate: msg`Nová úroveň soutěže`,
  levelEdit: msg`Úprava úrovně soutěže`,
  levelDelete: msg`Smazaná úroveň soutěže`,
  pots: msg`Koše nasazení`,
  // A match's result changed after a leader confirmed it or a referee sealed it (issue 26).
  closingDropped: msg`Zrušené potvrzení a pečeť po změně výsledku`,
  referees: msg`Rozhodčí zápasu`,
};

/** The same action word means another thing for another entity: a builder's draw is of the whole category. */
const entityActionLabels: Partial<Record<AuditEntity, Record<string, MessageDescriptor>>> = {
  competition: { draw: msg`Losování skupin` },
};

/** The label of an audit row's action, or null for an action no label names yet (the page shows the raw word). */
export function auditActionLabel(entity: string, action: string): MessageDescriptor | null {
  return entityActionLabels[entity as AuditEntity]?.[action] ?? actionLabels[action] ?? null;
}

/** The label of an audit row's entity, or null for one the contract does not list. */
export function auditEntityLabel(entity: string): MessageDescriptor | null {
  return Object.hasOwn(auditEntityLabels, entity) ? auditEntityLabels[entity as AuditEntity] : null;
}
