import { configKeys, configValue, type ConfigKey, type ConfigValue, type LoggedUser, type RegistrationState, type Role, compareCzech } from '@phc/api-contract';
import { adminScreens } from './admin-screens';

/**
 * SPEC §6 permissions as pure functions of the user, the configuration (SPEC §9) and the time, so the
 * web shows exactly what the server will allow and every rule is tested without React.
 */
export interface PermissionContext {
  user: LoggedUser | null;
  configurations: readonly ConfigValue[];
  now: Date;
}

/** A club as the user bar and the club switcher know it. */
export interface ClubRef {
  id: number;
  name: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const hasRole = (user: LoggedUser | null, role: Role) => !!user?.roles.includes(role);

export const isSuperAdmin = (user: LoggedUser | null) => hasRole(user, 'ROLE_SUPER_ADMIN');
export const isSuperReporter = (user: LoggedUser | null) => hasRole(user, 'ROLE_COMPETITION_SUPER_REPORTER');

/** Administration access (/admin/): admin or super admin. */
export const hasAdminAccess = (user: LoggedUser | null) => hasRole(user, 'ROLE_ADMIN') || isSuperAdmin(user);

/** In-place content editing and the admin side menu: super admin only. */
export const canEditInPlace = (user: LoggedUser | null) => isSuperAdmin(user);

function instant(configurations: readonly ConfigValue[], key: ConfigKey): number | null {
  const raw = configValue(configurations, key);
  if (typeof raw !== 'string') return null;
  const time = Date.parse(raw);
  return Number.isNaN(time) ? null : time;
}

const formatOf = (configurations: readonly ConfigValue[], key: ConfigKey) =>
  configurations.find((c) => c.key === key)?.format ?? configKeys.find((c) => c.key === key)?.format ?? null;

/**
 * Whether `now` is on or before a "till" key. A date-only key (format `date`) includes its whole day
 * in UTC, as organisers mean "till 30 March" to include 30 March. A key that is not set is no deadline.
 */
export function isBeforeDeadline(configurations: readonly ConfigValue[], key: ConfigKey, now: Date): boolean {
  const till = instant(configurations, key);
  if (till === null) return true;
  const end = formatOf(configurations, key) === 'date' ? Math.floor(till / DAY_MS) * DAY_MS + DAY_MS : till + 1;
  return now.getTime() < end;
}

/** Whether `now` is on or after a "from" key (a date-only key from the start of its day in UTC). */
export function isAfterStart(configurations: readonly ConfigValue[], key: ConfigKey, now: Date): boolean {
  const from = instant(configurations, key);
  if (from === null) return true;
  const start = formatOf(configurations, key) === 'date' ? Math.floor(from / DAY_MS) * DAY_MS : from;
  return now.getTime() >= start;
}

/**
 * A registration window is open between its "from" and "till" keys; a window with neither key set was
 * never opened by the organiser, so it counts as closed.
 */
export function isWindowOpen(configurations: readonly ConfigValue[], fromKey: ConfigKey, tillKey: ConfigKey, now: Date): boolean {
  if (instant(configurations, fromKey) === null && instant(configurations, tillKey) === null) return false;
  return isAfterStart(configurations, fromKey, now) && isBeforeDeadline(configurations, tillKey, now);
}

const flag = (configurations: readonly ConfigValue[], key: ConfigKey) => configValue(configurations, key) === true;

export const isClubRegistrationOpen = ({ configurations, now }: PermissionContext) =>
  isWindowOpen(configurations, 'club_registration_from', 'club_registration_till', now);

/** Referee registration needs the enabled flag and its date window. */
export const isRefereeRegistrationOpen = ({ configurations, now }: PermissionContext) =>
  flag(configurations, 'referee_registration_enabled') && isWindowOpen(configurations, 'referee_registration_from', 'referee_registration_till', now);

/** Super admin or club manager always; everybody else (anonymous visitors too) while club registration is open. */
export function canRegisterNewClub(ctx: PermissionContext): boolean {
  if (isSuperAdmin(ctx.user) || hasRole(ctx.user, 'ROLE_CLUB_MANAGER')) return true;
  return isClubRegistrationOpen(ctx);
}

/**
 * Super admin or referee manager whenever referee registration is enabled (outside the dates too);
 * everybody else while it is enabled and within its dates.
 */
export function canRegisterNewReferee(ctx: PermissionContext): boolean {
  if (isSuperAdmin(ctx.user) || hasRole(ctx.user, 'ROLE_REFEREE_MANAGER')) return flag(ctx.configurations, 'referee_registration_enabled');
  return isRefereeRegistrationOpen(ctx);
}

export interface ClubsContext {
  user: LoggedUser | null;
  /** Every club of the tournament, for a super reporter's switcher; empty until loaded. */
  allClubs?: readonly ClubRef[];
  /** The super reporter's quick link to every club (on unless a tournament turns it off). */
  superReporterQuickLink?: boolean;
}

const quickLinkAll = ({ user, superReporterQuickLink = true }: ClubsContext) => superReporterQuickLink && isSuperReporter(user);

/** The clubs the user may switch between: administered ones, or all clubs for a super reporter with the quick link. */
export function availableClubs(ctx: ClubsContext): ClubRef[] {
  if (!ctx.user) return [];
  const byId = new Map<number, ClubRef>();
  for (const club of ctx.user.administratedClubs) byId.set(club.id, club);
  if (quickLinkAll(ctx)) for (const club of ctx.allClubs ?? []) byId.set(club.id, club);
  return [...byId.values()];
}

/** Whether the user has clubs: administers some, or is a super reporter with the quick link (all clubs). */
export function hasClubs(ctx: ClubsContext): boolean {
  if (!ctx.user) return false;
  return ctx.user.administratedClubs.length > 0 || quickLinkAll(ctx);
}

/** The current club: the selected one when the user may see it, otherwise the first administered club. */
export function currentClubId(ctx: ClubsContext & { selectedClubId: number | null }): number | null {
  if (!ctx.user) return null;
  const { selectedClubId } = ctx;
  if (selectedClubId !== null) {
    if (ctx.user.administratedClubs.some((c) => c.id === selectedClubId)) return selectedClubId;
    if (quickLinkAll(ctx)) return selectedClubId;
  }
  return ctx.user.administratedClubs[0]?.id ?? null;
}

/** The club switcher lists clubs by name (Czech collation), then id, and shows both. */
export function sortClubsByName(clubs: readonly ClubRef[]): ClubRef[] {
  return [...clubs].sort((a, b) => compareCzech(a.name, b.name) || a.id - b.id);
}

/** Approved or processed registrations unlock the order summary (SPEC §4). */
export const isOrderSummaryAvailable = (state: RegistrationState | null | undefined) => state === 'approved' || state === 'processed';

export type ProfileLink =
  | 'administration'
  | 'registerClub'
  | 'registerReferee'
  | 'dashboard'
  | 'orderSummary'
  | 'roster'
  | 'myRegistration'
  | 'rosterSuperReporter'
  | 'teamRequests'
  | 'teamLeaders'
  | 'trainings'
  | 'trainingJoinRequests';

export interface ProfileLinksContext extends PermissionContext {
  /** The current club (see currentClubId) and its registration state when loaded. */
  club: { id: number; registrationState: RegistrationState | null } | null;
  superReporterQuickLink?: boolean;
}

/** SPEC §2 "Profile box links", each only when its condition holds, in the order the box shows them. */
export function profileLinks(ctx: ProfileLinksContext): ProfileLink[] {
  const { user, configurations, now, club } = ctx;
  if (!user) return [];
  const links: ProfileLink[] = [];
  // Every role with a screen in the administration (club, referee and place managers, matchmakers too).
  if (adminScreens(user).length > 0) links.push('administration');
  if (canRegisterNewClub(ctx)) links.push('registerClub');
  if (canRegisterNewReferee(ctx)) links.push('registerReferee');
  if (club) {
    links.push('dashboard');
    if (isOrderSummaryAvailable(club.registrationState)) links.push('orderSummary');
    if (club.registrationState === 'approved' && isBeforeDeadline(configurations, 'roster_edit_till', now)) links.push('roster');
    if (club.registrationState !== 'approved' && isBeforeDeadline(configurations, 'registration_edit_till', now)) links.push('myRegistration');
  }
  if (quickLinkAll({ user, superReporterQuickLink: ctx.superReporterQuickLink })) links.push('rosterSuperReporter');
  if (club) {
    if (flag(configurations, 'participant_team_request_enabled')) links.push('teamRequests');
    if (flag(configurations, 'paperless_team_leader_allowed')) links.push('teamLeaders');
    if (flag(configurations, 'show_trainings')) links.push('trainings', 'trainingJoinRequests');
  }
  return links;
}

/** Transfers may change while unconfirmed and on or before "transfers editable till" (SPEC §4, §9). */
export const canEditTransfer = (configurations: readonly ConfigValue[], now: Date, state: 'unconfirmed' | 'confirmed') =>
  state === 'unconfirmed' && isBeforeDeadline(configurations, 'transfers_editable_till', now);

export const canAddTransfer = (configurations: readonly ConfigValue[], now: Date) => isBeforeDeadline(configurations, 'transfers_editable_till', now);

/** Changing a club's data (transfers, roster): its administrators, club managers and the super admin, as the server checks. */
export const canManageClub = (user: LoggedUser | null, clubId: number) =>
  !!user && (isSuperAdmin(user) || hasRole(user, 'ROLE_CLUB_MANAGER') || user.administratedClubs.some((c) => c.id === clubId));
