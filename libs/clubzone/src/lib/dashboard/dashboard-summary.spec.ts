import { summarizeJoinRequests, summarizeLeaders, summarizeRequests, summarizeRoster } from './dashboard-summary';

describe('dashboard summary', () => {
  it('counts players without a team and teams that need attention (no players or over a limit)', () => {
    const summary = summarizeRoster(
      [
        { teamIds: [], isLeader: false },
        { teamIds: [], isLeader: true },
        { teamIds: [3], isLeader: false },
      ],
      [
        { teamId: 3, label: 'A I', players: 1, leaders: 0, problems: 0 },
        { teamId: 4, label: 'A II', players: 0, leaders: 0, problems: 0 },
        { teamId: 5, label: 'B I', players: 9, leaders: 1, problems: 2 },
      ],
    );
    expect(summary.unassigned).toBe(1);
    expect(summary.teamsWithProblems).toBe(2);
    expect(summary.teams.map((t) => t.teamId)).toEqual([3, 4, 5]);
  });

  it('sorts exception requests into waiting, approved and closed', () => {
    expect(summarizeRequests([{ state: 'pending' }, { state: 'approved' }, { state: 'rejected' }, { state: 'canceled' }, { state: 'pending' }])).toEqual({ pending: 2, approved: 1, closed: 2 });
  });

  it('counts leaders, invitations not accepted yet and teams nobody leads', () => {
    expect(
      summarizeLeaders(
        [
          { userId: 5, teams: [3] },
          { userId: null, teams: [3, 4] },
        ],
        [3, 4, 5, 6],
      ),
    ).toEqual({ leaders: 2, waiting: 1, teamsWithoutLeader: 2 });
  });

  it('counts friendly-match requests to answer and own ones waiting', () => {
    expect(summarizeJoinRequests([{ state: 'pending' }, { state: 'approved' }], [{ state: 'pending' }, { state: 'pending' }, { state: 'rejected' }])).toEqual({ toAnswer: 1, waiting: 2 });
  });
});
