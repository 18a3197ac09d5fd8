/**
 * The fictitious agency's contact data. The phone number lies in the Berlin block the Federal
 * Network Agency keeps free for film and fiction (030 23125 xxx); the address domain is reserved.
 */
export const office = {
  phoneDisplay: '+49 30 23125 042',
  phoneHref: 'tel:+493023125042',
  chatHref: 'https://wa.me/493023125042',
  email: 'kontakt@havelblick-immobilien.example',
  street: 'Kurfürstendamm 42',
  postalCode: '10719',
  city: 'Berlin',
  /** The office on the map (spec §7: Berlin office, zoom 10). */
  position: [52.5006, 13.3152] as [number, number],
  mapZoom: 10,
  mapsLink: 'https://www.openstreetmap.org/?mlat=52.5006&mlon=13.3152#map=16/52.5006/13.3152',
} as const;

export type SocialNetwork =
  'instagram' | 'facebook' | 'linkedin' | 'youtube' | 'pinterest' | 'xing' | 'tiktok' | 'x';

export const socialLinks: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
  { network: 'pinterest', label: 'Pinterest', href: 'https://www.pinterest.com/' },
  { network: 'xing', label: 'XING', href: 'https://www.xing.com/' },
  { network: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/' },
  { network: 'x', label: 'X', href: 'https://x.com/' },
];
