import { group } from './real-tables-test-helpers';

/**
 * Final group tables of real championships (football: UEFA and FIFA procedures), every match score as
 * played, ranked by the engine and compared with the order the federation published. Team ids follow the
 * draw (see `group`). Handball, basketball and volleyball: real-tables-ihf/-fiba/-fivb.spec.ts.
 */
describe('UEFA procedure on real tables', () => {
  // UEFA EURO 2024, group E (uefa.com, final group standings): all four teams on 4 points, so the
  // matches "among the teams in question" are the whole group. Published order: Romania, Belgium,
  // Slovakia, Ukraine — Romania ahead of Belgium on goals scored (4 to 2), although Belgium beat them 2–0.
  const euro2024E = group('football', ['Belgium', 'Slovakia', 'Romania', 'Ukraine'], [
    'Romania 3–0 Ukraine',
    'Belgium 0–1 Slovakia',
    'Slovakia 1–2 Ukraine',
    'Belgium 2–0 Romania',
    'Slovakia 1–1 Romania',
    'Ukraine 0–0 Belgium',
  ]);

  it('EURO 2024 group E: applies head-to-head points, difference and goals to all four teams before restarting (Romania first)', () => {
    const { names, row } = euro2024E.rank({ procedure: 'uefa' });
    expect(names).toEqual(['Romania', 'Belgium', 'Slovakia', 'Ukraine']);
    expect(row('Romania')).toMatchObject({ points: 4, scoreDiff: 1, scoreFor: 4, decidedBy: 'h2hScoreFor', tiedWith: [1, 2, 4] });
    expect(row('Belgium').decidedBy).toBe('h2hScoreFor');
    expect(row('Slovakia').decidedBy).toBe('h2hScoreDiff');
    expect(row('Ukraine').decidedBy).toBe('h2hScoreDiff');
  });

  it('EURO 2024 group E: the old engine, restarting as soon as head-to-head difference split the four, put Belgium first (the bug)', () => {
    // The criterion list the engine used before procedures: any head-to-head split started over, so
    // Romania and Belgium (both +1) were compared on their own match, which Belgium won.
    const { names } = euro2024E.rank({ tieBreakers: ['points', 'h2hPoints', 'h2hScoreDiff', 'h2hScoreFor', 'scoreDiff', 'scoreFor', 'won'] });
    expect(names).toEqual(['Belgium', 'Romania', 'Slovakia', 'Ukraine']);
  });

  it('EURO 2024 group E: the sport default for football is the UEFA procedure', () => {
    expect(euro2024E.rank().names).toEqual(['Romania', 'Belgium', 'Slovakia', 'Ukraine']);
  });

  // UEFA EURO 2020, group B (uefa.com): Belgium 9; Denmark, Finland and Russia 3 each. Published order
  // Belgium, Denmark, Finland, Russia: in the matches among the three, each has 3 points and the goal
  // difference decides (Denmark +2, Finland 0, Russia −2).
  it('EURO 2020 group B: a three-way tie on 3 points decided by head-to-head goal difference', () => {
    const { names, row } = group('football', ['Denmark', 'Finland', 'Belgium', 'Russia'], [
      'Denmark 0–1 Finland',
      'Belgium 3–0 Russia',
      'Finland 0–1 Russia',
      'Denmark 1–2 Belgium',
      'Russia 1–4 Denmark',
      'Finland 0–2 Belgium',
    ]).rank({ procedure: 'uefa' });
    expect(names).toEqual(['Belgium', 'Denmark', 'Finland', 'Russia']);
    expect(row('Denmark')).toMatchObject({ decidedBy: 'h2hScoreDiff', tiedWith: [2, 4] });
    expect(row('Russia').decidedBy).toBe('h2hScoreDiff');
  });

  // UEFA EURO 2020, group F (uefa.com): France 5, Germany 4, Portugal 4, Hungary 2. Germany and Portugal
  // both +1 overall, Portugal with more goals (7 to 6); Germany second by winning their match 4–2.
  const euro2020F = group('football', ['Hungary', 'Portugal', 'France', 'Germany'], [
    'Hungary 0–3 Portugal',
    'France 1–0 Germany',
    'Hungary 1–1 France',
    'Portugal 2–4 Germany',
    'Portugal 2–2 France',
    'Germany 2–2 Hungary',
  ]);

  it('EURO 2020 group F: the match between the two teams level on points comes before goals scored overall', () => {
    const { names, row } = euro2020F.rank({ procedure: 'uefa' });
    expect(names).toEqual(['France', 'Germany', 'Portugal', 'Hungary']);
    expect(row('Germany')).toMatchObject({ points: 4, scoreDiff: 1, scoreFor: 6, decidedBy: 'h2hPoints' });
  });

  it('EURO 2020 group F under the FIFA order would put Portugal second on goals scored (why the procedure matters)', () => {
    expect(euro2020F.rank({ procedure: 'fifa' }).names).toEqual(['France', 'Portugal', 'Germany', 'Hungary']);
  });
});

