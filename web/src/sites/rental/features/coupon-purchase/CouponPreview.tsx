import {
  getGetCouponDesignImageUrl,
  getGetCouponDesignThumbnailUrl,
  useListCouponDesigns,
} from '@showcase/contracts/generated/endpoints/coupons/coupons';
import type { CouponBackground } from '@showcase/contracts/generated/model/couponBackground';
import type { CouponPaletteDto } from '@showcase/contracts/generated/model/couponPaletteDto';
import { cx } from '../../../../shared/class-names';
import { formatEuro } from '../../../../shared/format/format';
import type { CouponCatalog } from '../../i18n/coupon-catalog';
import styles from './CouponPreview.module.css';

/**
 * The PDF's page (A5 landscape, in points) and the column its words stand in on the text panel
 * (api coupon-pdf.ts). The designs themselves are the API's: it serves them as pictures.
 */
const SHEET = { width: 595, height: 420 } as const;
const TEXT_LEFT = 54;
const TEXT_WIDTH = 292;

/**
 * A small picture of a design for its choice: the motif and the text panel, with bars where the
 * words go. Decorative: the choice's label names the design.
 */
export function DesignThumbnail({ background }: { background: CouponBackground }) {
  return (
    <img
      className={styles.thumbnail}
      src={getGetCouponDesignThumbnailUrl(background)}
      alt=""
      width={SHEET.width}
      height={SHEET.height}
      decoding="async"
      draggable={false}
    />
  );
}

/**
 * The colours a design gives the coupon's words, as the PDF prints them. They come with the
 * designs from the API; until they arrive (the first moments of a first visit: the pre-rendered
 * page has none) the words take the site's own ink.
 */
function usePalette(background: CouponBackground): CouponPaletteDto | undefined {
  // The designs change only with a release: no need to ask again while the page is open.
  const designs = useListCouponDesigns({ query: { staleTime: Infinity } });
  return designs.data?.items.find((design) => design.background === background)?.palette;
}

/** Breaks the buyer's words into the panel's lines (about as the PDF does; a preview). */
export function previewLines(text: string, perLine = 52, maxLines = 9): string[] {
  const lines: string[] = [];
  for (const paragraph of text.trim().split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let rest = word;
      while (rest.length > perLine) {
        if (line) lines.push(line);
        lines.push(rest.slice(0, perLine));
        line = '';
        rest = rest.slice(perLine);
      }
      if (!line) line = rest;
      else if (line.length + 1 + rest.length <= perLine) line = `${line} ${rest}`;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines.slice(0, maxLines);
}

interface CouponPreviewProps {
  background: CouponBackground;
  amountCents: number | null;
  recipient: string;
  text: string;
  texts: CouponCatalog;
}

/**
 * The coupon as it will be printed, updated while the form is filled in: the design's picture as
 * the API draws it (the PDF's shapes), the words written over it at the PDF's places and sizes
 * (595 × 420 points), in the design's colours. The code is a placeholder: it is made on payment.
 */
export function CouponPreview({
  background,
  amountCents,
  recipient,
  text,
  texts,
}: CouponPreviewProps) {
  const t = texts.preview;
  const palette = usePalette(background);
  /** A colour of the palette: its attribute once known, else the role's class (CSS) decides. */
  const fill = (role: keyof CouponPaletteDto) => ({
    className: styles[role],
    fill: palette?.[role],
  });
  const stroke = (role: keyof CouponPaletteDto) => ({
    className: styles[`${role}Line`],
    stroke: palette?.[role],
  });
  const left = TEXT_LEFT;
  const trimmedRecipient = recipient.trim().slice(0, 25);
  let top = 104;
  const recipientTop = trimmedRecipient ? (top += 26) : null;
  const messageLines = previewLines(text.slice(0, 300));
  const messageTop = top + 24;
  const amount = formatEuro(amountCents ?? 5000, texts.lang);

  return (
    <figure className={styles.preview}>
      <div className={styles.sheet} role="img" aria-label={t.label}>
        <img
          className={styles.picture}
          src={getGetCouponDesignImageUrl(background)}
          alt=""
          width={SHEET.width}
          height={SHEET.height}
          draggable={false}
        />
        <svg
          className={cx(styles.words, !palette && styles.unpainted)}
          viewBox={`0 0 ${SHEET.width} ${SHEET.height}`}
          aria-hidden="true"
          focusable="false"
        >
          <text x={left} y={60} fontSize={11} fontWeight={700} {...fill('accent')}>
            RentalRevolution
          </text>
          <path d={`M ${left} 68 h 28`} strokeWidth={2} {...stroke('accent')} />
          <text x={left} y={104} fontSize={34} fontWeight={700} {...fill('ink')}>
            {t.heading}
          </text>
          {recipientTop !== null && (
            <text x={left} y={recipientTop} fontSize={15} {...fill('ink')}>
              {t.forRecipient(trimmedRecipient)}
            </text>
          )}
          {messageLines.map((line, index) => (
            <text
              key={index}
              x={left}
              y={messageTop + index * 14}
              fontSize={10.5}
              fontStyle="italic"
              {...fill('muted')}
            >
              {line}
            </text>
          ))}
          <path d={`M ${left} 276 h ${TEXT_WIDTH}`} strokeWidth={0.8} {...stroke('frame')} />
          <text x={left} y={310} fontSize={30} fontWeight={700} {...fill('accent')}>
            {amount}
          </text>
          <text x={left} y={330} fontSize={7.5} fontWeight={700} {...fill('muted')}>
            {t.codeLabel}
          </text>
          <text
            x={left}
            y={347}
            fontSize={14.5}
            fontWeight={700}
            {...fill('ink')}
            className={cx(styles.ink, styles.code)}
          >
            {t.codePlaceholder}
          </text>
          <text x={left} y={364} fontSize={9.5} {...fill('ink')}>
            {t.validity}
          </text>
        </svg>
      </div>
      <figcaption className={styles.caption}>{t.note}</figcaption>
    </figure>
  );
}
