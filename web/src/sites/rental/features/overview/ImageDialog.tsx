import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import { Modal } from '../../../../shared/modal/Modal';
import styles from './ImageDialog.module.css';
import { ImageCarousel } from './ImageCarousel';
import type { OverviewTexts } from '../../i18n/rental-catalog';

interface ImageDialogProps {
  open: boolean;
  onClose: () => void;
  vehicle: VehicleDto;
  images: VehicleDto['images'];
  index: number;
  onIndexChange: (index: number) => void;
  texts: OverviewTexts;
}

/** The vehicle's large images, with the card's carousel behaviour (and its current image). */
export function ImageDialog({
  open,
  onClose,
  vehicle,
  images,
  index,
  onIndexChange,
  texts,
}: ImageDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={texts.imageDialog.title(vehicle.name)}
      closeLabel={texts.imageDialog.close}
      className={styles.panel}
    >
      <ImageCarousel
        images={images}
        index={index}
        onIndexChange={onIndexChange}
        vehicleName={vehicle.name}
        texts={texts.carousel}
        variant="large"
        documentKeys
      />
    </Modal>
  );
}
