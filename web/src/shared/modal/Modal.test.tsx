import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';
import { setupUser } from '../../testing/user';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Projekte ansehen
      </button>
      <Modal
        open={open}
        title="Projekte"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <a href="#eins">Erstes Projekt</a>
        <button type="button">Letzter Knopf</button>
      </Modal>
    </>
  );
}

async function openModal() {
  const user = setupUser();
  await user.click(screen.getByRole('button', { name: 'Projekte ansehen' }));
  return user;
}

afterEach(() => {
  document.body.style.overflow = '';
});

describe('Modal', () => {
  it('is a labelled modal dialog in a portal on the body', async () => {
    const { container } = render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Projekte' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
  });

  it('closes with the X button, Escape and a click on the overlay, but not on the panel', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);

    let user = await openModal();
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    user = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    user = await openModal();
    await user.click(screen.getByRole('dialog'));
    await user.click(screen.getByText('Projekte'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('moves focus in, traps Tab and Shift+Tab, and gives focus back on close', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Projekte ansehen' });
    const user = await openModal();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();

    const close = screen.getByRole('button', { name: 'Schließen' });
    const last = screen.getByRole('button', { name: 'Letzter Knopf' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Erstes Projekt' })).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('locks the page scroll while open and restores the previous value exactly', async () => {
    document.body.style.overflow = 'scroll';
    render(<Harness />);
    const user = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('uses the given close label and can hide the title visually', async () => {
    render(
      <Modal open title="Bild 1" hideTitle closeLabel="Close" onClose={() => undefined}>
        <p>Inhalt</p>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Bild 1' })).toBeInTheDocument();
    expect(screen.getByText('Bild 1')).toHaveClass('visually-hidden');
  });
});
