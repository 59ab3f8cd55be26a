import { Fragment, type ReactNode } from 'react';
import type { Token, Tokens } from 'marked';
import { isExternalHref, safeLinkHref } from './safeUrl.js';

// Turns lexed Markdown tokens into React elements. Knows nothing of the parser, so it costs nothing to load.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  euro: '€',
  hellip: '…',
  ndash: '–',
  mdash: '—',
};

// The lexer decodes numeric entities but leaves named ones in text; decode the common ones for display.
function decodeEntities(text: string): string {
  return text.replace(/&([a-z]+);/gi, (match, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? match);
}

export interface RenderContext {
  headingOffset: number;
  externalLinkHint?: string;
}

function renderInline(tokens: Token[] | undefined, context: RenderContext): ReactNode[] {
  return (tokens ?? []).map((token, index) => renderInlineToken(token, index, context));
}

function renderInlineToken(token: Token, key: number, context: RenderContext): ReactNode {
  switch (token.type) {
    case 'text': {
      const text = token as Tokens.Text;
      if (text.tokens && text.tokens.length > 0) return <Fragment key={key}>{renderInline(text.tokens, context)}</Fragment>;
      return <Fragment key={key}>{decodeEntities(text.text)}</Fragment>;
    }
    case 'escape':
      return <Fragment key={key}>{(token as Tokens.Escape).text}</Fragment>;
    case 'strong':
      return <strong key={key}>{renderInline((token as Tokens.Strong).tokens, context)}</strong>;
    case 'em':
      return <em key={key}>{renderInline((token as Tokens.Em).tokens, context)}</em>;
    case 'del':
      return <del key={key}>{renderInline((token as Tokens.Del).tokens, context)}</del>;
    case 'codespan':
      return <code key={key}>{(token as Tokens.Codespan).text}</code>;
    case 'br':
      return <br key={key} />;
    case 'link': {
      const link = token as Tokens.Link;
      const href = safeLinkHref(link.href);
      const children = renderInline(link.tokens, context);
      if (href === null) return <Fragment key={key}>{children}</Fragment>;
      const external = isExternalHref(href);
      return (
        <a
          key={key}
          href={href}
          title={link.title ?? undefined}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {children}
          {external && context.externalLinkHint ? (
            <span className="ts-visually-hidden">{` (${context.externalLinkHint})`}</span>
          ) : null}
        </a>
      );
    }
    case 'image': {
      const image = token as Tokens.Image;
      const src = safeLinkHref(image.href);
      if (src === null || /^(mailto|xmpp|ircs?):/i.test(src)) return <Fragment key={key}>{image.text}</Fragment>;
      return <img key={key} src={src} alt={image.text} title={image.title ?? undefined} />;
    }
    case 'html':
      // Shown literally: Markdown content never injects markup.
      return <Fragment key={key}>{(token as Tokens.HTML).text}</Fragment>;
    default:
      return <Fragment key={key}>{'text' in token && typeof token.text === 'string' ? token.text : token.raw}</Fragment>;
  }
}

export function renderBlocks(tokens: Token[], context: RenderContext): ReactNode[] {
  return tokens.map((token, index) => renderBlockToken(token, index, context));
}

function renderBlockToken(token: Token, key: number, context: RenderContext): ReactNode {
  switch (token.type) {
    case 'space':
    case 'def':
      return null;
    case 'heading': {
      const heading = token as Tokens.Heading;
      const level = Math.min(6, Math.max(1, heading.depth + context.headingOffset));
      const Tag = `h${level}` as 'h2';
      return <Tag key={key}>{renderInline(heading.tokens, context)}</Tag>;
    }
    case 'paragraph':
      return <p key={key}>{renderInline((token as Tokens.Paragraph).tokens, context)}</p>;
    case 'text': {
      const text = token as Tokens.Text;
      return <Fragment key={key}>{text.tokens ? renderInline(text.tokens, context) : decodeEntities(text.text)}</Fragment>;
    }
    case 'blockquote':
      return <blockquote key={key}>{renderBlocks((token as Tokens.Blockquote).tokens, context)}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case 'hr':
      return <hr key={key} />;
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item, index) => (
        <li key={index}>
          {item.task ? <input type="checkbox" checked={!!item.checked} disabled readOnly aria-label={item.text} /> : null}
          {renderBlocks(item.tokens, context)}
        </li>
      ));
      if (list.ordered) {
        const start = typeof list.start === 'number' && list.start !== 1 ? list.start : undefined;
        return (
          <ol key={key} start={start}>
            {items}
          </ol>
        );
      }
      return <ul key={key}>{items}</ul>;
    }
    case 'table': {
      const table = token as Tokens.Table;
      const align = (index: number) => table.align[index] ?? undefined;
      return (
        <table key={key}>
          <thead>
            <tr>
              {table.header.map((cell, index) => (
                <th key={index} scope="col" style={align(index) ? { textAlign: align(index)! } : undefined}>
                  {renderInline(cell.tokens, context)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) => (
                  <td key={index} style={align(index) ? { textAlign: align(index)! } : undefined}>
                    {renderInline(cell.tokens, context)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
    case 'html':
      return <p key={key}>{(token as Tokens.HTML).text}</p>;
    default:
      return renderInlineToken(token, key, context);
  }
}

