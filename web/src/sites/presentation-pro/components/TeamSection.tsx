import { useState, type PointerEvent } from 'react';
import { cx } from '../../../shared/class-names';
import { FadeIn } from '../../../shared/motion/FadeIn';
import { teamPortrait } from '../assets/images';
import { office } from '../data/office';
import type { PresentationCatalog } from '../i18n/presentation-catalog';
import { presentationTimings } from '../presentation-timings';
import { Icon, type IconName } from './Icon';
import { Picture } from './Picture';
import styles from './TeamSection.module.css';
import ui from './ui.module.css';

/** first.last@… from the person's name, umlaut-free as mail addresses are. */
function mailOf(name: string): string {
  const local = name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, '.');
  return `${local}@${office.email.split('@')[1] ?? ''}`;
}

export function TeamSection({ texts, id }: { texts: PresentationCatalog; id: string }) {
  const t = texts.contact;
  return (
    <section id={id} className={cx(ui.section, ui.alt)} aria-labelledby="pp-team-title">
      <div className={ui.inner}>
        <FadeIn className={ui.head} rootMargin={presentationTimings.fadeInMargin} resetAtTop>
          <h2 id="pp-team-title" className={ui.title}>
            {t.teamTitle}
          </h2>
          <p className={ui.lead}>{t.teamLead}</p>
        </FadeIn>
        <ul className={styles.grid}>
          {t.team.map((member, index) => (
            <TeamCard key={member.name} member={member} number={index + 1} texts={texts} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function TeamCard({
  member,
  number,
  texts,
}: {
  member: { name: string; role: string };
  number: number;
  texts: PresentationCatalog;
}) {
  // Touch screens cannot hover: a tap on the card shows the icons, another hides them.
  const [revealed, setRevealed] = useState(false);
  const onPointerUp = (event: PointerEvent<HTMLLIElement>) => {
    if (event.pointerType !== 'touch') return;
    if (event.target instanceof Element && event.target.closest('a')) return;
    setRevealed((shown) => !shown);
  };
  const channels: { icon: IconName; label: string; href: string; external: boolean }[] = [
    { icon: 'phone', label: texts.floating.phone, href: office.phoneHref, external: false },
    {
      icon: 'mail',
      label: texts.floating.email,
      href: `mailto:${mailOf(member.name)}`,
      external: false,
    },
    { icon: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/', external: true },
    { icon: 'xing', label: 'XING', href: 'https://www.xing.com/', external: true },
  ];

  return (
    <li
      className={cx(styles.card, revealed && styles.revealed)}
      data-revealed={revealed}
      onPointerUp={onPointerUp}
    >
      <div className={styles.media}>
        <Picture
          image={teamPortrait(number)}
          alt=""
          sizes="(min-width: 64rem) 22rem, (min-width: 36rem) 45vw, 90vw"
          className={styles.portrait}
        />
        <ul className={styles.icons}>
          {channels.map((channel) => (
            <li key={channel.icon}>
              <a
                className={styles.iconLink}
                href={channel.href}
                aria-label={texts.contact.teamContact(member.name, channel.label)}
                {...(channel.external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}
              >
                <Icon name={channel.icon} className={styles.icon} />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{member.name}</h3>
        <p className={styles.role}>{member.role}</p>
      </div>
    </li>
  );
}
