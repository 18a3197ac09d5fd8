import { useBanCustomer } from '@showcase/contracts/generated/endpoints/blacklist/blacklist';
import {
  useAddBookingComment,
  useCancelBooking,
  useChangeBookingPrice,
} from '@showcase/contracts/generated/endpoints/bookings/bookings';
import type { StaffBookingDto } from '@showcase/contracts/generated/model/staffBookingDto';
import { useState } from 'react';
import { FormField } from '../../components/FormField';
import forms from '../../components/forms.module.css';
import { wasSimulated } from '../staff-shell/simulated-cache';
import { ActionDialog } from './ActionDialog';
import styles from './ActionDialog.module.css';
import { effectivePriceCents, euro } from './booking-display';
import { dayBookingsTexts as t } from './day-bookings-texts';
import {
  banErrors,
  banValuesOf,
  repriceErrors,
  requiredTextError,
  toBanInput,
  type BanValues,
} from './booking-form-checks';
import { parsePriceInput } from '../staff-shell/price-input-rules';
import { useAfterBookingWrite } from './use-after-write';
import { useBookingForm, type WriteOutcome } from './use-booking-form';

export type BookingAction = 'reprice' | 'comment' | 'cancel' | 'ban';

export interface BookingDialogProps {
  booking: StaffBookingDto;
  onClose: () => void;
  onDone: (outcome: WriteOutcome) => void;
}

/** Request fields → form fields, for the server's 400 problems. */
const REPRICE_FIELDS = { newPriceCents: 'price', reason: 'reason' } as const;
const COMMENT_FIELDS = { text: 'text' } as const;
const CANCEL_FIELDS = { reason: 'reason' } as const;
const BAN_FIELDS = { name: 'name', phone: 'phone', email: 'email', reason: 'reason' } as const;

