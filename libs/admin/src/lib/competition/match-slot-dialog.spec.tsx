import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCompetitionMatch } from '@phc/api-contract';
import { ApiError } from '@phc/api-client';
import { renderWithTheme } from '@phc/ui/testing';
import { MatchSlotDialog, slotBody } from './match-slot-dialog';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const match: AdminCompetitionMatch = {
  id: 5,
  number: 1201,
  groupId: 1,
  homeTeamId: 1,
  awayTeamId: 2,
  homeSource: null,
  awaySource: null,
  startsAt: '2026-04-06T09:20:00.000Z',
  placeId: 3,
  state: 'scheduled',
  homeScore: null,
  awayScore: null,
};
const detail = {
  halls: [
    { id: 3, name: { cs: 'Hala Děkanka', en: 'Děkanka Hall' } },
    { id: 4, name: { cs: 'Hala Slavia', en: 'Slavia Hall' } },
  ],
};

function setup(onSave = jest.fn(async () => undefined)) {
  const onClose = jest.fn();
  renderWithTheme(<MatchSlotDialog detail={detail} match={match} onSave={onSave} onClose={onClose} />);
  return { onSave, onClose };
}

describe('MatchSlotDialog', () => {
  it('starts from the match’s slot and sends the new UTC time and hall', async () => {
    const { onSave, onClose } = setup();
    expect(screen.getByRole('dialog', { name: 'Změnit čas zápasu 1201' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Den/)).toHaveValue('2026-04-06');
    fireEvent.change(screen.getByLabelText(/^Čas/), { target: { value: '18:40' } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Hala/ }), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(onSave).toHaveBeenCalledWith({ startsAt: '2026-04-06T18:40:00.000Z', placeId: '4' });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the dialog and says why when the hall is taken or a team plays then', async () => {
    const { onClose } = setup(jest.fn(async () => Promise.reject(new ApiError(409, 'conflict', 'taken'))));
    await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('hala je v tu dobu obsazená, některý tým hraje jinde, nebo zápas už začal');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('accepts only a whole day, time and hall', () => {
    expect(slotBody('2026-04-06', '09:20', '3')).toEqual({ startsAt: '2026-04-06T09:20:00.000Z', placeId: '3' });
    expect(slotBody('', '09:20', '3')).toBeNull();
    expect(slotBody('2026-04-06', '', '3')).toBeNull();
    expect(slotBody('2026-04-06', '09:20', '')).toBeNull();
  });
});
