import type { ReactElement } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, apiRequest, queryKeys, webQueries } from '@phc/api-client';
import { teamLeaderEndpoints, trainingEndpoints, trainingJoinRequestEndpoints, type Club, type ConfigValue, type LoggedUser, type TeamLeader, type Training, type TrainingJoinRequest } from '@phc/api-contract';
import { activateLocale, loadCatalog, validationCatalog } from '@phc/i18n';
import { AlertHost, ConfirmHost, useAlertStore } from '@phc/ui';
import { mockModalDialogs, renderWithTheme } from '@phc/ui/testing';
import { clubzoneKeys } from '../account/club-queries';
import { clubzoneCatalog } from '../catalog';
import { JoinRequestList } from '../join-requests/join-requests-page';
import { leaderKeys } from '../team-leaders/leader-queries';
import { TeamLeaders } from '../team-leaders/team-leaders-page';
import { trainingKeys } from './training-queries';
import { Component as TrainingsPage, TrainingsScreen } from './trainings-page';

// The screens of issue 13 items 4–6 against cached server data: what the club's manager can do, and
// that another club's manager or a team leader sees no button that writes.

jest.mock('@phc/api-client', () => ({ ...jest.requireActual('@phc/api-client'), apiRequest: jest.fn() }));
const api = apiRequest as unknown as jest.Mock;

// jsdom has no modal <dialog>.
beforeAll(mockModalDialogs);

// The screens judge days against the browser's clock: only `Date` stands still, on the eve of the
// tournament (30 June 2026, 12:00 in Prague, day −1), so the tests read the same at any real hour.
const timersLeftAlone = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;
beforeAll(() => jest.useFakeTimers({ now: new Date('2026-06-30T10:00:00Z'), doNotFake: [...timersLeftAlone] }));
afterAll(() => jest.useRealTimers());

const club: Club = {
  id: 1,
  name: 'HK Demo',
  countryId: 1,
  city: null,
  logo: null,
  registrationState: 'approved',
  teams: [{ id: 3, clubId: 1, name: null, teamNumber: 1, teamCategoryId: 10, teamCategory: { code: 'C', name: { cs: 'C chlapci', en: 'C boys' } }, uuid: 'a' }],
} as unknown as Club;

const config = (over: Record<string, string | null> = {}): ConfigValue[] =>
  Object.entries({ tournament_start_date: '2026-07-01', first_game_date: '2026-07-03', trainings_editable_till: '2099-01-01T00:00:00Z', show_trainings: '1', paperless_team_leader_allowed: '1', ...over }).map(([key, value]) => ({
    key,
    dataType: 'string' as const,
    value,
    format: null,
  }));

const teamRef = (id: number, clubId: number, clubName: string) => ({ id, name: null, teamNumber: 1, categoryCode: 'C', categoryName: { cs: 'C chlapci', en: 'C boys' }, clubId, clubName });
const training = (over: Partial<Training>): Training => ({
  id: 1,
  teamId: 3,
  team: teamRef(3, 1, 'HK Demo'),
  day: 0,
  preferredTime: '10:00',
  startTime: null,
  endTime: null,
  trainingTypeId: 1,
  durationInMinutes: 90,
  placeId: 5,
  seekingRival: false,
  rivalName: null,
  rivalTeamId: null,
  note: null,
  state: 'pending',
  price: 1800,
  refereeRequested: false,
  ...over,
});
const own = training({ id: 1 });
const foreign = training({ id: 2, teamId: 9, team: teamRef(9, 2, 'TJ Jiný'), preferredTime: '12:00', seekingRival: true, price: null });

const manager = { id: 7, username: 'club@demo.test', firstName: 'K', lastName: 'M', roles: [], administratedClubs: [{ id: 1, name: 'HK Demo' }] } as unknown as LoggedUser;
const otherManager = { ...manager, id: 8, administratedClubs: [{ id: 2, name: 'TJ Jiný' }] } as LoggedUser;
const leaderOfAnotherTeam = { ...manager, id: 9, administratedClubs: [] } as unknown as LoggedUser;

