import net from 'node:net';

/**
 * The invitee's mailbox for a journey: the API server of the journeys sends its e-mail over SMTP to
 * this port (playwright.config SMTP_URL), so a journey reads a link the way its recipient would,
 * while the server still writes every e-mail to its outbox. Only what nodemailer needs of SMTP:
 * greeting, EHLO, MAIL, RCPT, DATA, QUIT; no TLS, no auth (loopback only).
 */
export interface CaughtMail {
  to: string[];
  /** The decoded text of the message (headers and body). */
  text: string;
}

/** Quoted-printable soft breaks and escapes, as nodemailer encodes non-ASCII text. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

/** RFC 2047 encoded words of a header (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`), folded lines joined. */
function decodeHeaders(headers: string): string {
  const unfolded = headers.replace(/\?=\r?\n[ \t]+=\?/g, '?==?').replace(/\r?\n[ \t]+/g, ' ');
  return unfolded.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function decodeBody(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  return body;
}

/** Headers and body decoded; a multipart message (text with an HTML alternative) has each part decoded in turn. */
function decode(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = decodeHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const boundary = /content-type:\s*multipart\/[a-z]+;.*boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) return `${headers}\r\n\r\n${decodeBody(headers, body)}`;
  const parts = body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => {
      const at = part.indexOf('\r\n\r\n');
      const partHeaders = part.slice(0, at);
      return `${partHeaders.trim()}\r\n\r\n${decodeBody(partHeaders, part.slice(at + 4))}`;
    });
  return [headers, ...parts].join('\r\n\r\n');
}

export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  private readonly server = net.createServer((socket) => this.session(socket));

  async listen(port: number): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve());
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The newest e-mail to `to`, waiting up to `timeoutMs` for it. */
  async waitFor(to: string, timeoutMs = 10_000): Promise<CaughtMail> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const mail = [...this.mails].reverse().find((m) => m.to.includes(to));
      if (mail) return mail;
      if (Date.now() > until) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private session(socket: net.Socket): void {
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    socket.setEncoding('latin1');
    socket.write('220 localhost mail catcher\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          // Dot-stuffing undone; the text kept as the bytes arrived, decoded as UTF-8 once.
          const raw = Buffer.from(buffer.slice(0, end).replace(/^\.\./gm, '.'), 'latin1').toString('utf8');
          this.mails.push({ to, text: decode(raw) });
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          socket.write('250 OK queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  }
}
