import { ApiError } from '@phc/api-client';
import { UploadTooLargeError } from '../editor/cms-objects';
import { looksLikeImage, movedIndex, uploadProblem } from './upload-problem';

describe('uploadProblem', () => {
  it('calls a file refused before sending or by the server with 413 too large', () => {
    expect(uploadProblem(new UploadTooLargeError(200_000_000))).toBe('tooLarge');
    expect(uploadProblem(new ApiError(413, 'payload_too_large', 'Too large'))).toBe('tooLarge');
  });

  it('calls a 415 answer not an image', () => {
    expect(uploadProblem(new ApiError(415, 'unsupported_media_type', 'Not an image'))).toBe('notImage');
  });

  it('calls 401 and 403 a missing permission', () => {
    expect(uploadProblem(new ApiError(401, 'unauthorized', 'Log in'))).toBe('forbidden');
    expect(uploadProblem(new ApiError(403, 'forbidden', 'No'))).toBe('forbidden');
  });

  it('calls a failed fetch offline and anything else a failure to retry', () => {
    expect(uploadProblem(new TypeError('Failed to fetch'))).toBe('offline');
    expect(uploadProblem(new ApiError(500, 'internal', 'Oops'))).toBe('failed');
    expect(uploadProblem('weird')).toBe('failed');
  });
});

describe('looksLikeImage', () => {
  it('accepts image types and image names without a type, refuses documents', () => {
    expect(looksLikeImage({ type: 'image/png', name: 'logo.png' })).toBe(true);
    expect(looksLikeImage({ type: '', name: 'logo.SVG' })).toBe(true);
    expect(looksLikeImage({ type: 'application/pdf', name: 'terms.pdf' })).toBe(false);
  });
});

describe('movedIndex', () => {
  it('moves one place up or down inside the list and not past its ends', () => {
    expect(movedIndex(1, 3, 'up')).toBe(0);
    expect(movedIndex(1, 3, 'down')).toBe(2);
    expect(movedIndex(0, 3, 'up')).toBeNull();
    expect(movedIndex(2, 3, 'down')).toBeNull();
  });
});
