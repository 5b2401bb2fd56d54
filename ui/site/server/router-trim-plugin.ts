import type { Plugin } from 'vite';

/** React Router's production build (vite.config.ts aliases `react-router` to it). */
const ROUTER_BUILD = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/;
/** A top-level `Name.displayName = "…";` statement, alone on its line. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";\n/gm;
/** A top-level component or context made by React without the `@__PURE__` mark: `var Link = React10.forwardRef(`. */
const UNMARKED_REACT_CALL = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/**
 * Lets the client build leave out the React Router components the site never uses. Its production
 * build makes its components with unmarked calls (`var NavLink = React10.forwardRef(…)`) and names
 * them with top-level assignments (`NavLink.displayName = "NavLink"`); the bundler must keep both,
 * as it cannot prove them harmless, so `NavLink`, `Form` (with `useSubmit` and the form encoding
 * helpers) and `unstable_HistoryRouter` were in the shell that every page loads. The
 * calls are marked pure (React's `forwardRef`, `createContext` and `memo` are), and the names
 * dropped: they only label components in React's developer tools (which then show the inner
 * function's name, `LinkWithRef`); nothing the site renders or does depends on them. Client build
 * only: the server's bundle is not downloaded.
 */
export function routerTrimPlugin(): Plugin {
  return {
    name: 'portal:router-trim',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform: {
      filter: { id: ROUTER_BUILD },
      handler(code) {
        const trimmed = code.replace(DISPLAY_NAME, '').replace(UNMARKED_REACT_CALL, '$1/* @__PURE__ */ $2');
        return trimmed === code ? null : { code: trimmed, map: null };
      },
    },
  };
}
