import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import initSqlJs, { type SqlJsStatic } from 'sql.js';

let loading: Promise<SqlJsStatic> | null = null;

/** Finds sql-wasm.wasm: next to the bundle (out/main, packaged app) or in node_modules (tests). */
export function locateSqlWasm(): string {
  const here = typeof __dirname === 'string' ? __dirname : process.cwd();
  // the packaged app keeps the wasm beside the bundle inside app.asar (electron-builder.yml)
  const beside = path.join(here, 'sql-wasm.wasm');
  if (fs.existsSync(beside)) return beside;
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
