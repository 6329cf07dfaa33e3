/**
 * The HTML report: one file that needs nothing else (no network, no scripts, the font embedded) with the
 * picture drawn inline as SVG, then the whole report: the command's Markdown turned into HTML tables
 * (marked), or its text table as preformatted text. Styled to print on one landscape page per picture.
 */
import { marked } from 'marked';
import { fontFaceCss, type PictureFonts } from './fonts.js';
import type { PictureRequest, ReportDocument } from './request.js';
import { CANVAS, COLOR, FONT_FAMILY } from './theme.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Inline SVG in HTML needs no namespace declarations; they are dropped so the file holds no http(s)
 * address at all, which makes "it fetches nothing" checkable by a plain text search.
 */
function inlineSvg(svg: string): string {
  return svg.replace(/<\?xml[^>]*>\s*/, '').replace(/\s+xmlns(:\w+)?="[^"]*"/g, '');
}

function documentHtml(document: ReportDocument): string {
  if ('markdown' in document) return marked.parse(document.markdown, { async: false, gfm: true });
  return `<pre>${escapeHtml(document.text)}</pre>`;
}

const STYLE = `
body{font-family:'${FONT_FAMILY}',system-ui,sans-serif;color:${COLOR.text};background:${COLOR.background};max-width:${CANVAS.width}px;margin:1.5rem auto;padding:0 1rem;line-height:1.45}
figure{margin:0 0 1.5rem}
figure svg{display:block;width:100%;height:auto}
table{border-collapse:collapse;margin:.5rem 0 1rem;font-variant-numeric:tabular-nums}
th,td{padding:.25rem .6rem;border-bottom:1px solid ${COLOR.grid};vertical-align:top}
th{border-bottom:2px solid ${COLOR.subtle}}
code,pre{font-family:ui-monospace,'DejaVu Sans Mono',Menlo,Consolas,monospace;font-size:.9em}
blockquote{margin:.5rem 0;padding-left:.8rem;border-left:3px solid ${COLOR.grid}}
@media print{body{max-width:none;margin:0}figure,table{break-inside:avoid}}
@page{size:landscape;margin:12mm}`;

export function htmlReport(request: PictureRequest, svg: string, fonts: PictureFonts): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="mathhammer">
<title>${escapeHtml(request.title)}</title>
<style>
${fontFaceCss(fonts)}
${STYLE.trim()}
</style>
</head>
<body>
<figure role="img" aria-label="${escapeHtml(`${request.title}: ${request.panels.map((p) => p.title).join(', ')}`)}">
${inlineSvg(svg)}
</figure>
<main>
${documentHtml(request.document).trim()}
</main>
</body>
</html>
`;
}
