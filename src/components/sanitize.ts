import DOMPurify from 'dompurify';

/**
 * Server HTML (error messages) made safe to show (ARCHITECTURE.md): no script, no event handler,
 * no javascript: link, and no form or input that could ask a customer for data in our page.
 */
export function sanitizeServerHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: [
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'option',
      'iframe',
      'object',
      'embed',
      'style',
      'svg',
      'math',
    ],
    FORBID_ATTR: ['style', 'formaction', 'action'],
  });
}
