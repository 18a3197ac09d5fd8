import { useGetCurrentMember } from '@showcase/contracts/generated/endpoints/gallery/gallery';
import {
  getListContactRequestsQueryKey,
  useDeleteContactRequest,
  useListContactRequests,
  useSetContactRequestSeen,
} from '@showcase/contracts/generated/endpoints/contact/contact';
import type { ContactRequestDto } from '@showcase/contracts/generated/model/contactRequestDto';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Modal } from '../../../shared/modal/Modal';
import { artTexts } from '../art-texts';
import styles from './AdminInbox.module.css';

const t = artTexts.inbox;

const sentAt = (request: ContactRequestDto) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(request.sentAt),
  );

/**
 * The owner's inbox on the about page: only for the gallery admin (the server decides and
 * refuses everyone else). Opening a request marks it seen; Delete removes it.
 */
export function AdminInbox() {
  const member = useGetCurrentMember({
    query: { select: (r) => (r.status === 200 ? r.data : undefined), retry: false },
  });
  if (!member.data?.admin) return null;
  return <Inbox />;
}

function Inbox() {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<ContactRequestDto | null>(null);
  const queryClient = useQueryClient();
  const requests = useListContactRequests({
    query: { select: (r) => (r.status === 200 ? r.data : undefined) },
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: getListContactRequestsQueryKey() });
  const markSeen = useSetContactRequestSeen({ mutation: { onSettled: refresh } });
  const remove = useDeleteContactRequest({ mutation: { onSuccess: refresh } });

  const openRequest = (request: ContactRequestDto) => {
    setReading(request);
    if (!request.seen) markSeen.mutate({ id: request.id, data: { seen: true } });
  };
  const deleteReading = () => {
    if (!reading) return;
    remove.mutate({ id: reading.id }, { onSuccess: () => setReading(null) });
  };

  const unseen = requests.data?.unseenCount ?? 0;
  return (
    <div className={styles.inbox}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t.toggle(unseen)}
      </button>
      <div id={listId} hidden={!open} className={styles.panel}>
        {requests.isError ? (
          <p role="alert" className={styles.status}>
            {t.error}{' '}
            <button type="button" className={styles.retry} onClick={() => void requests.refetch()}>
              {t.retry}
            </button>
          </p>
        ) : !requests.data ? (
          <p role="status" className={styles.status}>
            {t.loading}
          </p>
        ) : requests.data.items.length === 0 ? (
          <p className={styles.status}>{t.empty}</p>
        ) : (
          <ul className={styles.list}>
            {requests.data.items.map((request) => (
              <li key={request.id}>
                <button
                  type="button"
                  className={request.seen ? styles.request : `${styles.request} ${styles.unseen}`}
                  onClick={() => openRequest(request)}
                >
                  <span className={styles.sender}>{request.sender}</span>
                  <span className={styles.meta}>
                    {sentAt(request)}
                    {!request.seen && <span className={styles.badge}>{t.unread}</span>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Modal
        open={reading !== null}
        onClose={() => setReading(null)}
        title={reading ? t.dialogTitle(reading.sender) : ''}
        closeLabel={t.closeDialog}
        className={styles.dialog}
      >
        {reading && (
          <>
            <p className={styles.from}>
              <a href={`mailto:${reading.email}`}>{reading.email}</a> · {sentAt(reading)}
            </p>
            <p className={styles.body}>{reading.body}</p>
            {remove.isError && (
              <p role="alert" className={styles.error}>
                {t.deleteFailed}
              </p>
            )}
            <div className={styles.actions}>
              <button type="button" className={styles.secondary} onClick={() => setReading(null)}>
                {t.close}
              </button>
              <button
                type="button"
                className={styles.danger}
                onClick={deleteReading}
                disabled={remove.isPending}
              >
                {t.delete}
              </button>
            </div>
          </>
        )}
      </Modal>
    </div>
  );
}
