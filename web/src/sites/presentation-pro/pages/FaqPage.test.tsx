import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { advanceBy } from '../../../testing/fake-time';
import { renderRoutes } from '../../../testing/render';
import { faqDe } from '../i18n/faq-de';

function categoryButton(name: RegExp) {
  return screen.getByRole('button', { name });
}

describe('FAQ page', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('opens one category at a time; clicking the open one closes it', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/PresentationPro/Fragen&Antworten');
    const general = await screen.findByRole('button', { name: /^Allgemeines/ });
    const buying = categoryButton(/^Kaufen/);
    expect(
      within(screen.getByRole('main')).getAllByRole('button', { expanded: false }),
    ).toHaveLength(7);

    await user.click(general);
    expect(general).toHaveAttribute('aria-expanded', 'true');
    await user.click(buying);
    expect(buying).toHaveAttribute('aria-expanded', 'true');
    expect(general).toHaveAttribute('aria-expanded', 'false');
    await user.click(buying);
    expect(
      within(screen.getByRole('main')).getAllByRole('button', { expanded: false }),
    ).toHaveLength(7);
  });

  it('reveals the answers on a question, scrolls 250 px above its answer and highlights it for 4 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoutes(routes, '/PresentationPro/Fragen&Antworten');
    await user.click(await screen.findByRole('button', { name: /^Verkaufen/ }));
    expect(screen.getByTestId('faq-answers')).not.toBeVisible();

    const entry = faqDe.find((category) => category.key === 'selling')!.entries[2]!;
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: entry.question }));

    expect(screen.getByTestId('faq-answers')).toBeVisible();
    const answer = document.getElementById(`faq-${entry.id}`)!;
    expect(answer).toHaveAttribute('data-highlight', 'strong');
    expect(answer).toHaveFocus();
    // jsdom has no layout: the answer's top is 0, so the target is clamped at 0 (0 − 250).
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(answer).toHaveAttribute('data-highlight', 'fading');
    await advanceBy(2000);
    expect(answer).not.toHaveAttribute('data-highlight');
    vi.useRealTimers();
  });

  it('opens the topic a service card links to', async () => {
    renderRoutes(routes, '/PresentationPro/en/faq?topic=renting');
    expect(await screen.findByRole('button', { name: /^Renting/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(document.title).toBe('Frequently asked questions – Havelblick Immobilien');
  });
});
