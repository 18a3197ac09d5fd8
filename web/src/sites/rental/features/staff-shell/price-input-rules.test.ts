import { describe, expect, it } from 'vitest';
import { MAX_PRICE_CENTS, parsePriceInput } from './price-input-rules';

describe('parsePriceInput', () => {
  it.each([
    ['12,5', 1250],
    ['12.50', 1250],
    ['12,50', 1250],
    ['12', 1200],
    ['0', 0],
    ['0,05', 5],
    ['12,', 1200],
    [' 85,5 ', 8550],
    ['1000000', MAX_PRICE_CENTS],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parsePriceInput(text)).toBe(cents);
  });

  it.each([
    '',
    '   ',
    '12,555',
    '-3',
    '+3',
    '1.000,00',
    '1,000.00',
    'abc',
    '12 €',
    ',5',
    '1e3',
    '1000000,01',
  ])('refuses %j', (text) => {
    expect(parsePriceInput(text)).toBeNull();
  });
});
