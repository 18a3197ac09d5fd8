import { useUploadGalleryItem } from '@showcase/contracts/generated/endpoints/gallery/gallery';
import { isApiError } from '@showcase/contracts/fetcher';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import styles from './Gallery.module.css';
import { refreshGalleryItems } from './gallery-items';
import { galleryTexts } from './gallery-texts';

const t = galleryTexts.upload;

/** The admin's upload form (spec §4, §8): one image file, sent as multipart `file`. */
export function UploadForm() {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const upload = useUploadGalleryItem();
  const queryClient = useQueryClient();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.isPending) return;
    const file = fileInput.current?.files?.[0];
    setDone(false);
    if (!file) {
      setProblem(t.required);
      fileInput.current?.focus();
      return;
    }
    setProblem(null);
    upload.mutate(
      { data: { file } },
      {
        onSuccess: () => {
          setDone(true);
          if (fileInput.current) fileInput.current.value = '';
          void refreshGalleryItems(queryClient);
        },
        onError: (error) =>
          setProblem(isApiError(error) && error.status === 400 ? t.invalid : t.failed),
      },
    );
  };

  return (
    <form
      className={styles.uploadForm}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className={styles.panelTitle}>
        {t.title}
      </h3>
      <div className={styles.uploadRow}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-file`}>
            {t.label}
          </label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            className={styles.fileInput}
            type="file"
            name="file"
            accept="image/png,image/jpeg,image/bmp"
            aria-invalid={problem !== null}
            aria-describedby={`${id}-status`}
            onChange={() => {
              setProblem(null);
              setDone(false);
            }}
          />
        </div>
        <button className={styles.primaryButton} type="submit" aria-disabled={upload.isPending}>
          {t.submit}
        </button>
      </div>
      <div id={`${id}-status`} className={styles.uploadStatus} aria-live="polite">
        {upload.isPending && (
          <>
            <progress className={styles.progress} aria-label={t.uploading} />
            <span>{t.uploading}</span>
          </>
        )}
        {problem && (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        )}
        {done && <p className={styles.success}>{t.done}</p>}
      </div>
    </form>
  );
}
