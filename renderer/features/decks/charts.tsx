/**
 * Hand-written SVG charts for the deck statistics (no chart library). Each chart is an <svg>
 * with role="img", an aria-label and a <title> per bar, so values are readable by screen readers
 * and on hover.
 */

export interface Segment {
  value: number;
  /** CSS class: 'seg-a' (main colour), 'seg-b' (second colour) ... */
  className: string;
  /** Text for the bar's tooltip, e.g. "superior: 4" */
  label: string;
}

export interface BarRow {
  key: string;
  label: string;
  segments: Segment[];
}

const ROW_H = 18;
const LABEL_W = 128;
const VALUE_W = 34;
const WIDTH = 360;

/** Horizontal bars, one row per item; several segments per row make a stacked bar. */
export function BarChart({ rows, title, testId }: { rows: BarRow[]; title: string; testId?: string }) {
  const max = Math.max(1, ...rows.map((r) => r.segments.reduce((s, g) => s + g.value, 0)));
  const barW = WIDTH - LABEL_W - VALUE_W;
  const height = Math.max(ROW_H, rows.length * ROW_H) + 4;
  return (
    <svg
      className="dk-chart"
      role="img"
      aria-label={title}
      data-testid={testId}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      style={{ maxWidth: WIDTH * 1.4 }}
    >
      {rows.map((r, i) => {
        const y = 2 + i * ROW_H;
        let x = LABEL_W;
        const total = r.segments.reduce((s, g) => s + g.value, 0);
        return (
          <g key={r.key} data-key={r.key}>
            <text x={LABEL_W - 6} y={y + ROW_H / 2} textAnchor="end" dominantBaseline="central" className="dk-chart-label">
              {r.label.length > 20 ? `${r.label.slice(0, 19)}…` : r.label}
            </text>
            {r.segments.map((g, j) => {
              const w = (g.value / max) * barW;
              const rect = (
                <rect key={j} x={x} y={y + 3} width={Math.max(0, w)} height={ROW_H - 6} className={g.className}>
                  <title>{`${r.label} — ${g.label}`}</title>
                </rect>
              );
              x += w;
              return rect;
            })}
            <text x={x + 4} y={y + ROW_H / 2} dominantBaseline="central" className="chart-value">
              {total}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export interface Column {
  key: string;
  label: string;
  value: number;
  tooltip: string;
}

/** Vertical columns over an ordered axis (capacity distribution, cost curves). */
export function ColumnChart({ columns, title, testId }: { columns: Column[]; title: string; testId?: string }) {
  const max = Math.max(1, ...columns.map((c) => c.value));
  const colW = 24;
  const gap = 6;
  const plotH = 90;
  const width = Math.max(120, columns.length * (colW + gap) + gap);
  const height = plotH + 34;
  return (
    <svg
      className="dk-chart"
      role="img"
      aria-label={title}
      data-testid={testId}
      viewBox={`0 0 ${width} ${height}`}
      width={Math.min(width * 1.3, 520)}
    >
      <line x1={0} x2={width} y1={plotH + 14} y2={plotH + 14} className="dk-chart-axis" />
      {columns.map((c, i) => {
        const h = (c.value / max) * plotH;
        const x = gap + i * (colW + gap);
        return (
          <g key={c.key} data-key={c.key}>
            <rect x={x} y={plotH + 14 - h} width={colW} height={h} className="dk-seg-a">
              <title>{c.tooltip}</title>
            </rect>
            <text x={x + colW / 2} y={plotH + 10 - h} textAnchor="middle" className="chart-value">
              {c.value}
            </text>
            <text x={x + colW / 2} y={plotH + 28} textAnchor="middle" className="dk-chart-label">
              {c.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** A single proportion as a bar with its percentage (e.g. library cards the crypt can play). */
export function ShareBar({ share, title }: { share: number; title: string }) {
  const pct = Math.round(Math.max(0, Math.min(1, share)) * 100);
  return (
    <svg className="dk-chart" role="img" aria-label={`${title}: ${pct}%`} viewBox="0 0 360 22" width="100%" style={{ maxWidth: 504 }}>
      <rect x={0} y={3} width={300} height={16} className="dk-chart-track" />
      <rect x={0} y={3} width={3 * pct} height={16} className={pct === 100 ? 'dk-seg-ok' : 'dk-seg-a'} />
      <text x={306} y={11} dominantBaseline="central" className="chart-value">
        {pct}%
      </text>
    </svg>
  );
}
