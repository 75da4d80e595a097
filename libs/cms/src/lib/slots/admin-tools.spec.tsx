import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { probablyLoggedInKey } from '@phc/api-client';
import { mockFetch, renderWithClient } from '../testing';
import { AdminTools } from './admin-tools';

const user = (roles: string[]) => ({ user: { id: 1, username: 'x@demo.test', firstName: 'X', lastName: 'Y', roles, administratedClubs: [] } });

describe('AdminTools', () => {
  beforeEach(() => localStorage.setItem(probablyLoggedInKey, '1'));
  afterEach(() => localStorage.clear());

  it('offers in-place editing to the super admin and opens the editor on demand', async () => {
    mockFetch({ 'GET /api/v1/web/auth/me': () => ({ body: user(['ROLE_SUPER_ADMIN']) }), 'GET /api/v1/cms/object': () => ({ body: { objects: [] } }) });
    renderWithClient(<AdminTools />, '/informace');
    const open = await screen.findByRole('button', { name: 'Upravit obsah' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    expect(await screen.findByRole('complementary', { name: 'Editor obsahu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zavřít editor' })).toHaveAttribute('aria-expanded', 'true');
  });

  it.each([
    ['an admin', ['ROLE_ADMIN']],
    ['a club admin', ['ROLE_CLUB_ADMIN']],
    ['a user without roles', []],
  ])('shows nothing to %s', async (_who, roles) => {
    const { fetchMock } = mockFetch({ 'GET /api/v1/web/auth/me': () => ({ body: user(roles) }) });
    const { container } = renderWithClient(<AdminTools />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Upravit obsah' })).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });

  it('asks nobody and shows nothing to an anonymous visitor', () => {
    localStorage.clear();
    const { fetchMock } = mockFetch({});
    const { container } = renderWithClient(<AdminTools />);
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
