import type { ReactNode } from 'react';

/** Line icons of the overview; all decorative (the text next to them says it). */
interface IconProps {
  className?: string;
}

function Icon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function ChevronIcon({ className, direction }: IconProps & { direction: 'left' | 'right' }) {
  return (
    <Icon className={className}>
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </Icon>
  );
}

export function EnlargeIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="M15 15l5 5M10.5 8v5M8 10.5h5" />
    </Icon>
  );
}

export function PeopleIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3 19.5c.6-3.4 3-5.3 6-5.3s5.4 1.9 6 5.3" />
      <path d="M15.5 5.2a3 3 0 0 1 0 5.6M17.5 14.6c1.8.7 3 2.4 3.4 4.9" />
    </Icon>
  );
}

export function LicenceIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <circle cx="8.5" cy="11" r="2" />
      <path d="M5.8 15.5c.5-1.3 1.5-2 2.7-2s2.2.7 2.7 2M14 10h4M14 13.5h3" />
    </Icon>
  );
}

export function DepositIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M12 3.5l7 3v5c0 4.3-2.9 7.7-7 9-4.1-1.3-7-4.7-7-9v-5Z" />
      <path d="M9 12l2 2 4-4" />
    </Icon>
  );
}

export function GrillIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M4 10h16a8 8 0 0 1-16 0Z" />
      <path d="M8 17.5 6.5 21M16 17.5 17.5 21M9 3.5c-.8 1 .8 2 0 3.5M12 3c-.8 1 .8 2 0 3.5M15 3.5c-.8 1 .8 2 0 3.5" />
    </Icon>
  );
}

export function MusicIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M9 18V6l11-2v12" />
      <circle cx="6.5" cy="18" r="2.5" />
      <circle cx="17.5" cy="16" r="2.5" />
    </Icon>
  );
}

export function BinocularsIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="6.5" cy="15.5" r="3.5" />
      <circle cx="17.5" cy="15.5" r="3.5" />
      <path d="M10 15.5h4M4 13l2-7.5h3l1 6M20 13l-2-7.5h-3l-1 6" />
    </Icon>
  );
}

export function CaptainIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M4 13c0-4 3.6-7 8-7s8 3 8 7Z" />
      <path d="M3 13h18l-1.5 3h-15ZM10.5 9.5h3" />
    </Icon>
  );
}

export function BoatIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M12 3v12M12 4c3.5 2.5 5.5 6 6 10h-6M11 6 6 14h5" />
      <path d="M3 17h18l-2.5 3.5h-13ZM2 22c2 0 2-1 4-1s2 1 4 1 2-1 4-1 2 1 4 1 2-1 4-1" />
    </Icon>
  );
}

export function ArrowLeftIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </Icon>
  );
}

export function ListIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" />
      <circle cx="4.5" cy="12" r="1" />
      <circle cx="4.5" cy="18" r="1" />
    </Icon>
  );
}
