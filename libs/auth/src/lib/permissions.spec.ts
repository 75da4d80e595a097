import type { ConfigValue, LoggedUser, Role } from '@phc/api-contract';
import {
  availableClubs,
  canAddTransfer,
  canEditInPlace,
  canManageClub,
  canEditTransfer,
  canRegisterNewClub,
  canRegisterNewReferee,
  currentClubId,
  hasAdminAccess,
  hasClubs,
  isBeforeDeadline,
  isOrderSummaryAvailable,
  profileLinks,
  sortClubsByName,
  type ProfileLink,
} from './permissions';

const user = (roles: Role[] = [], clubs: { id: number; name: string }[] = []): LoggedUser => ({
  id: 7,
  username: 'u@demo.test',
  firstName: 'Jana',
  lastName: 'Nováková',
  roles,
  administratedClubs: clubs,
});

const date = (key: string, value: string | null): ConfigValue => ({ key, dataType: 'datetime', value, format: 'date' });
const instant = (key: string, value: string | null): ConfigValue => ({ key, dataType: 'datetime', value, format: 'datetime' });
const flag = (key: string, on: boolean): ConfigValue => ({ key, dataType: 'boolean', value: String(on), format: null });

const now = new Date('2026-03-15T12:00:00Z');
const before = '2026-04-01T00:00:00Z';
const past = '2026-03-01T00:00:00Z';

const clubOpen = [date('club_registration_from', past), date('club_registration_till', before)];
const clubNotYet = [date('club_registration_from', before), date('club_registration_till', '2026-05-01T00:00:00Z')];
const clubOver = [date('club_registration_from', '2026-01-01T00:00:00Z'), date('club_registration_till', past)];
const clubUnset: ConfigValue[] = [];

const refereeWindowOpen = [date('referee_registration_from', past), date('referee_registration_till', before)];
const refereeWindowOver = [date('referee_registration_from', '2026-01-01T00:00:00Z'), date('referee_registration_till', past)];

const superAdmin = user(['ROLE_SUPER_ADMIN']);
const admin = user(['ROLE_ADMIN']);
const clubManager = user(['ROLE_CLUB_MANAGER']);
const refereeManager = user(['ROLE_REFEREE_MANAGER']);
const reporter = user(['ROLE_COMPETITION_REPORTER']);
const superReporter = user(['ROLE_COMPETITION_SUPER_REPORTER']);
const clubAdmin = user([], [{ id: 5, name: 'TJ Sokol' }, { id: 2, name: 'HC Praha' }]);
const plain = user();

describe('canRegisterNewClub (SPEC §6, club registration window of §9)', () => {
  const table: [string, LoggedUser | null, ConfigValue[], boolean][] = [
    ['super admin, window over', superAdmin, clubOver, true],
    ['super admin, window unset', superAdmin, clubUnset, true],
    ['club manager, window not yet open', clubManager, clubNotYet, true],
    ['club manager, window over', clubManager, clubOver, true],
    ['admin, window open', admin, clubOpen, true],
    ['admin, window over', admin, clubOver, false],
    ['referee manager, window over', refereeManager, clubOver, false],
    ['club administrator, window open', clubAdmin, clubOpen, true],
    ['club administrator, window not yet open', clubAdmin, clubNotYet, false],
    ['anonymous visitor, window open', null, clubOpen, true],
    ['anonymous visitor, window over', null, clubOver, false],
    ['anonymous visitor, window never configured', null, clubUnset, false],
    ['reporter, window open', reporter, clubOpen, true],
  ];
  it.each(table)('%s → %s', (_name, u, configurations, expected) => {
    expect(canRegisterNewClub({ user: u, configurations, now })).toBe(expected);
  });

  it('keeps the whole "till" day open for a date-only key and closes at midnight UTC after it', () => {
    const configurations = [date('club_registration_from', past), date('club_registration_till', '2026-03-15T00:00:00Z')];
    expect(canRegisterNewClub({ user: null, configurations, now: new Date('2026-03-15T23:59:59Z') })).toBe(true);
    expect(canRegisterNewClub({ user: null, configurations, now: new Date('2026-03-16T00:00:00Z') })).toBe(false);
  });

  it('opens at the start of the "from" day', () => {
    const configurations = [date('club_registration_from', '2026-03-15T00:00:00Z'), date('club_registration_till', before)];
    expect(canRegisterNewClub({ user: null, configurations, now: new Date('2026-03-14T23:59:59Z') })).toBe(false);
    expect(canRegisterNewClub({ user: null, configurations, now: new Date('2026-03-15T00:00:00Z') })).toBe(true);
  });

  it('treats a window with only a till date as open until then', () => {
    expect(canRegisterNewClub({ user: null, configurations: [date('club_registration_till', before)], now })).toBe(true);
  });
});

