/**
 * Who may ask: the server answers only this machine's browser. It listens on 127.0.0.1 alone; a request
 * from another address is refused all the same (a proxy or a changed bind must not open it), and so is
 * one whose Host is not this server's name (DNS rebinding: a page of another site whose name was made to
 * point at 127.0.0.1 sends its own host name) or that another site's page sent (its Origin, or the
 * browser's Sec-Fetch-Site, says so).
 */
import type { IncomingMessage } from 'node:http';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

const LOCAL_NAMES = new Set(['localhost', '127.0.0.1']);

/** A Host header naming this server: localhost or 127.0.0.1, with its port (or none). */
export function isLocalHost(host: string | undefined, port: number): boolean {
  if (host === undefined) return false;
  const match = /^([^:]+)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  if (match === null || !LOCAL_NAMES.has(match[1]!)) return false;
  return match[2] === undefined || Number(match[2]) === port;
}

/** An Origin header, when a browser sent one: this server's own. */
function isOwnOrigin(origin: string | undefined, port: number): boolean {
  if (origin === undefined) return true;
  const match = /^http:\/\/([^/]+)$/.exec(origin.trim().toLowerCase());
  return match !== null && isLocalHost(match[1], port);
}

/** Why a request is refused (403), or undefined when it may be answered. */
export function refusal(request: IncomingMessage, port: number): string | undefined {
  if (!isLoopback(request.socket.remoteAddress)) return 'only this computer may use the page';
  if (!isLocalHost(request.headers.host, port)) return `the page answers only at localhost or 127.0.0.1 (port ${port})`;
  if (!isOwnOrigin(request.headers.origin, port)) return "another site's page may not ask this server";
  if (request.headers['sec-fetch-site'] === 'cross-site') return "another site's page may not ask this server";
  return undefined;
}
