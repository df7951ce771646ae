import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import './markdown.css';

/**
 * An unsafe link has its href emptied by react-markdown's default urlTransform (e.g.
 * `javascript:`): show its text without a link rather than a link to the page itself.
 */
function MarkdownLink({ href, children, node: _node, ...props }: ComponentProps<'a'> & { node?: unknown }) {
  if (!href) return <span className="markdown-body__dead-link">{children}</span>;
  const external = /^https?:\/\//i.test(href);
  return (
    <a href={href} {...props} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

/**
 * Headings move one level down (# is an h2, and so on): the page's own title is its only
 * h1, so a document's outline nests under it.
 */
const COMPONENTS: Components = {
  a: MarkdownLink,
  // GitHub task list boxes are read-only and have no label of their own.
  input: ({ node: _node, ...props }) =>
    props.type === 'checkbox' ? (
      <input {...props} aria-label={props.checked ? 'Done' : 'Not done'} />
    ) : (
      <input {...props} />
    ),
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  h2: ({ node: _node, ...props }) => <h3 {...props} />,
  h3: ({ node: _node, ...props }) => <h4 {...props} />,
  h4: ({ node: _node, ...props }) => <h5 {...props} />,
  h5: ({ node: _node, ...props }) => <h6 {...props} />,
};
const REMARK_PLUGINS = [remarkGfm];

type MarkdownProps = { children: string; className?: string };

/**
 * Markdown (GitHub flavoured) as HTML. Raw HTML in the source is dropped (`skipHtml`, no
 * rehype-raw) and unsafe URLs are removed, so a document can never run script (PRODUCT.md
 * section 7).
 */
export function Markdown({ children, className }: MarkdownProps) {
  return (
    <div className={className ? `markdown-body ${className}` : 'markdown-body'}>
      <ReactMarkdown remarkPlugins={REMARK_PLUGINS} components={COMPONENTS} skipHtml>
        {children}
      </ReactMarkdown>
    </div>
  );
}
