import {
  getGetMyGallerySeenQueryKey,
  useMarkGalleryItemSeen,
} from '@showcase/contracts/generated/endpoints/gallery/gallery';
import type { SeenItemsDto } from '@showcase/contracts/generated/model/seenItemsDto';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { cx } from '../../../shared/class-names';
import { useInView } from '../../../shared/motion/use-in-view';
import { prefersReducedMotion } from '../../../shared/motion/use-prefers-reduced-motion';
import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { useMediaQuery } from '../../../shared/use-media-query';
import { artScrollOffsetPx, artTimings } from '../art-constants';
import { artPaths } from '../art-paths';
import { artTexts } from '../art-texts';
import { AuthForm, MemberBar } from './AuthPanel';
import styles from './Gallery.module.css';
import { useGalleryItems } from './gallery-items';
import { rowEnd } from './gallery-logic';
import { galleryTexts } from './gallery-texts';
import { UploadForm } from './UploadForm';
import { useGalleryMember } from './use-gallery-member';
import { useVoting } from './use-votes';
import { Viewer, type ViewerControl } from './Viewer';

const t = galleryTexts;
const viewerId = 'artwork-view';
const thumbId = (id: string) => `artwork-${id}`;
const always = () => true;
const never = () => false;
/** The next page starts loading this far before the end of the grid scrolls into view. */
const loadAheadMargin = '0px 0px 800px 0px';

/** Five thumbnails a row on wide screens, three on tablets, two on phones (spec §2, §9). */
function useColumns(): number {
  const wide = useMediaQuery('(min-width: 64rem)', always);
  const medium = useMediaQuery('(min-width: 37.5rem)', never);
  if (wide) return 5;
  return medium ? 3 : 2;
}

/** True once `active` has held for `ms` without a break. */
function useAfter(active: boolean, ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  if (!active && elapsed) setElapsed(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return active && elapsed;
}

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'file'].includes(target.type)
  );
}

