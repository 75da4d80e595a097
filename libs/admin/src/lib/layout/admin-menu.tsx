import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Button, media } from '@phc/ui';

/** One screen of the area in its menu: a localized path and its name. */
export interface AdminMenuLink {
  to: string;
  label: string;
}

export interface AdminMenuProps {
  links: AdminMenuLink[];
  /** The current screen's name: beside the button on a phone, so the organiser knows where they are. */
  current?: string;
  /** Takes the focus after a link is chosen from the open menu (the page's main region). */
  mainId: string;
  /** The language, the site and the account: in the open menu on a phone, after the links on a wide screen. */
  children: ReactNode;
}

const StyledCurrent = styled.span`
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  ${media.up('tabletUp')} {
    display: none;
  }
`;

const StyledMenuButton = styled(Button)`
  flex: none;
  ${media.up('tabletUp')} {
    display: none;
  }
`;

/*
 * On a wide screen the panel is no box of its own (its links and the account sit in the header's row as
 * they always did); on a phone it is the menu's column below the row, shown only while open.
 */
const StyledPanel = styled.div<{ $open: boolean }>`
  display: contents;
  ${media.down('tabletDown')} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    flex-basis: 100%;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
    padding-bottom: ${({ theme }) => theme.space[3]};
  }
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
  ${media.down('tabletDown')} {
    ul {
      flex-direction: column;
      gap: 0;
    }
    a {
      display: flex;
      padding: 0 ${({ theme }) => theme.space[2]};
      border-radius: ${({ theme }) => theme.radii.sm};
    }
    a[aria-current='page'] {
      background: ${({ theme }) => theme.colors.secondary};
      color: ${({ theme }) => theme.colors.onSecondary};
    }
  }
`;

/** Escape closes the open menu and gives the focus back to its button (WAI-ARIA disclosure). */
function useEscapeCloses(open: boolean, close: () => void, button: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, button]);
}

/**
 * The area's navigation: on a phone behind a "Menu" button (sixteen links would wrap into six rows
 * above every page), on a wide screen the links in the header's row.
 */
export function AdminMenu({ links, current, mainId, children }: AdminMenuProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  // Open on the page it was opened on: any navigation (a link, the browser's back) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const panelId = useId();
  const currentId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpenAt(null), []);
  useEscapeCloses(open, close, button);

  // The link's column disappears with the menu: the focus goes where the chosen page starts.
  const chosen = () => {
    if (!open) return;
    document.getElementById(mainId)?.focus();
    close();
  };

  return (
    <>
      {current && <StyledCurrent id={currentId}>{current}</StyledCurrent>}
      {/* The screen's name describes the button: a screen reader hears where the menu is opened from. */}
      <StyledMenuButton
        ref={button}
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={current ? currentId : undefined}
        onClick={() => setOpenAt(open ? null : pathname)}
      >
        {open ? t`Zavřít menu` : t`Menu`}
      </StyledMenuButton>
      <StyledPanel id={panelId} $open={open}>
        <StyledNav aria-label={t`Administrace`}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end onClick={chosen}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </StyledNav>
        {children}
      </StyledPanel>
    </>
  );
}
