import type { MouseEvent, ReactNode } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import type { LayoutName } from '@phc/i18n';
import { useSlots } from '../slots';
import { BackToTop } from './back-to-top';
import { Footer } from './footer';
import { Header } from './header';

export const mainContentId = 'main-content';

const StyledLayout = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const StyledMain = styled.main`
  flex: 1;
  /* A screen tall whatever it holds: the partner strip and the footer start below the fold, so a short
     state (loading, empty, an error) never shows them only for the content to push them away when it
     arrives (a layout shift a phone's visitor sees; the first-paint journey measures it). */
  min-height: 100vh;
  padding-block: ${({ theme }) => theme.space[5]};
  &:focus {
    outline: none;
  }
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  top: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.alerts};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.link};
  border-radius: ${({ theme }) => theme.radii.sm};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

function SkipLink() {
  // Focus the main region directly: a plain hash change would go through the router's smooth scrolling.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <StyledSkipLink href={`#${mainContentId}`} onClick={onClick}>
      <Trans>Přeskočit na obsah</Trans>
    </StyledSkipLink>
  );
}

function Main({ children }: { children: ReactNode }) {
  return (
    <StyledMain id={mainContentId} tabIndex={-1}>
      {children}
    </StyledMain>
  );
}

function Partners() {
  const { partners: PartnersSlot } = useSlots();
  return PartnersSlot ? <PartnersSlot /> : null;
}

function AdminTools() {
  const { adminTools: AdminToolsSlot } = useSlots();
  return AdminToolsSlot ? <AdminToolsSlot /> : null;
}

type FrameProps = { name: LayoutName; partners: boolean; adminTools: boolean; children: ReactNode };

function FullFrame({ name, partners, adminTools, children }: FrameProps) {
  return (
    <StyledLayout data-layout={name}>
      <SkipLink />
      <Header />
      {adminTools && <AdminTools />}
      <Main>{children}</Main>
      {partners && <Partners />}
      <Footer />
      <BackToTop />
    </StyledLayout>
  );
}

export type ShellLayoutProps = { name: LayoutName; children?: ReactNode };

/** The layouts of SPEC §2; `children` replaces the outlet (the not-found and error pages use it). */
export function ShellLayout({ name, children = <Outlet /> }: ShellLayoutProps) {
  switch (name) {
    case 'empty':
      return <div data-layout="empty">{children}</div>;
    case 'micro':
      return (
        <StyledLayout data-layout="micro">
          <SkipLink />
          <Header variant="micro" />
          <Main>{children}</Main>
          <BackToTop />
        </StyledLayout>
      );
    case 'simple':
      return (
        <FullFrame name="simple" partners={false} adminTools={false}>
          {children}
        </FullFrame>
      );
    case 'cms':
      return (
        <FullFrame name="cms" partners adminTools>
          {children}
        </FullFrame>
      );
    case 'default':
      return (
        <FullFrame name="default" partners adminTools={false}>
          {children}
        </FullFrame>
      );
  }
}
