import type { ReactNode } from 'react';
import { localizeHref, useLocale, type Locale } from '@phc/i18n';
import { ButtonLink, TextLink, type ButtonVariant } from '@phc/ui';

const isInternal = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** A content link for the page's language: our own paths get the locale (SPEC §2), others stay. */
export function contentHref(link: string, locale: Locale): string {
  return isInternal(link) ? localizeHref(link, locale) : link;
}

const externalProps = (link: string) => (isInternal(link) ? {} : { target: '_blank', rel: 'noopener noreferrer' });

export type ContentButtonProps = { link: string; variant?: ButtonVariant; children: ReactNode };

export function ContentButton({ link, variant = 'primary', children }: ContentButtonProps) {
  const locale = useLocale();
  return (
    <ButtonLink to={contentHref(link, locale)} variant={variant} {...externalProps(link)}>
      {children}
    </ButtonLink>
  );
}

export type ContentTextLinkProps = { link: string; children: ReactNode; className?: string };

export function ContentTextLink({ link, children, className }: ContentTextLinkProps) {
  const locale = useLocale();
  return (
    <TextLink to={contentHref(link, locale)} className={className} {...externalProps(link)}>
      {children}
    </TextLink>
  );
}
