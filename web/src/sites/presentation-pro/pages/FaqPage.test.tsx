import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { presentationRoutes } from '../routes';
import { advanceBy } from '../../../testing/fake-time';
import { renderSite } from '../../../testing/render';
import { setupUser } from '../../../testing/user';
import { faqDe } from '../i18n/faq-de';

function categoryButton(name: RegExp) {
  return screen.getByRole('button', { name });
}

describe('FAQ page', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('opens one category at a time; clicking the open one closes it', async () => {
    const user = setupUser();
    renderSite(presentationRoutes, '/PresentationPro/Fragen&Antworten');
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
    const user = setupUser();
    renderSite(presentationRoutes, '/PresentationPro/Fragen&Antworten');
    await user.click(await screen.findByRole('button', { name: /^Verkaufen/ }));
    expect(screen.getByTestId('faq-answers')).not.toBeVisible();
    // The fake clock runs the highlight from the question's click on (so fireEvent: see
    // testing/user.ts).
    vi.useFakeTimers();

    const entry = faqDe.find((category) => category.key === 'selling')!.entries[2]!;
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: entry.question }));

    expect(screen.getByTestId('faq-answers')).toBeVisible();
    const answer = document.getElementById(`faq-${entry.id}`)!;
    expect(answer).toHaveAttribute('data-highlight', 'strong');
    expect(answer).toHaveFocus();
    // jsdom has no layout: the answer's top is 0, so the target is clamped at 0 (0 − 250).
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    await advanceBy(2000);
    expect(answer).toHaveAttribute('data-highlight', 'fading');
    await advanceBy(2000);
    expect(answer).not.toHaveAttribute('data-highlight');
  });

  it('opens the topic a service card links to', async () => {
    renderSite(presentationRoutes, '/PresentationPro/en/faq?topic=renting');
    expect(await screen.findByRole('button', { name: /^Renting/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(document.title).toBe('Frequently asked questions – Havelblick Immobilien');
  });
});
