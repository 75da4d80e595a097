import { messageCodes as m } from './messages';

/**
 * Issue 24: a team's service level and its bundle must say the same thing (a "Hostel" level with the
 * "Škola" package contradicted itself). A bundle of a level (price list code `bundle_<level>`) goes
 * only with that level; a bundle without accommodation (the entry fees) only with the basic level; a
 * team with either one unchosen is not judged. The registration form and the server apply this rule.
 */
export interface BundleFacts {
  /** The bundle's price list item code, e.g. `bundle_school`. */
  code: string;
  includesAccommodation: boolean;
}

const basicLevel = 'basic';

export function serviceLevelFitsBundle(levelCode: string | null | undefined, bundle: BundleFacts | null | undefined, levelCodes: readonly string[]): boolean {
  if (!levelCode || !bundle) return true;
  const bundleLevel = bundle.code.startsWith('bundle_') ? bundle.code.slice('bundle_'.length) : null;
  if (bundleLevel !== null && levelCodes.includes(bundleLevel)) return bundleLevel === levelCode;
  return bundle.includesAccommodation ? levelCode !== basicLevel : levelCode === basicLevel;
}

/** Field errors (`teams.<i>.orderBundleId: bundleContradictsLevel`) for the teams whose choice contradicts itself. */
export function bundleLevelErrors(
  teams: readonly { serviceLevelId: number | null; orderBundleId: number | null }[],
  levels: readonly { id: number; code: string }[],
  bundles: readonly ({ id: number } & BundleFacts)[],
): Record<string, string[]> {
  const codes = levels.map((l) => l.code);
  const errors: Record<string, string[]> = {};
  teams.forEach((team, i) => {
    const level = levels.find((l) => l.id === team.serviceLevelId)?.code;
    const bundle = bundles.find((b) => b.id === team.orderBundleId);
    if (!serviceLevelFitsBundle(level, bundle, codes)) errors[`teams.${i}.orderBundleId`] = [m.bundleContradictsLevel];
  });
  return errors;
}
