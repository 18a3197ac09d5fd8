/** The agency's mark: a roof line over a calm horizon, drawn in the current colour. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <path
        d="M6 20 20 8l14 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M11 18v13h18V18" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <path d="M4 34h32" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="20" cy="23" r="2.6" fill="currentColor" />
    </svg>
  );
}
