import { forwardRef } from 'react';
import { Link, useLocation, type LinkProps } from 'react-router';
import { localeFromPath, type Locale } from './locale';
import { href, localizeHref, type RouteName, type RouteParams } from './routes';

/** The locale of the current page, from its URL. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** A path to a named route in the current locale. */
export function useRouteHref(): (name: RouteName, params?: RouteParams) => string {
  const locale = useLocale();
  return (name, params) => href(name, params, locale);
}

export type LocaleLinkProps = Omit<LinkProps, 'to'> & { to: string };

/**
 * A router link taking a Czech-form `to`: on English pages it points at the English form of the same
 * screen (`/podminky` → `/en/terms`), elsewhere it gets the `/en` prefix.
 */
export const LocaleLink = forwardRef<HTMLAnchorElement, LocaleLinkProps>(function LocaleLink({ to, ...rest }, ref) {
  const locale = useLocale();
  return <Link ref={ref} to={localizeHref(to, locale)} {...rest} />;
});
