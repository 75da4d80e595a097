import { reconcileFollowedTeams } from './followed-teams';

describe("reconciling a browser's followed teams with the account's", () => {
  const account = { userId: 7, teamIds: [3, 1] };

  it.each([
    ['a first sign-in on this browser keeps both lists, the account first, and pushes what the browser added', { teamIds: [1, 5], accountId: null, unsent: false }, { teamIds: [3, 1, 5], push: true }],
    ['a first sign-in with nothing new on the browser pushes nothing', { teamIds: [1], accountId: null, unsent: false }, { teamIds: [3, 1], push: false }],
    ["another account's list on this browser is merged as a first sign-in", { teamIds: [9], accountId: 8, unsent: false }, { teamIds: [3, 1, 9], push: true }],
    ['a later visit takes the account\'s list, so an unfollow on another device stays', { teamIds: [3, 1, 5], accountId: 7, unsent: false }, { teamIds: [3, 1], push: false }],
    ['a change this browser could not send wins and is sent', { teamIds: [1], accountId: 7, unsent: true }, { teamIds: [1], push: true }],
  ])('%s', (_, local, expected) => {
    expect(reconcileFollowedTeams(local, account)).toEqual(expected);
  });
});
