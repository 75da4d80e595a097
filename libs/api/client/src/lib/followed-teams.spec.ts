import { act } from '@testing-library/react';
import { storedAccount, storedTeamIds, storeTeamIds, useFavouriteTeams } from './followed-teams';

const key = 'phc:favourite-teams';

describe('the followed teams kept in this browser', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => useFavouriteTeams.setState({ teamIds: [] }));
  });

  it('reads what an earlier visit kept in the persist middleware format, so nothing followed is lost', () => {
    localStorage.setItem(key, '{"state":{"teamIds":[7,3]},"version":0}');
    expect(storedTeamIds(localStorage)).toEqual([7, 3]);
  });

  it('counts anything unreadable as no team followed', () => {
    for (const stored of ['not json', '{"state":{"teamIds":"7"}}', 'null', '{}']) {
      localStorage.setItem(key, stored);
      expect(storedTeamIds(localStorage)).toEqual([]);
    }
    localStorage.setItem(key, '{"state":{"teamIds":[7,"x",2.5,3]}}');
    expect(storedTeamIds(localStorage)).toEqual([7, 3]);
  });

  it('follows and unfollows a team, oldest first, and keeps the list for the next visit', () => {
    act(() => useFavouriteTeams.getState().toggle(7));
    act(() => useFavouriteTeams.getState().toggle(3));
    expect(useFavouriteTeams.getState().teamIds).toEqual([7, 3]);
    expect(storedTeamIds(localStorage)).toEqual([7, 3]);
    act(() => useFavouriteTeams.getState().toggle(7));
    expect(useFavouriteTeams.getState().teamIds).toEqual([3]);
    expect(JSON.parse(localStorage.getItem(key) ?? '')).toEqual({ state: { teamIds: [3] }, version: 0 });
  });

  it('keeps following for this visit when the browser refuses to store (private mode, full quota)', () => {
    const refusing = { setItem: () => { throw new DOMException('quota', 'QuotaExceededError'); } };
    expect(() => storeTeamIds(refusing, [1])).not.toThrow();
  });
});

describe("the followed teams of a signed-in user's browser", () => {
  beforeEach(() => localStorage.clear());

  it('remember whose list they are and whether a change is still to be sent, beside the ids', () => {
    storeTeamIds(localStorage, [4], { accountId: 12, unsent: true });
    expect(storedTeamIds(localStorage)).toEqual([4]);
    expect(storedAccount(localStorage)).toEqual({ accountId: 12, unsent: true });
  });

  it('count an anonymous or unreadable list as no account', () => {
    storeTeamIds(localStorage, [4]);
    expect(storedAccount(localStorage)).toEqual({ accountId: null, unsent: false });
    localStorage.setItem(key, '{"state":{"teamIds":[4],"accountId":"12","unsent":1}}');
    expect(storedAccount(localStorage)).toEqual({ accountId: null, unsent: false });
  });
});
