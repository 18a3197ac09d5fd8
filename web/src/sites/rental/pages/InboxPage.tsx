import { useLocation } from 'react-router-dom';
import { InboxScreen } from '../features/inbox/InboxScreen';
import { inboxViewOf } from '../features/inbox/inbox-view';

/**
 * /Aufgaben and /Postfach share this screen, switched by the last path segment (spec §2). The
 * key starts each view afresh, so a note from one never shows on the other.
 */
export function InboxPage() {
  const view = inboxViewOf(useLocation().pathname);
  return <InboxScreen key={view} view={view} />;
}
