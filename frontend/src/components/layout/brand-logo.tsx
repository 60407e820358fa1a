import { site } from '@/config/site';

/** The Northwire wordmark: an "N" drawn as a cable path, inline so it costs no request. */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  const text = inverted ? '#ffffff' : '#0b1f3a';
  return (
    <svg viewBox="0 0 214 40" width="171" height="32" role="img" aria-label={site.brand} focusable="false">
      <rect width="40" height="40" rx="9" fill="#0b1f3a" />
      <path d="M11 30V10l18 20V10" stroke="#2ec4f1" strokeWidth="4.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <text x="50" y="19" fill={text} fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" fontSize="17" fontWeight="800" letterSpacing="0.5">
        NORTHWIRE
      </text>
      <text x="50" y="34" fill={inverted ? '#9fdff5' : '#0a7ea4'} fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" fontSize="10.5" fontWeight="600" letterSpacing="3.1">
        INTEGRATION
      </text>
    </svg>
  );
}
