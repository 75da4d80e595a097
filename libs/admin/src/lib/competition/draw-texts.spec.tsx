import { act, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import type { AdminCompetitionDetail, PlacementReason } from '@phc/api-contract';
import { renderWithTheme } from '@phc/ui/testing';
import { ReasonLine } from './draw-texts';

const team = (id: number, clubId: number, clubName: string, countryCode: string, teamNumber = 1) => ({ id, name: null, teamNumber, clubId, clubName, countryCode, pot: null });
const group = (id: number, name: string, teamIds: number[]) => ({ id, name, roundLevelId: 1, playoffCategory: null, isBracket: false, teamIds });
const detail: Pick<AdminCompetitionDetail, 'groups' | 'teams'> = {
  teams: [team(1, 7, 'HC Praha', 'CZ'), team(2, 8, 'Slavia', 'CZ'), team(3, 9, 'Dukla', 'SK')],
  groups: [group(21, 'EX – A', [1, 2]), group(22, 'EX – B', [3])],
};
/** Slavia drawn into group A by lot, beside a Czech team: the same-country rule (a soft one) is broken. */
const reason: PlacementReason = {
  teamId: 2,
  groupId: 21,
  pot: 2,
  seedingPot: null,
  rule: 'snake',
  snakeGroupId: null,
  fromGroupId: null,
  avoided: [],
  breaks: [{ constraint: 'sameCountry', hard: false, groupId: 21, teamIds: [1] }],
};

afterEach(() => act(() => i18n.activate('cs')));

describe('ReasonLine', () => {
  it('names the soft rule a placement breaks, the group and the team it meets there', () => {
    renderWithTheme(
      <p>
        <ReasonLine detail={detail} reason={reason} />
      </p>,
    );
    expect(screen.getByText(/Porušuje/)).toHaveTextContent('Koš 2, vylosován do skupiny EX – A. Porušuje měkké pravidlo losování: Ve skupině EX – A je tým ze stejné země: HC Praha I.');
  });

  it('names a broken club rule as such', () => {
    const clubBreak: PlacementReason = { ...reason, breaks: [{ constraint: 'sameClub', hard: true, groupId: 21, teamIds: [1] }] };
    renderWithTheme(
      <p>
        <ReasonLine detail={detail} reason={clubBreak} />
      </p>,
    );
    expect(screen.getByText(/Porušuje/)).toHaveTextContent('Porušuje pravidlo losování: Ve skupině EX – A hraje tým stejného klubu: HC Praha I.');
  });

  it('speaks English', async () => {
    const { messages } = await import('../../locales/en/messages');
    act(() => {
      i18n.load('en', messages);
      i18n.activate('en');
    });
    renderWithTheme(
      <p>
        <ReasonLine detail={detail} reason={reason} />
      </p>,
    );
    expect(screen.getByText(/Breaks/)).toHaveTextContent(/Breaks a soft rule of the draw: .*EX – A.*HC Praha I\./);
  });
});
