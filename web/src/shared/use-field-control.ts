import { useId } from 'react';

/** What a form control needs to be labelled and linked to its error and hint. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

interface FieldState {
  hasError: boolean;
  hasHint: boolean;
  required: boolean;
  /** Whether the hint stays visible next to an error (else the error replaces it). */
  hintShownWithError: boolean;
}

/** Ids and ARIA wiring of one labelled field; each site draws the field its own way. */
export function useFieldControl({ hasError, hasHint, required, hintShownWithError }: FieldState) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hintVisible = hasHint && (hintShownWithError || !hasError);
  const describedBy = [hasError && errorId, hintVisible && hintId].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id,
    'aria-invalid': hasError,
    'aria-describedby': describedBy || undefined,
    ...(required && { 'aria-required': true as const }),
  };
  return { errorId, hintId, hintVisible, control };
}
