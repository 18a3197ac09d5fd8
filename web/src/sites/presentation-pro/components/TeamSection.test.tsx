import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render';
import { de } from '../i18n/de';
import { TeamSection } from './TeamSection';

function touch(element: Element) {
  const up = new Event('pointerup', { bubbles: true });
  Object.assign(up, { pointerType: 'touch' });
  act(() => {
    element.dispatchEvent(up);
  });
}

describe('TeamSection', () => {
  it('presents six people: the owner, two branch managers and three agents', () => {
    renderPage(<TeamSection texts={de} id="unser-team" />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.getByText('Geschäftsführerin & Inhaberin')).toBeInTheDocument();
    expect(screen.getAllByText(/^Filialleiter/)).toHaveLength(2);
    expect(screen.getAllByText(/^Immobilienmakler/)).toHaveLength(3);
    expect(
      screen.getByRole('link', { name: 'Katharina Lindner: E-Mail schreiben' }),
    ).toHaveAttribute('href', 'mailto:katharina.lindner@havelblick-immobilien.example');
  });

  it('reveals a card’s contact icons with a tap and hides them with the next', () => {
    renderPage(<TeamSection texts={de} id="unser-team" />);
    const card = screen.getByRole('heading', { name: 'Thomas Weber' }).closest('li')!;
    expect(card).toHaveAttribute('data-revealed', 'false');
    touch(card);
    expect(card).toHaveAttribute('data-revealed', 'true');
    touch(card);
    expect(card).toHaveAttribute('data-revealed', 'false');
  });
});
