import { useEffect, useId } from 'react';
import { NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { useResultsOnWeb } from '@phc/auth';
import { LocaleLink, localizeHref, useLocale, type NavItem } from '@phc/i18n';
import { Container, media, useTournament } from '@phc/ui';
import { useMenuStore } from '../menu-store';
import { useSlots } from '../slots';
import { LanguageSwitcher } from './language-switcher';
import { withMapItem } from './menu-items';
import { UserBarPlaceholder } from './user-bar-placeholder';

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.card};
  /* Rings here sit on the brand colour (issue 18 item 8); a dialog opened from the header has its own surface. */
  & :focus-visible:not(dialog *) {
    outline-color: ${({ theme }) => theme.colors.focusOnPrimary};
  }
`;

const StyledBar = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.headerHeight};
`;

/*
 * The brand takes the room the buttons leave and gives up its text first (ellipsis), so brand, search
 * and menu stay on one row at 360 px for the longest tournament name (issue 18 item 2). A zero basis
 * keeps the row from wrapping before the text shrinks.
 */
const StyledBrand = styled(LocaleLink)`
  display: inline-flex;
  flex: 1 1 0;
  min-width: calc(${({ theme }) => theme.sizes.headerHeight} - ${({ theme }) => theme.space[4]});
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: inherit;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  img {
    flex-shrink: 0;
    height: calc(${({ theme }) => theme.sizes.headerHeight} - ${({ theme }) => theme.space[4]});
    width: auto;
  }
`;

const StyledBrandName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${media.down('phone')} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const StyledMenuButton = styled.button`
  min-width: ${({ theme }) => theme.sizes.touchTarget};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  ${media.up('tabletUp')} {
    display: none;
  }
`;

const StyledNav = styled.div<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  ${media.down('tabletDown')} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    flex-basis: 100%;
    flex-direction: column;
    align-items: stretch;
    padding-bottom: ${({ theme }) => theme.space[3]};
  }
`;

const StyledMenu = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.down('tabletDown')} {
    flex-direction: column;
  }
`;

const StyledNavLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  &.active {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
  }
`;

const isResultsLink = (to: string) => to === '/vysledky' || to.startsWith('/vysledky/');

/** The shell's menu until the content system supplies one (SPEC §2: later from content items). */
function useDefaultMenu(resultsOnWeb: boolean): readonly NavItem[] {
  const { t } = useLingui();
  const { features } = useTournament();
  return [
    resultsOnWeb && { label: t`Výsledky`, to: '/vysledky' },
    { label: t`Účastníci`, to: '/ucastnici' },
    features.map && { label: t`Mapa`, to: '/mapa' },
    features.clubRegistration && { label: t`Registrace`, to: '/registrace' },
  ].filter((item): item is NavItem => Boolean(item));
}

const useNoMenu = () => undefined;

function HamburgerEffects() {
  const { pathname } = useLocation();
  const open = useMenuStore((state) => state.open);
  const setOpen = useMenuStore((state) => state.setOpen);

  useEffect(() => setOpen(false), [pathname, setOpen]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);
  return null;
}

export type HeaderProps = {
  /** `micro`: brand and language only (SPEC §2 "simple navigation"). */
  variant?: 'full' | 'micro';
};

export function Header({ variant = 'full' }: HeaderProps) {
  const { t } = useLingui();
  const tournament = useTournament();
  const locale = useLocale();
  const slots = useSlots();
  const useMainMenu = slots.useMainMenu ?? useNoMenu;
  const resultsOnWeb = useResultsOnWeb();
  // An organiser's menu may link the results too: hidden with them (switched off in the configuration).
  const contentMenu = useMainMenu();
  const defaultMenu = useDefaultMenu(resultsOnWeb);
  const menu = withMapItem(contentMenu ?? defaultMenu, defaultMenu).filter((item) => resultsOnWeb || !isResultsLink(item.to));
  const open = useMenuStore((state) => state.open);
  const toggle = useMenuStore((state) => state.toggle);
  const navId = useId();
  const UserBar = slots.userBar ?? UserBarPlaceholder;
  // Search leads to results pages: not offered while the results are off.
  const Search = resultsOnWeb ? slots.search : undefined;
  const name = tournament.name[locale];

  return (
    <StyledHeader>
      <StyledBar>
        <StyledBrand to="/">
          <img src={tournament.theme.logo.src} width={tournament.theme.logo.width} height={tournament.theme.logo.height} alt="" />
          <StyledBrandName>{name}</StyledBrandName>
        </StyledBrand>
        {variant === 'micro' ? (
          <LanguageSwitcher />
        ) : (
          <>
            <HamburgerEffects />
            {Search && <Search />}
            <StyledMenuButton type="button" aria-expanded={open} aria-controls={navId} onClick={toggle}>
              {open ? t`Zavřít menu` : t`Menu`}
            </StyledMenuButton>
            <StyledNav id={navId} $open={open}>
              <nav aria-label={t`Hlavní navigace`}>
                <StyledMenu>
                  {menu.map((item) => (
                    <li key={item.to}>
                      <StyledNavLink to={localizeHref(item.to, locale)}>{item.label}</StyledNavLink>
                    </li>
                  ))}
                </StyledMenu>
              </nav>
              <LanguageSwitcher />
              <UserBar />
            </StyledNav>
          </>
        )}
      </StyledBar>
    </StyledHeader>
  );
}
