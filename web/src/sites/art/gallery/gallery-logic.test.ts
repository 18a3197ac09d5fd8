import { describe, expect, it } from 'vitest';
import {
  canReply,
  nextVote,
  relativeAge,
  rowEnd,
  voteDelta,
  withoutComment,
} from './gallery-logic';
import { comment } from './testing/gallery-handlers';

describe('vote arithmetic (spec §4)', () => {
  it('toggles like and dislike exclusively', () => {
    expect(nextVote(0, 1)).toBe(1);
    expect(nextVote(1, 1)).toBe(0);
    expect(nextVote(-1, 1)).toBe(1);
    expect(nextVote(1, -1)).toBe(-1);
  });

  it('moves the count by +1, +2 and -1', () => {
    expect(voteDelta(0, 1)).toBe(1);
    expect(voteDelta(-1, 1)).toBe(2);
    expect(voteDelta(1, 0)).toBe(-1);
    expect(voteDelta(0, -1)).toBe(-1);
    expect(voteDelta(1, -1)).toBe(-2);
    expect(voteDelta(-1, 0)).toBe(1);
  });
});

describe('relativeAge', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it.each([
    [0, 'just now'],
    [9, 'just now'],
    [-30, 'just now'],
    [12, '12 seconds ago'],
    [60, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [3600, '1 hour ago'],
    [5 * 3600, '5 hours ago'],
    [86400, '1 day ago'],
    [3 * 86400, '3 days ago'],
    [45 * 86400, '1 month ago'],
    [200 * 86400, '6 months ago'],
    [365 * 86400, '1 year ago'],
    [800 * 86400, '2 years ago'],
  ])('%i s → %s', (seconds, text) => {
    expect(relativeAge(ago(seconds), now)).toBe(text);
  });
});

describe('comment rules', () => {
  it('allows replies only below depth 10', () => {
    expect(canReply(0)).toBe(true);
    expect(canReply(8)).toBe(true);
    expect(canReply(9)).toBe(false);
  });

  it('removes a comment with its replies', () => {
    const tree = [
      comment('a', 0, { replies: [comment('b', 1, { replies: [comment('c', 2)] })] }),
      comment('d', 0),
    ];
    expect(withoutComment(tree, 'b')).toEqual([{ ...tree[0], replies: [] }, tree[1]]);
  });

  it('finds the end of a row', () => {
    expect(rowEnd(0, 5, 12)).toBe(4);
    expect(rowEnd(7, 5, 12)).toBe(9);
    expect(rowEnd(11, 5, 12)).toBe(11);
    expect(rowEnd(2, 2, 12)).toBe(3);
  });
});
