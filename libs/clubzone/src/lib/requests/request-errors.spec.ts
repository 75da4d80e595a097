import { ApiError } from '@phc/api-client';
import { requestFailures } from './request-errors';

describe('requestFailures', () => {
  it('turns every field code of a 400 into its own message', () => {
    expect(requestFailures(new ApiError(400, 'validation', 'Invalid', { requestReason: ['required'], 'team.id': ['invalid'] }))).toEqual([
      { kind: 'field', field: 'requestReason', code: 'required' },
      { kind: 'field', field: 'team.id', code: 'invalid' },
    ]);
  });

  it('names closed submissions, a second open request, a vanished participant and a foreign club', () => {
    expect(requestFailures(new ApiError(403, 'closed', 'Closed'))).toEqual([{ kind: 'closed' }]);
    expect(requestFailures(new ApiError(403, 'forbidden', 'No'))).toEqual([{ kind: 'forbidden' }]);
    expect(requestFailures(new ApiError(409, 'conflict', 'Open'))).toEqual([{ kind: 'duplicate' }]);
    expect(requestFailures(new ApiError(404, 'notFound', 'Gone'))).toEqual([{ kind: 'gone' }]);
  });

  it('falls back to the generic error for anything else', () => {
    expect(requestFailures(new Error('boom'))).toEqual([{ kind: 'unknown' }]);
    expect(requestFailures(new ApiError(500, 'internal', 'x'))).toEqual([{ kind: 'unknown' }]);
    expect(requestFailures(new ApiError(400, 'validation', 'x'))).toEqual([{ kind: 'unknown' }]);
  });
});
