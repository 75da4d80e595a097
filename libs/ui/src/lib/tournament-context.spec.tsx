import { render, screen } from '@testing-library/react';
import { getTournament } from '@phc/tournaments';
import { renderWithTheme } from '../test-utils';
import { TournamentProvider, useTournament } from './tournament-context';
import { useDocumentTitle } from './document-title';

function TournamentName() {
  return <p>{useTournament().name.cs}</p>;
}

describe('tournament context', () => {
  it('gives features the tournament the shell provides', () => {
    render(
      <TournamentProvider tournament={getTournament('praguevolleyballgames')}>
        <TournamentName />
      </TournamentProvider>,
    );
    expect(screen.getByText('Prague Volleyball Games')).toBeInTheDocument();
  });

  it('fails clearly when used outside the provider', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<TournamentName />)).toThrow(/TournamentProvider/);
    error.mockRestore();
  });
});

describe('useDocumentTitle', () => {
  function Page({ title }: { title: string | null }) {
    useDocumentTitle(title);
    return null;
  }

  it('names the page and the tournament', () => {
    renderWithTheme(<Page title="Výsledky" />);
    expect(document.title).toBe('Výsledky | PHC');
  });

  it('falls back to the tournament name', () => {
    renderWithTheme(<Page title={null} />, { tournament: getTournament('czechopen') });
    expect(document.title).toBe('Czech Open');
  });
});
