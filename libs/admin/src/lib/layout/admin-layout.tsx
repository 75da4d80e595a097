import { NavLink, Outlet, useLocation, useMatches } from 'react-router';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoggedUser } from '@phc/api-contract';
import { apiRequest, createAuthMutations } from '@phc/api-client';
import { useCurrentUser } from '@phc/auth';
import { localeFromPath, localizePath, stripLocale, useLocale } from '@phc/i18n';
import { Button, Card, Container, Heading, Spinner, Stack, useTournament } from '@phc/ui';
import { adminScreens, type AdminScreen } from '../logic/admin-access';
import { AdminLoginForm } from './login-form';

const StyledHeader = styled.header`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  a {
    color: inherit;
  }
`;

const StyledBar = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.headerHeight};
`;

const StyledNav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
  }
  a[aria-current='page'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: underline;
  }
`;

const StyledUser = styled.div`
  margin-left: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledMain = styled(Container)`
  padding-top: ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme }) => theme.space[6]};
`;

/** What a route of the area needs (its `handle`). */
export interface AdminRouteHandle {
  screen?: AdminScreen;
}

function useScreen(): AdminScreen | undefined {
  const matches = useMatches();
  return [...matches].reverse().map((match) => (match.handle as AdminRouteHandle | undefined)?.screen).find(Boolean);
}

function Gate({ user, screens }: { user: LoggedUser | null; screens: AdminScreen[] }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const screen = useScreen();
  if (!user) {
    return (
      <Card>
        <Stack $gap={3}>
          <Heading level={1}>
            <Trans>Přihlášení do administrace</Trans>
          </Heading>
          <AdminLoginForm />
        </Stack>
      </Card>
    );
  }
  if (screens.length === 0 || (screen && !screens.includes(screen))) {
    return (
      <Card>
        <Stack $gap={3}>
          <Heading level={1}>
            <Trans>Bez oprávnění</Trans>
          </Heading>
          <p>
            <Trans>Účet {user.username} do této části administrace nemá přístup. Přihlaste se účtem organizátora.</Trans>
          </p>
          <div>
            <Button variant="secondary" onClick={() => void createAuthMutations(apiRequest, queryClient).logout()}>
              <Trans>Přihlásit se jiným účtem</Trans>
            </Button>
          </div>
          <a href="/">{t`Zpět na web turnaje`}</a>
        </Stack>
      </Card>
    );
  }
  return <Outlet />;
}

/** The area's frame: header with its screens, language and account; the gate decides what the main part shows. */
export function AdminLayout() {
  const { t, i18n } = useLingui();
  const tournament = useTournament();
  const locale = useLocale();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { user, pending } = useCurrentUser({ required: true });
  const screens = adminScreens(user);
  const other = localeFromPath(pathname) === 'cs' ? 'en' : 'cs';
  const navLabels: Record<AdminScreen, [string, string]> = {
    registrations: ['/', t`Registrace`],
    teamRequests: ['/team-requests', t`Výjimky`],
    transfers: ['/transfers', t`Transfery`],
    trainings: ['/trainings', t`Tréninky`],
    referees: ['/referees', t`Rozhodčí`],
    halls: ['/halls', t`Haly`],
    places: ['/places', t`Místa`],
    refereeDays: ['/referee-days', t`Rozhodčí v halách`],
    categories: ['/categories', t`Kategorie`],
    prices: ['/prices', t`Ceník`],
    audit: ['/audit', t`Audit log`],
    config: ['/config', t`Nastavení`],
    importExport: ['/import-export', t`Import a export`],
    competition: ['/competition', t`Soutěž`],
    users: ['/users', t`Uživatelé`],
    lots: ['/lots', t`Los`],
  };
  return (
    <>
      <StyledHeader>
        <StyledBar>
          <strong>
            <Trans>Administrace</Trans> · {tournament.name[i18n.locale === 'en' ? 'en' : 'cs']}
          </strong>
          {screens.length > 0 && (
            <StyledNav aria-label={t`Administrace`}>
              <ul>
                {screens.map((screen) => (
                  <li key={screen}>
                    <NavLink to={localizePath(navLabels[screen][0], locale)} end>
                      {navLabels[screen][1]}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </StyledNav>
          )}
          <StyledUser>
            {/* A full load: the language's catalog is loaded before the first render. */}
            <a href={`/admin${localizePath(stripLocale(pathname), other)}`} lang={other} hrefLang={other}>
              {other === 'en' ? 'English' : 'Česky'}
            </a>
            <a href={locale === 'en' ? '/en' : '/'}>{t`Web turnaje`}</a>
            {user && (
              <Button size="sm" variant="secondary" onClick={() => void createAuthMutations(apiRequest, queryClient).logout()}>
                <Trans>Odhlásit se</Trans>
              </Button>
            )}
          </StyledUser>
        </StyledBar>
      </StyledHeader>
      <StyledMain as="main">{pending ? <Spinner /> : <Gate user={user} screens={screens} />}</StyledMain>
    </>
  );
}
