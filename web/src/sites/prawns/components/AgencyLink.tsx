import { Link } from 'react-router-dom';
import { prawnsTexts } from '../prawns-texts';
import styles from './AgencyLink.module.css';

/** Back to the agency that built this demo, at the very top of the page. */
export function AgencyLink() {
  return (
    <header className={styles.bar}>
      <Link className={styles.link} to="/">
        <span aria-hidden="true">←</span> {prawnsTexts.agencyName}
      </Link>
    </header>
  );
}
