import type { ConfigValue, LoggedUser, Participant, RegistrationState } from '@phc/api-contract';
import { canManageClub, isBeforeDeadline, isSuperAdmin } from '@phc/auth';

export type RosterAccess = { editable: true } | { editable: false; reason: 'readOnly' | 'notApproved' | 'deadline' };

/**
 * SPEC §2/§9: a club's own managers edit its roster once the club is approved and until "roster edit
 * till"; the super admin is held to neither (as the server); anyone else (a super reporter) only reads.
 */
export function rosterAccess(ctx: { user: LoggedUser | null; clubId: number; registrationState: RegistrationState | null; configurations: readonly ConfigValue[]; now: Date }): RosterAccess {
  if (!canManageClub(ctx.user, ctx.clubId)) return { editable: false, reason: 'readOnly' };
  if (isSuperAdmin(ctx.user)) return { editable: true };
  if (ctx.registrationState !== 'approved') return { editable: false, reason: 'notApproved' };
  if (!isBeforeDeadline(ctx.configurations, 'roster_edit_till', ctx.now)) return { editable: false, reason: 'deadline' };
  return { editable: true };
}

/** Team filter: every participant, one team's, or those in no team yet. */
export type TeamFilter = 'all' | 'none' | number;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('cs');

/** Name search ignores case and diacritics: "novak" finds Novák. */
export function filterParticipants(participants: readonly Participant[], query: string, team: TeamFilter): Participant[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return participants.filter((p) => {
    if (team === 'none' && p.teamIds.length > 0) return false;
    if (typeof team === 'number' && !p.teamIds.includes(team)) return false;
    const name = fold(`${p.firstName} ${p.lastName}`);
    return words.every((word) => name.includes(word));
  });
}

export const PAGE_SIZE = 20;

/** One page of a list (1-based, clamped into range) and how many pages there are. */
export function paginate<T>(items: readonly T[], page: number, size = PAGE_SIZE): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}