/** /ArtAlley/gallery/:itemId? — the thumbnails, the large view of the open one, the account. */
export function GalleryPage() {
  const { itemId } = useParams();
  const { key } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { query: pages, items: list, total } = useGalleryItems();
  const { member, votes, seen } = useGalleryMember();
  const columns = useColumns();
  const { vote, refused } = useVoting();
  const [askLogin, setAskLogin] = useState(false);
  const [loginRequest, setLoginRequest] = useState(0);
  const [accountOpen, setAccountOpen] = useState(false);
  const viewer = useRef<HTMLElement>(null);
  const [arrivedBy, setArrivedBy] = useState<ViewerControl | 'viewer' | null>(null);
  const markSeen = useMarkGalleryItemSeen();
  const postedSeen = useRef(new Set<string>());

  const openIndex = itemId ? list.findIndex((item) => item.id === itemId) : -1;
  const open = openIndex >= 0 ? list[openIndex] : undefined;
  const emptyShown = useAfter(pages.isSuccess && list.length === 0, artTimings.emptyGalleryMs);
  // Its title; untitled ones numbered from the oldest, over the whole gallery, so a name stays
  // put as pages load.
  const name = (index: number) => {
    const item = list[index];
    if (!item) return '';
    return item.title ?? t.artwork(total - index, item.uploaderName);
  };

  // More pages load as the end of the grid nears, and while a linked artwork is not loaded yet
  // (page after page until it turns up, so it opens under its own row as if scrolled to).
  const [gridEnd, setGridEnd] = useState<HTMLElement | null>(null);
  const [nearEnd, setNearEnd] = useState(false);
  useInView(gridEnd, loadAheadMargin, setNearEnd);
  const seeking = Boolean(itemId) && !open;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  const wantMore =
    (nearEnd || seeking) && hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  useEffect(() => {
    if (wantMore) void fetchNextPage();
  }, [wantMore, fetchNextPage]);
  // The page that is open now, for a step that finishes after a page has loaded.
  const currentItemId = useRef(itemId);
  useLayoutEffect(() => {
    currentItemId.current = itemId;
  });
  // The artwork last asked for, known before its navigation renders (a transition may hold it
  // back): Escape pressed right after D closes the artwork D went to, not the one before.
  const shownItemId = useRef(itemId);
  useLayoutEffect(() => {
    shownItemId.current = itemId;
  }, [itemId]);

  const show = (id: string | null, focus: ViewerControl | 'viewer' | null) => {
    shownItemId.current = id ?? undefined;
    setArrivedBy(focus);
    setAskLogin(false);
    void navigate(id ? `${artPaths.gallery}/${id}` : artPaths.gallery, {
      preventScrollReset: true,
    });
  };
  const step = (by: -1 | 1, focus: ViewerControl | null) => {
    if (openIndex < 0) return;
    const target = list[openIndex + by];
    if (target) {
      show(target.id, focus);
      return;
    }
    // Past the last loaded artwork: the next one is on the next page.
    if (by === 1 && hasNextPage && !isFetchingNextPage) {
      const from = itemId;
      void fetchNextPage().then(({ data }) => {
        const next = data?.pages.flatMap((page) => page.items)[openIndex + 1];
        if (next && currentItemId.current === from) show(next.id, focus);
      });
    }
  };
  /** Back to the grid, the focus on the thumbnail that opened the view. */
  const closeView = () => {
    const shown = shownItemId.current;
    if (!shown) return;
    show(null, null);
    focusOnClose.current = shown;
    document.getElementById(thumbId(shown))?.focus();
  };
  const requestLogin = () => {
    setAccountOpen(true);
    setLoginRequest((n) => n + 1);
    document
      .getElementById('account')
      ?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
  };
  const voteOnOpen = (pressed: 1 | -1) => {
    if (!open) return;
    if (!member) {
      setAskLogin(true);
      return;
    }
    const current = votes?.likedItemIds.includes(open.id)
      ? 1
      : votes?.dislikedItemIds.includes(open.id)
        ? -1
        : 0;
    vote({ target: 'Item', itemId: open.id, id: open.id, current, pressed });
  };

  // The opened artwork's row comes into view below the navbar; the focus follows the action.
  const openId = open?.id;
  useEffect(() => {
    if (!openId) return;
    const thumb = document.getElementById(thumbId(openId));
    if (thumb) {
      window.scrollTo({
        top: Math.max(0, thumb.getBoundingClientRect().top + window.scrollY + artScrollOffsetPx),
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    }
    if (arrivedBy === 'viewer') viewer.current?.focus({ preventScroll: true });
    // Runs per opened artwork and navigation, not when the way of arrival is reset.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openId, key]);

  // Once the view is gone, the focus is (still) on the thumbnail that was open: a render of the
  // view that was on its way when Escape came may have taken it meanwhile.
  const focusOnClose = useRef<string | null>(null);
  useEffect(() => {
    if (openId || !focusOnClose.current) return;
    document.getElementById(thumbId(focusOnClose.current))?.focus();
    focusOnClose.current = null;
  }, [openId]);

  // Members' opened artworks get their check mark (spec §4).
  useEffect(() => {
    if (!openId || !member || seen.has(openId) || postedSeen.current.has(openId)) return;
    postedSeen.current.add(openId);
    markSeen.mutate(
      { id: openId },
      {
        onSuccess: () =>
          queryClient.setQueryData<SeenItemsDto>(getGetMyGallerySeenQueryKey(), (old) =>
            old ? { ...old, itemIds: [...old.itemIds, openId] } : old,
          ),
      },
    );
  }, [openId, member, seen, markSeen, queryClient]);

  // Keys browse, vote and close while an artwork is open, unless the focus is in a text field
  // or something else (the navbar's menu) already took the key.
  const keyActions = useRef({ step, voteOnOpen, closeView });
  useLayoutEffect(() => {
    keyActions.current = { step, voteOnOpen, closeView };
  });
  useEffect(() => {
    if (!openId) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTextField(event.target)) return;
      const actions: Record<string, () => void> = {
        Escape: () => keyActions.current.closeView(),
        ArrowLeft: () => keyActions.current.step(-1, null),
        a: () => keyActions.current.step(-1, null),
        ArrowRight: () => keyActions.current.step(1, null),
        d: () => keyActions.current.step(1, null),
        ArrowUp: () => keyActions.current.voteOnOpen(1),
        w: () => keyActions.current.voteOnOpen(1),
        ArrowDown: () => keyActions.current.voteOnOpen(-1),
        s: () => keyActions.current.voteOnOpen(-1),
      };
      const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openId]);

  const viewerRowEnd = open ? rowEnd(openIndex, columns, list.length) : -1;
  const visitor = member === null;

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      {/* An open artwork is the gallery with its large view: the gallery is the address to list. */}
      <PageMeta
        title={t.documentTitle}
        description={t.description}
        lang={artTexts.lang}
        path={artPaths.gallery}
      />
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t.eyebrow}</p>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.lead}>{t.lead}</p>
      </header>

      <div id="content" className={styles.content}>
        {list.length > 0 && (
          <div id="account" className={styles.account}>
            {visitor && (
              <div className={styles.accountPanel}>
                <button
                  type="button"
                  className={styles.disclosure}
                  aria-expanded={accountOpen}
                  aria-controls="account-form"
                  onClick={() => setAccountOpen((was) => !was)}
                >
                  {t.auth.panelTitle}
                  <svg className={styles.disclosureIcon} viewBox="0 0 24 24" aria-hidden="true">
                    <path d="m6 9 6 6 6-6" />
                  </svg>
                </button>
                <div id="account-form" hidden={!accountOpen}>
                  {accountOpen && <AuthForm focusRequest={loginRequest} />}
                </div>
              </div>
            )}
            {member && <MemberBar member={member} />}
            {member?.admin && <UploadForm />}
          </div>
        )}

        {pages.isPending && (
          <div className={styles.grid} style={{ '--columns': columns } as CSSProperties}>
            <p className={styles.visuallyHidden} role="status">
              {t.loading}
            </p>
            {Array.from({ length: 10 }, (_, index) => (
              <div key={index} className={styles.skeleton} aria-hidden="true" />
            ))}
          </div>
        )}

        {pages.isError && !isFetchNextPageError && (
          <div className={styles.stateBlock} role="alert">
            <p>{t.loadError}</p>
            <button
              type="button"
              className={styles.primaryButton}
              onClick={() => void pages.refetch()}
            >
              {t.retry}
            </button>
          </div>
        )}

        {emptyShown && (
          <div id="account" className={styles.empty}>
            <h2 className={styles.emptyTitle}>{t.empty}</h2>
            {visitor && (
              <>
                <p className={styles.muted}>{t.emptyVisitor}</p>
                <AuthForm />
              </>
            )}
            {member && <MemberBar member={member} />}
            {member?.admin && (
              <>
                <p className={styles.muted}>{t.emptyAdmin}</p>
                <UploadForm />
              </>
            )}
          </div>
        )}

        {itemId && pages.isSuccess && !open && list.length > 0 && !hasNextPage && (
          <p className={styles.notice} role="status">
            {t.unknownItem} <Link to={artPaths.gallery}>{t.title}</Link>
          </p>
        )}

        {list.length > 0 && (
          <ul
            className={styles.grid}
            style={{ '--columns': columns } as CSSProperties}
            aria-label={t.listLabel}
          >
            {list.map((item, index) => {
              const isOpen = item.id === openId;
              const wasSeen = seen.has(item.id);
              return (
                <Fragment key={item.id}>
                  <li className={styles.tile}>
                    <button
                      id={thumbId(item.id)}
                      type="button"
                      className={cx(styles.thumb, isOpen && styles.thumbOpen)}
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? viewerId : undefined}
                      onClick={() => show(isOpen ? null : item.id, isOpen ? null : 'viewer')}
                    >
                      <img
                        className={styles.thumbImage}
                        src={item.thumbnailUrl}
                        alt=""
                        width={640}
                        height={480}
                        loading="lazy"
                        decoding="async"
                      />
                      <span className={styles.visuallyHidden}>
                        {name(index)}
                        {wasSeen && t.seen}
                      </span>
                      {wasSeen && (
                        <span className={styles.seenMark} aria-hidden="true" data-testid="seen">
                          <svg viewBox="0 0 24 24" focusable="false">
                            <path d="m5 12.5 4.5 4.5L19 7.5" />
                          </svg>
                        </span>
                      )}
                    </button>
                  </li>
                  {open && index === viewerRowEnd && (
                    <li className={styles.viewerRow}>
                      <Viewer
                        key={open.id}
                        id={viewerId}
                        sectionRef={viewer}
                        item={open}
                        name={name(openIndex)}
                        hasPrevious={openIndex > 0}
                        hasNext={openIndex < list.length - 1 || hasNextPage}
                        onPrevious={() => step(-1, 'previous')}
                        onNext={() => step(1, 'next')}
                        onClose={closeView}
                        onDeleted={() => show(null, null)}
                        member={member}
                        votes={votes}
                        onVote={(request) => {
                          if (!member) setAskLogin(true);
                          else vote(request);
                        }}
                        refusedVote={refused}
                        askLogin={askLogin}
                        onLoginRequest={requestLogin}
                        focusControl={arrivedBy === 'viewer' ? null : arrivedBy}
                      />
                    </li>
                  )}
                </Fragment>
              );
            })}
          </ul>
        )}

        {isFetchingNextPage && (
          <div className={styles.grid} style={{ '--columns': columns } as CSSProperties}>
            <p className={styles.visuallyHidden} role="status">
              {t.loadingMore}
            </p>
            {Array.from({ length: columns }, (_, index) => (
              <div key={index} className={styles.skeleton} aria-hidden="true" />
            ))}
          </div>
        )}

        {isFetchNextPageError && (
          <div className={styles.stateBlock} role="alert">
            <p>{t.loadMoreError}</p>
            <button
              type="button"
              className={styles.primaryButton}
              onClick={() => void fetchNextPage()}
            >
              {t.retry}
            </button>
          </div>
        )}

        {hasNextPage && <div ref={setGridEnd} data-testid="gallery-end" aria-hidden="true" />}
      </div>
    </main>
  );
}
