import type { ApiRequest } from '@phc/api-client';
import { createCmsObjectQueries, UploadTooLargeError, uploadFile } from './cms-objects';

describe('content object fetches', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('wait 1000 ms and make one request for a burst of calls of one type', async () => {
    const request = jest.fn(async () => ({ objects: [] })) as unknown as ApiRequest;
    const queries = createCmsObjectQueries(request);
    const fetchPages = queries.list('page').queryFn as () => Promise<unknown>;
    const first = fetchPages();
    const second = fetchPages();
    await jest.advanceTimersByTimeAsync(999);
    expect(request).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(Promise.all([first, second])).resolves.toEqual([[], []]);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('keep different types apart', async () => {
    const request = jest.fn(async (_endpoint: unknown, input: { query: { type: string } }) => ({ objects: [{ type: input.query.type }] })) as unknown as ApiRequest;
    const queries = createCmsObjectQueries(request);
    const pages = (queries.list('page').queryFn as () => Promise<unknown>)();
    const menus = (queries.list('menu').queryFn as () => Promise<unknown>)();
    await jest.advanceTimersByTimeAsync(1000);
    await expect(pages).resolves.toEqual([{ type: 'page' }]);
    await expect(menus).resolves.toEqual([{ type: 'menu' }]);
  });
});

describe('uploadFile', () => {
  it('refuses a file over the limit before sending it', async () => {
    global.fetch = jest.fn() as unknown as typeof fetch;
    const file = new File(['x'], 'big.bin');
    Object.defineProperty(file, 'size', { value: 104_857_601 });
    await expect(uploadFile(file)).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
