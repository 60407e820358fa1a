/**
 * The smallest PDF a reader opens: a catalog, an empty page tree and the trailer naming the catalog.
 * upload-service parses every PDF resume with qpdf (issue 25), which refuses bytes that only start
 * like a PDF (no catalog: nothing any reader could show).
 */
export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
