import { de } from '../i18n/de';
import { useOpenProjects } from './projects-context';

interface ProjectsButtonProps {
  className?: string;
  /** Runs before the modal opens, e.g. to fold the mobile menu away. */
  onOpen?: () => void;
}

export function ProjectsButton({ className, onOpen }: ProjectsButtonProps) {
  const openProjects = useOpenProjects();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => {
        onOpen?.();
        openProjects();
      }}
    >
      {de.nav.projects}
    </button>
  );
}
