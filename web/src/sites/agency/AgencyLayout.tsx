import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/space-grotesk/wght.css';
import { useCallback, useState } from 'react';
import { Outlet } from 'react-router-dom';
import '../../shared/fonts/fallback-faces.css';
import './agency.css';
import styles from './AgencyLayout.module.css';
import { FixedNavbar } from './components/FixedNavbar';
import { ProjectsModal } from './components/ProjectsModal';
import { ProjectsModalContext } from './components/projects-context';
import { SiteFooter } from './components/SiteFooter';
import { TopBar } from './components/TopBar';
import { de } from './i18n/de';

export function AgencyLayout() {
  const [projectsOpen, setProjectsOpen] = useState(false);
  const openProjects = useCallback(() => setProjectsOpen(true), []);
  const closeProjects = useCallback(() => setProjectsOpen(false), []);

  return (
    <ProjectsModalContext value={openProjects}>
      <div className={`agency ${styles.layout}`}>
        <a className={styles.skipLink} href="#main">
          {de.skipLink}
        </a>
        <TopBar />
        <FixedNavbar />
        <Outlet />
        <SiteFooter />
        <ProjectsModal open={projectsOpen} onClose={closeProjects} />
      </div>
    </ProjectsModalContext>
  );
}
