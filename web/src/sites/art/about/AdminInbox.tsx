import { useGetCurrentMember } from '@showcase/contracts/generated/endpoints/gallery/gallery';
import {
  getListContactRequestsInfiniteQueryKey,
  useDeleteContactRequest,
  useListContactRequestsInfinite,
  useSetContactRequestSeen,
} from '@showcase/contracts/generated/endpoints/contact/contact';
import type { ContactRequestDto } from '@showcase/contracts/generated/model/contactRequestDto';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Modal } from '../../../shared/modal/Modal';
import { artTexts } from '../art-texts';
import styles from './AdminInbox.module.css';

const t = artTexts.inbox;
/** Requests per page; older ones come on demand ("Show older messages"). */
const pageQuery = { limit: 20 };

const sentAt = (request: ContactRequestDto) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(request.sentAt),
  );

/**
 * The owner's inbox on the about page: only for the gallery admin (the server decides and
 * refuses everyone else). Opening a request marks it seen; Delete removes it.
 */
export function AdminInbox() {
  const member = useGetCurrentMember({ query: { retry: false } });
  if (!member.data?.admin) return null;
  return <Inbox />;
}

function Inbox() {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<ContactRequestDto | null>(null);
  const queryClient = useQueryClient();
  const requests = useListContactRequestsInfinite(pageQuery, {
    query: {
      initialPageParam: undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    },
  });
  // Every page shown is loaded again, so a change shows wherever the request is.
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: getListContactRequestsInfiniteQueryKey() });
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

  const pages = requests.data?.pages;
  const items = pages?.flatMap((page) => page.items) ?? [];
  // Every page counts the whole inbox; the first one was loaded last after a change.
  const unseen = pages?.[0]?.unseenCount ?? 0;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = requests;
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
        {requests.isError && !isFetchNextPageError ? (
          <p role="alert" className={styles.status}>
            {t.error}{' '}
            <button type="button" className={styles.retry} onClick={() => void requests.refetch()}>
              {t.retry}
            </button>
          </p>
        ) : !pages ? (
          <p role="status" className={styles.status}>
            {t.loading}
          </p>
        ) : items.length === 0 ? (
          <p className={styles.status}>{t.empty}</p>
        ) : (
          <ul className={styles.list}>
            {items.map((request) => (
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
        {isFetchingNextPage ? (
          <p role="status" className={styles.status}>
            {t.loadingOlder}
          </p>
        ) : isFetchNextPageError ? (
          <p role="alert" className={styles.status}>
            {t.olderError}{' '}
            <button type="button" className={styles.retry} onClick={() => void fetchNextPage()}>
              {t.retry}
            </button>
          </p>
        ) : (
          hasNextPage && (
            <button type="button" className={styles.more} onClick={() => void fetchNextPage()}>
              {t.loadOlder}
            </button>
          )
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
