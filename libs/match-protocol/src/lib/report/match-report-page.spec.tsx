import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { Route, Routes } from 'react-router';
import { getTournament } from '@phc/tournaments';
import { renderWithTheme } from '@phc/ui/testing';
import { Component as ReportPage } from './match-report-page';

const answer = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: '', headers: new Headers(), json: async () => body, text: async () => JSON.stringify(body) });
const at = '2026-04-03T08:00:00.000Z';
const team = (id: number, clubName: string) => ({ id, clubId: id, name: null, teamNumber: 1, teamCategoryId: 1, teamCategory: { code: 'B' }, club: { id, name: clubName, countryId: 1 }, uuid: `t${id}` });
const stage = (id: number, code: string, cs: string, order: number) => ({ id, code, name: { cs, en: code }, order });
const staticData = {
  roundLevels: [],
  groups: [],
  teamCategories: [],
  countries: [],
  configurations: [],
  teams: [team(10, 'HC Praha'), team(20, 'SG Dresden')],
  halls: [{ id: 5, translations: [{ locale: 'cs', name: 'Hala Dukla', description: '' }], address: 'Praha', lat: 50, lng: 14, files: [], placeType: { name: 'hall' }, data: null }],
  places: [],
  matchStages: [stage(1, '1st_half', '1. poločas', 1), stage(2, '2nd_half', '2. poločas', 2), stage(4, 'end', 'Konec', 4)],
  eventTypes: [{ id: 31, code: 'goal', name: { cs: 'Gól', en: 'Goal' }, scoreDelta: 1, penaltyMinutes: 0 }],
};
const match = { id: 7, competitionGroupId: 1, homeTeamId: 10, awayTeamId: 20, homeTeamCompetitionGroupId: null, awayTeamCompetitionGroupId: null, homeSourcePosition: null, awaySourcePosition: null, day: '2026-04-03', time: '10:00', startsAt: at, placeId: 5, state: 'finished', homeScore: 2, awayScore: 1, walkOver: null, stageId: 4, updatedAt: at };
const goal = (id: number, minute: number, teamId: number, participantId: number, stageId: number) => ({ id, matchId: 7, minute, second: 0, eventTypeId: 31, teamId, participantId, assistParticipantId: null, stageId, createdAt: at, updatedAt: at });
const entry = (participantId: number, lastName: string, jerseyNumber: number | null, isLeader = false) => ({ participantId, firstName: 'Jan', lastName, jerseyNumber, isLeader, isCaptain: false, isGoalkeeper: false });
const detail = {
  match,
  events: [goal(3, 25, 10, 1, 2), goal(1, 3, 10, 1, 1), goal(2, 15, 20, 2, 1)],
  roster: { homeTeamRoster: [entry(9, 'Malá', null, true), entry(1, 'Novák', 7)], awayTeamRoster: [entry(2, 'Schmidt', 9)] },
  referees: [{ id: 3, firstName: 'Petr', lastName: 'Čermák' }],
  protocol: { homeConfirmedAt: '2026-04-03T09:00:00.000Z', awayConfirmedAt: null, sealedAt: '2026-04-03T09:05:00.000Z', sealedByRefereeId: 3 },
};

beforeEach(() => {
  globalThis.fetch = jest.fn(async (input: string) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/v1/competition/static') return answer(200, staticData);
    if (path === '/api/v1/competition/competition-match/7') return answer(200, detail);
    return answer(404, { error: { status: 404, code: 'notFound', message: 'x', fields: {} } });
  }) as unknown as typeof fetch;
});

function renderReport(tournament = getTournament('phc')) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithTheme(
    <QueryClientProvider client={client}>
      <Routes>
        <Route path="/zapis-o-utkani/:matchId" element={<ReportPage />} />
      </Routes>
    </QueryClientProvider>,
    { route: '/zapis-o-utkani/7', tournament },
  );
}

