/**
 * The desktop app's log file (plain Node, tested without Electron): `<user data>/logs/vitae.log`,
 * rotated at 1 MiB into vitae.1.log … vitae.3.log, so a user can send what happened (Help menu →
 * show the log). Synchronous appends: a line written before a crash is on disk. Writing never
 * throws; when the folder cannot be written the lines still go to stderr.
 * The folder is 0700 and the files 0600, like the data files.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface LogFile {
  readonly file: string;
  info(message: string): void;
  error(message: string, err?: unknown): void;
}

export interface LogOptions {
  maxBytes?: number;
  keep?: number;
  now?: () => Date;
  /** Mirror of every line (stderr by default). */
  echo?: (line: string) => void;
}

export const LOG_NAME = 'vitae.log';

/** Error text for the log: the stack when there is one (an AppError's message holds its key and params). */
export function describeError(err: unknown): string {
  if (err instanceof Error) return err.stack ?? `${err.name}: ${err.message}`;
  return String(err);
}

export function openLog(dir: string, opts: LogOptions = {}): LogFile {
  const file = path.join(dir, LOG_NAME);
  const maxBytes = opts.maxBytes ?? 1024 * 1024;
  const keep = opts.keep ?? 3;
  const now = opts.now ?? (() => new Date());
  const echo = opts.echo ?? ((line: string) => process.stderr.write(line));
  const rotated = (i: number) => path.join(dir, `vitae.${i}.log`);

  const rotate = () => {
    fs.rmSync(rotated(keep), { force: true });
    for (let i = keep - 1; i >= 1; i--) if (fs.existsSync(rotated(i))) fs.renameSync(rotated(i), rotated(i + 1));
    fs.renameSync(file, rotated(1));
  };

  const write = (level: string, message: string) => {
    const line = `${now().toISOString()} ${level} ${message}\n`;
    echo(line);
    try {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      let size = 0;
      try {
        size = fs.statSync(file).size;
      } catch {
        /* no file yet */
      }
      if (size > 0 && size + Buffer.byteLength(line) > maxBytes) rotate();
      fs.appendFileSync(file, line, { mode: 0o600 });
    } catch {
      /* an unwritable folder must not take the app down: the line went to stderr */
    }
  };

  return {
    file,
    info: (message) => write('INFO', message),
    error: (message, err) => write('ERROR', err === undefined ? message : `${message}: ${describeError(err)}`),
  };
}
