import type { LiveData, StaticData } from '@phc/api-contract';
import { myMatchRows } from './my-matches-model';

const match = (id: number, day: string, extra: Record<string, unknown> = {}) => ({
  id,
  competitionGroupId: 1,
  homeTeamId: 1,
  awayTeamId: 2,
  homeTeamCompetitionGroupId: null,
  awayTeamCompetitionGroupId: null,
  homeSourcePosition: null,
  awaySourcePosition: null,
  day,
  time: '10:00',
  startsAt: `${day}T10:00:00.000Z`,
  placeId: 7,
  state: 'scheduled' as const,
  homeScore: null,
  awayScore: null,
  walkOver: null,
  stageId: null,
  updatedAt: `${day}T08:00:00.000Z`,
  ...extra,
});
const team = (id: number, name: string | null, teamCategoryId = 1) => ({ id, clubId: 1, name, teamNumber: 1, teamCategoryId, teamCategory: { code: teamCategoryId === 1 ? 'A' : 'E' }, club: { id: 1, name: 'Klub', countryId: 1 }, uuid: `u${id}` });
const teamCategories = [
  { id: 1, code: 'A', name: { cs: 'A chlapci', en: 'A boys' } },
  { id: 2, code: 'E', name: { cs: 'E chlapci', en: 'E boys' } },
  { id: 3, code: 'E', name: { cs: 'E dívky', en: 'E girls' } },
];
const staticData = {
  teamCategories,
  teams: [team(1, 'Dukla'), team(2, 'Sparta')],
  halls: [{ id: 7, translations: [{ locale: 'cs', name: 'Hala Vodova', description: '' }], address: '', lat: 0, lng: 0, files: [], placeType: { name: 'hall' }, data: null }],
} as unknown as StaticData;
const live = { matches: [match(1, '2026-04-05'), match(2, '2026-04-06', { state: 'live', homeScore: 3, awayScore: 1 }), match(3, '2026-04-07')], groupTeams: [], generatedAt: '' } as unknown as LiveData;

describe('my matches', () => {
  it('names a club’s boys’ and girls’ team of one code apart, by the category’s name in the page’s language (issue 24: not "Klub E I" twice)', () => {
    const data = { ...staticData, teams: [team(1, null, 2), team(2, null, 3)] } as unknown as StaticData;
    const [cs] = myMatchRows([{ matchId: 2, teamIds: null }], data, live, 'cs', '2026-04-06');
    expect([cs.homeName, cs.awayName]).toEqual(['Klub E chlapci I', 'Klub E dívky I']);
    const [en] = myMatchRows([{ matchId: 2, teamIds: null }], data, live, 'en', '2026-04-06');
    expect([en.homeName, en.awayName]).toEqual(['Klub E boys I', 'Klub E girls I']);
  });

  it('joins teams, hall, state and score, today first, then the server order', () => {
    const rows = myMatchRows(
      [
        { matchId: 1, teamIds: null },
        { matchId: 3, teamIds: [1] },
        { matchId: 2, teamIds: null },
      ],
      staticData,
      live,
      'cs',
      '2026-04-06',
    );
    expect(rows.map((r) => [r.matchId, r.today, r.protocol, r.score])).toEqual([
      [2, true, true, '3:1'],
      [1, false, true, null],
      [3, false, false, null],
    ]);
    expect(rows[0]).toMatchObject({ homeName: 'Dukla (Klub, A chlapci)', awayName: 'Sparta (Klub, A chlapci)', hallName: 'Hala Vodova', state: 'live' });
  });

  it('skips a match the live data does not know', () => {
    expect(myMatchRows([{ matchId: 99, teamIds: null }], staticData, live, 'cs', '2026-04-06')).toEqual([]);
  });
});
