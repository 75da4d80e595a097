import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { useLocale } from '@phc/i18n';
import { Container, useTournament } from '@phc/ui';
import { useSlots } from '../slots';

const StyledFooter = styled.footer`
  margin-top: ${({ theme }) => theme.space[7]};
  padding-block: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  a {
    color: inherit;
  }
  /* Rings here sit on the secondary colour, where the page's ring may vanish (issue 18 item 8). */
  & :focus-visible:not(dialog *) {
    outline-color: ${({ theme }) => theme.colors.focusOnSecondary};
  }
`;

const StyledCopyright = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function Footer() {
  const tournament = useTournament();
  const locale = useLocale();
  const { footer: FooterContent, copyright: Copyright } = useSlots();
  const year = new Date().getUTCFullYear();
  const name = tournament.name[locale];
  return (
    <StyledFooter>
      <Container>
        {FooterContent && <FooterContent />}
        <StyledCopyright>
          {Copyright ? (
            <Copyright
              fallback={
                <Trans>
                  © {year} {name}
                </Trans>
              }
            />
          ) : (
            <Trans>
              © {year} {name}
            </Trans>
          )}
        </StyledCopyright>
      </Container>
    </StyledFooter>
  );
}
