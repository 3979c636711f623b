import fs from 'node:fs';
import path from 'node:path';

/** ../shared/data, where tests and benchmarks read the official card files and TWD lists. */
export const SHARED_DATA = path.resolve(__dirname, '..', '..', '..', 'shared', 'data');

export function sharedFile(rel: string): string {
  return path.join(SHARED_DATA, rel);
}

/** The official files as the importer receives them ({ name, content }). */
export function officialFiles(names: string[]): { name: string; content: string }[] {
  return names.map((rel) => ({ name: path.basename(rel), content: fs.readFileSync(sharedFile(rel), 'utf8') }));
}
