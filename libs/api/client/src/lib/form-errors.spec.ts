import { ApiError } from './api-error';
import { applyServerFieldErrors } from './form-errors';

describe('applyServerFieldErrors', () => {
  const validation = new ApiError(400, 'validation', 'Bad input', { email: ['email', 'tooLong'], 'address.city': ['required'], captcha: ['invalid'] });

  it("puts each field's first code on the form's own fields and focuses only the first", () => {
    const setError = jest.fn();
    const result = applyServerFieldErrors(validation, ['email', 'address.city'], setError);
    expect(result).toEqual({ shown: 2, other: ['invalid'] });
    expect(setError).toHaveBeenNthCalledWith(1, 'email', { type: 'server', message: 'email' }, { shouldFocus: true });
    expect(setError).toHaveBeenNthCalledWith(2, 'address.city', { type: 'server', message: 'required' }, { shouldFocus: false });
  });

  it('takes a predicate for forms whose fields are paths into lists', () => {
    const setError = jest.fn();
    expect(applyServerFieldErrors(validation, (path) => path.startsWith('address.'), setError)).toEqual({ shown: 1, other: ['email', 'invalid'] });
  });

  it('leaves failures that are not about fields to the caller', () => {
    const setError = jest.fn();
    expect(applyServerFieldErrors(new ApiError(409, 'conflict', 'Taken'), ['email'], setError)).toBeNull();
    expect(applyServerFieldErrors(new ApiError(400, 'badToken', 'Expired'), ['email'], setError)).toBeNull();
    expect(applyServerFieldErrors(new Error('offline'), ['email'], setError)).toBeNull();
    expect(setError).not.toHaveBeenCalled();
  });
});
