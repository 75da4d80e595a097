import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { configKeys, serviceTypeIds, type AuditEntry } from '@phc/api-contract';
import { formatDate, formatDateTime, formatMoment, formatMoney, type Locale } from '@phc/i18n';
import { keyLabels } from '../config/config-labels';
import { trainingStateLabels } from '../decisions/trainings-logic';
import { changedFields, type FieldChange } from '../logic/audit-diff';
import { roleLabels } from '../people/role-labels';
import { placeTypeLabels } from '../places/place-labels';
import { stateLabels } from '../registrations/state-labels';
import { auditFieldLabel, auditValueLabels as v } from './audit-field-labels';

/** A value as the page shows it; `full` is the whole text when `text` is shortened. */
export interface AuditText {
  text: string;
  full?: string;
}

export interface AuditChangeText {
  /** The stored field name (the list's key). */
  field: string;
  /** Its label in the page's language, or the raw name when no label names it; empty for a row that is not an object. */
  label: string;
  before: AuditText;
  after: AuditText;
  /** A field that did not change but names what changed (the moved team, the edited item's name): shown once. */
  unchanged: boolean;
}

export interface AuditFormatter {
  translate: (descriptor: MessageDescriptor) => string;
  locale: Locale;
}

export type AuditEntryInput = Pick<AuditEntry, 'entity' | 'action' | 'before' | 'after' | 'teamNames' | 'valueNames'>;

interface Scope extends AuditFormatter {
  entity: string;
  field: string;
  teamNames: Record<string, string>;
  /** The server's names of the ids each field holds (a training's hall, its referee), by field then id. */
  valueNames: Record<string, Record<string, string>>;
  /** A configuration row's key (its before/after name the key beside the value). */
  configKey: string | null;
}

/** A cell of a table on a phone: longer texts (a place's description, a draw's groups) shorten to this. */
export const auditTextLimit = 80;

const empty = '—';
const yes = msg`ano`;
const no = msg`ne`;

