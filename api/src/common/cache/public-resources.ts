/**
 * What cached public reads depend on. Each name is announced by PostgreSQL triggers on its tables
 * (migration ResourceChangeNotifications) with `NOTIFY resource_changed, '<name>'`.
 */
export const PUBLIC_RESOURCES = ['vehicles', 'business-settings', 'days', 'gallery-items'] as const;

export type PublicResource = (typeof PUBLIC_RESOURCES)[number];

/** The notification channel of those triggers. */
export const RESOURCE_CHANGED_CHANNEL = 'resource_changed';

export function isPublicResource(name: string): name is PublicResource {
  return (PUBLIC_RESOURCES as readonly string[]).includes(name);
}
