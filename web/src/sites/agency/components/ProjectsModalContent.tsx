import { Link } from 'react-router-dom';
import { de } from '../i18n/de';
import { ProjectPreview } from './ProjectPreview';
import styles from './ProjectsModalContent.module.css';

const t = de.projects;

interface ProjectsModalContentProps {
  /** Called when the visitor follows a project link, so the dialog closes on the way out. */
  onNavigate?: () => void;
}

/** The four demos as a showcase: a miniature, what the site is for and a link to it. */
export function ProjectsModalContent({ onNavigate }: ProjectsModalContentProps) {
  return (
    <div className={styles.content}>
      <p className={styles.lead}>{t.lead}</p>
      <ul className={styles.projects}>
        {t.items.map((project) => (
          <li key={project.path} className={styles.project}>
            <Link
              className={styles.previewLink}
              to={project.path}
              onClick={onNavigate}
              tabIndex={-1}
              aria-hidden="true"
            >
              <ProjectPreview path={project.path} />
            </Link>
            <div className={styles.body}>
              <p className={styles.kind}>{project.kind}</p>
              <h3 className={styles.name}>{project.name}</h3>
              <p className={styles.description}>{project.description}</p>
              <ul className={styles.features} aria-label={`${project.name}: Schwerpunkte`}>
                {project.features.map((feature) => (
                  <li key={feature} className={styles.feature}>
                    {feature}
                  </li>
                ))}
              </ul>
              <Link className={styles.visit} to={project.path} onClick={onNavigate}>
                {t.visit(project.name)}
                <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.arrow}>
                  <path d="M4 10h11m-4-4 4 4-4 4" />
                </svg>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
