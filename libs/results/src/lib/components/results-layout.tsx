import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { href, useLocale } from '@phc/i18n';
import { useLiveUpdates } from '@phc/api-client';
import { Container } from '@phc/ui';
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

/** Every results screen: the results sections, the live indicator, then the page. */
export function ResultsLayout({ children }: { children: ReactNode }) {
  // Every results screen shows competition data that changes during the day: keep the stream open.
  useLiveUpdates();
  const { t } = useLingui();
  const locale = useLocale();
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
