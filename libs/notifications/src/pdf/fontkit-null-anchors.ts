/** The parts of a fontkit font (as pdfkit holds it) that the fix below touches. */
interface FontkitFont {
  _layoutEngine?: { engine?: { GPOSProcessor?: object | null } };
}

interface GposProcessor {
  applyAnchor(markRecord: { markAnchor?: unknown } | null, baseAnchor: unknown, baseIndex: number): void;
}

const FIXED = Symbol.for('derleng.fontkit.null-anchors');

/**
 * fontkit 2.0.4 (pdfkit's shaper) crashes on GPOS mark anchors that are NULL, which the OpenType
 * spec allows and the Google Fonts build of Noto Sans Khmer uses (e.g. អំ, A + nikahit):
 * "Cannot read properties of null (reading 'xCoordinate')" (foliojs/fontkit#367). Until the
 * upstream fix (foliojs/fontkit#374) ships, skip such an attachment as HarfBuzz does: the mark
 * keeps its default position, which is where the font draws it anyway.
 */
export function skipNullGposAnchors(font: FontkitFont): void {
  const processor = font._layoutEngine?.engine?.GPOSProcessor;
  if (!processor) return;
  const prototype = Object.getPrototypeOf(processor) as GposProcessor & { [FIXED]?: true };
  if (prototype[FIXED]) return;
  const applyAnchor = prototype.applyAnchor;
  prototype.applyAnchor = function (this: GposProcessor, markRecord, baseAnchor, baseIndex) {
    if (!baseAnchor || !markRecord?.markAnchor) return;
    applyAnchor.call(this, markRecord, baseAnchor, baseIndex);
  };
  prototype[FIXED] = true;
}

/** The fontkit font behind pdfkit's current font. */
export const currentFontkitFont = (doc: PDFKit.PDFDocument): FontkitFont =>
  (doc as unknown as { _font: { font: FontkitFont } })._font.font;
