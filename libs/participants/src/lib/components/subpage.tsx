import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { LocaleLink, href, useLocale } from '@phc/i18n';
import { Container, Heading, QueryBoundary } from '@phc/ui';

/**
 * A page under the participants (the referees, the exception requests): its heading, the way back and
 * any further links, then its content once loaded (a skeleton meanwhile, again in the other language).
 */
export function ParticipantsSubpage({ title, links, fallback, children }: { title: ReactNode; links?: ReactNode; fallback: ReactNode; children: ReactNode }) {
  const locale = useLocale();
  return (
    <Container>
      <Heading level={1}>{title}</Heading>
      <p>
        <LocaleLink to={href('ucastnici', {}, 'cs')}>
          <Trans>Zpět na účastníky</Trans>
        </LocaleLink>
        {links}
      </p>
      <QueryBoundary key={locale} fallback={fallback}>
        {children}
      </QueryBoundary>
    </Container>
  );
}
