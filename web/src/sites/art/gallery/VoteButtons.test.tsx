import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VoteButtons } from './VoteButtons';

const count = (likeCount: number, size: 'large' | 'small') => {
  const { container, unmount } = render(
    <VoteButtons
      likeCount={likeCount}
      vote={0}
      likeLabel="Like"
      dislikeLabel="Dislike"
      onVote={() => undefined}
      size={size}
    />,
  );
  const text = container.querySelector('span')?.textContent;
  const visible = container.querySelector('span [aria-hidden="true"]')?.textContent;
  unmount();
  return { text, visible };
};

describe('VoteButtons count', () => {
  it.each([
    [3, '3 likes'],
    [1, '1 like'],
    [0, '0 likes'],
    [-1, '1 dislike'],
    [-4, '4 dislikes'],
  ])('reads %i as "%s" on the large view and to screen readers', (likeCount, words) => {
    expect(count(likeCount, 'large').text).toBe(words);
    expect(count(likeCount, 'small').text).toContain(words);
  });

  it('shows a signed score between the small arrows', () => {
    expect(count(2, 'small').visible).toBe('2');
    expect(count(-1, 'small').visible).toBe('−1');
  });

  it('never says "-1 like"', () => {
    render(
      <VoteButtons
        likeCount={-1}
        vote={-1}
        likeLabel="Like"
        dislikeLabel="Dislike"
        onVote={() => undefined}
        size="large"
      />,
    );
    expect(screen.queryByText(/-1/)).toBeNull();
    expect(screen.getByText('dislike')).toBeVisible();
  });
});