describe('canRegisterNewReferee (SPEC §6: enabled flag and window of §9)', () => {
  const table: [string, LoggedUser | null, ConfigValue[], boolean][] = [
    ['super admin, enabled, window over', superAdmin, [flag('referee_registration_enabled', true), ...refereeWindowOver], true],
    ['super admin, disabled, window open', superAdmin, [flag('referee_registration_enabled', false), ...refereeWindowOpen], false],
    ['referee manager, enabled, window over', refereeManager, [flag('referee_registration_enabled', true), ...refereeWindowOver], true],
    ['referee manager, disabled', refereeManager, [flag('referee_registration_enabled', false), ...refereeWindowOpen], false],
    ['referee manager, flag missing (default off)', refereeManager, refereeWindowOpen, false],
    ['anonymous, enabled, window open', null, [flag('referee_registration_enabled', true), ...refereeWindowOpen], true],
    ['anonymous, enabled, window over', null, [flag('referee_registration_enabled', true), ...refereeWindowOver], false],
    ['anonymous, disabled, window open', null, [flag('referee_registration_enabled', false), ...refereeWindowOpen], false],
    ['club manager, enabled, window over', clubManager, [flag('referee_registration_enabled', true), ...refereeWindowOver], false],
    ['admin, enabled, window open', admin, [flag('referee_registration_enabled', true), ...refereeWindowOpen], true],
  ];
  it.each(table)('%s → %s', (_name, u, configurations, expected) => {
    expect(canRegisterNewReferee({ user: u, configurations, now })).toBe(expected);
  });
});

describe('administration access and in-place editing (SPEC §6)', () => {
  const table: [string, boolean, boolean, LoggedUser | null][] = [
    ['super admin', true, true, superAdmin],
    ['admin', true, false, admin],
    ['club manager', false, false, clubManager],
    ['referee manager', false, false, refereeManager],
    ['reporter', false, false, reporter],
    ['super reporter', false, false, superReporter],
    ['club administrator', false, false, clubAdmin],
    ['anonymous', false, false, null],
  ];
  it.each(table)('%s: administration %s, in-place editing %s', (_name, administration, inPlace, u) => {
    expect(hasAdminAccess(u)).toBe(administration);
    expect(canEditInPlace(u)).toBe(inPlace);
  });
});

describe('clubs of a user (SPEC §6)', () => {
  const allClubs = [{ id: 9, name: 'Zlín' }, { id: 2, name: 'HC Praha' }, { id: 4, name: 'Árbæjar' }];

  it('has clubs when administering some, or as a super reporter with the quick link', () => {
    expect(hasClubs({ user: clubAdmin })).toBe(true);
    expect(hasClubs({ user: superReporter })).toBe(true);
    expect(hasClubs({ user: superReporter, superReporterQuickLink: false })).toBe(false);
    expect(hasClubs({ user: reporter })).toBe(false);
    expect(hasClubs({ user: superAdmin })).toBe(false);
    expect(hasClubs({ user: null })).toBe(false);
  });

  it('offers the administered clubs, and every club to a super reporter with the quick link', () => {
    expect(availableClubs({ user: clubAdmin, allClubs }).map((c) => c.id)).toEqual([5, 2]);
    expect(availableClubs({ user: superReporter, allClubs }).map((c) => c.id)).toEqual([9, 2, 4]);
    expect(availableClubs({ user: superReporter, allClubs, superReporterQuickLink: false })).toEqual([]);
    expect(availableClubs({ user: null, allClubs })).toEqual([]);
  });

  it('takes the selected club, else the first administered one', () => {
    expect(currentClubId({ user: clubAdmin, selectedClubId: 2 })).toBe(2);
    expect(currentClubId({ user: clubAdmin, selectedClubId: null })).toBe(5);
    expect(currentClubId({ user: null, selectedClubId: 2 })).toBeNull();
    expect(currentClubId({ user: plain, selectedClubId: null })).toBeNull();
  });

  it('ignores a selected club the user may not see', () => {
    expect(currentClubId({ user: clubAdmin, selectedClubId: 99 })).toBe(5);
    expect(currentClubId({ user: plain, selectedClubId: 99 })).toBeNull();
    expect(currentClubId({ user: superReporter, selectedClubId: 99 })).toBe(99);
  });

  it('lets only the club administrators, club managers and the super admin change a club', () => {
    expect(canManageClub(clubAdmin, 5)).toBe(true);
    expect(canManageClub(clubAdmin, 9)).toBe(false);
    expect(canManageClub(clubManager, 9)).toBe(true);
    expect(canManageClub(superAdmin, 9)).toBe(true);
    expect(canManageClub(superReporter, 9)).toBe(false);
    expect(canManageClub(admin, 9)).toBe(false);
    expect(canManageClub(null, 5)).toBe(false);
  });

  it('sorts the switcher by name in Czech order, ties by id', () => {
    const sorted = sortClubsByName([{ id: 3, name: 'Černá Hora' }, { id: 1, name: 'Zlín' }, { id: 8, name: 'Brno' }, { id: 2, name: 'Brno' }, { id: 5, name: 'Cheb' }]);
    // Czech: Č follows C and "ch" follows h.
    expect(sorted.map((c) => c.id)).toEqual([2, 8, 3, 5, 1]);
  });
});

