import { SettingsScreen } from '../features/settings/SettingsScreen';

/** /Einstellungen: personal data for everyone, the business settings for admins (spec §2, §5). */
export function SettingsPage() {
  return <SettingsScreen />;
}
