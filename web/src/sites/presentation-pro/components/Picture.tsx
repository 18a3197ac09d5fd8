import type { ResponsiveImage } from '../assets/images';

export interface PictureProps {
  image: ResponsiveImage;
  alt: string;
  /** How wide the image is drawn, so the browser picks the smallest file that is sharp. */
  sizes: string;
  /** Below the fold: lazy. The first hero image: eager with high priority. */
  priority?: boolean;
  className?: string;
  pictureClassName?: string;
}

/** AVIF where the browser reads it, WebP otherwise; intrinsic size set, so nothing jumps. */
export function Picture({
  image,
  alt,
  sizes,
  priority = false,
  className,
  pictureClassName,
}: PictureProps) {
  return (
    <picture className={pictureClassName}>
      {image.sources.avif && <source type="image/avif" srcSet={image.sources.avif} sizes={sizes} />}
      {image.sources.webp && <source type="image/webp" srcSet={image.sources.webp} sizes={sizes} />}
      <img
        className={className}
        src={image.fallback}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
