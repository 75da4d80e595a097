import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCompetitionDetail, DrawBreak } from '@phc/api-contract';
import { ApiError } from '@phc/api-client';
import { renderWithTheme } from '@phc/ui/testing';
import { MoveDialog } from './move-dialog';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const team = (id: number, clubId: number, clubName: string, teamNumber = 1) => ({ id, name: null, teamNumber, clubId, clubName, countryCode: 'CZ', pot: null });
const group = (id: number, name: string, teamIds: number[]) => ({ id, name, roundLevelId: 1, playoffCategory: null, isBracket: false, teamIds });
const detail = {
  category: { id: 11, code: 'E', gender: 'X', name: { cs: 'E mix', en: 'E mixed' }, registeredTeams: 4, groups: 2, matches: 0, state: 'draft', publishedAt: null },
  teams: [team(1, 7, 'HC Praha'), team(2, 8, 'Slavia'), team(3, 7, 'HC Praha', 2), team(4, 9, 'Dukla')],
  roundLevels: [],
  groups: [group(21, 'EX – A', [1, 2]), group(22, 'EX – B', [3, 4])],
  reasons: [],
  matches: [],
  halls: [],
  report: null,
  schedule: { firstDay: '2026-04-05', days: 4, matchMinutes: 40, restMinutes: 60 },
} satisfies AdminCompetitionDetail;

function setup(breaks: DrawBreak[], onMove = jest.fn(async () => undefined)) {
  const onPreview = jest.fn(async () => breaks);
  const onClose = jest.fn();
  renderWithTheme(<MoveDialog detail={detail} team={detail.teams[2]} onPreview={onPreview} onMove={onMove} onClose={onClose} />);
  return { onPreview, onMove, onClose };
}

describe('MoveDialog', () => {
  it('offers only the other groups and lists what the chosen move would break before moving', async () => {
    const { onPreview, onMove } = setup([
      { constraint: 'sameClub', hard: true, groupId: 21, teamIds: [1] },
      { constraint: 'groupSize', hard: false, groupId: 22, teamIds: [] },
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Přesunout tým HC Praha II' });
    const select = within(dialog).getByRole('combobox', { name: /Do skupiny/ });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Vyberte skupinu', 'EX – A']);
    await userEvent.selectOptions(select, '21');
    expect(onPreview).toHaveBeenCalledWith(21);
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent('Ve skupině EX – A hraje tým stejného klubu: HC Praha I.');
    expect(status).toHaveTextContent('Skupina EX – B bude mít jiný počet týmů, než losování plánovalo.');
    expect(onMove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Přesunout' }));
    expect(onMove).toHaveBeenCalledWith(21);
  });

  it('says when a move breaks no rule', async () => {
    setup([]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Do skupiny/ }), '21');
    expect(await screen.findByRole('status')).toHaveTextContent('Přesun neporušuje žádné pravidlo losování.');
  });

  it('asks for a group instead of moving nowhere, and keeps the dialog with a message when the competition is published', async () => {
    const { onMove, onClose } = setup([], jest.fn(async () => Promise.reject(new ApiError(409, 'conflict', 'published'))));
    await userEvent.click(screen.getByRole('button', { name: 'Přesunout' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Vyberte skupinu.');
    expect(onMove).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Do skupiny/ }), '21');
    await userEvent.click(screen.getByRole('button', { name: 'Přesunout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Soutěž už je zveřejněná, skupiny se nemění.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
