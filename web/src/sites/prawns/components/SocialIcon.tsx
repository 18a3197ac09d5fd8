/** Generic line glyphs for the social cards, not the networks' trademarked logos. */
export function SocialIcon({ network, className }: { network: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {network === 'Instagram' && (
        <>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.3" cy="6.7" r="0.6" />
        </>
      )}
      {network === 'TikTok' && (
        <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.8 2.4 4.6 5 5" />
      )}
      {network === 'YouTube' && (
        <>
          <rect x="2.5" y="5" width="19" height="14" rx="4" />
          <path d="M10 9.2v5.6l4.8-2.8Z" />
        </>
      )}
      {network === 'Facebook' && (
        <path d="M14.5 21v-7.5h2.7l.4-3.2h-3.1V8.4c0-.9.3-1.6 1.6-1.6h1.6V4a22 22 0 0 0-2.4-.1c-2.4 0-4 1.5-4 4.1v2.3H8.6v3.2h2.7V21" />
      )}
    </svg>
  );
}
