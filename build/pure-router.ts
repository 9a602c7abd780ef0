import type { Plugin } from 'vite';

/**
 * React Router builds its components and contexts at the top of one big module without marking the
 * calls pure, so Rollup keeps every one of them, used or not: the data router's Link with its
 * prefetching, NavLink, Form and their helpers. This marks those top-level
 * `React.forwardRef / memo / createContext` calls pure; the ones the app uses stay (RouteLink
 * replaces Link, eslint keeps Link, NavLink and Form out of src).
 */
export function pureRouterComponents(): Plugin {
  return {
    name: 'asi-pure-router-components',
    apply: 'build',
    transform(code, id) {
      if (!/node_modules\/react-router\/dist\/production\/chunk-\w+\.mjs$/.test(id)) return null;
      // Only the marked lines change: the line numbers stay. A `displayName` (a name for React's
      // developer tools) would keep its component alive, so those assignments go.
      return {
        code: code
          .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2')
          .replace(/^\w+\.displayName = "\w*";$/gm, ''),
        map: null,
      };
    },
  };
}
