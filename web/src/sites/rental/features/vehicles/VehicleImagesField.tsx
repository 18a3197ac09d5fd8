import { useUploadImage } from '@showcase/contracts/generated/endpoints/media/media';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { cx } from '../../../../shared/class-names';
import buttons from '../../components/buttons.module.css';
import { staffDe } from '../../i18n/staff-de';
import styles from './VehicleForm.module.css';
import { vehicleLimits, type FormImage, type VehicleFormValues } from './vehicle-form-rules';

const t = staffDe.vehicleForm.images;
const MAX_IMAGES = vehicleLimits.images;

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * Up to six pictures: each is uploaded at once (the server checks and converts it), then the
 * order is set by drag and drop or, for keyboards, with the arrow buttons.
 */
export function VehicleImagesField() {
  const { control } = useFormContext<VehicleFormValues>();
  const {
    field: { value: images, onChange },
    fieldState: { error: fieldError },
  } = useController({ control, name: 'images' });
  const error = fieldError?.message;
  const upload = useUploadImage();
  const [uploading, setUploading] = useState(0);
  const [rejected, setRejected] = useState(0);
  const dragged = useRef<number | null>(null);
  const inputId = useId();
  const errorId = useId();

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, MAX_IMAGES - images.length);
    event.target.value = '';
    setUploading(files.length);
    setRejected(0);
    const added: FormImage[] = [];
    for (const file of files) {
      try {
        const { id, thumbnailUrl } = await upload.mutateAsync({ data: { file } });
        added.push({ id, thumbnailUrl });
      } catch {
        setRejected((count) => count + 1);
      }
      setUploading((count) => count - 1);
    }
    onChange([...images, ...added]);
  };

  const onDrop = (to: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged.current === null) return;
    onChange(moved(images, dragged.current, to));
    dragged.current = null;
  };

  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.groupTitle}>{t.title}</legend>
      <p className={styles.hint}>{t.hint}</p>
      <ol className={styles.images}>
        {images.map((image, index) => (
          <li
            key={image.id}
            className={styles.image}
            draggable
            onDragStart={() => {
              dragged.current = index;
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={onDrop(index)}
          >
            <img src={image.thumbnailUrl} alt={t.alt(index + 1)} width={160} height={120} />
            <div className={styles.imageActions}>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t.forward(index + 1)}
                disabled={index === 0}
                onClick={() => onChange(moved(images, index, index - 1))}
              >
                ←
              </button>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t.back(index + 1)}
                disabled={index === images.length - 1}
                onClick={() => onChange(moved(images, index, index + 1))}
              >
                →
              </button>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t.remove(index + 1)}
                onClick={() => onChange(images.filter((_, i) => i !== index))}
              >
                ✕
              </button>
            </div>
          </li>
        ))}
      </ol>
      {images.length < MAX_IMAGES && (
        <label htmlFor={inputId} className={cx(buttons.secondary, styles.uploadButton)}>
          {t.choose}
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept="image/png,image/jpeg,image/bmp"
            multiple
            onChange={(event) => void addFiles(event)}
          />
        </label>
      )}
      <p role="status" className={styles.hint}>
        {uploading > 0 && t.uploading(uploading)}
        {uploading === 0 && rejected > 0 && t.rejected(rejected)}
      </p>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
