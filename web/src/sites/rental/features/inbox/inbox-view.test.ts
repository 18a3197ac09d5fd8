import { describe, expect, it } from 'vitest';
import { inboxViewOf, tabAfterKey } from './inbox-view';

describe('inboxViewOf', () => {
  it('switches on the last path segment', () => {
    expect(inboxViewOf('/RentalRevolution/Postfach')).toBe('postbox');
    expect(inboxViewOf('/RentalRevolution/Postfach/')).toBe('postbox');
    expect(inboxViewOf('/RentalRevolution/Aufgaben')).toBe('todos');
  });
});

describe('tabAfterKey', () => {
  it('moves with the arrow keys, wrapping around, and jumps with Home and End', () => {
    expect(tabAfterKey('contact', 'ArrowRight')).toBe('confirmation');
    expect(tabAfterKey('cancellation', 'ArrowRight')).toBe('contact');
    expect(tabAfterKey('contact', 'ArrowLeft')).toBe('cancellation');
    expect(tabAfterKey('confirmation', 'Home')).toBe('contact');
    expect(tabAfterKey('contact', 'End')).toBe('cancellation');
    expect(tabAfterKey('contact', 'Enter')).toBeNull();
  });
});
