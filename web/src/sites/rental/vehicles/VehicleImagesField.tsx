import { useUploadImage } from '@showcase/contracts/generated/endpoints/media/media';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { cx } from '../../../shared/class-names';
import buttons from '../components/buttons.module.css';
import { MAX_IMAGES } from './vehicle-form-rules';
import styles from './VehicleForm.module.css';

export interface FormImage {
  id: string;
  thumbnailUrl: string;
}

interface VehicleImagesFieldProps {
  images: readonly FormImage[];
  onChange: (images: FormImage[]) => void;
  error?: string;
}

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
export function VehicleImagesField({ images, onChange, error }: VehicleImagesFieldProps) {
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
        const response = await upload.mutateAsync({ data: { file } });
        if (response.status === 201) {
          added.push({ id: response.data.id, thumbnailUrl: response.data.thumbnailUrl });
        }
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
      <legend className={styles.groupTitle}>Bilder</legend>
      <p className={styles.hint}>
        Ein bis sechs Bilder (png, jpg, jpeg, bmp). Das erste Bild ist das Titelbild; die
        Reihenfolge ändern Sie per Ziehen oder mit den Pfeiltasten.
      </p>
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
            <img src={image.thumbnailUrl} alt={`Bild ${index + 1}`} width={160} height={120} />
            <div className={styles.imageActions}>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`Bild ${index + 1} nach vorne`}
                disabled={index === 0}
                onClick={() => onChange(moved(images, index, index - 1))}
              >
                ←
              </button>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`Bild ${index + 1} nach hinten`}
                disabled={index === images.length - 1}
                onClick={() => onChange(moved(images, index, index + 1))}
              >
                →
              </button>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`Bild ${index + 1} entfernen`}
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
          Bilder auswählen
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
        {uploading > 0 && `${uploading} Bild(er) werden hochgeladen …`}
        {uploading === 0 && rejected > 0 && `${rejected} Datei(en) waren keine gültigen Bilder.`}
      </p>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
