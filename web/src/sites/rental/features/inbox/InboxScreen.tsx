import type { InboxItemDto } from '@showcase/contracts/generated/model/inboxItemDto';
import type { InboxItemType } from '@showcase/contracts/generated/model/inboxItemType';
import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import buttons from '../../components/buttons.module.css';
import { StatusNote } from '../../components/StatusNote';
import { useStoredUser } from '../auth/stored-user';
import { DemoSavedNothingNote, StaffPage } from '../staff-shell/StaffPage';
import styles from './InboxScreen.module.css';
import { InboxItemCard } from './InboxItemCard';
import { InboxLogDialog } from './InboxLogDialog';
import { inboxDe } from './inbox-texts';
import { POSTBOX_TYPES, tabAfterKey, type InboxView, type PostboxType } from './inbox-view';
import { NewTodoDialog, type TodoAdded } from './NewTodoDialog';
import { PagedList, type PagedListTexts } from './PagedList';
import { useInboxList } from './use-inbox-list';
import { useTickOff, type InboxOutcome } from './use-tick-off';

interface Notice {
  tone: InboxOutcome['tone'];
  text: string;
}

interface OpenListProps {
  type: InboxItemType;
  texts: PagedListTexts;
  onTickOff: (item: InboxItemDto) => void;
  isTickingOff: (id: string) => boolean;
  label?: string;
}

/** The open items of one type, newest first, each with "Abhaken". */
function OpenList({ type, texts, onTickOff, isTickingOff, label }: OpenListProps) {
  const list = useInboxList(type, 'open');
  return (
    <PagedList<InboxItemDto>
      query={list}
      texts={texts}
      label={label}
      renderItem={(item) => (
        <InboxItemCard item={item} onTickOff={onTickOff} tickingOff={isTickingOff(item.id)} />
      )}
    />
  );
}

interface PostboxTabsProps {
  tickOff: Pick<OpenListProps, 'onTickOff' | 'isTickingOff'>;
  panelRef: RefObject<HTMLDivElement | null>;
}

/** Contact messages, booking confirmations and cancellations: one tab each. */
function PostboxTabs({ tickOff, panelRef }: PostboxTabsProps) {
  const [active, setActive] = useState<PostboxType>('contact');
  const baseId = useId();
  const tabId = (type: PostboxType) => `${baseId}-tab-${type}`;
  const panelId = `${baseId}-panel`;
  const tabs = useRef(new Map<PostboxType, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(active, event.key);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div
        className={styles.tabList}
        role="tablist"
        aria-label={inboxDe.postbox.tabsLabel}
        onKeyDown={onKeyDown}
      >
        {POSTBOX_TYPES.map((type) => (
          <button
            key={type}
            ref={(element) => {
              if (element) tabs.current.set(type, element);
              else tabs.current.delete(type);
            }}
            id={tabId(type)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={type === active}
            aria-controls={panelId}
            tabIndex={type === active ? 0 : -1}
            onClick={() => setActive(type)}
          >
            {inboxDe.lists[type].tab}
          </button>
        ))}
      </div>
      <div
        ref={panelRef}
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(active)}
        tabIndex={0}
        className={styles.panel}
      >
        {/* The cards are h3: the tab's name heads them for those who browse by headings. */}
        <h2 className="visually-hidden">{inboxDe.lists[active].tab}</h2>
        <OpenList key={active} type={active} texts={inboxDe.lists[active]} {...tickOff} />
      </div>
    </div>
  );
}

/**
 * /Aufgaben: the open to-dos with "Neue Aufgabe". /Postfach: open contact messages and booking
 * notices. Everyone ticks items off; admins also open the log of ticked-off items. A write the
 * demo account only simulated shows in the list and says that nothing was saved.
 */
export function InboxScreen({ view }: { view: InboxView }) {
  const user = useStoredUser();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [demo, setDemo] = useState(false);
  const [dialog, setDialog] = useState<'newTodo' | 'log' | null>(null);
  // Where the focus goes when the focused item leaves the list.
  const listStart = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const listTitleId = useId();

  const report = (outcome: InboxOutcome) => {
    setNotice({ tone: outcome.tone, text: outcome.text });
    if (outcome.simulated) setDemo(true);
    if (outcome.removed) (view === 'todos' ? listStart.current : panel.current)?.focus();
  };
  const { tickOff, isTickingOff } = useTickOff(report);
  const onAdded = ({ name, simulated }: TodoAdded) => {
    setDialog(null);
    setNotice({ tone: 'success', text: inboxDe.newTodo.added(name) });
    if (simulated) setDemo(true);
  };

  const isTodos = view === 'todos';
  const page = isTodos ? inboxDe.todos : inboxDe.postbox;
  const logTexts: PagedListTexts = {
    empty: page.logEmpty,
    loading: page.logLoading,
    loadFailed: page.logLoadFailed,
  };

  const actions = (
    <>
      {isTodos && (
        <button type="button" className={buttons.primary} onClick={() => setDialog('newTodo')}>
          <span aria-hidden="true">+</span> {inboxDe.todos.newTodo}
        </button>
      )}
      {user?.admin && (
        <button type="button" className={buttons.secondary} onClick={() => setDialog('log')}>
          {page.log}
        </button>
      )}
    </>
  );

  return (
    <StaffPage title={page.title} lead={page.lead} actions={actions}>
      <div className={styles.content}>
        {demo && <DemoSavedNothingNote />}
        <StatusNote tone={notice?.tone}>{notice?.text}</StatusNote>
        {isTodos ? (
          <section className={styles.section} aria-labelledby={listTitleId}>
            <h2 id={listTitleId} ref={listStart} tabIndex={-1} className={styles.sectionTitle}>
              {inboxDe.todos.listTitle}
            </h2>
            <OpenList
              type="todo"
              texts={inboxDe.todos}
              onTickOff={(item) => void tickOff(item)}
              isTickingOff={isTickingOff}
            />
          </section>
        ) : (
          <PostboxTabs
            panelRef={panel}
            tickOff={{ onTickOff: (item) => void tickOff(item), isTickingOff }}
          />
        )}
      </div>
      {dialog === 'newTodo' && <NewTodoDialog onClose={() => setDialog(null)} onAdded={onAdded} />}
      {dialog === 'log' && user?.admin && (
        <InboxLogDialog
          type={isTodos ? 'todo' : 'contact'}
          title={page.log}
          texts={logTexts}
          onClose={() => setDialog(null)}
        />
      )}
    </StaffPage>
  );
}
