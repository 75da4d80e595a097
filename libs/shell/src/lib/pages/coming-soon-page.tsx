import { useMatches } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { href, routeTitles, useLocale } from '@phc/i18n';
import { Container, Heading, TextLink } from '@phc/ui';
import type { ShellRouteHandle } from '../routing/route-handle';

/** A screen whose feature module is not plugged in yet: its real name, never a blank page. */
export function ComingSoonPage() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const handle = useMatches().at(-1)?.handle as ShellRouteHandle | undefined;
  const title = handle?.routeName ? i18n._(routeTitles[handle.routeName]) : null;
  return (
    <Container data-page="coming-soon">
      <Heading level={1}>{title}</Heading>
      <p>
        <Trans>Tuto stránku právě připravujeme. Brzy ji tu najdete.</Trans>
      </p>
      <p>
        <TextLink to={href('index', {}, locale)}>
          <Trans>Zpět na úvodní stránku</Trans>
        </TextLink>
      </p>
    </Container>
  );
}
