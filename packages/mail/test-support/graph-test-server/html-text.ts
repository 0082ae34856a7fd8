/** Just enough HTML -> text for bodyPreview, the way Exchange derives it from the body. */
function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/tr>/gi, '\r\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** Graph's bodyPreview: the first 255 characters of the text body. */
export function previewOf(body: { contentType?: string | null; content?: string | null }): string {
  const content = body.content ?? '';
  const text = body.contentType === 'html' ? htmlToText(content) : content;
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/(\r?\n\s*){3,}/g, '\r\n\r\n')
    .trim()
    .slice(0, 255);
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
