import { drawBlock, lineHeight, wrap, type PdfDocument, type TextStyle } from './pdf-text';

/** An A4 page's box in points. */
const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const LEFT = PAGE.margin;
const WIDTH = PAGE.width - 2 * PAGE.margin;
/** Text stops here; the page's footer is below. */
const BOTTOM = PAGE.height - PAGE.margin - 20;

export const FLOW_COLOR = {
  text: '#2b1d14',
  muted: '#5f4b3c',
  primary: '#7a1f1f',
  rule: '#e8d8c0',
};

/**
 * Text that runs on over as many A4 pages as it needs (a document longer than a receipt: the
 * customer's copy of their data): each block goes where the last ended, on a new page when it
 * would not fit, and every page carries its footer.
 */
export class PdfFlow {
  private y = PAGE.margin;
  private page = 1;

  constructor(
    private readonly doc: PdfDocument,
    private readonly footer: (page: number) => string,
  ) {
    this.drawFooter();
  }

  private drawFooter(): void {
    drawBlock(this.doc, this.footer(this.page), {
      x: LEFT,
      y: PAGE.height - PAGE.margin,
      width: WIDTH,
      style: { size: 8, color: FLOW_COLOR.muted, align: 'center' },
    });
  }

  /** Starts a new page when fewer than `height` points are left on this one. */
  keep(height: number): void {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.page += 1;
    this.y = PAGE.margin;
    this.drawFooter();
  }

  /** Wrapped text across the page's width (or indented), breaking between its lines. */
  text(text: string, style: TextStyle, options: { indent?: number; after?: number } = {}): void {
    const indent = options.indent ?? 0;
    for (const line of wrap(this.doc, text, WIDTH - indent, style)) {
      this.keep(lineHeight(style));
      this.y = drawBlock(this.doc, line, {
        x: LEFT + indent,
        y: this.y,
        width: WIDTH - indent,
        style,
      });
    }
    this.y += options.after ?? 2;
  }

  /** A section's title, kept with the first lines under it, over a rule. */
  heading(text: string): void {
    const style: TextStyle = { size: 13, weight: 'bold', color: FLOW_COLOR.primary };
    this.keep(lineHeight(style) + 48);
    this.y += 10;
    this.text(text, style, { after: 2 });
    this.doc
      .moveTo(LEFT, this.y)
      .lineTo(LEFT + WIDTH, this.y)
      .lineWidth(0.8)
      .strokeColor(FLOW_COLOR.rule)
      .stroke();
    this.y += 6;
  }

  /** A smaller title inside a section (one consultation, one person). */
  subheading(text: string): void {
    const style: TextStyle = { size: 10.5, weight: 'bold', color: FLOW_COLOR.text };
    this.keep(lineHeight(style) + 30);
    this.y += 4;
    this.text(text, style, { after: 1 });
  }

  /** Label and value side by side; the label's column a third of the width. */
  rows(rows: [string, string][], indent = 0): void {
    const label: TextStyle = { size: 9, color: FLOW_COLOR.muted };
    const value: TextStyle = { size: 9.5, color: FLOW_COLOR.text };
    const labelWidth = (WIDTH - indent) * 0.34;
    const valueWidth = WIDTH - indent - labelWidth - 8;
    for (const [name, text] of rows) {
      const lines = Math.max(
        wrap(this.doc, name, labelWidth, label).length,
        wrap(this.doc, text, valueWidth, value).length,
      );
      this.keep(lines * lineHeight(value));
      const below = drawBlock(this.doc, name, {
        x: LEFT + indent,
        y: this.y + 0.5,
        width: labelWidth,
        style: label,
      });
      const right = drawBlock(this.doc, text, {
        x: LEFT + indent + labelWidth + 8,
        y: this.y,
        width: valueWidth,
        style: value,
      });
      this.y = Math.max(below, right) + 1.5;
    }
    this.y += 3;
  }

  /** One line of a list, with a bullet. */
  item(text: string, indent = 0): void {
    this.text(`•  ${text}`, { size: 9.5, color: FLOW_COLOR.text }, { indent, after: 1 });
  }

  space(points: number): void {
    this.y += points;
  }
}
