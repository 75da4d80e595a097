import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '@phc/i18n';
import { Container, Heading } from '@phc/ui';
import { ContentPageView } from '../components/content-page-view';
import { RichText } from '../components/rich-text';
import { localized } from '../logic/localized';
import { pageLoader } from '../components/page-loader';

export const loader = pageLoader(() => 'podminky', { notFound: false });

const StyledSection = styled.section`
  margin-block: ${({ theme }) => theme.space[5]};
`;

/** `/podminky` ↔ `/en/terms`: the terms page, then the registration terms from settings. */
export function Component() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <ContentPageView
      slug="podminky"
      fallbackTitle={t`Podmínky a ochrana osobních údajů`}
      after={(layout) =>
        layout?.settings && (
          <Container>
            <StyledSection>
              <Heading level={2}>
                <Trans>Podmínky registrace klubu</Trans>
              </Heading>
              <RichText html={localized(layout.settings.clubRegistrationTerms, locale)} />
            </StyledSection>
            <StyledSection>
              <Heading level={2}>
                <Trans>Podmínky pro rozhodčí</Trans>
              </Heading>
              <RichText html={localized(layout.settings.refereeTerms, locale)} />
            </StyledSection>
          </Container>
        )
      }
    />
  );
}
