// Attributes @kitajs/html's element types lack (src/types.d.ts holds the modules' declarations).
declare namespace JSX {
  interface HtmlImageTag {
    /** How wide the image is laid out, for the browser's choice among `srcset` (HTML's `sizes`). */
    sizes?: undefined | string
  }
  interface HtmlSourceTag {
    sizes?: undefined | string
  }
}