describe('printable match report', () => {
  it('shows teams, score by period, rosters with numbers, events in order, referees and the closing', async () => {
    renderReport();
    expect(await screen.findByRole('heading', { level: 1, name: 'Zápis o utkání HC Praha B I – SG Dresden B I' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Výsledek 2:1' })).toBeInTheDocument();
    expect(screen.getByText('1. poločas 1:1, 2. poločas 1:0')).toBeInTheDocument();
    const home = screen.getByRole('heading', { name: 'HC Praha B I' }).closest('section') as HTMLElement;
    expect(within(home).getAllByRole('row').map((r) => r.textContent)).toEqual(['ČísloJméno', '7Novák Jan', 'Malá Jan (vedoucí)']);
    const events = screen.getByRole('heading', { name: 'Průběh zápasu' }).closest('section') as HTMLElement;
    expect(within(events).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['03:00', '15:00', '25:00']);
    expect(screen.getByText('Čermák Petr')).toBeInTheDocument();
    // Moments on Prague's clock (summer time, UTC + 2), not the UTC 09:00 they are stored as.
    expect(screen.getByText('Vedoucí týmu HC Praha B I potvrdil výsledek 3. 4. 2026 11:00.')).toBeInTheDocument();
    expect(screen.getByText('Vedoucí týmu SG Dresden B I výsledek nepotvrdil.')).toBeInTheDocument();
    expect(screen.getByText('Protokol zapečetil rozhodčí Petr Čermák 3. 4. 2026 11:05.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vytisknout' })).toBeInTheDocument();
  });

  it('a handball report has no empty assist column: handball records no assists', async () => {
    renderReport();
    const events = (await screen.findByRole('heading', { name: 'Průběh zápasu' })).closest('section') as HTMLElement;
    expect(within(events).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Čas', 'Část', 'Tým', 'Událost', 'Hráč']);
  });

  it('a volleyball roster marks nobody as goalkeeper, whatever the roster row says', async () => {
    const keeper = { ...entry(1, 'Novák', 7), isGoalkeeper: true };
    const volleyball = { ...detail, events: [], roster: { homeTeamRoster: [keeper], awayTeamRoster: [entry(2, 'Schmidt', 9)] } };
    globalThis.fetch = jest.fn(async (input: string) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/v1/competition/static') return answer(200, staticData);
      return answer(200, volleyball);
    }) as unknown as typeof fetch;
    renderReport(getTournament('praguevolleyballgames'));
    const home = (await screen.findByRole('heading', { name: 'HC Praha B I' })).closest('section') as HTMLElement;
    expect(within(home).getByText('Novák Jan')).toBeInTheDocument();
    expect(screen.queryByText(/brankář/)).toBeNull();
  });

  it('names a woman’s role in its feminine form in Czech, with one word in English', async () => {
    const captain = { ...entry(1, 'Nováková', 7), firstName: 'Eliška', isCaptain: true, gender: 'F' as const };
    const keeper = { ...entry(4, 'Svobodová', 1), firstName: 'Anna', isGoalkeeper: true, gender: 'F' as const };
    const man = { ...entry(2, 'Schmidt', 9), isCaptain: true, gender: 'M' as const };
    const girls = { ...detail, events: [], roster: { homeTeamRoster: [keeper, captain], awayTeamRoster: [man] } };
    globalThis.fetch = jest.fn(async (input: string) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/v1/competition/static') return answer(200, staticData);
      return answer(200, girls);
    }) as unknown as typeof fetch;
    const view = renderReport();
    const home = (await screen.findByRole('heading', { name: 'HC Praha B I' })).closest('section') as HTMLElement;
    expect(within(home).getAllByRole('row').map((r) => r.textContent)).toEqual(['ČísloJméno', '1Svobodová Anna (brankářka)', '7Nováková Eliška (kapitánka)']);
    const away = screen.getByRole('heading', { name: 'SG Dresden B I' }).closest('section') as HTMLElement;
    expect(within(away).getByText('Schmidt Jan (kapitán)')).toBeInTheDocument();
    view.unmount();
    const { messages } = await import('../../locales/en/messages');
    act(() => {
      i18n.load('en', messages);
      i18n.activate('en');
    });
    try {
      renderReport();
      const english = (await screen.findByRole('heading', { level: 2, name: 'HC Praha B I' })).closest('section') as HTMLElement;
      expect(within(english).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['1Svobodová Anna (goalkeeper)', '7Nováková Eliška (captain)']);
    } finally {
      act(() => i18n.activate('cs'));
    }
  });
});
