import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:net';

// Requests a browser would never send, for probing the static servers; shared by the unit tests
// of scripts/serve.mjs and the end-to-end tests of the hosts, so it imports nothing of Playwright.

export type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/** A request sent exactly as written (no URL clean-up: `..`, `//` and `\` reach the server). */
export function raw(
  origin: string,
  path: string,
  options: {
    headers?: Record<string, string>;
    method?: string;
    /** file of the authority to trust */ ca?: string;
  } = {},
): Promise<Answer> {
  const url = new URL(origin);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const request = send(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: options.method,
        headers: options.headers,
        ...(options.ca ? { ca: readFileSync(options.ca) } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
      },
    );
    request.on('error', fail);
    request.end();
  });
}

/**
 * Bytes sent as they are over plain HTTP, for requests no HTTP client would write (a malformed
 * request line, headers past the server's limit), and the answer read from what comes back.
 */
export function rawBytes(origin: string, bytes: string): Promise<Answer> {
  const url = new URL(origin);
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: url.hostname, port: Number(url.port) }, () =>
      socket.write(bytes),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      if (!status) return fail(new Error(`No HTTP answer: ${JSON.stringify(text.slice(0, 80))}`));
      const headers: Answer['headers'] = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      done({ status, headers, body: rest.join('\r\n\r\n') });
    };
    // The server may hang up before it has read everything sent: what it answered still counts.
    socket.on('error', finish);
    socket.on('close', finish);
  });
}

/** Starts `count` downloads of `path` and hangs each up as soon as its first bytes arrive. */
export async function abortDownloads(origin: string, path: string, count = 5): Promise<void> {
  const url = new URL(origin);
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((done) => {
          const request = httpRequest({ host: url.hostname, port: url.port, path }, (response) =>
            response.once('data', () => {
              request.destroy();
              done();
            }),
          );
          request.on('error', () => done());
          request.end();
        }),
    ),
  );
}

/** How many files the process `pid` has open on `file` (Linux: read from /proc). */
export function openFilesOn(pid: number, file: string): number {
  return readdirSync(`/proc/${pid}/fd`).filter((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`) === file;
    } catch {
      return false;
    }
  }).length;
}
