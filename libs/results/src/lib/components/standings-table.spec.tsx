import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupTeamStanding } from '@phc/api-contract';
import { renderWithTheme } from '@phc/ui/testing';
import { StandingsTable } from './standings-table';

const row = (teamId: number, position: number, extra: Partial<GroupTeamStanding> = {}): GroupTeamStanding => ({
  id: teamId,
  competitionGroupId: 5,
  teamId,
  position,
  played: 3,
  won: 2,
  drawn: 0,
  lost: 1,
  scoreFor: 6,
  scoreAgainst: 4,
  scoreDiff: 2,
  points: 4,
  decidedBy: null,
  tiedWith: [],
  ...extra,
});
const names: Record<number, string> = { 1: 'Dukla', 2: 'Sparta', 3: 'Slavia' };
const teamName = (id: number) => names[id];

describe('StandingsTable', () => {
  it("shows handball columns, what ranks a team first, and explains a broken tie on request", async () => {
    renderWithTheme(<StandingsTable rows={[row(1, 1, { decidedBy: 'h2hPoints', tiedWith: [2] }), row(2, 2, { decidedBy: 'h2hPoints', tiedWith: [1] }), row(3, 3)]} teamName={teamName} sets={false} caption="Tabulka" />, { route: '/' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Tým', 'Body', 'Skóre', 'Z', 'V', 'R', 'P']);
    const why = screen.getByRole('button', { name: 'Proč je Dukla na 1. místě' });
    for (const reason of screen.getAllByText(/Rozhodly body ze vzájemných zápasů/)) expect(reason).not.toBeVisible();
    await userEvent.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Rozhodly body ze vzájemných zápasů. Vyrovnáno s: Sparta.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Slavia/ })).not.toBeInTheDocument();
  });

  it("says when the organiser's recorded drawing of lots decided a place", async () => {
    renderWithTheme(<StandingsTable rows={[row(2, 1, { decidedBy: 'drawnLots', tiedWith: [1] }), row(1, 2, { decidedBy: 'drawnLots', tiedWith: [2] })]} teamName={teamName} sets={false} caption="Tabulka" />, { route: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Proč je Sparta na 1. místě' }));
    expect(screen.getByText('Rozhodl los, který provedl pořadatel. Vyrovnáno s: Dukla.')).toBeVisible();
  });

  it('shows wins, points and the set and rally ratios that rank a volleyball team first, no draws', () => {
    renderWithTheme(<StandingsTable rows={[row(1, 1, { pointsFor: 150, pointsAgainst: 120 })]} teamName={teamName} sets caption="Tabulka" />, { route: '/' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Tým', 'V', 'Body', 'Poměr setů', 'Poměr míčů', 'Z', 'P', 'Sety', 'Míče']);
    expect(screen.getByRole('row', { name: /Dukla/ })).toHaveTextContent('241.5001.250316:4150:120');
  });

  it('gives every abbreviated column its full name for screen readers', () => {
    renderWithTheme(<StandingsTable rows={[row(1, 1)]} teamName={teamName} sets={false} caption="Tabulka" />, { route: '/' });
    for (const name of ['Pořadí', 'Zápasy', 'Výhry', 'Remízy', 'Prohry']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    expect(screen.getByTitle('Remízy')).toHaveTextContent('R');
  });

  it('fades the right edge while columns are hidden there and drops the fade at the end', () => {
    const { container } = renderWithTheme(<StandingsTable rows={[row(1, 1)]} teamName={teamName} sets caption="Tabulka" />, { route: '/' });
    const frame = container.firstElementChild as HTMLElement;
    const box = frame.firstElementChild as HTMLElement;
    // jsdom lays nothing out: give the box a phone's width and a wider table.
    Object.defineProperty(box, 'clientWidth', { configurable: true, value: 328 });
    Object.defineProperty(box, 'scrollWidth', { configurable: true, value: 600 });
    const fade = () => frame.getAttribute('data-more-right');
    fireEvent.scroll(box);
    expect(fade()).toBe('true');
    box.scrollLeft = 272;
    fireEvent.scroll(box);
    expect(fade()).toBeNull();
  });
});
