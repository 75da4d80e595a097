import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminTeamRequest } from '@phc/api-contract';
import { ApiError } from '@phc/api-client';
import { mockModalDialogs, renderWithTheme } from '@phc/ui/testing';
import { TeamRequestDialog } from './team-request-dialog';

// jsdom has no modal <dialog>.
beforeAll(mockModalDialogs);

const request: AdminTeamRequest = {
  id: 5,
  clubId: 1,
  clubName: 'HC Praha',
  competitionParticipant: { id: 9, firstName: 'Jan', lastName: 'Novák', birthYear: 2009, gender: 'M' },
  team: { id: 3, name: null, teamNumber: 2, categoryCode: 'A', categoryName: { cs: 'A chlapci', en: 'A boys' }, clubId: 1, clubName: 'HC Praha' },
  teamCategoryId: 1,
  requestReason: 'Hraje o kategorii výš.',
  resolutionReason: null,
  state: 'pending',
  waiveFee: false,
  createdAt: '2026-04-06T10:55:00.000Z',
};

function setup(decision: 'approved' | 'rejected', onDecide = jest.fn(async () => undefined)) {
  const onClose = jest.fn();
  renderWithTheme(<TeamRequestDialog request={request} decision={decision} onDecide={onDecide} onClose={onClose} />, { route: '/' });
  return { onDecide, onClose };
}

describe('TeamRequestDialog', () => {
  it('names the team by club, category name and Roman number (issue 24: it read "HC Praha, A 2")', () => {
    setup('approved');
    expect(screen.getByText('HC Praha A chlapci II: Hraje o kategorii výš.')).toBeInTheDocument();
  });

  it('will not reject without the reason the club reads', async () => {
    const { onDecide } = setup('rejected');
    await userEvent.click(screen.getByRole('button', { name: 'Zamítnout' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Napište klubu důvod zamítnutí.');
    expect(onDecide).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Důvod zamítnutí/ }), ' Kategorie je plná. ');
    await userEvent.click(screen.getByRole('button', { name: 'Zamítnout' }));
    expect(onDecide).toHaveBeenCalledWith({ state: 'rejected', reason: 'Kategorie je plná.', waiveFee: false });
  });

  it('approves with the fee waived when ticked, and closes', async () => {
    const { onDecide, onClose } = setup('approved');
    expect(screen.getByRole('dialog', { name: 'Schválit výjimku: Jan Novák' })).toHaveTextContent('Hraje o kategorii výš.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Odpustit poplatek' }));
    await userEvent.click(screen.getByRole('button', { name: 'Schválit' }));
    expect(onDecide).toHaveBeenCalledWith({ state: 'approved', reason: '', waiveFee: true });
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the request was decided or cancelled meanwhile', async () => {
    setup(
      'approved',
      jest.fn(async () => {
        throw new ApiError(409, 'conflict', 'decided');
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Schválit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O žádosti už bylo rozhodnuto nebo ji klub zrušil.');
  });
});
