import type { NetworkInterfaceInfo } from 'node:os';

/** One address the LAN table may listen on, as the host's screen lists it. */
export interface LanAddress {
  /** The interface's name as the system gives it (eth0, Wi-Fi, en0...). */
  name: string;
  address: string;
  family: 'IPv4' | 'IPv6';
  /** 127.0.0.0/8 or ::1: only this computer can reach it (tests, trying the page out). */
  loopback: boolean;
}

/** Where a table opened to the network listens (lan.open, lan.status). */
export interface LanStatus {
  table: string;
  /** http://<address>:<port> — a seat's link is `${origin}/#t=<token>`, the board's `#b=`. */
  origin: string;
  address: string;
  port: number;
}

/** True for 127.0.0.0/8 and ::1 (and ::ffff:127.x.y.z): addresses no other device can reach. */
export function isLoopback(address: string): boolean {
  const a = address.toLowerCase();
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a) || /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

/**
 * The addresses of this machine a table may be opened on (`os.networkInterfaces()`'s shape):
 * IPv4 first, then IPv6 that other devices can dial without a zone (link-local fe80:: needs one
 * and phones' browsers cannot use it), each once; loopback ones last. Nothing is chosen here: the
 * host picks one, and the server binds to that address only, never to every interface.
 */
export function lanAddresses(nets: NodeJS.Dict<NetworkInterfaceInfo[]>): LanAddress[] {
  const seen = new Set<string>();
  const out: LanAddress[] = [];
  for (const [name, list] of Object.entries(nets)) {
    for (const n of list ?? []) {
      const family = n.family === 'IPv4' || (n.family as unknown) === 4 ? 'IPv4' : 'IPv6';
      if (family === 'IPv6' && /^fe80:/i.test(n.address)) continue;
      if (seen.has(n.address)) continue;
      seen.add(n.address);
      out.push({ name, address: n.address, family, loopback: n.internal || isLoopback(n.address) });
    }
  }
  const rank = (a: LanAddress) => (a.loopback ? 2 : 0) + (a.family === 'IPv6' ? 1 : 0);
  return out.sort((a, b) => rank(a) - rank(b));
}

/** The address as it goes in a URL or a Host header: IPv6 in brackets. */
export function hostForm(address: string): string {
  return address.includes(':') ? `[${address}]` : address;
}

/** True when `address` is one of this machine's addresses (the only ones the server binds to). */
export function isLocalAddress(address: string, nets: NodeJS.Dict<NetworkInterfaceInfo[]>): boolean {
  return Object.values(nets).some((list) => (list ?? []).some((n) => n.address === address));
}
