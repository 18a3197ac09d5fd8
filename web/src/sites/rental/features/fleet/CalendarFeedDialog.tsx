import {
  useGetVehicleCalendarFeed,
  useRotateVehicleCalendarFeed,
} from '@showcase/contracts/generated/endpoints/vehicles/vehicles';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../../../shared/modal/Modal';
import buttons from '../../components/buttons.module.css';
import forms from '../../components/forms.module.css';
import { StatusNote } from '../../components/StatusNote';
import { DemoSavedNothingNote } from '../staff-shell/StaffPage';
import { wasSimulated } from '../staff-shell/simulated-cache';
import { applyFeedResult } from './fleet-cache';
import { fleetTexts } from './fleet-texts';
import styles from './FleetDialogs.module.css';

const t = fleetTexts.feed;

/** The subscription address: the API's path on this site's origin (the API shares it). */
export function calendarFeedUrl(path: string, origin = window.location.origin): string {
  return new URL(path, origin).toString();
}

/** The same address for phones: webcal:// opens the calendar app's subscribe dialog. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:/, 'webcal:');
}

type CopyState = 'idle' | 'copied' | 'failed';

interface CalendarFeedDialogProps {
  vehicle: VehicleDto;
  onClose: () => void;
}

/**
 * Admins: the vehicle's secret calendar-feed address to subscribe to on a phone (issue 20 item
 * 9), copied with one tap; creating it, or replacing it so old subscriptions stop.
 */
export function CalendarFeedDialog({ vehicle, onClose }: CalendarFeedDialogProps) {
  const queryClient = useQueryClient();
  const feed = useGetVehicleCalendarFeed(vehicle.id, { query: { staleTime: 0 } });
  const rotate = useRotateVehicleCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  // Kept with the address it was about: a new address starts without a copy message.
  const [copied, setCopied] = useState<{ url: string; state: CopyState } | null>(null);
  const [note, setNote] = useState<{ tone: 'success' | 'failure'; text: string } | null>(null);
  const [simulated, setSimulated] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const rotateRef = useRef<HTMLButtonElement>(null);
  const warningRef = useRef<HTMLDivElement>(null);
  const warningId = useId();
  const inputId = useId();
  const secretId = useId();

  const path = feed.data?.token ? feed.data.path : null;
  const url = path ? calendarFeedUrl(path) : null;

  useEffect(() => {
    if (confirming) warningRef.current?.focus();
  }, [confirming]);

  const copy: CopyState = copied && copied.url === url ? copied.state : 'idle';

  // A first address takes the focus from the button that made it (and is gone).
  const focusNewLink = useRef(false);
  useEffect(() => {
    if (url && focusNewLink.current) {
      focusNewLink.current = false;
      inputRef.current?.focus();
    }
  }, [url]);

  const copyLink = async () => {
    if (!url) return;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setCopied({ url, state: 'copied' });
    } catch {
      // Blocked clipboard (permissions, insecure origin): the text is marked for Ctrl+C.
      inputRef.current?.focus();
      inputRef.current?.select();
      setCopied({ url, state: 'failed' });
    }
  };

  const makeLink = async (replacing: boolean) => {
    setNote(null);
    // Set before the answer arrives: the new address may render while this still awaits.
    focusNewLink.current = !replacing;
    try {
      const result = await rotate.mutateAsync({ id: vehicle.id });
      await applyFeedResult(queryClient, vehicle.id, result);
      setSimulated(wasSimulated(result));
      setNote({ tone: 'success', text: replacing ? t.rotated : t.created });
    } catch {
      focusNewLink.current = false;
      setNote({ tone: 'failure', text: t.failed });
    }
    if (replacing) {
      setConfirming(false);
      rotateRef.current?.focus();
    }
  };

  const cancelRotate = () => {
    setConfirming(false);
    rotateRef.current?.focus();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t.title(vehicle.name)}
      closeLabel={fleetTexts.dialog.close}
      className={styles.panel}
    >
      <p className={styles.lead}>{t.lead}</p>
      {feed.isPending ? (
        <p className={styles.checking} role="status">
          <span className={buttons.spinner} aria-hidden="true" />
          {t.loading}
        </p>
      ) : feed.isError ? (
        <div className={styles.checkFailed}>
          <StatusNote tone="failure">{t.loadFailed}</StatusNote>
          <button type="button" className={buttons.secondary} onClick={() => void feed.refetch()}>
            {fleetTexts.retry}
          </button>
        </div>
      ) : !url ? (
        <div className={styles.feedEmpty}>
          <p>{t.none}</p>
          <button
            type="button"
            className={buttons.primary}
            disabled={rotate.isPending}
            onClick={() => void makeLink(false)}
          >
            {rotate.isPending && <span className={buttons.spinner} aria-hidden="true" />}
            {rotate.isPending ? t.creating : t.create}
          </button>
        </div>
      ) : (
        <div className={styles.feed}>
          <div className={styles.feedField}>
            <label className={styles.feedLabel} htmlFor={inputId}>
              {t.urlLabel}
            </label>
            <div className={styles.copyRow}>
              <input
                ref={inputRef}
                id={inputId}
                className={`${forms.input} ${styles.feedInput}`}
                type="text"
                readOnly
                value={url}
                aria-describedby={secretId}
                spellCheck={false}
                onFocus={(event) => event.currentTarget.select()}
              />
              <button type="button" className={buttons.primary} onClick={() => void copyLink()}>
                {t.copy}
              </button>
            </div>
            <p className={styles.copyState} role="status">
              {copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : ''}
            </p>
          </div>
          <p id={secretId} className={styles.secret}>
            <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.secretIcon}>
              <path d="M5.5 9V6.5a4.5 4.5 0 0 1 9 0V9M4 9h12v8H4z" />
            </svg>
            {t.secret}
          </p>
          <p>
            <a className={styles.webcal} href={webcalUrl(url)}>
              {t.phoneLink}
            </a>{' '}
            <span className={styles.muted}>({t.phoneHint})</span>
          </p>
          <div className={styles.rotate}>
            <button
              ref={rotateRef}
              type="button"
              className={buttons.secondary}
              aria-expanded={confirming}
              aria-controls={warningId}
              onClick={() => setConfirming((open) => !open)}
            >
              {t.rotate}
            </button>
            <div id={warningId} hidden={!confirming}>
              {confirming && (
                <div ref={warningRef} className={styles.warning} tabIndex={-1}>
                  <p className={styles.warningText}>{t.rotateWarning}</p>
                  <div className={styles.actions}>
                    <button type="button" className={buttons.secondary} onClick={cancelRotate}>
                      {fleetTexts.dialog.cancel}
                    </button>
                    <button
                      type="button"
                      className={styles.danger}
                      disabled={rotate.isPending}
                      onClick={() => void makeLink(true)}
                    >
                      {rotate.isPending && <span className={buttons.spinner} aria-hidden="true" />}
                      {rotate.isPending ? t.rotating : t.rotateConfirm}
                    </button>
                  </div>
                </div>
              )}
            </div>
          </div>
        </div>
      )}
      <StatusNote tone={note?.tone ?? 'success'}>{note?.text}</StatusNote>
      {simulated && <DemoSavedNothingNote />}
    </Modal>
  );
}
