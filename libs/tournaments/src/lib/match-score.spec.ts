import { scoreFromEvents, type ScoreEvent } from './match-score';

const teams = { homeTeamId: 1, awayTeamId: 2 };
const ev = (teamId: number, eventTypeCode: string, stageCode: string | null = null): ScoreEvent => ({ teamId, eventTypeCode, stageCode });
const times = (n: number, event: ScoreEvent) => Array.from({ length: n }, () => event);

describe('scoreFromEvents', () => {
  it('handball: goals and 7 m goals count, shoot-out goals show in their stage only', () => {
    const score = scoreFromEvents('handball', teams, [
      ev(1, 'goal', '1st_half'),
      ev(1, '7m_goal', '2nd_half'),
      ev(2, 'goal', '2nd_half'),
      ev(2, '7m_miss', '2nd_half'),
      ev(2, '2min', '2nd_half'),
      ev(1, 'shootout_goal', 'shootout'),
      ev(2, 'shootout_goal', 'shootout'),
      ev(2, 'shootout_goal', 'shootout'),
    ]);
    expect(score).toEqual({
      home: 2,
      away: 1,
      byStage: [
        { stageCode: '1st_half', home: 1, away: 0 },
        { stageCode: '2nd_half', home: 1, away: 1 },
        { stageCode: 'shootout', home: 1, away: 2 },
      ],
    });
  });

  it('floorball: penalty shots decide but do not count, penalties score nothing', () => {
    const score = scoreFromEvents('floorball', teams, [ev(1, 'goal', '1st_period'), ev(2, 'goal', '3rd_period'), ev(2, 'penalty_2min', '3rd_period'), ev(1, 'shootout_goal', 'penalty_attempts')]);
    expect(score.home).toBe(1);
    expect(score.away).toBe(1);
    expect(score.byStage.find((l) => l.stageCode === 'penalty_attempts')).toEqual({ stageCode: 'penalty_attempts', home: 1, away: 0 });
  });

  it('basketball: 1, 2 and 3 points over quarters and overtime', () => {
    const score = scoreFromEvents('basketball', teams, [
      ev(1, 'points_3', '1st_part'),
      ev(2, 'points_2', '1st_part'),
      ev(2, 'points_1', '2nd_part'),
      ev(1, 'foul', '2nd_part'),
      ev(1, 'points_2', '4th_part'),
      ev(2, 'points_3', '4th_part'),
      ev(2, 'points_2', 'overtime'),
    ]);
    expect(score).toEqual({
      home: 5,
      away: 8,
      byStage: [
        { stageCode: '1st_part', home: 3, away: 2 },
        { stageCode: '2nd_part', home: 0, away: 1 },
        { stageCode: '4th_part', home: 2, away: 3 },
        { stageCode: 'overtime', home: 0, away: 2 },
      ],
    });
  });

  it('football: an own goal counts for the opponent; penalty shoot-out goals stay out of the score', () => {
    const score = scoreFromEvents('football', teams, [ev(1, 'goal', '1st_half'), ev(1, 'own_goal', '2nd_half'), ev(2, 'penalty_goal', '2nd_half'), ev(2, 'goal', 'penalties'), ev(1, 'yellow_card')]);
    expect(score.home).toBe(1);
    expect(score.away).toBe(2);
    expect(score.byStage).toEqual([
      { stageCode: '1st_half', home: 1, away: 0 },
      { stageCode: '2nd_half', home: 0, away: 2 },
      { stageCode: 'penalties', home: 0, away: 1 },
    ]);
  });

  it('ignores events of unknown types, of other teams, and without a score', () => {
    expect(scoreFromEvents('handball', teams, [ev(3, 'goal'), ev(1, 'nonsense'), ev(1, 'timeout')])).toEqual({ home: 0, away: 0, byStage: [] });
  });

  describe('volleyball', () => {
    const set = (stage: string, home: number, away: number) => [...times(home, ev(1, 'point', stage)), ...times(away, ev(2, 'point', stage))];

    it('scores sets won, with the rally points of each set by stage', () => {
      const score = scoreFromEvents('volleyball', teams, [...set('1st_set', 25, 20), ...set('2nd_set', 23, 25), ...set('3rd_set', 26, 24)], { currentStageCode: '3rd_set' });
      expect(score).toEqual({
        home: 2,
        away: 1,
        byStage: [
          { stageCode: '1st_set', home: 25, away: 20 },
          { stageCode: '2nd_set', home: 23, away: 25 },
          { stageCode: '3rd_set', home: 26, away: 24 },
        ],
      });
    });

    it('does not count the set in play before 25 points with a two-point lead', () => {
      expect(scoreFromEvents('volleyball', teams, set('1st_set', 25, 24), { currentStageCode: '1st_set' })).toMatchObject({ home: 0, away: 0 });
      expect(scoreFromEvents('volleyball', teams, set('1st_set', 24, 20), { currentStageCode: '1st_set' })).toMatchObject({ home: 0, away: 0 });
    });

    it('ends the fifth set at 15', () => {
      const score = scoreFromEvents('volleyball', teams, [...set('1st_set', 25, 10), ...set('2nd_set', 10, 25), ...set('3rd_set', 25, 10), ...set('4th_set', 10, 25), ...set('5th_set', 13, 15)], {
        currentStageCode: '5th_set',
      });
      expect(score).toMatchObject({ home: 2, away: 3 });
    });

    it('gives a set the match moved past, or a finished match, to its leader', () => {
      const events = [...set('1st_set', 25, 20), ...set('2nd_set', 12, 15), ...set('3rd_set', 15, 11)];
      expect(scoreFromEvents('volleyball', teams, events, { currentStageCode: '3rd_set' })).toMatchObject({ home: 1, away: 1 });
      expect(scoreFromEvents('volleyball', teams, events, { currentStageCode: 'end' })).toMatchObject({ home: 2, away: 1 });
      expect(scoreFromEvents('volleyball', teams, events, { currentStageCode: '3rd_set', finished: true })).toMatchObject({ home: 2, away: 1 });
    });

    it('counts a level set the match moved past for nobody', () => {
      expect(scoreFromEvents('volleyball', teams, set('1st_set', 10, 10), { currentStageCode: '2nd_set' })).toMatchObject({ home: 0, away: 0 });
    });
  });
});
