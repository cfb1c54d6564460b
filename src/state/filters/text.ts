/**
 * Unicode's bidirectional controls (marks, embeddings, overrides, isolates): in a filter name or a search
 * text they would let one text display as another (U+202E shows what follows right to left).
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
