import { i18n } from '@lingui/core';
import { messageCodes } from '@phc/api-contract';
import { knownValidationCodes, translateValidation } from './validation-messages';

describe('validation messages', () => {
  it('translate every message code of the API contract', () => {
    expect(Object.keys(messageCodes).filter((code) => !knownValidationCodes.includes(code))).toEqual([]);
  });

  it('fall back to a generic text for an unknown code', () => {
    i18n.loadAndActivate({ locale: 'cs', messages: {} });
    expect(translateValidation('somethingNew', i18n)).toBe(translateValidation('invalid', i18n));
  });
});
