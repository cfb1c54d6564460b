import { memo, useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of the app, absolute ('/installations/AT-1'). */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** What a click on a link says of itself: mouse button, modifier keys, whether a handler took it. */
type LinkClick = Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>;

/**
 * A plain left click, not yet taken by a handler: the app navigates; any other (new tab, new window,
 * download) is the browser's.
 */
export function isPlainClick(event: LinkClick): boolean {
  return !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/**
 * The app's link to one of its own paths. Unlike react-router's `Link`, which reads the location (for
 * relative paths) and so renders again on every navigation, it reads only the router's history: on the
 * register, whose sort, page and filter live in the URL, a change of them no longer renders every link of
 * the page (its rows, the navigation, the breadcrumbs). A plain click navigates through the router's history
 * as `Link` does, replacing the entry when the link leads to where the user already is.
 */
export const AppLink = memo(function AppLink({ to, onClick, target, ref, children, ...rest }: AppLinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const href = navigator.createHref(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    const here = new URL(href, window.location.href).href === window.location.href;
    if (here) navigator.replace(to);
    else navigator.push(to);
  };
  return (
    <a {...rest} ref={ref} target={target} href={href} onClick={handleClick}>
      {children}
    </a>
  );
});
