import os from 'node:os';
import type { LanProvider } from '../services/lan-tables';
import { lanAddresses } from './interfaces';
import type { RateLimits } from './rate';
import { startLanServer } from './server';

/**
 * The network side both hosts hand to createHost: this machine's addresses, and a LAN server on
 * one of them serving the seat page from `bundleDir` (the built renderer).
 */
export function lanProvider(bundleDir: string, log?: (message: string) => void, rate?: Partial<RateLimits>): LanProvider {
  return {
    addresses: () => lanAddresses(os.networkInterfaces()),
    start: ({ gate, address, ops }) => startLanServer({ gate, address, ops, bundleDir, log, rate }),
  };
}
