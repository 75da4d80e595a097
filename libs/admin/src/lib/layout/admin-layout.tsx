import { Outlet, useLocation, useMatches } from 'react-router';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoggedUser } from '@phc/api-contract';
import { apiRequest, createAuthMutations } from '@phc/api-client';
import { useCurrentUser } from '@phc/auth';
import { localeFromPath, localizePath, stripLocale, useLocale } from '@phc/i18n';
import { Button, Card, Container, Heading, media, Spinner, Stack, useTournament } from '@phc/ui';
import { adminScreens, type AdminScreen } from '../logic/admin-access';
import { AdminMenu } from './admin-menu';
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

/* On a phone the title gives up its text first (ellipsis): title, current screen and menu button stay one row. */
const StyledTitle = styled.strong`
  ${media.down('tabletDown')} {
    flex: 1 1 0;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const StyledUser = styled.div`
  margin-left: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  /* In the phone's open menu: below the links, as easy to hit as they are. */
  ${media.down('tabletDown')} {
    margin-left: 0;
    a {
      display: inline-flex;
      align-items: center;
      min-height: ${({ theme }) => theme.sizes.touchTarget};
    }
  }
`;

const StyledMain = styled(Container)`
  padding-top: ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme }) => theme.space[6]};
  /* Takes the focus when a page is chosen from the phone's menu: no ring around the whole page. */
  &:focus {
    outline: none;
  }
`;

const mainId = 'admin-main';

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

/** Each screen's path (without the language prefix) and its name in the menu. */
function useNavLabels(): Record<AdminScreen, [string, string]> {
  const { t } = useLingui();
  return {
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
}

/** The other language, the public site and the logout. */
function UserTools({ user }: { user: LoggedUser | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const other = localeFromPath(pathname) === 'cs' ? 'en' : 'cs';
  return (
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
  );
}

/** The area's frame: header with its screens, language and account; the gate decides what the main part shows. */
export function AdminLayout() {
  const { i18n } = useLingui();
  const tournament = useTournament();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { user, pending } = useCurrentUser({ required: true });
  const screens = adminScreens(user);
  const navLabels = useNavLabels();
  // The index is the registrations' list (admin-index.tsx) for whoever reaches it without a redirect.
  const shown = useScreen() ?? (stripLocale(pathname) === '/' ? 'registrations' : undefined);
  const userTools = <UserTools user={user} />;
  return (
    <>
      <StyledHeader>
        <StyledBar>
          <StyledTitle>
            <Trans>Administrace</Trans> · {tournament.name[i18n.locale === 'en' ? 'en' : 'cs']}
          </StyledTitle>
          {screens.length > 0 ? (
            <AdminMenu
              links={screens.map((screen) => ({ to: localizePath(navLabels[screen][0], locale), label: navLabels[screen][1] }))}
              current={shown && screens.includes(shown) ? navLabels[shown][1] : undefined}
              mainId={mainId}
            >
              {userTools}
            </AdminMenu>
          ) : (
            userTools
          )}
        </StyledBar>
      </StyledHeader>
      <StyledMain as="main" id={mainId} tabIndex={-1}>{pending ? <Spinner /> : <Gate user={user} screens={screens} />}</StyledMain>
    </>
  );
}
