/**
 * Inline-style policy: email layout depends on inline styles (tables, colours, spacing), so
 * dropping them all makes most HTML mail unreadable. We keep an allow-list of presentational
 * properties whose values are made only of plain tokens: keywords, numbers with units, hex colours
 * and rgb()/hsl() colours. No other CSS function can appear (so no url(), image-set(),
 * expression(), var()), no backslash escapes, no '@', and no property that loads resources
 * (background-image, list-style-image, border-image, cursor, content, mask, filter) or can lift
 * content out of the message's box to spoof the app (position, z-index, top/left, transform).
 * `<style>` elements are always removed.
 */
const TOKEN =
  '(?:#[0-9a-f]{3,8}|[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[a-z]{1,4}|%)?|-?[a-z][a-z-]{0,40}|(?:rgba?|hsla?)\\([\\d\\s.,%/+-]{1,60}\\)|"[\\w .-]{0,60}"|\'[\\w .-]{0,60}\')';
/** One or more tokens separated by spaces, commas or slashes; bounded length keeps matching linear. */
const SAFE_VALUE = new RegExp(`^(?=[^]{0,300}$)\\s*${TOKEN}(?:[\\s,/]+${TOKEN})*\\s*$`, 'i');

const PROPERTIES = [
  'color',
  'background-color',
  'background',
  'font',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-align',
  'text-decoration',
  'text-transform',
  'text-indent',
  'vertical-align',
  'white-space',
  'word-break',
  'word-wrap',
  'overflow-wrap',
  'direction',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-style',
  'border-width',
  'border-radius',
  'border-collapse',
  'border-spacing',
  'width',
  'height',
  'max-width',
  'min-width',
  'max-height',
  'min-height',
  'display',
  'table-layout',
  'list-style-type',
  'float',
  'clear',
];

/** sanitize-html `allowedStyles`: every listed property, on every tag, with a plain-token value. */
export const ALLOWED_STYLES: Record<string, Record<string, RegExp[]>> = {
  '*': Object.fromEntries(PROPERTIES.map((p) => [p, [SAFE_VALUE]])),
};
