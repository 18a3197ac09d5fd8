/** The __Host- prefix pins the cookie to this origin, but browsers accept it only over HTTPS. */
export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https:') ? '__Host-sid' : 'sid';
}