/** A required text of a dialog (reason, comment): its edits clear the field's error. */
function TextAreaField({
  label,
  error,
  rows,
  value,
  onChange,
}: {
  label: string;
  error: string | undefined;
  rows: number;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <textarea
          {...control}
          className={styles.textarea}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** Spec §5: a new price and a reason, stored with '(Preisanpassung durch {name})'. */
export function RepriceDialog({ booking, onClose, onDone }: BookingDialogProps) {
  const change = useChangeBookingPrice();
  const after = useAfterBookingWrite();
  const form = useBookingForm(REPRICE_FIELDS, after.reloadDay);
  const [price, setPrice] = useState('');
  const [reason, setReason] = useState('');

  const submit = () =>
    void form.submit({
      errors: repriceErrors({ price, reason }, booking.couponCents),
      send: () =>
        change.mutateAsync({
          id: booking.id,
          data: { newPriceCents: parsePriceInput(price) ?? 0, reason: reason.trim() },
        }),
      then: async (result) => {
        await after.afterChange(result, false);
        onDone({ text: t.reprice.done, simulated: wasSimulated(result) });
      },
    });

  return (
    <ActionDialog
      title={t.reprice.title}
      booking={booking}
      submitLabel={t.reprice.submit}
      sending={form.sending}
      failure={form.failure}
      invalidAttempt={form.invalidAttempt}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField
        label={t.reprice.price}
        hint={t.reprice.priceHint(euro(effectivePriceCents(booking)))}
        error={form.errors.price}
      >
        {(control) => (
          <input
            {...control}
            className={forms.input}
            inputMode="decimal"
            autoComplete="off"
            value={price}
            onChange={(event) => {
              setPrice(event.target.value);
              form.clearError('price');
            }}
          />
        )}
      </FormField>
      <TextAreaField
        label={t.reprice.reason}
        error={form.errors.reason}
        rows={3}
        value={reason}
        onChange={(value) => {
          setReason(value);
          form.clearError('reason');
        }}
      />
    </ActionDialog>
  );
}

/** Spec §5: a comment needs text; stored with '(Kommentiert von {name})'. */
export function CommentDialog({ booking, onClose, onDone }: BookingDialogProps) {
  const add = useAddBookingComment();
  const after = useAfterBookingWrite();
  const form = useBookingForm(COMMENT_FIELDS, after.reloadDay);
  const [text, setText] = useState('');

  const submit = () =>
    void form.submit({
      errors: { text: requiredTextError(text) },
      send: () => add.mutateAsync({ id: booking.id, data: { text: text.trim() } }),
      then: async (result) => {
        await after.afterChange(result, false);
        onDone({ text: t.comment.done, simulated: wasSimulated(result) });
      },
    });

  return (
    <ActionDialog
      title={t.comment.title}
      booking={booking}
      submitLabel={t.comment.submit}
      sending={form.sending}
      failure={form.failure}
      invalidAttempt={form.invalidAttempt}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextAreaField
        label={t.comment.text}
        error={form.errors.text}
        rows={4}
        value={text}
        onChange={(value) => {
          setText(value);
          form.clearError('text');
        }}
      />
    </ActionDialog>
  );
}

/**
 * Spec §4/§5: cancelling needs a reason ('(Abgesagt durch {name})'); the customer is mailed and
 * the booking leaves the day.
 */
export function CancelDialog({ booking, onClose, onDone }: BookingDialogProps) {
  const cancel = useCancelBooking();
  const after = useAfterBookingWrite();
  const form = useBookingForm(CANCEL_FIELDS, after.reloadDay);
  const [reason, setReason] = useState('');

  const submit = () =>
    void form.submit({
      errors: { reason: requiredTextError(reason) },
      send: () => cancel.mutateAsync({ id: booking.id, data: { reason: reason.trim() } }),
      then: async (result) => {
        await after.afterChange(result, true);
        onDone({ text: t.cancel.done, simulated: wasSimulated(result), removed: true });
      },
    });

  return (
    <ActionDialog
      title={t.cancel.title}
      booking={booking}
      intro={<p className={styles.warning}>{t.cancel.mailNote}</p>}
      submitLabel={t.cancel.submit}
      danger
      sending={form.sending}
      failure={form.failure}
      invalidAttempt={form.invalidAttempt}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextAreaField
        label={t.cancel.reason}
        error={form.errors.reason}
        rows={3}
        value={reason}
        onChange={(value) => {
          setReason(value);
          form.clearError('reason');
        }}
      />
    </ActionDialog>
  );
}

/**
 * Spec §5 blacklist ban, prefilled with the booking's customer; the entry links the booking.
 * Paid bookings can be banned too.
 */
export function BanDialog({ booking, onClose, onDone }: BookingDialogProps) {
  const ban = useBanCustomer();
  const after = useAfterBookingWrite();
  const form = useBookingForm(BAN_FIELDS, after.reloadDay);
  const [values, setValues] = useState<BanValues>(() => banValuesOf(booking));

  const set = (field: keyof BanValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearError(field);
    // The 'at least one' message stands at the name but is about all three.
    if (field !== 'reason') form.clearError('name');
  };

  const submit = () =>
    void form.submit({
      errors: banErrors(values),
      send: () => ban.mutateAsync({ data: toBanInput(values, booking.id) }),
      then: async (result) => {
        await after.afterBan(result, booking);
        onDone({ text: t.ban.done, simulated: wasSimulated(result) });
      },
    });

  const contactField = (field: 'name' | 'phone' | 'email', type: string, autoComplete: string) => (
    <FormField label={t.ban[field]} optionalLabel={t.ban.optional} error={form.errors[field]}>
      {(control) => (
        <input
          {...control}
          className={forms.input}
          type={type}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <ActionDialog
      title={t.ban.title}
      booking={booking}
      intro={<p className={styles.intro}>{t.ban.intro}</p>}
      submitLabel={t.ban.submit}
      danger
      sending={form.sending}
      failure={form.failure}
      invalidAttempt={form.invalidAttempt}
      onSubmit={submit}
      onClose={onClose}
    >
      {contactField('name', 'text', 'off')}
      {contactField('phone', 'tel', 'off')}
      {contactField('email', 'email', 'off')}
      <FormField label={t.ban.reason} error={form.errors.reason}>
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            rows={3}
            value={values.reason}
            onChange={(event) => set('reason', event.target.value)}
          />
        )}
      </FormField>
    </ActionDialog>
  );
}

export const bookingDialogs: Record<
  BookingAction,
  (props: BookingDialogProps) => React.JSX.Element
> = {
  reprice: RepriceDialog,
  comment: CommentDialog,
  cancel: CancelDialog,
  ban: BanDialog,
};
