import { Modal } from '../../../shared/modal/Modal';
import { de } from '../i18n/de';
import styles from './ProjectsModal.module.css';
import { ProjectsModalContent } from './ProjectsModalContent';

interface ProjectsModalProps {
  open: boolean;
  onClose: () => void;
}

/** The projects showcase in the shared dialog (focus trap, scroll lock, three ways to close). */
export function ProjectsModal({ open, onClose }: ProjectsModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={de.projects.title}
      closeLabel={de.projects.closeLabel}
      className={styles.panel}
    >
      <ProjectsModalContent onNavigate={onClose} />
    </Modal>
  );
}
