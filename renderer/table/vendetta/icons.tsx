/** Small original SVG symbols of the Vendetta table. */
import type { SVGProps } from 'react';

type P = SVGProps<SVGSVGElement> & { size?: number };

const base = (size = 14): SVGProps<SVGSVGElement> => ({
  width: size,
  height: size,
  viewBox: '0 0 16 16',
  'aria-hidden': true,
  focusable: false,
});

export function BloodIcon({ size, ...p }: P) {
  return (
    <svg {...base(size)} {...p}>
      <path d="M8 1 C8 1 3 7.5 3 10.5 A5 5 0 0 0 13 10.5 C13 7.5 8 1 8 1 Z" fill="#c1121f" stroke="#5a0a10" strokeWidth="0.8" />
      <ellipse cx="6.3" cy="10" rx="1" ry="1.8" fill="#ff8a8a" opacity="0.6" />
    </svg>
  );
}

export function InfluenceIcon({ size, ...p }: P) {
  return (
    <svg {...base(size)} {...p}>
      <circle cx="8" cy="8" r="6.5" fill="#d4a017" stroke="#6b4e00" strokeWidth="0.8" />
      <path d="M4.5 10.5 L5 6 L7 8 L8 5 L9 8 L11 6 L11.5 10.5 Z" fill="#6b4e00" />
    </svg>
  );
}

export function DiablerieIcon({ size, down, ...p }: P & { down?: boolean }) {
  return (
    <svg {...base(size)} {...p}>
      <circle cx="8" cy="8" r="6.5" fill={down ? '#3a3036' : '#e9e1e4'} stroke="#1a1418" strokeWidth="0.8" />
      {down ? null : (
        <>
          <circle cx="6" cy="7" r="1.3" fill="#1a1418" />
          <circle cx="10" cy="7" r="1.3" fill="#1a1418" />
          <path d="M6 11 h4" stroke="#1a1418" strokeWidth="1.2" />
        </>
      )}
    </svg>
  );
}

export function AmbitionIcon({ size, ...p }: P) {
  return (
    <svg {...base(size)} {...p}>
      <path
        d="M8 1 L9.9 5.8 L15 6.1 L11 9.3 L12.3 14.3 L8 11.5 L3.7 14.3 L5 9.3 L1 6.1 L6.1 5.8 Z"
        fill="#e0a43a"
        stroke="#6b4e00"
        strokeWidth="0.8"
      />
    </svg>
  );
}

export function HavenIcon({ size, ...p }: P) {
  return (
    <svg {...base(size)} {...p}>
      <path d="M2 14 V7 L8 2 L14 7 V14 Z" fill="#3a2a33" stroke="#e0a43a" strokeWidth="1" />
      <path d="M6.5 14 V10 H9.5 V14" fill="#e0a43a" />
    </svg>
  );
}

export function FightIcon({ size, ...p }: P) {
  return (
    <svg {...base(size)} {...p}>
      <path d="M3 13 L13 3 M3 3 L13 13" stroke="#f08a7e" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function RetreatIcon({ size, ...p }: P) {
  return (
    <svg {...base(size)} {...p}>
      <path d="M13 8 H4 M7 4 L3 8 L7 12" stroke="#8cc0ee" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function HandIcon({ size, ...p }: P) {
  return (
    <svg {...base(size)} {...p}>
      <rect x="2" y="4" width="7" height="10" rx="1" fill="#b3a2a8" transform="rotate(-12 5.5 9)" />
      <rect x="7" y="3" width="7" height="10" rx="1" fill="#eee6e8" stroke="#3b2c35" strokeWidth="0.6" transform="rotate(10 10.5 8)" />
    </svg>
  );
}

export function DeckIcon({ size, ...p }: P) {
  return (
    <svg {...base(size)} {...p}>
      <rect x="5" y="1.5" width="8" height="11" rx="1" fill="#5b4652" />
      <rect x="3.5" y="3" width="8" height="11" rx="1" fill="#7a5f6d" />
      <rect x="2" y="4.5" width="8" height="11" rx="1" fill="#a0808f" stroke="#3b2c35" strokeWidth="0.6" />
    </svg>
  );
}

export function RelicIcon({ size, ...p }: P) {
  return (
    <svg {...base(size)} {...p}>
      <path d="M8 1 L13 6 L8 15 L3 6 Z" fill="#9b6fd0" stroke="#3b2357" strokeWidth="0.8" />
      <path d="M3 6 H13 M8 1 L6 6 L8 15 L10 6 Z" fill="none" stroke="#d9c3f0" strokeWidth="0.6" />
    </svg>
  );
}
