import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { AdminTraining } from '@phc/api-contract';
import { ApiError } from '@phc/api-client';
import { mockModalDialogs, renderWithTheme } from '@phc/ui/testing';
import { TrainingDecisionDialog } from './trainings-dialog';

// jsdom has no modal <dialog>.
beforeAll(mockModalDialogs);

const training: AdminTraining = {
  id: 7,
  teamId: 3,
  team: { id: 3, name: null, teamNumber: 2, categoryCode: 'A', categoryName: { cs: 'A chlapci', en: 'A boys' }, clubId: 1, clubName: 'HC Praha' },
  day: 1,
  date: '2027-03-26',
  preferredTime: '09:00',
  startTime: null,
  endTime: null,
  trainingTypeId: 1,
  durationInMinutes: 90,
  placeId: null,
  seekingRival: false,
  rivalName: null,
  rivalTeamId: null,
  note: 'Blízko ubytování',
  state: 'pending',
  price: 1200,
  currency: 'CZK',
  refereeRequested: true,
  refereeId: null,
  resolutionReason: null,
};
const lookups = {
  halls: [
    { id: 21, name: { cs: 'Hala Strahov', en: 'Strahov Hall' } },
    { id: 22, name: { cs: 'Hala Vršovice', en: 'Vršovice Hall' } },
  ],
  referees: [{ id: 31, firstName: 'Petr', lastName: 'Píšťalka' }],
};

function setup(decision: 'approved' | 'rejected', onDecide: jest.Mock<Promise<undefined>, unknown[]> = jest.fn(async () => undefined)) {
  const onClose = jest.fn();
  renderWithTheme(
    <MemoryRouter>
      <TrainingDecisionDialog training={training} decision={decision} lookups={lookups} onDecide={onDecide} onClose={onClose} />
    </MemoryRouter>,
  );
  return { onDecide, onClose };
}

const approve = () => userEvent.click(screen.getByRole('button', { name: 'Schválit' }));

describe('TrainingDecisionDialog', () => {
  it('approves with the club’s time as the default, a hall, the price and a referee, and closes', async () => {
    const { onDecide, onClose } = setup('approved');
    expect(screen.getByRole('dialog', { name: 'Schválit trénink: HC Praha A chlapci II' })).toHaveTextContent('Klub žádá rozhodčího.');
    expect(screen.getByLabelText(/Začátek/)).toHaveValue('09:00');
    expect(screen.getByLabelText(/Konec/)).toHaveValue('10:30');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Hala/ }), 'Hala Vršovice');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Přidělený rozhodčí/ }), 'Píšťalka Petr');
    const price = screen.getByRole('spinbutton', { name: /Cena celkem \(CZK\)/ });
    await userEvent.clear(price);
    await userEvent.type(price, '1500');
    await approve();
    expect(onDecide).toHaveBeenCalledWith({ state: 'approved', reason: '', startTime: '09:00', endTime: '10:30', placeId: 22, price: 1500, refereeId: 31 });
    expect(onClose).toHaveBeenCalled();
  });

  it('will not approve without a hall, nor with the end before the start', async () => {
    const { onDecide } = setup('approved');
    const end = screen.getByLabelText(/Konec/);
    await userEvent.clear(end);
    await userEvent.type(end, '08:00');
    await approve();
    expect(await screen.findByText('Toto pole je povinné.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Hala/ })).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(onDecide).not.toHaveBeenCalled();
  });

  it('will not reject without the reason the club reads', async () => {
    const { onDecide } = setup('rejected');
    expect(screen.queryByRole('combobox', { name: /Hala/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zamítnout' }));
    expect(await screen.findByText('Toto pole je povinné.')).toBeInTheDocument();
    expect(onDecide).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Důvod zamítnutí/ }), 'Haly jsou plné');
    await userEvent.click(screen.getByRole('button', { name: 'Zamítnout' }));
    expect(onDecide).toHaveBeenCalledWith({ state: 'rejected', reason: 'Haly jsou plné' });
  });

  it('shows a taken hall on the hall field, keeps the dialog open with what was typed', async () => {
    const { onClose } = setup('approved', jest.fn(async () => Promise.reject(new ApiError(409, 'hall_booked', 'taken'))));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Hala/ }), 'Hala Strahov');
    await userEvent.type(screen.getByRole('textbox', { name: /Poznámka pro klub/ }), 'Vchod B');
    await approve();
    expect(await screen.findByText('Hala je v tu dobu obsazená jiným tréninkem.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Hala/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Poznámka pro klub/ })).toHaveValue('Vchod B');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the server’s field codes on the fields and a failure without one above the buttons', async () => {
    const onDecide = jest.fn<Promise<undefined>, unknown[]>(async () => Promise.reject(new ApiError(400, 'validation', 'bad', { endTime: ['trainingLength'] })));
    setup('approved', onDecide);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Hala/ }), 'Hala Strahov');
    await approve();
    expect(screen.getByLabelText(/Konec/)).toHaveAttribute('aria-invalid', 'true');
    onDecide.mockImplementation(async () => Promise.reject(new ApiError(0, 'network', 'offline')));
    await approve();
    expect(await screen.findByRole('alert')).toHaveTextContent('Rozhodnutí se nepodařilo uložit. Zkuste to prosím znovu.');
  });
});
