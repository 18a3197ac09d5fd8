import type { BlacklistEntryDto } from '@showcase/contracts/generated/model/blacklistEntryDto';
import { useEffect, useId, useRef, useState } from 'react';
import buttons from '../../components/buttons.module.css';
import { StatusNote } from '../../components/StatusNote';
import styles from '../inbox/InboxScreen.module.css';
import { PagedList } from '../inbox/PagedList';
import { DemoSavedNothingNote, StaffPage } from '../staff-shell/StaffPage';
import { BanCustomerDialog, type BanOutcome } from './BanCustomerDialog';
import { BlacklistEntryCard } from './BlacklistEntryCard';
import { blacklistDe } from './blacklist-texts';
import { UnbanDialog, type UnbanOutcome } from './UnbanDialog';
import { useBlacklist } from './use-blacklist';

type Dialog = { kind: 'ban' } | { kind: 'unban'; entry: BlacklistEntryDto } | null;

interface Notice {
  tone: 'success' | 'info';
  text: string;
}

/**
 * /Blacklist ("Sperrungen" in the menu): the banned customers, newest first, with "Entsperren"
 * (after a question) and "Kunden sperren" for a ban without a booking. A write the demo account
 * only simulated shows in the list and says that nothing was saved.
 */
export function BlacklistScreen() {
  const blacklist = useBlacklist();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [demo, setDemo] = useState(false);
  const listTitle = useRef<HTMLHeadingElement>(null);
  const listTitleId = useId();
  // Set when the entry that opened the dialog is gone; the focus moves once the dialog closed
  // (the dialog gives the focus back to its opener as it closes, so this must come after).
  const focusListOnClose = useRef(false);

  useEffect(() => {
    if (!focusListOnClose.current || dialog !== null) return;
    focusListOnClose.current = false;
    listTitle.current?.focus();
  }, [dialog]);

  const onBanned = ({ text, simulated }: BanOutcome) => {
    setDialog(null);
    setNotice({ tone: 'success', text });
    if (simulated) setDemo(true);
  };

  const onUnbanned = ({ text, tone, simulated }: UnbanOutcome) => {
    setDialog(null);
    setNotice({ tone, text });
    if (simulated) setDemo(true);
    // The entry (and the button that opened the dialog) is gone: go on at the list's start.
    focusListOnClose.current = true;
  };

  return (
    <StaffPage
      title={blacklistDe.title}
      lead={blacklistDe.lead}
      actions={
        <button
          type="button"
          className={buttons.primary}
          onClick={() => setDialog({ kind: 'ban' })}
        >
          {blacklistDe.banButton}
        </button>
      }
    >
      <div className={styles.content}>
        {demo && <DemoSavedNothingNote />}
        <StatusNote tone={notice?.tone}>{notice?.text}</StatusNote>
        <section className={styles.section} aria-labelledby={listTitleId}>
          <h2 id={listTitleId} ref={listTitle} tabIndex={-1} className={styles.sectionTitle}>
            {blacklistDe.listTitle}
          </h2>
          <PagedList<BlacklistEntryDto>
            query={blacklist}
            texts={blacklistDe}
            renderItem={(entry) => (
              <BlacklistEntryCard
                entry={entry}
                onUnban={(chosen) => setDialog({ kind: 'unban', entry: chosen })}
              />
            )}
          />
        </section>
      </div>
      {dialog?.kind === 'ban' && (
        <BanCustomerDialog onClose={() => setDialog(null)} onBanned={onBanned} />
      )}
      {dialog?.kind === 'unban' && (
        <UnbanDialog entry={dialog.entry} onClose={() => setDialog(null)} onDone={onUnbanned} />
      )}
    </StaffPage>
  );
}