describe('profile box links (SPEC §2)', () => {
  const features = [flag('participant_team_request_enabled', true), flag('paperless_team_leader_allowed', true), flag('show_trainings', true)];
  const open = [...clubOpen, flag('referee_registration_enabled', true), ...refereeWindowOpen, instant('roster_edit_till', '2026-04-03T20:00:00Z'), date('registration_edit_till', before), ...features];
  const closed = [...clubOver, flag('referee_registration_enabled', false), instant('roster_edit_till', '2026-03-15T11:59:00Z'), date('registration_edit_till', past)];

  const table: [string, LoggedUser | null, ConfigValue[], { id: number; registrationState: 'new' | 'processed' | 'approved' | null } | null, ProfileLink[]][] = [
    ['anonymous', null, open, null, []],
    ['super admin without a club, all closed', superAdmin, closed, null, ['administration', 'registerClub']],
    ['admin, all open', admin, open, null, ['administration', 'registerClub', 'registerReferee']],
    ['club admin, new registration, all open', clubAdmin, open, { id: 5, registrationState: 'new' }, ['registerClub', 'registerReferee', 'dashboard', 'myRegistration', 'teamRequests', 'teamLeaders', 'trainings', 'trainingJoinRequests']],
    ['club admin, processed, all open', clubAdmin, open, { id: 5, registrationState: 'processed' }, ['registerClub', 'registerReferee', 'dashboard', 'orderSummary', 'myRegistration', 'teamRequests', 'teamLeaders', 'trainings', 'trainingJoinRequests']],
    ['club admin, approved, all open', clubAdmin, open, { id: 5, registrationState: 'approved' }, ['registerClub', 'registerReferee', 'dashboard', 'orderSummary', 'roster', 'teamRequests', 'teamLeaders', 'trainings', 'trainingJoinRequests']],
    ['club admin, approved, all closed', clubAdmin, closed, { id: 5, registrationState: 'approved' }, ['dashboard', 'orderSummary']],
    ['club admin, new, all closed', clubAdmin, closed, { id: 5, registrationState: 'new' }, ['dashboard']],
    ['club admin, state not loaded yet', clubAdmin, closed, { id: 5, registrationState: null }, ['dashboard']],
    ['super reporter without a chosen club', superReporter, closed, null, ['rosterSuperReporter']],
    ['referee manager, referee registration enabled but dates over', refereeManager, [flag('referee_registration_enabled', true), ...refereeWindowOver], null, ['administration', 'registerReferee']],
    // Issue 24: every role with a screen at /admin/ gets the link, and only those.
    ['club manager, all closed', clubManager, closed, null, ['administration', 'registerClub']],
    ['place manager, all closed', user(['ROLE_PLACE_MANAGER']), closed, null, ['administration']],
    ['matchmaker, all closed', user(['ROLE_MATCHMAKER']), closed, null, ['administration']],
    ['reporter, all closed', reporter, closed, null, []],
  ];
  it.each(table)('%s', (_name, u, configurations, club, expected) => {
    expect(profileLinks({ user: u, configurations, now, club })).toEqual(expected);
  });
});

describe('deadlines', () => {
  it('treats a datetime key as an exact instant', () => {
    const configurations = [instant('roster_edit_till', '2026-03-15T12:00:00Z')];
    expect(isBeforeDeadline(configurations, 'roster_edit_till', new Date('2026-03-15T12:00:00Z'))).toBe(true);
    expect(isBeforeDeadline(configurations, 'roster_edit_till', new Date('2026-03-15T12:00:00.001Z'))).toBe(false);
  });

  it('has no deadline when the key is unset or unreadable', () => {
    expect(isBeforeDeadline([], 'transfers_editable_till', now)).toBe(true);
    expect(isBeforeDeadline([date('transfers_editable_till', 'soon')], 'transfers_editable_till', now)).toBe(true);
  });

  it('lets unconfirmed transfers change until "transfers editable till", never confirmed ones', () => {
    const open = [date('transfers_editable_till', before)];
    const over = [date('transfers_editable_till', past)];
    expect(canEditTransfer(open, now, 'unconfirmed')).toBe(true);
    expect(canEditTransfer(open, now, 'confirmed')).toBe(false);
    expect(canEditTransfer(over, now, 'unconfirmed')).toBe(false);
    expect(canAddTransfer(open, now)).toBe(true);
    expect(canAddTransfer(over, now)).toBe(false);
  });

  it('unlocks the order summary only for approved or processed clubs', () => {
    expect(isOrderSummaryAvailable('approved')).toBe(true);
    expect(isOrderSummaryAvailable('processed')).toBe(true);
    expect(isOrderSummaryAvailable('new')).toBe(false);
    expect(isOrderSummaryAvailable(null)).toBe(false);
  });
});
