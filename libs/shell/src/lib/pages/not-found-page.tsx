import { Trans, useLingui } from '@lingui/react/macro';
import { href, usePageTitle, useLocale } from '@phc/i18n';
import { Container, Heading, TextLink } from '@phc/ui';

/** SPEC §8: any unknown path, in the language of its URL. */
export function NotFoundPage() {
  const { t } = useLingui();
  const locale = useLocale();
  usePageTitle(t`Stránka nenalezena`);
  return (
    <Container data-page="not-found">
      <Heading level={1}>
        <Trans>Stránka nenalezena</Trans>
      </Heading>
      <p>
        <Trans>Tuto stránku se nepodařilo najít.</Trans>
      </p>
      <p>
        <TextLink to={href('index', {}, locale)}>
          <Trans>Zpět na úvodní stránku</Trans>
        </TextLink>
      </p>
    </Container>
  );
}
