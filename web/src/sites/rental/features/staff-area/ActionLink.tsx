import { Link } from 'react-router-dom';
import { MenuIcon } from './MenuIcons';
import styles from './StaffDialogs.module.css';

interface ActionLinkProps {
  to: string;
  title: string;
  /** What the link is called: names the type, e.g. 'Kanu hinzufügen'. */
  label: string;
  text: string;
}

/** A choice card: the link names its target, the sentence below explains it. */
export function ActionLink({ to, title, label, text }: ActionLinkProps) {
  return (
    <li className={styles.choice}>
      <span className={styles.choiceTitle}>{title}</span>
      <span className={styles.choiceText}>{text}</span>
      <Link to={to} className={styles.choiceLink}>
        {label}
        <MenuIcon name="arrow" className={styles.linkIcon} />
      </Link>
    </li>
  );
}
