import { useCallback, useState } from 'react';
import { hasErrors, type FieldErrors } from './booking-form-checks';
import { describeWriteFailure } from './write-failure';

/** What a booking dialog reports to the page after a successful write. */
export interface WriteOutcome {
  text: string;
  /** The demo account's write: shown, not stored. */
  simulated: boolean;
  /** The booking left the day list (cancelled): focus moves to the day's heading. */
  removed?: boolean;
}

interface Submission<Result> {
  /** The form's own check; any message stops the send. */
  errors: FieldErrors<string>;
  send: () => Promise<Result>;
  /** Runs after a successful send (cache updates), before the page hears of it. */
  then: (result: Result) => Promise<void>;
}

/**
 * The state every booking dialog shares: field errors (the form's and the server's), the failure
 * note, whether it is sending (until the lists are updated too), and a counter that asks the
 * dialog to focus its first invalid field.
 */
export function useBookingForm<Field extends string>(
  fieldOf: Readonly<Record<string, Field>>,
  onBookingChanged: () => void,
) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string[] | null>(null);
  const [sending, setSending] = useState(false);
  const [invalidAttempt, setInvalidAttempt] = useState(0);

  const submit = useCallback(
    async <Result>({ errors: found, send, then }: Submission<Result>): Promise<boolean> => {
      setFailure(null);
      setErrors(found as FieldErrors<Field>);
      if (hasErrors(found)) {
        setInvalidAttempt((count) => count + 1);
        return false;
      }
      setSending(true);
      let result: Result;
      try {
        result = await send();
      } catch (error) {
        const described = describeWriteFailure(error, fieldOf);
        setErrors(described.fieldErrors);
        setFailure(described.lines);
        setSending(false);
        if (hasErrors(described.fieldErrors)) setInvalidAttempt((count) => count + 1);
        if (described.bookingChanged) onBookingChanged();
        return false;
      }
      await then(result);
      return true;
    },
    [fieldOf, onBookingChanged],
  );

  const clearError = useCallback((field: Field) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  return { errors, failure, sending, invalidAttempt, submit, clearError };
}