function renderScreen(ui: ReactElement, configOver: Record<string, string | null> = {}, route = '/clubzone/trainings') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(webQueries.enums().queryKey, {
    configurations: config(configOver),
    countries: [{ id: 1, countryCode: 'CZ', translations: [] }],
    trainingTypes: [{ id: 1, code: 'hall', name: { cs: 'Hala', en: 'Hall' }, pricelistItemId: 70 }],
    pricelistItems: [{ id: 70, serviceTypeId: 14, code: 't', nameCs: 'T', nameEn: 'T', priceCzk: 1200, priceEur: 50, availabilityFilter: null }],
    teamCategories: [],
  } as never);
  client.setQueryData(clubzoneKeys.club(1), club);
  client.setQueryData(trainingKeys.halls, [{ id: 5, translations: [{ locale: 'cs', name: 'Hala Bohemians', description: '' }, { locale: 'en', name: 'Bohemians hall', description: '' }] }]);
  client.setQueryData(clubzoneKeys.trainings(1), [own]);
  client.setQueryData(trainingKeys.calendar, [own, foreign]);
  renderWithTheme(
    <QueryClientProvider client={client}>
      {ui}
      <ConfirmHost />
      <AlertHost />
    </QueryClientProvider>,
    { route },
  );
  return client;
}

beforeAll(async () => {
  await activateLocale('cs');
  await loadCatalog(validationCatalog);
});
beforeEach(() => {
  api.mockReset();
  useAlertStore.setState({ alerts: [] });
});

describe('trainings screen (cs)', () => {
  it('shows the own training with its state, prices and changes, and the calendar by day and hall', () => {
    renderScreen(<TrainingsScreen clubId={1} user={manager} />);
    const item = screen.getByRole('listitem', { name: /^HK Demo C chlapci I · 1\. 7\. 2026 10:00–11:30/ });
    expect(within(item).getByText('Čeká na schválení')).toBeInTheDocument();
    expect(within(item).getByText(/^1\s200,-\sKč$/)).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: /^Upravit trénink/ })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: /^Zrušit trénink/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'středa 1. 7. 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Přihlásit se k tréninku TJ Jiný C chlapci I v 12:00' })).toBeInTheDocument();
  });

  it('shows the organiser’s decision: the final time, the assigned referee and the reason', async () => {
    const client = renderScreen(<TrainingsScreen clubId={1} user={manager} />);
    const show = (decided: Training) =>
      act(() => {
        client.setQueryData(clubzoneKeys.trainings(1), [decided]);
        client.setQueryData(trainingKeys.calendar, [decided, foreign]);
      });
    show({ ...own, state: 'rejected', resolutionReason: 'Hala je plná', refereeName: null });
    const item = screen.getByRole('listitem', { name: /^HK Demo C chlapci I · 1\. 7\. 2026 10:00–11:30/ });
    // The query cache tells its observers on the next tick.
    expect(await within(item).findByText('Zamítnutý')).toBeInTheDocument();
    expect(within(item).getByText('Vyjádření organizátora')).toBeInTheDocument();
    expect(within(item).getByText('Hala je plná')).toBeInTheDocument();
    show({ ...own, state: 'approved', startTime: '11:00', endTime: '12:30', refereeName: 'Petr Píšťalka', resolutionReason: null });
    const approved = await screen.findByRole('listitem', { name: /^HK Demo C chlapci I · 1\. 7\. 2026 11:00–12:30/ });
    expect(within(approved).getByText('Schválený')).toBeInTheDocument();
    expect(within(approved).getByText('Petr Píšťalka (přidělil organizátor)')).toBeInTheDocument();
    expect(within(approved).queryByText('Vyjádření organizátora')).not.toBeInTheDocument();
  });

  it('says a taken slot was booked by another team when creating fails with 409, and keeps the form open', async () => {
    api.mockRejectedValue(new ApiError(409, 'conflict', 'booked'));
    renderScreen(<TrainingsScreen clubId={1} user={manager} />);
    await userEvent.click(screen.getByRole('button', { name: 'Nový trénink' }));
    const dialog = screen.getByRole('dialog', { name: 'Nový trénink' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Den' }), '0');
    await userEvent.type(within(dialog).getByLabelText(/^Preferovaný čas/), '10:30');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Typ tréninku' }), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložit trénink' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Trénink se nepodařilo vytvořit (čas pravděpodobně mezitím obsadil jiný tým).');
    expect(api).toHaveBeenCalledWith(trainingEndpoints.create, { body: expect.objectContaining({ teamId: 3, day: 0, preferredTime: '10:30' }) });
  });

  it('offers no day already past in the day select, and refuses an hour already gone today before sending', async () => {
    renderScreen(<TrainingsScreen clubId={1} user={manager} />);
    await userEvent.click(screen.getByRole('button', { name: 'Nový trénink' }));
    const dialog = screen.getByRole('dialog', { name: 'Nový trénink' });
    const day = within(dialog).getByRole('combobox', { name: 'Den' });
    // 29 June (day −2) is gone; today, 30 June, to the last day, 4 July.
    expect(within(day).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['', '-1', '0', '1', '2', '3']);
    await userEvent.selectOptions(day, '-1');
    await userEvent.type(within(dialog).getByLabelText(/^Preferovaný čas/), '11:45');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Typ tréninku' }), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložit trénink' }));
    expect(await within(dialog).findByText('Tento čas už dnes minul.')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('offers no friendly match in a training that has begun', async () => {
    const client = renderScreen(<TrainingsScreen clubId={1} user={manager} />);
    expect(screen.getByRole('button', { name: /^Přihlásit se k tréninku TJ Jiný/ })).toBeInTheDocument();
    // The same training moved to 11:00 today: it began an hour ago.
    act(() => {
      client.setQueryData(trainingKeys.calendar, [own, { ...foreign, day: -1, preferredTime: '11:00' }]);
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'úterý 30. 6. 2026' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Přihlásit se k tréninku TJ Jiný/ })).not.toBeInTheDocument());
  });

  it('asks another club to play: sends the join request with the chosen team and confirms with an alert', async () => {
    api.mockResolvedValue({});
    renderScreen(<TrainingsScreen clubId={1} user={manager} />);
    await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se k tréninku TJ Jiný C chlapci I v 12:00' }));
    const dialog = screen.getByRole('dialog', { name: 'Žádost o přátelské utkání' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Náš tým' }), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odeslat žádost' }));
    expect(api).toHaveBeenCalledWith(trainingJoinRequestEndpoints.join, { params: { trainingId: 2 }, body: { requestingTeam: { id: 3 } } });
    expect(useAlertStore.getState().alerts.map((a) => a.message)).toContain('Žádost o přátelské utkání byla odeslána.');
  });

  it('cancels a training after confirmation and refetches', async () => {
    api.mockResolvedValue({});
    const client = renderScreen(<TrainingsScreen clubId={1} user={manager} />);
    const refetch = jest.spyOn(client, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: /^Zrušit trénink/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Zrušit trénink?' })).getByRole('button', { name: 'Zrušit trénink' }));
    expect(api).toHaveBeenCalledWith(trainingEndpoints.cancel, { params: { id: 1 } });
    expect(refetch).toHaveBeenCalledWith({ queryKey: trainingKeys.all });
  });

  it.each([
    ['another club’s manager', otherManager],
    ['a team leader of another team', leaderOfAnotherTeam],
  ])('shows %s no button that writes', (_, user) => {
    renderScreen(<TrainingsScreen clubId={1} user={user} />);
    expect(screen.queryByRole('button', { name: 'Nový trénink' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Upravit|Zrušit|Smazat) trénink/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Přihlásit se k tréninku/ })).not.toBeInTheDocument();
  });

  it('closes every change after "trainings editable till" and says so', () => {
    renderScreen(<TrainingsScreen clubId={1} user={manager} />, { trainings_editable_till: '2000-01-01T00:00:00Z' });
    expect(screen.getByText(/Tréninky už nelze přidávat ani měnit/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nový trénink' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Zrušit trénink/ })).not.toBeInTheDocument();
  });
});

