import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../testing/render';
import { setupUser } from '../../../testing/user';
import { de } from '../i18n/de';
import { ProjectsModalContent } from './ProjectsModalContent';

const PATHS = ['/PresentationPro', '/RentalRevolution', '/ParallaxPrawns', '/ArtAlley'];

describe('ProjectsModalContent', () => {
  it('links each of the four demos with a name and a description', () => {
    renderPage(<ProjectsModalContent />);

    const visits = PATHS.map((path) => {
      const project = de.projects.items.find((item) => item.path === path);
      if (!project) throw new Error(`no texts for ${path}`);
      expect(screen.getByRole('heading', { level: 3, name: project.name })).toBeInTheDocument();
      expect(screen.getByText(project.description)).toBeInTheDocument();
      return screen.getByRole('link', { name: de.projects.visit(project.name) });
    });
    expect(visits.map((link) => link.getAttribute('href'))).toEqual(PATHS);
    // Only the four visit links are announced; the previews repeat them for the mouse.
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('draws a preview for every project', () => {
    renderPage(<ProjectsModalContent />);
    for (const item of screen.getAllByRole('listitem').filter((li) => li.querySelector('h3'))) {
      expect(within(item).getByRole('heading', { level: 3 })).toBeInTheDocument();
      expect(item.querySelector('svg[viewBox="0 0 240 150"]')).not.toBeNull();
    }
  });

  it('tells the dialog to close when a project is chosen', async () => {
    const onNavigate = vi.fn();
    const { router } = renderPage(<ProjectsModalContent onNavigate={onNavigate} />);
    await setupUser().click(screen.getByRole('link', { name: de.projects.visit('ArtAlley') }));
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/ArtAlley');
  });
});
