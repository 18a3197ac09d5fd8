import { describe, expect, it } from 'vitest';
import { hoursInputText, parseHoursInput } from './working-hours-rules';

describe('parseHoursInput', () => {
  it.each([
    ['0', 0],
    ['8', 8],
    ['08', 8],
    ['7,5', 7.5],
    ['7.5', 7.5],
    ['0,1', 0.1],
    ['7,3', 7.3],
    ['23,9', 23.9],
    ['24', 24],
    ['24,0', 24],
    ['24.0', 24],
    [' 6,5 ', 6.5],
  ])('accepts %j as %d hours', (text, hours) => {
    expect(parseHoursInput(text)).toEqual({ valid: true, hours });
  });

  it.each(['', '   '])('reads %j as a cleared day', (text) => {
    expect(parseHoursInput(text)).toEqual({ valid: true, hours: null });
  });

  it.each([
    ['24.', 'a separator without its digit (the spec names it)'],
    ['24,', 'the same with a comma'],
    ['7.', 'a trailing point on any number'],
    ['24,1', 'more than 24'],
    ['25', 'more than 24'],
    ['99,9', 'more than 24'],
    ['7,25', 'two decimals'],
    ['7,50', 'two decimals, even a zero'],
    ['100', 'three digits'],
    ['-1', 'a sign'],
    ['+8', 'a sign'],
    [',5', 'no digit before the separator'],
    ['7,5,1', 'two separators'],
    ['1e1', 'an exponent'],
    ['acht', 'words'],
    ['7 5', 'a space inside'],
    ['٨', 'digits of another script'],
  ])('refuses %j (%s)', (text) => {
    expect(parseHoursInput(text)).toEqual({ valid: false });
  });
});

describe('hoursInputText', () => {
  it('writes stored hours the German way and an empty day as empty', () => {
    expect(hoursInputText(7.5)).toBe('7,5');
    expect(hoursInputText(8)).toBe('8');
    expect(hoursInputText(0)).toBe('0');
    expect(hoursInputText(24)).toBe('24');
    expect(hoursInputText(null)).toBe('');
  });

  it('round-trips through the parser', () => {
    for (const hours of [0, 0.1, 7.3, 12.5, 24]) {
      expect(parseHoursInput(hoursInputText(hours))).toEqual({ valid: true, hours });
    }
  });
});
