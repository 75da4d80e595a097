import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describeRouteError } from './route-error';

describe('describeRouteError (SPEC §8)', () => {
  it('defaults to status 500 for a plain error, with its message and stack', () => {
    const error = new Error('Chyba databáze');
    expect(describeRouteError(error)).toEqual({ status: 500, message: 'Chyba databáze', details: error.stack });
  });

  it('keeps the status an error carries', () => {
    expect(describeRouteError(Object.assign(new Error('Forbidden'), { status: 403 })).status).toBe(403);
    expect(describeRouteError({ status: 502, message: 'Bad gateway' })).toEqual({ status: 502, message: 'Bad gateway', details: null });
  });

  it('reads the responses react-router makes of thrown `data()`', () => {
    expect(describeRouteError(new ErrorResponse(404, 'Not Found', { path: '/x' }))).toEqual({ status: 404, message: 'Not Found', details: '{\n  "path": "/x"\n}' });
    expect(describeRouteError(new ErrorResponse(503, '', 'Údržba'))).toEqual({ status: 503, message: 'Údržba', details: null });
  });

  it('treats anything else as 500 without a message', () => {
    expect(describeRouteError(undefined)).toEqual({ status: 500, message: null, details: null });
    expect(describeRouteError('Unknown middleware')).toEqual({ status: 500, message: 'Unknown middleware', details: null });
  });
});
