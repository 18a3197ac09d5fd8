export type SocialNetwork = 'Instagram' | 'Behance' | 'Pinterest';

/** Line icons in the text colour; the link around them carries the name. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {network === 'Instagram' && (
        <>
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
        </>
      )}
      {network === 'Behance' && (
        <>
          <path d="M3 6h5a3 3 0 0 1 0 6H3zM3 12h5.5a3 3 0 0 1 0 6H3z" />
          <path d="M14 14.5h7a3.5 3.5 0 1 0-1 2.6" />
          <path d="M15 7.5h5" />
        </>
      )}
      {network === 'Pinterest' && (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M11 8.5c3-1 5.5.7 5 3.3-.4 2-2.4 3-4 2.2M11.6 10.2 9.5 20" />
        </>
      )}
    </svg>
  );
}
