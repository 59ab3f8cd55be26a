/**
 * Renders the result e-mail (HTML and plain text) in the visitor's language. Pure: no I/O.
 */
import { parseResultAddress, regionOfAddress } from '@powercheck/scoring';
import { RESULT_EMAIL_TEXTS, type ResultEmailLanguage, type ResultEmailTexts } from './result-email-texts.ts';

/**
 * The sentence naming the region the result's suppliers were ranked in, read from the results address with the
 * results-address module of @powercheck/scoring (the address without a region: its language's), plus the note that
 * it was assumed from the language when no postcode was given.
 */
export function regionSentence(resultUrl: string, texts: ResultEmailTexts): string {
  const parsed = parseResultAddress(resultUrl);
  if (!parsed.ok) return '';
  const region = regionOfAddress(parsed.address);
  const named = texts[`region_${region}`];
  const assumed = parsed.address.region === undefined || parsed.address.regionFromLanguage === true;
  return assumed ? `${named} ${texts.region_from_language}` : named;
}

/** A rendered e-mail, ready for nodemailer. */
export interface RenderedEmail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** The sender's display name. */
  readonly senderName: string;
}

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const COLOURS = { text: '#1f2a24', muted: '#4d5a52', accent: '#1d6b3a', background: '#f3f6f4', card: '#ffffff' };

/**
 * The result e-mail for a results-page address. `resultUrl` must already be a validated http(s) address; it is
 * escaped here for the HTML attribute and text.
 */
export function renderResultEmail(resultUrl: string, language: ResultEmailLanguage): RenderedEmail {
  const texts: ResultEmailTexts = RESULT_EMAIL_TEXTS[language];
  const e = escapeHtml;
  const url = e(resultUrl);
  const moreInfo = e(texts.more_info_link);
  const region = regionSentence(resultUrl, texts);
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(texts.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLOURS.background};color:${COLOURS.text};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="display:none;max-height:0;overflow:hidden">${e(texts.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOURS.background}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${COLOURS.card};border-radius:12px">
<tr><td style="padding:32px 28px">
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;color:${COLOURS.text}">${e(texts.title)}</h1>
<p style="margin:0 0 16px">${e(texts.intro)}</p>
<p style="margin:0 0 24px" data-region>${e(region)}</p>
<p style="margin:0 0 32px"><a href="${url}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:${COLOURS.accent};color:#ffffff;font-weight:bold;text-decoration:none">${e(texts.to_result)}</a></p>
<p style="margin:0 0 32px;font-size:14px;color:${COLOURS.muted};word-break:break-all"><a href="${url}" style="color:${COLOURS.accent}">${url}</a></p>
<h2 style="margin:0 0 8px;font-size:19px;line-height:1.3;color:${COLOURS.text}">${e(texts.subtitle)}</h2>
<p style="margin:0 0 16px">${e(texts.initiative)}</p>
<p style="margin:0"><a href="${moreInfo}" style="color:${COLOURS.accent}">${e(texts.more_info_text)}</a></p>
</td></tr>
</table>
<p style="max-width:560px;margin:16px auto 0;font-size:13px;color:${COLOURS.muted}">${e(texts.footer)}</p>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    texts.title,
    '',
    texts.intro,
    '',
    region,
    '',
    `${texts.to_result}: ${resultUrl}`,
    '',
    texts.subtitle,
    texts.initiative,
    '',
    `${texts.more_info_text}: ${texts.more_info_link}`,
    '',
    '-- ',
    texts.footer,
    '',
  ].join('\n');
  return { subject: texts.subject, html, text, senderName: texts.sender };
}
