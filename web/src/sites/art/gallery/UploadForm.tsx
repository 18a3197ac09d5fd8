import { useUploadGalleryItem } from '@showcase/contracts/generated/endpoints/gallery/gallery';
import { uploadGalleryItemBodyTitleMax } from '@showcase/contracts/generated/zod/gallery/gallery.zod';
import { isApiError } from '@showcase/contracts/fetcher';
import type { ApiError } from '@showcase/contracts/fetcher';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { cx } from '../../../shared/class-names';
import styles from './Gallery.module.css';
import { refreshGalleryItems } from './gallery-items';
import { galleryTexts } from './gallery-texts';

const t = galleryTexts.upload;

/** What the server refused: the title (it names the field) or else the picture. */
function refusal(error: ApiError | Error): string {
  if (!isApiError(error) || error.status !== 400) return t.failed;
  const fields = error.problem?.errors?.map((problem) => problem.field) ?? [];
  return fields.includes('title') ? t.titleTooLong(uploadGalleryItemBodyTitleMax) : t.invalid;
}

/**
 * The admin's upload form (spec §4, §8): one image file, sent as multipart `file`, and an
 * optional title (the large view shows it, and it is the picture's text alternative).
 */
export function UploadForm() {
  const id = useId();
  const titleInput = useRef<HTMLInputElement>(null);
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
    const title = titleInput.current?.value.trim();
    upload.mutate(
      { data: { file, ...(title ? { title } : {}) } },
      {
        onSuccess: () => {
          setDone(true);
          if (titleInput.current) titleInput.current.value = '';
          if (fileInput.current) fileInput.current.value = '';
          void refreshGalleryItems(queryClient);
        },
        onError: (error) => setProblem(refusal(error)),
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
        <div className={cx(styles.field, styles.titleField)}>
          <label className={styles.label} htmlFor={`${id}-name`}>
            {t.titleLabel}
          </label>
          <input
            ref={titleInput}
            id={`${id}-name`}
            className={styles.input}
            type="text"
            name="title"
            autoComplete="off"
            maxLength={uploadGalleryItemBodyTitleMax}
            onChange={() => setDone(false)}
          />
        </div>
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
