/**
 * Swagger UI at phone width (its own styles assume a desk): a call's id under its path rather
 * than squeezed beside it, the replies' and parameters' cells one above the other, examples
 * scrolled sideways instead of broken mid-word, and no empty Links column.
 */
export const DOCS_PAGE_PHONE_STYLE = `
@media (max-width: 600px) {
  .swagger-ui .wrapper { padding: 0 8px; }
  .swagger-ui .opblock .opblock-summary-control { flex-wrap: wrap; }
  .swagger-ui .opblock .opblock-summary-path-description-wrapper { flex: 1 1 0; min-width: 0; }
  .swagger-ui .opblock .opblock-summary-operation-id {
    flex-basis: 100%; margin: 4px 0 0; font-size: 12px; word-break: normal;
  }
  .swagger-ui table thead { display: none; }
  .swagger-ui table tbody tr td { display: block; width: auto; max-width: none; padding: 4px 0; }
  .swagger-ui .response-col_links { display: none !important; }
  .swagger-ui .microlight, .swagger-ui .highlight-code pre {
    white-space: pre !important; word-break: normal !important; overflow-x: auto;
  }
}
`;
