import { BlacklistScreen } from '../features/blacklist/BlacklistScreen';

/** /Blacklist: the banned customers (spec §2; "Sperrungen" in the staff menu). */
export function BlacklistPage() {
  return <BlacklistScreen />;
}
