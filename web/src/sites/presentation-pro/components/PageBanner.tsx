import { banner, type BannerName } from '../assets/images';
import { Picture } from './Picture';
import styles from './PageBanner.module.css';

export interface PageBannerProps {
  image: BannerName;
  eyebrow: string;
  title: string;
  lead?: string;
}

/** The picture band at the top of every page but home, with the page's one h1. */
export function PageBanner({ image, eyebrow, title, lead }: PageBannerProps) {
  return (
    <header className={styles.banner}>
      <Picture
        image={banner(image)}
        alt=""
        sizes="100vw"
        priority
        className={styles.image}
        pictureClassName={styles.picture}
      />
      <div className={styles.content}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
    </header>
  );
}
