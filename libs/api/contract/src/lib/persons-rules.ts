import { configValue } from './entities/config';
import type { ConfigValue } from './entities/config-value';
import { messageCodes as m } from './messages';

/**
 * SPEC §9 `allow_team_bundle_persons_count_updates`: once a registration is stored, the persons its
 * bundles were ordered for may change only while the organiser allows it (they book beds and meals by
 * these counts). A new registration, a new team or a new extra person group always brings its own count.
 * The registration form makes the counts read-only by this rule and the server refuses by it.
 */
export const personsCountsEditable = (configurations: readonly ConfigValue[], editing: boolean): boolean =>
  !editing || configValue(configurations, 'allow_team_bundle_persons_count_updates') === true;

/** A row with its id (absent for a new one) and its counted fields (persons, extraPersons, …). */
export type PersonsCounts<F extends string> = { id?: number } & Record<F, number>;

/**
 * Field errors (`<prefix>.<index>.<field>: personsFrozen`) for each stored row whose counted field the
 * input changes; empty when the counts are editable or nothing changed.
 */
export function frozenPersonsErrors<F extends string>(
  stored: readonly PersonsCounts<F>[],
  input: readonly PersonsCounts<F>[],
  fields: readonly F[],
  prefix: string,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  input.forEach((row, index) => {
    const before = row.id === undefined ? undefined : stored.find((s) => s.id === row.id);
    if (!before) return;
    for (const field of fields) if (before[field] !== row[field]) errors[`${prefix}.${index}.${field}`] = [m.personsFrozen];
  });
  return errors;
}
