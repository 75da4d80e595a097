import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { renderWithTheme } from '@phc/ui/testing';
import { polyfillDialog } from './dialog-polyfill.testing';
import { EventDialog, type EventDialogProps } from './event-dialog';
import { sportEventTypes } from './protocol-model';

beforeAll(polyfillDialog);

const type = (id: number, code: string, cs: string, en: string, scoreDelta = 0) => ({ id, code, scoreDelta, penaltyMinutes: 0, name: { cs, en } });
const player = (participantId: number, lastName: string, jerseyNumber: number | null) => ({ participantId, firstName: 'Jan', lastName, jerseyNumber, isLeader: false, isCaptain: false, isGoalkeeper: false });

function renderDialog(over: Partial<EventDialogProps> = {}, route = '/zapasovy-protokol/3') {
  const onSave = jest.fn();
  const props: EventDialogProps = {
    open: true,
    initial: null,
    editing: false,
    sport: 'handball',
    stageCode: '1st_half',
    periodMinutes: 20,
    home: { id: 1, name: 'Dukla', roster: [player(11, 'Novák', 9), player(12, 'Adam', 4)] },
    away: { id: 2, name: 'Sparta', roster: [player(21, 'Král', 1)] },
    eventTypes: sportEventTypes('handball', [type(5, 'goal', 'Gól', 'Goal', 1), type(6, '2min', 'Vyloučení na 2 minuty', '2-minute suspension'), type(7, 'timeout', 'Oddechový čas', 'Timeout')]),
    defaultEventTypeId: 5,
    clock: { minute: 12, second: 30 },
    onClose: jest.fn(),
    onSave,
    ...over,
  };
  renderWithTheme(<EventDialog {...props} />, { route });
  return { onSave, dialog: screen.getByRole('dialog') };
}

describe('EventDialog', () => {
  afterEach(() => {
    act(() => i18n.activate('cs'));
  });

  it('prefills the clock time and the event type at the configured position, lists players by jersey number', () => {
    const { dialog } = renderDialog({ defaultEventTypeId: 6 });
    expect(within(dialog).getByRole('combobox', { name: /Typ události/ })).toHaveValue('6');
    expect(within(dialog).getByRole('spinbutton', { name: /Minuta/ })).toHaveValue(12);
    expect(within(dialog).getByRole('spinbutton', { name: /Sekunda/ })).toHaveValue(30);
    const players = within(within(dialog).getByRole('combobox', { name: /Hráč/ })).getAllByRole('option');
    expect(players.map((o) => o.textContent)).toEqual(['Vyberte hráče', '#4 Adam Jan', '#9 Novák Jan']);
  });

  it('names every missing or wrong field and saves nothing', async () => {
    const { dialog, onSave } = renderDialog({ defaultEventTypeId: null });
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: /Minuta/ }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Minuta/ }), '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložit událost' }));
    expect(within(dialog).getByText('Neplatný čas události: v této části zápasu platí 00:00–20:00')).toBeInTheDocument();
    expect(within(dialog).getByText('Typ události musí být vybrán')).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: /Minuta/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for a player for a goal but not for a timeout', async () => {
    const { dialog, onSave } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložit událost' }));
    expect(within(dialog).getByText('Hráč musí být vybrán')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Typ události/ }), 'Oddechový čas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložit událost' }));
    expect(onSave).toHaveBeenCalledWith({ teamId: 1, eventTypeId: 7, participantId: null, assistParticipantId: null, minute: 12, second: 30 });
  });

  it('saves a goal of the away team with the player of that team', async () => {
    const { dialog, onSave } = renderDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sparta' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Hráč/ }), '#1 Král Jan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložit událost' }));
    expect(onSave).toHaveBeenCalledWith({ teamId: 2, eventTypeId: 5, participantId: 21, assistParticipantId: null, minute: 12, second: 30 });
  });

  it('says when the team has nobody on its roster yet', async () => {
    const { dialog } = renderDialog({ away: { id: 2, name: 'Sparta', roster: [] } });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sparta' }));
    expect(within(dialog).getByRole('combobox', { name: /Hráč/ })).toHaveAccessibleDescription('Soupiska týmu Sparta je prázdná. Doplňte ji na zápasové soupisce.');
  });

  it('offers an assist only for event types that have one (floorball goal)', async () => {
    const eventTypes = sportEventTypes('floorball', [type(1, 'goal', 'Gól', 'Goal', 1), type(2, 'penalty_2min', 'Trest 2 minuty', '2-minute penalty')]);
    const { dialog } = renderDialog({ sport: 'floorball', stageCode: '1st_period', periodMinutes: 15, eventTypes, defaultEventTypeId: 1 });
    expect(within(dialog).getByRole('combobox', { name: 'Asistence' })).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Typ události/ }), 'Trest 2 minuty');
    expect(within(dialog).queryByRole('combobox', { name: 'Asistence' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    const { messages } = await import('../../locales/en/messages');
    act(() => {
      i18n.load('en', messages);
      i18n.activate('en');
    });
    const { dialog, onSave } = renderDialog({ defaultEventTypeId: null, clock: { minute: 45, second: 0 } }, '/en/zapasovy-protokol/3');
    expect(screen.getByRole('heading', { name: 'New event' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save event' }));
    expect(within(dialog).getByText('Invalid event time: this match stage runs 00:00–20:00')).toBeInTheDocument();
    expect(within(dialog).getByText('An event type must be chosen')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Event type/ }), 'Goal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save event' }));
    expect(within(dialog).getByText('A player must be chosen')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
