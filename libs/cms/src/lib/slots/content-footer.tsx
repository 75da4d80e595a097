import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '@phc/i18n';
import { media } from '@phc/ui';
import { localized } from '../logic/localized';
import { socialIconFor, type SocialNetwork } from '../logic/social-icon';
import { ContentTextLink } from '../components/content-link';
import { RichText } from '../components/rich-text';
import { usePreview } from '../logic/preview-store';
import { siteContentQueries } from '../queries/site-content';
import { SocialIconGlyph } from './social-icon-glyph';

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${media.up('tablet')} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-width: ${({ theme }) => theme.sizes.touchTarget};
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    justify-content: center;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const StyledMenuList = styled(StyledList)`
  gap: ${({ theme }) => theme.space[4]};
`;

const networkNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  google: 'Google',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  flickr: 'Flickr',
  zonerama: 'Zonerama',
};

/** SPEC §2 footer: content blocks, the footer menu, social links with icons by host, app-store links. */
export function ContentFooter() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useQuery(siteContentQueries.chrome(usePreview()));
  const settings = data?.settings;
  const footerMenu = data?.menus?.find((m) => m.position === 'footer');
  if (!settings && !footerMenu) return null;
  const appLinks = settings?.appLinks;
  return (
    <div data-content-footer="">
      {settings && settings.footerBlocks.length > 0 && (
        <StyledColumns>
          {settings.footerBlocks.map((block, index) => (
            <section key={index}>
              <h2>{localized(block.title, locale)}</h2>
              <RichText html={localized(block.body, locale)} />
            </section>
          ))}
        </StyledColumns>
      )}
      {footerMenu && footerMenu.menuItems.length > 0 && (
        <nav aria-label={t`Odkazy v patičce`}>
          <StyledMenuList>
            {footerMenu.menuItems.map((item, index) => (
              <li key={index}>
                <ContentTextLink link={item.link}>{localized(item.title, locale)}</ContentTextLink>
              </li>
            ))}
          </StyledMenuList>
        </nav>
      )}
      {settings && settings.socialLinks.length > 0 && (
        <StyledList aria-label={t`Sociální sítě`}>
          {settings.socialLinks.map((link) => {
            const network = socialIconFor(link);
            return (
              <li key={link}>
                <a href={link} target="_blank" rel="noopener noreferrer" aria-label={network ? networkNames[network] : link} data-network={network ?? 'link'}>
                  <SocialIconGlyph network={network} />
                </a>
              </li>
            );
          })}
        </StyledList>
      )}
      {(appLinks?.ios || appLinks?.android) && (
        <StyledList aria-label={t`Mobilní aplikace`}>
          {appLinks.ios && (
            <li>
              <a href={appLinks.ios} target="_blank" rel="noopener noreferrer">
                <Trans>Stáhnout v App Store</Trans>
              </a>
            </li>
          )}
          {appLinks.android && (
            <li>
              <a href={appLinks.android} target="_blank" rel="noopener noreferrer">
                <Trans>Stáhnout na Google Play</Trans>
              </a>
            </li>
          )}
        </StyledList>
      )}
    </div>
  );
}