const joinRequest: TrainingJoinRequest = {
  id: 40,
  state: 'pending',
  trainingId: 1,
  owningTeam: teamRef(3, 1, 'HK Demo'),
  requestingTeam: teamRef(9, 2, 'TJ Jiný'),
  trainingDate: '2026-07-01',
  trainingTime: '10:00',
  createdAt: '2026-06-01T10:00:00Z',
};

describe('friendly-match requests (cs)', () => {
  const renderList = (user: LoggedUser) => {
    const client = renderScreen(<JoinRequestList clubId={1} direction="received" user={user} />);
    client.setQueryData(trainingKeys.joinList(1, 'received'), [joinRequest]);
    return client;
  };

  it('accepts a received request after confirmation', async () => {
    api.mockResolvedValue({});
    renderList(manager);
    await userEvent.click(await screen.findByRole('button', { name: 'Přijmout: TJ Jiný C chlapci I chce hrát proti HK Demo C chlapci I, 1. 7. 2026 10:00' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Přijmout žádost o přátelské utkání?' })).getByRole('button', { name: 'Přijmout' }));
    expect(api).toHaveBeenCalledWith(trainingJoinRequestEndpoints.accept, { params: { id: 40 } });
    expect(useAlertStore.getState().alerts.map((a) => a.message)).toContain('Žádost byla přijata.');
  });

  it('says "Failed to reject" when rejecting fails', async () => {
    api.mockRejectedValue(new ApiError(500, 'internal', 'x'));
    renderList(manager);
    await userEvent.click(await screen.findByRole('button', { name: /^Odmítnout:/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Odmítnout' }));
    expect(useAlertStore.getState().alerts.map((a) => a.message)).toContain('Pozvánku na trénink se nepodařilo odmítnout.');
  });

  it.each([otherManager, leaderOfAnotherTeam])('shows no answer buttons to someone who does not manage the club', async (user) => {
    renderList(user);
    expect(await screen.findByRole('listitem', { name: /TJ Jiný C chlapci I chce hrát/ })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

const leader: TeamLeader = { id: 2, userId: null, clubId: 1, firstName: 'Eva', lastName: 'Malá', fullName: 'Eva Malá', email: 'eva@example.test', phone: '+420 777 888 999', teams: [3], leadingTeams: [teamRef(3, 1, 'HK Demo')] };

describe('team leaders (cs)', () => {
  const renderLeaders = (user: LoggedUser) => {
    const c = renderScreen(<TeamLeaders clubId={1} user={user} />);
    c.setQueryData(leaderKeys.list(1), [leader]);
    return c;
  };

  it('lists leaders with e-mail, phone, teams and whether they accepted; invites and removes', async () => {
    api.mockResolvedValue({});
    renderLeaders(manager);
    const item = await screen.findByRole('listitem', { name: 'Eva Malá' });
    expect(within(item).getByText('eva@example.test')).toBeInTheDocument();
    expect(within(item).getByText('+420 777 888 999')).toBeInTheDocument();
    expect(within(item).getByText('Pozvánka čeká na přijetí')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Odebrat Eva Malá z týmu HK Demo C chlapci I' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Odebrat vedoucího?' })).getByRole('button', { name: 'Odebrat' }));
    expect(api).toHaveBeenCalledWith(teamLeaderEndpoints.remove, { params: { teamId: 3, leaderId: 2 } });
  });

  it.each([
    [500, 'Vedoucího se nepodařilo přidat.'],
    [403, 'Vedoucí týmů nyní nelze přidávat.'],
  ])('says once, in the form, that adding a leader failed (%i)', async (status, message) => {
    api.mockRejectedValue(new ApiError(status, 'x', 'x'));
    renderLeaders(manager);
    await userEvent.click(await screen.findByRole('button', { name: 'Pozvat vedoucího' }));
    const dialog = screen.getByRole('dialog', { name: 'Pozvat vedoucího týmu' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Jméno' }), 'Petr');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Příjmení' }), 'Nový');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'petr@example.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Poslat pozvánku' }));
    expect(api).toHaveBeenCalledWith(teamLeaderEndpoints.add, { params: { teamId: 3 }, body: { firstName: 'Petr', lastName: 'Nový', email: 'petr@example.test', phone: null } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(useAlertStore.getState().alerts).toEqual([]);
    expect(within(dialog).getByRole('textbox', { name: 'Jméno' })).toHaveValue('Petr');
  });

  it.each([otherManager, leaderOfAnotherTeam])('shows no invite or remove button to someone who does not manage the club', async (user) => {
    renderLeaders(user);
    expect(await screen.findByRole('listitem', { name: 'Eva Malá' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('club screens (en)', () => {
  beforeAll(async () => {
    await act(async () => {
      await activateLocale('en');
      await loadCatalog(validationCatalog);
      await loadCatalog(clubzoneCatalog);
    });
  });
  afterAll(() => activateLocale('cs'));

  it('shows the trainings screen in English', () => {
    renderScreen(<TrainingsScreen clubId={1} user={manager} />, {}, '/en/clubzone/trainings');
    expect(screen.getByRole('button', { name: 'New training' })).toBeInTheDocument();
    expect(screen.getAllByText('Pending approval')).not.toHaveLength(0);
    expect(screen.getByRole('heading', { level: 3, name: 'Wednesday 1 Jul 2026' })).toBeInTheDocument();
  });
});

describe('show trainings', () => {
  it('says trainings are not available when show_trainings is off, and offers nothing to book', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(queryKeys.me, manager);
    client.setQueryData(webQueries.enums().queryKey, { configurations: config({ show_trainings: '0' }) } as never);
    renderWithTheme(
      <QueryClientProvider client={client}>
        <TrainingsPage />
      </QueryClientProvider>,
      { route: '/clubzone/trainings' },
    );
    expect(await screen.findByRole('heading', { name: 'Tréninky nejsou v tomto turnaji k dispozici' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nový trénink' })).not.toBeInTheDocument();
  });
});
