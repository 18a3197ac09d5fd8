/** The 26 uppercase letters the scramble draws from (spec §9). */
export const SCRAMBLE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Ticks each letter stays scrambled before the next one resolves. */
export const TICKS_PER_LETTER = 3;

/** How many ticks it takes until `text` reads in full. */
export function scrambleTicks(text: string): number {
  return text.length * TICKS_PER_LETTER;
}

/**
 * The text shown after `tick` ticks: the first letters already read as the real text, every later
 * letter is a random uppercase letter; spaces stay spaces so the word shape holds.
 */
export function scrambleFrame(text: string, tick: number, random: () => number = Math.random) {
  const resolved = Math.floor(tick / TICKS_PER_LETTER);
  return Array.from(text, (char, index) => {
    if (index < resolved || char.trim() === '') return char;
    return SCRAMBLE_ALPHABET[Math.floor(random() * SCRAMBLE_ALPHABET.length)] ?? 'A';
  }).join('');
}
