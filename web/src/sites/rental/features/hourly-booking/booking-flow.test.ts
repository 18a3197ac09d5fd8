import { ApiError } from '@showcase/contracts/fetcher';
import { describe, expect, it } from 'vitest';
import { currentStep, flowReducer, initialFlow, type FlowState } from './booking-flow';
import { failureOf, retryAfterMinutes } from './booking-outcome';

const slot = { day: '2030-07-05', hour: 10 };

function chosen(): FlowState {
  let state = flowReducer(initialFlow(), { type: 'chooseDate', day: '2030-07-05' });
  state = flowReducer(state, { type: 'chooseSlot', slot });
  state = flowReducer(state, { type: 'chooseVehicle', vehicleId: 'a' });
  state = flowReducer(state, { type: 'chooseHours', hours: 2 });
  state = flowReducer(state, { type: 'toggleExtra', extra: 'barbecue' });
  return flowReducer(state, { type: 'codeRequested', shortcutCode: null, validMinutes: 15 });
}

describe('booking flow', () => {
  it('walks through the five steps', () => {
    let state = initialFlow();
    expect(currentStep(state)).toBe(1);
    state = flowReducer(state, { type: 'chooseDate', day: '2030-07-05' });
    expect(currentStep(state)).toBe(2);
    state = flowReducer(state, { type: 'chooseSlot', slot });
    expect(state.dialogOpen).toBe(true);
    expect(currentStep(state)).toBe(3);
    state = flowReducer(state, { type: 'chooseVehicle', vehicleId: 'a' });
    expect(state.dialogOpen).toBe(false);
    expect(currentStep(state)).toBe(4);
    state = flowReducer(state, { type: 'codeRequested', shortcutCode: null, validMinutes: 15 });
    expect(currentStep(state)).toBe(5);
  });

  it('resets vehicle, overview and verification when the date changes', () => {
    const state = flowReducer(chosen(), { type: 'chooseDate', day: '2030-07-06' });
    expect(state).toEqual(initialFlow('2030-07-06'));
  });

  it('keeps everything when the same date is chosen again', () => {
    const before = chosen();
    expect(flowReducer(before, { type: 'chooseDate', day: '2030-07-05' })).toBe(before);
  });

  it('resets vehicle, overview and verification when the hour changes', () => {
    const state = flowReducer(chosen(), { type: 'chooseSlot', slot: { ...slot, hour: 12 } });
    expect(state).toEqual({
      ...initialFlow('2030-07-05'),
      slot: { ...slot, hour: 12 },
      dialogOpen: true,
    });
  });

  it('takes the date of a slot on another day', () => {
    const state = flowReducer(chosen(), {
      type: 'chooseSlot',
      slot: { day: '2030-07-08', hour: 9 },
    });
    expect(state.date).toBe('2030-07-08');
    expect(state.vehicleId).toBeNull();
  });

  it('locks vehicle, duration and extras while a code is pending', () => {
    const locked = chosen();
    expect(flowReducer(locked, { type: 'chooseVehicle', vehicleId: 'b' })).toBe(locked);
    expect(flowReducer(locked, { type: 'chooseHours', hours: 3 })).toBe(locked);
    expect(flowReducer(locked, { type: 'toggleExtra', extra: 'captain' })).toBe(locked);
    const edited = flowReducer(locked, { type: 'editDetails' });
    expect(edited.verification).toEqual({ step: 'form' });
    expect(edited.extras).toEqual(['barbecue']);
  });

  it('starts over on the same date after a result', () => {
    const done = flowReducer(chosen(), { type: 'finished', result: { kind: 'alreadyBooked' } });
    expect(currentStep(done)).toBe(5);
    expect(flowReducer(done, { type: 'startOver' })).toEqual(initialFlow('2030-07-05'));
  });

  it('a new vehicle clears duration and extras', () => {
    let state = flowReducer(chosen(), { type: 'editDetails' });
    state = flowReducer(state, { type: 'chooseVehicle', vehicleId: 'b' });
    expect(state).toMatchObject({ vehicleId: 'b', hours: null, extras: [] });
  });
});

const apiError = (status: number, code: string, extra: object = {}, headers = {}) =>
  new ApiError(
    status,
    { type: 'about:blank', title: code, detail: code, status, code, ...extra },
    new Headers(headers),
  );

describe('failures', () => {
  it('tells bans, conflicts and wrong codes apart', () => {
    expect(failureOf(apiError(403, 'CUSTOMER_BANNED'))).toEqual({ kind: 'banned' });
    expect(failureOf(apiError(409, 'ALREADY_BOOKED'))).toEqual({ kind: 'alreadyBooked' });
    expect(failureOf(apiError(422, 'INVALID_VERIFICATION_CODE'))).toEqual({ kind: 'wrongCode' });
    expect(failureOf(apiError(503, 'DB_UNAVAILABLE'))).toEqual({ kind: 'error' });
    expect(failureOf(new TypeError('offline'))).toEqual({ kind: 'error' });
  });

  it('reads the wait of a rate limit in minutes', () => {
    expect(failureOf(apiError(429, 'RATE_LIMITED', {}, { 'Retry-After': '600' }))).toEqual({
      kind: 'rateLimited',
      minutes: 10,
    });
    expect(retryAfterMinutes('61')).toBe(2);
    expect(retryAfterMinutes('5')).toBe(1);
    expect(retryAfterMinutes(null)).toBeNull();
    const now = Date.parse('2030-07-05T10:00:00Z');
    expect(retryAfterMinutes('Fri, 05 Jul 2030 10:03:00 GMT', now)).toBe(3);
  });

  it('maps the server’s field errors to the form', () => {
    const error = apiError(400, 'VALIDATION_FAILED', {
      errors: [
        { field: 'zipCity', code: 'INVALID_FORMAT', message: 'zipCity is invalid' },
        { field: 'adults', code: 'TOO_SMALL', message: 'adults is too small' },
      ],
    });
    expect(failureOf(error)).toEqual({
      kind: 'invalid',
      fields: { zipCity: 'zipCity', adults: 'counts' },
    });
    const foreign = apiError(400, 'VALIDATION_FAILED', {
      errors: [{ field: 'startHour', code: 'X', message: 'x' }],
    });
    expect(failureOf(foreign)).toEqual({ kind: 'error' });
  });
});
