import { describe, expect, it } from 'vitest';
import type { NetworkInterfaceInfo } from 'node:os';
import { hostForm, isLocalAddress, isLoopback, lanAddresses } from './interfaces';

const nic = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '00:00:00:00:00:00', cidr: null }) as unknown as NetworkInterfaceInfo;

const NETS = {
  lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)],
  wlan0: [nic('192.168.1.20', 'IPv4'), nic('fe80::1c2:3ff:fe4:5', 'IPv6'), nic('fd12:3456::42', 'IPv6')],
  eth0: [nic('10.0.0.5', 'IPv4'), nic('192.168.1.20', 'IPv4')],
};

describe('the addresses a table may be opened on', () => {
  it('lists IPv4 first, then dialable IPv6, loopback last; no link-local, no repeats', () => {
    expect(lanAddresses(NETS).map((a) => `${a.name} ${a.address} ${a.loopback}`)).toEqual([
      'wlan0 192.168.1.20 false',
      'eth0 10.0.0.5 false',
      'wlan0 fd12:3456::42 false',
      'lo 127.0.0.1 true',
      'lo ::1 true',
    ]);
  });

  it('tells loopback addresses apart and brackets IPv6 for URLs', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['192.168.1.20', '10.0.0.5', 'fd12::1', '0.0.0.0', '::'].some(isLoopback)).toBe(false);
    expect(hostForm('fd12::1')).toBe('[fd12::1]');
    expect(hostForm('10.0.0.5')).toBe('10.0.0.5');
  });

  it('accepts only an address of this machine (never 0.0.0.0 or a foreign one)', () => {
    expect(isLocalAddress('192.168.1.20', NETS)).toBe(true);
    expect(isLocalAddress('0.0.0.0', NETS)).toBe(false);
    expect(isLocalAddress('192.168.1.21', NETS)).toBe(false);
  });
});
