import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '@phc/ui';
import { href, useLocale } from '@phc/i18n';

/** Stands in for the club zone's slide-in user bar until it is plugged in through `slots.userBar`. */
export function UserBarPlaceholder() {
  const locale = useLocale();
  return (
    <ButtonLink to={href('dashboard', {}, locale)} variant="secondary" size="sm">
      <Trans>Přihlásit se</Trans>
    </ButtonLink>
  );
}
