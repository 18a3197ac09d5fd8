import { useId } from 'react';
import { formatEuro } from '../../../../shared/format/format';
import type { CouponCatalog } from '../../i18n/coupon-catalog';
import {
  COUPON_PANEL,
  COUPON_SHEET,
  couponDesign,
  panelPath,
  type CouponShape,
} from './coupon-designs';
import styles from './CouponPreview.module.css';

/** The picture's shapes as SVG paths: the same the PDF draws. */
export function DesignShapes({ background }: { background: number }) {
  return (
    <>
      {couponDesign(background).shapes.map((shape: CouponShape, index) => (
        <path
          // The shapes of a design never change order: the index is their identity.
          key={index}
          d={shape.d}
          fill={shape.fill ?? 'none'}
          stroke={shape.stroke}
          strokeWidth={shape.strokeWidth}
          strokeLinecap="round"
          opacity={shape.opacity}
        />
      ))}
    </>
  );
}

/** A small picture of a design for its choice: the motif, and the panel the text stands on. */
export function DesignThumbnail({ background }: { background: number }) {
  const { palette } = couponDesign(background);
  const left = COUPON_PANEL.x + 26;
  return (
    <svg
      className={styles.thumbnail}
      viewBox={`0 0 ${COUPON_SHEET.width} ${COUPON_SHEET.height}`}
      aria-hidden="true"
      focusable="false"
    >
      <DesignShapes background={background} />
      <path d={panelPath()} fill="#ffffff" opacity={0.94} stroke={palette.frame} strokeWidth={2} />
      <rect x={left} y={56} width={120} height={14} rx={7} fill={palette.accent} />
      <rect x={left} y={96} width={200} height={30} rx={10} fill={palette.ink} />
      {[160, 184, 208].map((y) => (
        <rect key={y} x={left} y={y} width={250} height={10} rx={5} fill={palette.frame} />
      ))}
      <rect x={left} y={282} width={150} height={30} rx={10} fill={palette.accent} />
      <rect x={left} y={330} width={210} height={14} rx={7} fill={palette.muted} />
    </svg>
  );
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
  background: number;
  amountCents: number | null;
  recipient: string;
  text: string;
  texts: CouponCatalog;
}

/**
 * The coupon as it will be printed, drawn from the PDF's own shapes and sizes (595 × 420
 * points), updated while the form is filled in. The code is a placeholder: it is made on payment.
 */
export function CouponPreview({
  background,
  amountCents,
  recipient,
  text,
  texts,
}: CouponPreviewProps) {
  const t = texts.preview;
  const titleId = useId();
  const { palette } = couponDesign(background);
  const left = COUPON_PANEL.x + 26;
  const width = COUPON_PANEL.width - 52;
  const trimmedRecipient = recipient.trim().slice(0, 25);
  let top = 104;
  const recipientTop = trimmedRecipient ? (top += 26) : null;
  const messageLines = previewLines(text.slice(0, 300));
  const messageTop = top + 24;
  const amount = formatEuro(amountCents ?? 5000, texts.lang);

  return (
    <figure className={styles.preview}>
      <svg
        className={styles.sheet}
        viewBox={`0 0 ${COUPON_SHEET.width} ${COUPON_SHEET.height}`}
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{t.label}</title>
        <DesignShapes background={background} />
        <path
          d={panelPath()}
          fill="#ffffff"
          opacity={0.94}
          stroke={palette.frame}
          strokeWidth={1.2}
        />
        <g className={styles.text}>
          <text x={left} y={60} fontSize={11} fontWeight={700} fill={palette.accent}>
            RentalRevolution
          </text>
          <path d={`M ${left} 68 h 28`} stroke={palette.accent} strokeWidth={2} />
          <text x={left} y={104} fontSize={34} fontWeight={700} fill={palette.ink}>
            {t.heading}
          </text>
          {recipientTop !== null && (
            <text x={left} y={recipientTop} fontSize={15} fill={palette.ink}>
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
              fill={palette.muted}
            >
              {line}
            </text>
          ))}
          <path d={`M ${left} 276 h ${width}`} stroke={palette.frame} strokeWidth={0.8} />
          <text x={left} y={310} fontSize={30} fontWeight={700} fill={palette.accent}>
            {amount}
          </text>
          <text x={left} y={330} fontSize={7.5} fontWeight={700} fill={palette.muted}>
            {t.codeLabel}
          </text>
          <text
            x={left}
            y={347}
            fontSize={14.5}
            fontWeight={700}
            className={styles.code}
            fill={palette.ink}
          >
            {t.codePlaceholder}
          </text>
          <text x={left} y={364} fontSize={9.5} fill={palette.ink}>
            {t.validity}
          </text>
        </g>
      </svg>
      <figcaption className={styles.caption}>{t.note}</figcaption>
    </figure>
  );
}
