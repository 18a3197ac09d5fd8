import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '../../../../shared/class-names';
import { BookingMethodDialog } from '../booking/BookingMethodDialog';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import { staffDe } from '../../i18n/staff-de';
import { rentalPaths } from '../../rental-paths';
import { BlockVehicleDialog, type BlockOutcome } from './BlockVehicleDialog';
import { ImageCarousel } from './ImageCarousel';
import { ImageDialog } from './ImageDialog';
import {
  BinocularsIcon,
  CaptainIcon,
  DepositIcon,
  GrillIcon,
  LicenceIcon,
  ListIcon,
  MusicIcon,
  PeopleIcon,
} from './OverviewIcons';
import { PriceListDialog } from './PriceListDialog';
import { formatPrice } from '../../../../shared/format/format';
import { fromPricePerHour, MAX_CAROUSEL_IMAGES } from './price-list';
import styles from './VehicleCard.module.css';

interface VehicleCardProps {
  vehicle: VehicleDto;
  texts: RentalCatalog;
  /** Staff see the Change and Block controls. */
  staff: boolean;
  /** The page's first card loads its first image at once. */
  eager: boolean;
  onBlocked: (outcome: BlockOutcome) => void;
}

type OpenDialog = 'images' | 'prices' | 'booking' | 'block' | null;

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className={styles.fact}>
      {icon}
      <span>{children}</span>
    </li>
  );
}

/** One vehicle: its pictures, what it offers, its price and the ways to book it. */
export function VehicleCard({ vehicle, texts, staff, eager, onBlocked }: VehicleCardProps) {
  const t = texts.overview.card;
  const headingId = useId();
  const [imageIndex, setImageIndex] = useState(0);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const images = vehicle.images.slice(0, MAX_CAROUSEL_IMAGES);
  const money = (cents: number) => formatPrice(cents, texts.lang);
  const fromPrice = fromPricePerHour(vehicle.prices);
  const description = texts.lang === 'en' ? vehicle.descriptionEn : vehicle.descriptionDe;
  const deposit = vehicle.depositCents ?? 0;
  const extras = [
    vehicle.extraBarbecue && { key: 'barbecue', icon: GrillIcon, label: t.barbecue },
    vehicle.extraMusicBox && { key: 'music', icon: MusicIcon, label: t.musicBox },
    vehicle.extraBinoculars && { key: 'binoculars', icon: BinocularsIcon, label: t.binoculars },
    vehicle.captainCentsPerHour !== null && {
      key: 'captain',
      icon: CaptainIcon,
      label: t.captain(money(vehicle.captainCentsPerHour)),
    },
  ].filter((extra) => extra !== false);

  return (
    <article
      id={vehicle.name}
      className={cx(styles.card, images.length < 2 && styles.single)}
      aria-labelledby={headingId}
    >
      <ImageCarousel
        images={images}
        index={imageIndex}
        onIndexChange={setImageIndex}
        vehicleName={vehicle.name}
        texts={texts.overview.carousel}
        variant="card"
        eager={eager}
        onOpen={() => setDialog('images')}
      />
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h2 id={headingId} className={styles.name}>
            {vehicle.name}
          </h2>
          {fromPrice !== null && (
            <p className={styles.price}>
              <span className={styles.priceFrom}>{t.fromPrice.before}</span>{' '}
              <strong className={styles.priceAmount}>{money(fromPrice)}</strong>{' '}
              <span className={styles.priceUnit}>{t.fromPrice.after}</span>
            </p>
          )}
        </div>

        <ul className={styles.facts}>
          <Fact icon={<PeopleIcon className={styles.factIcon} />}>
            {t.passengers(vehicle.passengers)}
          </Fact>
          <Fact icon={<LicenceIcon className={styles.factIcon} />}>
            {t.licence[vehicle.licence]}
          </Fact>
          {deposit > 0 && (
            <Fact icon={<DepositIcon className={styles.factIcon} />}>
              {t.deposit(money(deposit))}
            </Fact>
          )}
        </ul>

        {description && <p className={styles.description}>{description}</p>}

        {extras.length > 0 && (
          <div className={styles.extras}>
            <h3 className={styles.extrasTitle}>{t.extrasTitle}</h3>
            <ul className={styles.extraList}>
              {extras.map(({ key, icon: Icon, label }) => (
                <li key={key} className={styles.extra}>
                  <Icon className={styles.extraIcon} />
                  {label}
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className={styles.actions}>
          <button
            type="button"
            className={styles.priceListButton}
            aria-describedby={headingId}
            onClick={() => setDialog('prices')}
          >
            <ListIcon className={styles.buttonIcon} />
            {t.priceList}
          </button>
          <button
            type="button"
            className={styles.bookButton}
            aria-describedby={headingId}
            onClick={() => setDialog('booking')}
          >
            {t.bookNow}
          </button>
        </div>

        {staff && (
          <div className={styles.staff}>
            <Link
              className={styles.staffButton}
              to={rentalPaths.vehicleForm.change(vehicle.type, vehicle.name)}
              aria-describedby={headingId}
            >
              {staffDe.blockVehicle.change}
            </Link>
            <button
              type="button"
              className={styles.blockButton}
              aria-describedby={headingId}
              onClick={() => setDialog('block')}
            >
              {staffDe.blockVehicle.block}
            </button>
          </div>
        )}
      </div>

      <ImageDialog
        open={dialog === 'images'}
        onClose={close}
        vehicle={vehicle}
        images={images}
        index={imageIndex}
        onIndexChange={setImageIndex}
        texts={texts.overview}
      />
      <PriceListDialog open={dialog === 'prices'} onClose={close} vehicle={vehicle} texts={texts} />
      <BookingMethodDialog
        open={dialog === 'booking'}
        onClose={close}
        type={vehicle.type}
        vehicleName={vehicle.name}
      />
      {dialog === 'block' && (
        <BlockVehicleDialog
          vehicle={vehicle}
          onClose={close}
          onBlocked={(outcome) => {
            close();
            onBlocked(outcome);
          }}
        />
      )}
    </article>
  );
}
