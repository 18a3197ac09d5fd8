import { OfferPrice } from '../order/OfferPrice';
import { usePrawnOffer } from '../order/use-prawn-offer';
import { prawnsTexts } from '../prawns-texts';
import styles from './OrderSection.module.css';
import { SocialIcon } from './SocialIcon';

const t = prawnsTexts.order;
const social = prawnsTexts.social;

const BLANK_NAME = 'Today’s box';
const BLANK_DESCRIPTION =
  'Today’s offer is on its way in from the harbour; its name and what is in it appear here soon.';

/** Today's offer with its ORDER NOW button, and the social cards beside it. */
export function OrderSection({ onOrder }: { onOrder: () => void }) {
  const offer = usePrawnOffer();

  return (
    <section id="order" tabIndex={-1} className={styles.section} aria-labelledby="order-title">
      <div className={styles.inner}>
        <article className={styles.offer}>
          <div className={styles.offerText}>
            <h2 id="order-title" className={styles.title}>
              {t.title}
            </h2>
            {offer.data ? (
              <>
                <p className={styles.product}>{offer.data.name}</p>
                <p className={styles.description}>{offer.data.description}</p>
              </>
            ) : (
              // Until the offer arrives, bars where its name and description will stand (text
              // of about their length, not shown), so the section keeps its height.
              <>
                <p className={styles.product} aria-hidden="true">
                  <span className={styles.blank}>{BLANK_NAME}</span>
                </p>
                <p className={styles.description} aria-hidden="true">
                  <span className={styles.blank}>{BLANK_DESCRIPTION}</span>
                </p>
              </>
            )}
            <ul className={styles.perks}>
              {t.perks.map((perk) => (
                <li key={perk}>{perk}</li>
              ))}
            </ul>
          </div>
          <div className={styles.buy}>
            <OfferPrice offer={offer.data} failed={offer.isError} />
            <button type="button" className={styles.orderButton} onClick={onOrder}>
              {t.button}
            </button>
          </div>
        </article>

        <div className={styles.social}>
          <h3 className={styles.socialTitle}>{social.title}</h3>
          <ul className={styles.cards}>
            {social.cards.map((card) => (
              <li key={card.network}>
                <a
                  className={styles.card}
                  href={card.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <SocialIcon network={card.network} className={styles.cardIcon} />
                  <span className={styles.cardText}>
                    <span className={styles.network}>{card.network}</span>
                    <span className={styles.handle}>{card.handle}</span>
                    <span className={styles.blurb}>{card.text}</span>
                  </span>
                  <span className="visually-hidden">{social.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
