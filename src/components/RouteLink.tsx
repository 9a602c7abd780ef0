import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app (config/paths), e.g. paths.user.href(). */
  to: string;
}

/**
 * A link to a page of the app: an anchor with the router's href and click handling (a plain click
 * navigates in the app; a modified click opens a tab). React Router's own Link adds prefetching,
 * view transitions and its data router's form code, some 3 kB (gzip) on the first page that a hash
 * router of three steps never uses.
 */
export function RouteLink({ to, onClick, children, ...rest }: RouteLinkProps) {
  const href = useHref(to);
  // A link with a target (a new tab) is left to the browser, as the router's Link does.
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target: rest.target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} href={href} onClick={handleClick}>
      {children}
    </a>
  );
}
