/**
 * The widget's own CSS, inside its shadow root only (host styles cannot select into it, these
 * cannot select out). `all: initial` on the host and the root cuts off inherited properties
 * (color, font) that a host page sets on the host element, even with !important: an important
 * declaration of the shadow tree wins over the outer page's for the host element.
 */
export const CSS = `
:host{all:initial!important;display:block!important;contain:content}
.w{all:initial;display:block;box-sizing:border-box;overflow-wrap:anywhere;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1f24;background:#fff;padding:12px;border-radius:8px}
.w *{box-sizing:border-box;margin:0;padding:0}
.t{font-size:18px;font-weight:700;margin:0 0 8px}
.g{display:block;border:1px solid #d9d9e0;border-radius:8px;padding:12px;margin:0 0 12px;background:#fafafc}
.g h3{font-size:16px;font-weight:700;margin:0 0 4px}
.g p{margin:0 0 8px}
.b{all:unset;display:inline-block;cursor:pointer;background:#b3124a;color:#fff;font-family:inherit;font-size:14px;font-weight:600;line-height:1;padding:12px 16px;border-radius:6px}
.b:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.s{font-size:14px;color:#555}
.l{list-style:none;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}
.c{display:block;position:relative;border:1px solid #e4e4ea;border-radius:8px;overflow:hidden;background:#fff}
.m{position:relative;aspect-ratio:3/4;background:#eee;overflow:hidden}
.i{display:block;width:100%;height:100%;object-fit:cover;transition:filter .2s}
.blur .i{filter:blur(18px)}
@media (prefers-reduced-motion:reduce){.i{transition:none}}
.p{display:flex;align-items:center;justify-content:center;height:100%;font-size:40px;color:#999}
.bs{position:absolute;top:6px;left:6px;display:flex;flex-wrap:wrap;gap:4px;list-style:none}
.bd{font-size:11px;font-weight:700;line-height:1;padding:3px 5px;border-radius:4px;background:#1f1f24;color:#fff}
.bd-TOP{background:#b3124a}.bd-VIP{background:#7a5a00}.bd-verified{background:#146c2e}
.sp{position:absolute;bottom:6px;right:6px;font-size:11px;background:rgba(0,0,0,.72);color:#fff;padding:2px 5px;border-radius:4px}
.bo{padding:8px}
.n{font-size:15px;font-weight:700}
a{color:#8a0e39;text-decoration:none;display:inline}
.n a::after{content:"";position:absolute;inset:0}
.me,.pr{font-size:13px;color:#4a4a55}
.pr{font-weight:600;color:#1f1f24}
.mo{display:inline-block;margin-top:10px;font-weight:600;text-decoration:underline}
`;