describe('FIFA procedure on real tables', () => {
  // FIFA World Cup USA 1994, group E (FIFA technical report; 3 points a win): all four teams on 4 points
  // and 0 goal difference. Published order Mexico (3 goals), Republic of Ireland and Italy (2 goals each,
  // Ireland won their match 1–0), Norway (1 goal): overall goals before head-to-head.
  it('World Cup 1994 group E: a four-way tie ordered by goals scored, then the mutual match of the two still level', () => {
    const { names, row } = group('football', ['Italy', 'Republic of Ireland', 'Norway', 'Mexico'], [
      'Italy 0–1 Republic of Ireland',
      'Norway 1–0 Mexico',
      'Italy 1–0 Norway',
      'Mexico 2–1 Republic of Ireland',
      'Republic of Ireland 0–0 Norway',
      'Italy 1–1 Mexico',
    ]).rank({ procedure: 'fifa' });
    expect(names).toEqual(['Mexico', 'Republic of Ireland', 'Italy', 'Norway']);
    expect(row('Mexico')).toMatchObject({ points: 4, scoreDiff: 0, decidedBy: 'scoreFor', tiedWith: [1, 2, 3] });
    expect(row('Republic of Ireland').decidedBy).toBe('h2hPoints');
    expect(row('Italy').decidedBy).toBe('h2hPoints');
    expect(row('Norway').decidedBy).toBe('scoreFor');
  });

  // FIFA World Cup Russia 2018, group B (fifa.com): Spain and Portugal 5 points, both +1; Spain first on
  // goals scored (6 to 5) although their match ended 3–3.
  it('World Cup 2018 group B: goals scored in all matches separate two teams level on points and difference', () => {
    const { names, row } = group('football', ['Portugal', 'Spain', 'Morocco', 'Iran'], [
      'Morocco 0–1 Iran',
      'Portugal 3–3 Spain',
      'Portugal 1–0 Morocco',
      'Iran 0–1 Spain',
      'Iran 1–1 Portugal',
      'Spain 2–2 Morocco',
    ]).rank({ procedure: 'fifa' });
    expect(names).toEqual(['Spain', 'Portugal', 'Iran', 'Morocco']);
    expect(row('Spain').decidedBy).toBe('scoreFor');
  });

  // FIFA World Cup Russia 2018, group H (fifa.com): Japan and Senegal level on points, goal difference,
  // goals and their 2–2 match; FIFA ranked Japan second on fair-play points (4 yellow cards fewer). The
  // engine has no disciplinary data, so the order waits for the organiser's recorded decision.
  const worldCup2018H = group('football', ['Poland', 'Senegal', 'Colombia', 'Japan'], [
    'Colombia 1–2 Japan',
    'Poland 1–2 Senegal',
    'Japan 2–2 Senegal',
    'Poland 0–3 Colombia',
    'Japan 0–1 Poland',
    'Senegal 0–1 Colombia',
  ]);

  it('World Cup 2018 group H: teams level after every criterion wait for lots', () => {
    const { names, row } = worldCup2018H.rank({ procedure: 'fifa' });
    expect(names).toEqual(['Colombia', 'Senegal', 'Japan', 'Poland']);
    expect(row('Japan').decidedBy).toBe('lots');
  });

  it('World Cup 2018 group H: the recorded decision (Japan before Senegal) orders them', () => {
    const { names, row } = worldCup2018H.rank({ procedure: 'fifa', lots: ['Japan', 'Senegal'] });
    expect(names).toEqual(['Colombia', 'Japan', 'Senegal', 'Poland']);
    expect(row('Japan').decidedBy).toBe('drawnLots');
  });
});
