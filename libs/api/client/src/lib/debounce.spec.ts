import { debounceAsync } from './debounce';
import { startKeepAlive } from './keep-alive';

describe('debounceAsync', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('makes one request for calls within the window, with the last arguments, and answers every caller', async () => {
    const fetchContent = jest.fn(async (id: number) => `content ${id}`);
    const debounced = debounceAsync(fetchContent, 1000);
    const first = debounced(1);
    jest.advanceTimersByTime(500);
    const second = debounced(2);
    jest.advanceTimersByTime(999);
    expect(fetchContent).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await expect(first).resolves.toBe('content 2');
    await expect(second).resolves.toBe('content 2');
    expect(fetchContent).toHaveBeenCalledTimes(1);
  });

  it('passes a failure to every waiting caller', async () => {
    const debounced = debounceAsync(async () => Promise.reject(new Error('offline')), 1000);
    const a = debounced();
    const b = debounced();
    jest.advanceTimersByTime(1000);
    await expect(a).rejects.toThrow('offline');
    await expect(b).rejects.toThrow('offline');
  });
});

describe('keep-alive', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('pings every 5 minutes only while the user is logged in, ignoring errors', () => {
    let loggedIn = true;
    const ping = jest.fn(async () => Promise.reject(new Error('down')));
    const stop = startKeepAlive({ isLoggedIn: () => loggedIn, ping });
    jest.advanceTimersByTime(299_999);
    expect(ping).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(ping).toHaveBeenCalledTimes(1);
    loggedIn = false;
    jest.advanceTimersByTime(300_000);
    expect(ping).toHaveBeenCalledTimes(1);
    stop();
    loggedIn = true;
    jest.advanceTimersByTime(600_000);
    expect(ping).toHaveBeenCalledTimes(1);
  });
});
