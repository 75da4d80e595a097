import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { localeFromPath, localizeHref, locales, type Locale } from '@phc/i18n';

const StyledSwitcher = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLocaleLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[2]};
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  border-bottom: 2px solid transparent;
  &[aria-current='true'] {
    border-bottom-color: currentColor;
  }
`;

const labels: Record<Locale, { short: string; name: string }> = {
  cs: { short: 'CZ', name: 'Čeština' },
  en: { short: 'EN', name: 'English' },
};

/** CZ/EN: the same page (route, parameters, query and hash) in the other language. */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const { pathname, search, hash } = useLocation();
  const current = localeFromPath(pathname);
  return (
    <nav aria-label={t`Jazyk`}>
      <StyledSwitcher>
        {locales.map((locale) => (
          <li key={locale}>
            <StyledLocaleLink
              to={localizeHref(`${pathname}${search}${hash}`, locale)}
              lang={locale}
              hrefLang={locale}
              aria-label={labels[locale].name}
              aria-current={locale === current ? 'true' : undefined}
            >
              {labels[locale].short}
            </StyledLocaleLink>
          </li>
        ))}
      </StyledSwitcher>
    </nav>
  );
}
