import { useRouteError } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { href, usePageTitle, useLocale } from '@phc/i18n';
import { Container, Heading, TextLink } from '@phc/ui';
import { NotFoundPage } from './not-found-page';
import { describeRouteError } from './route-error';

const StyledDetails = styled.details`
  margin-block: ${({ theme }) => theme.space[4]};
  pre {
    overflow: auto;
    padding: ${({ theme }) => theme.space[3]};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export function ErrorPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { status, message, details } = describeRouteError(useRouteError());
  usePageTitle(status === 404 ? null : t`Chyba ${status}`);
  if (status === 404) return <NotFoundPage />;
  return (
    <Container data-page="error">
      <Heading level={1}>
        <Trans>Něco se pokazilo</Trans>
      </Heading>
      <p>
        <Trans>Chyba {status}</Trans>
      </p>
      {message && <p>{message}</p>}
      {details && (
        <StyledDetails>
          <summary>
            <Trans>Podrobnosti</Trans>
          </summary>
          <pre>{details}</pre>
        </StyledDetails>
      )}
      <p>
        <TextLink to={href('index', {}, locale)}>
          <Trans>Zpět na úvodní stránku</Trans>
        </TextLink>
      </p>
    </Container>
  );
}
