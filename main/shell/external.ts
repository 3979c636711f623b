/**
 * Which links leave the app for the system browser: https only, to the few sites the app itself
 * points at (VDB deck links, the VEKN pages with the official card files). Anything else — other
 * hosts, other schemes (file:, smb:, custom protocol handlers), credentials in the URL — is
 * dropped, so a card text or deck name cannot make the OS open arbitrary targets.
 */
export const EXTERNAL_HOSTS: readonly string[] = ['vdb.im', 'www.vekn.net', 'vekn.net'];

export function externalAllowed(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return EXTERNAL_HOSTS.includes(url.hostname.toLowerCase());
}
