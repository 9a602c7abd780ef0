import DOMPurify from 'dompurify';

/**
 * Server HTML (error messages) made safe to show (ARCHITECTURE.md): no script, no event handler,
 * no javascript: link, no form or input that could ask a customer for data in our page, and no
 * image or media: a message is words (an image has no text for a screen reader, and may track).
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
      'img',
      'picture',
      'source',
      'video',
      'audio',
    ],
    FORBID_ATTR: ['style', 'formaction', 'action'],
  });
}
