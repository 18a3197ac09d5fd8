import type { InboxItemDto } from '@showcase/contracts/generated/model/inboxItemDto';
import { Modal } from '../../../../shared/modal/Modal';
import styles from './dialogs.module.css';
import { InboxItemCard } from './InboxItemCard';
import { inboxDe } from './inbox-texts';
import { PagedList, type PagedListTexts } from './PagedList';
import { useInboxList } from './use-inbox-list';

interface InboxLogDialogProps {
  type: 'todo' | 'contact';
  title: string;
  texts: PagedListTexts;
  onClose: () => void;
}

/** Admins: the ticked-off items of one type, most recently ticked off first, page by page. */
export function InboxLogDialog({ type, title, texts, onClose }: InboxLogDialogProps) {
  const log = useInboxList(type, 'done');
  return (
    <Modal open onClose={onClose} title={title} closeLabel={inboxDe.close} className={styles.wide}>
      <PagedList<InboxItemDto>
        query={log}
        texts={texts}
        label={title}
        renderItem={(item) => <InboxItemCard item={item} />}
      />
    </Modal>
  );
}
