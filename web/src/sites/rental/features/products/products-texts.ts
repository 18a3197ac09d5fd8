import type { ProductFailureNote, ProductFormErrorKey } from './product-form-checks';
import type { RestockFailureNote } from './restock';

const pieces = (count: number) => (count === 1 ? '1 Produkt' : `${count} Produkte`);

/** The staff products page's words (German only, like every staff screen). */
export const productsTexts = {
  title: (category: string) => `Produkte: ${category}`,
  lead: 'Preise und Bestand der Kasse pflegen. Mit „+1“ und „Auffüllen“ füllen Sie den Bestand nach.',
  leadServices: 'Preise der Dienstleistungen pflegen. Dienstleistungen haben keinen Bestand.',
  categoriesNav: 'Kategorien',
  add: 'Produkt hinzufügen',

  listTitle: (category: string) => `${category} im Sortiment`,
  loading: 'Produkte werden geladen …',
  loadFailed: 'Die Produkte konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  /** Spec §8, word for word. */
  empty: 'Es gibt noch keine Produkte in dieser Kategorie.',
  count: (total: number, low: number) =>
    `${pieces(total)}${low > 0 ? `, ${low} zum Nachfüllen` : ''}`,

  price: 'Preis',
  stock: (actual: string, target: number) => `Bestand ${actual} / ${target}`,
  /** A counted product without a count yet. */
  stockUnknown: '–',
  low: 'nachfüllen',
  unlimited: 'unbegrenzt',
  changedBy: (name: string) => `zuletzt von ${name}`,

  actions: {
    edit: 'Bearbeiten',
    delete: 'Löschen',
    plusOne: '+1',
    plusOneLabel: (name: string) => `+1 Stück: ${name}`,
    refill: 'Auffüllen',
    refillLabel: (name: string, target: number) => `Auffüllen auf ${target}: ${name}`,
    named: (action: string, name: string) => `${action}: ${name}`,
    busy: 'Wird gespeichert …',
  },

  outcome: {
    added: (name: string) => `„${name}“ wurde hinzugefügt.`,
    changed: (name: string) => `„${name}“ wurde geändert.`,
    deleted: (name: string) => `„${name}“ wurde gelöscht.`,
    restocked: (name: string, actual: number) => `${name}: Bestand jetzt ${actual}.`,
  },

  restock: {
    failed: (name: string) => `${name}: Der Bestand konnte nicht erhöht werden.`,
    notes: {
      failed: 'Bitte versuchen Sie es erneut.',
      gone: 'Dieses Produkt gibt es nicht mehr. Die Liste wird neu geladen.',
      notCounted: 'Für dieses Produkt wird kein Bestand mehr gezählt. Die Liste wird neu geladen.',
      tooHigh: 'Mehr als 1.000.000 Stück passen nicht in den Bestand.',
      forbidden: 'Dafür fehlt Ihnen die Berechtigung.',
      unavailable: 'Der Server ist gerade nicht erreichbar. Bitte versuchen Sie es gleich erneut.',
    } satisfies Record<RestockFailureNote, string>,
  },

  form: {
    addTitle: (category: string) => `Produkt hinzufügen: ${category}`,
    editTitle: (name: string) => `„${name}“ bearbeiten`,
    close: 'Schließen',
    cancel: 'Abbrechen',
    save: 'Speichern',
    create: 'Hinzufügen',
    saving: 'Wird gespeichert …',
    optional: 'optional',
    labels: {
      name: 'Name',
      price: 'Preis in €',
      actualStock: 'Bestand',
      targetStock: 'Soll-Bestand',
    },
    hints: {
      name: 'Höchstens 20 Zeichen.',
      price: 'Zum Beispiel 2,50 – höchstens zwei Nachkommastellen.',
      actualStock: 'Stück, die gerade da sind. Nur Ziffern.',
      targetStock: 'So viele sollen da sein. Nur mit Soll-Bestand zeigt die Liste den Bestand.',
      priceRaiseOnly: (price: string) => `Bisher ${price}. Sie dürfen ihn nur erhöhen.`,
      stockRaiseOnly: (actual: number) => `Bisher ${actual}. Sie dürfen ihn nur erhöhen.`,
    },
    services: 'Dienstleistungen haben keinen Bestand: Sie sind unbegrenzt verfügbar.',
    restricted:
      'Als Mitarbeiter dürfen Sie nur den Preis und den Bestand erhöhen. Alles andere ändern Admins.',
    errors: {
      nameRequired: 'Bitte geben Sie einen Produktnamen an.',
      /** Spec §5, word for word. */
      nameTooLong: 'Der Produktname ist zu lang',
      priceRequired: 'Bitte geben Sie einen Preis an.',
      priceInvalid:
        'Bitte geben Sie den Preis in Euro an, z. B. 2,50 (höchstens zwei Nachkommastellen).',
      stockInvalid: 'Bitte nur Ziffern eingeben, z. B. 24.',
      stockTooLarge: 'Das ist zu viel: höchstens 1.000.000 Stück.',
      actualRequired: 'Mit Soll-Bestand braucht es auch den aktuellen Bestand.',
      priceLowered: 'Den Preis dürfen Sie nur erhöhen. Senken dürfen ihn nur Admins.',
      stockLowered: 'Den Bestand dürfen Sie nur erhöhen. Senken dürfen ihn nur Admins.',
    } satisfies Record<ProductFormErrorKey, string>,
    /** Under a failed save, besides the field messages. */
    notes: {
      failed: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
      checkMarked: 'Das hat nicht geklappt. Bitte prüfen Sie die markierten Felder.',
      adminOnly:
        'Diese Änderung dürfen nur Admins vornehmen. Als Mitarbeiter dürfen Sie Preis und Bestand nur erhöhen.',
      gone: 'Dieses Produkt gibt es nicht mehr. Die Liste wird neu geladen.',
      forbidden: 'Dafür fehlt Ihnen die Berechtigung.',
      unavailable: 'Der Server ist gerade nicht erreichbar. Bitte versuchen Sie es gleich erneut.',
      nameTooLong:
        'Der Produktname ist zu lang (höchstens 20 Zeichen) – bitte einen Admin, ihn zu kürzen.',
    } satisfies Record<ProductFailureNote, string>,
  },

  remove: {
    title: (name: string) => `„${name}“ löschen?`,
    lead: 'Das Produkt verschwindet aus dieser Liste und aus der Kasse. Das lässt sich nicht rückgängig machen.',
    confirm: 'Endgültig löschen',
    deleting: 'Wird gelöscht …',
    cancel: 'Abbrechen',
    close: 'Schließen',
    failed: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
    forbidden: 'Produkte löschen dürfen nur Admins.',
    gone: 'Dieses Produkt gibt es nicht mehr. Die Liste wird neu geladen.',
  },
} as const;
