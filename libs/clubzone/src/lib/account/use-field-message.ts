import { useLingui } from '@lingui/react';
import { translateValidation } from '@phc/i18n';

/** Turns a contract message code (from valibot or the server) into the visitor's language. */
export function useFieldMessage(): (code: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (code) => (code ? translateValidation(code, i18n) : undefined);
}
