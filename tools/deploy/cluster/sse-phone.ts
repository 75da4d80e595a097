// A phone's live stream as a browser's EventSource keeps it: it honours `retry:`, resumes with
// Last-Event-ID after a dropped connection, and (like libs/api/client) opens a new one after an error
// answer. What it got is kept for the test to check, every `reset` counted as a refetch of `live`.
import https from 'node:https';
import { StringDecoder } from 'node:string_decoder';
import { liveStreamPath } from '@phc/api-contract';
import { SseBlockReader } from '../../scripts/sse-frames';

/** libs/api/client's reopenDelayMs: after an error answer the app opens a new stream this much later. */
const reopenAfterErrorMs = 5_000;

export interface PhoneTarget {
  port: number;
  host: string;
}

export interface Received {
  id: string;
  at: number;
  data: string;
}

export class SsePhone {
  readonly changes: Received[] = [];
  resets = 0;
  connections = 0;
  errorAnswers = 0;
  /** The status of each error answer: which part refused the stream. */
  readonly errorStatuses: number[] = [];
  bytes = 0;
  lastId: string | undefined;
  retryMs = 3000;
  connected = false;
  private request: ReturnType<typeof https.get> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private waiters: (() => void)[] = [];

  /** `address`: the phone's own address, which nginx passes on (the API trusts loopback's X-Forwarded-For). */
  constructor(
    private readonly target: PhoneTarget,
    private readonly address: string,
  ) {}

  /** Resolves once the stream answered and its first message (ready, replay or reset) came. */
  open(): Promise<void> {
    const first = new Promise<void>((resolve) => this.waiters.push(resolve));
    this.connect();
    return first;
  }

  private connect(): void {
    if (this.stopped) return;
    const headers: Record<string, string> = { host: this.target.host, accept: 'text/event-stream', 'x-forwarded-for': this.address };
    if (this.lastId) headers['last-event-id'] = this.lastId;
    const request = https.get({ host: '127.0.0.1', port: this.target.port, path: liveStreamPath, headers, servername: this.target.host, rejectUnauthorized: false, agent: false });
    this.request = request;
    request.once('error', () => this.dropped(this.retryMs));
    request.once('response', (response) => {
      if (response.statusCode !== 200) {
        this.errorAnswers += 1;
        this.errorStatuses.push(response.statusCode ?? 0);
        response.resume();
        this.dropped(reopenAfterErrorMs);
        return;
      }
      this.connections += 1;
      this.connected = true;
      const decoder = new StringDecoder('utf8');
      const reader = new SseBlockReader();
      response.on('data', (chunk: Buffer) => {
        this.bytes += chunk.length;
        for (const block of reader.push(decoder.write(chunk))) this.onBlock(block.fields);
      });
      // A clean end (a draining instance) and a cut one (a killed instance) alike: reconnect after the hint.
      response.once('close', () => this.dropped(this.retryMs));
    });
  }

  private onBlock(fields: [string, string][]): void {
    const field = (name: string) => fields.find(([n]) => n === name)?.[1];
    const retry = field('retry');
    if (retry && /^\d+$/.test(retry)) this.retryMs = Number(retry);
    const id = field('id');
    if (id !== undefined) this.lastId = id;
    const event = field('event');
    if (event === 'change') this.changes.push({ id: id ?? '', at: performance.now(), data: field('data') ?? '' });
    if (event === 'reset') this.resets += 1;
    if (event || id) for (const resolve of this.waiters.splice(0)) resolve();
  }

  private dropped(delayMs: number): void {
    if (!this.connected && this.timer) return;
    this.connected = false;
    this.request?.destroy();
    this.request = undefined;
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.connect();
    }, delayMs);
  }

  close(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.request?.destroy();
  }
}
