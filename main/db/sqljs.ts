import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import initSqlJs, { type SqlJsStatic } from 'sql.js';

let loading: Promise<SqlJsStatic> | null = null;

/** Finds sql-wasm.wasm: next to the bundle (out/main, packaged app) or in node_modules (tests). */
export function locateSqlWasm(): string {
  const here = typeof __dirname === 'string' ? __dirname : process.cwd();
  const candidates = [path.join(here, 'sql-wasm.wasm'), path.join((process as { resourcesPath?: string }).resourcesPath ?? '', 'sql-wasm.wasm')];
  for (const c of candidates) if (c && fs.existsSync(c)) return c;
  const req = createRequire(path.join(process.cwd(), 'package.json'));
  return req.resolve('sql.js/dist/sql-wasm.wasm');
}

/** Loads the sql.js runtime once per process. */
export function loadSqlJs(): Promise<SqlJsStatic> {
  if (!loading) {
    const wasmBinary = fs.readFileSync(locateSqlWasm());
    loading = initSqlJs({ wasmBinary: wasmBinary as unknown as ArrayBuffer });
  }
  return loading;
}
