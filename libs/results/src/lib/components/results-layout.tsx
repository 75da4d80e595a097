import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { href, useLocale, usePageTitle } from '@phc/i18n';
import { useLiveUpdates } from '@phc/api-client';
import { useResultsOnWeb } from '@phc/auth';
import { Container, EmptyState, Heading } from '@phc/ui';
import { LiveIndicator } from './live-indicator';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-block: ${({ theme }) => theme.space[3]};
`;

const StyledNav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.controlSm};
    padding-inline: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.secondary};
    border-color: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledMain = styled.div`
  padding-bottom: ${({ theme }) => theme.space[6]};
`;

/** What every results address shows while the organiser keeps the results off the web. */
function ResultsNotShown() {
  const { t } = useLingui();
  usePageTitle(t`Výsledky`);
  return (
    <Container>
      <StyledMain>
        <Heading level={1}>
          <Trans>Výsledky</Trans>
        </Heading>
        <EmptyState title={<Trans>Výsledky nejsou na webu zveřejněné</Trans>} description={<Trans>Pořadatel turnaje výsledky na webu nezveřejňuje.</Trans>} />
      </StyledMain>
    </Container>
  );
}

/**
 * Every results screen: the results sections, the live indicator, then the page; while results are off
 * on the web (SPEC §9), a notice instead, at every results address and not only without the menu item.
 */
export function ResultsLayout({ children }: { children: ReactNode }) {
  const shown = useResultsOnWeb();
  // Every results screen shows competition data that changes during the day: keep the stream open.
  useLiveUpdates(shown);
  const { t } = useLingui();
  const locale = useLocale();
  if (!shown) return <ResultsNotShown />;
  return (
    <Container>
      <StyledBar>
        <StyledNav aria-label={t`Výsledky`}>
          <ul>
            <li>
              <NavLink end to={href('vysledky', {}, locale)}>
                <Trans>Přehled</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to={href('vysledky-podle-dni', {}, locale)}>
                <Trans>Podle dní</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to={href('vysledky-podle-hal', {}, locale)}>
                <Trans>Podle hal</Trans>
              </NavLink>
            </li>
          </ul>
        </StyledNav>
        <LiveIndicator />
      </StyledBar>
      <StyledMain>{children}</StyledMain>
    </Container>
  );
}
