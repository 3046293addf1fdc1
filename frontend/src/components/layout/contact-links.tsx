import type { ReactNode } from 'react';

/** A `mailto:` link that shows the address. */
export function MailLink({ address, className }: { address: string; className?: string }) {
  return (
    <a href={`mailto:${address}`} className={className}>
      {address}
    </a>
  );
}

/**
 * The end of a sentence such as "Questions? You can …": "email x@y or write to Quad, Attn: Legal,
 * <address>", with only the parts this deployment publishes; null when it publishes neither, so the
 * caller words its sentence without them.
 */
export function emailOrPost({
  email,
  address,
  attention,
}: {
  email: string | null;
  address: string | null;
  attention: string;
}): ReactNode {
  const post = address && `write to Quad, Attn: ${attention}, ${address}`;
  if (email && post) {
    return (
      <>
        email <MailLink address={email} /> or {post}
      </>
    );
  }
  if (email) {
    return (
      <>
        email <MailLink address={email} />
      </>
    );
  }
  return post || null;
}
