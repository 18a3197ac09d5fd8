import type { Day } from './booking-dates';
import type { BookingDto } from '@showcase/contracts/generated/model/bookingDto';
import type { BookingExtra } from '@showcase/contracts/generated/model/bookingExtra';
import type { SlotChoice } from './week-grid';

/** How a booking ended (spec §4 step 8). */
export type BookingResult =
  | { kind: 'success'; booking: BookingDto }
  | { kind: 'alreadyBooked' }
  | { kind: 'banned' }
  | { kind: 'error' };

/**
 * Where the verification stands: the form is edited; a code was requested and the form is
 * locked until the code's result (spec §4); or the booking has a result.
 */
export type Verification =
  | { step: 'form' }
  | { step: 'code'; shortcutCode: string | null; validMinutes: number }
  | { step: 'result'; result: BookingResult };

export interface FlowState {
  date: Day | null;
  slot: SlotChoice | null;
  vehicleId: string | null;
  /** Null until chosen: the overview then offers the shortest duration. */
  hours: number | null;
  extras: BookingExtra[];
  /** The available-vehicles dialog. */
  dialogOpen: boolean;
  verification: Verification;
}

export type FlowAction =
  | { type: 'chooseDate'; day: Day }
  | { type: 'chooseSlot'; slot: SlotChoice }
  | { type: 'closeDialog' }
  | { type: 'openDialog' }
  | { type: 'chooseVehicle'; vehicleId: string }
  | { type: 'chooseHours'; hours: number }
  | { type: 'toggleExtra'; extra: BookingExtra }
  | { type: 'codeRequested'; shortcutCode: string | null; validMinutes: number }
  | { type: 'editDetails' }
  | { type: 'finished'; result: BookingResult }
  /** After a result: the same date, a fresh choice of time and vehicle. */
  | { type: 'startOver' };

export function initialFlow(date: Day | null = null): FlowState {
  return {
    date,
    slot: null,
    vehicleId: null,
    hours: null,
    extras: [],
    dialogOpen: false,
    verification: { step: 'form' },
  };
}

/** Spec §4: changing the date or the hour resets the vehicle, the overview and the verification. */
function resetChoice(state: FlowState): FlowState {
  return { ...initialFlow(state.date), slot: state.slot };
}

const sameSlot = (a: SlotChoice | null, b: SlotChoice) =>
  a !== null && a.day === b.day && a.hour === b.hour;

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  const editable = state.verification.step === 'form';
  switch (action.type) {
    case 'chooseDate':
      if (action.day === state.date) return state;
      return initialFlow(action.day);
    case 'chooseSlot':
      if (sameSlot(state.slot, action.slot) && state.verification.step !== 'result') {
        return { ...state, dialogOpen: true };
      }
      return {
        ...resetChoice({ ...state, date: action.slot.day, slot: action.slot }),
        dialogOpen: true,
      };
    case 'closeDialog':
      return { ...state, dialogOpen: false };
    case 'openDialog':
      return state.slot && editable ? { ...state, dialogOpen: true } : state;
    case 'chooseVehicle':
      if (!editable) return state;
      if (action.vehicleId === state.vehicleId) return { ...state, dialogOpen: false };
      return { ...state, vehicleId: action.vehicleId, hours: null, extras: [], dialogOpen: false };
    case 'chooseHours':
      return editable ? { ...state, hours: action.hours } : state;
    case 'toggleExtra':
      if (!editable) return state;
      return {
        ...state,
        extras: state.extras.includes(action.extra)
          ? state.extras.filter((extra) => extra !== action.extra)
          : [...state.extras, action.extra],
      };
    case 'codeRequested':
      return {
        ...state,
        verification: {
          step: 'code',
          shortcutCode: action.shortcutCode,
          validMinutes: action.validMinutes,
        },
      };
    case 'editDetails':
      return state.verification.step === 'code'
        ? { ...state, verification: { step: 'form' } }
        : state;
    case 'finished':
      return { ...state, verification: { step: 'result', result: action.result } };
    case 'startOver':
      return initialFlow(state.date);
  }
}

/** The step guide's current step (spec §2: date, time, vehicle, overview, confirm). */
export function currentStep(state: FlowState): 1 | 2 | 3 | 4 | 5 {
  if (state.verification.step !== 'form') return 5;
  if (state.vehicleId) return 4;
  if (state.slot) return 3;
  if (state.date) return 2;
  return 1;
}