function shorten(text: string): AuditText {
  return text.length <= auditTextLimit ? { text } : { text: `${text.slice(0, auditTextLimit - 1).trimEnd()}…`, full: text };
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Stored days as the day they name; instants (when something happened, a deadline) on Prague's clock. */
function dateText(value: string, locale: Locale): string | null {
  if (isoDay.test(value)) return formatDate(value, locale);
  if (isoInstant.test(value) && !Number.isNaN(Date.parse(value))) return formatMoment(value, locale);
  return null;
}

const isLocalized = (value: object): value is { cs: unknown; en: unknown } => Object.keys(value).sort().join() === 'cs,en';

/** An object in words, each field by its label ("Jméno: HC Praha, Osoby: 3"): the log shows no JSON (issue 24). */
function objectText(value: Record<string, unknown>, s: Scope): string {
  const parts = Object.entries(value)
    .filter(([, item]) => item !== undefined && item !== null && item !== '')
    .map(([field, item]) => `${fieldLabel(field, { ...s, configKey: null })}: ${formatOf(field, s)(item, { ...s, field })}`);
  return parts.length > 0 ? parts.join(', ') : empty;
}

/** Any value without a field of its own: yes/no, dates, lists; an object in words (shortened later). */
function plainText(value: unknown, s: Scope): string {
  if (value === undefined || value === null || value === '') return empty;
  if (typeof value === 'boolean') return s.translate(value ? yes : no);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return dateText(value, s.locale) ?? value;
  if (Array.isArray(value)) {
    if (value.length === 0) return empty;
    return value.map((item) => plainText(item, s)).join(value.every((item) => item === null || typeof item !== 'object') ? ', ' : '; ');
  }
  if (isLocalized(value)) return value.cs || value.en ? `${plainText(value.cs, s)} / ${plainText(value.en, s)}` : empty;
  return objectText(value as Record<string, unknown>, s);
}

/** An enumeration's word, or the stored value for one the labels do not know. */
const labelled = (labels: Record<string, MessageDescriptor>, value: unknown, s: Scope) => (typeof value === 'string' && Object.hasOwn(labels, value) ? s.translate(labels[value]) : plainText(value, s));

function teamName(id: unknown, s: Scope): string {
  const team = String(id);
  return s.teamNames[team] ?? s.valueNames[s.field]?.[team] ?? s.translate(msg`Tým #${team}`);
}

/** An id (or a list of ids) by the name the server found for it; an entity deleted since keeps its id. */
const namedIds = (value: unknown, s: Scope): string => {
  const name = (id: unknown) => s.valueNames[s.field]?.[String(id)] ?? plainText(id, s);
  if (Array.isArray(value)) return value.length > 0 ? value.map(name).join(', ') : empty;
  return value === null || value === undefined ? empty : name(value);
};

/** A field's format: its own, else by the names the server sent for its ids, else plain. */
const formatOf = (field: string, s: Pick<Scope, 'valueNames'>): ValueFormat => valueFormats[field] ?? (s.valueNames[field] ? namedIds : plainText);

const states: Record<string, Record<string, MessageDescriptor>> = {
  teamRequest: v.teamRequestStates,
  transfer: v.transferStates,
  training: trainingStateLabels,
  competition: v.competitionStates,
};

const serviceTypes: Record<number, MessageDescriptor> = {
  [serviceTypeIds.bundle]: msg`Balíčky a doplňky`,
  [serviceTypeIds.transfer]: msg`Transfery`,
  [serviceTypeIds.training]: msg`Tréninky`,
};

/** A configuration value by its key's type: stored text 'true', a day at midnight UTC, an instant. */
function configValueText(value: unknown, s: Scope): string {
  const definition = configKeys.find((key) => key.key === s.configKey);
  if (typeof value !== 'string' || !definition) return plainText(value, s);
  if (definition.dataType === 'boolean') return plainText(value === 'true' ? true : value === 'false' ? false : value, s);
  if (definition.format === 'date' && isoInstant.test(value)) return formatDate(value, s.locale);
  // The configuration page shows instants on Prague's clock; the log shows the same wall-clock time.
  return definition.format === 'datetime' && isoInstant.test(value) && !Number.isNaN(Date.parse(value)) ? formatMoment(value, s.locale) : plainText(value, s);
}

type ValueFormat = (value: unknown, s: Scope) => string;

/** Fields whose values are codes, ids or amounts a word or a format says better than the raw value. */
const valueFormats: Record<string, ValueFormat> = {
  roles: (value, s) => (Array.isArray(value) && value.length > 0 ? value.map((role) => labelled(roleLabels, role, s)).join(', ') : plainText(value, s)),
  registrationState: (value, s) => labelled({ ...stateLabels, rejected: v.rejectedRegistration }, value, s),
  state: (value, s) => labelled(states[s.entity] ?? {}, value, s),
  placeType: (value, s) => labelled(placeTypeLabels, value, s),
  gender: (value, s) => labelled(v.genderLabels, value, s),
  type: (value, s) => labelled(v.levelTypes, value, s),
  serviceTypeId: (value, s) => (typeof value === 'number' && serviceTypes[value] ? s.translate(serviceTypes[value]) : plainText(value, s)),
  // A kick-off is the tournament's wall clock, stored as UTC: shown as written, not moved to Prague's clock.
  startsAt: (value, s) => (typeof value === 'string' && isoInstant.test(value) && !Number.isNaN(Date.parse(value)) ? formatDateTime(value, s.locale) : plainText(value, s)),
  procedure: (value, s) => (typeof value === 'string' ? value.toUpperCase() : plainText(value, s)),
  teamId: (value, s) => (value === null || value === undefined ? empty : teamName(value, s)),
  teamIds: (value, s) => (Array.isArray(value) && value.length > 0 ? value.map((id) => teamName(id, s)).join(', ') : plainText(value, s)),
  priceCzk: (value, s) => (typeof value === 'number' ? formatMoney(value, 'CZK', { locale: s.locale }) : plainText(value, s)),
  priceEur: (value, s) => (typeof value === 'number' ? formatMoney(value, 'EUR', { locale: s.locale }) : plainText(value, s)),
  breaks: (value, s) => (Array.isArray(value) && value.length > 0 ? value.map((code) => labelled(v.drawBreaks, code, s)).join(', ') : plainText(value, s)),
  numbers: (value, s) => (Array.isArray(value) && value.length === 2 ? `${value[0]}–${value[1]}` : plainText(value, s)),
  openingDays: (value, s) =>
    Array.isArray(value) && value.length > 0
      ? value.map((d: { day?: string; opens?: string; closes?: string }) => `${plainText(d.day, s)} ${d.opens ?? ''}–${d.closes ?? ''}`).join(', ')
      : plainText(value, s),
};

/** A seeding pot as the pots form names it: "pot 2", or none. */
function potText(pot: unknown, s: Scope): string {
  return typeof pot === 'number' ? s.translate(msg`koš ${pot}`) : plainText(pot, s);
}

/**
 * Fields that name what a row is about: a row keeps them though they did not change, or an edit
 * of a price would not say which item's, a move not say which team.
 */
const contextFields = ['teamId', 'number', 'day', 'name', 'nameCs', 'clubName', 'email'];

function unchangedContext(before: unknown, after: unknown): FieldChange[] {
  if (before === null || typeof before !== 'object' || after === null || typeof after !== 'object') return [];
  const [a, b] = [before as Record<string, unknown>, after as Record<string, unknown>];
  return contextFields.filter((field) => a[field] !== undefined && a[field] !== null && JSON.stringify(a[field]) === JSON.stringify(b[field])).map((field) => ({ field, before: a[field], after: b[field] }));
}

function configKeyOf(entry: AuditEntryInput): string | null {
  const keyOf = (side: unknown) => (side !== null && typeof side === 'object' && typeof (side as { key?: unknown }).key === 'string' ? (side as { key: string }).key : null);
  return entry.entity === 'config' ? (keyOf(entry.after) ?? keyOf(entry.before)) : null;
}

function fieldLabel(field: string, s: Pick<Scope, 'configKey' | 'translate'>): string {
  if (s.configKey && field === 'value' && Object.hasOwn(keyLabels, s.configKey)) return s.translate(keyLabels[s.configKey as keyof typeof keyLabels]);
  const descriptor = auditFieldLabel(field);
  return descriptor ? s.translate(descriptor) : field;
}

/**
 * What an audit row changed, in the organiser's words: each changed field's label and its values
 * before and after. Seeding pots are stored keyed by team id: each is named by its team, its value a pot.
 */
export function describeAuditChanges(entry: AuditEntryInput, formatter: AuditFormatter): AuditChangeText[] {
  const pots = entry.entity === 'competition' && entry.action === 'pots';
  const base = { ...formatter, entity: entry.entity, teamNames: entry.teamNames ?? {}, valueNames: entry.valueNames ?? {}, configKey: configKeyOf(entry) };
  const context = pots ? [] : unchangedContext(entry.before, entry.after);
  return [...context, ...changedFields(entry.before, entry.after)].map((change, i) => {
    const s: Scope = { ...base, field: change.field };
    const format: ValueFormat = pots ? potText : s.configKey && change.field === 'value' ? configValueText : formatOf(change.field, s);
    const label = pots ? teamName(change.field, s) : change.field === '' ? '' : fieldLabel(change.field, s);
    return { field: change.field, label, before: shorten(format(change.before, s)), after: shorten(format(change.after, s)), unchanged: i < context.length };
  });
}

/** Entities of one row for the whole tournament: their id says nothing. */
const subjectless = ['config', 'tournament', 'playerLimits'];

/**
 * What a row is about, as the table's "Co" column says it: the entity's kind and its name from the
 * server ("Klub HC Praha"), its number when it has no name (deleted since), nothing more for the
 * configuration (one row per key, named in the change).
 */
export function auditSubject(entry: Pick<AuditEntry, 'entity' | 'entityId' | 'entityName'>, kind: string): string {
  if (entry.entityName) return `${kind} ${entry.entityName}`;
  return subjectless.includes(entry.entity) ? kind : `${kind} #${entry.entityId}`;
}
