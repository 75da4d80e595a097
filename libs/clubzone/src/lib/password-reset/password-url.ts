import { href, type Locale } from '@phc/i18n';

/** The address the e-mail links to, in the visitor's language, with `{token}` where the server puts the token (SPEC §7). */
export function passwordUrlTemplate(origin: string, locale: Locale): string {
  return `${origin}${href('nastaveni-hesla', { token: 'TOKEN' }, locale).replace('TOKEN', '{token}')}`;
}
