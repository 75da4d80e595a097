import type { PublicTeamRequest } from '@phc/api-contract';
import { exceptionRequestsByClub } from './exception-requests';

const team = (clubId: number, clubName: string, categoryCode: string, teamNumber = 1) => ({ id: clubId * 10 + teamNumber, name: null, teamNumber, categoryCode, categoryName: { cs: `${categoryCode} chlapci`, en: `${categoryCode} boys` }, clubId, clubName });
const request = (id: number, participantName: string, t: PublicTeamRequest['team'], state: PublicTeamRequest['state'] = 'pending'): PublicTeamRequest => ({ id, participantName, team: t, state });

describe('public exception requests', () => {
  it('groups by club in Czech order, then by category, team number and initials', () => {
    const grouped = exceptionRequestsByClub([
      request(1, 'P. N.', team(2, 'Žabovřesky', 'B')),
      request(2, 'A. B.', team(1, 'Čakovice', 'C', 2)),
      request(3, 'Č. D.', team(1, 'Čakovice', 'C', 1)),
      request(4, 'B. A.', team(1, 'Čakovice', 'A', 1), 'approved'),
      request(5, 'H. K.', team(3, 'Hostivař', 'E')),
    ]);
    expect(grouped.map((c) => c.clubName)).toEqual(['Čakovice', 'Hostivař', 'Žabovřesky']);
    expect(grouped[0].requests.map((r) => r.id)).toEqual([4, 3, 2]);
  });

  it('is empty without requests', () => {
    expect(exceptionRequestsByClub([])).toEqual([]);
  });
});
